// SPDX-License-Identifier: GPL-2.0
/* link_ip6tnl.c — ip6tnl: IPv6 and IPv4-in-IPv6 tunnels */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>
#include <linux/ip6_tunnel.h>

#include "print.h"
#include "tunnel_common.h"
#include "nl.h"

#define TCLASS_MASK	0x0ff00000u	/* of the host-order flowinfo */
#define FLOWLABEL_MASK	0x000fffffu

static void ip6tnl_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... ip6tnl\t[ remote ADDR ]\n"
		"\t\t\t[ local ADDR ]\n"
		"\t\t\t[ encaplimit ELIM ]\n"
		"\t\t\t[ hoplimit HLIM ]\n"
		"\t\t\t[ tclass TCLASS ]\n"
		"\t\t\t[ flowlabel FLOWLABEL ]\n"
		"\t\t\t[ dscp inherit ]\n"
		"\t\t\t[ [no]allow-localremote ]\n"
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
		"\t\t\t[ mode { ip6ip6 | ipip6 | any } ]\n"
		"\n"
		"Where:\tADDR\t  := IPV6_ADDRESS\n"
		"\tELIM\t  := { none | 0..255 }(default=4)\n"
		"\tHLIM\t  := 0..255 (default=64)\n"
		"\tTCLASS    := { 0x0..0xff | inherit }\n"
		"\tFLOWLABEL := { 0x0..0xfffff | inherit }\n"
		"\tMARK\t  := { 0x0..0xffffffff | inherit }\n");
}

struct ip6tnl_state {
	uint8_t proto, hoplimit, encap_limit;
	struct kaddr local, remote;
	uint32_t flowinfo;		/* host order */
	uint32_t flags, link, fwmark;
	bool external;
	struct tnl_encap encap;
};

static const struct {
	const char *name;
	uint8_t proto;
} ip6tnl_modes[] = {
	{ "ip6ip6", IPPROTO_IPV6 }, { "ipv6/ipv6", IPPROTO_IPV6 },
	{ "ipip6", IPPROTO_IPIP }, { "ip4ip6", IPPROTO_IPIP },
	{ "ip/ipv6", IPPROTO_IPIP }, { "ipv4/ipv6", IPPROTO_IPIP },
	{ "any", 0 }, { "any/ipv6", 0 },
};

static void ip6tnl_mode(struct ip6tnl_state *s, const char *w)
{
	for (unsigned int i = 0; i < 8; i++) {
		if (!strcmp(w, ip6tnl_modes[i].name)) {
			s->proto = ip6tnl_modes[i].proto;
			return;
		}
	}
	invarg("Cannot guess tunnel mode.", w);
}

/* A value or "inherit", which sets flag instead. Returns true for a value. */
static bool ip6tnl_inherit(struct ip6tnl_state *s, const char *w,
			   uint32_t flag)
{
	if (!strcmp(w, "inherit")) {
		s->flags |= flag;
		return false;
	}
	s->flags &= ~flag;
	return true;
}

static void ip6tnl_tclass(struct ip6tnl_state *s, const char *w)
{
	uint8_t v;

	if (!ip6tnl_inherit(s, w, IP6_TNL_F_USE_ORIG_TCLASS))
		return;
	if (get_u8(&v, w, 16))
		invarg("invalid TClass", w);
	s->flowinfo = (s->flowinfo & ~TCLASS_MASK) | ((uint32_t)v << 20);
}

static void ip6tnl_flowlabel(struct ip6tnl_state *s, const char *w)
{
	uint32_t v;

	if (!ip6tnl_inherit(s, w, IP6_TNL_F_USE_ORIG_FLOWLABEL))
		return;
	if (get_u32(&v, w, 16) || v > FLOWLABEL_MASK)
		invarg("invalid Flowlabel", w);
	s->flowinfo = (s->flowinfo & ~FLOWLABEL_MASK) | v;
}

static void ip6tnl_limits(struct ip6tnl_state *s, struct args *a, bool hop)
{
	const char *w = args_next(a);
	uint8_t v = 0;

	if (hop) {
		if (strcmp(w, "inherit") && get_u8(&v, w, 0))
			invarg("invalid HLIM\n", w);
		s->hoplimit = v;
		return;
	}
	/* encaplimit: the reference takes a bad number as 0 */
	if (!ip6tnl_inherit(s, strcmp(w, "none") ? w : "inherit",
			    IP6_TNL_F_IGN_ENCAP_LIMIT))
		return;
	if (get_u8(&v, w, 0))
		v = 0;
	s->encap_limit = v;
}

/* Whole keywords, except that "dev" and "dsfield" may be
 * abbreviated, as in the reference. */
