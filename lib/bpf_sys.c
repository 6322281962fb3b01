// SPDX-License-Identifier: GPL-2.0
/* bpf_sys.c — thin wrappers around the bpf(2) system call */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "bpf_sys.h"

static int sys_bpf(enum bpf_cmd cmd, union bpf_attr *attr)
{
#ifdef __NR_bpf
	return (int)syscall(__NR_bpf, cmd, attr, sizeof(*attr));
#else
	errno = ENOSYS;
	return -1;
#endif
}

static uint64_t ptr64(const void *p)
{
	return (uint64_t)(uintptr_t)p;
}

int bpf_prog_load_fd(const struct bpf_load_req *r)
{
	union bpf_attr attr;
	size_t n;

	memset(&attr, 0, sizeof(attr));
	attr.prog_type = r->type;
	attr.insns = ptr64(r->insns);
	attr.insn_cnt = (uint32_t)r->insn_cnt;
	attr.license = ptr64(r->license);
	attr.prog_ifindex = r->ifindex;
	n = r->name ? strlen(r->name) : 0;
	if (n > BPF_OBJ_NAME_LEN - 1)
		n = BPF_OBJ_NAME_LEN - 1;
	if (n)
		memcpy(attr.prog_name, r->name, n);
	if (r->log && r->log_size) {
		r->log[0] = '\0';
		attr.log_buf = ptr64(r->log);
		attr.log_size = (uint32_t)r->log_size;
		attr.log_level = 1;
	}
	return sys_bpf(BPF_PROG_LOAD, &attr);
}

int bpf_obj_get_fd(const char *path)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.pathname = ptr64(path);
	return sys_bpf(BPF_OBJ_GET, &attr);
}

int bpf_prog_fd_by_id(uint32_t id)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.prog_id = id;
	return sys_bpf(BPF_PROG_GET_FD_BY_ID, &attr);
}

int bpf_prog_info_by_fd(int fd, struct bpf_prog_info *info)
{
	union bpf_attr attr;

	memset(info, 0, sizeof(*info));
	memset(&attr, 0, sizeof(attr));
	attr.info.bpf_fd = (uint32_t)fd;
	attr.info.info_len = sizeof(*info);
	attr.info.info = ptr64(info);
	return sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr);
}
