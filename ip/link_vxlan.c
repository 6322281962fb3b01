// SPDX-License-Identifier: GPL-2.0
/* link_vxlan.c — vxlan: VNI, endpoints, ports, flags; -d details */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>

#include "print.h"
#include "names.h"
#include "kind_util.h"
#include "nl.h"

static void vxlan_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... vxlan id VNI\n"
		"\t\t[ { group | remote } IP_ADDRESS ]\n"
		"\t\t[ local ADDR ]\n"
		"\t\t[ ttl TTL ]\n"
		"\t\t[ tos TOS ]\n"
		"\t\t[ df DF ]\n"
		"\t\t[ flowlabel LABEL ]\n"
		"\t\t[ dev PHYS_DEV ]\n"
		"\t\t[ dstport PORT ]\n"
		"\t\t[ srcport MIN MAX ]\n"
		"\t\t[ [no]learning ]\n"
		"\t\t[ [no]proxy ]\n"
		"\t\t[ [no]rsc ]\n"
		"\t\t[ [no]l2miss ]\n"
		"\t\t[ [no]l3miss ]\n"
		"\t\t[ ageing SECONDS ]\n"
		"\t\t[ maxaddress NUMBER ]\n"
		"\t\t[ [no]udpcsum ]\n"
		"\t\t[ [no]udp6zerocsumtx ]\n"
		"\t\t[ [no]udp6zerocsumrx ]\n"
		"\t\t[ [no]remcsumtx ] [ [no]remcsumrx ]\n"
		"\t\t[ [no]external ] [ gbp ] [ gpe ]\n"
		"\t\t[ [no]vnifilter ]\n"
		"\n"
		"Where:\tVNI\t:= 0-16777215\n"
		"\tADDR\t:= { IP_ADDRESS | any }\n"
		"\tTOS\t:= { NUMBER | inherit }\n"
		"\tTTL\t:= { 1..255 | auto | inherit }\n"
		"\tDF\t:= { unset | set | inherit }\n"
		"\tLABEL := 0-1048575\n");
}

/* The [no]FLAG options: one u8 attribute each (gbp, gpe: flags). */
struct vx_flag {
	const char *name;
	int attr;
	bool no_form;		/* accepts "noNAME" */
};

static const struct vx_flag vx_flags[] = {
	{ "learning", IFLA_VXLAN_LEARNING, true },
	{ "proxy", IFLA_VXLAN_PROXY, true },
	{ "rsc", IFLA_VXLAN_RSC, true },
	{ "l2miss", IFLA_VXLAN_L2MISS, true },
	{ "l3miss", IFLA_VXLAN_L3MISS, true },
	{ "udpcsum", IFLA_VXLAN_UDP_CSUM, true },
	{ "udp6zerocsumtx", IFLA_VXLAN_UDP_ZERO_CSUM6_TX, true },
	{ "udp6zerocsumrx", IFLA_VXLAN_UDP_ZERO_CSUM6_RX, true },
	{ "remcsumtx", IFLA_VXLAN_REMCSUM_TX, true },
	{ "remcsumrx", IFLA_VXLAN_REMCSUM_RX, true },
	{ "external", IFLA_VXLAN_COLLECT_METADATA, true },
	{ "gbp", IFLA_VXLAN_GBP, false },
	{ "gpe", IFLA_VXLAN_GPE, false },
	{ "vnifilter", IFLA_VXLAN_VNIFILTER, true },
};

#define VX_NFLAGS (sizeof(vx_flags) / sizeof(vx_flags[0]))
/* Positions in vx_flags[] that the final checks look at. */
#define VX_LEARNING 0
#define VX_EXTERNAL 10
#define VX_GPE 12

struct vx_state {
	int family;
	bool have[IFLA_VXLAN_MAX + 1];	/* seen on the command line */
	int flag[VX_NFLAGS];		/* -1 unset, else 0/1 */
	uint32_t vni;
	uint16_t dstport;
	struct kaddr group, remote, local;
	bool have_group, have_remote, have_local;
};

/* A keyword that takes a value: dup check on the attribute; the
 * message names the keyword by its full name. */
static const char *vx_value(struct vx_state *s, struct args *a, int attr,
			    const char *key)
{
	const char *v = args_next(a);

	if (s->have[attr])
		duparg2(key, v);
	s->have[attr] = true;
	return v;
}

