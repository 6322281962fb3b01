// SPDX-License-Identifier: GPL-2.0
/* tcp_metrics.c — `ip tcp_metrics`: show, flush and delete cached entries */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/tcp_metrics.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "inet.h"
#include "print.h"
#include "ip_common.h"
#include "nl.h"

static void __attribute__((noreturn)) tcpm_usage(void)
{
	fprintf(stderr,
		"Usage:\tip tcp_metrics/tcpmetrics { COMMAND | help }\n"
		"\tip tcp_metrics { show | flush } SELECTOR\n"
		"\tip tcp_metrics delete [ address ] ADDRESS\n"
		"SELECTOR := [ [ address ] PREFIX ]\n");
	exit(255);
}

static struct nl_sess *tcpm_sess;
static uint16_t tcpm_family;

/* The family is looked up once the arguments are known good, as the
 * reference does. */
static void tcpm_open(void)
{
	if (genl_cmd_open(TCP_METRICS_GENL_NAME, &tcpm_sess, &tcpm_family))
		exit(1);
}

/* Which entries a command is about. */
struct tcpm_filter {
	int family;		/* AF_UNSPEC: both */
	struct inet_prefix pfx;	/* bitlen 0: every address of family */
	bool exact;		/* a whole address: one entry, asked for */
};

/* An entry's fields, checked for size. */
struct tcpm_entry {
	const struct nlattr *tb[TCP_METRICS_ATTR_MAX + 1];
	const struct nlattr *vals[TCP_METRIC_MAX + 2];
	int family;
	const void *daddr;
	bool bad;	/* an address of the wrong size */
};

static const unsigned short attr_len[TCP_METRICS_ATTR_MAX + 1] = {
	[TCP_METRICS_ATTR_ADDR_IPV4] = 4,
	[TCP_METRICS_ATTR_ADDR_IPV6] = 16,
	[TCP_METRICS_ATTR_AGE] = 8,
	[TCP_METRICS_ATTR_TW_TSVAL] = 4,
	[TCP_METRICS_ATTR_TW_TS_STAMP] = 4,
	[TCP_METRICS_ATTR_FOPEN_MSS] = 2,
	[TCP_METRICS_ATTR_FOPEN_SYN_DROPS] = 2,
	[TCP_METRICS_ATTR_FOPEN_SYN_DROP_TS] = 8,
	[TCP_METRICS_ATTR_SADDR_IPV4] = 4,
	[TCP_METRICS_ATTR_SADDR_IPV6] = 16,
};

static bool is_address(int type)
{
	return type == TCP_METRICS_ATTR_ADDR_IPV4 ||
	       type == TCP_METRICS_ATTR_ADDR_IPV6 ||
	       type == TCP_METRICS_ATTR_SADDR_IPV4 ||
	       type == TCP_METRICS_ATTR_SADDR_IPV6;
}

/* Short fields are ignored; an address of the wrong size, as the
 * reference has it, makes the whole entry skipped. */
static int entry_attr_cb(const struct nlattr *a, void *data)
{
	struct tcpm_entry *e = data;
	int type = mnl_attr_get_type(a);
	uint16_t len = mnl_attr_get_payload_len(a);

	if (type <= 0 || type > TCP_METRICS_ATTR_MAX)
		return MNL_CB_OK;
	if (is_address(type) && len != attr_len[type])
		e->bad = true;
	if (attr_len[type] && len < attr_len[type])
		return MNL_CB_OK;
	e->tb[type] = a;
	return MNL_CB_OK;
}

static int val_attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (type <= 0 || type > TCP_METRIC_MAX + 1 ||
	    mnl_attr_get_payload_len(a) < 4)
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

