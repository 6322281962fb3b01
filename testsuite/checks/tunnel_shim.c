// SPDX-License-Identifier: GPL-2.0
/* tunnel_shim.c — LD_PRELOAD test aid for `ip tunnel`: this kernel has
 * no ipip/gre/sit/ip6_tunnel modules, so the tunnel ioctls and the link
 * dump are answered here from a spec file, and every tunnel ioctl a tool
 * makes is written to a log, so that two tools can be compared on the
 * requests they send and on what they print for the same answers.
 *
 * TUN_SHIM_SPEC  file of lines (numbers in C syntax, '#' comments):
 *   link NAME IFINDEX TYPE FLAGS [STATS]   a device in RTM_GETLINK replies
 *                                          (STATS: a seed for IFLA_STATS64)
 *   p4 NAME LINK IFLAGS OFLAGS IKEY OKEY SADDR DADDR TTL TOS FRAG PROTO
 *                                          SIOCGETTUNNEL, AF_INET socket
 *   p6 NAME LINK PROTO ELIM HOPLIMIT FLOWINFO FLAGS LADDR RADDR
 *      IFLAGS OFLAGS IKEY OKEY             SIOCGETTUNNEL, AF_INET6 socket
 *   6rd NAME PREFIX PLEN RELAY RLEN        SIOCGET6RD
 *   prl NAME ADDR FLAGS                    SIOCGETPRL entries
 *   err CMD NAME ERRNO                     ioctl CMD (0..11 from
 *                                          SIOCDEVPRIVATE) on NAME ("*"
 *                                          any) fails with ERRNO
 * Flags, keys and FRAG are given in host order and stored as the kernel
 * stores them (network order).
 * Without TUN_SHIM_SPEC the kernel answers (the calls are still logged).
 * TUN_SHIM_LOG   file that gets one line per tunnel ioctl:
 *   CMD dom=4|6 ifr=NAME data=HEX   (the bytes the tool passed in)
 * TUN_SHIM_NLLOG file that gets one line per netlink request seen.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <net/if.h>
#include <linux/if_tunnel.h>
#include <linux/ip6_tunnel.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>

#define MAX_ENT 64

struct ent {
	char kind[8];
	char name[IFNAMSIZ];
	unsigned char data[128];	/* the struct answered */
	unsigned long ifindex, type, flags, stats;
	int cmd, err;
};

static struct ent ents[MAX_ENT];
static int nents = -1;

static const char *const cmd_names[] = {
	"GETTUNNEL", "ADDTUNNEL", "DELTUNNEL", "CHGTUNNEL",
	"GETPRL", "ADDPRL", "DELPRL", "CHGPRL",
	"GET6RD", "ADD6RD", "DEL6RD", "CHG6RD",
};

static unsigned long num(const char *s)
{
	return s ? strtoul(s, NULL, 0) : 0;
}

static void addr(int af, const char *s, void *dst)
{
	if (s && strcmp(s, "any"))
		inet_pton(af, s, dst);
}

static void parse_p4(struct ent *e, char **t)
{
	struct ip_tunnel_parm p;

	memset(&p, 0, sizeof(p));
	snprintf(p.name, sizeof(p.name), "%s", e->name);
	p.link = (int)num(t[0]);
	p.i_flags = htons((uint16_t)num(t[1]));
	p.o_flags = htons((uint16_t)num(t[2]));
	p.i_key = htonl((uint32_t)num(t[3]));
	p.o_key = htonl((uint32_t)num(t[4]));
	addr(AF_INET, t[5], &p.iph.saddr);
	addr(AF_INET, t[6], &p.iph.daddr);
	p.iph.ttl = (uint8_t)num(t[7]);
	p.iph.tos = (uint8_t)num(t[8]);
	p.iph.frag_off = htons((uint16_t)num(t[9]));
	p.iph.protocol = (uint8_t)num(t[10]);
	p.iph.version = 4;
	p.iph.ihl = 5;
	memcpy(e->data, &p, sizeof(p));
}

