// SPDX-License-Identifier: GPL-2.0
/* neigh.c — `ip neighbour`: add, change, replace, del, show, flush, get */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/neighbour.h>

#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "vrf.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "msglist.h"

static const char neigh_usage_text[] =
"Usage: ip neigh { add | del | change | replace }\n"
"                { ADDR [ lladdr LLADDR ] [ nud STATE ] proxy ADDR }\n"
"                [ dev DEV ] [ router ] [ use ] [ managed ] [ extern_learn ]\n"
"                [ protocol PROTO ]\n"
"\n"
"\tip neigh { show | flush } [ proxy ] [ to PREFIX ] [ dev DEV ] [ nud STATE ]\n"
"\t\t\t\t  [ vrf NAME ] [ nomaster ]\n"
"\tip neigh get { ADDR | proxy ADDR } dev DEV\n"
"\n"
"STATE := { delay | failed | incomplete | noarp | none |\n"
"           permanent | probe | reachable | stale }\n"
;

static void __attribute__((noreturn)) neigh_usage(void)
{
	fputs(neigh_usage_text, stderr);
	exit(255);
}

static const struct { unsigned int state; const char *name; } nud_names[] = {
	{ NUD_INCOMPLETE, "INCOMPLETE" }, { NUD_REACHABLE, "REACHABLE" },
	{ NUD_STALE, "STALE" }, { NUD_DELAY, "DELAY" },
	{ NUD_PROBE, "PROBE" }, { NUD_FAILED, "FAILED" },
	{ NUD_NOARP, "NOARP" }, { NUD_PERMANENT, "PERMANENT" },
};

/* The reference's words: lower case; "permanent", "reachable" and
 * "failed" may be abbreviated, the others not; a number is 0 or one
 * state bit. */
static int nud_parse(const char *s, unsigned int *state)
{
	static const struct { const char *name; unsigned int state;
			      bool prefix; } words[] = {
		{ "permanent", NUD_PERMANENT, true },
		{ "reachable", NUD_REACHABLE, true },
		{ "noarp", NUD_NOARP, false },
		{ "none", NUD_NONE, false },
		{ "stale", NUD_STALE, false },
		{ "incomplete", NUD_INCOMPLETE, false },
		{ "delay", NUD_DELAY, false },
		{ "probe", NUD_PROBE, false },
		{ "failed", NUD_FAILED, true },
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (words[i].prefix ? matches(s, words[i].name) :
				      is(s, words[i].name)) {
			*state = words[i].state;
			return 0;
		}
	if (get_u32(state, s, 0) || *state > NUD_PERMANENT ||
	    (*state & (*state - 1)))
		return -1;
	return 0;
}

struct neigh_filter {
	int family;
	int ifindex;
	unsigned int state;	/* mask of states shown */
	bool proxy;
	bool have_prefix;
	struct inet_prefix prefix;
	bool nomaster;
	int master;	/* master/vrf: the kernel filters by it */
	bool unused;	/* entries nobody holds (refcnt 0) */
	bool have_proto;
	uint8_t proto;
	bool flush;
	bool listing;	/* printing what flush deleted: no filtering */
};

static int nda_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_type_valid(a, NDA_MAX) >= 0)
		tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

static bool addr_len_ok(int family, const struct nlattr *a)
{
	return a && mnl_attr_get_payload_len(a) >=
		    (family == AF_INET6 ? 16u : family == AF_INET ? 4u : 1u);
}

