// SPDX-License-Identifier: GPL-2.0
/* ntable.c — `ip ntable` (ntbl): neighbour table parameters and statistics */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <linux/neighbour.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "ifindex.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"

static void __attribute__((noreturn)) ntable_usage(void)
{
	fputs("Usage: ip ntable change name NAME [ dev DEV ]\n"
	      "        [ thresh1 VAL ] [ thresh2 VAL ] [ thresh3 VAL ] [ gc_int MSEC ]\n"
	      "        [ PARMS ]\n"
	      "Usage: ip ntable show [ dev DEV ] [ name NAME ]\n"
	      "PARMS := [ base_reachable MSEC ] [ retrans MSEC ] [ gc_stale MSEC ]\n"
	      "         [ delay_probe MSEC ] [ queue LEN ]\n"
	      "         [ app_probes VAL ] [ ucast_probes VAL ] [ mcast_probes VAL ]\n"
	      "         [ anycast_delay MSEC ] [ proxy_delay MSEC ] [ proxy_queue LEN ]\n"
	      "         [ locktime MSEC ]\n", stderr);
	exit(255);
}

/* ---- parsing the reply ------------------------------------------- */

static int ndta_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	uint16_t type = mnl_attr_get_type(a);
	size_t len = mnl_attr_get_payload_len(a);
	bool ok;

	if (mnl_attr_type_valid(a, NDTA_MAX) < 0)
		return MNL_CB_OK;
	switch (type) {
	case NDTA_NAME:
		ok = mnl_attr_validate(a, MNL_TYPE_NUL_STRING) >= 0;
		break;
	case NDTA_THRESH1:
	case NDTA_THRESH2:
	case NDTA_THRESH3:
		ok = len >= sizeof(uint32_t);
		break;
	case NDTA_GC_INTERVAL:
		ok = len >= sizeof(uint64_t);
		break;
	case NDTA_CONFIG:
		ok = len >= sizeof(struct ndt_config);
		break;
	case NDTA_STATS:
		ok = len >= sizeof(struct ndt_stats);
		break;
	case NDTA_PARMS:
		ok = mnl_attr_validate(a, MNL_TYPE_NESTED) >= 0;
		break;
	default:
		ok = false;
	}
	if (ok)
		tb[type] = a;
	return MNL_CB_OK;
}

/* Which NDTPA_* attributes are 64-bit (the others are u32). */
static bool ndtpa_is_u64(uint16_t type)
{
	switch (type) {
	case NDTPA_REACHABLE_TIME:
	case NDTPA_BASE_REACHABLE_TIME:
	case NDTPA_RETRANS_TIME:
	case NDTPA_GC_STALETIME:
	case NDTPA_DELAY_PROBE_TIME:
	case NDTPA_ANYCAST_DELAY:
	case NDTPA_PROXY_DELAY:
	case NDTPA_LOCKTIME:
	case NDTPA_INTERVAL_PROBE_TIME_MS:
		return true;
	}
	return false;
}

static int ndtpa_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	uint16_t type = mnl_attr_get_type(a);
	size_t need = ndtpa_is_u64(type) ? 8 : 4;

	if (mnl_attr_type_valid(a, NDTPA_MAX) < 0 || type == NDTPA_PAD)
		return MNL_CB_OK;
	if (mnl_attr_get_payload_len(a) >= need)
		tb[type] = a;
	return MNL_CB_OK;
}

static void u32_attr(const struct nlattr *a, const char *key, const char *fmt)
{
	if (a)
		pr_uint(PR_ANY, key, fmt, mnl_attr_get_u32(a));
}

static void u64_attr(const struct nlattr *a, const char *key, const char *fmt)
{
	if (a)
		pr_u64(PR_ANY, key, fmt, mnl_attr_get_u64(a));
}

/* An attribute of a line of parameters. */
struct field {
	int type;
	const char *key;
	const char *fmt;
};

/* One text line of parameters: indent, those present, line end (even
 * when none of them is there, as the reference). */
static void print_line(const struct nlattr **tb, const struct field *f,
		       size_t n)
{
	pr_text("    ");
	for (size_t i = 0; i < n; i++) {
		if (ndtpa_is_u64((uint16_t)f[i].type))
			u64_attr(tb[f[i].type], f[i].key, f[i].fmt);
		else
			u32_attr(tb[f[i].type], f[i].key, f[i].fmt);
	}
	pr_nl();
}

