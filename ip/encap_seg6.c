// SPDX-License-Identifier: GPL-2.0
/* encap_seg6.c — encap types seg6, seg6local, rpl and ioam6 (IPv6) */
#include <arpa/inet.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/ioam6.h>
#include <linux/ioam6_iptunnel.h>
#include <linux/lwtunnel.h>
#include <linux/rpl_iptunnel.h>
#include <linux/seg6.h>
#include <linux/seg6_iptunnel.h>
#include <linux/seg6_local.h>

#include "encap.h"
#include "inet.h"
#include "names.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "nl.h"

#define MAX_SEGS 64
#define SRH_HMAC_TLV_LEN 40	/* type, len, reserved, key id, 32 bytes */

/* ---- segment lists ---- */

/* "A,B,C" into segs[] (MAX_SEGS): the count. Exits on a bad address. */
static int parse_segs(const char *v, struct in6_addr *segs)
{
	char tmp[MAX_SEGS * 48], *save = NULL, *tok;
	int n = 0;

	if (strlen(v) >= sizeof(tmp)) {
		fprintf(stderr, "Error: too many segments.\n");
		exit(255);
	}
	snprintf(tmp, sizeof(tmp), "%s", v);
	for (tok = strtok_r(tmp, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		struct inet_prefix p;

		if (n == MAX_SEGS) {
			/* the reference fails on its buffer's bound */
			fprintf(stderr, "Error: too many segments.\n");
			exit(255);
		}
		if (inet_parse_addr(&p, tok, AF_INET6))
			inet_addr_error(tok, AF_INET6);
		memcpy(&segs[n++], p.data, 16);
	}
	return n;
}

/* An SRH (type 4) with the segments in reverse order and an HMAC TLV. */
static size_t build_srh(unsigned char *buf, const struct in6_addr *segs,
			int n, uint32_t hmac)
{
	struct ipv6_sr_hdr *h = (struct ipv6_sr_hdr *)buf;
	size_t len = sizeof(*h) + (size_t)n * 16;

	memset(h, 0, sizeof(*h));
	h->hdrlen = (uint8_t)(((size_t)n * 16 + (hmac ? SRH_HMAC_TLV_LEN : 0)) / 8);
	h->type = 4;
	h->segments_left = (uint8_t)(n - 1);
	h->first_segment = (uint8_t)(n - 1);
	for (int i = 0; i < n; i++)
		memcpy(buf + sizeof(*h) + (size_t)i * 16, &segs[n - 1 - i], 16);
	if (hmac) {
		unsigned char *t = buf + len;
		uint32_t k = htonl(hmac);

		h->flags = SR6_FLAG1_HMAC;
		memset(t, 0, SRH_HMAC_TLV_LEN);
		t[0] = SR6_TLV_HMAC;
		t[1] = SRH_HMAC_TLV_LEN - 2;
		memcpy(t + 4, &k, 4);
		len += SRH_HMAC_TLV_LEN;
	}
	return len;
}

static const char *const seg6_modes[] = {
	[SEG6_IPTUN_MODE_INLINE] = "inline",
	[SEG6_IPTUN_MODE_ENCAP] = "encap",
	[SEG6_IPTUN_MODE_L2ENCAP] = "l2encap",
	[SEG6_IPTUN_MODE_ENCAP_RED] = "encap.red",
	[SEG6_IPTUN_MODE_L2ENCAP_RED] = "l2encap.red",
};

#define NMODES ((int)(sizeof(seg6_modes) / sizeof(seg6_modes[0])))

static int seg6_mode(const char *v)
{
	int m;

	for (m = 0; m < NMODES && strcmp(v, seg6_modes[m]); m++)
		;
	if (m == NMODES)
		invarg("\"mode\" value is invalid\n", v);
	return m;
}

/*
 * "segs LIST", "hmac KEYID" and, with mode non-NULL, "mode MODE" in any
 * order after the cursor, which ends on the last word taken. Without
 * segs: 0 if need_segs, else an SRH of "::" alone, as the reference.
 * An inserted SRH (inline mode, need_segs 2: End.B6) ends with "::".
 */
static size_t parse_srh_words(struct args *a, unsigned char *buf,
			      int need_segs, int *mode)
{
	struct in6_addr segs[MAX_SEGS + 1];
	uint32_t hmac = 0;
	int n = 0;
	bool have_hmac = false;
	const char *w, *v;

	memset(segs, 0, sizeof(segs[0]));
	while ((w = encap_peek(a))) {
		if (!is(w, "segs") && !is(w, "hmac") && !(mode && is(w, "mode")))
			break;
		args_skip(a);
		v = args_next(a);
		if (w[0] == 's') {
			if (n)
				duparg2("segs", v);
			if (mode && *mode < 0)
				invarg("\"segs\" provided before \"mode\"\n", v);
			n = parse_segs(v, segs);
		} else if (w[0] == 'h') {
			if (have_hmac)
				duparg2("hmac", v);
			if (get_u32(&hmac, v, 0))
				hmac = 0;
			have_hmac = true;
		} else {
			if (*mode >= 0)
				duparg2("mode", v);
			*mode = seg6_mode(v);
		}
	}
	if (!n) {
		if (need_segs)
			return 0;
		n = 1;		/* the reference sends "::" alone */
	}
	/* inserted, the SRH keeps a place for the packet's destination */
	if (mode ? *mode == SEG6_IPTUN_MODE_INLINE : need_segs == 2)
		memset(&segs[n++], 0, sizeof(segs[0]));
	return build_srh(buf, segs, n, hmac);
}

/* Print an SRH's segments (and HMAC key); obj names the JSON object. */
static void print_srh(const unsigned char *p, size_t len, const char *obj)
{
	const struct ipv6_sr_hdr *h = (const void *)p;
	size_t avail, n;
	char buf[64];

	if (len < sizeof(*h))
		return;
	avail = (len - sizeof(*h)) / 16;
	n = (size_t)h->first_segment + 1;
	if (n > avail)
		n = avail;
	if (obj)
		pr_open_object(obj);
	pr_text("segs %zu [ ", n);
	pr_open_array(PR_JSON, "segs");
	for (size_t i = n; i-- > 0;)
		pr_str(PR_ANY, NULL, "%s ",
		       inet_fmt(AF_INET6, p + sizeof(*h) + i * 16, buf,
				sizeof(buf)));
	pr_close_array(PR_JSON, NULL);
	pr_text("] ");
	if (h->flags & SR6_FLAG1_HMAC) {
		size_t off = sizeof(*h) + ((size_t)h->first_segment + 1) * 16;

		if (off + 8 <= len && p[off] == SR6_TLV_HMAC) {
			uint32_t k;
			char hex[16];

			memcpy(&k, p + off + 4, 4);
			k = ntohl(k);
			snprintf(hex, sizeof(hex), "%#x", k);
			pr_str(PR_JSON, "hmac", NULL, hex);
			pr_text("hmac %X ", k);
		}
	}
	if (obj)
		pr_close_object();
}

/* ---- seg6 ---- */


static int seg6_parse(struct args *a, struct nlmsghdr *nlh)
{
	unsigned char buf[sizeof(int) + 8 + (MAX_SEGS + 1) * 16 +
			  SRH_HMAC_TLV_LEN];
	int mode = -1;
	size_t len;

	len = parse_srh_words(a, buf + sizeof(int), false, &mode);
	memcpy(buf, &mode, sizeof(int));
	nl_attr_put(nlh, SEG6_IPTUNNEL_SRH, sizeof(int) + len, buf);
	return 0;
}

static void seg6_print(const struct nlattr *nest)
{
	const struct nlattr *tb[SEG6_IPTUNNEL_MAX + 1];
	const unsigned char *p;
	size_t len;
	int mode;

	encap_nest_parse(nest, tb, SEG6_IPTUNNEL_MAX);
	if (!encap_len_ok(tb[SEG6_IPTUNNEL_SRH], sizeof(int) + 8))
		return;
	p = mnl_attr_get_payload(tb[SEG6_IPTUNNEL_SRH]);
	len = mnl_attr_get_payload_len(tb[SEG6_IPTUNNEL_SRH]);
	memcpy(&mode, p, sizeof(int));
	pr_str(PR_ANY, "mode", "mode %s ",
	       mode >= 0 && mode < NMODES ? seg6_modes[mode] : "<unknown>");
	print_srh(p + sizeof(int), len - sizeof(int), NULL);
}

/* ---- seg6local ---- */

static const char *const s6l_actions[] = {
	[SEG6_LOCAL_ACTION_UNSPEC] = "<unknown>",
	[SEG6_LOCAL_ACTION_END] = "End",
	[SEG6_LOCAL_ACTION_END_X] = "End.X",
	[SEG6_LOCAL_ACTION_END_T] = "End.T",
	[SEG6_LOCAL_ACTION_END_DX2] = "End.DX2",
	[SEG6_LOCAL_ACTION_END_DX6] = "End.DX6",
	[SEG6_LOCAL_ACTION_END_DX4] = "End.DX4",
	[SEG6_LOCAL_ACTION_END_DT6] = "End.DT6",
	[SEG6_LOCAL_ACTION_END_DT4] = "End.DT4",
	[SEG6_LOCAL_ACTION_END_B6] = "End.B6",
	[SEG6_LOCAL_ACTION_END_B6_ENCAP] = "End.B6.Encaps",
	[SEG6_LOCAL_ACTION_END_BM] = "End.BM",
	[SEG6_LOCAL_ACTION_END_S] = "End.S",
	[SEG6_LOCAL_ACTION_END_AS] = "End.AS",
	[SEG6_LOCAL_ACTION_END_AM] = "End.AM",
	[SEG6_LOCAL_ACTION_END_BPF] = "End.BPF",
	[SEG6_LOCAL_ACTION_END_DT46] = "End.DT46",
};

#define NACTIONS ((unsigned int)(sizeof(s6l_actions) / sizeof(s6l_actions[0])))

static const char *const s6l_flavors[] = {
	[SEG6_LOCAL_FLV_OP_PSP] = "psp", [SEG6_LOCAL_FLV_OP_USP] = "usp",
	[SEG6_LOCAL_FLV_OP_USD] = "usd",
	[SEG6_LOCAL_FLV_OP_NEXT_CSID] = "next-csid",
};

#define NFLAVORS ((int)(sizeof(s6l_flavors) / sizeof(s6l_flavors[0])))

static void s6l_flavors_parse(struct args *a, struct nlmsghdr *nlh)
{
	const char *v = args_next(a);
	char tmp[256], *save = NULL, *tok;
	uint32_t ops = 0;
	struct nlattr *n;

	snprintf(tmp, sizeof(tmp), "%s", v);
	for (tok = strtok_r(tmp, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		int i;

		for (i = 1; i < NFLAVORS && strcmp(tok, s6l_flavors[i]); i++)
			;
		if (i == NFLAVORS)
			invarg("invalid \"flavors\" attribute\n", v);
		ops |= 1u << i;
	}
	if (!ops)
		invarg("invalid \"flavors\" attribute\n", v);
	n = nl_attr_nest_start(nlh, SEG6_LOCAL_FLAVORS);
	nl_attr_put_u32(nlh, SEG6_LOCAL_FLV_OPERATION, ops);
	while ((ops & (1u << SEG6_LOCAL_FLV_OP_NEXT_CSID)) && encap_peek(a) &&
	       (is(encap_peek(a), "lblen") || is(encap_peek(a), "nflen"))) {
		bool lb = is(encap_peek(a), "lblen");
		uint8_t bits;

		args_skip(a);
		v = args_next(a);
		/* the kernel checks the lengths: any u8 goes */
		if (get_u8(&bits, v, 0))
			invarg(lb ? "\"locator-block length\" value is invalid\n" :
			       "\"locator-node function length\" value is invalid\n",
			       v);
		nl_attr_put_u8(nlh, lb ? SEG6_LOCAL_FLV_LCBLOCK_BITS :
				SEG6_LOCAL_FLV_LCNODE_FN_BITS, bits);
	}
	nl_attr_nest_end(nlh, n);
}

static uint32_t s6l_dev(const char *name)
{
	int idx = ll_name_to_index(name);

	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		exit(255);
	}
	return (uint32_t)idx;
}

/* One seg6local keyword at the word after the cursor: 1 taken, 0 not. */
static int s6l_word(struct args *a, struct nlmsghdr *nlh, uint32_t *action,
		    unsigned int *seen)
{
	static const char *const kws[] = {
		"action", "table", "vrftable", "nh4", "nh6", "iif", "oif",
		"srh", "flavors", "count", "endpoint", NULL,
	};
	const char *w = encap_peek(a), *v;
	struct inet_prefix p;
	uint32_t u;
	int i;

	for (i = 0; kws[i] && !is(w, kws[i]); i++)
		;
	if (!kws[i])
		return 0;
	args_skip(a);
	v = i == 9 ? w : args_next(a);
	if (*seen & (1u << i))
		duparg2(kws[i], v);
	*seen |= 1u << i;
	switch (i) {
	case 0:
		for (u = 1; u < NACTIONS && strcmp(v, s6l_actions[u]); u++)
			;
		if (u == NACTIONS)
			invarg("\"action\" value is invalid\n", v);
		*action = u;
		nl_attr_put_u32(nlh, SEG6_LOCAL_ACTION, u);
		break;
	case 1:
	case 2:
		if (table_a2n(&tbl_rt_tables, &u, v))
			invarg(i == 1 ? "invalid table id\n" :
			       "invalid vrf table id\n", v);
		nl_attr_put_u32(nlh, i == 1 ? SEG6_LOCAL_TABLE :
				 SEG6_LOCAL_VRFTABLE, u);
		break;
	case 3:
	case 4:
		if (inet_parse_addr(&p, v, i == 3 ? AF_INET : AF_INET6))
			inet_addr_error(v, i == 3 ? AF_INET : AF_INET6);
		nl_attr_put(nlh, i == 3 ? SEG6_LOCAL_NH4 : SEG6_LOCAL_NH6,
			     (size_t)p.bytelen, p.data);
		break;
	case 5:
	case 6:
		nl_attr_put_u32(nlh, i == 5 ? SEG6_LOCAL_IIF : SEG6_LOCAL_OIF,
				 s6l_dev(v));
		break;
	case 7: {
		unsigned char buf[8 + (MAX_SEGS + 1) * 16 + SRH_HMAC_TLV_LEN];
		size_t len;

		if (!is(v, "segs"))
			invarg("missing \"segs\" attribute for srh\n", v);
		a->argc++;	/* back onto "srh": "segs" is the next word */
		a->argv--;
		len = parse_srh_words(a, buf,
				      *action == SEG6_LOCAL_ACTION_END_B6 ? 2 : 1,
				      NULL);
		nl_attr_put(nlh, SEG6_LOCAL_SRH, len, buf);
		break;
	}
	case 8:
		a->argc++;
		a->argv--;
		s6l_flavors_parse(a, nlh);
		break;
	case 9: {
		struct nlattr *n = nl_attr_nest_start(nlh, SEG6_LOCAL_COUNTERS);

		nl_attr_put_u64(nlh, SEG6_LOCAL_CNT_PACKETS, 0);
		nl_attr_put_u64(nlh, SEG6_LOCAL_CNT_BYTES, 0);
		nl_attr_put_u64(nlh, SEG6_LOCAL_CNT_ERRORS, 0);
		nl_attr_nest_end(nlh, n);
		break;
	}
	default:
		fprintf(stderr, "nlroute: \"endpoint\" is not supported: nlroute does not load BPF programs.\n");
		exit(255);
	}
	return 1;
}

static int seg6local_parse(struct args *a, struct nlmsghdr *nlh)
{
	uint32_t action = 0;
	unsigned int seen = 0;
	const char *w;

	while ((w = encap_peek(a))) {
		if (is(w, "help"))
			return -1;
		if (!s6l_word(a, nlh, &action, &seen))
			break;
	}
	if (!action) {
		fprintf(stderr, "Missing action type\n");
		exit(255);
	}
	return 0;
}

static void s6l_print_table(const struct nlattr *a, const char *key)
{
	char buf[32], fmt[32];

	if (!encap_len_ok(a, 4))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt, table_n2a(&tbl_rt_tables, mnl_attr_get_u32(a),
					   buf, sizeof(buf)));
}

