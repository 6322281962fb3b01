// SPDX-License-Identifier: GPL-2.0
/* dellist_shim.c — LD_PRELOAD kernel stand-in for the list delete of
 * patches/0001 (RTM_DELLINK with IFLA_DEL_LIST), which this kernel lacks.
 *
 * An RTM_DELLINK that carries attribute 66 is not sent. The shim parses
 * it as the patched kernel does — the nest's length is the 16-bit nla_len
 * of the bytes sent, entries are IFLA_DEL_IFINDEX (u32) — and answers on
 * the next read of that socket:
 *
 * - an empty list: an ack (the probe of a patched kernel);
 * - a list naming a missing device: ENODEV, a device twice: EINVAL, an
 *   entry that is not a u32 index or index 0: EINVAL; nothing deleted;
 * - otherwise the devices are really deleted (moved into a group of the
 *   shim's own, then one group delete, on a socket of its own in the same
 *   namespace) and the answer is an ack.
 *
 * Environment: DL_LOG=FILE appends "list N" (N entries, "probe" when
 * empty) or "refused N" per request; DL_ERRNO=E refuses every non-empty
 * list with -E; DL_FAIL_FROM=K refuses the K-th non-empty list (1-based)
 * and every later one with -EBUSY, after the earlier ones took effect.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#include "shim_reply.h"

#define DL_ATTR 66
#define DL_IFINDEX 1

static int lists_seen;

static void logf_(const char *what, int n)
{
	const char *f = getenv("DL_LOG");
	FILE *fp;

	if (!f || !*f || !(fp = fopen(f, "a")))
		return;
	if (n < 0)
		fprintf(fp, "%s\n", what);
	else
		fprintf(fp, "%s %d\n", what, n);
	fclose(fp);
}

/* The nest of a list delete in buf, or NULL when buf is not one. */
static const struct nlattr *find_list(const void *buf, size_t len)
{
	const struct nlmsghdr *h = buf;
	size_t off = NLMSG_HDRLEN + NLMSG_ALIGN(sizeof(struct ifinfomsg));

	if (len < off || h->nlmsg_type != RTM_DELLINK || h->nlmsg_len > len)
		return NULL;
	while (off + sizeof(struct nlattr) <= h->nlmsg_len) {
		const struct nlattr *a = (const void *)((const char *)buf + off);

		if (a->nla_len < sizeof(*a) || off + a->nla_len > h->nlmsg_len)
			return NULL;
		if ((a->nla_type & NLA_TYPE_MASK) == DL_ATTR)
			return a;
		off += NLA_ALIGN(a->nla_len);
	}
	return NULL;
}

/* --- the shim's own rtnetlink socket ------------------------------- */

static ssize_t (*real_sendto)(int, const void *, size_t, int,
			      const struct sockaddr *, socklen_t);
static ssize_t (*real_recvfrom)(int, void *, size_t, int, struct sockaddr *,
				socklen_t *);

static void resolve(void)
{
	if (!real_sendto)
		real_sendto = dlsym(RTLD_NEXT, "sendto");
	if (!real_recvfrom)
		real_recvfrom = dlsym(RTLD_NEXT, "recvfrom");
}

struct req {
	struct nlmsghdr h;
	struct ifinfomsg ifi;
	char attrs[16];
};

static void put_u32(struct req *r, uint16_t type, uint32_t v)
{
	struct nlattr *a = (void *)((char *)r + NLMSG_ALIGN(r->h.nlmsg_len));

	a->nla_type = type;
	a->nla_len = sizeof(*a) + sizeof(v);
	memcpy(a + 1, &v, sizeof(v));
	r->h.nlmsg_len = NLMSG_ALIGN(r->h.nlmsg_len) + NLA_ALIGN(a->nla_len);
}

/*
 * Send reqs[0..n-1] (each with NLM_F_ACK and its own sequence number
 * 1..n), WINDOW at a time so that the answers fit the receive buffer, and
 * read every answer; err[i] is request i's. Returns 0, or -1 when the
 * socket itself fails.
 */
