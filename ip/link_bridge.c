// SPDX-License-Identifier: GPL-2.0
/* link_bridge.c — bridge: the IFLA_BR_* options and their -d printer */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <arpa/inet.h>
#include <linux/if_bridge.h>
#include <linux/if_ether.h>

#include "print.h"
#include "link_kind.h"
#include "nl.h"

static void bridge_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... bridge [ fdb_flush ]\n"
		"\t\t  [ forward_delay FORWARD_DELAY ]\n"
		"\t\t  [ hello_time HELLO_TIME ]\n"
		"\t\t  [ max_age MAX_AGE ]\n"
		"\t\t  [ ageing_time AGEING_TIME ]\n"
		"\t\t  [ stp_state STP_STATE ]\n"
		"\t\t  [ priority PRIORITY ]\n"
		"\t\t  [ group_fwd_mask MASK ]\n"
		"\t\t  [ group_address ADDRESS ]\n"
		"\t\t  [ no_linklocal_learn NO_LINKLOCAL_LEARN ]\n"
		"\t\t  [ vlan_filtering VLAN_FILTERING ]\n"
		"\t\t  [ vlan_protocol VLAN_PROTOCOL ]\n"
		"\t\t  [ vlan_default_pvid VLAN_DEFAULT_PVID ]\n"
		"\t\t  [ vlan_stats_enabled VLAN_STATS_ENABLED ]\n"
		"\t\t  [ vlan_stats_per_port VLAN_STATS_PER_PORT ]\n"
		"\t\t  [ mcast_snooping MULTICAST_SNOOPING ]\n"
		"\t\t  [ mcast_vlan_snooping MULTICAST_VLAN_SNOOPING ]\n"
		"\t\t  [ mcast_router MULTICAST_ROUTER ]\n"
		"\t\t  [ mcast_query_use_ifaddr MCAST_QUERY_USE_IFADDR ]\n"
		"\t\t  [ mcast_querier MULTICAST_QUERIER ]\n"
		"\t\t  [ mcast_hash_elasticity HASH_ELASTICITY ]\n"
		"\t\t  [ mcast_hash_max HASH_MAX ]\n"
		"\t\t  [ mcast_last_member_count LAST_MEMBER_COUNT ]\n"
		"\t\t  [ mcast_startup_query_count STARTUP_QUERY_COUNT ]\n"
		"\t\t  [ mcast_last_member_interval LAST_MEMBER_INTERVAL ]\n"
		"\t\t  [ mcast_membership_interval MEMBERSHIP_INTERVAL ]\n"
		"\t\t  [ mcast_querier_interval QUERIER_INTERVAL ]\n"
		"\t\t  [ mcast_query_interval QUERY_INTERVAL ]\n"
		"\t\t  [ mcast_query_response_interval QUERY_RESPONSE_INTERVAL ]\n"
		"\t\t  [ mcast_startup_query_interval STARTUP_QUERY_INTERVAL ]\n"
		"\t\t  [ mcast_stats_enabled MCAST_STATS_ENABLED ]\n"
		"\t\t  [ mcast_igmp_version IGMP_VERSION ]\n"
		"\t\t  [ mcast_mld_version MLD_VERSION ]\n"
		"\t\t  [ nf_call_iptables NF_CALL_IPTABLES ]\n"
		"\t\t  [ nf_call_ip6tables NF_CALL_IP6TABLES ]\n"
		"\t\t  [ nf_call_arptables NF_CALL_ARPTABLES ]\n"
		"\n"
		"Where: VLAN_PROTOCOL := { 802.1Q | 802.1ad }\n");
}

/* ---- parsing --------------------------------------------------------- */

enum br_arg {
	BR_U8,
	BR_U16,
	BR_U32,
	BR_U64,
	BR_FLAG,	/* no value: fdb_flush */
	BR_PROTO,	/* 802.1Q | 802.1ad */
	BR_LLADDR,	/* group_address */
	BR_BOOLOPT,	/* a bit of IFLA_BR_MULTI_BOOLOPT, value 0/non-0 */
	BR_HELP,
};

