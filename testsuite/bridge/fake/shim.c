// SPDX-License-Identifier: GPL-2.0
/* shim.c — LD_PRELOAD test aid: answer one kind of netlink dump with
 * the messages of a file, so that printers can be compared on data this
 * kernel cannot produce (vlan filtering, offloaded entries, ...).
 * BT2_RECORD=FILE: requests are appended to FILE and acked instead of
 * being sent (all but RTM_GET* requests and dumps, which still go to
 * the kernel), so that parsers can be compared on what they would send. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

static int pend_fd = -1, served;

/* A setting: an empty one is no setting (scripts pass every one). */
static const char *setting(const char *name)
{
	const char *v = getenv(name);

	return v && *v ? v : NULL;
}
static unsigned int pend_seq;
static unsigned char rbuf[65536];
static size_t rlen;

static unsigned int portid_of(int fd)
{
	struct sockaddr_nl sa;
	socklen_t sl = sizeof(sa);

	if (getsockname(fd, (struct sockaddr *)&sa, &sl))
		return 0;
	return sa.nl_pid;
}

static void load(void)
{
	unsigned int pid = portid_of(pend_fd);
	const char *f = setting("BT2_FAKE");
	FILE *fp;
	size_t n = 0, off;
	int intr;

	rlen = 0;
	if (served && setting("BT2_FAKE_ONCE"))
		goto done;
	fp = fopen(f, "rb");
	if (fp) {
		n = fread(rbuf, 1, sizeof(rbuf) - 64, fp);
		fclose(fp);
	}
	rlen = n;
	/* BT2_FAKE_INTR=N: the first N dumps served are marked interrupted */
	intr = setting("BT2_FAKE_INTR") && served < atoi(setting("BT2_FAKE_INTR"));
	for (off = 0; off + 16 <= rlen;) {
		struct nlmsghdr *h = (void *)(rbuf + off);
		h->nlmsg_seq = pend_seq;
		h->nlmsg_pid = pid;
		h->nlmsg_flags |= NLM_F_MULTI | (intr ? NLM_F_DUMP_INTR : 0);
		off += NLMSG_ALIGN(h->nlmsg_len);
	}
done:;
	struct nlmsghdr *d = (void *)(rbuf + rlen);
	memset(d, 0, 20);
	d->nlmsg_len = 20;
	d->nlmsg_type = NLMSG_DONE;
	d->nlmsg_flags = NLM_F_MULTI;
	d->nlmsg_seq = pend_seq;
	d->nlmsg_pid = pid;
	rlen += 20;
	served++;
}

/* Record a request and queue its ack: 1 if it was taken. */
static int record(int fd, const void *buf, size_t len)
{
	const char *f = setting("BT2_RECORD");
	const struct nlmsghdr *h = buf;
	struct nlmsghdr *e;
	FILE *fp;

	/* only RTM_GET* requests (type % 4 == 2) may reach the kernel */
	if (!f || (len >= sizeof(*h) && h->nlmsg_type >= RTM_BASE &&
		   (h->nlmsg_type & 3) == 2))
		return 0;
	fp = fopen(f, "ab");
	if (fp) {
		fwrite(buf, 1, len, fp);
		fclose(fp);
	}
	/* every message of the buffer gets its ack */
	rlen = 0;
	for (size_t off = 0; off + sizeof(*h) <= len &&
	     rlen + 36 <= sizeof(rbuf);) {
		h = (const void *)((const char *)buf + off);
		if (h->nlmsg_len < sizeof(*h))
			break;
		e = (void *)(rbuf + rlen);
		memset(e, 0, 36);
		e->nlmsg_len = 36;
		e->nlmsg_type = NLMSG_ERROR;
		e->nlmsg_flags = NLM_F_CAPPED;
		e->nlmsg_seq = h->nlmsg_seq;
		e->nlmsg_pid = portid_of(fd);
		memcpy(rbuf + rlen + 20, h, sizeof(*h));
		rlen += 36;
		off += NLMSG_ALIGN(h->nlmsg_len);
	}
	pend_fd = fd;
	return 1;
}

ssize_t sendmsg(int fd, const struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, const struct msghdr *, int);
	static unsigned char tmp[65536];
	size_t len = 0;

	if (!real)
		real = dlsym(RTLD_NEXT, "sendmsg");
	for (size_t i = 0; i < m->msg_iovlen; i++) {
		size_t n = m->msg_iov[i].iov_len;

		if (len + n > sizeof(tmp)) {
			/* too big to look at: never let it through */
			errno = EMSGSIZE;
			return -1;
		}
		memcpy(tmp + len, m->msg_iov[i].iov_base, n);
		len += n;
	}
	if (record(fd, tmp, len))
		return (ssize_t)len;
	if (setting("BT2_RECORD"))
		return sendto(fd, tmp, len, flags, m->msg_name, m->msg_namelen);
	return real(fd, m, flags);
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *sa, socklen_t sl)
{
	static ssize_t (*real)(int, const void *, size_t, int,
			       const struct sockaddr *, socklen_t);
	const struct nlmsghdr *h = buf;
	const char *t = setting("BT2_FAKE_TYPE");

	if (!real)
		real = dlsym(RTLD_NEXT, "sendto");
	if (record(fd, buf, len))
		return (ssize_t)len;
	/* BT2_FAKE_FAM: the family a dump must ask for (7, bridge, if
	 * unset); -1 for any */
	const char *fam = setting("BT2_FAKE_FAM");
	int want = fam ? atoi(fam) : 7;

	/* BT2_FAKE_SKIP=N: the first N matching dumps go to the kernel */
	static int skipped;
	const char *skip = setting("BT2_FAKE_SKIP");

	if (t && len >= 16 && h->nlmsg_type == atoi(t) &&
	    (want < 0 ||
	     (len >= 17 && ((const unsigned char *)buf)[16] == want)) &&
	    (h->nlmsg_flags & NLM_F_DUMP) == NLM_F_DUMP &&
	    !(skip && skipped < atoi(skip) && ++skipped)) {
		pend_fd = fd;
		pend_seq = h->nlmsg_seq;
		load();
		return len;
	}
	return real(fd, buf, len, flags, sa, sl);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, struct msghdr *, int);
	size_t cap;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvmsg");
	if (fd != pend_fd)
		return real(fd, m, flags);
	/* BT2_FAKE_RECV_ERRNO=E[,N]: the first N (1) reads of a faked dump
	 * fail with errno E, the reply still pending (EINTR, ENOBUFS...) */
	if (setting("BT2_FAKE_RECV_ERRNO")) {
		const char *e = setting("BT2_FAKE_RECV_ERRNO"), *c = strchr(e, ',');
		static int failed;

		if (failed < (c ? atoi(c + 1) : 1)) {
			failed++;
			errno = atoi(e);
			return -1;
		}
	}
	cap = m->msg_iovlen ? m->msg_iov[0].iov_len : 0;
	memcpy(m->msg_iov[0].iov_base, rbuf, rlen < cap ? rlen : cap);
	if (m->msg_name && m->msg_namelen >= sizeof(struct sockaddr_nl)) {
		struct sockaddr_nl *sa = m->msg_name;
		memset(sa, 0, sizeof(*sa));
		sa->nl_family = AF_NETLINK;
		m->msg_namelen = sizeof(*sa);
	}
	m->msg_flags = rlen > cap ? MSG_TRUNC : 0;
	if (!(flags & MSG_PEEK))
		pend_fd = -1;
	return rlen;
}

ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return sendto(fd, buf, len, flags, NULL, 0);
}
