// SPDX-License-Identifier: GPL-2.0
/* link_wwan.c — wwan (modem data channel) devices: linkid */
#include <stdio.h>
#include <linux/wwan.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void wwan_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... wwan linkid LINKID\n"
		"\n"
		"Where: LINKID := 0-4294967295\n");
}

static int wwan_parse(struct link_req *req, struct args *a)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		uint32_t id;

		if (matches(w, "linkid")) {
			w = args_next(a);
			if (get_u32(&id, w, 0))
				invarg("linkid", w);
			nl_attr_put_u32(req->nlh, IFLA_WWAN_LINK_ID, id);
		} else if (matches(w, "help")) {
			wwan_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "wwan: unknown command \"%s\"?\n", w);
			wwan_usage(stderr);
			return 1;
		}
	}
	return 0;
}

static void wwan_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_WWAN_MAX + 1];

	if (nest_parse(data, tb, IFLA_WWAN_MAX) < 0)
		return;
	if (tb[IFLA_WWAN_LINK_ID] &&
	    mnl_attr_get_payload_len(tb[IFLA_WWAN_LINK_ID]) >= sizeof(uint32_t))
		pr_uint(PR_ANY, "linkid", "linkid %u ",
			mnl_attr_get_u32(tb[IFLA_WWAN_LINK_ID]));
}

const struct link_kind wwan_kind = {
	.name = "wwan",
	.parse = wwan_parse,
	.print = wwan_print,
	.usage = wwan_usage,
};
