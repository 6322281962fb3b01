// SPDX-License-Identifier: GPL-2.0
/* genl_hide.c — LD_PRELOAD test aid: the generic netlink family named by
 * NLT_GENL_HIDE does not exist. A CTRL_CMD_GETFAMILY request for it is
 * not sent; the next read of that socket returns the kernel's answer for
 * a missing family, an NLMSG_ERROR with ENOENT. Reads with MSG_PEEK
 * leave it pending, MSG_TRUNC reads see its whole length. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <linux/genetlink.h>
#include <linux/netlink.h>

#include "shim_reply.h"


/* Is buf a family request for the hidden name? */
static int hidden_request(const void *buf, size_t len)
{
	const char *name = getenv("NLT_GENL_HIDE");
	const struct nlmsghdr *h = buf;
	const struct genlmsghdr *g;
	size_t off;

	if (!name || !*name || len < NLMSG_HDRLEN + GENL_HDRLEN ||
	    h->nlmsg_type != GENL_ID_CTRL || h->nlmsg_len > len)
		return 0;
	g = (const void *)((const char *)buf + NLMSG_HDRLEN);
	if (g->cmd != CTRL_CMD_GETFAMILY)
		return 0;
	for (off = NLMSG_HDRLEN + GENL_HDRLEN; off + 4 <= h->nlmsg_len;) {
		const struct nlattr *a = (const void *)((const char *)buf + off);
		size_t alen = a->nla_len;

		if (alen < 4 || off + alen > h->nlmsg_len)
			return 0;
		if (a->nla_type == CTRL_ATTR_FAMILY_NAME &&
		    strnlen((const char *)(a + 1), alen - 4) == strlen(name) &&
		    !memcmp(a + 1, name, strlen(name)))
			return 1;
		off += NLA_ALIGN(alen);
	}
	return 0;
}

/* The kernel's answer: NLMSG_ERROR, -ENOENT, the request's header. */
static ssize_t take(int fd, const void *buf, size_t len)
{
	shim_reply_error(fd, buf, -ENOENT);
	return (ssize_t)len;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *sa, socklen_t sl)
{
	static ssize_t (*real)(int, const void *, size_t, int,
			       const struct sockaddr *, socklen_t);

	if (!real)
		real = dlsym(RTLD_NEXT, "sendto");
	if (hidden_request(buf, len))
		return take(fd, buf, len);
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
	    hidden_request(m->msg_iov[0].iov_base, m->msg_iov[0].iov_len))
		return take(fd, m->msg_iov[0].iov_base, m->msg_iov[0].iov_len);
	return real(fd, m, flags);
}
