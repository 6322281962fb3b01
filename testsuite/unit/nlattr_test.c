// SPDX-License-Identifier: GPL-2.0
/* nlattr_test.c — the bounded request writers of include/nl.h: a write
 * that does not fit is refused with the reference's message, leaves the
 * buffer's end untouched, and marks the request so that it is never sent.
 */
#include <errno.h>
#include <stdint.h>

#include "nl.h"
#include "unit.h"

/* A canary after each buffer: nothing may be written past the bound. */
struct guarded {
	char buf[256];
	unsigned char canary[64];
};

static bool canary_ok(const struct guarded *g)
{
	for (size_t i = 0; i < sizeof(g->canary); i++)
		if (g->canary[i] != 0xa5)
			return false;
	return true;
}

static void test_fits(void)
{
	struct guarded g;
	struct nlmsghdr *nlh;
	char val[200] = { 0 };

	memset(g.canary, 0xa5, sizeof(g.canary));
	nlh = nl_msg_start(g.buf, RTM_NEWLINK, 0);
	check(nl_msg_bound(nlh) == sizeof(g.buf), "bound: the array's sizeof");
	check(nl_msg_put_extra(nlh, sizeof(struct ifinfomsg)) != NULL,
	      "extra header fits");
	check(nl_attr_put(nlh, IFLA_IFNAME, sizeof(val) - 1, val) == 0,
	      "attribute within the bound is written");
	check(!nl_msg_overflowed(nlh), "not overflowed after fitting writes");
	check(nl_attr_put(nlh, IFLA_IFALIAS, sizeof(val), val) == -1,
	      "attribute past the bound is refused");
	check(nl_msg_overflowed(nlh), "refused write marks the request");
	check(nlh->nlmsg_len <= sizeof(g.buf), "length stays within the bound");
	check(canary_ok(&g), "nothing written past the bound");
	check(nl_talk(NULL, nlh, NULL, NULL) == -EMSGSIZE,
	      "an overflowed request is not sent (no socket touched)");
	/* starting again on the same buffer clears the mark */
	nlh = nl_msg_start(g.buf, RTM_NEWLINK, 0);
	check(!nl_msg_overflowed(nlh), "a fresh start clears the mark");
}

static void test_nest(void)
{
	struct guarded g;
	struct nlmsghdr *nlh;
	struct nlattr *n;
	char val[64] = { 0 };
	int i;

	memset(g.canary, 0xa5, sizeof(g.canary));
	nlh = nl_msg_start(g.buf, RTM_NEWLINK, 0);
	n = nl_attr_nest_start(nlh, IFLA_LINKINFO);
	check(n && (n->nla_type & NLA_F_NESTED), "nest start sets NLA_F_NESTED");
	nl_attr_put_u32(nlh, 1, 7);
	check(nl_attr_nest_end(nlh, n) == 0 && n->nla_len == 4 + 8,
	      "nest end sets the nest's length");
	n = nl_attr_nest_start_plain(nlh, IFLA_AF_SPEC);
	check(n && n->nla_type == IFLA_AF_SPEC, "plain nest: no NLA_F_NESTED");
	for (i = 0; i < 10; i++)
		nl_attr_put(nlh, 1, sizeof(val), val);
	nl_attr_nest_end(nlh, n);
	check(nl_msg_overflowed(nlh) && canary_ok(&g),
	      "writes in a nest stop at the bound");
	/* a nest start that does not fit gives a harmless scratch */
	n = nl_attr_nest_start(nlh, IFLA_LINKINFO);
	check(n != NULL, "refused nest start is not NULL");
	n->nla_len = 0xffff;	/* the caller may write to it */
	check(nl_attr_nest_end(nlh, n) == -1 && canary_ok(&g),
	      "refused nest end does nothing");
	check(nl_msg_put_extra(nlh, 16) != NULL && canary_ok(&g),
	      "refused extra header gives a scratch");
}

static void test_huge(void)
{
	static char big[NL_REQ_SIZE * 10];
	static char val[70000];
	struct nlmsghdr *nlh = nl_msg_start(big, RTM_NEWLINK, 0);

	check(nl_attr_put(nlh, IFLA_IFNAME, 65532, val) == -1,
	      "attribute longer than nla_len can say is refused");
	nlh = nl_msg_start(big, RTM_NEWLINK, 0);
	check(nl_attr_put(nlh, IFLA_IFNAME, 65531, val) == 0,
	      "attribute of 65531 bytes fits nla_len");
}

static void test_unknown(void)
{
	char buf[64];
	struct nlmsghdr *nlh = (struct nlmsghdr *)buf;

	memset(buf, 0, sizeof(buf));
	nlh->nlmsg_len = NLMSG_HDRLEN;
	check(nl_attr_put_u32(nlh, 1, 1) == -1 && nl_msg_overflowed(nlh),
	      "a header not put by nl_msg_start has no bound to trust");
}

static void test_inherit(void)
{
	char buf[256], mx[32];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_NEWROUTE, 0);
	struct nlmsghdr *m = nl_msg_init(mx);

	nl_attr_put_strz(m, 1, "0123456789012345678901234567890123456789");
	nl_msg_inherit(nlh, m);
	check(nl_msg_overflowed(nlh), "a request built from an overflowed "
	      "scratch is overflowed");
}

/* The mark outlives the size table: 300 newer requests do not clear it. */
static void test_evicted(void)
{
	static char many[300][64];
	char buf[64], big[100] = { 0 };
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_NEWLINK, 0);

	nl_attr_put(nlh, IFLA_IFNAME, sizeof(big), big);
	for (int i = 0; i < 300; i++)
		nl_msg_start(many[i], RTM_GETLINK, 0);
	check(nl_msg_overflowed(nlh) &&
	      nl_talk(NULL, nlh, NULL, NULL) == -EMSGSIZE,
	      "an overflowed request stays unsendable after 300 others");
}

static void test_set_len(void)
{
	char buf[64];
	struct nlmsghdr *nlh = nl_msg_start(buf, 1, 0);

	nl_msg_put_extra(nlh, 3);
	check(nl_msg_set_len(nlh, NLMSG_HDRLEN + 3) == 0 &&
	      nlh->nlmsg_len == NLMSG_HDRLEN + 3, "set_len: unpadded length");
	check(nl_msg_set_len(nlh, 65) == -1 && nl_msg_overflowed(nlh),
	      "set_len past the bound is refused");
}

/* The message of a refused write, once per request. */
static void test_message(void)
{
	char buf[128], big[300] = { 0 }, got[256] = { 0 };
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_NEWLINK, 0);
	FILE *f;

	fflush(stderr);
	if (!freopen("nlattr.err", "w", stderr))
		return;
	nl_attr_put(nlh, IFLA_IFNAME, sizeof(big), big);
	nl_attr_put(nlh, IFLA_IFNAME, sizeof(big), big);
	fflush(stderr);
	f = fopen("nlattr.err", "r");
	if (f) {
		size_t n = fread(got, 1, sizeof(got) - 1, f);

		got[n] = '\0';
		fclose(f);
	}
	check(!strcmp(got, "addattr_l ERROR: message exceeded bound of 128\n"),
	      "the reference's message, once per request");
	if (strcmp(got, "addattr_l ERROR: message exceeded bound of 128\n"))
		show_diff("addattr_l ERROR: message exceeded bound of 128\n", got);
}

int main(void)
{
	/* the refusals print the reference's message on stderr */
	quiet_begin();
	test_fits();
	test_nest();
	test_huge();
	test_unknown();
	test_inherit();
	test_evicted();
	test_set_len();
	test_message();
	quiet_end();
	return unit_done();
}
