// SPDX-License-Identifier: GPL-2.0
/* tunnel.c — `ip tunnel` with an IPv4 outer header (ipip, gre, sit,
 * isatap, vti) through the SIOC*TUNNEL, PRL and 6RD ioctls */
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
#include <linux/ip.h>

#ifndef IP_DF
#define IP_DF 0x4000
#endif

#include "args.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "tunnel_gre.h"
#include "tunnel_ioctl.h"
#include "tunnel_sit.h"
#include "tunnel6.h"

static const char tunnel_usage_text[] =
"Usage: ip tunnel { add | change | del | show | prl | 6rd } [ NAME ]\n"
"        [ mode { gre | ipip | isatap | sit | vti } ]\n"
"        [ remote ADDR ] [ local ADDR ]\n"
"        [ [i|o]seq ] [ [i|o]key KEY ] [ [i|o]csum ]\n"
"        [ prl-default ADDR ] [ prl-nodefault ADDR ] [ prl-delete ADDR ]\n"
"        [ 6rd-prefix ADDR ] [ 6rd-relay_prefix ADDR ] [ 6rd-reset ]\n"
"        [ ttl TTL ] [ tos TOS ] [ [no]pmtudisc ] [ dev PHYS_DEV ]\n"
"\n"
"Where: NAME := STRING\n"
"       ADDR := { IP_ADDRESS | any }\n"
"       TOS  := { STRING | 00..ff | inherit | inherit/STRING | inherit/00..ff }\n"
"       TTL  := { 1..255 | inherit }\n"
"       KEY  := { DOTTED_QUAD | NUMBER }\n";

static void __attribute__((noreturn)) tunnel_usage(void)
{
	fputs(tunnel_usage_text, stderr);
	exit(255);
}

/* Exit status of a failed parse (the reference's -1, then 1). */
#define PARSE_FAILED 1

struct tnl4 {
	struct ip_tunnel_parm p;
	bool isatap;
};

static int set_mode(struct tnl4 *t, const char *m)
{
	uint8_t proto;
	__be16 vti = 0;

	if (!strcmp(m, "ipip") || !strcmp(m, "ip/ip")) {
		proto = IPPROTO_IPIP;
	} else if (!strcmp(m, "gre") || !strcmp(m, "gre/ip")) {
		proto = IPPROTO_GRE;
	} else if (!strcmp(m, "sit") || !strcmp(m, "ipv6/ip")) {
		proto = IPPROTO_IPV6;
	} else if (!strcmp(m, "isatap")) {
		proto = IPPROTO_IPV6;
		t->isatap = true;
	} else if (!strcmp(m, "vti")) {
		proto = IPPROTO_IPIP;
		vti = VTI_ISVTI;
	} else {
		fprintf(stderr, "Unknown tunnel mode \"%s\"\n", m);
		exit(255);
	}
	if (t->p.iph.protocol && t->p.iph.protocol != proto) {
		fprintf(stderr,
			"You managed to ask for more than one tunnel mode.\n");
		exit(255);
	}
	t->p.iph.protocol = proto;
	t->p.i_flags |= vti;
	return 0;
}

/* A DS field: a name of rt_dsfield, else hex (as the reference). */
static int get_dsfield(const char *w, uint32_t *v)
{
	uint32_t num;
	char *end;
	unsigned long n;

	/* table_a2n also reads numbers, in base 0: names only here */
	if (get_u32(&num, w, 0) && !table_a2n(&tbl_rt_dsfield, v, w))
		return *v <= 255 ? 0 : -1;
	n = strtoul(w, &end, 16);
	if (!*w || *end || n > 255)
		return -1;
	*v = (uint32_t)n;
	return 0;
}

static uint8_t get_tos(const char *w)
{
	uint32_t v;

	if (!strcmp(w, "inherit"))
		return 1;
	if (!strncmp(w, "inherit/", 8)) {
		/* the reference names the word cut at the slash */
		if (get_dsfield(w + 8, &v))
			invarg("bad TOS value", "inherit");
		return (uint8_t)v | 1;
	}
	if (get_dsfield(w, &v))
		invarg("bad TOS value", w);
	return (uint8_t)v;
}

