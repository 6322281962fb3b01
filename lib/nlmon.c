// SPDX-License-Identifier: GPL-2.0
/* nlmon.c — rtnetlink multicast subscription and replay of saved messages */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "nl.h"
#include "nlmon.h"

#ifndef SOL_NETLINK
#define SOL_NETLINK 270
#endif

#define NLMON_BUF (64 * 1024)

struct nlmon {
	struct mnl_socket *sk;
	unsigned char *buf;
	int nsid;		/* of the message being handed out, or -1 */
};

struct nlmon *nlmon_open(const unsigned int *groups, int n)
{
	return nlmon_open_proto(NETLINK_ROUTE, groups, n);
}

static void nlmon_free(struct nlmon *m)
{
	if (m->sk)
		mnl_socket_close(m->sk);
	free(m->buf);
	free(m);
}

static struct nlmon *nlmon_open_bind(int proto, unsigned int mask,
				     const unsigned int *groups, int n);

/* NULL, once reported, when the socket cannot be had (exit status 1) */
struct nlmon *nlmon_open_proto(int proto, const unsigned int *groups, int n)
{
	return nlmon_open_bind(proto, 0, groups, n);
}

struct nlmon *nlmon_open_mask(int proto, unsigned int mask)
{
	return nlmon_open_bind(proto, mask, NULL, 0);
}

static struct nlmon *nlmon_open_bind(int proto, unsigned int mask,
				     const unsigned int *groups, int n)
{
	struct nlmon *m = calloc(1, sizeof(*m));
	/* the reference's size, unless -rcvbuf gave one */
	int sz = nl_rcvbuf ? (int)nl_rcvbuf : 1024 * 1024;

	if (!m) {
		perror("Cannot open netlink socket");
		return NULL;
	}
	m->nsid = -1;
	m->buf = malloc(NLMON_BUF);
	m->sk = mnl_socket_open(proto);
	if (!m->buf || !m->sk) {
		perror("Cannot open netlink socket");
		nlmon_free(m);
		return NULL;
	}
	if (setsockopt(mnl_socket_get_fd(m->sk), SOL_SOCKET, SO_RCVBUFFORCE,
		       &sz, sizeof(sz)))
		setsockopt(mnl_socket_get_fd(m->sk), SOL_SOCKET, SO_RCVBUF,
			   &sz, sizeof(sz));
	if (mnl_socket_bind(m->sk, mask, MNL_SOCKET_AUTOPID) < 0) {
		perror("Cannot bind netlink socket");
		nlmon_free(m);
		return NULL;
	}
	for (int i = 0; i < n; i++) {
		int g = (int)groups[i];

		if (mnl_socket_setsockopt(m->sk, NETLINK_ADD_MEMBERSHIP, &g,
					  sizeof(g)) < 0 && errno != ENOENT) {
			perror("Cannot join multicast group");
			nlmon_free(m);
			return NULL;
		}
	}
	return m;
}

int nlmon_listen_all_nsid(struct nlmon *m)
{
	int one = 1;

	return mnl_socket_setsockopt(m->sk, NETLINK_LISTEN_ALL_NSID, &one,
				     sizeof(one));
}

static int walk(const void *buf, size_t len, nl_cb_t cb, void *data)
{
	const struct nlmsghdr *nlh = buf;
	int left = (int)len;

	for (; mnl_nlmsg_ok(nlh, left); nlh = mnl_nlmsg_next(nlh, &left)) {
		if (nlh->nlmsg_type == NLMSG_DONE ||
		    nlh->nlmsg_type == NLMSG_ERROR ||
		    nlh->nlmsg_type < NLMSG_MIN_TYPE)
			continue;
		if (cb(nlh, data) == MNL_CB_STOP)
			return 1;
	}
	return 0;
}

int nlmon_nsid(const struct nlmon *m)
{
	return m ? m->nsid : -1;
}

/* One datagram; the namespace id of its sender (all-nsid) in m->nsid. */
static ssize_t nlmon_recv(struct nlmon *m)
{
	struct sockaddr_nl addr;
	union {
		char buf[CMSG_SPACE(sizeof(int))];
		struct cmsghdr align;
	} ctl;
	struct iovec iov = { m->buf, NLMON_BUF };
	struct msghdr mh = {
		.msg_name = &addr, .msg_namelen = sizeof(addr),
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = ctl.buf, .msg_controllen = sizeof(ctl.buf),
	};
	ssize_t n = recvmsg(mnl_socket_get_fd(m->sk), &mh, 0);

	m->nsid = -1;
	if (n < 0)
		return n;
	if (mh.msg_flags & MSG_TRUNC) {
		errno = ENOSPC;
		return -1;
	}
	for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c;
	     c = CMSG_NXTHDR(&mh, c))
		if (c->cmsg_level == SOL_NETLINK &&
		    c->cmsg_type == NETLINK_LISTEN_ALL_NSID &&
		    c->cmsg_len >= CMSG_LEN(sizeof(int)))
			memcpy(&m->nsid, CMSG_DATA(c), sizeof(int));
	/* only the kernel's notifications */
	if (mh.msg_namelen == sizeof(addr) && addr.nl_pid)
		return 0;
	return n;
}

int nlmon_run(struct nlmon *m, nl_cb_t cb, void *data)
{
	for (;;) {
		ssize_t n = nlmon_recv(m);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			/* events were lost: say so as the reference does,
			 * and go on */
			if (errno == ENOBUFS) {
				fprintf(stderr, "netlink receive error %s (%d)\n",
					strerror(errno), errno);
				continue;
			}
			return -errno;
		}
		if (walk(m->buf, (size_t)n, cb, data))
			return 0;
		fflush(stdout);
	}
}

int nlmon_replay(const char *path, nl_cb_t cb, void *data)
{
	FILE *f = fopen(path, "rb");
	struct nlmsghdr hdr;
	unsigned char *buf;
	int err = 0;

	if (!f)
		return -errno;
	buf = malloc(NLMON_BUF);
	if (!buf) {
		fclose(f);
		return -ENOMEM;
	}
	for (;;) {
		size_t n = fread(&hdr, 1, sizeof(hdr), f);
		size_t len = hdr.nlmsg_len, rest;

		if (n == 0)
			break;
		/* the reference's messages for a damaged file */
		if (n < sizeof(hdr)) {
			fprintf(stderr, "rtnl-from_file: truncated message\n");
			err = -EBADMSG;
			break;
		}
		if (len < sizeof(hdr) || len > NLMON_BUF) {
			fprintf(stderr, "!!!malformed message: len=%zu @%ld\n",
				len, ftell(f));
			err = -EBADMSG;
			break;
		}
		memcpy(buf, &hdr, sizeof(hdr));
		rest = len - sizeof(hdr);
		if (fread(buf + sizeof(hdr), 1, rest, f) < rest) {
			fprintf(stderr, "rtnl-from_file: truncated message\n");
			err = -EBADMSG;
			break;
		}
		/* messages are padded to 4 bytes; the last one may not be */
		for (size_t pad = NLMSG_ALIGN(len) - len; pad; pad--)
			if (fgetc(f) == EOF)
				break;
		if (walk(buf, NLMSG_ALIGN(len), cb, data))
			break;
	}
	free(buf);
	fclose(f);
	return err;
}
