/* link_gre.c — gre and gretap over IPv4: keys, sequence, checksums */
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
		"\n"
		"Where:\tADDR := { IP_ADDRESS | any }\n"
		"\tTOS  := { NUMBER | inherit }\n"
		"\tTTL  := { 1..255 | inherit }\n"
		"\tKEY  := { DOTTED_QUAD | NUMBER }\n"
		"\tMARK := { 0x0..0xffffffff }\n",
		kind);
}

static void gre_usage(FILE *f)
{
	gre_usage_kind(f, "gre");
}

static void gretap_usage(FILE *f)
{
	gre_usage_kind(f, "gretap");
}

struct gre_state {
	uint32_t ikey, okey;		/* network order */
	uint16_t iflags, oflags;	/* GRE_* (network order) */
	struct kaddr local, remote;
	uint8_t pmtudisc, ttl, tos;
	int ignore_df;			/* -1: not given */
	uint32_t link, fwmark;
	bool external;
	struct tnl_encap encap;
};

/* KEY: a dotted quad, or a number in host order. */
static uint32_t gre_key(const char *key, const char *w)
{
	struct kaddr ad;
	int family = AF_INET;
	uint32_t v;

	if (strchr(w, '.')) {
		if (strchr(w, ':') || kind_get_addr_quiet(w, &family, &ad)) {
			fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
				w);
			exit(1);
		}
		memcpy(&v, ad.data, 4);
		return v;
	}
	if (!get_u32(&v, w, 0)) {
		return htonl(v);
	}
	fprintf(stderr, "invalid value for \"%s\": \"%s\"; it should be an unsigned integer\n",
		key, w);
	exit(255);
}

/* The key, sequence and checksum words: on and off, in and out. */
static bool gre_flag_word(struct gre_state *s, struct args *a)
{
	static const struct {
		const char *word;
		uint16_t bit;		/* host order GRE_* */
		bool in, out, on;
	} words[] = {
		{ "key", 0x2000, true, true, true },
		{ "ikey", 0x2000, true, false, true },
		{ "okey", 0x2000, false, true, true },
		{ "seq", 0x1000, true, true, true },
		{ "iseq", 0x1000, true, false, true },
		{ "oseq", 0x1000, false, true, true },
		{ "csum", 0x8000, true, true, true },
		{ "icsum", 0x8000, true, false, true },
		{ "ocsum", 0x8000, false, true, true },
	};
	const char *w = args_cur(a);
	uint32_t key = 0;

	for (unsigned int i = 0; i < 9; i++) {
		if (!matches(w, words[i].word))
			continue;
		if (words[i].bit == 0x2000)
			key = gre_key(words[i].word, args_next(a));
		if (words[i].in) {
			s->iflags |= htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->ikey = key;
		}
		if (words[i].out) {
			s->oflags |= htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->okey = key;
		}
		return true;
	}
	return false;
}

static bool gre_noflag_word(struct gre_state *s, const char *w)
{
	static const struct {
		const char *word;
		uint16_t bit;
		bool in, out;
	} words[] = {
		{ "nokey", 0x2000, true, true },
		{ "noikey", 0x2000, true, false },
		{ "nookey", 0x2000, false, true },
		{ "noseq", 0x1000, true, true },
		{ "noiseq", 0x1000, true, false },
		{ "nooseq", 0x1000, false, true },
		{ "nocsum", 0x8000, true, true },
		{ "noicsum", 0x8000, true, false },
		{ "noocsum", 0x8000, false, true },
	};

	for (unsigned int i = 0; i < 9; i++) {
		if (!matches(w, words[i].word))
			continue;
		if (words[i].in) {
			s->iflags &= (uint16_t)~htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->ikey = 0;
		}
		if (words[i].out) {
			s->oflags &= (uint16_t)~htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->okey = 0;
		}
		return true;
	}
	return false;
}

static int gre_option(struct gre_state *s, struct args *a)
{
	const char *w = args_cur(a);
	int ttl;

	if (gre_flag_word(s, a) || gre_noflag_word(s, w)) {
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
	} else if (!tnl_encap_word(&s->encap, a)) {
		return -1;
	}
	return 0;
}

static void gre_put(const struct gre_state *s, struct nlmsghdr *nlh)
{
	nl_attr_put_u32(nlh, IFLA_GRE_IKEY, s->ikey);
	nl_attr_put_u32(nlh, IFLA_GRE_OKEY, s->okey);
	nl_attr_put_u16(nlh, IFLA_GRE_IFLAGS, s->iflags);
	nl_attr_put_u16(nlh, IFLA_GRE_OFLAGS, s->oflags);
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
	tnl_copy(tb[IFLA_GRE_IKEY], &s->ikey, 4);
	tnl_copy(tb[IFLA_GRE_OKEY], &s->okey, 4);
	tnl_copy(tb[IFLA_GRE_IFLAGS], &s->iflags, 2);
	tnl_copy(tb[IFLA_GRE_OFLAGS], &s->oflags, 2);
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
	return 0;
}

static int gre_parse_kind(struct link_req *req, struct args *a,
			  void (*usage)(FILE *), const char *kind)
{
	struct gre_state s = { .pmtudisc = 1, .ignore_df = -1 };
	int err;

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
		if (!s.ikey) {
			memcpy(&s.ikey, s.remote.data, 4);
			s.iflags |= GRE_KEY;
		}
		if (!s.okey) {
			memcpy(&s.okey, s.remote.data, 4);
			s.oflags |= GRE_KEY;
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

static void gre_print_key(const struct nlattr **tb, int flags_attr,
			  int key_attr, const char *word)
{
	char buf[INET_ADDRSTRLEN], fmt[16];
	uint16_t flags;

	if (!tb[flags_attr] || !tb[key_attr])
		return;
	flags = mnl_attr_get_u16(tb[flags_attr]);
	if (!(flags & GRE_KEY))
		return;
	inet_ntop(AF_INET, mnl_attr_get_payload(tb[key_attr]), buf,
		  sizeof(buf));
	snprintf(fmt, sizeof(fmt), "%s %%s ", word);
	pr_str(PR_ANY, word, fmt, buf);
}

static void gre_print_flags(const struct nlattr **tb)
{
	uint16_t in = tb[IFLA_GRE_IFLAGS] ?
		mnl_attr_get_u16(tb[IFLA_GRE_IFLAGS]) : 0;
	uint16_t out = tb[IFLA_GRE_OFLAGS] ?
		mnl_attr_get_u16(tb[IFLA_GRE_OFLAGS]) : 0;

	if (in & GRE_SEQ)
		pr_bool(PR_ANY, "iseq", "iseq ", true);
	if (out & GRE_SEQ)
		pr_bool(PR_ANY, "oseq", "oseq ", true);
	if (in & GRE_CSUM)
		pr_bool(PR_ANY, "icsum", "icsum ", true);
	if (out & GRE_CSUM)
		pr_bool(PR_ANY, "ocsum", "ocsum ", true);
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
	tnl_print_endpoint(tb[IFLA_GRE_REMOTE], "remote", "remote");
	tnl_print_endpoint(tb[IFLA_GRE_LOCAL], "local", "local");
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
	gre_print_key(tb, IFLA_GRE_IFLAGS, IFLA_GRE_IKEY, "ikey");
	gre_print_key(tb, IFLA_GRE_OFLAGS, IFLA_GRE_OKEY, "okey");
	gre_print_flags(tb);
	tnl_print_fwmark(tb[IFLA_GRE_FWMARK]);
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