static int vx_flag_word(struct vx_state *s, struct link_req *req,
			const char *w)
{
	for (unsigned int i = 0; i < VX_NFLAGS; i++) {
		const struct vx_flag *f = &vx_flags[i];
		char no[32];
		int on;

		snprintf(no, sizeof(no), "no%s", f->name);
		if (matches(w, f->name))
			on = 1;
		else if (f->no_form && matches(w, no))
			on = 0;
		else
			continue;
		if (s->flag[i] >= 0)
			duparg2(w, w);
		s->flag[i] = on;
		/* like the reference: at once, but learning at the end */
		if (i == VX_LEARNING)
			return 1;
		if (!f->no_form)
			nl_attr_put(req->nlh, (uint16_t)f->attr, 0, NULL);
		else
			nl_attr_put_u8(req->nlh, (uint16_t)f->attr,
					(uint8_t)on);
		return 1;
	}
	return 0;
}

static int vx_addr(struct vx_state *s, struct args *a, int attr,
		   struct kaddr *out, bool *have, const char *what)
{
	const char *w = vx_value(s, a, attr, what);
	char msg[64];

	if ((attr == IFLA_VXLAN_GROUP && s->have_remote) ||
	    (attr == IFLA_VXLAN_GROUP6 && s->have_group)) {
		fprintf(stderr, "vxlan: both group and remote cannot be specified\n");
		return 1;
	}
	if (kind_get_addr(w, &s->family, out))
		return 1;
	snprintf(msg, sizeof(msg), "invalid %s address", what);
	if (out->family == AF_UNSPEC ||
	    (attr == IFLA_VXLAN_GROUP ? !kaddr_is_multicast(out) :
	     kaddr_is_multicast(out)))
		invarg(msg, w);
	*have = true;
	return 0;
}

static void vx_put_u8(struct link_req *req, int attr, uint8_t v)
{
	nl_attr_put_u8(req->nlh, (uint16_t)attr, v);
}

static void vx_ttl(struct vx_state *s, struct link_req *req, struct args *a)
{
	int ttl = kind_parse_ttl(vx_value(s, a, IFLA_VXLAN_TTL, "ttl"));

	if (ttl < 0)
		nl_attr_put(req->nlh, IFLA_VXLAN_TTL_INHERIT, 0, NULL);
	else
		vx_put_u8(req, IFLA_VXLAN_TTL, (uint8_t)ttl);
}

static void vx_u32(struct vx_state *s, struct link_req *req, struct args *a,
		   int attr, const char *key, const char *msg)
{
	const char *w = vx_value(s, a, attr, key);
	uint32_t v;

	if (get_u32(&v, w, 0))
		invarg(msg, w);
	nl_attr_put_u32(req->nlh, (uint16_t)attr, v);
}

static void vx_srcport(struct vx_state *s, struct link_req *req,
		       struct args *a)
{
	struct ifla_vxlan_port_range r;
	const char *w = vx_value(s, a, IFLA_VXLAN_PORT_RANGE, "srcport");
	uint16_t lo, hi;

	if (get_u16(&lo, w, 0))
		invarg("min port", w);
	w = args_next(a);
	if (get_u16(&hi, w, 0))
		invarg("max port", w);
	r.low = htons(lo);
	r.high = htons(hi);
	nl_attr_put(req->nlh, IFLA_VXLAN_PORT_RANGE, sizeof(r), &r);
}

static void vx_dev(struct vx_state *s, struct link_req *req, struct args *a)
{
	const char *w = vx_value(s, a, IFLA_VXLAN_LINK, "dev");
	int idx = ll_name_to_index(w);

	if (idx <= 0) {
		fprintf(stderr, "Cannot find device \"%s\"\n", w);
		exit(255);
	}
	nl_attr_put_u32(req->nlh, IFLA_VXLAN_LINK, (uint32_t)idx);
}

static int vx_option(struct vx_state *s, struct link_req *req,
		     struct args *a)
{
	const char *w = args_cur(a);
	uint32_t u32;
	uint16_t u16;

