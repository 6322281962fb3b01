// SPDX-License-Identifier: GPL-2.0
/* encap.c — `encap TYPE ...` of routes and nexthops: the type table */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/lwtunnel.h>

#include "encap.h"
#include "nl.h"
#include "print.h"

static const char encap_usage_text[] =
"Usage: ip route ... encap TYPE [ OPTIONS ] [...]\n"
"mpls TYPE := \n"
"ip       \n"
"ila       \n"
"ip6       \n"
"seg6       \n"
"bpf       \n"
"seg6local       \n"
"rpl       \n"
"ioam6       \n"
"xfrm       \n";

static const struct encap_type *const *const families[] = {
	encap_ip_types, encap_seg6_types,
};

static const struct encap_type *find(const char *name, unsigned int type)
{
	for (size_t f = 0; f < sizeof(families) / sizeof(families[0]); f++)
		for (const struct encap_type *const *t = families[f]; *t; t++)
			if (name ? !strcmp((*t)->name, name) : (*t)->type == type)
				return *t;
	return NULL;
}

static uint32_t encap_limit;

void encap_room(const struct nlmsghdr *nlh, size_t need)
{
	if (nlh->nlmsg_len + need > encap_limit) {
		fprintf(stderr, "Error: encapsulation too long.\n");
		exit(255);
	}
}

const char *encap_peek(const struct args *a)
{
	return a->argc > 1 ? a->argv[1] : NULL;
}

static int nest_cb(const struct nlattr *a, void *data)
{
	void **d = data;
	const struct nlattr **tb = d[0];
	unsigned int max = *(const unsigned int *)d[1];
	unsigned int t = mnl_attr_get_type(a);

	if (t <= max && !tb[t])
		tb[t] = a;
	return MNL_CB_OK;
}

void encap_nest_parse(const struct nlattr *nest, const struct nlattr **tb,
		      unsigned int max)
{
	void *d[2] = { tb, &max };

	memset(tb, 0, (max + 1) * sizeof(*tb));
	mnl_attr_parse_nested(nest, nest_cb, d);
}

int encap_len_ok(const struct nlattr *a, unsigned int len)
{
	return a && mnl_attr_get_payload_len(a) >= len;
}

void encap_parse(struct args *a, struct nlmsghdr *nlh, size_t bufsz,
		 uint16_t encap_attr, uint16_t type_attr)
{
	const char *w = args_next(a);
	const struct encap_type *t;
	struct nlattr *nest;

	if (is(w, "help")) {
		fputs(encap_usage_text, stderr);
		exit(255);
	}
	t = find(w, 0);
	if (!t)
		invarg("\"encap type\" value is invalid\n", w);
	if (a->argc < 2)
		incomplete_command();
	/* room for the nest, its largest content and the type */
	if (nlh->nlmsg_len + ENCAP_MAX + 16 > bufsz) {
		fprintf(stderr, "Error: encapsulation too long.\n");
		exit(255);
	}
	encap_limit = nlh->nlmsg_len + ENCAP_MAX;
	nest = nl_attr_nest_start(nlh, encap_attr);
	if (is(a->argv[1], "help") || t->parse(a, nlh) < 0) {
		fprintf(stderr, "Error: unexpected end of line after \"encap\"\n");
		exit(255);
	}
	nl_attr_nest_end(nlh, nest);
	nl_attr_put_u16(nlh, type_attr, t->type);
}

void encap_print(const struct nlattr *type, const struct nlattr *encap)
{
	const struct encap_type *t;

	if (!encap || !encap_len_ok(type, 2))
		return;
	t = find(NULL, mnl_attr_get_u16(type));
	pr_str(PR_ANY, "encap", " encap %s ", t ? t->name : "unknown");
	if (t)
		t->print(encap);
}