static void s6l_print_addr(const struct nlattr *a, int family, const char *key)
{
	char buf[64], fmt[32];

	if (!encap_len_ok(a, family == AF_INET6 ? 16 : 4))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt,
	       inet_fmt(family, mnl_attr_get_payload(a), buf, sizeof(buf)));
}

static void s6l_print_dev(const struct nlattr *a, const char *key)
{
	char fmt[32];

	if (!encap_len_ok(a, 4))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt, ll_idx_n2a((int)mnl_attr_get_u32(a)));
}

static void s6l_print_counters(const struct nlattr *nest)
{
	const struct nlattr *tb[SEG6_LOCAL_CNT_MAX + 1];
	static const char *const names[] = { "packets", "bytes", "errors" };

	encap_nest_parse(nest, tb, SEG6_LOCAL_CNT_MAX);
	pr_open_object("stats64");
	for (int i = 0; i < 3; i++) {
		const struct nlattr *c = tb[SEG6_LOCAL_CNT_PACKETS + i];
		char fmt[32];

		if (!encap_len_ok(c, 8))
			continue;
		snprintf(fmt, sizeof(fmt), "%s %%" PRIu64 " ", names[i]);
		pr_u64(PR_ANY, names[i], fmt, mnl_attr_get_u64(c));
	}
	pr_close_object();
}

