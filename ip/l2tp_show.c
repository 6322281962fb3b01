// SPDX-License-Identifier: GPL-2.0
/* l2tp_show.c — `ip l2tp show tunnel|session`: the dumps and their output */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/l2tp.h>

#include "genl.h"
#include "inet.h"
#include "l2tp.h"
#include "print.h"
#include "nl.h"

/*
 * The reference keeps one record for a whole dump and overwrites in it
 * what each message carries: a message without an attribute shows the
 * previous message's value. The kernel's messages carry the same set
 * each time, so it is seen only across optional ones (cookies, name,
 * reorder timeout); it is kept here, within bounded copies.
 */
/* The bytes stay from message to message; the family is that of the
 * message (IPv6 when it has no address: the bytes are then shown so). */
struct show_addr {
	bool v4;
	unsigned char data[16];
};

static struct {
	uint32_t tunnel_id, peer_tunnel_id, session_id, peer_session_id;
	uint16_t encap, local_port, peer_port;
	uint8_t udp_csum, recv_seq, send_seq;
	struct show_addr local, remote;
	uint8_t cookie[8], peer_cookie[8];
	int cookie_len, peer_cookie_len;
	uint32_t reorder_timeout;	/* the reference keeps 32 bits */
	char ifname[64];
	bool has_ifname;
} st;

static const enum mnl_attr_data_type attr_type[L2TP_ATTR_MAX + 1] = {
	[L2TP_ATTR_ENCAP_TYPE] = MNL_TYPE_U16,
	[L2TP_ATTR_IFNAME] = MNL_TYPE_BINARY,
	[L2TP_ATTR_CONN_ID] = MNL_TYPE_U32,
	[L2TP_ATTR_PEER_CONN_ID] = MNL_TYPE_U32,
	[L2TP_ATTR_SESSION_ID] = MNL_TYPE_U32,
	[L2TP_ATTR_PEER_SESSION_ID] = MNL_TYPE_U32,
	[L2TP_ATTR_UDP_CSUM] = MNL_TYPE_U8,
	[L2TP_ATTR_COOKIE] = MNL_TYPE_BINARY,
	[L2TP_ATTR_PEER_COOKIE] = MNL_TYPE_BINARY,
	[L2TP_ATTR_RECV_SEQ] = MNL_TYPE_U8,
	[L2TP_ATTR_SEND_SEQ] = MNL_TYPE_U8,
	[L2TP_ATTR_RECV_TIMEOUT] = MNL_TYPE_U64,
	[L2TP_ATTR_IP_SADDR] = MNL_TYPE_U32,
	[L2TP_ATTR_IP_DADDR] = MNL_TYPE_U32,
	[L2TP_ATTR_UDP_SPORT] = MNL_TYPE_U16,
	[L2TP_ATTR_UDP_DPORT] = MNL_TYPE_U16,
	[L2TP_ATTR_IP6_SADDR] = MNL_TYPE_BINARY,
	[L2TP_ATTR_IP6_DADDR] = MNL_TYPE_BINARY,
	[L2TP_ATTR_UDP_ZERO_CSUM6_TX] = MNL_TYPE_FLAG,
	[L2TP_ATTR_UDP_ZERO_CSUM6_RX] = MNL_TYPE_FLAG,
};

static int attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int t = mnl_attr_get_type(a);
	uint16_t len;

	if (mnl_attr_type_valid(a, L2TP_ATTR_MAX) < 0 || !attr_type[t] ||
	    mnl_attr_validate(a, attr_type[t]) < 0)
		return MNL_CB_OK;
	len = mnl_attr_get_payload_len(a);
	if ((t == L2TP_ATTR_IP6_SADDR || t == L2TP_ATTR_IP6_DADDR) && len != 16)
		return MNL_CB_OK;
	tb[t] = a;
	return MNL_CB_OK;
}

static void get_u32_attr(uint32_t *v, const struct nlattr *a)
{
	if (a)
		*v = mnl_attr_get_u32(a);
}

static void get_u16_attr(uint16_t *v, const struct nlattr *a)
{
	if (a)
		*v = mnl_attr_get_u16(a);
}

static void get_u8_attr(uint8_t *v, const struct nlattr *a)
{
	if (a)
		*v = mnl_attr_get_u8(a);
}

/* A cookie: what fits of it is copied over the previous one; its length
 * says how much is shown (8 bytes for 8, else 4, as the reference). */
