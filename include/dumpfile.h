/* SPDX-License-Identifier: GPL-2.0 */
/* dumpfile.h — `save` / `restore` / `showdump`: raw netlink messages in a file */
#ifndef NLROUTE_DUMPFILE_H
#define NLROUTE_DUMPFILE_H

#include <stdint.h>

#include "nl.h"

#define DUMP_MAGIC_ADDR 0x47361222u
#define DUMP_MAGIC_ROUTE 0x45311224u
#define DUMP_MAGIC_RULE 0x71706986u

/* Refuse a terminal, then write the magic to stdout. 0 or -1 (reported). */
int dumpfile_begin(uint32_t magic);
/* nl_cb_t writing each message as it came, for nl_dump(). */
int dumpfile_write_cb(const struct nlmsghdr *nlh, void *data);

/*
 * Read stdin: check the magic (the reference's "Magic mismatch" message
 * and -1 on failure), then pass each message to cb. Truncated input is
 * an error. 0 or -1.
 */
int dumpfile_read(uint32_t magic, nl_cb_t cb, void *data);

/* For restore: send one saved message as a new request and report. */
int dumpfile_restore_cb(const struct nlmsghdr *nlh, void *data);

#endif
