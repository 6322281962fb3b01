// SPDX-License-Identifier: GPL-2.0
/* nl.c — netlink session on libmnl */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>

#include "nl.h"

#ifndef SOL_NETLINK
#define SOL_NETLINK 270
#endif

#define NL_RX_SIZE (64 * 1024)

struct nl_sess {
	struct mnl_socket *sk;
	int proto;	/* NETLINK_ROUTE (0), or that of nl_proto_sess() */
	uint32_t portid;
	bool busy;	/* waiting for replies: nested lookups go elsewhere */
	unsigned char *rx;	/* per session: lookups run inside dumps */
};

unsigned int nl_rcvbuf;
unsigned long nl_requests_sent;

static struct nl_sess main_sess, lookup_sess;
/* Sessions of other protocols (generic netlink, xfrm), opened on demand. */
#define NL_PROTO_MAX 4
static struct nl_sess proto_sess[NL_PROTO_MAX];
static uint32_t next_seq;
static char extack_msg[512];
static bool extack_warning;
static bool send_refused;	/* the last request was refused unsent */

/* The last dump that failed, until nl_dump_perror() has reported it. */
static struct {
	int err;		/* what nl_dump() returned */
	enum nl_dump_fail how;
	bool reported;
	int errno_after;	/* errno once reported, as the reference's */
	char extack[sizeof(extack_msg)];
} dump_fail;

/*
 * Open s as a socket of s->proto. Returns 0, or -errno with the failing
 * step's name in *what ("open" or "bind"); nothing is printed here.
 */
static int sess_try_open(struct nl_sess *s, const char **what)
{
	int one = 1;

	if (s->sk)
		return 0;
	if (!s->rx)
		s->rx = malloc(NL_RX_SIZE);
	if (!s->rx) {
		fprintf(stderr, "Out of memory\n");
		exit(1);
	}
	*what = "open";
	s->sk = mnl_socket_open(s->proto);
	if (!s->sk)
		return -errno;
	mnl_socket_setsockopt(s->sk, NETLINK_EXT_ACK, &one, sizeof(one));
	mnl_socket_setsockopt(s->sk, NETLINK_CAP_ACK, &one, sizeof(one));
	/* -rcvbuf enlarges the buffer for replies; a size below the
	 * default would lose the acknowledgement that follows a reply, so
	 * it is kept only for the monitors' sockets (lib/nlmon.c) */
	if (nl_rcvbuf)
		nl_set_rcvbuf(s, (int)nl_rcvbuf);
	*what = "bind";
	if (mnl_socket_bind(s->sk, 0, MNL_SOCKET_AUTOPID) < 0) {
		int err = -errno;

		mnl_socket_close(s->sk);
		s->sk = NULL;
		return err;
	}
	s->portid = mnl_socket_get_portid(s->sk);
	if (!next_seq)
		next_seq = (uint32_t)time(NULL);
	return 0;
}

/* The rtnetlink sessions: a socket that cannot be had ends the program. */
static int sess_open(struct nl_sess *s)
{
	const char *what;
	int err = sess_try_open(s, &what);

	if (err) {
		errno = -err;
		perror(what[0] == 'o' ? "Cannot open netlink socket"
				      : "Cannot bind netlink socket");
		exit(1);
	}
	return 0;
}

struct nl_sess *nl_proto_sess(int proto)
{
	const char *what;
	int i, err;

	if (proto == NETLINK_ROUTE)
		return nl_main();
	for (i = 0; i < NL_PROTO_MAX; i++)
		if (!proto_sess[i].proto || proto_sess[i].proto == proto)
			break;
	if (i == NL_PROTO_MAX) {
		errno = ENOBUFS;
		return NULL;
	}
	proto_sess[i].proto = proto;
	err = sess_try_open(&proto_sess[i], &what);
	if (err) {
		errno = -err;
		return NULL;
	}
	return &proto_sess[i];
}

struct nl_sess *nl_main(void)
{
	sess_open(&main_sess);
	return &main_sess;
}

struct nl_sess *nl_lookup_sess(void)
{
	if (!main_sess.busy)
		return nl_main();
	sess_open(&lookup_sess);
	return &lookup_sess;
}

