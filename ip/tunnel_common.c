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

static void encap_port(const struct nlattr *attr, const char *key,
		       const char *word)
{
	uint16_t port;
	char fmt[32];

	if (!attr)
		return;
	port = ntohs(mnl_attr_get_u16(attr));
	if (!port) {
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
