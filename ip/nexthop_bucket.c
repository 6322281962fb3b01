// SPDX-License-Identifier: GPL-2.0
/* nexthop_bucket.c — `ip nexthop bucket`: the buckets of resilient groups
 * (RTM_GETNEXTHOPBUCKET), listed or one by its index */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "nl_ask.h"
#include "print.h"
#include "ip_common.h"
#include "nexthop.h"

struct bucket_filter {
	uint32_t id;
	uint32_t nhid;
	int ifindex;
	int master;
};

static int nha_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, NHA_MAX) < 0)
		return MNL_CB_OK;
	if (type == NHA_ID && mnl_attr_validate(a, MNL_TYPE_U32) < 0)
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

static int res_bucket_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);
	static const enum mnl_attr_data_type want[NHA_RES_BUCKET_MAX + 1] = {
		[NHA_RES_BUCKET_INDEX] = MNL_TYPE_U16,
		[NHA_RES_BUCKET_IDLE_TIME] = MNL_TYPE_U64,
		[NHA_RES_BUCKET_NH_ID] = MNL_TYPE_U32,
	};

	if (mnl_attr_type_valid(a, NHA_RES_BUCKET_MAX) < 0)
		return MNL_CB_OK;
	if (want[type] && mnl_attr_validate(a, want[type]) < 0)
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

static void print_bucket(const struct nlattr *nest)
{
	const struct nlattr *tb[NHA_RES_BUCKET_MAX + 1] = { NULL };

	mnl_attr_parse_nested(nest, res_bucket_cb, tb);
	pr_open_object("bucket");
	if (tb[NHA_RES_BUCKET_INDEX])
		pr_uint(PR_ANY, "index", "index %u ",
			mnl_attr_get_u16(tb[NHA_RES_BUCKET_INDEX]));
	if (tb[NHA_RES_BUCKET_IDLE_TIME]) {
		/* centiseconds, shown as seconds: the shortest way */
		double t = (double)mnl_attr_get_u64(tb[NHA_RES_BUCKET_IDLE_TIME]) /
			   100;

		pr_float(PR_JSON, "idle_time", NULL, t);
		pr_float(PR_FP, NULL, "idle_time %g ", t);
	}
	if (tb[NHA_RES_BUCKET_NH_ID])
		pr_uint(PR_ANY, "nhid", "nhid %u ",
			mnl_attr_get_u32(tb[NHA_RES_BUCKET_NH_ID]));
	pr_close_object();
}

int nh_bucket_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nhmsg *nhm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NHA_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != RTM_NEWNEXTHOPBUCKET &&
	    nlh->nlmsg_type != RTM_DELNEXTHOPBUCKET)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nhm))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*nhm), nha_cb, tb);

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELNEXTHOPBUCKET)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	if (tb[NHA_ID])
		pr_uint(PR_ANY, "id", "id %u ", mnl_attr_get_u32(tb[NHA_ID]));
	if (tb[NHA_RES_BUCKET])
		print_bucket(tb[NHA_RES_BUCKET]);
	nh_print_flags(nhm->nh_flags);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int kind_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *a, *b;
	bool *vrf = data;

	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg)) {
		if (mnl_attr_get_type(a) != IFLA_LINKINFO)
			continue;
		mnl_attr_for_each_nested(b, a)
			if (mnl_attr_get_type(b) == IFLA_INFO_KIND &&
			    !mnl_attr_validate(b, MNL_TYPE_NUL_STRING) &&
			    !strcmp(mnl_attr_get_str(b), "vrf"))
				*vrf = true;
	}
	return MNL_CB_OK;
}

/* Is ifindex a VRF? One RTM_GETLINK for it, answered by its kind. */
static bool nh_dev_is_vrf(int ifindex)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	bool vrf = false;

	ifi->ifi_index = ifindex;
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	if (nl_talk(nl_lookup_sess(), nlh, kind_cb, &vrf))
		return false;
	return vrf;
}

