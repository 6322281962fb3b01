// SPDX-License-Identifier: GPL-2.0
/* msglist.c — dumped messages kept for a second pass, and resending them */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msglist.h"

int msglist_add(struct msglist *l, const struct nlmsghdr *nlh)
{
	struct nlmsghdr *c;

	if (l->n == l->cap) {
		int cap = l->cap ? 2 * l->cap : 64;
		struct nlmsghdr **m = realloc(l->m, (size_t)cap * sizeof(*m));

		if (!m)
			return -1;
		l->m = m;
		l->cap = cap;
	}
	c = malloc(nlh->nlmsg_len);
	if (!c)
		return -1;
	memcpy(c, nlh, nlh->nlmsg_len);
	l->m[l->n++] = c;
	return 0;
}

void msglist_free(struct msglist *l)
{
	for (int i = 0; i < l->n; i++)
		free(l->m[i]);
	free(l->m);
	memset(l, 0, sizeof(*l));
}

int nl_resend_as(const struct nlmsghdr *msg, uint16_t type, uint16_t flags)
{
	char buf[NL_REQ_SIZE * 8];
	struct nlmsghdr *req;
	size_t plen;

	if (msg->nlmsg_len < NLMSG_HDRLEN)
		return 0;
	plen = msg->nlmsg_len - NLMSG_HDRLEN;
	if (plen > sizeof(buf) - NLMSG_HDRLEN)
		return 0;	/* larger than any request we would build */
	req = nl_msg_start(buf, type, flags);
	nl_msg_put_raw(req, mnl_nlmsg_get_payload(msg), plen);
	return nl_talk(nl_main(), req, NULL, NULL);
}

void flush_stats_round(int round, int n, const char *what)
{
	printf("\n*** Round %d, deleting %d %s ***\n", round, n, what);
	fflush(stdout);
}

void flush_stats_end(int round)
{
	if (round == 1)
		printf("Nothing to flush.\n");
	else
		printf("*** Flush is complete after %d round%s ***\n", round - 1,
		       round > 2 ? "s" : "");
	fflush(stdout);
}
