// SPDX-License-Identifier: GPL-2.0
/* fdb.c — `bridge fdb`: forwarding database entries */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/if_bridge.h>
#include <linux/neighbour.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "br_common.h"

static void __attribute__((noreturn)) usage(void)
{
	fputs(
"Usage: bridge fdb { add | append | del | replace } ADDR dev DEV\n"
"              [ self ] [ master ] [ use ] [ router ] [ extern_learn ]\n"
"              [ sticky ] [ local | static | dynamic ] [ vlan VID ]\n"
"              { [ dst IPADDR ] [ port PORT] [ vni VNI ] | [ nhid NHID ] }\n"
"\t       [ via DEV ] [ src_vni VNI ]\n"
"       bridge fdb [ show [ br BRDEV ] [ brport DEV ] [ vlan VID ]\n"
"              [ state STATE ] [ dynamic ] ]\n"
"       bridge fdb get [ to ] LLADDR [ br BRDEV ] { brport | dev } DEV\n"
"              [ vlan VID ] [ vni VNI ] [ self ] [ master ] [ dynamic ]\n"
"       bridge fdb flush dev DEV [ brport DEV ] [ vlan VID ]\n"
"              [ self ] [ master ] [ [no]permanent | [no]static | [no]dynamic ]\n"
"              [ [no]added_by_user ] [ [no]extern_learn ] [ [no]sticky ]\n"
"              [ [no]offloaded ]\n", stderr);
	exit(255);
}

struct fdb_filter {
	int ifindex;		/* dev/brport: the kernel filters, no "dev" */
	int vlan;
	unsigned int state;
	bool dynamic;
};

/* A vlan id as the reference reads it: atoi() into a 16-bit signed
 * number; a negative one means "no vlan" and is not sent. */
static int vid_atoi(const char *s)
{
	return (int16_t)atoi(s);
}

/* ---- printing ------------------------------------------------------- */

/* The entry's state word; an unusual one is shown as its number. */
static void print_fdb_state(unsigned int s)
{
	char b[32];

	if (s & NUD_PERMANENT)
		pr_str(PR_ANY, "state", "%s\n", "permanent");
	else if (s & NUD_NOARP)
		pr_str(PR_ANY, "state", "%s\n", "static");
	else if (s & NUD_STALE)
		pr_str(PR_ANY, "state", "%s\n", "stale");
	else if (s & NUD_REACHABLE)
		pr_str(PR_ANY, "state", "%s\n", "");
	else {
		snprintf(b, sizeof(b), "%#x", s);
		pr_str(PR_JSON, "state", NULL, b);
		pr_text("state=%s\n", b);
	}
}

static void print_mac(const struct nlattr *a)
{
	char b[64];

	format_lladdr(mnl_attr_get_payload(a),
		      (int)mnl_attr_get_payload_len(a), b, sizeof(b));
	pr_cstr(PR_ANY, CLR_MAC, "mac", "%s ", b);
}

static void print_dst(const struct nlattr *a)
{
	int len = (int)mnl_attr_get_payload_len(a);
	int af = len == 16 ? AF_INET6 : AF_INET;
	char b[64];

	if (len != 4 && len != 16)
		return;
	inet_fmt(af, mnl_attr_get_payload(a), b, sizeof(b));
	pr_text("dst ");
	pr_cstr(PR_ANY, af == AF_INET6 ? CLR_INET6 : CLR_INET, "dst", "%s ",
		b);
}

static void print_stats(const struct nlattr *a)
{
	const struct nda_cacheinfo *ci = mnl_attr_get_payload(a);
	long hz = sysconf(_SC_CLK_TCK);

	if (mnl_attr_get_payload_len(a) < sizeof(*ci))
		return;
	if (hz <= 0)
		hz = 100;
	pr_uint(PR_JSON, "used", NULL, ci->ndm_used / (unsigned int)hz);
	pr_uint(PR_JSON, "updated", NULL, ci->ndm_updated / (unsigned int)hz);
	pr_text("used %u/%u ", ci->ndm_used / (unsigned int)hz,
		ci->ndm_updated / (unsigned int)hz);
}

static void print_fdb_flags(unsigned int flags)
{
	static const struct { unsigned int f; const char *n; } names[] = {
		{ NTF_SELF, "self" },
		{ NTF_ROUTER, "router" },
		{ NTF_EXT_LEARNED, "extern_learn" },
		{ NTF_OFFLOADED, "offload" },
		{ NTF_MASTER, "master" },
		{ NTF_STICKY, "sticky" },
	};

	pr_open_array(PR_JSON, "flags");
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (flags & names[i].f)
			pr_str(PR_ANY, NULL, "%s ", names[i].n);
}

