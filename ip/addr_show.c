// SPDX-License-Identifier: GPL-2.0
/* addr_show.c — `ip address show`: links with their addresses */
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_addr.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "link.h"
#include "addr.h"
#include "dumpfile.h"
#include "msglist.h"

/* Addresses of one dump, kept per interface until its link is printed. */
#define ADDR_HASH 1024

struct addr_msg {
	struct addr_msg *next;
	struct nlmsghdr nlh[];		/* a copy of the RTM_NEWADDR message */
};

struct addr_bucket {
	struct addr_bucket *next;
	int ifindex;
	struct addr_msg *head, **tail;
};

struct addr_store {
	struct addr_bucket *hash[ADDR_HASH];
	struct addr_filter *f;
};

static struct addr_bucket *bucket(struct addr_store *st, int ifindex,
				  bool create)
{
	unsigned int h = (unsigned int)ifindex % ADDR_HASH;
	struct addr_bucket *b;

	for (b = st->hash[h]; b; b = b->next)
		if (b->ifindex == ifindex)
			return b;
	if (!create)
		return NULL;
	b = calloc(1, sizeof(*b));
	if (!b)
		return NULL;
	b->ifindex = ifindex;
	b->tail = &b->head;
	b->next = st->hash[h];
	st->hash[h] = b;
	return b;
}

static int cmp_index(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

static int store_cb(const struct nlmsghdr *nlh, void *data)
{
	struct addr_store *st = data;
	const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);
	struct addr_bucket *b;
	struct addr_msg *m;

	if (nlh->nlmsg_type != RTM_NEWADDR ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifa))
		return MNL_CB_OK;
	if (st->f->ifindex && (int)ifa->ifa_index != st->f->ifindex)
		return MNL_CB_OK;
	if (st->f->have_links) {
		int x = (int)ifa->ifa_index;

		if (!st->f->nlinks || !bsearch(&x, st->f->links,
					       st->f->nlinks, sizeof(x),
					       cmp_index))
			return MNL_CB_OK;
	}
	b = bucket(st, (int)ifa->ifa_index, true);
	m = malloc(sizeof(*m) + nlh->nlmsg_len);
	if (!b || !m) {
		free(m);
		return MNL_CB_OK;
	}
	memcpy(m->nlh, nlh, nlh->nlmsg_len);
	m->next = NULL;
	*b->tail = m;
	b->tail = &m->next;
	return MNL_CB_OK;
}

static void store_free(struct addr_store *st)
{
	for (int i = 0; i < ADDR_HASH; i++) {
		while (st->hash[i]) {
			struct addr_bucket *b = st->hash[i];

			st->hash[i] = b->next;
			while (b->head) {
				struct addr_msg *m = b->head;

				b->head = m->next;
				free(m);
			}
			free(b);
		}
	}
}

/* -s -s flush lists each address it deletes, prefixed like -o. */
static bool flush_listing;

static int ifa_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, IFA_MAX) < 0)
		return MNL_CB_OK;
	switch (type) {
	case IFA_FLAGS: case IFA_RT_PRIORITY:
		if (mnl_attr_validate(a, MNL_TYPE_U32) < 0)
			return MNL_CB_OK;
		break;
	case IFA_LABEL:
		if (mnl_attr_validate(a, MNL_TYPE_NUL_STRING) < 0)
			return MNL_CB_OK;
		break;
	case IFA_CACHEINFO:
		if (mnl_attr_get_payload_len(a) < sizeof(struct ifa_cacheinfo))
			return MNL_CB_OK;
		break;
	default:
		break;
	}
	tb[type] = a;
	return MNL_CB_OK;
}

static uint32_t addr_flags(const struct ifaddrmsg *ifa,
			   const struct nlattr **tb)
{
	return tb[IFA_FLAGS] ? mnl_attr_get_u32(tb[IFA_FLAGS]) : ifa->ifa_flags;
}

static bool addr_len_ok(const struct ifaddrmsg *ifa, const struct nlattr *a)
{
	size_t want = ifa->ifa_family == AF_INET ? 4 :
		      ifa->ifa_family == AF_INET6 ? 16 : 0;

	return a && want && mnl_attr_get_payload_len(a) >= want;
}

