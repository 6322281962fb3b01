// SPDX-License-Identifier: GPL-2.0
/* xfrm_monitor.c — `ip xfrm monitor`: print XFRM notifications as they come
 * (or as a file of saved messages holds them) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/xfrm.h>

#include "args.h"
#include "nlmon.h"
#include "print.h"
#include "ip_common.h"
#include "monitor.h"
#include "xfrm.h"

static void __attribute__((noreturn)) xmon_usage(void)
{
	fprintf(stderr,
		"Usage: ip xfrm monitor [ nokeys ] [ all-nsid ] [ all | OBJECTS | help ]\n"
		"OBJECTS := { acquire | expire | SA | aevent | policy | report }\n");
	exit(255);
}

struct xmon {
	struct nlmon *m;	/* NULL: a file is replayed */
	bool all_nsid;
};

/* Bytes after the last whole attribute: told as the reference tells them. */
static void deficit_check(const char *p, int len)
{
	while (len >= (int)sizeof(struct nlattr)) {
		const struct nlattr *a = (const void *)p;
		int step;

		if (a->nla_len < sizeof(struct nlattr) || a->nla_len > len)
			break;
		step = (int)NLA_ALIGN(a->nla_len);
		p += step;
		len -= step;
	}
	if (len > 0) {
		uint16_t rl = 0;

		if (len >= (int)sizeof(rl))
			memcpy(&rl, p, sizeof(rl));
		fprintf(stderr, "!!!Deficit %d, %s=%u\n", len, "rta_len", rl);
	}
}

/* The fixed header of a message, copied (its u64 members want 8-byte
 * alignment, a message has 4), and the attributes after it in tb. NULL
 * when the message is too short for it, told as the reference tells it. */
static bool xmon_hdr(const struct nlmsghdr *nlh, void *hdr, size_t hl,
		     const struct nlattr **tb)
{
	int left = (int)nlh->nlmsg_len - (int)NLMSG_SPACE(hl);
	const char *p = mnl_nlmsg_get_payload(nlh);

	if (left < 0) {
		fprintf(stderr, "BUG: wrong nlmsg len %d\n", left);
		return false;
	}
	memcpy(hdr, p, hl);
	if (tb) {
		deficit_check(p + NLMSG_ALIGN(hl), left);
		xfrm_attrs_parse(p + NLMSG_ALIGN(hl), (unsigned int)left, tb);
	}
	return true;
}

/* A copy of an attribute's payload of at least sz bytes: the state or
 * policy of a deletion. */
static bool xmon_inner(const struct nlattr *a, void *out, size_t sz,
		       const char *what)
{
	if (!a) {
		fprintf(stderr, "Buggy %s: no %s\n", what,
			sz == sizeof(struct xfrm_usersa_info) ? "XFRMA_SA" :
			"XFRMA_POLICY");
		return false;
	}
	if (mnl_attr_get_payload_len(a) < sz) {
		/* the reference says POLICY for both */
		fprintf(stderr, "Buggy XFRM_MSG_DELPOLICY: too short XFRMA_POLICY len\n");
		return false;
	}
	memcpy(out, mnl_attr_get_payload(a), sz);
	return true;
}

static void hard_print(uint8_t hard)
{
	pr_text("\thard %u", hard);
	xfrm_nl();
	xfrm_end();
}

/*
 * The printers say whether the reference flushes its output after the
 * event: not after a report, an unknown message, or one it gave up on
 * (which matters where stdout and stderr go to the same place).
 */
