// SPDX-License-Identifier: GPL-2.0
/* link_vlan.c — 802.1Q/802.1ad VLANs: id, protocol, flags, QoS maps */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/if_vlan.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void vlan_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... vlan id VLANID\n"
		"\t\t[ protocol VLANPROTO ]\n"
		"\t\t[ reorder_hdr { on | off } ]\n"
		"\t\t[ gvrp { on | off } ]\n"
		"\t\t[ mvrp { on | off } ]\n"
		"\t\t[ loose_binding { on | off } ]\n"
		"\t\t[ bridge_binding { on | off } ]\n"
		"\t\t[ ingress-qos-map QOS-MAP ]\n"
		"\t\t[ egress-qos-map QOS-MAP ]\n"
		"\n"
		"VLANID := 0-4095\n"
		"VLANPROTO: [ 802.1Q | 802.1ad ]\n"
		"QOS-MAP := [ QOS-MAP ] QOS-MAPPING\n"
		"QOS-MAPPING := FROM:TO\n");
}

/* The on/off flags, in the order of their bits' names when printed. */
static const struct {
	const char *word;
	const char *name;
	uint32_t bit;
} vlan_flags[] = {
	{ "reorder_hdr", "REORDER_HDR", VLAN_FLAG_REORDER_HDR },
	{ "gvrp", "GVRP", VLAN_FLAG_GVRP },
	{ "loose_binding", "LOOSE_BINDING", VLAN_FLAG_LOOSE_BINDING },
	{ "mvrp", "MVRP", VLAN_FLAG_MVRP },
	{ "bridge_binding", "BRIDGE_BINDING", VLAN_FLAG_BRIDGE_BINDING },
};

#define VLAN_NFLAGS (sizeof(vlan_flags) / sizeof(vlan_flags[0]))

/* Keyword order decides abbreviations: "m" is mvrp, "l" loose_binding. */
static const int flag_match_order[] = { 0, 1, 3, 2, 4 };

/* "FROM:TO" words after a *-qos-map keyword; the first word without a
 * colon ends the map and is read again as an option. */
static void vlan_qos_map(struct link_req *req, struct args *a, int attr,
			 const char *key)
{
	struct nlattr *nest = nl_attr_nest_start(req->nlh, (uint16_t)attr);
	char msg[32];

	snprintf(msg, sizeof(msg), "invalid %s", key);
	args_next(a);
	while (args_more(a) && strchr(args_cur(a), ':')) {
		struct ifla_vlan_qos_mapping m;
		char word[64], *colon;

		snprintf(word, sizeof(word), "%s", args_cur(a));
		colon = strchr(word, ':');
		if (!colon)	/* longer than the buffer holds */
			invarg(msg, args_cur(a));
		*colon = '\0';
		if (get_u32(&m.from, word, 0) || get_u32(&m.to, colon + 1, 0))
			invarg(msg, word);
		nl_attr_put(req->nlh, IFLA_VLAN_QOS_MAPPING, sizeof(m), &m);
		args_skip(a);
	}
	nl_attr_nest_end(req->nlh, nest);
	/* the caller's loop steps past the current word */
	a->argc++;
	a->argv--;
}

static int vlan_flag(struct ifla_vlan_flags *fl, struct args *a)
{
	const char *w = args_cur(a);

	for (unsigned int k = 0; k < VLAN_NFLAGS; k++) {
		unsigned int i = (unsigned int)flag_match_order[k];
		const char *v;
		int on;

		if (!matches(w, vlan_flags[i].word))
			continue;
		v = args_next(a);
		on = parse_on_off(v);
		if (on < 0) {
			fprintf(stderr, "Error: argument of \"%s\" must be \"on\" or \"off\", not \"%s\"\n",
				vlan_flags[i].word, v);
			return 1;
		}
		fl->mask |= vlan_flags[i].bit;
		if (on)
			fl->flags |= vlan_flags[i].bit;
		else
			fl->flags &= ~vlan_flags[i].bit;
		return 0;
	}
	return -1;
}

static int vlan_option(struct link_req *req, struct args *a,
		       struct ifla_vlan_flags *fl)
{
	const char *w = args_cur(a);
	uint16_t u16;
	int err;

