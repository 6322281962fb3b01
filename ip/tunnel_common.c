// SPDX-License-Identifier: GPL-2.0
/* tunnel_common.c — pieces shared by the IP tunnel kinds */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>

#include "nl.h"
#include "print.h"
#include "tunnel_common.h"

static const char *const encap_names[] = { "none", "fou", "gue" };

static uint16_t tnl_port(const char *w, const char *msg)
{
	uint16_t port;

	if (!strcmp(w, "auto"))
		return 0;
	if (get_u16(&port, w, 0))
		invarg(msg, w);
	return htons(port);
}

bool tnl_encap_word(struct tnl_encap *e, struct args *a)
{
	const char *w = args_cur(a);

	if (!strcmp(w, "noencap")) {
		e->type = TUNNEL_ENCAP_NONE;
	} else if (!strcmp(w, "encap")) {
		w = args_next(a);
		for (e->type = 0; e->type < 3; e->type++)
			if (!strcmp(w, encap_names[e->type]))
				return true;
		invarg("Invalid encap type.", w);
	} else if (!strcmp(w, "encap-sport")) {
		e->sport = tnl_port(args_next(a), "Invalid source port.");
	} else if (!strcmp(w, "encap-dport")) {
		e->dport = tnl_port(args_next(a), "Invalid destination port.");
	} else if (!strcmp(w, "encap-csum")) {
		e->flags |= TUNNEL_ENCAP_FLAG_CSUM;
	} else if (!strcmp(w, "noencap-csum")) {
		e->flags &= (uint16_t)~TUNNEL_ENCAP_FLAG_CSUM;
	} else if (!strcmp(w, "encap-remcsum")) {
		e->flags |= TUNNEL_ENCAP_FLAG_REMCSUM;
	} else if (!strcmp(w, "noencap-remcsum")) {
		e->flags &= (uint16_t)~TUNNEL_ENCAP_FLAG_REMCSUM;
	} else {
		return false;
	}
	return true;
}

void tnl_encap_put(const struct tnl_encap *e, struct nlmsghdr *nlh, int base)
{
	nl_attr_put_u16(nlh, (uint16_t)base, e->type);
	nl_attr_put_u16(nlh, (uint16_t)(base + 1), e->flags);
	nl_attr_put_u16(nlh, (uint16_t)(base + 2), e->sport);
	nl_attr_put_u16(nlh, (uint16_t)(base + 3), e->dport);
}

/* A source port of 0 is "auto"; a destination port of 0 is 0, as the
 * reference prints them. */
static void encap_port(const struct nlattr *attr, const char *key,
		       const char *word)
{
	uint16_t port;
	char fmt[32];

	if (!attr)
		return;
	port = ntohs(mnl_attr_get_u16(attr));
	if (!port && !strcmp(key, "sport")) {
		pr_text("%s auto ", word);
		pr_uint(PR_JSON, key, NULL, 0);
		return;
	}
	snprintf(fmt, sizeof(fmt), "%s %%u ", word);
	pr_uint(PR_ANY, key, fmt, port);
}

static void encap_flag(uint16_t flags, uint16_t bit, const char *key,
		       const char *word)
{
	bool on = flags & bit;

	pr_bool(PR_JSON, key, NULL, on);
	pr_text("%s%s ", on ? "" : "no", word);
}

void tnl_encap_print(const struct nlattr **tb, int base)
{
	uint16_t type, flags;

	if (!tb[base])
		return;
	type = mnl_attr_get_u16(tb[base]);
	if (type == TUNNEL_ENCAP_NONE)
		return;
	flags = tb[base + 1] ? mnl_attr_get_u16(tb[base + 1]) : 0;
	pr_open_object("encap");
	pr_str(PR_ANY, "type", "encap %s ",
	       type < 3 ? encap_names[type] : "unknown");
	encap_port(tb[base + 2], "sport", "encap-sport");
	encap_port(tb[base + 3], "dport", "encap-dport");
	encap_flag(flags, TUNNEL_ENCAP_FLAG_CSUM, "csum", "encap-csum");
	encap_flag(flags, TUNNEL_ENCAP_FLAG_CSUM6, "csum6", "encap-csum6");
	encap_flag(flags, TUNNEL_ENCAP_FLAG_REMCSUM, "remcsum",
		   "encap-remcsum");
	pr_close_object();
}

int tnl_addr(const char *w, int family, struct kaddr *out)
{
	if (kind_get_addr(w, &family, out))
		return 1;
	if (!out->len) {	/* "any" */
		out->family = family;
		out->len = family == AF_INET ? 4 : 16;
	}
	return 0;
}

uint32_t tnl_dev(const char *w)
{
	int idx = ll_name_to_index(w);

	if (idx <= 0) {
		fprintf(stderr, "Cannot find device \"%s\"\n", w);
		exit(255);
	}
	return (uint32_t)idx;
}

