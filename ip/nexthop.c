// SPDX-License-Identifier: GPL-2.0
/* nexthop.c — `ip nexthop`: add, replace, del, get, show/list, flush */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/nexthop.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "encap.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "nexthop.h"

static const char nh_usage_text[] =
"Usage: ip nexthop { list | flush } [ protocol ID ] SELECTOR\n"
"       ip nexthop { add | replace } id ID NH [ protocol ID ]\n"
"       ip nexthop { get | del } id ID\n"
"       ip nexthop bucket list BUCKET_SELECTOR\n"
"       ip nexthop bucket get id ID index INDEX\n"
"SELECTOR := [ id ID ] [ dev DEV ] [ vrf NAME ] [ master DEV ]\n"
"            [ groups ] [ fdb ]\n"
"BUCKET_SELECTOR := SELECTOR | [ nhid ID ]\n"
"NH := { blackhole | [ via ADDRESS ] [ dev DEV ] [ onlink ]\n"
"        [ encap ENCAPTYPE ENCAPHDR ] |\n"
"        group GROUP [ fdb ] [ type TYPE [ TYPE_ARGS ] ] }\n"
"GROUP := [ <id[,weight]>/<id[,weight]>/... ]\n"
"TYPE := { mpath | resilient }\n"
"TYPE_ARGS := [ RESILIENT_ARGS ]\n"
"RESILIENT_ARGS := [ buckets BUCKETS ] [ idle_timer IDLE ]\n"
"                  [ unbalanced_timer UNBALANCED ]\n"
"ENCAPTYPE := [ mpls ]\n"
"ENCAPHDR := [ MPLSLABEL ]\n"
;

void nh_usage(void)
{
	fputs(nh_usage_text, stderr);
	exit(255);
}

struct nh_filter {
	uint32_t id;
	int ifindex;
	int master;
	bool groups;
	bool fdb;
	bool have_proto;
	uint32_t proto;
};

static int nha_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_type_valid(a, NHA_MAX) >= 0)
		tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

static bool u32_ok(const struct nlattr *a)
{
	return a && mnl_attr_get_payload_len(a) >= 4;
}

static void print_group(const struct nlattr *a)
{
	const struct nexthop_grp *g = mnl_attr_get_payload(a);
	size_t n = mnl_attr_get_payload_len(a) / sizeof(*g);

	pr_open_array(PR_JSON, "group");
	pr_text("group ");
	for (size_t i = 0; i < n; i++) {
		pr_open_object(NULL);
		pr_uint(PR_ANY, "id", i ? "/%u" : "%u", g[i].id);
		if (g[i].weight)
			pr_uint(PR_ANY, "weight", ",%u", g[i].weight + 1u);
		pr_close_object();
	}
	pr_close_array(PR_JSON, NULL);
	pr_text(" ");
}

static void print_res_group(const struct nlattr *nest)
{
	const struct nlattr *a;
	uint16_t buckets = 0;
	uint32_t idle = 0, unbal = 0;
	uint64_t unbal_time = 0;

	mnl_attr_for_each_nested(a, nest) {
		switch (mnl_attr_get_type(a)) {
		case NHA_RES_GROUP_BUCKETS:
			if (mnl_attr_get_payload_len(a) >= 2)
				buckets = mnl_attr_get_u16(a);
			break;
		case NHA_RES_GROUP_IDLE_TIMER:
			if (mnl_attr_get_payload_len(a) >= 4)
				idle = mnl_attr_get_u32(a);
			break;
		case NHA_RES_GROUP_UNBALANCED_TIMER:
			if (mnl_attr_get_payload_len(a) >= 4)
				unbal = mnl_attr_get_u32(a);
			break;
		case NHA_RES_GROUP_UNBALANCED_TIME:
			if (mnl_attr_get_payload_len(a) >= 8)
				unbal_time = mnl_attr_get_u64(a);
			break;
		}
	}
	pr_open_object("resilient_args");
	pr_uint(PR_ANY, "buckets", "buckets %u ", buckets);
	pr_uint(PR_ANY, "idle_timer", "idle_timer %u ", idle / 100);
	pr_uint(PR_ANY, "unbalanced_timer", "unbalanced_timer %u ", unbal / 100);
	pr_u64(PR_ANY, "unbalanced_time", "unbalanced_time %" PRIu64 " ",
	       unbal_time / 100);
	pr_close_object();
}

