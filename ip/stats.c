/* stats.c — `ip stats`: RTM_GETSTATS groups, subgroups and suites */
#include <errno.h>
#include <stdarg.h>
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
static int what_is(const char *w)
{
	fprintf(stderr, "What is \"%s\"?\n", w);
	stats_usage_text();
	return EINVAL;
}

/* ---- the attributes of one RTM_NEWSTATS message ------------------ */

struct stats_attrs {
	const struct nlattr *top[IFLA_STATS_MAX + 1];
	const struct nlattr *off[IFLA_OFFLOAD_XSTATS_MAX + 1];
	const struct nlattr *mpls;		/* MPLS_STATS_LINK */
	bool have_hwinfo;			/* hw_stats_info */
	bool have_info;				/* its l3_stats part */
	bool info_request, info_used;
};

struct nest_tb {
	const struct nlattr **tb;
	uint16_t max;
};

static int nested_cb(const struct nlattr *a, void *data)
{
	const struct nest_tb *n = data;

	if (mnl_attr_get_type(a) <= n->max)
		n->tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

/* Attributes of a nest by type (the last of a type wins). */
static void parse_nest(const struct nlattr *nest, const struct nlattr **tb,
		       uint16_t max)
{
	struct nest_tb n = { tb, max };

	memset(tb, 0, ((size_t)max + 1) * sizeof(*tb));
	if (nest && mnl_attr_validate(nest, MNL_TYPE_NESTED) >= 0)
		mnl_attr_parse_nested(nest, nested_cb, &n);
}

static int top_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	uint16_t type = mnl_attr_get_type(a);

	if (type == IFLA_STATS_UNSPEC || type > IFLA_STATS_MAX)
		return MNL_CB_OK;
	if (type != IFLA_STATS_LINK_64 &&
	    mnl_attr_validate(a, MNL_TYPE_NESTED) < 0)
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

static bool u8_attr(const struct nlattr *a)
{
	return a && mnl_attr_get_payload_len(a) >= 1 && mnl_attr_get_u8(a);
}

static void parse_msg(const struct nlmsghdr *nlh, struct stats_attrs *s)
{
	const struct nlattr *info[IFLA_OFFLOAD_XSTATS_MAX + 1];
	const struct nlattr *l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_MAX + 1];
	const struct nlattr *af[AF_MPLS + 1];
	const struct nlattr *mp[MPLS_STATS_MAX + 1];

	memset(s, 0, sizeof(*s));
	mnl_attr_parse(nlh, sizeof(struct if_stats_msg), top_cb, s->top);
	parse_nest(s->top[IFLA_STATS_LINK_OFFLOAD_XSTATS], s->off,
		   IFLA_OFFLOAD_XSTATS_MAX);
	parse_nest(s->off[IFLA_OFFLOAD_XSTATS_HW_S_INFO], info,
		   IFLA_OFFLOAD_XSTATS_MAX);
	s->have_hwinfo = s->off[IFLA_OFFLOAD_XSTATS_HW_S_INFO] &&
		mnl_attr_validate(s->off[IFLA_OFFLOAD_XSTATS_HW_S_INFO],
				  MNL_TYPE_NESTED) >= 0;
	if (info[IFLA_OFFLOAD_XSTATS_L3_STATS] &&
	    mnl_attr_validate(info[IFLA_OFFLOAD_XSTATS_L3_STATS],
			      MNL_TYPE_NESTED) >= 0) {
		parse_nest(info[IFLA_OFFLOAD_XSTATS_L3_STATS], l3,
			   IFLA_OFFLOAD_XSTATS_HW_S_INFO_MAX);
		s->have_info = true;
		s->info_request = u8_attr(l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_REQUEST]);
		s->info_used = u8_attr(l3[IFLA_OFFLOAD_XSTATS_HW_S_INFO_USED]);
	}
	parse_nest(s->top[IFLA_STATS_AF_SPEC], af, AF_MPLS);
	parse_nest(af[AF_MPLS], mp, MPLS_STATS_MAX);
	if (mp[MPLS_STATS_LINK] && mnl_attr_get_payload_len(mp[MPLS_STATS_LINK]) >=
				   sizeof(struct mpls_link_stats))
		s->mpls = mp[MPLS_STATS_LINK];
}

