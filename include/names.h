/* SPDX-License-Identifier: GPL-2.0 */
/* names.h — lazy per-name interface cache (name <-> ifindex) */
#ifndef NLROUTE_NAMES_H
#define NLROUTE_NAMES_H

#include <stdbool.h>
#include <net/if.h>

#ifndef ALTIFNAMSIZ
#define ALTIFNAMSIZ 128
#endif

/*
 * Resolve a device name to its index: from the cache, else with one
 * RTM_GETLINK for that name alone (IFLA_IFNAME, or IFLA_ALT_IFNAME for
 * names longer than IFNAMSIZ-1). Returns 0 when the kernel has no such
 * device. A numeric "ifN" fallback is not applied here.
 */
int ll_name_to_index(const char *name);

/* Resolve an index to its name (cache, else one RTM_GETLINK by index).
 * Returns NULL if unknown. */
const char *ll_index_to_name(int ifindex);

/* As above, but never fails: "if%d" for unknown indexes. */
const char *ll_idx_n2a(int ifindex);

/* What this process learns from replies, dumps and its own changes. */
void ll_remember(int ifindex, const char *name);
/* With the device flags seen in the same message (for M-DOWN). */
void ll_remember_flags(int ifindex, const char *name, unsigned int flags);
/* Flags of a device: cache, else one RTM_GETLINK. 0, or -1 unknown. */
int ll_index_to_flags(int ifindex, unsigned int *flags);
/* Cache only, no request: 1 and the flags if known, else 0. */
int ll_index_known(int ifindex, unsigned int *flags);
void ll_forget_index(int ifindex);
void ll_forget_name(const char *name);
void ll_forget_all(void);

/* A new command line begins (batch): flags seen before are stale. */
void ll_new_command(void);

/* Cache statistics (for tests): lookups that went to the kernel. */
extern unsigned long ll_kernel_lookups;

#endif
