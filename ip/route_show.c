// SPDX-License-Identifier: GPL-2.0
/* route_show.c — the route printer, `ip route show` and `ip route flush` */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/icmpv6.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "encap.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "route.h"
#include "vrf.h"
#include "dumpfile.h"
#include "msglist.h"

static const char *const rtn_names[] = {
	[RTN_UNSPEC] = "none", [RTN_UNICAST] = "unicast",
	[RTN_LOCAL] = "local", [RTN_BROADCAST] = "broadcast",
	[RTN_ANYCAST] = "anycast", [RTN_MULTICAST] = "multicast",
	[RTN_BLACKHOLE] = "blackhole", [RTN_UNREACHABLE] = "unreachable",
	[RTN_PROHIBIT] = "prohibit", [RTN_THROW] = "throw",
	[RTN_NAT] = "nat", [RTN_XRESOLVE] = "xresolve",
};

const char *rtn_type_name(unsigned int type, char *buf, size_t sz)
{
	if (!numeric && type < sizeof(rtn_names) / sizeof(rtn_names[0]) && rtn_names[type])
		return rtn_names[type];
	snprintf(buf, sz, "%u", type);
	return buf;
}

int rtn_type_parse(const char *s, unsigned int *type)
{
	/* a number as strtoul reads it: "-0" is 0, as the reference's */
	if (s[0] == '-' && s[1] && strspn(s + 1, "0") == strlen(s + 1)) {
		*type = 0;
		return 0;
	}
	/* the reference takes any abbreviation of this one alone */
	if (matches(s, "anycast")) {
		*type = RTN_ANYCAST;
		return 0;
	}
	for (unsigned int i = 0; i < sizeof(rtn_names) / sizeof(rtn_names[0]);
	     i++)
		if (rtn_names[i] && !strcmp(s, rtn_names[i])) {
			*type = i;
			return 0;
		}
	return get_u32(type, s, 0);
}

int route_table_parse(const char *s, uint32_t *id)
{
	return table_a2n(&tbl_rt_tables, id, s);
}

static int rta_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, RTA_MAX) < 0)
		return MNL_CB_OK;
	switch (type) {
	case RTA_OIF: case RTA_IIF: case RTA_PRIORITY: case RTA_TABLE:
	case RTA_MARK: case RTA_FLOW: case RTA_UID: case RTA_EXPIRES:
		if (mnl_attr_validate(a, MNL_TYPE_U32) < 0)
			return MNL_CB_OK;
		break;
	case RTA_PREF:
		if (mnl_attr_validate(a, MNL_TYPE_U8) < 0)
			return MNL_CB_OK;
		break;
	case RTA_CACHEINFO:
		if (mnl_attr_get_payload_len(a) < sizeof(struct rta_cacheinfo))
			return MNL_CB_OK;
		break;
	default:
		break;
	}
	tb[type] = a;
	return MNL_CB_OK;
}

static int addr_bits(int family)
{
	return family == AF_INET6 ? 128 : family == AF_MPLS ? 20 : 32;
}

static bool addr_ok(int family, const struct nlattr *a)
{
	return a && mnl_attr_get_payload_len(a) >= (family == AF_INET6 ? 16u : 4u);
}

/* An address attribute: an MPLS one is a label stack, "100/200". */
static const char *fmt_addr(int family, const struct nlattr *a, char *buf,
			    unsigned int sz)
{
	return inet_fmt_len(family, mnl_attr_get_payload(a),
			    mnl_attr_get_payload_len(a), buf, sz);
}

/* RTA_NEWDST, "as to LABELS" (any family's route may carry it). */
static void print_newdst(int family, const struct nlattr *a)
{
	char buf[INET_MAX_LABELS * 8 + 1];

	if (!a || !addr_ok(family, a))
		return;
	pr_text("as ");
	pr_cstr(PR_ANY, family == AF_INET6 ? CLR_INET6 : CLR_INET, "to",
		"to %s ", fmt_addr(family, a, buf, sizeof(buf)));
}

uint32_t route_table(const struct rtmsg *r, const struct nlattr **tb)
{
	return tb[RTA_TABLE] ? mnl_attr_get_u32(tb[RTA_TABLE]) : r->rtm_table;
}

static bool prefix_in(const struct inet_prefix *p, int family,
		      const struct nlattr *a, int len)
{
	static const unsigned char zero[16];
	const void *data = a ? mnl_attr_get_payload(a) : zero;

	if (p->family != family)
		return false;
	return inet_prefix_match(p, data, len);
}

/* One prefix filter (root/match/exact) against a route's prefix. */
static bool pfx_match(const struct route_pfx_filter *pf, int family,
		      const struct nlattr *a, unsigned int len)
{
	if (pf->have_exact && (len != (unsigned int)pf->exact.bitlen ||
			       !prefix_in(&pf->exact, family, a, (int)len)))
		return false;
	/* root PREFIX: prefixes inside it */
	if (pf->have_root && !prefix_in(&pf->root, family, a, (int)len))
		return false;
	/* match PREFIX: prefixes that contain it */
	if (pf->have_match) {
		struct inet_prefix rp = { .family = family, .bitlen = (int)len };

		if (pf->match.family != family || (int)len > pf->match.bitlen)
			return false;
		if (a)
			memcpy(rp.data, mnl_attr_get_payload(a),
			       family == AF_INET6 ? 16 : 4);
		if (!prefix_in(&rp, family, NULL, 0) &&
		    !inet_prefix_match(&rp, pf->match.data, pf->match.bitlen))
			return false;
	}
	return true;
}