static bool addr_match(const struct addr_filter *f,
		       const struct ifaddrmsg *ifa, const struct nlattr **tb)
{
	const struct nlattr *local = tb[IFA_LOCAL] ? tb[IFA_LOCAL] :
				     tb[IFA_ADDRESS];

	if (f->family && f->family != AF_PACKET && ifa->ifa_family != f->family)
		return false;
	if (f->have_scope &&
	    (ifa->ifa_scope & f->scope_mask) != f->scope)
		return false;
	if ((addr_flags(ifa, tb) ^ f->flags) & f->flags_mask)
		return false;
	if (f->label) {
		const char *l = tb[IFA_LABEL] ? mnl_attr_get_str(tb[IFA_LABEL]) :
				ll_idx_n2a((int)ifa->ifa_index);

		if (fnmatch(f->label, l, 0))
			return false;
	}
	if (f->have_prefix) {
		if (!addr_len_ok(ifa, local) ||
		    f->prefix.family != ifa->ifa_family ||
		    !inet_prefix_match(&f->prefix, mnl_attr_get_payload(local),
				       f->prefix.bitlen))
			return false;
	}
	return true;
}

static const struct { uint32_t flag; const char *name; } ifa_flag_names[] = {
	{ IFA_F_NODAD, "nodad" },
	{ IFA_F_OPTIMISTIC, "optimistic" },
	{ IFA_F_DADFAILED, "dadfailed" },
	{ IFA_F_HOMEADDRESS, "home" },
	{ IFA_F_DEPRECATED, "deprecated" },
	{ IFA_F_TENTATIVE, "tentative" },
	{ IFA_F_PERMANENT, "dynamic" },		/* printed when NOT set */
	{ IFA_F_MANAGETEMPADDR, "mngtmpaddr" },
	{ IFA_F_NOPREFIXROUTE, "noprefixroute" },
	{ IFA_F_MCAUTOJOIN, "autojoin" },
	{ IFA_F_STABLE_PRIVACY, "stable-privacy" },
};

static void print_flag(const char *name)
{
	pr_bool(PR_JSON, name, NULL, true);
	pr_str(PR_FP, NULL, "%s ", name);
}

static void print_addr_flags(const struct ifaddrmsg *ifa, uint32_t flags)
{
	if (flags & IFA_F_SECONDARY)
		print_flag(ifa->ifa_family == AF_INET6 ? "temporary" :
			   "secondary");
	for (size_t i = 0; i < sizeof(ifa_flag_names) /
			       sizeof(ifa_flag_names[0]); i++) {
		bool on = flags & ifa_flag_names[i].flag;

		if (ifa_flag_names[i].flag == IFA_F_PERMANENT)
			on = !on;
		if (on)
			print_flag(ifa_flag_names[i].name);
	}
}

static void print_lft(const char *key, const char *text, uint32_t v)
{
	char buf[32];

	pr_uint(PR_JSON, key, NULL, v);
	if (v == 0xffffffffu)
		snprintf(buf, sizeof(buf), "forever");
	else
		snprintf(buf, sizeof(buf), "%usec", v);
	pr_str(PR_FP, NULL, text, buf);
}

