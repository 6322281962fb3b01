// SPDX-License-Identifier: GPL-2.0
/*
 * stubs.c — the fuzz targets' world: no sockets, no namespaces, no stdin.
 *
 * The targets are linked with -Wl,--wrap=SYMBOL for every function here
 * named __wrap_SYMBOL, so nlroute's own code calls these instead of the
 * real ones. Requests are checked for sanity and answered from a reply
 * buffer the target may fill (fuzz_reply), so that show paths run their
 * printers on arbitrary messages. exit() jumps back into the target.
 */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <libmnl/libmnl.h>

#include "batch.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "fuzz.h"

const unsigned char *fuzz_reply;
size_t fuzz_reply_len;
int fuzz_talk_err;
jmp_buf fuzz_exit_jmp;
int fuzz_in_target;
int fuzz_exit_status;

static char fake_sess;

void __real_exit(int status);

void __wrap_exit(int status)
{
	if (!fuzz_in_target)
		__real_exit(status);
	fuzz_exit_status = status;
	fuzz_in_target = 0;
	longjmp(fuzz_exit_jmp, 1);
}

int __wrap_socket(int domain, int type, int proto)
{
	errno = EPERM;
	return -1;
}

struct mnl_socket *__wrap_mnl_socket_open(int bus)
{
	fprintf(stderr, "fuzz: nlroute tried to open a netlink socket\n");
	abort();
}

struct nl_sess *__wrap_nl_main(void)
{
	return (struct nl_sess *)&fake_sess;
}

struct nl_sess *__wrap_nl_lookup_sess(void)
{
	return (struct nl_sess *)&fake_sess;
}

/* ip sr hmac set: a fixed secret instead of reading the terminal */
char *__wrap_getpass(const char *prompt)
{
	static char secret[] = "fuzz";

	return secret;
}

/* generic netlink and xfrm: the same crafted replies as rtnetlink */
struct nl_sess *__wrap_nl_proto_sess(int proto)
{
	return (struct nl_sess *)&fake_sess;
}

int __wrap_nl_setsockopt(struct nl_sess *s, int opt, int val)
{
	return 0;
}

/* A request must fit the buffers command modules build it in. */
static void check_request(const struct nlmsghdr *req)
{
	if (req->nlmsg_len < NLMSG_HDRLEN || req->nlmsg_len > NL_REQ_SIZE) {
		fprintf(stderr, "fuzz: request of %u bytes\n", req->nlmsg_len);
		abort();
	}
	/* touch every byte: ASan sees a request built past its buffer */
	volatile unsigned char sum = 0;
	for (unsigned int i = 0; i < req->nlmsg_len; i++)
		sum += ((const unsigned char *)req)[i];
	(void)sum;
}

/* Pass the fuzzer's reply messages to cb, as nl.c's walk would. */
static int replay(nl_cb_t cb, void *data)
{
	unsigned char *copy;
	const struct nlmsghdr *nlh;
	int left = (int)fuzz_reply_len, ret = 0;

	if (!cb || !fuzz_reply_len)
		return 0;
	/* a heap copy padded to 4 bytes as a receive buffer would be */
	copy = calloc(1, NLMSG_ALIGN(fuzz_reply_len));
	if (!copy)
		return -ENOMEM;
	memcpy(copy, fuzz_reply, fuzz_reply_len);
	nlh = (const struct nlmsghdr *)copy;
	for (; fuzz_nlmsg_ok(nlh, left); nlh = mnl_nlmsg_next(nlh, &left)) {
		if (nlh->nlmsg_type < NLMSG_MIN_TYPE)
			continue;
		if (cb(nlh, data) == MNL_CB_ERROR) {
			ret = -EINVAL;
			break;
		}
	}
	free(copy);
	return ret;
}

int __wrap_nl_talk(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		   void *data)
{
	check_request(req);
	if (fuzz_talk_err)
		return fuzz_talk_err;
	return replay(cb, data);
}

int __wrap_nl_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		   void *data)
{
	check_request(req);
	return replay(cb, data);
}

int __wrap_nl_dump_whole(struct nl_sess *s, struct nlmsghdr *req,
			 nl_cb_t cb, void *data)
{
	check_request(req);
	return replay(cb, data);
}