void nl_close_all(void)
{
	if (main_sess.sk)
		mnl_socket_close(main_sess.sk);
	if (lookup_sess.sk)
		mnl_socket_close(lookup_sess.sk);
	free(main_sess.rx);
	free(lookup_sess.rx);
	memset(&main_sess, 0, sizeof(main_sess));
	memset(&lookup_sess, 0, sizeof(lookup_sess));
	for (int i = 0; i < NL_PROTO_MAX; i++) {
		if (proto_sess[i].sk)
			mnl_socket_close(proto_sess[i].sk);
		free(proto_sess[i].rx);
		memset(&proto_sess[i], 0, sizeof(proto_sess[i]));
	}
}

void nl_line_aborted(void)
{
	main_sess.busy = false;
	lookup_sess.busy = false;
	for (int i = 0; i < NL_PROTO_MAX; i++)
		proto_sess[i].busy = false;
}

int nl_setsockopt(struct nl_sess *s, int opt, int val)
{
	return mnl_socket_setsockopt(s->sk, opt, &val, sizeof(val));
}

struct nlmsghdr *nl_msg_start_sz(void *buf, size_t size, uint16_t type,
				 uint16_t flags)
{
	struct nlmsghdr *nlh = nl_msg_init_sz(buf, size);

	nlh->nlmsg_type = type;
	nlh->nlmsg_flags = NLM_F_REQUEST | flags;
	nlh->nlmsg_seq = ++next_seq;
	return nlh;
}

const char *nl_extack(void)
{
	return extack_msg;
}

static void print_extack(const char *kind)
{
	size_t len = strlen(extack_msg);

	fprintf(stderr, "%s: %s%s\n", kind, extack_msg,
		len && extack_msg[len - 1] != '.' ? "." : "");
}

void nl_perror(int err)
{
	if (err < 0)
		err = -err;
	if (err == EMSGSIZE && send_refused)
		return;		/* the writer has said why */
	if (extack_msg[0] && !extack_warning) {
		print_extack("Error");
		return;
	}
	fprintf(stderr, "RTNETLINK answers: %s\n", strerror(err));
}

void nl_print_warning(void)
{
	if (extack_msg[0] && extack_warning)
		print_extack("Warning");
}

/* The extack attributes of an ack or of a failed dump's NLMSG_DONE. */
static void parse_extack(const struct nlmsghdr *nlh)
{
	const struct nlattr *attr;
	const char *base = mnl_nlmsg_get_payload(nlh);
	size_t off, plen = nlh->nlmsg_len - NLMSG_HDRLEN;
	int error;

	extack_msg[0] = '\0';
	extack_warning = false;
	if (!(nlh->nlmsg_flags & NLM_F_ACK_TLVS))
		return;
	if (nlh->nlmsg_type == NLMSG_DONE) {
		/* DONE carries an int, then the attributes */
		if (plen < sizeof(int))
			return;
		error = *(const int *)base;
		off = sizeof(int);
	} else {
		const struct nlmsgerr *e = (const struct nlmsgerr *)base;

		if (plen < sizeof(*e))
			return;
		error = e->error;
		off = sizeof(*e);
		if (!(nlh->nlmsg_flags & NLM_F_CAPPED)) {
			if (e->msg.nlmsg_len < NLMSG_HDRLEN)
				return;
			off += NLMSG_ALIGN(e->msg.nlmsg_len) - NLMSG_HDRLEN;
		}
	}
	if (off > plen)
		return;
	mnl_attr_for_each_payload((const void *)(base + off), plen - off) {
		if (mnl_attr_get_type(attr) != NLMSGERR_ATTR_MSG)
			continue;
		if (mnl_attr_validate(attr, MNL_TYPE_NUL_STRING) < 0)
			continue;
		snprintf(extack_msg, sizeof(extack_msg), "%s",
			 mnl_attr_get_str(attr));
		/* strip a trailing newline some kernels add */
		size_t n = strlen(extack_msg);
		while (n && extack_msg[n - 1] == '\n')
			extack_msg[--n] = '\0';
		extack_warning = error == 0;
	}
}

/* A request a bounded writer refused to complete is never sent. */
static int refuse_overflowed(const struct nlmsghdr *req)
{
	send_refused = nl_msg_overflowed(req);
	return send_refused ? -EMSGSIZE : 0;
}

