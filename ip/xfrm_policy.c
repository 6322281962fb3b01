// SPDX-License-Identifier: GPL-2.0
/* xfrm_policy.c — `ip xfrm policy`: add, update, delete, get, list,
 * deleteall, flush, count, set */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/xfrm.h>

#include "args.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "xfrm.h"

static const char policy_usage_text[] =
"Usage: ip xfrm policy { add | update } SELECTOR dir DIR [ ctx CTX ]\n"
"\t[ mark MARK [ mask MASK ] ] [ index INDEX ] [ ptype PTYPE ]\n"
"\t[ action ACTION ] [ priority PRIORITY ] [ flag FLAG-LIST ]\n"
"\t[ if_id IF_ID ] [ LIMIT-LIST ] [ TMPL-LIST ]\n"
"Usage: ip xfrm policy { delete | get } { SELECTOR | index INDEX } dir DIR\n"
"\t[ ctx CTX ] [ mark MARK [ mask MASK ] ] [ ptype PTYPE ]\n"
"\t[ if_id IF_ID ]\n"
"Usage: ip xfrm policy { deleteall | list } [ nosock ] [ SELECTOR ] [ dir DIR ]\n"
"\t[ index INDEX ] [ ptype PTYPE ] [ action ACTION ] [ priority PRIORITY ]\n"
"\t[ flag FLAG-LIST ]\n"
"Usage: ip xfrm policy flush [ ptype PTYPE ]\n"
"Usage: ip xfrm policy count\n"
"Usage: ip xfrm policy set [ hthresh4 LBITS RBITS ] [ hthresh6 LBITS RBITS ]\n"
"Usage: ip xfrm policy setdefault DIR ACTION [ DIR ACTION ] [ DIR ACTION ]\n"
"Usage: ip xfrm policy getdefault\n"
"SELECTOR := [ src ADDR[/PLEN] ] [ dst ADDR[/PLEN] ] [ dev DEV ] [ UPSPEC ]\n"
"UPSPEC := proto { { tcp | udp | sctp | dccp } [ sport PORT ] [ dport PORT ] |\n"
"                  { icmp | ipv6-icmp | mobility-header } [ type NUMBER ] [ code NUMBER ] |\n"
"                  gre [ key { DOTTED-QUAD | NUMBER } ] | PROTO }\n"
"DIR := in | out | fwd\n"
"PTYPE := main | sub\n"
"ACTION := allow | block\n"
"FLAG-LIST := [ FLAG-LIST ] FLAG\n"
"FLAG := localok | icmp\n"
"LIMIT-LIST := [ LIMIT-LIST ] limit LIMIT\n"
"LIMIT := { time-soft | time-hard | time-use-soft | time-use-hard } SECONDS |\n"
"         { byte-soft | byte-hard } SIZE | { packet-soft | packet-hard } COUNT\n"
"TMPL-LIST := [ TMPL-LIST ] tmpl TMPL\n"
"TMPL := ID [ mode MODE ] [ reqid REQID ] [ level LEVEL ]\n"
"ID := [ src ADDR ] [ dst ADDR ] [ proto XFRM-PROTO ] [ spi SPI ]\n"
"XFRM-PROTO := esp | ah | comp | route2 | hao\n"
"MODE := transport | tunnel | beet | ro | in_trigger\n"
"LEVEL := required | use\n";

static void __attribute__((noreturn)) policy_usage(void)
{
	fputs(policy_usage_text, stderr);
	exit(255);
}

#define MAX_TMPLS 16	/* as the reference; the kernel takes 6 */

/* What a command line says about policies. */
struct pol_arg {
	struct xfrm_userpolicy_info p;
	struct xfrm_user_tmpl tmpl[MAX_TMPLS];
	int ntmpl;
	struct xfrm_mark mark;
	uint32_t if_id;
	const char *ctx;
	uint8_t ptype;
	bool have_sel, have_dir, have_index, have_ptype, have_action;
	bool have_prio, have_flags, have_mark, have_if_id, nosock;
};

