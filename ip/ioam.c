// SPDX-License-Identifier: GPL-2.0
/* ioam.c — `ip ioam`: IPv6 IOAM namespaces and schemas (generic netlink IOAM6) */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/ioam6_genl.h>

#include "args.h"
#include "genl.h"
#include "print.h"
#include "ip_common.h"
#include "nl.h"

static void __attribute__((noreturn)) ioam_usage(void)
{
	fprintf(stderr,
		"Usage:\tip ioam { COMMAND | help }\n"
		"\tip ioam namespace show\n"
		"\tip ioam namespace add ID [ data DATA32 ] [ wide DATA64 ]\n"
		"\tip ioam namespace del ID\n"
		"\tip ioam schema show\n"
		"\tip ioam schema add ID DATA\n"
		"\tip ioam schema del ID\n"
		"\tip ioam namespace set ID schema { ID | none }\n");
	exit(255);
}

/*
 * A number as the reference reads these: strtoull's syntax in base (a
 * leading '-' negates), at most max. 0 or -1.
 */
static int ioam_num(uint64_t *v, const char *s, int base, uint64_t max)
{
	unsigned long long r;
	char *end;

	if (!*s)
		return -1;
	errno = 0;
	r = strtoull(s, &end, base);
	if (end == s || *end || errno == ERANGE || r > max)
		return -1;
	*v = r;
	return 0;
}

/* The next word of a, which must be there. */
static const char *need(struct args *a)
{
	const char *w;

	if (!args_more(a))
		incomplete_command();
	w = args_cur(a);
	args_skip(a);
	return w;
}

static uint16_t ns_id(struct args *a)
{
	const char *w = need(a);
	uint64_t v;

	if (ioam_num(&v, w, 0, UINT16_MAX))
		invarg("Invalid namespace ID", w);
	return (uint16_t)v;
}

static uint32_t sc_id(struct args *a)
{
	const char *w = need(a);
	uint64_t v;

	if (ioam_num(&v, w, 0, UINT32_MAX))
		invarg("Invalid schema ID", w);
	return (uint32_t)v;
}

/* --- replies --- */

static int ioam_attr_cb(const struct nlattr *a, void *data)
{
	static const enum mnl_attr_data_type type[IOAM6_ATTR_MAX + 1] = {
		[IOAM6_ATTR_NS_ID] = MNL_TYPE_U16,
		[IOAM6_ATTR_NS_DATA] = MNL_TYPE_U32,
		[IOAM6_ATTR_NS_DATA_WIDE] = MNL_TYPE_U64,
		[IOAM6_ATTR_SC_ID] = MNL_TYPE_U32,
		[IOAM6_ATTR_SC_DATA] = MNL_TYPE_BINARY,
	};
	const struct nlattr **tb = data;
	int t = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, IOAM6_ATTR_MAX) < 0 || !type[t] ||
	    mnl_attr_validate(a, type[t]) < 0)
		return MNL_CB_OK;
	tb[t] = a;
	return MNL_CB_OK;
}

static int ioam_parse(const struct nlmsghdr *nlh, const struct nlattr **tb)
{
	if (!genl_msg_ok(nlh))
		return -1;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, ioam_attr_cb, tb);
	return 0;
}

static int ns_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[IOAM6_ATTR_MAX + 1] = { NULL };
	char wide[24];

	(void)data;
	if (ioam_parse(nlh, tb) || !tb[IOAM6_ATTR_NS_ID])
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_uint(PR_ANY, "namespace", "namespace %u",
		mnl_attr_get_u16(tb[IOAM6_ATTR_NS_ID]));
	if (tb[IOAM6_ATTR_SC_ID])
		pr_uint(PR_ANY, "schema", " [schema %u]",
			mnl_attr_get_u32(tb[IOAM6_ATTR_SC_ID]));
	if (tb[IOAM6_ATTR_NS_DATA])
		pr_hex(PR_ANY, "data", ", data %#010x",
		       mnl_attr_get_u32(tb[IOAM6_ATTR_NS_DATA]));
	if (tb[IOAM6_ATTR_NS_DATA_WIDE]) {
		uint64_t w = mnl_attr_get_u64(tb[IOAM6_ATTR_NS_DATA_WIDE]);

		snprintf(wide, sizeof(wide), "%#" PRIx64, w);
		pr_str(PR_JSON, "wide", NULL, wide);
		pr_text(", wide %#018" PRIx64, w);
	}
	pr_nl();
	pr_close_object();
	return MNL_CB_OK;
}

