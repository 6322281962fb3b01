// SPDX-License-Identifier: GPL-2.0
/* link_veth.c — veth and vxcan: "peer [name] NAME [link options]" */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/veth.h>
#include <linux/can/vxcan.h>

#include "names.h"
#include "nl.h"
#include "link_kind.h"

static void pair_usage(FILE *f, const char *kind)
{
	fprintf(f, "Usage: ip link <options> type %s [peer <options>]\n"
		   "To get <options> type 'ip link add help'\n", kind);
}

static void veth_usage(FILE *f)
{
	pair_usage(f, "veth");
}

static void vxcan_usage(FILE *f)
{
	pair_usage(f, "vxcan");
}

/*
 * On "ip link set ... type veth peer ...", the reference wants the peer
 * named and existing, and addresses it by index.
 */
static int peer_set_index(struct link_req *req, struct nlattr *peer,
			  struct ifinfomsg *ifi)
{
	char *start = (char *)ifi + sizeof(*ifi);
	char *tail = mnl_nlmsg_get_payload_tail(req->nlh);
	struct nlattr *attr, *found = NULL;
	char name[ALTIFNAMSIZ];
	size_t len;

	mnl_attr_for_each_payload((void *)start, (size_t)(tail - start)) {
		if (mnl_attr_get_type(attr) == IFLA_IFNAME &&
		    !mnl_attr_validate(attr, MNL_TYPE_NUL_STRING))
			found = attr;
	}
	(void)peer;
	if (!found) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		exit(255);
	}
	snprintf(name, sizeof(name), "%s", mnl_attr_get_str(found));
	/* the peer goes by its index alone, as the reference sends it */
	len = MNL_ALIGN(found->nla_len);
	memmove(found, (char *)found + len,
		(size_t)(tail - ((char *)found + len)));
	nl_msg_set_len(req->nlh, req->nlh->nlmsg_len - len);
	ifi->ifi_index = ll_name_to_index(name);
	if (!ifi->ifi_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", name);
		return 1;
	}
	return 0;
}

/* The two kinds nest their peer alike, each under its own attribute. */
static int pair_parse(struct link_req *req, struct args *a, const char *kind,
		      uint16_t peer_attr)
{
	struct nlattr *peer;
	struct ifinfomsg *ifi;

	if (!is(args_cur(a), "peer")) {
		pair_usage(stdout, kind);  /* the reference prints it on stdout */
		return 1;
	}
	args_skip(a);
	peer = nl_attr_nest_start(req->nlh, peer_attr);
	ifi = nl_msg_put_extra(req->nlh, sizeof(*ifi));
	memset(ifi, 0, sizeof(*ifi));
	if (link_parse_peer(req, a, ifi))
		return 1;
	if (!req->create && peer_set_index(req, peer, ifi))
		return 1;
	nl_attr_nest_end(req->nlh, peer);
	return 0;
}

static int veth_parse(struct link_req *req, struct args *a)
{
	return pair_parse(req, a, "veth", VETH_INFO_PEER);
}

static int vxcan_parse(struct link_req *req, struct args *a)
{
	return pair_parse(req, a, "vxcan", VXCAN_INFO_PEER);
}

const struct link_kind veth_kind = {
	.name = "veth",
	.parse = veth_parse,
	.print = NULL,
	.usage = veth_usage,
};

const struct link_kind vxcan_kind = {
	.name = "vxcan",
	.parse = vxcan_parse,
	.usage = vxcan_usage,
};
