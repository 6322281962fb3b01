// SPDX-License-Identifier: GPL-2.0
/* ila.c — `ip ila`: Identifier-Locator Addressing mappings (generic netlink ila) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <endian.h>
#include <linux/ila.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"
#include "nl.h"

static void __attribute__((noreturn)) ila_usage(void)
{
	fprintf(stderr,
		"Usage: ip ila add loc_match LOCATOR_MATCH loc LOCATOR [ dev DEV ] OPTIONS\n"
		"       ip ila del loc_match LOCATOR_MATCH [ loc LOCATOR ] [ dev DEV ]\n"
		"       ip ila list\n"
		"OPTIONS := [ csum-mode { adj-transport | neutral-map |\n"
		"                         neutral-map-auto | no-action } ]\n"
		"           [ ident-type { luid | use-format } ]\n");
	exit(255);
}

struct ila_name {
	const char *name;
	uint8_t val;
};

static const struct ila_name csum_modes[] = {
	{ "adj-transport", ILA_CSUM_ADJUST_TRANSPORT },
	{ "neutral-map", ILA_CSUM_NEUTRAL_MAP },
	{ "neutral-map-auto", ILA_CSUM_NEUTRAL_MAP_AUTO },
	{ "no-action", ILA_CSUM_NO_ACTION },
	{ NULL, 0 },
};

/* Those that can be set, then those that can only be shown. */
static const struct ila_name ident_types[] = {
	{ "luid", ILA_ATYPE_LUID },
	{ "use-format", ILA_ATYPE_USE_FORMAT },
	{ "iid", ILA_ATYPE_IID },
	{ "virt-v4", ILA_ATYPE_VIRT_V4 },
	{ "virt-uni-v6", ILA_ATYPE_VIRT_UNI_V6 },
	{ "virt-multi-v6", ILA_ATYPE_VIRT_MULTI_V6 },
	{ "nonlocal-addr", ILA_ATYPE_NONLOCAL_ADDR },
	{ NULL, 0 },
};
#define IDENT_SETTABLE 2

static int name_to_val(const struct ila_name *t, int n, const char *w,
		       uint8_t *v)
{
	for (int i = 0; t[i].name && i < n; i++) {
		if (!strcmp(t[i].name, w)) {
			*v = t[i].val;
			return 0;
		}
	}
	return -1;
}

static const char *val_to_name(const struct ila_name *t, uint8_t v)
{
	for (int i = 0; t[i].name; i++)
		if (t[i].val == v)
			return t[i].name;
	return "unknown";
}

/* A locator: up to four 16-bit hexadecimal words separated by colons
 * (the missing ones zero). */
static int parse_locator(const char *s, uint64_t *loc)
{
	uint64_t v = 0;
	int i;

	for (i = 0; i < 4; i++) {
		unsigned long w;
		char *end;

		w = strtoul(s, &end, 16);
		if (end == s || w > 0xffff)
			return -1;
		v = v << 16 | w;
		if (!*end)
			break;
		if (*end != ':' || i == 3)
			return -1;
		s = end + 1;
	}
	*loc = v << (16 * (3 - i));
	return 0;
}

struct ila_opts {
	uint64_t loc_match, loc;
	bool has_loc_match, has_loc;
	int ifindex;
	uint8_t csum, ident;
	bool has_csum, has_ident;
};

/* The options; on an error the reference's message, and -1 (the
 * request then goes without attributes). */
static int parse_opts(struct args *a, struct ila_opts *o, bool adding)
{
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a), *v;

		if (matches(w, "loc")) {
			v = args_next(a);
			if (parse_locator(v, &o->loc)) {
				fprintf(stderr, "Bad locator: %s\n", v);
				return -1;
			}
			o->has_loc = true;
		} else if (matches(w, "loc_match")) {
			v = args_next(a);
			if (parse_locator(v, &o->loc_match)) {
				fprintf(stderr, "Bad locator to match: %s\n", v);
				return -1;
			}
			o->has_loc_match = true;
		} else if (matches(w, "csum-mode")) {
			v = args_next(a);
			if (name_to_val(csum_modes, 4, v, &o->csum)) {
				fprintf(stderr, "Bad csum-mode: %s\n", v);
				return -1;
			}
			o->has_csum = true;
		} else if (matches(w, "ident-type")) {
			v = args_next(a);
			if (name_to_val(ident_types, IDENT_SETTABLE, v,
					&o->ident)) {
				fprintf(stderr, "Bad ident-type: %s\n", v);
				return -1;
			}
			o->has_ident = true;
		} else if (matches(w, "dev")) {
			v = args_next(a);
			o->ifindex = ll_name_to_index(v);
			if (!o->ifindex) {
				fprintf(stderr, "No such interface: %s\n", v);
				return -1;
			}
		} else {
			ila_usage();
		}
	}
	if (adding && !o->has_loc) {
		fprintf(stderr, "ila: missing locator\n");
		return -1;
	}
	if (adding && !o->has_loc_match) {
		/* sic: the reference's words */
		fprintf(stderr, "ila: missing locator0match\n");
		return -1;
	}
	return 0;
}

