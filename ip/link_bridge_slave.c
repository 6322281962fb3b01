// SPDX-License-Identifier: GPL-2.0
/* link_bridge_slave.c — bridge ports: IFLA_BRPORT_* options and -d line */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <linux/if_bridge.h>

#include "names.h"
#include "print.h"
#include "link_kind.h"
#include "nl.h"

/* Defined in link_bridge.c: the same timer and id formats as the bridge. */
void bridge_print_timer(const char *key, const struct nlattr *attr);
void bridge_print_id(const char *key, const char *name,
		     const struct nlattr *attr);

static void bridge_slave_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... bridge_slave [ fdb_flush ]\n"
		"\t\t\t[ state STATE ]\n"
		"\t\t\t[ priority PRIO ]\n"
		"\t\t\t[ cost COST ]\n"
		"\t\t\t[ guard {on | off} ]\n"
		"\t\t\t[ hairpin {on | off} ]\n"
		"\t\t\t[ fastleave {on | off} ]\n"
		"\t\t\t[ root_block {on | off} ]\n"
		"\t\t\t[ learning {on | off} ]\n"
		"\t\t\t[ flood {on | off} ]\n"
		"\t\t\t[ proxy_arp {on | off} ]\n"
		"\t\t\t[ proxy_arp_wifi {on | off} ]\n"
		"\t\t\t[ mcast_router MULTICAST_ROUTER ]\n"
		"\t\t\t[ mcast_fast_leave {on | off} ]\n"
		"\t\t\t[ mcast_flood {on | off} ]\n"
		"\t\t\t[ bcast_flood {on | off} ]\n"
		"\t\t\t[ mcast_to_unicast {on | off} ]\n"
		"\t\t\t[ group_fwd_mask MASK ]\n"
		"\t\t\t[ neigh_suppress {on | off} ]\n"
		"\t\t\t[ vlan_tunnel {on | off} ]\n"
		"\t\t\t[ isolated {on | off} ]\n"
		"\t\t\t[ locked {on | off} ]\n"
		"\t\t\t[ backup_port DEVICE ] [ nobackup_port ]\n");
}

/* ---- parsing --------------------------------------------------------- */

enum bp_arg {
	BP_FLAG,	/* fdb_flush */
	BP_ONOFF,
	BP_U8,
	BP_U16,
	BP_U32,
	BP_DEV,		/* backup_port DEVICE */
	BP_NODEV,	/* nobackup_port */
	BP_HELP,
};

struct bp_opt {
	const char *kw;
	enum bp_arg arg;
	unsigned short attr;
	const char *err;	/* invarg() message for numbers */
};

/* Table order decides abbreviations ("m" is mcast_flood, "b" bcast_flood). */
static const struct bp_opt bp_opts[] = {
	{ "fdb_flush", BP_FLAG, IFLA_BRPORT_FLUSH, NULL },
	{ "state", BP_U8, IFLA_BRPORT_STATE, "state is invalid" },
	{ "priority", BP_U16, IFLA_BRPORT_PRIORITY, "priority is invalid" },
	{ "cost", BP_U32, IFLA_BRPORT_COST, "cost is invalid" },
	{ "guard", BP_ONOFF, IFLA_BRPORT_GUARD, NULL },
	{ "hairpin", BP_ONOFF, IFLA_BRPORT_MODE, NULL },
	{ "fastleave", BP_ONOFF, IFLA_BRPORT_FAST_LEAVE, NULL },
	{ "root_block", BP_ONOFF, IFLA_BRPORT_PROTECT, NULL },
	{ "learning", BP_ONOFF, IFLA_BRPORT_LEARNING, NULL },
	{ "flood", BP_ONOFF, IFLA_BRPORT_UNICAST_FLOOD, NULL },
	{ "proxy_arp", BP_ONOFF, IFLA_BRPORT_PROXYARP, NULL },
	{ "proxy_arp_wifi", BP_ONOFF, IFLA_BRPORT_PROXYARP_WIFI, NULL },
	{ "mcast_flood", BP_ONOFF, IFLA_BRPORT_MCAST_FLOOD, NULL },
	{ "mcast_router", BP_U8, IFLA_BRPORT_MULTICAST_ROUTER,
	  "invalid mcast_router" },
	{ "mcast_fast_leave", BP_ONOFF, IFLA_BRPORT_FAST_LEAVE, NULL },
	{ "mcast_to_unicast", BP_ONOFF, IFLA_BRPORT_MCAST_TO_UCAST, NULL },
	{ "bcast_flood", BP_ONOFF, IFLA_BRPORT_BCAST_FLOOD, NULL },
	{ "group_fwd_mask", BP_U16, IFLA_BRPORT_GROUP_FWD_MASK,
	  "invalid group_fwd_mask" },
	{ "neigh_suppress", BP_ONOFF, IFLA_BRPORT_NEIGH_SUPPRESS, NULL },
	{ "vlan_tunnel", BP_ONOFF, IFLA_BRPORT_VLAN_TUNNEL, NULL },
	{ "isolated", BP_ONOFF, IFLA_BRPORT_ISOLATED, NULL },
	{ "locked", BP_ONOFF, IFLA_BRPORT_LOCKED, NULL },
	{ "backup_port", BP_DEV, IFLA_BRPORT_BACKUP_PORT, NULL },
	{ "nobackup_port", BP_NODEV, IFLA_BRPORT_BACKUP_PORT, NULL },
	{ "help", BP_HELP, 0, NULL },
};

