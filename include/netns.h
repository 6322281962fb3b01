/* SPDX-License-Identifier: GPL-2.0 */
/* netns.h — namespace entry and lazy sysfs remount */
#ifndef NLROUTE_NETNS_H
#define NLROUTE_NETNS_H

#define NETNS_RUN_DIR "/run/netns"

/* Enter /run/netns/NAME with setns() alone. 0 or -1 (message printed). */
int netns_switch(const char *name);

/* Open a namespace fd by name (or NULL path error); -1 with errno set. */
int netns_open(const char *name);

/* For code that reads sysfs or runs programs: private mount namespace
 * with /sys remounted for the current network namespace. */
int netns_remount_sys(void);

/* The name under /run/netns whose nsid (seen from here) is nsid.
 * 0 and the name in buf, or -1. Costs one RTM_GETNSID per entry, once. */
int netns_name_from_nsid(int nsid, char *buf, unsigned int sz);

/* `ip netns exec`: private mount namespace, /sys remounted with the
 * namespace's name as source, and /etc/netns/NAME/x bound over /etc/x
 * (a failed bind is reported and skipped). 0 or -1 (message printed). */
int netns_exec_mounts(const char *name);

/* Whether this process has entered another network namespace since it
 * started (-n NAME): 1 or 0. */
int netns_entered(void);

/* For code that reads /sys/class/net: remount /sys when this process has
 * entered another network namespace since it started (-n NAME), so sysfs
 * shows the devices of the current one. 0, or -1 (message printed). */
int netns_sysfs_follow(void);

/* nsid of a named namespace from here, assigned if needed; -1 if none. */
int netns_nsid_of(const char *name);

#endif
