// SPDX-License-Identifier: GPL-2.0
/* stats.c — `ip stats`: RTM_GETSTATS groups, subgroups and suites */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "ifindex.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "stats.h"

static void stats_usage_text(void)
{
	fputs("Usage: ip stats help\n"
	      "       ip stats show [ dev DEV ] [ group GROUP [ subgroup SUBGROUP [ suite SUITE ] ... ] ... ] ...\n"
	      "       ip stats set dev DEV l3_stats { on | off }\n"
	      "GROUP := { link | xstats | xstats_slave | offload | afstats }\n"
	      "xstats SUBGROUP := { bridge [ suite stp ] [ suite mcast ] | bond [ suite 802.3ad ] }\n"
	      "xstats_slave SUBGROUP := { bridge [ suite stp ] [ suite mcast ] | bond [ suite 802.3ad ] }\n"
	      "offload SUBGROUP := { cpu_hit | hw_stats_info | l3_stats }\n"
	      "afstats SUBGROUP := { mpls }\n", stderr);
}

/*
 * "help" is a success and a word the parser does not know is EINVAL:
 * both are returned, not exits, so that a batch goes on (or stops) after
 * them as after a failed command. Missing words and bad device names
 * end the program with 255, as everywhere.
 */
static int other_word(const char *w)
{
	if (is(w, "help")) {
		stats_usage_text();
		return 0;
	}
	fprintf(stderr, "What is \"%s\"?\n", w);
	stats_usage_text();
	return EINVAL;
}

/* dev DEV, once, as a valid name: the cursor is on "dev". */
static const char *parse_dev(struct args *a, const char *dev)
{
	const char *d = args_next(a);

	if (dev)
		duparg2("dev", d);
	if (!ifname_ok(d))
		invarg("\"dev\" not a valid ifname", d);
	return d;
}

/* The index of dev, else 0 after the reference's message. */
static int dev_index(const char *dev)
{
	int ifindex = ll_name_or_ifn(dev);

	if (!ifindex)
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
	return ifindex;
}

/* ---- show -------------------------------------------------------- */

struct stats_show {
	bool sel[STATS_NLEAVES];
	bool dump;
};

static void print_header(const struct stats_leaf *l, int ifindex)
{
	pr_uint(PR_ANY, "ifindex", "%u:", (unsigned int)ifindex);
	pr_cstr(PR_ANY, CLR_IFNAME, "ifname", " %s:", ll_idx_n2a(ifindex));
	pr_str(PR_ANY, "group", " group %s", l->group);
	if (l->subgroup)
		pr_str(PR_ANY, "subgroup", " subgroup %s", l->subgroup);
	if (l->suite)
		pr_str(PR_ANY, "suite", " suite %s", l->suite);
}

static int stats_print(const struct nlmsghdr *nlh, void *data)
{
	const struct stats_show *sh = data;
	const struct if_stats_msg *ifsm = mnl_nlmsg_get_payload(nlh);
	struct stats_attrs s;

	if (nlh->nlmsg_type != RTM_NEWSTATS ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifsm))
		return MNL_CB_OK;
	stats_parse_msg(nlh, &s);
	for (size_t i = 0; i < STATS_NLEAVES; i++) {
		if (!sh->sel[i])
			continue;
		pr_open_object(NULL);
		print_header(&stats_leaves[i], (int)ifsm->ifindex);
		stats_leaves[i].show(&s, &stats_leaves[i]);
		pr_close_object();
	}
	if (sh->dump)
		pr_nl();
	return MNL_CB_OK;
}

/* Where the parser is: the group and subgroup words seen last. */
struct sel_state {
	const char *group, *subgroup;
	bool group_open, sub_open;	/* no subgroup / suite named yet */
};

static bool group_known(const char *g)
{
	for (size_t i = 0; i < STATS_NLEAVES; i++)
		if (!strcmp(stats_leaves[i].group, g))
			return true;
	return false;
}

static bool subgroup_known(const char *g, const char *sg)
{
	for (size_t i = 0; i < STATS_NLEAVES; i++)
		if (!strcmp(stats_leaves[i].group, g) && stats_leaves[i].subgroup &&
		    !strcmp(stats_leaves[i].subgroup, sg))
			return true;
	return false;
}