static int sess_sendmsg(struct nl_sess *s, struct nlmsghdr *req)
{
	ssize_t n;

	if (refuse_overflowed(req))
		return -EMSGSIZE;
	do {
		n = mnl_socket_sendto(s->sk, req, req->nlmsg_len);
	} while (n < 0 && errno == EINTR);
	if (n < 0)
		return -errno;
	nl_requests_sent++;
	return 0;
}

int nl_send(struct nl_sess *s, struct nlmsghdr *req)
{
	req->nlmsg_flags |= NLM_F_ACK;
	return sess_sendmsg(s, req);
}

static ssize_t sess_recv(struct nl_sess *s)
{
	ssize_t n;

	/* as the reference, a read that was interrupted or found nothing
	 * yet is tried again */
	do {
		n = mnl_socket_recvfrom(s->sk, s->rx, NL_RX_SIZE);
	} while (n < 0 && (errno == EINTR || errno == EAGAIN));
	if (n < 0)
		return -errno;
	return n;
}

/*
 * Walk one received datagram. Returns 1 when the awaited ack/done for seq
 * has been seen (its result in *res), 0 to keep reading, or -1 when cb
 * failed (its -errno in *res). When the kernel's ack or done carried an
 * error, *how (if not NULL) says which of the two it was.
 */
static int walk(struct nl_sess *s, const void *buf, ssize_t len, uint32_t seq,
		nl_cb_t cb, void *data, int *res, bool *intr,
		enum nl_dump_fail *how)
{
	const struct nlmsghdr *nlh = buf;
	int left = (int)len;

	for (; mnl_nlmsg_ok(nlh, left); nlh = mnl_nlmsg_next(nlh, &left)) {
		if (nlh->nlmsg_pid != s->portid && nlh->nlmsg_pid != 0)
			continue;
		if (nlh->nlmsg_seq != seq)
			continue;	/* stale reply of an earlier request */
		if (nlh->nlmsg_type == NLMSG_ERROR) {
			const struct nlmsgerr *e = mnl_nlmsg_get_payload(nlh);

			if (how)
				*how = NL_DUMP_FAIL_ERRMSG;
			if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*e)) {
				*res = -EBADMSG;
				return 1;
			}
			parse_extack(nlh);
			*res = e->error > 0 ? -e->error : e->error;
			return 1;
		}
		if (nlh->nlmsg_type == NLMSG_DONE) {
			*res = 0;
			if (nlh->nlmsg_len >= NLMSG_HDRLEN + sizeof(int)) {
				int err = *(const int *)NLMSG_DATA(nlh);

				if (err < 0) {
					parse_extack(nlh);
					*res = err;
					if (how)
						*how = NL_DUMP_FAIL_DONE;
				}
			}
			return 1;
		}
		if (intr && (nlh->nlmsg_flags & NLM_F_DUMP_INTR))
			*intr = true;
		if (nlh->nlmsg_type < NLMSG_MIN_TYPE)
			continue;
		if (cb) {
			int r = cb(nlh, data);

			if (r == MNL_CB_ERROR) {
				*res = errno ? -errno : -EINVAL;
				return -1;
			}
		}
	}
	return 0;
}

static const char dump_intr_msg[] =
	"Dump was interrupted and may be inconsistent.\n";

/* Read one datagram: its length, or -errno (*how says it was the read). */
static int recv_checked(struct nl_sess *s, enum nl_dump_fail *how)
{
	ssize_t n = sess_recv(s);

	if (n == 0)
		return -ECONNRESET;
	if (n < 0 && how)
		*how = NL_DUMP_FAIL_RECV;
	return (int)n;
}

/* A callback failed: read the rest of the dump so the socket stays usable. */
static void drain_dump(struct nl_sess *s, uint32_t seq)
{
	ssize_t n;
	int tmp;

	while ((n = sess_recv(s)) > 0)
		if (walk(s, s->rx, n, seq, NULL, NULL, &tmp, NULL, NULL) == 1)
			break;
}

/*
 * Stream the replies of seq to cb as they arrive (acks, and dumps too
 * big to keep). *intr is set when a reply carried NLM_F_DUMP_INTR; *how
 * (for dumps) says how the dump failed.
 */
static int stream_replies(struct nl_sess *s, uint32_t seq, nl_cb_t cb,
			  void *data, bool dump, bool *intr,
			  enum nl_dump_fail *how)
{
	int res = 0;

