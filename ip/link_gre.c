// SPDX-License-Identifier: GPL-2.0
/* link_gre.c — gre, gretap and erspan over IPv4: keys, sequence,
 * checksums; erspan's version, index, direction and hardware id */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>

#include "print.h"
#include "tunnel_common.h"
#include "nl.h"

static void gre_usage_kind(FILE *f, const char *kind)
{
	fprintf(f,
		"Usage: ... %-9s\t[ remote ADDR ]\n"
		"\t\t\t[ local ADDR ]\n"
		"\t\t\t[ [no][i|o]seq ]\n"
		"\t\t\t[ [i|o]key KEY | no[i|o]key ]\n"
		"\t\t\t[ [no][i|o]csum ]\n"
		"\t\t\t[ ttl TTL ]\n"
		"\t\t\t[ tos TOS ]\n"
		"\t\t\t[ [no]pmtudisc ]\n"
		"\t\t\t[ [no]ignore-df ]\n"
		"\t\t\t[ dev PHYS_DEV ]\n"
		"\t\t\t[ fwmark MARK ]\n"
		"\t\t\t[ external ]\n"
		"\t\t\t[ noencap ]\n"
		"\t\t\t[ encap { fou | gue | none } ]\n"
		"\t\t\t[ encap-sport PORT ]\n"
		"\t\t\t[ encap-dport PORT ]\n"
		"\t\t\t[ [no]encap-csum ]\n"
		"\t\t\t[ [no]encap-csum6 ]\n"
		"\t\t\t[ [no]encap-remcsum ]\n"
		"%s"
		"\n"
		"Where:\tADDR := { IP_ADDRESS | any }\n"
		"\tTOS  := { NUMBER | inherit }\n"
		"\tTTL  := { 1..255 | inherit }\n"
		"\tKEY  := { DOTTED_QUAD | NUMBER }\n"
		"\tMARK := { 0x0..0xffffffff }\n",
		kind, strcmp(kind, "erspan") ? "" : TNL_ERSPAN_USAGE);
}

static void gre_usage(FILE *f)
{
	gre_usage_kind(f, "gre");
}

static void gretap_usage(FILE *f)
{
	gre_usage_kind(f, "gretap");
}

static void erspan_usage(FILE *f)
{
	gre_usage_kind(f, "erspan");
}

struct gre_state {
	struct gre_keys k;
	struct kaddr local, remote;
	uint8_t pmtudisc, ttl, tos;
	int ignore_df;			/* -1: not given */
	uint32_t link, fwmark;
	bool external;
	bool is_erspan;
	struct tnl_encap encap;
	struct tnl_erspan erspan;
};

static int gre_option(struct gre_state *s, struct args *a)
{
	const char *w = args_cur(a);
	int ttl;

	if (gre_key_word(&s->k, a)) {
		return 0;
	} else if (matches(w, "nopmtudisc")) {
		s->pmtudisc = 0;
	} else if (matches(w, "pmtudisc")) {
		s->pmtudisc = 1;
	} else if (!strcmp(w, "ignore-df")) {
		s->ignore_df = 1;
	} else if (!strcmp(w, "noignore-df")) {
		s->ignore_df = 0;
	} else if (matches(w, "remote")) {
		return tnl_addr(args_next(a), AF_INET, &s->remote);
	} else if (matches(w, "local")) {
		return tnl_addr(args_next(a), AF_INET, &s->local);
	} else if (matches(w, "dev")) {
		s->link = tnl_dev(args_next(a));
	} else if (matches(w, "ttl") || matches(w, "hoplimit")) {
		w = args_next(a);
		ttl = 0;
		if (strcmp(w, "inherit") && get_s32(&ttl, w, 0))
			invarg("invalid TTL\n", w);
		if (ttl < 0 || ttl > 255)
			invarg("invalid TTL\n", w);
		s->ttl = (uint8_t)ttl;
	} else if (matches(w, "tos") || matches(w, "tclass") ||
		   matches(w, "dsfield")) {
		s->tos = kind_parse_tos(args_next(a));
	} else if (!strcmp(w, "fwmark")) {
		s->fwmark = tnl_fwmark(args_next(a));
	} else if (!strcmp(w, "external")) {
		s->external = true;
	} else if (s->is_erspan && tnl_erspan_word(&s->erspan, a)) {
		return 0;
	} else if (!tnl_encap_word(&s->encap, a)) {
		return -1;
	}
	return 0;
}

static void gre_put(const struct gre_state *s, struct nlmsghdr *nlh)
{
	nl_attr_put_u32(nlh, IFLA_GRE_IKEY, s->k.ikey);
	nl_attr_put_u32(nlh, IFLA_GRE_OKEY, s->k.okey);
	nl_attr_put_u16(nlh, IFLA_GRE_IFLAGS, s->k.iflags);
	nl_attr_put_u16(nlh, IFLA_GRE_OFLAGS, s->k.oflags);
	if (!kaddr_is_any(&s->local))
		nl_attr_put(nlh, IFLA_GRE_LOCAL, 4, s->local.data);
	if (!kaddr_is_any(&s->remote))
		nl_attr_put(nlh, IFLA_GRE_REMOTE, 4, s->remote.data);
	nl_attr_put_u8(nlh, IFLA_GRE_PMTUDISC, s->pmtudisc);
	if (s->ignore_df >= 0)
		nl_attr_put_u8(nlh, IFLA_GRE_IGNORE_DF, (uint8_t)s->ignore_df);
	nl_attr_put_u8(nlh, IFLA_GRE_TOS, s->tos);
	if (s->link)
		nl_attr_put_u32(nlh, IFLA_GRE_LINK, s->link);
	nl_attr_put_u8(nlh, IFLA_GRE_TTL, s->ttl);
	nl_attr_put_u32(nlh, IFLA_GRE_FWMARK, s->fwmark);
	if (s->is_erspan)
		tnl_erspan_put(&s->erspan, nlh);
	tnl_encap_put(&s->encap, nlh, IFLA_GRE_ENCAP_TYPE);
}