#define WINDOW 32
static int talk(int fd, struct req *reqs, int n, int *err)
{
	static char rbuf[65536];

	for (int base = 0; base < n; base += WINDOW) {
		int end = base + WINDOW < n ? base + WINDOW : n;
		int left = end - base;

		for (int i = base; i < end; i++) {
			reqs[i].h.nlmsg_seq = (uint32_t)i + 1;
			if (real_sendto(fd, &reqs[i], reqs[i].h.nlmsg_len, 0,
					NULL, 0) < 0)
				return -1;
			err[i] = 1;	/* no answer yet */
		}
		while (left > 0) {
			ssize_t got = real_recvfrom(fd, rbuf, sizeof(rbuf), 0,
						    NULL, NULL);
			const struct nlmsghdr *h = (void *)rbuf;
			size_t rem = got > 0 ? (size_t)got : 0;

			if (got <= 0)
				return -1;
			for (; NLMSG_OK(h, rem); h = NLMSG_NEXT(h, rem)) {
				const struct nlmsgerr *e = NLMSG_DATA(h);
				uint32_t s = h->nlmsg_seq;

				if (h->nlmsg_type != NLMSG_ERROR ||
				    s <= (uint32_t)base || s > (uint32_t)end)
					continue;
				if (err[s - 1] == 1)
					left--;
				err[s - 1] = e->error;
			}
		}
	}
	return 0;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* Delete the devices idx[0..n-1], all or nothing. Returns 0 or -errno. */
static int delete_all(const int *idx, int n)
{
	uint32_t group = 0x7d000000u | ((uint32_t)getpid() & 0xffffffu);
	struct req *reqs = calloc((size_t)n + 1, sizeof(*reqs));
	int *err = calloc((size_t)n + 1, sizeof(*err));
	int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	int ret = 0;

	if (!reqs || !err || fd < 0) {
		ret = -ENOMEM;
		goto out;
	}
	/* every device must exist: look each up first */
	for (int i = 0; i < n; i++) {
		reqs[i].h.nlmsg_len = NLMSG_LENGTH(sizeof(struct ifinfomsg));
		reqs[i].h.nlmsg_type = RTM_GETLINK;
		reqs[i].h.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
		reqs[i].ifi.ifi_index = idx[i];
		put_u32(&reqs[i], IFLA_EXT_MASK, 0);
	}
	if (talk(fd, reqs, n, err)) {
		ret = -EIO;
		goto out;
	}
	for (int i = 0; i < n; i++) {
		/* a GETLINK with NLM_F_ACK answers the link, then 0 */
		if (err[i] < 0) {
			ret = -ENODEV;
			goto out;
		}
	}
	memset(reqs, 0, (size_t)n * sizeof(*reqs));
	for (int i = 0; i < n; i++) {
		reqs[i].h.nlmsg_len = NLMSG_LENGTH(sizeof(struct ifinfomsg));
		reqs[i].h.nlmsg_type = RTM_NEWLINK;
		reqs[i].h.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
		reqs[i].ifi.ifi_index = idx[i];
		put_u32(&reqs[i], IFLA_GROUP, group);
	}
	if (talk(fd, reqs, n, err)) {
		ret = -EIO;
		goto out;
	}
	for (int i = 0; i < n; i++) {
		if (err[i] < 0) {
			ret = err[i];
			goto out;
		}
	}
	memset(reqs, 0, sizeof(*reqs));
	reqs[0].h.nlmsg_len = NLMSG_LENGTH(sizeof(struct ifinfomsg));
	reqs[0].h.nlmsg_type = RTM_DELLINK;
	reqs[0].h.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	put_u32(&reqs[0], IFLA_GROUP, group);
	if (talk(fd, reqs, 1, err))
		ret = -EIO;
	else
		ret = err[0] < 0 ? err[0] : 0;
out:
	if (fd >= 0)
		close(fd);
	free(reqs);
	free(err);
	return ret;
}

/* What the patched kernel answers for the list in nest. */
static int list_delete(const struct nlattr *nest)
{
	const char *fail_from = getenv("DL_FAIL_FROM");
	const char *fixed = getenv("DL_ERRNO");
	size_t rem = nest->nla_len - sizeof(*nest);
	const struct nlattr *a = (const void *)(nest + 1);
	int *idx, *sorted, n = 0, err = 0;

	if (rem == 0) {
		logf_("probe", -1);
		return 0;
	}
	idx = malloc(rem / sizeof(*a) * sizeof(*idx) + sizeof(*idx));
	sorted = malloc(rem / sizeof(*a) * sizeof(*idx) + sizeof(*idx));
	if (!idx || !sorted) {
		free(idx);
		free(sorted);
		return -ENOMEM;
	}
	while (rem >= sizeof(*a)) {
		uint32_t v;

		if (a->nla_len < sizeof(*a) || a->nla_len > rem) {
			err = -EINVAL;
			break;
		}
		if ((a->nla_type & NLA_TYPE_MASK) != DL_IFINDEX ||
		    a->nla_len != sizeof(*a) + sizeof(v)) {
			err = -EINVAL;
			break;
		}
		memcpy(&v, a + 1, sizeof(v));
		if (v == 0 || v > INT32_MAX) {
			err = -EINVAL;
			break;
		}
		idx[n++] = (int)v;
		if ((size_t)NLA_ALIGN(a->nla_len) >= rem)
			break;
		rem -= (size_t)NLA_ALIGN(a->nla_len);
		a = (const void *)((const char *)a + NLA_ALIGN(a->nla_len));
	}
	lists_seen++;
	if (!err) {
		memcpy(sorted, idx, (size_t)n * sizeof(*idx));
		qsort(sorted, (size_t)n, sizeof(*sorted), cmp_int);
		for (int i = 1; i < n; i++)
			if (sorted[i] == sorted[i - 1])
				err = -EINVAL;
	}
	if (!err && fixed && *fixed)
		err = -atoi(fixed);
	if (!err && fail_from && *fail_from && lists_seen >= atoi(fail_from))
		err = -EBUSY;
	if (!err)
		err = delete_all(idx, n);
	logf_(err ? "refused" : "list", n);
	free(idx);
	free(sorted);
	return err;
}

/* The answer: NLMSG_ERROR with the list's result (0: the ack). */
static ssize_t take(int fd, const void *buf, size_t len,
		    const struct nlattr *nest)
{
	shim_reply_error(fd, buf, list_delete(nest));
	return (ssize_t)len;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *sa, socklen_t sl)
{
	const struct nlattr *nest;

	resolve();
	nest = find_list(buf, len);
	if (nest)
		return take(fd, buf, len, nest);
	return real_sendto(fd, buf, len, flags, sa, sl);
}

ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return sendto(fd, buf, len, flags, NULL, 0);
}

ssize_t sendmsg(int fd, const struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, const struct msghdr *, int);
	const struct nlattr *nest = NULL;

	if (!real)
		real = dlsym(RTLD_NEXT, "sendmsg");
	resolve();
	if (m->msg_iovlen == 1)
		nest = find_list(m->msg_iov[0].iov_base, m->msg_iov[0].iov_len);
	if (nest)
		return take(fd, m->msg_iov[0].iov_base, m->msg_iov[0].iov_len,
			    nest);
	return real(fd, m, flags);
}