static const struct bp_opt *bp_opt_find(const char *w)
{
	for (size_t i = 0; i < sizeof(bp_opts) / sizeof(bp_opts[0]); i++)
		if (matches(w, bp_opts[i].kw))
			return &bp_opts[i];
	return NULL;
}

static int bp_put_value(struct nlmsghdr *nlh, const struct bp_opt *o,
			const char *v)
{
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;
	int on, idx;

	switch (o->arg) {
	case BP_ONOFF:
		on = parse_one_of_on_off(v);
		if (on < 0) {
			fprintf(stderr,
				"Error: argument of \"%s\" must be one of \"off\", \"on\", not \"%s\"\n",
				o->kw, v);
			return 1;
		}
		nl_attr_put_u8(nlh, o->attr, (uint8_t)on);
		break;
	case BP_U8:
		if (get_u8(&u8, v, 0))
			invarg(o->err, v);
		nl_attr_put_u8(nlh, o->attr, u8);
		break;
	case BP_U16:
		if (get_u16(&u16, v, 0))
			invarg(o->err, v);
		nl_attr_put_u16(nlh, o->attr, u16);
		break;
	case BP_U32:
		if (get_u32(&u32, v, 0))
			invarg(o->err, v);
		nl_attr_put_u32(nlh, o->attr, u32);
		break;
	case BP_DEV:
		idx = ll_name_to_index(v);
		if (!idx) {
			/* the reference ends this message with a blank line */
			fprintf(stderr,
				"Error: argument \"%s\" is wrong: Device does not exist\n\n",
				v);
			return 255;
		}
		nl_attr_put_u32(nlh, o->attr, (uint32_t)idx);
		break;
	default:
		break;
	}
	return 0;
}

static int bridge_slave_parse(struct link_req *req, struct args *a)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		const struct bp_opt *o = bp_opt_find(w);
		int err;

		if (!o) {
			fprintf(stderr, "bridge_slave: unknown option \"%s\"?\n",
				w);
			bridge_slave_usage(stderr);
			return 1;
		}
		switch (o->arg) {
		case BP_HELP:
			bridge_slave_usage(stderr);
			return 1;
		case BP_FLAG:
			nl_attr_put(req->nlh, o->attr, 0, NULL);
			continue;
		case BP_NODEV:
			nl_attr_put_u32(req->nlh, o->attr, 0);
			continue;
		default:
			err = bp_put_value(req->nlh, o, args_next(a));
			if (err)
				return err;
		}
	}
	return 0;
}

/* ---- printing -------------------------------------------------------- */

static const char *const port_states[] = {
	[BR_STATE_DISABLED] = "disabled",
	[BR_STATE_LISTENING] = "listening",
	[BR_STATE_LEARNING] = "learning",
	[BR_STATE_FORWARDING] = "forwarding",
	[BR_STATE_BLOCKING] = "blocking",
};

static void bp_print_state(const struct nlattr *a)
{
	uint8_t s = mnl_attr_get_u8(a);

	if (s < sizeof(port_states) / sizeof(port_states[0]))
		pr_str(PR_ANY, "state", "state %s ", port_states[s]);
	else
		pr_uint(PR_ANY, "state", "state (%u) ", s);
}

