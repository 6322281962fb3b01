// SPDX-License-Identifier: GPL-2.0
/* vrf_shim.c — LD_PRELOAD test aid for `ip vrf`: RTM_GETLINK requests,
 * dumps and single gets alike, are answered from a file of crafted
 * RTM_NEWLINK messages (kinds_fake.py), so that a VRF this kernel cannot
 * create can be listed, looked up by name and exec'ed into. Everything
 * else goes to the kernel.
 *
 *   VRF_FAKE=FILE		the RTM_NEWLINK messages (no NLMSG_DONE)
 *   VRF_FAKE_DUMP_ERRNO=E	a dump ends with NLMSG_ERROR -E, not DONE
 *   VRF_FAKE_DONE_ERRNO=E	a dump's NLMSG_DONE carries -E
 *   VRF_FAKE_BPF_LOAD_ERRNO=E	bpf(BPF_PROG_LOAD) fails with E
 *   VRF_FAKE_BPF_ATTACH_ERRNO=E	bpf(BPF_PROG_ATTACH) fails with E
 *
 * A dump gets every message and NLMSG_DONE; a get names a device with
 * IFLA_IFNAME (or an index) and gets that message, or ENODEV; NLM_F_ACK
 * adds an ack. Replies are queued as the kernel sends them, one datagram
 * each, and handed out by recvmsg()/recvfrom()/recv() on that socket. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <linux/bpf.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#define QMAX 8
#define DGRAM_MAX 65536

struct dgram {
	size_t len;
	unsigned char *buf;
};

static int q_fd = -1;
static struct dgram q[QMAX];
static int q_head, q_len;

static unsigned char fake[DGRAM_MAX];
static size_t fake_len;
static int fake_loaded;

static void load_fake(void)
{
	const char *f = getenv("VRF_FAKE");
	FILE *fp;

	if (fake_loaded)
		return;
	fake_loaded = 1;
	if (!f || !*f)
		return;
	fp = fopen(f, "rb");
	if (!fp)
		return;
	fake_len = fread(fake, 1, sizeof(fake), fp);
	fclose(fp);
}

static unsigned int portid_of(int fd)
{
	struct sockaddr_nl sa;
	socklen_t sl = sizeof(sa);

	if (getsockname(fd, (struct sockaddr *)&sa, &sl) ||
	    sa.nl_family != AF_NETLINK)
		return 0;
	return sa.nl_pid;
}

static unsigned char *q_new(int fd, size_t len)
{
	struct dgram *d;

	if (q_fd != fd) {
		for (int i = 0; i < q_len; i++)
			free(q[(q_head + i) % QMAX].buf);
		q_fd = fd;
		q_head = q_len = 0;
	}
	if (q_len == QMAX)
		return NULL;
	d = &q[(q_head + q_len) % QMAX];
	d->buf = calloc(1, len);
	if (!d->buf)
		return NULL;
	d->len = len;
	q_len++;
	return d->buf;
}

static void put_hdr(struct nlmsghdr *h, size_t len, int type, int flags,
		    const struct nlmsghdr *req, unsigned int pid)
{
	h->nlmsg_len = (unsigned int)len;
	h->nlmsg_type = (unsigned short)type;
	h->nlmsg_flags = (unsigned short)flags;
	h->nlmsg_seq = req->nlmsg_seq;
	h->nlmsg_pid = pid;
}

/* NLMSG_ERROR with err (0: an ack), the request's header echoed */
static void q_error(int fd, const struct nlmsghdr *req, int err)
{
	size_t len = NLMSG_LENGTH(sizeof(struct nlmsgerr));
	unsigned char *b = q_new(fd, len);
	struct nlmsgerr *e;

	if (!b)
		return;
	put_hdr((void *)b, len, NLMSG_ERROR, err ? 0 : NLM_F_CAPPED, req,
		portid_of(fd));
	e = NLMSG_DATA((struct nlmsghdr *)b);
	e->error = err;
	e->msg = *req;
}

