// SPDX-License-Identifier: GPL-2.0
/* tunnel_sit.c — what only sit tunnels have: the potential router list
 * of isatap (`ip tunnel prl`) and 6rd prefixes (`ip tunnel 6rd`) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/sockios.h>
#include "names.h"	/* net/if.h before the kernel's if.h */
#include <linux/if_tunnel.h>

#include "args.h"
#include "inet.h"
#include "print.h"
#include "tunnel_ioctl.h"
#include "tunnel_sit.h"

/* isatap: the potential routers, "pdr" for the default ones. */
#define PRL_MAX 16

void tnl_print_prl(const char *name)
{
	struct ip_tunnel_prl prl[PRL_MAX];
	char buf[INET_ADDRSTRLEN];
	unsigned int n;

	memset(prl, 0, sizeof(prl));
	prl[0].datalen = sizeof(prl) - sizeof(prl[0]);
	if (tnl_ioctl(AF_INET, SIOCGETPRL, name, prl))
		return;
	n = prl[0].datalen / sizeof(prl[0]);
	if (n > PRL_MAX - 1)
		n = PRL_MAX - 1;
	for (unsigned int i = 1; i <= n; i++) {
		const char *key = prl[i].flags & PRL_DEFAULT ? "pdr" : "pr";
		char fmt[16];

		if (!prl[i].addr)
			continue;
		inet_ntop(AF_INET, &prl[i].addr, buf, sizeof(buf));
		snprintf(fmt, sizeof(fmt), " %s %%s", key);
		pr_str(PR_ANY, key, fmt, buf);
	}
}

void tnl_print_6rd(const char *name)
{
	struct ip_tunnel_6rd r;
	char buf[INET6_ADDRSTRLEN];

	memset(&r, 0, sizeof(r));
	if (tnl_ioctl(AF_INET, SIOCGET6RD, name, &r) || !r.prefixlen)
		return;
	inet_ntop(AF_INET6, &r.prefix, buf, sizeof(buf));
	pr_str(PR_JSON, "6rd-prefix", NULL, buf);
	pr_uint(PR_JSON, "6rd-prefixlen", NULL, r.prefixlen);
	pr_text(" 6rd-prefix %s/%u", buf, r.prefixlen);
	if (!r.relay_prefix)
		return;
	inet_ntop(AF_INET, &r.relay_prefix, buf, sizeof(buf));
	pr_str(PR_JSON, "6rd-relay_prefix", NULL, buf);
	pr_uint(PR_JSON, "6rd-relay_prefixlen", NULL, r.relay_prefixlen);
	pr_text(" 6rd-relay_prefix %s/%u", buf, r.relay_prefixlen);
}

static int prl_cmd(const char *w, unsigned long *cmd, uint16_t *flags)
{
	if (!strcmp(w, "prl-default")) {
		*cmd = SIOCADDPRL;
		*flags = PRL_DEFAULT;
	} else if (!strcmp(w, "prl-nodefault")) {
		*cmd = SIOCADDPRL;
		*flags = 0;
	} else if (!strcmp(w, "prl-delete")) {
		*cmd = SIOCDELPRL;
		*flags = 0;
	} else {
		return 0;
	}
	return 1;
}

/* The end of prl and 6rd: dev is required, then one ioctl on it. */
static int sit_request(const char *dev, unsigned long cmd, void *arg)
{
	int err;

	if (!dev) {
		fprintf(stderr, "Must specify device\n");
		exit(255);
	}
	err = tnl_ioctl(AF_INET, cmd, dev, arg);
	if (!err)
		return 0;
	fprintf(stderr, "%s: ioctl %lx failed: %s\n", dev, cmd,
		strerror(-err));
	return 1;
}

int do_tunnel_prl(struct args *a)
{
	struct ip_tunnel_prl prl;
	unsigned long cmd = 0;
	const char *dev = NULL;
	int count = 0;

	memset(&prl, 0, sizeof(prl));
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (prl_cmd(w, &cmd, &prl.flags)) {
			if (count++) {
				fprintf(stderr, "One PRL entry at a time\n");
				exit(255);
			}
			if (tnl_get_addr4(args_next(a), &prl.addr))
				return 1;
		} else if (!strcmp(w, "dev")) {
			dev = args_next(a);
		} else {
			fprintf(stderr, "Invalid PRL parameter \"%s\"\n", w);
			exit(255);
		}
	}
	return sit_request(dev, cmd, &prl);
}

static int get_6rd_prefix(const char *w, struct ip_tunnel_6rd *r, bool relay)
{
	struct inet_prefix pfx;
	int af = relay ? AF_INET : AF_INET6;

	if (inet_parse_prefix(&pfx, w, af)) {
		fprintf(stderr,
			"Error: %s prefix is expected rather than \"%s\".\n",
			relay ? "inet" : "inet6", w);
		exit(1);
	}
	if (relay) {
		memcpy(&r->relay_prefix, pfx.data, 4);
		r->relay_prefixlen = (uint16_t)pfx.bitlen;
	} else {
		memcpy(&r->prefix, pfx.data, 16);
		r->prefixlen = (uint16_t)pfx.bitlen;
	}
	return 0;
}

int do_tunnel_6rd(struct args *a)
{
	struct ip_tunnel_6rd r;
	unsigned long cmd = 0;
	const char *dev = NULL;

	memset(&r, 0, sizeof(r));
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (!strcmp(w, "6rd-prefix")) {
			get_6rd_prefix(args_next(a), &r, false);
			cmd = SIOCADD6RD;
		} else if (!strcmp(w, "6rd-relay_prefix")) {
			get_6rd_prefix(args_next(a), &r, true);
			cmd = SIOCADD6RD;
		} else if (!strcmp(w, "6rd-reset")) {
			cmd = SIOCDEL6RD;
		} else if (!strcmp(w, "dev")) {
			dev = args_next(a);
		} else {
			fprintf(stderr, "Invalid 6RD parameter \"%s\"\n", w);
			exit(255);
		}
	}
	return sit_request(dev, cmd, &r);
}