static void s6l_print_flavors(const struct nlattr *nest)
{
	const struct nlattr *tb[SEG6_LOCAL_FLV_MAX + 1];
	char txt[64] = "";
	size_t used = 0;
	uint32_t ops;

	encap_nest_parse(nest, tb, SEG6_LOCAL_FLV_MAX);
	if (encap_len_ok(tb[SEG6_LOCAL_FLV_OPERATION], 4)) {
		ops = mnl_attr_get_u32(tb[SEG6_LOCAL_FLV_OPERATION]);
		pr_open_array(PR_JSON, "flavors");
		for (int i = 1; i < NFLAVORS; i++) {
			if (!(ops & (1u << i)))
				continue;
			pr_str(PR_JSON, NULL, NULL, s6l_flavors[i]);
			used += (size_t)snprintf(txt + used, sizeof(txt) - used,
						 "%s%s", used ? "," : "",
						 s6l_flavors[i]);
		}
		pr_close_array(PR_JSON, NULL);
		pr_text("flavors %s ", txt);
	}
	if (encap_len_ok(tb[SEG6_LOCAL_FLV_LCBLOCK_BITS], 1))
		pr_uint(PR_ANY, "lblen", "lblen %u ",
			mnl_attr_get_u8(tb[SEG6_LOCAL_FLV_LCBLOCK_BITS]));
	if (encap_len_ok(tb[SEG6_LOCAL_FLV_LCNODE_FN_BITS], 1))
		pr_uint(PR_ANY, "nflen", "nflen %u ",
			mnl_attr_get_u8(tb[SEG6_LOCAL_FLV_LCNODE_FN_BITS]));
}

