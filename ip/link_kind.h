/* SPDX-License-Identifier: GPL-2.0 */
/* link_kind.h — the link kind table: one file and one table line per kind */
#ifndef NLROUTE_LINK_KIND_H
#define NLROUTE_LINK_KIND_H

#include <stdbool.h>
#include <stdio.h>
#include <libmnl/libmnl.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>

#include "args.h"

struct link_req;

struct link_kind {
	const char *name;		/* "veth", "bridge_slave", ... */
	/*
	 * Parse the words after "type NAME" into IFLA_INFO_DATA (or
	 * IFLA_INFO_SLAVE_DATA for *_slave kinds). The nest is already
	 * open; a->argv[0] is the first word after the kind. Returns 0, or
	 * a non-zero exit status after printing the reference's message.
	 */
	int (*parse)(struct link_req *req, struct args *a);
	/* Print the -d details of IFLA_INFO_DATA / IFLA_INFO_SLAVE_DATA. */
	void (*print)(const struct nlattr *data);
	/* With -d -s: IFLA_INFO_XSTATS (can); NULL for most kinds. */
	void (*print_xstats)(const struct nlattr *xstats);
	/* `ip link help TYPE` / usage on bad options. */
	void (*usage)(FILE *f);
	/* Add-only kinds: some kinds have no IFLA_INFO_DATA to send. */
	int flags;
};

#define LINK_KIND_NO_DATA 1	/* don't open IFLA_INFO_DATA for parse */

/* Lookup by exact kind name; NULL when nlroute has no table entry. */
const struct link_kind *link_kind_find(const char *name);

/* The request being built, for kinds that nest a whole link (veth peer). */
struct link_req {
	struct nlmsghdr *nlh;
	char *buf;
	size_t size;
	const char *dev;	/* device name of the request */
	int cmd;		/* RTM_NEWLINK with its flags, or 0 for set */
	bool create;		/* add/replace rather than set */
};

/*
 * Parse common link options (the `ip link add` words) into req->nlh at
 * the given ifinfomsg, stopping at the end or at "type". Used for the
 * veth peer. Returns 0 or an exit status.
 */
int link_parse_peer(struct link_req *req, struct args *a,
		    struct ifinfomsg *ifi);

/* Helpers for kind printers: attribute tables of a nest. */
int nest_parse(const struct nlattr *nest, const struct nlattr **tb, int max);

/* Print helpers shared by the kinds. */
void print_on_off(const char *key, const char *name, int on);

#endif
