// SPDX-License-Identifier: GPL-2.0
/* names.c — lazy per-name interface cache */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "names.h"
#include "nl.h"

#define HASH_SIZE 256

struct ll_entry {
	struct ll_entry *by_name_next;
	struct ll_entry *by_idx_next;
	int ifindex;
	unsigned int flags;
	unsigned long flags_gen;	/* command that saw them */
	char name[IFNAMSIZ];
};

/* Names outlive a batch line; flags are only good for the line that saw
 * them (the next one may have brought a device up or down). */
static unsigned long generation;

static struct ll_entry *by_name[HASH_SIZE];
static struct ll_entry *by_idx[HASH_SIZE];
unsigned long ll_kernel_lookups;

static unsigned int name_hash(const char *s)
{
	unsigned int h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h % HASH_SIZE;
}

static unsigned int idx_hash(int i)
{
	return (unsigned int)i % HASH_SIZE;
}

static struct ll_entry *find_name(const char *name)
{
	for (struct ll_entry *e = by_name[name_hash(name)]; e;
	     e = e->by_name_next)
		if (!strcmp(e->name, name))
			return e;
	return NULL;
}

static struct ll_entry *find_idx(int ifindex)
{
	for (struct ll_entry *e = by_idx[idx_hash(ifindex)]; e;
	     e = e->by_idx_next)
		if (e->ifindex == ifindex)
			return e;
	return NULL;
}

static void unlink_entry(struct ll_entry *victim)
{
	struct ll_entry **pp;

	for (pp = &by_name[name_hash(victim->name)]; *pp;
	     pp = &(*pp)->by_name_next)
		if (*pp == victim) {
			*pp = victim->by_name_next;
			break;
		}
	for (pp = &by_idx[idx_hash(victim->ifindex)]; *pp;
	     pp = &(*pp)->by_idx_next)
		if (*pp == victim) {
			*pp = victim->by_idx_next;
			break;
		}
	free(victim);
}

void ll_forget_index(int ifindex)
{
	struct ll_entry *e = find_idx(ifindex);

	if (e)
		unlink_entry(e);
}

void ll_forget_name(const char *name)
{
	struct ll_entry *e = find_name(name);

	if (e)
		unlink_entry(e);
}

void ll_forget_all(void)
{
	for (int i = 0; i < HASH_SIZE; i++)
		while (by_idx[i])
			unlink_entry(by_idx[i]);
}

void ll_remember(int ifindex, const char *name)
{
	ll_remember_flags(ifindex, name, 0);
}

void ll_remember_flags(int ifindex, const char *name, unsigned int flags)
{
	struct ll_entry *e;

	if (ifindex <= 0 || !name || strlen(name) >= IFNAMSIZ)
		return;
	e = find_idx(ifindex);
	if (e && !strcmp(e->name, name)) {
		e->flags = flags;
		e->flags_gen = generation;
		return;
	}
	if (e)
		unlink_entry(e);
	e = find_name(name);
	if (e)
		unlink_entry(e);
	e = calloc(1, sizeof(*e));
	if (!e)
		return;
	e->ifindex = ifindex;
	e->flags = flags;
	e->flags_gen = generation;
	strcpy(e->name, name);
	e->by_name_next = by_name[name_hash(name)];
	by_name[name_hash(name)] = e;
	e->by_idx_next = by_idx[idx_hash(ifindex)];
	by_idx[idx_hash(ifindex)] = e;
}

struct lookup_res {
	int ifindex;
	unsigned int flags;
	unsigned long flags_gen;	/* command that saw them */
	char name[IFNAMSIZ];
};

/* Names outlive a batch line; flags are only good for the line that saw
 * them (the next one may have brought a device up or down). */
static unsigned long generation;

static int lookup_cb(const struct nlmsghdr *nlh, void *data)
{
	struct lookup_res *r = data;
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a;

	memset(r, 0, sizeof(*r));
	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi))
		return MNL_CB_OK;
	r->ifindex = ifi->ifi_index;
	r->flags = ifi->ifi_flags;
	mnl_attr_for_each(a, nlh, sizeof(*ifi)) {
		if (mnl_attr_get_type(a) == IFLA_IFNAME &&
		    mnl_attr_validate(a, MNL_TYPE_NUL_STRING) == 0)
			snprintf(r->name, sizeof(r->name), "%s",
				 mnl_attr_get_str(a));
	}
	return MNL_CB_OK;
}