static void print_one_addr(const struct nlmsghdr *nlh,
			   const struct ifinfomsg *ifi,
			   const struct addr_filter *f)
{
	const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFA_MAX + 1] = { NULL };
	const struct nlattr *local, *peer = NULL;
	enum pr_color c;
	char buf[64], sbuf[16];

	mnl_attr_parse(nlh, sizeof(*ifa), ifa_cb, tb);
	local = tb[IFA_LOCAL] ? tb[IFA_LOCAL] : tb[IFA_ADDRESS];
	if (f->label && !addr_match(f, ifa, tb))
		return;		/* with a label, others leave no trace */
	pr_open_object(NULL);
	if (!addr_match(f, ifa, tb) || !addr_len_ok(ifa, local)) {
		pr_close_object();
		return;
	}
	if (tb[IFA_LOCAL] && tb[IFA_ADDRESS] &&
	    addr_len_ok(ifa, tb[IFA_ADDRESS]) &&
	    memcmp(mnl_attr_get_payload(tb[IFA_LOCAL]),
		   mnl_attr_get_payload(tb[IFA_ADDRESS]),
		   ifa->ifa_family == AF_INET ? 4 : 16))
		peer = tb[IFA_ADDRESS];
	c = ifa->ifa_family == AF_INET6 ? CLR_INET6 : CLR_INET;

	if (brief) {
		pr_cstr(PR_ANY, c, "local", "%s",
			inet_fmt(ifa->ifa_family, mnl_attr_get_payload(local),
				 buf, sizeof(buf)));
		if (peer) {
			pr_text(" peer ");
			pr_cstr(PR_ANY, c, "address", "%s",
				inet_fmt(ifa->ifa_family,
					 mnl_attr_get_payload(peer), buf,
					 sizeof(buf)));
		}
		pr_uint(PR_ANY, "prefixlen", "/%u ", ifa->ifa_prefixlen);
		if (tb[IFA_RT_PRIORITY])
			pr_uint(PR_ANY, "metric", "metric %u ",
				mnl_attr_get_u32(tb[IFA_RT_PRIORITY]));
		pr_close_object();
		return;
	}

	if (pr_oneline || flush_listing) {
		/* in JSON too (-o, ip -echo): each address names its device */
		pr_int(PR_ANY, "index", "%d: ", ifi->ifi_index);
		pr_str(PR_ANY, "dev", "%s", ll_idx_n2a(ifi->ifi_index));
	}
	pr_str(PR_ANY, "family", "    %s ", family_name(ifa->ifa_family));
	pr_cstr(PR_ANY, c, "local", "%s",
		inet_fmt(ifa->ifa_family, mnl_attr_get_payload(local), buf,
			 sizeof(buf)));
	if (peer) {
		pr_text(" peer ");
		pr_cstr(PR_ANY, c, "address", "%s",
			inet_fmt(ifa->ifa_family, mnl_attr_get_payload(peer),
				 buf, sizeof(buf)));
	}
	pr_uint(PR_ANY, "prefixlen", "/%u ", ifa->ifa_prefixlen);
	if (tb[IFA_RT_PRIORITY])
		pr_uint(PR_ANY, "metric", "metric %u ",
			mnl_attr_get_u32(tb[IFA_RT_PRIORITY]));
	if (tb[IFA_BROADCAST] && addr_len_ok(ifa, tb[IFA_BROADCAST])) {
		pr_text("brd ");
		pr_cstr(PR_ANY, c, "broadcast", "%s ",
			inet_fmt(ifa->ifa_family,
				 mnl_attr_get_payload(tb[IFA_BROADCAST]), buf,
				 sizeof(buf)));
	}
	if (tb[IFA_ANYCAST] && addr_len_ok(ifa, tb[IFA_ANYCAST])) {
		pr_text("any ");
		pr_cstr(PR_ANY, c, "anycast", "%s ",
			inet_fmt(ifa->ifa_family,
				 mnl_attr_get_payload(tb[IFA_ANYCAST]), buf,
				 sizeof(buf)));
	}
	pr_str(PR_ANY, "scope", "scope %s ",
	       numeric ? (snprintf(sbuf, sizeof(sbuf), "%u", ifa->ifa_scope),
			  sbuf) :
	       table_n2a(&tbl_rt_scopes, ifa->ifa_scope, sbuf, sizeof(sbuf)));
	print_addr_flags(ifa, addr_flags(ifa, tb));
	if (tb[IFA_LABEL])
		pr_str(PR_ANY, "label", "%s", mnl_attr_get_str(tb[IFA_LABEL]));
	if (tb[IFA_CACHEINFO]) {
		const struct ifa_cacheinfo *ci =
			mnl_attr_get_payload(tb[IFA_CACHEINFO]);

		pr_text("%s", pr_sl());
		print_lft("valid_life_time", "       valid_lft %s", ci->ifa_valid);
		print_lft("preferred_life_time", " preferred_lft %s",
			  ci->ifa_prefered);
	}
	pr_text("\n");
	pr_close_object();
}

