// SPDX-License-Identifier: GPL-2.0
/* link_macvlan.c — macvlan and macvtap: mode, flags, source MAC lists */
#include <stdio.h>
#include <string.h>
#include <linux/if_ether.h>

#include "print.h"
#include "link_kind.h"
#include "nl.h"

/* Indexed by bit number: MACVLAN_MODE_PRIVATE is bit 0, ... */
static const char *const mode_names[] = {
	"private", "vepa", "bridge", "passthru", "source",
};

static void mv_usage(FILE *f, const char *kind)
{
	fprintf(f,
		"Usage: ... %s mode MODE [flag MODE_FLAG] MODE_OPTS [bcqueuelen BC_QUEUE_LEN]\n"
		"\n"
		"MODE: private | vepa | bridge | passthru | source\n"
		"MODE_FLAG: null | nopromisc | nodst\n"
		"MODE_OPTS: for mode \"source\":\n"
		"\tmacaddr { { add | del } <macaddr> | set [ <macaddr> [ <macaddr>  ... ] ] | flush }\n"
		"BC_QUEUE_LEN: Length of the rx queue for broadcast/multicast: [0-4294967295]\n",
		kind);
}

static void macvlan_usage(FILE *f)
{
	mv_usage(f, "macvlan");
}

static void macvtap_usage(FILE *f)
{
	mv_usage(f, "macvtap");
}

/*
 * A MAC address the way the reference reads one here: colon-separated
 * hex fields. Returns the length, -1 after printing the reference's
 * message for a field that is not a byte, or -2 (silent) when the word
 * has more fields than fit; like the reference, the word is then cut at
 * its first colon.
 */
static int mv_lladdr(char *word, unsigned char *mac)
{
	char *p = word;
	int n = 0;

	for (;;) {
		char *colon = strchr(p, ':');
		unsigned int v;

		if (colon)
			*colon = '\0';
		if (n >= ETH_ALEN)
			return -2;
		if (sscanf(p, "%x", &v) != 1 || v > 255) {
			fprintf(stderr, "\"%s\" is invalid lladdr.\n", p);
			return -1;
		}
		mac[n++] = (unsigned char)v;
		if (!colon)
			return n;
		p = colon + 1;
	}
}

struct mv_state {
	const char *kind;
	void (*usage)(FILE *f);
	uint32_t mode;
	bool have_mode;
	uint16_t flags;
	bool have_flags;
};

static int mv_bad(struct mv_state *s, const char *word)
{
	if (word)
		fprintf(stderr, "%s: unknown option \"%s\"?\n", s->kind, word);
	s->usage(stderr);
	return 1;
}

static int mv_mode(struct mv_state *s, const char *w)
{
	for (unsigned int i = 0; i < 5; i++) {
		if (!strcmp(w, mode_names[i])) {
			s->mode = 1u << i;
			s->have_mode = true;
			return 0;
		}
	}
	fprintf(stderr, "Error: argument of \"mode\" must be \"private\", \"vepa\", \"bridge\", \"passthru\" or \"source\", not \"%s\"\n",
		w);
	return 1;
}

static int mv_flag(struct mv_state *s, const char *w)
{
	if (!strcmp(w, "nopromisc"))
		s->flags |= MACVLAN_FLAG_NOPROMISC;
	else if (!strcmp(w, "nodst"))
		s->flags |= MACVLAN_FLAG_NODST;
	else if (strcmp(w, "null")) {
		fprintf(stderr, "Error: argument of \"flag\" must be \"nopromisc\", \"nodst\" or \"null\", not \"%s\"\n",
			w);
		return 1;
	}
	s->have_flags = true;
	return 0;
}

/* "macaddr set [MAC ...]": the list ends at the first word that is no
 * six-byte address; that word is read again as an option. */
static int mv_macaddr_set(struct link_req *req, struct args *a)
{
	struct nlattr *nest;
	unsigned char mac[ETH_ALEN];

	nl_attr_put_u32(req->nlh, IFLA_MACVLAN_MACADDR_MODE,
			 MACVLAN_MACADDR_SET);
	nest = nl_attr_nest_start(req->nlh, IFLA_MACVLAN_MACADDR_DATA);
	while (a->argc > 1) {
		int len = mv_lladdr(a->argv[1], mac);

		if (len != ETH_ALEN)
			break;
		nl_attr_put(req->nlh, IFLA_MACVLAN_MACADDR, ETH_ALEN, mac);
		args_skip(a);
	}
	nl_attr_nest_end(req->nlh, nest);
	return 0;
}

static int mv_macaddr(struct mv_state *s, struct link_req *req,
		      struct args *a)
{
	const char *w = args_next(a);
	unsigned char mac[ETH_ALEN];
	uint32_t op;

	if (!strcmp(w, "add"))
		op = MACVLAN_MACADDR_ADD;
	else if (!strcmp(w, "del"))
		op = MACVLAN_MACADDR_DEL;
	else if (!strcmp(w, "flush"))
		op = MACVLAN_MACADDR_FLUSH;
	else if (!strcmp(w, "set"))
		return mv_macaddr_set(req, a);
	else
		return mv_bad(s, NULL);
	if (op != MACVLAN_MACADDR_FLUSH) {
		args_next(a);
		if (mv_lladdr(a->argv[0], mac) != ETH_ALEN)
			return 1;
	}
	nl_attr_put_u32(req->nlh, IFLA_MACVLAN_MACADDR_MODE, op);
	if (op != MACVLAN_MACADDR_FLUSH)
		nl_attr_put(req->nlh, IFLA_MACVLAN_MACADDR, ETH_ALEN, mac);
	return 0;
}