static void put_opts(struct nlmsghdr *nlh, const struct ila_opts *o)
{
	if (o->has_loc_match)
		nl_attr_put_u64(nlh, ILA_ATTR_LOCATOR_MATCH,
				 htobe64(o->loc_match));
	if (o->has_loc)
		nl_attr_put_u64(nlh, ILA_ATTR_LOCATOR, htobe64(o->loc));
	if (o->ifindex)
		nl_attr_put_u32(nlh, ILA_ATTR_IFINDEX, (uint32_t)o->ifindex);
	if (o->has_csum)
		nl_attr_put_u8(nlh, ILA_ATTR_CSUM_MODE, o->csum);
	if (o->has_ident)
		nl_attr_put_u8(nlh, ILA_ATTR_IDENT_TYPE, o->ident);
}

static int ila_modify(struct nl_sess *s, uint16_t id, struct args *a,
		      bool adding)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct ila_opts o = { 0 };
	struct nlmsghdr *nlh;

	nlh = genl_msg_start(buf, id, adding ? ILA_CMD_ADD : ILA_CMD_DEL,
			     ILA_GENL_VERSION, 0);
	if (!parse_opts(a, &o, adding))
		put_opts(nlh, &o);
	return nl_ask(s, nlh, NULL, NULL);
}

/* --- list --- */

static int ila_attr_cb(const struct nlattr *a, void *data)
{
	static const enum mnl_attr_data_type type[ILA_ATTR_MAX + 1] = {
		[ILA_ATTR_LOCATOR] = MNL_TYPE_U64,
		[ILA_ATTR_LOCATOR_MATCH] = MNL_TYPE_U64,
		[ILA_ATTR_IFINDEX] = MNL_TYPE_U32,
		[ILA_ATTR_CSUM_MODE] = MNL_TYPE_U8,
		[ILA_ATTR_IDENT_TYPE] = MNL_TYPE_U8,
	};
	const struct nlattr **tb = data;
	int t = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, ILA_ATTR_MAX) < 0 || !type[t] ||
	    mnl_attr_validate(a, type[t]) < 0)
		return MNL_CB_OK;
	tb[t] = a;
	return MNL_CB_OK;
}

static void print_locator(const char *key, const struct nlattr *a)
{
	char buf[24] = "-";

	if (a) {
		uint64_t v = be64toh(mnl_attr_get_u64(a));

		snprintf(buf, sizeof(buf), "%x:%x:%x:%x",
			 (unsigned int)(v >> 48), (unsigned int)(v >> 32) & 0xffff,
			 (unsigned int)(v >> 16) & 0xffff,
			 (unsigned int)v & 0xffff);
	}
	pr_str(PR_ANY, key, "%-20s", buf);
}

static int ila_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[ILA_ATTR_MAX + 1] = { NULL };

	(void)data;
	if (!genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, ila_attr_cb, tb);
	pr_open_object(NULL);
	print_locator("locator_match", tb[ILA_ATTR_LOCATOR_MATCH]);
	print_locator("locator", tb[ILA_ATTR_LOCATOR]);
	if (tb[ILA_ATTR_IFINDEX]) {
		int idx = (int)mnl_attr_get_u32(tb[ILA_ATTR_IFINDEX]);

		pr_str(PR_ANY, "interface", "%-16s",
		       idx ? ll_idx_n2a(idx) : "*");
	} else {
		pr_text("%-10s ", "-");
	}
	if (tb[ILA_ATTR_CSUM_MODE])
		pr_str(PR_ANY, "csum_mode", "%s",
		       val_to_name(csum_modes,
				   mnl_attr_get_u8(tb[ILA_ATTR_CSUM_MODE])));
	else
		pr_text("%-10s ", "-");
	if (tb[ILA_ATTR_IDENT_TYPE])
		pr_str(PR_ANY, "ident_type", "%s",
		       val_to_name(ident_types,
				   mnl_attr_get_u8(tb[ILA_ATTR_IDENT_TYPE])));
	else
		pr_text("-");
	pr_nl();
	pr_close_object();
	return MNL_CB_OK;
}

static int ila_list(struct nl_sess *s, uint16_t id, struct args *a)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nlmsghdr *nlh;

	if (args_more(a)) {
		fprintf(stderr, "\"ip ila show\" does not take any arguments.\n");
		return 1;
	}
	nlh = genl_msg_start(buf, id, ILA_CMD_GET, ILA_GENL_VERSION, 0);
	return genl_cmd_dump(s, nlh, ila_print) ? 255 : 0;
}

int do_ila(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct nl_sess *s;
	const char *cmd;
	uint16_t id;

	if (!args_more(&a) || matches(args_cur(&a), "help"))
		ila_usage();
	if (genl_cmd_open(ILA_GENL_NAME, &s, &id))
		return 1;
	cmd = args_cur(&a);
	args_skip(&a);
	if (matches(cmd, "add"))
		return ila_modify(s, id, &a, true);
	if (matches(cmd, "delete"))
		return ila_modify(s, id, &a, false);
	if (matches(cmd, "list"))
		return ila_list(s, id, &a);
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip ila help\".\n", cmd);
	exit(255);
}
