/* SPDX-License-Identifier: GPL-2.0 */
/* encap.h — lightweight tunnel encapsulation (RTA_ENCAP, NHA_ENCAP) */
#ifndef NLROUTE_ENCAP_H
#define NLROUTE_ENCAP_H

#include <stdint.h>
#include <libmnl/libmnl.h>

#include "args.h"

/*
 * One LWTUNNEL_ENCAP_* type. parse starts with the cursor on the type's
 * name and leaves it on the last word it took; it fills the open
 * RTA_ENCAP nest and returns 0, or -1 for the reference's "unexpected end
 * of line" (it exits itself on errors that have their own message).
 * print gets the nest, whatever its length.
 */
struct encap_type {
	const char *name;
	uint16_t type;
	int (*parse)(struct args *a, struct nlmsghdr *nlh);
	void (*print)(const struct nlattr *encap);
};

/* The types of each family of encapsulations (NULL-terminated lists). */
extern const struct encap_type *const encap_ip_types[];
extern const struct encap_type *const encap_seg6_types[];

/*
 * "encap TYPE ...": the cursor is on "encap". Adds the encap_attr nest
 * and the type_attr u16 (RTA_ENCAP/RTA_ENCAP_TYPE, NHA_ENCAP/..._TYPE)
 * to nlh, in a buffer of bufsz bytes. Errors exit as the reference does.
 */
void encap_parse(struct args *a, struct nlmsghdr *nlh, size_t bufsz,
		 uint16_t encap_attr, uint16_t type_attr);

/* " encap TYPE ..." of a route or nexthop; either may be NULL. */
void encap_print(const struct nlattr *type, const struct nlattr *encap);

/* Helpers for the type files. */
/* The word after the cursor, or NULL. */
const char *encap_peek(const struct args *a);
/* Parse a nest into tb[0..max] (attributes of any length). */
void encap_nest_parse(const struct nlattr *nest, const struct nlattr **tb,
		      unsigned int max);
/*
 * Room for need more bytes in the encap being parsed, which may take at
 * most ENCAP_MAX bytes (the multipath parser keeps each nexthop's in a
 * buffer of its own); else the parse fails with a message.
 */
#define ENCAP_MAX 1536
void encap_room(const struct nlmsghdr *nlh, size_t need);
/* Is a present with at least len bytes of payload? */
int encap_len_ok(const struct nlattr *a, unsigned int len);

#endif
