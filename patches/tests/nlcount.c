// SPDX-License-Identifier: GPL-2.0
/*
 * nlcount.so — LD_PRELOAD counter of the rtnetlink requests a program
 * sends, so the guest log shows which deletion path nlroute took:
 *   dellist   RTM_DELLINK carrying IFLA_DEL_LIST (66) with entries
 *   probe     RTM_DELLINK carrying an empty IFLA_DEL_LIST
 *   delgroup  RTM_DELLINK carrying IFLA_GROUP
 *   delone    any other RTM_DELLINK (one device)
 *   setgroup  RTM_NEWLINK/RTM_SETLINK carrying IFLA_GROUP
 * At exit it prints one "NLCOUNT ..." line on stderr.  Only counts, it
 * never changes what is sent.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

#define DEL_LIST 66

static unsigned long sends, msgs, dellist, probe, delgroup, delone;
static unsigned long setgroup, newlink;

/* attribute TYPE in message NLH: -1 absent, else its payload length */
static int attr_len(const struct nlmsghdr *nlh, unsigned short type)
{
	size_t off = NLMSG_LENGTH(sizeof(struct ifinfomsg));
	const char *p = (const char *)nlh;

	off = NLMSG_ALIGN(off);
	while (off + sizeof(struct nlattr) <= nlh->nlmsg_len) {
		const struct nlattr *a = (const void *)(p + off);

		if (a->nla_len < sizeof(*a) || off + a->nla_len > nlh->nlmsg_len)
			break;
		if ((a->nla_type & NLA_TYPE_MASK) == type)
			return a->nla_len - (int)sizeof(*a);
		off += NLA_ALIGN(a->nla_len);
	}
	return -1;
}

static void count_msg(const struct nlmsghdr *nlh)
{
	int len;

	msgs++;
	if (nlh->nlmsg_type == RTM_DELLINK) {
		len = attr_len(nlh, DEL_LIST);
		if (len > 0)
			dellist++;
		else if (len == 0)
			probe++;
		else if (attr_len(nlh, IFLA_GROUP) >= 0)
			delgroup++;
		else
			delone++;
	} else if (nlh->nlmsg_type == RTM_NEWLINK ||
		   nlh->nlmsg_type == RTM_SETLINK) {
		if (attr_len(nlh, IFLA_GROUP) >= 0 &&
		    !(nlh->nlmsg_flags & NLM_F_CREATE))
			setgroup++;
		else
			newlink++;
	}
}

static void count_buf(const void *buf, size_t len)
{
	const struct nlmsghdr *nlh = buf;
	size_t left = len;

	sends++;
	while (left >= sizeof(*nlh) && nlh->nlmsg_len >= sizeof(*nlh) &&
	       nlh->nlmsg_len <= left) {
		count_msg(nlh);
		left -= NLMSG_ALIGN(nlh->nlmsg_len) < left ?
			NLMSG_ALIGN(nlh->nlmsg_len) : left;
		nlh = (const void *)((const char *)buf + (len - left));
	}
}

static int is_netlink(int fd)
{
	struct sockaddr_storage ss;
	socklen_t sl = sizeof(ss);

	return !getsockname(fd, (struct sockaddr *)&ss, &sl) &&
	       ss.ss_family == AF_NETLINK;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *to, socklen_t tolen)
{
	static ssize_t (*real)(int, const void *, size_t, int,
			       const struct sockaddr *, socklen_t);

	if (!real)
		real = dlsym(RTLD_NEXT, "sendto");
	if (is_netlink(fd))
		count_buf(buf, len);
	return real(fd, buf, len, flags, to, tolen);
}

ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return sendto(fd, buf, len, flags, NULL, 0);
}

ssize_t sendmsg(int fd, const struct msghdr *msg, int flags)
{
	static ssize_t (*real)(int, const struct msghdr *, int);
	static char flat[1 << 20];
	size_t len = 0;

	if (!real)
		real = dlsym(RTLD_NEXT, "sendmsg");
	if (is_netlink(fd)) {
		for (size_t i = 0; i < msg->msg_iovlen; i++) {
			size_t l = msg->msg_iov[i].iov_len;

			if (len + l > sizeof(flat))
				l = sizeof(flat) - len;
			memcpy(flat + len, msg->msg_iov[i].iov_base, l);
			len += l;
		}
		count_buf(flat, len);
	}
	return real(fd, msg, flags);
}

__attribute__((destructor)) static void report(void)
{
	fprintf(stderr, "NLCOUNT sends=%lu msgs=%lu probe=%lu dellist=%lu "
		"delgroup=%lu delone=%lu setgroup=%lu newlink=%lu\n",
		sends, msgs, probe, dellist, delgroup, delone, setgroup,
		newlink);
}
