/* SPDX-License-Identifier: GPL-2.0 */
/* stats.h — the suites of `ip stats` (stats_suites.c) for its commands */
#ifndef NLROUTE_STATS_H
#define NLROUTE_STATS_H

#include <stdbool.h>
#include <stdint.h>
#include <libmnl/libmnl.h>
#include <linux/if_link.h>

/* The attributes of one RTM_NEWSTATS message, validated. */
struct stats_attrs {
	const struct nlattr *top[IFLA_STATS_MAX + 1];
	const struct nlattr *off[IFLA_OFFLOAD_XSTATS_MAX + 1];
	const struct nlattr *mpls;		/* MPLS_STATS_LINK */
	bool have_hwinfo;			/* hw_stats_info */
	bool have_info;				/* its l3_stats part */
	bool info_request, info_used;
};

void stats_parse_msg(const struct nlmsghdr *nlh, struct stats_attrs *s);

/* Start an RTM_*STATS request in buf: AF_UNSPEC, ifindex (0: all) and
 * filter_mask in its if_stats_msg. */
struct nlmsghdr *stats_msg_start_sz(void *buf, size_t size, uint16_t type,
				    int ifindex, uint32_t filter_mask);
#define stats_msg_start(buf, type, ifindex, mask) \
	stats_msg_start_sz((buf), NL_ARRAY_BYTES(buf), (type), (ifindex), \
			   (mask))

/* One group / subgroup / suite: what it asks the kernel for, its printer. */
struct stats_leaf {
	const char *group, *subgroup, *suite;
	uint16_t attr;		/* IFLA_STATS_* the leaf needs */
	uint32_t offload;	/* IFLA_OFFLOAD_XSTATS_* bits it needs */
	uint16_t xtype;		/* LINK_XSTATS_TYPE_* */
	uint16_t xattr;		/* BRIDGE_XSTATS_* / BOND_XSTATS_* */
	void (*show)(const struct stats_attrs *s, const struct stats_leaf *l);
};

/* In the order the reference shows them. */
#define STATS_NLEAVES 11
extern const struct stats_leaf stats_leaves[STATS_NLEAVES];

#endif
