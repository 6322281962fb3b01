// SPDX-License-Identifier: GPL-2.0
/* encap_ip.c — encap types mpls, ip, ip6, ila, bpf and xfrm */
#include <arpa/inet.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <endian.h>
#include <linux/ila.h>
#include <linux/lwtunnel.h>
#include <linux/mpls_iptunnel.h>

#include "encap.h"
#include "inet.h"
#include "names.h"
#include "print.h"
#include "tables.h"
#include "nl.h"

#define MPLS_MAX_LABELS 64	/* as many as the reference takes */
#define TUN_CSUM 0x01	/* TUNNEL_* flags of the kernel's ip_tunnels.h */
#define TUN_KEY  0x04
#define TUN_SEQ  0x08

/* ---- mpls ---- */

static void __attribute__((noreturn)) mpls_bad(const char *arg)
{
	fprintf(stderr, "Error: mpls address is expected rather than \"%s\".\n",
		arg);
	exit(1);
}

static int mpls_parse(struct args *a, struct nlmsghdr *nlh)
{
	struct inet_prefix p;
	bool have_ttl = false;
	const char *arg = args_next(a);

	/* the label stack as every MPLS address is read */
	if (inet_parse_addr(&p, arg, AF_MPLS))
		mpls_bad(arg);
	nl_attr_put(nlh, MPLS_IPTUNNEL_DST, (size_t)p.bytelen, p.data);
	/* the reference wants a word after the labels (a line ending
	 * with them is "unexpected end of line"), none after a ttl */
	if (!encap_peek(a))
		return -1;
	while (encap_peek(a) && is(encap_peek(a), "ttl")) {
		const char *v;
		uint8_t ttl;

		args_skip(a);
		v = args_next(a);
		if (have_ttl)
			duparg2("ttl", v);
		if (get_u8(&ttl, v, 0))
			invarg("\"ttl\" value is invalid\n", v);
		nl_attr_put_u8(nlh, MPLS_IPTUNNEL_TTL, ttl);
		have_ttl = true;
	}
	return 0;
}

static void mpls_print(const struct nlattr *nest)
{
	const struct nlattr *tb[MPLS_IPTUNNEL_MAX + 1];
	char buf[MPLS_MAX_LABELS * 12] = "";

	encap_nest_parse(nest, tb, MPLS_IPTUNNEL_MAX);
	if (encap_len_ok(tb[MPLS_IPTUNNEL_DST], 4)) {
		const unsigned char *p = mnl_attr_get_payload(tb[MPLS_IPTUNNEL_DST]);
		size_t n = mnl_attr_get_payload_len(tb[MPLS_IPTUNNEL_DST]) / 4;
		size_t used = 0;

		for (size_t i = 0; i < n && i < MPLS_MAX_LABELS; i++) {
			uint32_t e;

			memcpy(&e, p + 4 * i, 4);
			e = ntohl(e);
			used += (size_t)snprintf(buf + used, sizeof(buf) - used,
						 "%s%u", i ? "/" : "", e >> 12);
			if (e & 0x100)
				break;
		}
		pr_str(PR_ANY, "dst", " %s ", buf);
	}
	if (encap_len_ok(tb[MPLS_IPTUNNEL_TTL], 1))
		pr_uint(PR_ANY, "ttl", "ttl %u ",
			mnl_attr_get_u8(tb[MPLS_IPTUNNEL_TTL]));
}

/* ---- ip, ip6: tunnel options ---- */