static const char *const dir_names[] = { "in", "out", "fwd" };
static const char *const pflag_names[] = { "localok", "icmp" };

static uint8_t dir_parse(const char *s)
{
	for (int i = 0; i < 3; i++)
		if (is(s, dir_names[i]))
			return (uint8_t)i;
	invarg("DIR value is invalid", s);
}

static uint8_t ptype_parse(const char *s)
{
	if (is(s, "main"))
		return XFRM_POLICY_TYPE_MAIN;
	if (is(s, "sub"))
		return XFRM_POLICY_TYPE_SUB;
	invarg("PTYPE value is invalid", s);
}

static uint8_t action_parse(const char *s)
{
	if (is(s, "allow"))
		return XFRM_POLICY_ALLOW;
	if (is(s, "block"))
		return XFRM_POLICY_BLOCK;
	invarg("ACTION value is invalid\n", s);
}

/* FLAG-LIST: the cursor is on "flag"; stays on the last flag taken. */
static void flags_parse(struct args *a, uint8_t *flags)
{
	while (a->argc > 1) {
		const char *w = a->argv[1];

		if (is(w, "localok"))
			*flags |= XFRM_POLICY_LOCALOK;
		else if (is(w, "icmp"))
			*flags |= XFRM_POLICY_ICMP;
		else
			break;
		args_skip(a);
	}
}

static void no_more_sel(struct pol_arg *pa, const char *w)
{
	if (pa->have_sel)
		duparg("unknown", w);
	pa->have_sel = true;
}

/* The rest of a TMPL after "tmpl"; the cursor is left on its last word. */
static void tmpl_parse(struct args *a, struct xfrm_user_tmpl *t)
{
	struct xfrm_id_arg id;
	bool have_id = false;
	const char *w;
	int m;

	memset(&id, 0, sizeof(id));
	t->aalgos = t->ealgos = t->calgos = ~0u;
	if (a->argc < 2)
		incomplete_command();
	args_skip(a);
	while (args_more(a)) {
		w = args_cur(a);
		if (is(w, "mode")) {
			w = args_next(a);
			m = xfrm_mode_parse(w);
			if (m < 0)
				invarg("MODE value is invalid", w);
			t->mode = (uint8_t)m;
		} else if (is(w, "reqid")) {
			t->reqid = xfrm_u32_arg(args_next(a), "REQID");
		} else if (is(w, "level")) {
			w = args_next(a);
			if (is(w, "required"))
				t->optional = 0;
			else if (is(w, "use"))
				t->optional = 1;
			else
				invarg("LEVEL value is invalid\n", w);
		} else if (!have_id) {
			have_id = true;
			xfrm_id_parse_strict(a, &id);
			continue;
		} else {
			break;
		}
		args_skip(a);
	}
	if (!have_id)
		missarg("XFRM-PROTO");
	t->id = id.id;
	t->saddr = id.saddr;
	t->family = (uint16_t)(id.family ? id.family : xfrm_family_seen);
	/* leave the cursor on the last word taken */
	a->argc++;
	a->argv--;
}

