/* link_veth.c — veth: "peer [name] NAME [link options]" */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/veth.h>

#include "names.h"
#include "nl.h"
#include "link_kind.h"

static void veth_usage(FILE *f)
{
	fprintf(f, "Usage: ip link <options> type veth [peer <options>]\n"
		   "To get <options> type 'ip link add help'\n");
}

/*
 * On "ip link set ... type veth peer ...", the reference wants the peer
 * named and existing, and addresses it by index.
 */
static int peer_set_index(struct link_req *req, struct nlattr *peer,
			  struct ifinfomsg *ifi)
{
	const struct nlattr *attr;
	const char *name = NULL;

	mnl_attr_for_each_payload((const void *)((const char *)ifi + sizeof(*ifi)),
				  (size_t)((char *)mnl_nlmsg_get_payload_tail(req->nlh) -
					   ((char *)ifi + sizeof(*ifi)))) {
		if (mnl_attr_get_type(attr) == IFLA_IFNAME &&
		    !mnl_attr_validate(attr, MNL_TYPE_NUL_STRING))
			name = mnl_attr_get_str(attr);
	}
	(void)peer;
	if (!name) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		exit(255);
	}
	ifi->ifi_index = ll_name_to_index(name);
	if (!ifi->ifi_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		return 1;
	}
	return 0;
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
	peer = nl_attr_nest_start(req->nlh, VETH_INFO_PEER);
	ifi = nl_msg_put_extra(req->nlh, sizeof(*ifi));
	memset(ifi, 0, sizeof(*ifi));
	if (link_parse_peer(req, a, ifi))
		return 1;
	if (!req->create && peer_set_index(req, peer, ifi))
		return 1;
	nl_attr_nest_end(req->nlh, peer);
	return 0;
}

const struct link_kind veth_kind = {
	.name = "veth",
	.parse = veth_parse,
	.print = NULL,
	.usage = veth_usage,
};