struct br_opt {
	const char *kw;
	enum br_arg arg;
	unsigned short attr;	/* IFLA_BR_*, or the BR_BOOLOPT_* bit */
	bool exact;		/* no abbreviation */
};

/*
 * Table order decides abbreviations: the first keyword a word is a
 * prefix of wins ("mc" is mcast_router, "n" is nf_call_iptables).
 */
static const struct br_opt br_opts[] = {
	{ "forward_delay", BR_U32, IFLA_BR_FORWARD_DELAY, false },
	{ "hello_time", BR_U32, IFLA_BR_HELLO_TIME, false },
	{ "max_age", BR_U32, IFLA_BR_MAX_AGE, false },
	{ "ageing_time", BR_U32, IFLA_BR_AGEING_TIME, false },
	{ "stp_state", BR_U32, IFLA_BR_STP_STATE, false },
	{ "priority", BR_U16, IFLA_BR_PRIORITY, false },
	{ "vlan_filtering", BR_U8, IFLA_BR_VLAN_FILTERING, false },
	{ "vlan_protocol", BR_PROTO, IFLA_BR_VLAN_PROTOCOL, false },
	{ "group_fwd_mask", BR_U16, IFLA_BR_GROUP_FWD_MASK, false },
	{ "group_address", BR_LLADDR, IFLA_BR_GROUP_ADDR, false },
	{ "fdb_flush", BR_FLAG, IFLA_BR_FDB_FLUSH, true },
	{ "vlan_default_pvid", BR_U16, IFLA_BR_VLAN_DEFAULT_PVID, false },
	{ "vlan_stats_enabled", BR_U8, IFLA_BR_VLAN_STATS_ENABLED, false },
	{ "vlan_stats_per_port", BR_U8, IFLA_BR_VLAN_STATS_PER_PORT, false },
	{ "mcast_router", BR_U8, IFLA_BR_MCAST_ROUTER, false },
	{ "mcast_snooping", BR_U8, IFLA_BR_MCAST_SNOOPING, false },
	{ "mcast_vlan_snooping", BR_BOOLOPT, BR_BOOLOPT_MCAST_VLAN_SNOOPING,
	  true },
	{ "mcast_query_use_ifaddr", BR_U8, IFLA_BR_MCAST_QUERY_USE_IFADDR,
	  false },
	{ "mcast_querier", BR_U8, IFLA_BR_MCAST_QUERIER, false },
	{ "mcast_hash_elasticity", BR_U32, IFLA_BR_MCAST_HASH_ELASTICITY,
	  false },
	{ "mcast_hash_max", BR_U32, IFLA_BR_MCAST_HASH_MAX, false },
	{ "mcast_last_member_count", BR_U32, IFLA_BR_MCAST_LAST_MEMBER_CNT,
	  false },
	{ "mcast_startup_query_count", BR_U32,
	  IFLA_BR_MCAST_STARTUP_QUERY_CNT, false },
	{ "mcast_last_member_interval", BR_U64,
	  IFLA_BR_MCAST_LAST_MEMBER_INTVL, false },
	{ "mcast_membership_interval", BR_U64,
	  IFLA_BR_MCAST_MEMBERSHIP_INTVL, false },
	{ "mcast_querier_interval", BR_U64, IFLA_BR_MCAST_QUERIER_INTVL,
	  false },
	{ "mcast_query_interval", BR_U64, IFLA_BR_MCAST_QUERY_INTVL, false },
	{ "mcast_query_response_interval", BR_U64,
	  IFLA_BR_MCAST_QUERY_RESPONSE_INTVL, false },
	{ "mcast_startup_query_interval", BR_U64,
	  IFLA_BR_MCAST_STARTUP_QUERY_INTVL, false },
	{ "mcast_stats_enabled", BR_U8, IFLA_BR_MCAST_STATS_ENABLED, false },
	{ "mcast_igmp_version", BR_U8, IFLA_BR_MCAST_IGMP_VERSION, false },
	{ "mcast_mld_version", BR_U8, IFLA_BR_MCAST_MLD_VERSION, false },
	{ "nf_call_iptables", BR_U8, IFLA_BR_NF_CALL_IPTABLES, false },
	{ "nf_call_ip6tables", BR_U8, IFLA_BR_NF_CALL_IP6TABLES, false },
	{ "nf_call_arptables", BR_U8, IFLA_BR_NF_CALL_ARPTABLES, false },
	{ "no_linklocal_learn", BR_BOOLOPT, BR_BOOLOPT_NO_LL_LEARN, true },
	{ "help", BR_HELP, 0, false },
};

