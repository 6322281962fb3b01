// SPDX-License-Identifier: GPL-2.0
/*
 * nlt: guest tests and measurements for the RTM_DELLINK series.
 *
 *   nlt test          functional tests; prints PASS/FAIL/SKIP lines and
 *                     "TESTS passed=N failed=M"; exit status 1 on failure
 *   nlt bench N       deletes N veth pairs four ways and prints
 *                     "RESULT method N total_ms per_pair_ms" lines
 *
 * Runs in a throw-away guest (or a scratch network namespace): it
 * creates and deletes devices with fixed names.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include "nl.h"

static struct nl nl;
static struct nlbuf buf;
static int passed, failed;

static void report(bool ok, const char *name, const char *fmt, ...)
{
	va_list ap;

	printf("%s %s", ok ? "PASS" : "FAIL", name);
	if (!ok && fmt) {
		printf(": ");
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
	}
	printf("\n");
	fflush(stdout);
	if (ok)
		passed++;
	else
		failed++;
}

static bool exists(const char *name)
{
	return link_index(&nl, name) > 0;
}

/* Run one prepared request and insist it succeeded (setup steps). */
static void must(const char *what)
{
	struct nlack *acks = calloc(buf.count, sizeof(*acks));
	unsigned int i;

	if (!acks || nl_send_all(&nl, &buf, acks) < 0) {
		fprintf(stderr, "nlt: %s: netlink error\n", what);
		exit(2);
	}
	for (i = 0; i < buf.count; i++) {
		if (acks[i].err) {
			fprintf(stderr, "nlt: %s: message %u: %s %s\n", what,
				i, errname(acks[i].err), acks[i].msg);
			exit(2);
		}
	}
	free(acks);
	buf_reset(&buf);
}

static void mk_veth(const char *a, const char *b)
{
	add_veth(&buf, &nl, a, b);
	must("create veth");
}

static void mk_kind(const char *name, const char *kind, const char *lower)
{
	add_kind(&buf, &nl, name, kind, lower ? link_index(&nl, lower) : 0);
	must("create link");
}

static void enslave(const char *port, const char *master)
{
	set_master(&buf, &nl, link_index(&nl, port), link_index(&nl, master));
	must("enslave");
}

/* A delete list entry: by name, or by the index of @name when @by_index. */
struct ent {
	const char	*name;
	bool		by_index;
	int		type;		/* override the attribute type */
};

/*
 * Build an IFLA_DEL_LIST request; @offs receives each entry's offset in
 * the message (what the extack bad-attribute offset should report).
 */
static void build_list(const struct ent *e, int n, uint32_t *offs)
{
	struct nlattr *nest;
	char *msg;
	int i;

	msg = buf.data + buf.len;
	msg_start(&buf, &nl, RTM_DELLINK, 0);
	nest = nest_start(&buf, IFLA_DEL_LIST);
	for (i = 0; i < n; i++) {
		if (offs)
			offs[i] = buf.data + buf.len - msg;
		if (e[i].type)
			put_u32(&buf, e[i].type, 1);
		else if (e[i].by_index)
			put_u32(&buf, IFLA_DEL_IFINDEX,
				e[i].name ? link_index(&nl, e[i].name) : 999999);
		else
			put_str(&buf, IFLA_DEL_IFNAME, e[i].name);
	}
	nest_end(&buf, nest);
}

static int run(struct nlack *ack)
{
	int err = nl_do(&nl, &buf, ack);

	buf_reset(&buf);
	return err;
}

/* Expect the named devices to exist (want=true) or not. */
static bool check_set(const char *const *names, bool want, char *why,
		      size_t len)
{
	for (; *names; names++) {
		if (exists(*names) != want) {
			snprintf(why, len, "%s %s", *names,
				 want ? "missing" : "still exists");
			return false;
		}
	}
	return true;
}

static bool probe_list(int *err)
{
	build_list(NULL, 0, NULL);
	*err = run(NULL);
	return *err == 0;
}