	for (;;) {
		int n = recv_checked(s, how);
		int r;

		if (n < 0)
			return n;
		r = walk(s, s->rx, n, seq, cb, data, &res, intr, how);
		if (r < 0) {
			if (dump)
				drain_dump(s, seq);
			return res;
		}
		if (r == 1)
			return res;
	}
}

static int wait_for(struct nl_sess *s, uint32_t seq, nl_cb_t cb, void *data,
		    bool dump)
{
	bool was = s->busy;
	int err;

	s->busy = true;
	extack_msg[0] = '\0';
	err = stream_replies(s, seq, cb, data, dump, NULL, NULL);
	s->busy = was;
	return err;
}

int nl_wait_ack(struct nl_sess *s, uint32_t seq, nl_cb_t cb, void *data)
{
	return wait_for(s, seq, cb, data, false);
}

int nl_talk(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb, void *data)
{
	int err = nl_send(s, req);

	if (err)
		return err;
	return wait_for(s, req->nlmsg_seq, cb, data, false);
}

/*
 * Dumps. A dump the kernel marks NLM_F_DUMP_INTR (the table changed while
 * it was being read) is asked for again, up to NL_DUMP_TRIES times, so the
 * datagrams of a dump are kept until its end and only then handed to the
 * callback: it never sees a dump that is about to be thrown away. A dump
 * bigger than NL_DUMP_KEEP bytes is streamed from there on, as the
 * reference streams every dump: it can no longer be retried, and is
 * reported as interrupted, as the reference reports it, if it was.
 */
#define NL_DUMP_TRIES	5
#ifndef NL_DUMP_KEEP	/* -DNL_DUMP_KEEP=4096 tests the streamed path */
/* 512 KiB: a few hundred links or some thousands of routes; past it the
 * memory stays flat however big the table (issue 17) */
#define NL_DUMP_KEEP	(512u << 10)
#endif

struct dump_keep {
	unsigned char **dg;	/* received datagrams, in order */
	size_t *len;
	size_t n, cap, bytes;
};

static void keep_free(struct dump_keep *k)
{
	while (k->n)
		free(k->dg[--k->n]);
	free(k->dg);
	free(k->len);
	memset(k, 0, sizeof(*k));
}

static int keep_add(struct dump_keep *k, const void *buf, size_t len)
{
	if (k->n == k->cap) {
		size_t cap = k->cap ? 2 * k->cap : 64;
		unsigned char **dg = realloc(k->dg, cap * sizeof(*dg));

		if (!dg)
			return -ENOMEM;
		k->dg = dg;
		size_t *l = realloc(k->len, cap * sizeof(*l));

		if (!l)
			return -ENOMEM;
		k->len = l;
		k->cap = cap;
	}
	k->dg[k->n] = malloc(len);
	if (!k->dg[k->n])
		return -ENOMEM;
	memcpy(k->dg[k->n], buf, len);
	k->len[k->n++] = len;
	k->bytes += len;
	return 0;
}

/*
 * Hand the kept datagrams to cb. Returns 1 with *res when the end of the
 * dump was among them, 0 when more is to be read, -1 when cb failed.
 */
static int keep_replay(struct nl_sess *s, struct dump_keep *k, uint32_t seq,
		       nl_cb_t cb, void *data, int *res, enum nl_dump_fail *how)
{
	size_t i;

	for (i = 0; i < k->n; i++) {
		int r = walk(s, k->dg[i], (ssize_t)k->len[i], seq, cb, data,
			     res, NULL, how);

		if (r)
			return r;
	}
	return 0;
}

/*
 * One attempt: read the whole dump of seq into k. Returns 1 when it ended
 * (result in *res, *intr set if it was interrupted), 0 when it outgrew
 * NL_DUMP_KEEP (the rest is still to be read), or -errno of the socket.
 */
static int dump_collect(struct nl_sess *s, uint32_t seq, struct dump_keep *k,
			int *res, bool *intr, enum nl_dump_fail *how)
{
	for (;;) {
		int n = recv_checked(s, how);
		int r;

		if (n < 0)
			return n;
		/* no callback yet: only look for the end and the flag */
		r = walk(s, s->rx, n, seq, NULL, NULL, res, intr, how);
		if (keep_add(k, s->rx, (size_t)n) < 0) {
			fprintf(stderr, "Out of memory\n");
			exit(1);
		}
		if (r == 1)
			return 1;
		if (k->bytes >= NL_DUMP_KEEP)
			return 0;
	}
}

