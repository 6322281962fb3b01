// SPDX-License-Identifier: GPL-2.0
/* link_bond.c — bond: the IFLA_BOND_* options and their -d printer */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>

#include "names.h"
#include "print.h"
#include "link_kind.h"
#include "nl.h"

static void bond_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... bond [ mode BONDMODE ] [ active_slave SLAVE_DEV ]\n"
		"                [ clear_active_slave ] [ miimon MIIMON ]\n"
		"                [ updelay UPDELAY ] [ downdelay DOWNDELAY ]\n"
		"                [ peer_notify_delay DELAY ]\n"
		"                [ use_carrier USE_CARRIER ]\n"
		"                [ arp_interval ARP_INTERVAL ]\n"
		"                [ arp_validate ARP_VALIDATE ]\n"
		"                [ arp_all_targets ARP_ALL_TARGETS ]\n"
		"                [ arp_ip_target [ ARP_IP_TARGET, ... ] ]\n"
		"                [ ns_ip6_target [ NS_IP6_TARGET, ... ] ]\n"
		"                [ primary SLAVE_DEV ]\n"
		"                [ primary_reselect PRIMARY_RESELECT ]\n"
		"                [ fail_over_mac FAIL_OVER_MAC ]\n"
		"                [ xmit_hash_policy XMIT_HASH_POLICY ]\n"
		"                [ resend_igmp RESEND_IGMP ]\n"
		"                [ num_grat_arp|num_unsol_na NUM_GRAT_ARP|NUM_UNSOL_NA ]\n"
		"                [ all_slaves_active ALL_SLAVES_ACTIVE ]\n"
		"                [ min_links MIN_LINKS ]\n"
		"                [ lp_interval LP_INTERVAL ]\n"
		"                [ packets_per_slave PACKETS_PER_SLAVE ]\n"
		"                [ tlb_dynamic_lb TLB_DYNAMIC_LB ]\n"
		"                [ lacp_rate LACP_RATE ]\n"
		"                [ lacp_active LACP_ACTIVE]\n"
		"                [ ad_select AD_SELECT ]\n"
		"                [ ad_user_port_key PORTKEY ]\n"
		"                [ ad_actor_sys_prio SYSPRIO ]\n"
		"                [ ad_actor_system LLADDR ]\n"
		"                [ arp_missed_max MISSED_MAX ]\n"
		"\n"
		"BONDMODE := balance-rr|active-backup|balance-xor|broadcast|802.3ad|balance-tlb|balance-alb\n"
		"ARP_VALIDATE := none|active|backup|all|filter|filter_active|filter_backup\n"
		"ARP_ALL_TARGETS := any|all\n"
		"PRIMARY_RESELECT := always|better|failure\n"
		"FAIL_OVER_MAC := none|active|follow\n"
		"XMIT_HASH_POLICY := layer2|layer2+3|layer3+4|encap2+3|encap3+4|vlan+srcmac\n"
		"LACP_ACTIVE := off|on\n"
		"LACP_RATE := slow|fast\n"
		"AD_SELECT := stable|bandwidth|count\n");
}

/* ---- value names, indexed by the kernel's value ----------------------- */

struct name_list {
	const char *const *names;
	unsigned int n;
};

#define NAME_LIST(a) { a, sizeof(a) / sizeof(a[0]) }

static const char *const mode_names[] = {
	"balance-rr", "active-backup", "balance-xor", "broadcast",
	"802.3ad", "balance-tlb", "balance-alb",
};
static const char *const arp_validate_names[] = {
	"none", "active", "backup", "all", "filter", "filter_active",
	"filter_backup",
};
static const char *const arp_all_targets_names[] = { "any", "all" };
static const char *const primary_reselect_names[] = {
	"always", "better", "failure",
};
static const char *const fail_over_mac_names[] = {
	"none", "active", "follow",
};
static const char *const xmit_hash_policy_names[] = {
	"layer2", "layer3+4", "layer2+3", "encap2+3", "encap3+4",
	"vlan+srcmac",
};
static const char *const lacp_rate_names[] = { "slow", "fast" };
static const char *const lacp_active_names[] = { "off", "on" };
static const char *const ad_select_names[] = {
	"stable", "bandwidth", "count",
};

