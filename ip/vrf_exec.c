// SPDX-License-Identifier: GPL-2.0
/* vrf_exec.c — `ip vrf exec NAME cmd...`: join the VRF's cgroup, whose
 * program binds every new socket to the VRF device, and become cmd.
 * "default" is the cgroup with no program: out of any VRF. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/bpf.h>

#include "ip_common.h"
#include "netns.h"
#include "print.h"
#include "vrf.h"

/* ---- the socket program ------------------------------------------------- */

static int sys_bpf(int cmd, union bpf_attr *attr)
{
	return (int)syscall(__NR_bpf, cmd, attr, sizeof(*attr));
}

/* r3 = ifindex; ctx->bound_dev_if = r3; return 1 (allow the socket) */
static int load_prog(int ifindex)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_3,
		  .imm = ifindex },
		{ .code = BPF_STX | BPF_MEM | BPF_W, .dst_reg = BPF_REG_1,
		  .src_reg = BPF_REG_3,
		  .off = offsetof(struct bpf_sock, bound_dev_if) },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0,
		  .imm = 1 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.prog_type = BPF_PROG_TYPE_CGROUP_SOCK;
	attr.expected_attach_type = BPF_CGROUP_INET_SOCK_CREATE;
	attr.insns = (uint64_t)(uintptr_t)insns;
	attr.insn_cnt = sizeof(insns) / sizeof(insns[0]);
	attr.license = (uint64_t)(uintptr_t)"GPL";
	return sys_bpf(BPF_PROG_LOAD, &attr);
}

static int attach_prog(int cgroup_fd, int prog_fd)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.target_fd = (uint32_t)cgroup_fd;
	attr.attach_bpf_fd = (uint32_t)prog_fd;
	attr.attach_type = BPF_CGROUP_INET_SOCK_CREATE;
	return sys_bpf(BPF_PROG_ATTACH, &attr);
}

/* Give the cgroup at path the program for ifindex. 0 or -1. */
static int cgroup_bind(const char *path, int ifindex)
{
	int cg = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC), prog, ret;

	if (cg < 0) {
		fprintf(stderr, "Failed to open cgroup path: '%s'\n",
			strerror(errno));
		return -1;
	}
	prog = load_prog(ifindex);
	if (prog < 0) {
		int e = errno;

		fprintf(stderr, "Failed to load BPF prog: '%s'\n",
			strerror(e));
		if (e != EPERM)
			fprintf(stderr,
				"Kernel compiled with CGROUP_BPF enabled?\n");
		close(cg);
		return -1;
	}
	ret = attach_prog(cg, prog);
	if (ret < 0)
		fprintf(stderr, "Failed to attach prog to cgroup: '%s'\n",
			strerror(errno));
	close(prog);
	close(cg);
	return ret < 0 ? -1 : 0;
}

/* ---- the cgroup ---------------------------------------------------------- */

/*
 * The cgroup this process is in (the first "N::/PATH" line), less any
 * VRF part ("/vrf..." and what follows) and a last "NETNS-ns" component
 * of its own namespace, so that a VRF switched from inside another one
 * lands beside it, not below. "" for the root.
 */
static int base_cgroup(char *buf, size_t sz, const char *nsdir)
{
	char path[64], line[PATH_MAX];
	FILE *f;

	buf[0] = 0;
	snprintf(path, sizeof(path), "/proc/%d/cgroup", (int)getpid());
	f = fopen(path, "re");
	if (!f) {
		fprintf(stderr, "Failed to get base cgroup path: %s\n",
			strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "::/"), *q;

		if (!p)
			continue;
		p += 2;
		p[strcspn(p, "\n")] = 0;
		if (!strcmp(p, "/"))
			break;
		q = strstr(p, "/vrf");
		if (q)
			*q = 0;
		q = strrchr(p, '/');
		if (*nsdir && q && !strcmp(q + 1, nsdir))
			q[1] = 0;
		snprintf(buf, sz, "%s", p);
		break;
	}
	fclose(f);
	return 0;
}

