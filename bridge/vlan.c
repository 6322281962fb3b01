// SPDX-License-Identifier: GPL-2.0
/* vlan.c — `bridge vlan`: port VLAN membership, options and tunnels */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "br_common.h"

static void __attribute__((noreturn)) usage(void)
{
	fputs(
"Usage: bridge vlan { add | del } vid VLAN_ID dev DEV [ tunnel_info id TUNNEL_ID ]\n"
"                                                     [ pvid ] [ untagged ]\n"
"                                                     [ self ] [ master ]\n"
"       bridge vlan { set } vid VLAN_ID dev DEV [ state STP_STATE ]\n"
"                                               [ mcast_router MULTICAST_ROUTER ]\n"
"       bridge vlan { show } [ dev DEV ] [ vid VLAN_ID ]\n"
"       bridge vlan { tunnelshow } [ dev DEV ] [ vid VLAN_ID ]\n"
"       bridge vlan global { set } vid VLAN_ID dev DEV\n"
"                      [ mcast_snooping MULTICAST_SNOOPING ]\n"
"                      [ mcast_querier MULTICAST_QUERIER ]\n"
"                      [ mcast_igmp_version IGMP_VERSION ]\n"
"                      [ mcast_mld_version MLD_VERSION ]\n"
"                      [ mcast_last_member_count LAST_MEMBER_COUNT ]\n"
"                      [ mcast_last_member_interval LAST_MEMBER_INTERVAL ]\n"
"                      [ mcast_startup_query_count STARTUP_QUERY_COUNT ]\n"
"                      [ mcast_startup_query_interval STARTUP_QUERY_INTERVAL ]\n"
"                      [ mcast_membership_interval MEMBERSHIP_INTERVAL ]\n"
"                      [ mcast_querier_interval QUERIER_INTERVAL ]\n"
"                      [ mcast_query_interval QUERY_INTERVAL ]\n"
"                      [ mcast_query_response_interval QUERY_RESPONSE_INTERVAL ]\n"
"       bridge vlan global { show } [ dev DEV ] [ vid VLAN_ID ]\n", stderr);
	exit(255);
}

/* ---- vid ranges ------------------------------------------------------ */

struct vid_range {
	const char *arg;
	uint16_t vid, end;	/* end == 0: a single vid */
};

/*
 * "N" or "N-M", read as atoi() reads numbers, like the reference, which
 * checks the single vid first for add/del and the range first for set.
 */
static void parse_vid(const char *s, struct vid_range *r, bool vid_first)
{
	const char *dash = strchr(s, '-');
	bool range = dash != NULL;
	char first[64];

	snprintf(first, sizeof(first), "%.*s",
		 dash ? (int)(dash - s) : (int)strlen(s), s);
	r->arg = s;
	r->vid = (uint16_t)atoi(first);
	r->end = dash ? (uint16_t)atoi(dash + 1) : 0;
	for (int pass = 0; pass < 2; pass++) {
		if ((pass == 0) == vid_first) {
			if (r->vid >= 4096) {
				fprintf(stderr, "Invalid VLAN ID \"%u\"\n",
					r->vid);
				exit(255);
			}
		} else if (range && (r->end >= 4096 || r->end <= r->vid)) {
			fprintf(stderr, "Invalid VLAN range \"%u-%u\"\n",
				r->vid, r->end);
			exit(255);
		}
	}
}

/* ---- add/del --------------------------------------------------------- */

struct vlan_req {
	const char *dev;
	struct vid_range vr;
	bool have_vid;
	uint16_t flags;		/* BRIDGE_VLAN_INFO_* */
	uint16_t br_flags;	/* BRIDGE_FLAGS_* */
	bool tunnel;
	uint32_t tun_id, tun_end;
};

static void put_vinfo(struct nlmsghdr *nlh, uint16_t flags, uint16_t vid)
{
	struct bridge_vlan_info vi = { .flags = flags, .vid = vid };

	nl_attr_put(nlh, IFLA_BRIDGE_VLAN_INFO, sizeof(vi), &vi);
}

static void put_tunnel(struct nlmsghdr *nlh, uint32_t id, uint16_t vid,
		       uint16_t flags)
{
	/* the reference sends this nest without NLA_F_NESTED */
	struct nlattr *n = nl_attr_nest_start_plain(nlh,
						    IFLA_BRIDGE_VLAN_TUNNEL_INFO);

	nl_attr_put_u32(nlh, IFLA_BRIDGE_VLAN_TUNNEL_ID, id);
	nl_attr_put_u16(nlh, IFLA_BRIDGE_VLAN_TUNNEL_VID, vid);
	nl_attr_put_u16(nlh, IFLA_BRIDGE_VLAN_TUNNEL_FLAGS, flags);
	nl_attr_nest_end(nlh, n);
}

static struct nlattr *plain_nest_start(struct nlmsghdr *nlh, uint16_t type)
{
	return nl_attr_nest_start_plain(nlh, type);
}

static void plain_nest_end(struct nlmsghdr *nlh, struct nlattr *n)
{
	nl_attr_nest_end(nlh, n);
}