/* The name a get asks for (IFLA_IFNAME / IFLA_ALT_IFNAME), or NULL. */
static const char *req_name(const struct nlmsghdr *req, char *buf, size_t sz)
{
	size_t off = NLMSG_LENGTH(sizeof(struct ifinfomsg));

	while (off + sizeof(struct rtattr) <= req->nlmsg_len) {
		const struct rtattr *a = (const void *)((const char *)req + off);
		size_t plen;

		if (a->rta_len < sizeof(*a) || off + a->rta_len > req->nlmsg_len)
			break;
		plen = a->rta_len - sizeof(*a);
		if ((a->rta_type == IFLA_IFNAME || a->rta_type == IFLA_ALT_IFNAME) &&
		    plen > 0 && plen < sz) {
			memcpy(buf, RTA_DATA(a), plen);
			buf[plen] = 0;
			return buf;
		}
		off += RTA_ALIGN(a->rta_len);
	}
	return NULL;
}

/* Does crafted message m describe the device asked for? */
static int msg_is(const struct nlmsghdr *m, const char *name, int idx)
{
	const struct ifinfomsg *ifi = NLMSG_DATA(m);
	size_t off = NLMSG_LENGTH(sizeof(*ifi));

	if (!name)
		return ifi->ifi_index == idx;
	while (off + sizeof(struct rtattr) <= m->nlmsg_len) {
		const struct rtattr *a = (const void *)((const char *)m + off);

		if (a->rta_len < sizeof(*a) || off + a->rta_len > m->nlmsg_len)
			break;
		if (a->rta_type == IFLA_IFNAME &&
		    !strncmp(RTA_DATA(a), name, a->rta_len - sizeof(*a)))
			return 1;
		off += RTA_ALIGN(a->rta_len);
	}
	return 0;
}

static void serve_dump(int fd, const struct nlmsghdr *req)
{
	unsigned int pid = portid_of(fd);
	unsigned char *b = q_new(fd, fake_len);
	size_t off;

	if (b && fake_len) {
		memcpy(b, fake, fake_len);
		for (off = 0; off + NLMSG_HDRLEN <= fake_len;) {
			struct nlmsghdr *h = (void *)(b + off);

			if (h->nlmsg_len < NLMSG_HDRLEN)
				break;
			put_hdr(h, h->nlmsg_len, h->nlmsg_type, NLM_F_MULTI,
				req, pid);
			off += NLMSG_ALIGN(h->nlmsg_len);
		}
	}
	if (getenv("VRF_FAKE_DUMP_ERRNO")) {
		q_error(fd, req, -atoi(getenv("VRF_FAKE_DUMP_ERRNO")));
		return;
	}
	b = q_new(fd, NLMSG_LENGTH(sizeof(int)));
	if (!b)
		return;
	put_hdr((void *)b, NLMSG_LENGTH(sizeof(int)), NLMSG_DONE, NLM_F_MULTI,
		req, pid);
	if (getenv("VRF_FAKE_DONE_ERRNO"))
		*(int *)NLMSG_DATA((struct nlmsghdr *)b) =
			-atoi(getenv("VRF_FAKE_DONE_ERRNO"));
}

static void serve_get(int fd, const struct nlmsghdr *req)
{
	const struct ifinfomsg *ifi = NLMSG_DATA(req);
	char nbuf[256];
	const char *name = req_name(req, nbuf, sizeof(nbuf));
	size_t off;

	for (off = 0; off + NLMSG_HDRLEN <= fake_len;) {
		const struct nlmsghdr *m = (const void *)(fake + off);
		unsigned char *b;

		if (m->nlmsg_len < NLMSG_LENGTH(sizeof(*ifi)) ||
		    off + m->nlmsg_len > fake_len)
			break;
		if (msg_is(m, name, ifi->ifi_index)) {
			b = q_new(fd, m->nlmsg_len);
			if (!b)
				return;
			memcpy(b, m, m->nlmsg_len);
			put_hdr((void *)b, m->nlmsg_len, m->nlmsg_type, 0, req,
				portid_of(fd));
			if (req->nlmsg_flags & NLM_F_ACK)
				q_error(fd, req, 0);
			return;
		}
		off += NLMSG_ALIGN(m->nlmsg_len);
	}
	q_error(fd, req, -ENODEV);
}

