/* SPDX-License-Identifier: GPL-2.0 */
/* batch_int.h — the pieces of the batch engine shared by ip/batch*.c */
#ifndef NLROUTE_BATCH_INT_H
#define NLROUTE_BATCH_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <net/if.h>

/* Words of a `link del [dev] NAME` line, at most "link del dev NAME". */
#define BLINE_MAX_WORDS 5

/* One line read ahead by the engine, tokenized in its own copy. */
struct bline {
	char *text;
	char *argv[BLINE_MAX_WORDS];
	int argc;
	int lineno;
	const char *dev;	/* the device a `link del` line names */
};

/* State of a device as one RTM_GETLINK reports it. */
struct bdev {
	int err;		/* of the lookup: 0 or -errno */
	int ifindex;		/* 0: no such device */
	int link;		/* IFLA_LINK (0 when none or itself) */
	bool link_other_ns;	/* IFLA_LINK_NETNSID present */
	int vxlan_link;		/* IFLA_VXLAN_LINK */
	uint32_t group;
	char kind[32];		/* IFLA_INFO_KIND, "" when none */
};

/* Is argv a `link del` that the engine may batch? Sets *dev. */
bool batch_is_link_del(int argc, char **argv, const char **dev);

/*
 * Run the `link del` lines l[0..n-1] (consecutive in the file) with the
 * result of running them one by one. Returns the batch's exit status so
 * far (0/1) and sets *stop when a failure ends the batch (no -force).
 */
int batch_del_run(struct bline *l, int n, bool force, const char *file,
		  bool *stop);

/*
 * `link set [dev] DEV up|down`: recognised the way do_link reads it, then
 * run by the device's index (see batch_set.c). Returns the line's status.
 */
bool batch_is_link_updown(int argc, char **argv, const char **dev, bool *up);
int batch_link_updown(int argc, char **argv, const char *dev, bool up);

/* Report a failed line the way the reference does. */
void batch_failed(const char *file, int lineno);

/*
 * Unregister the devices ifindex[0..n-1] with one kernel request. group
 * holds their present groups (restored when the deletion fails). Returns
 * 0 or -errno; on failure no device has been deleted. This is the one
 * place to switch to a kernel request that takes a list of devices.
 */
int batch_unregister(const int *ifindex, const uint32_t *group, int n);

/*
 * The most devices one batch_unregister() takes. The list delete's nest
 * (IFLA_DEL_LIST) has a 16-bit length: 4 bytes of header and 8 bytes per
 * IFLA_DEL_IFINDEX leave room for 8191 entries (65532 bytes). Longer runs
 * go in chunks of this size, each all or nothing (batch_del.c), for the
 * group delete as well, which also bounds the time signals are held.
 */
#define BATCH_UNREG_MAX 8191

/* The kernel's list delete (batch_list.c): 0, -EOPNOTSUPP where the
 * running kernel lacks it, or the kernel's refusal (nothing deleted). */
int batch_list_delete(const int *ifindex, int n);

/* Look devices up: by name (name set) or by index, pipelined. */
void batch_lookup(const char **names, const int *ifindex, struct bdev *out,
		  int n);

#endif