static int dump_locked(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		       void *data, bool whole, enum nl_dump_fail *how)
{
	struct dump_keep k = { 0 };
	int tries, err, res, r;
	bool intr, complete;

	for (tries = 1;; tries++) {
		extack_msg[0] = '\0';
		err = sess_sendmsg(s, req);
		if (err)
			return err;
		res = 0;
		intr = false;
		r = dump_collect(s, req->nlmsg_seq, &k, &res, &intr, how);
		if (r < 0) {
			keep_free(&k);
			return r;
		}
		if (r == 1 && intr && !res && tries < NL_DUMP_TRIES) {
			keep_free(&k);
			req->nlmsg_seq = ++next_seq;
			continue;
		}
		break;
	}
	complete = r == 1;
	if (whole && complete && res) {
		keep_free(&k);
		return res;
	}
	res = 0;
	*how = NL_DUMP_FAIL_NONE;	/* the replay tells again */
	r = keep_replay(s, &k, req->nlmsg_seq, cb, data, &res, how);
	keep_free(&k);
	if (r < 0) {
		/* the callback failed: skip what the kernel has yet to send */
		if (!complete)
			drain_dump(s, req->nlmsg_seq);
		return res;
	}
	if (r == 0)	/* too big to keep: stream the rest */
		res = stream_replies(s, req->nlmsg_seq, cb, data, true, &intr,
				     how);
	if (intr)
		fputs(dump_intr_msg, stderr);
	return res;
}

static int dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		void *data, bool whole)
{
	enum nl_dump_fail how = NL_DUMP_FAIL_NONE;
	bool was = s->busy;
	int err;

	req->nlmsg_flags |= NLM_F_DUMP;
	s->busy = true;
	err = dump_locked(s, req, cb, data, whole, &how);
	s->busy = was;
	if (err) {
		/* kept apart from extack_msg, which the next request clears */
		dump_fail.err = err;
		dump_fail.how = how;
		dump_fail.reported = false;
		memcpy(dump_fail.extack, extack_msg, sizeof(dump_fail.extack));
	}
	return err;
}

int nl_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb, void *data)
{
	return dump(s, req, cb, data, false);
}

int nl_dump_whole(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		  void *data)
{
	return dump(s, req, cb, data, true);
}

enum nl_dump_fail nl_dump_failure(int err)
{
	if (!err || err != dump_fail.err)
		return NL_DUMP_FAIL_NONE;
	return dump_fail.how;
}

static void dump_fail_print(int e)
{
	const char *ext = dump_fail.extack;
	size_t len = strlen(ext);

	switch (dump_fail.how) {
	case NL_DUMP_FAIL_ERRMSG:
		perror("RTNETLINK answers");
		break;
	case NL_DUMP_FAIL_DONE:
		if (len)
			fprintf(stderr, "Error: %s%s\n", ext,
				ext[len - 1] != '.' ? "." : "");
		else if (e == EMSGSIZE)
			fprintf(stderr, "Error: Buffer too small for object.\n");
		else if (e != ENOENT && e != EOPNOTSUPP)
			perror("RTNETLINK answers");
		break;
	case NL_DUMP_FAIL_RECV:
		fprintf(stderr, "netlink receive error %s (%d)\n",
			strerror(e), e);
		break;
	case NL_DUMP_FAIL_NONE:
		break;
	}
}

int nl_dump_perror(int err)
{
	int e = err < 0 ? -err : err;

	if (nl_dump_failure(err) == NL_DUMP_FAIL_NONE) {
		nl_perror(err);
		return e;
	}
	if (!dump_fail.reported) {
		/* perror() may leave another errno: the reference's is kept */
		errno = e;
		dump_fail_print(e);
		dump_fail.errno_after = errno;
		dump_fail.reported = true;
	}
	return dump_fail.errno_after;
}

int nl_set_rcvbuf(struct nl_sess *s, int bytes)
{
	int fd = mnl_socket_get_fd(s->sk);
	int cur = 0;
	socklen_t len = sizeof(cur);

	if (!getsockopt(fd, SOL_SOCKET, SO_RCVBUF, &cur, &len) &&
	    cur >= bytes)
		return 0;
	if (!setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &bytes, sizeof(bytes)))
		return 0;
	if (!setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &bytes, sizeof(bytes)))
		return 0;
	return -errno;
}