static void parse_tunnel_id(const char *s, struct vlan_req *r)
{
	const char *dash = strchr(s, '-');
	char first[32];
	uint32_t v;

	/* the reference names the part before '-' in either error */
	snprintf(first, sizeof(first), "%.*s",
		 dash ? (int)(dash - s) : (int)strlen(s), s);
	if (get_u32(&v, first, 0))
		invarg("invalid tun id", first);
	r->tun_id = v;
	r->tun_end = 0;
	if (dash) {
		if (get_u32(&v, dash + 1, 0))
			invarg("invalid tun id", first);
		r->tun_end = v;
	}
	r->tunnel = true;
}

static int vlan_modify(struct args *a, int cmd)
{
	unsigned char buf[NL_REQ_SIZE];
	struct vlan_req r = { 0 };
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	struct nlattr *spec;
	int idx, err;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			r.dev = args_next(a);
		} else if (is(w, "vid")) {
			parse_vid(args_next(a), &r.vr, true);
			r.have_vid = true;
		} else if (is(w, "tunnel_info")) {
			args_next(a);
			if (!matches(args_cur(a), "id"))
				invarg("tunnel id expected", args_cur(a));
			parse_tunnel_id(args_next(a), &r);
		} else if (is(w, "self")) {
			r.br_flags |= BRIDGE_FLAGS_SELF;
		} else if (is(w, "master")) {
			r.br_flags |= BRIDGE_FLAGS_MASTER;
		} else if (is(w, "pvid")) {
			r.flags |= BRIDGE_VLAN_INFO_PVID;
		} else if (is(w, "untagged")) {
			r.flags |= BRIDGE_VLAN_INFO_UNTAGGED;
		} else if (matches(w, "help")) {
			/* the reference skips the word after "help" here */
			args_next(a);
		}
	}
	if (!r.dev || !r.have_vid) {
		fprintf(stderr, "Device and VLAN ID are required arguments.\n");
		exit(255);
	}
	if (r.vr.end && (r.flags & BRIDGE_VLAN_INFO_PVID)) {
		fprintf(stderr, "pvid cannot be configured for a vlan range\n");
		exit(255);
	}
	idx = ll_name_to_index(r.dev);
	if (!idx) {
		fprintf(stderr, "Cannot find bridge device \"%s\"\n", r.dev);
		br_line_fail(255);
	}

	nlh = nl_msg_start(buf, (uint16_t)cmd, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_BRIDGE;
	ifi->ifi_index = idx;
	spec = plain_nest_start(nlh, IFLA_AF_SPEC);
	if (r.br_flags)
		nl_attr_put_u16(nlh, IFLA_BRIDGE_FLAGS, r.br_flags);
	if (r.tunnel) {
		if (r.vr.end) {
			put_tunnel(nlh, r.tun_id, r.vr.vid,
				   BRIDGE_VLAN_INFO_RANGE_BEGIN);
			put_tunnel(nlh, r.tun_end, r.vr.end,
				   BRIDGE_VLAN_INFO_RANGE_END);
		} else {
			put_tunnel(nlh, r.tun_id, r.vr.vid, 0);
		}
	} else if (r.vr.end) {
		put_vinfo(nlh, r.flags | BRIDGE_VLAN_INFO_RANGE_BEGIN, r.vr.vid);
		put_vinfo(nlh, r.flags | BRIDGE_VLAN_INFO_RANGE_END, r.vr.end);
	} else {
		put_vinfo(nlh, r.flags, r.vr.vid);
	}
	plain_nest_end(nlh, spec);

	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;
	}
	return 0;
}

/* ---- set / global set: options appended in the order given ---------- */

struct opt_spec {
	const char *name;
	uint16_t attr;
	int size;		/* 1, 4 or 8 bytes */
};

static const struct opt_spec global_opts[] = {
	{ "mcast_snooping", BRIDGE_VLANDB_GOPTS_MCAST_SNOOPING, 1 },
	{ "mcast_querier", BRIDGE_VLANDB_GOPTS_MCAST_QUERIER, 1 },
	{ "mcast_igmp_version", BRIDGE_VLANDB_GOPTS_MCAST_IGMP_VERSION, 1 },
	{ "mcast_mld_version", BRIDGE_VLANDB_GOPTS_MCAST_MLD_VERSION, 1 },
	{ "mcast_last_member_count", BRIDGE_VLANDB_GOPTS_MCAST_LAST_MEMBER_CNT,
	  4 },
	{ "mcast_last_member_interval",
	  BRIDGE_VLANDB_GOPTS_MCAST_LAST_MEMBER_INTVL, 8 },
	{ "mcast_startup_query_count",
	  BRIDGE_VLANDB_GOPTS_MCAST_STARTUP_QUERY_CNT, 4 },
	{ "mcast_startup_query_interval",
	  BRIDGE_VLANDB_GOPTS_MCAST_STARTUP_QUERY_INTVL, 8 },
	{ "mcast_membership_interval",
	  BRIDGE_VLANDB_GOPTS_MCAST_MEMBERSHIP_INTVL, 8 },
	{ "mcast_querier_interval", BRIDGE_VLANDB_GOPTS_MCAST_QUERIER_INTVL, 8 },
	{ "mcast_query_interval", BRIDGE_VLANDB_GOPTS_MCAST_QUERY_INTVL, 8 },
	{ "mcast_query_response_interval",
	  BRIDGE_VLANDB_GOPTS_MCAST_QUERY_RESPONSE_INTVL, 8 },
	{ NULL, 0, 0 },
};