static void parse_p6(struct ent *e, char **t)
{
	struct ip6_tnl_parm2 p;

	memset(&p, 0, sizeof(p));
	snprintf(p.name, sizeof(p.name), "%s", e->name);
	p.link = (int)num(t[0]);
	p.proto = (uint8_t)num(t[1]);
	p.encap_limit = (uint8_t)num(t[2]);
	p.hop_limit = (uint8_t)num(t[3]);
	p.flowinfo = htonl((uint32_t)num(t[4]));
	p.flags = (uint32_t)num(t[5]);
	addr(AF_INET6, t[6], &p.laddr);
	addr(AF_INET6, t[7], &p.raddr);
	p.i_flags = htons((uint16_t)num(t[8]));
	p.o_flags = htons((uint16_t)num(t[9]));
	p.i_key = htonl((uint32_t)num(t[10]));
	p.o_key = htonl((uint32_t)num(t[11]));
	memcpy(e->data, &p, sizeof(p));
}

static void parse_6rd(struct ent *e, char **t)
{
	struct ip_tunnel_6rd r;

	memset(&r, 0, sizeof(r));
	addr(AF_INET6, t[0], &r.prefix);
	r.prefixlen = (uint16_t)num(t[1]);
	addr(AF_INET, t[2], &r.relay_prefix);
	r.relay_prefixlen = (uint16_t)num(t[3]);
	memcpy(e->data, &r, sizeof(r));
}

static void parse_prl(struct ent *e, char **t)
{
	struct ip_tunnel_prl p;

	memset(&p, 0, sizeof(p));
	addr(AF_INET, t[0], &p.addr);
	p.flags = (uint16_t)num(t[1]);
	memcpy(e->data, &p, sizeof(p));
}

static void parse_line(char *line)
{
	char *t[20] = { 0 };
	int n = 0;
	struct ent *e;

	for (char *s = strtok(line, " \t\n"); s && n < 19;
	     s = strtok(NULL, " \t\n"))
		t[n++] = s;
	if (n < 2 || t[0][0] == '#' || nents >= MAX_ENT)
		return;
	e = &ents[nents];
	memset(e, 0, sizeof(*e));
	snprintf(e->kind, sizeof(e->kind), "%s", t[0]);
	if (!strcmp(t[0], "err")) {
		if (n < 4)
			return;
		e->cmd = (int)num(t[1]);
		snprintf(e->name, sizeof(e->name), "%s", t[2]);
		e->err = (int)num(t[3]);
		nents++;
		return;
	}
	snprintf(e->name, sizeof(e->name), "%s", t[1]);
	if (!strcmp(t[0], "link")) {
		e->ifindex = num(t[2]);
		e->type = num(t[3]);
		e->flags = num(t[4]);
		e->stats = num(t[5]);
	} else if (!strcmp(t[0], "p4")) {
		parse_p4(e, t + 2);
	} else if (!strcmp(t[0], "p6")) {
		parse_p6(e, t + 2);
	} else if (!strcmp(t[0], "6rd")) {
		parse_6rd(e, t + 2);
	} else if (!strcmp(t[0], "prl")) {
		parse_prl(e, t + 2);
	} else {
		return;
	}
	nents++;
}

static void load_spec(void)
{
	const char *f = getenv("TUN_SHIM_SPEC");
	char line[512];
	FILE *fp;

	if (nents >= 0)
		return;
	nents = 0;
	fp = f ? fopen(f, "r") : NULL;
	if (!fp)
		return;
	while (fgets(line, sizeof(line), fp))
		parse_line(line);
	fclose(fp);
}

static struct ent *find(const char *kind, const char *name, struct ent *from)
{
	struct ent *e = from ? from + 1 : ents;

	for (; e < ents + nents; e++)
		if (!strcmp(e->kind, kind) && (!name || !strcmp(e->name, name)))
			return e;
	return NULL;
}

static int sock_domain(int fd)
{
	int d = 0;
	socklen_t l = sizeof(d);

	if (getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &d, &l))
		return -1;
	return d;
}

