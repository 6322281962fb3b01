// SPDX-License-Identifier: GPL-2.0
/* link_ifb.c — ifb: no options; words after the kind are ignored */
#include "kind_util.h"

const struct link_kind ifb_kind = {
	.name = "ifb",
	.parse = kind_ignore_args,
};
