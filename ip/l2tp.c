// SPDX-License-Identifier: GPL-2.0
/* l2tp.c — `ip l2tp`: L2TPv3 static tunnels and sessions (genl "l2tp") */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <net/if.h>
#include <string.h>
#include <linux/l2tp.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "inet.h"
#include "l2tp.h"
#include "ip_common.h"
#include "nl.h"

void l2tp_usage(void)
{
	fprintf(stderr,
		"Usage: ip l2tp add tunnel\n"
		"          remote ADDR local ADDR\n"
		"          tunnel_id ID peer_tunnel_id ID\n"
		"          [ encap { ip | udp } ]\n"
		"          [ udp_sport PORT ] [ udp_dport PORT ]\n"
		"          [ udp_csum { on | off } ]\n"
		"          [ udp6_csum_tx { on | off } ]\n"
		"          [ udp6_csum_rx { on | off } ]\n"
		"Usage: ip l2tp add session [ name NAME ]\n"
		"          tunnel_id ID\n"
		"          session_id ID peer_session_id ID\n"
		"          [ cookie HEXSTR ] [ peer_cookie HEXSTR ]\n"
		"          [ seq { none | send | recv | both } ]\n"
		"          [ l2spec_type L2SPEC ]\n"
		"       ip l2tp del tunnel tunnel_id ID\n"
		"       ip l2tp del session tunnel_id ID session_id ID\n"
		"       ip l2tp show tunnel [ tunnel_id ID ]\n"
		"       ip l2tp show session [ tunnel_id ID ] [ session_id ID ]\n"
		"\n"
		"Where: NAME   := STRING\n"
		"       ADDR   := { IP_ADDRESS | any }\n"
		"       PORT   := { 0..65535 }\n"
		"       ID     := { 1..4294967295 }\n"
		"       HEXSTR := { 8 or 16 hex digits (4 / 8 bytes) }\n"
		"       L2SPEC := { none | default }\n");
	exit(255);
}

static uint32_t parse_id(const char *w)
{
	uint32_t v;

	if (get_u32(&v, w, 0))
		invarg("invalid ID\n", w);
	return v;
}

static uint16_t parse_port(const char *w)
{
	uint16_t v;

	if (get_u16(&v, w, 0))
		invarg("invalid port\n", w);
	return v;
}

/* Any address of either family, whatever -4 or -6 says; "any" (and the
 * other names of no address) leaves it unset. */
static void parse_addr(struct l2tp_addr *a, const char *w)
{
	struct inet_prefix p;

	if (!strcmp(w, "any") || !strcmp(w, "all") || !strcmp(w, "default")) {
		a->len = 0;
		return;
	}
	if (inet_parse_addr(&p, w, AF_UNSPEC))
		inet_addr_error(w, AF_UNSPEC);
	a->len = p.bytelen;
	memcpy(a->data, p.data, (size_t)p.bytelen);
}