/* The reference names an option's first field in its errors. */
static void __attribute__((noreturn)) opt_bad(const char *kw, const char *opt)
{
	char first[64], msg[64];

	snprintf(first, sizeof(first), "%.*s", (int)strcspn(opt, ":"), opt);
	snprintf(msg, sizeof(msg), "\"%s\" value is invalid\n", kw);
	invarg(msg, first);
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = (char)(c | 0x20);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* CLASS:TYPE[:DATA] options, comma-separated; DATA hex (an odd last
 * digit is dropped, as the reference does). */
static void parse_geneve(struct nlmsghdr *nlh, const char *v)
{
	char tmp[4096], *save = NULL, *opt;

	if (strlen(v) >= sizeof(tmp))
		opt_bad("geneve_opts", v);
	snprintf(tmp, sizeof(tmp), "%s", v);
	for (opt = strtok_r(tmp, ",", &save); opt;
	     opt = strtok_r(NULL, ",", &save)) {
		char *c1 = strchr(opt, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
		unsigned char data[128];
		size_t dl = 0;
		uint16_t cls;
		uint8_t type;
		struct nlattr *n;

		if (!c1)
			opt_bad("geneve_opts", opt);
		*c1 = '\0';
		if (c2)
			*c2 = '\0';
		if (get_u16(&cls, opt, 0) || get_u8(&type, c1 + 1, 0))
			opt_bad("geneve_opts", opt);
		for (const char *h = c2 ? c2 + 1 : ""; h[0] && h[1]; h += 2) {
			if (dl == sizeof(data) || hexval(h[0]) < 0 ||
			    hexval(h[1]) < 0)
				opt_bad("geneve_opts", opt);
			data[dl++] = (unsigned char)(hexval(h[0]) << 4 | hexval(h[1]));
		}
		encap_room(nlh, 4 + 8 + 8 + 4 + dl + 3);
		n = nl_attr_nest_start(nlh, LWTUNNEL_IP_OPTS_GENEVE);
		nl_attr_put_u16(nlh, LWTUNNEL_IP_OPT_GENEVE_CLASS, htons(cls));
		nl_attr_put_u8(nlh, LWTUNNEL_IP_OPT_GENEVE_TYPE, type);
		if (dl)
			nl_attr_put(nlh, LWTUNNEL_IP_OPT_GENEVE_DATA, dl, data);
		nl_attr_nest_end(nlh, n);
	}
}

static void parse_vxlan(struct nlmsghdr *nlh, const char *v)
{
	struct nlattr *n;
	uint32_t gbp;

	if (get_u32(&gbp, v, 0))
		invarg("\"vxlan_opts\" value is invalid\n", v);
	n = nl_attr_nest_start(nlh, LWTUNNEL_IP_OPTS_VXLAN);
	nl_attr_put_u32(nlh, LWTUNNEL_IP_OPT_VXLAN_GBP, gbp);
	nl_attr_nest_end(nlh, n);
}

/* VER[:INDEX[:DIR[:HWID]]]: each field given is sent, whatever VER. */
static void parse_erspan(struct nlmsghdr *nlh, const char *v)
{
	char tmp[256], *f[4] = { NULL };
	uint8_t ver, dir = 0, hwid = 0;
	uint32_t index = 0;
	struct nlattr *n;
	int nf = 0;

	if (strlen(v) >= sizeof(tmp))
		opt_bad("erspan_opts", v);
	snprintf(tmp, sizeof(tmp), "%s", v);
	f[nf++] = tmp;
	for (char *p = tmp; *p && nf < 4; p++)
		if (*p == ':') {
			*p = '\0';
			f[nf++] = p + 1;
		}
	if (get_u8(&ver, f[0], 0) || (f[1] && get_u32(&index, f[1], 0)) ||
	    (f[2] && get_u8(&dir, f[2], 0)) || (f[3] && get_u8(&hwid, f[3], 0)))
		opt_bad("erspan_opts", v);
	n = nl_attr_nest_start(nlh, LWTUNNEL_IP_OPTS_ERSPAN);
	nl_attr_put_u8(nlh, LWTUNNEL_IP_OPT_ERSPAN_VER, ver);
	if (f[1])
		nl_attr_put_u32(nlh, LWTUNNEL_IP_OPT_ERSPAN_INDEX, htonl(index));
	if (f[2])
		nl_attr_put_u8(nlh, LWTUNNEL_IP_OPT_ERSPAN_DIR, dir);
	if (f[3])
		nl_attr_put_u8(nlh, LWTUNNEL_IP_OPT_ERSPAN_HWID, hwid);
	nl_attr_nest_end(nlh, n);
}

/* The keywords of ip and ip6, and their attribute numbers. */
struct iptun_kw {
	const char *kw;
	uint16_t attr;
	int kind;	/* 'i' id, 'a' address, 'b' u8, 't' tos, 'o' opts */
};

static const struct iptun_kw ip4_kw[] = {
	{ "id", LWTUNNEL_IP_ID, 'i' }, { "dst", LWTUNNEL_IP_DST, 'a' },
	{ "src", LWTUNNEL_IP_SRC, 'a' }, { "tos", LWTUNNEL_IP_TOS, 't' },
	{ "ttl", LWTUNNEL_IP_TTL, 'b' },
	{ "geneve_opts", LWTUNNEL_IP_OPTS, 'o' },
	{ "vxlan_opts", LWTUNNEL_IP_OPTS, 'o' },
	{ "erspan_opts", LWTUNNEL_IP_OPTS, 'o' }, { NULL, 0, 0 },
};

static const struct iptun_kw ip6_kw[] = {
	{ "id", LWTUNNEL_IP6_ID, 'i' }, { "dst", LWTUNNEL_IP6_DST, 'a' },
	{ "src", LWTUNNEL_IP6_SRC, 'a' }, { "tc", LWTUNNEL_IP6_TC, 't' },
	{ "hoplimit", LWTUNNEL_IP6_HOPLIMIT, 'b' },
	{ "geneve_opts", LWTUNNEL_IP6_OPTS, 'o' },
	{ "vxlan_opts", LWTUNNEL_IP6_OPTS, 'o' },
	{ "erspan_opts", LWTUNNEL_IP6_OPTS, 'o' }, { NULL, 0, 0 },
};

static void iptun_put(struct nlmsghdr *nlh, const struct iptun_kw *k,
		      const char *v, int family)
{
	char msg[64];
	uint64_t id;
	uint8_t b;
	uint32_t tos;
	struct inet_prefix p;
	struct nlattr *n;

	snprintf(msg, sizeof(msg), "\"%s\" value is invalid\n", k->kw);
	switch (k->kind) {
	case 'i':
		if (get_u64(&id, v, 0))
			invarg(msg, v);
		nl_attr_put_u64(nlh, k->attr, htobe64(id));
		break;
	case 'a':
		if (inet_parse_addr(&p, v, family))
			inet_addr_error(v, family);
		nl_attr_put(nlh, k->attr, (size_t)p.bytelen, p.data);
		break;
	case 'b':
		if (get_u8(&b, v, 0))
			invarg(msg, v);
		nl_attr_put_u8(nlh, k->attr, b);
		break;
	case 't':
		if (table_a2n(&tbl_rt_dsfield, &tos, v) || tos > 255)
			invarg(msg, v);
		nl_attr_put_u8(nlh, k->attr, (uint8_t)tos);
		break;
	default:
		n = nl_attr_nest_start(nlh, k->attr);
		if (k->kw[0] == 'g')
			parse_geneve(nlh, v);
		else if (k->kw[0] == 'v')
			parse_vxlan(nlh, v);
		else
			parse_erspan(nlh, v);
		nl_attr_nest_end(nlh, n);
	}
}

static int iptun_parse(struct args *a, struct nlmsghdr *nlh,
		       const struct iptun_kw *kws, int family, uint16_t flags_attr)
{
	uint16_t flags = 0;
	unsigned int seen = 0;
	const char *w;

	while ((w = encap_peek(a))) {
		int i;

		if (is(w, "key") || is(w, "csum") || is(w, "seq")) {
			uint16_t f = w[0] == 'k' ? TUN_KEY : w[0] == 'c' ?
				     TUN_CSUM : TUN_SEQ;

			if (flags & f)
				duparg2(w, w);
			flags |= f;
			args_skip(a);
			continue;
		}
		if (is(w, "help"))
			return -1;
		for (i = 0; kws[i].kw && !is(w, kws[i].kw); i++)
			;
		if (!kws[i].kw)
			break;
		/* the three kinds of options are one attribute */
		if (kws[i].kind == 'o' && (seen & (1u << 7)))
			duparg2("opts", w);
		args_skip(a);
		w = args_next(a);
		if (seen & (1u << (kws[i].kind == 'o' ? 7 : i)))
			duparg2(kws[i].kw, w);
		seen |= 1u << (kws[i].kind == 'o' ? 7 : i);
		iptun_put(nlh, &kws[i], w, family);
	}
	if (flags)
		nl_attr_put_u16(nlh, flags_attr, htons(flags));
	return 0;
}

static int ip_parse(struct args *a, struct nlmsghdr *nlh)
{
	return iptun_parse(a, nlh, ip4_kw, AF_INET, LWTUNNEL_IP_FLAGS);
}

static int ip6_parse(struct args *a, struct nlmsghdr *nlh)
{
	return iptun_parse(a, nlh, ip6_kw, AF_INET6, LWTUNNEL_IP6_FLAGS);
}

/* One geneve option: class, type and data, the next three attributes. */
static void print_geneve_one(const struct nlattr *c, const struct nlattr *t,
			     const struct nlattr *d, bool first)
{
	char hex[2 * 256 + 1] = "";
	unsigned int cls = 0, type = 0;
	const unsigned char *p = mnl_attr_get_payload(d);
	size_t n = mnl_attr_get_payload_len(d);

	if (mnl_attr_get_payload_len(c) >= 2)
		cls = ntohs(mnl_attr_get_u16(c));
	if (mnl_attr_get_payload_len(t) >= 1)
		type = mnl_attr_get_u8(t);
	for (size_t i = 0; i < n && i < 256; i++)
		snprintf(hex + 2 * i, 3, "%02x", p[i]);
	pr_open_object(NULL);
	pr_uint(PR_JSON, "class", NULL, cls);
	pr_uint(PR_JSON, "type", NULL, type);
	pr_str(PR_JSON, "data", NULL, hex);
	pr_close_object();
	pr_text("%s%u:%u:%s", first ? "" : ",", cls, type, hex);
}

/* The reference shows the options of the first geneve nest only. */
static void print_geneve(const struct nlattr *opt)
{
	const struct nlattr *a, *q[3];
	int n = 0;
	bool first = true;

	pr_open_array(PR_JSON, "geneve_opts");
	pr_text("geneve_opts ");
	mnl_attr_for_each_nested(a, opt) {
		q[n++] = a;
		if (n < 3)
			continue;
		print_geneve_one(q[0], q[1], q[2], first);
		first = false;
		n = 0;
	}
	pr_close_array(PR_JSON, NULL);
	pr_text(" ");
}

static void print_vxlan(const struct nlattr *opt)
{
	const struct nlattr *tb[LWTUNNEL_IP_OPT_VXLAN_MAX + 1];
	uint32_t gbp = 0;

	encap_nest_parse(opt, tb, LWTUNNEL_IP_OPT_VXLAN_MAX);
	if (encap_len_ok(tb[LWTUNNEL_IP_OPT_VXLAN_GBP], 4))
		gbp = mnl_attr_get_u32(tb[LWTUNNEL_IP_OPT_VXLAN_GBP]);
	pr_open_array(PR_JSON, "vxlan_opts");
	pr_open_object(NULL);
	pr_uint(PR_JSON, "gbp", NULL, gbp);
	pr_close_object();
	pr_close_array(PR_JSON, NULL);
	pr_text("vxlan_opts %u ", gbp);
}

static void print_erspan(const struct nlattr *opt)
{
	const struct nlattr *tb[LWTUNNEL_IP_OPT_ERSPAN_MAX + 1];
	unsigned int ver = 0, idx = 0, dir = 0, hwid = 0;

	encap_nest_parse(opt, tb, LWTUNNEL_IP_OPT_ERSPAN_MAX);
	if (encap_len_ok(tb[LWTUNNEL_IP_OPT_ERSPAN_VER], 1))
		ver = mnl_attr_get_u8(tb[LWTUNNEL_IP_OPT_ERSPAN_VER]);
	if (encap_len_ok(tb[LWTUNNEL_IP_OPT_ERSPAN_INDEX], 4))
		idx = ntohl(mnl_attr_get_u32(tb[LWTUNNEL_IP_OPT_ERSPAN_INDEX]));
	if (encap_len_ok(tb[LWTUNNEL_IP_OPT_ERSPAN_DIR], 1))
		dir = mnl_attr_get_u8(tb[LWTUNNEL_IP_OPT_ERSPAN_DIR]);
	if (encap_len_ok(tb[LWTUNNEL_IP_OPT_ERSPAN_HWID], 1))
		hwid = mnl_attr_get_u8(tb[LWTUNNEL_IP_OPT_ERSPAN_HWID]);
	pr_open_array(PR_JSON, "erspan_opts");
	pr_open_object(NULL);
	pr_uint(PR_JSON, "ver", NULL, ver);
	pr_uint(PR_JSON, "index", NULL, idx);
	pr_uint(PR_JSON, "dir", NULL, dir);
	pr_uint(PR_JSON, "hwid", NULL, hwid);
	pr_close_object();
	pr_close_array(PR_JSON, NULL);
	pr_text("erspan_opts %u:%u:%u:%u ", ver, idx, dir, hwid);
}

static void print_opts(const struct nlattr *opts)
{
	const struct nlattr *tb[LWTUNNEL_IP_OPTS_MAX + 1];

	encap_nest_parse(opts, tb, LWTUNNEL_IP_OPTS_MAX);
	pr_text("%s\t", pr_sl());
	if (tb[LWTUNNEL_IP_OPTS_GENEVE])
		print_geneve(tb[LWTUNNEL_IP_OPTS_GENEVE]);
	else if (tb[LWTUNNEL_IP_OPTS_VXLAN])
		print_vxlan(tb[LWTUNNEL_IP_OPTS_VXLAN]);
	else if (tb[LWTUNNEL_IP_OPTS_ERSPAN])
		print_erspan(tb[LWTUNNEL_IP_OPTS_ERSPAN]);
}

/* Attribute numbers are the same for ip and ip6 (lwtunnel.h). */
static void iptun_print(const struct nlattr *nest, int family)
{
	const struct nlattr *tb[LWTUNNEL_IP_MAX + 1];
	unsigned int alen = family == AF_INET6 ? 16 : 4;
	char buf[64];

	encap_nest_parse(nest, tb, LWTUNNEL_IP_MAX);
	if (encap_len_ok(tb[LWTUNNEL_IP_ID], 8))
		pr_u64(PR_ANY, "id", "id %" PRIu64 " ",
		       be64toh(mnl_attr_get_u64(tb[LWTUNNEL_IP_ID])));
	if (encap_len_ok(tb[LWTUNNEL_IP_SRC], alen))
		pr_str(PR_ANY, "src", "src %s ",
		       inet_fmt(family, mnl_attr_get_payload(tb[LWTUNNEL_IP_SRC]),
				buf, sizeof(buf)));
	if (encap_len_ok(tb[LWTUNNEL_IP_DST], alen))
		pr_str(PR_ANY, "dst", "dst %s ",
		       inet_fmt(family, mnl_attr_get_payload(tb[LWTUNNEL_IP_DST]),
				buf, sizeof(buf)));
	if (encap_len_ok(tb[LWTUNNEL_IP_TTL], 1))
		pr_uint(PR_ANY, family == AF_INET6 ? "hoplimit" : "ttl",
			family == AF_INET6 ? "hoplimit %u " : "ttl %u ",
			mnl_attr_get_u8(tb[LWTUNNEL_IP_TTL]));
	if (encap_len_ok(tb[LWTUNNEL_IP_TOS], 1))
		pr_uint(PR_ANY, family == AF_INET6 ? "tc" : "tos",
			family == AF_INET6 ? "tc %u " : "tos %u ",
			mnl_attr_get_u8(tb[LWTUNNEL_IP_TOS]));
	if (encap_len_ok(tb[LWTUNNEL_IP_FLAGS], 2)) {
		uint16_t f = ntohs(mnl_attr_get_u16(tb[LWTUNNEL_IP_FLAGS]));

		if (f & TUN_KEY)
			pr_bool(PR_ANY, "key", "key ", true);
		if (f & TUN_CSUM)
			pr_bool(PR_ANY, "csum", "csum ", true);
		if (f & TUN_SEQ)
			pr_bool(PR_ANY, "seq", "seq ", true);
	}
	if (tb[LWTUNNEL_IP_OPTS])
		print_opts(tb[LWTUNNEL_IP_OPTS]);
}

static void ip_print(const struct nlattr *nest)
{
	iptun_print(nest, AF_INET);
}

static void ip6_print(const struct nlattr *nest)
{
	iptun_print(nest, AF_INET6);
}

/* ---- ila ---- */

static const char *const ila_csum[] = {
	"adj-transport", "neutral-map", "no-action", "neutral-map-auto",
};
static const char *const ila_ident[] = {
	"iid", "luid", "virt-v4", "virt-uni-v6", "virt-multi-v6",
	"nonlocal-addr",
};
static const char *const ila_hook[] = { "output", "input" };

static int name_index(const char *const *names, int n, const char *w)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(names[i], w))
			return i;
	return -1;
}