/* Parse one reply; 0 when it names a destination. */
static int entry_parse(const struct nlmsghdr *nlh, struct tcpm_entry *e)
{
	const struct nlattr *v;

	memset(e, 0, sizeof(*e));
	if (!genl_msg_ok(nlh))
		return -1;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, entry_attr_cb, e);
	if (e->bad)
		return -1;
	if (e->tb[TCP_METRICS_ATTR_ADDR_IPV4]) {
		e->family = AF_INET;
		e->daddr = mnl_attr_get_payload(e->tb[TCP_METRICS_ATTR_ADDR_IPV4]);
	} else if (e->tb[TCP_METRICS_ATTR_ADDR_IPV6]) {
		e->family = AF_INET6;
		e->daddr = mnl_attr_get_payload(e->tb[TCP_METRICS_ATTR_ADDR_IPV6]);
	} else {
		return -1;
	}
	/* the kernel does not flag this nest; the reference reads it
	 * only when unflagged */
	v = e->tb[TCP_METRICS_ATTR_VALS];
	if (v && !(v->nla_type & NLA_F_NESTED))
		mnl_attr_parse_nested(v, val_attr_cb, e->vals);
	return 0;
}

static bool entry_selected(const struct tcpm_entry *e,
			   const struct tcpm_filter *f)
{
	int sfamily = e->tb[TCP_METRICS_ATTR_SADDR_IPV4] ? AF_INET :
		      e->tb[TCP_METRICS_ATTR_SADDR_IPV6] ? AF_INET6 : AF_UNSPEC;

	/* the family of -4 / -6 applies to the source address too */
	if (preferred_family == AF_INET || preferred_family == AF_INET6) {
		if (e->family != preferred_family ||
		    (sfamily != AF_UNSPEC && sfamily != preferred_family))
			return false;
	}
	if (f->family != AF_UNSPEC && e->family != f->family)
		return false;
	if (f->pfx.bitlen)
		return inet_prefix_match(&f->pfx, e->daddr, f->pfx.bitlen);
	return true;
}

static uint32_t val_u32(const struct tcpm_entry *e, int metric)
{
	return mnl_attr_get_u32(e->vals[metric + 1]);
}

static void print_metrics(const struct tcpm_entry *e)
{
	static const char *const names[] = {
		[TCP_METRIC_SSTHRESH] = "ssthresh",
		[TCP_METRIC_CWND] = "cwnd",
		[TCP_METRIC_REORDERING] = "reordering",
	};
	uint32_t rtt = 0, rttvar = 0;
	char fmt[32];

	for (int i = 0; i <= TCP_METRIC_MAX; i++) {
		if (!e->vals[i + 1])
			continue;
		switch (i) {
		case TCP_METRIC_RTT:
			if (!e->vals[TCP_METRIC_RTT_US + 1])
				rtt = val_u32(e, i) * 1000;
			break;
		case TCP_METRIC_RTTVAR:
			if (!e->vals[TCP_METRIC_RTTVAR_US + 1])
				rttvar = val_u32(e, i) * 1000;
			break;
		case TCP_METRIC_RTT_US:
			rtt = val_u32(e, i);
			break;
		case TCP_METRIC_RTTVAR_US:
			rttvar = val_u32(e, i);
			break;
		default:
			snprintf(fmt, sizeof(fmt), " %s %%u", names[i]);
			pr_uint(PR_ANY, names[i], fmt, val_u32(e, i));
		}
	}
	/* smoothed values, kept scaled by 8 and 4 */
	if (rtt) {
		pr_float(PR_JSON, "rtt", NULL, (rtt / 8) / 1000000.0);
		pr_uint(PR_FP, NULL, " rtt %uus", rtt / 8);
	}
	if (rttvar) {
		pr_float(PR_JSON, "rttvar", NULL, (rttvar / 4) / 1000000.0);
		pr_uint(PR_FP, NULL, " rttvar %uus", rttvar / 4);
	}
}

static void print_times(const struct nlattr *const *tb)
{
	char buf[48];

	if (tb[TCP_METRICS_ATTR_AGE]) {
		double age = mnl_attr_get_u64(tb[TCP_METRICS_ATTR_AGE]) / 1000.0;

		pr_float(PR_JSON, "age", NULL, age);
		pr_float(PR_FP, NULL, " age %.3fsec", age);
	}
	if (tb[TCP_METRICS_ATTR_TW_TS_STAMP]) {
		uint32_t tsval = 0;

		if (tb[TCP_METRICS_ATTR_TW_TSVAL])
			tsval = mnl_attr_get_u32(tb[TCP_METRICS_ATTR_TW_TSVAL]);
		snprintf(buf, sizeof(buf), "%u/%d", tsval,
			 (int32_t)mnl_attr_get_u32(tb[TCP_METRICS_ATTR_TW_TS_STAMP]));
		pr_str(PR_ANY, "tw_ts_stamp", " tw_ts %s ago", buf);
	}
}

