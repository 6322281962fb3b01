// SPDX-License-Identifier: GPL-2.0
/* link_virt_wifi.c — virt_wifi: no options, the words after the kind
 * are ignored (the reference sends an empty IFLA_INFO_DATA) */
#include "kind_util.h"

static void virt_wifi_usage(FILE *f)
{
	/* the reference's line ends with a blank */
	fprintf(f, "Usage: ... virt_wifi \n");
}

const struct link_kind virt_wifi_kind = {
	.name = "virt_wifi",
	.parse = kind_ignore_args,
	.usage = virt_wifi_usage,
};
