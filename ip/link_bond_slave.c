// SPDX-License-Identifier: GPL-2.0
/* link_bond_slave.c — bond ports: queue_id, prio and the -d bond_slave line */
#include <stdio.h>
#include <string.h>
#include <linux/if_bonding.h>

#include "print.h"
#include "link_kind.h"
#include "nl.h"

static void bond_slave_usage(FILE *f)
{
	fprintf(f, "Usage: ... bond_slave [ queue_id ID ] [ prio PRIORITY ]\n");
}

static int bond_slave_parse(struct link_req *req, struct args *a)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (matches(w, "queue_id")) {
			uint16_t id;

			w = args_next(a);
			if (get_u16(&id, w, 0))
				invarg("queue_id is invalid", w);
			nl_attr_put_u16(req->nlh, IFLA_BOND_SLAVE_QUEUE_ID, id);
		} else if (is(w, "prio")) {
			int32_t prio;

			w = args_next(a);
			if (get_s32(&prio, w, 0))
				invarg("prio is invalid", w);
			nl_attr_put_u32(req->nlh, IFLA_BOND_SLAVE_PRIO,
					 (uint32_t)prio);
		} else if (matches(w, "help")) {
			bond_slave_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "bond_slave: unknown option \"%s\"?\n",
				w);
			bond_slave_usage(stderr);
			return 1;
		}
	}
	return 0;
}

/* ---- printing -------------------------------------------------------- */

static const char *const slave_states[] = {
	[BOND_STATE_ACTIVE] = "ACTIVE",
	[BOND_STATE_BACKUP] = "BACKUP",
};

static const char *const mii_states[] = {
	[BOND_LINK_UP] = "UP",
	[BOND_LINK_FAIL] = "GOING_DOWN",
	[BOND_LINK_DOWN] = "DOWN",
	[BOND_LINK_BACK] = "GOING_BACK",
};

/* LACP port state bits, lowest first. */
static const char *const lacp_bits[] = {
	"active", "short_timeout", "aggregating", "in_sync",
	"collecting", "distributing", "defaulted", "expired",
};

static bool attr_ok(const struct nlattr *a, size_t len)
{
	return a && mnl_attr_get_payload_len(a) >= len;
}

static void print_state(const struct nlattr *a, const char *key,
			const char *const *names, unsigned int n)
{
	char fmt[64];
	uint8_t v;

	if (!attr_ok(a, 1))
		return;
	v = mnl_attr_get_u8(a);
	if (v < n) {
		snprintf(fmt, sizeof(fmt), "%s %%s ", key);
		pr_str(PR_ANY, key, fmt, names[v]);
	} else {
		snprintf(fmt, sizeof(fmt), "%s %%u ", key);
		pr_uint(PR_ANY, key, fmt, v);
	}
}

static void print_number(const struct nlattr *a, const char *key,
			 size_t width)
{
	char fmt[64];
	uint32_t v;

	if (!attr_ok(a, width))
		return;
	if (width == 1)
		v = mnl_attr_get_u8(a);
	else if (width == 2)
		v = mnl_attr_get_u16(a);
	else
		v = mnl_attr_get_u32(a);
	snprintf(fmt, sizeof(fmt), "%s %%u ", key);
	pr_uint(PR_ANY, key, fmt, v);
}

/* "KEY N KEY_str <active,in_sync> "; JSON: the number and a string array. */
static void print_port_state(const struct nlattr *a, const char *key)
{
	size_t width;
	char skey[64];
	uint16_t v;
	int n = 0;

	if (!attr_ok(a, 1))
		return;
	/* the actor's state comes as a u8, the partner's as a u16 */
	width = mnl_attr_get_payload_len(a) >= 2 ? 2 : 1;
	v = width == 2 ? mnl_attr_get_u16(a) : mnl_attr_get_u8(a);
	print_number(a, key, width);
	snprintf(skey, sizeof(skey), "%s_str", key);
	pr_open_array(PR_JSON, skey);
	pr_text("%s <", skey);
	for (unsigned int bit = 0; bit < 8; bit++) {
		if (!(v & (1U << bit)))
			continue;
		pr_text("%s", n++ ? "," : "");
		pr_str(PR_ANY, NULL, "%s", lacp_bits[bit]);
	}
	pr_text("> ");
	pr_close_array(PR_JSON, NULL);
}

static void bond_slave_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_BOND_SLAVE_MAX + 1];
	const struct nlattr *a;
	int prio;

	if (nest_parse(data, tb, IFLA_BOND_SLAVE_MAX) < 0)
		return;
	print_state(tb[IFLA_BOND_SLAVE_STATE], "state", slave_states, 2);
	print_state(tb[IFLA_BOND_SLAVE_MII_STATUS], "mii_status", mii_states,
		    4);
	print_number(tb[IFLA_BOND_SLAVE_LINK_FAILURE_COUNT],
		     "link_failure_count", 4);
	a = tb[IFLA_BOND_SLAVE_PERM_HWADDR];
	if (attr_ok(a, 1)) {
		char buf[128];
		int len = (int)mnl_attr_get_payload_len(a);

		format_lladdr(mnl_attr_get_payload(a), len > 32 ? 32 : len,
			      buf, sizeof(buf));
		pr_str(PR_ANY, "perm_hwaddr", "perm_hwaddr %s ", buf);
	}
	print_number(tb[IFLA_BOND_SLAVE_QUEUE_ID], "queue_id", 2);
	a = tb[IFLA_BOND_SLAVE_PRIO];
	if (attr_ok(a, 4)) {
		prio = (int)mnl_attr_get_u32(a);
		pr_int(PR_ANY, "prio", "prio %d ", prio);
	}
	print_number(tb[IFLA_BOND_SLAVE_AD_AGGREGATOR_ID], "ad_aggregator_id",
		     2);
	print_port_state(tb[IFLA_BOND_SLAVE_AD_ACTOR_OPER_PORT_STATE],
			 "ad_actor_oper_port_state");
	print_port_state(tb[IFLA_BOND_SLAVE_AD_PARTNER_OPER_PORT_STATE],
			 "ad_partner_oper_port_state");
}

const struct link_kind bond_slave_kind = {
	.name = "bond_slave",
	.parse = bond_slave_parse,
	.print = bond_slave_print,
	.usage = bond_slave_usage,
};
