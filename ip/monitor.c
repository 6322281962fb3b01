// SPDX-License-Identifier: GPL-2.0
/* monitor.c — `ip monitor`: print rtnetlink notifications as they come */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nlmon.h"
#include "print.h"
#include "ip_common.h"
#include "monitor.h"
#include "link.h"
#include "addr.h"
#include "route.h"
#include "nexthop.h"

static void __attribute__((noreturn)) monitor_usage(void)
{
	fprintf(stderr,
		"Usage: ip monitor [ all | OBJECTS ] [ FILE ] [ label ] [ all-nsid ]\n"
		"                  [ dev DEVICE ]\n"
		"OBJECTS :=  address | link | mroute | neigh | netconf |\n"
		"            nexthop | nsid | prefix | route | rule | stats\n"
		"FILE := file FILENAME\n");
	exit(255);
}

enum mon_obj {
	MON_LINK = 1 << 0,
	MON_ADDR = 1 << 1,
	MON_ROUTE = 1 << 2,
	MON_MROUTE = 1 << 3,
	MON_NEIGH = 1 << 4,
	MON_NETCONF = 1 << 5,
	MON_RULE = 1 << 6,
	MON_NSID = 1 << 7,
	MON_PREFIX = 1 << 8,
	MON_NEXTHOP = 1 << 9,
	MON_STATS = 1 << 10,
};

static const struct { const char *name; unsigned int obj; } mon_objs[] = {
	{ "link", MON_LINK }, { "address", MON_ADDR }, { "route", MON_ROUTE },
	{ "mroute", MON_MROUTE }, { "neigh", MON_NEIGH },
	{ "neighbor", MON_NEIGH }, { "neighbour", MON_NEIGH },
	{ "netconf", MON_NETCONF }, { "rule", MON_RULE }, { "nsid", MON_NSID },
	{ "prefix", MON_PREFIX }, { "nexthop", MON_NEXTHOP },
	{ "stats", MON_STATS }, { NULL, 0 },
};

struct mon_ctx {
	unsigned int objs;
	bool label;
	int ifindex;
	struct link_filter lf;
	struct route_filter rf;
};

void monitor_timestamp(void)
{
	struct timeval tv;
	struct tm tm;
	char buf[64];

	gettimeofday(&tv, NULL);
	localtime_r(&tv.tv_sec, &tm);
	if (timestamp_short) {
		strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%S", &tm);
		printf("[%s.%06ld] ", buf, (long)tv.tv_usec);
	} else {
		strftime(buf, sizeof(buf), "%a %b %e %H:%M:%S %Y", &tm);
		printf("Timestamp: %s %ld usec\n", buf, (long)tv.tv_usec);
	}
}

static void banner(const struct mon_ctx *c, const char *tag)
{
	if (timestamp)
		monitor_timestamp();
	if (c->label)
		printf("[%s]", tag);
}

static bool dev_matches(const struct mon_ctx *c, int ifindex)
{
	return !c->ifindex || c->ifindex == ifindex;
}

static void no_addrs(const struct ifinfomsg *ifi, void *ctx)
{
	(void)ifi;
	(void)ctx;
}

/* A multicast forwarding cache entry (RTNL_FAMILY_IPMR, _IP6MR)? */
static bool mon_is_mroute(const struct nlmsghdr *nlh)
{
	const struct rtmsg *r = mnl_nlmsg_get_payload(nlh);

	return nlh->nlmsg_len >= NLMSG_HDRLEN + sizeof(*r) &&
	       (r->rtm_family == RTNL_FAMILY_IPMR ||
		r->rtm_family == RTNL_FAMILY_IP6MR);
}

