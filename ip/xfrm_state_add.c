// SPDX-License-Identifier: GPL-2.0
/* xfrm_state_add.c — `ip xfrm state add | update | allocspi` */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/xfrm.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "ip_common.h"
#include "xfrm.h"

#define KEY_MAX 512

enum { ALG_ENC, ALG_AUTH, ALG_TRUNC, ALG_AEAD, ALG_COMP, ALG_N };

static const char *const alg_words[ALG_N] = {
	"enc", "auth", "auth-trunc", "aead", "comp",
};

struct alg_arg {
	bool set;
	char name[64];
	unsigned int keylen;		/* bytes */
	uint32_t extra;			/* trunc or icv length */
	unsigned char key[KEY_MAX];
};

struct add_arg {
	struct xfrm_usersa_info sa;
	struct xfrm_id_arg id;
	struct alg_arg alg[ALG_N];
	struct xfrm_mark mark;
	struct xfrm_encap_tmpl encap;
	struct xfrm_user_offload off;
	xfrm_address_t coa;
	uint32_t replay_seq, replay_oseq, seq_hi, oseq_hi;
	uint32_t replay_window;
	uint32_t xflags, omark, omask, if_id, tfcpad;
	struct nlmsghdr *nlh;	/* the request: attributes go in as parsed */
	bool have_id, have_mark, have_coa, have_replay, have_ctx;
	bool have_xflags, have_omark, have_omask, have_if_id, have_tfcpad;
	bool have_off, have_sel;
};

/* The reference's request buffer: an attribute past it is left out. */
#define SA_REQ_BOUND 2048