static bool sa_event(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	struct xfrm_usersa_info s;

	switch (nlh->nlmsg_type) {
	case XFRM_MSG_DELSA: {
		struct xfrm_usersa_id id;

		if (!xmon_hdr(nlh, &id, sizeof(id), tb))
			return false;
		pr_text("Deleted ");
		if (!xmon_inner(tb[XFRMA_SA], &s, sizeof(s),
				"XFRM_MSG_DELSA"))
			return false;
		xfrm_state_body(&s, tb, true);
		return true;
	}
	case XFRM_MSG_EXPIRE: {
		struct xfrm_user_expire x;

		if (!xmon_hdr(nlh, &x, sizeof(x), tb))
			return false;
		pr_text("Expired ");
		xfrm_state_body(&x.state, tb, false);
		hard_print(x.hard);
		return true;
	}
	default:
		if (!xmon_hdr(nlh, &s, sizeof(s), tb))
			return false;
		if (nlh->nlmsg_type == XFRM_MSG_UPDSA)
			pr_text("Updated ");
		xfrm_state_body(&s, tb, true);
	}
	return true;
}

static bool policy_event(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	struct xfrm_userpolicy_info p;

	switch (nlh->nlmsg_type) {
	case XFRM_MSG_DELPOLICY: {
		struct xfrm_userpolicy_id id;

		if (!xmon_hdr(nlh, &id, sizeof(id), tb))
			return false;
		pr_text("Deleted ");
		if (!xmon_inner(tb[XFRMA_POLICY], &p, sizeof(p),
				"XFRM_MSG_DELPOLICY"))
			return false;
		xfrm_policy_body(&p, tb, "", "", true);
		return true;
	}
	case XFRM_MSG_POLEXPIRE: {
		struct xfrm_user_polexpire x;

		if (!xmon_hdr(nlh, &x, sizeof(x), tb))
			return false;
		pr_text("Expired ");
		xfrm_policy_body(&x.pol, tb, "", "", false);
		hard_print(x.hard);
		return true;
	}
	default:
		if (!xmon_hdr(nlh, &p, sizeof(p), tb))
			return false;
		if (nlh->nlmsg_type == XFRM_MSG_UPDPOLICY)
			pr_text("Updated ");
		xfrm_policy_body(&p, tb, "", "", true);
	}
	return true;
}

static void proto_print(uint8_t proto)
{
	const char *n = xfrm_proto_name(proto);

	if (n)
		pr_text("proto %s ", n);
	else
		pr_text("proto %u ", proto);
}

static bool acquire_event(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	struct xfrm_user_acquire x;
	uint32_t spi;

	if (!xmon_hdr(nlh, &x, sizeof(x), tb))
		return false;
	spi = ntohl(x.id.spi);
	pr_text("acquire ");
	proto_print(x.id.proto);
	if (show_stats)
		pr_text("spi 0x%08x(%u) ", spi, spi);
	else if (spi)
		pr_text("spi 0x%08x ", spi);
	xfrm_nl();
	xfrm_sel_print(&x.sel, x.policy.sel.family, "  sel ");
	xfrm_policy_body(&x.policy, tb, "  policy ", "    ", false);
	/* the reference prints the sequence number in decimal after "0x" */
	if (show_stats)
		pr_text("  seq 0x%08u enc-mask %08x auth-mask %08x comp-mask %08x",
			x.seq, x.ealgos, x.aalgos, x.calgos);
	xfrm_nl();
	xfrm_end();
	return true;
}

static bool flush_sa_event(const struct nlmsghdr *nlh)
{
	struct xfrm_usersa_flush f;
	const char *n;

	if (!xmon_hdr(nlh, &f, sizeof(f), NULL))
		return false;
	n = xfrm_proto_name(f.proto);
	if (n)
		pr_text("Flushed state proto %s", n);
	else
		pr_text("Flushed state proto %u", f.proto);
	xfrm_nl();
	xfrm_end();
	return true;
}

static bool flush_policy_event(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	const struct nlattr *t;
	char buf[16];

	deficit_check(mnl_nlmsg_get_payload(nlh),
		      (int)mnl_nlmsg_get_payload_len(nlh));
	xfrm_attrs_parse(mnl_nlmsg_get_payload(nlh),
			 (unsigned int)mnl_nlmsg_get_payload_len(nlh), tb);
	pr_text("Flushed policy ");
	t = tb[XFRMA_POLICY_TYPE];
	if (t) {
		const struct xfrm_userpolicy_type *pt = mnl_attr_get_payload(t);

		if (mnl_attr_get_payload_len(t) < sizeof(*pt)) {
			fflush(stdout);
			fprintf(stderr, "too short XFRMA_POLICY_TYPE len\n");
			return false;
		}
		pr_text("ptype %s ", xfrm_ptype_name(pt->type, buf,
						     sizeof(buf)));
	}
	xfrm_nl();
	xfrm_end();
	return true;
}

