// SPDX-License-Identifier: GPL-2.0
/* addrlabel.c — `ip addrlabel`: IPv6 address selection labels */
#include <errno.h>
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/if_addrlabel.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "msglist.h"

static void __attribute__((noreturn)) addrlabel_usage(void)
{
	fprintf(stderr,
		"Usage: ip addrlabel { add | del } prefix PREFIX [ dev DEV ] [ label LABEL ]\n"
		"       ip addrlabel [ list | flush | help ]\n");
	exit(255);
}

static int ifal_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_type_valid(a, IFAL_MAX) >= 0)
		tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

static int addrlabel_print(const struct nlmsghdr *nlh, void *data)
{
	const struct ifaddrlblmsg *m = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFAL_MAX + 1] = { NULL };
	char buf[INET6_ADDRSTRLEN];

	(void)data;
	if (nlh->nlmsg_type != RTM_NEWADDRLABEL &&
	    nlh->nlmsg_type != RTM_DELADDRLABEL)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*m))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*m), ifal_cb, tb);
	pr_open_object(NULL);
	if (nlh->nlmsg_type == RTM_DELADDRLABEL)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);
	if (tb[IFAL_ADDRESS] && mnl_attr_get_payload_len(tb[IFAL_ADDRESS]) >=
	    (m->ifal_family == AF_INET6 ? 16u : 4u)) {
		pr_str(PR_ANY, "address", "prefix %s",
		       inet_fmt(m->ifal_family,
				mnl_attr_get_payload(tb[IFAL_ADDRESS]), buf,
				sizeof(buf)));
		pr_uint(PR_ANY, "prefixlen", "/%u ", m->ifal_prefixlen);
	}
	if (m->ifal_index)
		pr_str(PR_ANY, "ifname", "dev %s ", ll_idx_n2a((int)m->ifal_index));
	if (tb[IFAL_LABEL] && mnl_attr_get_payload_len(tb[IFAL_LABEL]) >= 4)
		pr_uint(PR_ANY, "label", "label %u ",
			mnl_attr_get_u32(tb[IFAL_LABEL]));
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

static int addrlabel_dump(nl_cb_t cb, void *data)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETADDRLABEL, 0);
	struct ifaddrlblmsg *m = nl_msg_put_extra(nlh, sizeof(*m));

	/* labels exist for IPv6 only; another family gets the kernel's no */
	m->ifal_family = (unsigned char)(preferred_family == AF_UNSPEC ?
					 AF_INET6 : preferred_family);
	return nl_dump(nl_main(), nlh, cb, data);
}

static int addrlabel_modify(int cmd, int argc, char **argv)
{
	char buf[512];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd,
					    cmd == RTM_NEWADDRLABEL ?
					    NLM_F_CREATE | NLM_F_EXCL : 0);
	struct ifaddrlblmsg *m = nl_msg_put_extra(nlh, sizeof(*m));
	struct inet_prefix p;
	bool have_prefix = false, have_label = false;
	uint32_t label = 0;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "prefix")) {
			const char *v = args_next(&a);

			if (inet_parse_prefix(&p, v, preferred_family ==
					      AF_PACKET ? AF_UNSPEC :
					      preferred_family)) {
				fprintf(stderr, "Error: any valid prefix is expected rather than \"%s\".\n", v);
				return 1;
			}
			have_prefix = true;
		} else if (is(w, "dev")) {
			const char *d = args_next(&a);

			m->ifal_index = (uint32_t)ll_name_to_index(d);
			if (!m->ifal_index)	/* as the reference */
				invarg("dev is invalid\n", d);
		} else if (is(w, "label")) {
			const char *v = args_next(&a);

			/* 0xffffffff is no label (the kernel's IPV6_ADDR_LABEL_DEFAULT) */
			if (get_u32(&label, v, 0) || label == UINT32_MAX)
				invarg("label is invalid\n", v);
			have_label = true;
		} else if (matches(w, "help")) {
			addrlabel_usage();
		} else {
			addrlabel_usage();
		}
		args_skip(&a);
	}
	if (!have_prefix) {
		fprintf(stderr, "Not enough information: \"prefix\" argument is required.\n");
		return 1;
	}
	if (!have_label && cmd == RTM_NEWADDRLABEL) {
		fprintf(stderr, "Not enough information: \"label\" argument is required.\n");
		return 1;
	}
	m->ifal_family = AF_INET6;	/* as the reference, whatever the prefix */
	m->ifal_prefixlen = (unsigned char)p.bitlen;
	nl_attr_put(nlh, IFAL_ADDRESS, (size_t)p.bytelen, p.data);
	if (have_label)
		nl_attr_put_u32(nlh, IFAL_LABEL, label);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

static int collect(const struct nlmsghdr *nlh, void *data)
{
	if (nlh->nlmsg_type == RTM_NEWADDRLABEL)
		msglist_add(data, nlh);
	return MNL_CB_OK;
}

/*
 * The labels listed before a dump failed are deleted all the same: the
 * reference deletes each one as it reads it.
 */
static int addrlabel_flush(void)
{
	struct msglist l = { 0 };
	int dump_err = addrlabel_dump(collect, &l), ret = 0;

	for (int i = 0; i < l.n; i++) {
		int err = nl_resend_as(l.m[i], RTM_DELADDRLABEL, 0);

		if (err && err != -ENOENT && err != -ESRCH && !ret) {
			nl_perror(err);
			ret = 2;
		}
	}
	msglist_free(&l);
	if (dump_err) {
		nl_dump_perror(dump_err);
		fprintf(stderr, "Flush terminated\n");
		return 1;
	}
	return ret;
}

int do_addrlabel(int argc, char **argv)
{
	int err;

	if (argc < 1 || matches(argv[0], "list") || matches(argv[0], "show") ||
	    matches(argv[0], "lst")) {
		if (argc > 1)
			addrlabel_usage();
		pr_json_begin();
		err = addrlabel_dump(addrlabel_print, NULL);
		if (err)
			pr_json_leave_open();
		else
			pr_json_end();
		if (err) {
			nl_dump_perror(err);
			fprintf(stderr, "Dump terminated\n");
			return 255;
		}
		return 0;
	}
	if (matches(argv[0], "add"))
		return addrlabel_modify(RTM_NEWADDRLABEL, argc - 1, argv + 1);
	if (matches(argv[0], "delete"))
		return addrlabel_modify(RTM_DELADDRLABEL, argc - 1, argv + 1);
	if (matches(argv[0], "flush"))
		return addrlabel_flush();
	if (matches(argv[0], "help"))
		addrlabel_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip addrlabel help\".\n",
		argv[0]);
	exit(255);
}