/* `set`: start from the device's current parameters. */
static int gre_existing(struct gre_state *s, const struct link_req *req,
			const char *kind)
{
	const struct nlattr *tb[IFLA_GRE_MAX + 1];
	char buf[8192];
	int err;

	err = tnl_get_existing(req, kind, true, tb, IFLA_GRE_MAX, buf,
			       sizeof(buf));
	if (err)
		return err;
	tnl_copy(tb[IFLA_GRE_IKEY], &s->k.ikey, 4);
	tnl_copy(tb[IFLA_GRE_OKEY], &s->k.okey, 4);
	tnl_copy(tb[IFLA_GRE_IFLAGS], &s->k.iflags, 2);
	tnl_copy(tb[IFLA_GRE_OFLAGS], &s->k.oflags, 2);
	tnl_copy(tb[IFLA_GRE_LOCAL], s->local.data, 4);
	tnl_copy(tb[IFLA_GRE_REMOTE], s->remote.data, 4);
	tnl_copy(tb[IFLA_GRE_PMTUDISC], &s->pmtudisc, 1);
	tnl_copy(tb[IFLA_GRE_TOS], &s->tos, 1);
	tnl_copy(tb[IFLA_GRE_TTL], &s->ttl, 1);
	tnl_copy(tb[IFLA_GRE_LINK], &s->link, 4);
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

static int gre_parse_kind(struct link_req *req, struct args *a,
			  void (*usage)(FILE *), const char *kind)
{
	struct gre_state s = { .pmtudisc = 1, .ignore_df = -1 };
	int err;

	s.is_erspan = !strcmp(kind, "erspan");
	tnl_erspan_init(&s.erspan);
	s.local.len = s.remote.len = 4;
	s.local.family = s.remote.family = AF_INET;
	if (!tnl_creating(req)) {
		err = gre_existing(&s, req, kind);
		if (err)
			return err;
	}
	for (; args_more(a); args_skip(a)) {
		err = gre_option(&s, a);
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
	/* a multicast remote: its address is the key, and a source is due */
	if (kaddr_is_multicast(&s.remote)) {
		if (!s.k.ikey) {
			memcpy(&s.k.ikey, s.remote.data, 4);
			s.k.iflags |= GRE_KEY;
		}
		if (!s.k.okey) {
			memcpy(&s.k.okey, s.remote.data, 4);
			s.k.oflags |= GRE_KEY;
		}
		if (kaddr_is_any(&s.local)) {
			fprintf(stderr, "A broadcast tunnel requires a source address.\n");
			return 1;
		}
	}
	gre_put(&s, req->nlh);
	return 0;
}

static int gre_parse(struct link_req *req, struct args *a)
{
	return gre_parse_kind(req, a, gre_usage, "gre");
}

static int gretap_parse(struct link_req *req, struct args *a)
{
	return gre_parse_kind(req, a, gretap_usage, "gretap");
}

static int erspan_parse(struct link_req *req, struct args *a)
{
	return gre_parse_kind(req, a, erspan_usage, "erspan");
}

/*
 * The kernel here has no ip_gre: the words printed are the parser's,
 * in the order of ip-link(8)'s usage.
 */
static void gre_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_GRE_MAX + 1];

	nest_parse(data, tb, IFLA_GRE_MAX);
	if (tb[IFLA_GRE_COLLECT_METADATA]) {
		pr_bool(PR_ANY, "external", "external ", true);
		return;
	}
	/* an endpoint the device has not got is "any" too */
	tnl_print_endpoint_any(tb[IFLA_GRE_REMOTE], "remote", 4);
	tnl_print_endpoint_any(tb[IFLA_GRE_LOCAL], "local", 4);
	tnl_print_link(tb[IFLA_GRE_LINK]);
	tnl_print_ttl(tb[IFLA_GRE_TTL]);
	tnl_print_tos(tb[IFLA_GRE_TOS]);
	if (tb[IFLA_GRE_PMTUDISC]) {
		bool on = mnl_attr_get_u8(tb[IFLA_GRE_PMTUDISC]);

		pr_bool(PR_JSON, "pmtudisc", NULL, on);
		if (!on)
			pr_text("nopmtudisc ");
	}
	if (tb[IFLA_GRE_IGNORE_DF] && mnl_attr_get_u8(tb[IFLA_GRE_IGNORE_DF]))
		pr_bool(PR_ANY, "ignore_df", "ignore-df ", true);
	gre_keys_print(tb);
	tnl_print_fwmark(tb[IFLA_GRE_FWMARK]);
	tnl_erspan_print(tb);
	tnl_encap_print(tb, IFLA_GRE_ENCAP_TYPE);
}

const struct link_kind gre_kind = {
	.name = "gre",
	.parse = gre_parse,
	.print = gre_print,
	.usage = gre_usage,
};

const struct link_kind gretap_kind = {
	.name = "gretap",
	.parse = gretap_parse,
	.print = gre_print,
	.usage = gretap_usage,
};

const struct link_kind erspan_kind = {
	.name = "erspan",
	.parse = erspan_parse,
	.print = gre_print,
	.usage = erspan_usage,
};