static const struct name_list modes = NAME_LIST(mode_names);
static const struct name_list arp_validates = NAME_LIST(arp_validate_names);
static const struct name_list arp_all_targets =
	NAME_LIST(arp_all_targets_names);
static const struct name_list primary_reselects =
	NAME_LIST(primary_reselect_names);
static const struct name_list fail_over_macs = NAME_LIST(fail_over_mac_names);
static const struct name_list xmit_hash_policies =
	NAME_LIST(xmit_hash_policy_names);
static const struct name_list lacp_rates = NAME_LIST(lacp_rate_names);
static const struct name_list lacp_actives = NAME_LIST(lacp_active_names);
static const struct name_list ad_selects = NAME_LIST(ad_select_names);

/* ---- parsing --------------------------------------------------------- */

enum bond_arg {
	B_U8,
	B_U16,
	B_U32,
	B_ENUM8,	/* a name of .names (or its index), one byte */
	B_ENUM32,	/* the same, four bytes */
	B_DEV,		/* a device name as its ifindex */
	B_CLEAR,	/* clear_active_slave: ifindex 0, no value */
	B_IP4LIST,	/* comma separated IPv4 addresses */
	B_IP6LIST,	/* comma separated IPv6 addresses */
	B_LLADDR,
	B_HELP,
};

struct bond_opt {
	const char *kw;
	enum bond_arg arg;
	unsigned short attr;
	bool exact;			/* no abbreviation */
	const struct name_list *names;	/* B_ENUM* */
	const char *err;		/* invarg() message */
};

/*
 * Table order decides abbreviations: the first keyword a word is a prefix
 * of wins ("p" is peer_notify_delay, "l" is lp_interval).
 */
static const struct bond_opt bond_opts[] = {
	{ "mode", B_ENUM8, IFLA_BOND_MODE, false, &modes, "invalid mode" },
	{ "active_slave", B_DEV, IFLA_BOND_ACTIVE_SLAVE, false, NULL, NULL },
	{ "clear_active_slave", B_CLEAR, IFLA_BOND_ACTIVE_SLAVE, false, NULL,
	  NULL },
	{ "miimon", B_U32, IFLA_BOND_MIIMON, false, NULL, "invalid miimon" },
	{ "updelay", B_U32, IFLA_BOND_UPDELAY, false, NULL,
	  "invalid updelay" },
	{ "downdelay", B_U32, IFLA_BOND_DOWNDELAY, false, NULL,
	  "invalid downdelay" },
	{ "peer_notify_delay", B_U32, IFLA_BOND_PEER_NOTIF_DELAY, false, NULL,
	  "invalid peer_notify_delay" },
	{ "use_carrier", B_U8, IFLA_BOND_USE_CARRIER, false, NULL,
	  "invalid use_carrier" },
	{ "arp_interval", B_U32, IFLA_BOND_ARP_INTERVAL, false, NULL,
	  "invalid arp_interval" },
	{ "arp_validate", B_ENUM32, IFLA_BOND_ARP_VALIDATE, false,
	  &arp_validates, "invalid arp_validate" },
	{ "arp_all_targets", B_ENUM32, IFLA_BOND_ARP_ALL_TARGETS, false,
	  &arp_all_targets, "invalid arp_all_targets" },
	{ "arp_ip_target", B_IP4LIST, IFLA_BOND_ARP_IP_TARGET, false, NULL,
	  NULL },
	{ "ns_ip6_target", B_IP6LIST, IFLA_BOND_NS_IP6_TARGET, true, NULL,
	  NULL },
	{ "primary", B_DEV, IFLA_BOND_PRIMARY, false, NULL, NULL },
	{ "primary_reselect", B_ENUM8, IFLA_BOND_PRIMARY_RESELECT, false,
	  &primary_reselects, "invalid primary_reselect" },
	{ "fail_over_mac", B_ENUM8, IFLA_BOND_FAIL_OVER_MAC, false,
	  &fail_over_macs, "invalid fail_over_mac" },
	{ "xmit_hash_policy", B_ENUM8, IFLA_BOND_XMIT_HASH_POLICY, false,
	  &xmit_hash_policies, "invalid xmit_hash_policy" },
	{ "resend_igmp", B_U32, IFLA_BOND_RESEND_IGMP, false, NULL,
	  "invalid resend_igmp" },
	{ "num_grat_arp", B_U8, IFLA_BOND_NUM_PEER_NOTIF, false, NULL,
	  "invalid num_grat_arp|num_unsol_na" },
	{ "num_unsol_na", B_U8, IFLA_BOND_NUM_PEER_NOTIF, false, NULL,
	  "invalid num_grat_arp|num_unsol_na" },
	{ "all_slaves_active", B_U8, IFLA_BOND_ALL_SLAVES_ACTIVE, false, NULL,
	  "invalid all_slaves_active" },
	{ "min_links", B_U32, IFLA_BOND_MIN_LINKS, false, NULL,
	  "invalid min_links" },
	{ "lp_interval", B_U32, IFLA_BOND_LP_INTERVAL, false, NULL,
	  "invalid lp_interval" },
	{ "packets_per_slave", B_U32, IFLA_BOND_PACKETS_PER_SLAVE, false, NULL,
	  "invalid packets_per_slave" },
	{ "tlb_dynamic_lb", B_U8, IFLA_BOND_TLB_DYNAMIC_LB, false, NULL,
	  "invalid tlb_dynamic_lb" },
	{ "lacp_rate", B_ENUM8, IFLA_BOND_AD_LACP_RATE, false, &lacp_rates,
	  "invalid lacp_rate" },
	{ "lacp_active", B_ENUM8, IFLA_BOND_AD_LACP_ACTIVE, true,
	  &lacp_actives, "invalid lacp_active" },
	{ "ad_select", B_ENUM8, IFLA_BOND_AD_SELECT, false, &ad_selects,
	  "invalid ad_select" },
	{ "ad_user_port_key", B_U16, IFLA_BOND_AD_USER_PORT_KEY, false, NULL,
	  "invalid ad_user_port_key" },
	{ "ad_actor_sys_prio", B_U16, IFLA_BOND_AD_ACTOR_SYS_PRIO, false, NULL,
	  "invalid ad_actor_sys_prio" },
	{ "ad_actor_system", B_LLADDR, IFLA_BOND_AD_ACTOR_SYSTEM, false, NULL,
	  NULL },
	{ "arp_missed_max", B_U8, IFLA_BOND_MISSED_MAX, true, NULL,
	  "invalid arp_missed_max" },
	{ "help", B_HELP, 0, false, NULL, NULL },
};

