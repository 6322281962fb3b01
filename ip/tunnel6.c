// SPDX-License-Identifier: GPL-2.0
/* tunnel6.c — `ip -6 tunnel` (ip6ip6, ipip6, ip6gre, vti6, any) through
 * the SIOC*TUNNEL ioctls with struct ip6_tnl_parm2 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/sockios.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_arp.h>
#include <linux/if_tunnel.h>
#include <linux/ip6_tunnel.h>

#include "args.h"
#include "kind_util.h"
#include "print.h"
#include "ip_common.h"
#include "tunnel_gre.h"
#include "tunnel_ioctl.h"
#include "tunnel6.h"

#define DEFAULT_ENCAP_LIMIT 4
#define DEFAULT_HOP_LIMIT 64
#define TCLASS_MASK 0x0ff00000U
#define TCLASS_SHIFT 20
#define FLOWLABEL_MASK 0x000fffffU

static const char tunnel6_usage_text[] =
"Usage: ip -f inet6 tunnel { add | change | del | show } [ NAME ]\n"
"          [ mode { ip6ip6 | ipip6 | ip6gre | vti6 | any } ]\n"
"          [ remote ADDR local ADDR ] [ dev PHYS_DEV ]\n"
"          [ encaplimit ELIM ]\n"
"          [ hoplimit TTL ] [ tclass TCLASS ] [ flowlabel FLOWLABEL ]\n"
"          [ dscp inherit ]\n"
"          [ [no]allow-localremote ]\n"
"          [ [i|o]seq ] [ [i|o]key KEY ] [ [i|o]csum ]\n"
"\n"
"Where: NAME      := STRING\n"
"       ADDR      := IPV6_ADDRESS\n"
"       ELIM      := { none | 0..255 }(default=4)\n"
"       TTL       := 0..255 (default=64)\n"
"       TCLASS    := { 0x0..0xff | inherit }\n"
"       FLOWLABEL := { 0x0..0xfffff | inherit }\n"
"       KEY       := { DOTTED_QUAD | NUMBER }\n";

static void __attribute__((noreturn)) tunnel6_usage(void)
{
	fputs(tunnel6_usage_text, stderr);
	exit(255);
}

static const struct mode6 {
	const char *name;
	uint8_t proto;
	bool vti;
} modes6[] = {
	{ "ipv6/ipv6", IPPROTO_IPV6, false },
	{ "ip6ip6", IPPROTO_IPV6, false },
	{ "vti6", IPPROTO_IPV6, true },
	{ "ip/ipv6", IPPROTO_IPIP, false },
	{ "ipv4/ipv6", IPPROTO_IPIP, false },
	{ "ipip6", IPPROTO_IPIP, false },
	{ "ip4ip6", IPPROTO_IPIP, false },
	{ "gre/ipv6", IPPROTO_GRE, false },
	{ "ip6gre", IPPROTO_GRE, false },
	{ "any/ipv6", 0, false },
	{ "any", 0, false },
};

static const struct mode6 *find_mode6(const char *m)
{
	for (size_t i = 0; i < sizeof(modes6) / sizeof(modes6[0]); i++)
		if (!strcmp(m, modes6[i].name))
			return &modes6[i];
	return NULL;
}

bool tunnel6_mode_given(int argc, char **argv)
{
	for (int i = 0; i + 1 < argc; i++)
		if (!strcmp(argv[i], "mode") && find_mode6(argv[i + 1]))
			return true;
	return false;
}

static void set_mode6(struct ip6_tnl_parm2 *p, const char *m)
{
	const struct mode6 *e = find_mode6(m);

	if (!e) {
		fprintf(stderr, "Unknown tunnel mode \"%s\"\n", m);
		exit(255);
	}
	p->proto = e->proto;
	if (e->vti)
		p->i_flags |= VTI_ISVTI;
}

static void get_addr6(const char *w, struct in6_addr *out)
{
	int family = AF_INET6;
	struct kaddr k;

	if (kind_get_addr(w, &family, &k))
		exit(1);
	memcpy(out, k.data, 16);
}

static void set_encaplimit(struct ip6_tnl_parm2 *p, const char *w)
{
	uint8_t v = 0;

	if (!strcmp(w, "none")) {
		p->flags |= IP6_TNL_F_IGN_ENCAP_LIMIT;
		return;
	}
	/* like the reference, a bad number is taken as 0 */
	if (get_u8(&v, w, 0))
		v = 0;
	p->encap_limit = v;
	p->flags &= ~IP6_TNL_F_IGN_ENCAP_LIMIT;
}

