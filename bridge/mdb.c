// SPDX-License-Identifier: GPL-2.0
/* mdb.c — `bridge mdb`: multicast group database */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "br_common.h"

static void __attribute__((noreturn)) usage(void)
{
	fputs(
"Usage: bridge mdb { add | del } dev DEV port PORT grp GROUP [src SOURCE] [permanent | temp] [vid VID]\n"
"       bridge mdb {show} [ dev DEV ] [ vid VID ]\n", stderr);
	exit(255);
}

struct mdb_filter {
	int ifindex;
	int vid;
	bool routers;		/* second pass: router ports only */
};

/* ---- printing ------------------------------------------------------- */

static void fmt_timer(char *b, size_t sz, uint32_t centisecs)
{
	snprintf(b, sz, "%7.2f", centisecs / 100.0);
}

static const char *rtprot_name(unsigned int p, char *b, size_t sz)
{
	switch (p) {
	case RTPROT_KERNEL: return "kernel";
	case RTPROT_BOOT: return "boot";
	case RTPROT_STATIC: return "static";
	case RTPROT_REDIRECT: return "redirect";
	}
	snprintf(b, sz, "%u", p);
	return b;
}

static void print_group(const struct br_mdb_entry *e)
{
	char b[64];
	enum pr_color c = CLR_NONE;

	if (e->addr.proto == htons(ETH_P_IP)) {
		inet_fmt(AF_INET, &e->addr.u.ip4, b, sizeof(b));
		c = CLR_INET;
	} else if (e->addr.proto == htons(ETH_P_IPV6)) {
		inet_fmt(AF_INET6, &e->addr.u.ip6, b, sizeof(b));
		c = CLR_INET6;
	} else {
		format_lladdr(e->addr.u.mac_addr, ETH_ALEN, b, sizeof(b));
	}
	pr_cstr(PR_ANY, c, "grp", " grp %s", b);
}

static void print_source(const struct nlattr *a)
{
	int len = (int)mnl_attr_get_payload_len(a);
	char b[64];

	if (len != 4 && len != 16)
		return;
	inet_fmt(len == 4 ? AF_INET : AF_INET6, mnl_attr_get_payload(a), b,
		 sizeof(b));
	pr_cstr(PR_ANY, len == 4 ? CLR_INET : CLR_INET6, "src", " src %s", b);
}

/* " source_list ADDR/TIMER,ADDR/TIMER" of an IGMPv3/MLDv2 group. */
static void print_src_list(const struct nlattr *list)
{
	const struct nlattr *ent;
	bool first = true;

	pr_open_array(PR_ANY, pr_json ? "source_list" : " source_list");
	mnl_attr_for_each_nested(ent, list) {
		const struct nlattr *tb[MDBA_MDB_SRCATTR_MAX + 1];
		const struct nlattr *addr;
		char b[64];
		int len;

		if (mnl_attr_get_type(ent) != MDBA_MDB_SRCLIST_ENTRY ||
		    br_nest_parse(ent, tb, MDBA_MDB_SRCATTR_MAX) ||
		    !tb[MDBA_MDB_SRCATTR_ADDRESS])
			continue;
		addr = tb[MDBA_MDB_SRCATTR_ADDRESS];
		len = (int)mnl_attr_get_payload_len(addr);
		if (len != 4 && len != 16)
			continue;
		inet_fmt(len == 4 ? AF_INET : AF_INET6,
			 mnl_attr_get_payload(addr), b, sizeof(b));
		pr_open_object(NULL);
		pr_text("%s", first ? " " : ",");
		pr_cstr(PR_ANY, len == 4 ? CLR_INET : CLR_INET6, "address",
			"%s", b);
		if (tb[MDBA_MDB_SRCATTR_TIMER]) {
			snprintf(b, sizeof(b), "%.2f",
				 br_attr_u32(tb[MDBA_MDB_SRCATTR_TIMER]) /
				 100.0);
			pr_str(PR_ANY, "timer", "/%s", b);
		}
		pr_close_object();
		first = false;
	}
	pr_close_array(PR_JSON, NULL);
}