#define NELEM(x) ((int)(sizeof(x) / sizeof((x)[0])))

/* "A[:B[:C[:D]]]", groups of hex digits; those not given are 0. */
static int ila_locator(const char *w, unsigned char loc[8])
{
	int n = 0;

	memset(loc, 0, 8);
	for (;;) {
		size_t len = strcspn(w, ":");
		unsigned int v = 0;

		if (n == 4 || !len || len > 4 ||
		    strspn(w, "0123456789abcdefABCDEF") < len)
			return -1;
		for (size_t i = 0; i < len; i++)
			v = v * 16 + (unsigned int)(w[i] <= '9' ? w[i] - '0' :
						    (w[i] | 0x20) - 'a' + 10);
		loc[2 * n] = (unsigned char)(v >> 8);
		loc[2 * n + 1] = (unsigned char)v;
		n++;
		if (!w[len])
			return 0;
		w += len + 1;
	}
}

static int ila_parse(struct args *a, struct nlmsghdr *nlh)
{
	const char *w = args_next(a);
	unsigned char loc[8];

	if (is(w, "help"))
		return -1;
	if (ila_locator(w, loc)) {
		fprintf(stderr, "Bad locator: %s\n", w);
		exit(1);
	}
	nl_attr_put(nlh, ILA_ATTR_LOCATOR, sizeof(loc), loc);
	while ((w = encap_peek(a))) {
		int v;

		if (is(w, "csum-mode")) {
			args_skip(a);
			w = args_next(a);
			v = name_index(ila_csum, NELEM(ila_csum), w);
			if (v < 0)
				invarg("\"csum-mode\" value is invalid\n", w);
			nl_attr_put_u8(nlh, ILA_ATTR_CSUM_MODE, (uint8_t)v);
		} else if (is(w, "ident-type")) {
			args_skip(a);
			w = args_next(a);
			v = is(w, "use-format") ? ILA_ATYPE_USE_FORMAT :
			    name_index(ila_ident, NELEM(ila_ident), w);
			if (v < 0)
				invarg("\"ident-type\" value is invalid\n", w);
			nl_attr_put_u8(nlh, ILA_ATTR_IDENT_TYPE, (uint8_t)v);
		} else if (is(w, "hook-type")) {
			args_skip(a);
			w = args_next(a);
			v = name_index(ila_hook, NELEM(ila_hook), w);
			if (v < 0)
				invarg("\"hook-type\" value is invalid\n", w);
			nl_attr_put_u8(nlh, ILA_ATTR_HOOK_TYPE, (uint8_t)v);
		} else {
			break;
		}
	}
	return 0;
}