static bool parse_onoff(const char *w, const char *key)
{
	int v = parse_on_off(w);
	char msg[40];

	if (v < 0) {
		snprintf(msg, sizeof(msg), "invalid option for %s\n", key);
		invarg(msg, w);
	}
	return v;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static int parse_cookie(uint8_t *out, const char *w)
{
	size_t i, n = strlen(w);

	if (n != 8 && n != 16)
		invarg("cookie must be either 8 or 16 hex digits\n", w);
	for (i = 0; i < n; i += 2) {
		int hi = hex_digit(w[i]), lo = hex_digit(w[i + 1]);

		if (hi < 0 || lo < 0)
			invarg("cookie must be a hex string\n", w);
		out[i / 2] = (uint8_t)(hi << 4 | lo);
	}
	return (int)n / 2;
}

static void parse_seq(struct l2tp_parm *p, const char *w)
{
	if (!strcmp(w, "both")) {
		p->recv_seq = p->send_seq = true;
	} else if (!strcmp(w, "recv")) {
		p->recv_seq = true;
	} else if (!strcmp(w, "send")) {
		p->send_seq = true;
	} else if (!strcmp(w, "none")) {
		p->recv_seq = p->send_seq = false;
	} else {
		fprintf(stderr, "Unknown seq value \"%s\"\n", w);
		exit(255);
	}
}

static uint16_t parse_encap(const char *w)
{
	if (!strcmp(w, "ip"))
		return L2TP_ENCAPTYPE_IP;
	if (!strcmp(w, "udp"))
		return L2TP_ENCAPTYPE_UDP;
	fprintf(stderr, "Unknown tunnel encapsulation \"%s\"\n", w);
	exit(255);
}

static uint8_t parse_l2spec(const char *w)
{
	if (!strcmp(w, "none"))
		return L2TP_L2SPECTYPE_NONE;
	if (!strcmp(w, "default"))
		return L2TP_L2SPECTYPE_DEFAULT;
	fprintf(stderr, "Unknown layer2specific header type \"%s\"\n", w);
	exit(255);
}

/* 1 to 15 characters, no '/' nor white space ("." is fine here). */
static const char *parse_name(const char *w)
{
	size_t n = strlen(w);
	const char *c;

	for (c = w; *c; c++)
		if (*c == '/' || isspace((unsigned char)*c))
			break;
	if (!n || n >= IFNAMSIZ || *c)
		invarg("\"name\" not a valid ifname", w);
	return w;
}

/* The words that take a value; false when w is none of them. */
static bool parse_tunnel_word(struct l2tp_parm *p, const char *w,
			      struct args *a)
{
	if (!strcmp(w, "encap"))
		p->encap = parse_encap(args_next(a));
	else if (!strcmp(w, "local"))
		parse_addr(&p->local, args_next(a));
	else if (!strcmp(w, "remote"))
		parse_addr(&p->remote, args_next(a));
	else if (!strcmp(w, "tunnel_id"))
		p->tunnel_id = parse_id(args_next(a));
	else if (!strcmp(w, "peer_tunnel_id"))
		p->peer_tunnel_id = parse_id(args_next(a));
	else if (!strcmp(w, "udp_sport"))
		p->local_port = parse_port(args_next(a));
	else if (!strcmp(w, "udp_dport"))
		p->peer_port = parse_port(args_next(a));
	else if (!strcmp(w, "udp_csum"))
		p->udp_csum = parse_onoff(args_next(a), w);
	else if (!strcmp(w, "udp6_csum_tx"))
		p->csum6_tx = parse_onoff(args_next(a), w);
	else if (!strcmp(w, "udp6_csum_rx"))
		p->csum6_rx = parse_onoff(args_next(a), w);
	else
		return false;
	return true;
}

static bool parse_session_word(struct l2tp_parm *p, const char *w,
			       struct args *a)
{
	if (!strcmp(w, "name"))
		p->ifname = parse_name(args_next(a));
	else if (!strcmp(w, "session_id"))
		p->session_id = parse_id(args_next(a));
	else if (!strcmp(w, "peer_session_id"))
		p->peer_session_id = parse_id(args_next(a));
	else if (!strcmp(w, "cookie"))
		p->cookie_len = parse_cookie(p->cookie, args_next(a));
	else if (!strcmp(w, "peer_cookie"))
		p->peer_cookie_len = parse_cookie(p->peer_cookie,
						  args_next(a));
	else if (!strcmp(w, "seq"))
		parse_seq(p, args_next(a));
	else if (!strcmp(w, "l2spec_type"))
		p->l2spec_type = parse_l2spec(args_next(a));
	else
		return false;
	return true;
}

static void parse_args(struct args *a, struct l2tp_parm *p)
{
	p->encap = L2TP_ENCAPTYPE_UDP;
	p->csum6_tx = p->csum6_rx = true;
	p->l2spec_type = L2TP_L2SPECTYPE_DEFAULT;
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (parse_tunnel_word(p, w, a) || parse_session_word(p, w, a))
			continue;
		if (!strcmp(w, "tunnel")) {
			p->tunnel = true;
		} else if (!strcmp(w, "session")) {
			p->session = true;
		} else if (!strcmp(w, "offset") || !strcmp(w, "peer_offset")) {
			fprintf(stderr, "Ignoring option \"%s\"\n", w);
			args_next(a);
		} else if (matches(w, "help")) {
			l2tp_usage();
		} else {
			fprintf(stderr, "Unknown command: %s\n", w);
			l2tp_usage();
		}
	}
}

