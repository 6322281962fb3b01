// SPDX-License-Identifier: GPL-2.0
/* monitor.c — `bridge monitor`: print link, fdb, mdb, vlan and vni events */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/time.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "nlmon.h"
#include "print.h"
#include "br_common.h"

int monitor_mode;
static bool prefix_labels;

static void __attribute__((noreturn)) usage(void)
{
	fputs("Usage: bridge monitor [file | link | fdb | mdb | vlan | vni | all]\n",
	      stderr);
	exit(255);
}

static const char *label_of(uint16_t type)
{
	switch (type) {
	case RTM_NEWLINK:
	case RTM_DELLINK:
		return "[LINK]";
	case RTM_NEWNEIGH:
	case RTM_DELNEIGH:
		return "[NEIGH]";
	case RTM_NEWMDB:
	case RTM_DELMDB:
		return "[MDB]";
	case RTM_NEWVLAN:
	case RTM_DELVLAN:
		return "[VLAN]";
	case RTM_NEWTUNNEL:
	case RTM_DELTUNNEL:
		return "[TUNNEL]";
	}
	return "";
}

static void print_timestamp(void)
{
	struct timeval tv;
	char tbuf[64];
	time_t t;

	gettimeofday(&tv, NULL);
	t = tv.tv_sec;
	snprintf(tbuf, sizeof(tbuf), "%s", ctime(&t));
	tbuf[strcspn(tbuf, "\n")] = '\0';
	printf("Timestamp: %s %ld usec\n", tbuf, (long)tv.tv_usec);
}

void monitor_prefix(const struct nlmsghdr *nlh, int deltype)
{
	if (!monitor_mode)
		return;
	if (timestamp)
		print_timestamp();
	if (prefix_labels)
		printf("%s", label_of(nlh->nlmsg_type));
	if (nlh->nlmsg_type == deltype)
		printf("Deleted ");
}

static int monitor_cb(const struct nlmsghdr *nlh, void *data)
{
	switch (nlh->nlmsg_type) {
	case RTM_NEWLINK:
	case RTM_DELLINK:
		return link_print_msg(nlh, NULL);
	case RTM_NEWNEIGH:
	case RTM_DELNEIGH:
		return fdb_print_msg(nlh, NULL);
	case RTM_NEWMDB:
	case RTM_DELMDB:
		return mdb_print_msg(nlh, NULL);
	case RTM_NEWVLAN:
	case RTM_DELVLAN:
		return vlan_event_print_msg(nlh, NULL);
	case RTM_NEWTUNNEL:
	case RTM_DELTUNNEL:
		return vni_event_print_msg(nlh, NULL);
	}
	return MNL_CB_OK;
}

/* rtmon files carry records of type 15 with the time of the events
 * that follow: two 32-bit numbers, seconds and microseconds. */
#define RTMON_TSTAMP 15

static void print_file_timestamp(const struct nlmsghdr *nlh)
{
	const uint32_t *ts = mnl_nlmsg_get_payload(nlh);
	char tbuf[64];
	time_t t;

	if (mnl_nlmsg_get_payload_len(nlh) < 2 * sizeof(*ts))
		return;
	t = ts[0];
	snprintf(tbuf, sizeof(tbuf), "%s", ctime(&t));
	tbuf[strcspn(tbuf, "\n")] = '\0';
	printf("Timestamp: %s %u us\n", tbuf, ts[1]);
}

static int replay_file(const char *path)
{
	static unsigned char buf[64 * 1024];
	struct nlmsghdr *nlh = (struct nlmsghdr *)buf;
	FILE *f = fopen(path, "rb");

	if (!f) {
		fprintf(stderr, "Cannot fopen: %s\n", strerror(errno));
		exit(255);
	}
	while (fread(nlh, 1, sizeof(*nlh), f) == sizeof(*nlh)) {
		size_t len = nlh->nlmsg_len, rest;

		if (len < sizeof(*nlh) || NLMSG_ALIGN(len) > sizeof(buf))
			break;
		rest = NLMSG_ALIGN(len) - sizeof(*nlh);
		if (fread(buf + sizeof(*nlh), 1, rest, f) < len - sizeof(*nlh))
			break;
		if (nlh->nlmsg_type == RTMON_TSTAMP)
			print_file_timestamp(nlh);
		else if (nlh->nlmsg_type >= NLMSG_MIN_TYPE)
			monitor_cb(nlh, NULL);
	}
	fclose(f);
	fflush(stdout);
	return 0;
}

int do_monitor(int argc, char **argv)
{
	unsigned int groups[8];
	bool link = false, fdb = false, mdb = false, vlan = false, vni = false;
	const char *file = NULL;
	struct nlmon *m;
	int n = 0, err;

	for (; argc > 0; argc--, argv++) {
		const char *w = argv[0];

		if (matches(w, "file")) {
			if (argc < 2)
				incomplete_command();
			file = argv[1];
			argc--;
			argv++;
		} else if (matches(w, "link")) {
			link = true;
		} else if (matches(w, "fdb")) {
			fdb = true;
		} else if (matches(w, "mdb")) {
			mdb = true;
		} else if (matches(w, "vlan")) {
			vlan = true;
		} else if (is(w, "vni")) {
			vni = true;
		} else if (is(w, "all")) {
			link = fdb = mdb = vlan = vni = true;
			prefix_labels = true;
		} else if (matches(w, "help")) {
			usage();
		} else {
			fprintf(stderr,
				"Argument \"%s\" is unknown, try \"bridge monitor help\".\n",
				w);
			exit(255);
		}
	}
	if (!link && !fdb && !mdb && !vlan && !vni)
		link = fdb = mdb = vlan = true;

	/* events are printed as text, whatever -j says */
	pr_json = 0;
	monitor_mode = 1;
	if (file)
		return replay_file(file);
	if (link)
		groups[n++] = RTNLGRP_LINK;
	if (fdb)
		groups[n++] = RTNLGRP_NEIGH;
	if (mdb)
		groups[n++] = RTNLGRP_MDB;
	if (vlan)
		groups[n++] = RTNLGRP_BRVLAN;
	if (vni)
		groups[n++] = RTNLGRP_TUNNEL;
	m = nlmon_open(groups, n);
	if (!m)
		return 1;
	err = nlmon_run(m, monitor_cb, NULL);
	return err < 0 ? 1 : 0;
}
