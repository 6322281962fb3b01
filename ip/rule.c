// SPDX-License-Identifier: GPL-2.0
/* rule.c — `ip rule`: add, del, show/list, flush */
#include <endian.h>
#include <errno.h>
#include <inttypes.h>
#include <netdb.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/fib_rules.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "dumpfile.h"
#include "msglist.h"
#include "rule.h"

static const char rule_usage_text[] =
"Usage: ip rule { add | del } SELECTOR ACTION\n"
"       ip rule { flush | save | restore }\n"
"       ip rule [ list [ SELECTOR ]]\n"
"SELECTOR := [ not ] [ from PREFIX ] [ to PREFIX ] [ tos TOS ]\n"
"            [ fwmark FWMARK[/MASK] ]\n"
"            [ iif STRING ] [ oif STRING ] [ pref NUMBER ] [ l3mdev ]\n"
"            [ uidrange NUMBER-NUMBER ]\n"
"            [ ipproto PROTOCOL ]\n"
"            [ sport [ NUMBER | NUMBER-NUMBER ]\n"
"            [ dport [ NUMBER | NUMBER-NUMBER ] ]\n"
"ACTION := [ table TABLE_ID ]\n"
"          [ protocol PROTO ]\n"
"          [ nat ADDRESS ]\n"
"          [ realms [SRCREALM/]DSTREALM ]\n"
"          [ goto NUMBER ]\n"
"          SUPPRESSOR\n"
"SUPPRESSOR := [ suppress_prefixlength NUMBER ]\n"
"              [ suppress_ifgroup DEVGROUP ]\n"
"TABLE_ID := [ local | main | default | NUMBER ]\n"
;

static void __attribute__((noreturn)) rule_usage(void)
{
	fputs(rule_usage_text, stderr);
	exit(255);
}

/* `ip mrule`: the multicast family the rules are of (0 for `ip rule`). */
static int mr_family;

static int fra_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_type_valid(a, FRA_MAX) >= 0)
		tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

static bool u32_ok(const struct nlattr *a)
{
	return a && mnl_attr_get_payload_len(a) >= 4;
}

static bool str_ok(const struct nlattr *a)
{
	return a && !mnl_attr_validate(a, MNL_TYPE_NUL_STRING);
}

static void print_prefix(const char *key, const char *lenkey,
			 const char *word, int family,
			 const struct nlattr *a, unsigned int len)
{
	char buf[64];
	unsigned int bits = family == AF_INET6 ? 128 : 32;

	if (!a || mnl_attr_get_payload_len(a) < (family == AF_INET6 ? 16u : 4u)) {
		pr_str(PR_ANY, key, word, "all");
		return;
	}
	inet_fmt(family, mnl_attr_get_payload(a), buf, sizeof(buf));
	pr_text(word, "");
	pr_cstr(PR_ANY, family == AF_INET6 ? CLR_INET6 : CLR_INET, key, "%s",
		buf);
	if (len != bits) {
		pr_uint(PR_JSON, lenkey, NULL, len);
		pr_uint(PR_FP, NULL, "/%u", len);
	}
}

static void print_range(const char *word, const char *key,
			const struct nlattr *a)
{
	const struct fib_rule_port_range *r;
	char k1[32], k2[32];

	if (!a || mnl_attr_get_payload_len(a) < sizeof(*r))
		return;
	r = mnl_attr_get_payload(a);
	if (r->start == r->end) {
		char fmt[32];

		snprintf(fmt, sizeof(fmt), " %s %%u", word);
		pr_uint(PR_ANY, key, fmt, r->start);
		return;
	}
	snprintf(k1, sizeof(k1), "%s_start", key);
	snprintf(k2, sizeof(k2), "%s_end", key);
	pr_text(" %s ", word);
	pr_uint(PR_ANY, k1, "%u", r->start);
	pr_uint(PR_ANY, k2, "-%u", r->end);
}

/* The drop actions: their name, or with -N their number. */
static void pr_action(int act, const char *name)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%d", act);
	pr_str(PR_ANY, "action", " %s", numeric ? buf : name);
}

