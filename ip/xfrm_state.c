// SPDX-License-Identifier: GPL-2.0
/* xfrm_state.c — `ip xfrm state`: add, update, allocspi, delete, get,
 * list, deleteall, flush, count */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/xfrm.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "xfrm.h"

static const char state_usage_text[] =
"Usage: ip xfrm state { add | update } ID [ ALGO-LIST ] [ mode MODE ]\n"
"        [ mark MARK [ mask MASK ] ] [ reqid REQID ] [ seq SEQ ]\n"
"        [ replay-window SIZE ] [ replay-seq SEQ ] [ replay-oseq SEQ ]\n"
"        [ replay-seq-hi SEQ ] [ replay-oseq-hi SEQ ]\n"
"        [ flag FLAG-LIST ] [ sel SELECTOR ] [ LIMIT-LIST ] [ encap ENCAP ]\n"
"        [ coa ADDR[/PLEN] ] [ ctx CTX ] [ extra-flag EXTRA-FLAG-LIST ]\n"
"        [ offload [dev DEV] dir DIR ]\n"
"        [ output-mark OUTPUT-MARK [ mask MASK ] ]\n"
"        [ if_id IF_ID ] [ tfcpad LENGTH ]\n"
"Usage: ip xfrm state allocspi ID [ mode MODE ] [ mark MARK [ mask MASK ] ]\n"
"        [ reqid REQID ] [ seq SEQ ] [ min SPI max SPI ]\n"
"Usage: ip xfrm state { delete | get } ID [ mark MARK [ mask MASK ] ]\n"
"Usage: ip xfrm state deleteall [ ID ] [ mode MODE ] [ reqid REQID ]\n"
"        [ flag FLAG-LIST ]\n"
"Usage: ip xfrm state list [ nokeys ] [ ID ] [ mode MODE ] [ reqid REQID ]\n"
"        [ flag FLAG-LIST ]\n"
"Usage: ip xfrm state flush [ proto XFRM-PROTO ]\n"
"Usage: ip xfrm state count\n"
"ID := [ src ADDR ] [ dst ADDR ] [ proto XFRM-PROTO ] [ spi SPI ]\n"
"XFRM-PROTO := esp | ah | comp | route2 | hao\n"
"ALGO-LIST := [ ALGO-LIST ] ALGO\n"
"ALGO := { enc | auth } ALGO-NAME ALGO-KEYMAT |\n"
"        auth-trunc ALGO-NAME ALGO-KEYMAT ALGO-TRUNC-LEN |\n"
"        aead ALGO-NAME ALGO-KEYMAT ALGO-ICV-LEN |\n"
"        comp ALGO-NAME\n"
"MODE := transport | tunnel | beet | ro | in_trigger\n"
"FLAG-LIST := [ FLAG-LIST ] FLAG\n"
"FLAG := noecn | decap-dscp | nopmtudisc | wildrecv | icmp | af-unspec | align4 | esn\n"
"EXTRA-FLAG-LIST := [ EXTRA-FLAG-LIST ] EXTRA-FLAG\n"
"EXTRA-FLAG := dont-encap-dscp | oseq-may-wrap\n"
"SELECTOR := [ src ADDR[/PLEN] ] [ dst ADDR[/PLEN] ] [ dev DEV ] [ UPSPEC ]\n"
"UPSPEC := proto { { tcp | udp | sctp | dccp } [ sport PORT ] [ dport PORT ] |\n"
"                  { icmp | ipv6-icmp | mobility-header } [ type NUMBER ] [ code NUMBER ] |\n"
"                  gre [ key { DOTTED-QUAD | NUMBER } ] | PROTO }\n"
"LIMIT-LIST := [ LIMIT-LIST ] limit LIMIT\n"
"LIMIT := { time-soft | time-hard | time-use-soft | time-use-hard } SECONDS |\n"
"         { byte-soft | byte-hard } SIZE | { packet-soft | packet-hard } COUNT\n"
"ENCAP := { espinudp | espinudp-nonike | espintcp } SPORT DPORT OADDR\n"
"DIR := in | out\n";

static void __attribute__((noreturn)) state_usage(void)
{
	fputs(state_usage_text, stderr);
	exit(255);
}

