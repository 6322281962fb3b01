/* SPDX-License-Identifier: GPL-2.0 */
/* bpf_sys.h — the few bpf(2) commands nlroute needs, without libbpf */
#ifndef NLROUTE_BPF_SYS_H
#define NLROUTE_BPF_SYS_H

#include <stddef.h>
#include <stdint.h>
#include <linux/bpf.h>

struct bpf_load_req {
	enum bpf_prog_type type;
	const struct bpf_insn *insns;
	size_t insn_cnt;
	const char *license;
	const char *name;	/* may be empty; cut to BPF_OBJ_NAME_LEN - 1 */
	uint32_t ifindex;	/* offload device, 0 if none */
	char *log;		/* verifier log, NULL for none */
	size_t log_size;
};

/* Each returns a new file descriptor, or -1 with errno set. */
int bpf_prog_load_fd(const struct bpf_load_req *r);
int bpf_obj_get_fd(const char *path);
int bpf_prog_fd_by_id(uint32_t id);
/* Fills *info (zeroed first); 0 on success, -1 with errno set. */
int bpf_prog_info_by_fd(int fd, struct bpf_prog_info *info);

#endif
