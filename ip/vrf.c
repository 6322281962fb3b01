// SPDX-License-Identifier: GPL-2.0
/* vrf.c — `ip vrf`: help, show (the VRF devices and their tables) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <libmnl/libmnl.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "ip_common.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "vrf.h"

static void __attribute__((noreturn)) vrf_usage(void)
{
	fprintf(stderr,
		"Usage:\tip vrf show [NAME] ...\n"
		"\tip vrf exec [NAME] cmd ...\n"
		"\tip vrf identify [PID]\n"
		"\tip vrf pids [NAME]\n");
	exit(255);
}

/* ---- one link message as a VRF ------------------------------------------ */

struct vrf_msg {
	const char *name;	/* IFLA_IFNAME, NULL if missing */
	int ifindex;
	int is_vrf;
	int has_data;
	uint32_t table;		/* 0: none */
};

static int attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (type == IFLA_IFNAME &&
	    mnl_attr_validate(a, MNL_TYPE_NUL_STRING) < 0)
		return MNL_CB_OK;
	if (type == IFLA_LINKINFO && mnl_attr_validate(a, MNL_TYPE_NESTED) < 0)
		return MNL_CB_OK;
	if (type == IFLA_IFNAME || type == IFLA_LINKINFO)
		tb[type] = a;
	return MNL_CB_OK;
}

static int info_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (type == IFLA_INFO_KIND &&
	    mnl_attr_validate(a, MNL_TYPE_STRING) < 0)
		return MNL_CB_OK;
	if (type == IFLA_INFO_KIND || type == IFLA_INFO_DATA)
		tb[type] = a;
	return MNL_CB_OK;
}

static int data_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_get_type(a) == IFLA_VRF_TABLE &&
	    mnl_attr_validate(a, MNL_TYPE_U32) == 0)
		tb[IFLA_VRF_TABLE] = a;
	return MNL_CB_OK;
}

static int kind_is_vrf(const struct nlattr *kind)
{
	const char *s = mnl_attr_get_payload(kind);
	uint16_t len = mnl_attr_get_payload_len(kind);

	/* "vrf", with or without its NUL */
	return (len == 3 || (len >= 4 && s[3] == 0)) && !memcmp(s, "vrf", 3);
}

/* Parse an RTM_NEWLINK; -1 if it is not one. */
static int vrf_msg_parse(const struct nlmsghdr *nlh, struct vrf_msg *m)
{
	const struct nlattr *tb[IFLA_MAX + 1] = { 0 };
	const struct nlattr *li[IFLA_INFO_MAX + 1] = { 0 };
	const struct nlattr *vd[IFLA_VRF_MAX + 1] = { 0 };
	const struct ifinfomsg *ifi;

	memset(m, 0, sizeof(*m));
	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi))
		return -1;
	ifi = mnl_nlmsg_get_payload(nlh);
	m->ifindex = ifi->ifi_index;
	if (mnl_attr_parse(nlh, sizeof(*ifi), attr_cb, tb) < 0)
		return -1;
	if (tb[IFLA_IFNAME])
		m->name = mnl_attr_get_str(tb[IFLA_IFNAME]);
	if (!tb[IFLA_LINKINFO] ||
	    mnl_attr_parse_nested(tb[IFLA_LINKINFO], info_cb, li) < 0)
		return 0;
	m->is_vrf = li[IFLA_INFO_KIND] && kind_is_vrf(li[IFLA_INFO_KIND]);
	if (!m->is_vrf || !li[IFLA_INFO_DATA])
		return 0;
	m->has_data = 1;
	if (mnl_attr_parse_nested(li[IFLA_INFO_DATA], data_cb, vd) >= 0 &&
	    vd[IFLA_VRF_TABLE])
		m->table = mnl_attr_get_u32(vd[IFLA_VRF_TABLE]);
	return 0;
}

/* ---- lookup of one name ----------------------------------------------- */