#define MAX_OPTS 32

#define BRIDGE_VLANDB_MAX_ATTRS \
	(BRIDGE_VLANDB_ENTRY_MAX > BRIDGE_VLANDB_GOPTS_MAX ? \
	 BRIDGE_VLANDB_ENTRY_MAX : BRIDGE_VLANDB_GOPTS_MAX)

struct vid_range;
static void put_vid(struct nlmsghdr *nlh, uint16_t id_attr,
		    uint16_t range_attr, const struct vid_range *vr,
		    bool entry);

struct opt_val {
	uint16_t attr;
	int size;
	uint64_t v;
};

struct opt_list {
	struct opt_val o[MAX_OPTS];
	int n;
};

static void opt_add(struct opt_list *l, uint16_t attr, int size, uint64_t v)
{
	if (l->n >= MAX_OPTS) {
		fprintf(stderr, "Error: too many options.\n");
		exit(255);
	}
	l->o[l->n++] = (struct opt_val){ attr, size, v };
}

/* size 0 marks the place of "vid": the id attribute, then the range. */
static void opt_put_all(struct nlmsghdr *nlh, const struct opt_list *l,
			const struct vid_range *vr, uint16_t range_attr,
			bool entry)
{
	for (int i = 0; i < l->n; i++) {
		const struct opt_val *o = &l->o[i];

		if (o->size == 0) {
			struct vid_range r = { NULL, (uint16_t)o->v,
					       (uint16_t)(o->v >> 16) };

			put_vid(nlh, o->attr, range_attr, &r, entry);
		} else if (o->size == 1)
			nl_attr_put_u8(nlh, o->attr, (uint8_t)o->v);
		else if (o->size == 4)
			nl_attr_put_u32(nlh, o->attr, (uint32_t)o->v);
		else
			nl_attr_put_u64(nlh, o->attr, o->v);
	}
}

static void put_vid(struct nlmsghdr *nlh, uint16_t id_attr,
		    uint16_t range_attr, const struct vid_range *vr, bool entry)
{
	if (entry) {
		struct bridge_vlan_info vi = {
			.flags = BRIDGE_VLAN_INFO_ONLY_OPTS, .vid = vr->vid };

		nl_attr_put(nlh, id_attr, sizeof(vi), &vi);
	} else {
		nl_attr_put_u16(nlh, id_attr, vr->vid);
	}
	if (vr->end)
		nl_attr_put_u16(nlh, range_attr, vr->end);
}

static bool parse_global_opt(struct args *a, struct opt_list *l)
{
	const char *w = args_cur(a);

	for (const struct opt_spec *s = global_opts; s->name; s++) {
		char msg[64];
		const char *v;
		uint64_t val;

		if (!is(w, s->name))
			continue;
		v = args_next(a);
		snprintf(msg, sizeof(msg), "invalid %s", s->name);
		if (get_u64(&val, v, 0) ||
		    (s->size == 1 && val > UINT8_MAX) ||
		    (s->size == 4 && val > UINT32_MAX))
			invarg(msg, v);
		opt_add(l, s->attr, s->size, val);
		return true;
	}
	return false;
}

static int parse_stp_state(const char *s)
{
	char *end;
	long v;

	for (unsigned int i = 0; br_port_state_name(i); i++)
		if (is(s, br_port_state_name(i)))
			return (int)i;
	v = strtol(s, &end, 10);
	if (!*s || *end || v < 0 || v > 255) {
		fprintf(stderr, "Error: invalid STP state\n");
		exit(255);
	}
	return (int)v;
}

static int send_vlandb(int ifindex, uint16_t nest_type, uint16_t id_attr,
		       uint16_t range_attr, const struct vid_range *vr,
		       const struct opt_list *l, bool entry)
{
	unsigned char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct br_vlan_msg *bvm;
	struct nlattr *nest;
	int err;

	nlh = nl_msg_start(buf, RTM_NEWVLAN, 0);
	bvm = nl_msg_put_extra(nlh, sizeof(*bvm));
	bvm->family = AF_BRIDGE;
	bvm->ifindex = (uint32_t)ifindex;
	nest = nl_attr_nest_start(nlh, nest_type);
	(void)id_attr;
	opt_put_all(nlh, l, vr, range_attr, entry);
	nl_attr_nest_end(nlh, nest);

	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;
	}
	return 0;
}