static void print_addrs(const struct ifinfomsg *ifi, void *ctx)
{
	struct addr_store *st = ctx;
	struct addr_bucket *b = bucket(st, ifi->ifi_index, false);

	/* -0 (link layer only): not even an empty addr_info */
	if (st->f->family == AF_PACKET)
		return;
	pr_open_array(PR_JSON, "addr_info");
	for (struct addr_msg *m = b ? b->head : NULL; m; m = m->next)
		print_one_addr(m->nlh, ifi, st->f);
	pr_close_array(PR_JSON, NULL);
}

static bool skip_link(const struct ifinfomsg *ifi, void *ctx)
{
	struct addr_store *st = ctx;
	struct addr_bucket *b;

	bool strict = (st->f->family != AF_UNSPEC &&
		       st->f->family != AF_PACKET) ||
		      st->f->have_prefix;

	if (!st->f->any_filter && !strict)
		return false;
	b = bucket(st, ifi->ifi_index, false);
	/* a family (or a "to" prefix) drops links without addresses; other
	 * selectors keep them */
	if (!b || !b->head)
		return strict;
	for (struct addr_msg *m = b ? b->head : NULL; m; m = m->next) {
		const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(m->nlh);
		const struct nlattr *tb[IFA_MAX + 1] = { NULL };

		mnl_attr_parse(m->nlh, sizeof(*ifa), ifa_cb, tb);
		if (addr_match(st->f, ifa, tb))
			return false;
	}
	return true;
}

bool addr_parse_selector(struct args *a, struct addr_filter *f)
{
	const char *w = args_cur(a);
	/* a flag's name, or "-" and the name for its absence; "primary"
	 * and "dynamic" are the absence of secondary and permanent */
	static const struct { const char *kw; uint32_t flag; bool set; }
	flag_kws[] = {
		{ "secondary", IFA_F_SECONDARY, true },
		{ "temporary", IFA_F_SECONDARY, true },
		{ "primary", IFA_F_SECONDARY, false },
		{ "nodad", IFA_F_NODAD, true },
		{ "optimistic", IFA_F_OPTIMISTIC, true },
		{ "dadfailed", IFA_F_DADFAILED, true },
		{ "home", IFA_F_HOMEADDRESS, true },
		{ "deprecated", IFA_F_DEPRECATED, true },
		{ "tentative", IFA_F_TENTATIVE, true },
		{ "permanent", IFA_F_PERMANENT, true },
		{ "dynamic", IFA_F_PERMANENT, false },
		{ "mngtmpaddr", IFA_F_MANAGETEMPADDR, true },
		{ "noprefixroute", IFA_F_NOPREFIXROUTE, true },
		{ "autojoin", IFA_F_MCAUTOJOIN, true },
		{ "stable-privacy", IFA_F_STABLE_PRIVACY, true },
		{ NULL, 0, false },
	};
	const char *name = w[0] == '-' ? w + 1 : w;

	for (int i = 0; flag_kws[i].kw; i++) {
		bool set = flag_kws[i].set;

		if (strcmp(name, flag_kws[i].kw))
			continue;
		if (name != w)
			set = !set;
		f->flags_mask |= flag_kws[i].flag;
		if (set)
			f->flags |= flag_kws[i].flag;
		else
			f->flags &= ~flag_kws[i].flag;
		f->any_filter = true;
		return true;
	}
	if (is(w, "to")) {
		const char *v = args_next(a);

		if (f->family == AF_PACKET ||
		    inet_parse_prefix(&f->prefix, v, f->family))
			inet_prefix_error(v, f->family);
		/* the prefix also chooses the family, as with -4/-6 */
		if (f->family == AF_UNSPEC)
			f->family = f->prefix.family;
		f->have_prefix = true;
		f->any_filter = true;
		return true;
	}
	if (is(w, "scope")) {
		const char *v = args_next(a);
		uint32_t scope;

		f->scope_mask = 0xff;
		if (is(v, "all")) {
			f->scope = 0;
			f->scope_mask = 0;
		} else if (table_a2n(&tbl_rt_scopes, &scope, v) || scope > 255) {
			invarg("invalid \"scope\"\n", v);
		} else {
			f->scope = scope;
		}
		f->have_scope = true;
		f->any_filter = true;
		return true;
	}
	if (is(w, "label")) {
		f->label = args_next(a);
		f->any_filter = true;
		return true;
	}
	return false;
}

