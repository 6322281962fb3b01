// SPDX-License-Identifier: GPL-2.0
/* link.c — `bridge link show` and `bridge link set` (bridge port options) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/if_link.h>

#ifndef IFF_LOWER_UP
#define IFF_LOWER_UP 0x10000
#define IFF_DORMANT 0x20000
#define IFF_ECHO 0x40000
#endif

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "br_common.h"

static void __attribute__((noreturn)) usage(void)
{
	fputs(
"Usage: bridge link set dev DEV [ cost COST ] [ priority PRIO ] [ state STATE ]\n"
"                               [ guard {on | off} ]\n"
"                               [ hairpin {on | off} ]\n"
"                               [ fastleave {on | off} ]\n"
"                               [ root_block {on | off} ]\n"
"                               [ learning {on | off} ]\n"
"                               [ learning_sync {on | off} ]\n"
"                               [ flood {on | off} ]\n"
"                               [ mcast_router MULTICAST_ROUTER ]\n"
"                               [ mcast_flood {on | off} ]\n"
"                               [ bcast_flood {on | off} ]\n"
"                               [ mcast_to_unicast {on | off} ]\n"
"                               [ neigh_suppress {on | off} ]\n"
"                               [ vlan_tunnel {on | off} ]\n"
"                               [ isolated {on | off} ]\n"
"                               [ locked {on | off} ]\n"
"                               [ hwmode {vepa | veb} ]\n"
"                               [ backup_port DEVICE ] [ nobackup_port ]\n"
"                               [ self ] [ master ]\n"
"       bridge link show [dev DEV]\n", stderr);
	exit(255);
}

/* ---- show ------------------------------------------------------------ */

struct link_filter {
	int ifindex;
	int master;
};

static const struct {
	unsigned int flag;
	const char *name;
} if_flags[] = {
	{ IFF_LOOPBACK, "LOOPBACK" },
	{ IFF_BROADCAST, "BROADCAST" },
	{ IFF_POINTOPOINT, "POINTOPOINT" },
	{ IFF_MULTICAST, "MULTICAST" },
	{ IFF_NOARP, "NOARP" },
	{ IFF_ALLMULTI, "ALLMULTI" },
	{ IFF_PROMISC, "PROMISC" },
	{ IFF_MASTER, "MASTER" },
	{ IFF_SLAVE, "SLAVE" },
	{ IFF_DEBUG, "DEBUG" },
	{ IFF_DYNAMIC, "DYNAMIC" },
	{ IFF_AUTOMEDIA, "AUTOMEDIA" },
	{ IFF_PORTSEL, "PORTSEL" },
	{ IFF_NOTRAILERS, "NOTRAILERS" },
	{ IFF_UP, "UP" },
	{ IFF_LOWER_UP, "LOWER_UP" },
	{ IFF_DORMANT, "DORMANT" },
	{ IFF_ECHO, "ECHO" },
};

static void print_flag(const char *name, bool *first)
{
	if (!*first)
		pr_text(",");
	pr_str(PR_ANY, NULL, "%s", name);
	*first = false;
}

static void print_link_flags(unsigned int flags, bool mdown)
{
	bool first = true;

	pr_open_array(PR_ANY, pr_json ? "flags" : "<");
	if ((flags & IFF_UP) && !(flags & IFF_RUNNING))
		print_flag("NO-CARRIER", &first);
	flags &= ~IFF_RUNNING;
	for (size_t i = 0; i < sizeof(if_flags) / sizeof(if_flags[0]); i++) {
		if (!(flags & if_flags[i].flag))
			continue;
		flags &= ~if_flags[i].flag;
		print_flag(if_flags[i].name, &first);
	}
	if (flags) {
		char b[16];

		snprintf(b, sizeof(b), "%x", flags);
		print_flag(b, &first);
	}
	if (mdown)
		print_flag("M-DOWN", &first);
	pr_close_array(PR_ANY, "> ");
}

static void print_onoff(const char *key, const struct nlattr *a)
{
	char fmt[48];
	bool v;

	if (!a)
		return;
	v = br_attr_u8(a);
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_bool(PR_JSON, key, NULL, v);
	pr_str(PR_FP, NULL, fmt, v ? "on" : "off");
}