static void print_fastopen(const struct nlattr *const *tb)
{
	const struct nlattr *c = tb[TCP_METRICS_ATTR_FOPEN_COOKIE];

	if (tb[TCP_METRICS_ATTR_FOPEN_MSS])
		pr_uint(PR_ANY, "fopen_miss", " fo_mss %u",
			mnl_attr_get_u16(tb[TCP_METRICS_ATTR_FOPEN_MSS]));
	if (tb[TCP_METRICS_ATTR_FOPEN_SYN_DROPS]) {
		const struct nlattr *t = tb[TCP_METRICS_ATTR_FOPEN_SYN_DROP_TS];
		double ts = t ? mnl_attr_get_u64(t) / 1000000.0 : 0;

		pr_uint(PR_ANY, "fopen_syn_drops", " fo_syn_drops %u",
			mnl_attr_get_u16(tb[TCP_METRICS_ATTR_FOPEN_SYN_DROPS]));
		pr_float(PR_JSON, "fopen_syn_drop_ts", NULL, ts);
		pr_float(PR_FP, NULL, "/%.3fusec ago", ts);
	}
	if (c) {
		const unsigned char *p = mnl_attr_get_payload(c);
		uint16_t n = mnl_attr_get_payload_len(c);
		char hex[2 * 255 + 1] = "";

		for (uint16_t i = 0; i < n && i < 255; i++)
			snprintf(hex + 2 * i, 3, "%02x", p[i]);
		pr_str(PR_ANY, "fo_cookie", " fo_cookie %s", hex);
	}
}

static void print_source(const struct nlattr *const *tb)
{
	const struct nlattr *s4 = tb[TCP_METRICS_ATTR_SADDR_IPV4];
	const struct nlattr *s6 = tb[TCP_METRICS_ATTR_SADDR_IPV6];
	char buf[64];

	if (s4)
		pr_str(PR_ANY, "source", " source %s",
		       inet_fmt(AF_INET, mnl_attr_get_payload(s4), buf,
				sizeof(buf)));
	else if (s6)
		pr_str(PR_ANY, "source", " source %s",
		       inet_fmt(AF_INET6, mnl_attr_get_payload(s6), buf,
				sizeof(buf)));
}

static void entry_print(const struct tcpm_entry *e)
{
	char buf[64];

	pr_open_object(NULL);
	pr_cstr(PR_ANY, e->family == AF_INET ? CLR_INET : CLR_INET6, "dst",
		"%s", inet_fmt(e->family, e->daddr, buf, sizeof(buf)));
	print_times(e->tb);
	print_metrics(e);
	print_fastopen(e->tb);
	print_source(e->tb);
	pr_text("\n");
	pr_close_object();
}

static int show_cb(const struct nlmsghdr *nlh, void *data)
{
	struct tcpm_entry e;

	if (nlh->nlmsg_type != tcpm_family || entry_parse(nlh, &e) ||
	    !entry_selected(&e, data))
		return MNL_CB_OK;
	entry_print(&e);
	return MNL_CB_OK;
}

/* A request for one address (or none: every entry). */
static struct nlmsghdr *tcpm_req_sz(void *buf, size_t size, uint8_t cmd,
				    const struct tcpm_filter *f)
{
	struct nlmsghdr *nlh = genl_msg_start_sz(buf, size, tcpm_family, cmd,
						 TCP_METRICS_GENL_VERSION, 0);

	if (f && f->pfx.family == AF_INET)
		nl_attr_put(nlh, TCP_METRICS_ATTR_ADDR_IPV4, 4, f->pfx.data);
	else if (f && f->pfx.family == AF_INET6)
		nl_attr_put(nlh, TCP_METRICS_ATTR_ADDR_IPV6, 16, f->pfx.data);
	return nlh;
}
#define tcpm_req(buf, cmd, f) \
	tcpm_req_sz((buf), NL_ARRAY_BYTES(buf), (cmd), (f))

