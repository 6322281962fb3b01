// SPDX-License-Identifier: GPL-2.0
/* xfrm.c — `ip xfrm`: dispatch, and what state and policy share */
#include <errno.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <arpa/inet.h>
#include <linux/netlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "xfrm.h"

static const char xfrm_usage_text[] =
"Usage: ip xfrm XFRM-OBJECT { COMMAND | help }\n"
"where  XFRM-OBJECT := state | policy | monitor\n";

static void __attribute__((noreturn)) xfrm_usage(void)
{
	fputs(xfrm_usage_text, stderr);
	exit(255);
}

int xfrm_family_seen;

/* A socket that cannot be had ends the program, as for rtnetlink. */
struct nl_sess *xfrm_sess(void)
{
	struct nl_sess *s = nl_proto_sess(NETLINK_XFRM);

	if (!s) {
		perror("Cannot open netlink socket");
		exit(1);
	}
	return s;
}

struct nlmsghdr *xfrm_msg_start_sz(void *buf, size_t size, uint16_t type,
				   uint16_t flags)
{
	memset(buf, 0, size);
	return nl_msg_start_sz(buf, size, type, flags);
}

static const struct { const char *name; uint8_t proto; } protos[] = {
	{ "esp", IPPROTO_ESP }, { "ah", IPPROTO_AH },
	{ "comp", IPPROTO_COMP }, { "route2", IPPROTO_ROUTING },
	{ "hao", IPPROTO_DSTOPTS },
};

static const char *const modes[] = {
	"transport", "tunnel", "ro", "in_trigger", "beet",
};

#define N_ELEM(x) (sizeof(x) / sizeof((x)[0]))

int xfrm_proto_parse(const char *s)
{
	for (size_t i = 0; i < N_ELEM(protos); i++)
		if (is(s, protos[i].name))
			return protos[i].proto;
	return -1;
}

const char *xfrm_proto_name(uint8_t proto)
{
	for (size_t i = 0; i < N_ELEM(protos); i++)
		if (protos[i].proto == proto)
			return protos[i].name;
	return NULL;
}

int xfrm_mode_parse(const char *s)
{
	for (size_t i = 0; i < N_ELEM(modes); i++)
		if (is(s, modes[i]))
			return (int)i;
	return -1;
}

const char *xfrm_mode_name(uint8_t mode)
{
	return mode < N_ELEM(modes) ? modes[mode] : NULL;
}

uint32_t xfrm_u32_arg(const char *s, const char *what)
{
	uint32_t v;
	char msg[64];

	if (get_u32(&v, s, 0)) {
		snprintf(msg, sizeof(msg), "%s value is invalid", what);
		invarg(msg, s);
	}
	return v;
}

void xfrm_mark_parse(struct args *a, struct xfrm_mark *m)
{
	const char *w = args_next(a);

	if (get_u32(&m->v, w, 0))
		invarg("MARK value is invalid\n", w);
	m->m = 0xffffffffu;
	if (a->argc > 1 && is(a->argv[1], "mask")) {
		args_skip(a);
		w = args_next(a);
		if (get_u32(&m->m, w, 0))
			invarg("MASK value is invalid\n", w);
	}
}

/* An address or prefix of -f's family (else any); its family. */
static int addr_arg(const char *s, xfrm_address_t *out, uint8_t *plen)
{
	struct inet_prefix p;
	int fam = preferred_family;

	if (inet_parse_prefix(&p, s, fam == AF_INET || fam == AF_INET6 ?
			      fam : AF_UNSPEC))
		inet_prefix_error(s, fam == AF_INET || fam == AF_INET6 ?
				  fam : AF_UNSPEC);
	memset(out, 0, sizeof(*out));
	memcpy(out, p.data, (size_t)p.bytelen);
	xfrm_family_seen = p.family;
	if (plen)
		*plen = (uint8_t)(p.has_len ? p.bitlen : p.bytelen * 8);
	return p.family;
}