static const struct bond_opt *bond_opt_find(const char *w)
{
	for (size_t i = 0; i < sizeof(bond_opts) / sizeof(bond_opts[0]); i++) {
		const struct bond_opt *o = &bond_opts[i];

		if (o->exact ? is(w, o->kw) : matches(w, o->kw))
			return o;
	}
	return NULL;
}

/* A value name, or its decimal index. -1 when neither. */
static int name_index(const struct name_list *l, const char *v)
{
	uint32_t n;

	for (unsigned int i = 0; i < l->n; i++)
		if (!strcmp(v, l->names[i]))
			return (int)i;
	while (isspace((unsigned char)*v))
		v++;
	if (get_u32(&n, v, 10) || n >= l->n)
		return -1;
	return (int)n;
}

/* Dotted quad of one to four parts ("10" is 10.0.0.0); any/all/default. */
static int parse_ip4(const char *s, uint8_t out[4])
{
	char part[32];
	int n = 0;

	memset(out, 0, 4);
	while (isspace((unsigned char)*s))
		s++;
	if (!strcmp(s, "default") || !strcmp(s, "any") || !strcmp(s, "all"))
		return 0;
	for (;;) {
		size_t len = strcspn(s, ".");

		if (n == 4 || len >= sizeof(part))
			return -1;
		memcpy(part, s, len);
		part[len] = '\0';
		if (get_u8(&out[n++], part, 0))
			return -1;
		if (!s[len])
			return 0;
		s += len + 1;
	}
}

static int parse_ip6(const char *s, uint8_t out[16])
{
	if (!strcmp(s, "default") || !strcmp(s, "any") || !strcmp(s, "all")) {
		memset(out, 0, 16);
		return 0;
	}
	return inet_pton(AF_INET6, s, out) == 1 ? 0 : -1;
}

static void addr_error(const char *item, bool v6)
{
	if (v6)
		fprintf(stderr, "Error: inet6 address is expected rather than \"%s\".\n",
			item);
	else
		fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
			item);
}

