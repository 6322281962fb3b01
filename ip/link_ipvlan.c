// SPDX-License-Identifier: GPL-2.0
/* link_ipvlan.c — ipvlan and ipvtap: mode l2|l3|l3s and one port flag */
#include <stdio.h>
#include <string.h>

#include "print.h"
#include "kind_util.h"
#include "nl.h"

static const char *const mode_names[] = { "l2", "l3", "l3s" };

/* Port flags: bridge is none of the bits. */
static const struct {
	const char *name;
	uint16_t flags;
} ipvlan_flags[] = {
	{ "bridge", 0 },
	{ "private", IPVLAN_F_PRIVATE },
	{ "vepa", IPVLAN_F_VEPA },
};

static void iv_usage(FILE *f, const char *kind)
{
	fprintf(f,
		"Usage: ... %s [ mode MODE ] [ FLAGS ]\n"
		"\n"
		"MODE: l3 | l3s | l2\n"
		"FLAGS: bridge | private | vepa\n"
		"(first values are the defaults if nothing is specified).\n",
		kind);
}

static void ipvlan_usage(FILE *f)
{
	iv_usage(f, "ipvlan");
}

static void ipvtap_usage(FILE *f)
{
	iv_usage(f, "ipvtap");
}

static int iv_mode(struct link_req *req, int *mode, const char *w)
{
	for (int i = 0; i < 3; i++) {
		if (!strcmp(w, mode_names[i])) {
			*mode = i;
			nl_attr_put_u16(req->nlh, IFLA_IPVLAN_MODE,
					 (uint16_t)i);
			return 0;
		}
	}
	fprintf(stderr, "Error: argument of \"mode\" must be either \"l2\", \"l3\" or \"l3s\"\n");
	return 1;
}

/* One flag word at most: after it, flag words are unknown options. */
static int iv_flag(const char *w, int *flag)
{
	if (*flag >= 0)
		return -1;
	for (int i = 0; i < 3; i++) {
		if (matches(w, ipvlan_flags[i].name)) {
			*flag = ipvlan_flags[i].flags;
			return 0;
		}
	}
	return -1;
}

static int iv_parse(struct link_req *req, struct args *a, const char *kind,
		    void (*usage)(FILE *))
{
	int mode = -1, flag = -1;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (matches(w, "mode")) {
			if (iv_mode(req, &mode, args_next(a)))
				return 1;
		} else if (!iv_flag(w, &flag)) {
			continue;
		} else if (matches(w, "help")) {
			usage(stderr);
			return 1;
		} else {
			fprintf(stderr, "%s: unknown option \"%s\"?\n", kind, w);
			usage(stderr);
			return 1;
		}
	}
	/* as the reference: a given mode brings the flags (bridge) along */
	if (mode >= 0 || flag >= 0)
		nl_attr_put_u16(req->nlh, IFLA_IPVLAN_FLAGS,
				 (uint16_t)(flag < 0 ? 0 : flag));
	return 0;
}

static int ipvlan_parse(struct link_req *req, struct args *a)
{
	return iv_parse(req, a, "ipvlan", ipvlan_usage);
}

static int ipvtap_parse(struct link_req *req, struct args *a)
{
	return iv_parse(req, a, "ipvtap", ipvtap_usage);
}

/*
 * The kernel here has no ipvlan: the words printed are the ones the
 * parser takes ("mode l3 private").
 */
static void iv_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_IPVLAN_MAX + 1];

	nest_parse(data, tb, IFLA_IPVLAN_MAX);
	if (tb[IFLA_IPVLAN_MODE]) {
		uint16_t mode = mnl_attr_get_u16(tb[IFLA_IPVLAN_MODE]);

		/* two spaces after the kind, as the reference prints */
		pr_str(PR_ANY, "mode", " mode %s ",
		       mode < 3 ? mode_names[mode] : "unknown");
	}
	if (tb[IFLA_IPVLAN_FLAGS]) {
		uint16_t flags = mnl_attr_get_u16(tb[IFLA_IPVLAN_FLAGS]);
		const char *name = "unknown";

		for (unsigned int i = 0; i < 3; i++)
			if (flags == ipvlan_flags[i].flags)
				name = ipvlan_flags[i].name;
		/* JSON: the flag's name as a key set to true */
		pr_bool(PR_JSON, name, NULL, true);
		pr_text("%s ", name);
	}
}

const struct link_kind ipvlan_kind = {
	.name = "ipvlan",
	.parse = ipvlan_parse,
	.print = iv_print,
	.usage = ipvlan_usage,
};

const struct link_kind ipvtap_kind = {
	.name = "ipvtap",
	.parse = ipvtap_parse,
	.print = iv_print,
	.usage = ipvtap_usage,
};
