// SPDX-License-Identifier: GPL-2.0
/* vni.c — `bridge vni`: VNI filters of vxlan devices (add, delete, show) */
#include <arpa/inet.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "br_common.h"

static void __attribute__((noreturn)) usage(void)
{
	fputs("Usage: bridge vni { add | del } vni VNI\n"
	      "\t\t[ { group | remote } IP_ADDRESS ]\n"
	      "\t\t[ dev DEV ]\n"
	      "       bridge vni { show }\n"
	      "\n"
	      "Where:\tVNI\t:= 0-16777215\n", stderr);
	exit(255);
}

/* ---- add, delete ----------------------------------------------------- */

#define VNI_MAX 0xffffffu

struct vni_req {
	const char *dev;
	const char *vni;	/* "VNI" or "VNI-VNI_END", as typed */
	struct br_addr grp;	/* AF_UNSPEC, no bytes: "default" */
	bool has_grp;		/* group or remote given */
};

/*
 * The reference reads each half of "START-END" as atoi() does: leading
 * blanks and a sign allowed, digits up to the first other character,
 * the long result cut to int. Never reads past the string.
 */
static uint32_t vni_atoi(const char *s)
{
	return (uint32_t)(int)strtol(s, NULL, 10);
}

static void split_range(const char *s, uint32_t *start, uint32_t *end)
{
	const char *dash = strchr(s, '-');
	char *head;

	*end = 0;
	if (!dash) {
		*start = vni_atoi(s);
		return;
	}
	/* the part before the dash alone: "-5" is 0 to 5 */
	head = strndup(s, (size_t)(dash - s));
	*start = head ? vni_atoi(head) : 0;
	free(head);
	*end = vni_atoi(dash + 1);
}

/*
 * A VNI has 24 bits, but the reference sends any number and this kernel
 * takes it. What it cannot take is a range that ends at 4294967295 (its
 * u32 loop over the range never ends, holding RTNL) or that spans more
 * entries than there are VNIs (billions of allocations under RTNL, as
 * "5--3" asks for): refuse those before sending anything.
 */
static void check_range(const char *v)
{
	uint32_t start, end;

	split_range(v, &start, &end);
	if (!end)
		end = start;	/* one VNI: the kernel's range is start..start */
	if (end == UINT32_MAX || (end > start && end - start > VNI_MAX))
		invarg("invalid vni", v);
}

static bool is_multicast(const struct br_addr *a)
{
	if (a->family == AF_INET)
		return (a->data[0] & 0xf0) == 0xe0;
	if (a->family == AF_INET6)
		return a->data[0] == 0xff;
	return false;
}

/* "default", "any" and "all" are an address of no family and no bytes. */
static void parse_group(struct vni_req *r, const char *v, bool group)
{
	if (is(v, "default") || is(v, "any") || is(v, "all")) {
		r->grp.family = AF_UNSPEC;
		r->grp.len = 0;
	} else if (br_get_addr(&r->grp, v)) {
		fprintf(stderr,
			"Error: any valid address is expected rather than \"%s\".\n",
			v);
		exit(1);
	}
	if (group && !is_multicast(&r->grp))
		invarg("invalid group address", v);
	r->has_grp = true;
}

static void parse_modify(struct args *a, struct vni_req *r)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			r->dev = args_next(a);
		} else if (is(w, "vni")) {
			const char *v = args_next(a);

			if (r->vni)
				invarg("duplicate vni", v);
			check_range(v);
			r->vni = v;
		} else if (is(w, "group") || is(w, "remote")) {
			if (r->has_grp)
				invarg("duplicate group", w);
			parse_group(r, args_next(a), is(w, "group"));
		} else if (is(w, "help")) {
			usage();
		}
		/* the reference passes over any other word */
	}
}

static void put_group(struct nlmsghdr *nlh, const struct br_addr *g)
{
	uint16_t type = 0;

	if (g->family == AF_INET)
		type = VXLAN_VNIFILTER_ENTRY_GROUP;
	else if (g->family == AF_INET6)
		type = VXLAN_VNIFILTER_ENTRY_GROUP6;
	nl_attr_put(nlh, type, (size_t)g->len, g->data);
}

static void put_entry(struct nlmsghdr *nlh, const struct vni_req *r)
{
	struct nlattr *nest;
	uint32_t start, end;

	if (!*r->vni)
		return;	/* the reference sends no entry at all */
	split_range(r->vni, &start, &end);
	nest = nl_attr_nest_start(nlh, VXLAN_VNIFILTER_ENTRY);
	nl_attr_put_u32(nlh, VXLAN_VNIFILTER_ENTRY_START, start);
	if (end)
		nl_attr_put_u32(nlh, VXLAN_VNIFILTER_ENTRY_END, end);
	if (r->has_grp)
		put_group(nlh, &r->grp);
	nl_attr_nest_end(nlh, nest);
}

