// SPDX-License-Identifier: GPL-2.0
/* link_amt.c — amt (Automatic Multicast Tunneling): mode, local,
 * discovery, dev, relay_port, gateway_port, max_tunnels */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <linux/amt.h>

#include "print.h"
#include "names.h"
#include "kind_util.h"
#include "nl.h"

static void amt_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... amt\n"
		"               [ discovery IP_ADDRESS ]\n"
		"               [ mode MODE ]\n"
		"               [ local ADDR ]\n"
		"               [ dev PHYS_DEV ]\n"
		"               [ relay_port PORT ]\n"
		"               [ gateway_port PORT ]\n"
		"               [ max_tunnels NUMBER ]\n"
		"\n"
		"Where: ADDR\t:= { IP_ADDRESS }\n"
		"       MODE\t:= { gateway | relay }\n");
}

struct amt_state {
	bool have_local, have_disc;
	int family;		/* of the discovery address, locks local's */
};

static bool amt_wildcard(const char *w)
{
	return !strcmp(w, "any") || !strcmp(w, "all") ||
	       !strcmp(w, "default");
}

/*
 * An address word: a wildcard of a family not known yet is not sent;
 * of a known family "default" is that family's zero address and
 * "any"/"all" an empty attribute. Returns 0, or 1 after the message.
 */
static int amt_addr(struct link_req *req, int type, const char *w,
		    int *family)
{
	struct kaddr addr;

	if (amt_wildcard(w)) {
		if (*family == AF_UNSPEC)
			return 0;
		memset(&addr, 0, sizeof(addr));
		addr.len = w[0] == 'd' ? (*family == AF_INET ? 4 : 16) : 0;
		nl_attr_put(req->nlh, type, (size_t)addr.len, addr.data);
		return 0;
	}
	if (kind_get_addr(w, family, &addr))
		return 1;
	nl_attr_put(req->nlh, type, (size_t)addr.len, addr.data);
	return 0;
}

static int amt_option(struct link_req *req, struct amt_state *s,
		      struct args *a)
{
	const char *w = args_cur(a);
	uint32_t v32;
	uint16_t v16;

	if (is(w, "mode")) {
		w = args_next(a);
		if (is(w, "gateway"))
			v32 = AMT_MODE_GATEWAY;
		else if (is(w, "relay"))
			v32 = AMT_MODE_RELAY;
		else {
			amt_usage(stderr);
			return 1;
		}
		nl_attr_put_u32(req->nlh, IFLA_AMT_MODE, v32);
	} else if (is(w, "local")) {
		/* of the discovery address's family, if one was given;
		 * local does not lock the family for discovery */
		int family = s->family;

		w = args_next(a);
		if (s->have_local)
			duparg2("local", w);
		s->have_local = true;
		return amt_addr(req, IFLA_AMT_LOCAL_IP, w, &family);
	} else if (is(w, "discovery")) {
		w = args_next(a);
		if (s->have_disc)
			duparg2("discovery", w);
		s->have_disc = true;
		return amt_addr(req, IFLA_AMT_DISCOVERY_IP, w, &s->family);
	} else if (is(w, "dev")) {
		int idx;

		w = args_next(a);
		idx = ll_name_to_index(w);
		if (!idx) {
			fprintf(stderr, "Cannot find device \"%s\"\n", w);
			return 255;
		}
		nl_attr_put_u32(req->nlh, IFLA_AMT_LINK, (uint32_t)idx);
	} else if (is(w, "relay_port") || is(w, "gateway_port")) {
		const char *key = w;

		w = args_next(a);
		if (get_u16(&v16, w, 0))
			invarg(key, w);
		nl_attr_put_u16(req->nlh, key[0] == 'r' ? IFLA_AMT_RELAY_PORT :
				IFLA_AMT_GATEWAY_PORT, htons(v16));
	} else if (is(w, "max_tunnels")) {
		w = args_next(a);
		if (get_u32(&v32, w, 0))
			invarg("max_tunnels", w);
		nl_attr_put_u32(req->nlh, IFLA_AMT_MAX_TUNNELS, v32);
	} else if (is(w, "help")) {
		amt_usage(stderr);
		return 1;
	} else {
		fprintf(stderr, "amt: unknown command \"%s\"?\n", w);
		amt_usage(stderr);
		return 1;
	}
	return 0;
}

static int amt_parse(struct link_req *req, struct args *a)
{
	struct amt_state s = { .family = AF_UNSPEC };
	int err;

	for (; args_more(a); args_skip(a)) {
		err = amt_option(req, &s, a);
		if (err)
			return err;
	}
	return 0;
}

static bool amt_has(const struct nlattr *at, size_t len)
{
	return at && mnl_attr_get_payload_len(at) >= len;
}

/* The reference shows the first four bytes of an address, as IPv4. */
static void amt_print_ip4(const struct nlattr *at, const char *key)
{
	char buf[INET_ADDRSTRLEN], fmt[32];

	if (!amt_has(at, 4))
		return;
	inet_ntop(AF_INET, mnl_attr_get_payload(at), buf, sizeof(buf));
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt, buf);
}

static void amt_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_AMT_MAX + 1];

	if (nest_parse(data, tb, IFLA_AMT_MAX) < 0)
		return;
	if (amt_has(tb[IFLA_AMT_MODE], 4)) {
		uint32_t m = mnl_attr_get_u32(tb[IFLA_AMT_MODE]);

		/* iproute2 6.1 reads past its table for other values */
		pr_str(PR_ANY, "mode", "%s ",
		       m == AMT_MODE_GATEWAY ? "gateway" :
		       m == AMT_MODE_RELAY ? "relay" : "unknown");
	}
	if (amt_has(tb[IFLA_AMT_GATEWAY_PORT], 2))
		pr_uint(PR_ANY, "gateway_port", "gateway_port %u ",
			ntohs(mnl_attr_get_u16(tb[IFLA_AMT_GATEWAY_PORT])));
	if (amt_has(tb[IFLA_AMT_RELAY_PORT], 2))
		pr_uint(PR_ANY, "relay_port", "relay_port %u ",
			ntohs(mnl_attr_get_u16(tb[IFLA_AMT_RELAY_PORT])));
	amt_print_ip4(tb[IFLA_AMT_LOCAL_IP], "local");
	amt_print_ip4(tb[IFLA_AMT_REMOTE_IP], "remote");
	amt_print_ip4(tb[IFLA_AMT_DISCOVERY_IP], "discovery");
	if (amt_has(tb[IFLA_AMT_LINK], 4))
		pr_str(PR_ANY, "link", "dev %s ",
		       kind_ifname(mnl_attr_get_u32(tb[IFLA_AMT_LINK])));
	if (amt_has(tb[IFLA_AMT_MAX_TUNNELS], 4))
		pr_uint(PR_ANY, "max_tunnels", "max_tunnels %u ",
			mnl_attr_get_u32(tb[IFLA_AMT_MAX_TUNNELS]));
}

const struct link_kind amt_kind = {
	.name = "amt",
	.parse = amt_parse,
	.print = amt_print,
	.usage = amt_usage,
};