/*
 * "via [FAMILY] PREFIX" against a route's RTA_VIA (its own family) or
 * RTA_GATEWAY (the route's). Of a gateway, the reference looks at as many
 * whole bytes as the family's address length gives: all of an IPv4 or
 * IPv6 one, the first two bytes of an MPLS label (20 bits).
 */
static bool via_match(const struct inet_prefix *p, int family,
		      const struct nlattr **tb)
{
	unsigned char data[INET_MAX_BYTES] = { 0 };

	if (tb[RTA_VIA]) {
		const struct rtvia *v = mnl_attr_get_payload(tb[RTA_VIA]);
		size_t len = mnl_attr_get_payload_len(tb[RTA_VIA]);

		if (len < sizeof(*v))
			return false;
		len -= sizeof(*v);
		memcpy(data, v->rtvia_addr, len < sizeof(data) ? len : sizeof(data));
		family = v->rtvia_family;
	} else if (tb[RTA_GATEWAY]) {
		size_t n = (size_t)addr_bits(family) / 8;

		if (mnl_attr_get_payload_len(tb[RTA_GATEWAY]) < n)
			return false;
		memcpy(data, mnl_attr_get_payload(tb[RTA_GATEWAY]), n);
	} else {
		return false;
	}
	return p->family == family &&
	       inet_prefix_match(p, data, (int)sizeof(data) * 8);
}

bool route_match(const struct nlmsghdr *nlh, const struct route_filter *f)
{
	const struct rtmsg *r = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[RTA_MAX + 1] = { NULL };
	uint32_t table;

	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*r))
		return false;
	mnl_attr_parse(nlh, sizeof(*r), rta_cb, tb);
	if (f->family && r->rtm_family != f->family)
		return false;
	table = route_table(r, tb);
	if (!f->table_all && table != (f->have_table ? f->table : RT_TABLE_MAIN))
		return false;
	if (f->cloned != !!(r->rtm_flags & RTM_F_CLONED))
		return false;
	if (f->have_proto && r->rtm_protocol != f->proto)
		return false;
	if (f->have_scope && r->rtm_scope != f->scope)
		return false;
	if (f->have_type && r->rtm_type != f->type)
		return false;
	if (f->oif && (!tb[RTA_OIF] ||
		       (int)mnl_attr_get_u32(tb[RTA_OIF]) != f->oif))
		return false;
	if (f->iif && (!tb[RTA_IIF] ||
		       (int)mnl_attr_get_u32(tb[RTA_IIF]) != f->iif))
		return false;
	if (f->have_metric && (!tb[RTA_PRIORITY] ||
			       mnl_attr_get_u32(tb[RTA_PRIORITY]) != f->metric))
		return false;
	if (f->have_via && !via_match(&f->via, r->rtm_family, tb))
		return false;
	if (f->have_src && (!addr_ok(r->rtm_family, tb[RTA_PREFSRC]) ||
			    !prefix_in(&f->prefsrc, r->rtm_family,
				       tb[RTA_PREFSRC],
				       addr_bits(r->rtm_family))))
		return false;
	if (tb[RTA_DST] && !addr_ok(r->rtm_family, tb[RTA_DST]))
		return false;
	if (tb[RTA_SRC] && !addr_ok(r->rtm_family, tb[RTA_SRC]))
		return false;
	if (!pfx_match(&f->dst, r->rtm_family, tb[RTA_DST], r->rtm_dst_len) ||
	    !pfx_match(&f->src, r->rtm_family, tb[RTA_SRC], r->rtm_src_len))
		return false;
	if (f->have_tos && r->rtm_tos != f->tos)
		return false;
	if (f->have_mark &&
	    (tb[RTA_MARK] ? mnl_attr_get_u32(tb[RTA_MARK]) : 0) != f->mark)
		return false;
	if (f->have_realm) {
		uint32_t flow = tb[RTA_FLOW] ? mnl_attr_get_u32(tb[RTA_FLOW]) : 0;

		if ((flow & f->realmmask) != f->realm)
			return false;
	}
	return true;
}

static void print_rt_flags(unsigned int flags)
{
	static const struct { unsigned int flag; const char *name; } names[] = {
		{ RTNH_F_DEAD, "dead" }, { RTNH_F_ONLINK, "onlink" },
		{ RTNH_F_PERVASIVE, "pervasive" },
		{ RTNH_F_OFFLOAD, "offload" }, { RTNH_F_TRAP, "trap" },
		{ RTM_F_NOTIFY, "notify" }, { RTNH_F_LINKDOWN, "linkdown" },
		{ RTNH_F_UNRESOLVED, "unresolved" },
		{ RTM_F_OFFLOAD, "rt_offload" }, { RTM_F_TRAP, "rt_trap" },
		{ RTM_F_OFFLOAD_FAILED, "rt_offload_failed" },
	};

	pr_open_array(PR_JSON, "flags");
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (flags & names[i].flag) {
			pr_str(PR_JSON, NULL, NULL, names[i].name);
			pr_str(PR_FP, NULL, "%s ", names[i].name);
		}
	pr_close_array(PR_JSON, NULL);
}

