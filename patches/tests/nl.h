/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Minimal raw rtnetlink helpers for the guest tests of the link deletion
 * series.  No libmnl: the programs are linked statically into an
 * initramfs.
 */
#ifndef NLT_NL_H
#define NLT_NL_H

#include <stddef.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>

/* UAPI added by patch 1 (include/uapi/linux/if_link.h of the series). */
#ifndef IFLA_DEL_LIST
#define IFLA_DEL_LIST		66
#define IFLA_DEL_IFINDEX	1
#define IFLA_DEL_IFNAME		2
#endif

struct nl {
	int		fd;
	uint32_t	seq;
};

/* A request buffer holding one or more messages back to back. */
struct nlbuf {
	char		*data;
	size_t		len;
	size_t		cap;
	struct nlmsghdr	*cur;	/* message being built */
	unsigned int	count;	/* messages in the buffer */
};

/* Result of one acknowledged message. */
struct nlack {
	int		err;		/* 0 or -errno */
	uint32_t	off;		/* extack bad attribute offset, or 0 */
	char		msg[256];	/* extack message, or "" */
};

int nl_open(struct nl *nl);
void nl_close(struct nl *nl);

void buf_init(struct nlbuf *b, size_t cap);
void buf_free(struct nlbuf *b);
void buf_reset(struct nlbuf *b);
struct ifinfomsg *msg_start(struct nlbuf *b, struct nl *nl, uint16_t type,
			    uint16_t flags);
void put_attr(struct nlbuf *b, uint16_t type, const void *data, size_t len);
void put_u32(struct nlbuf *b, uint16_t type, uint32_t v);
void put_str(struct nlbuf *b, uint16_t type, const char *s);
struct nlattr *nest_start(struct nlbuf *b, uint16_t type);
void nest_end(struct nlbuf *b, struct nlattr *nest);

/*
 * Send every message of @b with one sendmsg() and collect one ack per
 * message into @acks (which has b->count entries; may be NULL).
 * Returns the number of failed messages, or -1 on a socket error.
 */
int nl_send_all(struct nl *nl, struct nlbuf *b, struct nlack *acks);
/* One message: returns its ack error (0 or -errno); @ack may be NULL. */
int nl_do(struct nl *nl, struct nlbuf *b, struct nlack *ack);

/* Queries. */
int link_index(struct nl *nl, const char *name);	/* 0 if none */
int link_master(struct nl *nl, const char *name);	/* -1 if none */
int link_count(struct nl *nl);

/* Builders for common requests (appended to @b). */
void add_veth(struct nlbuf *b, struct nl *nl, const char *a, const char *p);
void add_kind(struct nlbuf *b, struct nl *nl, const char *name,
	      const char *kind, int link);
void set_master(struct nlbuf *b, struct nl *nl, int ifindex, int master);
void set_group(struct nlbuf *b, struct nl *nl, int ifindex, uint32_t group);
void set_up(struct nlbuf *b, struct nl *nl, int ifindex);
void del_index(struct nlbuf *b, struct nl *nl, int ifindex);
void del_name(struct nlbuf *b, struct nl *nl, const char *name);
void del_group(struct nlbuf *b, struct nl *nl, uint32_t group);

double now_ms(void);
const char *errname(int err);

#endif