/* A rejected list request must delete nothing and say why. */
static void expect_reject(const char *name, const struct ent *e, int n,
			  int want_err, const char *want_msg, int bad)
{
	uint32_t offs[8];
	struct nlack ack;
	int before = link_count(&nl);
	int err;

	build_list(e, n, offs);
	err = run(&ack);
	if (err != want_err)
		report(false, name, "got %s (%s), want %s", errname(err),
		       ack.msg, errname(want_err));
	else if (link_count(&nl) != before)
		report(false, name, "device count changed %d -> %d", before,
		       link_count(&nl));
	else if (want_msg && !strstr(ack.msg, want_msg))
		report(false, name, "extack \"%s\" lacks \"%s\"", ack.msg,
		       want_msg);
	else if (bad >= 0 && ack.off != offs[bad])
		report(false, name, "bad attribute offset %u, want %u",
		       ack.off, offs[bad]);
	else
		report(true, name, NULL);
}

static void test_list_basic(void)
{
	static const char *const gone[] = {
		"t0a", "t0b", "t1a", "t1b", "br0", "mv0", NULL };
	static const char *const kept[] = {
		"t2a", "t2b", "p0a", "p0b", "p1a", "p1b", "l0a", "l0b",
		"mv1", "br2", "lo", NULL };
	const struct ent e[] = {
		{ "t0a" }, { "t1b", true }, { "br0" }, { "mv0" },
	};
	struct nlack ack;
	char why[128];
	int before, err;

	before = link_count(&nl);
	build_list(e, 4, NULL);
	err = run(&ack);
	if (err)
		report(false, "list deletes veth, bridge, macvlan",
		       "%s (%s)", errname(err), ack.msg);
	else if (!check_set(gone, false, why, sizeof(why)) ||
		 !check_set(kept, true, why, sizeof(why)))
		report(false, "list deletes veth, bridge, macvlan", "%s", why);
	else if (link_count(&nl) != before - 6)
		report(false, "list deletes veth, bridge, macvlan",
		       "count %d -> %d, want -6", before, link_count(&nl));
	else
		report(true, "list deletes veth, bridge, macvlan", NULL);

	report(link_master(&nl, "p0a") == -1 && link_master(&nl, "p1a") == -1,
	       "list: bridge ports survive without master", "p0a master %d",
	       link_master(&nl, "p0a"));
}

static void test_list_lower(void)
{
	static const char *const gone[] = { "l0a", "l0b", "mv1", NULL };
	const struct ent e[] = { { "l0a", true } };
	char why[128];
	int err;

	build_list(e, 1, NULL);
	err = run(NULL);
	report(!err && check_set(gone, false, why, sizeof(why)),
	       "list: lower device takes its macvlans along", "%s %s",
	       errname(err), why);
}

static void test_list_both_ends(void)
{
	const struct ent e[] = { { "t3a" }, { "t3b", true } };
	int before = link_count(&nl);
	struct nlack ack;
	int err;

	build_list(e, 2, NULL);
	err = run(&ack);
	report(!err && !exists("t3a") && !exists("t3b") &&
	       link_count(&nl) == before - 2,
	       "list: both ends of one veth pair", "%s (%s)", errname(err),
	       ack.msg);
}