static void print_port_state(unsigned int state)
{
	const char *name = br_port_state_name(state);

	if (name)
		pr_str(PR_ANY, "state", "state %s ", name);
	else
		pr_uint(PR_ANY, "state", "state (%u) ", state);
}

static void print_protinfo_details(const struct nlattr **pb)
{
	pr_text("%s    ", pr_sl());
	print_onoff("hairpin", pb[IFLA_BRPORT_MODE]);
	print_onoff("guard", pb[IFLA_BRPORT_GUARD]);
	print_onoff("root_block", pb[IFLA_BRPORT_PROTECT]);
	print_onoff("fastleave", pb[IFLA_BRPORT_FAST_LEAVE]);
	print_onoff("learning", pb[IFLA_BRPORT_LEARNING]);
	print_onoff("learning_sync", pb[IFLA_BRPORT_LEARNING_SYNC]);
	print_onoff("flood", pb[IFLA_BRPORT_UNICAST_FLOOD]);
	print_onoff("mcast_flood", pb[IFLA_BRPORT_MCAST_FLOOD]);
	print_onoff("bcast_flood", pb[IFLA_BRPORT_BCAST_FLOOD]);
	if (pb[IFLA_BRPORT_MULTICAST_ROUTER])
		pr_uint(PR_ANY, "mcast_router", "mcast_router %u ",
			br_attr_u8(pb[IFLA_BRPORT_MULTICAST_ROUTER]));
	print_onoff("mcast_to_unicast", pb[IFLA_BRPORT_MCAST_TO_UCAST]);
	print_onoff("neigh_suppress", pb[IFLA_BRPORT_NEIGH_SUPPRESS]);
	print_onoff("vlan_tunnel", pb[IFLA_BRPORT_VLAN_TUNNEL]);
	if (pb[IFLA_BRPORT_BACKUP_PORT])
		pr_str(PR_ANY, "backup_port", "backup_port %s ",
		       ll_idx_n2a((int)br_attr_u32(
				pb[IFLA_BRPORT_BACKUP_PORT])));
	print_onoff("isolated", pb[IFLA_BRPORT_ISOLATED]);
	print_onoff("locked", pb[IFLA_BRPORT_LOCKED]);
}

static void print_protinfo(const struct nlattr *pi)
{
	const struct nlattr *pb[IFLA_BRPORT_MAX + 1];

	if (!(pi->nla_type & NLA_F_NESTED)) {
		/* an old kernel's bare port state */
		if (mnl_attr_get_payload_len(pi) >= 1)
			print_port_state(br_attr_u8(pi));
		return;
	}
	if (br_nest_parse(pi, pb, IFLA_BRPORT_MAX))
		return;
	if (pb[IFLA_BRPORT_STATE])
		print_port_state(br_attr_u8(pb[IFLA_BRPORT_STATE]));
	if (pb[IFLA_BRPORT_PRIORITY])
		pr_uint(PR_ANY, "priority", "priority %u ",
			br_attr_u16(pb[IFLA_BRPORT_PRIORITY]));
	if (pb[IFLA_BRPORT_COST])
		pr_uint(PR_ANY, "cost", "cost %u ",
			br_attr_u32(pb[IFLA_BRPORT_COST]));
	if (show_details)
		print_protinfo_details(pb);
}

static void print_af_spec(const struct nlattr *spec)
{
	const struct nlattr *sb[IFLA_BRIDGE_MAX + 1];

	if (br_nest_parse(spec, sb, IFLA_BRIDGE_MAX))
		return;
	if (sb[IFLA_BRIDGE_MODE]) {
		uint16_t mode = br_attr_u16(sb[IFLA_BRIDGE_MODE]);
		char b[16];

		snprintf(b, sizeof(b), "%#x", mode);
		pr_str(PR_ANY, "hwmode", "hwmode %s ",
		       mode == BRIDGE_MODE_VEPA ? "VEPA" :
		       mode == BRIDGE_MODE_VEB ? "VEB" : b);
	}
}

