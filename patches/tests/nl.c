// SPDX-License-Identifier: GPL-2.0
/* Raw rtnetlink helpers for the guest tests; see nl.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linux/veth.h>

#include "nl.h"

#ifndef NETLINK_EXT_ACK
#define NETLINK_EXT_ACK 11
#endif
#ifndef NETLINK_CAP_ACK
#define NETLINK_CAP_ACK 10
#endif

static void die(const char *what)
{
	fprintf(stderr, "nlt: %s: %s\n", what, strerror(errno));
	exit(2);
}

int nl_open(struct nl *nl)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	int one = 1, big = 64 << 20;

	nl->fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (nl->fd < 0)
		return -1;
	if (bind(nl->fd, (struct sockaddr *)&sa, sizeof(sa)) < 0)
		return -1;
	setsockopt(nl->fd, SOL_NETLINK, NETLINK_EXT_ACK, &one, sizeof(one));
	setsockopt(nl->fd, SOL_NETLINK, NETLINK_CAP_ACK, &one, sizeof(one));
	/* room for thousands of acks and one huge request */
	setsockopt(nl->fd, SOL_SOCKET, SO_RCVBUFFORCE, &big, sizeof(big));
	setsockopt(nl->fd, SOL_SOCKET, SO_SNDBUFFORCE, &big, sizeof(big));
	nl->seq = 1;
	return 0;
}

void nl_close(struct nl *nl)
{
	close(nl->fd);
}

void buf_init(struct nlbuf *b, size_t cap)
{
	b->data = calloc(1, cap);
	if (!b->data)
		die("calloc");
	b->cap = cap;
	buf_reset(b);
}

void buf_free(struct nlbuf *b)
{
	free(b->data);
}

void buf_reset(struct nlbuf *b)
{
	b->len = 0;
	b->cur = NULL;
	b->count = 0;
}

static void *buf_room(struct nlbuf *b, size_t len)
{
	size_t need = NLMSG_ALIGN(len);
	void *p;

	if (b->len + need > b->cap) {
		fprintf(stderr, "nlt: request buffer full\n");
		exit(2);
	}
	p = b->data + b->len;
	memset(p, 0, need);
	b->len += need;
	if (b->cur)
		b->cur->nlmsg_len = (char *)b->data + b->len - (char *)b->cur;
	return p;
}

struct ifinfomsg *msg_start(struct nlbuf *b, struct nl *nl, uint16_t type,
			    uint16_t flags)
{
	struct nlmsghdr *nlh;

	b->cur = NULL;
	nlh = buf_room(b, NLMSG_HDRLEN);
	nlh->nlmsg_len = NLMSG_HDRLEN;
	nlh->nlmsg_type = type;
	nlh->nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK | flags;
	nlh->nlmsg_seq = nl->seq++;
	b->cur = nlh;
	b->count++;
	return buf_room(b, sizeof(struct ifinfomsg));
}

void put_attr(struct nlbuf *b, uint16_t type, const void *data, size_t len)
{
	struct nlattr *a = buf_room(b, NLA_HDRLEN + len);

	a->nla_type = type;
	a->nla_len = NLA_HDRLEN + len;
	if (len)
		memcpy((char *)a + NLA_HDRLEN, data, len);
}

void put_u32(struct nlbuf *b, uint16_t type, uint32_t v)
{
	put_attr(b, type, &v, sizeof(v));
}

void put_str(struct nlbuf *b, uint16_t type, const char *s)
{
	put_attr(b, type, s, strlen(s) + 1);
}

struct nlattr *nest_start(struct nlbuf *b, uint16_t type)
{
	struct nlattr *a = buf_room(b, NLA_HDRLEN);

	a->nla_type = type | NLA_F_NESTED;
	return a;
}

void nest_end(struct nlbuf *b, struct nlattr *nest)
{
	nest->nla_len = (char *)b->data + b->len - (char *)nest;
}

static void parse_extack(const struct nlmsghdr *nlh, struct nlack *ack)
{
	const struct nlmsgerr *e = NLMSG_DATA(nlh);
	size_t off = NLMSG_HDRLEN + sizeof(*e);
	const struct nlattr *a;

	if (!(nlh->nlmsg_flags & NLM_F_CAPPED))
		off += e->msg.nlmsg_len - NLMSG_HDRLEN;
	if (!(nlh->nlmsg_flags & NLM_F_ACK_TLVS))
		return;
	while (off + NLA_HDRLEN <= nlh->nlmsg_len) {
		a = (const void *)((const char *)nlh + off);
		if (a->nla_len < NLA_HDRLEN ||
		    off + a->nla_len > nlh->nlmsg_len)
			break;
		if ((a->nla_type & NLA_TYPE_MASK) == NLMSGERR_ATTR_MSG)
			snprintf(ack->msg, sizeof(ack->msg), "%.*s",
				 (int)(a->nla_len - NLA_HDRLEN),
				 (const char *)a + NLA_HDRLEN);
		if ((a->nla_type & NLA_TYPE_MASK) == NLMSGERR_ATTR_OFFS &&
		    a->nla_len >= NLA_HDRLEN + 4)
			memcpy(&ack->off, (const char *)a + NLA_HDRLEN, 4);
		off += NLA_ALIGN(a->nla_len);
	}
}