/* ---- the suites -------------------------------------------------- */

struct leaf;
typedef void (*show_fn)(const struct stats_attrs *s, const struct leaf *l);

struct leaf {
	const char *group, *subgroup, *suite;
	uint16_t attr;		/* IFLA_STATS_* the leaf needs */
	uint32_t offload;	/* IFLA_OFFLOAD_XSTATS_* bits it needs */
	uint16_t xtype;		/* LINK_XSTATS_TYPE_* */
	uint16_t xattr;		/* BRIDGE_XSTATS_* / BOND_XSTATS_* */
	show_fn show;
};

/* Link counters: the -s block of `ip link`. */
static bool show_link64(const struct nlattr *a)
{
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };

	if (!a)
		return false;
	tb[IFLA_STATS64] = a;
	link_print_stats(tb);
	return true;
}

static void show_link(const struct stats_attrs *s, const struct leaf *l)
{
	if (!show_link64(s->top[IFLA_STATS_LINK_64]))
		pr_nl();
	pr_nl();
}

static void show_cpu_hit(const struct stats_attrs *s, const struct leaf *l)
{
	if (!show_link64(s->off[IFLA_OFFLOAD_XSTATS_CPU_HIT]))
		pr_nl();
	pr_nl();
}

static void print_info(const struct stats_attrs *s)
{
	pr_bool(PR_JSON, "request", NULL, s->info_request);
	pr_str(PR_FP, NULL, " %s", s->info_request ? "on" : "off");
	pr_bool(PR_JSON, "used", NULL, s->info_used);
	pr_str(PR_FP, NULL, " used %s", s->info_used ? "on" : "off");
}

static void show_hw_info(const struct stats_attrs *s, const struct leaf *l)
{
	if (s->have_hwinfo) {
		pr_open_object("info");
		pr_nl();
		if (s->have_info) {
			pr_open_object("l3_stats");
			pr_text("    l3_stats");
			print_info(s);
			pr_close_object();
		}
		pr_close_object();
	}
	pr_nl();
}

static const unsigned int hw_min[] = { 9, 7, 6, 7, 7 };
static const char *const hw_rx_titles[] = {
	"bytes", "packets", "errors", "dropped", "mcast"
};
static const char *const hw_tx_titles[] = {
	"bytes", "packets", "errors", "dropped"
};
static const char *const mpls_rx_titles[] = {
	"bytes", "packets", "errors", "dropped", "noroute"
};

/* RX and TX objects of a counter table, for JSON. */
static void json_rxtx(const char *const *rxkeys, const uint64_t *rx, int nrx,
		      const uint64_t *tx, int ntx)
{
	static const char *const txkeys[] = {
		"bytes", "packets", "errors", "dropped"
	};

	pr_open_object("rx");
	for (int i = 0; i < nrx; i++)
		pr_u64(PR_JSON, rxkeys[i], NULL, rx[i]);
	pr_close_object();
	pr_open_object("tx");
	for (int i = 0; i < ntx; i++)
		pr_u64(PR_JSON, txkeys[i], NULL, tx[i]);
	pr_close_object();
}

static void print_table(const char *key, const char *const *rxt,
			const char *const *jrx, const uint64_t *rx,
			const uint64_t *tx)
{
	struct stats_table t = {
		.nrx = 5, .ntx = 4, .rx_titles = rxt, .tx_titles = hw_tx_titles,
		.min = hw_min, .rx = rx, .tx = tx,
	};

	pr_open_object(key);
	if (pr_json)
		json_rxtx(jrx, rx, 5, tx, 4);
	else
		link_print_stats_table(&t);
	pr_close_object();
}

static void show_l3(const struct stats_attrs *s, const struct leaf *l)
{
	static const char *const keys[] = {
		"bytes", "packets", "errors", "dropped", "multicast"
	};
	const struct nlattr *a = s->off[IFLA_OFFLOAD_XSTATS_L3_STATS];
	struct rtnl_hw_stats64 h;

	if (s->have_hwinfo) {
		pr_open_object("info");
		if (s->have_info)
			print_info(s);
		pr_close_object();
	}
	if (a && mnl_attr_get_payload_len(a) >= sizeof(h)) {
		memcpy(&h, mnl_attr_get_payload(a), sizeof(h));
		print_table("stats64", hw_rx_titles, keys,
			    (const uint64_t[]){ h.rx_bytes, h.rx_packets,
				h.rx_errors, h.rx_dropped, h.multicast },
			    (const uint64_t[]){ h.tx_bytes, h.tx_packets,
				h.tx_errors, h.tx_dropped });
	}
	pr_nl();
}