static bool report_event(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	struct xfrm_user_report r;
	const struct nlattr *coa;
	char buf[INET6_ADDRSTRLEN + 8];

	if (!xmon_hdr(nlh, &r, sizeof(r), tb))
		return false;
	pr_text("report ");
	proto_print(r.proto);
	xfrm_nl();
	xfrm_sel_print(&r.sel, r.sel.family, "  sel ");
	coa = tb[XFRMA_COADDR];
	if (coa) {
		if (mnl_attr_get_payload_len(coa) < sizeof(xfrm_address_t))
			pr_text("  coa (ERROR truncated)");
		else
			pr_text("  coa %s",
				xfrm_addr_fmt(r.sel.family,
					      mnl_attr_get_payload(coa), buf,
					      sizeof(buf)));
		xfrm_nl();
	}
	xfrm_end();
	return false;
}

/*
 * An aevent or a mapping: the reference reads their fixed header without
 * checking the length; what the message lacks counts as zeros here.
 */
static void copy_short(const struct nlmsghdr *nlh, void *out, size_t sz)
{
	size_t have = mnl_nlmsg_get_payload_len(nlh);

	memset(out, 0, sz);
	memcpy(out, mnl_nlmsg_get_payload(nlh), have < sz ? have : sz);
}

static void sa_id_tail(const struct xfrm_usersa_id *id, uint32_t reqid)
{
	char buf[32];

	printf(" reqid 0x%x", reqid);
	printf(" protocol %s ", xfrm_inet_proto_word(id->proto, buf,
						     sizeof(buf)));
	printf(" SPI 0x%x\n", ntohl(id->spi));
}

static bool aevent_event(const struct nlmsghdr *nlh)
{
	static const struct { uint32_t bit; const char *name; } names[] = {
		{ XFRM_AE_CR, "replay update" },
		{ XFRM_AE_CE, "timer expired" },
		{ XFRM_AE_CU, "policy updated" },
	};
	struct xfrm_aevent_id ae;
	char a[INET6_ADDRSTRLEN + 8], b[INET6_ADDRSTRLEN + 8];
	int fam;

	copy_short(nlh, &ae, sizeof(ae));
	fam = ae.sa_id.family;
	printf("Async event ");
	printf(" (0x%x) ", ae.flags);
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (ae.flags & names[i].bit)
			printf(" %s ", names[i].name);
	printf("\n");
	printf("\tsrc %s dst %s ", xfrm_addr_fmt(fam, &ae.saddr, a, sizeof(a)),
	       xfrm_addr_fmt(fam, &ae.sa_id.daddr, b, sizeof(b)));
	sa_id_tail(&ae.sa_id, ae.reqid);
	return true;
}

static bool mapping_event(const struct nlmsghdr *nlh)
{
	struct xfrm_user_mapping mp;
	char a[INET6_ADDRSTRLEN + 8], b[INET6_ADDRSTRLEN + 8];
	int fam;

	copy_short(nlh, &mp, sizeof(mp));
	fam = mp.id.family;
	printf("Mapping change %s:%d -> ",
	       xfrm_addr_fmt(fam, &mp.old_saddr, a, sizeof(a)),
	       ntohs(mp.old_sport));
	printf("%s:%d\n", xfrm_addr_fmt(fam, &mp.new_saddr, b, sizeof(b)),
	       ntohs(mp.new_sport));
	printf("\tdst %s ", xfrm_addr_fmt(fam, &mp.id.daddr, a, sizeof(a)));
	sa_id_tail(&mp.id, mp.reqid);
	return true;
}