/* The kernel's BOND_MAX_ARP_TARGETS: items beyond it are not even read. */
#define BOND_MAX_TARGETS 16

/* "a,b,c" as a nest of addresses numbered from 0; empty items skipped. */
static int put_addr_list(struct nlmsghdr *nlh, unsigned short attr,
			 const char *list, bool v6)
{
	struct nlattr *nest = nl_attr_nest_start(nlh, attr);
	unsigned short i = 0;

	while (*list && i < BOND_MAX_TARGETS) {
		size_t len = strcspn(list, ",");
		uint8_t addr[16];

		if (len) {
			char *item = strndup(list, len);
			int bad;

			if (!item)
				return 1;
			bad = v6 ? parse_ip6(item, addr) : parse_ip4(item, addr);
			if (bad)
				addr_error(item, v6);
			free(item);
			if (bad)
				return 1;
			nl_attr_put(nlh, i++, v6 ? 16 : 4, addr);
		}
		list += len;
		if (*list)
			list++;
	}
	nl_attr_nest_end(nlh, nest);
	return 0;
}

static int put_dev(struct nlmsghdr *nlh, unsigned short attr, const char *v)
{
	int idx = ll_name_to_index(v);

	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", v);
		return 1;
	}
	nl_attr_put_u32(nlh, attr, (uint32_t)idx);
	return 0;
}

static int put_lladdr(struct nlmsghdr *nlh, unsigned short attr,
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

static int put_number(struct nlmsghdr *nlh, const struct bond_opt *o,
		      const char *v)
{
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;
	int i;

	switch (o->arg) {
	case B_U8:
		if (get_u8(&u8, v, 0))
			invarg(o->err, v);
		nl_attr_put_u8(nlh, o->attr, u8);
		break;
	case B_U16:
		if (get_u16(&u16, v, 0))
			invarg(o->err, v);
		nl_attr_put_u16(nlh, o->attr, u16);
		break;
	case B_U32:
		if (get_u32(&u32, v, 0))
			invarg(o->err, v);
		nl_attr_put_u32(nlh, o->attr, u32);
		break;
	case B_ENUM8:
	case B_ENUM32:
		i = name_index(o->names, v);
		if (i < 0)
			invarg(o->err, v);
		if (o->arg == B_ENUM8)
			nl_attr_put_u8(nlh, o->attr, (uint8_t)i);
		else
			nl_attr_put_u32(nlh, o->attr, (uint32_t)i);
		break;
	default:
		break;
	}
	return 0;
}

static int bond_put_value(struct nlmsghdr *nlh, const struct bond_opt *o,
			  const char *v)
{
	switch (o->arg) {
	case B_DEV:
		return put_dev(nlh, o->attr, v);
	case B_IP4LIST:
		return put_addr_list(nlh, o->attr, v, false);
	case B_IP6LIST:
		return put_addr_list(nlh, o->attr, v, true);
	case B_LLADDR:
		return put_lladdr(nlh, o->attr, v);
	default:
		return put_number(nlh, o, v);
	}
}

static int bond_parse(struct link_req *req, struct args *a)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		const struct bond_opt *o = bond_opt_find(w);
		int err;

		if (!o) {
			fprintf(stderr, "bond: unknown command \"%s\"?\n", w);
			bond_usage(stderr);
			return 1;
		}
		if (o->arg == B_HELP) {
			bond_usage(stderr);
			return 1;
		}
		if (o->arg == B_CLEAR) {
			nl_attr_put_u32(req->nlh, o->attr, 0);
			continue;
		}
		err = bond_put_value(req->nlh, o, args_next(a));
		if (err)
			return err;
	}
	return 0;
}

/* ---- printing -------------------------------------------------------- */

static bool attr_ok(const struct nlattr *a, size_t len)
{
	return a && mnl_attr_get_payload_len(a) >= len;
}

static void print_u32_attr(const struct nlattr *a, const char *key)
{
	char fmt[64];

	if (!attr_ok(a, 4))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%u ", key);
	pr_uint(PR_ANY, key, fmt, mnl_attr_get_u32(a));
}