static const struct br_opt *br_opt_find(const char *w)
{
	for (size_t i = 0; i < sizeof(br_opts) / sizeof(br_opts[0]); i++) {
		const struct br_opt *o = &br_opts[i];

		if (o->exact ? is(w, o->kw) : matches(w, o->kw))
			return o;
	}
	return NULL;
}

/* Unsigned 64-bit value the way strtoull reads it: "-1" wraps. */
static int br_get_u64(uint64_t *v, const char *s)
{
	if (s[0] == '-' && s[1] != '-' && s[1] != '+') {
		if (get_u64(v, s + 1, 0))
			return -1;
		*v = -*v;
		return 0;
	}
	return get_u64(v, s, 0);
}

static int br_put_proto(struct nlmsghdr *nlh, const char *v)
{
	uint16_t proto;

	if (!strcasecmp(v, "802.1Q"))
		proto = ETH_P_8021Q;
	else if (!strcasecmp(v, "802.1ad"))
		proto = ETH_P_8021AD;
	else
		invarg("invalid vlan_protocol", v);
	nl_attr_put_u16(nlh, IFLA_BR_VLAN_PROTOCOL, htons(proto));
	return 0;
}

static int br_put_lladdr(struct nlmsghdr *nlh, unsigned short attr,
			 const char *v)
{
	unsigned char addr[32];
	int len = parse_lladdr(v, addr, sizeof(addr));

	if (len < 0) {
		lladdr_error(v);
		return 1;
	}
	nl_attr_put(nlh, attr, (size_t)len, addr);
	return 0;
}

/* One option with a value; the value is the current word of a. */
static int br_put_value(struct nlmsghdr *nlh, const struct br_opt *o,
			const char *v, struct br_boolopt_multi *bm)
{
	char msg[64];
	uint64_t u64;
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;

	snprintf(msg, sizeof(msg), "invalid %s", o->kw);
	switch (o->arg) {
	case BR_U8:
		if (get_u8(&u8, v, 0))
			invarg(msg, v);
		nl_attr_put_u8(nlh, o->attr, u8);
		break;
	case BR_U16:
		if (get_u16(&u16, v, 0))
			invarg(msg, v);
		nl_attr_put_u16(nlh, o->attr, u16);
		break;
	case BR_U32:
		if (get_u32(&u32, v, 0))
			invarg(msg, v);
		nl_attr_put_u32(nlh, o->attr, u32);
		break;
	case BR_U64:
		if (br_get_u64(&u64, v))
			invarg(msg, v);
		nl_attr_put_u64(nlh, o->attr, u64);
		break;
	case BR_BOOLOPT:
		if (get_u8(&u8, v, 0))
			invarg(msg, v);
		bm->optmask |= 1U << o->attr;
		if (u8)
			bm->optval |= 1U << o->attr;
		else
			bm->optval &= ~(1U << o->attr);
		break;
	case BR_PROTO:
		return br_put_proto(nlh, v);
	case BR_LLADDR:
		return br_put_lladdr(nlh, o->attr, v);
	default:
		break;
	}
	return 0;
}

static int bridge_parse(struct link_req *req, struct args *a)
{
	struct br_boolopt_multi bm = { 0, 0 };

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		const struct br_opt *o = br_opt_find(w);
		int err;

		if (!o) {
			fprintf(stderr, "bridge: unknown command \"%s\"?\n", w);
			bridge_usage(stderr);
			return 1;
		}
		if (o->arg == BR_HELP) {
			bridge_usage(stderr);
			return 1;
		}
		if (o->arg == BR_FLAG) {
			nl_attr_put(req->nlh, o->attr, 0, NULL);
			continue;
		}
		err = br_put_value(req->nlh, o, args_next(a), &bm);
		if (err)
			return err;
	}
	if (bm.optmask)
		nl_attr_put(req->nlh, IFLA_BR_MULTI_BOOLOPT, sizeof(bm), &bm);
	return 0;
}