int xfrm_id_parse(struct args *a, struct xfrm_id_arg *id)
{
	int n = 0, fam_src = 0, fam_dst = 0, p;
	const char *w, *last = NULL;

	while (args_more(a)) {
		w = args_cur(a);
		if (is(w, "src")) {
			last = args_next(a);
			fam_src = addr_arg(last, &id->saddr, NULL);
			id->have_src = true;
		} else if (is(w, "dst")) {
			last = args_next(a);
			fam_dst = addr_arg(last, &id->id.daddr, NULL);
			id->have_dst = true;
		} else if (is(w, "proto")) {
			last = args_next(a);
			p = xfrm_proto_parse(last);
			if (p < 0)
				invarg("XFRM-PROTO value is invalid", last);
			id->id.proto = (uint8_t)p;
		} else if (is(w, "spi")) {
			last = args_next(a);
			id->id.spi = htonl(xfrm_u32_arg(last, "SPI"));
			id->have_spi = true;
		} else {
			break;
		}
		args_skip(a);
		n += 2;
	}
	if (fam_src && fam_dst && fam_src != fam_dst)
		invarg("the same address family is required between values "
		       "after \"src\" and \"dst\"", last);
	if (fam_src || fam_dst)
		id->family = fam_src ? fam_src : fam_dst;
	return n;
}

int xfrm_id_parse_strict(struct args *a, struct xfrm_id_arg *id)
{
	int n = xfrm_id_parse(a, id);

	if (!id->id.proto)
		missarg("XFRM-PROTO");
	return n;
}

/* UPSPEC keywords and the protocols they go with. */
static bool proto_has_ports(uint8_t p)
{
	return p == 0 || p == IPPROTO_TCP || p == IPPROTO_UDP ||
	       p == IPPROTO_SCTP || p == IPPROTO_DCCP;
}

static bool proto_has_type(uint8_t p)
{
	return p == IPPROTO_ICMP || p == IPPROTO_ICMPV6 || p == IPPROTO_MH;
}

const char *xfrm_inet_proto_word(uint8_t p, char *buf, size_t sz)
{
	struct protoent *pe = getprotobynumber(p);

	if (pe)
		return pe->p_name;
	snprintf(buf, sz, "%u", p);
	return buf;
}

static void upspec_error(const char *what, uint8_t p)
{
	char buf[16];

	fprintf(stderr, "\"%s\" %s invalid with PROTO value \"%s\"\n", what,
		strchr(what, ' ') ? "are" : "is", xfrm_inet_proto_word(p, buf,
							     sizeof(buf)));
	exit(1);
}

static uint16_t u16_after(const char *key, const char *s, unsigned int max)
{
	unsigned int v;
	char msg[64];

	if (get_unsigned(&v, s, 0) || v > max) {
		snprintf(msg, sizeof(msg), "value after \"%s\" is invalid",
			 key);
		invarg(msg, s);
	}
	return (uint16_t)v;
}

static void gre_key(struct xfrm_selector *sel, const char *s)
{
	uint32_t key;
	struct in_addr in;

	if (strchr(s, '.')) {
		if (inet_pton(AF_INET, s, &in) != 1)
			goto bad;
		key = ntohl(in.s_addr);
	} else if (get_u32(&key, s, 0)) {
		goto bad;
	}
	sel->sport = htons((uint16_t)(key >> 16));
	sel->dport = htons((uint16_t)(key & 0xffff));
	sel->sport_mask = 0xffff;
	sel->dport_mask = 0xffff;
	return;
bad:
	fprintf(stderr, "value after \"key\" is invalid\n");
	exit(255);
}

struct upspec_seen {
	bool ports, type, key;
};

static bool upspec_word(struct args *a, struct xfrm_selector *sel,
			struct upspec_seen *u)
{
	const char *w = args_cur(a), *v;

	if (is(w, "sport") || is(w, "dport")) {
		v = args_next(a);
		uint16_t port = htons(u16_after(w, v, 0xffff));

		if (w[0] == 's') {
			sel->sport = port;
			sel->sport_mask = 0xffff;
		} else {
			sel->dport = port;
			sel->dport_mask = 0xffff;
		}
		u->ports = true;
	} else if (is(w, "type") || is(w, "code")) {
		v = args_next(a);
		uint16_t t = htons(u16_after(w, v, 0xff));

		if (w[0] == 't') {
			sel->sport = t;
			sel->sport_mask = 0xffff;
		} else {
			sel->dport = t;
			sel->dport_mask = 0xffff;
		}
		u->type = true;
	} else if (is(w, "key")) {
		gre_key(sel, args_next(a));
		u->key = true;
	} else {
		return false;
	}
	return true;
}