/* The group forward mask and its per-address reading ("lldp", "0x8"). */
static void bp_print_fwd_mask(const struct nlattr *a)
{
	uint16_t mask = mnl_attr_get_u16(a);
	char hex[16], str[256];
	size_t off = 0;

	snprintf(hex, sizeof(hex), "%#x", mask);
	pr_str(PR_ANY, "group_fwd_mask", "group_fwd_mask %s ", hex);
	str[0] = '\0';
	if (!mask)
		snprintf(str, sizeof(str), "0x0");
	for (int bit = 0; bit < 16; bit++) {
		if (!(mask & (1U << bit)))
			continue;
		if (bit == 14)
			off += (size_t)snprintf(str + off, sizeof(str) - off,
						"%slldp", off ? "," : "");
		else
			off += (size_t)snprintf(str + off, sizeof(str) - off,
						"%s0x%x", off ? "," : "",
						1U << bit);
	}
	pr_str(PR_ANY, "group_fwd_mask_str", "group_fwd_mask_str %s ", str);
}

enum bp_pr {
	BPP_ONOFF,
	BPP_ONOFF_TEXT,	/* text only: a second name for the same flag */
	BPP_U8,
	BPP_U16,
	BPP_U32,
	BPP_HEX16,
	BPP_ID,
	BPP_TIMER,
	BPP_STATE,
	BPP_FWD_MASK,
	BPP_DEV,
};

struct bp_field {
	unsigned short attr;
	enum bp_pr how;
	const char *key;	/* JSON key */
	const char *name;	/* text label */
};

/* The order of the reference's -d line. */
static const struct bp_field bp_fields[] = {
	{ IFLA_BRPORT_STATE, BPP_STATE, "state", "state" },
	{ IFLA_BRPORT_PRIORITY, BPP_U16, "priority", "priority" },
	{ IFLA_BRPORT_COST, BPP_U32, "cost", "cost" },
	{ IFLA_BRPORT_MODE, BPP_ONOFF, "hairpin", "hairpin" },
	{ IFLA_BRPORT_GUARD, BPP_ONOFF, "guard", "guard" },
	{ IFLA_BRPORT_PROTECT, BPP_ONOFF, "root_block", "root_block" },
	{ IFLA_BRPORT_FAST_LEAVE, BPP_ONOFF, "fastleave", "fastleave" },
	{ IFLA_BRPORT_LEARNING, BPP_ONOFF, "learning", "learning" },
	{ IFLA_BRPORT_UNICAST_FLOOD, BPP_ONOFF, "flood", "flood" },
	{ IFLA_BRPORT_ID, BPP_HEX16, "id", "port_id" },
	{ IFLA_BRPORT_NO, BPP_HEX16, "no", "port_no" },
	{ IFLA_BRPORT_DESIGNATED_PORT, BPP_U16, "designated_port",
	  "designated_port" },
	{ IFLA_BRPORT_DESIGNATED_COST, BPP_U16, "designated_cost",
	  "designated_cost" },
	{ IFLA_BRPORT_BRIDGE_ID, BPP_ID, "bridge_id", "designated_bridge" },
	{ IFLA_BRPORT_ROOT_ID, BPP_ID, "root_id", "designated_root" },
	{ IFLA_BRPORT_HOLD_TIMER, BPP_TIMER, "hold_timer", NULL },
	{ IFLA_BRPORT_MESSAGE_AGE_TIMER, BPP_TIMER, "message_age_timer",
	  NULL },
	{ IFLA_BRPORT_FORWARD_DELAY_TIMER, BPP_TIMER, "forward_delay_timer",
	  NULL },
	{ IFLA_BRPORT_TOPOLOGY_CHANGE_ACK, BPP_U8, "topology_change_ack",
	  "topology_change_ack" },
	{ IFLA_BRPORT_CONFIG_PENDING, BPP_U8, "config_pending",
	  "config_pending" },
	{ IFLA_BRPORT_PROXYARP, BPP_ONOFF, "proxy_arp", "proxy_arp" },
	{ IFLA_BRPORT_PROXYARP_WIFI, BPP_ONOFF, "proxy_arp_wifi",
	  "proxy_arp_wifi" },
	{ IFLA_BRPORT_MULTICAST_ROUTER, BPP_U8, "multicast_router",
	  "mcast_router" },
	{ IFLA_BRPORT_FAST_LEAVE, BPP_ONOFF_TEXT, NULL, "mcast_fast_leave" },
	{ IFLA_BRPORT_MCAST_FLOOD, BPP_ONOFF, "mcast_flood", "mcast_flood" },
	{ IFLA_BRPORT_BCAST_FLOOD, BPP_ONOFF, "bcast_flood", "bcast_flood" },
	{ IFLA_BRPORT_MCAST_TO_UCAST, BPP_ONOFF, "mcast_to_unicast",
	  "mcast_to_unicast" },
	{ IFLA_BRPORT_NEIGH_SUPPRESS, BPP_ONOFF, "neigh_suppress",
	  "neigh_suppress" },
	{ IFLA_BRPORT_GROUP_FWD_MASK, BPP_FWD_MASK, NULL, NULL },
	{ IFLA_BRPORT_VLAN_TUNNEL, BPP_ONOFF, "vlan_tunnel", "vlan_tunnel" },
	{ IFLA_BRPORT_ISOLATED, BPP_ONOFF, "isolated", "isolated" },
	{ IFLA_BRPORT_LOCKED, BPP_ONOFF, "locked", "locked" },
	{ IFLA_BRPORT_BACKUP_PORT, BPP_DEV, "backup_port", "backup_port" },
};