/* A dump that failed, in the reference's words. */
static void __attribute__((noreturn)) dump_failed(int err, const char *what)
{
	nl_dump_perror(err);
	fprintf(stderr, "%s terminated\n", what);
	exit(1);
}

static int tcpm_show(const struct tcpm_filter *f)
{
	char buf[NL_REQ_SIZE];
	int err, was = pr_json;

	tcpm_open();
	if (f->exact) {
		/* the reference prints a single entry as text, even with -j */
		pr_json = 0;
		err = nl_ask(tcpm_sess, tcpm_req(buf, TCP_METRICS_CMD_GET, f),
			     show_cb, (void *)f);
		pr_json = was;
		return err;
	}
	pr_json_begin();
	err = nl_dump(tcpm_sess, tcpm_req(buf, TCP_METRICS_CMD_GET, NULL),
		      show_cb, (void *)f);
	if (err) {
		pr_json_leave_open();
		dump_failed(err, "Dump");
	}
	pr_json_end();
	return 0;
}

/* The entries of one flush round, as delete requests. */
struct flush_round {
	const struct tcpm_filter *f;
	struct nlmsghdr **reqs;
	int n, cap;
};

/* An address of the entry, as long as its type says (not as it came). */
static void copy_attr(struct nlmsghdr *nlh, const struct nlattr *a)
{
	if (a)
		nl_attr_put(nlh, mnl_attr_get_type(a),
			     attr_len[mnl_attr_get_type(a)],
			     mnl_attr_get_payload(a));
}

static int flush_cb(const struct nlmsghdr *nlh, void *data)
{
	struct flush_round *r = data;
	struct tcpm_entry e;
	struct nlmsghdr *del;
	void *buf;

	if (nlh->nlmsg_type != tcpm_family || entry_parse(nlh, &e) ||
	    !entry_selected(&e, r->f))
		return MNL_CB_OK;
	if (r->n == r->cap) {
		int cap = r->cap ? 2 * r->cap : 64;
		void *p = realloc(r->reqs, (size_t)cap * sizeof(*r->reqs));

		if (!p)
			return MNL_CB_ERROR;
		r->reqs = p;
		r->cap = cap;
	}
	buf = calloc(1, 128);
	if (!buf)
		return MNL_CB_ERROR;
	del = genl_msg_start_sz(buf, 128, tcpm_family, TCP_METRICS_CMD_DEL,
			     TCP_METRICS_GENL_VERSION, 0);
	if (e.family == AF_INET) {
		copy_attr(del, e.tb[TCP_METRICS_ATTR_ADDR_IPV4]);
		copy_attr(del, e.tb[TCP_METRICS_ATTR_SADDR_IPV4]);
	} else {
		copy_attr(del, e.tb[TCP_METRICS_ATTR_ADDR_IPV6]);
		copy_attr(del, e.tb[TCP_METRICS_ATTR_SADDR_IPV6]);
	}
	r->reqs[r->n++] = del;
	return MNL_CB_OK;
}

static void flush_round_free(struct flush_round *r)
{
	for (int i = 0; i < r->n; i++)
		free(r->reqs[i]);
	free(r->reqs);
	r->reqs = NULL;
	r->n = r->cap = 0;
}

/* The first delete that failed (an entry gone already, say) fails the
 * round, as the reference checks its batch of deletes. */
static void flush_ack(int i, int err, const struct nlmsghdr *nlh, void *data)
{
	int *first = data;

	(void)i;
	if (!nlh && err && !*first)
		*first = err;
}

/* One round: the number of entries deleted. A failure ends the program. */
static int flush_one_round(const struct tcpm_filter *f)
{
	struct flush_round r = { .f = f };
	char buf[NL_REQ_SIZE];
	int n, err, failed = 0;

	err = nl_dump(tcpm_sess, tcpm_req(buf, TCP_METRICS_CMD_GET, NULL),
		      flush_cb, &r);
	if (err) {
		flush_round_free(&r);
		dump_failed(err, "Flush");
	}
	n = r.n;
	if (n)
		err = nl_pipeline(tcpm_sess, r.reqs, n, flush_ack, &failed);
	flush_round_free(&r);
	if (!err)
		err = failed;
	if (err) {
		fprintf(stderr, "Failed to send flush request\n: %s\n",
			strerror(-err));
		exit(1);	/* as the reference, ending a batch too */
	}
	return n;
}

