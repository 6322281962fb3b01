// SPDX-License-Identifier: GPL-2.0
/* route.c — `ip route`: add, change, replace, append, prepend, del, get */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <linux/icmpv6.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "encap.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "route.h"

static const char route_usage_text[] =
"Usage: ip route { list | flush } SELECTOR\n"
"       ip route save SELECTOR\n"
"       ip route restore\n"
"       ip route showdump\n"
"       ip route get [ ROUTE_GET_FLAGS ] ADDRESS\n"
"                            [ from ADDRESS iif STRING ]\n"
"                            [ oif STRING ] [ tos TOS ]\n"
"                            [ mark NUMBER ] [ vrf NAME ]\n"
"                            [ uid NUMBER ] [ ipproto PROTOCOL ]\n"
"                            [ sport NUMBER ] [ dport NUMBER ]\n"
"       ip route { add | del | change | append | replace } ROUTE\n"
"SELECTOR := [ root PREFIX ] [ match PREFIX ] [ exact PREFIX ]\n"
"            [ table TABLE_ID ] [ vrf NAME ] [ proto RTPROTO ]\n"
"            [ type TYPE ] [ scope SCOPE ]\n"
"ROUTE := NODE_SPEC [ INFO_SPEC ]\n"
"NODE_SPEC := [ TYPE ] PREFIX [ tos TOS ]\n"
"             [ table TABLE_ID ] [ proto RTPROTO ]\n"
"             [ scope SCOPE ] [ metric METRIC ]\n"
"             [ ttl-propagate { enabled | disabled } ]\n"
"INFO_SPEC := { NH | nhid ID } OPTIONS FLAGS [ nexthop NH ]...\n"
"NH := [ encap ENCAPTYPE ENCAPHDR ] [ via [ FAMILY ] ADDRESS ]\n"
"      [ dev STRING ] [ weight NUMBER ] NHFLAGS\n"
"FAMILY := [ inet | inet6 | mpls | bridge | link ]\n"
"OPTIONS := FLAGS [ mtu NUMBER ] [ advmss NUMBER ] [ as [ to ] ADDRESS ]\n"
"           [ rtt TIME ] [ rttvar TIME ] [ reordering NUMBER ]\n"
"           [ window NUMBER ] [ cwnd NUMBER ] [ initcwnd NUMBER ]\n"
"           [ ssthresh NUMBER ] [ realms REALM ] [ src ADDRESS ]\n"
"           [ rto_min TIME ] [ hoplimit NUMBER ] [ initrwnd NUMBER ]\n"
"           [ features FEATURES ] [ quickack BOOL ] [ congctl NAME ]\n"
"           [ pref PREF ] [ expires TIME ] [ fastopen_no_cookie BOOL ]\n"
"TYPE := { unicast | local | broadcast | multicast | throw |\n"
"          unreachable | prohibit | blackhole | nat }\n"
"TABLE_ID := [ local | main | default | all | NUMBER ]\n"
"SCOPE := [ host | link | global | NUMBER ]\n"
"NHFLAGS := [ onlink | pervasive ]\n"
"RTPROTO := [ kernel | boot | static | NUMBER ]\n"
"PREF := [ low | medium | high ]\n"
"TIME := NUMBER[s|ms]\n"
"BOOL := [1|0]\n"
"FEATURES := ecn\n"
"ENCAPTYPE := [ mpls | ip | ip6 | seg6 | seg6local | rpl | ioam6 | xfrm ]\n"
"ENCAPHDR := [ MPLSLABEL | SEG6HDR | SEG6LOCAL | IOAM6HDR | XFRMINFO ]\n"
"SEG6HDR := [ mode SEGMODE ] segs ADDR1,ADDRi,ADDRn [hmac HMACKEYID] [cleanup]\n"
"SEGMODE := [ encap | encap.red | inline | l2encap | l2encap.red ]\n"
"SEG6LOCAL := action ACTION [ OPTIONS ] [ count ]\n"
"ACTION := { End | End.X | End.T | End.DX2 | End.DX6 | End.DX4 |\n"
"            End.DT6 | End.DT4 | End.DT46 | End.B6 | End.B6.Encaps |\n"
"            End.BM | End.S | End.AS | End.AM | End.BPF }\n"
"OPTIONS := OPTION [ OPTIONS ]\n"
"OPTION := { flavors FLAVORS | srh SEG6HDR | nh4 ADDR | nh6 ADDR | iif DEV | oif DEV |\n"
"            table TABLEID | vrftable TABLEID | endpoint PROGNAME }\n"
"FLAVORS := { FLAVOR[,FLAVOR] }\n"
"FLAVOR := { psp | usp | usd | next-csid }\n"
"IOAM6HDR := trace prealloc type IOAM6_TRACE_TYPE ns IOAM6_NAMESPACE size IOAM6_TRACE_SIZE\n"
"XFRMINFO := if_id IF_ID [ link_dev LINK ]\n"
"ROUTE_GET_FLAGS := [ fibmatch ]\n"
;