static void print_ifname(const struct ifinfomsg *ifi, const struct nlattr **tb)
{
	const char *name = br_attr_str(tb[IFLA_IFNAME]);
	char buf[IFNAMSIZ * 2 + 16];

	snprintf(buf, sizeof(buf), "%s", name);
	if (tb[IFLA_LINK]) {
		int link = (int)br_attr_u32(tb[IFLA_LINK]);

		if (!link) {
			/* a peer that is not there (yet) */
			snprintf(buf, sizeof(buf), "%s@NONE", name);
			pr_null(PR_JSON, "link", NULL, NULL);
		} else if (link != ifi->ifi_index) {
			if (tb[IFLA_LINK_NETNSID]) {
				snprintf(buf, sizeof(buf), "%s@if%d", name,
					 link);
				pr_int(PR_JSON, "link_index", NULL, link);
			} else {
				const char *ln = ll_idx_n2a(link);

				snprintf(buf, sizeof(buf), "%s@%s", name, ln);
				pr_str(PR_JSON, "link", NULL, ln);
			}
		}
	}
	pr_str(PR_JSON, "ifname", NULL, name);
	strncat(buf, ": ", sizeof(buf) - strlen(buf) - 1);
	pr_cstr(PR_FP, CLR_IFNAME, NULL, "%s", buf);
}

static bool link_mdown(const struct ifinfomsg *ifi, const struct nlattr **tb)
{
	unsigned int flags;
	int link;

	if (!tb[IFLA_LINK] || tb[IFLA_LINK_NETNSID])
		return false;
	link = (int)br_attr_u32(tb[IFLA_LINK]);
	if (!link || link == ifi->ifi_index)
		return false;
	if (ll_index_to_flags(link, &flags))
		return false;
	return !(flags & IFF_UP);
}

int link_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct link_filter *f = data;
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFLA_MAX + 1];

	if (nlh->nlmsg_type != RTM_NEWLINK && nlh->nlmsg_type != RTM_DELLINK)
		return MNL_CB_OK;
	if (br_msg_parse(nlh, sizeof(*ifi), tb, IFLA_MAX))
		return MNL_CB_OK;
	/* events of every family are shown, as the reference does */
	if (!tb[IFLA_IFNAME])
		return MNL_CB_OK;
	if (f && f->ifindex && ifi->ifi_index != f->ifindex)
		return MNL_CB_OK;
	if (f && f->master && (!tb[IFLA_MASTER] ||
			       (int)br_attr_u32(tb[IFLA_MASTER]) !=
			       f->master))
		return MNL_CB_OK;

	ll_remember_flags(ifi->ifi_index, br_attr_str(tb[IFLA_IFNAME]),
			  ifi->ifi_flags);
	pr_open_object(NULL);
	monitor_prefix(nlh, RTM_DELLINK);
	pr_int(PR_ANY, "ifindex", "%d: ", ifi->ifi_index);
	print_ifname(ifi, tb);
	print_link_flags(ifi->ifi_flags, link_mdown(ifi, tb));
	if (tb[IFLA_MTU])
		pr_uint(PR_ANY, "mtu", "mtu %u ", br_attr_u32(tb[IFLA_MTU]));
	if (tb[IFLA_MASTER])
		pr_str(PR_ANY, "master", "master %s ",
		       ll_idx_n2a((int)br_attr_u32(tb[IFLA_MASTER])));
	if (tb[IFLA_PROTINFO])
		print_protinfo(tb[IFLA_PROTINFO]);
	if (tb[IFLA_AF_SPEC])
		print_af_spec(tb[IFLA_AF_SPEC]);
	pr_text("\n");
	pr_close_object();
	fflush(stdout);
	return MNL_CB_OK;
}

static int link_show(struct args *a)
{
	unsigned char buf[NL_REQ_SIZE];
	struct link_filter f = { 0 };
	const char *dev = NULL;
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	int err;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			const char *v = args_next(a);

			if (dev)
				duparg("dev", v);
			dev = v;
		} else if (is(w, "master")) {
			if (a->argc > 1) {
				args_skip(a);
				f.master = ll_name_to_index(args_cur(a));
			}
		}
		args_skip(a);
	}
	if (dev) {
		f.ifindex = ll_name_to_index(dev);
		if (!f.ifindex) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			br_line_fail(255);
		}
	}

	nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_BRIDGE;

	pr_json_begin();
	err = nl_dump(nl_main(), nlh, link_print_msg, &f);
	if (err < 0) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(1);	/* as the reference, ending a batch */
	}
	pr_json_end();
	return 0;
}