static void print_entry_flags(uint8_t flags)
{
	static const struct { uint8_t f; const char *n; } names[] = {
		{ MDB_FLAGS_OFFLOAD, "offload" },
		{ MDB_FLAGS_FAST_LEAVE, "fast_leave" },
		{ MDB_FLAGS_STAR_EXCL, "added_by_star_ex" },
		{ MDB_FLAGS_BLOCKED, "blocked" },
	};

	pr_open_array(PR_JSON, "flags");
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (flags & names[i].f)
			pr_str(PR_ANY, NULL, " %s", names[i].n);
	pr_close_array(PR_JSON, NULL);
}

static void print_mdb_entry(int ifindex, const struct nlattr *info,
			    const struct nlmsghdr *nlh)
{
	const struct br_mdb_entry *e = mnl_attr_get_payload(info);
	size_t len = mnl_attr_get_payload_len(info);
	const struct nlattr *tb[MDBA_MDB_EATTR_MAX + 1];
	char b[32];

	memset(tb, 0, sizeof(tb));
	if (len < sizeof(*e))
		return;
	if (len > NLA_ALIGN(sizeof(*e))) {
		/* the entry's attributes follow the structure */
		const struct nlattr *a;
		size_t off = NLA_ALIGN(sizeof(*e));

		for (a = (const void *)((const char *)e + off);
		     mnl_attr_ok(a, (int)(len - off));
		     off += NLA_ALIGN(a->nla_len),
		     a = (const void *)((const char *)e + off))
			if (mnl_attr_get_type(a) <= MDBA_MDB_EATTR_MAX)
				tb[mnl_attr_get_type(a)] = a;
	}

	pr_open_object(NULL);
	monitor_prefix(nlh, RTM_DELMDB);
	pr_int(PR_JSON, "index", NULL, ifindex);
	pr_cstr(PR_ANY, CLR_IFNAME, "dev", "dev %s", ll_idx_n2a(ifindex));
	pr_str(PR_ANY, "port", " port %s", ll_idx_n2a((int)e->ifindex));
	print_group(e);
	if (tb[MDBA_MDB_EATTR_SOURCE])
		print_source(tb[MDBA_MDB_EATTR_SOURCE]);
	pr_str(PR_ANY, "state", " %s",
	       e->state == MDB_PERMANENT ? "permanent" : "temp");
	if (show_details && tb[MDBA_MDB_EATTR_GROUP_MODE])
		pr_str(PR_ANY, "filter_mode", " filter_mode %s",
		       br_attr_u8(tb[MDBA_MDB_EATTR_GROUP_MODE]) ==
		       MCAST_INCLUDE ? "include" : "exclude");
	if (show_details && tb[MDBA_MDB_EATTR_SRC_LIST])
		print_src_list(tb[MDBA_MDB_EATTR_SRC_LIST]);
	if (show_details && tb[MDBA_MDB_EATTR_RTPROT])
		pr_str(PR_ANY, "protocol", " proto %s ",
		       rtprot_name(br_attr_u8(tb[MDBA_MDB_EATTR_RTPROT]),
				   b, sizeof(b)));
	print_entry_flags(e->flags);
	if (e->vid)
		pr_uint(PR_ANY, "vid", " vid %u", e->vid);
	if (show_stats && tb[MDBA_MDB_EATTR_TIMER]) {
		fmt_timer(b, sizeof(b),
			  br_attr_u32(tb[MDBA_MDB_EATTR_TIMER]));
		pr_str(PR_ANY, "timer", " %s", b);
	}
	pr_text("%s", pr_sl());
	pr_close_object();
}