static void set_tclass(struct ip6_tnl_parm2 *p, const char *w)
{
	uint8_t v;

	p->flowinfo &= ~htonl(TCLASS_MASK);
	if (!strcmp(w, "inherit")) {
		p->flags |= IP6_TNL_F_USE_ORIG_TCLASS;
		return;
	}
	if (get_u8(&v, w, 16))
		invarg("invalid TClass", w);
	p->flowinfo |= htonl((uint32_t)v << TCLASS_SHIFT) & htonl(TCLASS_MASK);
	p->flags &= ~IP6_TNL_F_USE_ORIG_TCLASS;
}

static void set_flowlabel(struct ip6_tnl_parm2 *p, const char *w)
{
	uint32_t v;

	p->flowinfo &= ~htonl(FLOWLABEL_MASK);
	if (!strcmp(w, "inherit")) {
		p->flags |= IP6_TNL_F_USE_ORIG_FLOWLABEL;
		return;
	}
	if (get_u32(&v, w, 16) || v > FLOWLABEL_MASK)
		invarg("invalid Flowlabel", w);
	p->flowinfo |= htonl(v) & htonl(FLOWLABEL_MASK);
	p->flags &= ~IP6_TNL_F_USE_ORIG_FLOWLABEL;
}

static bool parse_word6(struct ip6_tnl_parm2 *p, struct args *a,
			const char **medium)
{
	const char *w = args_cur(a);
	struct tnl_gre gre = { &p->i_flags, &p->o_flags, &p->i_key, &p->o_key };
	uint8_t v;

	if (!strcmp(w, "mode")) {
		set_mode6(p, args_next(a));
	} else if (!strcmp(w, "remote")) {
		get_addr6(args_next(a), &p->raddr);
	} else if (!strcmp(w, "local")) {
		get_addr6(args_next(a), &p->laddr);
	} else if (!strcmp(w, "dev")) {
		*medium = args_next(a);
	} else if (!strcmp(w, "encaplimit")) {
		set_encaplimit(p, args_next(a));
	} else if (!strcmp(w, "hoplimit") || !strcmp(w, "ttl") ||
		   !strcmp(w, "hlim")) {
		if (get_u8(&v, args_next(a), 0))
			invarg("invalid TTL", args_cur(a));
		p->hop_limit = v;
	} else if (!strcmp(w, "tclass") || !strcmp(w, "tc") ||
		   matches(w, "dsfield") || !strcmp(w, "tos")) {
		set_tclass(p, args_next(a));
	} else if (!strcmp(w, "flowlabel") || !strcmp(w, "fl")) {
		set_flowlabel(p, args_next(a));
	} else if (!strcmp(w, "dscp")) {
		if (strcmp(args_next(a), "inherit"))
			invarg("not inherit", args_cur(a));
		p->flags |= IP6_TNL_F_RCV_DSCP_COPY;
	} else if (!strcmp(w, "allow-localremote")) {
		p->flags |= IP6_TNL_F_ALLOW_LOCAL_REMOTE;
	} else if (!strcmp(w, "noallow-localremote")) {
		p->flags &= ~IP6_TNL_F_ALLOW_LOCAL_REMOTE;
	} else if (!tnl_gre_word(&gre, a)) {
		return false;
	}
	return true;
}

static int load_old6(struct ip6_tnl_parm2 *p)
{
	struct ip6_tnl_parm2 old;
	int err;

	memset(&old, 0, sizeof(old));
	err = tnl_ioctl(AF_INET6, SIOCGETTUNNEL, p->name, &old);
	if (err) {
		tnl_ioctl_error("get", p->name, err);
		return -1;
	}
	*p = old;
	return 0;
}

/* Returns 0, or an exit status after the reference's message. */
static int parse_tnl6(struct args *a, unsigned long cmd,
		      struct ip6_tnl_parm2 *p)
{
	const char *medium = NULL;
	int count = 0;

