// SPDX-License-Identifier: GPL-2.0
/* Dropping file capabilities for non-root callers; see caps.h. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "caps.h"

#ifdef HAVE_CAP
#include <sys/capability.h>

static void caps_fail(const char *what)
{
	perror(what);
	exit(EXIT_FAILURE);
}

void caps_drop_unless_root(void)
{
	cap_flag_value_t handed_down = CAP_CLEAR;
	cap_t caps;

	if (getuid() == 0 || geteuid() == 0)
		return;
	caps = cap_get_proc();
	if (!caps)
		caps_fail("cap_get_proc");
	if (cap_get_flag(caps, CAP_NET_ADMIN, CAP_INHERITABLE, &handed_down))
		caps_fail("cap_get_flag");
	if (handed_down == CAP_CLEAR) {
		if (cap_clear(caps))
			caps_fail("cap_clear");
		if (cap_set_proc(caps))
			caps_fail("cap_set_proc");
	}
	cap_free(caps);
}
#else
void caps_drop_unless_root(void)
{
}
#endif
