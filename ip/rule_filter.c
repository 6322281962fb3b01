// SPDX-License-Identifier: GPL-2.0
/* rule_filter.c — the selector of `ip rule show` and `ip rule flush`:
 * which words the reference takes, and which rules they select */
#include <endian.h>
#include <errno.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "inet.h"
#include "tables.h"
#include "rule.h"

uint32_t rule_table(const struct fib_rule_hdr *frh, const struct nlattr **tb)
{
	const struct nlattr *a = tb[FRA_TABLE];

	return a && mnl_attr_get_payload_len(a) >= 4 ? mnl_attr_get_u32(a) :
						       frh->table;
}

static void parse_prefix(struct inet_prefix *p, const char *w, int family)
{
	if (is(w, "all") || is(w, "any") || is(w, "default")) {
		memset(p, 0, sizeof(*p));
		return;
	}
	if (!inet_parse_prefix(p, w, family))
		return;
	if (family == AF_INET || family == AF_INET6)
		inet_prefix_error(w, family);
	if (family == AF_PACKET)
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			w);
	else
		fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
			family_name(family), w);
	exit(1);
}

static void parse_fwmark(struct rule_filter *f, const char *x)
{
	char tmp[64], *slash;

	snprintf(tmp, sizeof(tmp), "%s", x);
	slash = strchr(tmp, '/');
	if (slash)
		*slash = '\0';
	if (get_u32(&f->mark, tmp, 0))
		invarg("fwmark value is invalid\n", x);
	f->mask = 0;
	if (slash && get_u32(&f->mask, slash + 1, 0))
		invarg("fwmask value is invalid\n", slash + 1);
}

static void parse_ifname(char *dst, const char *x, const char *msg)
{
	if (strlen(x) >= IFNAMSIZ)
		invarg(msg, x);
	snprintf(dst, IFNAMSIZ, "%s", x);
}

/* "N" or "N-M", each read as an unsigned short the C library's way. */
void rule_parse_ports(struct fib_rule_port_range *r, const char *x)
{
	unsigned short a, b;
	int n = sscanf(x, "%hu-%hu", &a, &b);

	if (n < 1)
		invarg("invalid port range\n", x);
	r->start = a;
	r->end = n == 2 ? b : a;
}

static void parse_tun_id(uint64_t *id, const char *x)
{
	char *end;

	errno = 0;
	*id = strtoull(x, &end, 0);
	if (!*x || *end || errno == ERANGE)
		invarg("\"tun_id\" value is invalid\n", x);
}

static void parse_ipproto(uint8_t *p, const char *x)
{
	struct protoent *pe = getprotobyname(x);

	if (pe)
		*p = (uint8_t)pe->p_proto;
	else if (get_u8(p, x, 10))	/* decimal, as the reference */
		invarg("Invalid \"ipproto\" value\n", x);
}

/* `show` takes and checks it, but lists every protocol (the reference
 * does); `flush` flushes that protocol's rules only */
static void parse_protocol(struct rule_filter *f, const char *x)
{
	uint32_t v;

	f->have_proto = false;
	if (is(x, "all"))
		return;
	if (table_a2n(&tbl_rt_protos, &v, x) || v > 255)
		invarg("invalid \"protocol\"\n", x);
	f->have_proto = true;
	f->proto = (uint8_t)v;
}

/* The keywords the reference spells out in full. */
static bool parse_exact(struct rule_filter *f, struct args *a, const char *w)
{
	uint32_t v;

	if (is(w, "not")) {
		f->not = true;
	} else if (is(w, "tos") || is(w, "dsfield")) {
		const char *x = args_next(a);

		if (table_a2n(&tbl_rt_dsfield, &v, x) || v > 255)
			invarg("TOS value is invalid\n", x);
		f->tos = (uint8_t)v;
		f->have_tos = true;
	} else if (is(w, "fwmark")) {
		parse_fwmark(f, args_next(a));
	} else if (is(w, "dev") || is(w, "iif")) {
		parse_ifname(f->iif, args_next(a),
			     "\"iif\"/\"dev\" not a valid ifname");
	} else if (is(w, "oif")) {
		parse_ifname(f->oif, args_next(a), "\"oif\" not a valid ifname");
	} else if (is(w, "l3mdev")) {
		f->l3mdev = true;
	} else if (is(w, "uidrange")) {
		const char *x = args_next(a);

		if (sscanf(x, "%u-%u", &f->uid.start, &f->uid.end) != 2)
			invarg("invalid UID range\n", x);
		f->have_uid = true;
	} else if (is(w, "ipproto")) {
		parse_ipproto(&f->ipproto, args_next(a));
	} else if (is(w, "sport")) {
		rule_parse_ports(&f->sport, args_next(a));
	} else if (is(w, "dport")) {
		rule_parse_ports(&f->dport, args_next(a));
	} else {
		return false;
	}
	return true;
}

