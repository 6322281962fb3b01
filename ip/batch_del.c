// SPDX-License-Identifier: GPL-2.0
/* batch_del.c — runs of `link del` lines unregistered in one kernel batch
 *
 * Deleting devices one request at a time costs the kernel RCU grace
 * periods per request (about 20 ms each here); one request that removes
 * many devices pays them once. A run of consecutive `link del` lines is
 * therefore planned, then executed as one kernel batch, with the result of
 * running the lines one by one:
 *
 * - each line's device is looked up by name (RTM_GETLINK, pipelined; no
 *   dump), giving its index, kind, group and IFLA_LINK;
 * - walking the lines in order, a set of doomed devices grows: the line's
 *   device, its veth or vxcan peer, and (checked from the upper's side,
 *   following its lower devices) macvlan/macvtap/vlan/ipvlan devices on a
 *   doomed lower. A line naming a doomed or missing device fails with the
 *   reference's message: under -force it stays in the plan and its message
 *   is printed in its place; without -force the plan ends before it and
 *   it runs for real (and stops the batch);
 * - a line the plan cannot vouch for (a device without rtnl_link_ops such
 *   as lo, a device that may die with a doomed one in a way not modelled,
 *   a lookup error) ends the plan: the planned lines run, then that line
 *   runs the ordinary way, then planning starts afresh from the kernel's
 *   real state;
 * - the planned deletions go to batch_unregister() (batch_group.c). If it
 *   fails, nothing was deleted, and the lines run one by one.
 *
 * What the engine guarantees (nlroute(8), "Batch deletions"):
 *
 * - per line, the stdout, stderr, exit status and final kernel state of
 *   the reference running the lines one by one;
 * - the only thing changed before a device is deleted is its group (into
 *   a temporary group of this process, 0x6e000000 | pid, moved on if in
 *   use): no down, no address or route change. SIGINT, SIGTERM, SIGHUP
 *   and SIGPIPE are held while devices are in that group, so that the
 *   deletion completes (or the groups are put back) before they act;
 *   SIGKILL in that window (the group requests: 13 ms for 200 devices,
 *   85 ms for 1000, measured under strace) leaves devices in the
 *   temporary group: nlroute(8) gives the command that puts them back;
 * - a failure in a run (a device that vanished, a kernel error) puts back
 *   the groups of the devices it moved and runs the remaining lines one
 *   by one, touching nothing else.
 *
 * A run holds only lines that were there to be read: ip_batch() carries
 * it out before it would wait for more input (batch_input_ready()), so a
 * coprocess writing one line at a time gets each answer at once.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "batch_int.h"

/*
 * Fewer deletions than this go one by one: the group technique costs a
 * dump and two requests per device, one-by-one costs a grace period each
 * (~20 ms). The dump costs the kernel ~8 us per device of the namespace.
 * Without a dump, the highest index among the devices looked up is the
 * only hint of that count (indexes are allocated per namespace, upwards):
 * one more deletion is required per DEVS_PER_DELETION of it. Deleting a
 * few old devices among 10,000 younger ones still pays the dump (~60 ms
 * more than one by one for a run of 3).
 */
#define BATCH_DEL_MIN 3
#define DEVS_PER_DELETION 2000
/* Lines looked up ahead of the plan: grows while the plan goes on. */
#define LOOKAHEAD_FIRST 32
#define LOOKAHEAD_MAX 4096
/* How deep a chain of lower devices is followed before giving up. */
#define LOWER_DEPTH 8

/*
 * `ip link del` as do_link reads it: the object and command abbreviated,
 * then one device, bare or after "dev". Anything else (group, type, help,
 * a second device, a missing word) goes the ordinary way, with its
 * ordinary messages.
 */
bool batch_is_link_del(int argc, char **argv, const char **dev)
{
	const char *w;

	if (argc < 3 || argc > 4)
		return false;
	if (!matches(argv[0], "link") || !matches(argv[1], "delete"))
		return false;
	w = argv[2];
	if (argc == 4) {
		if (!is(w, "dev"))
			return false;
		w = argv[3];
	} else if (matches(w, "type") || is(w, "group") ||
		   matches(w, "help") || is(w, "dev")) {
		return false;
	}
	if (!*w || strlen(w) >= IFNAMSIZ)
		return false;
	*dev = w;
	return true;
}

void batch_failed(const char *file, int lineno)
{
	fprintf(stderr, "Command failed %s:%d\n", file, lineno);
}

