// SPDX-License-Identifier: GPL-2.0
/* link_gtp.c — gtp (GPRS Tunnelling Protocol): role, hsize,
 * restart_count; the kernel is asked to create the sockets itself */
#include <stdio.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

#define GTP_HSIZE_MAX 131071
#define GTP_HSIZE_DEFAULT 1024

static void gtp_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... gtp role ROLE\n"
		"\t\t[ hsize HSIZE ]\n"
		"\t\t[ restart_count RESTART_COUNT ]\n"
		"\n"
		"Where:\tROLE\t\t:= { sgsn | ggsn }\n"
		"\tHSIZE\t\t:= 1-131071\n"
		"\tRESTART_COUNT\t:= 0-255\n");
}

static int gtp_parse(struct link_req *req, struct args *a)
{
	bool have_role = false, have_hsize = false, have_count = false;

	nl_attr_put_u8(req->nlh, IFLA_GTP_CREATE_SOCKETS, 1);
	/* exact keywords; the reference passes over other words */
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "role")) {
			uint32_t role;

			w = args_next(a);
			if (have_role)
				duparg2("role", w);
			if (is(w, "sgsn"))
				role = GTP_ROLE_SGSN;
			else if (is(w, "ggsn"))
				role = GTP_ROLE_GGSN;
			else
				invarg("invalid role, use sgsn or ggsn", w);
			have_role = true;
			nl_attr_put_u32(req->nlh, IFLA_GTP_ROLE, role);
		} else if (is(w, "hsize")) {
			uint32_t hsize;

			w = args_next(a);
			if (have_hsize)
				duparg2("hsize", w);
			if (get_u32(&hsize, w, 0))
				invarg("invalid PDP hash size", w);
			if (hsize > GTP_HSIZE_MAX)
				invarg("PDP hash size too big", w);
			have_hsize = true;
			nl_attr_put_u32(req->nlh, IFLA_GTP_PDP_HASHSIZE, hsize);
		} else if (is(w, "restart_count")) {
			uint8_t count;

			w = args_next(a);
			if (have_count)
				duparg2("restart_count", w);
			if (get_u8(&count, w, 10))
				invarg("invalid restart_count", w);
			have_count = true;
			nl_attr_put_u8(req->nlh, IFLA_GTP_RESTART_COUNT, count);
		} else if (is(w, "help")) {
			gtp_usage(stderr);
			return 1;
		}
	}
	if (!have_role) {
		fprintf(stderr, "gtp: role of the gtp device was not specified\n");
		return 1;
	}
	if (!have_hsize)
		nl_attr_put_u32(req->nlh, IFLA_GTP_PDP_HASHSIZE,
				GTP_HSIZE_DEFAULT);
	return 0;
}

static bool gtp_has(const struct nlattr *at, size_t len)
{
	return at && mnl_attr_get_payload_len(at) >= len;
}

static void gtp_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_GTP_MAX + 1];

	if (nest_parse(data, tb, IFLA_GTP_MAX) < 0)
		return;
	if (gtp_has(tb[IFLA_GTP_ROLE], 4)) {
		uint32_t role = mnl_attr_get_u32(tb[IFLA_GTP_ROLE]);

		pr_str(PR_ANY, "role", "role %s ",
		       role == GTP_ROLE_SGSN ? "sgsn" :
		       role == GTP_ROLE_GGSN ? "ggsn" : "unknown");
	}
	if (gtp_has(tb[IFLA_GTP_PDP_HASHSIZE], 4))
		pr_uint(PR_ANY, "hsize", "hsize %u ",
			mnl_attr_get_u32(tb[IFLA_GTP_PDP_HASHSIZE]));
	if (gtp_has(tb[IFLA_GTP_RESTART_COUNT], 1))
		pr_uint(PR_ANY, "restart_count", "restart_count %u ",
			mnl_attr_get_u8(tb[IFLA_GTP_RESTART_COUNT]));
}

const struct link_kind gtp_kind = {
	.name = "gtp",
	.parse = gtp_parse,
	.print = gtp_print,
	.usage = gtp_usage,
};
