// SPDX-License-Identifier: GPL-2.0
/* link_ipoib.c — IP over InfiniBand child devices: pkey, mode, umcast */
#include <stdio.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static void ipoib_usage(FILE *f)
{
	fprintf(f,
		"Usage: ... ipoib [ pkey PKEY ]\n"
		"\t\t [ mode {datagram | connected} ]\n"
		"\t\t [ umcast {0|1} ]\n"
		"\n"
		"PKEY  := 0x8001-0xffff\n");
}

static int ipoib_parse(struct link_req *req, struct args *a)
{
	/* abbreviations are taken; a value said twice is sent twice */
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);
		uint16_t v;

		if (matches(w, "pkey")) {
			w = args_next(a);
			if (get_u16(&v, w, 0))
				invarg("pkey is invalid", w);
			nl_attr_put_u16(req->nlh, IFLA_IPOIB_PKEY, v);
		} else if (matches(w, "mode")) {
			w = args_next(a);
			if (is(w, "datagram")) {
				v = IPOIB_MODE_DATAGRAM;
			} else if (is(w, "connected")) {
				v = IPOIB_MODE_CONNECTED;
			} else {
				fprintf(stderr, "Error: argument of \"mode\" must be \"datagram\"or \"connected\"\n");
				return 1;
			}
			nl_attr_put_u16(req->nlh, IFLA_IPOIB_MODE, v);
		} else if (matches(w, "umcast")) {
			w = args_next(a);
			if (get_u16(&v, w, 0))
				invarg("umcast is invalid", w);
			nl_attr_put_u16(req->nlh, IFLA_IPOIB_UMCAST, v);
		} else if (matches(w, "help")) {
			ipoib_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "ipoib: unknown option \"%s\"?\n", w);
			ipoib_usage(stderr);
			return 1;
		}
	}
	return 0;
}

static bool ipoib_has(const struct nlattr *at)
{
	return at && mnl_attr_get_payload_len(at) >= sizeof(uint16_t);
}

static void ipoib_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_IPOIB_MAX + 1];
	char buf[8];
	uint16_t mode;

	if (nest_parse(data, tb, IFLA_IPOIB_MAX) < 0)
		return;
	/* each value is shown only after the one before it, as the
	 * reference does */
	if (!ipoib_has(tb[IFLA_IPOIB_PKEY]))
		return;
	snprintf(buf, sizeof(buf), "%#.4x",
		 mnl_attr_get_u16(tb[IFLA_IPOIB_PKEY]));
	pr_str(PR_ANY, "key", "pkey %s ", buf);
	if (!ipoib_has(tb[IFLA_IPOIB_MODE]))
		return;
	mode = mnl_attr_get_u16(tb[IFLA_IPOIB_MODE]);
	pr_str(PR_ANY, "mode", "mode %s ",
	       mode == IPOIB_MODE_DATAGRAM ? "datagram" :
	       mode == IPOIB_MODE_CONNECTED ? "connected" : "unknown");
	if (!ipoib_has(tb[IFLA_IPOIB_UMCAST]))
		return;
	snprintf(buf, sizeof(buf), "%.4x",
		 mnl_attr_get_u16(tb[IFLA_IPOIB_UMCAST]));
	pr_str(PR_ANY, "umcast", "umcast %s ", buf);
}

const struct link_kind ipoib_kind = {
	.name = "ipoib",
	.parse = ipoib_parse,
	.print = ipoib_print,
	.usage = ipoib_usage,
};