static bool fdb_filtered(const struct ndmsg *ndm, const struct nlattr **tb,
			 const struct fdb_filter *f)
{
	if (!f)
		return false;
	if (f->ifindex && ndm->ndm_ifindex != f->ifindex)
		return true;
	if (f->vlan && (!tb[NDA_VLAN] ||
			br_attr_u16(tb[NDA_VLAN]) != f->vlan))
		return true;
	if (f->state && !(ndm->ndm_state & f->state))
		return true;
	if (f->dynamic && (ndm->ndm_state & NUD_PERMANENT))
		return true;
	return false;
}

static void print_fdb_attrs(const struct nlattr **tb)
{
	if (tb[NDA_DST])
		print_dst(tb[NDA_DST]);
	if (tb[NDA_VLAN])
		pr_uint(PR_ANY, "vlan", "vlan %u ",
			br_attr_u16(tb[NDA_VLAN]));
	if (tb[NDA_PORT])
		pr_uint(PR_ANY, "port", "port %u ",
			ntohs(br_attr_u16(tb[NDA_PORT])));
	if (tb[NDA_VNI])
		pr_uint(PR_ANY, "vni", "vni %u ", br_attr_u32(tb[NDA_VNI]));
	if (tb[NDA_SRC_VNI])
		pr_uint(PR_ANY, "src_vni", "src_vni %u ",
			br_attr_u32(tb[NDA_SRC_VNI]));
	if (tb[NDA_IFINDEX]) {
		int via = (int)br_attr_u32(tb[NDA_IFINDEX]);

		pr_str(PR_ANY, "viaIf", "via %s ", ll_idx_n2a(via));
	}
	if (tb[NDA_NH_ID])
		pr_uint(PR_ANY, "nhid", "nhid %u ",
			br_attr_u32(tb[NDA_NH_ID]));
}

int fdb_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct fdb_filter *f = data;
	const struct ndmsg *ndm = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[NDA_MAX + 1];

	if (nlh->nlmsg_type != RTM_NEWNEIGH && nlh->nlmsg_type != RTM_DELNEIGH)
		return MNL_CB_OK;
	if (br_msg_parse(nlh, sizeof(*ndm), tb, NDA_MAX))
		return MNL_CB_OK;
	if (ndm->ndm_family != AF_BRIDGE)
		return MNL_CB_OK;
	if (fdb_filtered(ndm, tb, f))
		return MNL_CB_OK;

	pr_open_object(NULL);
	if (monitor_mode) {
		monitor_prefix(nlh, RTM_DELNEIGH);
	} else if (nlh->nlmsg_type == RTM_DELNEIGH) {
		pr_bool(PR_JSON, "deleted", NULL, true);
		pr_text("Deleted ");
	}
	if (tb[NDA_LLADDR])
		print_mac(tb[NDA_LLADDR]);
	if ((!f || !f->ifindex) && ndm->ndm_ifindex) {
		pr_text("dev ");
		pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%s ",
			ll_idx_n2a(ndm->ndm_ifindex));
	}
	print_fdb_attrs(tb);
	if (show_stats && tb[NDA_CACHEINFO])
		print_stats(tb[NDA_CACHEINFO]);
	print_fdb_flags(ndm->ndm_flags);
	pr_close_array(PR_JSON, NULL);
	if (tb[NDA_MASTER])
		pr_str(PR_ANY, "master", "master %s ",
		       ll_idx_n2a((int)br_attr_u32(tb[NDA_MASTER])));
	print_fdb_state(ndm->ndm_state);
	pr_close_object();
	fflush(stdout);
	return MNL_CB_OK;
}

/* ---- show ------------------------------------------------------------ */

static unsigned int parse_state(const char *s)
{
	static const struct { const char *n; unsigned int v; } states[] = {
		{ "permanent", NUD_PERMANENT }, { "static", NUD_NOARP },
		{ "noarp", NUD_NOARP }, { "reachable", NUD_REACHABLE },
		{ "stale", NUD_STALE }, { "delay", NUD_DELAY },
		{ "probe", NUD_PROBE }, { "failed", NUD_FAILED },
		{ "incomplete", NUD_INCOMPLETE },
	};
	unsigned int v;

	for (size_t i = 0; i < sizeof(states) / sizeof(states[0]); i++)
		if (is(s, states[i].n))
			return states[i].v;
	if (get_unsigned(&v, s, 0))
		invarg("invalid state", s);
	return v;
}