static void pol_word(struct args *a, struct pol_arg *pa, bool full)
{
	const char *w = args_cur(a);

	if (is(w, "dir")) {
		if (pa->have_dir)
			duparg("dir", w);
		pa->p.dir = dir_parse(args_next(a));
		pa->have_dir = true;
	} else if (is(w, "ctx") && full) {
		if (pa->ctx)
			duparg("ctx", w);
		pa->ctx = args_next(a);
	} else if (is(w, "mark") && full) {
		xfrm_mark_parse(a, &pa->mark);
		pa->have_mark = true;
	} else if (is(w, "index")) {
		pa->p.index = xfrm_u32_arg(args_next(a), "INDEX");
		pa->have_index = true;
	} else if (is(w, "ptype")) {
		pa->ptype = ptype_parse(args_next(a));
		pa->have_ptype = true;
	} else if (is(w, "action")) {
		pa->p.action = action_parse(args_next(a));
		pa->have_action = true;
	} else if (is(w, "priority")) {
		pa->p.priority = xfrm_u32_arg(args_next(a), "PRIORITY");
		pa->have_prio = true;
	} else if (is(w, "flag")) {
		flags_parse(a, &pa->p.flags);
		pa->have_flags = true;
	} else if (is(w, "if_id") && full) {
		pa->if_id = xfrm_u32_arg(args_next(a), "IF_ID");
		pa->have_if_id = true;
	} else if (is(w, "limit") && full) {
		xfrm_lft_parse(a, &pa->p.lft);
	} else if (is(w, "tmpl") && full) {
		if (pa->ntmpl >= MAX_TMPLS) {
			fprintf(stderr, "Too many tmpls: buffer overflow\n");
			exit(1);
		}
		tmpl_parse(a, &pa->tmpl[pa->ntmpl++]);
	} else {
		/* add: the reference's words; the others say "unknown" */
		if (full) {
			no_more_sel(pa, w);
		} else if (pa->have_sel) {
			invarg("unknown", w);
		}
		pa->have_sel = true;
		if (!xfrm_sel_parse(a, &pa->p.sel)) {
			if (full)
				duparg("unknown", w);
			invarg("unknown", w);
		}
		return;
	}
	args_skip(a);
}

static void pol_args(struct args *a, struct pol_arg *pa, bool full)
{
	pa->p.lft.soft_byte_limit = XFRM_INF;
	pa->p.lft.hard_byte_limit = XFRM_INF;
	pa->p.lft.soft_packet_limit = XFRM_INF;
	pa->p.lft.hard_packet_limit = XFRM_INF;
	while (args_more(a))
		pol_word(a, pa, full);
}

static void put_ctx(struct nlmsghdr *nlh, const char *ctx)
{
	size_t len = strlen(ctx) + 1;	/* with its NUL, as the reference */
	struct {
		struct xfrm_user_sec_ctx c;
		char s[256];
	} sc;

	if (len > sizeof(sc.s))
		len = sizeof(sc.s);
	memset(&sc, 0, sizeof(sc));
	sc.c.len = (uint16_t)(sizeof(sc.c) + len);
	sc.c.exttype = XFRMA_SEC_CTX;
	sc.c.ctx_doi = 1;	/* XFRM_SC_DOI_LSM */
	sc.c.ctx_alg = 1;	/* XFRM_SC_ALG_SELINUX */
	sc.c.ctx_len = (uint16_t)len;
	memcpy(sc.s, ctx, len - 1);
	nl_attr_put(nlh, XFRMA_SEC_CTX, sizeof(sc.c) + len, &sc);
}

/* The attributes, in the reference's order. */
static void put_common(struct nlmsghdr *nlh, const struct pol_arg *pa)
{
	if (pa->have_ptype) {
		struct xfrm_userpolicy_type t = { .type = pa->ptype };

		nl_attr_put(nlh, XFRMA_POLICY_TYPE, sizeof(t), &t);
	}
	if (pa->ntmpl)
		nl_attr_put(nlh, XFRMA_TMPL,
			     sizeof(pa->tmpl[0]) * (size_t)pa->ntmpl, pa->tmpl);
	if (pa->have_mark)
		nl_attr_put(nlh, XFRMA_MARK, sizeof(pa->mark), &pa->mark);
	if (pa->ctx)
		put_ctx(nlh, pa->ctx);
	if (pa->have_if_id)
		nl_attr_put_u32(nlh, XFRMA_IF_ID, pa->if_id);
}