/* KEY: a dotted quad, or a number in host order. */
uint32_t tnl_key(const char *key, const char *w)
{
	struct kaddr ad;
	int family = AF_INET;
	uint32_t v;

	if (strchr(w, '.')) {
		if (strchr(w, ':') || kind_get_addr_quiet(w, &family, &ad)) {
			fprintf(stderr, "Error: an IP address is expected rather than \"%s\"\n",
				w);
			exit(1);
		}
		memcpy(&v, ad.data, 4);
		return v;
	}
	if (!get_u32(&v, w, 0)) {
		return htonl(v);
	}
	fprintf(stderr, "invalid value for \"%s\": \"%s\"; it should be an unsigned integer\n",
		key, w);
	exit(255);
}

void tnl_erspan_init(struct tnl_erspan *e)
{
	memset(e, 0, sizeof(*e));
	e->ver = 1;
}

bool tnl_erspan_word(struct tnl_erspan *e, struct args *a)
{
	const char *w = args_cur(a);

	if (!strcmp(w, "erspan")) {
		w = args_next(a);
		if (get_u32(&e->index, w, 0) || !e->index ||
		    e->index >= 1u << 20)
			invarg("erspan index must be > 0 and <= 20-bit\n", w);
	} else if (!strcmp(w, "erspan_ver")) {
		w = args_next(a);
		if (get_u8(&e->ver, w, 0))
			invarg("invalid erspan version\n", w);
		if (e->ver > 2)
			invarg("erspan version must be 0/1/2\n", w);
	} else if (!strcmp(w, "erspan_dir")) {
		w = args_next(a);
		if (!strcmp(w, "ingress"))
			e->dir = 0;
		else if (!strcmp(w, "egress"))
			e->dir = 1;
		else
			invarg("Invalid erspan direction.", w);
	} else if (!strcmp(w, "erspan_hwid")) {
		w = args_next(a);
		if (get_u16(&e->hwid, w, 0))
			invarg("invalid erspan hwid\n", w);
	} else {
		return false;
	}
	return true;
}

void tnl_erspan_put(const struct tnl_erspan *e, struct nlmsghdr *nlh)
{
	nl_attr_put_u8(nlh, IFLA_GRE_ERSPAN_VER, e->ver);
	if (e->ver == 1 && e->index) {
		nl_attr_put_u32(nlh, IFLA_GRE_ERSPAN_INDEX, e->index);
	} else if (e->ver == 2) {
		nl_attr_put_u8(nlh, IFLA_GRE_ERSPAN_DIR, e->dir);
		nl_attr_put_u16(nlh, IFLA_GRE_ERSPAN_HWID, e->hwid);
	}
}

void tnl_erspan_existing(struct tnl_erspan *e, const struct nlattr **tb)
{
	tnl_copy(tb[IFLA_GRE_ERSPAN_VER], &e->ver, 1);
	tnl_copy(tb[IFLA_GRE_ERSPAN_INDEX], &e->index, 4);
	tnl_copy(tb[IFLA_GRE_ERSPAN_DIR], &e->dir, 1);
	tnl_copy(tb[IFLA_GRE_ERSPAN_HWID], &e->hwid, 2);
}

/* Each value that is there, whatever the version says. */
void tnl_erspan_print(const struct nlattr **tb)
{
	const struct nlattr *idx = tb[IFLA_GRE_ERSPAN_INDEX];
	const struct nlattr *ver = tb[IFLA_GRE_ERSPAN_VER];
	const struct nlattr *dir = tb[IFLA_GRE_ERSPAN_DIR];
	const struct nlattr *hwid = tb[IFLA_GRE_ERSPAN_HWID];
	char buf[16];

	if (idx && mnl_attr_get_payload_len(idx) == 4)
		pr_uint(PR_ANY, "erspan_index", "erspan_index %u ",
			mnl_attr_get_u32(idx));
	if (ver && mnl_attr_get_payload_len(ver) == 1)
		pr_uint(PR_ANY, "erspan_ver", "erspan_ver %u ",
			mnl_attr_get_u8(ver));
	if (dir && mnl_attr_get_payload_len(dir) == 1)
		pr_str(PR_ANY, "erspan_dir", "erspan_dir %s ",
		       mnl_attr_get_u8(dir) ? "egress" : "ingress");
	if (hwid && mnl_attr_get_payload_len(hwid) == 2) {
		/* "%#x": 0 is "0" */
		snprintf(buf, sizeof(buf), "%#x", mnl_attr_get_u16(hwid));
		pr_str(PR_ANY, "erspan_hwid", "erspan_hwid %s ", buf);
	}
}