static void ila_print(const struct nlattr *nest)
{
	const struct nlattr *tb[ILA_ATTR_MAX + 1];
	char buf[32];

	encap_nest_parse(nest, tb, ILA_ATTR_MAX);
	if (encap_len_ok(tb[ILA_ATTR_LOCATOR], 8)) {
		const unsigned char *p = mnl_attr_get_payload(tb[ILA_ATTR_LOCATOR]);

		snprintf(buf, sizeof(buf), "%x:%x:%x:%x", p[0] << 8 | p[1],
			 p[2] << 8 | p[3], p[4] << 8 | p[5], p[6] << 8 | p[7]);
		pr_str(PR_ANY, "locator", " %s ", buf);
	}
	if (encap_len_ok(tb[ILA_ATTR_CSUM_MODE], 1)) {
		unsigned int v = mnl_attr_get_u8(tb[ILA_ATTR_CSUM_MODE]);

		pr_str(PR_ANY, "csum_mode", " csum-mode %s ",
		       v < (unsigned int)NELEM(ila_csum) ? ila_csum[v] : "unknown");
	}
	if (encap_len_ok(tb[ILA_ATTR_IDENT_TYPE], 1)) {
		unsigned int v = mnl_attr_get_u8(tb[ILA_ATTR_IDENT_TYPE]);

		pr_str(PR_ANY, "ident_type", " ident-type %s ",
		       v == ILA_ATYPE_USE_FORMAT ? "use-format" :
		       v < (unsigned int)NELEM(ila_ident) ? ila_ident[v] :
		       "unknown");
	}
	if (encap_len_ok(tb[ILA_ATTR_HOOK_TYPE], 1)) {
		unsigned int v = mnl_attr_get_u8(tb[ILA_ATTR_HOOK_TYPE]);

		pr_str(PR_ANY, "hook_type", " hook-type %s ",
		       v < (unsigned int)NELEM(ila_hook) ? ila_hook[v] : "unknown");
	}
}

