/* kind_util.c — small helpers shared by the link kinds of this branch */
#include <arpa/inet.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "print.h"
#include "kind_util.h"

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

int kind_get_addr(const char *word, int *family, struct kaddr *out)
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
		fprintf(stderr, "Error: %s address is expected rather than \"%s\".\n",
			family_word(*family), word);
		return 1;
	}
	*family = out->family;
	return 0;
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
