/* SPDX-License-Identifier: GPL-2.0 */
/* kind_util.h — small helpers shared by the link kinds of this branch */
#ifndef NLROUTE_KIND_UTIL_H
#define NLROUTE_KIND_UTIL_H

#include "link_kind.h"

/*
 * The parser of a kind that takes no options: the reference reads and
 * ignores whatever words follow the kind (even "help"), then sends the
 * request.
 */
int kind_ignore_args(struct link_req *req, struct args *a);

#endif

/* An IPv4 or IPv6 address read from the command line. */
struct kaddr {
	int family;		/* AF_INET, AF_INET6 */
	int len;		/* 4 or 16 */
	unsigned char data[16];
};

/*
 * Read an address the way the reference does for tunnel endpoints:
 * IPv6 when the word has a colon, else a dotted quad whose missing
 * trailing parts are zero ("10.1" is 10.1.0.0). *family locks the
 * family: AF_UNSPEC accepts either and is then set to what was read.
 * Prints the reference's message and returns 1 on a bad word.
 */
int kind_get_addr(const char *word, int *family, struct kaddr *out);
/* The same without a message. */
int kind_get_addr_quiet(const char *word, int *family, struct kaddr *out);

bool kaddr_is_any(const struct kaddr *a);
bool kaddr_is_multicast(const struct kaddr *a);

/* Print an address attribute (4 or 16 bytes) under key / key6. */
void kind_print_addr(const struct nlattr *attr, const char *key,
		     const char *key6, const char *fmt);

/*
 * Values shared by the UDP tunnels (vxlan, geneve). Each exits with the
 * reference's "argument is wrong" message on a bad word.
 * kind_parse_ttl: 0..255 or "auto" (0); returns -1 for "inherit".
 * kind_parse_tos: hex byte or "inherit" (1).
 * kind_parse_df: unset/set/inherit (0/1/2, as VXLAN_DF_* and GENEVE_DF_*).
 * kind_parse_label: 20-bit flow label, returned in host order.
 */
int kind_parse_ttl(const char *w);
uint8_t kind_parse_tos(const char *w);
uint8_t kind_parse_df(const char *w);
uint32_t kind_parse_label(const char *w);

/* The name of a device index a kind's data names: "*" for 0, "ifN"
 * for an index without a device, as the reference shows them. */
const char *kind_ifname(uint32_t ifindex);

/* Ethernet protocol names ("802.1Q", "ip", ...) as the reference knows
 * them: name (any case) or number to host-order id; 0 or -1. */
int kind_proto_a2n(const char *w, uint16_t *id);
/* The name of an id, or "0x%04x" written into buf. */
const char *kind_proto_n2a(uint16_t id, char *buf, size_t sz);