	if (matches(w, "id")) {
		w = args_next(a);
		if (get_u16(&u16, w, 0))
			invarg("id is invalid", w);
		nl_attr_put_u16(req->nlh, IFLA_VLAN_ID, u16);
	} else if (matches(w, "protocol")) {
		w = args_next(a);
		if (kind_proto_a2n(w, &u16))
			invarg("protocol is invalid", w);
		nl_attr_put_u16(req->nlh, IFLA_VLAN_PROTOCOL, htons(u16));
	} else if ((err = vlan_flag(fl, a)) >= 0) {
		return err;
	} else if (matches(w, "ingress-qos-map")) {
		vlan_qos_map(req, a, IFLA_VLAN_INGRESS_QOS, "ingress-qos-map");
	} else if (matches(w, "egress-qos-map")) {
		vlan_qos_map(req, a, IFLA_VLAN_EGRESS_QOS, "egress-qos-map");
	} else if (matches(w, "help")) {
		vlan_usage(stderr);
		return 1;
	} else {
		fprintf(stderr, "vlan: unknown command \"%s\"?\n", w);
		vlan_usage(stderr);
		return 1;
	}
	return 0;
}

static int vlan_parse(struct link_req *req, struct args *a)
{
	struct ifla_vlan_flags fl = { 0, 0 };
	int err;

	for (; args_more(a); args_skip(a)) {
		err = vlan_option(req, a, &fl);
		if (err)
			return err;
	}
	if (fl.mask)
		nl_attr_put(req->nlh, IFLA_VLAN_FLAGS, sizeof(fl), &fl);
	return 0;
}

static void vlan_print_flags(const struct nlattr *attr)
{
	const struct ifla_vlan_flags *fl;
	bool first = true;

	if (!attr || mnl_attr_get_payload_len(attr) < sizeof(*fl))
		return;
	fl = mnl_attr_get_payload(attr);
	pr_open_array(PR_JSON, "flags");
	pr_text("<");
	for (unsigned int i = 0; i < VLAN_NFLAGS; i++) {
		if (!(fl->flags & vlan_flags[i].bit))
			continue;
		pr_text("%s", first ? "" : ",");
		pr_str(PR_ANY, NULL, "%s", vlan_flags[i].name);
		first = false;
	}
	pr_text("> ");
	pr_close_array(PR_JSON, NULL);
}

static void vlan_print_map(const struct nlattr *attr, const char *key,
			   const char *word)
{
	const struct nlattr *m;

	if (!attr)
		return;
	pr_text("%s      %s { ", pr_sl(), word);
	pr_open_array(PR_JSON, key);
	mnl_attr_for_each_nested(m, attr) {
		const struct ifla_vlan_qos_mapping *q;

		if (mnl_attr_get_payload_len(m) < sizeof(*q))
			continue;
		q = mnl_attr_get_payload(m);
		pr_open_object(NULL);
		pr_uint(PR_ANY, "from", "%u:", q->from);
		pr_uint(PR_ANY, "to", "%u ", q->to);
		pr_close_object();
	}
	pr_close_array(PR_JSON, NULL);
	pr_text("} ");
}

/*
 * The kernel here has no 8021q module: this printer follows ip-link(8)
 * and the reference's conventions for flag lists and QoS maps.
 */
static void vlan_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_VLAN_MAX + 1];
	char buf[16];

	nest_parse(data, tb, IFLA_VLAN_MAX);
	if (tb[IFLA_VLAN_PROTOCOL])
		pr_str(PR_ANY, "protocol", "protocol %s ",
		       kind_proto_n2a(ntohs(mnl_attr_get_u16(
				tb[IFLA_VLAN_PROTOCOL])), buf, sizeof(buf)));
	if (tb[IFLA_VLAN_ID])
		pr_uint(PR_ANY, "id", "id %u ",
			mnl_attr_get_u16(tb[IFLA_VLAN_ID]));
	vlan_print_flags(tb[IFLA_VLAN_FLAGS]);
	vlan_print_map(tb[IFLA_VLAN_INGRESS_QOS], "ingress_qos",
		       "ingress-qos-map");
	vlan_print_map(tb[IFLA_VLAN_EGRESS_QOS], "egress_qos",
		       "egress-qos-map");
}

const struct link_kind vlan_kind = {
	.name = "vlan",
	.parse = vlan_parse,
	.print = vlan_print,
	.usage = vlan_usage,
};
