// SPDX-License-Identifier: GPL-2.0
/* link_xfrm.c — xfrm interfaces: dev PHYS_DEV, if_id IF-ID, external */
#include <stdio.h>
#include <stdlib.h>

#include "print.h"
#include "names.h"
#include "kind_util.h"
#include "nl.h"

static void xfrm_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... xfrm dev [ PHYS_DEV ] [ if_id IF-ID ]\n"
		"\t\t[ external ]\n"
		"\n"
		"Where: IF-ID := { 0x1..0xffffffff }\n");
}

static int xfrm_parse(struct link_req *req, struct args *a)
{
	bool have_id = false, external = false;
	uint32_t link = 0;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		uint32_t id;

		if (matches(w, "dev")) {
			w = args_next(a);
			link = (uint32_t)ll_name_to_index(w);
			if (!link) {
				fprintf(stderr, "Cannot find device \"%s\"\n", w);
				exit(255);
			}
		} else if (matches(w, "if_id")) {
			w = args_next(a);
			if (get_u32(&id, w, 0) || !id)
				invarg("if_id value is invalid", w);
			/* at once: a second one is sent too */
			nl_attr_put_u32(req->nlh, IFLA_XFRM_IF_ID, id);
			have_id = true;
		} else if (is(w, "external")) {
			external = true;
		} else {
			/* "help" and anything unknown alike */
			xfrm_usage(stderr);
			return 1;
		}
	}
	if (external) {
		if (have_id || link) {
			fprintf(stderr, "xfrmi: both 'external' and if_id/link cannot be specified\n");
			return 1;
		}
		nl_attr_put(req->nlh, IFLA_XFRM_COLLECT_METADATA, 0, NULL);
		return 0;
	}
	if (!have_id)
		missarg("IF_ID");
	if (link)
		nl_attr_put_u32(req->nlh, IFLA_XFRM_LINK, link);
	return 0;
}

static void xfrm_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_XFRM_MAX + 1];
	char buf[16];

	if (nest_parse(data, tb, IFLA_XFRM_MAX) < 0)
		return;
	if (tb[IFLA_XFRM_IF_ID] &&
	    mnl_attr_get_payload_len(tb[IFLA_XFRM_IF_ID]) >= sizeof(uint32_t)) {
		/* "%#x": an id of 0 is "0" */
		snprintf(buf, sizeof(buf), "%#x",
			 mnl_attr_get_u32(tb[IFLA_XFRM_IF_ID]));
		pr_str(PR_ANY, "if_id", "if_id %s ", buf);
	}
	if (tb[IFLA_XFRM_COLLECT_METADATA])
		pr_bool(PR_ANY, "external", "external ", true);
}

const struct link_kind xfrm_kind = {
	.name = "xfrm",
	.parse = xfrm_parse,
	.print = xfrm_print,
	.usage = xfrm_usage,
};