static const size_t bp_width[] = {
	[BPP_ONOFF] = 1, [BPP_ONOFF_TEXT] = 1, [BPP_U8] = 1, [BPP_U16] = 2,
	[BPP_U32] = 4, [BPP_HEX16] = 2,
	[BPP_ID] = sizeof(struct ifla_bridge_id), [BPP_TIMER] = 8,
	[BPP_STATE] = 1, [BPP_FWD_MASK] = 2, [BPP_DEV] = 4,
};

static void bp_print_field(const struct bp_field *f, const struct nlattr *a)
{
	char fmt[80], buf[16];

	switch (f->how) {
	case BPP_ONOFF:
		print_on_off(f->key, f->name, mnl_attr_get_u8(a));
		return;
	case BPP_ONOFF_TEXT:
		pr_text("%s %s ", f->name, mnl_attr_get_u8(a) ? "on" : "off");
		return;
	case BPP_ID:
		bridge_print_id(f->key, f->name, a);
		return;
	case BPP_TIMER:
		bridge_print_timer(f->key, a);
		return;
	case BPP_STATE:
		bp_print_state(a);
		return;
	case BPP_FWD_MASK:
		bp_print_fwd_mask(a);
		return;
	case BPP_DEV:
		snprintf(fmt, sizeof(fmt), "%s %%s ", f->name);
		pr_str(PR_ANY, f->key, fmt,
		       ll_idx_n2a((int)mnl_attr_get_u32(a)));
		return;
	case BPP_HEX16:
		snprintf(buf, sizeof(buf), "0x%x", mnl_attr_get_u16(a));
		snprintf(fmt, sizeof(fmt), "%s %%s ", f->name);
		pr_str(PR_ANY, f->key, fmt, buf);
		return;
	case BPP_U8:
		snprintf(fmt, sizeof(fmt), "%s %%u ", f->name);
		pr_uint(PR_ANY, f->key, fmt, mnl_attr_get_u8(a));
		return;
	case BPP_U16:
		snprintf(fmt, sizeof(fmt), "%s %%u ", f->name);
		pr_uint(PR_ANY, f->key, fmt, mnl_attr_get_u16(a));
		return;
	case BPP_U32:
		snprintf(fmt, sizeof(fmt), "%s %%u ", f->name);
		pr_uint(PR_ANY, f->key, fmt, mnl_attr_get_u32(a));
		return;
	}
}

static void bridge_slave_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_BRPORT_MAX + 1];

	if (nest_parse(data, tb, IFLA_BRPORT_MAX) < 0)
		return;
	for (size_t i = 0; i < sizeof(bp_fields) / sizeof(bp_fields[0]); i++) {
		const struct bp_field *f = &bp_fields[i];
		const struct nlattr *a = tb[f->attr];

		if (a && mnl_attr_get_payload_len(a) >= bp_width[f->how])
			bp_print_field(f, a);
	}
}

const struct link_kind bridge_slave_kind = {
	.name = "bridge_slave",
	.parse = bridge_slave_parse,
	.print = bridge_slave_print,
	.usage = bridge_slave_usage,
};
