// SPDX-License-Identifier: GPL-2.0
/* link_gre6.c — ip6gre, ip6gretap and ip6erspan: GRE over IPv6, with
 * ip6tnl's hop limit, encapsulation limit, traffic class and flow label,
 * and the ERSPAN values (which the reference takes for all three) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>
#include <linux/ip6_tunnel.h>

#include "print.h"
#include "tunnel_common.h"
#include "nl.h"

#define TCLASS_MASK	0x0ff00000u	/* of the host-order flowinfo */
#define FLOWLABEL_MASK	0x000fffffu

static void gre6_usage_kind(FILE *f, const char *kind)
{
	fprintf(f,
		"Usage: ... %-9s\t[ remote ADDR ]\n"
		"\t\t\t[ local ADDR ]\n"
		"\t\t\t[ [no][i|o]seq ]\n"
		"\t\t\t[ [i|o]key KEY | no[i|o]key ]\n"
		"\t\t\t[ [no][i|o]csum ]\n"
		"\t\t\t[ hoplimit TTL ]\n"
		"\t\t\t[ encaplimit ELIM ]\n"
		"\t\t\t[ tclass TCLASS ]\n"
		"\t\t\t[ flowlabel FLOWLABEL ]\n"
		"\t\t\t[ dscp inherit ]\n"
		"\t\t\t[ dev PHYS_DEV ]\n"
		"\t\t\t[ fwmark MARK ]\n"
		"\t\t\t[ [no]allow-localremote ]\n"
		"\t\t\t[ external ]\n"
		"\t\t\t[ noencap ]\n"
		"\t\t\t[ encap { fou | gue | none } ]\n"
		"\t\t\t[ encap-sport PORT ]\n"
		"\t\t\t[ encap-dport PORT ]\n"
		"\t\t\t[ [no]encap-csum ]\n"
		"\t\t\t[ [no]encap-csum6 ]\n"
		"\t\t\t[ [no]encap-remcsum ]\n"
		TNL_ERSPAN_USAGE
		"\n"
		"Where:\tADDR\t  := IPV6_ADDRESS\n"
		"\tTTL\t  := { 0..255 } (default=64)\n"
		"\tKEY\t  := { DOTTED_QUAD | NUMBER }\n"
		"\tELIM\t  := { none | 0..255 }(default=4)\n"
		"\tTCLASS\t  := { 0x0..0xff | inherit }\n"
		"\tFLOWLABEL := { 0x0..0xfffff | inherit }\n"
		"\tMARK\t  := { 0x0..0xffffffff | inherit }\n",
		kind);
}

static void ip6gre_usage(FILE *f)
{
	gre6_usage_kind(f, "ip6gre");
}

static void ip6gretap_usage(FILE *f)
{
	gre6_usage_kind(f, "ip6gretap");
}

static void ip6erspan_usage(FILE *f)
{
	gre6_usage_kind(f, "ip6erspan");
}

struct gre6_state {
	struct gre_keys k;
	struct kaddr local, remote;
	uint8_t hoplimit, encap_limit;
	uint32_t flowinfo;		/* host order */
	uint32_t flags, link, fwmark;
	bool external;
	struct tnl_encap encap;
	struct tnl_erspan erspan;
};

/* "inherit" sets flag; a value clears it. True for a value. */
static bool gre6_inherit(struct gre6_state *s, const char *w, uint32_t flag)
{
	if (!strcmp(w, "inherit")) {
		s->flags |= flag;
		return false;
	}
	s->flags &= ~flag;
	return true;
}

