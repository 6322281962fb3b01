// SPDX-License-Identifier: GPL-2.0
/* link_geneve.c — geneve: VNI, remote, UDP options; -d details */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void geneve_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... geneve id VNI\n"
		"\t\tremote ADDR\n"
		"\t\t[ ttl TTL ]\n"
		"\t\t[ tos TOS ]\n"
		"\t\t[ df DF ]\n"
		"\t\t[ flowlabel LABEL ]\n"
		"\t\t[ dstport PORT ]\n"
		"\t\t[ [no]external ]\n"
		"\t\t[ [no]udpcsum ]\n"
		"\t\t[ [no]udp6zerocsumtx ]\n"
		"\t\t[ [no]udp6zerocsumrx ]\n"
		"\t\t[ innerprotoinherit ]\n"
		"\n"
		"Where:\tVNI   := 0-16777215\n"
		"\tADDR  := IP_ADDRESS\n"
		"\tTOS   := { NUMBER | inherit }\n"
		"\tTTL   := { 1..255 | auto | inherit }\n"
		"\tDF    := { unset | set | inherit }\n"
		"\tLABEL := 0-1048575\n");
}

/* [no]FLAG options, each a u8 attribute. */
static const struct {
	const char *name;
	int attr;
} gn_flags[] = {
	{ "external", IFLA_GENEVE_COLLECT_METADATA },
	{ "udpcsum", IFLA_GENEVE_UDP_CSUM },
	{ "udp6zerocsumtx", IFLA_GENEVE_UDP_ZERO_CSUM6_TX },
	{ "udp6zerocsumrx", IFLA_GENEVE_UDP_ZERO_CSUM6_RX },
};

#define GN_NFLAGS (sizeof(gn_flags) / sizeof(gn_flags[0]))
#define GN_EXTERNAL 0

struct gn_state {
	bool have[IFLA_GENEVE_MAX + 1];
	int flag[GN_NFLAGS];
	bool inner_proto;
	int family;
	uint32_t vni, label;
	uint8_t ttl, tos;
	uint16_t port;		/* network order */
	struct kaddr remote;
};

static const char *gn_value(struct gn_state *s, struct args *a, int attr,
			    const char *key)
{
	const char *v = args_next(a);

	if (s->have[attr])
		duparg2(key, v);
	s->have[attr] = true;
	return v;
}

static int gn_flag_word(struct gn_state *s, const char *w)
{
	for (unsigned int i = 0; i < GN_NFLAGS; i++) {
		char no[32];
		int on;

		snprintf(no, sizeof(no), "no%s", gn_flags[i].name);
		if (matches(w, gn_flags[i].name))
			on = 1;
		else if (matches(w, no))
			on = 0;
		else
			continue;
		if (s->flag[i] >= 0)
			duparg2(w, w);
		s->flag[i] = on;
		return 1;
	}
	return 0;
}

static int gn_remote(struct gn_state *s, struct args *a)
{
	const char *w = gn_value(s, a, IFLA_GENEVE_REMOTE, "remote");

	if (kind_get_addr(w, &s->family, &s->remote))
		return 1;
	if (s->remote.family == AF_UNSPEC || kaddr_is_multicast(&s->remote))
		invarg("invalid remote address", w);
	return 0;
}

static int gn_option(struct gn_state *s, struct link_req *req,
		     struct args *a)
{
	struct nlmsghdr *nlh = req->nlh;
	const char *w = args_cur(a);
	uint32_t u32;
	uint16_t u16;
	int ttl;