static int vlan_set(struct args *a, bool global)
{
	struct opt_list l = { .n = 0 };
	struct vid_range vr = { 0 };
	const char *dev = NULL;
	bool have_vid = false;
	int idx = 0;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			/* looked up at once, as the reference: a missing
			 * device is reported before any later word */
			dev = args_next(a);
			idx = ll_name_to_index(dev);
			if (!idx) {
				fprintf(stderr, "Cannot find network device \"%s\"\n",
					dev);
				br_line_fail(255);
			}
		} else if (is(w, "vid")) {
			parse_vid(args_next(a), &vr, false);
			/* each "vid" goes out where it was given */
			opt_add(&l, global ? BRIDGE_VLANDB_GOPTS_ID :
				BRIDGE_VLANDB_ENTRY_INFO, 0,
				vr.vid | (uint64_t)vr.end << 16);
			have_vid = true;
		} else if (global) {
			if (!parse_global_opt(a, &l) && matches(w, "help"))
				args_next(a);
		} else if (is(w, "state")) {
			opt_add(&l, BRIDGE_VLANDB_ENTRY_STATE, 1,
				(uint64_t)parse_stp_state(args_next(a)));
		} else if (is(w, "mcast_router")) {
			const char *v = args_next(a);
			uint8_t m;

			if (get_u8(&m, v, 0))
				invarg("invalid mcast_router", v);
			opt_add(&l, BRIDGE_VLANDB_ENTRY_MCAST_ROUTER, 1, m);
		} else if (matches(w, "help")) {
			args_next(a);
		}
	}
	if (!dev || !have_vid) {
		fprintf(stderr, "Device and VLAN ID are required arguments.\n");
		exit(255);
	}
	if (global)
		return send_vlandb(idx, BRIDGE_VLANDB_GLOBAL_OPTIONS,
				   BRIDGE_VLANDB_GOPTS_ID,
				   BRIDGE_VLANDB_GOPTS_RANGE, &vr, &l, false);
	return send_vlandb(idx, BRIDGE_VLANDB_ENTRY, BRIDGE_VLANDB_ENTRY_INFO,
			   BRIDGE_VLANDB_ENTRY_RANGE, &vr, &l, true);
}

/* ---- show ------------------------------------------------------------ */

enum vlan_show_mode { SHOW_VLAN, SHOW_TUNNEL, SHOW_STATS, SHOW_VLANDB,
		      SHOW_GLOBAL, SHOW_EVENT };

struct vlan_filter {
	int ifindex;
	int vid;
	enum vlan_show_mode mode;
	bool any;
	bool port_open;	/* JSON: a port of the vlan database still open */
};

/*
 * The reference closes a port of the vlan database when the next one
 * starts or the dump ends: a dump that fails leaves the last one open.
 */
static void vlandb_close_port(struct vlan_filter *f)
{
	if (!f->port_open)
		return;
	pr_close_array(PR_JSON, NULL);
	pr_close_object();
	f->port_open = false;
}

static void print_header(enum vlan_show_mode m)
{
	if (pr_json)
		return;
	if (m == SHOW_TUNNEL)
		printf("%-16s  %-7s    %s\n", "port", "vlan-id", "tunnel-id");
	else if (m == SHOW_STATS)
		printf("%-16s  %s\n", "port", "vlan-id");
	else
		printf("%-16s  %-9s\n", "port", "vlan-id");
}

static void print_range(const char *key_end, uint16_t vid, uint16_t end)
{
	pr_uint(PR_JSON, "vlan", NULL, vid);
	if (end && end != vid) {
		pr_uint(PR_JSON, key_end, NULL, end);
		pr_text("%u-%u", vid, end);
	} else {
		pr_text("%u", vid);
	}
}

struct vlan_line {
	bool first;
	const char *ifname;
	int ifindex;		/* resolved when ifname is NULL */
	const char *array;	/* JSON key of the port's list */
};

/* The port's name heads its first line; the others are indented. */
static void line_start(struct vlan_line *ln)
{
	if (ln->first) {
		pr_open_object(NULL);	/* the port's object, once it has one */
		if (!ln->ifname)
			ln->ifname = ll_idx_n2a(ln->ifindex);
		pr_str(PR_JSON, "ifname", NULL, ln->ifname);
		pr_cstr(PR_FP, CLR_IFNAME, NULL, "%-16s  ", ln->ifname);
		pr_open_array(PR_JSON, ln->array ? ln->array : "vlans");
		ln->first = false;
	} else {
		pr_text("%-18s", "");
	}
	pr_open_object(NULL);
}

static void line_end(void)
{
	pr_text("%s", pr_sl());
	pr_close_object();
}

static void print_vlan_flags(uint16_t flags)
{
	if (!(flags & (BRIDGE_VLAN_INFO_PVID | BRIDGE_VLAN_INFO_UNTAGGED)))
		return;
	pr_open_array(PR_JSON, "flags");
	if (flags & BRIDGE_VLAN_INFO_PVID)
		pr_str(PR_ANY, NULL, " %s", "PVID");
	if (flags & BRIDGE_VLAN_INFO_UNTAGGED)
		pr_str(PR_ANY, NULL, " %s", "Egress Untagged");
	pr_close_array(PR_JSON, NULL);
}

static void print_vlan_entry(struct vlan_line *ln, uint16_t flags,
			     uint16_t vid, uint16_t end)
{
	line_start(ln);
	print_range("vlanEnd", vid, end);
	print_vlan_flags(flags);
	line_end();
}

