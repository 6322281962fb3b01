// SPDX-License-Identifier: GPL-2.0
/* nl_attr.c — bounded request building: buffer sizes and checked writers */
#include <stdio.h>
#include <string.h>

#include "nl.h"

/*
 * The size of each request buffer, recorded when its header is put and
 * looked up by the header's address (the most recent first: a buffer on
 * the stack that is reused gets its entry renewed by the next start). A
 * request older than NL_BOUNDS others that is written to again is
 * unknown: the write is refused rather than trusted.
 */
#define NL_BOUNDS 256
static struct nl_bound {
	const struct nlmsghdr *nlh;
	size_t size;
	bool bad;	/* a write was refused: never send it */
} bounds[NL_BOUNDS];
static unsigned int bounds_next;

/*
 * A refused request is also marked in its own header (a port id no
 * request of ours carries), so that it stays unsendable even once its
 * entry above has been reused.
 */
#define NL_MSG_POISON 0xffffffffu

static void poison(struct nl_bound *b, struct nlmsghdr *nlh)
{
	b->bad = true;
	nlh->nlmsg_pid = NL_MSG_POISON;
}

/* Refused nest starts and extra headers write here, harmlessly. */
static union {
	struct nlattr attr;
	unsigned char bytes[1024];
	uint64_t align;
} scratch;

static struct nl_bound *bound_find(const struct nlmsghdr *nlh)
{
	for (unsigned int i = 0; i < NL_BOUNDS; i++) {
		struct nl_bound *b = &bounds[(bounds_next - 1 - i) % NL_BOUNDS];

		if (b->nlh == nlh)
			return b;
	}
	return NULL;
}

static void bound_set(struct nlmsghdr *nlh, size_t size)
{
	struct nl_bound *b = bound_find(nlh);

	if (!b)
		b = &bounds[bounds_next++ % NL_BOUNDS];
	b->nlh = nlh;
	b->size = size;
	b->bad = false;
}

struct nlmsghdr *nl_msg_init_sz(void *buf, size_t size)
{
	struct nlmsghdr *nlh = buf;

	if (size < NLMSG_HDRLEN) {	/* a caller's bug: nothing fits */
		fprintf(stderr, "addattr_l ERROR: message exceeded bound "
			"of %zu\n", size);
		nlh = (struct nlmsghdr *)scratch.bytes;
		size = sizeof(scratch.bytes);
		memset(nlh, 0, NLMSG_HDRLEN);
		nlh->nlmsg_len = NLMSG_HDRLEN;
		bound_set(nlh, size);
		poison(bound_find(nlh), nlh);
		return nlh;
	}
	memset(nlh, 0, NLMSG_HDRLEN);
	nlh->nlmsg_len = NLMSG_HDRLEN;
	bound_set(nlh, size);
	return nlh;
}

size_t nl_msg_bound(const struct nlmsghdr *nlh)
{
	struct nl_bound *b = bound_find(nlh);

	return b ? b->size : 0;
}

bool nl_msg_overflowed(const struct nlmsghdr *nlh)
{
	struct nl_bound *b = bound_find(nlh);

	return (b && b->bad) || nlh->nlmsg_pid == NL_MSG_POISON;
}

/* Room for len more bytes at nlh's (aligned) tail? Else refuse, once. */
static bool room(struct nlmsghdr *nlh, size_t len)
{
	struct nl_bound *b = bound_find(nlh);
	size_t used = MNL_ALIGN(nlh->nlmsg_len);

	if (b && !b->bad && used <= b->size && len <= b->size - used)
		return true;
	if (!b) {
		/* not started by nl_msg_start(): no size to trust */
		fprintf(stderr, "addattr_l ERROR: message exceeded bound "
			"of %u\n", nlh->nlmsg_len);
		bound_set(nlh, nlh->nlmsg_len);
		poison(bound_find(nlh), nlh);
	} else if (!b->bad) {
		fprintf(stderr, "addattr_l ERROR: message exceeded bound "
			"of %zu\n", b->size);
		poison(b, nlh);
	}
	return false;
}

void nl_msg_inherit(struct nlmsghdr *to, const struct nlmsghdr *from)
{
	struct nl_bound *b;

	if (!nl_msg_overflowed(from))
		return;
	b = bound_find(to);
	if (!b) {
		bound_set(to, to->nlmsg_len);
		b = bound_find(to);
	}
	poison(b, to);
}

bool nl_attr_fits(const struct nlmsghdr *nlh, size_t len)
{
	struct nl_bound *b = bound_find(nlh);
	size_t used = MNL_ALIGN(nlh->nlmsg_len);

	return b && !b->bad && len <= UINT16_MAX - MNL_ATTR_HDRLEN &&
	       used <= b->size &&
	       MNL_ATTR_HDRLEN + MNL_ALIGN(len) <= b->size - used;
}

