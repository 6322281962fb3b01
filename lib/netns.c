// SPDX-License-Identifier: GPL-2.0
/* netns.c — namespace entry (setns only) and lazy sysfs remount */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>

#include "netns.h"

int netns_open(const char *name)
{
	char path[PATH_MAX];

	if (!name) {
		errno = ENOENT;
		return -1;
	}
	if (strchr(name, '/'))
		snprintf(path, sizeof(path), "%s", name);
	else
		snprintf(path, sizeof(path), "%s/%s", NETNS_RUN_DIR, name);
	return open(path, O_RDONLY | O_CLOEXEC);
}

int netns_switch(const char *name)
{
	int fd = netns_open(name);

	if (fd < 0) {
		fprintf(stderr, "Cannot open network namespace \"%s\": %s\n",
			name ? name : "(null)", strerror(errno));
		return -1;
	}
	if (setns(fd, CLONE_NEWNET) < 0) {
		fprintf(stderr, "setting the network namespace \"%s\" failed: %s\n",
			name, strerror(errno));
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

int netns_remount_sys(void)
{
	if (unshare(CLONE_NEWNS) < 0) {
		fprintf(stderr, "unshare failed: %s\n", strerror(errno));
		return -1;
	}
	/* keep our mounts from propagating back to the parent namespace */
	if (mount("", "/", "none", MS_SLAVE | MS_REC, NULL)) {
		fprintf(stderr, "\"mount --make-rslave /\" failed: %s\n",
			strerror(errno));
		return -1;
	}
	umount2("/sys", MNT_DETACH);
	if (mount("sysfs", "/sys", "sysfs", 0, NULL) < 0) {
		fprintf(stderr, "mount of /sys failed: %s\n", strerror(errno));
		return -1;
	}
	return 0;
}

/* ---- nsid -> name, for "link-netns NAME" ------------------------------ */

#include <dirent.h>
#include <stdlib.h>
#include <linux/net_namespace.h>
#include "nl.h"

struct nsid_name {
	int nsid;
	char name[256];
};

static struct nsid_name *nsid_map;
static int nsid_count = -1;

static int nsid_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, nlh, sizeof(struct rtgenmsg))
		if (mnl_attr_get_type(a) == NETNSA_NSID &&
		    !mnl_attr_validate(a, MNL_TYPE_U32))
			*(int *)data = (int)mnl_attr_get_u32(a);
	return MNL_CB_OK;
}

static int nsid_of_fd(int fd)
{
	char buf[256];
	int nsid = -1;
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNSID, 0);
	struct rtgenmsg *g = nl_msg_put_extra(nlh, sizeof(*g));

	g->rtgen_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, NETNSA_FD, (uint32_t)fd);
	if (nl_talk(nl_lookup_sess(), nlh, nsid_cb, &nsid))
		return -1;
	return nsid;
}

static void load_nsid_map(void)
{
	DIR *d = opendir(NETNS_RUN_DIR);
	struct dirent *e;
	int cap = 0;

	nsid_count = 0;
	if (!d)
		return;
	while ((e = readdir(d))) {
		int fd, id;

		if (e->d_name[0] == '.')
			continue;
		fd = netns_open(e->d_name);
		if (fd < 0)
			continue;
		id = nsid_of_fd(fd);
		close(fd);
		if (id < 0)
			continue;
		if (nsid_count == cap) {
			struct nsid_name *n;

			cap = cap ? cap * 2 : 8;
			n = realloc(nsid_map, (size_t)cap * sizeof(*n));
			if (!n)
				break;
			nsid_map = n;
		}
		nsid_map[nsid_count].nsid = id;
		snprintf(nsid_map[nsid_count].name,
			 sizeof(nsid_map[nsid_count].name), "%s", e->d_name);
		nsid_count++;
	}
	closedir(d);
}

int netns_name_from_nsid(int nsid, char *buf, unsigned int sz)
{
	if (nsid_count < 0)
		load_nsid_map();
	for (int i = 0; i < nsid_count; i++)
		if (nsid_map[i].nsid == nsid) {
			snprintf(buf, sz, "%s", nsid_map[i].name);
			return 0;
		}
	return -1;
}

/* ---- mounts for `ip netns exec` and sysfs readers --------------------- */

#include <sys/stat.h>

static int remount_sys_as(const char *source)
{
	if (unshare(CLONE_NEWNS) < 0) {
		fprintf(stderr, "unshare failed: %s\n", strerror(errno));
		return -1;
	}
	/* keep our mounts from propagating back to the parent namespace */
	if (mount("", "/", "none", MS_SLAVE | MS_REC, NULL)) {
		fprintf(stderr, "\"mount --make-rslave /\" failed: %s\n",
			strerror(errno));
		return -1;
	}
	umount2("/sys", MNT_DETACH);
	if (mount(source, "/sys", "sysfs", 0, NULL) < 0 &&
	    mount(source, "/sys", "sysfs", MS_RDONLY, NULL) < 0) {
		fprintf(stderr, "mount of /sys failed: %s\n", strerror(errno));
		return -1;
	}
	return 0;
}

static void bind_etc(const char *name)
{
	char dir[PATH_MAX / 2], src[PATH_MAX], dst[PATH_MAX];
	struct dirent *e;
	DIR *d;

	snprintf(dir, sizeof(dir), "/etc/netns/%s", name);
	d = opendir(dir);
	if (!d)
		return;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(src, sizeof(src), "%s/%s", dir, e->d_name);
		snprintf(dst, sizeof(dst), "/etc/%s", e->d_name);
		if (mount(src, dst, "none", MS_BIND, NULL) < 0)
			fprintf(stderr, "Bind %s -> %s failed: %s\n", src, dst,
				strerror(errno));
	}
	closedir(d);
}

int netns_exec_mounts(const char *name)
{
	if (remount_sys_as(name))
		return -1;
	bind_etc(name);
	return 0;
}

/* The namespace this process started in, recorded before main() runs:
 * /sys was mounted for it (or for something else we cannot know). */
static dev_t start_dev;
static ino_t start_ino;
static int sysfs_followed;

static void __attribute__((constructor)) record_start_netns(void)
{
	struct stat st;

	if (!stat("/proc/self/ns/net", &st)) {
		start_dev = st.st_dev;
		start_ino = st.st_ino;
	}
}

int netns_entered(void)
{
	struct stat st;

	if (stat("/proc/self/ns/net", &st))
		return 0;
	return st.st_dev != start_dev || st.st_ino != start_ino;
}

int netns_sysfs_follow(void)
{
	if (sysfs_followed || !netns_entered())
		return 0;
	sysfs_followed = 1;
	return remount_sys_as("none");
}

/* The nsid of /run/netns/NAME seen from here, assigning one if needed
 * (as "link-netns NAME" requires). -1 when the name is not a namespace. */
int netns_nsid_of(const char *name)
{
	int fd = netns_open(name), id;

	if (fd < 0)
		return -1;
	id = nsid_of_fd(fd);
	if (id < 0) {
		char buf[256];
		struct nlmsghdr *nlh = nl_msg_start(buf, RTM_NEWNSID, 0);
		struct rtgenmsg *g = nl_msg_put_extra(nlh, sizeof(*g));

		g->rtgen_family = AF_UNSPEC;
		nl_attr_put_u32(nlh, NETNSA_FD, (uint32_t)fd);
		nl_attr_put_u32(nlh, NETNSA_NSID, (uint32_t)-1);
		if (!nl_talk(nl_lookup_sess(), nlh, NULL, NULL))
			id = nsid_of_fd(fd);
	}
	close(fd);
	return id;
}