static bool vid_wanted(const struct vlan_filter *f, uint16_t vid,
		       uint16_t end)
{
	if (!f->vid)
		return true;
	if (!end)
		end = vid;
	return f->vid >= vid && f->vid <= end;
}

/* The VLAN_INFO entries of one port; with -compressvlans the kernel
 * sends ranges as a RANGE_BEGIN and a RANGE_END entry. */
static void print_port_vlans(const struct nlattr *spec, struct vlan_line *ln,
			     const struct vlan_filter *f)
{
	const struct nlattr *a;
	uint16_t start = 0;
	bool open = false;

	mnl_attr_for_each_nested(a, spec) {
		const struct bridge_vlan_info *vi;
		uint16_t flags;

		if (mnl_attr_get_type(a) != IFLA_BRIDGE_VLAN_INFO ||
		    mnl_attr_get_payload_len(a) < sizeof(*vi))
			continue;
		vi = mnl_attr_get_payload(a);
		flags = vi->flags & (uint16_t)~(BRIDGE_VLAN_INFO_RANGE_BEGIN |
						BRIDGE_VLAN_INFO_RANGE_END);
		if (vi->flags & BRIDGE_VLAN_INFO_RANGE_BEGIN) {
			start = vi->vid;
			open = true;
			continue;
		}
		if ((vi->flags & BRIDGE_VLAN_INFO_RANGE_END) && open) {
			open = false;
			if (vid_wanted(f, start, vi->vid))
				print_vlan_entry(ln, flags, start, vi->vid);
			continue;
		}
		if (vid_wanted(f, vi->vid, 0))
			print_vlan_entry(ln, flags, vi->vid, 0);
	}
}

static void print_tunnel_entry(struct vlan_line *ln, uint16_t vid,
			       uint16_t vid_end, uint32_t id, uint32_t id_end)
{
	char b[32];

	line_start(ln);
	pr_uint(PR_JSON, "vlan", NULL, vid);
	if (vid_end) {
		pr_uint(PR_JSON, "vlanEnd", NULL, vid_end);
		snprintf(b, sizeof(b), "%u-%u", vid, vid_end);
	} else {
		snprintf(b, sizeof(b), "%u", vid);
	}
	pr_text("%-11s", b);
	pr_uint(PR_ANY, "tunid", "%u", id);
	if (vid_end)
		pr_uint(PR_ANY, "tunidEnd", "-%u", id_end);
	line_end();
}

static void print_port_tunnels(const struct nlattr *spec,
			       struct vlan_line *ln,
			       const struct vlan_filter *f)
{
	const struct nlattr *a;
	uint16_t start_vid = 0;
	uint32_t start_id = 0;
	bool open = false;

	mnl_attr_for_each_nested(a, spec) {
		const struct nlattr *tb[IFLA_BRIDGE_VLAN_TUNNEL_MAX + 1];
		uint16_t vid, flags = 0;
		uint32_t id;

		if (mnl_attr_get_type(a) != IFLA_BRIDGE_VLAN_TUNNEL_INFO ||
		    br_nest_parse(a, tb, IFLA_BRIDGE_VLAN_TUNNEL_MAX) ||
		    !tb[IFLA_BRIDGE_VLAN_TUNNEL_VID] ||
		    !tb[IFLA_BRIDGE_VLAN_TUNNEL_ID])
			continue;
		vid = br_attr_u16(tb[IFLA_BRIDGE_VLAN_TUNNEL_VID]);
		id = br_attr_u32(tb[IFLA_BRIDGE_VLAN_TUNNEL_ID]);
		if (tb[IFLA_BRIDGE_VLAN_TUNNEL_FLAGS])
			flags = br_attr_u16(
				tb[IFLA_BRIDGE_VLAN_TUNNEL_FLAGS]);
		if (flags & BRIDGE_VLAN_INFO_RANGE_BEGIN) {
			start_vid = vid;
			start_id = id;
			open = true;
			continue;
		}
		if ((flags & BRIDGE_VLAN_INFO_RANGE_END) && open) {
			open = false;
			if (vid_wanted(f, start_vid, vid))
				print_tunnel_entry(ln, start_vid, vid,
						   start_id, id);
			continue;
		}
		if (vid_wanted(f, vid, 0))
			print_tunnel_entry(ln, vid, 0, id, 0);
	}
}

int vlan_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct vlan_filter *f = data;
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFLA_MAX + 1];
	struct vlan_line ln = { true, NULL, 0, NULL };

	if (nlh->nlmsg_type != RTM_NEWLINK)
		return MNL_CB_OK;
	if (br_msg_parse(nlh, sizeof(*ifi), tb, IFLA_MAX) ||
	    ifi->ifi_family != AF_BRIDGE || !tb[IFLA_IFNAME] ||
	    !tb[IFLA_AF_SPEC])
		return MNL_CB_OK;
	if (f && f->ifindex && ifi->ifi_index != f->ifindex)
		return MNL_CB_OK;

	ln.ifname = br_attr_str(tb[IFLA_IFNAME]);
	if (f && f->mode == SHOW_TUNNEL)
		ln.array = "tunnels";
	if (f && f->mode == SHOW_TUNNEL)
		print_port_tunnels(tb[IFLA_AF_SPEC], &ln, f);
	else
		print_port_vlans(tb[IFLA_AF_SPEC], &ln,
				 f ? f : &(struct vlan_filter){ 0 });
	if (!ln.first) {
		pr_close_array(PR_JSON, NULL);
		pr_close_object();
	}
	fflush(stdout);
	return MNL_CB_OK;
}

