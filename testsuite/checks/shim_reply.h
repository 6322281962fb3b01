/* SPDX-License-Identifier: GPL-2.0 */
/* shim_reply.h — for the LD_PRELOAD kernel stand-ins of testsuite/checks
 * (genl_hide.c, dellist_shim.c): one crafted netlink answer waiting on a
 * socket. shim_reply_set() keeps a copy; the next read of that socket
 * (recvmsg, recvfrom or recv) returns it instead of the kernel's data,
 * from the kernel's address. A read with MSG_PEEK leaves it waiting, one
 * with MSG_TRUNC is told its whole length, a short buffer gets MSG_TRUNC.
 * Include once, in the shim's only source file. */
#ifndef NLROUTE_SHIM_REPLY_H
#define NLROUTE_SHIM_REPLY_H

#include <dlfcn.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <linux/netlink.h>

static int reply_fd = -1;
static unsigned char reply_buf[256];
static size_t reply_len;

static void shim_reply_set(int fd, const void *msg, size_t len)
{
	if (len > sizeof(reply_buf))
		len = sizeof(reply_buf);
	memcpy(reply_buf, msg, len);
	reply_len = len;
	reply_fd = fd;
}

/* The kernel's NLMSG_ERROR (error 0: the ack) for request req on fd. */
static void shim_reply_error(int fd, const void *req, int error)
{
	unsigned char msg[NLMSG_HDRLEN + sizeof(struct nlmsgerr)];
	struct nlmsghdr *h = (void *)msg;
	struct nlmsgerr *e = (void *)(msg + NLMSG_HDRLEN);
	struct sockaddr_nl sa;
	socklen_t sl = sizeof(sa);

	memset(msg, 0, sizeof(msg));
	h->nlmsg_len = sizeof(msg);
	h->nlmsg_type = NLMSG_ERROR;
	h->nlmsg_flags = NLM_F_CAPPED;
	memcpy(&e->msg, req, sizeof(e->msg));
	h->nlmsg_seq = e->msg.nlmsg_seq;
	/* replies carry the port id of the socket they are for */
	h->nlmsg_pid = getsockname(fd, (struct sockaddr *)&sa, &sl) ? 0 :
		       sa.nl_pid;
	e->error = error;
	shim_reply_set(fd, msg, sizeof(msg));
}

/* Copy the answer into buf (cap bytes); returns its whole length. */
static size_t reply_take(void *buf, size_t cap, int flags)
{
	size_t n = reply_len;

	if (buf)
		memcpy(buf, reply_buf, cap < n ? cap : n);
	if (!(flags & MSG_PEEK))
		reply_fd = -1;
	return n;
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, struct msghdr *, int);
	size_t cap, n;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvmsg");
	if (fd != reply_fd)
		return real(fd, m, flags);
	cap = m->msg_iovlen ? m->msg_iov[0].iov_len : 0;
	n = reply_take(m->msg_iovlen ? m->msg_iov[0].iov_base : NULL, cap,
		       flags);
	if (m->msg_name && m->msg_namelen >= sizeof(struct sockaddr_nl)) {
		struct sockaddr_nl *sa = m->msg_name;

		memset(sa, 0, sizeof(*sa));
		sa->nl_family = AF_NETLINK;
		m->msg_namelen = sizeof(*sa);
	}
	m->msg_controllen = 0;
	m->msg_flags = n > cap ? MSG_TRUNC : 0;
	return (ssize_t)((flags & MSG_TRUNC) || n <= cap ? n : cap);
}

ssize_t recvfrom(int fd, void *buf, size_t len, int flags,
		 struct sockaddr *sa, socklen_t *sl)
{
	static ssize_t (*real)(int, void *, size_t, int, struct sockaddr *,
			       socklen_t *);
	size_t n;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvfrom");
	if (fd != reply_fd)
		return real(fd, buf, len, flags, sa, sl);
	n = reply_take(buf, len, flags);
	return (ssize_t)((flags & MSG_TRUNC) || n <= len ? n : len);
}

ssize_t recv(int fd, void *buf, size_t len, int flags)
{
	return recvfrom(fd, buf, len, flags, NULL, NULL);
}

#endif