static int policy_modify(int argc, char **argv, bool update)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct pol_arg pa;
	struct nlmsghdr *nlh;

	memset(&pa, 0, sizeof(pa));
	pol_args(&a, &pa, true);
	if (!pa.have_dir) {
		fprintf(stderr, "Not enough information: DIR is required.\n");
		exit(1);
	}
	xfrm_sel_family(&pa.p.sel);
	/* the message type says add or update, as the reference */
	nlh = xfrm_msg_start(buf, update ? XFRM_MSG_UPDPOLICY :
				    XFRM_MSG_NEWPOLICY, 0);
	nl_msg_put_extra(nlh, sizeof(pa.p));
	memcpy(mnl_nlmsg_get_payload(nlh), &pa.p, sizeof(pa.p));
	put_common(nlh, &pa);
	return xfrm_talk_done(nl_talk(xfrm_sess(), nlh, NULL, NULL));
}

/* Printing one policy. */

static const char *name_of(const char *const *names, unsigned int n,
			   unsigned int v, char *buf, size_t sz)
{
	if (v < n)
		return names[v];
	snprintf(buf, sz, "%u", v);
	return buf;
}

/* The policy type, if the message has one (else -1); a short one ends
 * the dump as the reference ends it. */
static int msg_ptype(const struct nlattr **tb)
{
	const struct nlattr *t = tb[XFRMA_POLICY_TYPE];

	if (!t)
		return -1;
	if (mnl_attr_get_payload_len(t) < sizeof(struct xfrm_userpolicy_type)) {
		fflush(stdout);
		fprintf(stderr, "too short XFRMA_POLICY_TYPE len\n");
		fprintf(stderr, "Dump terminated\n");
		xfrm_exit(1);
	}
	return ((const struct xfrm_userpolicy_type *)
		mnl_attr_get_payload(t))->type;
}

static void policy_line2(const struct xfrm_userpolicy_info *p,
			 const struct nlattr **tb, const char *pfx)
{
	char buf[16];
	int ptype = msg_ptype(tb);

	/* socket policies come after the three directions */
	if (p->dir >= XFRM_POLICY_MAX)
		pr_text("%s\tsocket %s ", pfx, name_of(dir_names, 3,
						p->dir - XFRM_POLICY_MAX, buf,
						sizeof(buf)));
	else
		pr_text("%s\tdir %s ", pfx, name_of(dir_names, 3, p->dir, buf,
					     sizeof(buf)));
	if (show_stats || p->action != XFRM_POLICY_ALLOW)
		pr_text("action %s ", p->action == XFRM_POLICY_ALLOW ? "allow" :
			p->action == XFRM_POLICY_BLOCK ? "block" :
			name_of(NULL, 0, p->action, buf, sizeof(buf)));
	if (show_stats)
		pr_text("index %u ", p->index);
	pr_text("priority %u ", p->priority);
	if (ptype >= 0)
		pr_text("ptype %s ", xfrm_ptype_name((unsigned int)ptype, buf,
						     sizeof(buf)));
	if (show_stats)
		pr_text("share %s ", xfrm_share_name(p->share, buf, sizeof(buf)));
	if (show_stats || p->flags) {
		xfrm_flags_print(p->flags, pflag_names, 2);
		if (show_stats)
			xfrm_bits_print(p->flags);
	}
	xfrm_nl();
}

struct pol_filter {
	struct pol_arg pa;
	bool deleted;		/* print as "Deleted" (monitor) */
};

/* The first bits of two addresses are the same. */
static bool bits_eq(const xfrm_address_t *a, const xfrm_address_t *b,
		    unsigned int bits)
{
	const uint8_t *x = (const uint8_t *)a, *y = (const uint8_t *)b;
	unsigned int n = bits / 8, r = bits % 8;

	if (n > 16)
		return false;
	if (memcmp(x, y, n))
		return false;
	if (!r || n == 16)
		return true;
	return !((x[n] ^ y[n]) & (0xff00 >> r));
}