	if (matches(w, "id") || matches(w, "vni")) {
		w = gn_value(s, a, IFLA_GENEVE_ID, "id");
		if (get_u32(&u32, w, 0) || u32 >= 1u << 24)
			invarg("invalid id", w);
		s->vni = u32;
	} else if (matches(w, "remote")) {
		return gn_remote(s, a);
	} else if (matches(w, "ttl") || matches(w, "hoplimit")) {
		/* inherit and df go out at once, the rest at the end */
		ttl = kind_parse_ttl(gn_value(s, a, IFLA_GENEVE_TTL, "ttl"));
		if (ttl < 0)
			nl_attr_put_u8(nlh, IFLA_GENEVE_TTL_INHERIT, 1);
		else
			s->ttl = (uint8_t)ttl;
	} else if (matches(w, "tos") || matches(w, "dsfield")) {
		w = gn_value(s, a, IFLA_GENEVE_TOS, "tos");
		s->tos = kind_parse_tos(w);
	} else if (matches(w, "df")) {
		w = gn_value(s, a, IFLA_GENEVE_DF, "df");
		nl_attr_put_u8(nlh, IFLA_GENEVE_DF, kind_parse_df(w));
	} else if (matches(w, "label") || matches(w, "flowlabel")) {
		w = gn_value(s, a, IFLA_GENEVE_LABEL, "flowlabel");
		s->label = htonl(kind_parse_label(w));
	} else if (!strcmp(w, "innerprotoinherit")) {
		if (s->inner_proto)
			duparg2(w, w);
		s->inner_proto = true;
	} else if (matches(w, "dstport")) {
		w = gn_value(s, a, IFLA_GENEVE_PORT, "dstport");
		if (get_u16(&u16, w, 0))
			invarg("dstport", w);
		s->port = htons(u16);
	} else if (gn_flag_word(s, w)) {
		return 0;
	} else if (matches(w, "help")) {
		geneve_usage(stderr);
		return 1;
	} else {
		fprintf(stderr, "geneve: unknown command \"%s\"?\n", w);
		geneve_usage(stderr);
		return 1;
	}
	return 0;
}

/*
 * The attributes in the reference's order. A new device gets id, label,
 * ttl and tos always; a change sends only what was given.
 */
static void gn_put(const struct gn_state *s, struct nlmsghdr *nlh)
{
	bool all = nlh->nlmsg_flags & NLM_F_CREATE;

	nl_attr_put_u32(nlh, IFLA_GENEVE_ID, s->vni);
	if (s->have[IFLA_GENEVE_REMOTE])
		nl_attr_put(nlh, s->remote.family == AF_INET ?
			     IFLA_GENEVE_REMOTE : IFLA_GENEVE_REMOTE6,
			     (size_t)s->remote.len, s->remote.data);
	if (all || s->have[IFLA_GENEVE_LABEL])
		nl_attr_put_u32(nlh, IFLA_GENEVE_LABEL, s->label);
	if (all || s->have[IFLA_GENEVE_TTL])
		nl_attr_put_u8(nlh, IFLA_GENEVE_TTL, s->ttl);
	if (all || s->have[IFLA_GENEVE_TOS])
		nl_attr_put_u8(nlh, IFLA_GENEVE_TOS, s->tos);
	if (s->have[IFLA_GENEVE_PORT])
		nl_attr_put_u16(nlh, IFLA_GENEVE_PORT, s->port);
	if (s->flag[GN_EXTERNAL] > 0)
		nl_attr_put(nlh, IFLA_GENEVE_COLLECT_METADATA, 0, NULL);
	if (s->inner_proto)
		nl_attr_put(nlh, IFLA_GENEVE_INNER_PROTO_INHERIT, 0, NULL);
	for (unsigned int i = 1; i < GN_NFLAGS; i++)
		if (s->flag[i] >= 0)
			nl_attr_put_u8(nlh, (uint16_t)gn_flags[i].attr,
					(uint8_t)s->flag[i]);
}

static int geneve_parse(struct link_req *req, struct args *a)
{
	struct gn_state s = { .family = AF_UNSPEC };
	bool external;
	int err;

	for (unsigned int i = 0; i < GN_NFLAGS; i++)
		s.flag[i] = -1;
	for (; args_more(a); args_skip(a)) {
		err = gn_option(&s, req, a);
		if (err)
			return err;
	}
	external = s.flag[GN_EXTERNAL] > 0;
	if (!s.have[IFLA_GENEVE_ID] && !external) {
		fprintf(stderr, "geneve: missing virtual network identifier\n");
		return 1;
	}
	if (s.have[IFLA_GENEVE_ID] && external) {
		fprintf(stderr, "geneve: both 'external' and vni cannot be specified\n");
		return 1;
	}
	if ((req->nlh->nlmsg_flags & NLM_F_CREATE) &&
	    !s.have[IFLA_GENEVE_REMOTE] && !external) {
		fprintf(stderr, "geneve: remote link partner not specified\n");
		return 1;
	}
	gn_put(&s, req->nlh);
	return 0;
}