static void gre6_values(struct gre6_state *s, struct args *a, const char *w)
{
	uint32_t u32;
	uint8_t u8;

	if (matches(w, "ttl") || matches(w, "hoplimit")) {
		w = args_next(a);
		u8 = 0;
		if (strcmp(w, "inherit") && get_u8(&u8, w, 0))
			invarg("invalid HLIM\n", w);
		s->hoplimit = u8;
	} else if (!strcmp(w, "encaplimit")) {
		w = args_next(a);
		if (!gre6_inherit(s, strcmp(w, "none") ? w : "inherit",
				  IP6_TNL_F_IGN_ENCAP_LIMIT))
			return;
		if (get_u8(&u8, w, 0))
			invarg("invalid ELIM", w);
		s->encap_limit = u8;
	} else if (!strcmp(w, "flowlabel") || !strcmp(w, "fl")) {
		w = args_next(a);
		if (!gre6_inherit(s, w, IP6_TNL_F_USE_ORIG_FLOWLABEL))
			return;
		if (get_u32(&u32, w, 16) || u32 > FLOWLABEL_MASK)
			invarg("invalid Flowlabel", w);
		s->flowinfo = (s->flowinfo & ~FLOWLABEL_MASK) | u32;
	} else {
		/* tclass, tc, tos, dsfield */
		w = args_next(a);
		if (!gre6_inherit(s, w, IP6_TNL_F_USE_ORIG_TCLASS))
			return;
		if (get_u8(&u8, w, 16))
			invarg("invalid TClass", w);
		s->flowinfo = (s->flowinfo & ~TCLASS_MASK) |
			      ((uint32_t)u8 << 20);
	}
}

/* 0, 1 after a message, -1 for a word that is none of the options. */
static int gre6_option(struct gre6_state *s, struct args *a)
{
	const char *w = args_cur(a);

	if (gre_key_word(&s->k, a)) {
		return 0;
	} else if (matches(w, "remote")) {
		return tnl_addr(args_next(a), AF_INET6, &s->remote);
	} else if (matches(w, "local")) {
		return tnl_addr(args_next(a), AF_INET6, &s->local);
	} else if (matches(w, "dev")) {
		s->link = tnl_dev(args_next(a));
	} else if (matches(w, "ttl") || matches(w, "hoplimit") ||
		   !strcmp(w, "encaplimit") || !strcmp(w, "flowlabel") ||
		   !strcmp(w, "fl") || matches(w, "tclass") ||
		   matches(w, "tos") || matches(w, "dsfield")) {
		gre6_values(s, a, w);
	} else if (!strcmp(w, "dscp")) {
		w = args_next(a);
		if (strcmp(w, "inherit"))
			invarg("not inherit", w);
		s->flags |= IP6_TNL_F_RCV_DSCP_COPY;
	} else if (!strcmp(w, "fwmark")) {
		w = args_next(a);
		s->fwmark = 0;
		if (gre6_inherit(s, w, IP6_TNL_F_USE_ORIG_FWMARK))
			s->fwmark = tnl_fwmark(w);
	} else if (!strcmp(w, "allow-localremote")) {
		s->flags |= IP6_TNL_F_ALLOW_LOCAL_REMOTE;
	} else if (!strcmp(w, "noallow-localremote")) {
		s->flags &= ~(uint32_t)IP6_TNL_F_ALLOW_LOCAL_REMOTE;
	} else if (!strcmp(w, "external")) {
		s->external = true;
	} else if (!tnl_erspan_word(&s->erspan, a) &&
		   !tnl_encap_word(&s->encap, a)) {
		return -1;
	}
	return 0;
}

static void gre6_put(const struct gre6_state *s, struct nlmsghdr *nlh)
{
	nl_attr_put_u32(nlh, IFLA_GRE_IKEY, s->k.ikey);
	nl_attr_put_u32(nlh, IFLA_GRE_OKEY, s->k.okey);
	nl_attr_put_u16(nlh, IFLA_GRE_IFLAGS, s->k.iflags);
	nl_attr_put_u16(nlh, IFLA_GRE_OFLAGS, s->k.oflags);
	if (!kaddr_is_any(&s->local))
		nl_attr_put(nlh, IFLA_GRE_LOCAL, 16, s->local.data);
	if (!kaddr_is_any(&s->remote))
		nl_attr_put(nlh, IFLA_GRE_REMOTE, 16, s->remote.data);
	if (s->link)
		nl_attr_put_u32(nlh, IFLA_GRE_LINK, s->link);
	nl_attr_put_u8(nlh, IFLA_GRE_TTL, s->hoplimit);
	nl_attr_put_u8(nlh, IFLA_GRE_ENCAP_LIMIT, s->encap_limit);
	nl_attr_put_u32(nlh, IFLA_GRE_FLOWINFO, htonl(s->flowinfo));
	nl_attr_put_u32(nlh, IFLA_GRE_FLAGS, s->flags);
	nl_attr_put_u32(nlh, IFLA_GRE_FWMARK, s->fwmark);
	tnl_erspan_put(&s->erspan, nlh);
	tnl_encap_put(&s->encap, nlh, IFLA_GRE_ENCAP_TYPE);
}