static int dump_links(struct vlan_filter *f)
{
	unsigned char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;

	nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_BRIDGE;
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, compress_vlans ?
			 RTEXT_FILTER_BRVLAN_COMPRESSED : RTEXT_FILTER_BRVLAN);
	return nl_dump(nl_main(), nlh, vlan_print_msg, f);
}

/* Per-vlan statistics: bridge xstats of the bridge and of its ports. */
static int stats_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct vlan_filter *f = data;
	const struct if_stats_msg *ism = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFLA_STATS_MAX + 1], *x, *br, *a;
	const struct nlattr *xb[LINK_XSTATS_TYPE_MAX + 1];
	struct vlan_line ln = { true, NULL, 0, NULL };

	if (br_msg_parse(nlh, sizeof(*ism), tb, IFLA_STATS_MAX))
		return MNL_CB_OK;
	if (f->ifindex && (int)ism->ifindex != f->ifindex)
		return MNL_CB_OK;
	x = tb[IFLA_STATS_LINK_XSTATS] ? tb[IFLA_STATS_LINK_XSTATS] :
		tb[IFLA_STATS_LINK_XSTATS_SLAVE];
	if (!x || br_nest_parse(x, xb, LINK_XSTATS_TYPE_MAX))
		return MNL_CB_OK;
	br = xb[LINK_XSTATS_TYPE_BRIDGE];
	if (!br)
		return MNL_CB_OK;
	ln.ifindex = (int)ism->ifindex;
	mnl_attr_for_each_nested(a, br) {
		struct bridge_vlan_xstats vsb;
		const struct bridge_vlan_xstats *vs = &vsb;

		if (mnl_attr_get_type(a) != BRIDGE_XSTATS_VLAN ||
		    mnl_attr_get_payload_len(a) < sizeof(vsb))
			continue;
		/* attributes are 4-aligned; the counters are 64-bit */
		memcpy(&vsb, mnl_attr_get_payload(a), sizeof(vsb));
		if (f->vid && vs->vid != f->vid)
			continue;
		line_start(&ln);
		pr_uint(PR_ANY, "vid", "%u", vs->vid);
		print_vlan_flags(vs->flags);
		pr_text("%s%-20s", pr_sl(), "");
		pr_u64(PR_ANY, "rx_bytes", "RX: %" PRIu64 " bytes",
		       vs->rx_bytes);
		pr_u64(PR_ANY, "rx_packets", " %" PRIu64 " packets",
		       vs->rx_packets);
		/* only the first break honours -o, as the reference */
		pr_text("\n%-20s", "");
		pr_u64(PR_ANY, "tx_bytes", "TX: %" PRIu64 " bytes",
		       vs->tx_bytes);
		pr_u64(PR_ANY, "tx_packets", " %" PRIu64 " packets",
		       vs->tx_packets);
		pr_text("\n");
		pr_close_object();
	}
	if (!ln.first) {
		pr_close_array(PR_JSON, NULL);
		pr_close_object();
	}
	return MNL_CB_OK;
}

static int dump_stats(struct vlan_filter *f)
{
	static const uint32_t masks[] = {
		IFLA_STATS_FILTER_BIT(IFLA_STATS_LINK_XSTATS),
		IFLA_STATS_FILTER_BIT(IFLA_STATS_LINK_XSTATS_SLAVE),
	};

	for (size_t i = 0; i < 2; i++) {
		unsigned char buf[NL_REQ_SIZE];
		struct nlmsghdr *nlh;
		struct if_stats_msg *ism;
		int err;

		nlh = nl_msg_start(buf, RTM_GETSTATS, 0);
		ism = nl_msg_put_extra(nlh, sizeof(*ism));
		ism->filter_mask = masks[i];
		err = nl_dump(nl_main(), nlh, stats_print_msg, f);
		if (err < 0)
			return err;
	}
	return 0;
}

/* The vlan database (-d, and `vlan global show`). */
static void print_counters(const struct nlattr *st)
{
	const struct nlattr *tb[BRIDGE_VLANDB_STATS_MAX + 1];
	static const struct { int attr; const char *key, *fmt; } c[] = {
		{ BRIDGE_VLANDB_STATS_RX_BYTES, "rx_bytes", "RX: %" PRIu64 " bytes" },
		{ BRIDGE_VLANDB_STATS_RX_PACKETS, "rx_packets", " %" PRIu64 " packets" },
		{ BRIDGE_VLANDB_STATS_TX_BYTES, "tx_bytes", "TX: %" PRIu64 " bytes" },
		{ BRIDGE_VLANDB_STATS_TX_PACKETS, "tx_packets", " %" PRIu64 " packets" },
	};

	if (!st || br_nest_parse(st, tb, BRIDGE_VLANDB_STATS_MAX))
		memset(tb, 0, sizeof(tb));
	for (int i = 0; i < 4; i++) {
		const struct nlattr *a = tb[c[i].attr];

		if (i % 2 == 0)
			pr_text("%s%-20s", pr_sl(), "");
		pr_u64(PR_ANY, c[i].key, c[i].fmt,
		       a && mnl_attr_get_payload_len(a) >= 8 ?
		       br_attr_u64(a) : 0);
	}
}