	memset(p, 0, sizeof(*p));
	if (cmd != SIOCGETTUNNEL) {
		p->proto = IPPROTO_IPV6;
		p->encap_limit = DEFAULT_ENCAP_LIMIT;
		p->hop_limit = DEFAULT_HOP_LIMIT;
	}
	for (; args_more(a); args_skip(a), count++) {
		const char *w = args_cur(a);

		if (parse_word6(p, a, &medium))
			continue;
		if (!strcmp(w, "name"))
			w = args_next(a);
		else if (matches(w, "help"))
			tunnel6_usage();
		tnl_set_name(p->name, w);
		if (cmd == SIOCCHGTUNNEL && count == 0 && load_old6(p))
			return 1;
	}
	if (medium) {
		p->link = tnl_dev_index(medium);
		if (!p->link) {
			fprintf(stderr, "Cannot find device \"%s\"\n", medium);
			return 1;
		}
	}
	return 0;
}

static const char *base_dev6(const struct ip6_tnl_parm2 *p)
{
	if (p->proto == IPPROTO_GRE)
		return "ip6gre0";
	if (p->i_flags & VTI_ISVTI)
		return "ip6_vti0";
	return "ip6tnl0";
}

static int modify6(struct args *a, unsigned long cmd, const char *what)
{
	struct ip6_tnl_parm2 p;
	const char *dev;
	int err = parse_tnl6(a, cmd, &p);

	if (err)
		return err;
	if (cmd != SIOCDELTUNNEL && !p.name[0])
		fprintf(stderr, "Tunnel interface name not specified\n");
	dev = cmd != SIOCADDTUNNEL && p.name[0] ? p.name : base_dev6(&p);
	err = tnl_ioctl(AF_INET6, cmd, dev, &p);
	if (err) {
		tnl_ioctl_error(what, dev, err);
		return 1;
	}
	return 0;
}

/* ---- show ---- */

static const char *proto6_name(uint8_t proto)
{
	switch (proto) {
	case IPPROTO_IPIP:
		return "ip";
	case IPPROTO_IPV6:
		return "ipv6";
	case IPPROTO_GRE:
		return "gre";
	case 0:
		return "any";
	}
	return "unknown";
}

static void print_addr6(const char *key, const struct in6_addr *a,
			const char *fmt)
{
	char buf[INET6_ADDRSTRLEN];

	inet_ntop(AF_INET6, a, buf, sizeof(buf));
	pr_cstr(PR_ANY, CLR_INET6, key, fmt, buf);
}

static void print_flag(const char *key, const char *text)
{
	pr_null(PR_JSON, key, NULL, NULL);
	pr_text(" %s", text);
}

static void print_hex_str(const char *key, const char *fmt, uint32_t v)
{
	char buf[16], tfmt[32];

	snprintf(buf, sizeof(buf), fmt, v);
	pr_str(PR_JSON, key, NULL, buf);
	snprintf(tfmt, sizeof(tfmt), " %s %%s", key);
	pr_text(tfmt, buf);
}

static void print_limits(const struct ip6_tnl_parm2 *p)
{
	if (p->flags & IP6_TNL_F_IGN_ENCAP_LIMIT)
		print_flag("ip6_tnl_f_ign_encap_limit", "encaplimit none");
	else
		pr_uint(PR_ANY, "encap_limit", " encaplimit %u",
			p->encap_limit);
	if (p->hop_limit)
		pr_uint(PR_ANY, "hoplimit", " hoplimit %u", p->hop_limit);
	else
		pr_text(" hoplimit inherit");
}

static void print_flowinfo(const struct ip6_tnl_parm2 *p)
{
	uint32_t fi = ntohl(p->flowinfo);

	if (p->flags & IP6_TNL_F_USE_ORIG_TCLASS)
		print_flag("ip6_tnl_f_use_orig_tclass", "tclass inherit");
	else
		print_hex_str("tclass", "0x%02x",
			      (fi & TCLASS_MASK) >> TCLASS_SHIFT);
	if (p->flags & IP6_TNL_F_USE_ORIG_FLOWLABEL)
		print_flag("ip6_tnl_f_use_orig_flowlabel", "flowlabel inherit");
	else
		print_hex_str("flowlabel", "0x%05x", fi & FLOWLABEL_MASK);
	{
		char buf[16];

		snprintf(buf, sizeof(buf), "0x%08x", fi);
		pr_str(PR_JSON, "flowinfo", NULL, buf);
		pr_text(" (flowinfo %s)", buf);
	}
	if (p->flags & IP6_TNL_F_RCV_DSCP_COPY)
		print_flag("ip6_tnl_f_rcv_dscp_copy", "dscp inherit");
	if (p->flags & IP6_TNL_F_ALLOW_LOCAL_REMOTE)
		print_flag("ip6_tnl_f_allow_local_remote", "allow-localremote");
}

