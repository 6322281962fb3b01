// SPDX-License-Identifier: GPL-2.0
/* Test helper (host program): pin BPF program ID at PATH on a bpffs.
 * usage: pin ID PATH */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/bpf.h>

static int sys_bpf(int cmd, union bpf_attr *attr)
{
	return (int)syscall(__NR_bpf, cmd, attr, sizeof(*attr));
}

int main(int argc, char **argv)
{
	union bpf_attr attr;
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: pin ID PATH\n");
		return 2;
	}
	memset(&attr, 0, sizeof(attr));
	attr.prog_id = (unsigned int)strtoul(argv[1], NULL, 10);
	fd = sys_bpf(BPF_PROG_GET_FD_BY_ID, &attr);
	if (fd < 0) {
		perror("BPF_PROG_GET_FD_BY_ID");
		return 1;
	}
	memset(&attr, 0, sizeof(attr));
	attr.pathname = (unsigned long)argv[2];
	attr.bpf_fd = (unsigned int)fd;
	if (sys_bpf(BPF_OBJ_PIN, &attr) < 0) {
		perror("BPF_OBJ_PIN");
		return 1;
	}
	close(fd);
	return 0;
}