/* "inherit" leaves the TTL as it is (0 unless changing a tunnel). */
static void set_ttl(struct tnl4 *t, const char *w)
{
	uint8_t v;

	if (!strcmp(w, "inherit"))
		return;
	if (get_u8(&v, w, 0))
		invarg("invalid TTL\n", w);
	t->p.iph.ttl = v;
}

/* The name first on a change line: start from the tunnel as it is. */
static int load_old(struct tnl4 *t)
{
	struct ip_tunnel_parm old;
	int err;

	memset(&old, 0, sizeof(old));
	err = tnl_ioctl(AF_INET, SIOCGETTUNNEL, t->p.name, &old);
	if (err) {
		tnl_ioctl_error("get", t->p.name, err);
		return -1;
	}
	t->p = old;
	return 0;
}

static bool prefix_is(const char *name, const char *word)
{
	return !strncmp(name, word, strlen(word));
}

/* No mode given: the reference guesses it from the tunnel's name. */
static void mode_from_name(struct tnl4 *t)
{
	const char *n = t->p.name;

	if (t->p.iph.protocol || !n[0])
		return;
	if (prefix_is(n, "gre")) {
		t->p.iph.protocol = IPPROTO_GRE;
	} else if (prefix_is(n, "ipip")) {
		t->p.iph.protocol = IPPROTO_IPIP;
	} else if (prefix_is(n, "sit")) {
		t->p.iph.protocol = IPPROTO_IPV6;
	} else if (prefix_is(n, "isatap")) {
		t->p.iph.protocol = IPPROTO_IPV6;
		t->isatap = true;
	} else if (prefix_is(n, "vti")) {
		t->p.iph.protocol = IPPROTO_IPIP;
		t->p.i_flags |= VTI_ISVTI;
	}
}

static bool parse_word(struct tnl4 *t, struct args *a, const char **medium)
{
	const char *w = args_cur(a);
	struct tnl_gre gre = { &t->p.i_flags, &t->p.o_flags, &t->p.i_key,
			       &t->p.o_key };

	if (!strcmp(w, "mode")) {
		set_mode(t, args_next(a));
	} else if (tnl_gre_word(&gre, a)) {
		;
	} else if (!strcmp(w, "nopmtudisc")) {
		t->p.iph.frag_off = 0;
	} else if (!strcmp(w, "pmtudisc")) {
		t->p.iph.frag_off = htons(IP_DF);
	} else if (!strcmp(w, "remote")) {
		if (tnl_get_addr4(args_next(a), &t->p.iph.daddr))
			exit(PARSE_FAILED);
	} else if (!strcmp(w, "local")) {
		if (tnl_get_addr4(args_next(a), &t->p.iph.saddr))
			exit(PARSE_FAILED);
	} else if (!strcmp(w, "dev")) {
		*medium = args_next(a);
	} else if (!strcmp(w, "ttl") || !strcmp(w, "hoplimit") ||
		   !strcmp(w, "hlim")) {
		set_ttl(t, args_next(a));
	} else if (!strcmp(w, "tos") || !strcmp(w, "tclass") ||
		   matches(w, "dsfield")) {
		t->p.iph.tos = get_tos(args_next(a));
	} else {
		return false;
	}
	return true;
}

/* Returns 0, or an exit status after the reference's message. */
static int parse_tnl4(struct args *a, unsigned long cmd, struct tnl4 *t)
{
	const char *medium = NULL;
	int count = 0;

	memset(t, 0, sizeof(*t));
	t->p.iph.version = 4;
	t->p.iph.ihl = 5;
	t->p.iph.frag_off = htons(IP_DF);
	for (; args_more(a); args_skip(a), count++) {
		const char *w = args_cur(a);

		if (parse_word(t, a, &medium))
			continue;
		if (!strcmp(w, "name"))
			w = args_next(a);
		else if (matches(w, "help"))
			tunnel_usage();
		tnl_set_name(t->p.name, w);
		if (cmd == SIOCCHGTUNNEL && count == 0 && load_old(t))
			return PARSE_FAILED;
	}
	mode_from_name(t);
	if (t->p.iph.protocol != IPPROTO_GRE &&
	    !(t->p.i_flags & VTI_ISVTI) &&
	    ((t->p.i_flags | t->p.o_flags) & GRE_KEY)) {
		fprintf(stderr, "Keys are not allowed with ipip and sit tunnels\n");
		return PARSE_FAILED;
	}
	if (medium) {
		t->p.link = tnl_dev_index(medium);
		if (!t->p.link) {
			fprintf(stderr, "Cannot find device \"%s\"\n", medium);
			return PARSE_FAILED;
		}
	}
	if (t->p.iph.ttl && !t->p.iph.frag_off) {
		fprintf(stderr, "ttl != 0 and nopmtudisc are incompatible\n");
		return PARSE_FAILED;
	}
	if (t->isatap)
		t->p.i_flags |= SIT_ISATAP;
	return 0;
}