/* ---- bpf: printed only; nlroute does not load programs ---- */

static int bpf_parse(struct args *a, struct nlmsghdr *nlh)
{
	(void)nlh;
	(void)a;
	fprintf(stderr, "nlroute: \"encap bpf\" is not supported: nlroute does not load BPF programs.\n");
	exit(255);
}

static void bpf_prog(const struct nlattr *prog, const char *key)
{
	const struct nlattr *tb[LWT_BPF_PROG_MAX + 1];

	encap_nest_parse(prog, tb, LWT_BPF_PROG_MAX);
	pr_text("%s ", key);
	/* no name: the reference's text has none, its JSON says so */
	if (tb[LWT_BPF_PROG_NAME] &&
	    !mnl_attr_validate(tb[LWT_BPF_PROG_NAME], MNL_TYPE_NUL_STRING))
		pr_str(PR_ANY, key, "%s ", mnl_attr_get_str(tb[LWT_BPF_PROG_NAME]));
	else
		pr_str(PR_JSON, key, NULL, "<unknown>");
}

static void bpf_print(const struct nlattr *nest)
{
	const struct nlattr *tb[LWT_BPF_MAX + 1];

	encap_nest_parse(nest, tb, LWT_BPF_MAX);
	if (tb[LWT_BPF_IN])
		bpf_prog(tb[LWT_BPF_IN], "in");
	if (tb[LWT_BPF_OUT])
		bpf_prog(tb[LWT_BPF_OUT], "out");
	if (tb[LWT_BPF_XMIT])
		bpf_prog(tb[LWT_BPF_XMIT], "xmit");
	if (encap_len_ok(tb[LWT_BPF_XMIT_HEADROOM], 4))
		pr_uint(PR_ANY, "headroom", " %u ",
			mnl_attr_get_u32(tb[LWT_BPF_XMIT_HEADROOM]));
}