void route_usage(void)
{
	fputs(route_usage_text, stderr);
	exit(255);
}

static int dev_index(const char *name)
{
	int idx = ll_name_to_index(name);

	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		ip_line_fail(1);
	}
	return idx;
}

/* Metric keywords that take a plain number. */
static const struct { const char *kw; int rtax; } num_metrics[] = {
	{ "mtu", RTAX_MTU }, { "advmss", RTAX_ADVMSS },
	{ "window", RTAX_WINDOW }, { "reordering", RTAX_REORDERING },
	{ "cwnd", RTAX_CWND }, { "initcwnd", RTAX_INITCWND },
	{ "ssthresh", RTAX_SSTHRESH }, { "hoplimit", RTAX_HOPLIMIT },
	{ "initrwnd", RTAX_INITRWND }, { "quickack", RTAX_QUICKACK },
	{ "fastopen_no_cookie", RTAX_FASTOPEN_NO_COOKIE },
	{ NULL, 0 },
};

/*
 * (uint32_t)d the way the reference's build does it on x86-64: through a
 * signed 64-bit conversion (0x8000000000000000 when out of range), then
 * its low 32 bits. C leaves the direct conversion undefined.
 */
static uint32_t u32_of_double(double d)
{
	if (!(d >= 0) || d >= 9223372036854775808.0)
		return 0;
	return (uint32_t)(uint64_t)d;
}

/*
 * TIME := NUMBER[s|sec|secs|ms|msec|msecs]: the reference's reading. A
 * number with a '.' is a floating one (strtod, so "1.5e1" too), any other
 * an integer of strtoul's base 0 (so "010" is 8, "1e3" has a bad suffix
 * and "-1" wraps); a bare number is taken in the kernel's units (raw),
 * with a suffix in ms, times scale. The result is rounded up and at least
 * what the conversion gave; beyond 32 bits it wraps as the reference's.
 */
static uint32_t parse_time(const char *kw, const char *v, unsigned int scale)
{
	char *end;
	double d;
	bool raw = true;
	uint32_t val;
	char msg[64];

	snprintf(msg, sizeof(msg), "\"%s\" value is invalid\n", kw);
	errno = 0;
	if (strchr(v, '.')) {
		d = strtod(v, &end);
		if (end == v || d < 0 || (errno == ERANGE && d == HUGE_VAL))
			invarg(msg, v);
	} else {
		unsigned long u = strtoul(v, &end, 0);

		if (end == v || (u == ULONG_MAX && errno == ERANGE))
			invarg(msg, v);
		d = (double)u;
	}
	if (*end) {
		raw = false;
		if (!strcasecmp(end, "s") || !strcasecmp(end, "sec") ||
		    !strcasecmp(end, "secs"))
			d *= 1000;
		else if (strcasecmp(end, "ms") && strcasecmp(end, "msec") &&
			 strcasecmp(end, "msecs"))
			invarg(msg, v);
	}
	val = u32_of_double(d);
	if ((double)val < d)
		val++;
	/* the kernel's units: 1/8 ms for rtt, 1/4 ms for rttvar */
	return raw ? val : val * scale;
}

struct nh_opts {
	struct inet_prefix gw;
	bool have_gw;
	bool via_other_family;
	int oif;
	unsigned int flags;
	int weight;
	/* a nexthop's "encap": its attributes, copied into the rtnexthop */
	struct nlmsghdr *encap;
	size_t encap_sz;
};