/* --- add and delete --- */

static void put_addr(struct nlmsghdr *nlh, const struct l2tp_addr *a,
		     int v4_type, int v6_type)
{
	nl_attr_put(nlh, a->len == 16 ? v6_type : v4_type, (size_t)a->len,
		     a->data);
}

static void put_tunnel(struct nlmsghdr *nlh, const struct l2tp_parm *p)
{
	if (!p->tunnel_id)
		missarg("tunnel_id");
	if (!p->peer_tunnel_id)
		missarg("peer_tunnel_id");
	if (!p->local.len)
		missarg("local");
	if (!p->remote.len)
		missarg("remote");
	if (p->encap == L2TP_ENCAPTYPE_UDP) {
		if (!p->local_port)
			missarg("udp_sport");
		if (!p->peer_port)
			missarg("udp_dport");
	}
	nl_attr_put_u32(nlh, L2TP_ATTR_CONN_ID, p->tunnel_id);
	nl_attr_put_u32(nlh, L2TP_ATTR_PEER_CONN_ID, p->peer_tunnel_id);
	nl_attr_put_u8(nlh, L2TP_ATTR_PROTO_VERSION, 3);
	nl_attr_put_u16(nlh, L2TP_ATTR_ENCAP_TYPE, p->encap);
	put_addr(nlh, &p->local, L2TP_ATTR_IP_SADDR, L2TP_ATTR_IP6_SADDR);
	put_addr(nlh, &p->remote, L2TP_ATTR_IP_DADDR, L2TP_ATTR_IP6_DADDR);
	if (p->encap != L2TP_ENCAPTYPE_UDP)
		return;
	nl_attr_put_u16(nlh, L2TP_ATTR_UDP_SPORT, p->local_port);
	nl_attr_put_u16(nlh, L2TP_ATTR_UDP_DPORT, p->peer_port);
	if (p->udp_csum)
		nl_attr_put_u8(nlh, L2TP_ATTR_UDP_CSUM, 1);
	if (!p->csum6_tx)
		nl_attr_put(nlh, L2TP_ATTR_UDP_ZERO_CSUM6_TX, 0, NULL);
	if (!p->csum6_rx)
		nl_attr_put(nlh, L2TP_ATTR_UDP_ZERO_CSUM6_RX, 0, NULL);
}

static void put_session(struct nlmsghdr *nlh, const struct l2tp_parm *p)
{
	if (!p->tunnel_id)
		missarg("tunnel_id");
	if (!p->peer_session_id)
		missarg("peer_session_id");
	if (!p->session_id)
		missarg("session_id");
	nl_attr_put_u32(nlh, L2TP_ATTR_CONN_ID, p->tunnel_id);
	nl_attr_put_u32(nlh, L2TP_ATTR_PEER_CONN_ID, p->peer_tunnel_id);
	nl_attr_put_u32(nlh, L2TP_ATTR_SESSION_ID, p->session_id);
	nl_attr_put_u32(nlh, L2TP_ATTR_PEER_SESSION_ID, p->peer_session_id);
	nl_attr_put_u16(nlh, L2TP_ATTR_PW_TYPE, L2TP_PWTYPE_ETH);
	nl_attr_put_u8(nlh, L2TP_ATTR_L2SPEC_TYPE, p->l2spec_type);
	nl_attr_put_u8(nlh, L2TP_ATTR_L2SPEC_LEN,
			p->l2spec_type == L2TP_L2SPECTYPE_DEFAULT ? 4 : 0);
	if (p->recv_seq)
		nl_attr_put_u8(nlh, L2TP_ATTR_RECV_SEQ, 1);
	if (p->send_seq)
		nl_attr_put_u8(nlh, L2TP_ATTR_SEND_SEQ, 1);
	if (p->cookie_len)
		nl_attr_put(nlh, L2TP_ATTR_COOKIE, (size_t)p->cookie_len,
			     p->cookie);
	if (p->peer_cookie_len)
		nl_attr_put(nlh, L2TP_ATTR_PEER_COOKIE,
			     (size_t)p->peer_cookie_len, p->peer_cookie);
	if (p->ifname)
		nl_attr_put_strz(nlh, L2TP_ATTR_IFNAME, p->ifname);
}