/* ---- set ------------------------------------------------------------- */

/* Attributes of IFLA_PROTINFO in the order the reference sends them. */
enum {
	OPT_GUARD, OPT_HAIRPIN, OPT_FASTLEAVE, OPT_ROOT_BLOCK, OPT_FLOOD,
	OPT_MCAST_ROUTER, OPT_MCAST_FLOOD, OPT_BCAST_FLOOD, OPT_MCAST_TO_UCAST,
	OPT_LEARNING, OPT_LEARNING_SYNC, OPT_COST, OPT_PRIORITY, OPT_STATE,
	OPT_NEIGH_SUPPRESS, OPT_VLAN_TUNNEL, OPT_ISOLATED, OPT_LOCKED,
	OPT_NUM
};

static const struct {
	const char *name;
	uint16_t attr;
} onoff_opts[] = {
	[OPT_GUARD] = { "guard", IFLA_BRPORT_GUARD },
	[OPT_HAIRPIN] = { "hairpin", IFLA_BRPORT_MODE },
	[OPT_FASTLEAVE] = { "fastleave", IFLA_BRPORT_FAST_LEAVE },
	[OPT_ROOT_BLOCK] = { "root_block", IFLA_BRPORT_PROTECT },
	[OPT_FLOOD] = { "flood", IFLA_BRPORT_UNICAST_FLOOD },
	[OPT_MCAST_ROUTER] = { NULL, IFLA_BRPORT_MULTICAST_ROUTER },
	[OPT_MCAST_FLOOD] = { "mcast_flood", IFLA_BRPORT_MCAST_FLOOD },
	[OPT_BCAST_FLOOD] = { "bcast_flood", IFLA_BRPORT_BCAST_FLOOD },
	[OPT_MCAST_TO_UCAST] = { "mcast_to_unicast",
				 IFLA_BRPORT_MCAST_TO_UCAST },
	[OPT_LEARNING] = { "learning", IFLA_BRPORT_LEARNING },
	[OPT_LEARNING_SYNC] = { "learning_sync", IFLA_BRPORT_LEARNING_SYNC },
	[OPT_COST] = { NULL, IFLA_BRPORT_COST },
	[OPT_PRIORITY] = { NULL, IFLA_BRPORT_PRIORITY },
	[OPT_STATE] = { NULL, IFLA_BRPORT_STATE },
	[OPT_NEIGH_SUPPRESS] = { "neigh_suppress", IFLA_BRPORT_NEIGH_SUPPRESS },
	[OPT_VLAN_TUNNEL] = { "vlan_tunnel", IFLA_BRPORT_VLAN_TUNNEL },
	[OPT_ISOLATED] = { "isolated", IFLA_BRPORT_ISOLATED },
	[OPT_LOCKED] = { "locked", IFLA_BRPORT_LOCKED },
};

struct port_set {
	long val[OPT_NUM];	/* -1: not given (cost: 0) */
	long backup;		/* -1: not given */
	int hwmode;		/* -1: not given */
	uint16_t flags;
};

/* The reference reads these numbers as atoi() does. */
static long atoi_like(const char *s)
{
	return atoi(s);
}

static int parse_state(const char *s)
{
	char *end;
	long v;

	for (unsigned int i = 0; br_port_state_name(i); i++)
		if (!strcmp(s, br_port_state_name(i)))
			return (int)i;
	v = strtol(s, &end, 10);
	if (!*s || *end) {
		fprintf(stderr, "Error: invalid STP port state\n");
		exit(255);
	}
	return (int)v;
}

static int onoff_index(const char *w)
{
	for (int i = 0; i < OPT_NUM; i++)
		if (onoff_opts[i].name && is(w, onoff_opts[i].name))
			return i;
	return -1;
}

