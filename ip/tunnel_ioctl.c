// SPDX-License-Identifier: GPL-2.0
/* tunnel_ioctl.c — the tunnel ioctls, the link listing and the -s block
 * shared by `ip tunnel` and `ip -6 tunnel` */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <net/if.h>
#include <linux/if_link.h>

#include "args.h"
#include "kind_util.h"
#include "names.h"
#include "nl.h"
#include "print.h"
#include "tunnel_ioctl.h"

int tnl_ioctl(int af, unsigned long cmd, const char *ifname, void *data)
{
	struct ifreq ifr;
	int fd, err = 0;

	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", ifname);
	ifr.ifr_ifru.ifru_data = data;
	fd = socket(af, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -errno;
	if (ioctl(fd, cmd, &ifr) < 0)
		err = -errno;
	close(fd);
	return err;
}

void tnl_ioctl_error(const char *what, const char *ifname, int err)
{
	fprintf(stderr, "%s tunnel \"%s\" failed: %s\n", what, ifname,
		strerror(-err));
}

void tnl_set_name(char *dst, const char *w)
{
	if (dst[0])
		duparg2("name", w);
	if (!ifname_ok(w))
		invarg("\"name\" not a valid ifname", w);
	snprintf(dst, IFNAMSIZ, "%s", w);
}

int tnl_get_addr4(const char *w, __be32 *out)
{
	int family = AF_INET;
	struct kaddr k;

	if (kind_get_addr_quiet(w, &family, &k)) {
		fprintf(stderr,
			"Error: an IP address is expected rather than \"%s\"\n",
			w);
		return -1;
	}
	memcpy(out, k.data, 4);
	return 0;
}

int tnl_dev_index(const char *name)
{
	int idx = ll_name_to_index(name);
	unsigned int n;

	/* the reference's fallback: "ifN" is index N */
	if (!idx && sscanf(name, "if%u", &n) == 1 && n <= INT32_MAX)
		idx = (int)n;
	return idx;
}

struct list_ctx {
	int (*cb)(const struct tnl_link *l, void *data);
	void *data;
	bool stopped;
};

static int link_attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	uint16_t type = mnl_attr_get_type(a);

	if (type > IFLA_MAX)
		return MNL_CB_OK;
	if (type == IFLA_IFNAME && mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
		return MNL_CB_OK;
	if (type == IFLA_STATS64 &&
	    mnl_attr_get_payload_len(a) < sizeof(struct rtnl_link_stats64))
		return MNL_CB_OK;
	if (type == IFLA_STATS &&
	    mnl_attr_get_payload_len(a) < sizeof(struct rtnl_link_stats))
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

static int list_msg(const struct nlmsghdr *nlh, void *data)
{
	struct list_ctx *c = data;
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	struct tnl_link l;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi))
		return MNL_CB_OK;
	if (mnl_attr_parse(nlh, sizeof(*ifi), link_attr_cb, tb) < 0 ||
	    !tb[IFLA_IFNAME])
		return MNL_CB_OK;
	l.ifindex = ifi->ifi_index;
	l.type = ifi->ifi_type;
	l.name = mnl_attr_get_str(tb[IFLA_IFNAME]);
	l.stats64 = tb[IFLA_STATS64];
	l.stats = tb[IFLA_STATS];
	/* after a stop the rest of the dump is read and dropped */
	if (!c->stopped && c->cb(&l, c->data))
		c->stopped = true;
	return MNL_CB_OK;
}

/* One device by name: what the listing would find of it, without a dump. */
static int list_named(const char *name, struct list_ctx *c)
{
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	int err;

	nl_msg_put_extra(nlh, sizeof(struct ifinfomsg));
	nl_attr_put_strz(nlh, IFLA_IFNAME, name);
	err = nl_talk(nl_main(), nlh, list_msg, c);
	if (!err || err == -ENODEV)
		return 0;
	nl_perror(err);
	return err;
}

int tnl_list(int af, const char *name,
	     int (*cb)(const struct tnl_link *l, void *data), void *data)
{
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	struct list_ctx c = { cb, data, false };
	int err;

	if (name && name[0]) {
		err = list_named(name, &c);
	} else {
		ifi->ifi_family = (unsigned char)af;
		err = nl_dump(nl_main(), nlh, list_msg, &c);
		if (err)
			nl_dump_perror(err);
	}
	if (!err && !c.stopped)
		return 0;
	/* as the reference: what was printed stays, JSON left open */
	pr_json_leave_open();
	fprintf(stderr, "Dump terminated\n");
	return 1;
}

int tnl_print_stats(const struct tnl_link *l)
{
	struct rtnl_link_stats64 s;

	memset(&s, 0, sizeof(s));
	if (l->stats64) {
		memcpy(&s, mnl_attr_get_payload(l->stats64), sizeof(s));
	} else if (l->stats) {
		struct rtnl_link_stats s32;

		memcpy(&s32, mnl_attr_get_payload(l->stats), sizeof(s32));
		s.rx_packets = s32.rx_packets;
		s.tx_packets = s32.tx_packets;
		s.rx_bytes = s32.rx_bytes;
		s.tx_bytes = s32.tx_bytes;
		s.rx_errors = s32.rx_errors;
		s.tx_errors = s32.tx_errors;
		s.tx_dropped = s32.tx_dropped;
		s.multicast = s32.multicast;
		s.collisions = s32.collisions;
		s.rx_frame_errors = s32.rx_frame_errors;
		s.rx_fifo_errors = s32.rx_fifo_errors;
		s.tx_carrier_errors = s32.tx_carrier_errors;
	} else {
		return -1;
	}
	/* text even with -j, as the reference */
	printf("%s", pr_sl());
	printf("RX: Packets    Bytes        Errors CsumErrs OutOfSeq Mcasts%s",
	       pr_sl());
	printf("    %-10llu %-12llu %-6llu %-8llu %-8llu %-8llu%s",
	       (unsigned long long)s.rx_packets,
	       (unsigned long long)s.rx_bytes,
	       (unsigned long long)s.rx_errors,
	       (unsigned long long)s.rx_frame_errors,
	       (unsigned long long)s.rx_fifo_errors,
	       (unsigned long long)s.multicast, pr_sl());
	printf("TX: Packets    Bytes        Errors DeadLoop NoRoute  NoBufs%s",
	       pr_sl());
	printf("    %-10llu %-12llu %-6llu %-8llu %-8llu %-6llu",
	       (unsigned long long)s.tx_packets,
	       (unsigned long long)s.tx_bytes,
	       (unsigned long long)s.tx_errors,
	       (unsigned long long)s.collisions,
	       (unsigned long long)s.tx_carrier_errors,
	       (unsigned long long)s.tx_dropped);
	return 0;
}

void tnl_end_line(void)
{
	putchar('\n');
}