static uint8_t upper_proto(const char *s)
{
	struct protoent *pe;
	unsigned int v;

	if (!get_unsigned(&v, s, 0) && v <= 0xff)
		return (uint8_t)v;
	pe = getprotobyname(s);
	if (!pe)
		invarg("PROTO value is invalid", s);
	return (uint8_t)pe->p_proto;
}

static void upspec_check(const struct xfrm_selector *sel,
			 const struct upspec_seen *u)
{
	if (u->ports && !proto_has_ports(sel->proto))
		upspec_error("sport\" and \"dport", sel->proto);
	if (u->type && !proto_has_type(sel->proto))
		upspec_error("type\" and \"code", sel->proto);
	if (u->key && sel->proto != IPPROTO_GRE)
		upspec_error("key", sel->proto);
}

int xfrm_sel_parse(struct args *a, struct xfrm_selector *sel)
{
	struct upspec_seen u = { false, false, false };
	int n = 0, fam_src = 0, fam_dst = 0;
	const char *w, *last = NULL;

	while (args_more(a)) {
		w = args_cur(a);
		if (is(w, "src")) {
			last = args_next(a);
			fam_src = addr_arg(last, &sel->saddr, &sel->prefixlen_s);
		} else if (is(w, "dst")) {
			last = args_next(a);
			fam_dst = addr_arg(last, &sel->daddr, &sel->prefixlen_d);
		} else if (is(w, "dev")) {
			last = args_next(a);
			int idx = ll_name_to_index(last);

			if (!idx)
				invarg("DEV value is invalid", last);
			sel->ifindex = idx;
		} else if (is(w, "proto")) {
			last = args_next(a);
			sel->proto = upper_proto(last);
		} else if (upspec_word(a, sel, &u)) {
			last = args_cur(a);
		} else {
			break;
		}
		args_skip(a);
		n += 2;
	}
	upspec_check(sel, &u);
	/* as the reference: checked at the end, naming the last word */
	if (fam_src && fam_dst && fam_src != fam_dst)
		invarg("the same address family is required between values "
		       "after \"src\" and \"dst\"", last);
	if (fam_src || fam_dst)
		sel->family = (uint16_t)(fam_src ? fam_src : fam_dst);
	return n;
}

void xfrm_sel_family(struct xfrm_selector *sel)
{
	if (sel->family)
		return;
	sel->family = preferred_family == AF_INET6 ? AF_INET6 : AF_INET;
}

void xfrm_lft_parse(struct args *a, struct xfrm_lifetime_cfg *lft)
{
	const char *w = args_next(a), *v;
	__u64 *dst;
	uint64_t val;
	char msg[64];

	if (is(w, "time-soft"))
		dst = &lft->soft_add_expires_seconds;
	else if (is(w, "time-hard"))
		dst = &lft->hard_add_expires_seconds;
	else if (is(w, "time-use-soft"))
		dst = &lft->soft_use_expires_seconds;
	else if (is(w, "time-use-hard"))
		dst = &lft->hard_use_expires_seconds;
	else if (is(w, "byte-soft"))
		dst = &lft->soft_byte_limit;
	else if (is(w, "byte-hard"))
		dst = &lft->hard_byte_limit;
	else if (is(w, "packet-soft"))
		dst = &lft->soft_packet_limit;
	else if (is(w, "packet-hard"))
		dst = &lft->hard_packet_limit;
	else
		invarg("LIMIT value is invalid", w);
	v = args_next(a);
	if (get_u64(&val, v, 0)) {
		snprintf(msg, sizeof(msg), "value after \"%s\" is invalid", w);
		invarg(msg, v);
	}
	*dst = val;
}

void xfrm_exit(int rc)
{
	fflush(stdout);
	exit(rc);
}

int xfrm_talk_done(int err)
{
	fflush(stdout);
	if (!err)
		return 0;
	nl_perror(err);
	xfrm_exit(2);
}

void xfrm_dump_failed(int err)
{
	fflush(stdout);
	nl_dump_perror(err);
	fprintf(stderr, "Dump terminated\n");
	xfrm_exit(1);
}