static void test_list_errors(void)
{
	const struct ent dup[] = { { "t2a" }, { "p0a" }, { "t2a" } };
	const struct ent dup2[] = { { "t2a" }, { "t2a", true } };
	const struct ent miss[] = { { "t2a" }, { "nosuch0" } };
	const struct ent miss2[] = { { "t2a" }, { NULL, true } };
	const struct ent lo[] = { { "t2a" }, { "p0a" }, { "lo" } };
	const struct ent lo2[] = { { "lo", true }, { "t2a" } };
	const struct ent bad[] = { { "t2a" }, { NULL, false, 7 } };
	const struct ent one[] = { { "t2a" } };
	struct nlack ack;
	int err;

	expect_reject("list: duplicate name rejected", dup, 3, -EINVAL,
		      "twice", 2);
	expect_reject("list: name and index of one device rejected", dup2, 2,
		      -EINVAL, "twice", 1);
	expect_reject("list: missing name rejected", miss, 2, -ENODEV,
		      "not found", 1);
	expect_reject("list: missing index rejected", miss2, 2, -ENODEV,
		      "not found", 1);
	expect_reject("list: lo (no dellink) rejected", lo, 3, -EOPNOTSUPP,
		      "cannot be deleted", 2);
	expect_reject("list: lo by index rejected", lo2, 2, -EOPNOTSUPP,
		      "cannot be deleted", 0);
	expect_reject("list: unknown entry type rejected", bad, 2, -EINVAL,
		      NULL, 1);

	/* the list excludes the other selectors */
	build_list(one, 1, NULL);
	put_str(&buf, IFLA_IFNAME, "t2b");
	err = run(&ack);
	report(err == -EINVAL && exists("t2a") && strstr(ack.msg, "combined"),
	       "list: combined with IFLA_IFNAME rejected", "%s (%s)",
	       errname(err), ack.msg);
	build_list(one, 1, NULL);
	((struct ifinfomsg *)NLMSG_DATA(buf.cur))->ifi_index =
		link_index(&nl, "t2b");
	err = run(&ack);
	report(err == -EINVAL && exists("t2a") && exists("t2b"),
	       "list: combined with ifi_index rejected", "%s (%s)",
	       errname(err), ack.msg);
}

static void setup_list_devices(void)
{
	mk_veth("t0a", "t0b");
	mk_veth("t1a", "t1b");
	mk_veth("t2a", "t2b");
	mk_kind("br0", "bridge", NULL);
	mk_veth("p0a", "p0b");
	mk_veth("p1a", "p1b");
	enslave("p0a", "br0");
	enslave("p1a", "br0");
	mk_veth("l0a", "l0b");
	mk_kind("mv0", "macvlan", "l0a");
	mk_kind("mv1", "macvlan", "l0a");
	mk_kind("br2", "bridge", NULL);
	mk_veth("t3a", "t3b");
}

static void cleanup(const char *const *names)
{
	for (; *names; names++) {
		if (exists(*names)) {
			del_name(&buf, &nl, *names);
			run(NULL);
		}
	}
}

static void test_list(void)
{
	static const char *const all[] = {
		"t0a", "t1a", "t2a", "t3a", "br0", "p0a", "p1a", "l0a", "br2",
		NULL };
	const struct ent one[] = { { "t2a" } };
	int err;

	setup_list_devices();
	if (!probe_list(&err)) {
		/* an unpatched kernel: the request must fail and do nothing */
		build_list(one, 1, NULL);
		err = run(NULL);
		report(err != 0 && exists("t2a") && exists("t2b"),
		       "list unsupported: request fails, deletes nothing",
		       "%s", errname(err));
		printf("SKIP list tests: kernel lacks IFLA_DEL_LIST (probe: %s)\n",
		       errname(err));
		cleanup(all);
		return;
	}
	report(true, "list: empty list probe succeeds", NULL);
	test_list_errors();
	test_list_both_ends();
	test_list_basic();
	test_list_lower();
	cleanup(all);
}

static void cleanup(const char *const *names);

/* A socket listening to link notifications. */
static int monitor_open(void)
{
	struct sockaddr_nl sa = {
		.nl_family = AF_NETLINK,
		.nl_groups = RTMGRP_LINK,
	};
	int big = 16 << 20;
	int fd;

	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (fd < 0 || bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		perror("nlt: monitor socket");
		exit(2);
	}
	setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &big, sizeof(big));
	return fd;
}

/* Count the distinct devices RTM_DELLINK (AF_UNSPEC) was sent for. */
static int monitor_count_dellink(int fd)
{
	static char rbuf[1 << 16];
	int seen[4096], n_seen = 0, i;
	ssize_t n;

	while ((n = recv(fd, rbuf, sizeof(rbuf), MSG_DONTWAIT)) > 0) {
		for (struct nlmsghdr *nlh = (void *)rbuf;
		     NLMSG_OK(nlh, (size_t)n); nlh = NLMSG_NEXT(nlh, n)) {
			struct ifinfomsg *ifi = NLMSG_DATA(nlh);

			if (nlh->nlmsg_type != RTM_DELLINK ||
			    ifi->ifi_family != AF_UNSPEC)
				continue;
			for (i = 0; i < n_seen; i++)
				if (seen[i] == ifi->ifi_index)
					break;
			if (i == n_seen && n_seen < 4096)
				seen[n_seen++] = ifi->ifi_index;
		}
	}
	close(fd);
	return n_seen;
}

