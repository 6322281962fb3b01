/* SPDX-License-Identifier: GPL-2.0 */
/* inet.h — IPv4/IPv6 addresses and prefixes: parse and format */
#ifndef NLROUTE_INET_H
#define NLROUTE_INET_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/socket.h>

/* room for a stack of 64 MPLS labels, as many as the reference takes */
#define INET_MAX_LABELS 64
#define INET_MAX_BYTES (INET_MAX_LABELS * 4)

struct inet_prefix {
	int family;		/* AF_INET, AF_INET6 or AF_MPLS */
	int bytelen;		/* 4, 16, or 4 per MPLS label */
	int bitlen;		/* prefix length (20 for an MPLS label) */
	bool has_len;		/* "/N" was given */
	unsigned char data[INET_MAX_BYTES];
};

/*
 * Parse "ADDR" or "ADDR/LEN" of the given family (AF_UNSPEC: either).
 * 0 on success, -1 on a bad address, prefix length or family.
 */
int inet_parse_prefix(struct inet_prefix *p, const char *s, int family);
/* A plain address, no "/LEN". */
int inet_parse_addr(struct inet_prefix *p, const char *s, int family);

/* -r: format addresses as host names where the resolver knows them. */
extern int inet_resolve;

/* Format an address of family af from raw bytes. */
const char *inet_fmt(int af, const void *data, char *buf, unsigned int sz);

/*
 * The same for an attribute's payload of len bytes: an MPLS label stack
 * ("100/200", up to the bottom of stack or the payload's end), a
 * link-layer address (AF_PACKET), or an address of the other families.
 */
const char *inet_fmt_len(int af, const void *data, size_t len, char *buf,
			 unsigned int sz);

/* Family name as printed: "inet", "inet6", ... */
const char *family_name(int af);

/* The reference's messages for a bad prefix or address (exit 1). */
void __attribute__((noreturn)) inet_prefix_error(const char *v, int family);
void __attribute__((noreturn)) inet_addr_error(const char *v, int family);

/* Does addr (of p's family) fall inside prefix p? */
bool inet_prefix_match(const struct inet_prefix *p, const void *addr,
		       int bitlen);

#endif
