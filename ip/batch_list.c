// SPDX-License-Identifier: GPL-2.0
/* batch_list.c — one RTM_DELLINK naming a list of devices, where the
 * kernel has it (the series in patches/, IFLA_DEL_LIST)
 *
 * Kernels without the series ignore or refuse the attribute: a probe that
 * names no device tells which, once per process, and can never delete
 * anything (a delete that names nothing is refused by every kernel).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <linux/rtnetlink.h>

#include "nl.h"
#include "batch_int.h"

/* UAPI of patches/0001 (include/uapi/linux/if_link.h of the series) */
#define NLR_IFLA_DEL_LIST 66
#define NLR_IFLA_DEL_IFINDEX 1

static int supported = -1;	/* unknown until probed */

static struct nlmsghdr *list_request_sz(char *buf, size_t size)
{
	struct nlmsghdr *nlh = nl_msg_start_sz(buf, size, RTM_DELLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));

	ifi->ifi_family = AF_UNSPEC;
	return nlh;
}
#define list_request(buf) \
	list_request_sz((buf), NL_ARRAY_BYTES(buf))

static bool probe(void)
{
	char buf[64];
	struct nlmsghdr *nlh = list_request(buf);
	struct nlattr *nest = nl_attr_nest_start(nlh, NLR_IFLA_DEL_LIST);

	nl_attr_nest_end(nlh, nest);
	/* an empty list succeeds only where the series is in the kernel */
	return nl_talk(nl_main(), nlh, NULL, NULL) == 0;
}

int batch_list_delete(const int *ifindex, int n)
{
	char *buf;
	struct nlmsghdr *nlh;
	struct nlattr *nest;
	size_t size = 64 + (size_t)n * 8;
	int err;

	if (supported < 0)
		supported = probe();
	if (!supported)
		return -EOPNOTSUPP;
	if (n > BATCH_UNREG_MAX)	/* the nest length could not say it */
		return -EMSGSIZE;
	buf = malloc(size);
	if (!buf)
		return -ENOMEM;
	nlh = list_request_sz(buf, size);
	nest = nl_attr_nest_start(nlh, NLR_IFLA_DEL_LIST);
	for (int i = 0; i < n; i++)
		nl_attr_put_u32(nlh, NLR_IFLA_DEL_IFINDEX, (uint32_t)ifindex[i]);
	nl_attr_nest_end(nlh, nest);
	/* all or nothing: on failure the caller runs the lines one by one */
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	free(buf);
	return err;
}
