// SPDX-License-Identifier: GPL-2.0
/* link_iptnl.c — ipip and sit: IPv4 and IPv6-in-IPv4 tunnels, 6rd */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>

#include "print.h"
#include "tunnel_common.h"
#include "nl.h"

static void iptnl_usage_kind(FILE *f, bool sit)
{
	fprintf(f,
		"Usage: ... %-6s\t[ remote ADDR ]\n"
		"\t\t\t[ local ADDR ]\n"
		"\t\t\t[ ttl TTL ]\n"
		"\t\t\t[ tos TOS ]\n"
		"\t\t\t[ [no]pmtudisc ]\n"
		"\t\t\t[ 6rd-prefix ADDR ]\n"
		"\t\t\t[ 6rd-relay_prefix ADDR ]\n"
		"\t\t\t[ 6rd-reset ]\n"
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
		"\t\t\t[ mode { %sipip | mplsip | any } ]\n"
		"%s"
		"\n"
		"Where:\tADDR := { IP_ADDRESS | any }\n"
		"\tTOS  := { NUMBER | inherit }\n"
		"\tTTL  := { 1..255 | inherit }\n"
		"\tMARK := { 0x0..0xffffffff }\n",
		sit ? "sit" : "ipip", sit ? "ip6ip | " : "",
		sit ? "\t\t\t[ isatap ]\n" : "");
}

static void ipip_usage(FILE *f)
{
	iptnl_usage_kind(f, false);
}

static void sit_usage(FILE *f)
{
	iptnl_usage_kind(f, true);
}

struct iptnl_state {
	bool sit;
	uint8_t proto, ttl, tos, pmtudisc;
	struct kaddr local, remote;
	uint32_t link, fwmark;
	uint16_t flags;			/* SIT_ISATAP */
	bool external;
	struct tnl_encap encap;
	struct kaddr prefix, relay;
	int prefix_len, relay_len;	/* -1: not given */
};

static const struct {
	const char *names[3];
	uint8_t proto;
	bool sit_only;
} iptnl_modes[] = {
	{ { "ipip", "ip4ip4", "ipv4/ipv4" }, IPPROTO_IPIP, false },
	{ { "mplsip", "mpls/ipv4", NULL }, IPPROTO_MPLS, false },
	{ { "any", "any/ipv4", NULL }, 0, false },
	{ { "ip6ip", "ipv6/ipv4", NULL }, IPPROTO_IPV6, true },
};

static void iptnl_mode(struct iptnl_state *s, const char *w)
{
	for (unsigned int i = 0; i < 4; i++) {
		if (iptnl_modes[i].sit_only && !s->sit)
			continue;
		for (unsigned int j = 0; j < 3; j++) {
			if (iptnl_modes[i].names[j] &&
			    !strcmp(w, iptnl_modes[i].names[j])) {
				s->proto = iptnl_modes[i].proto;
				return;
			}
		}
	}
	invarg("Cannot guess tunnel mode.", w);
}

/* ADDR[/LEN] of one family: the reference's prefix message on error. */
static int iptnl_prefix(const char *w, int family, struct kaddr *out,
			int *len)
{
	char buf[64], *slash;
	int fam = family;
	int max = family == AF_INET ? 32 : 128;
	uint32_t l = (uint32_t)max;

	snprintf(buf, sizeof(buf), "%s", w);
	slash = strchr(buf, '/');
	if (slash)
		*slash = '\0';
	if (strlen(w) >= sizeof(buf) ||
	    kind_get_addr_quiet(buf, &fam, out) || !out->len ||
	    (slash && (get_u32(&l, slash + 1, 10) || l > (uint32_t)max))) {
		fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
			family == AF_INET ? "inet" : "inet6", w);
		return 1;
	}
	*len = (int)l;
	return 0;
}

/* Keywords are whole words here, but "dev" and "dsfield" may be
 * abbreviated, and "tc" is "tclass", as in the reference. */