int addr_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct addr_filter af = { .family = preferred_family };
	struct link_filter lf = { 0 };
	struct addr_store *st;
	const char *dev = NULL;
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct ifaddrmsg *ifa;
	struct ifinfomsg *ifi;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (addr_parse_selector(&a, &af)) {
			/* handled */
		} else if (link_filter_word(&a, &lf)) {
			/* up, master, vrf, nomaster, type, group */
		} else if (matches(w, "help")) {
			addr_usage();
		} else {
			if (is(w, "dev"))
				w = args_next(&a);
			if (dev)
				duparg2("dev", w);
			dev = w;
		}
		args_skip(&a);
	}

	if (dev) {
		af.ifindex = ll_name_to_index(dev);
		if (!af.ifindex) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			return 1;
		}
	}

	st = calloc(1, sizeof(*st));
	if (!st)
		return 1;
	st->f = &af;
	lf.addr_mode = true;
	lf.family = af.family;
	lf.print_addrs = print_addrs;
	lf.addr_only = af.label != NULL;
	lf.skip_link = skip_link;
	lf.ctx = st;

	/* addresses first: one dump, filtered by the kernel for one device */
	nlh = nl_msg_start(buf, RTM_GETADDR, 0);
	ifa = nl_msg_put_extra(nlh, sizeof(*ifa));
	ifa->ifa_family = af.family == AF_PACKET ? AF_UNSPEC :
			  (unsigned char)af.family;
	if (af.ifindex) {
		nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
		ifa->ifa_index = (uint32_t)af.ifindex;
	}
	if (af.family != AF_PACKET)
		err = nl_dump(nl_main(), nlh, store_cb, st);
	else
		err = 0;
	if (af.ifindex)
		nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 0);
	if (err) {
		/* as the reference: no links, an empty JSON list, success */
		pr_json_begin();
		pr_json_end();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		store_free(st);
		free(st);
		return 0;
	}

	nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	/* as the reference: -6 asks the inet6 view of the links */
	ifi->ifi_family = af.family == AF_PACKET ? AF_UNSPEC :
			  (unsigned char)af.family;
	if (ifi->ifi_family == AF_UNSPEC || dev || show_stats)
		link_fill_request(nlh);
	pr_json_begin();
	if (dev) {
		ifi->ifi_index = af.ifindex;
		err = nl_talk(nl_main(), nlh, link_print_msg, &lf);
	} else {
		link_put_dump_filter(nlh, &lf);
		err = link_dump_print(nlh, &lf);
	}
	pr_json_end();
	store_free(st);
	free(st);
	if (err == -ENODEV && dev) {
		fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
		return 1;
	}
	if (err && !dev) {
		/* the link dump failed: the reference still succeeds */
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 0;
	}
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

