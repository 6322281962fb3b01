// SPDX-License-Identifier: GPL-2.0
/* nl_ask.c — one request, its failure reported as the reference does */
#include "nl_ask.h"
#include "print.h"

int nl_ask(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb, void *data)
{
	int err = nl_talk(s, req, cb, data);

	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int nl_ask_show(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		void *data)
{
	int err;

	pr_json_begin();
	err = nl_talk(s, req, cb, data);
	if (err) {
		pr_json_abort();
		nl_perror(err);
		return 2;
	}
	pr_json_end();
	return 0;
}