static int iptnl_option(struct iptnl_state *s, struct args *a)
{
	const char *w = args_cur(a);
	int v;

	if (!strcmp(w, "remote")) {
		return tnl_addr(args_next(a), AF_INET, &s->remote);
	} else if (!strcmp(w, "local")) {
		return tnl_addr(args_next(a), AF_INET, &s->local);
	} else if (matches(w, "dev")) {
		s->link = tnl_dev(args_next(a));
	} else if (!strcmp(w, "ttl") || !strcmp(w, "hoplimit")) {
		w = args_next(a);
		v = 0;
		if (strcmp(w, "inherit") &&
		    (get_s32(&v, w, 0) || v < 0 || v > 255))
			invarg("invalid TTL\n", w);
		s->ttl = (uint8_t)v;
	} else if (!strcmp(w, "tos") || !strcmp(w, "tclass") ||
		   !strcmp(w, "tc") ||
		   matches(w, "dsfield")) {
		s->tos = kind_parse_tos(args_next(a));
	} else if (!strcmp(w, "nopmtudisc")) {
		s->pmtudisc = 0;
	} else if (!strcmp(w, "pmtudisc")) {
		s->pmtudisc = 1;
	} else if (!strcmp(w, "6rd-prefix")) {
		return iptnl_prefix(args_next(a), AF_INET6, &s->prefix,
				    &s->prefix_len);
	} else if (!strcmp(w, "6rd-relay_prefix")) {
		return iptnl_prefix(args_next(a), AF_INET, &s->relay,
				    &s->relay_len);
	} else if (!strcmp(w, "6rd-reset")) {
		/* the 6to4 defaults (the reference crashes here) */
		memset(&s->prefix, 0, sizeof(s->prefix));
		s->prefix.data[0] = 0x20;
		s->prefix.data[1] = 0x02;
		s->prefix_len = 16;
		memset(&s->relay, 0, sizeof(s->relay));
		s->relay_len = 0;
	} else if (!strcmp(w, "mode")) {
		iptnl_mode(s, args_next(a));
	} else if (s->sit && !strcmp(w, "isatap")) {
		s->flags |= SIT_ISATAP;
	} else if (!strcmp(w, "fwmark")) {
		s->fwmark = tnl_fwmark(args_next(a));
	} else if (!strcmp(w, "external")) {
		s->external = true;
	} else if (!tnl_encap_word(&s->encap, a)) {
		return -1;
	}
	return 0;
}

static void iptnl_put(const struct iptnl_state *s, struct nlmsghdr *nlh)
{
	if (!kaddr_is_any(&s->local))
		nl_attr_put(nlh, IFLA_IPTUN_LOCAL, 4, s->local.data);
	if (!kaddr_is_any(&s->remote))
		nl_attr_put(nlh, IFLA_IPTUN_REMOTE, 4, s->remote.data);
	nl_attr_put_u8(nlh, IFLA_IPTUN_PMTUDISC, s->pmtudisc);
	nl_attr_put_u8(nlh, IFLA_IPTUN_TOS, s->tos);
	nl_attr_put_u8(nlh, IFLA_IPTUN_TTL, s->ttl);
	nl_attr_put_u32(nlh, IFLA_IPTUN_LINK, s->link);
	nl_attr_put_u32(nlh, IFLA_IPTUN_FWMARK, s->fwmark);
	tnl_encap_put(&s->encap, nlh, IFLA_IPTUN_ENCAP_TYPE);
	if (!s->sit)
		return;
	nl_attr_put_u16(nlh, IFLA_IPTUN_FLAGS, s->flags);
	if (s->prefix_len >= 0) {
		nl_attr_put(nlh, IFLA_IPTUN_6RD_PREFIX, 16, s->prefix.data);
		nl_attr_put_u16(nlh, IFLA_IPTUN_6RD_PREFIXLEN,
				 (uint16_t)s->prefix_len);
	}
	if (s->relay_len >= 0) {
		nl_attr_put(nlh, IFLA_IPTUN_6RD_RELAY_PREFIX, 4,
			     s->relay.data);
		nl_attr_put_u16(nlh, IFLA_IPTUN_6RD_RELAY_PREFIXLEN,
				 (uint16_t)s->relay_len);
	}
}