/* ---- printing -------------------------------------------------------- */

/* Shared with link_bridge_slave.c, which prints the same kinds of value. */
void bridge_print_timer(const char *key, const struct nlattr *attr);
void bridge_print_id(const char *key, const char *name,
		     const struct nlattr *attr);

/* Timers come as centiseconds: text "%7.2f"-wide, JSON a bare number. */
void bridge_print_timer(const char *key, const struct nlattr *attr)
{
	char buf[64];
	uint64_t cs;

	if (mnl_attr_get_payload_len(attr) < sizeof(uint64_t))
		return;
	cs = mnl_attr_get_u64(attr);
	snprintf(buf, sizeof(buf), "%llu.%02llu",
		 (unsigned long long)(cs / 100), (unsigned long long)(cs % 100));
	pr_json_raw(key, buf);
	pr_text("%s %7s ", key, buf);
}

/* struct ifla_bridge_id as "8000.f2:8:9a:75:41:60". */
void bridge_print_id(const char *key, const char *name,
		     const struct nlattr *attr)
{
	const struct ifla_bridge_id *id;
	char fmt[64], buf[64];

	if (mnl_attr_get_payload_len(attr) < sizeof(*id))
		return;
	id = mnl_attr_get_payload(attr);
	snprintf(buf, sizeof(buf), "%.2x%.2x.%x:%x:%x:%x:%x:%x",
		 id->prio[0], id->prio[1], id->addr[0], id->addr[1],
		 id->addr[2], id->addr[3], id->addr[4], id->addr[5]);
	snprintf(fmt, sizeof(fmt), "%s %%s ", name);
	pr_str(PR_ANY, key, fmt, buf);
}

enum br_pr {
	PR_U8,
	PR_U16,
	PR_U32,
	PR_U64,
	PR_TIMER,
	PR_ID,
	PR_PROTO,
	PR_HEXMASK,
	PR_LLADDR,
	PR_BOOLOPTS,
};

struct br_field {
	unsigned short attr;
	enum br_pr how;
	const char *key;	/* JSON key */
	const char *name;	/* text label */
};