/* Put a gateway as RTA_GATEWAY, or RTA_VIA for another family. */
static void put_gateway(struct nlmsghdr *nlh, const struct nh_opts *nh,
			int family)
{
	if (nh->gw.family == family || !family) {
		nl_attr_put(nlh, RTA_GATEWAY, (size_t)nh->gw.bytelen,
			     nh->gw.data);
	} else {
		char buf[sizeof(struct rtvia) + INET_MAX_BYTES];
		struct rtvia *v = (struct rtvia *)buf;

		v->rtvia_family = (unsigned short)nh->gw.family;
		memcpy(v->rtvia_addr, nh->gw.data, (size_t)nh->gw.bytelen);
		nl_attr_put(nlh, RTA_VIA,
			     sizeof(*v) + (size_t)nh->gw.bytelen, buf);
	}
}

/* The family word "via" may start with: AF_UNSPEC for none. */
int route_via_family(const char *w)
{
	static const struct { const char *name; int af; } fams[] = {
		{ "inet", AF_INET }, { "inet6", AF_INET6 },
		{ "link", AF_PACKET }, { "mpls", AF_MPLS }, { "bridge", AF_BRIDGE }, { NULL, 0 } };

	for (int i = 0; fams[i].name; i++)
		if (!strcmp(w, fams[i].name))
			return fams[i].af;
	return AF_UNSPEC;
}

/*
 * "via [FAMILY] ADDR": the word after "via" is at a's cursor. A route of
 * no family yet takes the gateway's; the gateway is written at once, as
 * the reference does: RTA_GATEWAY in the route's family, else RTA_VIA.
 */
static void parse_via(struct args *a, struct nlmsghdr *nlh,
		      struct nh_opts *nh, int *family)
{
	const char *v = args_cur(a);
	int fam = route_via_family(v);

	if (fam == AF_UNSPEC)
		fam = *family;
	else
		v = args_next(a);
	if (fam == AF_PACKET) {
		int n = parse_lladdr(v, nh->gw.data, sizeof(nh->gw.data));

		if (n < 0) {
			lladdr_error(v);
			/* the reference names the address's first part alone
			 * (its parser cut the word at the colons) */
			fprintf(stderr, "Error: link address is expected rather than \"%.*s\".\n",
				(int)strcspn(v, ":"), v);
			exit(1);
		}
		nh->gw.family = AF_PACKET;
		nh->gw.bytelen = n;
		nh->gw.bitlen = n * 8;
	} else if (inet_parse_addr(&nh->gw, v, fam)) {
		inet_addr_error(v, fam);
	}
	nh->have_gw = true;
	if (!*family)
		*family = nh->gw.family;
	put_gateway(nlh, nh, *family);
}

/* "as [to] ADDR": RTA_NEWDST, the word after "as" at a's cursor. */
static void parse_newdst(struct args *a, struct nlmsghdr *nlh, int *family)
{
	const char *x = args_cur(a);
	struct inet_prefix p;

	if (is(x, "to"))
		x = args_next(a);
	if (inet_parse_addr(&p, x, *family))
		inet_addr_error(x, *family);
	if (!*family)
		*family = p.family;
	nl_attr_put(nlh, RTA_NEWDST, (size_t)p.bytelen, p.data);
}

/* One "nexthop" group: words until the next "nexthop" or the end. */
static void parse_one_nexthop(struct args *a, struct nh_opts *nh, int *family)
{
	nh->weight = 1;
	while (args_more(a) && !is(args_cur(a), "nexthop")) {
		const char *w = args_cur(a);

		if (is(w, "via")) {
			args_next(a);
			parse_via(a, nh->encap, nh, family);
		} else if (is(w, "as")) {
			args_next(a);
			parse_newdst(a, nh->encap, family);
		} else if (is(w, "dev")) {
			const char *d = args_next(a);

			nh->oif = ll_name_to_index(d);
			if (!nh->oif) {
				/* the reference gives up on the whole line */
				fprintf(stderr, "Cannot find device \"%s\"\n", d);
				fprintf(stderr, "Error: cannot parse nexthop\n");
				exit(255);
			}
		} else if (is(w, "weight")) {
			const char *v = args_next(a);
			uint32_t wgt;

			if (get_u32(&wgt, v, 0) || wgt == 0 || wgt > 256)
				invarg("\"weight\" is invalid\n", v);
			nh->weight = (int)wgt;
		} else if (is(w, "onlink")) {
			nh->flags |= RTNH_F_ONLINK;
		} else if (is(w, "pervasive")) {
			nh->flags |= RTNH_F_PERVASIVE;
		} else if (is(w, "encap")) {
			encap_parse(a, nh->encap, nh->encap_sz, RTA_ENCAP,
				    RTA_ENCAP_TYPE);
		} else {
			fprintf(stderr, "Error: \"nexthop\" or end of line is expected instead of \"%s\"\n", w);
			exit(255);
		}
		args_skip(a);
	}
}