/* `set`: start from the device's current parameters. */
static int iptnl_existing(struct iptnl_state *s, const struct link_req *req)
{
	const struct nlattr *tb[IFLA_IPTUN_MAX + 1];
	char buf[8192];
	int err;

	err = tnl_get_existing(req, s->sit ? "sit" : "ipip", true, tb,
			       IFLA_IPTUN_MAX, buf, sizeof(buf));
	if (err)
		return err;
	tnl_copy(tb[IFLA_IPTUN_PROTO], &s->proto, 1);
	tnl_copy(tb[IFLA_IPTUN_LOCAL], s->local.data, 4);
	tnl_copy(tb[IFLA_IPTUN_REMOTE], s->remote.data, 4);
	tnl_copy(tb[IFLA_IPTUN_PMTUDISC], &s->pmtudisc, 1);
	tnl_copy(tb[IFLA_IPTUN_TOS], &s->tos, 1);
	tnl_copy(tb[IFLA_IPTUN_TTL], &s->ttl, 1);
	tnl_copy(tb[IFLA_IPTUN_LINK], &s->link, 4);
	tnl_copy(tb[IFLA_IPTUN_FWMARK], &s->fwmark, 4);
	tnl_copy(tb[IFLA_IPTUN_FLAGS], &s->flags, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_TYPE], &s->encap.type, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_FLAGS], &s->encap.flags, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_SPORT], &s->encap.sport, 2);
	tnl_copy(tb[IFLA_IPTUN_ENCAP_DPORT], &s->encap.dport, 2);
	if (tb[IFLA_IPTUN_COLLECT_METADATA])
		s->external = true;
	return 0;
}

static int iptnl_parse_kind(struct link_req *req, struct args *a, bool sit)
{
	struct iptnl_state s = {
		.sit = sit, .pmtudisc = 1, .prefix_len = -1, .relay_len = -1,
	};
	int err;

	s.local.len = s.remote.len = 4;
	s.local.family = s.remote.family = AF_INET;
	if (!tnl_creating(req)) {
		err = iptnl_existing(&s, req);
		if (err)
			return err;
	}
	for (; args_more(a); args_skip(a)) {
		err = iptnl_option(&s, a);
		if (err < 0) {
			(sit ? sit_usage : ipip_usage)(stderr);
			return 1;
		}
		if (err)
			return err;
	}
	if (s.ttl && !s.pmtudisc) {
		fprintf(stderr, "ttl != 0 and nopmtudisc are incompatible\n");
		return 255;
	}
	nl_attr_put_u8(req->nlh, IFLA_IPTUN_PROTO, s.proto);
	if (s.external) {
		nl_attr_put(req->nlh, IFLA_IPTUN_COLLECT_METADATA, 0, NULL);
		return 0;
	}
	iptnl_put(&s, req->nlh);
	return 0;
}

static int ipip_parse(struct link_req *req, struct args *a)
{
	return iptnl_parse_kind(req, a, false);
}

static int sit_parse(struct link_req *req, struct args *a)
{
	return iptnl_parse_kind(req, a, true);
}

static const char *iptnl_proto_name(uint8_t proto)
{
	switch (proto) {
	case IPPROTO_IPIP:
		return "ipip";
	case IPPROTO_IPV6:
		return "ip6ip";
	case IPPROTO_MPLS:
		return "mplsip";
	case 0:
		return "any";
	default:
		return "unknown";
	}
}

