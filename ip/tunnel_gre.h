/* SPDX-License-Identifier: GPL-2.0 */
/* tunnel_gre.h — GRE keys, sequence numbers and checksums of `ip tunnel`
 * and `ip -6 tunnel`: the words and their printing */
#ifndef NLROUTE_TUNNEL_GRE_H
#define NLROUTE_TUNNEL_GRE_H

#include <stdbool.h>
#include <linux/types.h>

#include "args.h"

/* The GRE part of ip_tunnel_parm and ip6_tnl_parm2. */
struct tnl_gre {
	__be16 *i_flags, *o_flags;
	__be32 *i_key, *o_key;
};

/*
 * [i|o]key KEY, [i|o]seq, [i|o]csum at args_cur(a): true when the word
 * was one of them. A bad key exits with the reference's message.
 */
bool tnl_gre_word(const struct tnl_gre *g, struct args *a);

/* " key N" or " ikey N okey N", for the flags that carry a key. */
void tnl_print_keys(__be16 i_flags, __be16 o_flags, __be32 i_key,
		    __be32 o_key);
/* The "flags" array, one text line each ("  Drop packets ..."). */
void tnl_print_gre_flags(__be16 i_flags, __be16 o_flags);

#endif
