// SPDX-License-Identifier: GPL-2.0
/*
 * link_vf_show.c — the "vf N ..." lines of `ip link show` (and of
 * `ip -d address show`): IFLA_VFINFO_LIST of an SR-IOV physical function,
 * with the VF statistics under -s, as iproute2 prints them.
 *
 * The kernel sends every VF with MAC, VLAN, rates, spoof checking, link
 * state, RSS query, trust and (unless asked not to) statistics. A VF
 * without a well-formed MAC is skipped, and any other attribute that is
 * missing or too short is left out of the line (the reference reads such
 * attributes blindly; see nlroute(8)).
 */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/if_arp.h>
#include <linux/if_link.h>
#include <libmnl/libmnl.h>

#include "args.h"
#include "ip_common.h"
#include "kind_util.h"
#include "link.h"
#include "link_kind.h"
#include "print.h"

/* An attribute's payload if it holds at least len bytes, else NULL. */
static const void *payload_of(const struct nlattr *a, size_t len)
{
	if (!a || mnl_attr_get_payload_len(a) < len)
		return NULL;
	return mnl_attr_get_payload(a);
}

/* A 32-bit "setting" that the driver may leave at -1 (not supported). */
static const struct ifla_vf_spoofchk *setting_of(const struct nlattr *a)
{
	const struct ifla_vf_spoofchk *s = payload_of(a, sizeof(*s));

	return s && s->setting != (__u32)-1 ? s : NULL;
}

static void print_vlan_entry(uint32_t vlan, uint32_t qos, uint16_t proto,
			     bool with_proto)
{
	char buf[16];
	const char *name;

	if (vlan)
		pr_uint(PR_ANY, "vlan", ", vlan %u", vlan);
	if (qos)
		pr_uint(PR_ANY, "qos", ", qos %u", qos);
	if (!with_proto || proto == 0x8100)
		return;
	name = kind_proto_n2a(proto, buf, sizeof(buf));
	if (!strncmp(name, "0x", 2)) {
		snprintf(buf, sizeof(buf), "[%u]", proto);
		name = buf;
	}
	pr_str(PR_ANY, "protocol", ", vlan protocol %s", name);
}

static void print_vlans(const struct nlattr **vf)
{
	const struct ifla_vf_vlan *v;
	const struct nlattr *e;

	if (!vf[IFLA_VF_VLAN_LIST]) {
		v = payload_of(vf[IFLA_VF_VLAN], sizeof(*v));
		if (v)
			print_vlan_entry(v->vlan, v->qos, 0, false);
		return;
	}
	pr_open_array(PR_JSON, "vlan_list");
	mnl_attr_for_each_nested(e, vf[IFLA_VF_VLAN_LIST]) {
		const struct ifla_vf_vlan_info *i;

		if (mnl_attr_get_type(e) != IFLA_VF_VLAN_INFO)
			continue;
		i = payload_of(e, sizeof(*i));
		if (!i)
			continue;
		pr_open_object(NULL);
		print_vlan_entry(i->vlan, i->qos, ntohs(i->vlan_proto), true);
		pr_close_object();
	}
	pr_close_array(PR_JSON, NULL);
}

static void print_rates(const struct nlattr **vf)
{
	const struct ifla_vf_tx_rate *tx = payload_of(vf[IFLA_VF_TX_RATE],
						      sizeof(*tx));
	const struct ifla_vf_rate *r = payload_of(vf[IFLA_VF_RATE], sizeof(*r));

	if (tx && tx->rate)
		pr_uint(PR_ANY, "tx_rate", ", tx rate %u (Mbps)", tx->rate);
	if (!r)
		return;
	pr_open_object("rate");
	if (r->max_tx_rate)
		pr_uint(PR_ANY, "max_tx", ", max_tx_rate %uMbps", r->max_tx_rate);
	else
		pr_uint(PR_JSON, "max_tx", NULL, 0);
	if (r->min_tx_rate)
		pr_uint(PR_ANY, "min_tx", ", min_tx_rate %uMbps", r->min_tx_rate);
	else
		pr_uint(PR_JSON, "min_tx", NULL, 0);
	pr_close_object();
}

static void print_guid(const struct nlattr *a, const char *key,
		       const char *fmt)
{
	const void *p = payload_of(a, sizeof(struct ifla_vf_guid));
	struct ifla_vf_guid g;	/* copied: attributes are only 4-aligned */
	unsigned char b[8];
	char buf[32];

	if (!p)
		return;
	memcpy(&g, p, sizeof(g));
	for (int i = 0; i < 8; i++)
		b[i] = (unsigned char)(g.guid >> (56 - 8 * i));
	pr_str(PR_ANY, key, fmt, format_lladdr(b, 8, buf, sizeof(buf)));
}

static void print_on_off_setting(const struct nlattr *a, const char *key,
				 const char *name)
{
	const struct ifla_vf_spoofchk *s = setting_of(a);
	char fmt[48];

	if (!s)
		return;
	snprintf(fmt, sizeof(fmt), ", %s %%s", name);
	pr_bool(PR_JSON, key, NULL, s->setting);
	pr_str(PR_FP, NULL, fmt, s->setting ? "on" : "off");
}