int rule_print(const struct nlmsghdr *nlh, void *data)
{
	const struct rule_filter *f = data;
	const struct fib_rule_hdr *frh = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[FRA_MAX + 1] = { NULL };
	uint32_t table;
	char buf[64];

	if (nlh->nlmsg_type != RTM_NEWRULE && nlh->nlmsg_type != RTM_DELRULE)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*frh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*frh), fra_cb, tb);
	table = rule_table(frh, tb);
	if (f && !rule_filter_match(f, frh, tb))
		return MNL_CB_OK;

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELRULE)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	pr_uint(PR_ANY, "priority", "%u:\t",
		u32_ok(tb[FRA_PRIORITY]) ? mnl_attr_get_u32(tb[FRA_PRIORITY]) : 0);
	if (frh->flags & FIB_RULE_INVERT)
		pr_null(PR_ANY, "not", "not ", NULL);
	print_prefix("src", "srclen", "from %s", frh->family, tb[FRA_SRC],
		     frh->src_len);
	if (tb[FRA_DST])
		print_prefix("dst", "dstlen", " to %s", frh->family,
			     tb[FRA_DST], frh->dst_len);
	if (frh->tos) {
		snprintf(buf, sizeof(buf), "0x%02x", frh->tos);
		pr_str(PR_ANY, "tos", " tos %s",
		       table_n2a(&tbl_rt_dsfield, frh->tos, buf, sizeof(buf)));
	}
	if (u32_ok(tb[FRA_FWMARK]) || u32_ok(tb[FRA_FWMASK])) {
		uint32_t mark = u32_ok(tb[FRA_FWMARK]) ?
				mnl_attr_get_u32(tb[FRA_FWMARK]) : 0;
		uint32_t mask = u32_ok(tb[FRA_FWMASK]) ?
				mnl_attr_get_u32(tb[FRA_FWMASK]) : 0xffffffffu;

		snprintf(buf, sizeof(buf), "0x%x", mark);
		pr_str(PR_ANY, "fwmark", " fwmark %s", buf);
		if (mask != 0xffffffffu) {
			snprintf(buf, sizeof(buf), "0x%x", mask);
			pr_str(PR_ANY, "fwmask", "/%s", buf);
		}
	}
	if (str_ok(tb[FRA_IFNAME])) {
		pr_text(" iif ");
		pr_cstr(PR_ANY, CLR_IFNAME, "iif", "%s",
			mnl_attr_get_str(tb[FRA_IFNAME]));
		if (frh->flags & FIB_RULE_IIF_DETACHED)
			pr_null(PR_ANY, "iif_detached", " [detached]", NULL);
	}
	if (str_ok(tb[FRA_OIFNAME])) {
		pr_text(" oif ");
		pr_cstr(PR_ANY, CLR_IFNAME, "oif", "%s",
			mnl_attr_get_str(tb[FRA_OIFNAME]));
		if (frh->flags & FIB_RULE_OIF_DETACHED)
			pr_null(PR_ANY, "oif_detached", " [detached]", NULL);
	}
	if (tb[FRA_L3MDEV] && mnl_attr_get_payload_len(tb[FRA_L3MDEV]) >= 1 &&
	    mnl_attr_get_u8(tb[FRA_L3MDEV]))
		pr_null(PR_ANY, "l3mdev", " lookup [l3mdev-table]", NULL);
	if (tb[FRA_UID_RANGE] && mnl_attr_get_payload_len(tb[FRA_UID_RANGE]) >=
	    sizeof(struct fib_rule_uid_range)) {
		const struct fib_rule_uid_range *u =
			mnl_attr_get_payload(tb[FRA_UID_RANGE]);

		pr_uint(PR_ANY, "uid_start", " uidrange %u", u->start);
		pr_uint(PR_ANY, "uid_end", "-%u", u->end);
	}
	if (tb[FRA_IP_PROTO] && mnl_attr_get_payload_len(tb[FRA_IP_PROTO]) >= 1) {
		uint8_t p = mnl_attr_get_u8(tb[FRA_IP_PROTO]);
		struct protoent *pe = getprotobynumber(p);

		if (pe && !numeric) {
			pr_str(PR_ANY, "ipproto", " ipproto %s", pe->p_name);
		} else {
			/* unnamed, or -N: the reference's "ipproto-N" */
			snprintf(buf, sizeof(buf), "ipproto-%u", p);
			pr_str(PR_ANY, "ipproto", " ipproto %s", buf);
		}
	}
	print_range("sport", "sport", tb[FRA_SPORT_RANGE]);
	print_range("dport", "dport", tb[FRA_DPORT_RANGE]);
	if (tb[FRA_TUN_ID] && mnl_attr_get_payload_len(tb[FRA_TUN_ID]) >= 8) {
		uint64_t id;

		memcpy(&id, mnl_attr_get_payload(tb[FRA_TUN_ID]), 8);
		pr_u64(PR_ANY, "tun_id", " tun_id %" PRIu64, be64toh(id));
	}
	if (table) {	/* whatever the action, as the reference */
		pr_str(PR_ANY, "table", " lookup %s",
		       table_n2a(&tbl_rt_tables, table, buf, sizeof(buf)));
		if (u32_ok(tb[FRA_SUPPRESS_PREFIXLEN])) {
			int32_t pl = (int32_t)mnl_attr_get_u32(tb[FRA_SUPPRESS_PREFIXLEN]);

			if (pl != -1)
				pr_int(PR_ANY, "suppress_prefixlen",
				       " suppress_prefixlength %d", pl);
		}
		if (u32_ok(tb[FRA_SUPPRESS_IFGROUP])) {
			int32_t g = (int32_t)mnl_attr_get_u32(tb[FRA_SUPPRESS_IFGROUP]);

			if (g != -1)
				pr_str(PR_ANY, "suppress_ifgroup",
				       " suppress_ifgroup %s",
				       table_n2a(&tbl_group, (uint32_t)g, buf,
						 sizeof(buf)));
		}
	}
	if (u32_ok(tb[FRA_FLOW])) {
		uint32_t to = mnl_attr_get_u32(tb[FRA_FLOW]);
		uint32_t from = to >> 16;
		char b2[32];

		to &= 0xffff;
		if (from) {
			pr_str(PR_ANY, "flow_from", " realms %s/",
			       table_n2a(&tbl_rt_realms, from, buf, sizeof(buf)));
			pr_str(PR_ANY, "flow_to", "%s",
			       table_n2a(&tbl_rt_realms, to, b2, sizeof(b2)));
		} else {
			pr_str(PR_ANY, "flow_to", " realms %s",
			       table_n2a(&tbl_rt_realms, to, b2, sizeof(b2)));
		}
	}
	switch (frh->action) {
	case FR_ACT_GOTO:
		if (u32_ok(tb[FRA_GOTO]))
			pr_uint(PR_ANY, "goto", " goto %u",
				mnl_attr_get_u32(tb[FRA_GOTO]));
		else
			pr_str(PR_ANY, "goto", " goto %s", "none");
		if (frh->flags & FIB_RULE_UNRESOLVED)
			pr_null(PR_ANY, "unresolved", " [unresolved]", NULL);
		break;
	case FR_ACT_NOP:
		pr_null(PR_ANY, "nop", " nop", NULL);
		break;
	case FR_ACT_BLACKHOLE:
		pr_action(FR_ACT_BLACKHOLE, "blackhole");
		break;
	case FR_ACT_UNREACHABLE:
		pr_action(FR_ACT_UNREACHABLE, "unreachable");
		break;
	case FR_ACT_PROHIBIT:
		pr_action(FR_ACT_PROHIBIT, "prohibit");
		break;
	case RTN_NAT:	/* `nat ADDR`: the kernel keeps no address */
		pr_null(PR_ANY, "masquerade", " masquerade", NULL);
		break;
	default:
		break;
	}
	if (tb[FRA_PROTOCOL] && mnl_attr_get_payload_len(tb[FRA_PROTOCOL]) >= 1) {
		uint8_t p = mnl_attr_get_u8(tb[FRA_PROTOCOL]);

		if ((p != RTPROT_UNSPEC && p != RTPROT_KERNEL) || show_details)
			pr_str(PR_ANY, "protocol", " proto %s",
			       table_n2a(&tbl_rt_protos, p, buf, sizeof(buf)));
	}
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int rule_dump(int family, nl_cb_t cb, void *data)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETRULE, 0);
	struct fib_rule_hdr *frh = nl_msg_put_extra(nlh, sizeof(*frh));

	frh->family = (unsigned char)family;
	return nl_dump(nl_main(), nlh, cb, data);
}

