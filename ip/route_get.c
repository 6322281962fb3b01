// SPDX-License-Identifier: GPL-2.0
/* route_get.c — `ip route get`: ask the kernel which route it would use */
#include <arpa/inet.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "route.h"

static int get_dev(const char *name)
{
	int idx = ll_name_to_index(name);

	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		ip_line_fail(1);
	}
	return idx;
}

static void put_port(struct nlmsghdr *nlh, uint16_t type, const char *kw,
		     const char *v)
{
	uint16_t port;
	char msg[64];

	snprintf(msg, sizeof(msg), "invalid %s\n", kw);
	if (get_u16(&port, v, 0))
		invarg(msg, v);
	nl_attr_put_u16(nlh, type, htons(port));
}

/* The first answer of `connected`: printed, and whether it has a source. */
struct connect_src {
	struct route_filter *f;
	bool have_src;
};

static int connect_cb(const struct nlmsghdr *nlh, void *data)
{
	struct connect_src *c = data;
	const struct nlattr *at;

	if (nlh->nlmsg_type == RTM_NEWROUTE &&
	    nlh->nlmsg_len >= NLMSG_HDRLEN + sizeof(struct rtmsg))
		mnl_attr_for_each(at, nlh, sizeof(struct rtmsg))
			if (mnl_attr_get_type(at) == RTA_PREFSRC ||
			    mnl_attr_get_type(at) == RTA_SRC)
				c->have_src = true;
	return route_print_msg(nlh, c->f);
}

/*
 * `connected` without `from`, as iproute2 6.1 does it: if the first
 * answer has a source, the same question is asked again and its answer
 * printed as text, even under -j (the reference means to set the source
 * from the first answer but sends its first request unchanged; see
 * nlroute(8)). Without a source in the answer (a fibmatch entry): the
 * reference's message and status 1.
 */
static int route_get_connected(struct nlmsghdr *nlh, struct connect_src *c)
{
	int json = pr_json, err;

	if (!c->have_src) {
		fprintf(stderr, "Failed to connect the route\n");
		return 1;
	}
	pr_json = 0;
	err = nl_talk(nl_main(), nlh, route_print_msg, c->f);
	pr_json = json;
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int route_get(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETROUTE, 0);
	struct rtmsg *r = nl_msg_put_extra(nlh, sizeof(*r));
	struct route_filter f = { .get = true, .table_all = true };
	int family = preferred_family == AF_PACKET ? AF_UNSPEC :
		     preferred_family;
	bool have_dst = false, connected = false, have_from = false;
	struct connect_src c = { &f, false };
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);
		uint32_t v;

		if (is(w, "tos") || matches(w, "dsfield")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_dsfield, &v, x) || v > 255)
				invarg("TOS value is invalid\n", x);
			r->rtm_tos = (unsigned char)v;
		} else if (matches(w, "from")) {
			const char *x = args_next(&a);
			struct inet_prefix p;

			if (preferred_family == AF_PACKET ||
			    inet_parse_prefix(&p, x, family))
				inet_prefix_error(x, preferred_family == AF_PACKET ?
						  AF_PACKET : family);
			if (!family)
				family = p.family;
			nl_attr_put(nlh, RTA_SRC, (size_t)p.bytelen, p.data);
			r->rtm_src_len = (unsigned char)p.bitlen;
			have_from = true;
		} else if (is(w, "iif")) {
			nl_attr_put_u32(nlh, RTA_IIF,
					 (uint32_t)get_dev(args_next(&a)));
		} else if (is(w, "oif") || is(w, "dev")) {
			nl_attr_put_u32(nlh, RTA_OIF,
					 (uint32_t)get_dev(args_next(&a)));
		} else if (is(w, "mark")) {
			const char *x = args_next(&a);

			if (get_u32(&v, x, 0))
				invarg("invalid mark value\n", x);
			nl_attr_put_u32(nlh, RTA_MARK, v);
		} else if (is(w, "uid")) {
			const char *x = args_next(&a);

			if (get_u32(&v, x, 0))
				invarg("invalid UID\n", x);
			nl_attr_put_u32(nlh, RTA_UID, v);
		} else if (is(w, "fibmatch")) {
			r->rtm_flags |= RTM_F_FIB_MATCH;
		} else if (is(w, "connected")) {
			/* the reference re-asks from the chosen source */
			connected = true;
		} else if (is(w, "ipproto")) {
			const char *x = args_next(&a);
			struct protoent *pe = getprotobyname(x);
			uint8_t p;

			if (pe)
				p = (uint8_t)pe->p_proto;
			else if (get_u8(&p, x, 0))
				invarg("Invalid \"ipproto\" value\n", x);
			nl_attr_put_u8(nlh, RTA_IP_PROTO, p);
		} else if (is(w, "sport")) {
			put_port(nlh, RTA_SPORT, "sport", args_next(&a));
		} else if (is(w, "dport")) {
			put_port(nlh, RTA_DPORT, "dport", args_next(&a));
		} else if (is(w, "vrf")) {
			/* the lookup goes out through the VRF device */
			const char *x = args_next(&a);

			route_vrf_table(x);
			nl_attr_put_u32(nlh, RTA_OIF, (uint32_t)get_dev(x));
		} else if (matches(w, "help")) {
			route_usage();
		} else {
			struct inet_prefix p;

			if (is(w, "to"))
				w = args_next(&a);
			if (preferred_family == AF_PACKET ||
			    inet_parse_prefix(&p, w, family))
				inet_prefix_error(w, preferred_family == AF_PACKET ?
						  AF_PACKET : family);
			if (!family)
				family = p.family;
			if (p.has_len && p.bitlen != p.bytelen * 8 &&
			    p.family != AF_MPLS)
				fprintf(stderr, "Warning: /%d as prefix is invalid, only /%d (or none) is supported.\n",
					p.bitlen, p.bytelen * 8);
			nl_attr_put(nlh, RTA_DST, (size_t)p.bytelen, p.data);
			/* a label goes with its length (20, or as given) */
			r->rtm_dst_len = (unsigned char)(p.family == AF_MPLS ?
							  p.bitlen :
							  p.bytelen * 8);
			have_dst = true;
		}
		args_skip(&a);
	}
	if (!have_dst) {
		fprintf(stderr, "need at least a destination address\n");
		return 1;
	}
	r->rtm_family = (unsigned char)family;
	/* so that the reply names the table the rules chose */
	if (family == AF_INET)
		r->rtm_flags |= RTM_F_LOOKUP_TABLE;
	pr_json_begin();
	err = nl_talk(nl_main(), nlh, connect_cb, &c);
	if (err)
		pr_json_abort();
	else
		pr_json_end();
	if (err) {
		nl_perror(err);
		return 2;
	}
	if (connected && !have_from)
		return route_get_connected(nlh, &c);
	return 0;
}