static uint8_t gn_u8(const struct nlattr **tb, int attr)
{
	return tb[attr] ? mnl_attr_get_u8(tb[attr]) : 0;
}

static void gn_print_onoff(const struct nlattr **tb, int attr,
			   const char *key, const char *name)
{
	bool on;

	if (!tb[attr])
		return;
	on = mnl_attr_get_u8(tb[attr]);
	pr_bool(PR_JSON, key, NULL, on);
	pr_text("%s%s ", on ? "" : "no", name);
}

static void gn_print_ip(const struct nlattr **tb)
{
	uint8_t tos = gn_u8(tb, IFLA_GENEVE_TOS);
	uint8_t df = gn_u8(tb, IFLA_GENEVE_DF);
	char buf[16];

	if (gn_u8(tb, IFLA_GENEVE_TTL_INHERIT)) {
		pr_text("ttl inherit ");
	} else if (tb[IFLA_GENEVE_TTL]) {
		uint8_t ttl = gn_u8(tb, IFLA_GENEVE_TTL);

		pr_uint(PR_JSON, "ttl", NULL, ttl);
		if (ttl)
			pr_text("ttl %u ", ttl);
		else
			pr_text("ttl auto ");
	}
	if (tos) {
		snprintf(buf, sizeof(buf), "0x%x", tos);
		pr_str(PR_JSON, "tos", NULL, buf);
		if (tos == 1)
			pr_text("tos inherit ");
		else
			pr_text("tos %s ", buf);
	}
	if (df == GENEVE_DF_SET)
		pr_str(PR_ANY, "df", "df %s ", "set");
	else if (df == GENEVE_DF_INHERIT)
		pr_str(PR_ANY, "df", "df %s ", "inherit");
	if (tb[IFLA_GENEVE_LABEL]) {
		uint32_t label = ntohl(mnl_attr_get_u32(tb[IFLA_GENEVE_LABEL]));

		if (label) {
			snprintf(buf, sizeof(buf), "0x%x", label);
			pr_str(PR_ANY, "label", "flowlabel %s ", buf);
		}
	}
}

/*
 * The kernel here has no geneve: this follows the vxlan printer's
 * conventions (same keys and words for the shared options).
 */
static void geneve_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_GENEVE_MAX + 1];

	nest_parse(data, tb, IFLA_GENEVE_MAX);
	if (gn_u8(tb, IFLA_GENEVE_COLLECT_METADATA)) {
		pr_bool(PR_ANY, "external", "external ", true);
		return;
	}
	if (tb[IFLA_GENEVE_ID])
		pr_uint(PR_ANY, "id", "id %u ",
			mnl_attr_get_u32(tb[IFLA_GENEVE_ID]));
	kind_print_addr(tb[IFLA_GENEVE_REMOTE], "remote", "remote6",
			"remote %s ");
	kind_print_addr(tb[IFLA_GENEVE_REMOTE6], "remote", "remote6",
			"remote %s ");
	gn_print_ip(tb);
	if (tb[IFLA_GENEVE_PORT])
		pr_uint(PR_ANY, "port", "dstport %u ",
			ntohs(mnl_attr_get_u16(tb[IFLA_GENEVE_PORT])));
	gn_print_onoff(tb, IFLA_GENEVE_UDP_CSUM, "udp_csum", "udpcsum");
	gn_print_onoff(tb, IFLA_GENEVE_UDP_ZERO_CSUM6_TX, "udp_zero_csum6_tx",
		       "udp6zerocsumtx");
	gn_print_onoff(tb, IFLA_GENEVE_UDP_ZERO_CSUM6_RX, "udp_zero_csum6_rx",
		       "udp6zerocsumrx");
	if (tb[IFLA_GENEVE_INNER_PROTO_INHERIT])
		pr_bool(PR_ANY, "inner_proto_inherit", "innerprotoinherit ",
			true);
}

const struct link_kind geneve_kind = {
	.name = "geneve",
	.parse = geneve_parse,
	.print = geneve_print,
	.usage = geneve_usage,
};