/* ---- xfrm ---- */

static void __attribute__((noreturn)) xfrm_usage(void)
{
	fprintf(stderr, "Usage: ip route ... encap xfrm if_id IF_ID [ link_dev LINK ]\n");
	exit(255);
}

/* As the reference, xfrm takes every word left, skipping unknown ones. */
static int xfrm_parse(struct args *a, struct nlmsghdr *nlh)
{
	bool have_id = false, have_link = false;
	const char *w;

	while ((w = encap_peek(a))) {
		uint32_t v;

		args_skip(a);
		if (is(w, "if_id")) {
			w = args_next(a);
			if (have_id)
				duparg2("if_id", w);
			if (get_u32(&v, w, 0))
				invarg("\"if_id\" value is invalid\n", w);
			nl_attr_put_u32(nlh, LWT_XFRM_IF_ID, v);
			have_id = true;
		} else if (is(w, "link_dev")) {
			int idx;

			w = args_next(a);
			if (have_link)
				duparg2("link_dev", w);
			idx = ll_name_to_index(w);
			if (!idx) {
				fprintf(stderr, "Cannot find device \"%s\"\n", w);
				exit(255);
			}
			nl_attr_put_u32(nlh, LWT_XFRM_LINK, (uint32_t)idx);
			have_link = true;
		} else if (is(w, "help")) {
			xfrm_usage();
		}
	}
	if (!have_id)
		xfrm_usage();
	return 0;
}

