// SPDX-License-Identifier: GPL-2.0
/* kind_util.c — small helpers shared by the link kinds of this branch */
#include <arpa/inet.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>

#include "print.h"
#include "kind_util.h"
#include "names.h"

const char *kind_ifname(uint32_t ifindex)
{
	return ifindex ? ll_idx_n2a((int)ifindex) : "*";
}

int kind_ignore_args(struct link_req *req, struct args *a)
{
	(void)req;
	while (args_more(a))
		args_skip(a);
	return 0;
}

/* "a[.b[.c[.d]]]", each part a C number (0x.., 0..) up to 255;
 * missing parts are zero. */
static int parse_quad(const char *s, unsigned char *out)
{
	int n = 0;

	memset(out, 0, 4);
	while (n < 4) {
		const char *p = s;
		char *end;
		unsigned long v;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '-')
			return -1;
		v = strtoul(s, &end, 0);
		if (end == s || v > 255)
			return -1;
		out[n++] = (unsigned char)v;
		s = end;
		if (!*s)
			return 0;
		if (*s++ != '.')
			return -1;
	}
	return -1;
}

static const char *family_word(int family)
{
	switch (family) {
	case AF_INET:
		return "inet";
	case AF_INET6:
		return "inet6";
	default:
		return "any valid";
	}
}

static int get_addr(const char *word, int *family, struct kaddr *out,
		    bool quiet)
{
	int ok;

	memset(out, 0, sizeof(*out));
	if (!strcmp(word, "any")) {
		/* the wildcard: no bytes, of the family already chosen */
		out->family = *family;
		return 0;
	}
	if (strchr(word, ':')) {
		out->family = AF_INET6;
		out->len = 16;
		ok = inet_pton(AF_INET6, word, out->data) == 1;
	} else {
		out->family = AF_INET;
		out->len = 4;
		ok = parse_quad(word, out->data) == 0;
	}
	if (!ok || (*family != AF_UNSPEC && *family != out->family)) {
		if (quiet)
			return 1;
		fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
			family_word(*family), word);
		return 1;
	}
	*family = out->family;
	return 0;
}

int kind_get_addr(const char *word, int *family, struct kaddr *out)
{
	return get_addr(word, family, out, false);
}

int kind_get_addr_quiet(const char *word, int *family, struct kaddr *out)
{
	return get_addr(word, family, out, true);
}

bool kaddr_is_any(const struct kaddr *a)
{
	for (int i = 0; i < a->len; i++)
		if (a->data[i])
			return false;
	return true;
}

bool kaddr_is_multicast(const struct kaddr *a)
{
	if (a->family == AF_INET)
		return (a->data[0] & 0xf0) == 0xe0;
	return a->data[0] == 0xff;
}

void kind_print_addr(const struct nlattr *attr, const char *key,
		     const char *key6, const char *fmt)
{
	char buf[INET6_ADDRSTRLEN];
	uint16_t len;

	if (!attr)
		return;
	len = mnl_attr_get_payload_len(attr);
	if (len == 4)
		inet_ntop(AF_INET, mnl_attr_get_payload(attr), buf, sizeof(buf));
	else if (len == 16)
		inet_ntop(AF_INET6, mnl_attr_get_payload(attr), buf,
			  sizeof(buf));
	else
		return;
	pr_str(PR_ANY, len == 4 ? key : key6, fmt, buf);
}

int kind_parse_ttl(const char *w)
{
	uint32_t v;

	if (!strcmp(w, "inherit"))
		return -1;
	if (!strcmp(w, "auto"))
		return 0;
	if (get_u32(&v, w, 0))
		invarg("invalid TTL", w);
	if (v > 255)
		invarg("TTL must be <= 255", w);
	return (int)v;
}

uint8_t kind_parse_tos(const char *w)
{
	uint8_t v;

	if (!strcmp(w, "inherit"))
		return 1;
	if (get_u8(&v, w, 16))
		invarg("bad TOS value", w);
	return v;
}

uint8_t kind_parse_df(const char *w)
{
	static const char *const names[] = { "unset", "set", "inherit" };

	for (uint8_t i = 0; i < 3; i++)
		if (!strcmp(w, names[i]))
			return i;
	invarg("DF must be 'unset', 'set' or 'inherit'", w);
}

uint32_t kind_parse_label(const char *w)
{
	uint32_t v;

	if (get_u32(&v, w, 0) || v & ~0xfffffu)
		invarg("invalid flowlabel", w);
	return v;
}

static const struct {
	uint16_t id;
	const char *name;
} eth_protos[] = {
	{ 0x0060, "loop" }, { 0x0200, "pup" }, { 0x0201, "pupat" },
	{ 0x0800, "ip" }, { 0x0805, "x25" }, { 0x0806, "arp" },
	{ 0x08ff, "bpq" }, { 0x0a00, "ieeepup" }, { 0x0a01, "ieeepupat" },
	{ 0x6000, "dec" }, { 0x6001, "dna_dl" }, { 0x6002, "dna_rc" },
	{ 0x6003, "dna_rt" }, { 0x6004, "lat" }, { 0x6005, "diag" },
	{ 0x6006, "cust" }, { 0x6007, "sca" }, { 0x8035, "rarp" },
	{ 0x809b, "atalk" }, { 0x80f3, "aarp" }, { 0x8137, "ipx" },
	{ 0x86dd, "ipv6" }, { 0x8863, "ppp_disc" }, { 0x8864, "ppp_ses" },
	{ 0x884c, "atmmpoa" }, { 0x8884, "atmfate" }, { 0x8100, "802.1Q" },
	{ 0x88a8, "802.1ad" }, { 0x0001, "802_3" }, { 0x0002, "ax25" },
	{ 0x0003, "all" }, { 0x0004, "802_2" }, { 0x0005, "snap" },
	{ 0x0006, "ddcmp" }, { 0x0007, "wan_ppp" }, { 0x0008, "ppp_mp" },
	{ 0x0009, "localtalk" }, { 0x000c, "can" }, { 0x0010, "ppptalk" },
	{ 0x0011, "tr_802_2" }, { 0x0015, "mobitex" }, { 0x0016, "control" },
	{ 0x0017, "irda" }, { 0x0018, "econet" }, { 0x88ca, "tipc" },
	{ 0x88a2, "aoe" }, { 0x8847, "mpls_uc" }, { 0x8848, "mpls_mc" },
	{ 0x88cc, "lldp" }, { 0x88a4, "ethercat" }, { 0x0800, "ipv4" },
};

#define N_ETH_PROTOS (sizeof(eth_protos) / sizeof(eth_protos[0]))

int kind_proto_a2n(const char *w, uint16_t *id)
{
	for (size_t i = 0; i < N_ETH_PROTOS; i++) {
		if (!strcasecmp(w, eth_protos[i].name)) {
			*id = eth_protos[i].id;
			return 0;
		}
	}
	return get_u16(id, w, 0);
}

const char *kind_proto_n2a(uint16_t id, char *buf, size_t sz)
{
	for (size_t i = 0; i < N_ETH_PROTOS; i++)
		if (eth_protos[i].id == id)
			return eth_protos[i].name;
	snprintf(buf, sz, "0x%04x", id);
	return buf;
}
