// SPDX-License-Identifier: GPL-2.0
/* link_vf.c — `ip link set DEV vf NUM ...`: SR-IOV virtual function settings */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/if_ether.h>
#include <linux/if_link.h>

#include "args.h"
#include "link.h"
#include "nl.h"

static uint32_t on_off_arg(struct args *a, const char *kw)
{
	const char *v = args_next(a);
	int on = parse_one_of_on_off(v);

	if (on < 0) {
		fprintf(stderr, "Error: argument of \"%s\" must be one of \"off\", \"on\", not \"%s\"\n",
			kw, v);
		exit(1);
	}
	return (uint32_t)on;
}

static uint32_t num_arg(struct args *a, const char *kw)
{
	const char *v = args_next(a);
	uint32_t n;
	char msg[64];

	snprintf(msg, sizeof(msg), "Invalid \"%s\" value\n", kw);
	if (get_u32(&n, v, 0))
		invarg(msg, v);
	return n;
}

static uint64_t guid_arg(struct args *a, const char *kw)
{
	const char *v = args_next(a);
	uint64_t g = 0;

	(void)kw;
	/* the reference wants exactly eight two-digit hex groups, colon
	 * separated, and says so with a blank line after */
	if (strlen(v) != 23)
		invarg("Invalid GUID format\n", v);
	for (int i = 0; i < 8; i++) {
		const char *p = v + 3 * i;

		if (!isxdigit((unsigned char)p[0]) ||
		    !isxdigit((unsigned char)p[1]) ||
		    (i < 7 && p[2] != ':'))
			invarg("Invalid GUID format\n", v);
		g = (g << 8) | (uint64_t)strtoul((char[3]){ p[0], p[1], 0 },
						 NULL, 16);
	}
	return g;
}

/*
 * a is at "vf". Consumes "vf NUM" and the VF options that follow, and
 * adds IFLA_VFINFO_LIST { IFLA_VF_INFO { ... } } to nlh.
 */
int link_parse_vf(struct args *a, struct nlmsghdr *nlh)
{
	const char *v = args_next(a);
	struct nlattr *list, *info;
	uint32_t vf;
	bool any = false, have_min = false, have_max = false;
	struct ifla_vf_rate rate = { 0 };

	if (get_u32(&vf, v, 0))
		invarg("Invalid \"vf\" value\n", v);
	list = nl_attr_nest_start(nlh, IFLA_VFINFO_LIST);
	info = nl_attr_nest_start(nlh, IFLA_VF_INFO);
	while (a->argc > 1) {
		const char *w = a->argv[1];

		if (is(w, "mac")) {
			struct ifla_vf_mac m = { .vf = vf };
			const char *x;

			args_skip(a);
			x = args_next(a);
			if (parse_lladdr(x, m.mac, sizeof(m.mac)) < 0) {
				lladdr_error(x);
				exit(1);
			}
			nl_attr_put(nlh, IFLA_VF_MAC, sizeof(m), &m);
		} else if (is(w, "vlan")) {
			uint32_t vlan, qos = 0;
			uint16_t proto = ETH_P_8021Q;
			bool have_proto = false;

			args_skip(a);
			vlan = num_arg(a, "vlan");
			while (a->argc > 1 && (is(a->argv[1], "qos") ||
					       is(a->argv[1], "proto"))) {
				if (is(a->argv[1], "qos")) {
					args_skip(a);
					qos = num_arg(a, "qos");
				} else {
					const char *p;

					args_skip(a);
					p = args_next(a);
					if (!strcasecmp(p, "802.1Q"))
						proto = ETH_P_8021Q;
					else if (!strcasecmp(p, "802.1ad"))
						proto = ETH_P_8021AD;
					else
						invarg("protocol is invalid\n", p);
					have_proto = true;
				}
			}
			if (have_proto) {
				struct nlattr *vl = nl_attr_nest_start(nlh,
							IFLA_VF_VLAN_LIST);
				struct ifla_vf_vlan_info vi = {
					.vf = vf, .vlan = vlan, .qos = qos,
					.vlan_proto = htons(proto) };

				nl_attr_put(nlh, IFLA_VF_VLAN_INFO, sizeof(vi), &vi);
				nl_attr_nest_end(nlh, vl);
			} else {
				struct ifla_vf_vlan vv = { .vf = vf, .vlan = vlan,
							   .qos = qos };

				nl_attr_put(nlh, IFLA_VF_VLAN, sizeof(vv), &vv);
			}
		} else if (is(w, "rate")) {
			struct ifla_vf_tx_rate r = { .vf = vf };

			args_skip(a);
			r.rate = num_arg(a, "rate");
			nl_attr_put(nlh, IFLA_VF_TX_RATE, sizeof(r), &r);
		} else if (is(w, "max_tx_rate")) {
			args_skip(a);
			rate.max_tx_rate = num_arg(a, "max tx rate");
			have_max = true;
		} else if (is(w, "min_tx_rate")) {
			args_skip(a);
			rate.min_tx_rate = num_arg(a, "min tx rate");
			have_min = true;
		} else if (is(w, "spoofchk") || is(w, "query_rss") ||
			   is(w, "trust")) {
			struct ifla_vf_spoofchk s = { .vf = vf };
			uint16_t type = is(w, "spoofchk") ? IFLA_VF_SPOOFCHK :
					is(w, "trust") ? IFLA_VF_TRUST :
					IFLA_VF_RSS_QUERY_EN;

			args_skip(a);
			s.setting = on_off_arg(a, w);
			/* the three structs share one layout: vf, setting */
			nl_attr_put(nlh, type, sizeof(s), &s);
		} else if (is(w, "state")) {
			struct ifla_vf_link_state ls = { .vf = vf };
			const char *x;

			args_skip(a);
			x = args_next(a);
			if (is(x, "auto"))
				ls.link_state = IFLA_VF_LINK_STATE_AUTO;
			else if (is(x, "enable"))
				ls.link_state = IFLA_VF_LINK_STATE_ENABLE;
			else if (is(x, "disable"))
				ls.link_state = IFLA_VF_LINK_STATE_DISABLE;
			else
				invarg("Invalid \"state\" value\n", x);
			nl_attr_put(nlh, IFLA_VF_LINK_STATE, sizeof(ls), &ls);
		} else if (is(w, "node_guid") || is(w, "port_guid")) {
			struct ifla_vf_guid g = { .vf = vf };

			args_skip(a);
			g.guid = guid_arg(a, w);
			nl_attr_put(nlh, is(w, "node_guid") ?
				     IFLA_VF_IB_NODE_GUID : IFLA_VF_IB_PORT_GUID,
				     sizeof(g), &g);
		} else {
			break;
		}
		any = true;
	}
	if (have_min || have_max) {
		rate.vf = vf;
		nl_attr_put(nlh, IFLA_VF_RATE, sizeof(rate), &rate);
	}
	if (!any)
		incomplete_command();
	nl_attr_nest_end(nlh, info);
	nl_attr_nest_end(nlh, list);
	return 0;
}