static int vni_modify(struct args *a, uint16_t cmd)
{
	unsigned char buf[NL_REQ_SIZE];
	struct vni_req r = { 0 };
	struct tunnel_msg *tm;
	struct nlmsghdr *nlh;
	int idx, err;

	parse_modify(a, &r);
	if (!r.dev || !r.vni) {
		fprintf(stderr, "Device and VNI ID are required arguments.\n");
		return 255;	/* a failed line: a batch goes on with -force */
	}
	idx = ll_name_to_index(r.dev);
	if (!idx) {
		fprintf(stderr, "Cannot find vxlan device \"%s\"\n", r.dev);
		return 255;
	}

	nlh = nl_msg_start(buf, cmd, 0);
	tm = nl_msg_put_extra(nlh, sizeof(*tm));
	tm->family = AF_BRIDGE;
	tm->ifindex = (uint32_t)idx;
	put_entry(nlh, &r);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;	/* the reference's exit status here */
	}
	return 0;
}

/* ---- show ------------------------------------------------------------ */

static void print_stats(const struct nlattr *nest)
{
	static const struct {
		int attr;
		const char *key, *fmt;
	} c[] = {
		{ VNIFILTER_ENTRY_STATS_RX_BYTES, "rx_bytes", "bytes %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_RX_PKTS, "rx_pkts", "pkts %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_RX_DROPS, "rx_drops", "drops %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_RX_ERRORS, "rx_errors", "errors %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_TX_BYTES, "tx_bytes", "bytes %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_TX_PKTS, "tx_pkts", "pkts %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_TX_DROPS, "tx_drops", "drops %" PRIu64 " " },
		{ VNIFILTER_ENTRY_STATS_TX_ERRORS, "tx_errors", "errors %" PRIu64 " " },
	};
	const struct nlattr *tb[VNIFILTER_ENTRY_STATS_MAX + 1];

	if (br_nest_parse(nest, tb, VNIFILTER_ENTRY_STATS_MAX))
		return;
	pr_open_object("stats");
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		/* the line heads come whatever the counters present */
		if (c[i].attr == VNIFILTER_ENTRY_STATS_RX_BYTES)
			pr_text("%s%-19sRX: ", pr_sl(), "");
		else if (c[i].attr == VNIFILTER_ENTRY_STATS_TX_BYTES)
			pr_text("%s%-19sTX: ", pr_sl(), "");
		if (tb[c[i].attr])
			pr_u64(PR_ANY, c[i].key, c[i].fmt,
			       br_attr_u64(tb[c[i].attr]));
	}
	pr_close_object();
}

static void print_group(const struct nlattr *a, int family)
{
	unsigned char addr[16];
	char buf[INET6_ADDRSTRLEN];
	size_t len = family == AF_INET ? 4 : 16;
	struct br_addr g = { .family = family };

	if (mnl_attr_get_payload_len(a) < len)
		return;
	memcpy(addr, mnl_attr_get_payload(a), len);
	memcpy(g.data, addr, len);
	if (!inet_ntop(family, addr, buf, sizeof(buf)))
		return;
	pr_str(PR_ANY, is_multicast(&g) ? "group" : "remote", " %s", buf);
}

/* The device heads its first entry; a message without any is a blank line. */
static void entry_start(const struct tunnel_msg *tm, bool *first)
{
	if (!*first) {
		pr_text("%-18s", "");
	} else {
		pr_open_object(NULL);
		pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%-18s",
			ll_idx_n2a((int)tm->ifindex));
		pr_open_array(PR_JSON, "vnis");
		*first = false;
	}
	pr_open_object(NULL);
}

/* A missing start reads as 0, an end equal to it as no range. */
static void print_range(const struct nlattr **tb)
{
	uint32_t start = 0, end;

	if (tb[VXLAN_VNIFILTER_ENTRY_START])
		start = br_attr_u32(tb[VXLAN_VNIFILTER_ENTRY_START]);
	pr_uint(PR_JSON, "vni", NULL, start);
	if (!tb[VXLAN_VNIFILTER_ENTRY_END]) {
		pr_text(" %-14u", start);
		return;
	}
	end = br_attr_u32(tb[VXLAN_VNIFILTER_ENTRY_END]);
	if (end == start) {
		pr_text(" %u", start);
		return;
	}
	pr_uint(PR_JSON, "vniEnd", NULL, end);
	pr_text(" %u-%-15u", start, end);
}

