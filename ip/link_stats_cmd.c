// SPDX-License-Identifier: GPL-2.0
/* link_stats_cmd.c — `ip link afstats` and `ip link xstats` */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "link.h"
#include "stats.h"

#ifndef IFLA_STATS_AF_SPEC
#define IFLA_STATS_AF_SPEC 5
#endif

static void print_mpls(const struct nlattr *a)
{
	const struct nlattr *s;

	mnl_attr_for_each_nested(s, a) {
		struct mpls_link_stats stb;
		const struct mpls_link_stats *st = &stb;

		if (mnl_attr_get_type(s) != MPLS_STATS_LINK ||
		    mnl_attr_get_payload_len(s) < sizeof(stb))
			continue;
		/* 64-bit counters in a 4-aligned attribute: copy them out */
		memcpy(&stb, mnl_attr_get_payload(s), sizeof(stb));
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
	nlh = stats_msg_start(buf, RTM_GETSTATS, 0,
			      IFLA_STATS_FILTER_BIT(IFLA_STATS_AF_SPEC));
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, afstats_cb, &ifindex);
	if (err) {
		/* the reference leaves its JSON open and succeeds */
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 0;
	}
	pr_json_end();
	return 0;
}

/* ---- xstats of bridges and their ports ---------------------------- */

struct xstats_req {
	int ifindex;		/* dev filter, 0: all */
	bool slave;
};

static void mcast_pair(const char *title, const char *key, const __u64 *v1,
		       const __u64 *v2, const __u64 *v3)
{
	pr_open_object(key);
	pr_text("                    %s:\n", title);
	pr_text("                      RX: ");
	pr_u64(PR_ANY, "rx_v1", "v1 %" PRIu64 " ", (uint64_t)v1[BR_MCAST_DIR_RX]);
	pr_u64(PR_ANY, "rx_v2", v3 ? "v2 %" PRIu64 " " : "v2 %" PRIu64,
	       (uint64_t)v2[BR_MCAST_DIR_RX]);
	if (v3)
		pr_u64(PR_ANY, "rx_v3", "v3 %" PRIu64,
		       (uint64_t)v3[BR_MCAST_DIR_RX]);
	pr_text("\n                      TX: ");
	pr_u64(PR_ANY, "tx_v1", "v1 %" PRIu64 " ", (uint64_t)v1[BR_MCAST_DIR_TX]);
	pr_u64(PR_ANY, "tx_v2", v3 ? "v2 %" PRIu64 " " : "v2 %" PRIu64,
	       (uint64_t)v2[BR_MCAST_DIR_TX]);
	if (v3)
		pr_u64(PR_ANY, "tx_v3", "v3 %" PRIu64,
		       (uint64_t)v3[BR_MCAST_DIR_TX]);
	pr_text("\n");
	pr_close_object();
}

static void rx_tx(const char *title, const char *key, const __u64 *v)
{
	pr_open_object(key);
	pr_text("                    %s: ", title);
	pr_u64(PR_ANY, "rx", "RX: %" PRIu64 " ", (uint64_t)v[BR_MCAST_DIR_RX]);
	pr_u64(PR_ANY, "tx", "TX: %" PRIu64 "\n", (uint64_t)v[BR_MCAST_DIR_TX]);
	pr_close_object();
}

void link_xstats_print_mcast(const struct br_mcast_stats *m)
{
	pr_open_object("multicast");
	mcast_pair("IGMP queries", "igmp_queries", m->igmp_v1queries,
		   m->igmp_v2queries, m->igmp_v3queries);
	mcast_pair("IGMP reports", "igmp_reports", m->igmp_v1reports,
		   m->igmp_v2reports, m->igmp_v3reports);
	rx_tx("IGMP leaves", "igmp_leaves", m->igmp_leaves);
	pr_u64(PR_ANY, "igmp_parse_errors",
	       "                    IGMP parse errors: %" PRIu64 "\n",
	       (uint64_t)m->igmp_parse_errors);
	mcast_pair("MLD queries", "mld_queries", m->mld_v1queries,
		   m->mld_v2queries, NULL);
	mcast_pair("MLD reports", "mld_reports", m->mld_v1reports,
		   m->mld_v2reports, NULL);
	rx_tx("MLD leaves", "mld_leaves", m->mld_leaves);
	pr_u64(PR_ANY, "mld_parse_errors",
	       "                    MLD parse errors: %" PRIu64 "\n",
	       (uint64_t)m->mld_parse_errors);
	pr_close_object();
}