/* Select every leaf under group g (and subgroup sg, if not NULL). */
static void select_all(struct stats_show *sh, const char *g, const char *sg)
{
	for (size_t i = 0; i < STATS_NLEAVES; i++)
		if (!strcmp(stats_leaves[i].group, g) &&
		    (!sg || (stats_leaves[i].subgroup &&
			     !strcmp(stats_leaves[i].subgroup, sg))))
			sh->sel[i] = true;
}

/* A group or subgroup named without anything under it means all of it. */
static void close_open(struct stats_show *sh, struct sel_state *st)
{
	if (st->sub_open)
		select_all(sh, st->group, st->subgroup);
	else if (st->group_open)
		select_all(sh, st->group, NULL);
	st->group_open = st->sub_open = false;
}

static int __attribute__((format(printf, 1, 2)))
sel_error(const char *fmt, ...)
{
	va_list ap;

	fputs("Error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return EINVAL;
}

static int parse_group(struct args *a, struct stats_show *sh,
		       struct sel_state *st)
{
	const char *g = args_next(a);

	if (!group_known(g))
		return sel_error("no group named %s found inside top-level", g);
	close_open(sh, st);
	st->group = g;
	st->subgroup = NULL;
	st->group_open = true;
	return 0;
}

static int parse_subgroup(struct args *a, struct stats_show *sh,
			  struct sel_state *st)
{
	const char *sg = args_next(a);

	if (!st->group)
		return sel_error("subgroup %s requested without selecting a group first",
				 sg);
	if (!strcmp(st->group, "link"))
		return sel_error("subgroup %s requested inside leaf group %s",
				 sg, st->group);
	if (!subgroup_known(st->group, sg))
		return sel_error("no subgroup named %s found inside %s", sg,
				 st->group);
	if (st->sub_open)
		select_all(sh, st->group, st->subgroup);
	st->group_open = false;
	st->subgroup = sg;
	st->sub_open = true;
	return 0;
}

static int parse_suite(struct args *a, struct stats_show *sh,
		       struct sel_state *st)
{
	const char *su = args_next(a);
	bool leafy = false, found = false;

	if (!st->subgroup)
		return sel_error("suite %s requested without selecting a subgroup first",
				 su);
	for (size_t i = 0; i < STATS_NLEAVES; i++) {
		const struct stats_leaf *l = &stats_leaves[i];

		if (strcmp(l->group, st->group) || !l->subgroup ||
		    strcmp(l->subgroup, st->subgroup))
			continue;
		if (!l->suite) {
			leafy = true;
		} else if (!strcmp(l->suite, su)) {
			sh->sel[i] = true;
			found = true;
		}
	}
	if (leafy)
		return sel_error("suite %s requested inside leaf subgroup %s",
				 su, st->subgroup);
	if (!found)
		return sel_error("no suite named %s found inside %s", su,
				 st->subgroup);
	st->sub_open = false;
	return 0;
}

static void put_filters(struct nlmsghdr *nlh, const struct stats_show *sh)
{
	struct if_stats_msg *ifsm = mnl_nlmsg_get_payload(nlh);
	uint32_t off = 0;
	bool all_off = true;
	struct nlattr *nest;

	for (size_t i = 0; i < STATS_NLEAVES; i++) {
		if (sh->sel[i])
			ifsm->filter_mask |= IFLA_STATS_FILTER_BIT(stats_leaves[i].attr);
		if (stats_leaves[i].offload && sh->sel[i])
			off |= stats_leaves[i].offload;
		else if (stats_leaves[i].offload)
			all_off = false;
	}
	if (!off || all_off)
		return;
	nest = nl_attr_nest_start(nlh, IFLA_STATS_GET_FILTERS);
	nl_attr_put_u32(nlh, IFLA_STATS_LINK_OFFLOAD_XSTATS, off);
	nl_attr_nest_end(nlh, nest);
}

struct nlmsghdr *stats_msg_start_sz(void *buf, size_t size, uint16_t type,
				    int ifindex, uint32_t filter_mask)
{
	struct nlmsghdr *nlh = nl_msg_start_sz(buf, size, type, 0);
	struct if_stats_msg *ifsm = nl_msg_put_extra(nlh,
							       sizeof(*ifsm));

	ifsm->family = AF_UNSPEC;
	ifsm->ifindex = (uint32_t)ifindex;
	ifsm->filter_mask = filter_mask;
	return nlh;
}

static int stats_request(struct stats_show *sh, int ifindex)
{
	char buf[256];
	struct nlmsghdr *nlh = stats_msg_start(buf, RTM_GETSTATS, ifindex, 0);
	int err;

	put_filters(nlh, sh);
	sh->dump = !ifindex;
	pr_json_begin();
	if (ifindex) {
		err = nl_talk(nl_main(), nlh, stats_print, sh);
		if (err) {
			pr_json_end();	/* the reference's [] */
			nl_perror(err);
			return 2;
		}
	} else {
		err = nl_dump(nl_main(), nlh, stats_print, sh);
		if (err) {
			nl_dump_perror(err);
			fprintf(stderr, "Dump terminated\n");
			pr_json_end();
			return 2;
		}
	}
	pr_json_end();
	return 0;
}

static int stats_show(struct args *a)
{
	struct stats_show sh = { { false }, false };
	struct sel_state st = { NULL, NULL, false, false };
	const char *dev = NULL;
	bool any = false;
	int ifindex = 0, rc = 0;

	/* the reference counts one -s more for each `stats show` (two with
	 * -d), which a batch keeps: error counters from one -s on (or with
	 * -d), and later lines see the -s */
	show_stats += show_details ? 2 : 1;
	while (args_more(a) && !rc) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			dev = parse_dev(a, dev);
		} else if (is(w, "group")) {
			rc = parse_group(a, &sh, &st);
			any = true;
		} else if (is(w, "subgroup")) {
			rc = parse_subgroup(a, &sh, &st);
		} else if (is(w, "suite")) {
			rc = parse_suite(a, &sh, &st);
		} else {
			return other_word(w);
		}
		args_skip(a);
	}
	if (rc)
		return rc;
	close_open(&sh, &st);
	if (!any)
		for (size_t i = 0; i < STATS_NLEAVES; i++)
			sh.sel[i] = true;
	if (dev) {
		ifindex = dev_index(dev);
		if (!ifindex)
			return 1;
	}
	return stats_request(&sh, ifindex);
}

