/* inet.c — IPv4/IPv6 address and prefix parsing and formatting */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "inet.h"

/*
 * IPv4 as the reference reads it: one to four dot-separated numbers in
 * any base strtoul takes, each 0..255; missing bytes are zero, so "10"
 * is 10.0.0.0 and "10/8" a prefix.
 */
static int parse_ipv4(const char *s, unsigned char *out)
{
	for (int i = 0; i < 4; i++) {
		unsigned long v;
		char *end;

		if (!*s || *s == '.')
			return -1;
		errno = 0;
		v = strtoul(s, &end, 0);
		if (end == s || errno || v > 255)
			return -1;
		out[i] = (unsigned char)v;
		if (!*end)
			return 0;
		if (*end != '.')
			return -1;
		s = end + 1;
	}
	return -1;
}

int inet_parse_addr(struct inet_prefix *p, const char *s, int family)
{
	memset(p, 0, sizeof(*p));
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
	if ((size_t)(slash - s) >= sizeof(buf))
		return -1;
	memcpy(buf, s, (size_t)(slash - s));
	buf[slash - s] = '\0';
	if (inet_parse_addr(p, buf, family))
		return -1;
	if (get_u32(&len, slash + 1, 10) || len > (uint32_t)p->bitlen)
		return -1;
	p->bitlen = (int)len;
	p->has_len = true;
	return 0;
}

const char *inet_fmt(int af, const void *data, char *buf, unsigned int sz)
{
	if (!inet_ntop(af, data, buf, sz))
		snprintf(buf, sz, "???");
	return buf;
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
