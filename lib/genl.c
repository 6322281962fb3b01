// SPDX-License-Identifier: GPL-2.0
/* genl.c — generic netlink: the socket, family ids, requests and dumps */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "genl.h"
#include "print.h"
#include "nl.h"

struct nl_sess *genl_sess(void)
{
	struct nl_sess *s = nl_proto_sess(NETLINK_GENERIC);

	if (!s) {
		perror("Cannot open netlink socket");
		fprintf(stderr, "Cannot open generic netlink socket\n");
	}
	return s;
}

struct nlmsghdr *genl_msg_start_sz(void *buf, size_t size, uint16_t family,
				   uint8_t cmd, uint8_t version,
				   uint16_t flags)
{
	struct nlmsghdr *nlh = nl_msg_start_sz(buf, size, family, flags);
	struct genlmsghdr *g;

	g = nl_msg_put_extra(nlh, sizeof(*g));
	g->cmd = cmd;
	g->version = version;
	return nlh;
}

int genl_msg_ok(const struct nlmsghdr *nlh)
{
	return nlh->nlmsg_len >= NLMSG_HDRLEN + sizeof(struct genlmsghdr);
}

/* The families this process has resolved: few, so a short list. */
#define GENL_CACHE 8
static struct {
	char name[GENL_NAMSIZ];
	uint16_t id;
} cache[GENL_CACHE];
static int cached;

/*
 * What one CTRL_CMD_GETFAMILY asks for: the id of family name, or, when
 * group is set, the id of that multicast group of it.
 */
struct family_reply {
	const char *name;
	const char *group;
	uint32_t id;
	int found;
};

static int family_attr_cb(const struct nlattr *attr, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(attr);
	enum mnl_attr_data_type want;

	if (type == CTRL_ATTR_FAMILY_ID)
		want = MNL_TYPE_U16;
	else if (type == CTRL_ATTR_FAMILY_NAME)
		want = MNL_TYPE_NUL_STRING;
	else if (type == CTRL_ATTR_MCAST_GROUPS)
		want = MNL_TYPE_NESTED;
	else
		return MNL_CB_OK;
	if (mnl_attr_validate(attr, want) == 0)
		tb[type] = attr;
	return MNL_CB_OK;
}

static int group_attr_cb(const struct nlattr *attr, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(attr);

	if (type == CTRL_ATTR_MCAST_GRP_ID) {
		if (mnl_attr_validate(attr, MNL_TYPE_U32) < 0)
			return MNL_CB_OK;
	} else if (type == CTRL_ATTR_MCAST_GRP_NAME) {
		if (mnl_attr_validate(attr, MNL_TYPE_NUL_STRING) < 0)
			return MNL_CB_OK;
	} else {
		return MNL_CB_OK;
	}
	tb[type] = attr;
	return MNL_CB_OK;
}

/* One entry of CTRL_ATTR_MCAST_GROUPS: is it the group asked for? */
static void group_entry(const struct nlattr *grp, struct family_reply *r)
{
	const struct nlattr *tb[CTRL_ATTR_MCAST_GRP_MAX + 1] = { NULL };

	if (mnl_attr_parse_nested(grp, group_attr_cb, tb) < 0)
		return;
	if (!tb[CTRL_ATTR_MCAST_GRP_ID] || !tb[CTRL_ATTR_MCAST_GRP_NAME])
		return;
	if (strcmp(mnl_attr_get_str(tb[CTRL_ATTR_MCAST_GRP_NAME]), r->group))
		return;
	r->id = mnl_attr_get_u32(tb[CTRL_ATTR_MCAST_GRP_ID]);
	r->found = 1;
}

static void family_groups(const struct nlattr *groups, struct family_reply *r)
{
	const struct nlattr *grp;

	mnl_attr_for_each_nested(grp, groups) {
		if (mnl_attr_validate(grp, MNL_TYPE_NESTED) == 0)
			group_entry(grp, r);
	}
}

static int family_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[CTRL_ATTR_MAX + 1] = { NULL };
	struct family_reply *r = data;

	if (!genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, family_attr_cb, tb);
	if (!tb[CTRL_ATTR_FAMILY_NAME] ||
	    strcmp(mnl_attr_get_str(tb[CTRL_ATTR_FAMILY_NAME]), r->name))
		return MNL_CB_OK;
	if (r->group) {
		if (tb[CTRL_ATTR_MCAST_GROUPS])
			family_groups(tb[CTRL_ATTR_MCAST_GROUPS], r);
	} else if (tb[CTRL_ATTR_FAMILY_ID]) {
		r->id = mnl_attr_get_u16(tb[CTRL_ATTR_FAMILY_ID]);
		r->found = 1;
	}
	return MNL_CB_OK;
}

/* Ask the controller about family r->name; 0 when r->found, or -errno. */
static int family_query(struct nl_sess *s, struct family_reply *r)
{
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	int err;

	if (strlen(r->name) >= GENL_NAMSIZ)
		return -EINVAL;
	nlh = genl_msg_start(buf, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 1, 0);
	nl_attr_put_strz(nlh, CTRL_ATTR_FAMILY_NAME, r->name);
	err = nl_talk(s, nlh, family_cb, r);
	if (err)
		return err;
	return r->found ? 0 : -ENOENT;
}

int genl_family(struct nl_sess *s, const char *name, uint16_t *id)
{
	struct family_reply r = { .name = name };
	int i, err;

	for (i = 0; i < cached; i++) {
		if (!strcmp(cache[i].name, name)) {
			*id = cache[i].id;
			return 0;
		}
	}
	err = family_query(s, &r);
	if (err)
		return err;
	if (cached < GENL_CACHE) {
		snprintf(cache[cached].name, sizeof(cache[cached].name), "%s",
			 name);
		cache[cached++].id = (uint16_t)r.id;
	}
	*id = (uint16_t)r.id;
	return 0;
}

int genl_mcast_group(struct nl_sess *s, const char *family,
		     const char *group, uint32_t *id)
{
	struct family_reply r = { .name = family, .group = group };
	int err;

	err = family_query(s, &r);
	if (!err)
		*id = r.id;
	return err;
}

int genl_cmd_open(const char *name, struct nl_sess **s, uint16_t *id)
{
	int err;

	*s = genl_sess();
	if (!*s)
		return -1;
	err = genl_family(*s, name, id);
	if (err) {
		nl_perror(err);
		fprintf(stderr, "Error talking to the kernel\n");
		return -1;
	}
	return 0;
}

int genl_cmd_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb)
{
	int err;

	pr_json_begin();
	err = nl_dump(s, req, cb, NULL);
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		pr_json_leave_open();
		return 1;
	}
	pr_json_end();
	return 0;
}
