/* SPDX-License-Identifier: GPL-2.0 */
/* xfrm.h — shared parsing and printing of `ip xfrm` state and policy */
#ifndef NLROUTE_XFRM_H
#define NLROUTE_XFRM_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/xfrm.h>

#include "args.h"
#include "nl.h"

#define XFRM_ATTR_MAX 64	/* room for the attribute table (> XFRMA_MAX) */

/* The family of the last address of this command line (else -f's):
 * what the reference gives templates without addresses. */
extern int xfrm_family_seen;

/* The session on NETLINK_XFRM. */
struct nl_sess *xfrm_sess(void);
/* nl_msg_start() on a zeroed NL_REQ_SIZE buffer: no stale padding. */
struct nlmsghdr *xfrm_msg_start_sz(void *buf, size_t size, uint16_t type,
				   uint16_t flags);
/* A request in the array buf, zeroed whole first. */
#define xfrm_msg_start(buf, type, flags) \
	xfrm_msg_start_sz((buf), NL_ARRAY_BYTES(buf), (type), (flags))

/* Values: the reference takes them by exact name. */
int xfrm_proto_parse(const char *s);		/* -1: not an XFRM-PROTO */
const char *xfrm_proto_name(uint8_t proto);	/* NULL: unknown */
int xfrm_mode_parse(const char *s);
const char *xfrm_mode_name(uint8_t mode);	/* NULL: unknown */
/* An IP protocol by its /etc/protocols name, else its number. */
const char *xfrm_inet_proto_word(uint8_t p, char *buf, size_t sz);

/* ID := [ src ADDR ] [ dst ADDR ] [ proto XFRM-PROTO ] [ spi SPI ] */
struct xfrm_id_arg {
	xfrm_address_t saddr;
	struct xfrm_id id;
	int family;
	bool have_src, have_dst, have_spi;
};
/* Words of an ID from the cursor on; the cursor stays on the first word
 * that is not one. Returns the number of words taken. */
int xfrm_id_parse(struct args *a, struct xfrm_id_arg *id);
/* As the reference's strict form: an ID without proto is an error. */
int xfrm_id_parse_strict(struct args *a, struct xfrm_id_arg *id);

/* SELECTOR := [ src ADDR[/PLEN] ] [ dst ADDR[/PLEN] ] [ dev DEV ] [ UPSPEC ] */
int xfrm_sel_parse(struct args *a, struct xfrm_selector *sel);
/* The default family of a selector nobody gave an address to. */
void xfrm_sel_family(struct xfrm_selector *sel);

/* limit { time-soft | ... } VALUE: the cursor is on "limit". */
void xfrm_lft_parse(struct args *a, struct xfrm_lifetime_cfg *lft);

/* Numbers, with the reference's message "NAME value is invalid". */
uint32_t xfrm_u32_arg(const char *s, const char *what);
/* mark MARK [ mask MASK ]: the cursor is on "mark". */
void xfrm_mark_parse(struct args *a, struct xfrm_mark *m);

/* Printing, in the reference's layout (text only, as the reference). */
const char *xfrm_addr_fmt(int family, const xfrm_address_t *a, char *buf,
			  unsigned int sz);
void xfrm_sel_print(const struct xfrm_selector *sel, int family,
		    const char *prefix);
void xfrm_lft_print(const struct xfrm_lifetime_cfg *cfg,
		    const struct xfrm_lifetime_cur *cur, const char *prefix);
void xfrm_id_print(int family, const xfrm_address_t *saddr,
		   const struct xfrm_id *id, uint8_t mode, uint32_t reqid,
		   const char *first, const char *indent, bool tmpl);
void xfrm_flags_print(uint8_t flags, const char *const *names, int n);
/* -s: " (0x" and the flag byte's bits as eight binary digits ")". */
void xfrm_bits_print(uint8_t flags);
/* A time in seconds as the reference shows it ("-" for none). */
void xfrm_time_print(uint64_t t);
/*
 * The reference's xfrm commands end the process (a batch too, -force or
 * not): a failed request exits 2 after its message (xfrm_talk_done), a
 * list or deleteall exits 0 once done, a failed dump 1 after "Dump
 * terminated". These flush the output and exit.
 */
void __attribute__((noreturn)) xfrm_exit(int rc);
/* err from nl_talk(): 0 returns 0, else the reference's message, exit 2. */
int xfrm_talk_done(int err);
void __attribute__((noreturn)) xfrm_dump_failed(int err);
/* Dump req to cb, then exit as a list does (0, or 1 if the dump failed). */
void __attribute__((noreturn)) xfrm_list(struct nlmsghdr *req, nl_cb_t cb,
					 void *data);
/* deleteall: every delete is sent, the first error kept in *err... */
void xfrm_delall_send(struct nlmsghdr *req, int *err);
/* ...and told at the end, with exit 1 (else 0). */
void __attribute__((noreturn)) xfrm_delall_done(int err);
/* count: request get (flags all ones), print the tb of the reply's attrs. */
int xfrm_count(uint16_t get, uint16_t reply,
	       void (*print)(const struct nlattr **tb));

/* Line end: "\n", or "\\" with -o. */
void xfrm_nl(void);
/* End of one state or policy: the -o record's newline. */
void xfrm_end(void);

/* Common attributes of a state or policy message. */
void xfrm_attrs_parse(const void *buf, unsigned int len,
		      const struct nlattr **tb);
void xfrm_mark_print(const struct nlattr *a, const char *prefix);
void xfrm_if_id_print(const struct nlattr *a, const char *prefix);
void xfrm_tmpl_print(const struct nlattr *a, int family, const char *prefix);
const char *xfrm_share_name(uint8_t share, char *buf, size_t sz);
void xfrm_ctx_print(const struct nlattr *a, const char *prefix);

int do_xfrm_state(int argc, char **argv);
/* A state's lines (the monitor's events); end: the -o record's newline. */
void xfrm_state_body(const struct xfrm_usersa_info *s,
		     const struct nlattr **tb, bool end);
/* A policy's lines: title before the selector, pfx before the others
 * (the monitor's acquire indents them); end as above. */
void xfrm_policy_body(const struct xfrm_userpolicy_info *p,
		      const struct nlattr **tb, const char *title,
		      const char *pfx, bool end);
/* The name of a policy type (main, sub, else the number). */
const char *xfrm_ptype_name(unsigned int t, char *buf, size_t sz);
int do_xfrm_monitor(int argc, char **argv);
int xfrm_state_print(const struct nlmsghdr *nlh, void *data);
int xfrm_state_modify(int argc, char **argv, bool update);
int xfrm_state_allocspi(int argc, char **argv);
int do_xfrm_policy(int argc, char **argv);
int xfrm_policy_setdefault(int argc, char **argv);
int xfrm_policy_getdefault(void);

#endif
