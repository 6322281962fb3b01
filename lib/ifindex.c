// SPDX-License-Identifier: GPL-2.0
/* ifindex.c — device names as the reference reads them in commands */
#include <stdio.h>

#include "ifindex.h"
#include "names.h"

int ll_name_or_ifn(const char *name)
{
	unsigned int idx;
	int i = ll_name_to_index(name);

	if (i)
		return i;
	if (sscanf(name, "if%u", &idx) == 1)
		return (int)idx;
	return 0;
}