void xfrm_list(struct nlmsghdr *req, nl_cb_t cb, void *data)
{
	int err = nl_dump(xfrm_sess(), req, cb, data);

	if (err)
		xfrm_dump_failed(err);
	xfrm_exit(0);
}

void xfrm_delall_send(struct nlmsghdr *req, int *err)
{
	int e = nl_talk(xfrm_sess(), req, NULL, NULL);

	if (e && !*err)
		*err = e;
}

void xfrm_delall_done(int err)
{
	if (err)
		fprintf(stderr, "Failed to send delete-all request: %s\n",
			strerror(-err));
	xfrm_exit(err ? 1 : 0);
}

struct info_req {
	uint16_t reply;
	void (*print)(const struct nlattr **tb);
};

static int info_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct info_req *r = data;
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };

	if (nlh->nlmsg_type != r->reply ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(uint32_t))
		return MNL_CB_OK;
	xfrm_attrs_parse((const char *)mnl_nlmsg_get_payload(nlh) + 4,
			 nlh->nlmsg_len - NLMSG_HDRLEN - 4, tb);
	r->print(tb);
	return MNL_CB_OK;
}

int xfrm_count(uint16_t get, uint16_t reply,
	       void (*print)(const struct nlattr **tb))
{
	char buf[NL_REQ_SIZE];
	struct info_req r = { reply, print };
	struct nlmsghdr *nlh = xfrm_msg_start(buf, get, 0);
	uint32_t *flags = nl_msg_put_extra(nlh, sizeof(*flags));

	*flags = 0xffffffffu;
	return xfrm_talk_done(nl_talk(xfrm_sess(), nlh, info_cb, &r));
}

/* Printing. */

void xfrm_nl(void)
{
	pr_text("%s", pr_sl());
}

void xfrm_end(void)
{
	if (pr_oneline)
		pr_text("\n");
}

const char *xfrm_addr_fmt(int family, const xfrm_address_t *a, char *buf,
			  unsigned int sz)
{
	if (family != AF_INET && family != AF_INET6) {
		snprintf(buf, sz, "???");
		return buf;
	}
	return inet_fmt(family, a, buf, sz);
}

static void upspec_print(const struct xfrm_selector *sel)
{
	char buf[16];
	uint8_t p = sel->proto;

	if (p)
		pr_text("proto %s ", xfrm_inet_proto_word(p, buf, sizeof(buf)));
	if (proto_has_ports(p)) {
		if (sel->sport_mask)
			pr_text("sport %u ", ntohs(sel->sport));
		if (sel->dport_mask)
			pr_text("dport %u ", ntohs(sel->dport));
	} else if (proto_has_type(p)) {
		if (sel->sport_mask)
			pr_text("type %u ", ntohs(sel->sport));
		if (sel->dport_mask)
			pr_text("code %u ", ntohs(sel->dport));
	} else if (p == IPPROTO_GRE) {
		if (sel->sport_mask || sel->dport_mask)
			pr_text("key %u ", ((uint32_t)ntohs(sel->sport) << 16) |
				ntohs(sel->dport));
	}
}

void xfrm_sel_print(const struct xfrm_selector *sel, int family,
		    const char *prefix)
{
	char buf[INET6_ADDRSTRLEN + 32];
	int f = sel->family ? sel->family : family;

	pr_text("%s", prefix);
	pr_text("src %s/%u ", xfrm_addr_fmt(f, &sel->saddr, buf, sizeof(buf)),
		sel->prefixlen_s);
	pr_text("dst %s/%u ", xfrm_addr_fmt(f, &sel->daddr, buf, sizeof(buf)),
		sel->prefixlen_d);
	upspec_print(sel);
	if (sel->ifindex)
		pr_text("dev %s ", ll_idx_n2a(sel->ifindex));
	if (show_stats)
		pr_text("uid %u", sel->user);
	xfrm_nl();
}

static void limit_print(const char *what, uint64_t soft, uint64_t hard)
{
	pr_text("limit: soft ");
	if (soft == XFRM_INF)
		pr_text("(INF)");
	else
		pr_text("%llu", (unsigned long long)soft);
	pr_text("(%s), hard ", what);
	if (hard == XFRM_INF)
		pr_text("(INF)");
	else
		pr_text("%llu", (unsigned long long)hard);
	pr_text("(%s)", what);
}