static void print_mdb_nest(int ifindex, const struct nlattr *mdb,
			   const struct mdb_filter *f,
			   const struct nlmsghdr *nlh)
{
	const struct nlattr *ent, *info;

	mnl_attr_for_each_nested(ent, mdb) {
		if (mnl_attr_get_type(ent) != MDBA_MDB_ENTRY)
			continue;
		mnl_attr_for_each_nested(info, ent) {
			const struct br_mdb_entry *e;

			if (mnl_attr_get_type(info) != MDBA_MDB_ENTRY_INFO ||
			    mnl_attr_get_payload_len(info) < sizeof(*e))
				continue;
			e = mnl_attr_get_payload(info);
			if (f && f->vid && e->vid != f->vid)
				continue;
			print_mdb_entry(ifindex, info, nlh);
		}
	}
}

/* The reference calls both learned kinds "temp", the others permanent. */
static const char *router_type(uint8_t t)
{
	return t == MDB_RTR_TYPE_TEMP_QUERY || t == MDB_RTR_TYPE_TEMP ?
		"temp" : "permanent";
}

static void print_router_port(const char *br, const struct nlattr *p)
{
	const struct nlattr *tb[MDBA_ROUTER_PATTR_MAX + 1];
	const char *name = ll_idx_n2a((int)br_attr_u32(p));
	char b[32];

	memset(tb, 0, sizeof(tb));
	if (mnl_attr_get_payload_len(p) > 4) {
		/* the port's attributes follow its u32 ifindex */
		const struct nlattr *pl = (const void *)
			((const char *)mnl_attr_get_payload(p) + 4);
		size_t len = mnl_attr_get_payload_len(p) - 4;
		const struct nlattr *attr;

		mnl_attr_for_each_payload(pl, len)
			if (mnl_attr_get_type(attr) <= MDBA_ROUTER_PATTR_MAX)
				tb[mnl_attr_get_type(attr)] = attr;
	}
	pr_open_object(NULL);
	if (!show_stats) {
		pr_str(PR_ANY, "port", "%s ", name);
		pr_close_object();
		return;
	}
	pr_text("router ports on %s: ", br);
	pr_str(PR_ANY, "port", "%s", name);
	if (tb[MDBA_ROUTER_PATTR_TIMER]) {
		fmt_timer(b, sizeof(b),
			  br_attr_u32(tb[MDBA_ROUTER_PATTR_TIMER]));
		pr_str(PR_ANY, "timer", " %s", b);
	}
	if (tb[MDBA_ROUTER_PATTR_TYPE])
		pr_str(PR_ANY, "type", " %s",
		       router_type(br_attr_u8(tb[MDBA_ROUTER_PATTR_TYPE])));
	pr_text("\n");
	pr_close_object();
}

static void print_router_nest(int ifindex, const struct nlattr *r)
{
	const char *br = ll_idx_n2a(ifindex);
	const struct nlattr *p;
	bool any = false;

	mnl_attr_for_each_nested(p, r) {
		if (mnl_attr_get_type(p) != MDBA_ROUTER_PORT ||
		    mnl_attr_get_payload_len(p) < 4)
			continue;
		if (!any) {
			pr_open_array(PR_JSON, br);
			if (!show_stats)
				pr_text("router ports on %s: ", br);
			any = true;
		}
		print_router_port(br, p);
	}
	if (any) {
		if (!show_stats)
			pr_text("%s", pr_sl());
		pr_close_array(PR_JSON, NULL);
	}
}

/* Monitor form of a router port event. */
static void print_router_event(const struct nlmsghdr *nlh, int ifindex,
			       const struct nlattr *r)
{
	const struct nlattr *p;

	mnl_attr_for_each_nested(p, r) {
		if (mnl_attr_get_type(p) != MDBA_ROUTER_PORT ||
		    mnl_attr_get_payload_len(p) < 4)
			continue;
		monitor_prefix(nlh, RTM_DELMDB);
		pr_text("router port dev %s master %s\n",
			ll_idx_n2a((int)br_attr_u32(p)),
			ll_idx_n2a(ifindex));
	}
}