static void seg6local_print(const struct nlattr *nest)
{
	const struct nlattr *tb[SEG6_LOCAL_MAX + 1];

	encap_nest_parse(nest, tb, SEG6_LOCAL_MAX);
	if (encap_len_ok(tb[SEG6_LOCAL_ACTION], 4)) {
		uint32_t act = mnl_attr_get_u32(tb[SEG6_LOCAL_ACTION]);

		pr_str(PR_ANY, "action", "action %s ",
		       act < NACTIONS ? s6l_actions[act] : "<invalid>");
	}
	if (tb[SEG6_LOCAL_SRH])
		print_srh(mnl_attr_get_payload(tb[SEG6_LOCAL_SRH]),
			  mnl_attr_get_payload_len(tb[SEG6_LOCAL_SRH]), "srh");
	s6l_print_table(tb[SEG6_LOCAL_TABLE], "table");
	s6l_print_table(tb[SEG6_LOCAL_VRFTABLE], "vrftable");
	s6l_print_addr(tb[SEG6_LOCAL_NH4], AF_INET, "nh4");
	s6l_print_addr(tb[SEG6_LOCAL_NH6], AF_INET6, "nh6");
	s6l_print_dev(tb[SEG6_LOCAL_IIF], "iif");
	s6l_print_dev(tb[SEG6_LOCAL_OIF], "oif");
	if (tb[SEG6_LOCAL_BPF]) {
		const struct nlattr *bt[SEG6_LOCAL_BPF_PROG_MAX + 1];
		const char *name = "<unknown>";

		encap_nest_parse(tb[SEG6_LOCAL_BPF], bt, SEG6_LOCAL_BPF_PROG_MAX);
		if (bt[SEG6_LOCAL_BPF_PROG_NAME] &&
		    !mnl_attr_validate(bt[SEG6_LOCAL_BPF_PROG_NAME],
				       MNL_TYPE_NUL_STRING))
			name = mnl_attr_get_str(bt[SEG6_LOCAL_BPF_PROG_NAME]);
		pr_str(PR_ANY, "endpoint", "endpoint %s ", name);
	}
	if (tb[SEG6_LOCAL_COUNTERS] && show_stats)
		s6l_print_counters(tb[SEG6_LOCAL_COUNTERS]);
	if (tb[SEG6_LOCAL_FLAVORS])
		s6l_print_flavors(tb[SEG6_LOCAL_FLAVORS]);
}

