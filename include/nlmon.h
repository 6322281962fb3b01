/* SPDX-License-Identifier: GPL-2.0 */
/* nlmon.h — a netlink socket subscribed to rtnetlink multicast groups */
#ifndef NLROUTE_NLMON_H
#define NLROUTE_NLMON_H

#include "nl.h"

struct nlmon;

/* Open a NETLINK_ROUTE socket joined to the given RTNLGRP_* groups. */
struct nlmon *nlmon_open(const unsigned int *groups, int n);
/* The same on a socket of another protocol (NETLINK_GENERIC...). */
struct nlmon *nlmon_open_proto(int proto, const unsigned int *groups, int n);

/* The same with the bind()'s legacy group bit mask (the first 32). */
struct nlmon *nlmon_open_mask(int proto, unsigned int mask);

/* Also receive notifications of other namespaces (all-nsid). */
int nlmon_listen_all_nsid(struct nlmon *m);

/*
 * Receive notifications forever, passing each message to cb. ENOBUFS
 * (the kernel dropped messages) is reported on stderr and survived.
 * Returns only on a fatal error (negative errno) or when cb stops.
 */
int nlmon_run(struct nlmon *m, nl_cb_t cb, void *data);

/* During nlmon_run's callback: the namespace id the message came from
 * (all-nsid), -1 if it came from this one or m is NULL. */
int nlmon_nsid(const struct nlmon *m);

/* Replay a file of raw netlink messages through cb. 0 or -errno. */
int nlmon_replay(const char *path, nl_cb_t cb, void *data);

#endif