static void print_parms(const struct nlattr *nest)
{
	static const struct field l1[] = {
		{ NDTPA_REFCNT, "refcnt", "refcnt %u " },
		{ NDTPA_REACHABLE_TIME, "reachable", "reachable %" PRIu64 " " },
		{ NDTPA_BASE_REACHABLE_TIME, "base_reachable",
		  "base_reachable %" PRIu64 " " },
		{ NDTPA_RETRANS_TIME, "retrans", "retrans %" PRIu64 " " },
	};
	static const struct field l2[] = {
		{ NDTPA_GC_STALETIME, "gc_stale", "gc_stale %" PRIu64 " " },
		{ NDTPA_DELAY_PROBE_TIME, "delay_probe",
		  "delay_probe %" PRIu64 " " },
		{ NDTPA_QUEUE_LEN, "queue", "queue %u " },
	};
	static const struct field l3[] = {
		{ NDTPA_APP_PROBES, "app_probes", "app_probes %u " },
		{ NDTPA_UCAST_PROBES, "ucast_probes", "ucast_probes %u " },
		{ NDTPA_MCAST_PROBES, "mcast_probes", "mcast_probes %u " },
	};
	static const struct field l4[] = {
		{ NDTPA_ANYCAST_DELAY, "anycast_delay",
		  "anycast_delay %" PRIu64 " " },
		{ NDTPA_PROXY_DELAY, "proxy_delay", "proxy_delay %" PRIu64 " " },
		{ NDTPA_PROXY_QLEN, "proxy_queue", "proxy_queue %u " },
		{ NDTPA_LOCKTIME, "locktime", "locktime %" PRIu64 " " },
	};
	const struct nlattr *tb[NDTPA_MAX + 1] = { NULL };

	mnl_attr_parse_nested(nest, ndtpa_cb, tb);
	if (tb[NDTPA_IFINDEX]) {
		int ifindex = (int)mnl_attr_get_u32(tb[NDTPA_IFINDEX]);

		pr_text("    dev ");
		pr_cstr(PR_ANY, CLR_IFNAME, "dev", "%s ", ll_idx_n2a(ifindex));
		pr_nl();
	}
	print_line(tb, l1, sizeof(l1) / sizeof(l1[0]));
	print_line(tb, l2, sizeof(l2) / sizeof(l2[0]));
	print_line(tb, l3, sizeof(l3) / sizeof(l3[0]));
	print_line(tb, l4, sizeof(l4) / sizeof(l4[0]));
}

/* A time the kernel gives as "so many ms ago", as local date and time. */
static void print_ago(const char *key, const char *fmt, uint32_t ms)
{
	time_t t = time(NULL) - (time_t)(ms / 1000);
	struct tm tm;
	char buf[64] = "";

	if (localtime_r(&t, &tm))
		strftime(buf, sizeof(buf), "%Y-%m-%d %T", &tm);
	pr_str(PR_ANY, key, fmt, buf);
}

static void print_config(const struct nlattr *a)
{
	struct ndt_config c;
	char mask[16];

	memcpy(&c, mnl_attr_get_payload(a), sizeof(c));
	pr_text("    config ");
	pr_uint(PR_ANY, "key_length", "key_len %u ", c.ndtc_key_len);
	pr_uint(PR_ANY, "entry_size", "entry_size %u ", c.ndtc_entry_size);
	pr_uint(PR_ANY, "entries", "entries %u ", c.ndtc_entries);
	pr_nl();
	pr_text("        ");
	print_ago("last_flush", "last_flush %s ", c.ndtc_last_flush);
	print_ago("last_rand", "last_rand %s ", c.ndtc_last_rand);
	pr_nl();
	pr_text("        ");
	pr_uint(PR_ANY, "hash_rnd", "hash_rnd %u ", c.ndtc_hash_rnd);
	snprintf(mask, sizeof(mask), "0x%x", c.ndtc_hash_mask);
	pr_str(PR_JSON, "hash_mask", NULL, mask);
	pr_hex(PR_FP, NULL, "hash_mask %08x ", c.ndtc_hash_mask);
	pr_uint(PR_ANY, "hash_chain_gc", "hash_chain_gc %u ",
		c.ndtc_hash_chain_gc);
	pr_uint(PR_ANY, "proxy_qlen", "proxy_qlen %u ", c.ndtc_proxy_qlen);
	pr_nl();
}