static int join_cgroup(const char *path)
{
	char procs[PATH_MAX + 16], pid[16];
	int fd, n;

	fd = -1;
	errno = ENAMETOOLONG;
	if (snprintf(procs, sizeof(procs), "%s/cgroup.procs", path) <
	    (int)sizeof(procs))
		fd = open(procs, O_RDWR | O_APPEND | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "Failed to open cgroups.procs file: %s.\n",
			strerror(errno));
		return -1;
	}
	n = snprintf(pid, sizeof(pid), "%d", (int)getpid());
	if (write(fd, pid, (size_t)n) != n) {
		fprintf(stderr, "Failed to join cgroup\n");
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

/*
 * `-n NAME` entered the namespace with setns() alone; a program run in
 * it gets what `ip netns exec` gives: /sys of the namespace, its
 * /etc/netns files (or only /sys when the namespace has no name here).
 */
static int netns_mounts(const char *ns)
{
	if (!netns_entered())
		return 0;
	if (!*ns)
		return netns_sysfs_follow();
	return netns_exec_mounts(ns);
}

/* Join VRF name (ifindex; 0 for "default"). 0 or -1, message printed. */
static int vrf_switch(const char *name, int ifindex)
{
	char mnt[PATH_MAX], ns[NAME_MAX + 1], nsdir[NAME_MAX + 8];
	char base[PATH_MAX], path[PATH_MAX];

	if (vrf_netns_name(ns, sizeof(ns)) || netns_mounts(ns) ||
	    vrf_cgroup2_mount(mnt, sizeof(mnt)))
		return -1;
	nsdir[0] = 0;
	if (*ns)
		snprintf(nsdir, sizeof(nsdir), "%s-ns", ns);
	if (base_cgroup(base, sizeof(base), nsdir))
		return -1;
	if (snprintf(path, sizeof(path), "%s%s/%s%svrf/%s", mnt, base, nsdir,
		     *nsdir ? "/" : "", name) >= (int)sizeof(path)) {
		fprintf(stderr, "Invalid path to cgroup2 mount\n");
		return -1;
	}
	if (vrf_make_path(path)) {
		fprintf(stderr, "Failed to setup vrf cgroup2 directory\n");
		return -1;
	}
	if (ifindex && cgroup_bind(path, ifindex))
		return -1;
	return join_cgroup(path);
}

/*
 * In a batch the command runs in a child, the batch waits for it; the
 * child, should it fail before it becomes the command, goes on with the
 * rest of the batch as the reference's does.
 */
static int batch_fork(void)
{
	int status;
	pid_t pid;

	pr_flush();
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		fprintf(stderr, "fork failed: %s\n", strerror(errno));
		return 1;
	}
	if (pid == 0)
		return -1;
	if (waitpid(pid, &status, 0) < 0) {
		fprintf(stderr, "waitpid failed: %s\n", strerror(errno));
		return 1;
	}
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	exit(1);	/* a command killed ends the batch, as the reference */
}

int vrf_exec(int argc, char **argv)
{
	struct vrf_info vi = { 0 };
	const char *name;
	int def;

	if (argc < 1) {
		fprintf(stderr, "No VRF name specified\n");
		return 1;
	}
	if (argc < 2) {
		fprintf(stderr, "No command specified\n");
		return 1;
	}
	if (batch_file) {
		int rc = batch_fork();

		if (rc >= 0)
			return rc;
	}
	name = argv[0];
	def = !strcmp(name, "default");
	if (!def && (vrf_lookup(name, &vi) || !vi.is_vrf)) {
		fprintf(stderr, "Invalid VRF name\n");
		return 255;
	}
	if (vrf_switch(def ? "" : name, vi.ifindex))
		return 255;
	pr_flush();
	fflush(stdout);
	execvp(argv[1], argv + 1);
	fprintf(stderr, "exec of \"%s\" failed: %s\n", argv[1],
		strerror(errno));
	/* not exit(): in a batch's child that would move the offset of the
	 * batch file, which the parent shares */
	fflush(stderr);
	_exit(1);
}