static int ip6tnl_option(struct ip6tnl_state *s, struct args *a)
{
	const char *w = args_cur(a);

	if (!strcmp(w, "remote")) {
		return tnl_addr(args_next(a), AF_INET6, &s->remote);
	} else if (!strcmp(w, "local")) {
		return tnl_addr(args_next(a), AF_INET6, &s->local);
	} else if (matches(w, "dev")) {
		s->link = tnl_dev(args_next(a));
	} else if (!strcmp(w, "encaplimit")) {
		ip6tnl_limits(s, a, false);
	} else if (!strcmp(w, "hoplimit") || !strcmp(w, "ttl")) {
		ip6tnl_limits(s, a, true);
	} else if (!strcmp(w, "tclass") || !strcmp(w, "tc") ||
		   !strcmp(w, "tos") || matches(w, "dsfield")) {
		ip6tnl_tclass(s, args_next(a));
	} else if (!strcmp(w, "flowlabel") || !strcmp(w, "fl")) {
		ip6tnl_flowlabel(s, args_next(a));
	} else if (!strcmp(w, "dscp")) {
		w = args_next(a);
		if (strcmp(w, "inherit"))
			invarg("not inherit", w);
		s->flags |= IP6_TNL_F_RCV_DSCP_COPY;
	} else if (!strcmp(w, "fwmark")) {
		w = args_next(a);
		if (ip6tnl_inherit(s, w, IP6_TNL_F_USE_ORIG_FWMARK))
			s->fwmark = tnl_fwmark(w);
		else
			s->fwmark = 0;
	} else if (!strcmp(w, "allow-localremote")) {
		s->flags |= IP6_TNL_F_ALLOW_LOCAL_REMOTE;
	} else if (!strcmp(w, "noallow-localremote")) {
		s->flags &= ~(uint32_t)IP6_TNL_F_ALLOW_LOCAL_REMOTE;
	} else if (!strcmp(w, "mode")) {
		ip6tnl_mode(s, args_next(a));
	} else if (!strcmp(w, "external")) {
		s->external = true;
	} else if (!tnl_encap_word(&s->encap, a)) {
		return -1;
	}
	return 0;
}

static void ip6tnl_put(const struct ip6tnl_state *s, struct nlmsghdr *nlh)
{
	if (!kaddr_is_any(&s->local))
		nl_attr_put(nlh, IFLA_IPTUN_LOCAL, 16, s->local.data);
	if (!kaddr_is_any(&s->remote))
		nl_attr_put(nlh, IFLA_IPTUN_REMOTE, 16, s->remote.data);
	nl_attr_put_u8(nlh, IFLA_IPTUN_TTL, s->hoplimit);
	nl_attr_put_u8(nlh, IFLA_IPTUN_ENCAP_LIMIT, s->encap_limit);
	nl_attr_put_u32(nlh, IFLA_IPTUN_FLOWINFO, htonl(s->flowinfo));
	nl_attr_put_u32(nlh, IFLA_IPTUN_FLAGS, s->flags);
	nl_attr_put_u32(nlh, IFLA_IPTUN_LINK, s->link);
	nl_attr_put_u32(nlh, IFLA_IPTUN_FWMARK, s->fwmark);
	tnl_encap_put(&s->encap, nlh, IFLA_IPTUN_ENCAP_TYPE);
}

/* `set`: start from the device's current parameters. The reference
 * takes them from a device of any kind here. */
static int ip6tnl_existing(struct ip6tnl_state *s, const struct link_req *req)
{
	const struct nlattr *tb[IFLA_IPTUN_MAX + 1];
	char buf[8192];
	int err;

	err = tnl_get_existing(req, "ip6tnl", false, tb, IFLA_IPTUN_MAX, buf,
			       sizeof(buf));
	if (err)
		return err;
	tnl_copy(tb[IFLA_IPTUN_PROTO], &s->proto, 1);
	tnl_copy(tb[IFLA_IPTUN_LOCAL], s->local.data, 16);
	tnl_copy(tb[IFLA_IPTUN_REMOTE], s->remote.data, 16);
	tnl_copy(tb[IFLA_IPTUN_TTL], &s->hoplimit, 1);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_LIMIT], &s->encap_limit, 1);
	tnl_copy(tb[IFLA_IPTUN_FLOWINFO], &s->flowinfo, 4);
	s->flowinfo = ntohl(s->flowinfo);
	tnl_copy(tb[IFLA_IPTUN_FLAGS], &s->flags, 4);
	tnl_copy(tb[IFLA_IPTUN_LINK], &s->link, 4);
	tnl_copy(tb[IFLA_IPTUN_FWMARK], &s->fwmark, 4);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_TYPE], &s->encap.type, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_FLAGS], &s->encap.flags, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_SPORT], &s->encap.sport, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_DPORT], &s->encap.dport, 2);
	if (tb[IFLA_IPTUN_COLLECT_METADATA])
		s->external = true;
	return 0;
}

static int ip6tnl_parse(struct link_req *req, struct args *a)
{
	struct ip6tnl_state s = {
		.hoplimit = 64, .encap_limit = 4,
		.encap = { .flags = TUNNEL_ENCAP_FLAG_CSUM6 },
	};
	int err;

	s.local.len = s.remote.len = 16;
	s.local.family = s.remote.family = AF_INET6;
	if (!tnl_creating(req)) {
		err = ip6tnl_existing(&s, req);
		if (err)
			return err;
	}
	for (; args_more(a); args_skip(a)) {
		err = ip6tnl_option(&s, a);
		if (err < 0) {
			ip6tnl_usage(stderr);
			return 1;
		}
		if (err)
			return err;
	}
	nl_attr_put_u8(req->nlh, IFLA_IPTUN_PROTO, s.proto);
	if (s.external) {
		nl_attr_put(req->nlh, IFLA_IPTUN_COLLECT_METADATA, 0, NULL);
		return 0;
	}
	ip6tnl_put(&s, req->nlh);
	return 0;
}