static bool sel_match(const struct xfrm_selector *f,
		      const struct xfrm_selector *s)
{
	if (f->family && f->family != s->family)
		return false;
	if (f->prefixlen_s && !bits_eq(&f->saddr, &s->saddr, f->prefixlen_s))
		return false;
	if (f->prefixlen_d && !bits_eq(&f->daddr, &s->daddr, f->prefixlen_d))
		return false;
	if (f->ifindex && f->ifindex != s->ifindex)
		return false;
	if (f->proto && f->proto != s->proto)
		return false;
	if (f->sport_mask && f->sport != s->sport)
		return false;
	if (f->dport_mask && f->dport != s->dport)
		return false;
	return true;
}

static bool pol_match(const struct pol_arg *f,
		      const struct xfrm_userpolicy_info *p,
		      const struct nlattr **tb)
{
	if (preferred_family != AF_UNSPEC && p->sel.family != preferred_family)
		return false;
	if (f->nosock && p->dir >= XFRM_POLICY_MAX)
		return false;
	if (f->have_sel && !sel_match(&f->p.sel, &p->sel))
		return false;
	if (f->have_dir && f->p.dir != p->dir)
		return false;
	if (f->have_index && f->p.index != p->index)
		return false;
	if (f->have_ptype && f->ptype != (msg_ptype(tb) < 0 ?
					   XFRM_POLICY_TYPE_MAIN :
					   msg_ptype(tb)))
		return false;
	if (f->have_action && f->p.action != p->action)
		return false;
	if (f->have_prio && f->p.priority != p->priority)
		return false;
	if (f->have_flags && (p->flags & f->p.flags) != f->p.flags)
		return false;
	return true;
}

const char *xfrm_ptype_name(unsigned int t, char *buf, size_t sz)
{
	return t == XFRM_POLICY_TYPE_MAIN ? "main" :
	       t == XFRM_POLICY_TYPE_SUB ? "sub" : name_of(NULL, 0, t, buf, sz);
}

void xfrm_policy_body(const struct xfrm_userpolicy_info *p,
		      const struct nlattr **tb, const char *title,
		      const char *pfx, bool end)
{
	char in[16];

	snprintf(in, sizeof(in), "%s\t", pfx);
	msg_ptype(tb);	/* a short one ends the dump before anything */
	xfrm_sel_print(&p->sel, p->sel.family, title);
	xfrm_ctx_print(tb[XFRMA_SEC_CTX], in);
	policy_line2(p, tb, pfx);
	if (show_stats)
		xfrm_lft_print(&p->lft, &p->curlft, in);
	xfrm_mark_print(tb[XFRMA_MARK], in);
	xfrm_tmpl_print(tb[XFRMA_TMPL], p->sel.family, in);
	xfrm_if_id_print(tb[XFRMA_IF_ID], in);
	if (end)
		xfrm_end();
}

static void policy_body(const struct xfrm_userpolicy_info *p,
			const struct nlattr **tb)
{
	xfrm_policy_body(p, tb, "", "", true);
}

static int policy_print(const struct nlmsghdr *nlh, void *data)
{
	const struct pol_filter *f = data;
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	const char *m = mnl_nlmsg_get_payload(nlh);
	struct xfrm_userpolicy_info pi, *p = &pi;	/* copied: u64 members */
	size_t hl = sizeof(pi);

	if (nlh->nlmsg_type != XFRM_MSG_NEWPOLICY &&
	    nlh->nlmsg_type != XFRM_MSG_UPDPOLICY)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(hl))
		return MNL_CB_OK;
	memcpy(&pi, m, hl);
	xfrm_attrs_parse(m + NLMSG_ALIGN(hl),
			 nlh->nlmsg_len - NLMSG_HDRLEN - NLMSG_ALIGN(hl), tb);
	if (f && !pol_match(&f->pa, p, tb))
		return MNL_CB_OK;
	policy_body(p, tb);
	return MNL_CB_OK;
}

static void list_args(struct args *a, struct pol_arg *pa)
{
	while (args_more(a)) {
		if (is(args_cur(a), "nosock")) {
			pa->nosock = true;
			args_skip(a);
			continue;
		}
		pol_word(a, pa, false);
	}
}