static void print_vlandb_entry(struct vlan_line *ln, const struct nlattr **tb,
			       const struct vlan_filter *f)
{
	const struct bridge_vlan_info *vi;
	uint16_t end = 0;

	vi = mnl_attr_get_payload(tb[BRIDGE_VLANDB_ENTRY_INFO]);
	if (tb[BRIDGE_VLANDB_ENTRY_RANGE])
		end = br_attr_u16(tb[BRIDGE_VLANDB_ENTRY_RANGE]);
	if (!vid_wanted(f, vi->vid, end))
		return;
	line_start(ln);
	print_range("vlanEnd", vi->vid, end);
	print_vlan_flags(vi->flags);
	pr_text("%s%-20s", pr_sl(), "");
	if (tb[BRIDGE_VLANDB_ENTRY_STATE]) {
		unsigned int st = br_attr_u8(tb[BRIDGE_VLANDB_ENTRY_STATE]);
		const char *n = br_port_state_name(st);

		if (n)
			pr_str(PR_ANY, "state", "state %s ", n);
		else
			pr_uint(PR_ANY, "state", "state %u ", st);
	}
	if (tb[BRIDGE_VLANDB_ENTRY_MCAST_ROUTER])
		pr_uint(PR_ANY, "mcast_router", "mcast_router %u ",
			br_attr_u8(tb[BRIDGE_VLANDB_ENTRY_MCAST_ROUTER]));
	if (show_stats)
		print_counters(tb[BRIDGE_VLANDB_ENTRY_STATS]);
	line_end();
}

/* Global options in the order the reference prints them. */
static const struct { int attr; const char *key; int size; } gopts[] = {
	{ BRIDGE_VLANDB_GOPTS_MCAST_SNOOPING, "mcast_snooping", 1 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_QUERIER, "mcast_querier", 1 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_IGMP_VERSION, "mcast_igmp_version", 1 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_MLD_VERSION, "mcast_mld_version", 1 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_LAST_MEMBER_CNT,
	  "mcast_last_member_count", 4 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_LAST_MEMBER_INTVL,
	  "mcast_last_member_interval", 8 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_STARTUP_QUERY_CNT,
	  "mcast_startup_query_count", 4 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_STARTUP_QUERY_INTVL,
	  "mcast_startup_query_interval", 8 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_MEMBERSHIP_INTVL,
	  "mcast_membership_interval", 8 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_QUERIER_INTVL, "mcast_querier_interval", 8 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_QUERY_INTVL, "mcast_query_interval", 8 },
	{ BRIDGE_VLANDB_GOPTS_MCAST_QUERY_RESPONSE_INTVL,
	  "mcast_query_response_interval", 8 },
};

static void print_global_entry(struct vlan_line *ln, const struct nlattr **tb,
			       const struct vlan_filter *f)
{
	uint16_t vid = br_attr_u16(tb[BRIDGE_VLANDB_GOPTS_ID]), end = 0;
	char fmt[64];

	if (tb[BRIDGE_VLANDB_GOPTS_RANGE])
		end = br_attr_u16(tb[BRIDGE_VLANDB_GOPTS_RANGE]);
	if (!vid_wanted(f, vid, end))
		return;
	line_start(ln);
	print_range("vlanEnd", vid, end);
	pr_text("%s%-20s", pr_sl(), "");
	for (size_t i = 0; i < sizeof(gopts) / sizeof(gopts[0]); i++) {
		const struct nlattr *a = tb[gopts[i].attr];
		uint64_t v;

		if (!a || mnl_attr_get_payload_len(a) < (size_t)gopts[i].size)
			continue;
		v = gopts[i].size == 1 ? br_attr_u8(a) :
		    gopts[i].size == 4 ? br_attr_u32(a) :
		    br_attr_u64(a);
		snprintf(fmt, sizeof(fmt), "%s %%" PRIu64 " ", gopts[i].key);
		pr_u64(PR_ANY, gopts[i].key, fmt, v);
	}
	line_end();
}