	if (matches(w, "id") || matches(w, "vni")) {
		w = vx_value(s, a, IFLA_VXLAN_ID, "id");
		if (get_u32(&u32, w, 0) || u32 >= 1u << 24)
			invarg("invalid id", w);
		s->vni = u32;
	} else if (matches(w, "group")) {
		return vx_addr(s, a, IFLA_VXLAN_GROUP, &s->group,
			       &s->have_group, "group");
	} else if (matches(w, "remote")) {
		/* have[GROUP6] stands for "remote seen" */
		return vx_addr(s, a, IFLA_VXLAN_GROUP6, &s->remote,
			       &s->have_remote, "remote");
	} else if (matches(w, "local")) {
		return vx_addr(s, a, IFLA_VXLAN_LOCAL, &s->local,
			       &s->have_local, "local");
	} else if (matches(w, "dev")) {
		vx_dev(s, req, a);
	} else if (matches(w, "ttl") || matches(w, "hoplimit")) {
		vx_ttl(s, req, a);
	} else if (matches(w, "tos") || matches(w, "dsfield")) {
		w = vx_value(s, a, IFLA_VXLAN_TOS, "tos");
		vx_put_u8(req, IFLA_VXLAN_TOS, kind_parse_tos(w));
	} else if (matches(w, "df")) {
		w = vx_value(s, a, IFLA_VXLAN_DF, "df");
		vx_put_u8(req, IFLA_VXLAN_DF, kind_parse_df(w));
	} else if (matches(w, "label") || matches(w, "flowlabel")) {
		w = vx_value(s, a, IFLA_VXLAN_LABEL, "flowlabel");
		nl_attr_put_u32(req->nlh, IFLA_VXLAN_LABEL,
				 htonl(kind_parse_label(w)));
	} else if (matches(w, "ageing")) {
		vx_u32(s, req, a, IFLA_VXLAN_AGEING, "ageing",
		       "ageing timer");
	} else if (matches(w, "maxaddress")) {
		vx_u32(s, req, a, IFLA_VXLAN_LIMIT, "maxaddress",
		       "max addresses");
	} else if (matches(w, "port") || matches(w, "srcport")) {
		vx_srcport(s, req, a);
	} else if (matches(w, "dstport")) {
		w = vx_value(s, a, IFLA_VXLAN_PORT, "dstport");
		if (get_u16(&u16, w, 0))
			invarg("dst port", w);
		s->dstport = u16;
	} else if (vx_flag_word(s, req, w)) {
		return 0;
	} else if (matches(w, "help")) {
		vxlan_usage(stderr);
		return 1;
	} else {
		fprintf(stderr, "vxlan: unknown command \"%s\"?\n", w);
		vxlan_usage(stderr);
		return 1;
	}
	return 0;
}

static void vx_put_addr(struct link_req *req, const struct kaddr *ad,
			int attr4, int attr6)
{
	nl_attr_put(req->nlh, (uint16_t)(ad->family == AF_INET ? attr4 :
					  attr6), (size_t)ad->len, ad->data);
}

static int vx_finish(struct vx_state *s, struct link_req *req)
{
	bool create = req->nlh->nlmsg_flags & NLM_F_CREATE;
	bool external = s->flag[VX_EXTERNAL] > 0;

	if (s->have_group && s->have_remote) {
		fprintf(stderr, "vxlan: both group and remote cannot be specified\n");
		return 1;
	}
	if (create && !s->have[IFLA_VXLAN_ID] && !external) {
		fprintf(stderr, "vxlan: missing virtual network identifier\n");
		return 1;
	}
	if (s->have[IFLA_VXLAN_ID] && external) {
		fprintf(stderr, "vxlan: both 'external' and vni cannot be specified\n");
		return 1;
	}
	if (s->have_group && !s->have[IFLA_VXLAN_LINK]) {
		fprintf(stderr, "vxlan: 'group' requires 'dev' to be specified\n");
		return 1;
	}
	if (create && !s->have[IFLA_VXLAN_PORT] && s->flag[VX_GPE] <= 0)
		fprintf(stderr,
			"vxlan: destination port not specified\n"
			"Will use Linux kernel default (non-standard value)\n"
			"Use 'dstport 4789' to get the IANA assigned value\n"
			"Use 'dstport 0' to get default and quiet this message\n");
	if (s->have[IFLA_VXLAN_ID])
		nl_attr_put_u32(req->nlh, IFLA_VXLAN_ID, s->vni);
	if (s->have_local)
		vx_put_addr(req, &s->local, IFLA_VXLAN_LOCAL,
			    IFLA_VXLAN_LOCAL6);
	if (s->have_group)
		vx_put_addr(req, &s->group, IFLA_VXLAN_GROUP,
			    IFLA_VXLAN_GROUP6);
	if (s->have_remote)
		vx_put_addr(req, &s->remote, IFLA_VXLAN_GROUP,
			    IFLA_VXLAN_GROUP6);
	/* a new device learns unless told otherwise or external */
	if (s->flag[VX_LEARNING] >= 0)
		vx_put_u8(req, IFLA_VXLAN_LEARNING,
			  (uint8_t)s->flag[VX_LEARNING]);
	else if (create)
		vx_put_u8(req, IFLA_VXLAN_LEARNING, !external);
	/* GPE has its own port: 4790 unless one is given */
	if (!s->have[IFLA_VXLAN_PORT] && s->flag[VX_GPE] > 0)
		s->dstport = 4790;
	if (s->dstport)
		nl_attr_put_u16(req->nlh, IFLA_VXLAN_PORT, htons(s->dstport));
	return 0;
}

