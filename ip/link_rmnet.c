// SPDX-License-Identifier: GPL-2.0
/* link_rmnet.c — rmnet (Qualcomm modem mux) devices: mux_id */
#include <stdio.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void rmnet_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... rmnet mux_id MUXID\n"
		"\n"
		"MUXID := 1-254\n");
}

static int rmnet_parse(struct link_req *req, struct args *a)
{
	/* the range of the help text is the kernel's to check */
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		uint16_t id;

		if (matches(w, "mux_id")) {
			w = args_next(a);
			if (get_u16(&id, w, 0))
				invarg("mux_id is invalid", w);
			nl_attr_put_u16(req->nlh, IFLA_RMNET_MUX_ID, id);
		} else if (matches(w, "help")) {
			rmnet_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "rmnet: unknown command \"%s\"?\n", w);
			rmnet_usage(stderr);
			return 1;
		}
	}
	return 0;
}

static void rmnet_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_RMNET_MAX + 1];

	if (nest_parse(data, tb, IFLA_RMNET_MAX) < 0)
		return;
	if (tb[IFLA_RMNET_MUX_ID] &&
	    mnl_attr_get_payload_len(tb[IFLA_RMNET_MUX_ID]) >= sizeof(uint16_t))
		pr_uint(PR_ANY, "mux_id", "mux_id %u ",
			mnl_attr_get_u16(tb[IFLA_RMNET_MUX_ID]));
}

const struct link_kind rmnet_kind = {
	.name = "rmnet",
	.parse = rmnet_parse,
	.print = rmnet_print,
	.usage = rmnet_usage,
};
