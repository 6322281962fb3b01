// SPDX-License-Identifier: GPL-2.0
/* link_vti.c — vti and vti6: endpoints, keys, device and fwmark */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>

#include "print.h"
#include "tunnel_common.h"
#include "nl.h"

static void vti_usage_kind(FILE *f, bool v6)
{
	fprintf(f,
		"Usage: ... %s\t[ remote ADDR ]\n"
		"\t\t[ local ADDR ]\n"
		"\t\t[ [i|o]key KEY ]\n"
		"\t\t[ dev PHYS_DEV ]\n"
		"\t\t[ fwmark MARK ]\n"
		"\n"
		"Where:\tADDR := { %s }\n"
		"\tKEY  := { DOTTED_QUAD | NUMBER }\n"
		"\tMARK := { 0x0..0xffffffff }\n",
		v6 ? "vti6" : "vti ", v6 ? "IPV6_ADDRESS" : "IP_ADDRESS");
}

static void vti_usage(FILE *f)
{
	vti_usage_kind(f, false);
}

static void vti6_usage(FILE *f)
{
	vti_usage_kind(f, true);
}

struct vti_state {
	int family;
	uint32_t ikey, okey;	/* network order */
	struct kaddr local, remote;
	uint32_t link, fwmark;
};

/* `set`: start from the device's current parameters. */
static int vti_existing(struct vti_state *s, const struct link_req *req,
			const char *kind)
{
	const struct nlattr *tb[IFLA_VTI_MAX + 1];
	char buf[8192];
	int err;

	err = tnl_get_existing(req, kind, false, tb, IFLA_VTI_MAX, buf,
			       sizeof(buf));
	if (err)
		return err;
	tnl_copy(tb[IFLA_VTI_IKEY], &s->ikey, 4);
	tnl_copy(tb[IFLA_VTI_OKEY], &s->okey, 4);
	tnl_copy(tb[IFLA_VTI_LOCAL], s->local.data, (size_t)s->local.len);
	tnl_copy(tb[IFLA_VTI_REMOTE], s->remote.data, (size_t)s->remote.len);
	tnl_copy(tb[IFLA_VTI_LINK], &s->link, 4);
	tnl_copy(tb[IFLA_VTI_FWMARK], &s->fwmark, 4);
	return 0;
}

/* 0, 1 after a message, -1 for a word that is none of the options. */
static int vti_option(struct vti_state *s, struct args *a)
{
	const char *w = args_cur(a);

	if (matches(w, "key")) {
		s->ikey = s->okey = tnl_key("key", args_next(a));
	} else if (matches(w, "ikey")) {
		s->ikey = tnl_key("ikey", args_next(a));
	} else if (matches(w, "okey")) {
		s->okey = tnl_key("okey", args_next(a));
	} else if (matches(w, "remote")) {
		return tnl_addr(args_next(a), s->family, &s->remote);
	} else if (matches(w, "local")) {
		return tnl_addr(args_next(a), s->family, &s->local);
	} else if (matches(w, "dev")) {
		s->link = tnl_dev(args_next(a));
	} else if (!strcmp(w, "fwmark")) {
		s->fwmark = tnl_fwmark(args_next(a));
	} else {
		return -1;
	}
	return 0;
}

static int vti_parse_kind(struct link_req *req, struct args *a, bool v6)
{
	int family = v6 ? AF_INET6 : AF_INET;
	int len = v6 ? 16 : 4;
	struct vti_state s = {
		.family = family,
		.local = { family, len },
		.remote = { family, len },
	};
	int err;

	if (!tnl_creating(req)) {
		err = vti_existing(&s, req, v6 ? "vti6" : "vti");
		if (err)
			return err;
	}
	for (; args_more(a); args_skip(a)) {
		err = vti_option(&s, a);
		if (err < 0) {
			vti_usage_kind(stderr, v6);
			return 1;
		}
		if (err)
			return err;
	}
	nl_attr_put_u32(req->nlh, IFLA_VTI_IKEY, s.ikey);
	nl_attr_put_u32(req->nlh, IFLA_VTI_OKEY, s.okey);
	if (!kaddr_is_any(&s.local))
		nl_attr_put(req->nlh, IFLA_VTI_LOCAL, (size_t)len, s.local.data);
	if (!kaddr_is_any(&s.remote))
		nl_attr_put(req->nlh, IFLA_VTI_REMOTE, (size_t)len,
			     s.remote.data);
	nl_attr_put_u32(req->nlh, IFLA_VTI_FWMARK, s.fwmark);
	if (s.link)
		nl_attr_put_u32(req->nlh, IFLA_VTI_LINK, s.link);
	return 0;
}

static int vti_parse(struct link_req *req, struct args *a)
{
	return vti_parse_kind(req, a, false);
}

static int vti6_parse(struct link_req *req, struct args *a)
{
	return vti_parse_kind(req, a, true);
}

/* A key that is set, as a dotted quad. */
static void vti_print_key(const struct nlattr *attr, const char *key)
{
	char fmt[16], buf[INET_ADDRSTRLEN];

	if (!attr || mnl_attr_get_payload_len(attr) != 4 ||
	    !mnl_attr_get_u32(attr))
		return;
	snprintf(fmt, sizeof(fmt), "%s %%s ", key);
	inet_ntop(AF_INET, mnl_attr_get_payload(attr), buf, sizeof(buf));
	pr_str(PR_ANY, key, fmt, buf);
}

static void vti_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_VTI_MAX + 1];

	if (nest_parse(data, tb, IFLA_VTI_MAX) < 0)
		return;
	tnl_print_endpoint(tb[IFLA_VTI_REMOTE], "remote", "remote");
	tnl_print_endpoint(tb[IFLA_VTI_LOCAL], "local", "local");
	tnl_print_link(tb[IFLA_VTI_LINK]);
	vti_print_key(tb[IFLA_VTI_IKEY], "ikey");
	vti_print_key(tb[IFLA_VTI_OKEY], "okey");
	tnl_print_fwmark(tb[IFLA_VTI_FWMARK]);
}

const struct link_kind vti_kind = {
	.name = "vti",
	.parse = vti_parse,
	.print = vti_print,
	.usage = vti_usage,
};

const struct link_kind vti6_kind = {
	.name = "vti6",
	.parse = vti6_parse,
	.print = vti_print,
	.usage = vti6_usage,
};