static bool attr_in(const struct nlmsghdr *nlh, uint16_t type)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, nlh, sizeof(struct fib_rule_hdr))
		if (mnl_attr_get_type(a) == type)
			return true;
	return false;
}

static int rule_modify(int cmd, int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd,
					    cmd == RTM_NEWRULE ?
					    NLM_F_CREATE | NLM_F_EXCL : 0);
	struct fib_rule_hdr *frh = nl_msg_put_extra(nlh, sizeof(*frh));
	int family = mr_family ? mr_family :
		     preferred_family;	/* -0: the kernel's to refuse */
	bool table_ok = false, l3mdev = false;
	uint32_t v;
	int err;

	if (cmd == RTM_NEWRULE)
		frh->action = FR_ACT_UNSPEC;
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "not")) {
			frh->flags |= FIB_RULE_INVERT;
		} else if (is(w, "from") || is(w, "to")) {
			const char *x = args_next(&a);
			struct inet_prefix p;

			if (is(x, "all") && family != AF_PACKET) {
				args_skip(&a);
				continue;
			}
			/* the family stays -4/-6's (or inet): an IPv6
			 * prefix without -6 is the kernel's to refuse */
			if (inet_parse_prefix(&p, x, family))
				inet_prefix_error(x, family);
			if (is(w, "from")) {
				frh->src_len = (unsigned char)p.bitlen;
				nl_attr_put(nlh, FRA_SRC, (size_t)p.bytelen,
					     p.data);
			} else {
				frh->dst_len = (unsigned char)p.bitlen;
				nl_attr_put(nlh, FRA_DST, (size_t)p.bytelen,
					     p.data);
			}
		} else if (matches(w, "preference") || matches(w, "order") ||
			   matches(w, "priority")) {
			const char *x = args_next(&a);

			if (get_u32(&v, x, 0))
				invarg("preference value is invalid\n", x);
			nl_attr_put_u32(nlh, FRA_PRIORITY, v);
		} else if (is(w, "tos") || matches(w, "dsfield")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_dsfield, &v, x) || v > 255)
				invarg("TOS value is invalid\n", x);
			frh->tos = (unsigned char)v;
		} else if (is(w, "fwmark")) {
			const char *x = args_next(&a);
			char tmp[64], *slash;
			uint32_t mask;

			snprintf(tmp, sizeof(tmp), "%s", x);
			slash = strchr(tmp, '/');
			if (slash)
				*slash = '\0';
			if (get_u32(&v, tmp, 0))
				invarg("fwmark value is invalid\n", x);
			nl_attr_put_u32(nlh, FRA_FWMARK, v);
			if (slash) {
				if (get_u32(&mask, slash + 1, 0))
					invarg("fwmask value is invalid\n",
					       slash + 1);
				nl_attr_put_u32(nlh, FRA_FWMASK, mask);
			}
		} else if (matches(w, "realms")) {
			const char *x = args_next(&a);
			char tmp[64], *slash;
			uint32_t from = 0, to;

			snprintf(tmp, sizeof(tmp), "%s", x);
			slash = strchr(tmp, '/');
			/* an empty destination is realm 0; with a '/', each
			 * part is a 16-bit realm (the reference) */
			if (slash) {
				*slash = '\0';
				if (table_a2n(&tbl_rt_realms, &from, tmp) ||
				    from > 0xffff)
					invarg("invalid realms\n", x);
			}
			to = 0;
			if (slash ? slash[1] && (table_a2n(&tbl_rt_realms, &to,
							   slash + 1) ||
						 to > 0xffff) :
				    *tmp && table_a2n(&tbl_rt_realms, &to, tmp))
				invarg("invalid realms\n", x);
			nl_attr_put_u32(nlh, FRA_FLOW, (from << 16) | to);
		} else if (matches(w, "protocol")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_protos, &v, x) || v > 255)
				invarg("\"protocol\" value is invalid\n", x);
			nl_attr_put_u8(nlh, FRA_PROTOCOL, (uint8_t)v);
		} else if (matches(w, "tun_id")) {
			const char *x = args_next(&a);
			char *end;
			uint64_t id;

			errno = 0;
			id = strtoull(x, &end, 0);
			if (!*x || *end || errno == ERANGE)
				invarg("\"tun_id\" value is invalid\n", x);
			id = htobe64(id);
			nl_attr_put(nlh, FRA_TUN_ID, sizeof(id), &id);
		} else if (matches(w, "table") || is(w, "lookup")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_tables, &v, x))
				invarg("invalid table ID\n", x);
			if (v < 256) {
				frh->table = (unsigned char)v;
			} else {
				frh->table = RT_TABLE_UNSPEC;
				nl_attr_put_u32(nlh, FRA_TABLE, v);
			}
			table_ok = true;
		} else if (matches(w, "suppress_prefixlength")) {
			const char *x = args_next(&a);
			int32_t pl;

			if (get_s32(&pl, x, 0) || pl < 0)
				invarg("suppress_prefixlength value is invalid\n", x);
			nl_attr_put_u32(nlh, FRA_SUPPRESS_PREFIXLEN, (uint32_t)pl);
		} else if (matches(w, "suppress_ifgroup")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_group, &v, x))
				invarg("Invalid \"suppress_ifgroup\" value\n", x);
			nl_attr_put_u32(nlh, FRA_SUPPRESS_IFGROUP, v);
		} else if (is(w, "dev") || is(w, "iif")) {
			const char *x = args_next(&a);

			if (strlen(x) >= IFNAMSIZ)
				invarg("\"iif\"/\"dev\" not a valid ifname", x);
			nl_attr_put_strz(nlh, FRA_IFNAME, x);
		} else if (is(w, "oif")) {
			const char *x = args_next(&a);

			if (strlen(x) >= IFNAMSIZ)
				invarg("\"oif\" not a valid ifname", x);
			nl_attr_put_strz(nlh, FRA_OIFNAME, x);
		} else if (is(w, "l3mdev")) {
			nl_attr_put_u8(nlh, FRA_L3MDEV, 1);
			l3mdev = true;
		} else if (is(w, "uidrange")) {
			const char *x = args_next(&a);
			struct fib_rule_uid_range r;

			if (sscanf(x, "%u-%u", &r.start, &r.end) != 2)
				invarg("invalid UID range\n", x);
			nl_attr_put(nlh, FRA_UID_RANGE, sizeof(r), &r);
		} else if (is(w, "ipproto")) {
			const char *x = args_next(&a);
			struct protoent *pe = getprotobyname(x);
			uint8_t p;

			/* a number is decimal, as the reference's */
			if (pe)
				p = (uint8_t)pe->p_proto;
			else if (get_u8(&p, x, 10))
				invarg("Invalid \"ipproto\" value\n", x);
			nl_attr_put_u8(nlh, FRA_IP_PROTO, p);
		} else if (is(w, "sport") || is(w, "dport")) {
			const char *x = args_next(&a);
			struct fib_rule_port_range r;

			/* the reference's sscanf: "1-abc" is 1, 99999 wraps */
			rule_parse_ports(&r, x);
			nl_attr_put(nlh, is(w, "sport") ? FRA_SPORT_RANGE :
				     FRA_DPORT_RANGE, sizeof(r), &r);
		} else if (matches(w, "goto")) {
			const char *x = args_next(&a);

			if (get_u32(&v, x, 0))
				invarg("invalid target\n", x);
			nl_attr_put_u32(nlh, FRA_GOTO, v);
			frh->action = FR_ACT_GOTO;
		} else if (matches(w, "nop")) {
			frh->action = FR_ACT_NOP;
		} else if (matches(w, "blackhole") && w[1]) {
			/* "b" is the type broadcast (3, nop) for the reference */
			frh->action = FR_ACT_BLACKHOLE;
		} else if (matches(w, "unreachable")) {
			frh->action = FR_ACT_UNREACHABLE;
		} else if (matches(w, "prohibit")) {
			frh->action = FR_ACT_PROHIBIT;
		} else if (is(w, "nat") || matches(w, "map-to")) {
			const char *x = args_next(&a);
			struct inet_prefix p;
			uint32_t gw;

			fprintf(stderr, "Warning: route NAT is deprecated\n");
			if (is(x, "any") || is(x, "all") || is(x, "default")) {
				memset(&p, 0, sizeof(p));
			} else if (inet_parse_addr(&p, x, AF_INET) ||
				   p.family != AF_INET) {
				fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
					x);
				return 1;
			}
			memcpy(&gw, p.data, 4);
			/* the old FRA_GATEWAY (RTA_GATEWAY's number), which
			 * the kernel ignores; the action stays */
			nl_attr_put_u32(nlh, RTA_GATEWAY, gw);
			frh->action = RTN_NAT;
		} else if (matches(w, "help")) {
			rule_usage();
		} else {
			const char *x = w;

			if (is(w, "type"))
				x = args_next(&a);
			if (matches(x, "broadcast") || is(x, "brd"))
				frh->action = FR_ACT_NOP;	/* RTN_BROADCAST */
			else if (matches(x, "blackhole"))
				frh->action = FR_ACT_BLACKHOLE;
			else if (matches(x, "unreachable"))
				frh->action = FR_ACT_UNREACHABLE;
			else if (matches(x, "prohibit"))
				frh->action = FR_ACT_PROHIBIT;
			else if (matches(x, "unicast"))
				frh->action = FR_ACT_TO_TBL;
			else
				invarg("Failed to parse rule type", x);
		}
		args_skip(&a);
	}
	if (l3mdev && (frh->table || attr_in(nlh, FRA_TABLE))) {
		fprintf(stderr, "table can not be specified for l3mdev rules\n");
		return EINVAL;	/* the reference's exit status */
	}
	if (!family)
		family = AF_INET;
	frh->family = (unsigned char)family;
	if (cmd == RTM_NEWRULE) {
		/* l3mdev is the table lookup: it takes no table */
		if (!table_ok && !l3mdev && (frh->action == FR_ACT_UNSPEC ||
					     frh->action == RTN_NAT))
			frh->table = RT_TABLE_MAIN;
		if (frh->action == FR_ACT_UNSPEC)
			frh->action = FR_ACT_TO_TBL;
	}
	err = ip_talk(nlh);
	if (err) {
		nl_perror(err);
		return 2;
	}
	nl_print_warning();
	return 0;
}

