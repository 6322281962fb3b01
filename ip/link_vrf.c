// SPDX-License-Identifier: GPL-2.0
/* link_vrf.c — vrf: "table TABLEID" (a number or an rt_tables name) */
#include <stdio.h>

#include "print.h"
#include "tables.h"
#include "kind_util.h"
#include "nl.h"

static void vrf_usage(FILE *f)
{
	fprintf(f, "Usage: ... vrf table TABLEID\n");
}

static int vrf_parse(struct link_req *req, struct args *a)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		uint32_t table;

		if (matches(w, "table")) {
			w = args_next(a);
			if (table_a2n(&tbl_rt_tables, &table, w)) {
				/* the reference ends this message with a blank line */
				fprintf(stderr,
					"Error: argument \"%s\" is wrong: invalid table ID\n\n",
					w);
				return 255;
			}
			nl_attr_put_u32(req->nlh, IFLA_VRF_TABLE, table);
		} else if (matches(w, "help")) {
			vrf_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "vrf: unknown option \"%s\"?\n", w);
			vrf_usage(stderr);
			return 1;
		}
	}
	return 0;
}

static void vrf_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_VRF_MAX + 1];

	if (nest_parse(data, tb, IFLA_VRF_MAX) < 0)
		return;
	if (tb[IFLA_VRF_TABLE] &&
	    mnl_attr_get_payload_len(tb[IFLA_VRF_TABLE]) >= sizeof(uint32_t))
		pr_uint(PR_ANY, "table", "table %u ",
			mnl_attr_get_u32(tb[IFLA_VRF_TABLE]));
}

const struct link_kind vrf_kind = {
	.name = "vrf",
	.parse = vrf_parse,
	.print = vrf_print,
	.usage = vrf_usage,
};

/* vrf_slave: a device enslaved to a VRF shows its table with -d; the
 * words after the kind are ignored (the reference sends an empty
 * IFLA_INFO_SLAVE_DATA) */
static void vrf_slave_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_VRF_PORT_MAX + 1];

	if (nest_parse(data, tb, IFLA_VRF_PORT_MAX) < 0)
		return;
	if (tb[IFLA_VRF_PORT_TABLE] &&
	    mnl_attr_get_payload_len(tb[IFLA_VRF_PORT_TABLE]) >=
	    sizeof(uint32_t))
		pr_uint(PR_ANY, "table", "table %u ",
			mnl_attr_get_u32(tb[IFLA_VRF_PORT_TABLE]));
}

const struct link_kind vrf_slave_kind = {
	.name = "vrf_slave",
	.parse = kind_ignore_args,
	.print = vrf_slave_print,
};