static const char *const rtax_names[RTAX_MAX + 1] = {
	[RTAX_MTU] = "mtu", [RTAX_WINDOW] = "window", [RTAX_RTT] = "rtt",
	[RTAX_RTTVAR] = "rttvar", [RTAX_SSTHRESH] = "ssthresh",
	[RTAX_CWND] = "cwnd", [RTAX_ADVMSS] = "advmss",
	[RTAX_REORDERING] = "reordering", [RTAX_HOPLIMIT] = "hoplimit",
	[RTAX_INITCWND] = "initcwnd", [RTAX_FEATURES] = "features",
	[RTAX_RTO_MIN] = "rto_min", [RTAX_INITRWND] = "initrwnd",
	[RTAX_QUICKACK] = "quickack", [RTAX_CC_ALGO] = "congctl",
	[RTAX_FASTOPEN_NO_COOKIE] = "fastopen_no_cookie",
};

static void print_metrics(const struct nlattr *nest)
{
	const struct nlattr *mx[RTAX_MAX + 1] = { NULL };
	const struct nlattr *a;
	uint32_t lock = 0;

	mnl_attr_for_each_nested(a, nest)
		if (mnl_attr_get_type(a) <= RTAX_MAX)
			mx[mnl_attr_get_type(a)] = a;
	if (mx[RTAX_LOCK] && mnl_attr_get_payload_len(mx[RTAX_LOCK]) >= 4)
		lock = mnl_attr_get_u32(mx[RTAX_LOCK]);
	pr_open_array(PR_JSON, "metrics");
	pr_open_object(NULL);
	for (int i = 2; i <= RTAX_MAX; i++) {
		uint32_t v;

		if (!mx[i] || !rtax_names[i])
			continue;
		if (i == RTAX_CC_ALGO) {
			if (mnl_attr_validate(mx[i], MNL_TYPE_NUL_STRING))
				continue;
			pr_text("congctl ");
			if (lock & (1u << i))
				pr_text("lock ");
			pr_str(PR_ANY, "congestion", "%s ",
			       mnl_attr_get_str(mx[i]));
			continue;
		}
		if (mnl_attr_get_payload_len(mx[i]) < 4)
			continue;
		v = mnl_attr_get_u32(mx[i]);
		pr_text("%s ", rtax_names[i]);
		if (lock & (1u << i))
			pr_text("lock ");
		switch (i) {
		case RTAX_FEATURES:
			if (v & RTAX_FEATURE_ECN) {
				pr_null(PR_JSON, "ecn", NULL, NULL);
				pr_text("ecn ");
				v &= ~RTAX_FEATURE_ECN;
			}
			if (v)
				pr_hex(PR_ANY, NULL, "0x%x ", v);
			break;
		case RTAX_RTT:
		case RTAX_RTTVAR:
		case RTAX_RTO_MIN:
			if (i == RTAX_RTT)
				v /= 8;
			else if (i == RTAX_RTTVAR)
				v /= 4;
			pr_uint(PR_JSON, rtax_names[i], NULL, v);
			if (v >= 1000)
				pr_text("%gs ", v / 1e3);
			else
				pr_text("%ums ", v);
			break;
		default:
			pr_uint(PR_ANY, rtax_names[i], "%u ", v);
		}
	}
	pr_close_object();
	pr_close_array(PR_JSON, NULL);
}

static void print_gateway(int family, const struct nlattr *gw)
{
	char buf[64];

	pr_text("via ");
	pr_cstr(PR_ANY, family == AF_INET6 ? CLR_INET6 : CLR_INET, "gateway",
		"%s ", fmt_addr(family, gw, buf, sizeof(buf)));
}

static void print_via(const struct nlattr *via)
{
	const struct rtvia *v = mnl_attr_get_payload(via);
	size_t len = mnl_attr_get_payload_len(via);
	char buf[INET_MAX_LABELS * 8 + 1];

	/* the address must be all there for its family */
	if (len < sizeof(*v) + 4 ||
	    (v->rtvia_family == AF_INET6 && len < sizeof(*v) + 16))
		return;
	pr_open_object("via");
	pr_text("via ");
	pr_str(PR_ANY, "family", "%s ", family_name(v->rtvia_family));
	pr_str(PR_ANY, "host", "%s ",
	       inet_fmt_len(v->rtvia_family, v->rtvia_addr, len - sizeof(*v),
			    buf, sizeof(buf)));
	pr_close_object();
}