static void print_vf_stats(const struct nlattr *nest)
{
	const struct nlattr *st[IFLA_VF_STATS_MAX + 1];
	uint64_t v[IFLA_VF_STATS_MAX + 1] = { 0 };
	bool rxd, txd;

	if (nest_parse(nest, st, IFLA_VF_STATS_MAX) < 0)
		return;
	for (int i = 0; i <= IFLA_VF_STATS_MAX; i++)
		if (payload_of(st[i], sizeof(uint64_t)))
			v[i] = mnl_attr_get_u64(st[i]);
	/* the kernel always sends the six counters: without them, no block */
	for (int i = IFLA_VF_STATS_RX_PACKETS; i <= IFLA_VF_STATS_MULTICAST; i++)
		if (!payload_of(st[i], sizeof(uint64_t)))
			return;
	rxd = payload_of(st[IFLA_VF_STATS_RX_DROPPED], sizeof(uint64_t));
	txd = payload_of(st[IFLA_VF_STATS_TX_DROPPED], sizeof(uint64_t));

	pr_open_object("stats");
	pr_open_object("rx");
	pr_text("%s    RX: bytes  packets  mcast   bcast %s%s", pr_sl(),
		rxd ? "  dropped " : "", pr_sl());
	pr_u64(PR_ANY, "bytes", "    %10llu ", v[IFLA_VF_STATS_RX_BYTES]);
	pr_u64(PR_ANY, "packets", "%8llu ", v[IFLA_VF_STATS_RX_PACKETS]);
	pr_u64(PR_ANY, "multicast", "%7llu ", v[IFLA_VF_STATS_MULTICAST]);
	pr_u64(PR_ANY, "broadcast", "%7llu ", v[IFLA_VF_STATS_BROADCAST]);
	if (rxd)
		pr_u64(PR_ANY, "dropped", "%8llu ", v[IFLA_VF_STATS_RX_DROPPED]);
	pr_close_object();
	pr_open_object("tx");
	pr_text("%s    TX: bytes  packets %s%s", pr_sl(),
		txd ? "  dropped " : "", pr_sl());
	pr_u64(PR_ANY, "tx_bytes", "    %10llu ", v[IFLA_VF_STATS_TX_BYTES]);
	pr_u64(PR_ANY, "tx_packets", "%8llu ", v[IFLA_VF_STATS_TX_PACKETS]);
	if (txd)
		pr_u64(PR_ANY, "dropped", "%8llu ", v[IFLA_VF_STATS_TX_DROPPED]);
	pr_close_object();
	pr_close_object();
}

static void print_one_vf(const struct ifinfomsg *ifi, const struct nlattr *nest)
{
	const struct nlattr *vf[IFLA_VF_MAX + 1];
	const struct ifla_vf_mac *mac;
	const struct ifla_vf_broadcast *brd;
	const struct ifla_vf_link_state *ls;
	/* the reference shows 6 bytes of an Ethernet VF, 20 of any other */
	int alen = ifi->ifi_type == ARPHRD_ETHER ? 6 : 20;
	char buf[96], tbuf[32];

	if (nest_parse(nest, vf, IFLA_VF_MAX) < 0)
		return;
	mac = payload_of(vf[IFLA_VF_MAC], sizeof(*mac));
	if (!mac)
		return;
	pr_open_object(NULL);
	pr_text("%s", pr_sl());
	pr_uint(PR_ANY, "vf", "    vf %u ", mac->vf);
	pr_str(PR_ANY, "link_type", "    link/%s ",
	       link_type_name(ifi->ifi_type, tbuf, sizeof(tbuf)));
	pr_cstr(PR_ANY, CLR_MAC, "address", "%s",
		format_lladdr(mac->mac, alen, buf, sizeof(buf)));
	brd = payload_of(vf[IFLA_VF_BROADCAST], sizeof(*brd));
	if (brd) {
		pr_text(" brd ");
		pr_cstr(PR_ANY, CLR_MAC, "broadcast", "%s",
			format_lladdr(brd->broadcast, alen, buf, sizeof(buf)));
	}
	print_vlans(vf);
	print_rates(vf);
	print_on_off_setting(vf[IFLA_VF_SPOOFCHK], "spoofchk", "spoof checking");
	print_guid(vf[IFLA_VF_IB_NODE_GUID], "node guid", ", NODE_GUID %s");
	print_guid(vf[IFLA_VF_IB_PORT_GUID], "port guid", ", PORT_GUID %s");
	ls = payload_of(vf[IFLA_VF_LINK_STATE], sizeof(*ls));
	if (ls)
		pr_str(PR_ANY, "link_state", ", link-state %s",
		       ls->link_state == IFLA_VF_LINK_STATE_AUTO ? "auto" :
		       ls->link_state == IFLA_VF_LINK_STATE_ENABLE ? "enable" :
		       "disable");
	print_on_off_setting(vf[IFLA_VF_TRUST], "trust", "trust");
	print_on_off_setting(vf[IFLA_VF_RSS_QUERY_EN], "query_rss_en",
			     "query_rss");
	if (show_stats && vf[IFLA_VF_STATS])
		print_vf_stats(vf[IFLA_VF_STATS]);
	pr_close_object();
}

void link_print_vfinfo(const struct ifinfomsg *ifi, const struct nlattr **tb)
{
	const struct nlattr *e;

	if (!tb[IFLA_VFINFO_LIST] || !tb[IFLA_NUM_VF])
		return;
	pr_open_array(PR_JSON, "vfinfo_list");
	mnl_attr_for_each_nested(e, tb[IFLA_VFINFO_LIST])
		if (mnl_attr_get_type(e) == IFLA_VF_INFO)
			print_one_vf(ifi, e);
	pr_close_array(PR_JSON, NULL);
}