int mdb_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct mdb_filter *f = data;
	const struct br_port_msg *bpm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[MDBA_MAX + 1];

	/* dumps answer with RTM_GETMDB, notifications with NEW/DEL */
	if (nlh->nlmsg_type != RTM_NEWMDB && nlh->nlmsg_type != RTM_DELMDB &&
	    nlh->nlmsg_type != RTM_GETMDB)
		return MNL_CB_OK;
	if (br_msg_parse(nlh, sizeof(*bpm), tb, MDBA_MAX))
		return MNL_CB_OK;
	if (f && f->ifindex && (int)bpm->ifindex != f->ifindex)
		return MNL_CB_OK;
	if (!f) {
		if (tb[MDBA_MDB])
			print_mdb_nest((int)bpm->ifindex, tb[MDBA_MDB], NULL,
				       nlh);
		if (tb[MDBA_ROUTER])
			print_router_event(nlh, (int)bpm->ifindex,
					   tb[MDBA_ROUTER]);
	} else if (!f->routers && tb[MDBA_MDB]) {
		print_mdb_nest((int)bpm->ifindex, tb[MDBA_MDB], f, nlh);
	} else if (f->routers && tb[MDBA_ROUTER] && show_details) {
		print_router_nest((int)bpm->ifindex, tb[MDBA_ROUTER]);
	}
	fflush(stdout);
	return MNL_CB_OK;
}

/* ---- show ------------------------------------------------------------ */

static int mdb_dump(struct mdb_filter *f)
{
	unsigned char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct br_port_msg *bpm;

	nlh = nl_msg_start(buf, RTM_GETMDB, 0);
	bpm = nl_msg_put_extra(nlh, sizeof(*bpm));
	bpm->family = AF_BRIDGE;
	return nl_dump(nl_main(), nlh, mdb_print_msg, f);
}

static int mdb_show(struct args *a)
{
	struct mdb_filter f = { 0 };
	const char *dev = NULL;
	int err;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			const char *v = args_next(a);

			if (dev)
				duparg("dev", v);
			dev = v;
		} else if (is(w, "vid")) {
			const char *v = args_next(a);

			if (f.vid)
				duparg("vid", v);
			f.vid = (uint16_t)atoi(v);
		}
	}
	if (dev) {
		f.ifindex = ll_name_to_index(dev);
		if (!f.ifindex) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			br_line_fail(255);
		}
	}

	pr_json_begin();
	pr_open_object(NULL);
	pr_open_array(PR_JSON, "mdb");
	err = mdb_dump(&f);
	if (!err) {
		pr_close_array(PR_JSON, NULL);
		pr_open_object("router");
		f.routers = true;
		err = mdb_dump(&f);
	}
	if (err < 0) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 255;
	}
	pr_close_object();
	pr_close_object();
	pr_json_end();
	return 0;
}

/* ---- add/del --------------------------------------------------------- */

/*
 * A MAC group: hex words separated by ':', exactly six of them. A word
 * that is not hex is named first; the address is then named by its first
 * word, as the reference does (it cuts the string where it splits it).
 */
static bool parse_mac_words(const char *s, unsigned char *mac)
{
	const char *p = s;
	size_t first_len = strcspn(s, ":");
	unsigned char ip[4];
	int n = 0;
	bool ok = true;

	/* a dotted word is an IPv4 link address: four bytes, never six */
	if (strchr(s, '.')) {
		if (br_get_ipv4(ip, s))
			fprintf(stderr, "\"%s\" is invalid lladdr.\n", s);
		fprintf(stderr, "Invalid address \"%s\"\n", s);
		return false;
	}
	while (*p) {
		size_t len = strcspn(p, ":");
		unsigned int v;
		char word[16];

		if (len) {
			snprintf(word, sizeof(word), "%.*s",
				 (int)(len < sizeof(word) ? len : sizeof(word) - 1),
				 p);
			if (sscanf(word, "%x", &v) != 1 || v > 255) {
				fprintf(stderr, "\"%.*s\" is invalid lladdr.\n",
					(int)len, p);
				ok = false;
				break;
			}
			if (n < ETH_ALEN)
				mac[n] = (unsigned char)v;
			n++;
		}
		p += len;
		if (*p == ':')
			p++;
	}
	if (ok && n == ETH_ALEN)
		return true;
	fprintf(stderr, "Invalid address \"%.*s\"\n", (int)first_len, s);
	return false;
}