static int mon_cb(const struct nlmsghdr *nlh, void *data)
{
	struct mon_ctx *c = data;

	switch (nlh->nlmsg_type) {
	case RTM_NEWLINK:
	case RTM_DELLINK: {
		const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);

		if (!(c->objs & MON_LINK) ||
		    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi) ||
		    !dev_matches(c, ifi->ifi_index))
			break;
		banner(c, "LINK");
		link_print_msg(nlh, &c->lf);
		if (nlh->nlmsg_type == RTM_DELLINK)
			ll_forget_index(ifi->ifi_index);
		break;
	}
	case RTM_NEWADDR:
	case RTM_DELADDR: {
		const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);

		if (!(c->objs & MON_ADDR) ||
		    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifa) ||
		    !dev_matches(c, (int)ifa->ifa_index))
			break;
		banner(c, "ADDR");
		addr_print_event(nlh, NULL);
		break;
	}
	case RTM_NEWROUTE:
	case RTM_DELROUTE:
		if (mon_is_mroute(nlh)) {
			if (!(c->objs & MON_MROUTE))
				break;
			banner(c, "MROUTE");
			mroute_print(nlh, NULL);
			break;
		}
		if (!(c->objs & MON_ROUTE))
			break;
		banner(c, "ROUTE");
		route_print_msg(nlh, &c->rf);
		break;
	case RTM_NEWNEIGH:
	case RTM_DELNEIGH: {
		const struct ndmsg *nd = mnl_nlmsg_get_payload(nlh);

		if (!(c->objs & MON_NEIGH) ||
		    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nd) ||
		    !dev_matches(c, nd->ndm_ifindex))
			break;
		banner(c, "NEIGH");
		neigh_print(nlh, NULL);
		break;
	}
	case RTM_NEWRULE:
	case RTM_DELRULE:
		if (!(c->objs & MON_RULE))
			break;
		banner(c, "RULE");
		rule_print(nlh, NULL);
		break;
	case RTM_NEWNEXTHOP:
	case RTM_DELNEXTHOP:
		if (!(c->objs & MON_NEXTHOP))
			break;
		banner(c, "NEXTHOP");
		nh_print_msg(nlh, NULL);
		break;
	case RTM_NEWNETCONF:
	case RTM_DELNETCONF:
		if (!(c->objs & MON_NETCONF))
			break;
		banner(c, "NETCONF");
		if (nlh->nlmsg_type == RTM_DELNETCONF)
			netconf_print_deleted(nlh);
		else
			netconf_print_msg(nlh, NULL);
		break;
	default:
		break;
	}
	fflush(stdout);
	return MNL_CB_OK;
}

/* How the monitor prints links (address form, no queue length) and
 * routes (every table). */
static void mon_printers(struct mon_ctx *c)
{
	c->lf.addr_mode = true;
	c->lf.family = AF_UNSPEC;
	c->lf.no_qlen = true;
	c->lf.print_addrs = no_addrs;
	c->rf.table_all = true;
	c->rf.have_table = true;
}

/*
 * ip -echo: a change request carries NLM_F_ECHO, and what the kernel
 * sends back about it is printed as ip monitor prints it (without the
 * object labels), in one JSON array with -j. iproute2 6.1 prints a route
 * as {{...}} there, which is no JSON (nlroute(8)); nlroute prints {...}.
 */
static int echo_cb(const struct nlmsghdr *nlh, void *data)
{
	static struct mon_ctx c;
	static bool ready;

	/* the reference prints the first message echoed (a veth's
	 * deletion echoes its peer's too) */
	if ((*(int *)data)++)
		return MNL_CB_OK;
	if (!ready) {
		c.objs = ~0u & ~MON_STATS;
		mon_printers(&c);
		ready = true;
	}
	return mon_cb(nlh, &c);
}

int ip_talk_echo(struct nlmsghdr *nlh, bool empty_object)
{
	int err, n = 0;

	if (!echo_request)
		return nl_talk(nl_main(), nlh, NULL, NULL);
	nlh->nlmsg_flags |= NLM_F_ECHO;
	pr_json_begin();
	err = nl_talk(nl_main(), nlh, echo_cb, &n);
	if (err) {
		pr_json_abort();	/* an error prints no JSON at all */
		return err;
	}
	if (!n && empty_object) {
		/* ip link set: the kernel echoes nothing, the reference
		 * prints one empty object all the same */
		pr_open_object(NULL);
		pr_close_object();
	}
	pr_json_end();
	return 0;
}

int ip_talk(struct nlmsghdr *nlh)
{
	return ip_talk_echo(nlh, false);
}

