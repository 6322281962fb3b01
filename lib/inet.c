// SPDX-License-Identifier: GPL-2.0
/* inet.c — IPv4/IPv6 address and prefix parsing and formatting */
#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "inet.h"

/*
 * IPv4 as the reference reads it: one to four parts, each a number in C
 * notation (010 is octal, 0x10 hex) up to 255; missing parts are zero, so
 * "10" is 10.0.0.0 and "127.1" is 127.1.0.0.
 */
static int parse_ipv4(const char *s, unsigned char *out)
{
	int n = 0;

	memset(out, 0, 4);
	if (!*s)
		return -1;
	while (*s) {
		char *end;
		unsigned long v;

		if (n == 4 || !isdigit((unsigned char)*s))
			return -1;
		v = strtoul(s, &end, 0);
		if (v > 255 || end == s)
			return -1;
		out[n++] = (unsigned char)v;
		s = end;
		if (*s == '.') {
			s++;
			if (!*s)
				return -1;
		} else if (*s) {
			return -1;
		}
	}
	return 0;
}

/*
 * An MPLS label stack "L1/L2/...", the text from s to stop: each label a
 * number of strtoul's C notation below 2^20, as the reference reads them
 * (so " 5", "+5" and "-0" pass, "-1" does not). Written as the kernel's
 * label stack entries, the last one with the bottom-of-stack bit.
 */
static int parse_mpls(struct inet_prefix *p, const char *s, const char *stop)
{
	int n = 0;

	for (;;) {
		char *end;
		unsigned long v;
		uint32_t entry;

		if (n == INET_MAX_LABELS) {
			fprintf(stderr, "Error: too many labels.\n");
			return -1;
		}
		errno = 0;
		v = strtoul(s, &end, 0);
		if (end == s || v >= (1ul << 20) || end > stop)
			return -1;
		entry = (uint32_t)v << 12;
		if (end == stop)
			entry |= 1u << 8;	/* bottom of stack */
		else if (*end != '/')
			return -1;
		entry = htonl(entry);
		memcpy(p->data + 4 * n++, &entry, 4);
		if (end == stop)
			break;
		s = end + 1;
	}
	p->family = AF_MPLS;
	p->bytelen = 4 * n;
	p->bitlen = 20;
	return 0;
}

int inet_parse_addr(struct inet_prefix *p, const char *s, int family)
{
	memset(p, 0, sizeof(*p));
	if (family == AF_MPLS)
		return parse_mpls(p, s, s + strlen(s));
	if ((family == AF_UNSPEC || family == AF_INET) && !strchr(s, ':')) {
		if (parse_ipv4(s, p->data))
			return -1;
		p->family = AF_INET;
		p->bytelen = 4;
		p->bitlen = 32;
		return 0;
	}
	if ((family == AF_UNSPEC || family == AF_INET6) && strchr(s, ':')) {
		if (inet_pton(AF_INET6, s, p->data) != 1)
			return -1;
		p->family = AF_INET6;
		p->bytelen = 16;
		p->bitlen = 128;
		return 0;
	}
	return -1;
}

int inet_parse_prefix(struct inet_prefix *p, const char *s, int family)
{
	char buf[INET6_ADDRSTRLEN + 8];
	const char *slash = strchr(s, '/');
	uint32_t len;

	if (!slash)
		return inet_parse_addr(p, s, family);
	if (family == AF_MPLS) {
		/* one label before the slash, a length of up to 20 after it
		 * (or a netmask, which the reference takes here too) */
		struct in_addr m;

		memset(p, 0, sizeof(*p));
		if (parse_mpls(p, s, slash))
			return -1;
		if (!get_u32(&len, slash + 1, 0)) {
			if (len > 20)
				return -1;
		} else if (parse_ipv4(slash + 1, (unsigned char *)&m) == 0) {
			uint32_t h = ntohl(m.s_addr);

			if (h & (~h >> 1))
				return -1;
			for (len = 0; h & 0x80000000u; h <<= 1)
				len++;
			if (len > 20)
				return -1;
		} else {
			return -1;
		}
		p->bitlen = (int)len;
		p->has_len = true;
		return 0;
	}
	if ((size_t)(slash - s) >= sizeof(buf))
		return -1;
	memcpy(buf, s, (size_t)(slash - s));
	buf[slash - s] = '\0';
	if (inet_parse_addr(p, buf, family))
		return -1;
	if (p->family == AF_INET && strchr(slash + 1, '.')) {
		/* a netmask instead of a length, as ifupdown writes them:
		 * accepted when its ones are contiguous */
		struct in_addr m;
		uint32_t h;

		if (inet_pton(AF_INET, slash + 1, &m) != 1)
			return -1;
		h = ntohl(m.s_addr);
		if (h & (~h >> 1))	/* a one after a zero */
			return -1;
		len = 0;
		while (h & 0x80000000u) {
			len++;
			h <<= 1;
		}
	} else if (get_u32(&len, slash + 1, 0) || len > (uint32_t)p->bitlen) {
		return -1;
	}
	p->bitlen = (int)len;
	p->has_len = true;
	return 0;
}

