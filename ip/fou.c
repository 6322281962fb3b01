// SPDX-License-Identifier: GPL-2.0
/* fou.c — `ip fou`: Foo-over-UDP and GUE receive ports (generic netlink fou) */
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/fou.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "inet.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"
#include "nl.h"

static void __attribute__((noreturn)) fou_usage(void)
{
	fprintf(stderr,
		"Usage: ip fou add port PORT { ipproto PROTO  | gue }\n"
		"\t\t   [ local IFADDR ] [ peer IFADDR ]\n"
		"\t\t   [ peer_port PORT ] [ dev IFNAME ]\n"
		"       ip fou del port PORT [ local IFADDR ]\n"
		"\t\t   [ peer IFADDR ] [ peer_port PORT ]\n"
		"\t\t   [ dev IFNAME ]\n"
		"       ip fou show\n"
		"\n"
		"Where: PROTO { ipproto-name | 1..255 }\n"
		"       PORT { 1..65535 }\n"
		"       IFADDR { addr }\n");
	exit(255);
}

/* An address given to local or peer: len 0 for "any" and "all". */
struct fou_addr {
	bool set;
	int len;
	unsigned char data[16];
};

struct fou_opts {
	uint16_t port, peer_port;	/* host order; 0: not given */
	uint8_t ipproto;
	bool has_ipproto, gue;
	const char *local_arg, *peer_arg;	/* read once all is checked */
	struct fou_addr local, peer;
	int ifindex;
};

/* The family of the port: -6 makes it IPv6, anything else is as given,
 * no family is IPv4. */
static int fou_family(void)
{
	return preferred_family == AF_UNSPEC ? AF_INET : preferred_family;
}

static void parse_addr(struct fou_addr *a, const char *w)
{
	int af = fou_family();
	struct inet_prefix p;

	a->set = true;
	if (!strcmp(w, "any") || !strcmp(w, "all")) {
		a->len = 0;
		return;
	}
	if (!strcmp(w, "default")) {
		a->len = af == AF_INET6 ? 16 : 4;
		memset(a->data, 0, sizeof(a->data));
		return;
	}
	if (af != AF_INET && af != AF_INET6)
		af = AF_UNSPEC;
	if (inet_parse_addr(&p, w, af))
		inet_addr_error(w, af);
	a->len = p.bytelen;
	memcpy(a->data, p.data, p.bytelen);
}

static uint16_t parse_port(const char *w, const char *msg)
{
	uint16_t v;

	if (get_u16(&v, w, 0) || !v)
		invarg(msg, w);
	return v;
}

/* A protocol number 1..255, or a name of /etc/protocols (even "ip", 0). */
static uint8_t parse_ipproto(const char *w)
{
	struct protoent *pe;
	uint8_t v;

	if (!get_u8(&v, w, 0) && v)
		return v;
	pe = getprotobyname(w);
	if (!pe)
		invarg("invalid ipproto", w);
	return (uint8_t)pe->p_proto;
}

static int parse_dev(const char *w)
{
	int idx;

	if (!ifname_ok(w)) {
		fprintf(stderr, "fou: invalid device name\n");
		exit(1);
	}
	idx = ll_name_to_index(w);
	if (!idx) {
		fprintf(stderr, "fou: unknown device name\n");
		exit(1);
	}
	return idx;
}

static void parse_opts(struct args *a, struct fou_opts *o)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (matches(w, "port")) {
			o->port = parse_port(args_next(a), "invalid port");
		} else if (matches(w, "ipproto")) {
			o->ipproto = parse_ipproto(args_next(a));
			o->has_ipproto = true;
		} else if (matches(w, "gue")) {
			o->gue = true;
		} else if (matches(w, "local")) {
			o->local_arg = args_next(a);
		} else if (matches(w, "peer")) {
			o->peer_arg = args_next(a);
		} else if (matches(w, "peer_port")) {
			o->peer_port = parse_port(args_next(a),
						  "invalid peer port");
		} else if (matches(w, "dev")) {
			o->ifindex = parse_dev(args_next(a));
		} else {
			fprintf(stderr, "fou: unknown command \"%s\"?\n", w);
			fou_usage();
		}
	}
}