static bool neigh_match(const struct nlmsghdr *nlh, const struct neigh_filter *f,
			const struct nlattr **tb)
{
	const struct ndmsg *nd = mnl_nlmsg_get_payload(nlh);

	if (nd->ndm_family != AF_INET && nd->ndm_family != AF_INET6 &&
	    !(f->family == AF_BRIDGE && nd->ndm_family == AF_BRIDGE))
		return false;
	if (f->family && nd->ndm_family != f->family)
		return false;
	if (f->ifindex && nd->ndm_ifindex != f->ifindex)
		return false;
	/* externally learned entries pass whatever the nud filter: the
	 * reference lists them and flush deletes them */
	if (!f->proxy && !(nd->ndm_flags & NTF_EXT_LEARNED) &&
	    !(nd->ndm_state & f->state) &&
	    !(nd->ndm_state == NUD_NONE && (f->state & 0x100)))
		return false;
	if (f->proxy != !!(nd->ndm_flags & NTF_PROXY))
		return false;
	if (f->unused) {
		const struct nlattr *ci = tb[NDA_CACHEINFO];

		if (ci && mnl_attr_get_payload_len(ci) >=
			  sizeof(struct nda_cacheinfo) &&
		    ((const struct nda_cacheinfo *)
		     mnl_attr_get_payload(ci))->ndm_refcnt)
			return false;
	}
	if (f->have_proto &&
	    (!tb[NDA_PROTOCOL] || mnl_attr_get_payload_len(tb[NDA_PROTOCOL]) < 1 ||
	     mnl_attr_get_u8(tb[NDA_PROTOCOL]) != f->proto))
		return false;
	if (f->have_prefix) {
		if (!addr_len_ok(nd->ndm_family, tb[NDA_DST]) ||
		    f->prefix.family != nd->ndm_family ||
		    !inet_prefix_match(&f->prefix,
				       mnl_attr_get_payload(tb[NDA_DST]),
				       f->prefix.bitlen))
			return false;
	}
	return true;
}

static void print_flag_null(const char *name)
{
	pr_null(PR_JSON, name, NULL, NULL);
	pr_str(PR_FP, NULL, "%s ", name);
}

int neigh_print(const struct nlmsghdr *nlh, void *data)
{
	const struct neigh_filter *f = data;
	const struct ndmsg *nd = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NDA_MAX + 1] = { NULL };
	char buf[64];

	if (nlh->nlmsg_type != RTM_NEWNEIGH && nlh->nlmsg_type != RTM_DELNEIGH)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*nd))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*nd), nda_cb, tb);
	if (f && !f->listing && !neigh_match(nlh, f, tb))
		return MNL_CB_OK;
	if (nd->ndm_family != AF_BRIDGE &&
	    !addr_len_ok(nd->ndm_family, tb[NDA_DST]))
		return MNL_CB_OK;

	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELNEIGH)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	buf[0] = '\0';
	if (addr_len_ok(nd->ndm_family, tb[NDA_DST]) &&
	    nd->ndm_family != AF_BRIDGE)
		inet_fmt(nd->ndm_family, mnl_attr_get_payload(tb[NDA_DST]), buf,
			 sizeof(buf));
	if (brief) {
		pr_cstr(PR_ANY, nd->ndm_family == AF_INET6 ? CLR_INET6 : CLR_INET,
			"dst", "%-39s ", buf);
		pr_cstr(PR_ANY, CLR_IFNAME, "dev", "%-16s ",
			ll_idx_n2a(nd->ndm_ifindex));
		if (tb[NDA_LLADDR]) {
			format_lladdr(mnl_attr_get_payload(tb[NDA_LLADDR]),
				      (int)mnl_attr_get_payload_len(tb[NDA_LLADDR]),
				      buf, sizeof(buf));
			pr_cstr(PR_ANY, CLR_MAC, "lladdr", "%s", buf);
		}
		pr_text("\n");
		pr_close_object();
		return MNL_CB_OK;
	}
	if (buf[0])
		pr_cstr(PR_ANY, nd->ndm_family == AF_INET6 ? CLR_INET6 :
			CLR_INET, "dst", "%s ", buf);
	if ((!f || !f->ifindex) && nd->ndm_ifindex) {
		pr_text("dev ");
		pr_cstr(PR_ANY, CLR_IFNAME, "dev", "%s ",
			ll_idx_n2a(nd->ndm_ifindex));
	}
	if (tb[NDA_LLADDR]) {
		format_lladdr(mnl_attr_get_payload(tb[NDA_LLADDR]),
			      (int)mnl_attr_get_payload_len(tb[NDA_LLADDR]),
			      buf, sizeof(buf));
		pr_text("lladdr ");
		pr_cstr(PR_ANY, CLR_MAC, "lladdr", "%s ", buf);
	}
	if (nd->ndm_flags & NTF_ROUTER)
		print_flag_null("router");
	if (nd->ndm_flags & NTF_PROXY)
		print_flag_null("proxy");
	if (nd->ndm_flags & NTF_EXT_LEARNED)
		print_flag_null("extern_learn");
	if (nd->ndm_flags & NTF_OFFLOADED)
		print_flag_null("offload");
	if (tb[NDA_FLAGS_EXT] && mnl_attr_get_payload_len(tb[NDA_FLAGS_EXT]) >= 4 &&
	    (mnl_attr_get_u32(tb[NDA_FLAGS_EXT]) & NTF_EXT_MANAGED))
		print_flag_null("managed");
	if (show_stats) {
		if (tb[NDA_CACHEINFO] && mnl_attr_get_payload_len(tb[NDA_CACHEINFO]) >=
		    sizeof(struct nda_cacheinfo)) {
			const struct nda_cacheinfo *ci =
				mnl_attr_get_payload(tb[NDA_CACHEINFO]);

			if (ci->ndm_refcnt)
				pr_uint(PR_ANY, "refcnt", " ref %u",
					ci->ndm_refcnt);
			pr_uint(PR_ANY, "used", " used %u", ci->ndm_used / 100);
			pr_uint(PR_ANY, "confirmed", "/%u",
				ci->ndm_confirmed / 100);
			pr_uint(PR_ANY, "updated", "/%u", ci->ndm_updated / 100);
		}
		if (tb[NDA_PROBES] && mnl_attr_get_payload_len(tb[NDA_PROBES]) >= 4)
			pr_uint(PR_ANY, "probes", "probes %u ",
				mnl_attr_get_u32(tb[NDA_PROBES]));
	}
	if (nd->ndm_state && !(nd->ndm_flags & NTF_PROXY)) {
		bool first = true;

		pr_open_array(PR_JSON, "state");
		for (size_t i = 0; i < sizeof(nud_names) / sizeof(nud_names[0]);
		     i++) {
			if (!(nd->ndm_state & nud_names[i].state))
				continue;
			pr_str(PR_FP, NULL, first ? "%s" : ",%s",
			       nud_names[i].name);
			pr_str(PR_JSON, NULL, NULL, nud_names[i].name);
			first = false;
		}
		pr_close_array(PR_JSON, NULL);
		pr_text(" ");
	}
	if (tb[NDA_PROTOCOL] && mnl_attr_get_payload_len(tb[NDA_PROTOCOL]) >= 1) {
		char pb[32];

		pr_str(PR_ANY, "protocol", "proto %s ",
		       table_n2a(&tbl_rt_protos, mnl_attr_get_u8(tb[NDA_PROTOCOL]),
				 pb, sizeof(pb)));
	}
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int dev_index(const char *name)
{
	int idx = ll_name_to_index(name);

	if (!idx) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		ip_line_fail(1);
	}
	return idx;
}