static void get_cookie(uint8_t *buf, int *len, const struct nlattr *a)
{
	uint16_t n;

	if (!a)
		return;
	n = mnl_attr_get_payload_len(a);
	memcpy(buf, mnl_attr_get_payload(a), n < 8 ? n : 8);
	*len = n;
}

/* The name up to its NUL or the end of the attribute, whichever first. */
static void get_name(const struct nlattr *a)
{
	size_t n = mnl_attr_get_payload_len(a);
	const char *p = mnl_attr_get_payload(a);

	if (n > sizeof(st.ifname) - 1)
		n = sizeof(st.ifname) - 1;
	n = strnlen(p, n);
	memcpy(st.ifname, p, n);
	st.ifname[n] = '\0';
	st.has_ifname = true;
}

static void get_addr(struct show_addr *addr, const struct nlattr *v4,
		     const struct nlattr *v6)
{
	addr->v4 = v4;
	if (v4)
		memcpy(addr->data, mnl_attr_get_payload(v4), 4);
	else if (v6)
		memcpy(addr->data, mnl_attr_get_payload(v6), 16);
}

static int parse_msg(const struct nlmsghdr *nlh, const struct nlattr **tb)
{
	if (!genl_msg_ok(nlh))
		return -1;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, attr_cb, tb);
	get_u32_attr(&st.tunnel_id, tb[L2TP_ATTR_CONN_ID]);
	get_u32_attr(&st.peer_tunnel_id, tb[L2TP_ATTR_PEER_CONN_ID]);
	get_u32_attr(&st.session_id, tb[L2TP_ATTR_SESSION_ID]);
	get_u32_attr(&st.peer_session_id, tb[L2TP_ATTR_PEER_SESSION_ID]);
	get_u16_attr(&st.encap, tb[L2TP_ATTR_ENCAP_TYPE]);
	get_u16_attr(&st.local_port, tb[L2TP_ATTR_UDP_SPORT]);
	get_u16_attr(&st.peer_port, tb[L2TP_ATTR_UDP_DPORT]);
	get_u8_attr(&st.udp_csum, tb[L2TP_ATTR_UDP_CSUM]);
	get_u8_attr(&st.recv_seq, tb[L2TP_ATTR_RECV_SEQ]);
	get_u8_attr(&st.send_seq, tb[L2TP_ATTR_SEND_SEQ]);
	get_addr(&st.local, tb[L2TP_ATTR_IP_SADDR], tb[L2TP_ATTR_IP6_SADDR]);
	get_addr(&st.remote, tb[L2TP_ATTR_IP_DADDR], tb[L2TP_ATTR_IP6_DADDR]);
	get_cookie(st.cookie, &st.cookie_len, tb[L2TP_ATTR_COOKIE]);
	get_cookie(st.peer_cookie, &st.peer_cookie_len,
		   tb[L2TP_ATTR_PEER_COOKIE]);
	if (tb[L2TP_ATTR_RECV_TIMEOUT])
		st.reorder_timeout =
			(uint32_t)mnl_attr_get_u64(tb[L2TP_ATTR_RECV_TIMEOUT]);
	if (tb[L2TP_ATTR_IFNAME])
		get_name(tb[L2TP_ATTR_IFNAME]);
	return 0;
}

/* --- tunnels --- */

static const char *addr_str(const struct show_addr *a, char *buf,
			    unsigned int sz)
{
	return inet_fmt(a->v4 ? AF_INET : AF_INET6, a->data, buf, sz);
}

static const char *encap_name(uint16_t encap)
{
	if (encap == L2TP_ENCAPTYPE_UDP)
		return "UDP";
	if (encap == L2TP_ENCAPTYPE_IP)
		return "IP";
	return "??";
}

static void print_csum6(bool tx, bool rx)
{
	const char *text = "disabled";

	if (tx && rx)
		text = "enabled";
	else if (tx)
		text = "tx";
	else if (rx)
		text = "rx";
	pr_bool(PR_JSON, "checksum_tx", NULL, tx);
	pr_bool(PR_JSON, "checksum_rx", NULL, rx);
	pr_text("  UDP checksum: %s\n", text);
}

static void print_udp(const struct nlattr **tb)
{
	pr_uint(PR_ANY, "local_port", "  UDP source / dest ports: %u",
		st.local_port);
	pr_uint(PR_ANY, "peer_port", "/%u", st.peer_port);
	pr_nl();
	if (!st.local.v4) {
		print_csum6(!tb[L2TP_ATTR_UDP_ZERO_CSUM6_TX],
			    !tb[L2TP_ATTR_UDP_ZERO_CSUM6_RX]);
		return;
	}
	pr_bool(PR_JSON, "checksum", NULL, st.udp_csum);
	pr_text("  UDP checksum: %s\n", st.udp_csum ? "enabled" : "disabled");
}

