// SPDX-License-Identifier: GPL-2.0
/* tunnel_gre.c — GRE keys, sequence numbers and checksums of the tunnel
 * ioctls, shared by `ip tunnel` and `ip -6 tunnel` */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>

#include "print.h"
#include "tunnel_gre.h"
#include "tunnel_ioctl.h"

/* A key: a dotted quad as it stands ("1.2" is 1.2.0.0), else a number. */
static __be32 get_key(const char *key, const char *w)
{
	uint32_t v;
	__be32 quad;

	if (strchr(w, '.')) {
		if (tnl_get_addr4(w, &quad))
			exit(1);
		return quad;
	}
	if (get_u32(&v, w, 0)) {
		fprintf(stderr,
			"invalid value for \"%s\": \"%s\"; it should be an unsigned integer\n",
			key, w);
		exit(255);
	}
	return htonl(v);
}

static const struct gre_word {
	const char *word;
	bool in, out;
	__be16 flag;
} gre_words[] = {
	{ "key", true, true, GRE_KEY },
	{ "ikey", true, false, GRE_KEY },
	{ "okey", false, true, GRE_KEY },
	{ "seq", true, true, GRE_SEQ },
	{ "iseq", true, false, GRE_SEQ },
	{ "oseq", false, true, GRE_SEQ },
	{ "csum", true, true, GRE_CSUM },
	{ "icsum", true, false, GRE_CSUM },
	{ "ocsum", false, true, GRE_CSUM },
};

bool tnl_gre_word(const struct tnl_gre *g, struct args *a)
{
	const char *w = args_cur(a);
	const struct gre_word *e = NULL;
	__be32 key = 0;

	for (size_t i = 0; i < sizeof(gre_words) / sizeof(gre_words[0]); i++)
		if (!strcmp(w, gre_words[i].word))
			e = &gre_words[i];
	if (!e)
		return false;
	if (e->flag == GRE_KEY)
		key = get_key(w, args_next(a));
	if (e->in) {
		*g->i_flags |= e->flag;
		if (e->flag == GRE_KEY)
			*g->i_key = key;
	}
	if (e->out) {
		*g->o_flags |= e->flag;
		if (e->flag == GRE_KEY)
			*g->o_key = key;
	}
	return true;
}

void tnl_print_keys(__be16 i_flags, __be16 o_flags, __be32 i_key,
		    __be32 o_key)
{
	if ((i_flags & GRE_KEY) && (o_flags & GRE_KEY) && i_key == o_key) {
		pr_uint(PR_ANY, "key", " key %u", ntohl(i_key));
		return;
	}
	if (i_flags & GRE_KEY)
		pr_uint(PR_ANY, "ikey", " ikey %u", ntohl(i_key));
	if (o_flags & GRE_KEY)
		pr_uint(PR_ANY, "okey", " okey %u", ntohl(o_key));
}

void tnl_print_gre_flags(__be16 i_flags, __be16 o_flags)
{
	static const struct {
		bool out;
		__be16 flag;
		const char *key, *text;
	} f[] = {
		{ false, GRE_SEQ, "rx_drop_ooseq",
		  "  Drop packets out of sequence." },
		{ false, GRE_CSUM, "rx_csum",
		  "  Checksum in received packet is required." },
		{ true, GRE_SEQ, "tx_seq", "  Sequence packets on output." },
		{ true, GRE_CSUM, "tx_csum", "  Checksum output packets." },
	};

	pr_open_array(PR_JSON, "flags");
	for (size_t i = 0; i < sizeof(f) / sizeof(f[0]); i++) {
		if (!((f[i].out ? o_flags : i_flags) & f[i].flag))
			continue;
		pr_str(PR_JSON, NULL, NULL, f[i].key);
		pr_text("%s%s", pr_sl(), f[i].text);
	}
	pr_close_array(PR_JSON, NULL);
}
