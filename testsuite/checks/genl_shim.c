// SPDX-License-Identifier: GPL-2.0
/* genl_shim.c — LD_PRELOAD test aid for generic netlink families: the
 * family GS_FAMILY is answered by this shim instead of the kernel, so that
 * commands can be compared for families this kernel lacks (or with replies
 * it cannot produce).
 *
 *   GS_FAMILY=NAME  the family faked
 *   GS_ID=N         CTRL_CMD_GETFAMILY for NAME answers id N; unset: the
 *                   family does not exist (NLMSG_ERROR -ENOENT)
 *   GS_LOG=FILE     each request to family N is appended as a hex line
 *                   (sequence and port id zeroed; NLM_F_ACK masked, since
 *                   whether an ack is asked for is not visible)
 *   GS_REPLY=FILE   raw netlink messages answering every request to N;
 *                   a dump then ends with NLMSG_DONE, a request with an ack
 *   GS_ERRNO=E      requests to N fail with errno E (after GS_REPLY's
 *                   messages, if any: a dump fails in its NLMSG_DONE)
 *   GS_EXTACK=MSG   the failure carries this extack message
 *   GS_DUMP_ERRMSG=1  a failing dump is refused with NLMSG_ERROR instead
 *   GS_REPLY_CMD=C  GS_REPLY answers only requests of generic netlink
 *                   command C (the others are acked)
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
#include <linux/genetlink.h>
#include <linux/netlink.h>

#define QSIZE 65536

static int q_fd = -1;
static unsigned char q[QSIZE];
static size_t q_len;

static const char *setting(const char *name)
{
	const char *v = getenv(name);

	return v && *v ? v : NULL;
}

static int is_genl(int fd)
{
	int proto = 0;
	socklen_t l = sizeof(proto);

	if (getsockopt(fd, SOL_SOCKET, SO_PROTOCOL, &proto, &l))
		return 0;
	return proto == NETLINK_GENERIC;
}

static unsigned int portid_of(int fd)
{
	struct sockaddr_nl sa;
	socklen_t sl = sizeof(sa);

	if (getsockname(fd, (struct sockaddr *)&sa, &sl))
		return 0;
	return sa.nl_pid;
}

static struct nlmsghdr *q_put(int fd, const struct nlmsghdr *req,
			      uint16_t type, uint16_t flags, size_t payload)
{
	struct nlmsghdr *h;

	if (q_len + NLMSG_SPACE(payload) > QSIZE)
		return NULL;
	h = (void *)(q + q_len);
	memset(h, 0, NLMSG_SPACE(payload));
	h->nlmsg_len = NLMSG_LENGTH(payload);
	h->nlmsg_type = type;
	h->nlmsg_flags = flags;
	h->nlmsg_seq = req->nlmsg_seq;
	h->nlmsg_pid = portid_of(fd);
	q_len += NLMSG_SPACE(payload);
	q_fd = fd;
	return h;
}

static void put_attr(unsigned char *p, size_t *off, uint16_t type,
		     const void *data, uint16_t len)
{
	struct nlattr *a = (void *)(p + *off);

	a->nla_type = type;
	a->nla_len = NLA_HDRLEN + len;
	memcpy(p + *off + NLA_HDRLEN, data, len);
	*off += NLA_ALIGN(a->nla_len);
}

/* NLMSG_ERROR (or NLMSG_DONE with err) for req, with GS_EXTACK. */
static void q_error(int fd, const struct nlmsghdr *req, int type, int err)
{
	const char *ext = err ? setting("GS_EXTACK") : NULL;
	size_t elen = ext ? strlen(ext) + 1 : 0;
	size_t body = type == NLMSG_DONE ? sizeof(int) :
		      sizeof(int) + req->nlmsg_len;
	size_t off;
	struct nlmsghdr *h;

	h = q_put(fd, req, type, type == NLMSG_DONE ? NLM_F_MULTI : 0,
		  NLMSG_ALIGN(body) + (ext ? NLA_ALIGN(NLA_HDRLEN + elen) : 0));
	if (!h)
		return;
	*(int *)NLMSG_DATA(h) = -err;
	if (type != NLMSG_DONE)
		memcpy((unsigned char *)NLMSG_DATA(h) + sizeof(int), req,
		       req->nlmsg_len);
	if (!ext)
		return;
	h->nlmsg_flags |= NLM_F_ACK_TLVS;
	off = NLMSG_ALIGN(body);
	put_attr(NLMSG_DATA(h), &off, NLMSGERR_ATTR_MSG, ext, elen);
}

static void q_family(int fd, const struct nlmsghdr *req)
{
	const char *name = setting("GS_FAMILY");
	const char *id = setting("GS_ID");
	unsigned char buf[256];
	struct genlmsghdr *g = (void *)buf;
	size_t off = GENL_HDRLEN;
	uint16_t fid;
	uint32_t v;
	struct nlmsghdr *h;

	if (!id) {
		q_error(fd, req, NLMSG_ERROR, ENOENT);
		return;
	}
	fid = (uint16_t)atoi(id);
	memset(buf, 0, sizeof(buf));
	g->cmd = CTRL_CMD_NEWFAMILY;
	g->version = 2;
	put_attr(buf, &off, CTRL_ATTR_FAMILY_NAME, name, strlen(name) + 1);
	put_attr(buf, &off, CTRL_ATTR_FAMILY_ID, &fid, sizeof(fid));
	v = 1;
	put_attr(buf, &off, CTRL_ATTR_VERSION, &v, 4);
	v = 0;
	put_attr(buf, &off, CTRL_ATTR_HDRSIZE, &v, 4);
	v = 16;
	put_attr(buf, &off, CTRL_ATTR_MAXATTR, &v, 4);
	h = q_put(fd, req, GENL_ID_CTRL, 0, off);
	if (h)
		memcpy(NLMSG_DATA(h), buf, off);
	if (req->nlmsg_flags & NLM_F_ACK)
		q_error(fd, req, NLMSG_ERROR, 0);
}