static size_t data_size(int cmd, int dom)
{
	if (cmd < 4)
		return dom == AF_INET6 ? sizeof(struct ip6_tnl_parm2)
				       : sizeof(struct ip_tunnel_parm);
	if (cmd < 8)
		return sizeof(struct ip_tunnel_prl);
	return sizeof(struct ip_tunnel_6rd);
}

static void log_call(int cmd, int dom, const char *ifr, const void *data,
		     size_t len)
{
	const char *f = getenv("TUN_SHIM_LOG");
	const unsigned char *p = data;
	FILE *fp = f ? fopen(f, "a") : NULL;

	if (!fp)
		return;
	fprintf(fp, "%s dom=%d ifr=%.16s data=", cmd_names[cmd],
		dom == AF_INET6 ? 6 : dom == AF_INET ? 4 : dom, ifr);
	for (size_t i = 0; p && i < len; i++)
		fprintf(fp, "%02x", p[i]);
	fputc('\n', fp);
	fclose(fp);
}

/* As the kernel: up to datalen / 16 entries (one if an address is
 * asked for) go after the header, datalen becomes their length. */
static int get_prl(const char *name, struct ip_tunnel_prl *req)
{
	size_t cap = req->datalen / sizeof(*req), n = 0;
	struct ent *e = NULL;

	if (cap > 1 && req->addr)
		cap = 1;
	while ((e = find("prl", name, e)) && n < cap) {
		const struct ip_tunnel_prl *p = (const void *)e->data;

		if (req->addr && p->addr != req->addr)
			continue;
		memcpy(req + 1 + n++, e->data, sizeof(*req));
	}
	req->datalen = (uint32_t)(n * sizeof(*req));
	return 0;
}

static int answer(int cmd, int dom, const char *name, void *data)
{
	struct ent *e = NULL;

	while ((e = find("err", NULL, e)))
		if (e->cmd == cmd &&
		    (!strcmp(e->name, "*") || !strcmp(e->name, name))) {
			errno = e->err;
			return -1;
		}
	switch (cmd) {
	case 0:
		e = find(dom == AF_INET6 ? "p6" : "p4", name, NULL);
		if (!e) {
			errno = ENODEV;
			return -1;
		}
		memcpy(data, e->data, data_size(cmd, dom));
		return 0;
	case 4:
		return get_prl(name, data);
	case 8:
		e = find("6rd", name, NULL);
		if (!e) {
			errno = EINVAL;
			return -1;
		}
		memcpy(data, e->data, data_size(cmd, dom));
		return 0;
	}
	return 0;
}

int ioctl(int fd, unsigned long req, ...)
{
	static int (*real)(int, unsigned long, ...);
	va_list ap;
	void *arg;
	int dom;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (!real)
		real = dlsym(RTLD_NEXT, "ioctl");
	/* the tunnel ioctls go over AF_INET and AF_INET6 sockets only */
	if (req < SIOCDEVPRIVATE || req - SIOCDEVPRIVATE > 11 || !arg)
		return real(fd, req, arg);
	dom = sock_domain(fd);
	if (dom != AF_INET && dom != AF_INET6)
		return real(fd, req, arg);

	struct ifreq *ifr = arg;
	char name[IFNAMSIZ + 1] = "";
	int cmd = (int)(req - SIOCDEVPRIVATE);
	void *data = ifr->ifr_ifru.ifru_data;

	load_spec();
	memcpy(name, ifr->ifr_name, IFNAMSIZ);
	log_call(cmd, dom, name, data, data ? data_size(cmd, dom) : 0);
	/* no spec: the kernel answers, the call is only logged */
	if (!getenv("TUN_SHIM_SPEC"))
		return real(fd, req, arg);
	if (!data) {
		errno = EFAULT;
		return -1;
	}
	return answer(cmd, dom, name, data);
}

/* ---- RTM_GETLINK answered from the "link" lines ---- */

static int pend_fd = -1;
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

static void *put(size_t len)
{
	void *p = rbuf + rlen;

	len = NLMSG_ALIGN(len);
	if (rlen + len > sizeof(rbuf))
		return NULL;
	memset(p, 0, len);
	rlen += len;
	return p;
}

