/* SPDX-License-Identifier: GPL-2.0 */
/* addr.h — the pieces of `ip address` shared between its files */
#ifndef NLROUTE_ADDR_H
#define NLROUTE_ADDR_H

#include <stdbool.h>
#include <stdint.h>

#include "inet.h"

/* Address selectors of show/flush/save (addr_show.c). */
struct addr_filter {
	int family;
	int ifindex;
	const char *label;
	bool have_scope;
	unsigned int scope;
	unsigned int scope_mask;
	bool have_prefix;
	struct inet_prefix prefix;
	uint32_t flags;		/* IFA_F_* that must be set */
	uint32_t flags_mask;	/* IFA_F_* that are checked */
	bool any_filter;	/* something beyond family/dev was asked */
	const int *links;	/* flush: only these links (sorted) */
	size_t nlinks;
	bool have_links;
};

void __attribute__((noreturn)) addr_usage(void);

/* Parse one show/flush selector word at a's cursor; false if unknown. */
struct args;
bool addr_parse_selector(struct args *a, struct addr_filter *f);

int addr_show(int argc, char **argv);
int addr_flush(int argc, char **argv);
int addr_save(int argc, char **argv);
int addr_showdump(void);
int addr_restore(void);

/* One RTM_NEWADDR/RTM_DELADDR as `ip monitor` prints it. */
struct nlmsghdr;
int addr_print_event(const struct nlmsghdr *nlh, void *data);

#endif