static void iptnl_print_6rd(const struct nlattr **tb)
{
	char buf[INET6_ADDRSTRLEN + 8], addr[INET6_ADDRSTRLEN];

	if (!tb[IFLA_IPTUN_6RD_PREFIX] || !tb[IFLA_IPTUN_6RD_PREFIXLEN] ||
	    mnl_attr_get_payload_len(tb[IFLA_IPTUN_6RD_PREFIX]) != 16 ||
	    !mnl_attr_get_u16(tb[IFLA_IPTUN_6RD_PREFIXLEN]))
		return;
	inet_ntop(AF_INET6, mnl_attr_get_payload(tb[IFLA_IPTUN_6RD_PREFIX]),
		  addr, sizeof(addr));
	snprintf(buf, sizeof(buf), "%s/%u", addr,
		 mnl_attr_get_u16(tb[IFLA_IPTUN_6RD_PREFIXLEN]));
	pr_str(PR_ANY, "6rd_prefix", "6rd-prefix %s ", buf);
	if (!tb[IFLA_IPTUN_6RD_RELAY_PREFIX] ||
	    !tb[IFLA_IPTUN_6RD_RELAY_PREFIXLEN] ||
	    !mnl_attr_get_u16(tb[IFLA_IPTUN_6RD_RELAY_PREFIXLEN]))
		return;
	inet_ntop(AF_INET, mnl_attr_get_payload(
			  tb[IFLA_IPTUN_6RD_RELAY_PREFIX]), addr, sizeof(addr));
	snprintf(buf, sizeof(buf), "%s/%u", addr,
		 mnl_attr_get_u16(tb[IFLA_IPTUN_6RD_RELAY_PREFIXLEN]));
	pr_str(PR_ANY, "6rd_relay_prefix", "6rd-relay_prefix %s ", buf);
}

/*
 * The kernel here has neither ipip nor sit: the words printed are the
 * parser's, the mode first as in the usage's "mode" values.
 */
static void iptnl_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_IPTUN_MAX + 1];

	nest_parse(data, tb, IFLA_IPTUN_MAX);
	if (tb[IFLA_IPTUN_PROTO])
		pr_str(PR_ANY, "proto", "%s ",
		       iptnl_proto_name(mnl_attr_get_u8(tb[IFLA_IPTUN_PROTO])));
	if (tb[IFLA_IPTUN_COLLECT_METADATA]) {
		pr_bool(PR_ANY, "external", "external ", true);
		return;
	}
	tnl_print_endpoint(tb[IFLA_IPTUN_REMOTE], "remote", "remote");
	tnl_print_endpoint(tb[IFLA_IPTUN_LOCAL], "local", "local");
	tnl_print_link(tb[IFLA_IPTUN_LINK]);
	tnl_print_ttl(tb[IFLA_IPTUN_TTL]);
	tnl_print_tos(tb[IFLA_IPTUN_TOS]);
	if (tb[IFLA_IPTUN_PMTUDISC]) {
		bool on = mnl_attr_get_u8(tb[IFLA_IPTUN_PMTUDISC]);

		pr_bool(PR_JSON, "pmtudisc", NULL, on);
		pr_text("%spmtudisc ", on ? "" : "no");
	}
	if (tb[IFLA_IPTUN_FLAGS] &&
	    mnl_attr_get_u16(tb[IFLA_IPTUN_FLAGS]) & SIT_ISATAP)
		pr_bool(PR_ANY, "isatap", "isatap ", true);
	iptnl_print_6rd(tb);
	tnl_print_fwmark(tb[IFLA_IPTUN_FWMARK]);
	tnl_encap_print(tb, IFLA_IPTUN_ENCAP_TYPE);
}

const struct link_kind ipip_kind = {
	.name = "ipip",
	.parse = ipip_parse,
	.print = iptnl_print,
	.usage = ipip_usage,
};

const struct link_kind sit_kind = {
	.name = "sit",
	.parse = sit_parse,
	.print = iptnl_print,
	.usage = sit_usage,
};