static void put_bounded(struct nlmsghdr *nlh, uint16_t type, size_t len,
			const void *data)
{
	if (nlh->nlmsg_len + MNL_ALIGN(MNL_ATTR_HDRLEN + len) > SA_REQ_BOUND) {
		fprintf(stderr, "addattr_l ERROR: message exceeded bound of %d\n",
			SA_REQ_BOUND);
		return;
	}
	nl_attr_put(nlh, type, len, data);
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static void key_parse(struct alg_arg *g, const char *s)
{
	size_t len = strlen(s);

	if (len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		const char *h = s + 2;
		size_t n = strlen(h), odd = n % 2;

		if ((n + 1) / 2 > KEY_MAX)
			invarg("ALGO-KEYMAT value makes buffer overflow\n", s);
		/* an odd number of digits: the first byte has one */
		for (size_t i = 0; i < (n + 1) / 2; i++) {
			int hi = i || !odd ? hexval(h[2 * i - (i ? odd : 0)]) : 0;
			int lo = hexval(h[2 * i + 1 - odd]);

			if (hi < 0 || lo < 0)
				invarg("ALGO-KEYMAT value is invalid", s);
			g->key[i] = (unsigned char)(hi << 4 | lo);
		}
		g->keylen = (unsigned int)((n + 1) / 2);
		return;
	}
	if (len > KEY_MAX)
		invarg("ALGO-KEYMAT value makes buffer overflow\n", s);
	memcpy(g->key, s, len);
	g->keylen = (unsigned int)len;
}

static void put_alg(struct nlmsghdr *nlh, const struct alg_arg *g, int t)
{
	static const uint16_t types[ALG_N] = {
		XFRMA_ALG_CRYPT, XFRMA_ALG_AUTH, XFRMA_ALG_AUTH_TRUNC,
		XFRMA_ALG_AEAD, XFRMA_ALG_COMP,
	};
	unsigned char buf[sizeof(struct xfrm_algo_auth) + KEY_MAX];
	size_t hl = t == ALG_TRUNC || t == ALG_AEAD ?
		    sizeof(struct xfrm_algo_auth) : sizeof(struct xfrm_algo);
	uint32_t bits = g->keylen * 8;

	memset(buf, 0, sizeof(buf));
	memcpy(buf, g->name, sizeof(g->name));
	memcpy(buf + 64, &bits, 4);
	if (hl > sizeof(struct xfrm_algo))
		memcpy(buf + 68, &g->extra, 4);
	memcpy(buf + hl, g->key, g->keylen);
	put_bounded(nlh, types[t], hl + g->keylen, buf);
}

static void put_ctx(struct nlmsghdr *nlh, const char *ctx)
{
	struct {
		struct xfrm_user_sec_ctx c;
		char s[256];
	} sc;
	size_t len = strlen(ctx) + 1;	/* with its NUL, as the reference */

	if (len > sizeof(sc.s))
		len = sizeof(sc.s);
	memset(&sc, 0, sizeof(sc));
	sc.c.len = (uint16_t)(sizeof(sc.c) + len);
	sc.c.exttype = XFRMA_SEC_CTX;
	sc.c.ctx_doi = 1;
	sc.c.ctx_alg = 1;
	sc.c.ctx_len = (uint16_t)len;
	memcpy(sc.s, ctx, len);
	put_bounded(nlh, XFRMA_SEC_CTX, sizeof(sc.c) + len, &sc);
}

/* Kinds that exclude each other: aead is both a cipher and an auth. */
static unsigned int alg_group(int t)
{
	switch (t) {
	case ALG_ENC: return 1;
	case ALG_AUTH: case ALG_TRUNC: return 2;
	case ALG_AEAD: return 3;
	default: return 4;
	}
}

/* An ALGO; the cursor is on its type word and stays on its last word. */
static void alg_parse(struct args *a, struct add_arg *x, int t)
{
	struct alg_arg *g = &x->alg[t];
	const char *w = args_cur(a);

	for (int i = 0; i < ALG_N; i++)
		if (x->alg[i].set && alg_group(i) & alg_group(t))
			duparg("ALGO-TYPE", w);
	if (a->argc < 2)
		missarg("ALGO-NAME");
	w = args_next(a);
	snprintf(g->name, sizeof(g->name), "%s", w);
	g->set = true;
	if (t == ALG_COMP) {
		put_alg(x->nlh, g, t);
		return;
	}
	if (a->argc < 2)
		missarg("ALGO-KEYMAT");
	key_parse(g, args_next(a));
	if (t == ALG_TRUNC || t == ALG_AEAD) {
		const char *what = t == ALG_TRUNC ? "ALGO-TRUNC-LEN" :
						    "ALGO-ICV-LEN";
		char msg[48];

		if (a->argc < 2)
			missarg(what);
		w = args_next(a);
		snprintf(msg, sizeof(msg), "%s value is invalid", what);
		if (get_u32(&g->extra, w, 0))
			invarg(msg, w);
	}
	put_alg(x->nlh, g, t);
}

static uint32_t u32_after(const char *key, const char *s)
{
	uint32_t v;
	char msg[64];

	if (get_u32(&v, s, 0)) {
		snprintf(msg, sizeof(msg), "value after \"%s\" is invalid",
			 key);
		invarg(msg, s);
	}
	return v;
}

static void encap_parse(struct args *a, struct add_arg *x)
{
	const char *w = args_next(a);
	struct inet_prefix p;
	uint16_t port;

	if (is(w, "espinudp-nonike"))
		x->encap.encap_type = 1;
	else if (is(w, "espinudp"))
		x->encap.encap_type = 2;
	else if (is(w, "espintcp"))
		x->encap.encap_type = 7;
	else
		invarg("ENCAP-TYPE value is invalid", w);
	w = args_next(a);
	if (get_u16(&port, w, 0))
		invarg("SPORT value after \"encap\" is invalid", w);
	x->encap.encap_sport = htons(port);
	w = args_next(a);
	if (get_u16(&port, w, 0))
		invarg("DPORT value after \"encap\" is invalid", w);
	x->encap.encap_dport = htons(port);
	w = args_next(a);
	if (inet_parse_addr(&p, w, AF_UNSPEC))
		inet_addr_error(w, AF_UNSPEC);
	memcpy(&x->encap.encap_oa, p.data, (size_t)p.bytelen);
	put_bounded(x->nlh, XFRMA_ENCAP, sizeof(x->encap), &x->encap);
}

static void offload_parse(struct args *a, struct add_arg *x)
{
	const char *w;

	if (a->argc > 2 && is(a->argv[1], "dev")) {
		args_skip(a);
		w = args_next(a);
		x->off.ifindex = ll_name_to_index(w);
		if (!x->off.ifindex)
			invarg("value after \"offload dev\" is invalid", w);
	}
	w = args_next(a);
	if (!is(w, "dir"))
		invarg("value after \"offload dir\" is invalid", w);
	w = args_next(a);
	if (is(w, "in"))
		x->off.flags |= XFRM_OFFLOAD_INBOUND;
	else if (!is(w, "out"))
		invarg("DIR value is invalid", w);
	x->have_off = true;
}

static void omark_parse(struct args *a, struct add_arg *x)
{
	const char *w = args_next(a);

	if (get_u32(&x->omark, w, 0))
		invarg("value after \"output-mark\" is invalid", w);
	x->have_omark = true;
	if (a->argc > 1 && is(a->argv[1], "mask")) {
		args_skip(a);
		w = args_next(a);
		if (get_u32(&x->omask, w, 0))
			invarg("MASK value is invalid\n", w);
		x->have_omask = true;
	}
}

static void coa_parse(struct args *a, struct add_arg *x)
{
	const char *w = args_next(a);
	struct inet_prefix p;

	if (inet_parse_prefix(&p, w, AF_UNSPEC))
		inet_prefix_error(w, AF_UNSPEC);
	memcpy(&x->coa, p.data, (size_t)p.bytelen);
	x->have_coa = true;
	put_bounded(x->nlh, XFRMA_COADDR, sizeof(x->coa), &x->coa);
}

static bool sa_flag(const char *w, uint8_t *flags)
{
	static const char *const names[] = {
		"noecn", "decap-dscp", "nopmtudisc", "wildrecv", "icmp",
		"af-unspec", "align4", "esn",
	};

	for (unsigned int i = 0; i < 8; i++)
		if (is(w, names[i])) {
			*flags |= (uint8_t)(1u << i);
			return true;
		}
	return false;
}

static bool xflag(const char *w, uint32_t *flags)
{
	if (is(w, "dont-encap-dscp"))
		*flags |= XFRM_SA_XFLAG_DONT_ENCAP_DSCP;
	else if (is(w, "oseq-may-wrap"))
		*flags |= XFRM_SA_XFLAG_OSEQ_MAY_WRAP;
	else
		return false;
	return true;
}

static bool replay_word(struct args *a, struct add_arg *x, const char *w)
{
	uint32_t *dst;

	if (is(w, "replay-seq"))
		dst = &x->replay_seq;
	else if (is(w, "replay-oseq"))
		dst = &x->replay_oseq;
	else if (is(w, "replay-seq-hi"))
		dst = &x->seq_hi;
	else if (is(w, "replay-oseq-hi"))
		dst = &x->oseq_hi;
	else
		return false;
	*dst = u32_after(w, args_next(a));
	x->have_replay = true;
	return true;
}

static void add_word(struct args *a, struct add_arg *x)
{
	const char *w = args_cur(a);
	int m;

	for (int t = 0; t < ALG_N; t++)
		if (is(w, alg_words[t])) {
			alg_parse(a, x, t);
			goto next;
		}
	if (is(w, "mode")) {
		w = args_next(a);
		m = xfrm_mode_parse(w);
		if (m < 0)
			invarg("MODE value is invalid", w);
		x->sa.mode = (uint8_t)m;
	} else if (is(w, "mark")) {
		xfrm_mark_parse(a, &x->mark);
		x->have_mark = true;
	} else if (is(w, "reqid")) {
		x->sa.reqid = xfrm_u32_arg(args_next(a), "REQID");
	} else if (is(w, "seq")) {
		/* in network order, as the reference sends it */
		x->sa.seq = htonl(xfrm_u32_arg(args_next(a), "SEQ"));
	} else if (is(w, "replay-window")) {
		uint32_t v = u32_after(w, args_next(a));

		x->replay_window = v;
	} else if (replay_word(a, x, w)) {
		;
	} else if (is(w, "flag")) {
		while (a->argc > 1 && sa_flag(a->argv[1], &x->sa.flags))
			args_skip(a);
	} else if (is(w, "extra-flag")) {
		while (a->argc > 1 && xflag(a->argv[1], &x->xflags))
			args_skip(a);
		x->have_xflags = true;
	} else if (is(w, "sel")) {
		args_next(a);
		xfrm_sel_parse(a, &x->sa.sel);
		x->have_sel = true;
		a->argc++;
		a->argv--;
	} else if (is(w, "limit")) {
		xfrm_lft_parse(a, &x->sa.lft);
	} else if (is(w, "encap")) {
		encap_parse(a, x);
	} else if (is(w, "coa")) {
		coa_parse(a, x);
	} else if (is(w, "ctx")) {
		if (x->have_ctx)
			duparg("ctx", w);
		x->have_ctx = true;
		put_ctx(x->nlh, args_next(a));
	} else if (is(w, "offload")) {
		offload_parse(a, x);
	} else if (is(w, "output-mark")) {
		omark_parse(a, x);
	} else if (is(w, "if_id")) {
		x->if_id = u32_after(w, args_next(a));
		x->have_if_id = true;
	} else if (is(w, "tfcpad")) {
		x->tfcpad = u32_after(w, args_next(a));
		x->have_tfcpad = true;
	} else {
		if (x->have_id)
			invarg("unknown", w);
		xfrm_id_parse_strict(a, &x->id);
		x->have_id = true;
		return;
	}
next:
	args_skip(a);
}

static void __attribute__((noreturn)) no_id(void)
{
	fprintf(stderr, "Not enough information: ID is required\n");
	exit(1);
}

static void proto_error(const char *fmt, uint8_t proto)
{
	const char *p = xfrm_proto_name(proto);

	fprintf(stderr, fmt, p ? p : "");
	fputc('\n', stderr);
	exit(1);
}

/* The modes the reference takes with IPsec protocols; route2 and hao
 * are checked after their other words. */
static bool mode_ok(uint8_t p, uint8_t mode)
{
	switch (p) {
	case IPPROTO_ESP:
		return mode == XFRM_MODE_TRANSPORT || mode == XFRM_MODE_TUNNEL ||
		       mode == XFRM_MODE_BEET;
	case IPPROTO_AH:
	case IPPROTO_COMP:
		return mode == XFRM_MODE_TRANSPORT || mode == XFRM_MODE_TUNNEL;
	default:
		return true;
	}
}

static void add_check(const struct add_arg *x)
{
	uint8_t p = x->id.id.proto;
	const struct alg_arg *g = x->alg;
	bool any = g[ALG_ENC].set || g[ALG_AUTH].set || g[ALG_TRUNC].set ||
		   g[ALG_AEAD].set || g[ALG_COMP].set;

	if (!x->have_id)
		no_id();
	if (p == IPPROTO_COMP && ntohl(x->id.id.spi) > 0xffff)
		proto_error("SPI value is too large with XFRM-PROTO value "
			    "\"%s\"", p);
	if (!mode_ok(p, x->sa.mode))
		proto_error("MODE value is invalid with XFRM-PROTO value "
			    "\"%s\"", p);
	if (p == IPPROTO_ESP) {
		if (g[ALG_COMP].set)
			proto_error("ALGO-TYPE value \"comp\" is invalid with "
				    "XFRM-PROTO value \"%s\"", p);
		if (!g[ALG_ENC].set && !g[ALG_AEAD].set)
			proto_error("ALGO-TYPE value \"enc\" or \"aead\" is "
				    "required with XFRM-PROTO value \"%s\"", p);
	} else if (p == IPPROTO_AH) {
		if (g[ALG_ENC].set || g[ALG_AEAD].set || g[ALG_COMP].set)
			proto_error("ALGO-TYPE values \"enc\", \"aead\", and "
				    "\"comp\" are invalid with XFRM-PROTO value "
				    "\"%s\"", p);
		if (!g[ALG_AUTH].set && !g[ALG_TRUNC].set)
			proto_error("ALGO-TYPE value \"auth\" or \"auth-trunc\""
				    " is required with XFRM-PROTO value \"%s\"",
				    p);
	} else if (p == IPPROTO_COMP) {
		if (g[ALG_ENC].set || g[ALG_AUTH].set || g[ALG_TRUNC].set ||
		    g[ALG_AEAD].set)
			proto_error("ALGO-TYPE values \"enc\", \"auth\", "
				    "\"auth-trunc\", and \"aead\" are invalid "
				    "with XFRM-PROTO value \"%s\"", p);
		if (!g[ALG_COMP].set)
			proto_error("ALGO-TYPE value \"comp\" is required with "
				    "XFRM-PROTO value \"%s\"", p);
	} else {
		if (x->id.have_spi)
			proto_error("\"spi\" is invalid with XFRM-PROTO value "
				    "\"%s\"", p);
		if (any)
			proto_error("ALGO is invalid with XFRM-PROTO value "
				    "\"%s\"", p);
		if (x->sa.mode == XFRM_MODE_TRANSPORT)
			proto_error("\"mode\" is required with XFRM-PROTO "
				    "value \"%s\"", p);
		if (x->sa.mode == XFRM_MODE_TUNNEL ||
		    x->sa.mode == XFRM_MODE_BEET)
			proto_error("MODE value is invalid with XFRM-PROTO "
				    "value \"%s\"", p);
		if (!x->have_coa)
			proto_error("\"coa\" is required with XFRM-PROTO "
				    "value \"%s\"", p);
	}
	if (p != IPPROTO_ROUTING && p != IPPROTO_DSTOPTS && x->have_coa)
		proto_error("\"coa\" is invalid with XFRM-PROTO value \"%s\"",
			    p);
}

static void put_replay(struct nlmsghdr *nlh, const struct add_arg *x)
{
	if (x->replay_window > 255 || (x->sa.flags & XFRM_STATE_ESN)) {
		struct xfrm_replay_state_esn e;
		uint32_t rw = x->replay_window;

		/* the header alone: the kernel takes it without a bitmap */
		memset(&e, 0, sizeof(e));
		e.replay_window = rw;
		e.bmp_len = (rw + 31) / 32;
		e.seq = x->replay_seq;
		e.oseq = x->replay_oseq;
		e.seq_hi = x->seq_hi;
		e.oseq_hi = x->oseq_hi;
		put_bounded(nlh, XFRMA_REPLAY_ESN_VAL, sizeof(e), &e);
	} else if (x->have_replay) {
		struct xfrm_replay_state r = { x->replay_oseq, x->replay_seq,
					       0 };

		put_bounded(nlh, XFRMA_REPLAY_VAL, sizeof(r), &r);
	}
}

/* What the reference adds after the command line, in its order. */
static void put_attrs(struct nlmsghdr *nlh, const struct add_arg *x)
{
	if (x->have_off)
		put_bounded(nlh, XFRMA_OFFLOAD_DEV, sizeof(x->off), &x->off);
	put_replay(nlh, x);
	if (x->have_xflags)
		put_bounded(nlh, XFRMA_SA_EXTRA_FLAGS, 4, &x->xflags);
	if (x->have_mark)
		put_bounded(nlh, XFRMA_MARK, sizeof(x->mark), &x->mark);
	if (x->have_if_id)
		put_bounded(nlh, XFRMA_IF_ID, 4, &x->if_id);
	if (x->have_tfcpad)
		put_bounded(nlh, XFRMA_TFCPAD, 4, &x->tfcpad);
	if (x->have_omark)
		put_bounded(nlh, XFRMA_SET_MARK, 4, &x->omark);
	if (x->have_omask)
		put_bounded(nlh, XFRMA_SET_MARK_MASK, 4, &x->omask);
}

static void sa_defaults(struct add_arg *x)
{
	x->sa.lft.soft_byte_limit = XFRM_INF;
	x->sa.lft.hard_byte_limit = XFRM_INF;
	x->sa.lft.soft_packet_limit = XFRM_INF;
	x->sa.lft.hard_packet_limit = XFRM_INF;
}

static void sa_fill_id(struct add_arg *x)
{
	int fam = x->id.family;

	if (!fam)
		fam = preferred_family == AF_INET6 ? AF_INET6 : AF_INET;
	x->sa.family = (uint16_t)fam;
	x->sa.id = x->id.id;
	x->sa.saddr = x->id.saddr;
	/* a window that needs ESN goes in XFRMA_REPLAY_ESN_VAL alone */
	if (x->replay_window > 255 || (x->sa.flags & XFRM_STATE_ESN))
		x->sa.replay_window = 0;
	else
		x->sa.replay_window = (uint8_t)x->replay_window;
}

static int talk(struct nlmsghdr *nlh, nl_cb_t cb)
{
	return xfrm_talk_done(nl_talk(xfrm_sess(), nlh, cb, NULL));
}

int xfrm_state_modify(int argc, char **argv, bool update)
{
	static struct add_arg x;
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh;

	memset(&x, 0, sizeof(x));
	sa_defaults(&x);
	/* the message type says add or update; no NLM_F_ flags, as the
	 * reference. Algorithms, encap, coa and ctx go in as parsed. */
	nlh = xfrm_msg_start(buf, update ? XFRM_MSG_UPDSA : XFRM_MSG_NEWSA, 0);
	nl_msg_put_extra(nlh, sizeof(x.sa));
	x.nlh = nlh;
	while (args_more(&a))
		add_word(&a, &x);
	add_check(&x);
	sa_fill_id(&x);
	memcpy(mnl_nlmsg_get_payload(nlh), &x.sa, sizeof(x.sa));
	put_attrs(nlh, &x);
	return talk(nlh, NULL);
}

int xfrm_state_allocspi(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct xfrm_userspi_info si;
	struct add_arg x;
	struct nlmsghdr *nlh;
	bool have_min = false, have_max = false;

	memset(&x, 0, sizeof(x));
	memset(&si, 0, sizeof(si));
	si.min = 0x100;
	si.max = 0x0fffffff;
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "mode") || is(w, "mark") || is(w, "reqid") ||
		    is(w, "seq")) {
			add_word(&a, &x);
			continue;
		}
		if (is(w, "min") || is(w, "max")) {
			uint32_t v = u32_after(w, args_next(&a));

			if (w[1] == 'i') {
				si.min = v;
				have_min = true;
			} else {
				si.max = v;
				have_max = true;
			}
			args_skip(&a);
			continue;
		}
		if (x.have_id)
			invarg("unknown", w);
		xfrm_id_parse_strict(&a, &x.id);
		x.have_id = true;
	}
	if (!x.have_id)
		no_id();
	if (x.id.have_spi) {
		fprintf(stderr, "\"spi\" is invalid\n");
		exit(1);
	}
	if (have_min != have_max) {
		fprintf(stderr, "\"%s\" is missing\n", have_min ? "max" : "min");
		exit(1);
	}
	if (have_min && si.min > si.max) {
		fprintf(stderr, "value after \"min\" is larger than value after "
			"\"max\"\n");
		exit(1);
	}
	sa_fill_id(&x);
	si.info = x.sa;
	nlh = xfrm_msg_start(buf, XFRM_MSG_ALLOCSPI, 0);
	nl_msg_put_extra(nlh, sizeof(si));
	memcpy(mnl_nlmsg_get_payload(nlh), &si, sizeof(si));
	if (x.have_mark)
		nl_attr_put(nlh, XFRMA_MARK, sizeof(x.mark), &x.mark);
	return talk(nlh, xfrm_state_print);
}