static int sc_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[IOAM6_ATTR_MAX + 1] = { NULL };
	const uint8_t *d;
	uint16_t i, len;

	(void)data;
	if (ioam_parse(nlh, tb) || !tb[IOAM6_ATTR_SC_ID] ||
	    !tb[IOAM6_ATTR_SC_DATA])
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_uint(PR_ANY, "schema", "schema %u",
		mnl_attr_get_u32(tb[IOAM6_ATTR_SC_ID]));
	if (tb[IOAM6_ATTR_NS_ID])
		pr_uint(PR_ANY, "namespace", " [namespace %u]",
			mnl_attr_get_u16(tb[IOAM6_ATTR_NS_ID]));
	/* the data as the reference shows it: a null, then bytes without
	 * names in JSON */
	pr_null(PR_ANY, "data", ", data:%s", "");
	d = mnl_attr_get_payload(tb[IOAM6_ATTR_SC_DATA]);
	len = mnl_attr_get_payload_len(tb[IOAM6_ATTR_SC_DATA]);
	for (i = 0; i < len; i++)
		pr_uint(PR_ANY, "", " %02x", d[i]);
	pr_nl();
	pr_close_object();
	return MNL_CB_OK;
}

/* --- commands --- */

struct ioam_req {
	char buf[NL_REQ_SIZE];
	struct nl_sess *s;
	struct nlmsghdr *nlh;
};

static int req_start(struct ioam_req *r, uint8_t cmd)
{
	uint16_t id;

	if (genl_cmd_open(IOAM6_GENL_NAME, &r->s, &id))
		return -1;
	r->nlh = genl_msg_start(r->buf, id, cmd, IOAM6_GENL_VERSION, 0);
	return 0;
}

static int req_talk(struct ioam_req *r)
{
	int err = nl_talk(r->s, r->nlh, NULL, NULL);

	if (err) {
		nl_perror(err);
		return 1;
	}
	return 0;
}

static int ioam_show(uint8_t cmd, nl_cb_t cb)
{
	struct ioam_req r = { 0 };

	if (req_start(&r, cmd))
		return 1;
	return genl_cmd_dump(r.s, r.nlh, cb);
}

/* add ID [ data DATA32 ] [ wide DATA64 ]: in this order, once each; the
 * wide data is hexadecimal (with or without 0x) */
static int ns_add(struct args *a)
{
	struct ioam_req r = { 0 };
	uint16_t id = ns_id(a);
	uint64_t v, data = 0, wide = 0;
	bool has_data = false, has_wide = false;
	const char *w;

	if (args_more(a)) {
		w = need(a);
		if (!strcmp(w, "data")) {
			w = need(a);
			if (ioam_num(&v, w, 0, UINT32_MAX))
				invarg("Invalid data", w);
			data = v;
			has_data = true;
			if (args_more(a)) {
				w = need(a);
				if (strcmp(w, "wide"))
					invarg("Unexpected argument", w);
			}
		} else if (strcmp(w, "wide")) {
			invarg("Invalid argument", w);
		}
		if (!strcmp(w, "wide")) {
			w = need(a);
			if (ioam_num(&v, w, 16, UINT64_MAX))
				invarg("Invalid wide data", w);
			wide = v;
			has_wide = true;
			if (!has_data && args_more(a))
				invarg("Unexpected argument", args_cur(a));
		}
	}
	if (req_start(&r, IOAM6_CMD_ADD_NAMESPACE))
		return 1;
	nl_attr_put_u16(r.nlh, IOAM6_ATTR_NS_ID, id);
	if (has_data)
		nl_attr_put_u32(r.nlh, IOAM6_ATTR_NS_DATA, (uint32_t)data);
	if (has_wide)
		nl_attr_put_u64(r.nlh, IOAM6_ATTR_NS_DATA_WIDE, wide);
	return req_talk(&r);
}