static const char *const sflag_names[] = {
	"noecn", "decap-dscp", "nopmtudisc", "wildrecv", "icmp", "af-unspec",
	"align4", "esn",
};
static const char *const xflag_names[] = { "dont-encap-dscp",
					   "oseq-may-wrap" };

#define N_ELEM(x) (sizeof(x) / sizeof((x)[0]))

/* What a command line says about states. */
struct sa_arg {
	struct xfrm_usersa_info sa;
	struct xfrm_id_arg id;
	struct xfrm_mark mark;
	bool have_id, have_mode, have_reqid, have_flags, have_mark, nokeys;
};

static bool state_flag(const char *w, uint8_t *flags)
{
	for (size_t i = 0; i < N_ELEM(sflag_names); i++)
		if (is(w, sflag_names[i])) {
			*flags |= (uint8_t)(1u << i);
			return true;
		}
	return false;
}

/* flag FLAG-LIST: the cursor is on "flag", stays on the last flag. */
static void flags_parse(struct args *a, uint8_t *flags)
{
	while (a->argc > 1 && state_flag(a->argv[1], flags))
		args_skip(a);
}

/* A filter word of list/deleteall (mode, reqid, flag, ID); false if not. */
static bool filter_word(struct args *a, struct sa_arg *f)
{
	const char *w = args_cur(a);
	int m;

	if (is(w, "mode")) {
		w = args_next(a);
		m = xfrm_mode_parse(w);
		if (m < 0)
			invarg("MODE value is invalid", w);
		f->sa.mode = (uint8_t)m;
		f->have_mode = true;
	} else if (is(w, "reqid")) {
		f->sa.reqid = xfrm_u32_arg(args_next(a), "REQID");
		f->have_reqid = true;
	} else if (is(w, "flag")) {
		flags_parse(a, &f->sa.flags);
		f->have_flags = true;
	} else {
		return false;
	}
	args_skip(a);
	return true;
}

static void filter_args(struct args *a, struct sa_arg *f, bool list)
{
	while (args_more(a)) {
		const char *w = args_cur(a);

		if (list && is(w, "nokeys")) {
			f->nokeys = true;
			args_skip(a);
			continue;
		}
		if (filter_word(a, f))
			continue;
		if (f->have_id || !xfrm_id_parse(a, &f->id))
			invarg("unknown", w);
		f->have_id = true;
	}
}

static bool addr_eq(int family, const xfrm_address_t *a,
		    const xfrm_address_t *b)
{
	return !memcmp(a, b, family == AF_INET6 ? 16 : 4);
}

static bool sa_match(const struct sa_arg *f, const struct xfrm_usersa_info *s)
{
	const struct xfrm_id_arg *id = &f->id;

	/* -4, -6, -0...: that family's states only, as the reference */
	if (preferred_family != AF_UNSPEC && s->family != preferred_family)
		return false;
	if (id->family && id->family != s->family)
		return false;
	if (id->have_src && !addr_eq(s->family, &id->saddr, &s->saddr))
		return false;
	if (id->have_dst && !addr_eq(s->family, &id->id.daddr, &s->id.daddr))
		return false;
	if (id->id.proto && id->id.proto != s->id.proto)
		return false;
	if (id->have_spi && id->id.spi != s->id.spi)
		return false;
	if (f->have_mode && f->sa.mode != s->mode)
		return false;
	if (f->have_reqid && f->sa.reqid != s->reqid)
		return false;
	if (f->have_flags && (s->flags & f->sa.flags) != f->sa.flags)
		return false;
	return true;
}

/* Printing one state. */

static void key_print(const char *kind, const char *name, const uint8_t *key,
		      unsigned int bytes, unsigned int bits, bool nokeys)
{
	pr_text("\t%s %s ", kind, name);
	if (nokeys) {
		pr_text("<<Keys hidden>>");
		return;
	}
	if (bytes) {
		pr_text("0x");
		for (unsigned int i = 0; i < bytes; i++)
			pr_text("%02x", key[i]);
	}
	if (bytes && show_stats)
		pr_text(" (%u bits)", bits);
}