static void show_mpls(const struct stats_attrs *s, const struct leaf *l)
{
	struct mpls_link_stats m;

	if (s->mpls) {
		memcpy(&m, mnl_attr_get_payload(s->mpls), sizeof(m));
		print_table("mpls_stats", mpls_rx_titles, mpls_rx_titles,
			    (const uint64_t[]){ m.rx_bytes, m.rx_packets,
				m.rx_errors, m.rx_dropped, m.rx_noroute },
			    (const uint64_t[]){ m.tx_bytes, m.tx_packets,
				m.tx_errors, m.tx_dropped });
	}
	pr_nl();
}

/* The attribute of a link type's xstats suite, or NULL. */
static const struct nlattr *xstats_attr(const struct stats_attrs *s,
					const struct leaf *l)
{
	const struct nlattr *types[LINK_XSTATS_TYPE_MAX + 1];
	const struct nlattr *tb[BRIDGE_XSTATS_MAX + 1];

	parse_nest(s->top[l->attr], types, LINK_XSTATS_TYPE_MAX);
	parse_nest(types[l->xtype], tb, BRIDGE_XSTATS_MAX);
	return tb[l->xattr];
}

static void show_bridge(const struct stats_attrs *s, const struct leaf *l)
{
	const struct nlattr *a = xstats_attr(s, l);
	size_t len = a ? mnl_attr_get_payload_len(a) : 0;

	pr_nl();
	if (l->xattr == BRIDGE_XSTATS_MCAST) {
		struct br_mcast_stats m;

		if (len < sizeof(m))
			return;
		memcpy(&m, mnl_attr_get_payload(a), sizeof(m));
		link_xstats_print_mcast(&m);
	} else {
		struct bridge_stp_xstats st;

		if (len < sizeof(st))
			return;
		memcpy(&st, mnl_attr_get_payload(a), sizeof(st));
		link_xstats_print_stp(&st);
	}
	pr_nl();
}

/* linux/if_bonding.h, which cannot be included next to net/if.h */
enum {
	BOND_XSTATS_3AD = 1,
};
enum {
	BOND_3AD_STAT_LACPDU_RX,
	BOND_3AD_STAT_LACPDU_TX,
	BOND_3AD_STAT_LACPDU_UNKNOWN_RX,
	BOND_3AD_STAT_LACPDU_ILLEGAL_RX,
	BOND_3AD_STAT_MARKER_RX,
	BOND_3AD_STAT_MARKER_TX,
	BOND_3AD_STAT_MARKER_RESP_RX,
	BOND_3AD_STAT_MARKER_RESP_TX,
	BOND_3AD_STAT_MARKER_UNKNOWN_RX,
	BOND_3AD_STAT_MAX = BOND_3AD_STAT_MARKER_UNKNOWN_RX,
};

static const struct {
	uint16_t type;
	const char *key, *label;
} lacp[] = {
	{ BOND_3AD_STAT_LACPDU_RX, "lacpdu_rx", "LACPDU Rx" },
	{ BOND_3AD_STAT_LACPDU_TX, "lacpdu_tx", "LACPDU Tx" },
	{ BOND_3AD_STAT_LACPDU_UNKNOWN_RX, "lacpdu_unknown_rx",
	  "LACPDU Unknown type Rx" },
	{ BOND_3AD_STAT_LACPDU_ILLEGAL_RX, "lacpdu_illegal_rx",
	  "LACPDU Illegal Rx" },
	{ BOND_3AD_STAT_MARKER_RX, "marker_rx", "Marker Rx" },
	{ BOND_3AD_STAT_MARKER_TX, "marker_tx", "Marker Tx" },
	{ BOND_3AD_STAT_MARKER_RESP_RX, "marker_response_rx",
	  "Marker response Rx" },
	{ BOND_3AD_STAT_MARKER_RESP_TX, "marker_response_tx",
	  "Marker response Tx" },
	{ BOND_3AD_STAT_MARKER_UNKNOWN_RX, "marker_unknown_rx",
	  "Marker unknown type Rx" },
};