/* The reference's words for a bad address or prefix: they name the
 * family of -4/-6/-B/-M (exit 1). */
static int bad_addr(const char *v)
{
	int fam = preferred_family;

	if (fam == AF_INET || fam == AF_INET6 || fam == AF_BRIDGE ||
	    fam == AF_MPLS)
		fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
			family_name(fam), v);
	else
		fprintf(stderr, "Error: any valid address is expected rather than \"%s\".\n",
			v);
	return 1;
}

static void __attribute__((noreturn)) bad_prefix(const char *v)
{
	int fam = preferred_family;

	if (fam == AF_PACKET)
		fprintf(stderr, "Error: \"%s\" may be inet prefix, but it is not allowed in this context.\n",
			v);
	else if (fam == AF_INET || fam == AF_INET6 || fam == AF_BRIDGE ||
		 fam == AF_MPLS)
		fprintf(stderr, "Error: %s prefix is expected rather than \"%s\".\n",
			family_name(fam), v);
	else
		fprintf(stderr, "Error: any valid prefix is expected rather than \"%s\".\n",
			v);
	exit(1);
}

static int neigh_modify(int cmd, unsigned int flags, int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd, (uint16_t)flags);
	struct ndmsg *nd = nl_msg_put_extra(nlh, sizeof(*nd));
	struct inet_prefix dst;
	const char *dev = NULL, *lladdr = NULL;
	bool have_dst = false, nud_given = false;
	int family = preferred_family == AF_PACKET ? AF_UNSPEC :
		     preferred_family;
	unsigned int state;
	uint32_t ext_flags = 0;
	int err;

	nd->ndm_state = NUD_PERMANENT;
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (matches(w, "lladdr")) {
			if (lladdr)
				duparg("lladdr", args_cur(&a));
			lladdr = args_next(&a);
		} else if (is(w, "nud")) {
			const char *v = args_next(&a);

			if (nud_parse(v, &state))
				invarg("nud state is bad", v);
			nd->ndm_state = (uint16_t)state;
			nud_given = true;
		} else if (matches(w, "proxy")) {
			const char *v = args_next(&a);

			if (have_dst)
				duparg("address", v);
			if (inet_parse_addr(&dst, v, family)) {
				return bad_addr(v);
			}
			have_dst = true;
			nd->ndm_flags |= NTF_PROXY;
		} else if (is(w, "router")) {
			nd->ndm_flags |= NTF_ROUTER;
		} else if (matches(w, "extern_learn")) {
			nd->ndm_flags |= NTF_EXT_LEARNED;
		} else if (is(w, "use")) {
			nd->ndm_flags |= NTF_USE;
		} else if (is(w, "managed")) {
			/* an extended flag: it goes in NDA_FLAGS_EXT */
			ext_flags |= NTF_EXT_MANAGED;
		} else if (is(w, "dev")) {
			dev = args_next(&a);
		} else if (matches(w, "protocol")) {
			const char *v = args_next(&a);
			uint32_t p;

			if (table_a2n(&tbl_rt_protos, &p, v) || p > 255)
				invarg("\"protocol\" value is invalid\n", v);
			nl_attr_put_u8(nlh, NDA_PROTOCOL, (uint8_t)p);
		} else {
			if (is(w, "to"))
				w = args_next(&a);
			/* the reference skips a "help" here, it shows none */
			if (matches(w, "help"))
				w = args_next(&a);
			if (have_dst)
				duparg2("to", w);
			if (inet_parse_addr(&dst, w, family)) {
				return bad_addr(w);
			}
			have_dst = true;
		}
		args_skip(&a);
	}
	/* a proxy entry may be for every device (index 0) */
	if ((!dev && !(nd->ndm_flags & NTF_PROXY)) || !have_dst) {
		fprintf(stderr, "Device and destination are required arguments.\n");
		exit(255);
	}
	nd->ndm_family = (unsigned char)dst.family;
	nl_attr_put(nlh, NDA_DST, (size_t)dst.bytelen, dst.data);
	if (ext_flags)
		nl_attr_put_u32(nlh, NDA_FLAGS_EXT, ext_flags);
	/* a managed entry is the kernel's to resolve: no state of ours
	 * unless one was given */
	if ((ext_flags & NTF_EXT_MANAGED) && !nud_given)
		nd->ndm_state = NUD_NONE;
	if (lladdr && strcmp(lladdr, "null")) {
		unsigned char mac[32];
		int len = parse_lladdr(lladdr, mac, sizeof(mac));

		if (len < 0) {
			lladdr_error(lladdr);
			return 1;
		}
		nl_attr_put(nlh, NDA_LLADDR, (size_t)len, mac);
	} else if (lladdr) {
		nl_attr_put(nlh, NDA_LLADDR, 0, NULL);
	}
	if (dev)
		nd->ndm_ifindex = dev_index(dev);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