/* Position and sequence number of every message of @b: acks are matched
 * by sequence number (queries made while building may have used
 * numbers in between).
 */
static uint32_t *seq_table(struct nlbuf *b)
{
	uint32_t *seqs = calloc(b->count, sizeof(*seqs));
	struct nlmsghdr *nlh = (void *)b->data;
	size_t left = b->len;
	unsigned int i;

	if (!seqs)
		die("calloc");
	for (i = 0; i < b->count && NLMSG_OK(nlh, left); i++) {
		seqs[i] = nlh->nlmsg_seq;
		nlh = NLMSG_NEXT(nlh, left);
	}
	return seqs;
}

/* Acks come in order: search from the slot after the previous one. */
static struct nlack *ack_slot(struct nlbuf *b, const uint32_t *seqs,
			      struct nlack *acks, uint32_t seq,
			      unsigned int *hint)
{
	unsigned int i, k;

	for (k = 0; k < b->count; k++) {
		i = (*hint + k) % b->count;
		if (seqs[i] == seq) {
			*hint = i + 1;
			return &acks[i];
		}
	}
	return NULL;
}

int nl_send_all(struct nl *nl, struct nlbuf *b, struct nlack *acks)
{
	static char rbuf[1 << 20];
	unsigned int got = 0, hint = 0;
	uint32_t *seqs;
	int failed = 0;
	ssize_t n;

	if (!b->count)
		return 0;
	seqs = seq_table(b);
	if (send(nl->fd, b->data, b->len, 0) != (ssize_t)b->len) {
		free(seqs);
		return -1;
	}
	while (got < b->count) {
		struct nlmsghdr *nlh;

		n = recv(nl->fd, rbuf, sizeof(rbuf), 0);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			free(seqs);
			return -1;
		}
		for (nlh = (void *)rbuf; NLMSG_OK(nlh, (size_t)n);
		     nlh = NLMSG_NEXT(nlh, n)) {
			const struct nlmsgerr *e = NLMSG_DATA(nlh);
			struct nlack *ack;

			if (nlh->nlmsg_type != NLMSG_ERROR)
				continue;
			got++;
			if (e->error)
				failed++;
			if (!acks)
				continue;
			ack = ack_slot(b, seqs, acks, nlh->nlmsg_seq, &hint);
			if (!ack)
				continue;
			memset(ack, 0, sizeof(*ack));
			ack->err = e->error;
			parse_extack(nlh, ack);
		}
	}
	free(seqs);
	return failed;
}

int nl_do(struct nl *nl, struct nlbuf *b, struct nlack *ack)
{
	struct nlack tmp;

	if (!ack)
		ack = &tmp;
	if (nl_send_all(nl, b, ack) < 0)
		die("netlink");
	return ack->err;
}

/* One RTM_GETLINK by name; fills the ifindex and master. */
static int link_get(struct nl *nl, const char *name, int *master)
{
	static char rbuf[65536];
	struct {
		struct nlmsghdr nlh;
		struct ifinfomsg ifi;
		char attrs[64];
	} req;
	struct nlattr *a;
	int index = 0;
	ssize_t n;

	memset(&req, 0, sizeof(req));
	req.nlh.nlmsg_type = RTM_GETLINK;
	req.nlh.nlmsg_flags = NLM_F_REQUEST;
	req.nlh.nlmsg_seq = nl->seq++;
	a = (struct nlattr *)req.attrs;
	a->nla_type = IFLA_IFNAME;
	a->nla_len = NLA_HDRLEN + strlen(name) + 1;
	strcpy((char *)a + NLA_HDRLEN, name);
	req.nlh.nlmsg_len = NLMSG_LENGTH(sizeof(req.ifi)) +
			    NLA_ALIGN(a->nla_len);
	*master = -1;
	if (send(nl->fd, &req, req.nlh.nlmsg_len, 0) < 0)
		die("send");
	n = recv(nl->fd, rbuf, sizeof(rbuf), 0);
	if (n < 0)
		die("recv");
	for (struct nlmsghdr *nlh = (void *)rbuf; NLMSG_OK(nlh, (size_t)n);
	     nlh = NLMSG_NEXT(nlh, n)) {
		struct ifinfomsg *ifi = NLMSG_DATA(nlh);
		int len;

		if (nlh->nlmsg_type != RTM_NEWLINK)
			continue;
		index = ifi->ifi_index;
		len = IFLA_PAYLOAD(nlh);
		for (struct rtattr *rta = IFLA_RTA(ifi); RTA_OK(rta, len);
		     rta = RTA_NEXT(rta, len))
			if (rta->rta_type == IFLA_MASTER)
				memcpy(master, RTA_DATA(rta), 4);
	}
	return index;
}