/* struct xfrm_algo, xfrm_algo_auth or xfrm_algo_aead in attribute a. */
static void algo_print(const struct nlattr *a, const char *kind, int form,
		       bool nokeys)
{
	unsigned int len = mnl_attr_get_payload_len(a), hl, bits, bytes;
	const char *p = mnl_attr_get_payload(a);
	char name[65];
	uint32_t extra = 0;

	hl = form ? sizeof(struct xfrm_algo_auth) : sizeof(struct xfrm_algo);
	if (len < hl) {
		pr_text("\t%s (ERROR truncated)", kind);
		xfrm_nl();
		return;
	}
	memcpy(name, p, 64);
	name[64] = '\0';
	memcpy(&bits, p + 64, 4);
	if (form)
		memcpy(&extra, p + 68, 4);
	bytes = (bits + 7) / 8;
	if (bytes > len - hl) {
		pr_text("\t%s %s (ERROR truncated)", kind, name);
		xfrm_nl();
		return;
	}
	key_print(kind, name, (const uint8_t *)p + hl, bytes, bits, nokeys);
	if (form)
		pr_text(" %u", extra);
	xfrm_nl();
}

static void algos_print(const struct nlattr **tb, bool nokeys)
{
	if (tb[XFRMA_ALG_AUTH_TRUNC])
		algo_print(tb[XFRMA_ALG_AUTH_TRUNC], "auth-trunc", 1, nokeys);
	else if (tb[XFRMA_ALG_AUTH])
		algo_print(tb[XFRMA_ALG_AUTH], "auth", 0, nokeys);
	if (tb[XFRMA_ALG_AEAD])
		algo_print(tb[XFRMA_ALG_AEAD], "aead", 2, nokeys);
	if (tb[XFRMA_ALG_CRYPT])
		algo_print(tb[XFRMA_ALG_CRYPT], "enc", 0, nokeys);
	if (tb[XFRMA_ALG_COMP])
		algo_print(tb[XFRMA_ALG_COMP], "comp", 0, nokeys);
}

static const char *encap_name(uint16_t t, char *buf, size_t sz)
{
	switch (t) {
	case 1: return "espinudp-nonike";	/* UDP_ENCAP_ESPINUDP_NON_IKE */
	case 2: return "espinudp";		/* UDP_ENCAP_ESPINUDP */
	case 7: return "espintcp";		/* TCP_ENCAP_ESPINTCP */
	}
	snprintf(buf, sz, "%u", t);
	return buf;
}

/* false when truncated: the reference shows nothing more of the list */
static bool encap_print(const struct nlattr *a, int family)
{
	const struct xfrm_encap_tmpl *e;
	char buf[INET6_ADDRSTRLEN + 32];

	if (!a)
		return true;
	if (mnl_attr_get_payload_len(a) < sizeof(*e)) {
		pr_text("\tencap (ERROR truncated)");
		xfrm_nl();
		return false;
	}
	e = mnl_attr_get_payload(a);
	pr_text("\tencap type %s ", encap_name(e->encap_type, buf,
					       sizeof(buf)));
	pr_text("sport %u ", ntohs(e->encap_sport));
	pr_text("dport %u ", ntohs(e->encap_dport));
	pr_text("addr %s", xfrm_addr_fmt(family, &e->encap_oa, buf,
					 sizeof(buf)));
	xfrm_nl();
	return true;
}

static bool coa_print(const struct nlattr *a, int family)
{
	char buf[INET6_ADDRSTRLEN + 32];

	if (!a)
		return true;
	if (mnl_attr_get_payload_len(a) < sizeof(xfrm_address_t)) {
		pr_text("\tcoa (ERROR truncated)");
		xfrm_nl();
		return false;
	}
	pr_text("\tcoa %s", xfrm_addr_fmt(family, mnl_attr_get_payload(a),
					  buf, sizeof(buf)));
	xfrm_nl();
	return true;
}

static void lastused_print(const struct nlattr *a)
{
	struct xfrm_lifetime_cur cur;

	if (!a || mnl_attr_get_payload_len(a) < 8)
		return;
	memset(&cur, 0, sizeof(cur));
	memcpy(&cur.add_time, mnl_attr_get_payload(a), 8);
	pr_text("\tlastused ");
	xfrm_time_print(cur.add_time);
	xfrm_nl();
}