static void parse_filter(struct args *a, struct neigh_filter *f)
{
	bool state_set = false;

	f->state = ~0u & ~(NUD_NOARP | 0x100);
	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			f->ifindex = dev_index(args_next(a));
		} else if (is(w, "nud")) {
			const char *v = args_next(a);
			unsigned int st;

			if (!state_set) {
				f->state = 0;
				state_set = true;
			}
			if (is(v, "all")) {
				f->state = ~0u;
			} else if (nud_parse(v, &st)) {
				invarg("nud state is bad", v);
			} else {
				f->state |= st ? st : 0x100;
			}
		} else if (is(w, "proxy")) {
			f->proxy = true;
		} else if (is(w, "nomaster")) {
			/* the last of master/vrf/nomaster counts */
			f->nomaster = true;
			f->master = 0;
		} else if (is(w, "master")) {
			const char *v = args_next(a);

			f->nomaster = false;
			f->master = ll_name_to_index(v);
			if (!f->master)
				invarg("Device does not exist\n", v);
		} else if (is(w, "vrf")) {
			const char *v = args_next(a);
			struct vrf_info vi;

			if (vrf_lookup(v, &vi) || !vi.ifindex || !vi.is_vrf)
				invarg("Not a valid VRF name\n", v);
			f->nomaster = false;
			f->master = vi.ifindex;
		} else if (is(w, "unused")) {
			f->unused = true;
		} else if (matches(w, "protocol")) {
			const char *v = args_next(a);
			uint32_t p;

			f->have_proto = false;
			if (is(v, "all")) {
				args_skip(a);
				continue;
			}
			if (table_a2n(&tbl_rt_protos, &p, v) || p > 255)
				invarg("invalid \"protocol\"\n", v);
			f->have_proto = p != 0;	/* 0 (unspec): every one */
			f->proto = (uint8_t)p;
		} else if (matches(w, "help")) {
			neigh_usage();
		} else {
			if (is(w, "to"))
				w = args_next(a);
			/* the zero-length prefix: every address */
			if (is(w, "all") || is(w, "any") || is(w, "default")) {
				args_skip(a);
				continue;
			}
			if (inet_parse_prefix(&f->prefix, w, f->family)) {
				bad_prefix(w);
			}
			if (!f->family)
				f->family = f->prefix.family;
			f->have_prefix = true;
		}
		args_skip(a);
	}
	if (f->flush && !state_set)
		f->state &= ~(NUD_PERMANENT | NUD_NOARP);
}