/* The key, sequence and checksum words: on and off, in and out. */
static bool key_on_word(struct gre_keys *s, struct args *a)
{
	static const struct {
		const char *word;
		uint16_t bit;		/* host order GRE_* */
		bool in, out, on;
	} words[] = {
		{ "key", 0x2000, true, true, true },
		{ "ikey", 0x2000, true, false, true },
		{ "okey", 0x2000, false, true, true },
		{ "seq", 0x1000, true, true, true },
		{ "iseq", 0x1000, true, false, true },
		{ "oseq", 0x1000, false, true, true },
		{ "csum", 0x8000, true, true, true },
		{ "icsum", 0x8000, true, false, true },
		{ "ocsum", 0x8000, false, true, true },
	};
	const char *w = args_cur(a);
	uint32_t key = 0;

	for (unsigned int i = 0; i < 9; i++) {
		if (!matches(w, words[i].word))
			continue;
		if (words[i].bit == 0x2000)
			key = tnl_key(words[i].word, args_next(a));
		if (words[i].in) {
			s->iflags |= htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->ikey = key;
		}
		if (words[i].out) {
			s->oflags |= htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->okey = key;
		}
		return true;
	}
	return false;
}

static bool key_off_word(struct gre_keys *s, const char *w)
{
	static const struct {
		const char *word;
		uint16_t bit;
		bool in, out;
	} words[] = {
		{ "nokey", 0x2000, true, true },
		{ "noikey", 0x2000, true, false },
		{ "nookey", 0x2000, false, true },
		{ "noseq", 0x1000, true, true },
		{ "noiseq", 0x1000, true, false },
		{ "nooseq", 0x1000, false, true },
		{ "nocsum", 0x8000, true, true },
		{ "noicsum", 0x8000, true, false },
		{ "noocsum", 0x8000, false, true },
	};

	for (unsigned int i = 0; i < 9; i++) {
		if (!matches(w, words[i].word))
			continue;
		if (words[i].in) {
			s->iflags &= (uint16_t)~htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->ikey = 0;
		}
		if (words[i].out) {
			s->oflags &= (uint16_t)~htons(words[i].bit);
			if (words[i].bit == 0x2000)
				s->okey = 0;
		}
		return true;
	}
	return false;
}

bool gre_key_word(struct gre_keys *k, struct args *a)
{
	return key_on_word(k, a) || key_off_word(k, args_cur(a));
}

static void gre_print_key(const struct nlattr **tb, int flags_attr,
			  int key_attr, const char *word)
{
	char buf[INET_ADDRSTRLEN], fmt[16];
	uint16_t flags;

	if (!tb[flags_attr] || !tb[key_attr])
		return;
	flags = mnl_attr_get_u16(tb[flags_attr]);
	if (!(flags & GRE_KEY))
		return;
	inet_ntop(AF_INET, mnl_attr_get_payload(tb[key_attr]), buf,
		  sizeof(buf));
	snprintf(fmt, sizeof(fmt), "%s %%s ", word);
	pr_str(PR_ANY, word, fmt, buf);
}

static void gre_print_flags(const struct nlattr **tb)
{
	uint16_t in = tb[IFLA_GRE_IFLAGS] ?
		mnl_attr_get_u16(tb[IFLA_GRE_IFLAGS]) : 0;
	uint16_t out = tb[IFLA_GRE_OFLAGS] ?
		mnl_attr_get_u16(tb[IFLA_GRE_OFLAGS]) : 0;

	if (in & GRE_SEQ)
		pr_bool(PR_ANY, "iseq", "iseq ", true);
	if (out & GRE_SEQ)
		pr_bool(PR_ANY, "oseq", "oseq ", true);
	if (in & GRE_CSUM)
		pr_bool(PR_ANY, "icsum", "icsum ", true);
	if (out & GRE_CSUM)
		pr_bool(PR_ANY, "ocsum", "ocsum ", true);
}

void gre_keys_print(const struct nlattr **tb)
{
	gre_print_key(tb, IFLA_GRE_IFLAGS, IFLA_GRE_IKEY, "ikey");
	gre_print_key(tb, IFLA_GRE_OFLAGS, IFLA_GRE_OKEY, "okey");
	gre_print_flags(tb);
}

uint32_t tnl_fwmark(const char *w)
{
	uint32_t v;

	if (get_u32(&v, w, 0))
		invarg("invalid fwmark\n", w);
	return v;
}

void tnl_print_endpoint(const struct nlattr *attr, const char *key,
			const char *word)
{
	char buf[INET6_ADDRSTRLEN] = "any";
	char fmt[32];
	uint16_t len;
	struct kaddr ad = { 0 };

	if (!attr)
		return;
	len = mnl_attr_get_payload_len(attr);
	if (len != 4 && len != 16)
		return;
	ad.len = len;
	memcpy(ad.data, mnl_attr_get_payload(attr), len);
	if (!kaddr_is_any(&ad))
		inet_ntop(len == 4 ? AF_INET : AF_INET6, ad.data, buf,
			  sizeof(buf));
	snprintf(fmt, sizeof(fmt), "%s %%s ", word);
	pr_str(PR_ANY, key, fmt, buf);
}