/* The reference's words for the flags, in its order (not the bits'). */
void nh_print_flags(unsigned int flags)
{
	static const struct { unsigned int flag; const char *name; } names[] = {
		{ RTNH_F_DEAD, "dead" }, { RTNH_F_ONLINK, "onlink" },
		{ RTNH_F_PERVASIVE, "pervasive" },
		{ RTNH_F_OFFLOAD, "offload" }, { RTNH_F_TRAP, "trap" },
		{ RTNH_F_LINKDOWN, "linkdown" },
		{ RTNH_F_UNRESOLVED, "unresolved" },
	};

	pr_open_array(PR_JSON, "flags");
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (flags & names[i].flag) {
			pr_str(PR_JSON, NULL, NULL, names[i].name);
			pr_text("%s ", names[i].name);
		}
	pr_close_array(PR_JSON, NULL);
}

int nh_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct nh_filter *f = data;
	const struct nhmsg *nhm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NHA_MAX + 1] = { NULL };
	char buf[64];

	if (nlh->nlmsg_type != RTM_NEWNEXTHOP && nlh->nlmsg_type != RTM_DELNEXTHOP)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nhm))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*nhm), nha_cb, tb);
	if (f && f->have_proto && nhm->nh_protocol != f->proto)
		return MNL_CB_OK;

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELNEXTHOP)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	if (u32_ok(tb[NHA_ID]))
		pr_uint(PR_ANY, "id", "id %u ", mnl_attr_get_u32(tb[NHA_ID]));
	if (tb[NHA_GROUP])
		print_group(tb[NHA_GROUP]);
	if (tb[NHA_GROUP_TYPE] && mnl_attr_get_payload_len(tb[NHA_GROUP_TYPE]) >= 2 &&
	    mnl_attr_get_u16(tb[NHA_GROUP_TYPE]) == NEXTHOP_GRP_TYPE_RES)
		pr_str(PR_ANY, "type", "type %s ", "resilient");
	if (tb[NHA_RES_GROUP])
		print_res_group(tb[NHA_RES_GROUP]);
	if (tb[NHA_BLACKHOLE])
		pr_null(PR_ANY, "blackhole", "blackhole ", NULL);
	encap_print(tb[NHA_ENCAP_TYPE], tb[NHA_ENCAP]);
	if (tb[NHA_GATEWAY]) {
		int fam = nhm->nh_family;

		if (mnl_attr_get_payload_len(tb[NHA_GATEWAY]) >=
		    (fam == AF_INET6 ? 16u : 4u)) {
			pr_text("via ");
			pr_cstr(PR_ANY, fam == AF_INET6 ? CLR_INET6 : CLR_INET,
				"gateway", "%s ",
				inet_fmt(fam, mnl_attr_get_payload(tb[NHA_GATEWAY]),
					 buf, sizeof(buf)));
		}
	}
	if (u32_ok(tb[NHA_OIF])) {
		pr_text("dev ");
		pr_cstr(PR_ANY, CLR_IFNAME, "dev", "%s ",
			ll_idx_n2a((int)mnl_attr_get_u32(tb[NHA_OIF])));
	}
	if (nhm->nh_scope != RT_SCOPE_UNIVERSE || show_details)
		pr_str(PR_ANY, "scope", "scope %s ",
		       table_n2a(&tbl_rt_scopes, nhm->nh_scope, buf, sizeof(buf)));
	if (nhm->nh_protocol != RTPROT_UNSPEC || show_details)
		pr_str(PR_ANY, "protocol", "proto %s ",
		       table_n2a(&tbl_rt_protos, nhm->nh_protocol, buf,
				 sizeof(buf)));
	nh_print_flags(nhm->nh_flags);
	if (tb[NHA_FDB])
		pr_null(PR_ANY, "fdb", "fdb", NULL);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static uint32_t parse_id(const char *v)
{
	uint32_t id;

	if (get_u32(&id, v, 0) || !id)
		invarg("invalid id value", v);
	return id;
}