/* One round of flush: delete every stored address that matches. */
static int flush_round(struct addr_store *st, int *deleted)
{
	int failed = 0;

	for (int i = 0; i < ADDR_HASH; i++)
		for (struct addr_bucket *b = st->hash[i]; b; b = b->next)
			for (struct addr_msg *m = b->head; m; m = m->next) {
				const struct ifaddrmsg *ifa =
					mnl_nlmsg_get_payload(m->nlh);
				const struct nlattr *tb[IFA_MAX + 1] = { NULL };
				char buf[512];
				struct nlmsghdr *nlh;
				struct ifaddrmsg *d;
				int err;

				mnl_attr_parse(m->nlh, sizeof(*ifa), ifa_cb, tb);
				if (!addr_match(st->f, ifa, tb))
					continue;
				nlh = nl_msg_start(buf, RTM_DELADDR, 0);
				d = nl_msg_put_extra(nlh, sizeof(*d));
				*d = *ifa;
				if (tb[IFA_LOCAL])
					nl_attr_put(nlh, IFA_LOCAL,
						     mnl_attr_get_payload_len(tb[IFA_LOCAL]),
						     mnl_attr_get_payload(tb[IFA_LOCAL]));
				if (tb[IFA_ADDRESS])
					nl_attr_put(nlh, IFA_ADDRESS,
						     mnl_attr_get_payload_len(tb[IFA_ADDRESS]),
						     mnl_attr_get_payload(tb[IFA_ADDRESS]));
				/* -s -s lists an address as its deletion is
				 * queued; after a refused one the reference
				 * has listed the whole round */
				if (show_stats > 1) {
					struct ifinfomsg fake = {
						.ifi_index = (int)ifa->ifa_index };

					/* text even under -j, as the
					 * reference prints it */
					int json = pr_json;

					pr_json = 0;
					flush_listing = true;
					print_one_addr(m->nlh, &fake, st->f);
					flush_listing = false;
					pr_json = json;
				}
				if (failed)
					continue;
				err = nl_talk(nl_main(), nlh, NULL, NULL);
				if (err && err != -EADDRNOTAVAIL &&
				    err != -ENOENT && err != -ENODEV)
					failed = err;
				else
					(*deleted)++;
			}
	if (failed) {
		fflush(stdout);
		fprintf(stderr, "Failed to send flush request: %s\n",
			strerror(-failed));
		return 255;
	}
	return 0;
}

/* The rounds of a flush: dump, delete what matches, until none is left. */
static int flush_rounds(struct addr_filter *af, int *links)
{
	int round;

	/* -l 0: until nothing is left; a negative count: no round at all */
	for (round = 1; !max_flush_loops || round <= max_flush_loops; round++) {
		struct addr_store *st = calloc(1, sizeof(*st));
		char buf[256];
		struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETADDR, 0);
		struct ifaddrmsg *ifa = nl_msg_put_extra(nlh,
								   sizeof(*ifa));
		int deleted = 0, err;

		if (!st)
			return 1;
		st->f = af;
		ifa->ifa_family = af->family == AF_PACKET ? AF_UNSPEC :
				  (unsigned char)af->family;
		err = nl_dump(nl_main(), nlh, store_cb, st);
		if (err) {
			/* the reference exits here, ending a batch too */
			nl_dump_perror(err);
			fprintf(stderr, "Flush terminated\n");
			store_free(st);
			free(st);
			free(links);
			exit(1);
		}
		err = flush_round(st, &deleted);
		store_free(st);
		free(st);
		if (err)
			return err;
		if (!deleted) {
			if (show_stats)
				flush_stats_end(round);
			return 0;
		}
		if (show_stats)
			flush_stats_round(round, deleted, "addresses");
	}
	fprintf(stderr, "*** Flush remains incomplete after %d rounds. ***\n",
		max_flush_loops);
	return -1;	/* exit status 255, as the reference's */
}

int addr_flush(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct addr_filter af = { .family = preferred_family };
	struct link_filter lf = { 0 };
	const char *dev = NULL;
	int *links = NULL;
	int round;

	if (argc <= 0) {
		fprintf(stderr, "Flush requires arguments.\n");
		return 1;
	}
	/* before the arguments are read, as the reference */
	if (af.family == AF_PACKET) {
		fprintf(stderr, "Cannot flush link addresses.\n");
		return 1;
	}
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (addr_parse_selector(&a, &af)) {
			/* handled */
		} else if (link_filter_word(&a, &lf)) {
			/* up, master, vrf, nomaster, type, group */
		} else if (matches(w, "help")) {
			addr_usage();
		} else {
			if (is(w, "dev"))
				w = args_next(&a);
			if (dev)
				duparg2("dev", w);
			dev = w;
		}
		args_skip(&a);
	}
	if (dev) {
		af.ifindex = ll_name_to_index(dev);
		if (!af.ifindex) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			return 1;
		}
	}
	/*
	 * The link selectors: the reference parses them and then flushes
	 * every address, ignoring them (nlroute(8)); nlroute flushes only
	 * the addresses of the links they select.
	 */
	if (link_filter_active(&lf)) {
		int err = link_select(&lf, &links, &af.nlinks);

		if (err) {
			nl_dump_perror(err);
			fprintf(stderr, "Flush terminated\n");
			return 1;
		}
		af.links = links;
		af.have_links = true;
	}
	round = flush_rounds(&af, links);
	free(links);
	return round;
}