/* The family of the first "via" of the nexthops at a's cursor, if any. */
static int nexthop_family(const struct args *a)
{
	for (int i = 0; i + 1 < a->argc; i++) {
		struct inet_prefix p;
		const char *v = a->argv[i + 1];

		if (!is(a->argv[i], "via"))
			continue;
		if (route_via_family(v) != AF_UNSPEC)
			return route_via_family(v);
		if (!inet_parse_addr(&p, v, AF_UNSPEC))
			return p.family;
		return AF_UNSPEC;
	}
	return AF_UNSPEC;
}

static void put_multipath(struct nlmsghdr *nlh, size_t bufsz, struct args *a,
			  int *family)
{
	struct nlattr *mp = nl_attr_nest_start(nlh, RTA_MULTIPATH);

	while (args_more(a) && is(args_cur(a), "nexthop")) {
		char ebuf[NLMSG_HDRLEN + 4 * (ENCAP_MAX + 16)];
		struct nh_opts nh = { .encap = nl_msg_init(ebuf),
				      .encap_sz = sizeof(ebuf) };
		struct rtnexthop *rtnh;
		size_t start, elen;

		args_skip(a);
		if (!args_more(a)) {
			fprintf(stderr,
				"Error: unexpected end of line after \"nexthop\"\n");
			exit(255);
		}
		parse_one_nexthop(a, &nh, family);
		elen = nh.encap->nlmsg_len - NLMSG_HDRLEN;
		if (nlh->nlmsg_len + 64 + elen > bufsz) {
			fprintf(stderr, "Error: too many nexthops.\n");
			exit(1);
		}
		start = nlh->nlmsg_len;
		rtnh = nl_msg_put_extra(nlh, sizeof(*rtnh));
		rtnh->rtnh_flags = (unsigned char)nh.flags;
		rtnh->rtnh_hops = (unsigned char)(nh.weight - 1);
		rtnh->rtnh_ifindex = nh.oif;
		nl_msg_inherit(nlh, nh.encap);
		if (elen) {
			nl_msg_put_raw(nlh, mnl_nlmsg_get_payload(nh.encap),
				       elen);
		}
		rtnh = (struct rtnexthop *)((char *)nlh + start);
		rtnh->rtnh_len = (unsigned short)(nlh->nlmsg_len - start);
	}
	nl_attr_nest_end(nlh, mp);
}