static void xfrm_print(const struct nlattr *nest)
{
	const struct nlattr *tb[LWT_XFRM_MAX + 1];

	encap_nest_parse(nest, tb, LWT_XFRM_MAX);
	if (encap_len_ok(tb[LWT_XFRM_IF_ID], 4))
		pr_uint(PR_ANY, "if_id", "if_id %u ",
			mnl_attr_get_u32(tb[LWT_XFRM_IF_ID]));
	if (encap_len_ok(tb[LWT_XFRM_LINK], 4))
		pr_str(PR_ANY, "link_dev", "link_dev %s ",
		       ll_idx_n2a((int)mnl_attr_get_u32(tb[LWT_XFRM_LINK])));
}

static const struct encap_type t_mpls = { "mpls", LWTUNNEL_ENCAP_MPLS,
					  mpls_parse, mpls_print };
static const struct encap_type t_ip = { "ip", LWTUNNEL_ENCAP_IP, ip_parse,
					ip_print };
static const struct encap_type t_ila = { "ila", LWTUNNEL_ENCAP_ILA,
					 ila_parse, ila_print };
static const struct encap_type t_ip6 = { "ip6", LWTUNNEL_ENCAP_IP6,
					 ip6_parse, ip6_print };
static const struct encap_type t_bpf = { "bpf", LWTUNNEL_ENCAP_BPF,
					 bpf_parse, bpf_print };
static const struct encap_type t_xfrm = { "xfrm", LWTUNNEL_ENCAP_XFRM,
					  xfrm_parse, xfrm_print };

const struct encap_type *const encap_ip_types[] = {
	&t_mpls, &t_ip, &t_ila, &t_ip6, &t_bpf, &t_xfrm, NULL,
};