/* 1 if the request was answered here */
static int intercept(int fd, const void *buf, size_t len)
{
	const struct nlmsghdr *req = buf;

	if (len < NLMSG_LENGTH(sizeof(struct ifinfomsg)) ||
	    req->nlmsg_type != RTM_GETLINK || req->nlmsg_len > len ||
	    !portid_of(fd))
		return 0;
	load_fake();
	if ((req->nlmsg_flags & NLM_F_DUMP) == NLM_F_DUMP)
		serve_dump(fd, req);
	else
		serve_get(fd, req);
	return 1;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *sa, socklen_t sl)
{
	static ssize_t (*real)(int, const void *, size_t, int,
			       const struct sockaddr *, socklen_t);

	if (!real)
		real = dlsym(RTLD_NEXT, "sendto");
	if (intercept(fd, buf, len))
		return (ssize_t)len;
	return real(fd, buf, len, flags, sa, sl);
}

ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return sendto(fd, buf, len, flags, NULL, 0);
}

ssize_t sendmsg(int fd, const struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, const struct msghdr *, int);

	if (!real)
		real = dlsym(RTLD_NEXT, "sendmsg");
	if (m->msg_iovlen == 1 &&
	    intercept(fd, m->msg_iov[0].iov_base, m->msg_iov[0].iov_len))
		return (ssize_t)m->msg_iov[0].iov_len;
	return real(fd, m, flags);
}

/* Copy the head datagram out; drop it unless peeking. */
static ssize_t q_pop(void *dst, size_t cap, int flags, int *trunc)
{
	struct dgram *d = &q[q_head];
	ssize_t n = (ssize_t)d->len;

	if (cap)
		memcpy(dst, d->buf, d->len < cap ? d->len : cap);
	*trunc = d->len > cap;
	if (!(flags & MSG_PEEK)) {
		free(d->buf);
		q_head = (q_head + 1) % QMAX;
		q_len--;
	}
	if (flags & MSG_TRUNC)
		return n;
	return *trunc ? (ssize_t)cap : n;
}

static void kernel_addr(void *name, socklen_t *namelen)
{
	struct sockaddr_nl *sa = name;

	if (!name || !namelen || *namelen < sizeof(*sa))
		return;
	memset(sa, 0, sizeof(*sa));
	sa->nl_family = AF_NETLINK;
	*namelen = sizeof(*sa);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, struct msghdr *, int);
	int trunc;
	ssize_t n;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvmsg");
	if (fd != q_fd || !q_len)
		return real(fd, m, flags);
	n = q_pop(m->msg_iovlen ? m->msg_iov[0].iov_base : NULL,
		  m->msg_iovlen ? m->msg_iov[0].iov_len : 0, flags, &trunc);
	kernel_addr(m->msg_name, &m->msg_namelen);
	m->msg_controllen = 0;
	m->msg_flags = trunc ? MSG_TRUNC : 0;
	return n;
}

ssize_t recvfrom(int fd, void *buf, size_t len, int flags,
		 struct sockaddr *sa, socklen_t *sl)
{
	static ssize_t (*real)(int, void *, size_t, int, struct sockaddr *,
			       socklen_t *);
	int trunc;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvfrom");
	if (fd != q_fd || !q_len)
		return real(fd, buf, len, flags, sa, sl);
	kernel_addr(sa, sl);
	return q_pop(buf, len, flags, &trunc);
}

ssize_t recv(int fd, void *buf, size_t len, int flags)
{
	return recvfrom(fd, buf, len, flags, NULL, NULL);
}

/* bpf() goes through syscall(): fail it on demand */
long syscall(long nr, ...)
{
	static long (*real)(long, ...);
	long a[6];
	va_list ap;

	if (!real)
		real = dlsym(RTLD_NEXT, "syscall");
	va_start(ap, nr);
	for (int i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	if (nr == __NR_bpf) {
		const char *e = NULL;

		if (a[0] == BPF_PROG_LOAD)
			e = getenv("VRF_FAKE_BPF_LOAD_ERRNO");
		if (a[0] == BPF_PROG_ATTACH)
			e = getenv("VRF_FAKE_BPF_ATTACH_ERRNO");
		if (e && *e) {
			errno = atoi(e);
			return -1;
		}
	}
	return real(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
}