static int policy_list(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct pol_filter f;
	struct nlmsghdr *nlh;

	memset(&f, 0, sizeof(f));
	list_args(&a, &f.pa);
	nlh = xfrm_msg_start(buf, XFRM_MSG_GETPOLICY, 0);
	xfrm_list(nlh, policy_print, &f);
}

/* delete / get: SELECTOR or INDEX, and DIR. */
static int policy_get_del(int argc, char **argv, bool del)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct xfrm_userpolicy_id id;
	struct pol_arg pa;
	struct nlmsghdr *nlh;
	int err;

	memset(&pa, 0, sizeof(pa));
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "dir") || is(w, "ctx") || is(w, "mark") ||
		    is(w, "index") || is(w, "ptype") || is(w, "if_id")) {
			pol_word(&a, &pa, true);
			continue;
		}
		if (pa.have_sel)
			invarg("unknown", w);
		pa.have_sel = true;
		if (!xfrm_sel_parse(&a, &pa.p.sel))
			invarg("unknown", w);
	}
	if (!pa.have_dir) {
		fprintf(stderr, "Not enough information: DIR is required.\n");
		exit(1);
	}
	if (!pa.have_sel && !pa.have_index) {
		fprintf(stderr, "Not enough information: either SELECTOR or "
			"INDEX is required.\n");
		exit(1);
	}
	xfrm_sel_family(&pa.p.sel);
	memset(&id, 0, sizeof(id));
	id.sel = pa.p.sel;
	id.index = pa.p.index;
	id.dir = pa.p.dir;
	nlh = xfrm_msg_start(buf, del ? XFRM_MSG_DELPOLICY : XFRM_MSG_GETPOLICY,
			   0);
	nl_msg_put_extra(nlh, sizeof(id));
	memcpy(mnl_nlmsg_get_payload(nlh), &id, sizeof(id));
	put_common(nlh, &pa);
	err = nl_talk(xfrm_sess(), nlh, del ? NULL : policy_print, NULL);
	fflush(stdout);
	return xfrm_talk_done(err);
}

/* deleteall: the matching policies of a dump, deleted one by one. */
struct del_one {
	struct xfrm_userpolicy_id id;
	struct xfrm_mark mark;
	uint32_t if_id;
	bool have_mark, have_if_id;
};

struct del_list {
	struct del_one *ids;
	size_t n, cap;
	struct pol_arg *f;
};

static int collect_cb(const struct nlmsghdr *nlh, void *data)
{
	struct del_list *d = data;
	const struct nlattr *tb[XFRM_ATTR_MAX] = { NULL };
	const char *m = mnl_nlmsg_get_payload(nlh);
	struct xfrm_userpolicy_info pi, *p = &pi;	/* copied: u64 members */
	size_t hl = sizeof(pi);

	if (nlh->nlmsg_type != XFRM_MSG_NEWPOLICY ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(hl))
		return MNL_CB_OK;
	memcpy(&pi, m, hl);
	xfrm_attrs_parse(m + NLMSG_ALIGN(hl),
			 nlh->nlmsg_len - NLMSG_HDRLEN - NLMSG_ALIGN(hl), tb);
	if (!pol_match(d->f, p, tb))
		return MNL_CB_OK;
	if (d->n == d->cap) {
		size_t cap = d->cap ? 2 * d->cap : 16;
		void *n = realloc(d->ids, cap * sizeof(*d->ids));

		if (!n) {
			fprintf(stderr, "Out of memory\n");
			exit(1);
		}
		d->ids = n;
		d->cap = cap;
	}
	struct del_one *o = &d->ids[d->n++];

	memset(o, 0, sizeof(*o));
	o->id.sel = p->sel;
	o->id.index = p->index;
	o->id.dir = p->dir;
	if (tb[XFRMA_MARK] &&
	    mnl_attr_get_payload_len(tb[XFRMA_MARK]) >= sizeof(o->mark)) {
		memcpy(&o->mark, mnl_attr_get_payload(tb[XFRMA_MARK]),
		       sizeof(o->mark));
		o->have_mark = true;
	}
	if (tb[XFRMA_IF_ID] && mnl_attr_get_payload_len(tb[XFRMA_IF_ID]) >= 4) {
		o->if_id = mnl_attr_get_u32(tb[XFRMA_IF_ID]);
		o->have_if_id = true;
	}
	return MNL_CB_OK;
}

