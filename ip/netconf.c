// SPDX-License-Identifier: GPL-2.0
/* netconf.c — `ip netconf show` and the netconf printer of `ip monitor` */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/netconf.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"

static void __attribute__((noreturn)) netconf_usage(void)
{
	fprintf(stderr, "Usage: ip netconf show [ dev STRING ]\n");
	exit(255);
}

static int ncf_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_type_valid(a, NETCONFA_MAX) >= 0 &&
	    mnl_attr_get_payload_len(a) >= 4)
		tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

static void on_off(const char *key, const struct nlattr *a)
{
	char fmt[64];

	if (!a)
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_bool(PR_JSON, key, NULL, mnl_attr_get_u32(a) != 0);
	pr_str(PR_FP, NULL, fmt, mnl_attr_get_u32(a) ? "on" : "off");
}

int netconf_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct netconfmsg *nc = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NETCONFA_MAX + 1] = { NULL };
	char ibuf[32];
	const char *ifname;
	int ifindex;

	if (nlh->nlmsg_type != RTM_NEWNETCONF && nlh->nlmsg_type != RTM_DELNETCONF)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nc))
		return MNL_CB_OK;
	/* a family the kernel has no netconf for dumps them all: filter */
	if (data && *(const int *)data && nc->ncm_family != *(const int *)data)
		return MNL_CB_OK;
	mnl_attr_parse(nlh, NLMSG_ALIGN(sizeof(*nc)), ncf_cb, tb);
	if (!tb[NETCONFA_IFINDEX])
		return MNL_CB_OK;
	ifindex = (int)mnl_attr_get_u32(tb[NETCONFA_IFINDEX]);
	if (ifindex == NETCONFA_IFINDEX_ALL)
		ifname = "all";
	else if (ifindex == NETCONFA_IFINDEX_DEFAULT)
		ifname = "default";
	else {
		ifname = ll_index_to_name(ifindex);
		if (!ifname) {
			snprintf(ibuf, sizeof(ibuf), "if%d", ifindex);
			ifname = ibuf;
		}
	}

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELNETCONF)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	pr_str(PR_ANY, "family", "%s ",
	       nc->ncm_family == AF_MPLS ? "mpls" : family_name(nc->ncm_family));
	pr_str(PR_ANY, "interface", "%s ", ifname);
	on_off("forwarding", tb[NETCONFA_FORWARDING]);
	if (tb[NETCONFA_RP_FILTER]) {
		uint32_t rp = mnl_attr_get_u32(tb[NETCONFA_RP_FILTER]);
		const char *v = rp == 0 ? "off" : rp == 1 ? "strict" :
				rp == 2 ? "loose" : "unknown mode";

		pr_str(PR_ANY, "rp_filter", "rp_filter %s ", v);
	}
	on_off("mc_forwarding", tb[NETCONFA_MC_FORWARDING]);
	on_off("proxy_neigh", tb[NETCONFA_PROXY_NEIGH]);
	on_off("ignore_routes_with_linkdown",
	       tb[NETCONFA_IGNORE_ROUTES_WITH_LINKDOWN]);
	on_off("input", tb[NETCONFA_INPUT]);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int netconf_get(int family, int ifindex)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNETCONF, 0);
	struct netconfmsg *nc = nl_msg_put_extra(nlh,
						NLMSG_ALIGN(sizeof(*nc)));

	nc->ncm_family = (unsigned char)family;
	nl_attr_put_u32(nlh, NETCONFA_IFINDEX, (uint32_t)ifindex);
	return nl_talk(nl_main(), nlh, netconf_print_msg, NULL);
}

/*
 * One netconf dump. A failure is reported as the reference reports it,
 * saying nothing of an NLMSG_ERROR; returns 0, or the errno that the
 * reference is left with.
 */