static void print_entry(const struct tunnel_msg *tm, const struct nlattr *ent,
			bool *first)
{
	const struct nlattr *tb[VXLAN_VNIFILTER_ENTRY_MAX + 1];

	if (br_nest_parse(ent, tb, VXLAN_VNIFILTER_ENTRY_MAX))
		return;
	entry_start(tm, first);
	print_range(tb);
	if (tb[VXLAN_VNIFILTER_ENTRY_GROUP])
		print_group(tb[VXLAN_VNIFILTER_ENTRY_GROUP], AF_INET);
	else if (tb[VXLAN_VNIFILTER_ENTRY_GROUP6])
		print_group(tb[VXLAN_VNIFILTER_ENTRY_GROUP6], AF_INET6);
	if (tb[VXLAN_VNIFILTER_ENTRY_STATS])
		print_stats(tb[VXLAN_VNIFILTER_ENTRY_STATS]);
	pr_text("%s", pr_sl());
	pr_close_object();
}

/* One message: a device and the entries it carries, then a blank line. */
int vni_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct tunnel_msg *tm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a;
	bool first = true;

	(void)data;
	if ((nlh->nlmsg_type != RTM_NEWTUNNEL &&
	     nlh->nlmsg_type != RTM_DELTUNNEL) ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*tm)))
		return MNL_CB_OK;
	monitor_prefix(nlh, RTM_DELTUNNEL);
	mnl_attr_for_each(a, nlh, sizeof(*tm))
		if (mnl_attr_get_type(a) == VXLAN_VNIFILTER_ENTRY)
			print_entry(tm, a, &first);
	if (!first) {
		pr_close_array(PR_JSON, NULL);
		pr_close_object();
	}
	pr_text("%s", pr_sl());
	return MNL_CB_OK;
}

/* `bridge monitor vni`: one event, printed at once. */
int vni_event_print_msg(const struct nlmsghdr *nlh, void *data)
{
	int ret = vni_print_msg(nlh, data);

	fflush(stdout);
	return ret;
}

/*
 * The reference has read a large reply on its socket before it dumps (its
 * table of links), and the kernel sizes every message of a dump from the
 * largest read it has seen: up to 32 KiB from the first one. One empty
 * request that is acked, read into our 64 KiB buffer, does the same here,
 * so that a long table breaks into messages (each printed with the
 * device's name) where the reference's does. A name looked up before,
 * or an earlier line of a batch, has done it already.
 */
static void prime_dump_size(void)
{
	unsigned char buf[64];

	if (nl_requests_sent)
		return;
	nl_talk(nl_main(), nl_msg_start(buf, NLMSG_NOOP, 0), NULL, NULL);
}

static int vni_show(struct args *a)
{
	unsigned char buf[NL_REQ_SIZE];
	const char *dev = NULL;
	struct tunnel_msg *tm;
	struct nlmsghdr *nlh;
	int idx = 0, err;

	for (; args_more(a); args_skip(a)) {
		if (is(args_cur(a), "dev")) {
			const char *v = args_next(a);

			if (dev)
				duparg("dev", v);
			dev = v;
		}
		/* the reference passes over any other word, even "help" */
	}
	if (dev) {
		idx = ll_name_to_index(dev);
		if (!idx) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			return 255;	/* a failed line, as above */
		}
	}

	if (!pr_json)
		printf("%-18s%-17s%-15s\n", "dev", "vni", "group/remote");
	pr_json_begin();
	prime_dump_size();
	nlh = nl_msg_start(buf, RTM_GETTUNNEL, 0);
	tm = nl_msg_put_extra(nlh, sizeof(*tm));
	tm->family = AF_BRIDGE;
	tm->flags = show_stats ? TUNNEL_MSG_FLAG_STATS : 0;
	tm->ifindex = (uint32_t)idx;
	err = nl_dump(nl_main(), nlh, vni_print_msg, NULL);
	if (err < 0) {
		pr_json_leave_open();
		fflush(stdout);
		nl_dump_perror(err);
		fprintf(stderr, "Dump ternminated\n");	/* sic */
		exit(1);
	}
	pr_json_end();
	return 0;
}

int do_vni(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!argc)
		return vni_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (is(w, "add"))
		return vni_modify(&a, RTM_NEWTUNNEL);
	if (is(w, "delete"))
		return vni_modify(&a, RTM_DELTUNNEL);
	if (is(w, "show") || is(w, "list") || is(w, "lst"))
		return vni_show(&a);
	if (is(w, "help"))
		usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"bridge vni help\".\n",
		w);
	exit(255);
}
