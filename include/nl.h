/* SPDX-License-Identifier: GPL-2.0 */
/* nl.h — netlink session on libmnl: request/ack, dumps, pipelining, extack */
#ifndef NLROUTE_NL_H
#define NLROUTE_NL_H

#include <stdint.h>
#include <stdbool.h>
#include <libmnl/libmnl.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

/* Size of request buffers built on the stack by command modules. */
#define NL_REQ_SIZE 8192

/* Callback for each message of a reply or dump: MNL_CB_OK/STOP/ERROR. */
typedef int (*nl_cb_t)(const struct nlmsghdr *nlh, void *data);

/*
 * A session is one NETLINK_ROUTE socket. The main session is opened lazily
 * on first use; a second "lookup" session exists only so that name lookups
 * can run while a dump is being streamed on the main one.
 */
struct nl_sess;

struct nl_sess *nl_main(void);
struct nl_sess *nl_lookup_sess(void);
void nl_close_all(void);

/*
 * A session of another netlink protocol (NETLINK_GENERIC, NETLINK_XFRM...),
 * opened on first use and then kept; nl_talk(), nl_dump() and the rest
 * work on it as on the main one. Returns NULL with errno set when the
 * socket cannot be opened or bound; nothing is printed (the callers'
 * messages differ by protocol).
 */
struct nl_sess *nl_proto_sess(int proto);

/* Receive buffer size requested with -rc/-rcvbuf (0: default). */
extern unsigned int nl_rcvbuf;

/*
 * Bounded requests. Every request buffer has its size recorded when its
 * header is put (nl_msg_start(), nl_msg_init()); the writers below refuse
 * to write past it. A refused write prints the reference's message
 * ("addattr_l ERROR: message exceeded bound of N") once per request and
 * marks the request: nl_send(), nl_talk(), nl_dump() and nl_pipeline()
 * then refuse to send it (-EMSGSIZE, and nl_perror() prints nothing more
 * for that), so that a half-built request never reaches the kernel.
 *
 * nl_msg_start(buf, ...) and nl_msg_init(buf) take an array and use its
 * sizeof (a pointer does not compile); the _sz forms take the size.
 */
#define NL_IS_ARRAY(a) \
	(!__builtin_types_compatible_p(__typeof__(a), __typeof__(&(a)[0])))
#define NL_ARRAY_BYTES(a) ({ \
	_Static_assert(NL_IS_ARRAY(a), "request buffer must be an array " \
		       "(use the _sz form with its size)"); \
	sizeof(a); })

/* Start a request in buf: header with type, flags and a fresh sequence. */
struct nlmsghdr *nl_msg_start_sz(void *buf, size_t size, uint16_t type,
				 uint16_t flags);
#define nl_msg_start(buf, type, flags) \
	nl_msg_start_sz((buf), NL_ARRAY_BYTES(buf), (type), (flags))

/* An empty header in buf (no type, no sequence): an attribute scratch. */
struct nlmsghdr *nl_msg_init_sz(void *buf, size_t size);
#define nl_msg_init(buf) nl_msg_init_sz((buf), NL_ARRAY_BYTES(buf))

/* The recorded size of nlh's buffer (0: unknown). */
size_t nl_msg_bound(const struct nlmsghdr *nlh);
/* A write to nlh was refused: it must not be sent. */
bool nl_msg_overflowed(const struct nlmsghdr *nlh);

/*
 * Checked writers: as libmnl's mnl_attr_put*, mnl_attr_nest_* and
 * mnl_nlmsg_put_extra_header, but bounded. They return 0 (nest start: the
 * nest) or -1 after refusing. A refused nest start or extra header returns
 * a scratch area, never NULL, so the caller's writes to it are harmless;
 * nl_attr_nest_end() of such a nest does nothing.
 */
int nl_attr_put(struct nlmsghdr *nlh, uint16_t type, size_t len,
		const void *data);
int nl_attr_put_u8(struct nlmsghdr *nlh, uint16_t type, uint8_t v);
int nl_attr_put_u16(struct nlmsghdr *nlh, uint16_t type, uint16_t v);
int nl_attr_put_u32(struct nlmsghdr *nlh, uint16_t type, uint32_t v);
int nl_attr_put_u64(struct nlmsghdr *nlh, uint16_t type, uint64_t v);
int nl_attr_put_strz(struct nlmsghdr *nlh, uint16_t type, const char *s);
struct nlattr *nl_attr_nest_start(struct nlmsghdr *nlh, uint16_t type);
/* A nest without NLA_F_NESTED (some the reference sends so). */
struct nlattr *nl_attr_nest_start_plain(struct nlmsghdr *nlh, uint16_t type);
int nl_attr_nest_end(struct nlmsghdr *nlh, struct nlattr *nest);
void *nl_msg_put_extra(struct nlmsghdr *nlh, size_t size);
/*
 * from (an attribute scratch copied into to) had a write refused: so has
 * to, which must not be sent either.
 */
