/* SPDX-License-Identifier: GPL-2.0 */
/* fuzz.h — what the fuzz targets share with stubs.c */
#ifndef NLROUTE_FUZZ_H
#define NLROUTE_FUZZ_H

/*
 * The longest input the argument and command targets take (and the
 * -max_len of make fuzz): past one 64 KB attribute, past any request
 * buffer, so that every bounded writer's refusal is reached.
 */
#define FUZZ_MAX_LEN 70000

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

/* Messages nl_talk/nl_dump replay to their callback (may be empty). */
extern const unsigned char *fuzz_reply;
extern size_t fuzz_reply_len;
/* What nl_talk and nl_wait_ack return (0 or -errno). */
extern int fuzz_talk_err;

/* exit() inside the target longjmps here while fuzz_in_target is set. */
extern jmp_buf fuzz_exit_jmp;
extern int fuzz_in_target;
extern int fuzz_exit_status;

/*
 * The command targets' input after their option byte: a batch text up to
 * the first NUL, then the messages every request and dump is answered
 * with. Each line goes through run() as -batch would run it.
 */
void fuzz_run_batch(const uint8_t *data, size_t size,
		    int (*run)(int argc, char **argv));

/* stdout to /dev/null unless FUZZ_STDOUT is set: 0, or 1 on failure. */
int fuzz_quiet_stdout(void);
/* The names the targets' inputs may use: lo, eth0, veth0, br0, vx0. */
void fuzz_names(void);

/*
 * mnl_nlmsg_ok() of libmnl 1.0.4 casts nlmsg_len to int, so a length of
 * 2^31 or more passes as fitting: walk datagrams with this instead.
 */
static inline int fuzz_nlmsg_ok(const void *nlh, int left)
{
	unsigned int len;

	if (left < 16)
		return 0;
	len = *(const unsigned int *)nlh;
	return len >= 16 && len <= (unsigned int)left;
}

#endif