static void print_tnl6(const struct ip6_tnl_parm2 *p)
{
	char mode[32];

	pr_open_object(NULL);
	pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%s: ", p->name);
	snprintf(mode, sizeof(mode), "%s/ipv6", proto6_name(p->proto));
	pr_str(PR_ANY, "mode", "%s", mode);
	pr_text(" remote ");
	print_addr6("remote", &p->raddr, "%s ");
	pr_text("local ");
	print_addr6("local", &p->laddr, "%s");
	if (p->link)
		pr_str(PR_ANY, "link", " dev %s", ll_idx_n2a(p->link));
	print_limits(p);
	print_flowinfo(p);
	tnl_print_keys(p->i_flags, p->o_flags, p->i_key, p->o_key);
	if (p->proto == IPPROTO_GRE)
		tnl_print_gre_flags(p->i_flags, p->o_flags);
	pr_close_object();
}

static int list_one6(const struct tnl_link *l, void *data)
{
	const struct ip6_tnl_parm2 *f = data;
	struct ip6_tnl_parm2 p;
	int err;

	if (f->name[0] && strcmp(f->name, l->name))
		return 0;
	if (l->type != ARPHRD_TUNNEL6 && l->type != ARPHRD_IP6GRE)
		return 0;
	memset(&p, 0, sizeof(p));
	/* what the reference passes in: the name only when filtering on it */
	memcpy(p.name, f->name, sizeof(p.name));
	p.link = l->ifindex;
	p.proto = l->type == ARPHRD_IP6GRE ? IPPROTO_GRE : IPPROTO_IPV6;
	err = tnl_ioctl(AF_INET6, SIOCGETTUNNEL, l->name, &p);
	if (err) {
		tnl_ioctl_error("get", l->name, err);
		return 0;
	}
	if ((f->link && p.link != f->link) ||
	    (f->name[0] && strcmp(p.name, f->name)) ||
	    (!IN6_IS_ADDR_UNSPECIFIED(&f->laddr) &&
	     memcmp(&f->laddr, &p.laddr, sizeof(p.laddr))) ||
	    (!IN6_IS_ADDR_UNSPECIFIED(&f->raddr) &&
	     memcmp(&f->raddr, &p.raddr, sizeof(p.raddr))) ||
	    (f->proto && p.proto && f->proto != p.proto))
		return 0;
	p.name[IFNAMSIZ - 1] = '\0';
	print_tnl6(&p);
	if (show_stats && tnl_print_stats(l))
		return -1;
	tnl_end_line();
	return 0;
}

static int show6(struct args *a)
{
	struct ip6_tnl_parm2 p;
	int err = parse_tnl6(a, SIOCGETTUNNEL, &p);

	if (err)
		return err;
	/* with -s, the statistics come from the listing */
	if (!p.name[0] || show_stats) {
		pr_json_begin();
		err = tnl_list(AF_INET6, p.name, list_one6, &p);
		pr_json_end();
		return err;
	}
	err = tnl_ioctl(AF_INET6, SIOCGETTUNNEL, p.name, &p);
	if (err) {
		tnl_ioctl_error("get", p.name, err);
		return 1;
	}
	p.name[IFNAMSIZ - 1] = '\0';
	/* one tunnel: text even with -j, and no newline, as the reference */
	int json = pr_json;

	pr_json = 0;
	print_tnl6(&p);
	pr_json = json;
	return 0;
}

int do_tunnel6(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (!args_more(&a))
		return show6(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "add"))
		return modify6(&a, SIOCADDTUNNEL, "add");
	if (matches(w, "change"))
		return modify6(&a, SIOCCHGTUNNEL, "add");	/* sic */
	if (matches(w, "delete"))
		return modify6(&a, SIOCDELTUNNEL, "delete");
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return show6(&a);
	if (matches(w, "help"))
		tunnel6_usage();
	fprintf(stderr,
		"Command \"%s\" is unknown, try \"ip -f inet6 tunnel help\".\n",
		w);
	exit(255);
}
