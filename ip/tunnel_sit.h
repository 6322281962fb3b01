/* SPDX-License-Identifier: GPL-2.0 */
/* tunnel_sit.h — isatap's potential router list and 6rd of `ip tunnel` */
#ifndef NLROUTE_TUNNEL_SIT_H
#define NLROUTE_TUNNEL_SIT_H

#include "args.h"

/* `ip tunnel prl ...` and `ip tunnel 6rd ...`: the exit status. */
int do_tunnel_prl(struct args *a);
int do_tunnel_6rd(struct args *a);

/* show: " pdr ADDR" / " pr ADDR" of an isatap tunnel, and its 6rd
 * prefixes, each asked of the kernel for that device. */
void tnl_print_prl(const char *name);
void tnl_print_6rd(const char *name);

#endif