static const char *ip6tnl_proto_name(uint8_t proto)
{
	switch (proto) {
	case IPPROTO_IPV6:
		return "ip6ip6";
	case IPPROTO_IPIP:
		return "ipip6";
	case 0:
		return "any";
	default:
		return "unknown";
	}
}

/* an "inherit" setting is a flag: JSON names the flag, text says inherit */
static void ip6tnl_print_inherit(const char *flag, const char *word)
{
	pr_bool(PR_JSON, flag, NULL, true);
	pr_text("%s inherit ", word);
}

static void ip6tnl_print_flowinfo(uint32_t flags, uint32_t flowinfo)
{
	char buf[16];

	if (flags & IP6_TNL_F_USE_ORIG_TCLASS) {
		ip6tnl_print_inherit("ip6_tnl_f_use_orig_tclass", "tclass");
	} else {
		snprintf(buf, sizeof(buf), "0x%02x",
			 (flowinfo & TCLASS_MASK) >> 20);
		pr_str(PR_ANY, "tclass", "tclass %s ", buf);
	}
	if (flags & IP6_TNL_F_USE_ORIG_FLOWLABEL) {
		ip6tnl_print_inherit("ip6_tnl_f_use_orig_flowlabel",
				     "flowlabel");
	} else {
		snprintf(buf, sizeof(buf), "0x%05x", flowinfo & FLOWLABEL_MASK);
		pr_str(PR_ANY, "flowlabel", "flowlabel %s ", buf);
	}
}

static uint32_t ip6tnl_u32(const struct nlattr **tb, int attr)
{
	return tb[attr] ? mnl_attr_get_u32(tb[attr]) : 0;
}

/*
 * The kernel here has no ip6_tunnel: the words printed are the parser's
 * and the usage's, the mode first.
 */
static void ip6tnl_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_IPTUN_MAX + 1];
	uint32_t flags;

	nest_parse(data, tb, IFLA_IPTUN_MAX);
	if (tb[IFLA_IPTUN_PROTO])
		pr_str(PR_ANY, "proto", "%s ",
		       ip6tnl_proto_name(mnl_attr_get_u8(tb[IFLA_IPTUN_PROTO])));
	if (tb[IFLA_IPTUN_COLLECT_METADATA]) {
		pr_bool(PR_ANY, "external", "external ", true);
		return;
	}
	flags = ip6tnl_u32(tb, IFLA_IPTUN_FLAGS);
	tnl_print_endpoint(tb[IFLA_IPTUN_REMOTE], "remote", "remote");
	tnl_print_endpoint(tb[IFLA_IPTUN_LOCAL], "local", "local");
	tnl_print_link(tb[IFLA_IPTUN_LINK]);
	if (tb[IFLA_IPTUN_TTL]) {
		uint8_t hl = mnl_attr_get_u8(tb[IFLA_IPTUN_TTL]);

		/* JSON calls it ttl; text names 0 inherit */
		pr_uint(PR_JSON, "ttl", NULL, hl);
		if (hl)
			pr_text("hoplimit %u ", hl);
		else
			pr_text("hoplimit inherit ");
	}
	if (flags & IP6_TNL_F_IGN_ENCAP_LIMIT) {
		pr_bool(PR_JSON, "ip6_tnl_f_ign_encap_limit", NULL, true);
		pr_text("encaplimit none ");
	} else if (tb[IFLA_IPTUN_ENCAP_LIMIT]) {
		pr_uint(PR_ANY, "encap_limit", "encaplimit %u ",
			mnl_attr_get_u8(tb[IFLA_IPTUN_ENCAP_LIMIT]));
	}
	ip6tnl_print_flowinfo(flags, ntohl(ip6tnl_u32(tb, IFLA_IPTUN_FLOWINFO)));
	if (flags & IP6_TNL_F_RCV_DSCP_COPY)
		ip6tnl_print_inherit("ip6_tnl_f_rcv_dscp_copy", "dscp");
	if (flags & IP6_TNL_F_ALLOW_LOCAL_REMOTE)
		pr_bool(PR_ANY, "ip6_tnl_f_allow_local_remote",
			"allow-localremote ", true);
	if (flags & IP6_TNL_F_USE_ORIG_FWMARK)
		ip6tnl_print_inherit("ip6_tnl_f_use_orig_fwmark", "fwmark");
	else
		tnl_print_fwmark(tb[IFLA_IPTUN_FWMARK]);
	tnl_encap_print(tb, IFLA_IPTUN_ENCAP_TYPE);
}

const struct link_kind ip6tnl_kind = {
	.name = "ip6tnl",
	.parse = ip6tnl_parse,
	.print = ip6tnl_print,
	.usage = ip6tnl_usage,
};
