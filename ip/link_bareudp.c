// SPDX-License-Identifier: GPL-2.0
/* link_bareudp.c — bareudp: dstport, ethertype, srcportmin, [no]multiproto */
#include <stdio.h>
#include <arpa/inet.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void bareudp_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... bareudp dstport PORT\n"
		"\t\tethertype PROTO\n"
		"\t\t[ srcportmin PORT ]\n"
		"\t\t[ [no]multiproto ]\n"
		"\n"
		"Where:\tPORT  := UDP_PORT\n"
		"\tPROTO := ETHERTYPE\n"
		"\n"
		"Note: ETHERTYPE can be given as number or as protocol name (\"ipv4\", \"ipv6\",\n"
		"      \"mpls_uc\", etc.).\n");
}

struct bu_state {
	bool have_port, have_type, have_min;
	int multi;		/* -1 unset */
	uint16_t port, type, min;
};

/* The value of a keyword said once: the message names the keyword. */
static const char *bu_value(struct args *a, bool *have, const char *key)
{
	const char *v = args_next(a);

	if (*have)
		duparg2(key, v);
	*have = true;
	return v;
}

static int bu_option(struct bu_state *s, struct args *a)
{
	const char *w = args_cur(a);

	if (matches(w, "dstport")) {
		w = bu_value(a, &s->have_port, "dstport");
		if (get_u16(&s->port, w, 0))
			invarg("dstport", w);
	} else if (matches(w, "ethertype")) {
		w = bu_value(a, &s->have_type, "ethertype");
		if (kind_proto_a2n(w, &s->type))
			invarg("ethertype", w);
	} else if (matches(w, "srcportmin")) {
		w = bu_value(a, &s->have_min, "srcportmin");
		if (get_u16(&s->min, w, 0))
			invarg("srcportmin", w);
	} else if (matches(w, "multiproto") || matches(w, "nomultiproto")) {
		if (s->multi >= 0)
			duparg2(w, w);
		s->multi = w[0] != 'n';
	} else if (matches(w, "help")) {
		bareudp_usage(stderr);
		return 1;
	} else {
		fprintf(stderr, "bareudp: unknown command \"%s\"?\n", w);
		bareudp_usage(stderr);
		return 1;
	}
	return 0;
}

static int bareudp_parse(struct link_req *req, struct args *a)
{
	struct bu_state s = { .multi = -1 };
	int err;

	for (; args_more(a); args_skip(a)) {
		err = bu_option(&s, a);
		if (err)
			return err;
	}
	/* the reference asks for both, on set as on add */
	if (!s.have_port)
		missarg("dstport");
	if (!s.have_type)
		missarg("ethertype");
	nl_attr_put_u16(req->nlh, IFLA_BAREUDP_PORT, htons(s.port));
	nl_attr_put_u16(req->nlh, IFLA_BAREUDP_ETHERTYPE, htons(s.type));
	if (s.have_min)
		nl_attr_put_u16(req->nlh, IFLA_BAREUDP_SRCPORT_MIN, s.min);
	if (s.multi > 0)
		nl_attr_put(req->nlh, IFLA_BAREUDP_MULTIPROTO_MODE, 0, NULL);
	return 0;
}

static bool bu_has16(const struct nlattr *at)
{
	return at && mnl_attr_get_payload_len(at) >= sizeof(uint16_t);
}

static void bareudp_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_BAREUDP_MAX + 1];
	char buf[16];

	if (nest_parse(data, tb, IFLA_BAREUDP_MAX) < 0)
		return;
	if (bu_has16(tb[IFLA_BAREUDP_PORT]))
		pr_uint(PR_ANY, "dstport", "dstport %u ",
			ntohs(mnl_attr_get_u16(tb[IFLA_BAREUDP_PORT])));
	if (bu_has16(tb[IFLA_BAREUDP_ETHERTYPE])) {
		uint16_t id = ntohs(mnl_attr_get_u16(tb[IFLA_BAREUDP_ETHERTYPE]));
		const char *name = kind_proto_n2a(id, buf, sizeof(buf));

		/* an id without a name: in decimal, bracketed */
		if (name == buf)
			snprintf(buf, sizeof(buf), "[%u]", id);
		pr_str(PR_ANY, "ethertype", "ethertype %s ", name);
	}
	if (bu_has16(tb[IFLA_BAREUDP_SRCPORT_MIN]))
		pr_uint(PR_ANY, "srcportmin", "srcportmin %u ",
			mnl_attr_get_u16(tb[IFLA_BAREUDP_SRCPORT_MIN]));
	if (tb[IFLA_BAREUDP_MULTIPROTO_MODE])
		pr_bool(PR_ANY, "multiproto", "multiproto ", true);
	else
		pr_bool(PR_ANY, "multiproto", "nomultiproto ", false);
}

const struct link_kind bareudp_kind = {
	.name = "bareudp",
	.parse = bareudp_parse,
	.print = bareudp_print,
	.usage = bareudp_usage,
};