static void log_req(const struct nlmsghdr *req)
{
	const char *f = setting("GS_LOG");
	struct nlmsghdr h = *req;
	FILE *fp;
	size_t i;

	if (!f || !(fp = fopen(f, "a")))
		return;
	h.nlmsg_seq = 0;
	h.nlmsg_pid = 0;
	h.nlmsg_flags &= ~NLM_F_ACK;
	for (i = 0; i < sizeof(h); i++)
		fprintf(fp, "%02x", ((unsigned char *)&h)[i]);
	for (i = sizeof(h); i < req->nlmsg_len; i++)
		fprintf(fp, "%02x", ((const unsigned char *)req)[i]);
	fputc('\n', fp);
	fclose(fp);
}

static void q_answer(int fd, const struct nlmsghdr *req)
{
	const char *f = setting("GS_REPLY"), *e = setting("GS_ERRNO");
	int dump = (req->nlmsg_flags & NLM_F_DUMP) == NLM_F_DUMP;
	int err = e ? atoi(e) : 0;
	unsigned char buf[QSIZE / 2];
	size_t n = 0, off;
	FILE *fp;

	log_req(req);
	if (setting("GS_REPLY_CMD") &&
	    ((const struct genlmsghdr *)NLMSG_DATA(req))->cmd !=
		    atoi(setting("GS_REPLY_CMD")))
		f = NULL;
	if (f && (fp = fopen(f, "rb"))) {
		n = fread(buf, 1, sizeof(buf), fp);
		fclose(fp);
	}
	for (off = 0; off + NLMSG_HDRLEN <= n;) {
		struct nlmsghdr *m = (void *)(buf + off);
		struct nlmsghdr *h;

		if (m->nlmsg_len < NLMSG_HDRLEN || off + m->nlmsg_len > n)
			break;
		h = q_put(fd, req, m->nlmsg_type,
			  m->nlmsg_flags | (dump ? NLM_F_MULTI : 0),
			  m->nlmsg_len - NLMSG_HDRLEN);
		if (h)
			memcpy(NLMSG_DATA(h), NLMSG_DATA(m),
			       m->nlmsg_len - NLMSG_HDRLEN);
		off += NLMSG_ALIGN(m->nlmsg_len);
	}
	if (dump && !(err && setting("GS_DUMP_ERRMSG")))
		q_error(fd, req, NLMSG_DONE, err);
	else if (err || (req->nlmsg_flags & NLM_F_ACK))
		q_error(fd, req, NLMSG_ERROR, err);
}

/* Is req ours? Queue its answer and say so. */
static int handle(int fd, const void *buf, size_t len)
{
	const struct nlmsghdr *req = buf;
	const char *name = setting("GS_FAMILY"), *id = setting("GS_ID");
	const struct genlmsghdr *g;
	const struct nlattr *a;
	size_t off;

	if (!name || len < NLMSG_HDRLEN + GENL_HDRLEN || !is_genl(fd) ||
	    req->nlmsg_len > len)
		return 0;
	if (id && req->nlmsg_type == atoi(id)) {
		q_answer(fd, req);
		return 1;
	}
	g = NLMSG_DATA(req);
	if (req->nlmsg_type != GENL_ID_CTRL || g->cmd != CTRL_CMD_GETFAMILY)
		return 0;
	for (off = NLMSG_HDRLEN + GENL_HDRLEN; off + NLA_HDRLEN <= req->nlmsg_len;
	     off += NLA_ALIGN(a->nla_len)) {
		a = (const void *)((const unsigned char *)buf + off);
		if (a->nla_len < NLA_HDRLEN || off + a->nla_len > req->nlmsg_len)
			break;
		if (a->nla_type == CTRL_ATTR_FAMILY_NAME &&
		    !strncmp((const char *)a + NLA_HDRLEN, name,
			     a->nla_len - NLA_HDRLEN)) {
			q_family(fd, req);
			return 1;
		}
	}
	return 0;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *sa, socklen_t sl)
{
	static ssize_t (*real)(int, const void *, size_t, int,
			       const struct sockaddr *, socklen_t);

	if (!real)
		real = dlsym(RTLD_NEXT, "sendto");
	if (handle(fd, buf, len))
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
	    handle(fd, m->msg_iov[0].iov_base, m->msg_iov[0].iov_len))
		return (ssize_t)m->msg_iov[0].iov_len;
	return real(fd, m, flags);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, struct msghdr *, int);
	size_t cap, n;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvmsg");
	if (fd != q_fd || !q_len)
		return real(fd, m, flags);
	cap = m->msg_iovlen ? m->msg_iov[0].iov_len : 0;
	n = q_len < cap ? q_len : cap;
	memcpy(m->msg_iov[0].iov_base, q, n);
	if (m->msg_name && m->msg_namelen >= sizeof(struct sockaddr_nl)) {
		struct sockaddr_nl *sa = m->msg_name;

		memset(sa, 0, sizeof(*sa));
		sa->nl_family = AF_NETLINK;
		m->msg_namelen = sizeof(*sa);
	}
	m->msg_controllen = 0;
	m->msg_flags = q_len > cap ? MSG_TRUNC : 0;
	n = q_len;
	if (!(flags & MSG_PEEK))
		q_len = 0;
	return (ssize_t)((flags & MSG_TRUNC) ? n : (n < cap ? n : cap));
}
