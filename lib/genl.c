/* genl.c — generic netlink: the socket, family ids, request headers */
#include <errno.h>
#include <stdio.h>
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