/* ---- rpl ---- */

static int rpl_parse(struct args *a, struct nlmsghdr *nlh)
{
	struct in6_addr segs[MAX_SEGS];
	unsigned char buf[8 + MAX_SEGS * 16];
	int n = 0;

	while (encap_peek(a) && is(encap_peek(a), "segs")) {
		const char *v;

		if (a->argc < 3)
			return -1;	/* the reference's "end of line" */
		args_skip(a);
		v = args_next(a);
		if (n)
			duparg2("segs", v);
		n = parse_segs(v, segs);
	}
	if (!n)
		return -1;
	memset(buf, 0, 8);
	buf[1] = (unsigned char)(n * 2);	/* hdrlen: 8-octet units */
	buf[2] = 3;				/* IPV6_SRCRT_TYPE_3 */
	buf[3] = (unsigned char)n;		/* segments left */
	for (int i = 0; i < n; i++)
		memcpy(buf + 8 + i * 16, &segs[n - 1 - i], 16);
	nl_attr_put(nlh, RPL_IPTUNNEL_SRH, 8 + (size_t)n * 16, buf);
	return 0;
}

static void rpl_print(const struct nlattr *nest)
{
	const struct nlattr *tb[RPL_IPTUNNEL_MAX + 1];
	const unsigned char *p;
	size_t len, n;
	char buf[64];

	encap_nest_parse(nest, tb, RPL_IPTUNNEL_MAX);
	if (!encap_len_ok(tb[RPL_IPTUNNEL_SRH], 8))
		return;
	p = mnl_attr_get_payload(tb[RPL_IPTUNNEL_SRH]);
	len = mnl_attr_get_payload_len(tb[RPL_IPTUNNEL_SRH]);
	n = p[3];
	if (n > (len - 8) / 16)
		n = (len - 8) / 16;
	pr_text("segs %zu [ ", n);
	pr_open_array(PR_JSON, "segs");
	for (size_t i = n; i-- > 0;)
		pr_str(PR_ANY, NULL, "%s ",
		       inet_fmt(AF_INET6, p + 8 + i * 16, buf, sizeof(buf)));
	pr_close_array(PR_JSON, NULL);
	pr_text("] ");
}