/* `set`: start from the device's current parameters. */
static int gre6_existing(struct gre6_state *s, const struct link_req *req,
			 const char *kind)
{
	const struct nlattr *tb[IFLA_GRE_MAX + 1];
	char buf[8192];
	int err;

	err = tnl_get_existing(req, kind, false, tb, IFLA_GRE_MAX, buf,
			       sizeof(buf));
	if (err)
		return err;
	tnl_copy(tb[IFLA_GRE_IKEY], &s->k.ikey, 4);
	tnl_copy(tb[IFLA_GRE_OKEY], &s->k.okey, 4);
	tnl_copy(tb[IFLA_GRE_IFLAGS], &s->k.iflags, 2);
	tnl_copy(tb[IFLA_GRE_OFLAGS], &s->k.oflags, 2);
	tnl_copy(tb[IFLA_GRE_LOCAL], s->local.data, 16);
	tnl_copy(tb[IFLA_GRE_REMOTE], s->remote.data, 16);
	tnl_copy(tb[IFLA_GRE_LINK], &s->link, 4);
	tnl_copy(tb[IFLA_GRE_TTL], &s->hoplimit, 1);
	tnl_copy(tb[IFLA_GRE_ENCAP_LIMIT], &s->encap_limit, 1);
	tnl_copy(tb[IFLA_GRE_FLOWINFO], &s->flowinfo, 4);
	s->flowinfo = ntohl(s->flowinfo);
	tnl_copy(tb[IFLA_GRE_FLAGS], &s->flags, 4);
	tnl_copy(tb[IFLA_GRE_FWMARK], &s->fwmark, 4);
	tnl_copy(tb[IFLA_GRE_ENCAP_TYPE], &s->encap.type, 2);
	tnl_copy(tb[IFLA_GRE_ENCAP_FLAGS], &s->encap.flags, 2);
	tnl_copy(tb[IFLA_GRE_ENCAP_SPORT], &s->encap.sport, 2);
	tnl_copy(tb[IFLA_GRE_ENCAP_DPORT], &s->encap.dport, 2);
	if (tb[IFLA_GRE_COLLECT_METADATA])
		s->external = true;
	tnl_erspan_existing(&s->erspan, tb);
	return 0;
}

static int gre6_parse_kind(struct link_req *req, struct args *a,
			   void (*usage)(FILE *), const char *kind)
{
	struct gre6_state s = {
		.hoplimit = 64, .encap_limit = 4,
		.encap = { .flags = TUNNEL_ENCAP_FLAG_CSUM6 },
		.local = { AF_INET6, 16 },
		.remote = { AF_INET6, 16 },
	};
	int err;

	tnl_erspan_init(&s.erspan);
	if (!tnl_creating(req)) {
		err = gre6_existing(&s, req, kind);
		if (err)
			return err;
	}
	for (; args_more(a); args_skip(a)) {
		err = gre6_option(&s, a);
		if (err < 0) {
			usage(stderr);
			return 1;
		}
		if (err)
			return err;
	}
	if (s.external) {
		nl_attr_put(req->nlh, IFLA_GRE_COLLECT_METADATA, 0, NULL);
		return 0;
	}
	gre6_put(&s, req->nlh);
	return 0;
}

static int ip6gre_parse(struct link_req *req, struct args *a)
{
	return gre6_parse_kind(req, a, ip6gre_usage, "ip6gre");
}

static int ip6gretap_parse(struct link_req *req, struct args *a)
{
	return gre6_parse_kind(req, a, ip6gretap_usage, "ip6gretap");
}

static int ip6erspan_parse(struct link_req *req, struct args *a)
{
	return gre6_parse_kind(req, a, ip6erspan_usage, "ip6erspan");
}

/* an "inherit" setting is a flag: JSON names the flag, text says inherit */
static void gre6_print_inherit(const char *flag, const char *word)
{
	pr_bool(PR_JSON, flag, NULL, true);
	pr_text("%s inherit ", word);
}

static uint32_t gre6_u32(const struct nlattr *attr)
{
	return attr && mnl_attr_get_payload_len(attr) == 4 ?
		mnl_attr_get_u32(attr) : 0;
}