static int policy_deleteall(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct pol_arg pa;
	struct del_list d = { NULL, 0, 0, &pa };
	struct nlmsghdr *nlh;
	int err;

	memset(&pa, 0, sizeof(pa));
	list_args(&a, &pa);
	nlh = xfrm_msg_start(buf, XFRM_MSG_GETPOLICY, 0);
	err = nl_dump(xfrm_sess(), nlh, collect_cb, &d);
	if (err) {
		free(d.ids);
		xfrm_dump_failed(err);
	}
	/* as the reference: every delete is sent, the first error told */
	for (size_t i = 0; i < d.n; i++) {
		const struct del_one *o = &d.ids[i];

		nlh = xfrm_msg_start(buf, XFRM_MSG_DELPOLICY, 0);
		nl_msg_put_extra(nlh, sizeof(o->id));
		memcpy(mnl_nlmsg_get_payload(nlh), &o->id, sizeof(o->id));
		if (o->have_mark)
			nl_attr_put(nlh, XFRMA_MARK, sizeof(o->mark),
				     &o->mark);
		if (o->have_if_id)
			nl_attr_put_u32(nlh, XFRMA_IF_ID, o->if_id);
		xfrm_delall_send(nlh, &err);
	}
	free(d.ids);
	xfrm_delall_done(err);
}

static int policy_flush(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct pol_arg pa;
	struct nlmsghdr *nlh;

	memset(&pa, 0, sizeof(pa));
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (!is(w, "ptype")) {
			fprintf(stderr, "Error: argument \"%s\" is wrong: "
				"unknown\n", w);
			exit(255);
		}
		pa.ptype = ptype_parse(args_next(&a));
		pa.have_ptype = true;
		args_skip(&a);
	}
	nlh = xfrm_msg_start(buf, XFRM_MSG_FLUSHPOLICY, 0);
	put_common(nlh, &pa);
	return xfrm_talk_done(nl_talk(xfrm_sess(), nlh, NULL, NULL));
}

static void spdinfo_print(const struct nlattr **tb)
{
	const struct xfrmu_spdinfo *si;
	const struct xfrmu_spdhinfo *hi;
	const struct xfrmu_spdhthresh *th;

	pr_text("\t SPD");
	if (tb[XFRMA_SPD_INFO] &&
	    mnl_attr_get_payload_len(tb[XFRMA_SPD_INFO]) >= sizeof(*si)) {
		si = mnl_attr_get_payload(tb[XFRMA_SPD_INFO]);
		pr_text(" IN  %u OUT %u FWD %u", si->incnt, si->outcnt,
			si->fwdcnt);
		if (show_stats)
			pr_text(" (Sock: IN %u OUT %u FWD %u)", si->inscnt,
				si->outscnt, si->fwdscnt);
	}
	pr_text("\n");
	if (show_stats < 2)
		return;
	if (tb[XFRMA_SPD_HINFO] &&
	    mnl_attr_get_payload_len(tb[XFRMA_SPD_HINFO]) >= sizeof(*hi)) {
		hi = mnl_attr_get_payload(tb[XFRMA_SPD_HINFO]);
		pr_text("\t SPD buckets: count %u Max %u\n", hi->spdhcnt,
			hi->spdhmcnt);
	}
	if (tb[XFRMA_SPD_IPV4_HTHRESH] &&
	    mnl_attr_get_payload_len(tb[XFRMA_SPD_IPV4_HTHRESH]) >=
	    sizeof(*th)) {
		th = mnl_attr_get_payload(tb[XFRMA_SPD_IPV4_HTHRESH]);
		pr_text("\t SPD IPv4 thresholds: local %u remote %u\n",
			th->lbits, th->rbits);
	}
	if (tb[XFRMA_SPD_IPV6_HTHRESH] &&
	    mnl_attr_get_payload_len(tb[XFRMA_SPD_IPV6_HTHRESH]) >=
	    sizeof(*th)) {
		th = mnl_attr_get_payload(tb[XFRMA_SPD_IPV6_HTHRESH]);
		pr_text("\t SPD IPv6 thresholds: local %u remote %u\n",
			th->lbits, th->rbits);
	}
}