/* ---- ioam6 ---- */

static const char *const ioam6_modes[] = {
	[IOAM6_IPTUNNEL_MODE_INLINE] = "inline",
	[IOAM6_IPTUNNEL_MODE_ENCAP] = "encap",
	[IOAM6_IPTUNNEL_MODE_AUTO] = "auto",
};

static void ioam6_freq(const char *v, uint32_t *k, uint32_t *n)
{
	char tmp[64], *slash;

	snprintf(tmp, sizeof(tmp), "%s", v);
	slash = strchr(tmp, '/');
	if (!slash)
		invarg("Invalid frequency (malformed)", v);
	*slash = '\0';
	if (get_u32(k, tmp, 0) || get_u32(n, slash + 1, 0))
		invarg("Invalid frequency (malformed)", v);
	if (*k < IOAM6_IPTUNNEL_FREQ_MIN || *k > IOAM6_IPTUNNEL_FREQ_MAX)
		invarg("Out of bound \"k\" frequency", v);
	if (*n < IOAM6_IPTUNNEL_FREQ_MIN || *n > IOAM6_IPTUNNEL_FREQ_MAX)
		invarg("Out of bound \"n\" frequency", v);
	if (*k > *n)
		invarg("Frequency with k > n is forbidden", v);
}

/* "prealloc", then type, ns and size in any order, all required. */
static void ioam6_trace(struct args *a, struct ioam6_trace_hdr *t)
{
	static const char *const kws[] = { "type", "ns", "size" };
	uint32_t type = 0, size = 0;
	uint16_t ns = 0;
	unsigned int seen = 0;
	const char *w, *v;
	int i;

	if (!encap_peek(a) || !is(encap_peek(a), "prealloc")) {
		fprintf(stderr, "Error: argument \"prealloc\" is required\n");
		exit(255);
	}
	args_skip(a);
	while ((w = encap_peek(a))) {
		for (i = 0; i < 3 && !is(w, kws[i]); i++)
			;
		if (i == 3)
			break;
		args_skip(a);
		v = args_next(a);
		if (seen & (1u << i))
			duparg2(kws[i], v);
		seen |= 1u << i;
		if (i == 0 && (get_u32(&type, v, 0) || !type))
			invarg("Invalid trace type", v);
		if (i == 1 && get_u16(&ns, v, 0))
			invarg("Invalid namespace ID", v);
		if (i == 2) {
			if (get_u32(&size, v, 0))
				invarg("Invalid trace size", v);
			if (size > IOAM6_TRACE_DATA_SIZE_MAX)
				invarg("Trace size is too big", v);
			if (size % 4)
				invarg("Trace size must be a 4-octet multiple", v);
		}
	}
	for (i = 0; i < 3; i++)
		if (!(seen & (1u << i))) {
			fprintf(stderr, "Error: argument \"%s\" is required\n",
				kws[i]);
			exit(255);
		}
	memset(t, 0, sizeof(*t));
	t->namespace_id = htons(ns);
	t->remlen = (uint8_t)(size / 4);
	t->type_be32 = htonl(type << 8);	/* 24 bits: the rest is lost */
}