static uint32_t parse_u32_id(const char *v)
{
	uint32_t id;

	if (get_u32(&id, v, 0))
		invarg("invalid id value", v);
	return id;
}

static void parse_bucket_filter(struct args *a, struct bucket_filter *f)
{
	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "id")) {
			f->id = parse_u32_id(args_next(a));
		} else if (is(w, "nhid")) {
			f->nhid = parse_u32_id(args_next(a));
		} else if (is(w, "dev")) {
			const char *d = args_next(a);

			f->ifindex = ll_name_to_index(d);
			if (!f->ifindex)
				invarg("Device does not exist\n", d);
		} else if (is(w, "master")) {
			const char *d = args_next(a);

			f->master = ll_name_to_index(d);
			if (!f->master)
				invarg("Device does not exist\n", d);
		} else if (is(w, "vrf")) {
			const char *d = args_next(a);

			f->master = ll_name_to_index(d);
			if (!f->master || !nh_dev_is_vrf(f->master))
				invarg("Invalid VRF\n", d);
		} else if (matches(w, "help")) {
			nh_usage();
		} else {
			invarg("", w);
		}
		args_skip(a);
	}
}

static struct nlmsghdr *bucket_request_sz(char *buf, size_t size, uint32_t id)
{
	struct nlmsghdr *nlh = nl_msg_start_sz(buf, size, RTM_GETNEXTHOPBUCKET,
					       0);
	struct nhmsg *nhm = nl_msg_put_extra(nlh, sizeof(*nhm));

	nhm->nh_family = (unsigned char)preferred_family;
	if (id)
		nl_attr_put_u32(nlh, NHA_ID, id);
	return nlh;
}
#define bucket_request(buf, id) \
	bucket_request_sz((buf), NL_ARRAY_BYTES(buf), (id))

static int bucket_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct bucket_filter f = { 0 };
	char buf[256];
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	int err;

	parse_bucket_filter(&a, &f);
	nlh = bucket_request(buf, f.id);
	if (f.ifindex)
		nl_attr_put_u32(nlh, NHA_OIF, (uint32_t)f.ifindex);
	if (f.master)
		nl_attr_put_u32(nlh, NHA_MASTER, (uint32_t)f.master);
	if (f.nhid) {
		nest = nl_attr_nest_start(nlh, NHA_RES_BUCKET);
		nl_attr_put_u32(nlh, NHA_RES_BUCKET_NH_ID, f.nhid);
		nl_attr_nest_end(nlh, nest);
	}
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, nh_bucket_print, NULL);
	if (err) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 2;
	}
	pr_json_end();
	return 0;
}

static int bucket_get(int argc, char **argv)
{
	struct args a = { argc, argv };
	uint32_t id = 0;
	uint16_t index = 0;
	bool have_index = false;
	char buf[256];
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "id")) {
			id = parse_u32_id(args_next(&a));
		} else if (is(w, "index")) {
			const char *x = args_next(&a);

			if (get_u16(&index, x, 0))
				invarg("invalid bucket index value", x);
			have_index = true;
		} else {
			nh_usage();
		}
		args_skip(&a);
	}
	if (!id || !have_index)
		nh_usage();
	nlh = bucket_request(buf, id);
	nest = nl_attr_nest_start(nlh, NHA_RES_BUCKET);
	nl_attr_put_u16(nlh, NHA_RES_BUCKET_INDEX, index);
	nl_attr_nest_end(nlh, nest);
	/* the reference asks with strict checking, and the kernel wants it */
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
	err = nl_ask_show(nl_main(), nlh, nh_bucket_print, NULL);
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 0);
	return err;
}

int do_nexthop_bucket(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return bucket_show(0, NULL);
	w = argv[0];
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return bucket_show(argc - 1, argv + 1);
	if (matches(w, "get"))
		return bucket_get(argc - 1, argv + 1);
	if (matches(w, "help"))
		nh_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip nexthop help\".\n",
		w);
	exit(255);
}