struct rule_list {
	struct msglist l;
	struct rule_filter f;
};

static int rule_collect(const struct nlmsghdr *nlh, void *data)
{
	struct rule_list *l = data;
	const struct fib_rule_hdr *frh = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[FRA_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != RTM_NEWRULE ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*frh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*frh), fra_cb, tb);
	/* flush keeps the rules of priority 0 (local) */
	if (!u32_ok(tb[FRA_PRIORITY]) || !mnl_attr_get_u32(tb[FRA_PRIORITY]))
		return MNL_CB_OK;
	if (!rule_filter_match(&l->f, frh, tb))
		return MNL_CB_OK;
	msglist_add(&l->l, nlh);
	return MNL_CB_OK;
}

static int rule_flush(int family, int argc, char **argv)
{
	struct rule_list l = { .f.family = family, .f.flush = true };
	int err, dump_err, ret = 0;

	rule_filter_parse(&l.f, argc, argv);
	dump_err = rule_dump(family, rule_collect, &l);
	/* what was listed before a failure goes all the same: the
	 * reference deletes each rule as it reads it */
	for (int i = 0; i < l.l.n; i++) {
		err = nl_resend_as(l.l.m[i], RTM_DELRULE, 0);
		if (err && err != -ENOENT) {
			/* the reference deletes inside its dump: a refusal
			 * ends the dump, and the flush */
			nl_perror(err);
			fprintf(stderr, "Dump terminated\n");
			ret = 255;
			break;
		}
	}
	msglist_free(&l.l);
	if (dump_err) {
		nl_dump_perror(dump_err);
		fprintf(stderr, "Dump terminated\n");
		return 255;
	}
	return ret;
}

