// SPDX-License-Identifier: GPL-2.0
/* mroute.c — `ip mroute show`: the multicast forwarding cache (IPMR, IP6MR) */
#include <inttypes.h>
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

static const char mroute_usage_text[] =
"Usage: ip mroute show [ [ to ] PREFIX ] [ from PREFIX ] [ iif DEVICE ]\n"
"                      [ table TABLE_ID ]\n"
"TABLE_ID := [ local | main | default | all | NUMBER ]\n"
;

static void __attribute__((noreturn)) mroute_usage(void)
{
	fputs(mroute_usage_text, stderr);
	exit(255);
}

struct mroute_filter {
	uint32_t table;		/* 0: every table (and "Table: X" shown) */
	int iif;
};

static int mrta_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, RTA_MAX) < 0)
		return MNL_CB_OK;
	switch (type) {
	case RTA_IIF:
	case RTA_TABLE:
		if (mnl_attr_validate(a, MNL_TYPE_U32) < 0)
			return MNL_CB_OK;
		break;
	case RTA_EXPIRES:
		if (mnl_attr_validate(a, MNL_TYPE_U64) < 0)
			return MNL_CB_OK;
		break;
	case RTA_MFC_STATS:
		if (mnl_attr_get_payload_len(a) < sizeof(struct rta_mfc_stats))
			return MNL_CB_OK;
		break;
	default:
		break;
	}
	tb[type] = a;
	return MNL_CB_OK;
}

static const char *mroute_addr(int af, const struct nlattr *a, char *buf,
			       unsigned int sz)
{
	if (!a || mnl_attr_get_payload_len(a) < (af == AF_INET6 ? 16u : 4u))
		return "unknown";
	return inet_fmt(af, mnl_attr_get_payload(a), buf, sz);
}

/* "(S,G)" padded as one column; in JSON two values. */
static void print_sg(int af, const struct nlattr **tb)
{
	char s[64], g[64], sg[140];
	const char *src = mroute_addr(af, tb[RTA_SRC], s, sizeof(s));
	const char *grp = mroute_addr(af, tb[RTA_DST], g, sizeof(g));

	pr_str(PR_JSON, "src", NULL, src);
	pr_str(PR_JSON, "dst", NULL, grp);
	snprintf(sg, sizeof(sg), "(%s,%s)", src, grp);
	pr_text("%-32s Iif: ", sg);
}

static void print_oifs(const struct nlattr *mp)
{
	const struct rtnexthop *nh = mnl_attr_get_payload(mp);
	int len = mnl_attr_get_payload_len(mp);
	bool first = true;

	pr_open_array(PR_JSON, "multipath");
	while (len >= (int)sizeof(*nh) && nh->rtnh_len >= sizeof(*nh) &&
	       nh->rtnh_len <= len) {
		pr_text(first ? "Oifs: " : " ");
		first = false;
		pr_open_object(NULL);
		pr_cstr(PR_ANY, CLR_IFNAME, "oif", "%s",
			ll_idx_n2a(nh->rtnh_ifindex));
		if (nh->rtnh_hops > 1)
			pr_uint(PR_ANY, "ttl", "(ttl %u)", nh->rtnh_hops);
		pr_close_object();
		len -= RTNH_ALIGN(nh->rtnh_len);
		nh = RTNH_NEXT(nh);
	}
	pr_close_array(PR_JSON, NULL);
	if (!first)
		pr_text(" ");
}

static void print_stats(const struct nlattr **tb)
{
	struct rta_mfc_stats st;

	if (tb[RTA_MFC_STATS]) {
		/* attributes are 4-byte aligned, the counters 64-bit */
		memcpy(&st, mnl_attr_get_payload(tb[RTA_MFC_STATS]), sizeof(st));
		pr_text("%s", pr_sl());
		pr_u64(PR_ANY, "packets", "  %" PRIu64 " packets,",
		       st.mfcs_packets);
		pr_u64(PR_ANY, "bytes", " %" PRIu64 " bytes", st.mfcs_bytes);
		if (st.mfcs_wrong_if)
			pr_u64(PR_ANY, "wrong_if",
			       ", %" PRIu64 " arrived on wrong iif.",
			       st.mfcs_wrong_if);
	}
	if (tb[RTA_EXPIRES]) {
		uint64_t t = mnl_attr_get_u64(tb[RTA_EXPIRES]);

		/* centiseconds: "%.2f" in text, the shortest number in JSON */
		pr_float(PR_JSON, "expires", NULL, (double)t / 100);
		pr_float(PR_FP, NULL, ", Age %.2f", (double)t / 100);
	}
}

