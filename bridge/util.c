// SPDX-License-Identifier: GPL-2.0
/* util.c — attribute tables, on/off arguments and names shared by bridge/ */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "br_common.h"

struct tb_ctx {
	const struct nlattr **tb;
	int max;
};

static int tb_cb(const struct nlattr *attr, void *data)
{
	struct tb_ctx *c = data;
	int type = mnl_attr_get_type(attr);

	if (type <= c->max)
		c->tb[type] = attr;
	return MNL_CB_OK;
}

int br_nest_parse(const struct nlattr *nest, const struct nlattr **tb,
		  int max)
{
	struct tb_ctx c = { tb, max };

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	if (!nest)
		return -1;
	return mnl_attr_parse_nested(nest, tb_cb, &c) < 0 ? -1 : 0;
}

int br_msg_parse(const struct nlmsghdr *nlh, size_t hdrlen,
		 const struct nlattr **tb, int max)
{
	struct tb_ctx c = { tb, max };

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	if (nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(hdrlen))
		return -1;
	return mnl_attr_parse(nlh, (unsigned int)hdrlen, tb_cb, &c) < 0 ?
		-1 : 0;
}

/*
 * Attribute values, safe on any reply: an attribute too short for its
 * type reads as 0 (a string without its NUL as ""), never past its end.
 * The kernel sends neither; the fuzzer does.
 */
#define BR_ATTR_UINT(bits)						\
uint##bits##_t br_attr_u##bits(const struct nlattr *a)			\
{									\
	uint##bits##_t v = 0;						\
									\
	if (mnl_attr_get_payload_len(a) >= sizeof(v))			\
		memcpy(&v, mnl_attr_get_payload(a), sizeof(v));		\
	return v;							\
}
BR_ATTR_UINT(8)
BR_ATTR_UINT(16)
BR_ATTR_UINT(32)
BR_ATTR_UINT(64)

const char *br_attr_str(const struct nlattr *a)
{
	if (mnl_attr_validate(a, MNL_TYPE_NUL_STRING) < 0)
		return "";
	return mnl_attr_get_str(a);
}

bool br_on_off(const char *key, const char *arg)
{
	int v = parse_on_off(arg);

	if (v < 0) {
		fprintf(stderr,
			"Error: argument of \"%s\" must be one of \"off\", \"on\", not \"%s\"\n",
			key, arg);
		exit(234);
	}
	return v;
}

static const char *const port_states[] = {
	"disabled", "listening", "learning", "forwarding", "blocking",
};

const char *br_port_state_name(unsigned int state)
{
	if (state < sizeof(port_states) / sizeof(port_states[0]))
		return port_states[state];
	return NULL;
}

/* Dotted IPv4 as the reference reads it: one to four parts, each a
 * strtoul() number of any base up to 255, missing parts zero. */
int br_get_ipv4(unsigned char *out, const char *s)
{
	const char *p = s;
	int n = 0;

	memset(out, 0, 4);
	for (;;) {
		unsigned long v;
		char *end;

		if (n == 4 || !*p || *p == '.')
			return -1;
		v = strtoul(p, &end, 0);
		if (end == p || v > 255)
			return -1;
		out[n++] = (unsigned char)v;
		if (!*end)
			return 0;
		if (*end != '.')
			return -1;
		p = end + 1;
	}
}

int br_get_addr(struct br_addr *a, const char *s)
{
	if (strchr(s, ':')) {
		a->family = AF_INET6;
		a->len = 16;
		return inet_pton(AF_INET6, s, a->data) == 1 ? 0 : -1;
	}
	a->family = AF_INET;
	a->len = 4;
	return br_get_ipv4(a->data, s);
}