static void __attribute__((noreturn)) ioam6_required(const char *kw)
{
	fprintf(stderr, "Error: argument \"%s\" is required\n", kw);
	exit(255);
}

/* As the reference, in this order: [freq K/N] [mode M] [tundst A] trace */
static int ioam6_parse(struct args *a, struct nlmsghdr *nlh)
{
	uint32_t k = 1, n = 1;
	uint8_t mode = IOAM6_IPTUNNEL_MODE_INLINE;
	struct inet_prefix dst = { 0 };
	struct ioam6_trace_hdr t;
	const char *w = encap_peek(a), *v;

	if (w && is(w, "freq")) {
		args_skip(a);
		ioam6_freq(args_next(a), &k, &n);
		w = encap_peek(a);
	}
	if (w && is(w, "mode")) {
		args_skip(a);
		v = args_next(a);
		for (mode = IOAM6_IPTUNNEL_MODE_MIN;
		     mode <= IOAM6_IPTUNNEL_MODE_MAX &&
		     strcmp(v, ioam6_modes[mode]); mode++)
			;
		if (mode > IOAM6_IPTUNNEL_MODE_MAX)
			invarg("Invalid mode", v);
		w = encap_peek(a);
	}
	if (w && is(w, "tundst") && mode == IOAM6_IPTUNNEL_MODE_INLINE)
		invarg("Inline mode does not need tundst", w);
	if (mode != IOAM6_IPTUNNEL_MODE_INLINE) {
		if (!w || !is(w, "tundst"))
			ioam6_required("tundst");
		args_skip(a);
		v = args_next(a);
		if (inet_parse_addr(&dst, v, AF_INET6))
			inet_addr_error(v, AF_INET6);
		w = encap_peek(a);
	}
	if (!w || !is(w, "trace"))
		ioam6_required("trace");
	args_skip(a);
	ioam6_trace(a, &t);
	nl_attr_put_u32(nlh, IOAM6_IPTUNNEL_FREQ_K, k);
	nl_attr_put_u32(nlh, IOAM6_IPTUNNEL_FREQ_N, n);
	nl_attr_put_u8(nlh, IOAM6_IPTUNNEL_MODE, mode);
	if (mode != IOAM6_IPTUNNEL_MODE_INLINE)
		nl_attr_put(nlh, IOAM6_IPTUNNEL_DST, 16, dst.data);
	nl_attr_put(nlh, IOAM6_IPTUNNEL_TRACE, sizeof(t), &t);
	return 0;
}

