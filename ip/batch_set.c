// SPDX-License-Identifier: GPL-2.0
/* batch_set.c — `link set DEV up|down` lines of a batch, by index
 *
 * The kernel finds a device given by IFLA_IFNAME alone in a way that grows
 * with the number of devices that are up (6.18: 4000 veth ends set up by
 * name take 2.5 s, by index 0.25 s). A batch line of this form therefore
 * goes by the index of its device, from the name cache (one RTM_GETLINK
 * for a name not seen yet). Anything unusual takes the ordinary way.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"
#include "link.h"
#include "batch_int.h"

/* Words `ip link set` reads as keywords, exactly or abbreviated. */
static const char *const exact_kw[] = {
	"up", "down", "name", "parentdev", "link-netns", "link-netnsid",
	"carrier", "protodown", "protodown_reason", "alias", "group", "mode",
	"state", "master", "vrf", "nomaster", "addrgenmode", "xdp",
	"xdpgeneric", "xdpdrv", "xdpoffload", "vf", "dev", "brd",
	"multicast", "allmulticast", "promisc", "trailers", "arp", "dynamic",
	"mtu", "txqueuelen", "qlen", "txqlen", "numtxqueues", "numrxqueues",
	"gso_max_size", "gso_max_segs", "gro_max_size", NULL,
};
static const char *const prefix_kw[] = {
	"index", "link", "address", "broadcast", "netns", "type", "help",
	NULL,
};

static bool is_keyword(const char *w)
{
	for (int i = 0; exact_kw[i]; i++)
		if (is(w, exact_kw[i]))
			return true;
	for (int i = 0; prefix_kw[i]; i++)
		if (matches(w, prefix_kw[i]))
			return true;
	return false;
}

bool batch_is_link_updown(int argc, char **argv, const char **dev, bool *up)
{
	const char *w;

	if (argc < 4 || argc > 5)
		return false;
	if (!matches(argv[0], "link") ||
	    !(matches(argv[1], "set") || matches(argv[1], "change")))
		return false;
	if (argc == 5) {
		if (!is(argv[2], "dev"))
			return false;
		w = argv[3];
	} else {
		w = argv[2];
		if (is_keyword(w))
			return false;
	}
	if (!*w || strlen(w) >= IFNAMSIZ)
		return false;
	if (is(argv[argc - 1], "up"))
		*up = true;
	else if (is(argv[argc - 1], "down"))
		*up = false;
	else
		return false;
	*dev = w;
	return true;
}

static int set_flags(int ifindex, bool up)
{
	char buf[128];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_NEWLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));

	ifi->ifi_family = AF_UNSPEC;
	ifi->ifi_index = ifindex;
	ifi->ifi_change = IFF_UP;
	ifi->ifi_flags = up ? IFF_UP : 0;
	return nl_talk(nl_main(), nlh, NULL, NULL);
}

int batch_link_updown(int argc, char **argv, const char *dev, bool up)
{
	int idx = ll_name_to_index(dev);
	int err;

	if (idx <= 0)
		return ip_run(argc, argv);	/* its own message */
	err = set_flags(idx, up);
	if (err == -ENODEV) {
		/* a stale entry: renamed or moved behind our back */
		ll_forget_name(dev);
		idx = ll_name_to_index(dev);
		if (idx <= 0)
			return ip_run(argc, argv);
		err = set_flags(idx, up);
	}
	return link_report(err, dev);
}