/* --- device lookups ------------------------------------------------ */

static void parse_linkinfo(const struct nlattr *li, struct bdev *d)
{
	const struct nlattr *a, *b;

	mnl_attr_for_each_nested(a, li) {
		if (mnl_attr_get_type(a) == IFLA_INFO_KIND &&
		    !mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
			snprintf(d->kind, sizeof(d->kind), "%s",
				 mnl_attr_get_str(a));
	}
	if (strcmp(d->kind, "vxlan"))
		return;
	mnl_attr_for_each_nested(a, li) {
		if (mnl_attr_get_type(a) != IFLA_INFO_DATA)
			continue;
		mnl_attr_for_each_nested(b, a)
			if (mnl_attr_get_type(b) == IFLA_VXLAN_LINK &&
			    !mnl_attr_validate(b, MNL_TYPE_U32))
				d->vxlan_link = (int)mnl_attr_get_u32(b);
	}
}

static void parse_link(const struct nlmsghdr *nlh, struct bdev *d)
{
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a;
	const char *name = NULL;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi))
		return;
	d->ifindex = ifi->ifi_index;
	mnl_attr_for_each(a, nlh, sizeof(*ifi)) {
		switch (mnl_attr_get_type(a)) {
		case IFLA_IFNAME:
			if (!mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
				name = mnl_attr_get_str(a);
			break;
		case IFLA_LINK:
			if (!mnl_attr_validate(a, MNL_TYPE_U32))
				d->link = (int)mnl_attr_get_u32(a);
			break;
		case IFLA_LINK_NETNSID:
			d->link_other_ns = true;
			break;
		case IFLA_GROUP:
			if (!mnl_attr_validate(a, MNL_TYPE_U32))
				d->group = mnl_attr_get_u32(a);
			break;
		case IFLA_LINKINFO:
			parse_linkinfo(a, d);
			break;
		}
	}
	if (d->link == d->ifindex)
		d->link = 0;
	if (name)
		ll_remember(d->ifindex, name);
}

static void lookup_cb(int i, int err, const struct nlmsghdr *nlh, void *data)
{
	struct bdev *out = data;

	if (nlh)
		parse_link(nlh, &out[i]);
	else
		out[i].err = err;
}

void batch_lookup(const char **names, const int *ifindex, struct bdev *out,
		  int n)
{
	struct nlmsghdr **reqs = calloc((size_t)n, sizeof(*reqs));
	char *bufs = calloc((size_t)n, 128);	/* no stray bytes on the wire */
	int err;

	memset(out, 0, (size_t)n * sizeof(*out));
	if (!reqs || !bufs) {
		for (int i = 0; i < n; i++)
			out[i].err = -ENOMEM;
		goto out;
	}
	for (int i = 0; i < n; i++) {
		struct nlmsghdr *nlh = nl_msg_start_sz(bufs + (size_t)i * 128, 128,
						       RTM_GETLINK, 0);
		struct ifinfomsg *ifi = nl_msg_put_extra(nlh,
								sizeof(*ifi));

		ifi->ifi_family = AF_UNSPEC;
		if (names)
			nl_attr_put_strz(nlh, IFLA_IFNAME, names[i]);
		else
			ifi->ifi_index = ifindex[i];
		nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
		reqs[i] = nlh;
		out[i].err = -EIO;	/* until its ack arrives */
	}
	ll_kernel_lookups += (unsigned long)n;
	err = nl_pipeline(nl_main(), reqs, n, lookup_cb, out);
	if (err)
		for (int i = 0; i < n; i++)
			if (out[i].err == -EIO)
				out[i].err = err;
out:
	free(reqs);
	free(bufs);
}

/* --- a set of interface indexes ----------------------------------- */

struct iset {
	int *v;
	size_t cap, n;
};

static size_t iset_slot(const struct iset *s, int x)
{
	size_t i = ((size_t)(unsigned int)x * 2654435761u) & (s->cap - 1);

	while (s->v[i] && s->v[i] != x)
		i = (i + 1) & (s->cap - 1);
	return i;
}

static bool iset_has(const struct iset *s, int x)
{
	return s->cap && s->v[iset_slot(s, x)] == x;
}