static uint8_t gre6_u8(const struct nlattr *attr)
{
	return attr && mnl_attr_get_payload_len(attr) == 1 ?
		mnl_attr_get_u8(attr) : 0;
}

static void gre6_print_flowinfo(const struct nlattr **tb, uint32_t flags)
{
	uint32_t fi = ntohl(gre6_u32(tb[IFLA_GRE_FLOWINFO]));
	char buf[16];

	if (flags & IP6_TNL_F_USE_ORIG_TCLASS) {
		gre6_print_inherit("ip6_tnl_f_use_orig_tclass", "tclass");
	} else if (tb[IFLA_GRE_FLOWINFO]) {
		snprintf(buf, sizeof(buf), "0x%02x", (fi & TCLASS_MASK) >> 20);
		pr_str(PR_ANY, "tclass", "tclass %s ", buf);
	}
	if (flags & IP6_TNL_F_USE_ORIG_FLOWLABEL) {
		gre6_print_inherit("ip6_tnl_f_use_orig_flowlabel", "flowlabel");
	} else if (tb[IFLA_GRE_FLOWINFO]) {
		snprintf(buf, sizeof(buf), "0x%05x", fi & FLOWLABEL_MASK);
		pr_str(PR_ANY, "flowlabel", "flowlabel %s ", buf);
	}
}

/* The reference prints the rest after "external" too. */
static void gre6_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_GRE_MAX + 1];
	uint32_t flags;
	uint8_t hl;

	if (nest_parse(data, tb, IFLA_GRE_MAX) < 0)
		return;
	if (tb[IFLA_GRE_COLLECT_METADATA])
		pr_bool(PR_ANY, "external", "external ", true);
	flags = gre6_u32(tb[IFLA_GRE_FLAGS]);
	tnl_print_endpoint_any(tb[IFLA_GRE_REMOTE], "remote", 16);
	tnl_print_endpoint_any(tb[IFLA_GRE_LOCAL], "local", 16);
	tnl_print_link(tb[IFLA_GRE_LINK]);
	hl = gre6_u8(tb[IFLA_GRE_TTL]);
	pr_uint(PR_JSON, "ttl", NULL, hl);
	if (hl)
		pr_text("hoplimit %u ", hl);
	else
		pr_text("hoplimit inherit ");
	if (flags & IP6_TNL_F_IGN_ENCAP_LIMIT) {
		pr_bool(PR_JSON, "ip6_tnl_f_ign_encap_limit", NULL, true);
		pr_text("encaplimit none ");
	} else if (tb[IFLA_GRE_ENCAP_LIMIT])
		pr_uint(PR_ANY, "encap_limit", "encaplimit %u ",
			gre6_u8(tb[IFLA_GRE_ENCAP_LIMIT]));
	gre6_print_flowinfo(tb, flags);
	if (flags & IP6_TNL_F_RCV_DSCP_COPY)
		gre6_print_inherit("ip6_tnl_f_rcv_dscp_copy", "dscp");
	gre_keys_print(tb);
	if (flags & IP6_TNL_F_ALLOW_LOCAL_REMOTE)
		pr_bool(PR_ANY, "ip6_tnl_f_allow_local_remote",
			"allow-localremote ", true);
	if (flags & IP6_TNL_F_USE_ORIG_FWMARK)
		gre6_print_inherit("ip6_tnl_f_use_orig_fwmark", "fwmark");
	else
		tnl_print_fwmark(tb[IFLA_GRE_FWMARK]);
	tnl_erspan_print(tb);
	tnl_encap_print(tb, IFLA_GRE_ENCAP_TYPE);
}

const struct link_kind ip6gre_kind = {
	.name = "ip6gre",
	.parse = ip6gre_parse,
	.print = gre6_print,
	.usage = ip6gre_usage,
};

const struct link_kind ip6gretap_kind = {
	.name = "ip6gretap",
	.parse = ip6gretap_parse,
	.print = gre6_print,
	.usage = ip6gretap_usage,
};

const struct link_kind ip6erspan_kind = {
	.name = "ip6erspan",
	.parse = ip6erspan_parse,
	.print = gre6_print,
	.usage = ip6erspan_usage,
};