static void put_attr(struct nlmsghdr *h, uint16_t type, const void *d,
		     size_t len)
{
	struct rtattr *a = put(RTA_LENGTH(len));

	if (!a)
		return;
	a->rta_type = type;
	a->rta_len = (unsigned short)RTA_LENGTH(len);
	memcpy(RTA_DATA(a), d, len);
	h->nlmsg_len = (uint32_t)(rbuf + rlen - (unsigned char *)h);
}

static void put_link(const struct ent *e, uint32_t seq, uint32_t pid,
		     uint16_t flags)
{
	struct nlmsghdr *h = put(NLMSG_LENGTH(sizeof(struct ifinfomsg)));
	struct ifinfomsg *ifi;
	struct rtnl_link_stats64 s64;
	struct rtnl_link_stats s32;
	uint32_t mtu = 1480;

	if (!h)
		return;
	h->nlmsg_len = NLMSG_LENGTH(sizeof(*ifi));
	h->nlmsg_type = RTM_NEWLINK;
	h->nlmsg_flags = flags;
	h->nlmsg_seq = seq;
	h->nlmsg_pid = pid;
	ifi = NLMSG_DATA(h);
	ifi->ifi_index = (int)e->ifindex;
	ifi->ifi_type = (unsigned short)e->type;
	ifi->ifi_flags = (unsigned int)e->flags;
	put_attr(h, IFLA_IFNAME, e->name, strlen(e->name) + 1);
	put_attr(h, IFLA_MTU, &mtu, sizeof(mtu));
	if (!e->stats)
		return;
	memset(&s64, 0, sizeof(s64));
	uint64_t *v = (uint64_t *)&s64;
	for (size_t i = 0; i < sizeof(s64) / 8; i++)
		v[i] = e->stats * (i + 1) + (i == 0 ? 5000000000ULL : 0);
	memset(&s32, 0, sizeof(s32));
	uint32_t *w = (uint32_t *)&s32;
	for (size_t i = 0; i < sizeof(s32) / 4; i++)
		w[i] = (uint32_t)v[i];
	put_attr(h, IFLA_STATS, &s32, sizeof(s32));
	put_attr(h, IFLA_STATS64, &s64, sizeof(s64));
}

static void put_done(uint32_t seq, uint32_t pid, int type, int err)
{
	struct nlmsghdr *h = put(NLMSG_LENGTH(sizeof(struct nlmsgerr)));

	if (!h)
		return;
	h->nlmsg_len = type == NLMSG_DONE ? NLMSG_LENGTH(4)
					  : NLMSG_LENGTH(sizeof(struct nlmsgerr));
	h->nlmsg_type = (uint16_t)type;
	h->nlmsg_flags = type == NLMSG_DONE ? NLM_F_MULTI : 0;
	h->nlmsg_seq = seq;
	h->nlmsg_pid = pid;
	*(int *)NLMSG_DATA(h) = err;
	if (type == NLMSG_DONE)
		rlen -= NLMSG_ALIGN(sizeof(struct nlmsgerr)) - 4;
}

/* The name asked for by a single-link request, if any. */
static const char *req_name(const struct nlmsghdr *h, size_t len)
{
	const struct rtattr *a;
	size_t rem;

	if (h->nlmsg_len > len || h->nlmsg_len < NLMSG_LENGTH(sizeof(struct ifinfomsg)))
		return NULL;
	rem = h->nlmsg_len - NLMSG_LENGTH(sizeof(struct ifinfomsg));
	a = (const void *)((const char *)NLMSG_DATA(h) +
			   NLMSG_ALIGN(sizeof(struct ifinfomsg)));
	for (; RTA_OK(a, rem); a = RTA_NEXT(a, rem))
		if (a->rta_type == IFLA_IFNAME && RTA_PAYLOAD(a) > 0)
			return memchr(RTA_DATA(a), 0, RTA_PAYLOAD(a))
				       ? RTA_DATA(a) : NULL;
	return NULL;
}