/* The order of the reference's -d line. */
static const struct br_field br_fields[] = {
	{ IFLA_BR_FORWARD_DELAY, PR_U32, "forward_delay", "forward_delay" },
	{ IFLA_BR_HELLO_TIME, PR_U32, "hello_time", "hello_time" },
	{ IFLA_BR_MAX_AGE, PR_U32, "max_age", "max_age" },
	{ IFLA_BR_AGEING_TIME, PR_U32, "ageing_time", "ageing_time" },
	{ IFLA_BR_STP_STATE, PR_U32, "stp_state", "stp_state" },
	{ IFLA_BR_PRIORITY, PR_U16, "priority", "priority" },
	{ IFLA_BR_VLAN_FILTERING, PR_U8, "vlan_filtering", "vlan_filtering" },
	{ IFLA_BR_VLAN_PROTOCOL, PR_PROTO, "vlan_protocol", "vlan_protocol" },
	{ IFLA_BR_BRIDGE_ID, PR_ID, "bridge_id", "bridge_id" },
	{ IFLA_BR_ROOT_ID, PR_ID, "root_id", "designated_root" },
	{ IFLA_BR_ROOT_PORT, PR_U16, "root_port", "root_port" },
	{ IFLA_BR_ROOT_PATH_COST, PR_U32, "root_path_cost", "root_path_cost" },
	{ IFLA_BR_TOPOLOGY_CHANGE, PR_U8, "topology_change",
	  "topology_change" },
	{ IFLA_BR_TOPOLOGY_CHANGE_DETECTED, PR_U8, "topology_change_detected",
	  "topology_change_detected" },
	{ IFLA_BR_HELLO_TIMER, PR_TIMER, "hello_timer", NULL },
	{ IFLA_BR_TCN_TIMER, PR_TIMER, "tcn_timer", NULL },
	{ IFLA_BR_TOPOLOGY_CHANGE_TIMER, PR_TIMER, "topology_change_timer",
	  NULL },
	{ IFLA_BR_GC_TIMER, PR_TIMER, "gc_timer", NULL },
	{ IFLA_BR_VLAN_DEFAULT_PVID, PR_U16, "vlan_default_pvid",
	  "vlan_default_pvid" },
	{ IFLA_BR_VLAN_STATS_ENABLED, PR_U8, "vlan_stats_enabled",
	  "vlan_stats_enabled" },
	{ IFLA_BR_VLAN_STATS_PER_PORT, PR_U8, "vlan_stats_per_port",
	  "vlan_stats_per_port" },
	{ IFLA_BR_GROUP_FWD_MASK, PR_HEXMASK, "group_fwd_mask",
	  "group_fwd_mask" },
	{ IFLA_BR_GROUP_ADDR, PR_LLADDR, "group_addr", "group_address" },
	{ IFLA_BR_MCAST_SNOOPING, PR_U8, "mcast_snooping", "mcast_snooping" },
	{ IFLA_BR_MULTI_BOOLOPT, PR_BOOLOPTS, NULL, NULL },
	{ IFLA_BR_MCAST_ROUTER, PR_U8, "mcast_router", "mcast_router" },
	{ IFLA_BR_MCAST_QUERY_USE_IFADDR, PR_U8, "mcast_query_use_ifaddr",
	  "mcast_query_use_ifaddr" },
	{ IFLA_BR_MCAST_QUERIER, PR_U8, "mcast_querier", "mcast_querier" },
	{ IFLA_BR_MCAST_HASH_ELASTICITY, PR_U32, "mcast_hash_elasticity",
	  "mcast_hash_elasticity" },
	{ IFLA_BR_MCAST_HASH_MAX, PR_U32, "mcast_hash_max", "mcast_hash_max" },
	{ IFLA_BR_MCAST_LAST_MEMBER_CNT, PR_U32, "mcast_last_member_cnt",
	  "mcast_last_member_count" },
	{ IFLA_BR_MCAST_STARTUP_QUERY_CNT, PR_U32, "mcast_startup_query_cnt",
	  "mcast_startup_query_count" },
	{ IFLA_BR_MCAST_LAST_MEMBER_INTVL, PR_U64, "mcast_last_member_intvl",
	  "mcast_last_member_interval" },
	{ IFLA_BR_MCAST_MEMBERSHIP_INTVL, PR_U64, "mcast_membership_intvl",
	  "mcast_membership_interval" },
	{ IFLA_BR_MCAST_QUERIER_INTVL, PR_U64, "mcast_querier_intvl",
	  "mcast_querier_interval" },
	{ IFLA_BR_MCAST_QUERY_INTVL, PR_U64, "mcast_query_intvl",
	  "mcast_query_interval" },
	{ IFLA_BR_MCAST_QUERY_RESPONSE_INTVL, PR_U64,
	  "mcast_query_response_intvl", "mcast_query_response_interval" },
	{ IFLA_BR_MCAST_STARTUP_QUERY_INTVL, PR_U64,
	  "mcast_startup_query_intvl", "mcast_startup_query_interval" },
	{ IFLA_BR_MCAST_STATS_ENABLED, PR_U8, "mcast_stats_enabled",
	  "mcast_stats_enabled" },
	{ IFLA_BR_MCAST_IGMP_VERSION, PR_U8, "mcast_igmp_version",
	  "mcast_igmp_version" },
	{ IFLA_BR_MCAST_MLD_VERSION, PR_U8, "mcast_mld_version",
	  "mcast_mld_version" },
	{ IFLA_BR_NF_CALL_IPTABLES, PR_U8, "nf_call_iptables",
	  "nf_call_iptables" },
	{ IFLA_BR_NF_CALL_IP6TABLES, PR_U8, "nf_call_ip6tables",
	  "nf_call_ip6tables" },
	{ IFLA_BR_NF_CALL_ARPTABLES, PR_U8, "nf_call_arptables",
	  "nf_call_arptables" },
};