static void iset_add(struct iset *s, int x)
{
	if (x <= 0 || iset_has(s, x))
		return;
	if ((s->n + 1) * 2 > s->cap) {
		struct iset t = { NULL, s->cap ? s->cap * 2 : 64, 0 };

		t.v = calloc(t.cap, sizeof(*t.v));
		if (!t.v) {
			fprintf(stderr, "Out of memory\n");
			exit(1);
		}
		for (size_t i = 0; i < s->cap; i++)
			if (s->v[i])
				iset_add(&t, s->v[i]);
		free(s->v);
		*s = t;
	}
	s->v[iset_slot(s, x)] = x;
	s->n++;
}

static void iset_clear(struct iset *s)
{
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/* --- planning: what running the lines one by one would do -------- */

enum verdict { V_DELETE, V_GONE, V_CUT };

struct plan {
	struct bline *l;
	struct bdev *dev;	/* per line, looked up up to 'fetched' */
	int n, fetched, chunk;
	struct iset doomed;	/* indexes gone once the planned lines ran */
	int max_ifindex;	/* highest index seen: bounds the dump */
	bool peer_elsewhere;	/* a doomed pair had its peer in another ns */
};

/* Kinds whose peer (IFLA_LINK) the kernel removes with them. */
static bool has_peer(const char *kind)
{
	return !strcmp(kind, "veth") || !strcmp(kind, "vxcan");
}

/* Kinds that the kernel removes together with their lower device. */
static bool dies_with_lower(const char *kind)
{
	static const char *const kinds[] = { "macvlan", "macvtap", "vlan",
		"ipvlan", "ipvtap", NULL };

	for (int i = 0; kinds[i]; i++)
		if (!strcmp(kind, kinds[i]))
			return true;
	return false;
}

/*
 * Is device d gone because of the devices doomed so far? 1 yes, 0 no,
 * -1 cannot tell (then the plan stops before it and the line runs after
 * the planned ones, against the kernel's real state).
 */
static int implied_gone(struct plan *p, const struct bdev *d, int depth)
{
	struct bdev lower;
	int r;

	if (iset_has(&p->doomed, d->ifindex))
		return 1;
	if (d->vxlan_link && iset_has(&p->doomed, d->vxlan_link))
		return -1;
	if (!d->link)
		return 0;
	if (d->link_other_ns)
		return p->peer_elsewhere && !has_peer(d->kind) ? -1 : 0;
	if (has_peer(d->kind))
		return iset_has(&p->doomed, d->link);
	if (!dies_with_lower(d->kind))
		return iset_has(&p->doomed, d->link) ? -1 : 0;
	if (iset_has(&p->doomed, d->link))
		return 1;
	if (depth >= LOWER_DEPTH)
		return -1;
	batch_lookup(NULL, &d->link, &lower, 1);
	if (lower.err || !lower.ifindex)
		return -1;
	r = implied_gone(p, &lower, depth + 1);
	if (r == 1)
		iset_add(&p->doomed, d->ifindex);
	return r;
}

static void fetch_more(struct plan *p)
{
	const char **names;
	int m = p->n - p->fetched;

	if (m > p->chunk)
		m = p->chunk;
	names = malloc((size_t)m * sizeof(*names));
	if (!names) {
		fprintf(stderr, "Out of memory\n");
		exit(1);
	}
	for (int i = 0; i < m; i++)
		names[i] = p->l[p->fetched + i].dev;
	batch_lookup(names, NULL, p->dev + p->fetched, m);
	free(names);
	p->fetched += m;
	if (p->chunk < LOOKAHEAD_MAX)
		p->chunk *= 2;
}

static enum verdict judge(struct plan *p, int j, bool force)
{
	struct bdev *d = &p->dev[j];
	int gone;

	if (d->err && d->err != -ENODEV)
		return V_CUT;
	gone = d->err || !d->ifindex ? 1 : implied_gone(p, d, 0);
	if (gone < 0)
		return V_CUT;
	if (gone)
		return force ? V_GONE : V_CUT;
	if (!d->kind[0])
		return V_CUT;	/* no rtnl_link_ops: lo, physical devices */
	if (d->ifindex > p->max_ifindex)
		p->max_ifindex = d->ifindex;
	iset_add(&p->doomed, d->ifindex);
	if (has_peer(d->kind) && d->link) {
		if (d->link_other_ns)
			p->peer_elsewhere = true;
		else
			iset_add(&p->doomed, d->link);
	}
	return V_DELETE;
}

/* --- execution ---------------------------------------------------- */

/* One line the ordinary way. Returns its status (0 or 1 for the batch). */
static int run_one(struct bline *b, const char *file)
{
	int rc = ip_run(b->argc, b->argv);

	if (rc)
		batch_failed(file, b->lineno);
	pr_flush();
	return rc ? 1 : 0;
}

static int run_each(struct bline *l, int n, bool force, const char *file,
		    bool *stop)
{
	int ret = 0;

	for (int i = 0; i < n && !*stop; i++) {
		if (run_one(&l[i], file)) {
			ret = 1;
			*stop = !force;
		}
	}
	return ret;
}

/*
 * Lines [from, to) of the plan, judged V_DELETE or V_GONE, holding at most
 * BATCH_UNREG_MAX deletions: unregister the first kind together, then
 * report the second kind in their place. fast: the run is worth a kernel
 * batch (else the lines run one by one).
 */
static int run_chunk(struct plan *p, const enum verdict *v, int from, int to,
		     bool fast, bool force, const char *file, bool *stop)
{
	int n = 0, ret = 0, err;
	int *idx = malloc((size_t)(to - from) * sizeof(*idx));
	uint32_t *grp = malloc((size_t)(to - from) * sizeof(*grp));

	if (!idx || !grp) {
		fprintf(stderr, "Out of memory\n");
		exit(1);
	}
	for (int i = from; i < to; i++) {
		if (v[i] != V_DELETE)
			continue;
		idx[n] = p->dev[i].ifindex;
		grp[n++] = p->dev[i].group;
	}
	err = fast ? batch_unregister(idx, grp, n) : -EAGAIN;
	free(idx);
	free(grp);
	/* whatever happened, devices may be gone that the cache knew */
	ll_forget_all();
	if (err)
		return run_each(p->l + from, to - from, force, file, stop);
	for (int i = from; i < to; i++) {
		if (v[i] != V_GONE)
			continue;
		fprintf(stderr, "Cannot find device \"%s\"\n", p->l[i].dev);
		batch_failed(file, p->l[i].lineno);
		ret = 1;
	}
	pr_flush();
	return ret;
}

/*
 * Lines [from, to) of the plan, in chunks of at most BATCH_UNREG_MAX
 * deletions. A chunk's V_GONE lines name devices deleted by earlier lines,
 * so in this or an earlier chunk: each chunk's results are true when it
 * runs, and a chunk that fails runs its lines one by one, after the
 * chunks before it took effect, as the reference would have.
 */
static int run_planned(struct plan *p, const enum verdict *v, int from,
		       int to, bool force, const char *file, bool *stop)
{
	int n = 0, ret = 0;
	bool fast;

	for (int i = from; i < to; i++)
		n += v[i] == V_DELETE;
	fast = n >= BATCH_DEL_MIN && n >= p->max_ifindex / DEVS_PER_DELETION;
	while (from < to && !*stop) {
		int end = from, k = 0;

		while (end < to && (v[end] != V_DELETE || k < BATCH_UNREG_MAX))
			k += v[end++] == V_DELETE;
		ret |= run_chunk(p, v, from, end, fast, force, file, stop);
		from = end;
	}
	return ret;
}

int batch_del_run(struct bline *l, int n, bool force, const char *file,
		  bool *stop)
{
	struct plan p = { l, calloc((size_t)n, sizeof(struct bdev)), n, 0,
			  LOOKAHEAD_FIRST, { 0 }, 0, false };
	enum verdict *v = calloc((size_t)n, sizeof(*v));
	int pos = 0, ret = 0;

	if (!p.dev || !v) {
		fprintf(stderr, "Out of memory\n");
		exit(1);
	}
	while (pos < n && !*stop) {
		int j;

		/* lines looked up before anything ran are still true */
		for (j = pos; j < n; j++) {
			if (j >= p.fetched)
				fetch_more(&p);
			v[j] = judge(&p, j, force);
			if (v[j] == V_CUT)
				break;
		}
		if (j > pos) {
			ret |= run_planned(&p, v, pos, j, force, file, stop);
		} else {
			/* the kernel's own answer, for this line alone */
			ret |= run_each(&l[j], 1, force, file, stop);
			j++;
		}
		pos = j;
		/* state changed: forget what was looked up and planned */
		p.fetched = pos;
		p.chunk = LOOKAHEAD_FIRST;
		p.peer_elsewhere = false;
		iset_clear(&p.doomed);
	}
	iset_clear(&p.doomed);
	free(p.dev);
	free(v);
	return ret;
}
