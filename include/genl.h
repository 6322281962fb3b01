/* SPDX-License-Identifier: GPL-2.0 */
/* genl.h — generic netlink on the shared netlink session layer */
#ifndef NLROUTE_GENL_H
#define NLROUTE_GENL_H

#include <stdint.h>
#include <linux/genetlink.h>

#include "nl.h"

/*
 * The generic netlink session (opened on first use). When the socket
 * cannot be had it prints what the reference prints ("Cannot open
 * netlink socket: ERR", "Cannot open generic netlink socket") and
 * returns NULL.
 */
struct nl_sess *genl_sess(void);

/*
 * Resolve a generic netlink family name (e.g. "tcp_metrics") to its id
 * with CTRL_CMD_GETFAMILY, once per process and name. Returns 0 and sets
 * *id, or -errno from the kernel (-ENOENT: the family does not exist;
 * the extack, if any, is kept for nl_perror()). Nothing is printed.
 */
int genl_family(struct nl_sess *s, const char *name, uint16_t *id);

/*
 * Start a generic netlink request in buf (at least NL_REQ_SIZE bytes):
 * nlmsghdr of type family with NLM_F_REQUEST | flags and a fresh
 * sequence, then the genlmsghdr. Attributes follow with nl_attr_put*
 * (bounded by the buffer's size, see nl.h).
 */
struct nlmsghdr *genl_msg_start_sz(void *buf, size_t size, uint16_t family,
				   uint8_t cmd, uint8_t version,
				   uint16_t flags);
#define genl_msg_start(buf, family, cmd, version, flags) \
	genl_msg_start_sz((buf), NL_ARRAY_BYTES(buf), (family), (cmd), \
			  (version), (flags))

/*
 * The attributes of a generic netlink message start after its genlmsghdr:
 * the offset to pass to mnl_attr_parse(). A message too short to hold
 * the header is rejected by genl_msg_ok().
 */
#define GENL_ATTR_OFFSET sizeof(struct genlmsghdr)
int genl_msg_ok(const struct nlmsghdr *nlh);

/*
 * The session and the id of family name, for a command that is about to
 * talk to it. When either cannot be had the reference's words are printed
 * ("Cannot open generic netlink socket", or "RTNETLINK answers: ..." then
 * "Error talking to the kernel" for a missing family) and -1 is returned:
 * the command exits with status 1 (some end even a batch there).
 */
int genl_cmd_open(const char *name, struct nl_sess **s, uint16_t *id);

/*
 * Dump with req on s, each message to cb, inside a JSON array. A failed
 * dump is reported as the reference does ("Dump terminated", the JSON
 * bracket left open). Returns the exit status: 0, or 1.
 */
int genl_cmd_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb);

/*
 * The id of multicast group group of family family (CTRL_ATTR_MCAST_GROUPS
 * of CTRL_CMD_GETFAMILY). 0, or -errno (-ENOENT: no such family or group).
 * Nothing is printed.
 */
int genl_mcast_group(struct nl_sess *s, const char *family,
		     const char *group, uint32_t *id);

#endif