/*
 * What the reference refuses after parsing: it says so, and then sends
 * the request without any attribute all the same. The addresses are read
 * only then (a bad one exits).
 */
static int opts_ok(struct fou_opts *o, bool adding)
{
	const char *why = NULL;

	if (!o->port)
		why = "missing port";
	else if (adding && !o->has_ipproto && !o->gue)
		why = "must set ipproto or gue";
	else if (o->has_ipproto && o->gue)
		why = "cannot set ipproto and gue";
	else if (!o->peer_arg != !o->peer_port)
		why = "both peer and peer port must be set";
	if (why) {
		fprintf(stderr, "fou: %s\n", why);
		return 0;
	}
	if (o->local_arg)
		parse_addr(&o->local, o->local_arg);
	if (o->peer_arg)
		parse_addr(&o->peer, o->peer_arg);
	return 1;
}

static void put_addr(struct nlmsghdr *nlh, const struct fou_addr *a,
		     int v4_type, int v6_type)
{
	if (a->set)
		nl_attr_put(nlh, fou_family() == AF_INET ? v4_type : v6_type,
			     (size_t)a->len, a->data);
}

static void put_opts(struct nlmsghdr *nlh, const struct fou_opts *o)
{
	nl_attr_put_u16(nlh, FOU_ATTR_PORT, htons(o->port));
	nl_attr_put_u8(nlh, FOU_ATTR_TYPE,
			o->gue ? FOU_ENCAP_GUE : FOU_ENCAP_DIRECT);
	nl_attr_put_u8(nlh, FOU_ATTR_AF, (uint8_t)fou_family());
	if (o->has_ipproto)
		nl_attr_put_u8(nlh, FOU_ATTR_IPPROTO, o->ipproto);
	put_addr(nlh, &o->local, FOU_ATTR_LOCAL_V4, FOU_ATTR_LOCAL_V6);
	put_addr(nlh, &o->peer, FOU_ATTR_PEER_V4, FOU_ATTR_PEER_V6);
	if (o->peer_port)
		nl_attr_put_u16(nlh, FOU_ATTR_PEER_PORT, htons(o->peer_port));
	if (o->ifindex)
		nl_attr_put_u32(nlh, FOU_ATTR_IFINDEX, (uint32_t)o->ifindex);
}

static int fou_modify(struct nl_sess *s, uint16_t id, struct args *a,
		      bool adding)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct fou_opts o = { 0 };
	struct nlmsghdr *nlh;

	parse_opts(a, &o);
	nlh = genl_msg_start(buf, id, adding ? FOU_CMD_ADD : FOU_CMD_DEL,
			     FOU_GENL_VERSION, 0);
	if (opts_ok(&o, adding))
		put_opts(nlh, &o);
	return nl_ask(s, nlh, NULL, NULL);
}

/* --- show --- */

static int fou_attr_cb(const struct nlattr *a, void *data)
{
	static const enum mnl_attr_data_type type[FOU_ATTR_MAX + 1] = {
		[FOU_ATTR_PORT] = MNL_TYPE_U16,
		[FOU_ATTR_AF] = MNL_TYPE_U8,
		[FOU_ATTR_IPPROTO] = MNL_TYPE_U8,
		[FOU_ATTR_TYPE] = MNL_TYPE_U8,
		[FOU_ATTR_LOCAL_V4] = MNL_TYPE_U32,
		[FOU_ATTR_PEER_V4] = MNL_TYPE_U32,
		[FOU_ATTR_LOCAL_V6] = MNL_TYPE_BINARY,
		[FOU_ATTR_PEER_V6] = MNL_TYPE_BINARY,
		[FOU_ATTR_PEER_PORT] = MNL_TYPE_U16,
		[FOU_ATTR_IFINDEX] = MNL_TYPE_U32,
	};
	const struct nlattr **tb = data;
	int t = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, FOU_ATTR_MAX) < 0 || !type[t] ||
	    mnl_attr_validate(a, type[t]) < 0)
		return MNL_CB_OK;
	if (type[t] == MNL_TYPE_BINARY && mnl_attr_get_payload_len(a) < 16)
		return MNL_CB_OK;
	tb[t] = a;
	return MNL_CB_OK;
}