void link_xstats_print_stp(const struct bridge_stp_xstats *s)
{
	pr_open_object("stp");
	pr_u64(PR_ANY, "rx_bpdu", "                    STP BPDU:  RX: %" PRIu64 " ",
	       (uint64_t)s->rx_bpdu);
	pr_u64(PR_ANY, "tx_bpdu", "TX: %" PRIu64 "\n", (uint64_t)s->tx_bpdu);
	pr_u64(PR_ANY, "rx_tcn", "                    STP TCN:   RX: %" PRIu64 " ",
	       (uint64_t)s->rx_tcn);
	pr_u64(PR_ANY, "tx_tcn", "TX: %" PRIu64 "\n", (uint64_t)s->tx_tcn);
	pr_u64(PR_ANY, "transition_blk",
	       "                    STP Transitions: Blocked: %" PRIu64 " ",
	       (uint64_t)s->transition_blk);
	pr_u64(PR_ANY, "transition_fwd", "Forwarding: %" PRIu64 "\n",
	       (uint64_t)s->transition_fwd);
	pr_close_object();
}

static int xstats_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct xstats_req *r = data;
	const struct if_stats_msg *ifsm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a, *t, *b;
	struct br_mcast_stats mcb;
	struct bridge_stp_xstats stpb;
	const struct br_mcast_stats *mc = NULL;
	const struct bridge_stp_xstats *stp = NULL;
	uint16_t want = r->slave ? IFLA_STATS_LINK_XSTATS_SLAVE :
			IFLA_STATS_LINK_XSTATS;

	if (nlh->nlmsg_type != RTM_NEWSTATS ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifsm))
		return MNL_CB_OK;
	if (r->ifindex && (int)ifsm->ifindex != r->ifindex)
		return MNL_CB_OK;
	mnl_attr_for_each(a, nlh, sizeof(*ifsm)) {
		if (mnl_attr_get_type(a) != want)
			continue;
		mnl_attr_for_each_nested(t, a) {
			if (mnl_attr_get_type(t) != LINK_XSTATS_TYPE_BRIDGE)
				continue;
			mnl_attr_for_each_nested(b, t) {
				if (mnl_attr_get_type(b) == BRIDGE_XSTATS_MCAST &&
				    mnl_attr_get_payload_len(b) >= sizeof(mcb)) {
					/* copied: may be only 4-aligned */
					memcpy(&mcb, mnl_attr_get_payload(b),
					       sizeof(mcb));
					mc = &mcb;
				} else if (mnl_attr_get_type(b) == BRIDGE_XSTATS_STP &&
					   mnl_attr_get_payload_len(b) >= sizeof(stpb)) {
					memcpy(&stpb, mnl_attr_get_payload(b),
					       sizeof(stpb));
					stp = &stpb;
				}
			}
		}
	}
	if (!mc && !stp)
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_str(PR_ANY, "ifname", "%-16s\n", ll_idx_n2a((int)ifsm->ifindex));
	if (mc)
		link_xstats_print_mcast(mc);
	if (stp)
		link_xstats_print_stp(stp);
	pr_close_object();
	return MNL_CB_OK;
}

static int xstats_bridge(bool slave, int ifindex)
{
	struct xstats_req r = { ifindex, slave };
	char buf[256];
	uint16_t attr = slave ? IFLA_STATS_LINK_XSTATS_SLAVE :
				IFLA_STATS_LINK_XSTATS;
	struct nlmsghdr *nlh = stats_msg_start(buf, RTM_GETSTATS, 0,
					       IFLA_STATS_FILTER_BIT(attr));
	int err;
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, xstats_cb, &r);
	pr_json_end();
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	return 0;
}

int link_xstats(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *kind = NULL;
	int ifindex = 0;

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
			if (!strncmp(k, "bond", 4)) {
				fprintf(stderr, "nlroute: \"ip link xstats type %s\" is not implemented yet.\n",
					k);
				return 1;
			}
			kind = k;
		} else if (is(w, "dev") && kind) {
			const char *d = args_next(&a);

			ifindex = ll_name_to_index(d);
			if (!ifindex) {
				fprintf(stderr, "Cannot find device \"%s\"\n", d);
				return 1;
			}
		} else {
			invarg("unknown argument", w);
		}
		args_skip(&a);
	}
	if (!kind)
		return 0;
	return xstats_bridge(!strcmp(kind, "bridge_slave"), ifindex);
}
