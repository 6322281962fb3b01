/* SPDX-License-Identifier: GPL-2.0 */
/* tunnel6.h — `ip -6 tunnel`, reached from `ip tunnel` (tunnel.c) */
#ifndef NLROUTE_TUNNEL6_H
#define NLROUTE_TUNNEL6_H

#include <stdbool.h>

/* The arguments after "tunnel"; returns the exit status. */
int do_tunnel6(int argc, char **argv);

/* Whether a "mode M" pair anywhere in argv names an IPv6 outer header:
 * the reference then runs `ip -6 tunnel`, whatever the family. */
bool tunnel6_mode_given(int argc, char **argv);

#endif