static void parse_group(struct nlmsghdr *nlh, const char *v)
{
	struct nexthop_grp g[256];
	char tmp[2048];
	char *save = NULL, *tok;
	int n = 0;

	snprintf(tmp, sizeof(tmp), "%s", v);
	for (tok = tmp; tok; tok = save) {
		char *comma, first[64];
		uint32_t id, w = 1;

		save = strchr(tok, '/');
		if (save)
			*save++ = '\0';
		if (n == 256)
			invarg("too many nexthops in group\n", v);
		comma = strchr(tok, ',');
		if (comma)
			*comma = '\0';
		/* an id that does not parse (an empty one too): the
		 * reference names the group's first word */
		if (get_u32(&id, tok, 0)) {
			snprintf(first, sizeof(first), "%.*s",
				 (int)strcspn(v, "/,"), v);
			invarg("\"group\" value is invalid\n", first);
		}
		/* the weight is all after the first comma, 1 to 256 */
		if (comma && (get_u32(&w, comma + 1, 0) || !w || w > 256))
			invarg("\"weight\" is invalid\n", comma + 1);
		memset(&g[n], 0, sizeof(g[n]));
		g[n].id = id;
		g[n].weight = (uint8_t)(w - 1);
		n++;
	}
	if (!n)
		invarg("\"group\" value is invalid\n", v);
	nl_attr_put(nlh, NHA_GROUP, (size_t)n * sizeof(g[0]), g);
}

static int nh_modify(int cmd, unsigned int flags, int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd, (uint16_t)flags);
	struct nhmsg *nhm = nl_msg_put_extra(nlh, sizeof(*nhm));
	int family = preferred_family == AF_PACKET ? AF_UNSPEC :
		     preferred_family;
	struct nlattr *res = NULL;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "id")) {
			nl_attr_put_u32(nlh, NHA_ID, parse_id(args_next(&a)));
		} else if (is(w, "dev")) {
			const char *d = args_next(&a);
			int idx = ll_name_to_index(d);

			if (!idx)
				invarg("Device does not exist\n", d);
			nl_attr_put_u32(nlh, NHA_OIF, (uint32_t)idx);
			if (!family)	/* a device makes it inet */
				family = AF_INET;
		} else if (is(w, "via")) {
			const char *v = args_next(&a);
			struct inet_prefix p;

			if (inet_parse_addr(&p, v, family)) {
				fprintf(stderr, "Error: any valid address is expected rather than \"%s\".\n", v);
				exit(1);
			}
			family = p.family;
			nl_attr_put(nlh, NHA_GATEWAY, (size_t)p.bytelen, p.data);
		} else if (is(w, "blackhole")) {
			nl_attr_put(nlh, NHA_BLACKHOLE, 0, NULL);
			if (!family)
				family = AF_INET;
		} else if (is(w, "fdb")) {
			nl_attr_put(nlh, NHA_FDB, 0, NULL);
		} else if (is(w, "onlink")) {
			nhm->nh_flags |= RTNH_F_ONLINK;
		} else if (is(w, "group")) {
			parse_group(nlh, args_next(&a));
		} else if (is(w, "type")) {
			const char *t = args_next(&a);

			if (is(t, "mpath")) {
				nl_attr_put_u16(nlh, NHA_GROUP_TYPE,
						 NEXTHOP_GRP_TYPE_MPATH);
			} else if (is(t, "resilient")) {
				nl_attr_put_u16(nlh, NHA_GROUP_TYPE,
						 NEXTHOP_GRP_TYPE_RES);
				res = nl_attr_nest_start(nlh, NHA_RES_GROUP);
				while (a.argc > 1) {
					const char *k = a.argv[1];
					uint32_t v;

					if (is(k, "buckets")) {
						args_skip(&a);
						if (get_u32(&v, args_next(&a), 0) ||
						    v > 65535)
							invarg("invalid buckets value",
							       args_cur(&a));
						nl_attr_put_u16(nlh,
							NHA_RES_GROUP_BUCKETS,
							(uint16_t)v);
					} else if (is(k, "idle_timer") ||
						   is(k, "unbalanced_timer")) {
						args_skip(&a);
						/* in 1/100 s: the kernel's
						 * clock_t must hold it */
						if (get_u32(&v, args_next(&a), 0) ||
						    v >= UINT32_MAX / 100)
							invarg(is(k, "idle_timer") ?
							       "invalid idle timer value" :
							       "invalid unbalanced timer value",
							       args_cur(&a));
						nl_attr_put_u32(nlh, is(k, "idle_timer") ?
							NHA_RES_GROUP_IDLE_TIMER :
							NHA_RES_GROUP_UNBALANCED_TIMER,
							v * 100);
					} else {
						break;
					}
				}
				nl_attr_nest_end(nlh, res);
			} else {
				invarg("\"type\" value is invalid\n", t);
			}
		} else if (matches(w, "protocol")) {
			const char *p = args_next(&a);
			uint32_t v;

			if (table_a2n(&tbl_rt_protos, &v, p) || v > 255)
				invarg("\"protocol\" value is invalid\n", p);
			nhm->nh_protocol = (unsigned char)v;
		} else if (is(w, "encap")) {
			encap_parse(&a, nlh, sizeof(buf), NHA_ENCAP,
				    NHA_ENCAP_TYPE);
		} else if (matches(w, "help")) {
			nh_usage();
		} else {
			invarg("", w);
		}
		args_skip(&a);
	}
	/* with neither gateway, device nor blackhole the family stays
	 * unspecified (the kernel then says what is missing) */
	nhm->nh_family = (unsigned char)family;
	err = ip_talk(nlh);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