/*
 * A run of deletes in one sendmsg() must answer exactly as the same
 * deletes sent one by one: a veth peer or a macvlan of a deleted lower
 * device is gone for the later messages, a bridge port survives its
 * bridge, a group delete sees the earlier deletes done.
 */
static void test_runs(void)
{
	static const int want[] = {
		0, -ENODEV, 0, -ENODEV, 0, -ENODEV, 0, 0, 0, -EOPNOTSUPP,
		0, 0, -ENODEV,
	};
	static const char *const gone[] = {
		"r0a", "r0b", "r1a", "r1b", "r2a", "r2b", "r3a", "r3b", "br3",
		"r5a", "r5b", "mv5", "r6a", "r6b", "r7a", "r7b", NULL };
	static const char *const kept[] = { "r4a", "r4b", "lo", NULL };
	const int n = sizeof(want) / sizeof(want[0]);
	struct nlack acks[16];
	char why[160] = "";
	int i, mon, notified;

	mk_veth("r0a", "r0b");
	mk_veth("r1a", "r1b");
	mk_veth("r2a", "r2b");
	mk_kind("br3", "bridge", NULL);
	mk_veth("r3a", "r3b");
	mk_veth("r4a", "r4b");
	enslave("r3a", "br3");
	enslave("r4a", "br3");
	mk_veth("r5a", "r5b");
	mk_kind("mv5", "macvlan", "r5a");
	mk_veth("r6a", "r6b");
	mk_veth("r7a", "r7b");
	set_group(&buf, &nl, link_index(&nl, "r7a"), 9);
	must("set group");

	del_name(&buf, &nl, "r0a");
	del_name(&buf, &nl, "r0b");	/* went with its peer */
	del_index(&buf, &nl, link_index(&nl, "r1a"));
	del_name(&buf, &nl, "r1a");	/* deleted twice */
	del_name(&buf, &nl, "r5a");
	del_name(&buf, &nl, "mv5");	/* went with its lower device */
	del_name(&buf, &nl, "br3");
	del_name(&buf, &nl, "r3a");	/* a port survives its bridge */
	del_name(&buf, &nl, "r2b");
	del_name(&buf, &nl, "lo");
	del_name(&buf, &nl, "r6a");
	del_group(&buf, &nl, 9);
	del_name(&buf, &nl, "r6b");
	mon = monitor_open();
	nl_send_all(&nl, &buf, acks);
	buf_reset(&buf);
	notified = monitor_count_dellink(mon);
	for (i = 0; i < n; i++) {
		if (acks[i].err != want[i]) {
			snprintf(why, sizeof(why), "message %d: %s, want %s",
				 i, errname(acks[i].err), errname(want[i]));
			break;
		}
	}
	if (!why[0])
		check_set(gone, false, why, sizeof(why));
	if (!why[0])
		check_set(kept, true, why, sizeof(why));
	if (!why[0] && link_master(&nl, "r4a") != -1)
		snprintf(why, sizeof(why), "r4a still has a master");
	/* one RTM_DELLINK notification per deleted device */
	if (!why[0] && notified != 16)
		snprintf(why, sizeof(why), "%d devices notified, want 16",
			 notified);
	report(!why[0], "old: a run of deletes in one sendmsg answers as one by one",
	       "%s", why);
	cleanup((const char *const[]){ "r4a", NULL });
}