void rule_filter_parse(struct rule_filter *f, int argc, char **argv)
{
	struct args a = { argc, argv };

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (parse_exact(f, &a, w)) {
			/* done */
		} else if (matches(w, "from") || matches(w, "src")) {
			parse_prefix(&f->src, args_next(&a), f->family);
		} else if (is(w, "to") || matches(w, "dst")) {
			parse_prefix(&f->dst, args_next(&a), f->family);
		} else if (matches(w, "tun_id")) {
			parse_tun_id(&f->tun_id, args_next(&a));
		} else if (matches(w, "preference") || matches(w, "order") ||
			   matches(w, "priority")) {
			const char *x = args_next(&a);

			if (get_u32(&f->pref, x, 0))
				invarg("preference value is invalid\n", x);
			f->have_pref = true;
		} else if (matches(w, "table") || matches(w, "lookup")) {
			const char *x = args_next(&a);

			if (table_a2n(&tbl_rt_tables, &f->table, x))
				invarg("table id value is invalid\n", x);
		} else if (matches(w, "protocol")) {
			parse_protocol(f, args_next(&a));
		} else {
			/* a bare prefix is the destination's */
			parse_prefix(&f->dst, w, f->family);
		}
		args_skip(&a);
	}
}

static uint32_t attr_u32(const struct nlattr *a, uint32_t dflt)
{
	return a && mnl_attr_get_payload_len(a) >= 4 ? mnl_attr_get_u32(a) :
						       dflt;
}

/* The rule's prefix lies inside the filter's. */
static bool prefix_inside(const struct inet_prefix *p, const struct nlattr *a,
			  unsigned int len)
{
	if (!p->bitlen)
		return true;
	return a && mnl_attr_get_payload_len(a) >= (uint16_t)p->bytelen &&
	       inet_prefix_match(p, mnl_attr_get_payload(a), (int)len);
}

static bool ifname_is(const char *want, const struct nlattr *a)
{
	if (!*want)
		return true;
	return a && !mnl_attr_validate(a, MNL_TYPE_NUL_STRING) &&
	       !strcmp(mnl_attr_get_str(a), want);
}

static bool range_is(const struct fib_rule_port_range *want,
		     const struct nlattr *a)
{
	const struct fib_rule_port_range *r;

	if (!want->start)
		return true;
	if (!a || mnl_attr_get_payload_len(a) < sizeof(*r))
		return false;
	r = mnl_attr_get_payload(a);
	return r->start == want->start && r->end == want->end;
}

static bool uid_is(const struct rule_filter *f, const struct nlattr *a)
{
	const struct fib_rule_uid_range *u;

	if (!f->have_uid)
		return true;
	if (!a || mnl_attr_get_payload_len(a) < sizeof(*u))
		return false;
	u = mnl_attr_get_payload(a);
	return u->start == f->uid.start && u->end == f->uid.end;
}

static bool u8_is(uint8_t want, const struct nlattr *a)
{
	if (!want)
		return true;
	return a && mnl_attr_get_payload_len(a) >= 1 &&
	       mnl_attr_get_u8(a) == want;
}

static bool tun_id_is(uint64_t want, const struct nlattr *a)
{
	uint64_t v;

	if (!want)
		return true;
	if (!a || mnl_attr_get_payload_len(a) < 8)
		return false;
	memcpy(&v, mnl_attr_get_payload(a), 8);
	return be64toh(v) == want;
}

bool rule_filter_match(const struct rule_filter *f,
		       const struct fib_rule_hdr *frh,
		       const struct nlattr **tb)
{
	if (f->not && !(frh->flags & FIB_RULE_INVERT))
		return false;
	if (!prefix_inside(&f->src, tb[FRA_SRC], frh->src_len) ||
	    !prefix_inside(&f->dst, tb[FRA_DST], frh->dst_len))
		return false;
	if (f->have_tos && frh->tos != f->tos)
		return false;
	if (f->mark && attr_u32(tb[FRA_FWMARK], 0) != f->mark)
		return false;
	if (f->mask && attr_u32(tb[FRA_FWMASK], 0) != f->mask)
		return false;
	if (!ifname_is(f->iif, tb[FRA_IFNAME]) ||
	    !ifname_is(f->oif, tb[FRA_OIFNAME]))
		return false;
	if (f->l3mdev && !u8_is(1, tb[FRA_L3MDEV]))
		return false;
	if (!uid_is(f, tb[FRA_UID_RANGE]) || !u8_is(f->ipproto, tb[FRA_IP_PROTO]))
		return false;
	if (!range_is(&f->sport, tb[FRA_SPORT_RANGE]) ||
	    !range_is(&f->dport, tb[FRA_DPORT_RANGE]))
		return false;
	if (!tun_id_is(f->tun_id, tb[FRA_TUN_ID]))
		return false;
	if (f->have_pref && attr_u32(tb[FRA_PRIORITY], 0) != f->pref)
		return false;
	if (f->flush && f->have_proto &&
	    (!tb[FRA_PROTOCOL] || mnl_attr_get_payload_len(tb[FRA_PROTOCOL]) < 1 ?
	     0 : mnl_attr_get_u8(tb[FRA_PROTOCOL])) != f->proto)
		return false;
	return !f->table || rule_table(frh, tb) == f->table;
}
