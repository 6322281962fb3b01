/* SPDX-License-Identifier: GPL-2.0 */
/* rule.h — the selector of `ip rule show` / `ip rule flush` */
#ifndef NLROUTE_IP_RULE_H
#define NLROUTE_IP_RULE_H

#include <stdbool.h>
#include <stdint.h>
#include <net/if.h>
#include <linux/fib_rules.h>
#include <libmnl/libmnl.h>

#include "inet.h"

/* What a rule must have to be listed or flushed; zero values (and a
 * prefix of length 0) select nothing, as with the reference. */
struct rule_filter {
	int family;			/* of the prefixes */
	bool flush;			/* the protocol selects only here */
	bool not;
	struct inet_prefix src, dst;	/* bitlen 0: any */
	bool have_tos;
	uint8_t tos;
	uint32_t mark, mask;
	char iif[IFNAMSIZ], oif[IFNAMSIZ];
	bool l3mdev;
	bool have_uid;
	struct fib_rule_uid_range uid;
	uint8_t ipproto;
	struct fib_rule_port_range sport, dport;
	uint64_t tun_id;
	bool have_pref;
	uint32_t pref;
	uint32_t table;
	bool have_proto;
	uint8_t proto;
};

/* Parse the selector words of argv into f (f->family set by the caller);
 * bad values exit as the reference does. */
void rule_filter_parse(struct rule_filter *f, int argc, char **argv);

/* A port or port range "N[-M]", read as the reference reads it (C
 * library's %hu); exits on a word that is no number. */
void rule_parse_ports(struct fib_rule_port_range *r, const char *x);

/* Does the rule (its header and attributes) pass the filter? */
bool rule_filter_match(const struct rule_filter *f,
		       const struct fib_rule_hdr *frh,
		       const struct nlattr **tb);

/* The table a rule looks up (FRA_TABLE, else the header's). */
uint32_t rule_table(const struct fib_rule_hdr *frh, const struct nlattr **tb);

#endif