static int mv_option(struct mv_state *s, struct link_req *req,
		     struct args *a)
{
	const char *w = args_cur(a);
	uint32_t u32;

	if (matches(w, "mode"))
		return mv_mode(s, args_next(a));
	if (matches(w, "flag"))
		return mv_flag(s, args_next(a));
	if (matches(w, "nopromisc") || matches(w, "nodst"))
		return mv_flag(s, matches(w, "nopromisc") ? "nopromisc" :
			       "nodst");
	if (matches(w, "macaddr"))
		return mv_macaddr(s, req, a);
	if (matches(w, "bcqueuelen")) {
		w = args_next(a);
		if (get_u32(&u32, w, 0)) {
			fprintf(stderr, "Error: argument of \"bcqueuelen\" must be a positive integer [0-4294967295], not \"%s\"\n",
				w);
			return 1;
		}
		nl_attr_put_u32(req->nlh, IFLA_MACVLAN_BC_QUEUE_LEN, u32);
		return 0;
	}
	if (matches(w, "help"))
		return mv_bad(s, NULL);
	return mv_bad(s, w);
}

static int mv_parse(struct mv_state *s, struct link_req *req, struct args *a)
{
	int err;

	for (; args_more(a); args_skip(a)) {
		err = mv_option(s, req, a);
		if (err)
			return err;
	}
	if (s->have_mode)
		nl_attr_put_u32(req->nlh, IFLA_MACVLAN_MODE, s->mode);
	if (s->have_flags) {
		if ((s->flags & MACVLAN_FLAG_NOPROMISC) &&
		    s->mode != MACVLAN_MODE_PASSTHRU) {
			fprintf(stderr, "%s: nopromisc flag only valid in passthru mode\n",
				s->kind);
			s->usage(stderr);
			return 1;
		}
		nl_attr_put_u16(req->nlh, IFLA_MACVLAN_FLAGS, s->flags);
	}
	return 0;
}

static int macvlan_parse(struct link_req *req, struct args *a)
{
	struct mv_state s = { "macvlan", macvlan_usage };

	return mv_parse(&s, req, a);
}

static int macvtap_parse(struct link_req *req, struct args *a)
{
	struct mv_state s = { "macvtap", macvtap_usage };

	return mv_parse(&s, req, a);
}

static void mv_print_mode(uint32_t mode)
{
	const char *name = "unknown";

	for (unsigned int i = 0; i < 5; i++)
		if (mode == 1u << i)
			name = mode_names[i];
	pr_str(PR_ANY, "mode", "mode %s ", name);
}

static void mv_print_macs(const struct nlattr *data)
{
	const struct nlattr *m;
	char buf[64];

	pr_open_array(PR_JSON, "macaddr_data");
	mnl_attr_for_each_nested(m, data) {
		if (mnl_attr_get_type(m) != IFLA_MACVLAN_MACADDR ||
		    mnl_attr_get_payload_len(m) < ETH_ALEN)
			continue;
		format_lladdr(mnl_attr_get_payload(m), ETH_ALEN, buf,
			      sizeof(buf));
		pr_str(PR_ANY, NULL, "%s ", buf);
	}
	pr_close_array(PR_JSON, NULL);
}

static void mv_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_MACVLAN_MAX + 1];
	uint16_t flags = 0;
	uint32_t mode = 0;

	nest_parse(data, tb, IFLA_MACVLAN_MAX);
	if (tb[IFLA_MACVLAN_MODE]) {
		mode = mnl_attr_get_u32(tb[IFLA_MACVLAN_MODE]);
		mv_print_mode(mode);
	}
	if (tb[IFLA_MACVLAN_FLAGS])
		flags = mnl_attr_get_u16(tb[IFLA_MACVLAN_FLAGS]);
	if (flags & MACVLAN_FLAG_NOPROMISC)
		pr_bool(PR_ANY, "nopromisc", "nopromisc ", true);
	if (flags & MACVLAN_FLAG_NODST)
		pr_bool(PR_ANY, "nodst", "nodst ", true);
	if (tb[IFLA_MACVLAN_BC_QUEUE_LEN])
		pr_uint(PR_ANY, "bcqueuelen", "bcqueuelen %u ",
			mnl_attr_get_u32(tb[IFLA_MACVLAN_BC_QUEUE_LEN]));
	if (tb[IFLA_MACVLAN_BC_QUEUE_LEN_USED])
		pr_uint(PR_ANY, "usedbcqueuelen", "usedbcqueuelen %u ",
			mnl_attr_get_u32(tb[IFLA_MACVLAN_BC_QUEUE_LEN_USED]));
	if (mode == MACVLAN_MODE_SOURCE && tb[IFLA_MACVLAN_MACADDR_COUNT]) {
		pr_uint(PR_ANY, "macaddr_count", "remotes (%u) ",
			mnl_attr_get_u32(tb[IFLA_MACVLAN_MACADDR_COUNT]));
		if (tb[IFLA_MACVLAN_MACADDR_DATA])
			mv_print_macs(tb[IFLA_MACVLAN_MACADDR_DATA]);
	}
}

const struct link_kind macvlan_kind = {
	.name = "macvlan",
	.parse = macvlan_parse,
	.print = mv_print,
	.usage = macvlan_usage,
};

const struct link_kind macvtap_kind = {
	.name = "macvtap",
	.parse = macvtap_parse,
	.print = mv_print,
	.usage = macvtap_usage,
};
