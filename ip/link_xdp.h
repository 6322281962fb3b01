/* SPDX-License-Identifier: GPL-2.0 */
/* link_xdp.h — XDP programs on links: "ip link set ... xdp", the printer */
#ifndef NLROUTE_LINK_XDP_H
#define NLROUTE_LINK_XDP_H

#include <stdbool.h>
#include <stdint.h>
#include <libmnl/libmnl.h>
#include "args.h"

/*
 * The cursor is on "xdp", "xdpgeneric", "xdpdrv" or "xdpoffload"; parses
 * what follows, loads or fetches the program and puts the IFLA_XDP nest.
 * dev (may be NULL) is the device named so far, for offloaded loads.
 * Leaves the cursor on the last word used; exits on argument errors.
 */
void link_parse_xdp(struct args *a, struct nlmsghdr *nlh, const char *dev);

/* Loads the program of section sec (or, if prog is not NULL, the function
 * prog) of ELF object file; returns its fd. Prints the reference's
 * messages and exits 255 on failure. */
int xdp_elf_load(const char *file, const char *sec, const char *prog,
		 uint32_t ifindex, bool verbose);

/* The "xdp..." word after mtu in the link header (text and JSON). */
void link_print_xdp_header(const struct nlattr *xdp, bool addr_mode);
/* The "prog/xdp ..." line(s), text only. */
void link_print_xdp_progs(const struct nlattr *xdp);

#endif