static int xmon_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct xmon *x = data;
	bool flush = true;

	if (timestamp)
		monitor_timestamp();
	if (x->all_nsid) {
		int nsid = nlmon_nsid(x->m);

		if (nsid < 0)
			printf("[nsid current]");
		else
			printf("[nsid %d]", nsid);
	}
	switch (nlh->nlmsg_type) {
	case XFRM_MSG_NEWSA:
	case XFRM_MSG_DELSA:
	case XFRM_MSG_UPDSA:
	case XFRM_MSG_EXPIRE:
		flush = sa_event(nlh);
		break;
	case XFRM_MSG_NEWPOLICY:
	case XFRM_MSG_DELPOLICY:
	case XFRM_MSG_UPDPOLICY:
	case XFRM_MSG_POLEXPIRE:
		flush = policy_event(nlh);
		break;
	case XFRM_MSG_ACQUIRE:
		flush = acquire_event(nlh);
		break;
	case XFRM_MSG_FLUSHSA:
		flush = flush_sa_event(nlh);
		break;
	case XFRM_MSG_FLUSHPOLICY:
		flush = flush_policy_event(nlh);
		break;
	case XFRM_MSG_REPORT:
		flush = report_event(nlh);
		break;
	case XFRM_MSG_NEWAE:
		flush = aevent_event(nlh);
		break;
	case XFRM_MSG_MAPPING:
		flush = mapping_event(nlh);
		break;
	default:
		printf("Unknown message: %08u 0x%08x 0x%08x\n", nlh->nlmsg_len,
		       nlh->nlmsg_type, nlh->nlmsg_flags);
		flush = false;
		break;
	}
	if (flush)
		fflush(stdout);
	return MNL_CB_OK;
}

/* The legacy group bits the reference binds to, one per object. */
static const struct { const char *name; unsigned int bit; }
xmon_objs[] = {
	{ "acquire", 1u << (XFRMNLGRP_ACQUIRE - 1) },
	{ "expire", 1u << (XFRMNLGRP_EXPIRE - 1) },
	{ "SA", 1u << (XFRMNLGRP_SA - 1) },
	{ "aevent", 1u << (XFRMNLGRP_AEVENTS - 1) },
	{ "policy", 1u << (XFRMNLGRP_POLICY - 1) },
	{ "report", 1u << (XFRMNLGRP_REPORT - 1) },
};

int do_xfrm_monitor(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct xmon x = { NULL, false };
	const char *file = NULL;
	unsigned int mask = 0;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);
		bool found = false;

		if (matches(w, "file")) {
			file = args_next(&a);
		} else if (is(w, "all")) {
			/* every object: what no object gives too */
		} else if (matches(w, "all-nsid")) {
			x.all_nsid = true;
		} else if (is(w, "nokeys")) {
			/* the reference takes it and prints the keys */
		} else {
			for (size_t i = 0; i < sizeof(xmon_objs) /
			     sizeof(xmon_objs[0]); i++)
				if (matches(w, xmon_objs[i].name)) {
					mask |= xmon_objs[i].bit;
					found = true;
					break;
				}
			if (!found && matches(w, "help"))
				xmon_usage();
			if (!found) {
				fprintf(stderr, "Argument \"%s\" is unknown, try \"ip xfrm monitor help\".\n", w);
				exit(255);
			}
		}
		args_skip(&a);
	}

	if (file) {
		err = nlmon_replay(file, xmon_cb, &x);
		fflush(stdout);
		if (err == -EBADMSG)
			return 1;
		if (err) {
			fprintf(stderr, "Cannot fopen: %s\n", strerror(-err));
			exit(255);
		}
		return 0;
	}
	x.m = nlmon_open_mask(NETLINK_XFRM, mask ? mask : ~0u);
	if (!x.m)
		return 1;
	if (x.all_nsid)
		nlmon_listen_all_nsid(x.m);
	err = nlmon_run(x.m, xmon_cb, &x);
	return err ? 1 : 0;
}