static void ioam6_print(const struct nlattr *nest)
{
	const struct nlattr *tb[IOAM6_IPTUNNEL_MAX + 1];
	const struct ioam6_trace_hdr *t;
	unsigned int mode;
	uint32_t type;
	char buf[64];

	encap_nest_parse(nest, tb, IOAM6_IPTUNNEL_MAX);
	if (!encap_len_ok(tb[IOAM6_IPTUNNEL_MODE], 1) ||
	    !encap_len_ok(tb[IOAM6_IPTUNNEL_TRACE], sizeof(*t)) ||
	    !encap_len_ok(tb[IOAM6_IPTUNNEL_FREQ_K], 4) ||
	    !encap_len_ok(tb[IOAM6_IPTUNNEL_FREQ_N], 4))
		return;
	mode = mnl_attr_get_u8(tb[IOAM6_IPTUNNEL_MODE]);
	pr_uint(PR_JSON, "freqk", NULL, mnl_attr_get_u32(tb[IOAM6_IPTUNNEL_FREQ_K]));
	pr_uint(PR_JSON, "freqn", NULL, mnl_attr_get_u32(tb[IOAM6_IPTUNNEL_FREQ_N]));
	pr_text("freq %u/%u ", mnl_attr_get_u32(tb[IOAM6_IPTUNNEL_FREQ_K]),
		mnl_attr_get_u32(tb[IOAM6_IPTUNNEL_FREQ_N]));
	pr_str(PR_ANY, "mode", "mode %s ",
	       mode >= IOAM6_IPTUNNEL_MODE_MIN && mode <= IOAM6_IPTUNNEL_MODE_MAX ?
	       ioam6_modes[mode] : "<unknown>");
	if (mode != IOAM6_IPTUNNEL_MODE_INLINE &&
	    encap_len_ok(tb[IOAM6_IPTUNNEL_DST], 16))
		pr_str(PR_ANY, "tundst", "tundst %s ",
		       inet_fmt(AF_INET6, mnl_attr_get_payload(tb[IOAM6_IPTUNNEL_DST]),
				buf, sizeof(buf)));
	t = mnl_attr_get_payload(tb[IOAM6_IPTUNNEL_TRACE]);
	pr_null(PR_ANY, "trace", "trace ", NULL);
	pr_null(PR_ANY, "prealloc", "prealloc ", NULL);
	type = ntohl(t->type_be32) >> 8;
	snprintf(buf, sizeof(buf), "%x", type);
	pr_str(PR_JSON, "type", NULL, buf);
	pr_text("type %#08x ", type);
	pr_uint(PR_ANY, "ns", "ns %u ", ntohs(t->namespace_id));
	pr_uint(PR_ANY, "size", "size %u ", t->remlen * 4u);
}

static const struct encap_type t_seg6 = { "seg6", LWTUNNEL_ENCAP_SEG6,
					  seg6_parse, seg6_print };
static const struct encap_type t_seg6local = {
	"seg6local", LWTUNNEL_ENCAP_SEG6_LOCAL, seg6local_parse, seg6local_print,
};
static const struct encap_type t_rpl = { "rpl", LWTUNNEL_ENCAP_RPL,
					 rpl_parse, rpl_print };
static const struct encap_type t_ioam6 = { "ioam6", LWTUNNEL_ENCAP_IOAM6,
					   ioam6_parse, ioam6_print };

const struct encap_type *const encap_seg6_types[] = {
	&t_seg6, &t_seg6local, &t_rpl, &t_ioam6, NULL,
};
