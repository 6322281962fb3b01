/* link_stats_cmd.c — `ip link afstats` and `ip link xstats` */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "link.h"

#ifndef IFLA_STATS_AF_SPEC
#define IFLA_STATS_AF_SPEC 5
#endif

static void print_mpls(const struct nlattr *a)
{
	const struct nlattr *s;

	mnl_attr_for_each_nested(s, a) {
		const struct mpls_link_stats *st;

		if (mnl_attr_get_type(s) != MPLS_STATS_LINK ||
		    mnl_attr_get_payload_len(s) < sizeof(*st))
			continue;
		st = mnl_attr_get_payload(s);
		pr_open_object("mpls_stats");
		pr_text("    mpls:%s", pr_sl());
		pr_open_object("rx");
		pr_text("        RX: bytes  packets  errors  dropped  noroute%s",
			pr_sl());
		pr_u64(PR_ANY, "bytes", "        %-10" PRIu64 " ", st->rx_bytes);
		pr_u64(PR_ANY, "packets", "%-8" PRIu64 " ", st->rx_packets);
		pr_u64(PR_ANY, "errors", "%-7" PRIu64 " ", st->rx_errors);
		pr_u64(PR_ANY, "dropped", "%-8" PRIu64 " ", st->rx_dropped);
		pr_u64(PR_ANY, "noroute", "%-7" PRIu64, st->rx_noroute);
		pr_text("%s", pr_sl());
		pr_close_object();
		pr_open_object("tx");
		pr_text("        TX: bytes  packets  errors  dropped%s", pr_sl());
		pr_u64(PR_ANY, "bytes", "        %-10" PRIu64 " ", st->tx_bytes);
		pr_u64(PR_ANY, "packets", "%-8" PRIu64 " ", st->tx_packets);
		pr_u64(PR_ANY, "errors", "%-7" PRIu64 " ", st->tx_errors);
		pr_u64(PR_ANY, "dropped", "%-7" PRIu64, st->tx_dropped);
		pr_text("%s", pr_sl());
		pr_close_object();
		pr_close_object();
	}
}

static int afstats_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct if_stats_msg *ifsm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a, *af, *mpls = NULL;
	int want = *(int *)data;

	if (nlh->nlmsg_type != RTM_NEWSTATS ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifsm))
		return MNL_CB_OK;
	if (want && (int)ifsm->ifindex != want)
		return MNL_CB_OK;
	mnl_attr_for_each(a, nlh, sizeof(*ifsm)) {
		if (mnl_attr_get_type(a) != IFLA_STATS_AF_SPEC)
			continue;
		mnl_attr_for_each_nested(af, a)
			if (mnl_attr_get_type(af) == AF_MPLS)
				mpls = af;
	}
	if (!mpls)
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_uint(PR_ANY, "ifindex", "%u:", ifsm->ifindex);
	pr_str(PR_ANY, "ifname", " %s", ll_idx_n2a((int)ifsm->ifindex));
	pr_text("%s", pr_sl());
	print_mpls(mpls);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

int link_afstats(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *dev = NULL;
	int ifindex = 0, err;
	char buf[256];
	struct nlmsghdr *nlh;
	struct if_stats_msg *ifsm;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "dev")) {
			dev = args_next(&a);
		} else if (matches(w, "help")) {
			link_usage();
		} else {
			fprintf(stderr, "Command \"%s\" is unknown, try \"ip link help\".\n",
				w);
			exit(255);
		}
		args_skip(&a);
	}
	if (dev) {
		ifindex = ll_name_to_index(dev);
		if (!ifindex) {
			/* the reference says so and still succeeds */
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			return 0;
		}
	}
	nlh = nl_msg_start(buf, RTM_GETSTATS, 0);
	ifsm = mnl_nlmsg_put_extra_header(nlh, sizeof(*ifsm));
	ifsm->family = AF_UNSPEC;
	ifsm->filter_mask = 1u << (IFLA_STATS_AF_SPEC - 1);
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, afstats_cb, &ifindex);
	pr_json_end();
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int link_xstats(int argc, char **argv)
{
	struct args a = { argc, argv };

	if (!args_more(&a)) {
		fprintf(stderr, "xstats: missing argument\n");
		return 1;
	}
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (matches(w, "help")) {
			link_usage();
		} else if (is(w, "type")) {
			const char *k = args_next(&a);

			if (strcmp(k, "bridge") && strcmp(k, "bond") &&
			    strcmp(k, "bridge_slave") && strcmp(k, "bond_slave")) {
				fprintf(stderr, "xstats: link type %s doesn't support xstats\n",
					k);
				return 1;
			}
			fprintf(stderr, "nlroute: \"ip link xstats type %s\" is not implemented yet.\n",
				k);
			return 1;
		} else {
			invarg("unknown argument", w);
		}
		args_skip(&a);
	}
	return 0;
}