/* false when truncated: the reference shows nothing more of the list */
static bool esn_print(const struct nlattr *a)
{
	const struct xfrm_replay_state_esn *r = mnl_attr_get_payload(a);
	unsigned int len = mnl_attr_get_payload_len(a);

	pr_text("\tanti-replay esn context:");
	if (len < sizeof(*r) || (len - sizeof(*r)) / 4 < r->bmp_len) {
		pr_text("(ERROR truncated)");
		xfrm_nl();
		return false;
	}
	xfrm_nl();
	pr_text("\t seq-hi 0x%x, seq 0x%x, oseq-hi 0x%x, oseq 0x%x",
		r->seq_hi, r->seq, r->oseq_hi, r->oseq);
	xfrm_nl();
	pr_text("\t replay_window %u, bitmap-length %u", r->replay_window,
		r->bmp_len);
	for (unsigned int i = r->bmp_len, j = 0; i > 0; i--, j++) {
		if (j % 8 == 0) {
			xfrm_nl();
			pr_text("\t ");
		}
		pr_text("%08x ", r->bmp[i - 1]);
	}
	xfrm_nl();
	return true;
}

static bool replay_print(const struct nlattr **tb)
{
	const struct xfrm_replay_state *r;
	const struct nlattr *a = tb[XFRMA_REPLAY_VAL];

	if (tb[XFRMA_REPLAY_ESN_VAL])
		return esn_print(tb[XFRMA_REPLAY_ESN_VAL]);
	if (!a)
		return true;
	if (mnl_attr_get_payload_len(a) < sizeof(*r)) {
		pr_text("\tanti-replay context: (ERROR truncated)");
		xfrm_nl();
		return false;
	}
	r = mnl_attr_get_payload(a);
	pr_text("\tanti-replay context: seq 0x%x, oseq 0x%x, bitmap 0x%08x",
		r->seq, r->oseq, r->bitmap);
	xfrm_nl();
	return true;
}

static void offload_print(const struct nlattr *a)
{
	const struct xfrm_user_offload *o;

	if (!a || mnl_attr_get_payload_len(a) < sizeof(*o))
		return;
	o = mnl_attr_get_payload(a);
	pr_text("\tcrypto offload parameters: dev %s dir %s",
		ll_idx_n2a(o->ifindex),
		o->flags & XFRM_OFFLOAD_INBOUND ? "in" : "out");
	xfrm_nl();
}

static void marks_print(const struct nlattr **tb)
{
	const struct nlattr *sm = tb[XFRMA_SET_MARK];
	const struct xfrm_mark *m = NULL;
	bool have_sm = sm && mnl_attr_get_payload_len(sm) >= 4;

	if (tb[XFRMA_MARK] &&
	    mnl_attr_get_payload_len(tb[XFRMA_MARK]) >= sizeof(*m))
		m = mnl_attr_get_payload(tb[XFRMA_MARK]);
	if (!m && !have_sm)
		return;
	pr_text("\t");
	if (m)
		pr_text("mark 0x%x/0x%x ", m->v, m->m);
	if (have_sm) {
		const struct nlattr *sk = tb[XFRMA_SET_MARK_MASK];

		pr_text("output-mark 0x%x", mnl_attr_get_u32(sm));
		if (sk && mnl_attr_get_payload_len(sk) >= 4)
			pr_text("/0x%x", mnl_attr_get_u32(sk));
	}
	xfrm_nl();
}

static void sa_line3(const struct xfrm_usersa_info *s,
		     const struct nlattr **tb)
{
	const struct nlattr *x = tb[XFRMA_SA_EXTRA_FLAGS];

	pr_text("\treplay-window %u ", s->replay_window);
	if (show_stats)
		pr_text("seq 0x%08x ", s->seq);
	if (show_stats || s->flags)
		xfrm_flags_print(s->flags, sflag_names, 8);
	if (show_stats && x && mnl_attr_get_payload_len(x) >= 4) {
		uint32_t xf = mnl_attr_get_u32(x);

		pr_text("extra_flag ");
		for (unsigned int i = 0, n = 0; i < 2; i++)
			if (xf & (1u << i))
				pr_text("%s%s", n++ ? " " : "",
					xflag_names[i]);
	}
	if (show_stats)
		xfrm_bits_print(s->flags);
	xfrm_nl();
}