static int resolve_or_die(const char *name, const char *what)
{
	int idx = ll_name_to_index(name);

	if (!idx) {
		fprintf(stderr, "Cannot find %s \"%s\"\n", what, name);
		br_line_fail(255);
	}
	return idx;
}

static int fdb_show(struct args *a)
{
	unsigned char buf[NL_REQ_SIZE];
	struct fdb_filter f = { 0 };
	const char *dev = NULL, *br = NULL;
	struct nlmsghdr *nlh;
	struct ndmsg *ndm;
	int err;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev") || is(w, "brport")) {
			dev = args_next(a);
		} else if (is(w, "br") || is(w, "master")) {
			br = args_next(a);
		} else if (is(w, "vlan")) {
			const char *v = args_next(a);

			if (f.vlan)
				duparg("vlan", v);
			f.vlan = vid_atoi(v);
		} else if (is(w, "state")) {
			f.state = parse_state(args_next(a));
		} else if (is(w, "dynamic")) {
			f.dynamic = true;
		} else if (matches(w, "help")) {
			usage();
		}
	}

	nlh = nl_msg_start(buf, RTM_GETNEIGH, 0);
	ndm = nl_msg_put_extra(nlh, sizeof(*ndm));
	ndm->ndm_family = AF_BRIDGE;
	if (br)
		nl_attr_put_u32(nlh, NDA_MASTER,
				 (uint32_t)resolve_or_die(br, "bridge device"));
	if (dev) {
		f.ifindex = resolve_or_die(dev, "device");
		ndm->ndm_ifindex = f.ifindex;
	}

	/* the kernel reads NDA_MASTER of a dump only with strict checking */
	nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, fdb_print_msg, &f);
	if (err < 0) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(1);	/* as the reference, ending a batch */
	}
	pr_json_end();
	return 0;
}

/* ---- add/append/replace/del ------------------------------------------ */

/* Six hex words as sscanf() reads them: the reference ignores trailing
 * text and keeps the low byte of each word. */
static void parse_mac(const char *s, unsigned char *mac)
{
	unsigned int w[6];

	if (sscanf(s, "%x:%x:%x:%x:%x:%x", &w[0], &w[1], &w[2], &w[3],
		   &w[4], &w[5]) != 6) {
		fprintf(stderr, "Invalid mac address %s\n", s);
		exit(255);
	}
	for (int i = 0; i < 6; i++)
		mac[i] = (unsigned char)w[i];
}

struct fdb_req {
	const char *dev, *addr;
	struct br_addr dst;
	bool has_dst;
	int vlan, port, via;
	long vni, src_vni, nhid;
	unsigned int state;
	bool state_given;
	uint8_t flags;
};

/* Entry flags and states; all but "self" may be abbreviated, and the
 * first keyword in this order wins ("s" is static, "t" is temp). */
static bool parse_fdb_flag(const char *w, struct fdb_req *r)
{
	static const struct { const char *n; uint8_t f; unsigned int st; } kw[] = {
		{ "master", NTF_MASTER, 0 },
		{ "local", 0, NUD_PERMANENT },
		{ "permanent", 0, NUD_PERMANENT },
		{ "temp", 0, NUD_REACHABLE },
		{ "static", 0, NUD_REACHABLE },
		{ "dynamic", 0, NUD_REACHABLE },
		{ "use", NTF_USE, 0 },
		{ "router", NTF_ROUTER, 0 },
		{ "extern_learn", NTF_EXT_LEARNED, 0 },
		{ "sticky", NTF_STICKY, 0 },
	};

	if (is(w, "self")) {
		r->flags |= NTF_SELF;
		return true;
	}
	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++) {
		if (!matches(w, kw[i].n))
			continue;
		r->flags |= kw[i].f;
		if (kw[i].st) {
			r->state |= kw[i].st;
			if (!strcmp(kw[i].n, "dynamic"))
				r->state &= ~NUD_NOARP;
			r->state_given = true;
		}
		return true;
	}
	return false;
}

static long parse_vni(const char *s, const char *msg)
{
	unsigned int v;

	if (get_unsigned(&v, s, 0) || v >= (1u << 24))
		invarg(msg, s);
	return v;
}