static int neigh_dump(struct neigh_filter *f, nl_cb_t cb, void *data)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNEIGH, 0);
	struct ndmsg *nd = nl_msg_put_extra(nlh, sizeof(*nd));
	int err;

	nd->ndm_family = (unsigned char)f->family;
	if (f->proxy)
		nd->ndm_flags = NTF_PROXY;
	if (f->ifindex || f->master || f->nomaster) {
		/* the kernel filters by device with strict checking; an
		 * NDA_MASTER of -1 asks for devices without a master */
		nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
		if (f->ifindex)
			nl_attr_put_u32(nlh, NDA_IFINDEX,
					 (uint32_t)f->ifindex);
		if (f->master)
			nl_attr_put_u32(nlh, NDA_MASTER, (uint32_t)f->master);
		else if (f->nomaster)
			nl_attr_put_u32(nlh, NDA_MASTER, UINT32_MAX);
	}
	err = nl_dump(nl_main(), nlh, cb, data);
	if (f->ifindex || f->master || f->nomaster)
		nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 0);
	return err;
}

struct flush_list {
	struct neigh_filter *f;
	struct msglist l;
};

static int collect(const struct nlmsghdr *nlh, void *data)
{
	struct flush_list *c = data;
	const struct nlattr *tb[NDA_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != RTM_NEWNEIGH ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(struct ndmsg))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(struct ndmsg), nda_cb, tb);
	if (neigh_match(nlh, c->f, tb))
		msglist_add(&c->l, nlh);
	return MNL_CB_OK;
}

/* Delete one dumped entry by its family, device and destination. */
static int neigh_delete(const struct nlmsghdr *m)
{
	char buf[512];
	struct nlmsghdr *d = nl_msg_start(buf, RTM_DELNEIGH, 0);
	const struct ndmsg *src = mnl_nlmsg_get_payload(m);
	struct ndmsg *nd = nl_msg_put_extra(d, sizeof(*nd));
	const struct nlattr *tb[NDA_MAX + 1] = { NULL };

	*nd = *src;
	mnl_attr_parse(m, sizeof(*src), nda_cb, tb);
	if (tb[NDA_DST])
		nl_attr_put(d, NDA_DST, mnl_attr_get_payload_len(tb[NDA_DST]),
			     mnl_attr_get_payload(tb[NDA_DST]));
	return nl_talk(nl_main(), d, NULL, NULL);
}