int inet_resolve;

/* -r: a host name from the resolver (hosts file, DNS), else the number. */
static const char *resolve(int af, const void *data, char *buf,
			   unsigned int sz)
{
	struct sockaddr_storage ss = { 0 };
	socklen_t len;

	if (af == AF_INET) {
		struct sockaddr_in *sin = (struct sockaddr_in *)&ss;

		sin->sin_family = AF_INET;
		memcpy(&sin->sin_addr, data, 4);
		len = sizeof(*sin);
	} else if (af == AF_INET6) {
		struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *)&ss;

		sin6->sin6_family = AF_INET6;
		memcpy(&sin6->sin6_addr, data, 16);
		len = sizeof(*sin6);
	} else {
		return NULL;
	}
	if (getnameinfo((struct sockaddr *)&ss, len, buf, sz, NULL, 0,
			NI_NAMEREQD))
		return NULL;
	return buf;
}

const char *inet_fmt(int af, const void *data, char *buf, unsigned int sz)
{
	if (inet_resolve && resolve(af, data, buf, sz))
		return buf;
	if (!inet_ntop(af, data, buf, sz))
		snprintf(buf, sz, "???");
	return buf;
}

static const char *fmt_mpls(const unsigned char *d, size_t len, char *buf,
			    unsigned int sz)
{
	size_t off = 0;

	buf[0] = '\0';
	for (size_t i = 0; i + 4 <= len && off < sz; i += 4) {
		uint32_t e;
		int n;

		memcpy(&e, d + i, 4);
		e = ntohl(e);
		n = snprintf(buf + off, sz - off, "%s%u", i ? "/" : "",
			     e >> 12);
		if (n < 0)
			break;
		off += (size_t)n;
		if (e & (1u << 8))
			break;
	}
	return buf;
}

const char *inet_fmt_len(int af, const void *data, size_t len, char *buf,
			 unsigned int sz)
{
	if (!sz)
		return buf;
	if (af == AF_MPLS)
		return fmt_mpls(data, len, buf, sz);
	if (af == AF_PACKET)
		return format_lladdr(data, len > 64 ? 64 : (int)len, buf, sz);
	if ((af == AF_INET && len < 4) || (af == AF_INET6 && len < 16)) {
		snprintf(buf, sz, "???");
		return buf;
	}
	return inet_fmt(af, data, buf, sz);
}

const char *family_name(int af)
{
	switch (af) {
	case AF_INET: return "inet";
	case AF_INET6: return "inet6";
	case AF_PACKET: return "link";
	case AF_BRIDGE: return "bridge";
	case AF_MPLS: return "mpls";
	default: return "???";
	}
}

bool inet_prefix_match(const struct inet_prefix *p, const void *addr,
		       int bitlen)
{
	const unsigned char *a = addr;
	int bits = p->bitlen, i;

	if (bitlen < bits)
		return false;
	for (i = 0; bits >= 8; i++, bits -= 8)
		if (a[i] != p->data[i])
			return false;
	if (bits) {
		unsigned char mask = (unsigned char)(0xff << (8 - bits));

		if ((a[i] ^ p->data[i]) & mask)
			return false;
	}
	return true;
}

/*
 * The reference's words for a value that is not a prefix (address) of
 * family: -0 allows none at all, no family asks for "any valid" one, any
 * other family is named ("???" for one it has no name for, such as the
 * multicast routing families).
 */
static void __attribute__((noreturn)) inet_error(const char *v, int family,
						 const char *what)
{
	if (family == AF_PACKET)
		fprintf(stderr, "Error: \"%s\" may be inet %s, but it is not allowed in this context.\n",
			v, what);
	else
		fprintf(stderr, "Error: %s %s is expected rather than \"%s\".\n",
			family == AF_UNSPEC ? "any valid" : family_name(family),
			what, v);
	exit(1);
}

void inet_prefix_error(const char *v, int family)
{
	inet_error(v, family, "prefix");
}

void inet_addr_error(const char *v, int family)
{
	inet_error(v, family, "address");
}
