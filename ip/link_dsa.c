// SPDX-License-Identifier: GPL-2.0
/* link_dsa.c — dsa user ports: "conduit DEVICE" (or its older name
 * "master"), the CPU-facing device */
#include <stdio.h>

#include "print.h"
#include "names.h"
#include "kind_util.h"
#include "nl.h"

static void dsa_usage(FILE *f)
{
	fprintf(f, "Usage: ... dsa [ conduit DEVICE ]\n");
}

static int dsa_parse(struct link_req *req, struct args *a)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "conduit") || is(w, "master")) {
			int idx;

			w = args_next(a);
			idx = ll_name_to_index(w);
			if (!idx) {
				/* the reference's message ends with a blank line */
				fprintf(stderr,
					"Error: argument \"%s\" is wrong: Device does not exist\n\n",
					w);
				return 255;
			}
			nl_attr_put_u32(req->nlh, IFLA_DSA_MASTER, (uint32_t)idx);
		} else if (is(w, "help")) {
			dsa_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "dsa: unknown command \"%s\"?\n", w);
			dsa_usage(stderr);
			return 1;
		}
	}
	return 0;
}

static void dsa_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_DSA_MAX + 1];

	if (nest_parse(data, tb, IFLA_DSA_MAX) < 0)
		return;
	if (tb[IFLA_DSA_MASTER] &&
	    mnl_attr_get_payload_len(tb[IFLA_DSA_MASTER]) >= sizeof(uint32_t))
		pr_str(PR_ANY, "conduit", "conduit %s ",
		       kind_ifname(mnl_attr_get_u32(tb[IFLA_DSA_MASTER])));
}

const struct link_kind dsa_kind = {
	.name = "dsa",
	.parse = dsa_parse,
	.print = dsa_print,
	.usage = dsa_usage,
};