static int vlandb_print_msg(const struct nlmsghdr *nlh, void *data)
{
	struct vlan_filter *f = data;
	const struct br_vlan_msg *bvm = mnl_nlmsg_get_payload(nlh);
	struct vlan_line ln = { true, NULL, 0, NULL };
	const struct nlattr *a;

	if ((nlh->nlmsg_type != RTM_NEWVLAN &&
	     nlh->nlmsg_type != RTM_DELVLAN) ||
	    nlh->nlmsg_len < NLMSG_LENGTH(sizeof(*bvm)))
		return MNL_CB_OK;
	if (f->ifindex && (int)bvm->ifindex != f->ifindex)
		return MNL_CB_OK;
	vlandb_close_port(f);
	ln.ifindex = (int)bvm->ifindex;
	monitor_prefix(nlh, RTM_DELVLAN);
	mnl_attr_for_each(a, nlh, sizeof(*bvm)) {
		const struct nlattr *tb[BRIDGE_VLANDB_MAX_ATTRS + 1];
		int type = mnl_attr_get_type(a);

		if (type == BRIDGE_VLANDB_ENTRY && f->mode != SHOW_GLOBAL) {
			if (br_nest_parse(a, tb, BRIDGE_VLANDB_ENTRY_MAX) ||
			    !tb[BRIDGE_VLANDB_ENTRY_INFO] ||
			    mnl_attr_get_payload_len(
				    tb[BRIDGE_VLANDB_ENTRY_INFO]) <
			    sizeof(struct bridge_vlan_info))
				continue;
			print_vlandb_entry(&ln, tb, f);
		} else if (type == BRIDGE_VLANDB_GLOBAL_OPTIONS &&
			   (f->mode == SHOW_GLOBAL || f->mode == SHOW_EVENT)) {
			if (br_nest_parse(a, tb, BRIDGE_VLANDB_GOPTS_MAX) ||
			    !tb[BRIDGE_VLANDB_GOPTS_ID])
				continue;
			print_global_entry(&ln, tb, f);
		}
	}
	f->port_open = !ln.first;
	return MNL_CB_OK;
}

/* `bridge monitor`: vlan database events, entries and global options. */
int vlan_event_print_msg(const struct nlmsghdr *nlh, void *data)
{
	struct vlan_filter f = { .mode = SHOW_EVENT };
	int ret = vlandb_print_msg(nlh, &f);

	vlandb_close_port(&f);
	fflush(stdout);
	return ret;
}

static int dump_vlandb(struct vlan_filter *f, uint32_t flags)
{
	unsigned char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct br_vlan_msg *bvm;
	int err;

	nlh = nl_msg_start(buf, RTM_GETVLAN, 0);
	bvm = nl_msg_put_extra(nlh, sizeof(*bvm));
	bvm->family = AF_BRIDGE;
	nl_attr_put_u32(nlh, BRIDGE_VLANDB_DUMP_FLAGS, flags);
	err = nl_dump(nl_main(), nlh, vlandb_print_msg, f);
	if (!err)
		vlandb_close_port(f);
	return err;
}

static int vlan_show(struct args *a, enum vlan_show_mode mode)
{
	struct vlan_filter f = { .mode = mode };
	const char *dev = NULL;
	int err;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			if (dev)
				duparg("dev", args_next(a));
			dev = args_next(a);
		} else if (is(w, "vid")) {
			const char *v = args_next(a);

			if (f.vid)
				duparg("vid", v);
			f.vid = atoi(v);
		}
	}
	if (dev) {
		f.ifindex = ll_name_to_index(dev);
		if (!f.ifindex) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			br_line_fail(255);
		}
	}

	if (mode == SHOW_VLAN && show_stats && !show_details)
		f.mode = mode = SHOW_STATS;
	if (mode == SHOW_VLAN && show_details)
		f.mode = mode = SHOW_VLANDB;
	print_header(mode == SHOW_GLOBAL || mode == SHOW_VLANDB ?
		     SHOW_VLAN : mode);
	pr_json_begin();
	if (mode == SHOW_STATS)
		err = dump_stats(&f);
	else if (mode == SHOW_VLANDB)
		err = dump_vlandb(&f, show_stats ?
				  BRIDGE_VLANDB_DUMPF_STATS : 0);
	else if (mode == SHOW_GLOBAL)
		err = dump_vlandb(&f, BRIDGE_VLANDB_DUMPF_GLOBAL);
	else
		err = dump_links(&f);
	if (err < 0) {
		/* the reference leaves its JSON array open here */
		pr_json_leave_open();
		fflush(stdout);
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(1);	/* as the reference, ending a batch */
	}
	pr_json_end();
	return 0;
}

static int vlan_global(struct args *a)
{
	const char *w;

	if (!args_more(a))
		return vlan_show(a, SHOW_GLOBAL);
	w = args_cur(a);
	args_skip(a);
	if (is(w, "set"))
		return vlan_set(a, true);
	if (is(w, "show"))
		return vlan_show(a, SHOW_GLOBAL);
	usage();
}

int do_vlan(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!argc)
		return vlan_show(&a, SHOW_VLAN);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "add"))
		return vlan_modify(&a, RTM_SETLINK);
	if (matches(w, "delete"))
		return vlan_modify(&a, RTM_DELLINK);
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return vlan_show(&a, SHOW_VLAN);
	if (matches(w, "set"))
		return vlan_set(&a, false);
	if (matches(w, "tunnelshow"))
		return vlan_show(&a, SHOW_TUNNEL);
	if (is(w, "global"))
		return vlan_global(&a);
	if (matches(w, "help"))
		usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"bridge vlan help\".\n",
		w);
	exit(255);
}
