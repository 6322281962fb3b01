// SPDX-License-Identifier: GPL-2.0
/* stats_suites.c — the suites of `ip stats`: parsing and printing them */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/mpls.h>
#include <linux/rtnetlink.h>

#include "print.h"
#include "ip_common.h"
#include "link.h"
#include "stats.h"

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

void stats_parse_msg(const struct nlmsghdr *nlh, struct stats_attrs *s)
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

static void show_link(const struct stats_attrs *s, const struct stats_leaf *l)
{
	if (!show_link64(s->top[IFLA_STATS_LINK_64]))
		pr_nl();
	pr_nl();
}

static void show_cpu_hit(const struct stats_attrs *s, const struct stats_leaf *l)
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

static void show_hw_info(const struct stats_attrs *s, const struct stats_leaf *l)
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

static void show_l3(const struct stats_attrs *s, const struct stats_leaf *l)
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

static void show_mpls(const struct stats_attrs *s, const struct stats_leaf *l)
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
					const struct stats_leaf *l)
{
	const struct nlattr *types[LINK_XSTATS_TYPE_MAX + 1];
	const struct nlattr *tb[BRIDGE_XSTATS_MAX + 1];

	parse_nest(s->top[l->attr], types, LINK_XSTATS_TYPE_MAX);
	parse_nest(types[l->xtype], tb, BRIDGE_XSTATS_MAX);
	return tb[l->xattr];
}

static void show_bridge(const struct stats_attrs *s, const struct stats_leaf *l)
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

static void show_bond(const struct stats_attrs *s, const struct stats_leaf *l)
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
const struct stats_leaf stats_leaves[] = {
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

_Static_assert(sizeof(stats_leaves) / sizeof(stats_leaves[0]) == STATS_NLEAVES,
	       "STATS_NLEAVES is the number of leaves");
