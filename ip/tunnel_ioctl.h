/* SPDX-License-Identifier: GPL-2.0 */
/* tunnel_ioctl.h — the SIOC*TUNNEL ioctls and the listing shared by
 * `ip tunnel` (IPv4 outer header) and `ip -6 tunnel` */
#ifndef NLROUTE_TUNNEL_IOCTL_H
#define NLROUTE_TUNNEL_IOCTL_H

#include <stdbool.h>
#include <linux/netlink.h>
#include <linux/types.h>

/*
 * ioctl cmd on device ifname over a socket of family af, with data.
 * Returns 0 or -errno; nothing is printed.
 */
int tnl_ioctl(int af, unsigned long cmd, const char *ifname, void *data);
/* The reference's report of a failed one: WHAT tunnel "NAME" failed. */
void tnl_ioctl_error(const char *what, const char *ifname, int err);

/* One device of the link dump, for tnl_list's callback. */
struct tnl_link {
	int ifindex;
	unsigned short type;	/* ARPHRD_* */
	const char *name;
	const struct nlattr *stats64, *stats;
};

/*
 * Stream the link dump (ifi_family af, as the reference asks) and call
 * cb for each device with a name; with a name, ask for that device alone
 * (the reference dumps and filters: the same devices reach cb). A cb
 * that returns non-zero stops the listing ("Dump terminated"). Returns
 * 0, or 1 after reporting a failure.
 */
int tnl_list(int af, const char *name,
	     int (*cb)(const struct tnl_link *l, void *data), void *data);

/* -s: the reference's RX/TX block for a tunnel, as text; -1 (nothing
 * printed) when the device came without statistics. */
int tnl_print_stats(const struct tnl_link *l);

/* After one tunnel: the newline the reference prints even in JSON. */
void tnl_end_line(void);

/* An IPv4 address or "any" (0): -1 after the reference's message
 * ("1.2" is 1.2.0.0, as the reference reads it). */
int tnl_get_addr4(const char *w, __be32 *out);

/* "dev NAME": the index, or 0; "ifN" stands for index N. */
int tnl_dev_index(const char *name);

/* The shared name word: a valid ifname, not given twice. */
void tnl_set_name(char *dst, const char *w);

#endif