static int rule_show(int argc, char **argv)
{
	struct rule_filter f = { 0 };
	int err;

	f.family = mr_family ? mr_family : preferred_family;
	if (!f.family)
		f.family = AF_INET;
	rule_filter_parse(&f, argc, argv);
	pr_json_begin();
	err = rule_dump(f.family, rule_print, &f);
	if (err)
		pr_json_leave_open();
	else
		pr_json_end();
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 255;
	}
	return 0;
}

static int rule_save(void)
{
	int err;

	if (dumpfile_begin(DUMP_MAGIC_RULE))
		return 1;
	err = rule_dump(mr_family ? mr_family :
			preferred_family ? preferred_family : AF_INET,
			dumpfile_write_cb, NULL);
	fflush(stdout);
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 255;
	}
	return 0;
}

/* The reference restores rules with NLM_F_CREATE alone: a rule that
 * is there already is added once more, not refused. */
static int rule_restore_cb(const struct nlmsghdr *nlh, void *data)
{
	int err;

	(void)data;
	err = nl_resend_as(nlh, nlh->nlmsg_type, NLM_F_CREATE);
	if (err)
		nl_perror(err);
	return MNL_CB_OK;
}

int do_rule(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return rule_show(0, NULL);
	w = argv[0];
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return rule_show(argc - 1, argv + 1);
	if (matches(w, "add") || matches(w, "delete")) {
		bool add = matches(w, "add");

		if (argc < 2) {	/* nothing is added, nothing deleted */
			/* "ip rule" for mrule too, as the reference */
			fprintf(stderr, "\"ip rule %s\" requires arguments.\n",
				add ? "add" : "del");
			return 1;
		}
		return rule_modify(add ? RTM_NEWRULE : RTM_DELRULE, argc - 1,
				   argv + 1);
	}
	if (matches(w, "flush"))
		return rule_flush(mr_family ? mr_family :
				  preferred_family ? preferred_family : AF_INET,
				  argc - 1, argv + 1);
	if (matches(w, "save")) {
		if (argc > 1) {
			fprintf(stderr, "\"ip rule save\" does not take any arguments.\n");
			return 1;
		}
		return rule_save();
	}
	if (matches(w, "restore"))
		return dumpfile_read(DUMP_MAGIC_RULE, rule_restore_cb,
				     NULL) ? 255 : 0;
	if (matches(w, "help"))
		rule_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip rule help\".\n", w);
	exit(255);
}

/* `ip mrule`: `ip rule` on the multicast routing rules of IPv4 or IPv6. */
int do_mrule(int argc, char **argv)
{
	int ret;

	if (preferred_family == AF_INET6) {
		mr_family = RTNL_FAMILY_IP6MR;
	} else if (preferred_family == AF_INET ||
		   preferred_family == AF_UNSPEC) {
		mr_family = RTNL_FAMILY_IPMR;
	} else {
		fprintf(stderr, "Multicast rules are only supported for IPv4/IPv6, was: %d\n",
			preferred_family);
		exit(255);
	}
	ret = do_rule(argc, argv);
	mr_family = 0;	/* the next batch line may be `ip rule` */
	return ret;
}