static int lookup_cb(const struct nlmsghdr *nlh, void *data)
{
	struct vrf_info *vi = data;
	struct vrf_msg m;

	if (vrf_msg_parse(nlh, &m) < 0)
		return MNL_CB_OK;
	vi->ifindex = m.ifindex;
	vi->is_vrf = m.is_vrf;
	vi->has_data = m.has_data;
	vi->table = m.table;
	return MNL_CB_OK;
}

int vrf_lookup(const char *name, struct vrf_info *vi)
{
	char buf[512];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	size_t len = strlen(name);

	memset(vi, 0, sizeof(*vi));
	ifi->ifi_family = AF_UNSPEC;
	if (!len || len >= ALTIFNAMSIZ)
		return -1;
	nl_attr_put_strz(nlh, len < IFNAMSIZ ? IFLA_IFNAME : IFLA_ALT_IFNAME,
			  name);
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	if (nl_talk(nl_main(), nlh, lookup_cb, vi) || vi->ifindex <= 0)
		return -1;
	return 0;
}

/* ---- show -------------------------------------------------------------- */

static void missing_table(const char *name)
{
	fprintf(stderr, "BUG: VRF %s is missing table id\n", name);
}

static void print_header(void)
{
	pr_text("%-16s  %5s\n", "Name", "Table");
	pr_text("-----------------------\n");
}

static int list_cb(const struct nlmsghdr *nlh, void *data)
{
	int *count = data;
	struct vrf_msg m;

	if (vrf_msg_parse(nlh, &m) < 0 || !m.is_vrf || !m.name)
		return MNL_CB_OK;
	if (!m.table) {
		missing_table(m.name);
		return MNL_CB_OK;
	}
	if (!*count)
		print_header();
	(*count)++;
	pr_open_object(NULL);
	pr_str(PR_ANY, "name", "%-16s", m.name);
	pr_uint(PR_ANY, "table", " %5u", m.table);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

/* All VRFs: one link dump that the kernel filters by kind (where it
 * knows the kind), checked here again. Printed only from a whole dump,
 * as the reference does. */
static int vrf_list(void)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	struct nlattr *li;
	int count = 0, err;

	ifi->ifi_family = AF_UNSPEC;
	li = nl_attr_nest_start(nlh, IFLA_LINKINFO);
	nl_attr_put_strz(nlh, IFLA_INFO_KIND, "vrf");
	nl_attr_nest_end(nlh, li);

	pr_json_begin();
	err = nl_dump_whole(nl_main(), nlh, list_cb, &count);
	if (err) {
		/* nothing was printed: no JSON either */
		pr_json_abort();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(255);
	}
	if (!count) {
		print_header();
		pr_text("No VRF has been configured\n");
	}
	pr_json_end();
	return 0;
}

/* One VRF by name: "NAME TABLE", plain text whatever the options. */
static int vrf_show_one(const char *name)
{
	struct vrf_info vi;

	if (vrf_lookup(name, &vi) || !vi.is_vrf || !vi.has_data) {
		fprintf(stderr, "Invalid VRF\n");
		return 255;
	}
	if (!vi.table) {
		missing_table(name);
		fprintf(stderr, "Invalid VRF\n");
		return 255;
	}
	printf("%s %u\n", name, vi.table);
	return 0;
}

static int vrf_show(int argc, char **argv)
{
	if (argc > 1)
		vrf_usage();
	if (argc == 1)
		return vrf_show_one(argv[0]);
	return vrf_list();
}

/* ---- dispatch ---------------------------------------------------------- */

int do_vrf(int argc, char **argv)
{
	const char *cmd;

	if (!argc)
		return vrf_list();
	cmd = argv[0];
	argc--;
	argv++;
	if (matches(cmd, "show") || matches(cmd, "list") ||
	    matches(cmd, "lst"))
		return vrf_show(argc, argv);
	if (matches(cmd, "identify"))
		return vrf_identify(argc, argv);
	if (matches(cmd, "pids"))
		return vrf_pids(argc, argv);
	if (matches(cmd, "exec"))
		return vrf_exec(argc, argv);
	if (matches(cmd, "help"))
		vrf_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip vrf help\".\n",
		cmd);
	exit(255);
}
