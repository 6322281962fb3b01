/* util.c — attribute tables, on/off arguments and names shared by bridge/ */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "br_common.h"

struct tb_ctx {
	const struct nlattr **tb;
	int max;
};

static int tb_cb(const struct nlattr *attr, void *data)
{
	struct tb_ctx *c = data;
	int type = mnl_attr_get_type(attr);

	if (type <= c->max)
		c->tb[type] = attr;
	return MNL_CB_OK;
}

int br_nest_parse(const struct nlattr *nest, const struct nlattr **tb,
		  int max)
{
	struct tb_ctx c = { tb, max };

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	if (!nest)
		return -1;
	return mnl_attr_parse_nested(nest, tb_cb, &c) < 0 ? -1 : 0;
}

int br_msg_parse(const struct nlmsghdr *nlh, size_t hdrlen,
		 const struct nlattr **tb, int max)
{
	struct tb_ctx c = { tb, max };

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	if (nlh->nlmsg_len < NLMSG_HDRLEN + NLMSG_ALIGN(hdrlen))
		return -1;
	return mnl_attr_parse(nlh, (unsigned int)hdrlen, tb_cb, &c) < 0 ?
		-1 : 0;
}

bool br_on_off(const char *key, const char *arg)
{
	int v = parse_on_off(arg);

	if (v < 0) {
		fprintf(stderr,
			"Error: argument of \"%s\" must be one of \"off\", \"on\", not \"%s\"\n",
			key, arg);
		exit(234);
	}
	return v;
}

static const char *const port_states[] = {
	"disabled", "listening", "learning", "forwarding", "blocking",
};

const char *br_port_state_name(unsigned int state)
{
	if (state < sizeof(port_states) / sizeof(port_states[0]))
		return port_states[state];
	return NULL;
}