/* The device that creates tunnels of this kind, or NULL. */
static const char *base_dev(const struct ip_tunnel_parm *p)
{
	switch (p->iph.protocol) {
	case IPPROTO_IPIP:
		return p->i_flags & VTI_ISVTI ? "ip_vti0" : "tunl0";
	case IPPROTO_GRE:
		return "gre0";
	case IPPROTO_IPV6:
		return "sit0";
	}
	return NULL;
}

static int do_modify(struct args *a, unsigned long cmd)
{
	struct tnl4 t;
	const char *base, *dev;
	int err = parse_tnl4(a, cmd, &t);

	if (err)
		return err;
	base = base_dev(&t.p);
	if (!base) {
		fprintf(stderr,
			"cannot determine tunnel mode (ipip, gre, vti or sit)\n");
		return 1;
	}
	dev = cmd == SIOCCHGTUNNEL && t.p.name[0] ? t.p.name : base;
	err = tnl_ioctl(AF_INET, cmd, dev, &t.p);
	if (err) {
		/* "add" for a change too, as the reference says */
		tnl_ioctl_error("add", dev, err);
		return 1;
	}
	return 0;
}

static int do_del(struct args *a)
{
	struct tnl4 t;
	const char *dev;
	int err = parse_tnl4(a, SIOCDELTUNNEL, &t);

	if (err)
		return err;
	dev = t.p.name[0] ? t.p.name : base_dev(&t.p);
	if (!dev)
		dev = "";
	err = tnl_ioctl(AF_INET, SIOCDELTUNNEL, dev, &t.p);
	if (err) {
		tnl_ioctl_error("delete", dev, err);
		return 1;
	}
	return 0;
}

/* ---- show ---- */

static const char *proto_name(uint8_t proto)
{
	switch (proto) {
	case IPPROTO_IPIP:
		return "ip";
	case IPPROTO_GRE:
		return "gre";
	case IPPROTO_IPV6:
		return "ipv6";
	}
	return "unknown";
}

/* The reference colours "ADDR " after remote and "ADDR" after local. */
static void print_addr4(const char *key, __be32 addr, const char *fmt)
{
	char buf[INET_ADDRSTRLEN];

	inet_ntop(AF_INET, &addr, buf, sizeof(buf));
	pr_str(PR_JSON, key, NULL, buf);
	pr_cstr(PR_FP, CLR_INET, NULL, fmt, addr ? buf : "any");
}

static void print_tos(uint8_t tos)
{
	char buf[16];

	if (!tos)
		return;
	if (tos != 1)
		pr_str(PR_JSON, "tos", NULL,
		       table_n2a(&tbl_rt_dsfield, tos, buf, sizeof(buf)));
	if (tos & 1) {
		pr_text(" tos inherit");
		if (tos & ~1)
			pr_text("/%s", table_n2a(&tbl_rt_dsfield, tos & ~1, buf,
						 sizeof(buf)));
	} else {
		pr_text(" tos %s",
			table_n2a(&tbl_rt_dsfield, tos, buf, sizeof(buf)));
	}
}

