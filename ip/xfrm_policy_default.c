// SPDX-License-Identifier: GPL-2.0
/* xfrm_policy_default.c — `ip xfrm policy setdefault | getdefault` */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/xfrm.h>

#include "args.h"
#include "nl.h"
#include "print.h"
#include "xfrm.h"

static const char *const dirs[] = { "in", "fwd", "out" };

static uint8_t *dir_slot(struct xfrm_userpolicy_default *d, int i)
{
	return i == 0 ? &d->in : i == 1 ? &d->fwd : &d->out;
}

int xfrm_policy_setdefault(int argc, char **argv)
{
	char buf[NL_REQ_SIZE], msg[48];
	struct args a = { argc, argv };
	struct xfrm_userpolicy_default d = { 0, 0, 0 };
	struct nlmsghdr *nlh;
	int err, i;

	while (args_more(&a)) {
		const char *w = args_cur(&a), *v;

		for (i = 0; i < 3 && !is(w, dirs[i]); i++)
			;
		if (i == 3)
			invarg("unknown direction", w);
		if (*dir_slot(&d, i))
			duparg(w, w);
		v = args_next(&a);
		snprintf(msg, sizeof(msg), "%s policy value is invalid", w);
		if (is(v, "block"))
			*dir_slot(&d, i) = XFRM_USERPOLICY_BLOCK;
		else if (is(v, "accept"))
			*dir_slot(&d, i) = XFRM_USERPOLICY_ACCEPT;
		else
			invarg(msg, v);
		args_skip(&a);
	}
	nlh = xfrm_msg_start(buf, XFRM_MSG_SETDEFAULT, 0);
	nl_msg_put_extra(nlh, sizeof(d));
	memcpy(mnl_nlmsg_get_payload(nlh), &d, sizeof(d));
	nl_msg_set_len(nlh, NLMSG_HDRLEN + sizeof(d));	/* 3 bytes, unpadded */
	err = nl_talk(xfrm_sess(), nlh, NULL, NULL);
	return xfrm_talk_done(err);
}

static const char *action_word(uint8_t v)
{
	return v == XFRM_USERPOLICY_BLOCK ? "block" :
	       v == XFRM_USERPOLICY_ACCEPT ? "accept" : "unspec";
}

static int default_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct xfrm_userpolicy_default *d = mnl_nlmsg_get_payload(nlh);

	(void)data;
	if (nlh->nlmsg_type != XFRM_MSG_GETDEFAULT ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*d))
		return MNL_CB_OK;
	pr_text("Default policies:\n");
	pr_text(" in:  %s\n", action_word(d->in));
	pr_text(" fwd: %s\n", action_word(d->fwd));
	pr_text(" out: %s\n", action_word(d->out));
	return MNL_CB_OK;
}

int xfrm_policy_getdefault(void)
{
	char buf[NL_REQ_SIZE];
	struct xfrm_userpolicy_default d = { 0, 0, 0 };
	struct nlmsghdr *nlh = xfrm_msg_start(buf, XFRM_MSG_GETDEFAULT, 0);
	int err;

	nl_msg_put_extra(nlh, sizeof(d));
	nl_msg_set_len(nlh, NLMSG_HDRLEN + sizeof(d));
	err = nl_talk(xfrm_sess(), nlh, default_cb, NULL);
	return xfrm_talk_done(err);
}
