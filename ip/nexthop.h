/* SPDX-License-Identifier: GPL-2.0 */
/* nexthop.h — the pieces of `ip nexthop` shared between its files */
#ifndef NLROUTE_IP_NEXTHOP_H
#define NLROUTE_IP_NEXTHOP_H

#include <linux/netlink.h>

/* The usage text on stderr, exit 255 (nexthop.c). */
void __attribute__((noreturn)) nh_usage(void);

/* The "flags" of a nexthop message: a JSON array, words in text. */
void nh_print_flags(unsigned int flags);

/* Print one RTM_NEWNEXTHOP/DELNEXTHOP message; data is the show filter
 * or NULL (ip monitor). */
int nh_print_msg(const struct nlmsghdr *nlh, void *data);

/* `ip nexthop bucket ...` (nexthop_bucket.c). */
int do_nexthop_bucket(int argc, char **argv);
/* Print one RTM_NEWNEXTHOPBUCKET message (data unused). */
int nh_bucket_print(const struct nlmsghdr *nlh, void *data);

#endif