void xfrm_time_print(uint64_t t)
{
	char buf[64];
	time_t tt = (time_t)t;
	struct tm *tm;

	if (!t) {
		pr_text("-");
		return;
	}
	tm = localtime(&tt);
	if (!tm || !strftime(buf, sizeof(buf), "%Y-%m-%d %T", tm)) {
		pr_text("%llu", (unsigned long long)t);
		return;
	}
	pr_text("%s", buf);
}

void xfrm_lft_print(const struct xfrm_lifetime_cfg *cfg,
		    const struct xfrm_lifetime_cur *cur, const char *prefix)
{
	if (cfg) {
		pr_text("%slifetime config:", prefix);
		xfrm_nl();
		pr_text("%s  ", prefix);
		limit_print("bytes", cfg->soft_byte_limit,
			    cfg->hard_byte_limit);
		xfrm_nl();
		pr_text("%s  ", prefix);
		limit_print("packets", cfg->soft_packet_limit,
			    cfg->hard_packet_limit);
		xfrm_nl();
		pr_text("%s  expire add: soft %llu(sec), hard %llu(sec)",
			prefix,
			(unsigned long long)cfg->soft_add_expires_seconds,
			(unsigned long long)cfg->hard_add_expires_seconds);
		xfrm_nl();
		pr_text("%s  expire use: soft %llu(sec), hard %llu(sec)",
			prefix,
			(unsigned long long)cfg->soft_use_expires_seconds,
			(unsigned long long)cfg->hard_use_expires_seconds);
		xfrm_nl();
	}
	if (cur) {
		pr_text("%slifetime current:", prefix);
		xfrm_nl();
		pr_text("%s  %llu(bytes), %llu(packets)", prefix,
			(unsigned long long)cur->bytes,
			(unsigned long long)cur->packets);
		xfrm_nl();
		pr_text("%s  add ", prefix);
		xfrm_time_print(cur->add_time);
		pr_text(" use ");
		xfrm_time_print(cur->use_time);
		xfrm_nl();
	}
}

void xfrm_id_print(int family, const xfrm_address_t *saddr,
		   const struct xfrm_id *id, uint8_t mode, uint32_t reqid,
		   const char *first, const char *indent, bool tmpl)
{
	char buf[INET6_ADDRSTRLEN + 32];
	const char *p = xfrm_proto_name(id->proto), *m = xfrm_mode_name(mode);
	uint32_t spi = ntohl(id->spi);

	pr_text("%ssrc %s ", first, xfrm_addr_fmt(family, saddr, buf,
						  sizeof(buf)));
	pr_text("dst %s", xfrm_addr_fmt(family, &id->daddr, buf,
					sizeof(buf)));
	xfrm_nl();
	pr_text("%s", indent);
	if (p)
		pr_text("proto %s ", p);
	else
		pr_text("proto %u ", id->proto);
	if (show_stats)
		pr_text("spi 0x%08x(%u) ", spi, spi);
	else if (spi || !tmpl)
		pr_text("spi 0x%08x ", spi);
	if (show_stats)
		pr_text("reqid %u(0x%08x) ", reqid, reqid);
	else
		pr_text("reqid %u ", reqid);
	if (m)
		pr_text("mode %s", m);
	else
		pr_text("mode %u", mode);
	xfrm_nl();
}

/* The reference shows the flag byte's bits as eight binary digits. */
void xfrm_flags_print(uint8_t flags, const char *const *names, int n)
{
	unsigned int rest = flags;
	bool first = true;

	pr_text("flag ");
	for (int i = 0; i < n && i < 8; i++) {
		if (!(flags & (1u << i)))
			continue;
		pr_text("%s%s", first ? "" : " ", names[i]);
		first = false;
		rest &= ~(1u << i);
	}
	/* bits without a name: in hex, as the reference */
	if (rest)
		pr_text("%s%x", first ? "" : " ", rest);
}

void xfrm_bits_print(uint8_t flags)
{
	pr_text(" (0x");
	for (int i = 7; i >= 0; i--)
		pr_text("%c", flags & (1u << i) ? '1' : '0');
	pr_text(")");
}

/* Attributes. */