static void parse_fdb_word(struct args *a, struct fdb_req *r)
{
	const char *w = args_cur(a);

	if (is(w, "dev")) {
		r->dev = args_next(a);
	} else if (is(w, "dst")) {
		const char *v = args_next(a);

		if (r->has_dst)
			duparg2("dst", v);
		if (br_get_addr(&r->dst, v)) {
			fprintf(stderr,
				"Error: any valid address is expected rather than \"%s\".\n",
				v);
			exit(1);
		}
		r->has_dst = true;
	} else if (is(w, "port")) {
		const char *v = args_next(a);
		uint16_t p;

		if (get_u16(&p, v, 0))
			invarg("invalid port\n", v);
		r->port = p;
	} else if (is(w, "vni")) {
		r->vni = parse_vni(args_next(a), "invalid VNI\n");
	} else if (is(w, "src_vni")) {
		r->src_vni = parse_vni(args_next(a), "invalid src VNI\n");
	} else if (is(w, "nhid")) {
		const char *v = args_next(a);
		unsigned int id;

		if (get_unsigned(&id, v, 0))
			invarg("\"id\" value is invalid\n", v);
		r->nhid = id;
	} else if (is(w, "via")) {
		const char *v = args_next(a);

		r->via = ll_name_to_index(v);
		if (!r->via) {	/* the reference ends even a batch here */
			fprintf(stderr, "Cannot find device \"%s\"\n", v);
			exit(255);
		}
	} else if (matches(w, "vlan")) {
		if (r->vlan >= 0)
			duparg2("vlan", w);
		r->vlan = vid_atoi(args_next(a));
	} else if (!parse_fdb_flag(w, r)) {
		if (is(w, "to"))
			w = args_next(a);
		else if (matches(w, "help"))
			usage();
		if (r->addr)
			duparg2("to", w);
		r->addr = w;
	}
}

static void put_fdb_attrs(struct nlmsghdr *nlh, const struct fdb_req *r,
			  const unsigned char *mac)
{
	nl_attr_put(nlh, NDA_LLADDR, 6, mac);
	if (r->has_dst)
		nl_attr_put(nlh, NDA_DST, (size_t)r->dst.len, r->dst.data);
	if (r->vlan >= 0)
		nl_attr_put_u16(nlh, NDA_VLAN, (uint16_t)r->vlan);
	if (r->nhid >= 0)
		nl_attr_put_u32(nlh, NDA_NH_ID, (uint32_t)r->nhid);
	if (r->port >= 0)
		nl_attr_put_u16(nlh, NDA_PORT, htons((uint16_t)r->port));
	if (r->vni >= 0)
		nl_attr_put_u32(nlh, NDA_VNI, (uint32_t)r->vni);
	if (r->src_vni >= 0)
		nl_attr_put_u32(nlh, NDA_SRC_VNI, (uint32_t)r->src_vni);
	if (r->via)
		nl_attr_put_u32(nlh, NDA_IFINDEX, (uint32_t)r->via);
}

static int fdb_modify(struct args *a, int cmd, uint16_t flags)
{
	unsigned char buf[NL_REQ_SIZE], mac[6];
	struct fdb_req r = { .vlan = -1, .port = -1, .vni = -1,
			     .src_vni = -1, .nhid = -1, .state = NUD_NOARP };
	struct nlmsghdr *nlh;
	struct ndmsg *ndm;
	int idx, err;

	for (; args_more(a); args_skip(a))
		parse_fdb_word(a, &r);
	if (!r.dev || !r.addr) {
		fprintf(stderr,
			"Device and address are required arguments.\n");
		exit(255);
	}
	if (r.nhid >= 0 && (r.has_dst || r.port >= 0 || r.vni >= 0)) {
		fprintf(stderr,
			"dst, port, vni are mutually exclusive with nhid\n");
		exit(255);
	}
	parse_mac(r.addr, mac);
	if (!(r.flags & (NTF_SELF | NTF_MASTER)))
		r.flags |= NTF_SELF;
	if (!(r.state & (NUD_PERMANENT | NUD_REACHABLE)))
		r.state |= NUD_PERMANENT;
	idx = resolve_or_die(r.dev, "device");

	nlh = nl_msg_start(buf, (uint16_t)cmd, flags);
	ndm = nl_msg_put_extra(nlh, sizeof(*ndm));
	ndm->ndm_family = AF_BRIDGE;
	ndm->ndm_ifindex = idx;
	ndm->ndm_state = (uint16_t)r.state;
	ndm->ndm_flags = r.flags;
	put_fdb_attrs(nlh, &r, mac);

	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;
	}
	return 0;
}

