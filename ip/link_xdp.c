// SPDX-License-Identifier: GPL-2.0
/*
 * link_xdp.c — XDP programs on links.
 *
 * "ip link set DEV { xdp | xdpgeneric | xdpdrv | xdpoffload }
 *  { off | object FILE [ section NAME ] [ verbose ] | pinned FILE }"
 * puts an IFLA_XDP nest (IFLA_XDP_FD, IFLA_XDP_FLAGS); the printer shows
 * the IFLA_XDP nest of a dump, with what bpf(2) tells about the program.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/if_link.h>
#include "args.h"
#include "bpf_sys.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"
#include "link_xdp.h"
#include "nl.h"

/* The program loaded or fetched last: it must stay open until the
 * request is sent; a later line of a batch replaces it. */
static int xdp_fd = -1;

static uint32_t mode_flag(const char *kw)
{
	if (is(kw, "xdpgeneric"))
		return XDP_FLAGS_SKB_MODE;
	if (is(kw, "xdpdrv"))
		return XDP_FLAGS_DRV_MODE;
	if (is(kw, "xdpoffload"))
		return XDP_FLAGS_HW_MODE;
	return 0;
}

static const char *peek(const struct args *a)
{
	return a->argc > 1 ? a->argv[1] : NULL;
}

struct xdp_tail {
	const char *sec;	/* "section NAME", default "prog" */
	const char *prog;	/* "program NAME", or NULL */
	bool verbose;
};

/* "[ section NAME ] [ program NAME ] [ verbose ]", in this order, after
 * an object or a pinned file */
static void parse_tail(struct args *a, struct xdp_tail *t)
{
	const char *n = peek(a);

	t->sec = "prog";
	t->prog = NULL;
	t->verbose = false;
	if (n && matches(n, "section")) {
		args_skip(a);
		t->sec = args_next(a);
		n = peek(a);
	}
	if (n && is(n, "program")) {
		args_skip(a);
		t->prog = args_next(a);
		n = peek(a);
	}
	if (n && matches(n, "verbose")) {
		args_skip(a);
		t->verbose = true;
	}
}

static int open_object(struct args *a, uint32_t flag, const char *dev)
{
	const char *file = args_next(a);
	struct xdp_tail t;
	uint32_t ifindex = 0;

	parse_tail(a, &t);
	if (flag == XDP_FLAGS_HW_MODE && dev)
		ifindex = (uint32_t)ll_name_to_index(dev);
	return xdp_elf_load(file, t.sec, t.prog, ifindex, t.verbose);
}

static int open_pinned(struct args *a)
{
	const char *path = args_next(a);
	struct xdp_tail t;
	int fd;

	parse_tail(a, &t);	/* accepted and unused, as the reference */
	fd = bpf_obj_get_fd(path);
	if (fd < 0) {
		fprintf(stderr, "Couldn't retrieve pinned program '%s': %s\n",
			path, strerror(errno));
		exit(255);
	}
	return fd;
}

void link_parse_xdp(struct args *a, struct nlmsghdr *nlh, const char *dev)
{
	uint32_t flag = mode_flag(args_cur(a)), flags;
	const char *v = args_next(a);
	struct nlattr *nest;
	int fd;

	if (is(v, "off") || is(v, "none")) {
		if (peek(a)) {
			fprintf(stderr, "What mode is \"%s\"?\n", v);
			exit(255);
		}
		fd = -1;
	} else if (matches(v, "object")) {
		fd = open_object(a, flag, dev);
	} else if (matches(v, "pinned")) {
		fd = open_pinned(a);
	} else {
		fprintf(stderr, "What mode is \"%s\"?\n", v);
		exit(255);
	}
	if (fd >= 0) {
		if (xdp_fd >= 0)
			close(xdp_fd);
		xdp_fd = fd;
	}
	flags = flag | (force ? 0 : XDP_FLAGS_UPDATE_IF_NOEXIST);
	nest = nl_attr_nest_start(nlh, IFLA_XDP);
	nl_attr_put_u32(nlh, IFLA_XDP_FD, (uint32_t)fd);
	if (flags)
		nl_attr_put_u32(nlh, IFLA_XDP_FLAGS, flags);
	nl_attr_nest_end(nlh, nest);
}