static void print_multipath(const struct rtmsg *r, const struct nlattr *mp)
{
	const struct rtnexthop *nh = mnl_attr_get_payload(mp);
	int len = (int)mnl_attr_get_payload_len(mp);

	pr_open_array(PR_JSON, "nexthops");
	while (len >= (int)sizeof(*nh) && nh->rtnh_len >= sizeof(*nh) &&
	       nh->rtnh_len <= len) {
		const struct nlattr *tb[RTA_MAX + 1] = { NULL };
		const struct nlattr *attr;
		int alen = nh->rtnh_len - (int)sizeof(*nh);

		mnl_attr_for_each_payload((const void *)(nh + 1), (size_t)alen)
			if (mnl_attr_get_type(attr) <= RTA_MAX)
				tb[mnl_attr_get_type(attr)] = attr;
		pr_open_object(NULL);
		pr_text("%s\tnexthop ", pr_sl());
		encap_print(tb[RTA_ENCAP_TYPE], tb[RTA_ENCAP]);
		print_newdst(r->rtm_family, tb[RTA_NEWDST]);
		if (addr_ok(r->rtm_family, tb[RTA_GATEWAY]))
			print_gateway(r->rtm_family, tb[RTA_GATEWAY]);
		if (tb[RTA_VIA])
			print_via(tb[RTA_VIA]);
		pr_str(PR_ANY, "dev", "dev %s ",
		       ll_idx_n2a((int)nh->rtnh_ifindex));
		/* MPLS nexthops go without their weight */
		if (r->rtm_family != AF_MPLS)
			pr_uint(PR_ANY, "weight", "weight %u ",
				nh->rtnh_hops + 1u);
		print_rt_flags(nh->rtnh_flags);
		pr_close_object();
		len -= NLMSG_ALIGN(nh->rtnh_len);
		nh = (const struct rtnexthop *)((const char *)nh +
						NLMSG_ALIGN(nh->rtnh_len));
	}
	pr_close_array(PR_JSON, NULL);
}

static void print_cacheinfo(const struct rtmsg *r,
			    const struct rta_cacheinfo *ci)
{
	/* IPv6 exceptions print their expiry on the route's own line */
	bool cloned = (r->rtm_flags & RTM_F_CLONED) &&
		      r->rtm_family == AF_INET;

	if (cloned) {
		/* the route cache's own flags, RTCF_* of <linux/in_route.h> */
		static const struct { unsigned int bit; const char *name; }
		rtcf[] = {
			{ 0x80000000u, "local" }, { 0x40000000u, "reject" },
			{ 0x20000000u, "mc" }, { 0x10000000u, "brd" },
			{ 0x08000000u, "dst-nat" }, { 0x04000000u, "src-direct" },
			{ 0x01000000u, "redirect" }, { 0x00800000u, "src-nat" },
			{ 0x00400000u, "masq" }, { 0x00200000u, "fast" },
			{ 0x00080000u, "tproxy" }, { 0x00040000u, "redirected" },
			{ 0x00020000u, "dst-direct" }, { 0x00010000u, "notify" },
		};
		bool first = true;

		pr_text("%s    cache ", pr_sl());
		pr_open_array(PR_JSON, "cache");
		for (size_t i = 0; i < sizeof(rtcf) / sizeof(rtcf[0]); i++) {
			if (!(r->rtm_flags & rtcf[i].bit))
				continue;
			pr_str(PR_JSON, NULL, NULL, rtcf[i].name);
			pr_text("%s%s", first ? "<" : ",", rtcf[i].name);
			first = false;
		}
		if (!first)
			pr_text("> ");
		if (ci && ci->rta_expires)
			pr_int(PR_ANY, "expires", "expires %dsec ",
			       (int)(ci->rta_expires / 100));
		if (ci && show_stats) {
			if (ci->rta_clntref)
				pr_uint(PR_ANY, "users", "users %u ",
					ci->rta_clntref);
			if (ci->rta_used)
				pr_uint(PR_ANY, "used", "used %u ",
					ci->rta_used);
			if (ci->rta_lastuse)
				pr_uint(PR_ANY, "age", "age %usec ",
					ci->rta_lastuse / 100);
		}
		pr_close_array(PR_JSON, NULL);
		return;
	}
	if (ci && ci->rta_expires)
		pr_int(PR_ANY, "expires", "expires %dsec ",
		       (int)(ci->rta_expires / 100));
}