static void print_addr(const char *key, const struct nlattr *v4,
		       const struct nlattr *v6, bool ipv6)
{
	const struct nlattr *a = ipv6 ? v6 : v4;
	char fmt[32], buf[INET6_ADDRSTRLEN];

	if (!a)
		return;
	snprintf(fmt, sizeof(fmt), " %s %%s", key);
	pr_str(PR_ANY, key, fmt,
	       inet_fmt(ipv6 ? AF_INET6 : AF_INET, mnl_attr_get_payload(a),
			buf, sizeof(buf)));
}

static int fou_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[FOU_ATTR_MAX + 1] = { NULL };
	bool ipv6 = false;
	char dev[32];

	(void)data;
	if (!genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, fou_attr_cb, tb);
	pr_open_object(NULL);
	if (tb[FOU_ATTR_PORT])
		pr_uint(PR_ANY, "port", "port %u",
			ntohs(mnl_attr_get_u16(tb[FOU_ATTR_PORT])));
	if (tb[FOU_ATTR_TYPE] &&
	    mnl_attr_get_u8(tb[FOU_ATTR_TYPE]) == FOU_ENCAP_GUE)
		pr_null(PR_ANY, "gue", " gue%s", "");
	else if (tb[FOU_ATTR_IPPROTO])
		pr_uint(PR_ANY, "ipproto", " ipproto %u",
			mnl_attr_get_u8(tb[FOU_ATTR_IPPROTO]));
	if (tb[FOU_ATTR_AF]) {
		int af = mnl_attr_get_u8(tb[FOU_ATTR_AF]);

		ipv6 = af == AF_INET6;
		pr_str(PR_JSON, "family", NULL, family_name(af));
		if (ipv6)
			pr_text(" -6");
	}
	print_addr("local", tb[FOU_ATTR_LOCAL_V4], tb[FOU_ATTR_LOCAL_V6], ipv6);
	print_addr("peer", tb[FOU_ATTR_PEER_V4], tb[FOU_ATTR_PEER_V6], ipv6);
	if (tb[FOU_ATTR_PEER_PORT])
		pr_uint(PR_ANY, "peer_port", " peer_port %u",
			ntohs(mnl_attr_get_u16(tb[FOU_ATTR_PEER_PORT])));
	if (tb[FOU_ATTR_IFINDEX]) {
		uint32_t idx = mnl_attr_get_u32(tb[FOU_ATTR_IFINDEX]);
		const char *name = ll_index_to_name((int)idx);

		if (!name) {
			snprintf(dev, sizeof(dev), "if%u", idx);
			name = dev;
		}
		pr_str(PR_ANY, "dev", " dev %s", name);
	}
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int fou_show(struct nl_sess *s, uint16_t id, struct args *a)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nlmsghdr *nlh;

	if (args_more(a)) {
		fprintf(stderr, "\"ip fou show\" does not take any arguments.\n");
		return 1;
	}
	nlh = genl_msg_start(buf, id, FOU_CMD_GET, FOU_GENL_VERSION, 0);
	return genl_cmd_dump(s, nlh, fou_print) ? 255 : 0;
}

int do_fou(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct nl_sess *s;
	const char *cmd;
	uint16_t id;

	if (!args_more(&a) || matches(args_cur(&a), "help"))
		fou_usage();
	if (genl_cmd_open(FOU_GENL_NAME, &s, &id))
		return 1;
	cmd = args_cur(&a);
	args_skip(&a);
	if (matches(cmd, "add"))
		return fou_modify(s, id, &a, true);
	if (matches(cmd, "delete"))
		return fou_modify(s, id, &a, false);
	if (matches(cmd, "show"))
		return fou_show(s, id, &a);
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip fou help\".\n", cmd);
	exit(255);
}
