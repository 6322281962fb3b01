// SPDX-License-Identifier: GPL-2.0
/* link_netdevsim.c — netdevsim: no options, the words after the kind
 * are ignored (the reference sends an empty IFLA_INFO_DATA) */
#include "kind_util.h"

static void netdevsim_usage(FILE *f)
{
	fprintf(f, "Usage: ... netdevsim\n");
}

const struct link_kind netdevsim_kind = {
	.name = "netdevsim",
	.parse = kind_ignore_args,
	.usage = netdevsim_usage,
};