/* mdb addresses are read strictly (inet_pton), unlike fdb's dst. */
static int mdb_get_addr(struct br_addr *a, const char *s)
{
	if (inet_pton(AF_INET, s, a->data) == 1) {
		a->family = AF_INET;
		a->len = 4;
		return 0;
	}
	if (inet_pton(AF_INET6, s, a->data) == 1) {
		a->family = AF_INET6;
		a->len = 16;
		return 0;
	}
	return -1;
}

static void parse_group(const char *s, struct br_mdb_entry *e)
{
	struct br_addr p;

	if (!mdb_get_addr(&p, s)) {
		if (p.family == AF_INET) {
			memcpy(&e->addr.u.ip4, p.data, 4);
			e->addr.proto = htons(ETH_P_IP);
		} else {
			memcpy(&e->addr.u.ip6, p.data, 16);
			e->addr.proto = htons(ETH_P_IPV6);
		}
		return;
	}
	if (parse_mac_words(s, e->addr.u.mac_addr))
		return;
	exit(255);
}

static int mdb_modify(struct args *a, int cmd, uint16_t flags)
{
	unsigned char buf[NL_REQ_SIZE];
	const char *dev = NULL, *port = NULL, *grp = NULL, *src = NULL;
	struct br_mdb_entry e;
	struct br_addr sp;
	struct nlmsghdr *nlh;
	struct br_port_msg *bpm;
	int br_idx, err;

	memset(&e, 0, sizeof(e));
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev"))
			dev = args_next(a);
		else if (is(w, "port"))
			port = args_next(a);
		else if (is(w, "grp"))
			grp = args_next(a);
		else if (is(w, "src"))
			src = args_next(a);
		else if (is(w, "permanent"))
			e.state = MDB_PERMANENT;
		else if (is(w, "temp"))
			e.state = MDB_TEMPORARY;
		else if (is(w, "vid"))
			e.vid = (uint16_t)atoi(args_next(a));
		else if (matches(w, "help"))
			usage();
	}
	if (!dev || !port || !grp) {
		fprintf(stderr,
			"Device, group address and port name are required arguments.\n");
		exit(255);
	}
	br_idx = ll_name_to_index(dev);
	if (!br_idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		br_line_fail(255);
	}
	e.ifindex = (uint32_t)ll_name_to_index(port);
	if (!e.ifindex) {
		fprintf(stderr, "Cannot find device \"%s\"\n", port);
		br_line_fail(255);
	}
	parse_group(grp, &e);
	if (src && mdb_get_addr(&sp, src)) {
		fprintf(stderr, "Invalid source address \"%s\"\n", src);
		exit(255);
	}

	nlh = nl_msg_start(buf, (uint16_t)cmd, flags);
	bpm = nl_msg_put_extra(nlh, sizeof(*bpm));
	bpm->family = AF_BRIDGE;
	bpm->ifindex = (uint32_t)br_idx;
	nl_attr_put(nlh, MDBA_SET_ENTRY, sizeof(e), &e);
	if (src) {
		struct nlattr *nest;

		nest = nl_attr_nest_start(nlh, MDBA_SET_ENTRY_ATTRS);
		nl_attr_put(nlh, MDBE_ATTR_SOURCE, (size_t)sp.len,
			     sp.data);
		nl_attr_nest_end(nlh, nest);
	}

	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;
	}
	return 0;
}

int do_mdb(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!argc)
		return mdb_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "add"))
		return mdb_modify(&a, RTM_NEWMDB, NLM_F_CREATE | NLM_F_EXCL);
	if (matches(w, "delete"))
		return mdb_modify(&a, RTM_DELMDB, 0);
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return mdb_show(&a);
	if (matches(w, "help"))
		usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"bridge mdb help\".\n",
		w);
	exit(255);
}