/* ---- set --------------------------------------------------------- */

/* 0 off, 1 on, -1 (reported) anything else */
static int parse_l3_value(const char *v)
{
	if (*v && matches(v, "off"))
		return 0;
	if (*v && matches(v, "on"))
		return 1;
	fprintf(stderr, "Error: argument of \"l3_stats\" must be one of \"off\", \"on\", not \"%s\"\n",
		v);
	return -1;
}

static int stats_set(struct args *a)
{
	const char *dev = NULL;
	int l3 = -1, ifindex, err;
	char buf[256];
	struct nlmsghdr *nlh;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			dev = parse_dev(a, dev);
		} else if (is(w, "l3_stats")) {
			const char *v = args_next(a);

			if (l3 >= 0) {
				fprintf(stderr, "A statistics suite to toggle was already given.\n");
				return EINVAL;
			}
			l3 = parse_l3_value(v);
			if (l3 < 0)
				return EINVAL;
		} else {
			return other_word(w);
		}
		args_skip(a);
	}
	if (!dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		exit(255);
	}
	if (l3 < 0) {
		fprintf(stderr, "Not enough information: stat type to toggle is required.\n");
		exit(255);
	}
	ifindex = dev_index(dev);
	if (!ifindex)
		return 1;
	nlh = stats_msg_start(buf, RTM_SETSTATS, ifindex, 0);
	nl_attr_put_u8(nlh, IFLA_STATS_SET_OFFLOAD_XSTATS_L3_STATS, (uint8_t)l3);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int do_stats(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!args_more(&a))
		return stats_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (is(w, "show"))
		return stats_show(&a);
	if (is(w, "set"))
		return stats_set(&a);
	if (is(w, "help")) {
		stats_usage_text();
		return 0;
	}
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip stats help\".\n", w);
	return 1;
}