int route_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct route_filter *f = data;
	const struct rtmsg *r = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[RTA_MAX + 1] = { NULL };
	int fam;
	uint32_t table;
	char buf[INET_MAX_LABELS * 8 + 1], nbuf[32];

	if (nlh->nlmsg_type != RTM_NEWROUTE && nlh->nlmsg_type != RTM_DELROUTE)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*r))
		return MNL_CB_OK;
	if (r->rtm_family != AF_INET && r->rtm_family != AF_INET6 &&
	    r->rtm_family != AF_MPLS)
		return MNL_CB_OK;
	if (!f->get && !route_match(nlh, f))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*r), rta_cb, tb);
	fam = r->rtm_family;
	table = route_table(r, tb);

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELROUTE)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	if (r->rtm_type != RTN_UNICAST || show_details)
		pr_str(PR_ANY, "type", "%s ",
		       rtn_type_name(r->rtm_type, nbuf, sizeof(nbuf)));

	if (tb[RTA_DST] && addr_ok(fam, tb[RTA_DST])) {
		char pfx[sizeof(buf) + 16];

		fmt_addr(fam, tb[RTA_DST], buf, sizeof(buf));
		if (r->rtm_dst_len != addr_bits(fam))
			snprintf(pfx, sizeof(pfx), "%s/%u", buf, r->rtm_dst_len);
		else
			snprintf(pfx, sizeof(pfx), "%s", buf);
		pr_cstr(PR_ANY, fam == AF_INET6 ? CLR_INET6 : CLR_INET, "dst",
			"%s ", pfx);
	} else if (r->rtm_dst_len) {
		snprintf(buf, sizeof(buf), "0/%u", r->rtm_dst_len);
		pr_str(PR_ANY, "dst", "%s ", buf);
	} else {
		pr_str(PR_ANY, "dst", "%s ", "default");
	}
	if (tb[RTA_SRC] && addr_ok(fam, tb[RTA_SRC])) {
		char pfx[sizeof(buf) + 16];

		fmt_addr(fam, tb[RTA_SRC], buf, sizeof(buf));
		if (r->rtm_src_len != addr_bits(fam))
			snprintf(pfx, sizeof(pfx), "%s/%u", buf, r->rtm_src_len);
		else
			snprintf(pfx, sizeof(pfx), "%s", buf);
		pr_text("from ");
		pr_cstr(PR_ANY, fam == AF_INET6 ? CLR_INET6 : CLR_INET, "from",
			"%s ", pfx);
	} else if (r->rtm_src_len) {
		snprintf(buf, sizeof(buf), "0/%u", r->rtm_src_len);
		pr_str(PR_ANY, "src", "from %s ", buf);
	}
	if (tb[RTA_NH_ID] && mnl_attr_get_payload_len(tb[RTA_NH_ID]) >= 4)
		pr_uint(PR_ANY, "nhid", "nhid %u ",
			mnl_attr_get_u32(tb[RTA_NH_ID]));
	print_newdst(fam, tb[RTA_NEWDST]);
	encap_print(tb[RTA_ENCAP_TYPE], tb[RTA_ENCAP]);
	if (r->rtm_tos && !f->have_tos)
		pr_str(PR_ANY, "tos", "tos %s ",
		       table_n2a(&tbl_rt_dsfield, r->rtm_tos, nbuf,
				 sizeof(nbuf)));
	if (addr_ok(fam, tb[RTA_GATEWAY]) && !f->have_via)
		print_gateway(fam, tb[RTA_GATEWAY]);
	if (tb[RTA_VIA])
		print_via(tb[RTA_VIA]);
	if (tb[RTA_OIF] && !f->oif)
	{
		pr_text("dev ");
		pr_cstr(PR_ANY, CLR_IFNAME, "dev", "%s ",
			ll_idx_n2a((int)mnl_attr_get_u32(tb[RTA_OIF])));
	}
	if ((table != RT_TABLE_MAIN || show_details) &&
	    (f->table_all || f->get))
		pr_str(PR_ANY, "table", "table %s ",
		       table_n2a(&tbl_rt_tables, table, nbuf, sizeof(nbuf)));
	if ((r->rtm_protocol != RTPROT_BOOT || show_details) &&
	    !f->have_proto && !(r->rtm_flags & RTM_F_CLONED))
		pr_str(PR_ANY, "protocol", "proto %s ",
		       table_n2a(&tbl_rt_protos, r->rtm_protocol, nbuf,
				 sizeof(nbuf)));
	if ((r->rtm_scope != RT_SCOPE_UNIVERSE || show_details) &&
	    !f->have_scope && !(r->rtm_flags & RTM_F_CLONED))
		pr_str(PR_ANY, "scope", "scope %s ",
		       table_n2a(&tbl_rt_scopes, r->rtm_scope, nbuf,
				 sizeof(nbuf)));
	if (addr_ok(fam, tb[RTA_PREFSRC]) && !f->have_src) {
		pr_text("src ");
		pr_cstr(PR_ANY, fam == AF_INET6 ? CLR_INET6 : CLR_INET,
			"prefsrc", "%s ",
			fmt_addr(fam, tb[RTA_PREFSRC], buf, sizeof(buf)));
	}
	if (tb[RTA_PRIORITY] && !f->have_metric)
		pr_uint(PR_ANY, "metric", "metric %u ",
			mnl_attr_get_u32(tb[RTA_PRIORITY]));
	print_rt_flags(r->rtm_flags);
	if (tb[RTA_MARK]) {
		uint32_t mark = mnl_attr_get_u32(tb[RTA_MARK]);

		if (mark)
			pr_uint(PR_ANY, "mark", "mark %u ", mark);
	}
	if (tb[RTA_FLOW]) {
		uint32_t to = mnl_attr_get_u32(tb[RTA_FLOW]);
		uint32_t from = to >> 16;
		char b2[32];

		to &= 0xffff;
		if (from)
			snprintf(buf, sizeof(buf), "%s/%s",
				 table_n2a(&tbl_rt_realms, from, nbuf,
					   sizeof(nbuf)),
				 table_n2a(&tbl_rt_realms, to, b2, sizeof(b2)));
		else
			snprintf(buf, sizeof(buf), "%s",
				 table_n2a(&tbl_rt_realms, to, nbuf,
					   sizeof(nbuf)));
		pr_str(PR_ANY, "realms", from ? "realms %s " : "realm %s ", buf);
	}
	if (tb[RTA_UID])
		pr_uint(PR_ANY, "uid", "uid %u ", mnl_attr_get_u32(tb[RTA_UID]));
	if (fam == AF_INET || tb[RTA_CACHEINFO])
		print_cacheinfo(r, tb[RTA_CACHEINFO] ?
				mnl_attr_get_payload(tb[RTA_CACHEINFO]) : NULL);
	if (tb[RTA_METRICS])
		print_metrics(tb[RTA_METRICS]);
	if (tb[RTA_IIF] && !f->iif)
		pr_str(PR_ANY, "iif", "iif %s ",
		       ll_idx_n2a((int)mnl_attr_get_u32(tb[RTA_IIF])));
	if (tb[RTA_PREF]) {
		uint8_t p = mnl_attr_get_u8(tb[RTA_PREF]);
		const char *n = p == ICMPV6_ROUTER_PREF_LOW ? "low" :
				p == ICMPV6_ROUTER_PREF_MEDIUM ? "medium" :
				p == ICMPV6_ROUTER_PREF_HIGH ? "high" : NULL;

		if (n)
			pr_str(PR_ANY, "pref", "pref %s", n);
		else
			pr_uint(PR_ANY, "pref", "%u", p);
	}
	if (tb[RTA_TTL_PROPAGATE] &&
	    mnl_attr_get_payload_len(tb[RTA_TTL_PROPAGATE]) >= 1) {
		bool on = mnl_attr_get_u8(tb[RTA_TTL_PROPAGATE]);

		/* the reference's spelling */
		pr_bool(PR_JSON, "ttl-propogate", NULL, on);
		pr_text("ttl-propogate %s", on ? "enabled" : "disabled");
	}
	/* after pref, as the reference: a multipath route ends with them */
	if (tb[RTA_MULTIPATH])
		print_multipath(r, tb[RTA_MULTIPATH]);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