int mroute_print(const struct nlmsghdr *nlh, void *data)
{
	const struct mroute_filter *f = data;
	const struct rtmsg *r = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[RTA_MAX + 1] = { NULL };
	int af;
	uint32_t table;
	char buf[64];

	if (nlh->nlmsg_type != RTM_NEWROUTE && nlh->nlmsg_type != RTM_DELROUTE)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*r))
		return MNL_CB_OK;
	if (r->rtm_family != RTNL_FAMILY_IPMR &&
	    r->rtm_family != RTNL_FAMILY_IP6MR)
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*r), mrta_cb, tb);
	af = r->rtm_family == RTNL_FAMILY_IPMR ? AF_INET : AF_INET6;
	table = route_table(r, tb);
	if (f && f->table && table != f->table)
		return MNL_CB_OK;
	if (f && f->iif && (!tb[RTA_IIF] ||
			    (int)mnl_attr_get_u32(tb[RTA_IIF]) != f->iif))
		return MNL_CB_OK;

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELROUTE)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	print_sg(af, tb);
	if (tb[RTA_IIF])
		pr_cstr(PR_ANY, CLR_IFNAME, "iif", "%-10s ",
			ll_idx_n2a((int)mnl_attr_get_u32(tb[RTA_IIF])));
	else
		pr_str(PR_ANY, "iif", "%-10s ", "unresolved");
	if (tb[RTA_MULTIPATH])
		print_oifs(tb[RTA_MULTIPATH]);
	pr_str(PR_ANY, "state", " State: %s",
	       r->rtm_flags & RTNH_F_UNRESOLVED ? "unresolved" : "resolved");
	if (r->rtm_flags & RTNH_F_OFFLOAD)
		pr_null(PR_ANY, "offload", " offload", NULL);
	if (show_stats)
		print_stats(tb);
	if ((!f || !f->table) && table != RT_TABLE_MAIN)
		pr_str(PR_ANY, "table", " Table: %s",
		       table_n2a(&tbl_rt_tables, table, buf, sizeof(buf)));
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

/* The prefixes of the selector: the reference parses them in the
 * multicast family and so takes none but the words meaning "any". */
static void parse_prefix(const char *w)
{
	if (is(w, "all") || is(w, "any") || is(w, "default"))
		return;
	fprintf(stderr, "Error: ??? prefix is expected rather than \"%s\".\n",
		w);
	exit(1);
}

static void parse_filter(struct args *a, struct mroute_filter *f)
{
	while (args_more(a)) {
		const char *w = args_cur(a);

		if (matches(w, "table")) {
			const char *x = args_next(a);

			if (is(x, "all"))
				f->table = 0;
			else if (table_a2n(&tbl_rt_tables, &f->table, x))
				invarg("table id value is invalid\n", x);
		} else if (is(w, "iif")) {
			const char *x = args_next(a);

			f->iif = ll_name_to_index(x);
			if (!f->iif) {
				fprintf(stderr, "Cannot find device \"%s\"\n",
					x);
				ip_line_fail(1);
			}
		} else if (matches(w, "from")) {
			parse_prefix(args_next(a));
		} else if (matches(w, "help")) {
			mroute_usage();
		} else {
			if (is(w, "to"))
				w = args_next(a);
			parse_prefix(w);
		}
		args_skip(a);
	}
}

static int mroute_dump(int family, const struct mroute_filter *f)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETROUTE, 0);
	struct rtmsg *r = nl_msg_put_extra(nlh, sizeof(*r));
	int err;

	r->rtm_family = (unsigned char)family;
	if (f->table)
		nl_attr_put_u32(nlh, RTA_TABLE, f->table);
	/* with strict checks the kernel filters by table and refuses one it
	 * does not have; the reference asks so, except in a batch */
	if (batch_file)
		return nl_dump(nl_main(), nlh, mroute_print, (void *)f);
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
	err = nl_dump(nl_main(), nlh, mroute_print, (void *)f);
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 0);
	return err;
}

static int mroute_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct mroute_filter f = { 0 };
	int family;
	int err;

	if (preferred_family == AF_INET || preferred_family == AF_UNSPEC) {
		family = RTNL_FAMILY_IPMR;
		f.table = RT_TABLE_DEFAULT;	/* IPv4's compatible default */
	} else if (preferred_family == AF_INET6) {
		family = RTNL_FAMILY_IP6MR;
	} else {
		return 0;	/* no multicast routing in other families */
	}
	parse_filter(&a, &f);
	pr_json_begin();
	err = mroute_dump(family, &f);
	if (err)
		nl_dump_perror(err);
	pr_json_end();
	fflush(stdout);
	if (err) {
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	return 0;
}

int do_mroute(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return mroute_show(0, NULL);
	w = argv[0];
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return mroute_show(argc - 1, argv + 1);
	if (matches(w, "help"))
		mroute_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip mroute help\".\n",
		w);
	exit(255);
}