static void test_old_paths(void)
{
	static const char *const all[] = {
		"o0a", "o1a", "o2a", "o3a", "o4a", "o5a", "o6a", "o7a",
		"br1", "q0a", NULL };
	int start = link_count(&nl);
	struct nlack acks[4];
	char why[128] = "";
	int err;

	mk_veth("o0a", "o0b");
	mk_veth("o1a", "o1b");
	mk_veth("o2a", "o2b");
	mk_veth("o3a", "o3b");
	mk_veth("o4a", "o4b");
	mk_veth("o5a", "o5b");
	mk_veth("o6a", "o6b");
	mk_veth("o7a", "o7b");
	mk_kind("br1", "bridge", NULL);
	mk_veth("q0a", "q0b");
	enslave("q0a", "br1");

	del_name(&buf, &nl, "o0a");
	err = run(NULL);
	report(!err && !exists("o0a") && !exists("o0b"), "old: delete by name",
	       "%s", errname(err));
	del_index(&buf, &nl, link_index(&nl, "o1b"));
	err = run(NULL);
	report(!err && !exists("o1a") && !exists("o1b"),
	       "old: delete by index", "%s", errname(err));
	del_name(&buf, &nl, "nosuch1");
	err = run(NULL);
	report(err == -ENODEV, "old: missing name is ENODEV", "%s",
	       errname(err));
	del_name(&buf, &nl, "lo");
	err = run(NULL);
	report(err == -EOPNOTSUPP && exists("lo"), "old: lo is EOPNOTSUPP",
	       "%s", errname(err));

	set_group(&buf, &nl, link_index(&nl, "o2a"), 7);
	set_group(&buf, &nl, link_index(&nl, "o3a"), 7);
	must("set group");
	del_group(&buf, &nl, 7);
	err = run(NULL);
	report(!err && !exists("o2a") && !exists("o3b") && exists("o4a"),
	       "old: group delete", "%s", errname(err));
	del_group(&buf, &nl, 7);
	err = run(NULL);
	report(err == -ENODEV, "old: empty group is ENODEV", "%s",
	       errname(err));

	/* several messages in one sendmsg: each acked on its own */
	del_name(&buf, &nl, "o4a");
	del_name(&buf, &nl, "nosuch2");
	del_index(&buf, &nl, link_index(&nl, "o5b"));
	nl_send_all(&nl, &buf, acks);
	buf_reset(&buf);
	report(!acks[0].err && acks[1].err == -ENODEV && !acks[2].err &&
	       !exists("o4a") && !exists("o4b") && !exists("o5a"),
	       "old: three deletes in one sendmsg, middle one fails",
	       "%s %s %s", errname(acks[0].err), errname(acks[1].err),
	       errname(acks[2].err));

	/* a deleted name is free again for the next message of the skb */
	del_name(&buf, &nl, "o6a");
	add_veth(&buf, &nl, "o6a", "o6c");
	del_name(&buf, &nl, "o6a");
	add_veth(&buf, &nl, "o6a", "o6d");
	nl_send_all(&nl, &buf, acks);
	buf_reset(&buf);
	report(!acks[0].err && !acks[1].err && !acks[2].err && !acks[3].err &&
	       exists("o6a") && exists("o6d") && !exists("o6b") &&
	       !exists("o6c"),
	       "old: delete, re-create, delete, re-create in one sendmsg",
	       "%s %s %s %s", errname(acks[0].err), errname(acks[1].err),
	       errname(acks[2].err), errname(acks[3].err));

	/* deleting then querying in one sendmsg */
	del_name(&buf, &nl, "o7a");
	msg_start(&buf, &nl, RTM_GETLINK, 0);
	put_str(&buf, IFLA_IFNAME, "o7b");
	nl_send_all(&nl, &buf, acks);
	buf_reset(&buf);
	report(!acks[0].err && acks[1].err == -ENODEV,
	       "old: delete then get peer in one sendmsg", "%s %s",
	       errname(acks[0].err), errname(acks[1].err));

	test_runs();

	del_name(&buf, &nl, "br1");
	err = run(NULL);
	report(!err && !exists("br1") && exists("q0a") &&
	       link_master(&nl, "q0a") == -1,
	       "old: bridge delete frees its port", "%s %s", errname(err),
	       why);
	cleanup(all);
	report(link_count(&nl) == start, "old: nothing left behind",
	       "%d links, %d before", link_count(&nl), start);
}

/* ---- measurements ---- */