static int tunnel_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[L2TP_ATTR_MAX + 1] = { NULL };
	char buf[INET6_ADDRSTRLEN];

	(void)data;
	if (parse_msg(nlh, tb))
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_uint(PR_ANY, "tunnel_id", "Tunnel %u,", st.tunnel_id);
	pr_str(PR_ANY, "encap", " encap %s", encap_name(st.encap));
	pr_nl();
	pr_str(PR_ANY, "local", "  From %s ",
	       addr_str(&st.local, buf, sizeof(buf)));
	pr_str(PR_ANY, "peer", "to %s",
	       addr_str(&st.remote, buf, sizeof(buf)));
	pr_nl();
	pr_uint(PR_ANY, "peer_tunnel", "  Peer tunnel %u", st.peer_tunnel_id);
	pr_nl();
	if (st.encap == L2TP_ENCAPTYPE_UDP)
		print_udp(tb);
	pr_close_object();
	return MNL_CB_OK;
}

/* --- sessions --- */

static void print_cookie(const char *key, const char *fmt,
			 const uint8_t *c, int len)
{
	char hex[17];
	int i;

	len = len == 8 ? 8 : 4;
	for (i = 0; i < len; i++)
		snprintf(hex + 2 * i, 3, "%02x", c[i]);
	hex[2 * len] = '\0';
	pr_str(PR_ANY, key, fmt, hex);
}

static void print_session_opts(void)
{
	if (st.cookie_len)
		print_cookie("cookie", "  cookie %s", st.cookie, st.cookie_len);
	if (st.peer_cookie_len)
		print_cookie("peer_cookie", "  peer cookie %s", st.peer_cookie,
			     st.peer_cookie_len);
	if (st.reorder_timeout)
		pr_uint(PR_ANY, "reorder_timeout", "  reorder timeout: %u",
			st.reorder_timeout);
	if (st.send_seq || st.recv_seq) {
		pr_nl();
		pr_text("  sequence numbering:");
	}
	if (st.send_seq)
		pr_null(PR_ANY, "send_seq", " send%s", "");
	if (st.recv_seq)
		pr_null(PR_ANY, "recv_seq", " recv%s", "");
	pr_text("\n");
}

static int session_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[L2TP_ATTR_MAX + 1] = { NULL };

	(void)data;
	if (parse_msg(nlh, tb))
		return MNL_CB_OK;
	pr_open_object(NULL);
	pr_uint(PR_ANY, "session_id", "Session %u", st.session_id);
	pr_uint(PR_ANY, "tunnel_id", " in tunnel %u", st.tunnel_id);
	pr_nl();
	pr_uint(PR_ANY, "peer_session_id", "  Peer session %u,",
		st.peer_session_id);
	pr_uint(PR_ANY, "peer_tunnel_id", " tunnel %u", st.peer_tunnel_id);
	pr_nl();
	if (st.has_ifname) {
		pr_str(PR_ANY, "interface", "  interface name: %s", st.ifname);
		pr_nl();
	}
	pr_text("  offset 0, peer offset 0\n");
	print_session_opts();
	pr_close_object();
	return MNL_CB_OK;
}

int l2tp_show(struct nl_sess *s, uint16_t id, const struct l2tp_parm *p,
	      bool sessions)
{
	char buf[NL_REQ_SIZE] = { 0 };
	struct nlmsghdr *nlh;

	memset(&st, 0, sizeof(st));
	nlh = genl_msg_start(buf, id, sessions ? L2TP_CMD_SESSION_GET :
			     L2TP_CMD_TUNNEL_GET, L2TP_GENL_VERSION, NLM_F_DUMP);
	if (sessions && p->tunnel_id && p->session_id) {
		nl_attr_put_u32(nlh, L2TP_ATTR_CONN_ID, p->tunnel_id);
		nl_attr_put_u32(nlh, L2TP_ATTR_SESSION_ID, p->session_id);
	} else if (!sessions && p->tunnel_id) {
		nl_attr_put_u32(nlh, L2TP_ATTR_CONN_ID, p->tunnel_id);
	}
	/* A failed dump ends a batch too, as in the reference. */
	if (genl_cmd_dump(s, nlh, sessions ? session_print : tunnel_print))
		exit(1);
	return 0;
}