/* Bytes of requests packed into one sendmsg() of a pipeline. */
#define NL_PIPE_SEND_MAX (32 * 1024)

struct pipe_state {
	struct nl_sess *s;
	struct nlmsghdr **reqs;
	int n;
	int sent;	/* requests handed to the kernel */
	int done;	/* requests whose ack has been seen */
	uint32_t base;	/* sequence number of reqs[0] */
	nl_pipe_cb_t cb;
	void *data;
};

/* Pack the next requests into one datagram and send it. */
static int pipe_send_some(struct pipe_state *p, unsigned char *buf)
{
	size_t used = 0;
	int first = p->sent;
	ssize_t r;

	while (p->sent < p->n && p->sent - p->done < NL_PIPE_WINDOW) {
		struct nlmsghdr *req = p->reqs[p->sent];
		size_t len = NLMSG_ALIGN(req->nlmsg_len);

		if (used && used + len > NL_PIPE_SEND_MAX)
			break;
		if (len > NL_PIPE_SEND_MAX && used)
			break;
		req->nlmsg_flags |= NLM_F_ACK;
		req->nlmsg_seq = p->base + (uint32_t)p->sent;
		if (len > NL_PIPE_SEND_MAX) {
			/* too big to pack: goes alone, straight from req */
			int err = sess_sendmsg(p->s, req);

			if (err)
				return err;
			p->sent++;
			return 0;
		}
		memcpy(buf + used, req, req->nlmsg_len);
		memset(buf + used + req->nlmsg_len, 0,
		       len - req->nlmsg_len);
		used += len;
		p->sent++;
	}
	if (!used)
		return 0;
	do {
		r = mnl_socket_sendto(p->s->sk, buf, used);
	} while (r < 0 && errno == EINTR);
	if (r < 0)
		return -errno;
	nl_requests_sent += (unsigned long)(p->sent - first);
	return 0;
}

/* Dispatch one received datagram to the requests' callbacks. */
static void pipe_walk(struct pipe_state *p, ssize_t len)
{
	const struct nlmsghdr *nlh = (const struct nlmsghdr *)p->s->rx;
	int left = (int)len;

	for (; mnl_nlmsg_ok(nlh, left); nlh = mnl_nlmsg_next(nlh, &left)) {
		uint32_t i = nlh->nlmsg_seq - p->base;

		if (nlh->nlmsg_pid != p->s->portid && nlh->nlmsg_pid != 0)
			continue;
		if (i >= (uint32_t)p->sent)
			continue;	/* not ours: stale reply */
		if (nlh->nlmsg_type == NLMSG_ERROR) {
			const struct nlmsgerr *e = mnl_nlmsg_get_payload(nlh);
			int err = -EBADMSG;

			if (nlh->nlmsg_len >= NLMSG_HDRLEN + sizeof(*e)) {
				parse_extack(nlh);
				err = e->error > 0 ? -e->error : e->error;
			}
			p->cb((int)i, err, NULL, p->data);
			extack_msg[0] = '\0';
			p->done++;
			continue;
		}
		if (nlh->nlmsg_type < NLMSG_MIN_TYPE)
			continue;
		p->cb((int)i, 0, nlh, p->data);
	}
}

int nl_pipeline(struct nl_sess *s, struct nlmsghdr **reqs, int n,
		nl_pipe_cb_t cb, void *data)
{
	struct pipe_state p = { s, reqs, n, 0, 0, 0, cb, data };
	unsigned char *buf;
	bool was = s->busy;
	int err = 0;

	if (n <= 0)
		return 0;
	for (int i = 0; i < n; i++)
		if (refuse_overflowed(reqs[i]))
			return -EMSGSIZE;
	buf = malloc(NL_PIPE_SEND_MAX);
	if (!buf)
		return -ENOMEM;
	nl_set_rcvbuf(s, 8 * 1024 * 1024);
	p.base = next_seq + 1;
	next_seq += (uint32_t)n;
	s->busy = true;
	while (p.done < n) {
		ssize_t len;

		err = pipe_send_some(&p, buf);
		if (err)
			break;
		len = sess_recv(s);
		if (len < 0) {
			err = (int)len;
			break;
		}
		if (len == 0) {
			err = -ECONNRESET;
			break;
		}
		pipe_walk(&p, len);
	}
	s->busy = was;
	free(buf);
	return err;
}