uint32_t route_vrf_table(const char *name)
{
	struct vrf_info vi;

	if (vrf_lookup(name, &vi) || !vi.is_vrf || !vi.table)
		invarg("Invalid VRF\n", name);
	return vi.table;
}

/* [root|match|exact] PREFIX, for "to" (the default word) and "from". */
static void parse_pfx_filter(struct args *a, struct route_filter *f,
			     struct route_pfx_filter *pf, bool dst)
{
	const char *t = args_cur(a);
	struct inet_prefix *p;

	/*
	 * The reference keeps two prefixes, root and match; exact sets both,
	 * and a later root or match replaces only its half of it
	 * ("to 198.51.100.7 root 0/0", as vpnc-script asks: the routes that
	 * cover the address).
	 */
	if (matches(t, "root")) {
		if (pf->have_exact) {
			pf->match = pf->exact;
			pf->have_match = true;
			pf->have_exact = false;
		}
		p = &pf->root;
		pf->have_root = true;
		t = args_next(a);
	} else if (matches(t, "match")) {
		if (pf->have_exact) {
			pf->root = pf->exact;
			pf->have_root = true;
			pf->have_exact = false;
		}
		p = &pf->match;
		pf->have_match = true;
		t = args_next(a);
	} else {
		if (matches(t, "exact"))
			t = args_next(a);
		p = &pf->exact;
		pf->have_exact = true;
		pf->have_root = pf->have_match = false;
	}
	if ((is(t, "default") || is(t, "all") || is(t, "any")) &&
	    f->family != AF_MPLS) {
		memset(p, 0, sizeof(*p));
		p->family = f->family ? f->family : AF_INET;
		p->bytelen = p->family == AF_INET6 ? 16 : 4;
		/* all/any: the zero-length prefix under -4/-6 (like
		 * default), no condition at all when the family is open */
		if (is(t, "default") || f->family)
			p->has_len = true;
		else if (p == &pf->match)
			pf->have_match = false;
		else if (p == &pf->root)
			pf->have_root = false;
		else
			pf->have_exact = false;
	} else if (inet_parse_prefix(p, t, f->family)) {
		inet_prefix_error(t, f->family);
	}
	/* the prefix does not choose the family: without -4/-6 (or
	 * "table all") the reference lists and flushes IPv4 only, and an
	 * IPv6 prefix then matches nothing */
}

/* REALM or FROM/TO, and which halves of RTA_FLOW it selects. */
static void parse_realm_filter(const char *t, struct route_filter *f)
{
	char tmp[64];
	char *slash;
	uint32_t from = 0, to = 0;

	snprintf(tmp, sizeof(tmp), "%s", t);
	slash = strchr(tmp, '/');
	if (slash) {
		*slash = '\0';
		if (*tmp && table_a2n(&tbl_rt_realms, &from, tmp))
			invarg("invalid realms\n", t);
		if (slash[1] && table_a2n(&tbl_rt_realms, &to, slash + 1))
			invarg("invalid realms\n", t);
	} else if (table_a2n(&tbl_rt_realms, &to, tmp)) {
		invarg("invalid realms\n", t);
	}
	if (from > 0xffff || to > 0xffff)
		invarg("invalid realms\n", t);
	f->realm = from << 16 | to;
	f->realmmask = ~0u;
	/* "5/": any destination realm; "5" or "/5": any source realm */
	if (!to && t[strlen(t) - 1] == '/')
		f->realmmask &= ~0xffffu;
	if (!from && (!slash || t[0] == '/'))
		f->realmmask &= ~0xffff0000u;
	f->have_realm = true;
}

