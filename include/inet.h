/* SPDX-License-Identifier: GPL-2.0 */
/* inet.h — IPv4/IPv6 addresses and prefixes: parse and format */
#ifndef NLROUTE_INET_H
#define NLROUTE_INET_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/socket.h>

struct inet_prefix {
	int family;		/* AF_INET or AF_INET6 */
	int bytelen;		/* 4 or 16 */
	int bitlen;		/* prefix length */
	bool has_len;		/* "/N" was given */
	unsigned char data[16];
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

/* Family name as printed: "inet", "inet6", ... */
const char *family_name(int af);

/* The reference's messages for a bad prefix or address (exit 1). */
void __attribute__((noreturn)) inet_prefix_error(const char *v, int family);
void __attribute__((noreturn)) inet_addr_error(const char *v, int family);

/* Does addr (of p's family) fall inside prefix p? */
bool inet_prefix_match(const struct inet_prefix *p, const void *addr,
		       int bitlen);

#endif