int do_monitor(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct mon_ctx c = { 0 };
	const char *file = NULL;
	bool all_nsid = false;
	unsigned int groups[32];
	int n = 0;
	struct nlmon *m;
	int family = preferred_family;

	/* the reference prints its notifications as text, -j or not */
	pr_json = 0;
	while (args_more(&a)) {
		const char *w = args_cur(&a);
		bool found = false;

		if (matches(w, "file")) {
			file = args_next(&a);
		} else if (matches(w, "label")) {
			c.label = true;
		} else if (is(w, "all-nsid")) {
			all_nsid = true;
		} else if (is(w, "dev")) {
			const char *d = args_next(&a);

			c.ifindex = ll_name_to_index(d);
			if (!c.ifindex)
				invarg("Device does not exist\n", d);
		} else if (is(w, "all")) {
			c.label = true;
			c.objs = ~0u;
		} else if (matches(w, "help")) {
			monitor_usage();
		} else {
			for (int i = 0; mon_objs[i].name; i++)
				if (matches(w, mon_objs[i].name)) {
					c.objs |= mon_objs[i].obj;
					found = true;
					break;
				}
			if (!found) {
				fprintf(stderr, "Argument \"%s\" is unknown, try \"ip monitor help\".\n", w);
				exit(255);
			}
		}
		args_skip(&a);
	}
	if (!c.objs)
		c.objs = ~0u & ~MON_STATS;

	mon_printers(&c);
	c.rf.family = family == AF_PACKET ? AF_UNSPEC : family;
	c.rf.oif = 0;

	if (file) {
		int err = nlmon_replay(file, mon_cb, &c);

		if (err == -EBADMSG)
			return 1;
		if (err) {
			fprintf(stderr, "Cannot fopen: %s\n", strerror(-err));
			exit(255);	/* as the reference, even in a batch */
		}
		return 0;
	}

#define JOIN(g) (groups[n++] = (g))
	/* -4 and -6 choose the families' groups; -0 (link layer) leaves
	 * only the links, neighbours, nsids and nexthops, as the reference */
	bool v4 = family == AF_UNSPEC || family == AF_INET;
	bool v6 = family == AF_UNSPEC || family == AF_INET6;

	if (c.objs & MON_LINK)
		JOIN(RTNLGRP_LINK);
	if (c.objs & MON_ADDR) {
		if (v4)
			JOIN(RTNLGRP_IPV4_IFADDR);
		if (v6)
			JOIN(RTNLGRP_IPV6_IFADDR);
	}
	if (c.objs & MON_ROUTE) {
		if (v4)
			JOIN(RTNLGRP_IPV4_ROUTE);
		if (v6)
			JOIN(RTNLGRP_IPV6_ROUTE);
	}
	if (c.objs & MON_MROUTE) {
		if (v4)
			JOIN(RTNLGRP_IPV4_MROUTE);
		if (v6)
			JOIN(RTNLGRP_IPV6_MROUTE);
	}
	if (c.objs & MON_NEIGH)
		JOIN(RTNLGRP_NEIGH);
	if (c.objs & MON_NETCONF) {
		if (v4)
			JOIN(RTNLGRP_IPV4_NETCONF);
		if (v6)
			JOIN(RTNLGRP_IPV6_NETCONF);
	}
	if (c.objs & MON_RULE) {
		if (v4)
			JOIN(RTNLGRP_IPV4_RULE);
		if (v6)
			JOIN(RTNLGRP_IPV6_RULE);
	}
	if (c.objs & MON_NSID)
		JOIN(RTNLGRP_NSID);
	if ((c.objs & MON_PREFIX) && v6)
		JOIN(RTNLGRP_IPV6_PREFIX);
	if (c.objs & MON_NEXTHOP)
		JOIN(RTNLGRP_NEXTHOP);
#undef JOIN
	m = nlmon_open(groups, n);
	if (!m)
		return 1;
	if (all_nsid)
		nlmon_listen_all_nsid(m);
	return nlmon_run(m, mon_cb, &c) ? 1 : 0;
}