void nl_msg_inherit(struct nlmsghdr *to, const struct nlmsghdr *from);
/* Would an attribute of len payload bytes fit nlh? (prints nothing) */
bool nl_attr_fits(const struct nlmsghdr *nlh, size_t len);
/* Append len raw bytes (padded to the alignment) to nlh. */
int nl_msg_put_raw(struct nlmsghdr *nlh, const void *data, size_t len);
/* Set nlh's length to len (<= its bound): an unpadded fixed header. */
int nl_msg_set_len(struct nlmsghdr *nlh, size_t len);

/*
 * Send one request and wait for its ack (NLM_F_ACK is added). Replies
 * other than the ack are passed to cb (may be NULL). Returns 0 or -errno
 * from the kernel; the extack message, if any, is kept for nl_perror().
 */
int nl_talk(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb, void *data);

/*
 * Send a dump request (NLM_F_DUMP is added) and pass the replies to cb.
 * A dump the kernel marks interrupted (NLM_F_DUMP_INTR) is asked for again
 * before cb sees any of it; see lib/nl.c for the limits.
 * Returns 0 or -errno; a failure is remembered for nl_dump_perror() and
 * nothing is printed here.
 */
int nl_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb, void *data);

/*
 * As nl_dump(), but cb sees nothing of a dump that the kernel ends with an
 * error (unless it outgrew what is kept, NL_DUMP_KEEP in lib/nl.c): for
 * the commands that the reference prints only from a whole dump.
 */
int nl_dump_whole(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb,
		  void *data);

/* How the last dump failed (see nl_dump_failure()). */
enum nl_dump_fail {
	NL_DUMP_FAIL_NONE,	/* not a failed dump: a request, a callback */
	NL_DUMP_FAIL_ERRMSG,	/* the kernel answered with NLMSG_ERROR */
	NL_DUMP_FAIL_DONE,	/* the kernel's NLMSG_DONE carried an error */
	NL_DUMP_FAIL_RECV,	/* reading the socket failed (ENOBUFS...) */
};

/* How the last failed dump that returned err failed, if it did. */
enum nl_dump_fail nl_dump_failure(int err);

/*
 * Report a failed dump on stderr as the reference's netlink layer does,
 * once: a second call for the same failure prints nothing.
 *   NLMSG_ERROR  "RTNETLINK answers: STRERROR" (its extack is not shown)
 *   NLMSG_DONE   "Error: EXTACK." if there is one; else nothing for
 *                ENOENT and EOPNOTSUPP, "Error: Buffer too small for
 *                object." for EMSGSIZE, "RTNETLINK answers: STRERROR"
 *   receive      "netlink receive error STRERROR (ERRNO)"
 * An err that is not a failed dump is reported with nl_perror().
 * Returns the errno the reference is left with after its report (perror()
 * may change it), which some commands print once more.
 */
int nl_dump_perror(int err);

/* Pipelining: send without waiting, then collect acks in order. */
int nl_send(struct nl_sess *s, struct nlmsghdr *req);
/*
 * Wait for the ack of sequence seq; replies to other sequences that are
 * still outstanding are an error of the caller's protocol. Returns 0 or
 * -errno; the extack of that ack is kept.
 */
int nl_wait_ack(struct nl_sess *s, uint32_t seq, nl_cb_t cb, void *data);

/*
 * A command line was abandoned (ip_line_fail() in a batch): forget that a
 * session was waiting for replies, so that the next line starts clean.
 */
void nl_line_aborted(void);

/* Number of netlink requests sent by this process (for tests, -d -d). */
extern unsigned long nl_requests_sent;

/* Last kernel extack message (empty when none). */
const char *nl_extack(void);

/*
 * Print the reference's message for a failed request: "Error: MSG." with
 * an extack message, else "RTNETLINK answers: STRERROR".
 */
void nl_perror(int err);

/* Print a kernel warning carried by a successful ack, if any. */
void nl_print_warning(void);

/* Set a socket option on the main session (e.g. NETLINK_GET_STRICT_CHK). */
int nl_setsockopt(struct nl_sess *s, int opt, int val);

/*
 * Enlarge the socket's receive buffer to at least bytes (SO_RCVBUFFORCE
 * when permitted, else SO_RCVBUF). Returns 0 or -errno.
 */
int nl_set_rcvbuf(struct nl_sess *s, int bytes);

/*
 * Pipelined requests: reqs[0..n-1] are sent in order, several per
 * sendmsg(), with at most NL_PIPE_WINDOW of them awaiting their acks, so
 * that the acks and replies fit the receive buffer (enlarged here). Each
 * request gets NLM_F_ACK and a fresh sequence number. The kernel handles
 * them one after the other, exactly as if sent one by one; use this only
 * where the failure of one must not stop the next.
 *
 * cb is called for request i with each reply message (nlh set, err 0),
 * then once with nlh NULL and the ack's result err (0 or -errno; the
 * extack is readable through nl_extack() during that call). A non-zero
 * return from cb is ignored for the protocol; keep going.
 *
 * Returns 0, or -errno of the socket (e.g. -ENOBUFS: replies were lost
 * and the outcome of requests not yet reported is unknown).
 */
#define NL_PIPE_WINDOW 64
typedef void (*nl_pipe_cb_t)(int i, int err, const struct nlmsghdr *nlh,
			     void *data);
int nl_pipeline(struct nl_sess *s, struct nlmsghdr **reqs, int n,
		nl_pipe_cb_t cb, void *data);

#endif