static int ns_del(struct args *a)
{
	struct ioam_req r = { 0 };
	uint16_t id = ns_id(a);

	if (req_start(&r, IOAM6_CMD_DEL_NAMESPACE))
		return 1;
	nl_attr_put_u16(r.nlh, IOAM6_ATTR_NS_ID, id);
	return req_talk(&r);
}

/* set ID schema { ID | none } */
static int ns_set(struct args *a)
{
	struct ioam_req r = { 0 };
	uint16_t id = ns_id(a);
	const char *w = need(a);
	bool none;
	uint32_t sc = 0;

	if (strcmp(w, "schema"))
		invarg("Unknown", w);
	none = args_more(a) && !strcmp(args_cur(a), "none");
	if (none)
		args_skip(a);
	else
		sc = sc_id(a);
	if (req_start(&r, IOAM6_CMD_NS_SET_SCHEMA))
		return 1;
	nl_attr_put_u16(r.nlh, IOAM6_ATTR_NS_ID, id);
	if (none)
		nl_attr_put(r.nlh, IOAM6_ATTR_SC_NONE, 0, NULL);
	else
		nl_attr_put_u32(r.nlh, IOAM6_ATTR_SC_ID, sc);
	return req_talk(&r);
}

static int sc_add(struct args *a)
{
	struct ioam_req r = { 0 };
	uint32_t id = sc_id(a);
	const char *d = need(a);
	size_t len = strlen(d);

	if (len > IOAM6_MAX_SCHEMA_DATA_LEN)
		invarg("Schema DATA too big", d);
	if (req_start(&r, IOAM6_CMD_ADD_SCHEMA))
		return 1;
	nl_attr_put_u32(r.nlh, IOAM6_ATTR_SC_ID, id);
	nl_attr_put(r.nlh, IOAM6_ATTR_SC_DATA, len, d);
	return req_talk(&r);
}

static int sc_del(struct args *a)
{
	struct ioam_req r = { 0 };
	uint32_t id = sc_id(a);

	if (req_start(&r, IOAM6_CMD_DEL_SCHEMA))
		return 1;
	nl_attr_put_u32(r.nlh, IOAM6_ATTR_SC_ID, id);
	return req_talk(&r);
}

static int do_namespace(struct args *a)
{
	const char *cmd = need(a);

	if (!strcmp(cmd, "show"))
		return ioam_show(IOAM6_CMD_DUMP_NAMESPACES, ns_print);
	if (!strcmp(cmd, "add"))
		return ns_add(a);
	if (!strcmp(cmd, "del"))
		return ns_del(a);
	if (!strcmp(cmd, "set"))
		return ns_set(a);
	invarg("Unknown", cmd);
}

static int do_schema(struct args *a)
{
	const char *cmd = need(a);

	if (!strcmp(cmd, "show"))
		return ioam_show(IOAM6_CMD_DUMP_SCHEMAS, sc_print);
	if (!strcmp(cmd, "add"))
		return sc_add(a);
	if (!strcmp(cmd, "del"))
		return sc_del(a);
	invarg("Unknown", cmd);
}

int do_ioam(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *obj;

	if (!args_more(&a) || !strcmp(args_cur(&a), "help"))
		ioam_usage();
	obj = args_cur(&a);
	if (strcmp(obj, "namespace") && strcmp(obj, "schema"))
		invarg("Unknown", obj);
	args_skip(&a);
	if (!args_more(&a))
		incomplete_command();
	if (!strcmp(obj, "namespace"))
		return do_namespace(&a);
	return do_schema(&a);
}