/* TUN_SHIM_NLLOG: one line per netlink request (to learn lookups). */
static void nl_log(const struct nlmsghdr *h, size_t len)
{
	const char *f = getenv("TUN_SHIM_NLLOG");
	const struct ifinfomsg *ifi = NLMSG_DATA(h);
	const char *name;
	FILE *fp;

	if (!f || len < NLMSG_LENGTH(sizeof(*ifi)) || !(fp = fopen(f, "a")))
		return;
	name = h->nlmsg_type == RTM_GETLINK ? req_name(h, len) : NULL;
	fprintf(fp, "NL type=%u flags=%#x fam=%u index=%d name=%s\n",
		h->nlmsg_type, h->nlmsg_flags, ifi->ifi_family, ifi->ifi_index,
		name ? name : "-");
	fclose(fp);
}

/* Returns 1 when the request is answered here. */
static int fake_request(int fd, const void *buf, size_t len)
{
	const struct nlmsghdr *h = buf;
	const struct ifinfomsg *ifi;
	uint32_t pid;
	struct ent *e = NULL;

	load_spec();
	nl_log(h, len);
	if (len < NLMSG_LENGTH(sizeof(*ifi)) || h->nlmsg_type != RTM_GETLINK ||
	    !find("link", NULL, NULL))
		return 0;
	ifi = NLMSG_DATA(h);
	pid = portid_of(fd);
	rlen = 0;
	if ((h->nlmsg_flags & NLM_F_DUMP) == NLM_F_DUMP) {
		while ((e = find("link", NULL, e)))
			put_link(e, h->nlmsg_seq, pid, NLM_F_MULTI);
		put_done(h->nlmsg_seq, pid, NLMSG_DONE, 0);
		pend_fd = fd;
		return 1;
	}
	const char *name = req_name(h, len);

	while ((e = find("link", NULL, e)))
		if (name ? !strcmp(name, e->name)
			 : ifi->ifi_index == (int)e->ifindex)
			break;
	if (!e)
		return 0;
	put_link(e, h->nlmsg_seq, pid, 0);
	if (h->nlmsg_flags & NLM_F_ACK)
		put_done(h->nlmsg_seq, pid, NLMSG_ERROR, 0);
	pend_fd = fd;
	return 1;
}

static int is_netlink(int fd)
{
	return sock_domain(fd) == AF_NETLINK;
}

ssize_t sendto(int fd, const void *buf, size_t len, int flags,
	       const struct sockaddr *sa, socklen_t sl)
{
	static ssize_t (*real)(int, const void *, size_t, int,
			       const struct sockaddr *, socklen_t);

	if (!real)
		real = dlsym(RTLD_NEXT, "sendto");
	if (is_netlink(fd) && fake_request(fd, buf, len))
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
	static unsigned char flat[65536];
	size_t len = 0;

	if (!real)
		real = dlsym(RTLD_NEXT, "sendmsg");
	if (!is_netlink(fd))
		return real(fd, m, flags);
	for (size_t i = 0; i < m->msg_iovlen; i++) {
		size_t l = m->msg_iov[i].iov_len;

		if (len + l > sizeof(flat))
			return real(fd, m, flags);
		memcpy(flat + len, m->msg_iov[i].iov_base, l);
		len += l;
	}
	if (fake_request(fd, flat, len))
		return (ssize_t)len;
	return real(fd, m, flags);
}

ssize_t recvmsg(int fd, struct msghdr *m, int flags)
{
	static ssize_t (*real)(int, struct msghdr *, int);
	size_t cap;
	ssize_t n = (ssize_t)rlen;

	if (!real)
		real = dlsym(RTLD_NEXT, "recvmsg");
	if (fd != pend_fd)
		return real(fd, m, flags);
	cap = m->msg_iovlen ? m->msg_iov[0].iov_len : 0;
	if (cap)
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
	if (!(flags & MSG_TRUNC) && (size_t)n > cap)
		n = (ssize_t)cap;
	return n;
}
