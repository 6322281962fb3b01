// SPDX-License-Identifier: GPL-2.0
/* args.c — argument cursor, keyword matching and value parsers */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>

#include "args.h"

const char *prog_name = "ip";

bool matches(const char *word, const char *keyword)
{
	size_t len = strlen(word);

	if (!len || len > strlen(keyword))
		return false;
	return !memcmp(keyword, word, len);
}

bool is(const char *word, const char *keyword)
{
	return !strcmp(word, keyword);
}

void incomplete_command(void)
{
	fprintf(stderr, "Command line is not complete. Try option \"help\"\n");
	exit(255);
}

void invarg(const char *msg, const char *arg)
{
	fprintf(stderr, "Error: argument \"%s\" is wrong: %s\n", arg, msg);
	exit(255);
}

void duparg(const char *key, const char *arg)
{
	fprintf(stderr,
		"Error: duplicate \"%s\": \"%s\" is the second value.\n",
		key, arg);
	exit(255);
}

void duparg2(const char *key, const char *arg)
{
	fprintf(stderr,
		"Error: either \"%s\" is duplicate, or \"%s\" is a garbage.\n",
		key, arg);
	exit(255);
}

void missarg(const char *key)
{
	fprintf(stderr, "Error: argument \"%s\" is required\n", key);
	exit(255);
}

void nodev(const char *dev)
{
	fprintf(stderr, "Error: argument \"%s\" is wrong: Device does not exist\n",
		dev);
	exit(255);
}

const char *args_next(struct args *a)
{
	if (a->argc <= 1)
		incomplete_command();
	a->argc--;
	a->argv++;
	return a->argv[0];
}

int get_u64(uint64_t *v, const char *s, int base)
{
	unsigned long long r;
	char *end;

	if (!s || !*s)
		return -1;
	while (isspace((unsigned char)*s))	/* strtoul's rule, as the reference */
		s++;
	if (*s == '-')
		return -1;
	errno = 0;
	r = strtoull(s, &end, base);
	if (*end || errno == ERANGE)
		return -1;
	*v = r;
	return 0;
}

int get_u32(uint32_t *v, const char *s, int base)
{
	uint64_t r;

	if (get_u64(&r, s, base) || r > UINT32_MAX)
		return -1;
	*v = (uint32_t)r;
	return 0;
}

int get_unsigned(unsigned int *v, const char *s, int base)
{
	return get_u32(v, s, base);
}

int get_u16(uint16_t *v, const char *s, int base)
{
	uint64_t r;

	if (get_u64(&r, s, base) || r > UINT16_MAX)
		return -1;
	*v = (uint16_t)r;
	return 0;
}

int get_u8(uint8_t *v, const char *s, int base)
{
	uint64_t r;

	if (get_u64(&r, s, base) || r > UINT8_MAX)
		return -1;
	*v = (uint8_t)r;
	return 0;
}

int get_s32(int32_t *v, const char *s, int base)
{
	long long r;
	char *end;

	if (!s || !*s)
		return -1;
	errno = 0;
	r = strtoll(s, &end, base);
	if (*end || errno == ERANGE || r < INT32_MIN || r > INT32_MAX)
		return -1;
	*v = (int32_t)r;
	return 0;
}

int parse_on_off(const char *s)
{
	if (!strcmp(s, "on"))
		return 1;
	if (!strcmp(s, "off"))
		return 0;
	return -1;
}

int parse_one_of_on_off(const char *s)
{
	/* "off" first: "o" is off, as in the reference's list order */
	if (matches(s, "off"))
		return 0;
	if (matches(s, "on"))
		return 1;
	return -1;
}

int parse_lladdr(const char *s, unsigned char *out, size_t max)
{
	size_t n = 0;
	const char *p = s;

	if (!*p)
		return -1;
	while (*p) {
		unsigned int byte = 0;
		int digits = 0;

		while (isxdigit((unsigned char)*p) && digits < 2) {
			byte = byte * 16 + (unsigned)(isdigit((unsigned char)*p) ?
				*p - '0' : (tolower((unsigned char)*p) - 'a' + 10));
			p++;
			digits++;
		}
		if (!digits || n >= max)
			return -1;
		out[n++] = (unsigned char)byte;
		if (*p == ':') {
			p++;
			if (!*p)
				return -1;
		} else if (*p) {
			return -1;
		}
	}
	return (int)n;
}

void lladdr_error(const char *s)
{
	const char *p = s;

	for (;;) {
		size_t n = strcspn(p, ":");
		unsigned long v = 0;
		size_t i;

		for (i = 0; i < n && isxdigit((unsigned char)p[i]); i++)
			v = v * 16 + (unsigned long)(isdigit((unsigned char)p[i]) ?
				p[i] - '0' : tolower((unsigned char)p[i]) - 'a' + 10);
		if (!n || i < n || n > 8 || v > 255) {
			fprintf(stderr, "\"%.*s\" is invalid lladdr.\n", (int)n, p);
			return;
		}
		if (!p[n])
			break;
		p += n + 1;
	}
	fprintf(stderr, "\"%s\" is invalid lladdr.\n", s);
}

char *format_lladdr(const unsigned char *a, int len, char *buf, size_t sz)
{
	static const char hex[] = "0123456789abcdef";
	size_t off = 0;

	for (int i = 0; i < len && off + 4 <= sz; i++) {
		if (i)
			buf[off++] = ':';
		buf[off++] = hex[a[i] >> 4];
		buf[off++] = hex[a[i] & 15];
	}
	buf[off < sz ? off : sz - 1] = '\0';
	return buf;
}

bool ifname_ok(const char *name)
{
	size_t len = strlen(name);

	if (!len || len >= IFNAMSIZ)
		return false;
	for (const char *p = name; *p; p++)
		if (*p == '/' || isspace((unsigned char)*p))
			return false;
	return strcmp(name, ".") && strcmp(name, "..");
}