static void parse_filter(struct args *a, struct nh_filter *f)
{
	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "id")) {
			f->id = parse_id(args_next(a));
		} else if (is(w, "dev")) {
			const char *d = args_next(a);

			f->ifindex = ll_name_to_index(d);
			if (!f->ifindex)
				invarg("Device does not exist\n", d);
		} else if (is(w, "master") || is(w, "vrf")) {
			const char *d = args_next(a);

			f->master = ll_name_to_index(d);
			if (!f->master)
				invarg(is(w, "vrf") ? "Not a valid VRF name\n" :
				       "Device does not exist\n", d);
		} else if (matches(w, "groups")) {
			f->groups = true;
		} else if (is(w, "fdb")) {
			f->fdb = true;
		} else if (matches(w, "protocol")) {
			const char *p = args_next(a);

			if (get_u32(&f->proto, p, 0) || f->proto > 255)
				invarg("invalid protocol value", p);
			f->have_proto = true;
		} else if (matches(w, "help")) {
			nh_usage();
		} else {
			invarg("", w);
		}
		args_skip(a);
	}
}

static int nh_request(const struct nh_filter *f, bool dump, nl_cb_t cb,
		      void *data)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNEXTHOP, 0);
	struct nhmsg *nhm = nl_msg_put_extra(nlh, sizeof(*nhm));

	nhm->nh_family = (unsigned char)(preferred_family == AF_PACKET ?
					 AF_UNSPEC : preferred_family);
	if (!dump) {
		nl_attr_put_u32(nlh, NHA_ID, f->id);
		return nl_talk(nl_main(), nlh, cb, data);
	}
	if (f->ifindex)
		nl_attr_put_u32(nlh, NHA_OIF, (uint32_t)f->ifindex);
	if (f->master)
		nl_attr_put_u32(nlh, NHA_MASTER, (uint32_t)f->master);
	if (f->groups)
		nl_attr_put(nlh, NHA_GROUPS, 0, NULL);
	if (f->fdb)
		nl_attr_put(nlh, NHA_FDB, 0, NULL);
	return nl_dump(nl_main(), nlh, cb, data);
}

static int nh_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct nh_filter f = { 0 };
	int err;

	parse_filter(&a, &f);
	pr_json_begin();
	err = nh_request(&f, !f.id, nh_print_msg, &f);
	if (err && !f.id) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 2;
	}
	if (err)
		pr_json_abort();
	else
		pr_json_end();
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

struct nh_ids {
	uint32_t *id;
	int n, cap;
	const struct nh_filter *f;
};