static int netconf_dump(int family)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNETCONF, 0);
	struct netconfmsg *nc = nl_msg_put_extra(nlh,
					NLMSG_ALIGN(sizeof(*nc)));
	int err;

	nc->ncm_family = (unsigned char)family;
	err = nl_dump(nl_main(), nlh, netconf_print_msg, &family);
	if (!err)
		return 0;
	if (nl_dump_failure(err) == NL_DUMP_FAIL_ERRMSG)
		return -err;
	return nl_dump_perror(err);
}

/*
 * All families' netconf. A kernel that cannot dump them together
 * (EOPNOTSUPP) is asked for IPv4, then IPv6, as the reference does:
 * each is a JSON document of its own, the first one is left open.
 */
static int netconf_dump_all(int family)
{
	static const int fallback[] = { AF_INET, AF_INET6 };
	int e = netconf_dump(family);

	if (e != EOPNOTSUPP || family != AF_UNSPEC)
		return e;
	for (size_t i = 0; i < 2; i++) {
		pr_json_leave_open();
		pr_json_begin();
		e = netconf_dump(fallback[i]);
		if (e)
			return e;
		if (i == 0)
			pr_json_end();
	}
	return 0;
}

static int netconf_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	int family = preferred_family;
	int ifindex = 0, err = 0;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "dev")) {
			const char *d = args_next(&a);

			ifindex = ll_name_to_index(d);
			if (!ifindex) {
				fprintf(stderr, "Device \"%s\" does not exist.\n", d);
				return 1;
			}
		} else if (matches(w, "help")) {
			netconf_usage();
		} else {
			fprintf(stderr, "Error: either \"dev\" is duplicate, or \"%s\" is a garbage.\n", w);
			exit(255);
		}
		args_skip(&a);
	}

	if (ifindex && family != AF_UNSPEC) {
		/* the reference answers one family of one device in text,
		 * -j or not (no JSON document is opened for it) */
		int json = pr_json;

		pr_json = 0;
		if (family == AF_INET || family == AF_INET6)
			err = netconf_get(family, ifindex);
		pr_json = json;
		if (err) {
			nl_perror(err);
			return 2;
		}
		return 0;
	}
	pr_json_begin();
	if (ifindex) {
		if (family == AF_UNSPEC || family == AF_INET)
			err = netconf_get(AF_INET, ifindex);
		if (!err && (family == AF_UNSPEC || family == AF_INET6))
			err = netconf_get(AF_INET6, ifindex);
	} else {
		int e = netconf_dump_all(family);

		if (e) {
			pr_json_leave_open();
			fprintf(stderr, "RTNETLINK answers: %s\n", strerror(e));
			fprintf(stderr, "Dump terminated\n");
			exit(1);	/* as the reference, ending a batch */
		}
	}
	if (err)
		pr_json_abort();
	else
		pr_json_end();
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int do_netconf(int argc, char **argv)
{
	if (argc < 1)
		return netconf_show(0, NULL);
	if (matches(argv[0], "show") || matches(argv[0], "list") ||
	    matches(argv[0], "lst"))
		return netconf_show(argc - 1, argv + 1);
	if (matches(argv[0], "help"))
		netconf_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip netconf help\".\n",
		argv[0]);
	exit(255);
}

/* The monitor's "Deleted inet IFNAME" line of RTM_DELNETCONF. */
int netconf_print_deleted(const struct nlmsghdr *nlh)
{
	const struct netconfmsg *nc = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NETCONFA_MAX + 1] = { NULL };
	int ifindex;

	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nc))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, NLMSG_ALIGN(sizeof(*nc)), ncf_cb, tb);
	if (!tb[NETCONFA_IFINDEX])
		return MNL_CB_OK;
	ifindex = (int)mnl_attr_get_u32(tb[NETCONFA_IFINDEX]);
	pr_open_object(NULL);
	pr_bool(PR_ANY, "deleted", "Deleted ", true);
	pr_str(PR_ANY, "family", "%s ", family_name(nc->ncm_family));
	pr_str(PR_ANY, "interface", "%s ", ll_idx_n2a(ifindex));
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}
