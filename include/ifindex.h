/* SPDX-License-Identifier: GPL-2.0 */
/* ifindex.h — device names as the reference reads them in commands */
#ifndef NLROUTE_IFINDEX_H
#define NLROUTE_IFINDEX_H

/*
 * The index of a device named on a command line: its name (or altname)
 * through ll_name_to_index(), else, as the reference does, "ifN" (read
 * with "if%u") for index N whether or not it exists; the kernel judges.
 * Returns 0 when neither applies.
 */
int ll_name_or_ifn(const char *name);

#endif
