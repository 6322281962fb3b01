// SPDX-License-Identifier: GPL-2.0
/* mfc.c — test helper: a minimal multicast routing daemon.
 *
 * Usage: mfc NETNS [-6] [-t TABLE] [vif DEV | reg]... [mfc SRC GRP IIF OIF,...]...
 *
 * Enters the network namespace /run/netns/NETNS, opens the mroute socket
 * (raw IGMP, or raw ICMPv6 with -6), selects TABLE (MRT_TABLE) and does
 * MRT_INIT, adds one VIF per "vif DEV" ("reg": a register VIF), numbered
 * from 0 in order, and one MFC entry per "mfc" (IIF and OIF are VIF
 * numbers; an OIF may be N:TTL). It prints "ready" on stdout and keeps the
 * socket (and so the entries) until it is killed, stdin reaches EOF or
 * 60 seconds have passed.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <linux/mroute.h>
#include <linux/mroute6.h>

static void die(const char *what)
{
	perror(what);
	exit(1);
}

static void enter_netns(const char *name)
{
	char path[256];
	int fd;

	snprintf(path, sizeof(path), "/run/netns/%s", name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || setns(fd, CLONE_NEWNET) < 0)
		die(path);
	close(fd);
}

static void add_vif4(int s, int n, const char *dev)
{
	struct vifctl v;

	memset(&v, 0, sizeof(v));
	v.vifc_vifi = (vifi_t)n;
	v.vifc_threshold = 1;
	if (dev) {
		v.vifc_flags = VIFF_USE_IFINDEX;
		v.vifc_lcl_ifindex = (int)if_nametoindex(dev);
		if (!v.vifc_lcl_ifindex)
			die(dev);
	} else {
		v.vifc_flags = VIFF_REGISTER;
	}
	if (setsockopt(s, IPPROTO_IP, MRT_ADD_VIF, &v, sizeof(v)) < 0)
		die("MRT_ADD_VIF");
}

static void add_vif6(int s, int n, const char *dev)
{
	struct mif6ctl m;

	memset(&m, 0, sizeof(m));
	m.mif6c_mifi = (mifi_t)n;
	m.vifc_threshold = 1;
	if (dev) {
		m.mif6c_pifi = (unsigned short)if_nametoindex(dev);
		if (!m.mif6c_pifi)
			die(dev);
	} else {
		m.mif6c_flags = MIFF_REGISTER;
	}
	if (setsockopt(s, IPPROTO_IPV6, MRT6_ADD_MIF, &m, sizeof(m)) < 0)
		die("MRT6_ADD_MIF");
}

static int parse_oif(char **p, unsigned int *ttl)
{
	char *end;
	long n = strtol(*p, &end, 10);

	*ttl = 1;
	if (*end == ':')
		*ttl = (unsigned int)strtoul(end + 1, &end, 10);
	if (*end == ',')
		end++;
	*p = end;
	return (int)n;
}

static void add_mfc4(int s, char **av)
{
	struct mfcctl m;
	char *o = av[3];
	unsigned int ttl;

	memset(&m, 0, sizeof(m));
	if (inet_pton(AF_INET, av[0], &m.mfcc_origin) != 1 ||
	    inet_pton(AF_INET, av[1], &m.mfcc_mcastgrp) != 1)
		die("address");
	m.mfcc_parent = (vifi_t)atoi(av[2]);
	while (*o) {
		int n = parse_oif(&o, &ttl);

		if (n >= 0 && n < MAXVIFS)
			m.mfcc_ttls[n] = (unsigned char)ttl;
	}
	if (setsockopt(s, IPPROTO_IP, MRT_ADD_MFC, &m, sizeof(m)) < 0)
		die("MRT_ADD_MFC");
}

static void add_mfc6(int s, char **av)
{
	struct mf6cctl m;
	char *o = av[3];
	unsigned int ttl;

	memset(&m, 0, sizeof(m));
	m.mf6cc_origin.sin6_family = AF_INET6;
	m.mf6cc_mcastgrp.sin6_family = AF_INET6;
	if (inet_pton(AF_INET6, av[0], &m.mf6cc_origin.sin6_addr) != 1 ||
	    inet_pton(AF_INET6, av[1], &m.mf6cc_mcastgrp.sin6_addr) != 1)
		die("address");
	m.mf6cc_parent = (mifi_t)atoi(av[2]);
	while (*o) {
		int n = parse_oif(&o, &ttl);

		if (n >= 0 && n < MAXMIFS)
			IF_SET(n, &m.mf6cc_ifset);
	}
	if (setsockopt(s, IPPROTO_IPV6, MRT6_ADD_MFC, &m, sizeof(m)) < 0)
		die("MRT6_ADD_MFC");
}

int main(int argc, char **argv)
{
	int v6 = 0, s, one = 1, nvif = 0, i = 2;
	unsigned int table = 0;
	char c;

	if (argc < 2) {
		fprintf(stderr, "usage: mfc NETNS [-6] [-t TABLE] ...\n");
		return 2;
	}
	enter_netns(argv[1]);
	if (i < argc && !strcmp(argv[i], "-6")) {
		v6 = 1;
		i++;
	}
	if (i + 1 < argc && !strcmp(argv[i], "-t")) {
		table = (unsigned int)strtoul(argv[i + 1], NULL, 0);
		i += 2;
	}
	s = v6 ? socket(AF_INET6, SOCK_RAW, IPPROTO_ICMPV6) :
		 socket(AF_INET, SOCK_RAW, IPPROTO_IGMP);
	if (s < 0)
		die("socket");
	if (table && setsockopt(s, v6 ? IPPROTO_IPV6 : IPPROTO_IP,
				v6 ? MRT6_TABLE : MRT_TABLE, &table,
				sizeof(table)) < 0)
		die("MRT_TABLE");
	if (setsockopt(s, v6 ? IPPROTO_IPV6 : IPPROTO_IP,
		       v6 ? MRT6_INIT : MRT_INIT, &one, sizeof(one)) < 0)
		die("MRT_INIT");
	while (i < argc) {
		if (!strcmp(argv[i], "vif") && i + 1 < argc) {
			(v6 ? add_vif6 : add_vif4)(s, nvif++, argv[i + 1]);
			i += 2;
		} else if (!strcmp(argv[i], "reg")) {
			(v6 ? add_vif6 : add_vif4)(s, nvif++, NULL);
			i++;
		} else if (!strcmp(argv[i], "mfc") && i + 4 < argc) {
			(v6 ? add_mfc6 : add_mfc4)(s, argv + i + 1);
			i += 5;
		} else {
			fprintf(stderr, "mfc: bad argument \"%s\"\n", argv[i]);
			return 2;
		}
	}
	printf("ready\n");
	fflush(stdout);
	alarm(60);
	while (read(0, &c, 1) > 0)
		;
	return 0;
}