static void print_u16_attr(const struct nlattr *a, const char *key)
{
	char fmt[64];

	if (!attr_ok(a, 2))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%u ", key);
	pr_uint(PR_ANY, key, fmt, mnl_attr_get_u16(a));
}

static void print_u8_attr(const struct nlattr *a, const char *key,
			  const char *name)
{
	char fmt[64];

	if (!attr_ok(a, 1))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%u ", name);
	pr_uint(PR_ANY, key, fmt, mnl_attr_get_u8(a));
}

/* A value by its name; a value beyond the list prints as its number. */
static void print_name(const struct nlattr *a, size_t width, const char *key,
		       const char *name, const struct name_list *l)
{
	char fmt[64];
	uint32_t v;

	if (!attr_ok(a, width))
		return;
	v = width == 1 ? mnl_attr_get_u8(a) : mnl_attr_get_u32(a);
	if (v < l->n) {
		snprintf(fmt, sizeof(fmt), "%s %%s ", name);
		pr_str(PR_ANY, key, fmt, l->names[v]);
	} else {
		snprintf(fmt, sizeof(fmt), "%s %%u ", name);
		pr_uint(PR_ANY, key, fmt, v);
	}
}

static void print_dev_attr(const struct nlattr *a, const char *key)
{
	char fmt[64];
	uint32_t idx;

	if (!attr_ok(a, 4))
		return;
	idx = mnl_attr_get_u32(a);
	if (!idx)
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt, ll_idx_n2a((int)idx));
}

/* "arp_ip_target 10.0.0.1,10.0.0.2 "; JSON: an array of strings. */
static void print_addr_list(const struct nlattr *nest, const char *key,
			    int family)
{
	const struct nlattr *a;
	size_t len = family == AF_INET6 ? 16 : 4;
	char buf[INET6_ADDRSTRLEN];
	int n = 0;

	if (!nest)
		return;
	mnl_attr_for_each_nested(a, nest) {
		if (mnl_attr_get_payload_len(a) < len)
			continue;
		if (!n++) {
			pr_open_array(PR_JSON, key);
			pr_text("%s ", key);
		} else {
			pr_text(",");
		}
		inet_ntop(family, mnl_attr_get_payload(a), buf, sizeof(buf));
		pr_str(PR_ANY, NULL, "%s", buf);
	}
	if (n) {
		pr_close_array(PR_JSON, NULL);
		pr_text(" ");
	}
}

static void print_lladdr_attr(const struct nlattr *a, const char *key)
{
	char buf[128], fmt[64];
	int len;

	if (!attr_ok(a, 1))
		return;
	len = (int)mnl_attr_get_payload_len(a);
	if (len > 32)
		len = 32;
	format_lladdr(mnl_attr_get_payload(a), len, buf, sizeof(buf));
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt, buf);
}

/* 802.3ad aggregator details: text ad_* labels, JSON an "ad_info" object. */
static void print_ad_info(const struct nlattr *nest)
{
	const struct nlattr *tb[IFLA_BOND_AD_INFO_MAX + 1];
	static const struct {
		unsigned short attr;
		const char *key;
	} u16s[] = {
		{ IFLA_BOND_AD_INFO_AGGREGATOR, "aggregator" },
		{ IFLA_BOND_AD_INFO_NUM_PORTS, "num_ports" },
		{ IFLA_BOND_AD_INFO_ACTOR_KEY, "actor_key" },
		{ IFLA_BOND_AD_INFO_PARTNER_KEY, "partner_key" },
	};
	const struct nlattr *mac;

	if (!nest || nest_parse(nest, tb, IFLA_BOND_AD_INFO_MAX) < 0)
		return;
	pr_open_object("ad_info");
	for (size_t i = 0; i < sizeof(u16s) / sizeof(u16s[0]); i++) {
		const struct nlattr *a = tb[u16s[i].attr];
		char fmt[64];

		if (!attr_ok(a, 2))
			continue;
		snprintf(fmt, sizeof(fmt), "ad_%s %%u ", u16s[i].key);
		pr_uint(PR_ANY, u16s[i].key, fmt, mnl_attr_get_u16(a));
	}
	mac = tb[IFLA_BOND_AD_INFO_PARTNER_MAC];
	if (attr_ok(mac, 6)) {
		char buf[32];

		format_lladdr(mnl_attr_get_payload(mac), 6, buf, sizeof(buf));
		pr_str(PR_ANY, "partner_mac", "ad_partner_mac %s ", buf);
	}
	pr_close_object();
}