static void hthresh_parse(struct args *a, struct xfrmu_spdhthresh *th,
			  const char *key, unsigned int max)
{
	char msg[64];
	unsigned int v;
	const char *w = args_next(a);

	snprintf(msg, sizeof(msg), "%s LBITS value is invalid", key);
	if (get_unsigned(&v, w, 0) || v > max)
		invarg(msg, w);
	th->lbits = (uint8_t)v;
	w = args_next(a);
	snprintf(msg, sizeof(msg), "%s RBITS value is invalid", key);
	if (get_unsigned(&v, w, 0) || v > max)
		invarg(msg, w);
	th->rbits = (uint8_t)v;
}

static int policy_set(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct xfrmu_spdhthresh t4 = { 0, 0 }, t6 = { 0, 0 };
	bool h4 = false, h6 = false;
	struct nlmsghdr *nlh;
	uint32_t *flags;

	/* attributes in the order of the command line, as the reference */
	nlh = xfrm_msg_start(buf, XFRM_MSG_NEWSPDINFO, 0);
	flags = nl_msg_put_extra(nlh, sizeof(*flags));
	*flags = 0xffffffffu;
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "hthresh4")) {
			if (h4)
				duparg("hthresh4", w);
			hthresh_parse(&a, &t4, w, 32);
			nl_attr_put(nlh, XFRMA_SPD_IPV4_HTHRESH, sizeof(t4),
				     &t4);
			h4 = true;
		} else if (is(w, "hthresh6")) {
			if (h6)
				duparg("hthresh6", w);
			hthresh_parse(&a, &t6, w, 128);
			nl_attr_put(nlh, XFRMA_SPD_IPV6_HTHRESH, sizeof(t6),
				     &t6);
			h6 = true;
		} else {
			invarg("unknown", w);
		}
		args_skip(&a);
	}
	return xfrm_talk_done(nl_talk(xfrm_sess(), nlh, NULL, NULL));
}

int do_xfrm_policy(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return policy_list(0, NULL);
	w = argv[0];
	if (matches(w, "add"))
		return policy_modify(argc - 1, argv + 1, false);
	if (matches(w, "update"))
		return policy_modify(argc - 1, argv + 1, true);
	if (matches(w, "delete"))
		return policy_get_del(argc - 1, argv + 1, true);
	if (matches(w, "deleteall") || matches(w, "delall"))
		return policy_deleteall(argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return policy_list(argc - 1, argv + 1);
	if (matches(w, "get"))
		return policy_get_del(argc - 1, argv + 1, false);
	if (matches(w, "flush"))
		return policy_flush(argc - 1, argv + 1);
	if (matches(w, "count"))
		return xfrm_count(XFRM_MSG_GETSPDINFO, XFRM_MSG_NEWSPDINFO,
				  spdinfo_print);
	if (matches(w, "set"))
		return policy_set(argc - 1, argv + 1);
	if (matches(w, "setdefault"))
		return xfrm_policy_setdefault(argc - 1, argv + 1);
	if (matches(w, "getdefault"))
		return xfrm_policy_getdefault();
	if (matches(w, "help"))
		policy_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip xfrm policy help\".\n",
		w);
	exit(255);
}
