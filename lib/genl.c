/* genl.c — generic netlink: the socket, family ids, request headers */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "genl.h"

struct nl_sess *genl_sess(void)
{
	struct nl_sess *s = nl_proto_sess(NETLINK_GENERIC);

	if (!s) {
		perror("Cannot open netlink socket");
		fprintf(stderr, "Cannot open generic netlink socket\n");
	}
	return s;
}

struct nlmsghdr *genl_msg_start(void *buf, uint16_t family, uint8_t cmd,
				uint8_t version, uint16_t flags)
{
	struct nlmsghdr *nlh = nl_msg_start(buf, family, flags);
	struct genlmsghdr *g;

	g = mnl_nlmsg_put_extra_header(nlh, sizeof(*g));
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

struct family_reply {
	const char *name;
	uint16_t id;
	int found;
};

static int family_attr_cb(const struct nlattr *attr, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(attr);

	if (type == CTRL_ATTR_FAMILY_ID) {
		if (mnl_attr_validate(attr, MNL_TYPE_U16) < 0)
			return MNL_CB_OK;
	} else if (type == CTRL_ATTR_FAMILY_NAME) {
		if (mnl_attr_validate(attr, MNL_TYPE_NUL_STRING) < 0)
			return MNL_CB_OK;
	} else {
		return MNL_CB_OK;
	}
	tb[type] = attr;
	return MNL_CB_OK;
}

static int family_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[CTRL_ATTR_MAX + 1] = { NULL };
	struct family_reply *r = data;

	if (!genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, family_attr_cb, tb);
	if (!tb[CTRL_ATTR_FAMILY_ID] || !tb[CTRL_ATTR_FAMILY_NAME])
		return MNL_CB_OK;
	if (strcmp(mnl_attr_get_str(tb[CTRL_ATTR_FAMILY_NAME]), r->name))
		return MNL_CB_OK;
	r->id = mnl_attr_get_u16(tb[CTRL_ATTR_FAMILY_ID]);
	r->found = 1;
	return MNL_CB_OK;
}

int genl_family(struct nl_sess *s, const char *name, uint16_t *id)
{
	char buf[NL_REQ_SIZE];
	struct family_reply r = { .name = name };
	struct nlmsghdr *nlh;
	int i, err;

	if (strlen(name) >= GENL_NAMSIZ)
		return -EINVAL;
	for (i = 0; i < cached; i++) {
		if (!strcmp(cache[i].name, name)) {
			*id = cache[i].id;
			return 0;
		}
	}
	nlh = genl_msg_start(buf, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 1, 0);
	mnl_attr_put_strz(nlh, CTRL_ATTR_FAMILY_NAME, name);
	err = nl_talk(s, nlh, family_cb, &r);
	if (err)
		return err;
	if (!r.found)
		return -ENOENT;
	if (cached < GENL_CACHE) {
		snprintf(cache[cached].name, sizeof(cache[cached].name), "%s",
			 name);
		cache[cached++].id = r.id;
	}
	*id = r.id;
	return 0;
}

struct nl_sess *genl_need_family(const char *name, uint16_t *id)
{
	struct nl_sess *s = genl_sess();
	int err;

	if (!s)
		exit(1);
	err = genl_family(s, name, id);
	if (err) {
		nl_perror(err);
		fprintf(stderr, "Error talking to the kernel\n");
		exit(1);
	}
	return s;
}

struct group_reply {
	const char *family;
	const char *group;
	uint32_t id;
	int found;
};

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
static void group_entry(const struct nlattr *grp, struct group_reply *r)
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

static int groups_attr_cb(const struct nlattr *attr, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(attr);

	if (type == CTRL_ATTR_FAMILY_NAME) {
		if (mnl_attr_validate(attr, MNL_TYPE_NUL_STRING) < 0)
			return MNL_CB_OK;
	} else if (type == CTRL_ATTR_MCAST_GROUPS) {
		if (mnl_attr_validate(attr, MNL_TYPE_NESTED) < 0)
			return MNL_CB_OK;
	} else {
		return MNL_CB_OK;
	}
	tb[type] = attr;
	return MNL_CB_OK;
}

static int groups_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[CTRL_ATTR_MAX + 1] = { NULL };
	struct group_reply *r = data;
	const struct nlattr *grp;

	if (!genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, groups_attr_cb, tb);
	if (!tb[CTRL_ATTR_FAMILY_NAME] || !tb[CTRL_ATTR_MCAST_GROUPS])
		return MNL_CB_OK;
	if (strcmp(mnl_attr_get_str(tb[CTRL_ATTR_FAMILY_NAME]), r->family))
		return MNL_CB_OK;
	mnl_attr_for_each_nested(grp, tb[CTRL_ATTR_MCAST_GROUPS]) {
		if (mnl_attr_validate(grp, MNL_TYPE_NESTED) == 0)
			group_entry(grp, r);
	}
	return MNL_CB_OK;
}

int genl_mcast_group(struct nl_sess *s, const char *family,
		     const char *group, uint32_t *id)
{
	char buf[NL_REQ_SIZE];
	struct group_reply r = { .family = family, .group = group };
	struct nlmsghdr *nlh;
	int err;

	if (strlen(family) >= GENL_NAMSIZ)
		return -EINVAL;
	nlh = genl_msg_start(buf, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 1, 0);
	mnl_attr_put_strz(nlh, CTRL_ATTR_FAMILY_NAME, family);
	err = nl_talk(s, nlh, groups_cb, &r);
	if (err)
		return err;
	if (!r.found)
		return -ENOENT;
	*id = r.id;
	return 0;
}