/* ---- get ------------------------------------------------------------- */

/* Keep a copy of the answer to a get request. */
static int keep_reply(const struct nlmsghdr *nlh, void *data)
{
	if (nlh->nlmsg_len <= NL_REQ_SIZE)
		memcpy(data, nlh, nlh->nlmsg_len);
	return MNL_CB_OK;
}

static int fdb_get(struct args *a)
{
	static unsigned char reply[NL_REQ_SIZE] __attribute__((aligned(4)));
	unsigned char buf[NL_REQ_SIZE], mac[6];
	struct fdb_req r = { .vlan = -1, .port = -1, .vni = -1,
			     .src_vni = -1, .nhid = -1 };
	const char *br = NULL;
	struct fdb_filter f = { 0 };
	struct nlmsghdr *nlh;
	struct ndmsg *ndm;
	int err;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev") || is(w, "brport")) {
			r.dev = args_next(a);
		} else if (is(w, "br")) {
			br = args_next(a);
		} else if (matches(w, "vlan")) {
			if (r.vlan >= 0)
				duparg2("vlan", w);
			r.vlan = vid_atoi(args_next(a));
		} else if (is(w, "vni")) {
			r.vni = parse_vni(args_next(a), "invalid VNI\n");
		} else if (is(w, "self")) {
			r.flags |= NTF_SELF;
		} else if (matches(w, "master")) {
			r.flags |= NTF_MASTER;
		} else if (matches(w, "dynamic")) {
			f.dynamic = true;
		} else {
			if (is(w, "to"))
				w = args_next(a);
			else if (matches(w, "help"))
				usage();
			if (r.addr)
				duparg2("to", w);
			r.addr = w;
		}
	}
	if ((!r.dev && !br) || !r.addr) {
		fprintf(stderr,
			"Device or master and address are required arguments.\n");
		exit(255);
	}
	parse_mac(r.addr, mac);

	nlh = nl_msg_start(buf, RTM_GETNEIGH, 0);
	ndm = nl_msg_put_extra(nlh, sizeof(*ndm));
	ndm->ndm_family = AF_BRIDGE;
	ndm->ndm_flags = r.flags;
	if (r.dev)
		ndm->ndm_ifindex = resolve_or_die(r.dev, "device");
	nl_attr_put(nlh, NDA_LLADDR, 6, mac);
	if (r.vlan >= 0)
		nl_attr_put_u16(nlh, NDA_VLAN, (uint16_t)r.vlan);
	if (r.vni >= 0)
		nl_attr_put_u32(nlh, NDA_VNI, (uint32_t)r.vni);
	if (br)
		nl_attr_put_u32(nlh, NDA_MASTER,
				 (uint32_t)resolve_or_die(br, "bridge device"));

	((struct nlmsghdr *)reply)->nlmsg_len = 0;
	err = nl_talk(nl_main(), nlh, keep_reply, reply);
	if (err < 0) {
		nl_perror(err);
		return 254;
	}
	/* JSON only for an answer; "dynamic" may still hide it */
	pr_json_begin();
	if (((struct nlmsghdr *)reply)->nlmsg_len)
		fdb_print_msg((struct nlmsghdr *)reply, &f);
	pr_json_end();
	return 0;
}

/* ---- flush ----------------------------------------------------------- */

struct flush_req {
	uint16_t state, state_mask;
	uint8_t flags, flags_mask;
	bool self_master;
};

/* [no]KEYWORD for the entry flags: set (or clear) the flag, mask it. */
static bool parse_flush_flag(const char *w, struct flush_req *r)
{
	static const struct { const char *n; uint8_t f; } kw[] = {
		{ "added_by_user", NTF_USE }, { "extern_learn", NTF_EXT_LEARNED },
		{ "sticky", NTF_STICKY }, { "offloaded", NTF_OFFLOADED },
	};
	bool neg = !strncmp(w, "no", 2);
	const char *k = neg ? w + 2 : w;

	for (size_t i = 0; i < sizeof(kw) / sizeof(kw[0]); i++) {
		if (!is(k, kw[i].n))
			continue;
		if (neg)
			r->flags &= (uint8_t)~kw[i].f;
		else
			r->flags |= kw[i].f;
		r->flags_mask |= kw[i].f;
		return true;
	}
	return false;
}

