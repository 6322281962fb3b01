// SPDX-License-Identifier: GPL-2.0
/* batch_group.c — unregister many devices with one request (IFLA_GROUP) */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "nl.h"
#include "batch_int.h"

/*
 * The temporary group: far from the ones people number by hand, of this
 * process alone (0x6e000000 | pid: two batches never share one), and
 * recognisable in `ip -d link show` should SIGKILL leave devices in it
 * (nlroute(8) says how to put them back). Moved on if in use.
 */
#define SCRATCH_GROUP_BASE 0x6e000000u
#define SCRATCH_GROUP_MASK 0x00ffffffu

static uint32_t scratch_group_first(void)
{
	return SCRATCH_GROUP_BASE | ((uint32_t)getpid() & SCRATCH_GROUP_MASK);
}

struct groups_seen {
	uint32_t *v;
	size_t n, cap;
};

static int group_cb(const struct nlmsghdr *nlh, void *data)
{
	struct groups_seen *g = data;
	const struct nlattr *a;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(struct ifinfomsg))
		return MNL_CB_OK;
	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg)) {
		if (mnl_attr_get_type(a) != IFLA_GROUP ||
		    mnl_attr_validate(a, MNL_TYPE_U32))
			continue;
		if (g->n == g->cap) {
			size_t cap = g->cap ? g->cap * 2 : 256;
			uint32_t *v = realloc(g->v, cap * sizeof(*v));

			if (!v)
				return MNL_CB_ERROR;
			g->v = v;
			g->cap = cap;
		}
		g->v[g->n++] = mnl_attr_get_u32(a);
	}
	return MNL_CB_OK;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* One dump proves which group no device of this namespace uses. */
static int pick_unused_group(uint32_t *out)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	struct groups_seen g = { 0 };
	uint32_t cand = scratch_group_first();
	int err;

	ifi->ifi_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	err = nl_dump(nl_main(), nlh, group_cb, &g);
	if (err) {
		free(g.v);
		return err;
	}
	if (g.n)
		qsort(g.v, g.n, sizeof(*g.v), cmp_u32);
	for (size_t i = 0; i < g.n; i++) {
		if (g.v[i] == cand)
			cand++;
		else if (g.v[i] > cand)
			break;
	}
	free(g.v);
	if (cand == 0)
		return -ENOSPC;
	*out = cand;
	return 0;
}

struct set_result {
	int *err;	/* per request */
};

static void set_cb(int i, int err, const struct nlmsghdr *nlh, void *data)
{
	struct set_result *r = data;

	if (!nlh)
		r->err[i] = err;
}

/*
 * Put each device into its group with pipelined requests. Returns 0, or
 * -errno of the first failure; ok[i] tells which requests took effect.
 */
static int set_groups(const int *ifindex, const uint32_t *group,
		      uint32_t one_group, int n, int *res)
{
	struct nlmsghdr **reqs = calloc((size_t)n, sizeof(*reqs));
	char *bufs = calloc((size_t)n, 64);	/* no stray bytes on the wire */
	struct set_result r = { res };
	int err = -ENOMEM;

	if (!reqs || !bufs)
		goto out;
	for (int i = 0; i < n; i++) {
		struct nlmsghdr *nlh = nl_msg_start_sz(bufs + (size_t)i * 64, 64,
						       RTM_NEWLINK, 0);
		struct ifinfomsg *ifi = nl_msg_put_extra(nlh,
								sizeof(*ifi));

		ifi->ifi_family = AF_UNSPEC;
		ifi->ifi_index = ifindex[i];
		nl_attr_put_u32(nlh, IFLA_GROUP, group ? group[i] : one_group);
		reqs[i] = nlh;
		res[i] = 1;	/* unknown until acked */
	}
	err = nl_pipeline(nl_main(), reqs, n, set_cb, &r);
	for (int i = 0; !err && i < n; i++)
		if (res[i])
			err = res[i] > 0 ? -EIO : res[i];
out:
	free(reqs);
	free(bufs);
	return err;
}

/* Give back their groups to the devices whose group was changed. */
static void restore_groups(const int *ifindex, const uint32_t *group, int n,
			   const int *res)
{
	int *idx = malloc((size_t)n * sizeof(*idx));
	uint32_t *grp = malloc((size_t)n * sizeof(*grp));
	int *res2 = malloc((size_t)n * sizeof(*res2));
	int m = 0;

	if (idx && grp && res2) {
		for (int i = 0; i < n; i++) {
			if (res && res[i] < 0)
				continue;	/* never moved */
			idx[m] = ifindex[i];
			grp[m++] = group[i];
		}
		if (m && set_groups(idx, grp, 0, m, res2))
			fprintf(stderr, "nlroute: could not restore the group "
				"of some devices.\n");
	}
	free(idx);
	free(grp);
	free(res2);
}

/*
 * The signals that end a batch and can be held: while devices are in the
 * temporary group they wait, so that the deletion is done (or the groups
 * are back) when they act. sigprocmask(), not handlers: no code runs in
 * a handler, and the signal still ends the process as it would have.
 */
static void hold_signals(sigset_t *old)
{
	sigset_t s;

	sigemptyset(&s);
	sigaddset(&s, SIGINT);
	sigaddset(&s, SIGTERM);
	sigaddset(&s, SIGHUP);
	sigaddset(&s, SIGPIPE);
	sigaddset(&s, SIGQUIT);
	sigprocmask(SIG_BLOCK, &s, old);
}

static void release_signals(const sigset_t *old)
{
	sigprocmask(SIG_SETMASK, old, NULL);
}

int batch_unregister(const int *ifindex, const uint32_t *group, int n)
{
	char buf[256];
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	sigset_t old;
	uint32_t scratch;
	int *res;
	int err;

	if (n <= 0)
		return 0;
	/* a kernel with the list delete needs no group dance */
	err = batch_list_delete(ifindex, n);
	if (err != -EOPNOTSUPP)
		return err;
	err = pick_unused_group(&scratch);
	if (err)
		return err;
	res = malloc((size_t)n * sizeof(*res));
	if (!res)
		return -ENOMEM;
	nlh = nl_msg_start(buf, RTM_DELLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, IFLA_GROUP, scratch);
	hold_signals(&old);
	err = set_groups(ifindex, NULL, scratch, n, res);
	if (err) {
		/* only the group was changed: put it back, nothing else */
		restore_groups(ifindex, group, n, res);
	} else {
		err = nl_talk(nl_main(), nlh, NULL, NULL);
		if (err)
			restore_groups(ifindex, group, n, NULL);
	}
	release_signals(&old);
	free(res);
	return err;
}