static void bond_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_BOND_MAX + 1];

	if (nest_parse(data, tb, IFLA_BOND_MAX) < 0)
		return;
	print_name(tb[IFLA_BOND_MODE], 1, "mode", "mode", &modes);
	print_dev_attr(tb[IFLA_BOND_ACTIVE_SLAVE], "active_slave");
	print_u32_attr(tb[IFLA_BOND_MIIMON], "miimon");
	print_u32_attr(tb[IFLA_BOND_UPDELAY], "updelay");
	print_u32_attr(tb[IFLA_BOND_DOWNDELAY], "downdelay");
	print_u32_attr(tb[IFLA_BOND_PEER_NOTIF_DELAY], "peer_notify_delay");
	print_u8_attr(tb[IFLA_BOND_USE_CARRIER], "use_carrier", "use_carrier");
	print_u32_attr(tb[IFLA_BOND_ARP_INTERVAL], "arp_interval");
	print_u8_attr(tb[IFLA_BOND_MISSED_MAX], "arp_missed_max",
		      "arp_missed_max");
	print_addr_list(tb[IFLA_BOND_ARP_IP_TARGET], "arp_ip_target", AF_INET);
	print_addr_list(tb[IFLA_BOND_NS_IP6_TARGET], "ns_ip6_target",
			AF_INET6);
	print_name(tb[IFLA_BOND_ARP_VALIDATE], 4, "arp_validate", "arp_validate",
		   &arp_validates);
	print_name(tb[IFLA_BOND_ARP_ALL_TARGETS], 4, "arp_all_targets",
		   "arp_all_targets", &arp_all_targets);
	print_dev_attr(tb[IFLA_BOND_PRIMARY], "primary");
	print_name(tb[IFLA_BOND_PRIMARY_RESELECT], 1, "primary_reselect",
		   "primary_reselect", &primary_reselects);
	print_name(tb[IFLA_BOND_FAIL_OVER_MAC], 1, "fail_over_mac",
		   "fail_over_mac", &fail_over_macs);
	print_name(tb[IFLA_BOND_XMIT_HASH_POLICY], 1, "xmit_hash_policy",
		   "xmit_hash_policy", &xmit_hash_policies);
	print_u32_attr(tb[IFLA_BOND_RESEND_IGMP], "resend_igmp");
	print_u8_attr(tb[IFLA_BOND_NUM_PEER_NOTIF], "num_peer_notif",
		      "num_grat_arp");
	print_u8_attr(tb[IFLA_BOND_ALL_SLAVES_ACTIVE], "all_slaves_active",
		      "all_slaves_active");
	print_u32_attr(tb[IFLA_BOND_MIN_LINKS], "min_links");
	print_u32_attr(tb[IFLA_BOND_LP_INTERVAL], "lp_interval");
	print_u32_attr(tb[IFLA_BOND_PACKETS_PER_SLAVE], "packets_per_slave");
	print_name(tb[IFLA_BOND_AD_LACP_ACTIVE], 1, "ad_lacp_active",
		   "lacp_active", &lacp_actives);
	print_name(tb[IFLA_BOND_AD_LACP_RATE], 1, "ad_lacp_rate", "lacp_rate",
		   &lacp_rates);
	print_name(tb[IFLA_BOND_AD_SELECT], 1, "ad_select", "ad_select",
		   &ad_selects);
	print_ad_info(tb[IFLA_BOND_AD_INFO]);
	print_u16_attr(tb[IFLA_BOND_AD_ACTOR_SYS_PRIO], "ad_actor_sys_prio");
	print_u16_attr(tb[IFLA_BOND_AD_USER_PORT_KEY], "ad_user_port_key");
	print_lladdr_attr(tb[IFLA_BOND_AD_ACTOR_SYSTEM], "ad_actor_system");
	print_u8_attr(tb[IFLA_BOND_TLB_DYNAMIC_LB], "tlb_dynamic_lb",
		      "tlb_dynamic_lb");
}

const struct link_kind bond_kind = {
	.name = "bond",
	.parse = bond_parse,
	.print = bond_print,
	.usage = bond_usage,
};
