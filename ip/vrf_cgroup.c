// SPDX-License-Identifier: GPL-2.0
/* vrf_cgroup.c — `ip vrf identify` and `ip vrf pids`: the cgroup2
 * hierarchy where `ip vrf exec` puts processes, one cgroup a VRF:
 *   MOUNT[BASE]/[NETNS-ns/]vrf/NAME
 * BASE is the cgroup the command ran in; NETNS-ns appears when the
 * network namespace has a name under /run/netns. */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>

#include "netns.h"
#include "vrf.h"

#define CGROUP2_FALLBACK "/var/run/cgroup2"

/* mkdir -p, one component after the other, as the reference reports a
 * failure: the part that could not be made. 0 or -1. */
int vrf_make_path(char *path)
{
	for (char *p = path + 1;; p++) {
		char c = *p;

		if (c != '/' && c)
			continue;
		*p = 0;
		if (mkdir(path, 0755) && errno != EEXIST) {
			fprintf(stderr, "mkdir failed for %s: %s\n", path,
				strerror(errno));
			*p = c;
			return -1;
		}
		*p = c;
		if (!c || !p[1])
			return 0;
	}
}

int vrf_cgroup2_mount(char *buf, size_t sz)
{
	char line[8192], mnt[4096], type[128];
	char path[] = CGROUP2_FALLBACK;
	FILE *f = fopen("/proc/mounts", "re");

	if (!f) {
		fprintf(stderr, "Failed to open mounts file: %s\n",
			strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*s %4095s %127s", mnt, type) == 2 &&
		    !strcmp(type, "cgroup2")) {
			fclose(f);
			snprintf(buf, sz, "%s", mnt);
			return 0;
		}
	}
	fclose(f);
	if (vrf_make_path(path))
		return -1;
	if (mount("none", CGROUP2_FALLBACK, "cgroup2", 0, NULL)) {
		fprintf(stderr, "Failed to mount cgroup2: %s\n",
			strerror(errno));
		return -1;
	}
	snprintf(buf, sz, "%s", CGROUP2_FALLBACK);
	return 0;
}

int vrf_netns_name(char *buf, size_t sz)
{
	char path[PATH_MAX];
	struct stat self, st;
	struct dirent *e;
	DIR *d;

	buf[0] = 0;
	if (stat("/proc/self/ns/net", &self)) {
		fprintf(stderr, "Failed to get name of network namespace: %s\n",
			strerror(errno));
		return -1;
	}
	d = opendir(NETNS_RUN_DIR);
	if (!d)
		return 0;
	/* the last name that is this namespace, as the reference */
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(path, sizeof(path), "%s/%s", NETNS_RUN_DIR, e->d_name);
		if (!stat(path, &st) && st.st_dev == self.st_dev &&
		    st.st_ino == self.st_ino)
			snprintf(buf, sz, "%s", e->d_name);
	}
	closedir(d);
	return 0;
}

/* ---- identify ---------------------------------------------------------- */

/* A pid as the reference takes it: strtoul's digits, at most UINT_MAX. */
static int parse_pid(const char *s, int *pid)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (!*s || *end || errno || v > UINT_MAX)
		return -1;
	*pid = (int)(unsigned int)v;
	return 0;
}

static void __attribute__((noreturn)) bad_arg(const char *arg,
					      const char *msg)
{
	fprintf(stderr, "Error: argument \"%s\" is wrong: %s\n\n", arg, msg);
	exit(255);
}

/* The first cgroup2 line ("N::/PATH") that names a VRF: the rest of it
 * after "/vrf/", at most 31 characters. The reference reads lines of up
 * to 4095 characters; what follows is a line of its own. */
static void identify_file(FILE *f)
{
	char line[4096], name[32];

	while (fgets(line, sizeof(line), f)) {
		char *p;

		if (!strstr(line, "::/"))
			continue;
		p = strstr(line, "/vrf/");
		if (!p)
			continue;
		p += 5;
		p[strcspn(p, "\n")] = 0;
		snprintf(name, sizeof(name), "%s", p);
		if (*name)
			printf("%s\n", name);
		return;
	}
}

