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
#include "kind_util.h"
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

/* "01:23:45:67:89:ab:cd:ef", nothing else: eight pairs of hex digits */
static uint64_t guid_arg(struct args *a)
{
	const char *v = args_next(a);
	uint64_t g = 0;

	if (strlen(v) != 23)
		invarg("Invalid GUID format\n", v);
	for (int i = 0; i < 23; i++) {
		bool colon = i % 3 == 2;

		if (colon ? v[i] != ':' : !isxdigit((unsigned char)v[i]))
			invarg("Invalid GUID format\n", v);
	}
	for (int i = 0; i < 8; i++)
		g = (g << 8) | strtoul((char[]){ v[3 * i], v[3 * i + 1], 0 },
				       NULL, 16);
	return g;
}

/*
 * What the parse leaves for link_vf_finish(): the lengths of the MACs
 * given (the reference checks them against the device's), and the
 * IFLA_VF_RATE payloads whose unset half is the VF's current rate.
 */
#define VF_PENDING_MAX 64
static struct {
	const struct nlmsghdr *nlh;
	int n;
	struct vf_pending {
		int mac_len;			/* 0: none */
		struct ifla_vf_rate *rate;	/* in the request, or NULL */
		bool min_unset, max_unset;
	} p[VF_PENDING_MAX];
} pend;

static struct vf_pending *pending(const struct nlmsghdr *nlh)
{
	if (pend.nlh != nlh) {
		pend.nlh = nlh;
		pend.n = 0;
	}
	if (pend.n == VF_PENDING_MAX)
		return NULL;
	memset(&pend.p[pend.n], 0, sizeof(pend.p[0]));
	return &pend.p[pend.n++];
}

static uint16_t vlan_proto_arg(struct args *a)
{
	const char *p = args_next(a);
	uint16_t proto;

	if (kind_proto_a2n(p, &proto))
		invarg("protocol is invalid\n", p);
	if (proto != ETH_P_8021Q && proto != ETH_P_8021AD)
		invarg("Invalid \"vlan protocol\" value - supported 802.1Q, 802.1ad\n",
		       p);
	return proto;
}

/* a is at "vlan": "vlan VLAN [ qos QOS ] [ proto PROTO ]" */
static void vlan_arg(struct args *a, struct ifla_vf_vlan_info *vi)
{
	const char *v;

	args_skip(a);
	v = args_next(a);
	if (get_u32(&vi->vlan, v, 0) || vi->vlan > 4095)
		invarg("Invalid \"vlan\" value\n", v);
	vi->qos = 0;
	vi->vlan_proto = htons(ETH_P_8021Q);
	if (a->argc > 1 && matches(a->argv[1], "qos")) {
		args_skip(a);
		vi->qos = num_arg(a, "qos");
	}
	if (a->argc > 1 && matches(a->argv[1], "proto")) {
		args_skip(a);
		vi->vlan_proto = htons(vlan_proto_arg(a));
	}
}

/*
 * A VLAN of another protocol than 802.1Q goes into IFLA_VF_VLAN_LIST, and
 * the "vlan" words that follow it at once join that list, whatever their
 * protocol; an 802.1Q VLAN outside a list is a plain IFLA_VF_VLAN.
 */
static void put_vlans(struct args *a, struct nlmsghdr *nlh, uint32_t vf)
{
	struct ifla_vf_vlan_info vi = { .vf = vf };
	struct nlattr *list;

	vlan_arg(a, &vi);
	if (vi.vlan_proto == htons(ETH_P_8021Q)) {
		struct ifla_vf_vlan vv = { .vf = vf, .vlan = vi.vlan,
					   .qos = vi.qos };

		nl_attr_put(nlh, IFLA_VF_VLAN, sizeof(vv), &vv);
		return;
	}
	list = nl_attr_nest_start_plain(nlh, IFLA_VF_VLAN_LIST);
	for (;;) {
		nl_attr_put(nlh, IFLA_VF_VLAN_INFO, sizeof(vi), &vi);
		if (a->argc < 2 || !matches(a->argv[1], "vlan"))
			break;
		vlan_arg(a, &vi);
	}
	nl_attr_nest_end(nlh, list);
}

/*
 * The rate words, as the reference reads them: if min_tx_rate or
 * max_tx_rate (or an abbreviation) is anywhere in what is left of the
 * command line, the VF gets one IFLA_VF_RATE at the end, a plain "rate"
 * being its maximum unless max_tx_rate is there too; otherwise each
 * "rate" is an IFLA_VF_TX_RATE where it stands.
 */
struct vf_rates {
	bool new_api, override;
	bool have_min, have_max;
	struct ifla_vf_rate r;
};