static void show_bond(const struct stats_attrs *s, const struct leaf *l)
{
	const struct nlattr *a = xstats_attr(s, l);
	const struct nlattr *tb[BOND_3AD_STAT_MAX + 1];
	char fmt[64];

	pr_nl();
	if (!a || mnl_attr_validate(a, MNL_TYPE_NESTED) < 0)
		return;
	parse_nest(a, tb, BOND_3AD_STAT_MAX);
	pr_open_object("802.3ad");
	for (size_t i = 0; i < sizeof(lacp) / sizeof(lacp[0]); i++) {
		const struct nlattr *v = tb[lacp[i].type];

		if (!v || mnl_attr_get_payload_len(v) < sizeof(uint64_t))
			continue;
		snprintf(fmt, sizeof(fmt), "%20s%s %%" PRIu64 "\n", "",
			 lacp[i].label);
		pr_u64(PR_ANY, lacp[i].key, fmt, mnl_attr_get_u64(v));
	}
	pr_close_object();
	pr_nl();
}

#define OFF_BIT(x) (1u << ((x) - 1))

/* In the order the reference shows them. */
static const struct leaf leaves[] = {
	{ "afstats", "mpls", NULL, IFLA_STATS_AF_SPEC, 0, 0, 0, show_mpls },
	{ "link", NULL, NULL, IFLA_STATS_LINK_64, 0, 0, 0, show_link },
	{ "offload", "l3_stats", NULL, IFLA_STATS_LINK_OFFLOAD_XSTATS,
	  OFF_BIT(IFLA_OFFLOAD_XSTATS_L3_STATS) |
	  OFF_BIT(IFLA_OFFLOAD_XSTATS_HW_S_INFO), 0, 0, show_l3 },
	{ "offload", "hw_stats_info", NULL, IFLA_STATS_LINK_OFFLOAD_XSTATS,
	  OFF_BIT(IFLA_OFFLOAD_XSTATS_HW_S_INFO), 0, 0, show_hw_info },
	{ "offload", "cpu_hit", NULL, IFLA_STATS_LINK_OFFLOAD_XSTATS,
	  OFF_BIT(IFLA_OFFLOAD_XSTATS_CPU_HIT), 0, 0, show_cpu_hit },
	{ "xstats_slave", "bond", "802.3ad", IFLA_STATS_LINK_XSTATS_SLAVE, 0,
	  LINK_XSTATS_TYPE_BOND, BOND_XSTATS_3AD, show_bond },
	{ "xstats", "bond", "802.3ad", IFLA_STATS_LINK_XSTATS, 0,
	  LINK_XSTATS_TYPE_BOND, BOND_XSTATS_3AD, show_bond },
	{ "xstats_slave", "bridge", "mcast", IFLA_STATS_LINK_XSTATS_SLAVE, 0,
	  LINK_XSTATS_TYPE_BRIDGE, BRIDGE_XSTATS_MCAST, show_bridge },
	{ "xstats_slave", "bridge", "stp", IFLA_STATS_LINK_XSTATS_SLAVE, 0,
	  LINK_XSTATS_TYPE_BRIDGE, BRIDGE_XSTATS_STP, show_bridge },
	{ "xstats", "bridge", "mcast", IFLA_STATS_LINK_XSTATS, 0,
	  LINK_XSTATS_TYPE_BRIDGE, BRIDGE_XSTATS_MCAST, show_bridge },
	{ "xstats", "bridge", "stp", IFLA_STATS_LINK_XSTATS, 0,
	  LINK_XSTATS_TYPE_BRIDGE, BRIDGE_XSTATS_STP, show_bridge },
};

#define NLEAVES (sizeof(leaves) / sizeof(leaves[0]))

/* ---- show -------------------------------------------------------- */

struct stats_show {
	bool sel[NLEAVES];
	bool dump;
};

static void print_header(const struct leaf *l, int ifindex)
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
	parse_msg(nlh, &s);
	for (size_t i = 0; i < NLEAVES; i++) {
		if (!sh->sel[i])
			continue;
		pr_open_object(NULL);
		print_header(&leaves[i], (int)ifsm->ifindex);
		leaves[i].show(&s, &leaves[i]);
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
	for (size_t i = 0; i < NLEAVES; i++)
		if (!strcmp(leaves[i].group, g))
			return true;
	return false;
}