/* "tunnel" anywhere makes it a tunnel, even with "session" too. */
static int l2tp_add(struct nl_sess *s, uint16_t id, const struct l2tp_parm *p)
{
	char buf[NL_REQ_SIZE] = { 0 };
	bool session = !p->tunnel;
	struct nlmsghdr *nlh;

	nlh = genl_msg_start(buf, id, session ? L2TP_CMD_SESSION_CREATE :
			     L2TP_CMD_TUNNEL_CREATE, L2TP_GENL_VERSION, 0);
	if (session)
		put_session(nlh, p);
	else
		put_tunnel(nlh, p);
	return nl_ask(s, nlh, NULL, NULL);
}

/* Each word asks for its id; a session_id makes even "del tunnel" delete
 * that session. */
static int l2tp_del(struct nl_sess *s, uint16_t id, const struct l2tp_parm *p)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nlmsghdr *nlh;

	if (p->tunnel && !p->tunnel_id)
		missarg("tunnel_id");
	if (p->session && !p->session_id)
		missarg("session_id");
	nlh = genl_msg_start(buf, id, p->session_id ? L2TP_CMD_SESSION_DELETE :
			     L2TP_CMD_TUNNEL_DELETE, L2TP_GENL_VERSION, 0);
	nl_attr_put_u32(nlh, L2TP_ATTR_CONN_ID, p->tunnel_id);
	if (p->session_id)
		nl_attr_put_u32(nlh, L2TP_ATTR_SESSION_ID, p->session_id);
	return nl_ask(s, nlh, NULL, NULL);
}

/* --- the command --- */

enum l2tp_cmd { L2TP_ADD, L2TP_DEL, L2TP_SHOW };

static enum l2tp_cmd parse_cmd(const char *w)
{
	if (matches(w, "add"))
		return L2TP_ADD;
	if (matches(w, "delete"))
		return L2TP_DEL;
	if (matches(w, "show") || matches(w, "list") || matches(w, "lst"))
		return L2TP_SHOW;
	if (matches(w, "help"))
		l2tp_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip l2tp help\".\n", w);
	exit(255);
}

int do_l2tp(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct l2tp_parm p = { 0 };
	enum l2tp_cmd cmd;
	struct nl_sess *s;
	uint16_t id;

	if (!args_more(&a) || matches(args_cur(&a), "help"))
		l2tp_usage();
	/* The reference ends even a batch when the family is missing. */
	if (genl_cmd_open(L2TP_GENL_NAME, &s, &id))
		exit(1);
	cmd = parse_cmd(args_cur(&a));
	args_skip(&a);
	if (!args_more(&a))
		l2tp_usage();
	parse_args(&a, &p);
	if (!p.tunnel && !p.session)
		missarg("tunnel or session");
	if (cmd == L2TP_ADD)
		return l2tp_add(s, id, &p);
	if (cmd == L2TP_DEL)
		return l2tp_del(s, id, &p);
	/* "session" anywhere makes it the sessions */
	return l2tp_show(s, id, &p, p.session);
}