int nl_attr_put(struct nlmsghdr *nlh, uint16_t type, size_t len,
		const void *data)
{
	struct nlattr *at;

	if (len > UINT16_MAX - MNL_ATTR_HDRLEN) {
		room(nlh, SIZE_MAX);	/* cannot be encoded at all */
		return -1;
	}
	if (!room(nlh, MNL_ATTR_HDRLEN + MNL_ALIGN(len)))
		return -1;
	/*
	 * Not mnl_attr_put(): libmnl 1.0.4 leaves the alignment padding as
	 * it finds it, so a request built in a reused or stack buffer would
	 * carry stale bytes the reference (and the kernel's own writers)
	 * never send.
	 */
	at = mnl_nlmsg_get_payload_tail(nlh);
	at->nla_type = type;
	at->nla_len = (uint16_t)(MNL_ATTR_HDRLEN + len);
	if (len)
		memcpy(mnl_attr_get_payload(at), data, len);
	memset((char *)mnl_attr_get_payload(at) + len, 0, MNL_ALIGN(len) - len);
	nlh->nlmsg_len = MNL_ALIGN(nlh->nlmsg_len) +
			 (uint32_t)MNL_ALIGN(at->nla_len);
	return 0;
}

int nl_attr_put_u8(struct nlmsghdr *nlh, uint16_t type, uint8_t v)
{
	return nl_attr_put(nlh, type, sizeof(v), &v);
}

int nl_attr_put_u16(struct nlmsghdr *nlh, uint16_t type, uint16_t v)
{
	return nl_attr_put(nlh, type, sizeof(v), &v);
}

int nl_attr_put_u32(struct nlmsghdr *nlh, uint16_t type, uint32_t v)
{
	return nl_attr_put(nlh, type, sizeof(v), &v);
}

int nl_attr_put_u64(struct nlmsghdr *nlh, uint16_t type, uint64_t v)
{
	return nl_attr_put(nlh, type, sizeof(v), &v);
}

int nl_attr_put_strz(struct nlmsghdr *nlh, uint16_t type, const char *s)
{
	return nl_attr_put(nlh, type, strlen(s) + 1, s);
}

struct nlattr *nl_attr_nest_start_plain(struct nlmsghdr *nlh, uint16_t type)
{
	struct nlattr *n;

	if (!room(nlh, MNL_ATTR_HDRLEN)) {
		memset(&scratch.attr, 0, sizeof(scratch.attr));
		return &scratch.attr;
	}
	n = mnl_nlmsg_get_payload_tail(nlh);
	n->nla_type = type;
	n->nla_len = 0;
	nlh->nlmsg_len = MNL_ALIGN(nlh->nlmsg_len) + MNL_ATTR_HDRLEN;
	return n;
}

struct nlattr *nl_attr_nest_start(struct nlmsghdr *nlh, uint16_t type)
{
	return nl_attr_nest_start_plain(nlh, NLA_F_NESTED | type);
}

int nl_attr_nest_end(struct nlmsghdr *nlh, struct nlattr *nest)
{
	size_t len;

	if (nest == &scratch.attr)
		return -1;
	len = (size_t)((char *)mnl_nlmsg_get_payload_tail(nlh) - (char *)nest);
	if (len > UINT16_MAX) {
		room(nlh, SIZE_MAX);	/* nla_len cannot say it */
		return -1;
	}
	nest->nla_len = (uint16_t)len;
	return 0;
}

void *nl_msg_put_extra(struct nlmsghdr *nlh, size_t size)
{
	if (size > sizeof(scratch.bytes) || !room(nlh, MNL_ALIGN(size))) {
		if (size > sizeof(scratch.bytes))	/* a caller's bug */
			room(nlh, SIZE_MAX);
		memset(scratch.bytes, 0, sizeof(scratch.bytes));
		return scratch.bytes;
	}
	return mnl_nlmsg_put_extra_header(nlh, size);
}

int nl_msg_put_raw(struct nlmsghdr *nlh, const void *data, size_t len)
{
	unsigned char *tail;

	if (!room(nlh, MNL_ALIGN(len)))
		return -1;
	tail = mnl_nlmsg_get_payload_tail(nlh);
	memcpy(tail, data, len);
	memset(tail + len, 0, MNL_ALIGN(len) - len);
	nlh->nlmsg_len = MNL_ALIGN(nlh->nlmsg_len) + (uint32_t)MNL_ALIGN(len);
	return 0;
}

int nl_msg_set_len(struct nlmsghdr *nlh, size_t len)
{
	struct nl_bound *b = bound_find(nlh);

	if (len > nlh->nlmsg_len && !room(nlh, len - nlh->nlmsg_len))
		return -1;
	if (!b)
		return -1;
	nlh->nlmsg_len = (uint32_t)len;
	return 0;
}
