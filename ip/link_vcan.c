// SPDX-License-Identifier: GPL-2.0
/* link_vcan.c — vcan and nlmon: no options; words after the kind are
 * ignored (the reference sends an empty IFLA_INFO_DATA for them) */
#include "kind_util.h"

static void vcan_usage(FILE *f)
{
	fprintf(f, "Usage: ... vcan\n");
}

static void nlmon_usage(FILE *f)
{
	fprintf(f, "Usage: ... nlmon\n");
}

const struct link_kind vcan_kind = {
	.name = "vcan",
	.parse = kind_ignore_args,
	.usage = vcan_usage,
};

const struct link_kind nlmon_kind = {
	.name = "nlmon",
	.parse = kind_ignore_args,
	.usage = nlmon_usage,
};
