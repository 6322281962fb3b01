/* SPDX-License-Identifier: GPL-2.0 */
/* msglist.h — dumped messages kept for a second pass (flush, restore) */
#ifndef NLROUTE_MSGLIST_H
#define NLROUTE_MSGLIST_H

#include "nl.h"

struct msglist {
	struct nlmsghdr **m;
	int n, cap;
};

/* Keep a copy of nlh. 0, or -1 when memory ran out (nothing kept). */
int msglist_add(struct msglist *l, const struct nlmsghdr *nlh);
void msglist_free(struct msglist *l);

/*
 * Send the payload of a dumped message again as a new request of another
 * type (the delete of a dumped object, a restore). Returns nl_talk's result.
 */
int nl_resend_as(const struct nlmsghdr *msg, uint16_t type, uint16_t flags);

/* The -s lines of flush commands: a round that deleted n things... */
void flush_stats_round(int round, int n, const char *what);
/* ...and the end: nothing at all, or the number of rounds it took. */
void flush_stats_end(int round);

#endif
