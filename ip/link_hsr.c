// SPDX-License-Identifier: GPL-2.0
/* link_hsr.c — hsr/prp redundancy devices: slave1, slave2,
 * supervision, version, proto */
#include <stdio.h>

#include "print.h"
#include "names.h"
#include "kind_util.h"
#include "nl.h"

static void hsr_usage(FILE *f)
{
	fprintf(f,
		"Usage:\tip link add name NAME type hsr slave1 SLAVE1-IF slave2 SLAVE2-IF\n"
		"\t[ supervision ADDR-BYTE ] [version VERSION] [proto PROTOCOL]\n"
		"\n"
		"NAME\n"
		"\tname of new hsr device (e.g. hsr0)\n"
		"SLAVE1-IF, SLAVE2-IF\n"
		"\tthe two slave devices bound to the HSR device\n"
		"ADDR-BYTE\n"
		"\t0-255; the last byte of the multicast address used for HSR supervision\n"
		"\tframes (default = 0)\n"
		"VERSION\n"
		"\t0,1; the protocol version to be used. (default = 0)\n"
		"PROTOCOL\n"
		"\t0 - HSR, 1 - PRP. (default = 0 - HSR)\n");
}

/* A byte-sized value: the message names what is wrong. */
static void hsr_u8(struct link_req *req, struct args *a, int type,
		   const char *msg)
{
	const char *w = args_next(a);
	uint8_t v;

	if (get_u8(&v, w, 0))
		invarg(msg, w);
	nl_attr_put_u8(req->nlh, (uint16_t)type, v);
}

static int hsr_parse(struct link_req *req, struct args *a)
{
	/* every word may be abbreviated; "s" is supervision. Values said
	 * twice are sent twice, as the reference does. */
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (matches(w, "supervision")) {
			hsr_u8(req, a, IFLA_HSR_MULTICAST_SPEC,
			       "ADDR-BYTE is invalid");
		} else if (matches(w, "version")) {
			hsr_u8(req, a, IFLA_HSR_VERSION, "version is invalid");
		} else if (matches(w, "proto")) {
			hsr_u8(req, a, IFLA_HSR_PROTOCOL, "protocol is invalid");
		} else if (matches(w, "slave1") || matches(w, "slave2")) {
			int type = matches(w, "slave1") ? IFLA_HSR_SLAVE1 :
							  IFLA_HSR_SLAVE2;
			int idx;

			w = args_next(a);
			idx = ll_name_to_index(w);
			if (!idx)
				invarg("No such interface", w);
			nl_attr_put_u32(req->nlh, (uint16_t)type, (uint32_t)idx);
		} else if (matches(w, "help")) {
			hsr_usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "hsr: what is \"%s\"?\n", w);
			hsr_usage(stderr);
			return 1;
		}
	}
	return 0;
}

static bool hsr_has(const struct nlattr *at, size_t len)
{
	return at && mnl_attr_get_payload_len(at) >= len;
}

static void hsr_slave(const struct nlattr *at, const char *key)
{
	char fmt[32];

	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	if (hsr_has(at, 4))
		pr_str(PR_ANY, key, fmt, kind_ifname(mnl_attr_get_u32(at)));
	else
		pr_null(PR_ANY, key, fmt, "<none>");
}

static void hsr_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_HSR_MAX + 1];
	const struct nlattr *sup;

	if (nest_parse(data, tb, IFLA_HSR_MAX) < 0)
		return;
	hsr_slave(tb[IFLA_HSR_SLAVE1], "slave1");
	hsr_slave(tb[IFLA_HSR_SLAVE2], "slave2");
	if (hsr_has(tb[IFLA_HSR_SEQ_NR], 2))
		pr_uint(PR_ANY, "seq_nr", "sequence %u ",
			mnl_attr_get_u16(tb[IFLA_HSR_SEQ_NR]));
	sup = tb[IFLA_HSR_SUPERVISION_ADDR];
	if (sup) {
		uint16_t len = mnl_attr_get_payload_len(sup);
		char buf[80];

		/* the reference cuts a long address at 63 characters */
		format_lladdr(mnl_attr_get_payload(sup), len > 22 ? 22 : len,
			      buf, sizeof(buf));
		buf[63] = '\0';
		pr_str(PR_ANY, "supervision_addr", "supervision %s ", buf);
	}
	if (hsr_has(tb[IFLA_HSR_PROTOCOL], 1))
		pr_uint(PR_ANY, "proto", "proto %u ",
			mnl_attr_get_u8(tb[IFLA_HSR_PROTOCOL]));
}

const struct link_kind hsr_kind = {
	.name = "hsr",
	.parse = hsr_parse,
	.print = hsr_print,
	.usage = hsr_usage,
};