static void print_stats(const struct nlattr *a)
{
	struct ndt_stats s;

	memcpy(&s, mnl_attr_get_payload(a), sizeof(s));
	pr_text("    stats ");
	pr_u64(PR_ANY, "allocs", "allocs %" PRIu64 " ", s.ndts_allocs);
	pr_u64(PR_ANY, "destroys", "destroys %" PRIu64 " ", s.ndts_destroys);
	pr_u64(PR_ANY, "hash_grows", "hash_grows %" PRIu64 " ", s.ndts_hash_grows);
	pr_nl();
	pr_text("    ");
	pr_u64(PR_ANY, "res_failed", "res_failed %" PRIu64 " ", s.ndts_res_failed);
	pr_u64(PR_ANY, "lookups", "lookups %" PRIu64 " ", s.ndts_lookups);
	pr_u64(PR_ANY, "hits", "hits %" PRIu64 " ", s.ndts_hits);
	pr_nl();
	pr_text("    ");
	pr_u64(PR_ANY, "rcv_probes_mcast", "rcv_probes_mcast %" PRIu64 " ",
	       s.ndts_rcv_probes_mcast);
	pr_u64(PR_ANY, "rcv_probes_ucast", "rcv_probes_ucast %" PRIu64 " ",
	       s.ndts_rcv_probes_ucast);
	pr_nl();
	pr_text("    ");
	pr_u64(PR_ANY, "periodic_gc_runs", "periodic_gc_runs %" PRIu64 " ",
	       s.ndts_periodic_gc_runs);
	pr_u64(PR_ANY, "forced_gc_runs", "forced_gc_runs %" PRIu64 " ",
	       s.ndts_forced_gc_runs);
	pr_nl();
	pr_text("    ");
	pr_u64(PR_ANY, "table_fulls", "table_fulls %" PRIu64 " ",
	       s.ndts_table_fulls);
	pr_nl();
}

static void print_thresholds(const struct nlattr **tb)
{
	if (!tb[NDTA_THRESH1] && !tb[NDTA_THRESH2] && !tb[NDTA_THRESH3] &&
	    !tb[NDTA_GC_INTERVAL])
		return;
	pr_text("    ");
	u32_attr(tb[NDTA_THRESH1], "thresh1", "thresh1 %u ");
	u32_attr(tb[NDTA_THRESH2], "thresh2", "thresh2 %u ");
	u32_attr(tb[NDTA_THRESH3], "thresh3", "thresh3 %u ");
	u64_attr(tb[NDTA_GC_INTERVAL], "gc_interval", "gc_int %" PRIu64 " ");
	pr_nl();
}

struct ntable_filter {
	int ifindex;		/* 0: any */
	const char *name;	/* NULL: any */
};

/* The device a message's parameters belong to, 0 for the table's own. */
static int msg_ifindex(const struct nlattr *parms)
{
	const struct nlattr *tb[NDTPA_MAX + 1] = { NULL };

	if (!parms)
		return 0;
	mnl_attr_parse_nested(parms, ndtpa_cb, tb);
	return tb[NDTPA_IFINDEX] ? (int)mnl_attr_get_u32(tb[NDTPA_IFINDEX]) : 0;
}

static int ntable_print(const struct nlmsghdr *nlh, void *data)
{
	const struct ntable_filter *f = data;
	const struct ndtmsg *ndtm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NDTA_MAX + 1] = { NULL };
	const char *name;

	if (nlh->nlmsg_type != RTM_NEWNEIGHTBL ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(sizeof(*ndtm)))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, NLMSG_ALIGN(sizeof(*ndtm)), ndta_cb, tb);
	name = tb[NDTA_NAME] ? mnl_attr_get_str(tb[NDTA_NAME]) : NULL;
	/* as the reference: a table without a name is never filtered out */
	if (f->name && name && strcmp(name, f->name))
		return MNL_CB_OK;
	/* a table without parameters is not about any device: shown */
	if (f->ifindex && tb[NDTA_PARMS] &&
	    msg_ifindex(tb[NDTA_PARMS]) != f->ifindex)
		return MNL_CB_OK;

	pr_open_object(NULL);
	pr_str(PR_ANY, "family", "%s ", family_name(ndtm->ndtm_family));
	if (name)
		pr_str(PR_ANY, "name", "%s ", name);
	pr_nl();
	print_thresholds(tb);
	if (show_stats && tb[NDTA_CONFIG])
		print_config(tb[NDTA_CONFIG]);
	if (tb[NDTA_PARMS])
		print_parms(tb[NDTA_PARMS]);
	if (show_stats && tb[NDTA_STATS])
		print_stats(tb[NDTA_STATS]);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

