/* link_veth.c — veth: "peer [name] NAME [link options]" */
#include <stdio.h>
#include <string.h>
#include <linux/veth.h>

#include "nl.h"
#include "link_kind.h"

static void veth_usage(FILE *f)
{
	fprintf(f, "Usage: ip link <options> type veth [peer <options>]\n"
		   "To get <options> type 'ip link add help'\n");
}

static int veth_parse(struct link_req *req, struct args *a)
{
	struct nlattr *peer;
	struct ifinfomsg *ifi;

	if (!is(args_cur(a), "peer")) {
		veth_usage(stdout);	/* the reference prints it on stdout */
		return 1;
	}
	args_skip(a);
	peer = mnl_attr_nest_start(req->nlh, VETH_INFO_PEER);
	ifi = mnl_nlmsg_put_extra_header(req->nlh, sizeof(*ifi));
	memset(ifi, 0, sizeof(*ifi));
	if (link_parse_peer(req, a, ifi))
		return 1;
	mnl_attr_nest_end(req->nlh, peer);
	return 0;
}

const struct link_kind veth_kind = {
	.name = "veth",
	.parse = veth_parse,
	.print = NULL,
	.usage = veth_usage,
};