static int route_modify(int cmd, unsigned int flags, int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	char mxbuf[1024];
	struct nlmsghdr *mx = (struct nlmsghdr *)mxbuf;
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd, (uint16_t)flags);
	struct rtmsg *r = nl_msg_put_extra(nlh, sizeof(*r));
	struct inet_prefix dst = { 0 }, src = { 0 };
	struct nh_opts nh = { 0 };
	bool have_dst = false, have_scope = false, have_type = false;
	bool have_table = false, have_proto = false;
	bool have_mx = false, multipath = false;
	bool have_nhid = false;
	int family = preferred_family == AF_PACKET ? AF_UNSPEC :
		     preferred_family;
	uint32_t table = RT_TABLE_MAIN, lock = 0;
	unsigned int v;
	int err;

	if (argc <= 0)		/* the reference shows the whole usage */
		route_usage();
	memset(mxbuf, 0, sizeof(mxbuf));
	nl_msg_init(mxbuf);

	if (cmd != RTM_DELROUTE) {
		r->rtm_protocol = RTPROT_BOOT;
		r->rtm_scope = RT_SCOPE_UNIVERSE;
		r->rtm_type = RTN_UNICAST;
	} else {
		r->rtm_scope = RT_SCOPE_NOWHERE;
	}

	while (args_more(&a)) {
		const char *w = args_cur(&a);
		uint32_t val;
		bool handled = false;

		for (int i = 0; num_metrics[i].kw; i++) {
			if (!is(w, num_metrics[i].kw))
				continue;
			const char *x = args_next(&a);
			char msg[64];

			if (is(x, "lock")) {
				lock |= 1u << num_metrics[i].rtax;
				x = args_next(&a);
			}
			snprintf(msg, sizeof(msg), "\"%s\" value is invalid\n",
				 num_metrics[i].rtax == RTAX_ADVMSS ? "mss" :
				 num_metrics[i].kw);
			if (get_u32(&val, x, 0) ||
			    (num_metrics[i].rtax == RTAX_HOPLIMIT && val > 255))
				invarg(msg, x);
			if ((num_metrics[i].rtax == RTAX_QUICKACK ||
			     num_metrics[i].rtax == RTAX_FASTOPEN_NO_COOKIE) &&
			    val > 1) {
				snprintf(msg, sizeof(msg),
					 "\"%s\" value should be 0 or 1\n",
					 num_metrics[i].kw);
				invarg(msg, x);
			}
			nl_attr_put_u32(mx, (uint16_t)num_metrics[i].rtax, val);
			have_mx = true;
			handled = true;
			break;
		}
		if (handled) {
			args_skip(&a);
			continue;
		}
		if (is(w, "src")) {
			const char *x = args_next(&a);

			if (inet_parse_addr(&src, x, family))
				inet_addr_error(x, family);
			if (!family)
				family = src.family;
			nl_attr_put(nlh, RTA_PREFSRC, (size_t)src.bytelen,
				     src.data);
		} else if (is(w, "as")) {
			/* as [to] ADDR: RTA_NEWDST (IPv4 and IPv6 routes
			 * carry it to a kernel that ignores it) */
			args_next(&a);
			parse_newdst(&a, nlh, &family);
		} else if (is(w, "via")) {
			if (nh.have_gw)
				invarg("use nexthop syntax to specify multiple via\n",
				       w);
			args_next(&a);
			parse_via(&a, nlh, &nh, &family);
		} else if (is(w, "from")) {
			const char *x = args_next(&a);
			struct inet_prefix p;

			if (inet_parse_prefix(&p, x, family))
				inet_prefix_error(x, family);
			nl_attr_put(nlh, RTA_SRC, (size_t)p.bytelen, p.data);
			r->rtm_src_len = (unsigned char)p.bitlen;
		} else if (is(w, "tos") || matches(w, "dsfield")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_dsfield, &v, x) || v > 255)
				invarg("\"tos\" value is invalid\n", x);
			r->rtm_tos = (unsigned char)v;
		} else if (is(w, "expires")) {
			const char *x = args_next(&a);

			if (get_u32(&val, x, 0))
				invarg("\"expires\" value is invalid\n", x);
			nl_attr_put_u32(nlh, RTA_EXPIRES, val);
		} else if (is(w, "metric") || is(w, "priority") ||
			   is(w, "preference")) {
			const char *x = args_next(&a);

			if (get_u32(&val, x, 0))
				invarg("\"metric\" value is invalid\n", x);
			nl_attr_put_u32(nlh, RTA_PRIORITY, val);
		} else if (is(w, "scope")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_scopes, &v, x) || v > 255)
				invarg("invalid \"scope\" value\n", x);
			r->rtm_scope = (unsigned char)v;
			have_scope = true;
		} else if (is(w, "rtt") || is(w, "rttvar") || is(w, "rto_min")) {
			int rtax = is(w, "rtt") ? RTAX_RTT :
				   is(w, "rttvar") ? RTAX_RTTVAR : RTAX_RTO_MIN;
			unsigned int scale = rtax == RTAX_RTT ? 8 :
					     rtax == RTAX_RTTVAR ? 4 : 1;
			const char *x = args_next(&a);

			/* rto_min is always locked (the kernel honours it
			 * only then), and takes no "lock" word */
			if (rtax == RTAX_RTO_MIN) {
				lock |= 1u << rtax;
			} else if (is(x, "lock")) {
				lock |= 1u << rtax;
				x = args_next(&a);
			}
			nl_attr_put_u32(mx, (uint16_t)rtax,
					 parse_time(w, x, scale));
			have_mx = true;
		} else if (is(w, "features")) {
			const char *x = args_next(&a);

			if (!is(x, "ecn"))
				invarg("\"features\" value not valid\n", x);
			nl_attr_put_u32(mx, RTAX_FEATURES, RTAX_FEATURE_ECN);
			have_mx = true;
		} else if (is(w, "congctl")) {
			const char *x = args_next(&a);

			if (is(x, "lock")) {
				lock |= 1u << RTAX_CC_ALGO;
				x = args_next(&a);
			}
			nl_attr_put_strz(mx, RTAX_CC_ALGO, x);
			have_mx = true;
		} else if (is(w, "realms") || is(w, "realm")) {
			const char *x = args_next(&a);
			char tmp[64];
			char *slash;
			uint32_t from = 0, to;

			snprintf(tmp, sizeof(tmp), "%s", x);
			slash = strchr(tmp, '/');
			if (slash) {
				*slash = '\0';
				if (table_a2n(&tbl_rt_realms, &from, tmp))
					invarg("\"realm\" value is invalid\n", x);
			}
			if (table_a2n(&tbl_rt_realms, &to,
				      slash ? slash + 1 : tmp))
				invarg("\"realm\" value is invalid\n", x);
			nl_attr_put_u32(nlh, RTA_FLOW, (from << 16) | to);
		} else if (is(w, "onlink")) {
			nh.flags |= RTNH_F_ONLINK;
		} else if (is(w, "pervasive")) {
			nh.flags |= RTNH_F_PERVASIVE;
		} else if (is(w, "nexthop")) {
			multipath = true;
			break;
		} else if (is(w, "nhid")) {
			const char *x = args_next(&a);

			if (get_u32(&val, x, 0))
				invarg("\"id\" value is invalid\n", x);
			nl_attr_put_u32(nlh, RTA_NH_ID, val);
			have_nhid = true;
		} else if (matches(w, "protocol")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_protos, &v, x) || v > 255)
				invarg("\"protocol\" value is invalid\n", x);
			r->rtm_protocol = (unsigned char)v;
			have_proto = true;
		} else if (matches(w, "table")) {
			const char *x = args_next(&a);

			if (route_table_parse(x, &table))
				invarg("\"table\" value is invalid\n", x);
			have_table = true;
		} else if (is(w, "vrf")) {
			const char *x = args_next(&a);

			table = route_vrf_table(x);
			have_table = true;
		} else if (is(w, "dev") || is(w, "oif")) {
			nh.oif = dev_index(args_next(&a));
		} else if (is(w, "pref")) {
			const char *x = args_next(&a);
			uint8_t p;

			if (is(x, "low"))
				p = ICMPV6_ROUTER_PREF_LOW;
			else if (is(x, "medium"))
				p = ICMPV6_ROUTER_PREF_MEDIUM;
			else if (is(x, "high"))
				p = ICMPV6_ROUTER_PREF_HIGH;
			else
				invarg("\"pref\" value is invalid\n", x);
			nl_attr_put_u8(nlh, RTA_PREF, p);
		} else if (is(w, "ttl-propagate")) {
			const char *x = args_next(&a);

			if (is(x, "enabled"))
				nl_attr_put_u8(nlh, RTA_TTL_PROPAGATE, 1);
			else if (is(x, "disabled"))
				nl_attr_put_u8(nlh, RTA_TTL_PROPAGATE, 0);
			else
				invarg("\"ttl-propagate\" value is invalid\n", x);
		} else if (is(w, "encap")) {
			encap_parse(&a, nlh, sizeof(buf), RTA_ENCAP,
				    RTA_ENCAP_TYPE);
		} else if (matches(w, "help")) {
			route_usage();
		} else {
			unsigned int type;

			if (is(w, "to")) {
				w = args_next(&a);
			}
			/* a type, as the reference tells one: a word that
			 * does not start with a digit and names one */
			if (!rtn_type_parse(w, &type) && !have_type &&
			    !strchr(w, '.') && !strchr(w, ':') &&
			    !isdigit((unsigned char)w[0])) {
				r->rtm_type = (unsigned char)type;
				have_type = true;
				w = args_next(&a);
				if (is(w, "to"))
					w = args_next(&a);
			}
			if (have_dst)
				duparg2("to", w);
			/* -0: no address of any kind, not even default */
			if (preferred_family == AF_PACKET)
				inet_prefix_error(w, AF_PACKET);
			if ((is(w, "default") || is(w, "all") ||
			     is(w, "any")) && family != AF_MPLS) {
				/* the family is still open: a gateway or a
				 * source given later decides it */
				memset(&dst, 0, sizeof(dst));
				dst.family = family;
			} else if (inet_parse_prefix(&dst, w, family)) {
				inet_prefix_error(w, family);
			} else {
				nl_attr_put(nlh, RTA_DST, (size_t)dst.bytelen,
					     dst.data);
			}
			r->rtm_dst_len = (unsigned char)dst.bitlen;
			if (!family)
				family = dst.family;
			have_dst = true;
		}
		args_skip(&a);
	}

	if (!have_dst)
		route_usage();	/* as the reference, which prints it all */
	if (!family && multipath)
		family = nexthop_family(&a);
	if (!family)
		family = AF_INET;
	r->rtm_family = (unsigned char)family;
	if (nh.oif)
		nl_attr_put_u32(nlh, RTA_OIF, (uint32_t)nh.oif);
	r->rtm_flags |= nh.flags;
	if (have_mx) {
		if (lock)
			nl_attr_put_u32(mx, RTAX_LOCK, lock);
		nl_msg_inherit(nlh, mx);
		nl_attr_put(nlh, RTA_METRICS, mx->nlmsg_len - NLMSG_HDRLEN,
			     mnl_nlmsg_get_payload(mx));
	}
	if (multipath)
		put_multipath(nlh, sizeof(buf), &a, &family);

	if (!have_table && (r->rtm_type == RTN_LOCAL ||
			    r->rtm_type == RTN_BROADCAST ||
			    r->rtm_type == RTN_NAT ||
			    r->rtm_type == RTN_ANYCAST))
		table = RT_TABLE_LOCAL;
	if (table < 256) {
		r->rtm_table = (unsigned char)table;
	} else {
		r->rtm_table = RT_TABLE_UNSPEC;
		nl_attr_put_u32(nlh, RTA_TABLE, table);
	}
	(void)have_proto;
	/* an MPLS route is deleted as a unicast route of global scope
	 * unless told otherwise, as the reference sends it */
	if (cmd == RTM_DELROUTE && family == AF_MPLS) {
		if (!have_type)
			r->rtm_type = RTN_UNICAST;
		if (!have_scope)
			r->rtm_scope = RT_SCOPE_UNIVERSE;
	}
	if (cmd != RTM_DELROUTE && !have_scope) {
		if (r->rtm_type == RTN_LOCAL || r->rtm_type == RTN_NAT)
			r->rtm_scope = RT_SCOPE_HOST;
		else if (r->rtm_type == RTN_BROADCAST ||
			 r->rtm_type == RTN_MULTICAST ||
			 r->rtm_type == RTN_ANYCAST)
			r->rtm_scope = RT_SCOPE_LINK;
		else if (r->rtm_type == RTN_UNICAST && !nh.have_gw &&
			 !multipath && !have_nhid && family == AF_INET)
			r->rtm_scope = RT_SCOPE_LINK;
	}

	err = ip_talk(nlh);
	if (err) {
		nl_perror(err);
		return 2;
	}
	nl_print_warning();
	return 0;
}