/* One RTM_GETLINK for a name or an index; no extack noise kept. */
static int kernel_lookup(const char *name, int ifindex, struct lookup_res *r)
{
	char buf[512];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	int err;

	ifi->ifi_family = AF_UNSPEC;
	ifi->ifi_index = ifindex;
	if (name) {
		size_t len = strlen(name);

		if (len >= ALTIFNAMSIZ)
			return -ENODEV;
		nl_attr_put_strz(nlh, len < IFNAMSIZ ? IFLA_IFNAME :
				  IFLA_ALT_IFNAME, name);
	}
	/* skip statistics and VF data: we only want the name */
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	memset(r, 0, sizeof(*r));
	ll_kernel_lookups++;
	err = nl_talk(nl_lookup_sess(), nlh, lookup_cb, r);
	if (!err && r->ifindex > 0)
		ll_remember_flags(r->ifindex, r->name, r->flags);
	return err;
}

int ll_name_to_index(const char *name)
{
	struct ll_entry *e;
	struct lookup_res r;

	if (!name || !*name)
		return 0;
	e = find_name(name);
	if (e)
		return e->ifindex;
	if (kernel_lookup(name, 0, &r) || r.ifindex <= 0)
		return 0;
	return r.ifindex;
}

/*
 * A dump of routes or neighbours can name thousands of interfaces. Each
 * index not yet known costs one RTM_GETLINK; one dump of all the links
 * answers every later one, but costs about a third of a lookup per link
 * present (measured here: 10,000 links, 0.09 s against 24 us a lookup).
 * The number of links is not known up front; the highest index looked
 * up bounds it from below in practice (indexes are handed out in
 * increasing order). So, ski-rental fashion: look up one by one until
 * the lookups made cost what the dump would, then dump once. Never more
 * than twice the cheaper of the two, and 200 routes over 20,000 links
 * cost 200 lookups, as with the reference, not a dump of 20,000 links.
 * One command name, one request stays the rule.
 */
#define LOOKUPS_BEFORE_DUMP 16
#define LINKS_PER_LOOKUP 3

static unsigned int index_misses;
static int highest_missed;
static bool filled;

static bool dump_is_cheaper(int ifindex)
{
	unsigned int limit;

	if (ifindex > highest_missed)
		highest_missed = ifindex;
	limit = (unsigned int)highest_missed / LINKS_PER_LOOKUP;
	if (limit < LOOKUPS_BEFORE_DUMP)
		limit = LOOKUPS_BEFORE_DUMP;
	return ++index_misses > limit;
}

static int fill_cb(const struct nlmsghdr *nlh, void *data)
{
	struct lookup_res r;

	(void)data;
	lookup_cb(nlh, &r);
	if (r.ifindex > 0 && r.name[0])
		ll_remember_flags(r.ifindex, r.name, r.flags);
	return MNL_CB_OK;
}

static void fill_all(void)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));

	filled = true;
	ifi->ifi_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	nl_dump(nl_lookup_sess(), nlh, fill_cb, NULL);
}

const char *ll_index_to_name(int ifindex)
{
	struct ll_entry *e;
	struct lookup_res r;

	if (ifindex <= 0)
		return NULL;
	e = find_idx(ifindex);
	if (e)
		return e->name;
	if (!filled && dump_is_cheaper(ifindex)) {
		fill_all();
		e = find_idx(ifindex);
		if (e)
			return e->name;
	}
	if (kernel_lookup(NULL, ifindex, &r) || r.ifindex <= 0)
		return NULL;
	e = find_idx(ifindex);
	return e ? e->name : NULL;
}

const char *ll_idx_n2a(int ifindex)
{
	static char buf[IFNAMSIZ + 4];
	const char *n = ll_index_to_name(ifindex);

	if (n)
		return n;
	snprintf(buf, sizeof(buf), "if%d", ifindex);
	return buf;
}

void ll_new_command(void)
{
	generation++;
}

int ll_index_to_flags(int ifindex, unsigned int *flags)
{
	struct ll_entry *e = find_idx(ifindex);
	struct lookup_res r;

	if (e && e->flags_gen != generation) {
		/* known name, stale flags: ask again */
		if (kernel_lookup(NULL, ifindex, &r) || r.ifindex <= 0)
			return -1;
	} else if (!ll_index_to_name(ifindex)) {
		return -1;
	}
	e = find_idx(ifindex);
	if (!e)
		return -1;
	*flags = e->flags;
	return 0;
}

int ll_index_known(int ifindex, unsigned int *flags)
{
	struct ll_entry *e = find_idx(ifindex);

	if (!e || e->flags_gen != generation)
		return 0;
	*flags = e->flags;
	return 1;
}