static int attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	unsigned int t = mnl_attr_get_type(a);

	if (t < XFRM_ATTR_MAX)
		tb[t] = a;
	return MNL_CB_OK;
}

void xfrm_attrs_parse(const void *buf, unsigned int len,
		      const struct nlattr **tb)
{
	mnl_attr_parse_payload(buf, len, attr_cb, tb);
}

void xfrm_mark_print(const struct nlattr *a, const char *prefix)
{
	const struct xfrm_mark *m;

	if (!a || mnl_attr_get_payload_len(a) < sizeof(*m))
		return;
	m = mnl_attr_get_payload(a);
	pr_text("%smark 0x%x/0x%x ", prefix, m->v, m->m);
	xfrm_nl();
}

void xfrm_if_id_print(const struct nlattr *a, const char *prefix)
{
	if (!a || mnl_attr_get_payload_len(a) < 4)
		return;
	pr_text("%sif_id 0x%x", prefix, mnl_attr_get_u32(a));
	xfrm_nl();
}

void xfrm_ctx_print(const struct nlattr *a, const char *prefix)
{
	const struct xfrm_user_sec_ctx *c;
	unsigned int len;

	if (!a || mnl_attr_get_payload_len(a) < sizeof(*c))
		return;
	c = mnl_attr_get_payload(a);
	len = mnl_attr_get_payload_len(a) - (unsigned int)sizeof(*c);
	if (c->ctx_len < len)
		len = c->ctx_len;
	pr_text("%ssecurity context %.*s ", prefix, (int)len,
		(const char *)(c + 1));
	xfrm_nl();
}

const char *xfrm_share_name(uint8_t share, char *buf, size_t sz)
{
	static const char *const names[] = { "any", "session", "user",
					     "unique" };

	if (share < 4)
		return names[share];
	snprintf(buf, sz, "%u", share);
	return buf;
}

static void tmpl_one(const struct xfrm_user_tmpl *t, int family,
		     const char *prefix)
{
	char first[32], pfx[32];
	int f = t->family ? t->family : family;

	snprintf(first, sizeof(first), "%stmpl ", prefix);
	snprintf(pfx, sizeof(pfx), "%s\t", prefix);
	xfrm_id_print(f, &t->saddr, &t->id, t->mode, t->reqid, first, pfx,
		      true);
	if (show_stats || t->optional) {
		pr_text("%slevel %s ", pfx, t->optional ? "use" : "required");
		if (show_stats) {
			char buf[16];

			pr_text("share %s ", xfrm_share_name(t->share, buf,
							     sizeof(buf)));
		}
		xfrm_nl();
	}
	if (show_stats) {
		pr_text("%senc-mask %08x auth-mask %08x comp-mask %08x",
			pfx, t->ealgos, t->aalgos, t->calgos);
		xfrm_nl();
	}
}

void xfrm_tmpl_print(const struct nlattr *a, int family, const char *prefix)
{
	const struct xfrm_user_tmpl *t;
	unsigned int len, i;

	if (!a)
		return;
	len = mnl_attr_get_payload_len(a);
	t = mnl_attr_get_payload(a);
	if (len < sizeof(*t)) {
		pr_text("%s(ERROR \"tmpl\" truncated)", prefix);
		xfrm_nl();
		return;
	}
	for (i = 0; i + sizeof(*t) <= len; i += sizeof(*t), t++)
		tmpl_one(t, family, prefix);
}

int do_xfrm(int argc, char **argv)
{
	int saved = pr_json, ret;
	const char *w;

	if (argc < 1)
		xfrm_usage();
	w = argv[0];
	/* the reference's xfrm has no JSON form: -j prints text */
	pr_json = 0;
	xfrm_family_seen = preferred_family == AF_INET ||
			   preferred_family == AF_INET6 ? preferred_family : 0;
	if (matches(w, "state") || is(w, "sa"))
		ret = do_xfrm_state(argc - 1, argv + 1);
	else if (matches(w, "policy"))
		ret = do_xfrm_policy(argc - 1, argv + 1);
	else if (matches(w, "monitor"))
		ret = do_xfrm_monitor(argc - 1, argv + 1);
	else
		xfrm_usage();
	pr_json = saved;
	fflush(stdout);
	return ret;
}