/* ---- show -------------------------------------------------------- */

static int ntable_show(struct args *a)
{
	struct ntable_filter f = { 0, NULL };
	char buf[256];
	struct nlmsghdr *nlh;
	struct ndtmsg *ndtm;
	int err;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			const char *d = args_next(a);

			f.ifindex = ll_name_or_ifn(d);
			if (!f.ifindex)
				invarg("\"DEV\" is invalid", d);
		} else if (is(w, "name")) {
			f.name = args_next(a);
		} else {
			invarg("unknown", w);
		}
		args_skip(a);
	}

	nlh = nl_msg_start(buf, RTM_GETNEIGHTBL, 0);
	ndtm = nl_msg_put_extra(nlh, NLMSG_ALIGN(sizeof(*ndtm)));
	ndtm->ndtm_family = (uint8_t)preferred_family;
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, ntable_print, &f);
	if (err) {
		pr_json_leave_open();
		pr_flush();	/* what was listed, then the error */
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(1);
	}
	pr_json_end();
	return 0;
}

/* ---- change ------------------------------------------------------ */

/* The reference reads MSEC values with strtoull: "-1" is all ones. */
static int get_msec(uint64_t *v, const char *s)
{
	unsigned long long r;
	char *end;

	if (!*s)
		return -1;
	errno = 0;
	r = strtoull(s, &end, 0);
	if (*end || errno == ERANGE)
		return -1;
	*v = r;
	return 0;
}

enum val_kind { V_U32, V_MSEC };

struct ntable_param {
	const char *word;
	uint16_t type;
	bool table;		/* NDTA_* of the table, else NDTPA_* */
	enum val_kind kind;
};

static const struct ntable_param params[] = {
	{ "thresh1", NDTA_THRESH1, true, V_U32 },
	{ "thresh2", NDTA_THRESH2, true, V_U32 },
	{ "thresh3", NDTA_THRESH3, true, V_U32 },
	{ "gc_int", NDTA_GC_INTERVAL, true, V_MSEC },
	{ "queue", NDTPA_QUEUE_LEN, false, V_U32 },
	{ "app_probes", NDTPA_APP_PROBES, false, V_U32 },
	{ "ucast_probes", NDTPA_UCAST_PROBES, false, V_U32 },
	{ "mcast_probes", NDTPA_MCAST_PROBES, false, V_U32 },
	{ "base_reachable", NDTPA_BASE_REACHABLE_TIME, false, V_MSEC },
	{ "retrans", NDTPA_RETRANS_TIME, false, V_MSEC },
	{ "gc_stale", NDTPA_GC_STALETIME, false, V_MSEC },
	{ "delay_probe", NDTPA_DELAY_PROBE_TIME, false, V_MSEC },
	{ "anycast_delay", NDTPA_ANYCAST_DELAY, false, V_MSEC },
	{ "proxy_delay", NDTPA_PROXY_DELAY, false, V_MSEC },
	{ "proxy_queue", NDTPA_PROXY_QLEN, false, V_U32 },
	{ "locktime", NDTPA_LOCKTIME, false, V_MSEC },
};

#define NPARAMS (sizeof(params) / sizeof(params[0]))

static const struct ntable_param *find_param(const char *w)
{
	for (size_t i = 0; i < NPARAMS; i++)
		if (is(w, params[i].word))
			return &params[i];
	return NULL;
}

/* The device's values given, by position in params[] (a later one
 * replaces). */
struct ntable_change {
	bool set[NPARAMS];
	uint64_t val[NPARAMS];
};

static void put_value(struct nlmsghdr *nlh, const struct ntable_param *p,
		      uint64_t v)
{
	if (p->kind == V_MSEC)
		nl_attr_put_u64(nlh, p->type, v);
	else
		nl_attr_put_u32(nlh, p->type, (uint32_t)v);
}