static int tcpm_flush_rounds(const struct tcpm_filter *f)
{
	int max = max_flush_loops > 0 ? max_flush_loops : 10;

	for (int round = 1; round <= max; round++) {
		int n = flush_one_round(f);

		if (!n) {
			if (round == 1)
				fprintf(stderr, "Nothing to flush.\n");
			else if (show_stats)
				printf("*** Flush is complete after %d round%s ***\n",
				       round - 1, round > 2 ? "s" : "");
			fflush(stdout);
			return 0;
		}
		if (show_stats) {
			printf("\n*** Round %d, deleting %d entries ***\n",
			       round, n);
			fflush(stdout);
		}
	}
	fprintf(stderr, "*** Flush remains incomplete after %d rounds. ***\n",
		max_flush_loops);
	return 1;
}

static int tcpm_flush(const struct tcpm_filter *f)
{
	char buf[NL_REQ_SIZE];

	tcpm_open();
	if (f->exact)
		return nl_ask(tcpm_sess, tcpm_req(buf, TCP_METRICS_CMD_DEL, f),
			      NULL, NULL);
	/* everything: the kernel empties the cache at once */
	if (preferred_family != AF_INET && preferred_family != AF_INET6 &&
	    !f->pfx.bitlen)
		return nl_ask(tcpm_sess,
			      tcpm_req(buf, TCP_METRICS_CMD_DEL, NULL),
			      NULL, NULL);
	return tcpm_flush_rounds(f);
}

/*
 * SELECTOR: [ [ address ] PREFIX ]; words after the prefix are not
 * looked at, as the reference does.
 */
static const char *parse_selector(struct args *a, struct tcpm_filter *f)
{
	const char *w;

	memset(f, 0, sizeof(*f));
	f->family = preferred_family;
	if (f->family != AF_INET && f->family != AF_INET6)
		f->family = AF_UNSPEC;
	if (!args_more(a))
		return NULL;
	w = args_cur(a);
	if (is(w, "address"))
		w = args_next(a);
	if (matches(w, "help"))
		tcpm_usage();
	if (is(w, "all") || is(w, "default") || is(w, "any"))
		return w;
	if (inet_parse_prefix(&f->pfx, w, f->family))
		inet_prefix_error(w, f->family);
	f->family = f->pfx.family;
	f->exact = f->pfx.bitlen == f->pfx.bytelen * 8;
	return w;
}

static int tcpm_delete(struct args *a)
{
	struct tcpm_filter f;
	char buf[NL_REQ_SIZE];
	const char *w;

	if (!args_more(a)) {
		fprintf(stderr, "Error: argument \"address\" is required\n");
		exit(255);
	}
	w = parse_selector(a, &f);
	if (!f.exact) {
		fprintf(stderr, "Error: a specific IP address is expected rather than \"%s\"\n",
			w);
		return 1;	/* a batch goes on */
	}
	tcpm_open();
	return nl_ask(tcpm_sess, tcpm_req(buf, TCP_METRICS_CMD_DEL, &f),
		      NULL, NULL);
}

int do_tcp_metrics(int argc, char **argv)
{
	struct args a = { argc - 1, argv + 1 };
	struct tcpm_filter f;
	const char *cmd = argc > 0 ? argv[0] : "show";

	if (matches(cmd, "help"))
		tcpm_usage();
	if (argc < 1) {
		a.argc = 0;
		parse_selector(&a, &f);
		return tcpm_show(&f);
	}
	if (matches(cmd, "delete"))
		return tcpm_delete(&a);
	if (matches(cmd, "flush")) {
		parse_selector(&a, &f);
		return tcpm_flush(&f);
	}
	if (matches(cmd, "show") || matches(cmd, "list") ||
	    matches(cmd, "lst")) {
		parse_selector(&a, &f);
		return tcpm_show(&f);
	}
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip tcp_metrics help\".\n",
		cmd);
	exit(255);
}