static int vxlan_parse(struct link_req *req, struct args *a)
{
	struct vx_state s = { .family = AF_UNSPEC };
	int err;

	for (unsigned int i = 0; i < VX_NFLAGS; i++)
		s.flag[i] = -1;
	for (; args_more(a); args_skip(a)) {
		err = vx_option(&s, req, a);
		if (err)
			return err;
	}
	return vx_finish(&s, req);
}

static uint8_t vx_u8(const struct nlattr **tb, int attr)
{
	return tb[attr] ? mnl_attr_get_u8(tb[attr]) : 0;
}

/* group or remote: one attribute, named by whether it is multicast. */
static void vx_print_peer(const struct nlattr *attr, bool v6)
{
	struct kaddr ad = { v6 ? AF_INET6 : AF_INET, v6 ? 16 : 4 };

	if (!attr || mnl_attr_get_payload_len(attr) != (size_t)ad.len)
		return;
	memcpy(ad.data, mnl_attr_get_payload(attr), (size_t)ad.len);
	if (kaddr_is_any(&ad))
		return;
	if (kaddr_is_multicast(&ad))
		kind_print_addr(attr, "group", "group6", "group %s ");
	else
		kind_print_addr(attr, "remote", "remote6", "remote %s ");
}

static void vx_print_local(const struct nlattr *attr, int len)
{
	struct kaddr ad = { 0, len };

	if (!attr || mnl_attr_get_payload_len(attr) != (size_t)len)
		return;
	memcpy(ad.data, mnl_attr_get_payload(attr), (size_t)len);
	if (!kaddr_is_any(&ad))
		kind_print_addr(attr, "local", "local6", "local %s ");
}

static void vx_print_ports(const struct nlattr **tb)
{
	if (tb[IFLA_VXLAN_PORT_RANGE] &&
	    mnl_attr_get_payload_len(tb[IFLA_VXLAN_PORT_RANGE]) >=
	    sizeof(struct ifla_vxlan_port_range)) {
		const struct ifla_vxlan_port_range *r =
			mnl_attr_get_payload(tb[IFLA_VXLAN_PORT_RANGE]);

		pr_open_object("port_range");
		pr_uint(PR_ANY, "low", "srcport %u ", ntohs(r->low));
		pr_uint(PR_ANY, "high", "%u ", ntohs(r->high));
		pr_close_object();
	}
	if (tb[IFLA_VXLAN_PORT])
		pr_uint(PR_ANY, "port", "dstport %u ",
			ntohs(mnl_attr_get_u16(tb[IFLA_VXLAN_PORT])));
}

static void vx_print_true(const struct nlattr **tb, int attr,
			  const char *key, const char *text)
{
	if (vx_u8(tb, attr))
		pr_bool(PR_ANY, key, text, true);
}

static void vx_print_tos_ttl(const struct nlattr **tb)
{
	static const char *const df_names[] = { "unset", "set", "inherit" };
	uint8_t tos = vx_u8(tb, IFLA_VXLAN_TOS);
	char buf[16];

	if (tos) {
		snprintf(buf, sizeof(buf), "0x%x", tos);
		pr_str(PR_JSON, "tos", NULL, buf);
		if (tos == 1)
			pr_text("tos inherit ");
		else
			pr_text("tos %s ", buf);
	}
	if (vx_u8(tb, IFLA_VXLAN_TTL_INHERIT)) {
		pr_text("ttl inherit ");
	} else if (tb[IFLA_VXLAN_TTL]) {
		uint8_t ttl = vx_u8(tb, IFLA_VXLAN_TTL);

		pr_uint(PR_JSON, "ttl", NULL, ttl);
		if (ttl)
			pr_text("ttl %u ", ttl);
		else
			pr_text("ttl auto ");
	}
	if (tb[IFLA_VXLAN_DF]) {
		uint8_t df = vx_u8(tb, IFLA_VXLAN_DF);
		const char *name = df < 3 ? df_names[df] : "unknown";

		pr_str(PR_JSON, "df", NULL, name);
		if (df)
			pr_text("df %s ", name);
	}
}