static void print_tnl4(const struct ip_tunnel_parm *p)
{
	char mode[32];

	pr_open_object(NULL);
	pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%s: ", p->name);
	snprintf(mode, sizeof(mode), "%s/ip", proto_name(p->iph.protocol));
	pr_str(PR_ANY, "mode", "%s", mode);
	pr_text(" remote ");
	print_addr4("remote", p->iph.daddr, "%s ");
	pr_text("local ");
	print_addr4("local", p->iph.saddr, "%s");
	if (p->iph.protocol == IPPROTO_IPV6 && (p->i_flags & SIT_ISATAP))
		tnl_print_prl(p->name);
	if (p->link)
		pr_str(PR_ANY, "dev", " dev %s", ll_idx_n2a(p->link));
	if (p->iph.ttl)
		pr_uint(PR_ANY, "ttl", " ttl %u", p->iph.ttl);
	else
		pr_text(" ttl inherit");
	print_tos(p->iph.tos);
	if (!(p->iph.frag_off & htons(IP_DF)))
		pr_null(PR_ANY, "nopmtudisc", " nopmtudisc", NULL);
	if (p->iph.protocol == IPPROTO_IPV6)
		tnl_print_6rd(p->name);
	tnl_print_keys(p->i_flags, p->o_flags, p->i_key, p->o_key);
	if (p->iph.protocol == IPPROTO_GRE)
		tnl_print_gre_flags(p->i_flags, p->o_flags);
	pr_close_object();
}

static int list_one(const struct tnl_link *l, void *data)
{
	const struct ip_tunnel_parm *f = data;
	struct ip_tunnel_parm p;
	int err;

	if (f->name[0] && strcmp(f->name, l->name))
		return 0;
	if (l->type != ARPHRD_TUNNEL && l->type != ARPHRD_IPGRE &&
	    l->type != ARPHRD_SIT)
		return 0;
	memset(&p, 0, sizeof(p));
	err = tnl_ioctl(AF_INET, SIOCGETTUNNEL, l->name, &p);
	if (err) {
		tnl_ioctl_error("get", l->name, err);
		return 0;
	}
	if ((f->link && p.link != f->link) ||
	    (f->name[0] && strcmp(p.name, f->name)) ||
	    (f->iph.daddr && p.iph.daddr != f->iph.daddr) ||
	    (f->iph.saddr && p.iph.saddr != f->iph.saddr) ||
	    (f->i_key && p.i_key != f->i_key))
		return 0;
	p.name[IFNAMSIZ - 1] = '\0';
	print_tnl4(&p);
	if (show_stats && tnl_print_stats(l))
		return -1;
	tnl_end_line();
	return 0;
}

static int do_show(struct args *a)
{
	struct tnl4 t;
	const char *base;
	int err = parse_tnl4(a, SIOCGETTUNNEL, &t);

	if (err)
		return err;
	base = base_dev(&t.p);
	if (!base) {
		pr_json_begin();
		err = tnl_list(AF_INET, t.p.name, list_one, &t.p);
		pr_json_end();
		return err;
	}
	const char *dev = t.p.name[0] ? t.p.name : base;

	err = tnl_ioctl(AF_INET, SIOCGETTUNNEL, dev, &t.p);
	if (err) {
		tnl_ioctl_error("get", dev, err);
		return 1;
	}
	t.p.name[IFNAMSIZ - 1] = '\0';
	/* one tunnel: the reference prints text, even with -j */
	int json = pr_json;

	pr_json = 0;
	print_tnl4(&t.p);
	tnl_end_line();
	pr_json = json;
	return 0;
}

int do_tunnel(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *w;

	if (preferred_family == AF_INET6 || tunnel6_mode_given(argc, argv))
		return do_tunnel6(argc, argv);
	if (preferred_family != AF_UNSPEC && preferred_family != AF_INET) {
		fprintf(stderr, "Unsupported protocol family: %d\n",
			preferred_family);
		exit(255);
	}
	if (!args_more(&a))
		return do_show(&a);
	w = args_cur(&a);
	args_skip(&a);
	if (matches(w, "add"))
		return do_modify(&a, SIOCADDTUNNEL);
	if (matches(w, "change"))
		return do_modify(&a, SIOCCHGTUNNEL);
	if (matches(w, "delete"))
		return do_del(&a);
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return do_show(&a);
	if (matches(w, "prl"))
		return do_tunnel_prl(&a);
	if (matches(w, "6rd"))
		return do_tunnel_6rd(&a);
	if (matches(w, "help"))
		tunnel_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip tunnel help\"\n",
		w);
	exit(255);
}
