/* SPDX-License-Identifier: GPL-2.0 */
/* vrf.h — `ip vrf` internals: VRF lookup, cgroup2 paths, exec */
#ifndef NLROUTE_IP_VRF_H
#define NLROUTE_IP_VRF_H

#include <stddef.h>
#include <stdint.h>

/* What one RTM_GETLINK for a name tells about it as a VRF. */
struct vrf_info {
	int ifindex;		/* 0: no such device */
	int is_vrf;		/* IFLA_INFO_KIND is "vrf" */
	int has_data;		/* IFLA_INFO_DATA is present */
	uint32_t table;		/* IFLA_VRF_TABLE, 0 if missing */
};

/* Look NAME up (one request); 0, or -1 when the kernel has no answer. */
int vrf_lookup(const char *name, struct vrf_info *vi);

/*
 * The cgroup2 hierarchy as the reference finds it: the first cgroup2
 * entry of /proc/mounts, else one mounted on /var/run/cgroup2. The
 * mount point in buf; 0, or -1 with the message printed.
 */
int vrf_cgroup2_mount(char *buf, size_t sz);

/*
 * The name under /run/netns of the current network namespace, "" when
 * it has none. 0, or -1 with the message printed.
 */
int vrf_netns_name(char *buf, size_t sz);

/* mkdir -p of path (components made one by one). 0, or -1 with the
 * reference's "mkdir failed for PART: ERROR" printed. */
int vrf_make_path(char *path);

int vrf_identify(int argc, char **argv);
int vrf_pids(int argc, char **argv);
int vrf_exec(int argc, char **argv);

#endif