static void u32_line(const struct nlattr *a, const char *fmt)
{
	if (!a || mnl_attr_get_payload_len(a) < 4)
		return;
	pr_text(fmt, mnl_attr_get_u32(a));
	xfrm_nl();
}

/* From encap on: a truncated attribute ends the list, as the reference. */
static void sa_attrs_rest(const struct xfrm_usersa_info *s,
			  const struct nlattr **tb)
{
	if (!encap_print(tb[XFRMA_ENCAP], s->family) ||
	    !coa_print(tb[XFRMA_COADDR], s->family))
		return;
	lastused_print(tb[XFRMA_LASTUSED]);
	if (!replay_print(tb))
		return;
	offload_print(tb[XFRMA_OFFLOAD_DEV]);
	xfrm_if_id_print(tb[XFRMA_IF_ID], "\t");
	u32_line(tb[XFRMA_TFCPAD], "\ttfcpad %u");
}

static bool sel_is_zero(const struct xfrm_selector *sel)
{
	static const struct xfrm_selector zero;

	return !memcmp(sel, &zero, sizeof(zero));
}

static void sa_lines(const struct xfrm_usersa_info *s,
		     const struct nlattr **tb, bool nokeys)
{
	xfrm_id_print(s->family, &s->saddr, &s->id, s->mode, s->reqid, "",
		      "\t", false);
	sa_line3(s, tb);
	marks_print(tb);
	algos_print(tb, nokeys);
	sa_attrs_rest(s, tb);
	if (!sel_is_zero(&s->sel))	/* the reference leaves it out */
		xfrm_sel_print(&s->sel, s->family, "\tsel ");
	if (show_stats) {
		xfrm_lft_print(&s->lft, &s->curlft, "\t");
		pr_text("\tstats:");
		xfrm_nl();
		pr_text("\t  replay-window %u replay %u failed %u",
			s->stats.replay_window, s->stats.replay,
			s->stats.integrity_failed);
		xfrm_nl();
	}
	xfrm_ctx_print(tb[XFRMA_SEC_CTX], "\t");
}

static void sa_body(const struct xfrm_usersa_info *s,
		    const struct nlattr **tb, bool nokeys)
{
	sa_lines(s, tb, nokeys);
	xfrm_end();
}

void xfrm_state_body(const struct xfrm_usersa_info *s,
		     const struct nlattr **tb, bool end)
{
	sa_lines(s, tb, false);
	if (end)
		xfrm_end();
}

static int sa_print(const struct nlmsghdr *nlh, void *data)
{
	const struct sa_arg *f = data;
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	const char *p = mnl_nlmsg_get_payload(nlh);
	struct xfrm_usersa_info s;	/* copied: u64 members, 4-aligned msg */
	size_t hl = sizeof(s);

	if (nlh->nlmsg_type != XFRM_MSG_NEWSA &&
	    nlh->nlmsg_type != XFRM_MSG_UPDSA)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(hl))
		return MNL_CB_OK;
	memcpy(&s, p, hl);
	xfrm_attrs_parse(p + NLMSG_ALIGN(hl),
			 nlh->nlmsg_len - NLMSG_HDRLEN - NLMSG_ALIGN(hl), tb);
	if (f && !sa_match(f, &s))
		return MNL_CB_OK;
	sa_body(&s, tb, f && f->nokeys);
	return MNL_CB_OK;
}

/* As the reference: an empty address filter (filtering is done here). */
static void put_no_filter(struct nlmsghdr *nlh)
{
	struct xfrm_address_filter af;

	memset(&af, 0, sizeof(af));
	nl_attr_put(nlh, XFRMA_ADDRESS_FILTER, sizeof(af), &af);
}

static int state_list(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct sa_arg f;
	struct nlmsghdr *nlh;

	memset(&f, 0, sizeof(f));
	filter_args(&a, &f, true);
	nlh = xfrm_msg_start(buf, XFRM_MSG_GETSA, 0);
	put_no_filter(nlh);
	xfrm_list(nlh, sa_print, &f);
}

/* The family of an ID for a request: its addresses', else -f's. */
static void id_family(struct xfrm_id_arg *id)
{
	if (!id->family)
		id->family = preferred_family == AF_INET6 ? AF_INET6 : AF_INET;
}