int __wrap_nl_send(struct nl_sess *s, struct nlmsghdr *req)
{
	check_request(req);
	return 0;
}

int __wrap_nl_wait_ack(struct nl_sess *s, uint32_t seq, nl_cb_t cb,
		       void *data)
{
	return fuzz_talk_err;
}

/* As the real one when the socket cannot be had: message, exit 1. */
struct nlmon *__wrap_nlmon_open(const unsigned int *groups, int n)
{
	fprintf(stderr, "Cannot open netlink socket: %s\n", strerror(EPERM));
	exit(1);
}

int __wrap_nlmon_replay(const char *path, nl_cb_t cb, void *data)
{
	return replay(cb, data);
}

int __wrap_dumpfile_read(uint32_t magic, nl_cb_t cb, void *data)
{
	return replay(cb, data) ? -1 : 0;
}

int __wrap_netns_open(const char *name)
{
	errno = ENOENT;
	return -1;
}

int __wrap_netns_switch(const char *name)
{
	return -1;
}

int __wrap_netns_remount_sys(void)
{
	return -1;
}

int __wrap_netns_name_from_nsid(int nsid, char *buf, unsigned int sz)
{
	return -1;
}

/*
 * The host is off limits: whatever a fuzzed command would create, mount,
 * enter or run (netns add/del/attach, netns monitor's inotify, tuntap's
 * /dev/net/tun, netns exec) fails as if not permitted. Reads stay real.
 */
int __real_open(const char *path, int flags, ...);

int __wrap_open(const char *path, int flags, ...)
{
	if (flags & (O_CREAT | O_WRONLY | O_RDWR | O_TRUNC)) {
		errno = EPERM;
		return -1;
	}
	return __real_open(path, flags);
}

#define DENY(ret, name, ...)			\
	ret __wrap_##name(__VA_ARGS__)		\
	{					\
		errno = EPERM;			\
		return -1;			\
	}

DENY(int, mount, const char *src, const char *dst, const char *type,
     unsigned long flags, const void *data)
DENY(int, umount2, const char *dst, int flags)
DENY(int, unshare, int flags)
DENY(int, setns, int fd, int type)
DENY(int, mkdir, const char *path, mode_t mode)
DENY(int, unlink, const char *path)
DENY(int, inotify_init1, int flags)
DENY(int, execvp, const char *file, char *const argv[])
DENY(pid_t, fork, void)

/* One command line through run(), an exit() in it jumping back here. */
static void run_line(int (*run)(int, char **), int argc, char **argv)
{
	if (setjmp(fuzz_exit_jmp)) {
		pr_json_end();
		return;
	}
	fuzz_in_target = 1;
	run(argc, argv);
	fuzz_in_target = 0;
	pr_json_end();
}

void fuzz_run_batch(const uint8_t *data, size_t size,
		    int (*run)(int argc, char **argv))
{
	const uint8_t *nul = memchr(data, 0, size);
	size_t tlen = nul ? (size_t)(nul - data) : size;
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	char *text;

	fuzz_reply = nul ? nul + 1 : NULL;
	fuzz_reply_len = nul ? size - tlen - 1 : 0;
	fuzz_talk_err = fuzz_reply_len ? 0 : -ENODEV;
	text = malloc(tlen + 1);
	if (!text)
		return;
	memcpy(text, data, tlen);
	r.f = fmemopen(text, tlen, "r");
	r.name = "fuzz";
	if (!r.f) {
		free(text);
		return;
	}
	while (batch_read(&r) >= 0) {
		int argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);

		if (argc > 0)
			run_line(run, argc, argv);
	}
	free(r.line);
	fclose(r.f);
	free(text);
}

int fuzz_quiet_stdout(void)
{
	if (!getenv("FUZZ_STDOUT") && !freopen("/dev/null", "w", stdout))
		return 1;
	return 0;
}

void fuzz_names(void)
{
	ll_forget_all();
	ll_remember_flags(1, "lo", 0x49);
	ll_remember_flags(2, "eth0", 0x1003);
	ll_remember_flags(3, "veth0", 0x1003);
	ll_remember_flags(4, "br0", 0x1003);
	ll_remember_flags(5, "vx0", 0x1003);
}