static bool parse_flush_state(const char *w, struct flush_req *r)
{
	if (is(w, "permanent")) {
		r->state |= NUD_PERMANENT;
		r->state_mask |= NUD_PERMANENT;
	} else if (is(w, "nopermanent")) {
		r->state &= (uint16_t)~NUD_PERMANENT;
		r->state_mask |= NUD_PERMANENT;
	} else if (is(w, "static")) {
		r->state |= NUD_NOARP;
		r->state &= (uint16_t)~NUD_PERMANENT;
		r->state_mask |= NUD_NOARP | NUD_PERMANENT;
	} else if (is(w, "nostatic")) {
		r->state &= (uint16_t)~NUD_NOARP;
		r->state_mask |= NUD_NOARP;
	} else if (is(w, "dynamic")) {
		r->state &= (uint16_t)~(NUD_NOARP | NUD_PERMANENT);
		r->state_mask |= NUD_NOARP | NUD_PERMANENT;
	} else if (is(w, "nodynamic")) {
		r->state |= NUD_NOARP;
		r->state_mask |= NUD_NOARP;
	} else {
		return false;
	}
	return true;
}

static int fdb_flush(struct args *a)
{
	unsigned char buf[NL_REQ_SIZE];
	struct flush_req r = { 0 };
	const char *dev = NULL, *brport = NULL;
	int vlan = -1, idx, err;
	struct nlmsghdr *nlh;
	struct ndmsg *ndm;

	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (is(w, "dev")) {
			dev = args_next(a);
		} else if (is(w, "brport")) {
			if (brport)
				duparg2("brport", w);
			brport = args_next(a);
		} else if (is(w, "vlan")) {
			if (vlan >= 0)
				duparg2("vlan", w);
			vlan = vid_atoi(args_next(a));
			if (vlan >= 4096) {
				fprintf(stderr, "Invalid VLAN ID \"%d\"\n", vlan);
				exit(255);
			}
		} else if (is(w, "self")) {
			r.flags |= NTF_SELF;
			r.self_master = true;
		} else if (is(w, "master")) {
			r.flags |= NTF_MASTER;
			r.self_master = true;
		} else if (!parse_flush_state(w, &r) &&
			   !parse_flush_flag(w, &r) && matches(w, "help")) {
			/* the reference skips the word after "help" here */
			args_next(a);
		}
	}
	if (!dev) {
		fprintf(stderr, "Device is a required argument.\n");
		exit(255);
	}
	idx = resolve_or_die(dev, "bridge device");
	if (!r.self_master)
		r.flags |= NTF_SELF;

	nlh = nl_msg_start(buf, RTM_DELNEIGH, NLM_F_BULK);
	ndm = nl_msg_put_extra(nlh, sizeof(*ndm));
	ndm->ndm_family = AF_BRIDGE;
	ndm->ndm_ifindex = idx;
	ndm->ndm_state = r.state;
	ndm->ndm_flags = r.flags;
	if (brport)
		nl_attr_put_u32(nlh, NDA_IFINDEX, (uint32_t)resolve_or_die(
					 brport, "bridge port device"));
	if (vlan >= 0)
		nl_attr_put_u16(nlh, NDA_VLAN, (uint16_t)vlan);
	if (r.flags_mask)
		nl_attr_put_u8(nlh, NDA_NDM_FLAGS_MASK, r.flags_mask);
	if (r.state_mask)
		nl_attr_put_u16(nlh, NDA_NDM_STATE_MASK, r.state_mask);

	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err < 0) {
		nl_perror(err);
		return 255;
	}
	return 0;
}

int do_fdb(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!argc)
		return fdb_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "add"))
		return fdb_modify(&a, RTM_NEWNEIGH, NLM_F_CREATE | NLM_F_EXCL);
	if (matches(w, "append"))
		return fdb_modify(&a, RTM_NEWNEIGH,
				  NLM_F_CREATE | NLM_F_APPEND);
	if (matches(w, "replace"))
		return fdb_modify(&a, RTM_NEWNEIGH,
				  NLM_F_CREATE | NLM_F_REPLACE);
	if (matches(w, "delete"))
		return fdb_modify(&a, RTM_DELNEIGH, 0);
	if (matches(w, "get"))
		return fdb_get(&a);
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return fdb_show(&a);
	if (is(w, "flush"))
		return fdb_flush(&a);
	if (matches(w, "help"))
		usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"bridge fdb help\".\n",
		w);
	exit(255);
}