static int state_get_del(int argc, char **argv, bool del)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct xfrm_usersa_id sid;
	struct sa_arg f;
	struct nlmsghdr *nlh;
	int err;

	memset(&f, 0, sizeof(f));
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "mark")) {
			xfrm_mark_parse(&a, &f.mark);
			f.have_mark = true;
			args_skip(&a);
			continue;
		}
		if (f.have_id)
			invarg("unknown", w);
		xfrm_id_parse_strict(&a, &f.id);
		f.have_id = true;
	}
	id_family(&f.id);
	memset(&sid, 0, sizeof(sid));
	sid.daddr = f.id.id.daddr;
	sid.spi = f.id.id.spi;
	sid.family = (uint16_t)f.id.family;
	sid.proto = f.id.id.proto;
	nlh = xfrm_msg_start(buf, del ? XFRM_MSG_DELSA : XFRM_MSG_GETSA, 0);
	nl_msg_put_extra(nlh, sizeof(sid));
	memcpy(mnl_nlmsg_get_payload(nlh), &sid, sizeof(sid));
	/* as the reference: with an ID, its source address, given or not */
	if (f.have_id)
		nl_attr_put(nlh, XFRMA_SRCADDR, sizeof(f.id.saddr),
			     &f.id.saddr);
	if (f.have_mark)
		nl_attr_put(nlh, XFRMA_MARK, sizeof(f.mark), &f.mark);
	err = nl_talk(xfrm_sess(), nlh, del ? NULL : sa_print, NULL);
	fflush(stdout);
	return xfrm_talk_done(err);
}

/* deleteall: the matching states of a dump, deleted one by one. */
struct sa_del {
	struct xfrm_usersa_id *ids;
	xfrm_address_t *src;
	struct xfrm_mark *mark;		/* m 0: none */
	size_t n, cap;
	const struct sa_arg *f;
};

static void del_grow(struct sa_del *d)
{
	size_t cap = d->cap ? 2 * d->cap : 16;
	void *i = realloc(d->ids, cap * sizeof(*d->ids));

	if (!i)
		goto oom;
	d->ids = i;
	i = realloc(d->src, cap * sizeof(*d->src));
	if (!i)
		goto oom;
	d->src = i;
	i = realloc(d->mark, cap * sizeof(*d->mark));
	if (!i)
		goto oom;
	d->mark = i;
	d->cap = cap;
	return;
oom:
	fprintf(stderr, "Out of memory\n");
	exit(1);
}

static int sa_collect(const struct nlmsghdr *nlh, void *data)
{
	struct sa_del *d = data;
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	const char *p = mnl_nlmsg_get_payload(nlh);
	struct xfrm_usersa_info sa, *s = &sa;
	size_t hl = sizeof(sa);

	if (nlh->nlmsg_type != XFRM_MSG_NEWSA ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(hl))
		return MNL_CB_OK;
	memcpy(&sa, p, hl);
	if (!sa_match(d->f, s))
		return MNL_CB_OK;
	xfrm_attrs_parse(p + NLMSG_ALIGN(hl),
			 nlh->nlmsg_len - NLMSG_HDRLEN - NLMSG_ALIGN(hl), tb);
	if (d->n == d->cap)
		del_grow(d);
	memset(&d->ids[d->n], 0, sizeof(d->ids[0]));
	d->ids[d->n].daddr = s->id.daddr;
	d->ids[d->n].spi = s->id.spi;
	d->ids[d->n].family = s->family;
	d->ids[d->n].proto = s->id.proto;
	d->src[d->n] = s->saddr;
	memset(&d->mark[d->n], 0, sizeof(d->mark[0]));
	if (tb[XFRMA_MARK] && mnl_attr_get_payload_len(tb[XFRMA_MARK]) >=
	    sizeof(struct xfrm_mark))
		memcpy(&d->mark[d->n], mnl_attr_get_payload(tb[XFRMA_MARK]),
		       sizeof(struct xfrm_mark));
	d->n++;
	return MNL_CB_OK;
}