static int collect(const struct nlmsghdr *nlh, void *data)
{
	struct nh_ids *l = data;
	const struct nhmsg *nhm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NHA_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != RTM_NEWNEXTHOP ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nhm))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*nhm), nha_cb, tb);
	if (!u32_ok(tb[NHA_ID]))
		return MNL_CB_OK;
	if (l->f->have_proto && nhm->nh_protocol != l->f->proto)
		return MNL_CB_OK;
	if (l->n == l->cap) {
		int cap = l->cap ? l->cap * 2 : 64;
		uint32_t *p = realloc(l->id, (size_t)cap * sizeof(*p));

		if (!p)
			return MNL_CB_OK;
		l->id = p;
		l->cap = cap;
	}
	l->id[l->n++] = mnl_attr_get_u32(tb[NHA_ID]);
	return MNL_CB_OK;
}

static int nh_flush(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct nh_filter f = { 0 };
	struct nh_ids l = { .f = &f };
	int err, done = 0;

	parse_filter(&a, &f);
	err = nh_request(&f, !f.id, collect, &l);
	if (err && f.id) {
		nl_perror(err);
		free(l.id);
		return 1;
	}
	/* a failed dump: what it listed goes all the same, counted, as the
	 * reference deletes each nexthop as it reads it */
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated. Failed to flush nexthops\n");
	}
	for (int i = 0; i < l.n; i++) {
		char buf[128];
		struct nlmsghdr *nlh = nl_msg_start(buf, RTM_DELNEXTHOP, 0);
		struct nhmsg *nhm = nl_msg_put_extra(nlh, sizeof(*nhm));

		nhm->nh_family = AF_UNSPEC;
		nl_attr_put_u32(nlh, NHA_ID, l.id[i]);
		/* deleting a nexthop may remove groups already listed: the
		 * reference counts them all the same */
		nl_talk(nl_main(), nlh, NULL, NULL);
		done++;
	}
	free(l.id);
	if (f.id)
		return 0;	/* flushing one id says nothing */
	if (done)
		printf("Flushed %d nexthops\n", done);
	else
		printf("Nothing to flush\n");
	return err ? 2 : 0;
}

static int nh_get(int argc, char **argv)
{
	struct args a = { argc, argv };
	uint32_t id = 0;
	char buf[128];
	struct nlmsghdr *nlh;
	struct nhmsg *nhm;
	int err;

	while (args_more(&a)) {
		if (!is(args_cur(&a), "id"))
			nh_usage();
		id = parse_id(args_next(&a));
		args_skip(&a);
	}
	if (!id) {
		fprintf(stderr, "Error: id is required.\n");
		return 255;
	}
	nlh = nl_msg_start(buf, RTM_GETNEXTHOP, 0);
	nhm = nl_msg_put_extra(nlh, sizeof(*nhm));
	nhm->nh_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, NHA_ID, id);
	pr_json_begin();
	err = nl_talk(nl_main(), nlh, nh_print_msg, NULL);
	if (err)
		pr_json_abort();
	else
		pr_json_end();
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int do_nexthop(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return nh_show(0, NULL);
	w = argv[0];
	if (matches(w, "add"))
		return nh_modify(RTM_NEWNEXTHOP, NLM_F_CREATE | NLM_F_EXCL,
				 argc - 1, argv + 1);
	if (matches(w, "replace"))
		return nh_modify(RTM_NEWNEXTHOP, NLM_F_CREATE | NLM_F_REPLACE,
				 argc - 1, argv + 1);
	/* del takes add's words and sends them all, as the reference */
	if (matches(w, "delete"))
		return nh_modify(RTM_DELNEXTHOP, 0, argc - 1, argv + 1);
	if (matches(w, "get"))
		return nh_get(argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return nh_show(argc - 1, argv + 1);
	if (matches(w, "flush"))
		return nh_flush(argc - 1, argv + 1);
	if (matches(w, "bucket"))
		return do_nexthop_bucket(argc - 1, argv + 1);
	if (matches(w, "help"))
		nh_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip nexthop help\".\n", w);
	exit(255);
}