/* `ip monitor`: one address event, prefixed with its interface. */
int addr_print_event(const struct nlmsghdr *nlh, void *data)
{
	const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);
	struct addr_filter all = { .family = AF_UNSPEC };
	struct ifinfomsg fake = { 0 };

	(void)data;
	if ((nlh->nlmsg_type != RTM_NEWADDR && nlh->nlmsg_type != RTM_DELADDR) ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifa))
		return MNL_CB_OK;
	fake.ifi_index = (int)ifa->ifa_index;
	if (nlh->nlmsg_type == RTM_DELADDR)
		pr_text("Deleted ");
	flush_listing = true;
	print_one_addr(nlh, &fake, &all);
	flush_listing = false;
	return MNL_CB_OK;
}

struct save_ctx {
	int ifindex;
};

static int save_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct save_ctx *c = data;
	const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);

	if (nlh->nlmsg_type != RTM_NEWADDR ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifa))
		return MNL_CB_OK;
	if (c->ifindex && (int)ifa->ifa_index != c->ifindex)
		return MNL_CB_OK;
	return dumpfile_write_cb(nlh, NULL);
}

/* `ip address save [ dev IFNAME ]`: the raw messages, behind a magic. */
int addr_save(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct addr_filter af = { .family = preferred_family };
	struct save_ctx c = { 0 };
	char buf[256];
	struct nlmsghdr *nlh;
	struct ifaddrmsg *ifa;
	const char *dev = NULL;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (addr_parse_selector(&a, &af)) {
			/* the reference saves whatever the selectors say */
		} else if (is(w, "up")) {
			/* accepted, as the reference */
		} else if (matches(w, "help")) {
			addr_usage();
		} else {
			if (is(w, "dev"))
				w = args_next(&a);
			if (dev)
				duparg2("dev", w);
			dev = w;
		}
		args_skip(&a);
	}
	if (dev) {
		c.ifindex = ll_name_to_index(dev);
		if (!c.ifindex) {
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			return 1;
		}
	}
	if (dumpfile_begin(DUMP_MAGIC_ADDR))
		return 1;
	nlh = nl_msg_start(buf, RTM_GETADDR, 0);
	ifa = nl_msg_put_extra(nlh, sizeof(*ifa));
	ifa->ifa_family = af.family == AF_PACKET ? AF_UNSPEC :
			  (unsigned char)af.family;
	err = nl_dump(nl_main(), nlh, save_cb, &c);
	fflush(stdout);
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Save terminated\n");
		exit(1);	/* as the reference, ending a batch too */
	}
	return 0;
}

static int showdump_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct ifaddrmsg *ifa = mnl_nlmsg_get_payload(nlh);
	struct addr_filter all = { .family = AF_UNSPEC };
	struct ifinfomsg fake = { 0 };

	(void)data;
	if (nlh->nlmsg_type != RTM_NEWADDR ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifa))
		return MNL_CB_OK;
	fake.ifi_index = (int)ifa->ifa_index;
	printf("if%u:\n", ifa->ifa_index);
	print_one_addr(nlh, &fake, &all);
	return MNL_CB_OK;
}

int addr_showdump(void)
{
	return dumpfile_read(DUMP_MAGIC_ADDR, showdump_cb, NULL) ? 255 : 0;
}

int addr_restore(void)
{
	return dumpfile_read(DUMP_MAGIC_ADDR, dumpfile_restore_cb, NULL) ?
	       255 : 0;
}