static void vx_print_onoff(const struct nlattr **tb, int attr,
			   const char *key, const char *name)
{
	bool on;

	if (!tb[attr])
		return;
	on = mnl_attr_get_u8(tb[attr]);
	pr_bool(PR_JSON, key, NULL, on);
	pr_text("%s%s ", on ? "" : "no", name);
}

static void vx_print_tail(const struct nlattr **tb)
{
	if (tb[IFLA_VXLAN_LABEL]) {
		uint32_t label = ntohl(mnl_attr_get_u32(tb[IFLA_VXLAN_LABEL]));
		char buf[16];

		if (label) {
			snprintf(buf, sizeof(buf), "0x%x", label);
			pr_str(PR_ANY, "label", "flowlabel %s ", buf);
		}
	}
	if (tb[IFLA_VXLAN_AGEING])
		pr_uint(PR_ANY, "ageing", "ageing %u ",
			mnl_attr_get_u32(tb[IFLA_VXLAN_AGEING]));
	if (tb[IFLA_VXLAN_LIMIT] && mnl_attr_get_u32(tb[IFLA_VXLAN_LIMIT]))
		pr_uint(PR_ANY, "limit", "maxaddr %u ",
			mnl_attr_get_u32(tb[IFLA_VXLAN_LIMIT]));
	vx_print_onoff(tb, IFLA_VXLAN_UDP_CSUM, "udp_csum", "udpcsum");
	vx_print_onoff(tb, IFLA_VXLAN_UDP_ZERO_CSUM6_TX, "udp_zero_csum6_tx",
		       "udp6zerocsumtx");
	vx_print_onoff(tb, IFLA_VXLAN_UDP_ZERO_CSUM6_RX, "udp_zero_csum6_rx",
		       "udp6zerocsumrx");
	vx_print_true(tb, IFLA_VXLAN_REMCSUM_TX, "remcsum_tx", "remcsumtx ");
	vx_print_true(tb, IFLA_VXLAN_REMCSUM_RX, "remcsum_rx", "remcsumrx ");
	if (tb[IFLA_VXLAN_GBP])
		pr_bool(PR_ANY, "gbp", "gbp ", true);
	if (tb[IFLA_VXLAN_GPE])
		pr_bool(PR_ANY, "gpe", "gpe ", true);
}

static void vxlan_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_VXLAN_MAX + 1];

	nest_parse(data, tb, IFLA_VXLAN_MAX);
	vx_print_true(tb, IFLA_VXLAN_COLLECT_METADATA, "external",
		      "external ");
	/* the reference writes no space after this one */
	vx_print_true(tb, IFLA_VXLAN_VNIFILTER, "vnifilter", "vnifilter");
	if (tb[IFLA_VXLAN_ID])
		pr_uint(PR_ANY, "id", "id %u ",
			mnl_attr_get_u32(tb[IFLA_VXLAN_ID]));
	vx_print_peer(tb[IFLA_VXLAN_GROUP], false);
	vx_print_peer(tb[IFLA_VXLAN_GROUP6], true);
	vx_print_local(tb[IFLA_VXLAN_LOCAL], 4);
	vx_print_local(tb[IFLA_VXLAN_LOCAL6], 16);
	if (tb[IFLA_VXLAN_LINK] && mnl_attr_get_u32(tb[IFLA_VXLAN_LINK]))
		pr_str(PR_ANY, "link", "dev %s ",
		       ll_idx_n2a((int)mnl_attr_get_u32(tb[IFLA_VXLAN_LINK])));
	vx_print_ports(tb);
	if (tb[IFLA_VXLAN_LEARNING]) {
		bool on = vx_u8(tb, IFLA_VXLAN_LEARNING);

		pr_bool(PR_JSON, "learning", NULL, on);
		if (!on)
			pr_text("nolearning ");
	}
	vx_print_true(tb, IFLA_VXLAN_PROXY, "proxy", "proxy ");
	vx_print_true(tb, IFLA_VXLAN_RSC, "rsc", "rsc ");
	vx_print_true(tb, IFLA_VXLAN_L2MISS, "l2miss", "l2miss ");
	vx_print_true(tb, IFLA_VXLAN_L3MISS, "l3miss", "l3miss ");
	vx_print_tos_ttl(tb);
	vx_print_tail(tb);
}

const struct link_kind vxlan_kind = {
	.name = "vxlan",
	.parse = vxlan_parse,
	.print = vxlan_print,
	.usage = vxlan_usage,
};