/*
 * The selectors of `ip route show/flush`, keyword by keyword in the order
 * that decides the reference's abbreviations ("t" is table, "m" metric,
 * "ma" match, "r" realms, "d" dsfield, "s" scope, "v" vrf).
 */
static void parse_selectors(struct args *a, struct route_filter *f)
{
	while (args_more(a)) {
		const char *w = args_cur(a);
		uint32_t v;

		if (matches(w, "table")) {
			const char *t = args_next(a);

			f->have_table = true;
			if (is(t, "all")) {
				f->table_all = true;
				f->other_table = true;
			} else if (is(t, "cache")) {
				f->cloned = true;
			} else if (route_table_parse(t, &v)) {
				invarg("table id value is invalid\n", t);
			} else {
				f->table = v;
				f->table_all = v == 0;
				f->other_table = v != RT_TABLE_MAIN;
			}
		} else if (matches(w, "vrf")) {
			const char *t = args_next(a);

			f->table = route_vrf_table(t);
			f->have_table = true;
			f->table_all = false;
			f->other_table = f->table != RT_TABLE_MAIN;
		} else if (matches(w, "cached") || matches(w, "cloned")) {
			f->cloned = true;
		} else if (is(w, "tos") || matches(w, "dsfield")) {
			const char *t = args_next(a);

			if (table_a2n(&tbl_rt_dsfield, &f->tos, t) ||
			    f->tos > 255)
				invarg("TOS value is invalid\n", t);
			f->have_tos = true;
		} else if (matches(w, "protocol")) {
			const char *t = args_next(a);

			if (table_a2n(&tbl_rt_protos, &f->proto, t) ||
			    f->proto > 255)
				invarg("invalid \"protocol\"\n", t);
			f->have_proto = true;
		} else if (matches(w, "scope")) {
			const char *t = args_next(a);

			if (table_a2n(&tbl_rt_scopes, &f->scope, t) ||
			    f->scope > 255)
				invarg("invalid \"scope\"\n", t);
			f->have_scope = true;
		} else if (matches(w, "type")) {
			const char *t = args_next(a);

			if (rtn_type_parse(t, &f->type))
				invarg("node type value is invalid\n", t);
			f->have_type = true;
		} else if (is(w, "dev") || is(w, "oif") || is(w, "iif")) {
			const char *d = args_next(a);
			int idx = ll_name_to_index(d);

			if (!idx) {
				fprintf(stderr, "Cannot find device \"%s\"\n", d);
				ip_line_fail(1);
			}
			if (is(w, "iif"))
				f->iif = idx;
			else
				f->oif = idx;
		} else if (is(w, "mark")) {
			const char *t = args_next(a);

			if (get_u32(&f->mark, t, 0))
				invarg("invalid mark value\n", t);
			f->have_mark = true;
		} else if (matches(w, "metric") || matches(w, "priority") ||
			   is(w, "preference")) {
			const char *t = args_next(a);

			if (get_u32(&f->metric, t, 0))
				invarg("\"metric\" value is invalid\n", t);
			f->have_metric = true;
		} else if (is(w, "via")) {
			const char *t = args_next(a);
			int fam = route_via_family(t);

			/* via [ inet | inet6 | mpls | link | bridge ] */
			if (fam == AF_UNSPEC)
				fam = f->family;
			else
				t = args_next(a);
			if (fam == AF_PACKET || inet_parse_prefix(&f->via, t, fam))
				inet_prefix_error(t, fam);
			f->have_via = true;
		} else if (is(w, "src")) {
			const char *t = args_next(a);

			if (inet_parse_prefix(&f->prefsrc, t, f->family))
				inet_prefix_error(t, f->family);
			f->have_src = true;
		} else if (matches(w, "realms") || matches(w, "realm")) {
			parse_realm_filter(args_next(a), f);
		} else if (matches(w, "from")) {
			args_next(a);
			parse_pfx_filter(a, f, &f->src, false);
		} else {
			if (is(w, "to"))
				args_next(a);
			parse_pfx_filter(a, f, &f->dst, true);
		}
		args_skip(a);
	}
}

struct flush_ctx {
	struct route_filter *f;
	struct msglist l;
};

static int collect_cb(const struct nlmsghdr *nlh, void *data)
{
	struct flush_ctx *c = data;

	if (nlh->nlmsg_type == RTM_NEWROUTE && route_match(nlh, c->f))
		msglist_add(&c->l, nlh);
	return MNL_CB_OK;
}

/*
 * A dump that the kernel filters as the reference asks it to (strict
 * checking): the table, the output device, the protocol and the cloned
 * flag go in the request; the rest is filtered here.
 */
