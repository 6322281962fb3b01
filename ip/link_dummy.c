// SPDX-License-Identifier: GPL-2.0
/* link_dummy.c — dummy: no options; words after the kind are ignored */
#include "kind_util.h"

const struct link_kind dummy_kind = {
	.name = "dummy",
	.parse = kind_ignore_args,
};