void tnl_print_endpoint_any(const struct nlattr *attr, const char *key,
			    uint16_t len)
{
	char fmt[16];

	if (attr && mnl_attr_get_payload_len(attr) == len) {
		tnl_print_endpoint(attr, key, key);
		return;
	}
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	pr_str(PR_ANY, key, fmt, "any");
}

void tnl_print_link(const struct nlattr *attr)
{
	uint32_t idx = attr ? mnl_attr_get_u32(attr) : 0;

	if (idx)
		pr_str(PR_ANY, "link", "dev %s ", ll_idx_n2a((int)idx));
}

/* JSON has the raw values (ttl 0, tos "0x1"); text names 0 and 1 inherit */
void tnl_print_ttl(const struct nlattr *attr)
{
	uint8_t ttl = attr ? mnl_attr_get_u8(attr) : 0;

	pr_uint(PR_JSON, "ttl", NULL, ttl);
	if (ttl)
		pr_text("ttl %u ", ttl);
	else
		pr_text("ttl inherit ");
}

void tnl_print_tos(const struct nlattr *attr)
{
	uint8_t tos = attr ? mnl_attr_get_u8(attr) : 0;
	char buf[8];

	if (!tos)
		return;
	snprintf(buf, sizeof(buf), "0x%x", tos);
	pr_str(PR_JSON, "tos", NULL, buf);
	pr_text("tos %s ", tos == 1 ? "inherit" : buf);
}

void tnl_print_fwmark(const struct nlattr *attr)
{
	uint32_t mark = attr ? mnl_attr_get_u32(attr) : 0;
	char buf[16];

	if (!mark)
		return;
	snprintf(buf, sizeof(buf), "0x%x", mark);
	pr_str(PR_ANY, "fwmark", "fwmark %s ", buf);
}

struct tnl_reply {
	char *buf;
	size_t size;
	bool got;
};

static int tnl_reply_cb(const struct nlmsghdr *nlh, void *data)
{
	struct tnl_reply *r = data;

	if (nlh->nlmsg_type != RTM_NEWLINK || nlh->nlmsg_len > r->size)
		return MNL_CB_OK;
	memcpy(r->buf, nlh, nlh->nlmsg_len);
	r->got = true;
	return MNL_CB_OK;
}

bool tnl_creating(const struct link_req *req)
{
	return req->nlh->nlmsg_flags & NLM_F_CREATE;
}

void tnl_copy(const struct nlattr *attr, void *dst, size_t len)
{
	if (attr && mnl_attr_get_payload_len(attr) == len)
		memcpy(dst, mnl_attr_get_payload(attr), len);
}

static int tnl_linkinfo(const struct nlmsghdr *nlh, const char *kind,
			bool same_kind, const struct nlattr **tb, int max)
{
	const struct nlattr *a, *li[IFLA_INFO_MAX + 1] = { NULL };

	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg)) {
		if (mnl_attr_get_type(a) == IFLA_LINKINFO) {
			nest_parse(a, li, IFLA_INFO_MAX);
			break;
		}
	}
	if (!li[IFLA_INFO_DATA])
		return -1;
	if (same_kind && (!li[IFLA_INFO_KIND] ||
			  mnl_attr_validate(li[IFLA_INFO_KIND],
					    MNL_TYPE_NUL_STRING) ||
			  strcmp(mnl_attr_get_str(li[IFLA_INFO_KIND]), kind)))
		return -1;
	return nest_parse(li[IFLA_INFO_DATA], tb, max) < 0 ? -1 : 0;
}

int tnl_get_existing(const struct link_req *req, const char *kind,
		     bool same_kind, const struct nlattr **tb, int max,
		     char *buf, size_t size)
{
	char rq[512];
	struct nlmsghdr *nlh = nl_msg_start(rq, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	struct tnl_reply r = { buf, size, false };
	int err;

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	ifi->ifi_family = AF_UNSPEC;
	if (req->dev) {
		nl_attr_put_strz(nlh, strlen(req->dev) < IFNAMSIZ ?
				  IFLA_IFNAME : IFLA_ALT_IFNAME, req->dev);
		nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
		err = nl_talk(nl_lookup_sess(), nlh, tnl_reply_cb, &r);
		if (err == -ENODEV) {
			fprintf(stderr, "Cannot find device \"%s\"\n",
				req->dev);
			return 1;
		}
		if (!err && r.got &&
		    !tnl_linkinfo((struct nlmsghdr *)buf, kind, same_kind, tb,
				  max))
			return 0;
	}
	fprintf(stderr, "Failed to get existing tunnel info.\n");
	return 1;
}