static int dump_routes(const struct route_filter *f, nl_cb_t cb, void *data)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETROUTE, 0);
	struct rtmsg *r = nl_msg_put_extra(nlh, sizeof(*r));
	int err;

	r->rtm_family = (unsigned char)f->family;
	if (f->have_proto)
		r->rtm_protocol = (unsigned char)f->proto;
	if (f->cloned)
		r->rtm_flags |= RTM_F_CLONED;
	if (!f->table_all)
		nl_attr_put_u32(nlh, RTA_TABLE,
				 f->have_table ? f->table : RT_TABLE_MAIN);
	if (f->oif)
		nl_attr_put_u32(nlh, RTA_OIF, (uint32_t)f->oif);
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
	err = nl_dump(nl_main(), nlh, cb, data);
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 0);
	return err;
}

/*
 * A route dump that failed: 0 when the reference takes it as empty (an
 * NLMSG_DONE with ENOENT for the main table), else 2 once reported.
 */
static int dump_failed(int err, const struct route_filter *f)
{
	if (err == -ENOENT && !f->other_table &&
	    nl_dump_failure(err) == NL_DUMP_FAIL_DONE)
		return 0;
	nl_dump_perror(err);
	fprintf(stderr, "Dump terminated\n");
	return 2;
}

static int flush_routes(struct route_filter *f)
{
	int round;

	for (round = 1; round <= (max_flush_loops > 0 ? max_flush_loops : 10);
	     round++) {
		struct flush_ctx c = { .f = f };
		int err = dump_routes(f, collect_cb, &c);

		if (err) {
			nl_dump_perror(err);
			fprintf(stderr, "Flush terminated\n");
			return 2;
		}
		/* -s -s lists a route as its deletion is queued: after a
		 * refused one the reference has listed the whole round */
		int failed = 0;

		for (int i = 0; i < c.l.n; i++) {
			if (!failed) {
				err = nl_resend_as(c.l.m[i], RTM_DELROUTE, 0);
				if (err && err != -ESRCH && err != -ENOENT)
					failed = err;
			}
			if (show_stats > 1) {
				struct route_filter all = *f;

				all.get = true;
				route_print_msg(c.l.m[i], &all);
			}
		}
		if (failed) {
			fflush(stdout);
			fprintf(stderr, "Failed to send flush request: %s\n",
				strerror(-failed));
			msglist_free(&c.l);
			return 2;
		}
		if (!c.l.n) {
			msglist_free(&c.l);
			if (show_stats)
				flush_stats_end(round);
			return 0;
		}
		if (show_stats)
			flush_stats_round(round, c.l.n, "entries");
		msglist_free(&c.l);
	}
	return 0;
}

static int save_cb(const struct nlmsghdr *nlh, void *data)
{
	if (nlh->nlmsg_type != RTM_NEWROUTE || !route_match(nlh, data))
		return MNL_CB_OK;
	return dumpfile_write_cb(nlh, NULL);
}

int route_save(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct route_filter f = { .family = preferred_family == AF_PACKET ?
				  AF_UNSPEC : preferred_family };
	int err;

	parse_selectors(&a, &f);
	if (!f.family && !f.table_all)
		f.family = AF_INET;
	if (dumpfile_begin(DUMP_MAGIC_ROUTE))
		return 1;
	err = dump_routes(&f, save_cb, &f);
	fflush(stdout);
	return err ? dump_failed(err, &f) : 0;
}

int route_showdump(void)
{
	struct route_filter f = { .table_all = true, .have_table = true };

	return dumpfile_read(DUMP_MAGIC_ROUTE, route_print_msg, &f) ? 1 : 0;
}

int route_restore(void)
{
	return dumpfile_read(DUMP_MAGIC_ROUTE, dumpfile_restore_cb, NULL) ?
	       1 : 0;
}

static int flush_ipv4_cache(void)
{
	static const char path[] = "/proc/sys/net/ipv4/route/flush";
	FILE *fp = fopen(path, "w");

	/* the reference reports a failure here and goes on as if the
	 * cache were flushed (exit status 0) */
	if (!fp) {
		fprintf(stderr, "Cannot open \"%s\": %s\n", path,
			strerror(errno));
	} else {
		int bad = fputs("-1", fp) < 0;

		if (fclose(fp) || bad)
			fprintf(stderr, "Cannot flush routing cache: %s\n",
				strerror(errno));
	}
	if (show_stats)
		printf("*** IPv4 routing cache is flushed.\n");
	return 0;
}

int route_show(int argc, char **argv, bool flush)
{
	struct args a = { argc, argv };
	struct route_filter f = { .family = preferred_family };
	int err;

	if (flush && argc <= 0) {
		fprintf(stderr, "\"ip route flush\" requires arguments.\n");
		return 1;
	}
	parse_selectors(&a, &f);
	if (!f.family && !f.table_all)
		f.family = AF_INET;
	if (flush && f.cloned && f.family != AF_INET6) {
		/* the IPv4 cache (PMTU exceptions included) goes by the
		 * sysctl, and the reference stops there for IPv4 */
		int rc = flush_ipv4_cache();

		if (rc || f.family == AF_INET)
			return rc;
	}
	if (flush)
		return flush_routes(&f);
	pr_json_begin();
	err = dump_routes(&f, route_print_msg, &f);
	if (err)
		err = dump_failed(err, &f);
	if (err)
		pr_json_leave_open();
	else
		pr_json_end();
	return err;
}