static void create_pairs(int n, int *idx)
{
	char a[16], b[16];
	int i;

	for (i = 0; i < n; i++) {
		snprintf(a, sizeof(a), "b%da", i);
		snprintf(b, sizeof(b), "b%db", i);
		add_veth(&buf, &nl, a, b);
		if (buf.count == 256 || i == n - 1)
			must("create pairs");
	}
	for (i = 0; i < n; i++) {
		snprintf(a, sizeof(a), "b%da", i);
		idx[i] = link_index(&nl, a);
		if (idx[i] <= 0) {
			fprintf(stderr, "nlt: %s not created\n", a);
			exit(2);
		}
	}
}

static void result(const char *method, int n, double ms, int before)
{
	int left = link_count(&nl);

	if (left != before) {
		printf("RESULT %s %d FAILED %d devices left\n", method, n,
		       left - before);
		failed++;
		return;
	}
	printf("RESULT %s %d %.1f %.3f\n", method, n, ms, ms / n);
	fflush(stdout);
}

static void bench(int n)
{
	int *idx = calloc(n, sizeof(*idx));
	int before = link_count(&nl);
	struct nlack *acks;
	struct nlattr *nest;
	double t;
	int i, err;

	acks = calloc(n, sizeof(*acks));
	if (!idx || !acks)
		exit(2);

	create_pairs(n, idx);
	t = now_ms();
	for (i = 0; i < n; i++) {
		del_index(&buf, &nl, idx[i]);
		if (run(NULL))
			printf("delete %d failed\n", idx[i]);
	}
	result("single", n, now_ms() - t, before);

	create_pairs(n, idx);
	for (i = 0; i < n; i++)
		del_index(&buf, &nl, idx[i]);
	t = now_ms();
	err = nl_send_all(&nl, &buf, acks);
	t = now_ms() - t;
	buf_reset(&buf);
	if (err)
		printf("multi: %d deletes failed\n", err);
	result("multi", n, t, before);

	create_pairs(n, idx);
	buf_reset(&buf);
	msg_start(&buf, &nl, RTM_DELLINK, 0);
	nest = nest_start(&buf, IFLA_DEL_LIST);
	for (i = 0; i < n; i++)
		put_u32(&buf, IFLA_DEL_IFINDEX, idx[i]);
	nest_end(&buf, nest);
	t = now_ms();
	err = run(NULL);
	t = now_ms() - t;
	if (err) {
		printf("RESULT list %d unsupported %s\n", n, errname(err));
		/* clean up the old way so the next method starts empty */
		for (i = 0; i < n; i++)
			del_index(&buf, &nl, idx[i]);
		nl_send_all(&nl, &buf, acks);
		buf_reset(&buf);
	} else {
		result("list", n, t, before);
	}

	create_pairs(n, idx);
	for (i = 0; i < n; i++)
		set_group(&buf, &nl, idx[i], 42);
	t = now_ms();
	err = nl_send_all(&nl, &buf, acks);
	double tset = now_ms() - t;

	buf_reset(&buf);
	if (err)
		printf("group: %d set-group failed\n", err);
	del_group(&buf, &nl, 42);
	t = now_ms();
	err = run(NULL);
	t = now_ms() - t;
	if (err)
		printf("group delete failed: %s\n", errname(err));
	result("group-del", n, t, before);
	printf("RESULT group-set+del %d %.1f %.3f\n", n, t + tset,
	       (t + tset) / n);
	free(idx);
	free(acks);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: nlt test | nlt bench N | nlt now\n");
		return 2;
	}
	if (!strcmp(argv[1], "now")) {
		/* monotonic ms, for timing commands from the guest's shell */
		printf("%.3f\n", now_ms());
		return 0;
	}
	if (nl_open(&nl) < 0) {
		perror("nlt: netlink socket");
		return 2;
	}
	buf_init(&buf, 1 << 20);
	if (!strcmp(argv[1], "test")) {
		test_old_paths();
		test_list();
		printf("TESTS passed=%d failed=%d\n", passed, failed);
	} else if (!strcmp(argv[1], "bench") && argc == 3) {
		bench(atoi(argv[2]));
	} else {
		fprintf(stderr, "usage: nlt test | nlt bench N | nlt now\n");
		return 2;
	}
	return failed ? 1 : 0;
}