int link_index(struct nl *nl, const char *name)
{
	int master;

	return link_get(nl, name, &master);
}

int link_master(struct nl *nl, const char *name)
{
	int master;

	return link_get(nl, name, &master) ? master : -1;
}

int link_count(struct nl *nl)
{
	static char rbuf[1 << 16];
	struct {
		struct nlmsghdr nlh;
		struct ifinfomsg ifi;
	} req = {
		.nlh = {
			.nlmsg_len = sizeof(req),
			.nlmsg_type = RTM_GETLINK,
			.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP,
		},
	};
	int count = 0;

	req.nlh.nlmsg_seq = nl->seq++;
	if (send(nl->fd, &req, sizeof(req), 0) < 0)
		die("send");
	for (;;) {
		ssize_t n = recv(nl->fd, rbuf, sizeof(rbuf), 0);

		if (n < 0)
			die("recv");
		for (struct nlmsghdr *nlh = (void *)rbuf;
		     NLMSG_OK(nlh, (size_t)n); nlh = NLMSG_NEXT(nlh, n)) {
			if (nlh->nlmsg_type == NLMSG_DONE)
				return count;
			if (nlh->nlmsg_type == NLMSG_ERROR)
				return -1;
			if (nlh->nlmsg_type == RTM_NEWLINK)
				count++;
		}
	}
}

void add_veth(struct nlbuf *b, struct nl *nl, const char *a, const char *p)
{
	struct nlattr *li, *data, *peer;

	msg_start(b, nl, RTM_NEWLINK, NLM_F_CREATE | NLM_F_EXCL);
	put_str(b, IFLA_IFNAME, a);
	li = nest_start(b, IFLA_LINKINFO);
	put_str(b, IFLA_INFO_KIND, "veth");
	data = nest_start(b, IFLA_INFO_DATA);
	peer = nest_start(b, VETH_INFO_PEER);
	buf_room(b, sizeof(struct ifinfomsg));
	put_str(b, IFLA_IFNAME, p);
	nest_end(b, peer);
	nest_end(b, data);
	nest_end(b, li);
}

void add_kind(struct nlbuf *b, struct nl *nl, const char *name,
	      const char *kind, int link)
{
	struct nlattr *li;

	msg_start(b, nl, RTM_NEWLINK, NLM_F_CREATE | NLM_F_EXCL);
	put_str(b, IFLA_IFNAME, name);
	if (link)
		put_u32(b, IFLA_LINK, link);
	li = nest_start(b, IFLA_LINKINFO);
	put_str(b, IFLA_INFO_KIND, kind);
	nest_end(b, li);
}

void set_master(struct nlbuf *b, struct nl *nl, int ifindex, int master)
{
	msg_start(b, nl, RTM_NEWLINK, 0)->ifi_index = ifindex;
	put_u32(b, IFLA_MASTER, master);
}

void set_group(struct nlbuf *b, struct nl *nl, int ifindex, uint32_t group)
{
	msg_start(b, nl, RTM_NEWLINK, 0)->ifi_index = ifindex;
	put_u32(b, IFLA_GROUP, group);
}

void set_up(struct nlbuf *b, struct nl *nl, int ifindex)
{
	struct ifinfomsg *ifi = msg_start(b, nl, RTM_NEWLINK, 0);

	ifi->ifi_index = ifindex;
	ifi->ifi_flags = 1;	/* IFF_UP */
	ifi->ifi_change = 1;
}

void del_index(struct nlbuf *b, struct nl *nl, int ifindex)
{
	msg_start(b, nl, RTM_DELLINK, 0)->ifi_index = ifindex;
}

void del_name(struct nlbuf *b, struct nl *nl, const char *name)
{
	msg_start(b, nl, RTM_DELLINK, 0);
	put_str(b, IFLA_IFNAME, name);
}

void del_group(struct nlbuf *b, struct nl *nl, uint32_t group)
{
	msg_start(b, nl, RTM_DELLINK, 0);
	put_u32(b, IFLA_GROUP, group);
}

double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

const char *errname(int err)
{
	switch (-err) {
	case 0:
		return "OK";
	case ENODEV:
		return "ENODEV";
	case EINVAL:
		return "EINVAL";
	case EOPNOTSUPP:
		return "EOPNOTSUPP";
	case EEXIST:
		return "EEXIST";
	case ERANGE:
		return "ERANGE";
	case EPERM:
		return "EPERM";
	}
	return strerror(-err);
}