static int state_deleteall(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct sa_arg f;
	struct sa_del d = { NULL, NULL, NULL, 0, 0, &f };
	struct nlmsghdr *nlh;
	int err;

	memset(&f, 0, sizeof(f));
	filter_args(&a, &f, true);
	nlh = xfrm_msg_start(buf, XFRM_MSG_GETSA, 0);
	err = nl_dump(xfrm_sess(), nlh, sa_collect, &d);
	if (err) {
		free(d.ids);
		free(d.src);
		free(d.mark);
		xfrm_dump_failed(err);
	}
	/* as the reference: every delete is sent, the first error told */
	for (size_t i = 0; i < d.n; i++) {
		nlh = xfrm_msg_start(buf, XFRM_MSG_DELSA, 0);
		nl_msg_put_extra(nlh, sizeof(d.ids[i]));
		memcpy(mnl_nlmsg_get_payload(nlh), &d.ids[i],
		       sizeof(d.ids[i]));
		nl_attr_put(nlh, XFRMA_SRCADDR, sizeof(d.src[i]), &d.src[i]);
		if (d.mark[i].v || d.mark[i].m)
			nl_attr_put(nlh, XFRMA_MARK, sizeof(d.mark[i]),
				     &d.mark[i]);
		xfrm_delall_send(nlh, &err);
	}
	free(d.ids);
	free(d.src);
	free(d.mark);
	xfrm_delall_done(err);
}

static int state_flush(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct xfrm_usersa_flush *fl;
	struct nlmsghdr *nlh;
	int p = 0;	/* all */

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (!is(w, "proto"))
			invarg("unknown", w);
		w = args_next(&a);
		p = xfrm_proto_parse(w);
		if (p < 0)
			invarg("XFRM-PROTO value is invalid", w);
		args_skip(&a);
	}
	nlh = xfrm_msg_start(buf, XFRM_MSG_FLUSHSA, 0);
	fl = nl_msg_put_extra(nlh, sizeof(*fl));
	fl->proto = (uint8_t)p;
	/* one byte, as the reference sends it */
	nl_msg_set_len(nlh, NLMSG_HDRLEN + sizeof(*fl));
	return xfrm_talk_done(nl_talk(xfrm_sess(), nlh, NULL, NULL));
}

static void sadinfo_print(const struct nlattr **tb)
{
	const struct xfrmu_sadhinfo *hi;

	pr_text("\t SAD");
	if (tb[XFRMA_SAD_CNT] && mnl_attr_get_payload_len(tb[XFRMA_SAD_CNT]) >= 4)
		pr_text(" count %u", mnl_attr_get_u32(tb[XFRMA_SAD_CNT]));
	if (show_stats && tb[XFRMA_SAD_HINFO] &&
	    mnl_attr_get_payload_len(tb[XFRMA_SAD_HINFO]) >= sizeof(*hi)) {
		hi = mnl_attr_get_payload(tb[XFRMA_SAD_HINFO]);
		pr_text(" (buckets count %u Max %u)", hi->sadhcnt,
			hi->sadhmcnt);
	}
	pr_text("\n");
}

int do_xfrm_state(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return state_list(0, NULL);
	w = argv[0];
	if (matches(w, "add"))
		return xfrm_state_modify(argc - 1, argv + 1, false);
	if (matches(w, "update"))
		return xfrm_state_modify(argc - 1, argv + 1, true);
	if (matches(w, "allocspi"))
		return xfrm_state_allocspi(argc - 1, argv + 1);
	if (matches(w, "delete"))
		return state_get_del(argc - 1, argv + 1, true);
	if (matches(w, "deleteall") || matches(w, "delall"))
		return state_deleteall(argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return state_list(argc - 1, argv + 1);
	if (matches(w, "get"))
		return state_get_del(argc - 1, argv + 1, false);
	if (matches(w, "flush"))
		return state_flush(argc - 1, argv + 1);
	if (matches(w, "count"))
		return xfrm_count(XFRM_MSG_GETSADINFO, XFRM_MSG_NEWSADINFO,
				  sadinfo_print);
	if (matches(w, "help"))
		state_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip xfrm state help\".\n",
		w);
	exit(255);
}

int xfrm_state_print(const struct nlmsghdr *nlh, void *data)
{
	return sa_print(nlh, data);
}