static int neigh_flush(struct neigh_filter *f)
{
	int max = max_flush_loops > 0 ? max_flush_loops : 10;

	/* max rounds of deletion, and one more dump that finds nothing */
	for (int round = 1; round <= max + 1; round++) {
		struct flush_list c = { .f = f };
		int err = neigh_dump(f, collect, &c);

		if (err) {
			nl_dump_perror(err);
			fprintf(stderr, "Flush terminated\n");
			msglist_free(&c.l);
			exit(1);	/* as the reference, ending a batch */
		}
		if (c.l.n && round > max) {
			msglist_free(&c.l);
			break;
		}
		for (int i = 0; i < c.l.n; i++) {
			err = neigh_delete(c.l.m[i]);
			if (err && err != -ENOENT) {
				nl_perror(err);
				msglist_free(&c.l);
				return 2;
			}
			if (show_stats > 1) {
				struct neigh_filter lf = *f;

				lf.listing = true;
				neigh_print(c.l.m[i], &lf);
			}
		}
		if (!c.l.n) {
			msglist_free(&c.l);
			if (show_stats)
				flush_stats_end(round);
			return 0;
		}
		if (show_stats)
			flush_stats_round(round, c.l.n, "entries");
		msglist_free(&c.l);
	}
	return 0;
}

static int neigh_show(int argc, char **argv, bool flush)
{
	struct args a = { argc, argv };
	struct neigh_filter f = { .family = preferred_family, .flush = flush };
	int err;

	if (flush && argc <= 0) {
		fprintf(stderr, "Flush requires arguments.\n");
		return 1;
	}
	parse_filter(&a, &f);
	if (flush)
		return neigh_flush(&f);
	pr_json_begin();
	err = neigh_dump(&f, neigh_print, &f);
	if (err) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(1);	/* as the reference, ending a batch */
	}
	pr_json_end();
	return 0;
}

static int neigh_get(int argc, char **argv)
{
	char buf[512];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNEIGH, 0);
	struct ndmsg *nd = nl_msg_put_extra(nlh, sizeof(*nd));
	struct inet_prefix dst;
	const char *dev = NULL;
	bool have_dst = false;
	int err, json;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "dev")) {
			dev = args_next(&a);
		} else if (matches(w, "proxy")) {
			nd->ndm_flags |= NTF_PROXY;
		} else if (matches(w, "help")) {
			neigh_usage();
		} else {
			if (is(w, "to"))
				w = args_next(&a);
			if (have_dst)
				duparg2("to", w);
			if (inet_parse_addr(&dst, w, preferred_family ==
					    AF_PACKET ? AF_UNSPEC :
					    preferred_family)) {
				return bad_addr(w);
			}
			have_dst = true;
		}
		args_skip(&a);
	}
	if (!dev || !have_dst) {
		fprintf(stderr, "Device and address are required arguments.\n");
		return 1;
	}
	nd->ndm_family = (unsigned char)dst.family;
	nd->ndm_ifindex = dev_index(dev);
	nl_attr_put(nlh, NDA_DST, (size_t)dst.bytelen, dst.data);
	/* the reference prints one entry as text, even with -j */
	json = pr_json;
	pr_json = 0;
	err = nl_talk(nl_main(), nlh, neigh_print, NULL);
	pr_json = json;
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int do_neigh(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return neigh_show(0, NULL, false);
	w = argv[0];
	if (matches(w, "add"))
		return neigh_modify(RTM_NEWNEIGH, NLM_F_CREATE | NLM_F_EXCL,
				    argc - 1, argv + 1);
	if (matches(w, "change") || is(w, "chg"))
		return neigh_modify(RTM_NEWNEIGH, NLM_F_REPLACE, argc - 1,
				    argv + 1);
	if (matches(w, "replace"))
		return neigh_modify(RTM_NEWNEIGH, NLM_F_CREATE | NLM_F_REPLACE,
				    argc - 1, argv + 1);
	if (matches(w, "delete"))
		return neigh_modify(RTM_DELNEIGH, 0, argc - 1, argv + 1);
	if (matches(w, "get"))
		return neigh_get(argc - 1, argv + 1);
	if (matches(w, "show") || matches(w, "list") || matches(w, "lst"))
		return neigh_show(argc - 1, argv + 1, false);
	if (matches(w, "flush"))
		return neigh_show(argc - 1, argv + 1, true);
	if (matches(w, "help"))
		neigh_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip neigh help\".\n", w);
	exit(255);
}
