// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_nlmsg.c — netlink reply printers on arbitrary messages.
 *
 * Input: two option bytes, then a datagram of netlink messages, walked
 * as nl.c walks a reply. Each message goes to the printer of its type
 * (link, address, route or mroute, neighbour, rule, netconf, nexthop
 * bucket), in text or JSON
 * form with -d, -s, -o, -br as the option bits say. Output goes to
 * /dev/null; the sanitizers watch the reads.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libmnl/libmnl.h>
#include <linux/rtnetlink.h>

#include "addr.h"
#include "ip_common.h"
#include "link.h"
#include "nexthop.h"
#include "names.h"
#include "print.h"
#include "route.h"
#include "fuzz.h"

static void no_addrs(const struct ifinfomsg *ifi, void *ctx)
{
}

static void set_options(uint8_t o, uint8_t p)
{
	pr_json = o & 1;
	pr_pretty = !!(o & 2);
	show_details = !!(o & 4);
	show_stats = (o >> 3) & 3;
	pr_oneline = !!(o & 0x20);
	brief = !!(o & 0x40);
	numeric = !!(o & 0x80);
	human_readable = p & 1;
	use_iec = !!(p & 2);
	pr_color = !!(p & 4) && !pr_json;
	preferred_family = AF_UNSPEC;
}

static void dispatch(const struct nlmsghdr *nlh, uint8_t p)
{
	struct link_filter lf = { .print_addrs = no_addrs };
	struct route_filter rf = { .table_all = true, .have_table = true };

	switch (nlh->nlmsg_type) {
	case RTM_NEWLINK:
	case RTM_DELLINK:
		lf.addr_mode = !!(p & 8);
		lf.no_qlen = !!(p & 16);
		link_print_msg(nlh, &lf);
		break;
	case RTM_NEWADDR:
	case RTM_DELADDR:
		addr_print_event(nlh, NULL);
		break;
	case RTM_NEWROUTE:
	case RTM_DELROUTE:
		rf.get = !!(p & 32);
		if (p & 64)
			mroute_print(nlh, NULL);
		else
			route_print_msg(nlh, &rf);
		break;
	case RTM_NEWNEXTHOPBUCKET:
	case RTM_DELNEXTHOPBUCKET:
		nh_bucket_print(nlh, NULL);
		break;
	case RTM_NEWNEIGH:
	case RTM_DELNEIGH:
		neigh_print(nlh, NULL);
		break;
	case RTM_NEWRULE:
	case RTM_DELRULE:
		rule_print(nlh, NULL);
		break;
	case RTM_NEWNETCONF:
		netconf_print_msg(nlh, NULL);
		break;
	case RTM_DELNETCONF:
		netconf_print_deleted(nlh);
		break;
	}
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	if (!getenv("FUZZ_STDOUT") && !freopen("/dev/null", "w", stdout))
		return 1;
	/* names the printers may ask for, without a kernel */
	ll_remember_flags(1, "lo", 0x49);
	ll_remember_flags(2, "eth0", 0x1003);
	ll_remember_flags(3, "veth0", 0x1003);
	ll_remember_flags(4, "br0", 0x1003);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct nlmsghdr *nlh;
	unsigned char *buf;
	int left;
	uint8_t p;

	if (size < 2 || size > 65536)
		return 0;
	set_options(data[0], data[1]);
	p = data[1];
	size -= 2;
	/*
	 * A heap copy padded to 4 bytes, as every real receive buffer is:
	 * libmnl walks attributes up to NLMSG_ALIGN(nlmsg_len). A read past
	 * that is caught.
	 */
	buf = calloc(1, NLMSG_ALIGN(size) ? NLMSG_ALIGN(size) : 4);
	if (!buf)
		return 0;
	memcpy(buf, data + 2, size);
	fuzz_reply = NULL;
	fuzz_reply_len = 0;
	fuzz_talk_err = -ENODEV;
	if (setjmp(fuzz_exit_jmp)) {
		fprintf(stderr, "fuzz: a printer called exit(%d)\n",
			fuzz_exit_status);
		abort();
	}
	fuzz_in_target = 1;
	pr_json_begin();
	left = (int)size;
	nlh = (const struct nlmsghdr *)buf;
	for (; fuzz_nlmsg_ok(nlh, left); nlh = mnl_nlmsg_next(nlh, &left))
		dispatch(nlh, p);
	pr_json_end();
	fuzz_in_target = 0;
	fflush(stdout);
	free(buf);
	return 0;
}