static void rates_prescan(const struct args *a, struct vf_rates *vr)
{
	for (int i = 1; i < a->argc; i++) {
		if (matches(a->argv[i], "max_tx_rate"))
			vr->new_api = vr->override = true;
		else if (matches(a->argv[i], "min_tx_rate"))
			vr->new_api = true;
	}
}

static void put_rates(struct nlmsghdr *nlh, struct vf_rates *vr, uint32_t vf)
{
	struct vf_pending *p;
	struct nlattr *at;

	if (!vr->new_api)
		return;
	vr->r.vf = vf;
	/* -1 is the reference's "not given" too: then the current rate */
	if (vr->have_min && vr->r.min_tx_rate == (uint32_t)-1)
		vr->have_min = false;
	if (vr->have_max && vr->r.max_tx_rate == (uint32_t)-1)
		vr->have_max = false;
	if (!vr->have_min)
		vr->r.min_tx_rate = 0;
	if (!vr->have_max)
		vr->r.max_tx_rate = 0;
	at = (struct nlattr *)mnl_nlmsg_get_payload_tail(nlh);
	nl_attr_put(nlh, IFLA_VF_RATE, sizeof(vr->r), &vr->r);
	if ((vr->have_min && vr->have_max) || !(p = pending(nlh)))
		return;
	p->rate = mnl_attr_get_payload(at);
	p->min_unset = !vr->have_min;
	p->max_unset = !vr->have_max;
}

static uint32_t vf_number(const char *v)
{
	int32_t n;

	/* a signed int, as the reference reads it: -1 is VF 4294967295 */
	if (get_s32(&n, v, 0))
		invarg("Invalid \"vf\" value\n", v);
	return (uint32_t)n;
}

/* spoofchk | query_rss | trust on|off: the three share vf, setting */
static void put_setting(struct args *a, struct nlmsghdr *nlh, uint32_t vf)
{
	const char *w = a->argv[1];
	struct ifla_vf_spoofchk s = { .vf = vf };
	const char *kw = matches(w, "spoofchk") ? "spoofchk" :
			 matches(w, "query_rss") ? "query_rss" : "trust";
	uint16_t type = kw[0] == 's' ? IFLA_VF_SPOOFCHK :
			kw[0] == 't' ? IFLA_VF_TRUST : IFLA_VF_RSS_QUERY_EN;

	args_skip(a);
	s.setting = on_off_arg(a, kw);
	nl_attr_put(nlh, type, sizeof(s), &s);
}

/* state auto|enable|disable (abbreviations as the reference) */
static void put_link_state(struct args *a, struct nlmsghdr *nlh, uint32_t vf)
{
	struct ifla_vf_link_state ls = { .vf = vf };
	const char *x;

	args_skip(a);
	x = args_next(a);
	if (matches(x, "auto"))
		ls.link_state = IFLA_VF_LINK_STATE_AUTO;
	else if (matches(x, "enable"))
		ls.link_state = IFLA_VF_LINK_STATE_ENABLE;
	else if (matches(x, "disable"))
		ls.link_state = IFLA_VF_LINK_STATE_DISABLE;
	else
		invarg("Invalid \"state\" value\n", x);
	nl_attr_put(nlh, IFLA_VF_LINK_STATE, sizeof(ls), &ls);
}

/* One VF keyword at a->argv[1] and its value; false: not a VF word. */
static bool vf_option(struct args *a, struct nlmsghdr *nlh, uint32_t vf,
		      struct vf_rates *vr)
{
	const char *w = a->argv[1];

	if (matches(w, "mac")) {
		struct ifla_vf_mac m = { .vf = vf };
		struct vf_pending *p;
		const char *x;
		int len;

		args_skip(a);
		x = args_next(a);
		len = parse_lladdr(x, m.mac, sizeof(m.mac));
		if (len < 0) {
			lladdr_error(x);
			exit(1);
		}
		if (len != ETH_ALEN && (p = pending(nlh)))
			p->mac_len = len;
		nl_attr_put(nlh, IFLA_VF_MAC, sizeof(m), &m);
	} else if (matches(w, "vlan")) {
		put_vlans(a, nlh, vf);
	} else if (matches(w, "rate")) {
		struct ifla_vf_tx_rate r = { .vf = vf };

		args_skip(a);
		r.rate = num_arg(a, "rate");
		if (!vr->new_api)
			nl_attr_put(nlh, IFLA_VF_TX_RATE, sizeof(r), &r);
		else if (!vr->override) {
			vr->r.max_tx_rate = r.rate;
			vr->have_max = true;
		}
	} else if (matches(w, "max_tx_rate")) {
		args_skip(a);
		vr->r.max_tx_rate = num_arg(a, "max tx rate");
		vr->have_max = true;
	} else if (matches(w, "min_tx_rate")) {
		args_skip(a);
		vr->r.min_tx_rate = num_arg(a, "min tx rate");
		vr->have_min = true;
	} else if (matches(w, "spoofchk") || matches(w, "query_rss") ||
		   matches(w, "trust")) {
		put_setting(a, nlh, vf);
	} else if (matches(w, "state")) {
		put_link_state(a, nlh, vf);
	} else if (matches(w, "node_guid") || matches(w, "port_guid")) {
		struct ifla_vf_guid g = { .vf = vf };
		uint16_t type = matches(w, "node_guid") ?
				IFLA_VF_IB_NODE_GUID : IFLA_VF_IB_PORT_GUID;

		args_skip(a);
		g.guid = guid_arg(a);
		nl_attr_put(nlh, type, sizeof(g), &g);
	} else {
		return false;
	}
	return true;
}