static const size_t br_width[] = {
	[PR_U8] = 1, [PR_U16] = 2, [PR_U32] = 4, [PR_U64] = 8,
	[PR_TIMER] = 8, [PR_ID] = sizeof(struct ifla_bridge_id),
	[PR_PROTO] = 2, [PR_HEXMASK] = 2, [PR_LLADDR] = 1,
	[PR_BOOLOPTS] = sizeof(struct br_boolopt_multi),
};

static void br_print_number(const struct br_field *f, const struct nlattr *a)
{
	char fmt[80];
	uint64_t v;

	switch (f->how) {
	case PR_U8: v = mnl_attr_get_u8(a); break;
	case PR_U16: v = mnl_attr_get_u16(a); break;
	case PR_U32: v = mnl_attr_get_u32(a); break;
	default: v = mnl_attr_get_u64(a); break;
	}
	snprintf(fmt, sizeof(fmt), "%s %%" PRIu64 " ", f->name);
	pr_u64(PR_ANY, f->key, fmt, v);
}

static void br_print_proto(const struct br_field *f, const struct nlattr *a)
{
	uint16_t p = ntohs(mnl_attr_get_u16(a));
	char buf[16];
	const char *s = buf;

	if (p == ETH_P_8021Q)
		s = "802.1Q";
	else if (p == ETH_P_8021AD)
		s = "802.1ad";
	else
		snprintf(buf, sizeof(buf), "0x%x", p);
	pr_str(PR_ANY, f->key, "vlan_protocol %s ", s);
}

static void br_print_boolopts(const struct nlattr *a)
{
	const struct br_boolopt_multi *bm = mnl_attr_get_payload(a);
	static const struct {
		unsigned int bit;
		const char *name;
	} opts[] = {
		{ BR_BOOLOPT_NO_LL_LEARN, "no_linklocal_learn" },
		{ BR_BOOLOPT_MCAST_VLAN_SNOOPING, "mcast_vlan_snooping" },
	};

	for (size_t i = 0; i < sizeof(opts) / sizeof(opts[0]); i++) {
		char fmt[64];
		uint32_t bit = 1U << opts[i].bit;

		if (!(bm->optmask & bit))
			continue;
		snprintf(fmt, sizeof(fmt), "%s %%u ", opts[i].name);
		pr_uint(PR_ANY, opts[i].name, fmt, !!(bm->optval & bit));
	}
}

static void br_print_field(const struct br_field *f, const struct nlattr *a)
{
	char buf[128], fmt[80];

	switch (f->how) {
	case PR_TIMER:
		bridge_print_timer(f->key, a);
		break;
	case PR_ID:
		bridge_print_id(f->key, f->name, a);
		break;
	case PR_PROTO:
		br_print_proto(f, a);
		break;
	case PR_HEXMASK:
		snprintf(buf, sizeof(buf), "%#x", mnl_attr_get_u16(a));
		snprintf(fmt, sizeof(fmt), "%s %%s ", f->name);
		pr_str(PR_ANY, f->key, fmt, buf);
		break;
	case PR_LLADDR:
		format_lladdr(mnl_attr_get_payload(a),
			      (int)mnl_attr_get_payload_len(a), buf,
			      sizeof(buf));
		snprintf(fmt, sizeof(fmt), "%s %%s ", f->name);
		pr_str(PR_ANY, f->key, fmt, buf);
		break;
	case PR_BOOLOPTS:
		br_print_boolopts(a);
		break;
	default:
		br_print_number(f, a);
		break;
	}
}

static void bridge_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_BR_MAX + 1];

	if (nest_parse(data, tb, IFLA_BR_MAX) < 0)
		return;
	for (size_t i = 0; i < sizeof(br_fields) / sizeof(br_fields[0]); i++) {
		const struct br_field *f = &br_fields[i];
		const struct nlattr *a = tb[f->attr];

		if (a && mnl_attr_get_payload_len(a) >= br_width[f->how])
			br_print_field(f, a);
	}
}

const struct link_kind bridge_kind = {
	.name = "bridge",
	.parse = bridge_parse,
	.print = bridge_print,
	.usage = bridge_usage,
};