int do_route(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return route_show(0, NULL, false);
	w = argv[0];
	if (matches(w, "add"))
		return route_modify(RTM_NEWROUTE, NLM_F_CREATE | NLM_F_EXCL,
				    argc - 1, argv + 1);
	if (matches(w, "change") || is(w, "chg"))
		return route_modify(RTM_NEWROUTE, NLM_F_REPLACE, argc - 1,
				    argv + 1);
	if (matches(w, "replace"))
		return route_modify(RTM_NEWROUTE, NLM_F_CREATE | NLM_F_REPLACE,
				    argc - 1, argv + 1);
	if (matches(w, "prepend"))
		return route_modify(RTM_NEWROUTE, NLM_F_CREATE, argc - 1,
				    argv + 1);
	if (matches(w, "append"))
		return route_modify(RTM_NEWROUTE, NLM_F_CREATE | NLM_F_APPEND,
				    argc - 1, argv + 1);
	if (matches(w, "test"))
		return route_modify(RTM_NEWROUTE, NLM_F_EXCL, argc - 1,
				    argv + 1);
	if (matches(w, "delete"))
		return route_modify(RTM_DELROUTE, 0, argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return route_show(argc - 1, argv + 1, false);
	if (matches(w, "get"))
		return route_get(argc - 1, argv + 1);
	if (matches(w, "flush"))
		return route_show(argc - 1, argv + 1, true);
	if (matches(w, "save"))
		return route_save(argc - 1, argv + 1);
	if (matches(w, "showdump"))
		return route_showdump();
	if (matches(w, "restore"))
		return route_restore();
	if (matches(w, "help"))
		route_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip route help\".\n",
		w);
	exit(255);
}