static bool subgroup_known(const char *g, const char *sg)
{
	for (size_t i = 0; i < NLEAVES; i++)
		if (!strcmp(leaves[i].group, g) && leaves[i].subgroup &&
		    !strcmp(leaves[i].subgroup, sg))
			return true;
	return false;
}

/* Select every leaf under group g (and subgroup sg, if not NULL). */
static void select_all(struct stats_show *sh, const char *g, const char *sg)
{
	for (size_t i = 0; i < NLEAVES; i++)
		if (!strcmp(leaves[i].group, g) &&
		    (!sg || (leaves[i].subgroup &&
			     !strcmp(leaves[i].subgroup, sg))))
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
	for (size_t i = 0; i < NLEAVES; i++) {
		const struct leaf *l = &leaves[i];

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

	for (size_t i = 0; i < NLEAVES; i++) {
		if (sh->sel[i])
			ifsm->filter_mask |= IFLA_STATS_FILTER_BIT(leaves[i].attr);
		if (leaves[i].offload && sh->sel[i])
			off |= leaves[i].offload;
		else if (leaves[i].offload)
			all_off = false;
	}
	if (!off || all_off)
		return;
	nest = mnl_attr_nest_start(nlh, IFLA_STATS_GET_FILTERS);
	mnl_attr_put_u32(nlh, IFLA_STATS_LINK_OFFLOAD_XSTATS, off);
	mnl_attr_nest_end(nlh, nest);
}

static int stats_request(struct stats_show *sh, int ifindex)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETSTATS, 0);
	struct if_stats_msg *ifsm = mnl_nlmsg_put_extra_header(nlh,
							       sizeof(*ifsm));
	int err;

	ifsm->family = AF_UNSPEC;
	ifsm->ifindex = (uint32_t)ifindex;
	put_filters(nlh, sh);
	sh->dump = !ifindex;
	pr_json_begin();
	if (ifindex) {
		err = nl_talk(nl_main(), nlh, stats_print, sh);
		if (err) {
			pr_json_abort();
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
			const char *d = args_next(a);

			if (dev)
				duparg2("dev", d);
			if (!ifname_ok(d))
				invarg("\"dev\" not a valid ifname", d);
			dev = d;
		} else if (is(w, "group")) {
			rc = parse_group(a, &sh, &st);
			any = true;
		} else if (is(w, "subgroup")) {
			rc = parse_subgroup(a, &sh, &st);
		} else if (is(w, "suite")) {
			rc = parse_suite(a, &sh, &st);
		} else if (is(w, "help")) {
			stats_usage_text();
			return 0;
		} else {
			return what_is(w);
		}
		args_skip(a);
	}
	if (rc)
		return rc;
	close_open(&sh, &st);
	if (!any)
		for (size_t i = 0; i < NLEAVES; i++)
			sh.sel[i] = true;
	if (dev) {
		ifindex = ll_name_to_index(dev);
		if (!ifindex) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			return 1;
		}
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
	struct if_stats_msg *ifsm;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			const char *d = args_next(a);

			if (dev)
				duparg2("dev", d);
			if (!ifname_ok(d))
				invarg("\"dev\" not a valid ifname", d);
			dev = d;
		} else if (is(w, "l3_stats")) {
			const char *v = args_next(a);

			if (l3 >= 0) {
				fprintf(stderr, "A statistics suite to toggle was already given.\n");
				return EINVAL;
			}
			l3 = parse_l3_value(v);
			if (l3 < 0)
				return EINVAL;
		} else if (is(w, "help")) {
			stats_usage_text();
			return 0;
		} else {
			return what_is(w);
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
	ifindex = ll_name_to_index(dev);
	if (!ifindex) {
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		return 1;
	}
	nlh = nl_msg_start(buf, RTM_SETSTATS, 0);
	ifsm = mnl_nlmsg_put_extra_header(nlh, sizeof(*ifsm));
	ifsm->family = AF_UNSPEC;
	ifsm->ifindex = (uint32_t)ifindex;
	mnl_attr_put_u8(nlh, IFLA_STATS_SET_OFFLOAD_XSTATS_L3_STATS, (uint8_t)l3);
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
