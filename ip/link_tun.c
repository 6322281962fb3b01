// SPDX-License-Identifier: GPL-2.0
/* link_tun.c — tun/tap: -d details only (devices are made by ip tuntap) */
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <sys/types.h>
#include <linux/if_tun.h>

#include "print.h"
#include "kind_util.h"

static const char *tun_type_name(uint8_t type)
{
	switch (type) {
	case IFF_TUN:
		return "tun";
	case IFF_TAP:
		return "tap";
	default:
		return "UNKNOWN";
	}
}

static void tun_flag(const struct nlattr *attr, const char *key)
{
	if (attr)
		print_on_off(key, key, mnl_attr_get_u8(attr));
}

/* user/group: the name when the system knows the id, else the number. */
static void tun_id(const struct nlattr *attr, const char *key, bool user)
{
	uint32_t id;
	const char *name = NULL;
	char fmt[32];

	if (!attr)
		return;
	id = mnl_attr_get_u32(attr);
	if (id == (uint32_t)-1)
		return;
	if (user) {
		struct passwd *pw = getpwuid((uid_t)id);

		name = pw ? pw->pw_name : NULL;
	} else {
		struct group *gr = getgrgid((gid_t)id);

		name = gr ? gr->gr_name : NULL;
	}
	if (name) {
		snprintf(fmt, sizeof(fmt), "%s %%s ", key);
		pr_str(PR_ANY, key, fmt, name);
	} else {
		snprintf(fmt, sizeof(fmt), "%s %%u ", key);
		pr_uint(PR_ANY, key, fmt, id);
	}
}

static void tun_print(const struct nlattr *data)
{
	const struct nlattr *tb[IFLA_TUN_MAX + 1];

	nest_parse(data, tb, IFLA_TUN_MAX);
	if (tb[IFLA_TUN_TYPE])
		pr_str(PR_ANY, "type", "type %s ",
		       tun_type_name(mnl_attr_get_u8(tb[IFLA_TUN_TYPE])));
	tun_flag(tb[IFLA_TUN_PI], "pi");
	tun_flag(tb[IFLA_TUN_VNET_HDR], "vnet_hdr");
	if (tb[IFLA_TUN_MULTI_QUEUE])
		pr_bool(PR_JSON, "multi_queue", NULL,
			mnl_attr_get_u8(tb[IFLA_TUN_MULTI_QUEUE]));
	if (tb[IFLA_TUN_MULTI_QUEUE] &&
	    mnl_attr_get_u8(tb[IFLA_TUN_MULTI_QUEUE])) {
		pr_text("multi_queue ");
		if (tb[IFLA_TUN_NUM_QUEUES])
			pr_uint(PR_ANY, "numqueues", "numqueues %u ",
				mnl_attr_get_u32(tb[IFLA_TUN_NUM_QUEUES]));
		if (tb[IFLA_TUN_NUM_DISABLED_QUEUES])
			pr_uint(PR_ANY, "numdisabled", "numdisabled %u ",
				mnl_attr_get_u32(
					tb[IFLA_TUN_NUM_DISABLED_QUEUES]));
	}
	tun_flag(tb[IFLA_TUN_PERSIST], "persist");
	tun_id(tb[IFLA_TUN_OWNER], "user", true);
	tun_id(tb[IFLA_TUN_GROUP], "group", false);
}

const struct link_kind tun_kind = {
	.name = "tun",
	.parse = kind_ignore_args,	/* ip tuntap makes them */
	.print = tun_print,
};