int vrf_identify(int argc, char **argv)
{
	char path[64];
	int pid = getpid();
	FILE *f;

	if (argc > 1)
		bad_arg(argv[1], "Extra arguments specified");
	if (argc == 1 && parse_pid(argv[0], &pid))
		bad_arg(argv[0], "Invalid pid");
	snprintf(path, sizeof(path), "/proc/%d/cgroup", pid);
	f = fopen(path, "re");
	if (!f) {
		fprintf(stderr, "Failed to lookup vrf association: %s\n",
			strerror(errno));
		return 1;
	}
	identify_file(f);
	fclose(f);
	return 0;
}

/* ---- pids -------------------------------------------------------------- */

/* The Name: of /proc/PID/status, without its leading blanks. */
static void print_pid(const char *pid)
{
	char path[PATH_MAX], *line = NULL;
	size_t cap = 0;
	const char *name = "<terminated?>";
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%s/status", pid);
	f = fopen(path, "re");
	if (f) {
		while (getline(&line, &cap, f) > 0) {
			char *p = line + 5;

			if (strncmp(line, "Name:", 5))
				continue;
			while (isspace((unsigned char)*p))
				p++;
			p[strcspn(p, "\n")] = 0;
			name = p;
			break;
		}
		fclose(f);
	}
	printf("%5s  %s\n", pid, name);
	free(line);
}

static void print_procs(const char *dir, const char *vrf)
{
	char path[PATH_MAX], *line = NULL;
	size_t cap = 0;
	FILE *f;

	if (snprintf(path, sizeof(path), "%s/vrf/%s/cgroup.procs", dir, vrf) >=
	    (int)sizeof(path))
		return;
	f = fopen(path, "re");
	if (!f)
		return;
	while (getline(&line, &cap, f) > 0) {
		line[strcspn(line, "\n")] = 0;
		print_pid(line);
	}
	free(line);
	fclose(f);
}

static int is_dir(DIR *d, const struct dirent *e)
{
	struct stat st;

	if (e->d_type != DT_UNKNOWN)
		return e->d_type == DT_DIR;
	return !fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) &&
	       S_ISDIR(st.st_mode);
}

/* Every ".../vrf/NAME" below path (a buffer of PATH_MAX that each level
 * extends and gives back), in directory order, depth first; with a
 * namespace name only those whose "vrf" sits in a "NETNS-ns". The "vrf"
 * directories themselves are not searched further. */
static void walk(char *path, const char *vrf, const char *nsdir)
{
	size_t len = strlen(path);
	const char *base = strrchr(path, '/');
	struct dirent *e;
	DIR *d = opendir(path);

	if (!d)
		return;
	base = base ? base + 1 : path;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
		    !is_dir(d, e))
			continue;
		if (!strcmp(e->d_name, "vrf")) {
			if (!*nsdir || !strcmp(base, nsdir))
				print_procs(path, vrf);
			continue;
		}
		if (len + 1 + strlen(e->d_name) >= PATH_MAX)
			continue;
		path[len] = '/';
		strcpy(path + len + 1, e->d_name);
		walk(path, vrf, nsdir);
		path[len] = 0;	/* base ends here again */
	}
	closedir(d);
}

int vrf_pids(int argc, char **argv)
{
	char mnt[PATH_MAX], ns[NAME_MAX + 1], nsdir[NAME_MAX + 8];
	struct vrf_info vi;

	if (argc != 1) {
		fprintf(stderr, "Invalid arguments\n");
		return 1;
	}
	if (vrf_lookup(argv[0], &vi) || !vi.is_vrf) {
		fprintf(stderr, "Invalid VRF name\n");
		return 1;
	}
	if (vrf_cgroup2_mount(mnt, sizeof(mnt)) ||
	    vrf_netns_name(ns, sizeof(ns)))
		return 1;
	nsdir[0] = 0;
	if (*ns)
		snprintf(nsdir, sizeof(nsdir), "%s-ns", ns);
	walk(mnt, argv[0], nsdir);
	return 0;
}
