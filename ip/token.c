// SPDX-License-Identifier: GPL-2.0
/* token.c — `ip token`: IPv6 interface identifiers (tokens) */
#include <stdio.h>
#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"

static void __attribute__((noreturn)) token_usage(void)
{
	fprintf(stderr, "Usage: ip token [ list | set | del | get ] [ TOKEN ] [ dev DEV ]\n");
	exit(255);
}

static int token_print(const struct nlmsghdr *nlh, void *data)
{
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *a, *b;
	int want = data ? *(int *)data : 0;
	char buf[INET6_ADDRSTRLEN];

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi) ||
	    ifi->ifi_family != AF_INET6)
		return MNL_CB_OK;
	if ((want && ifi->ifi_index != want) ||
	    (ifi->ifi_flags & IFF_LOOPBACK))
		return MNL_CB_OK;
	mnl_attr_for_each(a, nlh, sizeof(*ifi)) {
		if (mnl_attr_get_type(a) != IFLA_PROTINFO)
			continue;
		mnl_attr_for_each_nested(b, a) {
			if (mnl_attr_get_type(b) != IFLA_INET6_TOKEN ||
			    mnl_attr_get_payload_len(b) < 16)
				continue;
			pr_open_object(NULL);
			pr_str(PR_ANY, "token", "token %s ",
			       inet_fmt(AF_INET6, mnl_attr_get_payload(b), buf,
					sizeof(buf)));
			pr_str(PR_ANY, "ifname", "dev %s",
			       ll_idx_n2a(ifi->ifi_index));
			pr_text("\n");
			pr_close_object();
		}
	}
	return MNL_CB_OK;
}

static int token_list(int ifindex)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	int err;

	ifi->ifi_family = AF_INET6;
	pr_json_begin();
	err = nl_dump(nl_main(), nlh, token_print, &ifindex);
	pr_json_end();
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	return 0;
}

static int dev_index(const char *d)
{
	int idx = ll_name_to_index(d);

	if (!idx)	/* the reference's words, blank line included */
		invarg("dev is invalid\n", d);
	return idx;
}

static int token_set(int argc, char **argv, bool del)
{
	struct args a = { argc, argv };
	struct inet_prefix tok = { .family = AF_INET6, .bytelen = 16 };
	const char *dev = NULL;
	bool have_tok = false;
	char buf[512];
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	struct nlattr *pi, *in6;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "dev")) {
			dev = args_next(&a);
		} else if (matches(w, "help")) {
			token_usage();
		} else if (!del && !have_tok) {
			if (inet_parse_prefix(&tok, w, AF_INET6)) {
				fprintf(stderr, "Error: inet6 prefix is expected rather than \"%s\".\n", w);
				return 1;
			}
			have_tok = true;
		} else {
			token_usage();
		}
		args_skip(&a);
	}
	if (!dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return 1;
	}
	if (!del && !have_tok) {
		fprintf(stderr, "Not enough information: token is required.\n");
		return 1;
	}
	if (del)
		memset(tok.data, 0, sizeof(tok.data));
	nlh = nl_msg_start(buf, RTM_SETLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_INET6;
	ifi->ifi_index = dev_index(dev);
	pi = nl_attr_nest_start(nlh, IFLA_AF_SPEC);
	in6 = nl_attr_nest_start(nlh, AF_INET6);
	nl_attr_put(nlh, IFLA_INET6_TOKEN, 16, tok.data);
	nl_attr_nest_end(nlh, in6);
	nl_attr_nest_end(nlh, pi);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

int do_token(int argc, char **argv)
{
	if (argc < 1)
		return token_list(0);
	if (matches(argv[0], "set") || matches(argv[0], "add"))
		return token_set(argc - 1, argv + 1, false);
	if (matches(argv[0], "delete"))
		return token_set(argc - 1, argv + 1, true);
	if (matches(argv[0], "list") || matches(argv[0], "show") ||
	    matches(argv[0], "lst") || matches(argv[0], "get")) {
		int idx = 0;

		for (int i = 1; i < argc; i++) {
			if (matches(argv[i], "help"))
				token_usage();
			if (is(argv[i], "dev") && i + 1 < argc)
				idx = dev_index(argv[++i]);
			else
				idx = dev_index(argv[i]);
		}
		return token_list(idx);
	}
	if (matches(argv[0], "help"))
		token_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip token help\".\n",
		argv[0]);
	exit(255);
}