/*
 * a is at "vf". Consumes "vf NUM" and the VF options that follow, and
 * adds IFLA_VFINFO_LIST { IFLA_VF_INFO { ... } } to nlh (nests without
 * NLA_F_NESTED, as the reference sends them).
 */
int link_parse_vf(struct args *a, struct nlmsghdr *nlh)
{
	struct nlattr *list, *info;
	struct vf_rates vr = { 0 };
	uint32_t vf = vf_number(args_next(a));
	bool any = false;

	rates_prescan(a, &vr);
	list = nl_attr_nest_start_plain(nlh, IFLA_VFINFO_LIST);
	info = nl_attr_nest_start_plain(nlh, IFLA_VF_INFO);
	while (a->argc > 1 && vf_option(a, nlh, vf, &vr))
		any = true;
	put_rates(nlh, &vr, vf);
	if (!any && !vr.new_api)
		incomplete_command();
	nl_attr_nest_end(nlh, info);
	nl_attr_nest_end(nlh, list);
	return 0;
}

/* The device's hardware address length, or -1 if unknown. */
static int addr_len_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg))
		if (mnl_attr_get_type(a) == IFLA_ADDRESS)
			*(int *)data = (int)mnl_attr_get_payload_len(a);
	return MNL_CB_OK;
}

struct vf_rate_ask {
	uint32_t vf;
	uint32_t min, max;
};

/* The current rates of one VF in an RTM_NEWLINK with its VF list. */
static int vf_rate_cb(const struct nlmsghdr *nlh, void *data)
{
	struct vf_rate_ask *q = data;
	const struct nlattr *a, *info, *e;

	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg)) {
		if (mnl_attr_get_type(a) != IFLA_VFINFO_LIST)
			continue;
		mnl_attr_for_each_nested(info, a)
			mnl_attr_for_each_nested(e, info) {
				const struct ifla_vf_rate *r;

				if (mnl_attr_get_type(e) != IFLA_VF_RATE ||
				    mnl_attr_get_payload_len(e) < sizeof(*r))
					continue;
				r = mnl_attr_get_payload(e);
				if (r->vf == q->vf) {
					q->min = r->min_tx_rate;
					q->max = r->max_tx_rate;
				}
			}
	}
	return MNL_CB_OK;
}

static int ask_link(const char *dev, uint32_t mask, nl_cb_t cb, void *data)
{
	char buf[512];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));

	ifi->ifi_family = AF_UNSPEC;
	link_put_dev(nlh, dev);
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, mask);
	return nl_talk(nl_lookup_sess(), nlh, cb, data);
}

int link_vf_finish(const struct nlmsghdr *nlh, const char *dev)
{
	int have = -2;

	if (pend.nlh != nlh)
		return 0;
	pend.nlh = NULL;
	for (int i = 0; i < pend.n; i++) {
		struct vf_pending *p = &pend.p[i];

		if (p->mac_len) {
			if (have == -2) {
				have = -1;
				if (ask_link(dev, RTEXT_FILTER_SKIP_STATS,
					     addr_len_cb, &have))
					have = -1;
			}
			if (have > 0 && have != p->mac_len) {
				fprintf(stderr, "Invalid address length %d - must be %d bytes\n",
					p->mac_len, have);
				return 1;
			}
		}
		if (p->rate) {
			struct vf_rate_ask q = { p->rate->vf, 0, 0 };

			/* no answer: the kernel will say what is wrong */
			ask_link(dev, RTEXT_FILTER_VF | RTEXT_FILTER_SKIP_STATS,
				 vf_rate_cb, &q);
			if (p->min_unset)
				p->rate->min_tx_rate = q.min;
			if (p->max_unset)
				p->rate->max_tx_rate = q.max;
		}
	}
	return 0;
}