static void put_protinfo(struct nlmsghdr *nlh, const struct port_set *p)
{
	struct nlattr *nest = nl_attr_nest_start(nlh, IFLA_PROTINFO);

	for (int i = 0; i < OPT_NUM; i++) {
		long v = p->val[i];
		uint16_t attr = onoff_opts[i].attr;

		if (i == OPT_COST) {
			if (v)
				nl_attr_put_u32(nlh, attr, (uint32_t)v);
		} else if (v < 0) {
			continue;
		} else if (i == OPT_PRIORITY) {
			nl_attr_put_u16(nlh, attr, (uint16_t)v);
		} else {
			nl_attr_put_u8(nlh, attr, (uint8_t)v);
		}
	}
	if (p->backup >= 0)
		nl_attr_put_u32(nlh, IFLA_BRPORT_BACKUP_PORT,
				 (uint32_t)p->backup);
	nl_attr_nest_end(nlh, nest);
	if (p->flags || p->hwmode >= 0) {
		/* the reference sends this nest without NLA_F_NESTED */
		nest = nl_attr_nest_start_plain(nlh, IFLA_AF_SPEC);
		nl_attr_put_u16(nlh, IFLA_BRIDGE_FLAGS, p->flags);
		if (p->hwmode >= 0)
			nl_attr_put_u16(nlh, IFLA_BRIDGE_MODE,
					 (uint16_t)p->hwmode);
		nl_attr_nest_end(nlh, nest);
	}
}

static void parse_port_opt(struct args *a, struct port_set *p)
{
	const char *w = args_cur(a);
	int i = onoff_index(w);

	if (i >= 0) {
		p->val[i] = br_on_off(w, args_next(a));
	} else if (is(w, "cost")) {
		p->val[OPT_COST] = atoi_like(args_next(a));
	} else if (is(w, "priority")) {
		p->val[OPT_PRIORITY] = atoi_like(args_next(a));
	} else if (is(w, "state")) {
		p->val[OPT_STATE] = parse_state(args_next(a));
	} else if (is(w, "mcast_router")) {
		p->val[OPT_MCAST_ROUTER] = atoi_like(args_next(a));
	} else if (is(w, "hwmode")) {
		const char *v = args_next(a);

		p->flags = BRIDGE_FLAGS_SELF;
		if (is(v, "vepa")) {
			p->hwmode = BRIDGE_MODE_VEPA;
		} else if (is(v, "veb")) {
			p->hwmode = BRIDGE_MODE_VEB;
		} else {
			fprintf(stderr,
				"Mode argument must be \"vepa\" or \"veb\".\n");
			exit(255);
		}
	} else if (is(w, "backup_port")) {
		const char *v = args_next(a);

		p->backup = ll_name_to_index(v);
		if (!p->backup) {
			fprintf(stderr, "Error: device %s does not exist\n", v);
			exit(255);
		}
	} else if (is(w, "nobackup_port")) {
		p->backup = 0;
	} else if (is(w, "self")) {
		p->flags |= BRIDGE_FLAGS_SELF;
	} else if (is(w, "master")) {
		p->flags |= BRIDGE_FLAGS_MASTER;
	} else {
		usage();
	}
}

static int link_set(struct args *a)
{
	unsigned char buf[NL_REQ_SIZE];
	struct port_set p;
	const char *dev = NULL;
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	int idx, err;

	for (int i = 0; i < OPT_NUM; i++)
		p.val[i] = -1;
	p.val[OPT_COST] = 0;
	p.backup = -1;
	p.hwmode = -1;
	p.flags = 0;

	for (; args_more(a); args_skip(a)) {
		if (is(args_cur(a), "dev"))
			dev = args_next(a);
		else
			parse_port_opt(a, &p);
	}
	if (!dev) {
		fprintf(stderr, "Device is a required argument.\n");
		exit(255);
	}
	idx = ll_name_to_index(dev);
	if (!idx) {
		fprintf(stderr, "Cannot find bridge device \"%s\"\n", dev);
		br_line_fail(255);
	}

	nlh = nl_msg_start(buf, RTM_SETLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_BRIDGE;
	ifi->ifi_index = idx;
	put_protinfo(nlh, &p);

	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;
	}
	return 0;
}

int do_link(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!argc)
		return link_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "set") || matches(w, "change"))
		return link_set(&a);
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return link_show(&a);
	if (matches(w, "help"))
		usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"bridge link help\".\n",
		w);
	exit(255);
}
