/* SPDX-License-Identifier: GPL-2.0 */
/* route.h — the pieces of `ip route` shared between its files */
#ifndef NLROUTE_ROUTE_H
#define NLROUTE_ROUTE_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/rtnetlink.h>

#include "inet.h"

/* What `ip route show/flush` select; fields set here are not printed. */
struct route_filter {
	int family;
	uint32_t table;		/* 0: main; RT_TABLE_UNSPEC with all */
	bool table_all;
	bool have_table;
	int oif, iif;
	bool have_proto, have_scope, have_type, have_via, have_src;
	unsigned int proto, scope, type;
	uint32_t metric;
	bool have_metric;
	struct inet_prefix via, prefsrc;
	/* root (mx), match (rvd), exact: of the destination, and ("from")
	 * of the source prefix */
	struct route_pfx_filter {
		bool have_root, have_match, have_exact;
		struct inet_prefix root, match, exact;
	} dst, src;
	bool have_tos, have_realm, have_mark;
	unsigned int tos;
	uint32_t mark;
	uint32_t realm, realmmask;
	bool cloned;
	bool get;		/* printing an `ip route get` reply */
	/* a table other than main (the default, which "table cache"
	 * keeps) was asked for: see dump_failed() in route_show.c */
	bool other_table;
};

void __attribute__((noreturn)) route_usage(void);

/* Print one RTM_NEWROUTE/RTM_DELROUTE message; data is a route_filter. */
int route_print_msg(const struct nlmsghdr *nlh, void *data);
/* Does a route message pass the filter? */
bool route_match(const struct nlmsghdr *nlh, const struct route_filter *f);
/* The table of a route message: RTA_TABLE, else rtm_table (tb by RTA_*). */
uint32_t route_table(const struct rtmsg *r, const struct nlattr **tb);

int route_show(int argc, char **argv, bool flush);
int route_get(int argc, char **argv);
int route_save(int argc, char **argv);
int route_showdump(void);
int route_restore(void);

/* Names of route types, for parsing and printing. */
const char *rtn_type_name(unsigned int type, char *buf, size_t sz);
int rtn_type_parse(const char *s, unsigned int *type);

/* The table of VRF NAME; exits with the reference's message when NAME
 * is no VRF. */
uint32_t route_vrf_table(const char *name);

/* Parse a route table id / name: 0 or -1. */
int route_table_parse(const char *s, uint32_t *id);
/* "via"'s family word (inet, inet6, mpls, link, bridge): AF_UNSPEC for none */
int route_via_family(const char *w);

#endif
