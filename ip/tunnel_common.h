/* SPDX-License-Identifier: GPL-2.0 */
/* tunnel_common.h — pieces shared by the IP tunnel kinds (gre, ipip, sit,
 * ip6tnl): endpoint addresses, device, fwmark and FOU/GUE encapsulation */
#ifndef NLROUTE_TUNNEL_COMMON_H
#define NLROUTE_TUNNEL_COMMON_H

#include <stdbool.h>
#include <stdint.h>

#include "kind_util.h"

/* Encapsulation options, sent as four attributes from `base` on:
 * type, flags, source port, destination port (ports in network order). */
struct tnl_encap {
	uint16_t type;
	uint16_t flags;
	uint16_t sport;
	uint16_t dport;
};

/*
 * Handle an encap word (noencap, encap TYPE, encap-sport, encap-dport,
 * [no]encap-csum, [no]encap-remcsum) at args_cur(a). Returns true when
 * the word was one; bad values exit with the reference's message.
 * default_flags are the flags "noencap-*" does not clear (none).
 */
bool tnl_encap_word(struct tnl_encap *e, struct args *a);
void tnl_encap_put(const struct tnl_encap *e, struct nlmsghdr *nlh,
		   int base);
/* -d: "encap fou encap-sport auto ..." when a type is set. */
void tnl_encap_print(const struct nlattr **tb, int base);

/* An endpoint of the given family; "any" is all zero. Returns 1 after
 * the reference's message. */
int tnl_addr(const char *w, int family, struct kaddr *out);
/* "dev NAME": the index, or exit 255 with "Cannot find device". */
uint32_t tnl_dev(const char *w);
/* ERSPAN over GRE (erspan, ip6erspan): the IFLA_GRE_ERSPAN_* values. */
struct tnl_erspan {
	uint8_t ver;		/* 1 by default */
	uint8_t dir;
	uint16_t hwid;
	uint32_t index;		/* 0: not given */
};

#define TNL_ERSPAN_USAGE \
	"\t\t\t[ erspan_ver version ]\n" \
	"\t\t\t[ erspan IDX ]\n" \
	"\t\t\t[ erspan_dir { ingress | egress } ]\n" \
	"\t\t\t[ erspan_hwid hwid ]\n"

void tnl_erspan_init(struct tnl_erspan *e);
/* An erspan word at args_cur(a): true when it was one. */
bool tnl_erspan_word(struct tnl_erspan *e, struct args *a);
/* The version, then index (v1) or direction and hwid (v2). */
void tnl_erspan_put(const struct tnl_erspan *e, struct nlmsghdr *nlh);
/* `set`: the values of the device's IFLA_GRE_* table. */
void tnl_erspan_existing(struct tnl_erspan *e, const struct nlattr **tb);
/* -d: the same values, from an IFLA_GRE_* table. */
void tnl_erspan_print(const struct nlattr **tb);

/* A GRE or VTI key for keyword `key`: a dotted quad, or a number (in
 * host order); returned in network order. Exits with the reference's
 * message on a bad word. */
uint32_t tnl_key(const char *key, const char *w);
/* GRE keys and flags, network order (gre, ip6gre and their kin). */
struct gre_keys {
	uint32_t ikey, okey;
	uint16_t iflags, oflags;	/* GRE_* */
};

/* [i|o]key KEY, no[i|o]key, [no][i|o]seq, [no][i|o]csum at
 * args_cur(a): true when the word was one. */
bool gre_key_word(struct gre_keys *k, struct args *a);

/* -d: ikey/okey (when GRE_KEY is set) and the sequence and checksum
 * flags, from an IFLA_GRE_* table. */
void gre_keys_print(const struct nlattr **tb);

/* fwmark: a number, or exit with "invalid fwmark". */
uint32_t tnl_fwmark(const char *w);

/* -d pieces. */
void tnl_print_endpoint(const struct nlattr *attr, const char *key,
			const char *word);
/* The same, "any" also when the attribute is missing (gre, ip6gre). */
void tnl_print_endpoint_any(const struct nlattr *attr, const char *key,
			    uint16_t len);
void tnl_print_link(const struct nlattr *attr);
void tnl_print_ttl(const struct nlattr *attr);
void tnl_print_tos(const struct nlattr *attr);
void tnl_print_fwmark(const struct nlattr *attr);

#endif

/*
 * `ip link set DEV type KIND ...` on a tunnel: like the reference, start
 * from the device's current parameters. Fills tb (max entries) from its
 * IFLA_INFO_DATA, kept in buf. With same_kind, a device of another kind
 * counts as having none. Returns 0, or an exit status after the
 * reference's message.
 */
int tnl_get_existing(const struct link_req *req, const char *kind,
		     bool same_kind, const struct nlattr **tb, int max,
		     char *buf, size_t size);
/* Whether the request creates a device (nothing to read back then). */
bool tnl_creating(const struct link_req *req);
/* Copy an attribute's payload, if present and of that length. */
void tnl_copy(const struct nlattr *attr, void *dst, size_t len);
