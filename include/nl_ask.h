/* SPDX-License-Identifier: GPL-2.0 */
/* nl_ask.h — one request, its failure reported as the reference does */
#ifndef NLROUTE_NL_ASK_H
#define NLROUTE_NL_ASK_H

#include "nl.h"

/*
 * nl_talk(), a failure printed with nl_perror(). Returns the exit status:
 * 0, or 2 (the kernel said no).
 */
int nl_ask(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb, void *data);

/*
 * The same for a request whose answer cb prints: inside a JSON array,
 * which a failure aborts (pr_json_abort()) before the error is printed.
 */
int nl_ask_show(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		void *data);

#endif