/*
 * The reference builds this request in 1044 bytes and leaves out, with a
 * message, an attribute that does not fit (a name of 1020 characters or
 * more; the kernel then answers EINVAL). The same here, which also keeps
 * the request well inside its buffer.
 */
#define REF_REQ_BOUND 1044

static bool fits(const struct nlmsghdr *nlh, size_t payload)
{
	if (NLMSG_ALIGN(nlh->nlmsg_len) + MNL_ALIGN(MNL_ATTR_HDRLEN + payload) <=
	    REF_REQ_BOUND)
		return true;
	fprintf(stderr, "addattr_l ERROR: message exceeded bound of %d\n",
		REF_REQ_BOUND);
	return false;
}

static size_t value_size(const struct ntable_param *p)
{
	return p->kind == V_MSEC ? sizeof(uint64_t) : sizeof(uint32_t);
}

/* The device's parameters, as one nest after what the words added. */
static void put_parms(struct nlmsghdr *nlh, const struct ntable_change *c,
		      int ifindex)
{
	size_t size = ifindex ? MNL_ATTR_HDRLEN + sizeof(uint32_t) : 0;
	bool any = ifindex != 0;
	struct nlattr *nest;

	for (size_t i = 0; i < NPARAMS; i++) {
		if (c->set[i]) {
			size += MNL_ATTR_HDRLEN + value_size(&params[i]);
			any = true;
		}
	}
	if (!any || !fits(nlh, size))
		return;
	nest = nl_attr_nest_start(nlh, NDTA_PARMS);
	if (ifindex)
		nl_attr_put_u32(nlh, NDTPA_IFINDEX, (uint32_t)ifindex);
	for (size_t i = 0; i < NPARAMS; i++)
		if (c->set[i])
			put_value(nlh, &params[i], c->val[i]);
	nl_attr_nest_end(nlh, nest);
}

static int ntable_change(struct args *a)
{
	struct ntable_change c = { { false }, { 0 } };
	const char *name = NULL;
	int ifindex = 0, err;
	bool any = false;
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct ndtmsg *ndtm;

	/* the name and the table's values go in as they are read */
	nlh = nl_msg_start(buf, RTM_SETNEIGHTBL, NLM_F_REPLACE);
	ndtm = nl_msg_put_extra(nlh, NLMSG_ALIGN(sizeof(*ndtm)));
	ndtm->ndtm_family = (uint8_t)preferred_family;
	while (args_more(a)) {
		const char *w = args_cur(a);
		const struct ntable_param *p;

		if (is(w, "name")) {
			const char *n = args_next(a);

			if (name)
				duparg("NAME", n);
			name = n;
			if (fits(nlh, strlen(name) + 1))
				nl_attr_put_strz(nlh, NDTA_NAME, name);
		} else if (is(w, "dev")) {
			const char *d = args_next(a);

			ifindex = ll_name_or_ifn(d);
			if (!ifindex) {
				fprintf(stderr, "Cannot find device \"%s\"\n", d);
				ip_line_fail(1);
			}
		} else if ((p = find_param(w))) {
			const char *v = args_next(a);
			size_t i = (size_t)(p - params);
			uint32_t u;
			int bad;

			if (p->kind == V_MSEC) {
				bad = get_msec(&c.val[i], v);
			} else {
				bad = get_u32(&u, v, 0);
				c.val[i] = u;
			}
			if (bad) {
				char msg[64];

				snprintf(msg, sizeof(msg), "\"%s\" value is invalid",
					 p->word);
				invarg(msg, v);
			}
			any = true;
			if (!p->table)
				c.set[i] = true;
			else if (fits(nlh, value_size(p)))
				put_value(nlh, p, c.val[i]);
		} else {
			invarg("unknown", w);
		}
		args_skip(a);
	}
	if (!name)
		missarg("NAME");
	if (!any) {
		fprintf(stderr, "Not enough information: changeable attributes required.\n");
		exit(255);
	}
	put_parms(nlh, &c, ifindex);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int do_ntable(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!args_more(&a))
		return ntable_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "change") || matches(w, "chg"))
		return ntable_change(&a);
	if (matches(w, "show") || matches(w, "list") || matches(w, "lst"))
		return ntable_show(&a);
	if (matches(w, "help"))
		ntable_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip ntable help\".\n", w);
	exit(255);
}
