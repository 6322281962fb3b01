/* SPDX-License-Identifier: GPL-2.0 */
/* ip_common.h — state shared by the ip command modules */
#ifndef NLROUTE_IP_COMMON_H
#define NLROUTE_IP_COMMON_H

#include <stdbool.h>
#include <linux/netlink.h>

/* Global options (ip.c). */
extern int show_stats;
extern int show_details;
extern int resolve_hosts;
extern int human_readable;
extern int use_iec;
extern int preferred_family;
extern int brief;
extern int timestamp;
extern int timestamp_short;
extern int numeric;
extern int do_all;
extern int force;
extern int max_flush_loops;
extern int echo_request;	/* -echo */

/* One change request: nl_talk(), or with -echo the kernel's echo of it
 * printed as ip monitor prints it (monitor.c). 0 or -errno. */
struct nlmsghdr;
int ip_talk(struct nlmsghdr *nlh);
/* The same; with -j an empty object when the kernel echoed nothing. */
int ip_talk_echo(struct nlmsghdr *nlh, bool empty_object);
extern const char *batch_file;	/* file name while running a batch */

/* Object handlers: return the exit status; argument errors exit 255. */
int do_link(int argc, char **argv);
int do_address(int argc, char **argv);
int do_route(int argc, char **argv);
int do_neigh(int argc, char **argv);
int do_rule(int argc, char **argv);
int do_mrule(int argc, char **argv);
int do_mroute(int argc, char **argv);
int mroute_print(const struct nlmsghdr *nlh, void *data);
int do_netconf(int argc, char **argv);
int netconf_print_msg(const struct nlmsghdr *nlh, void *data);
/* Printers of one message each, for `ip monitor` (data may be NULL). */
int neigh_print(const struct nlmsghdr *nlh, void *data);
int rule_print(const struct nlmsghdr *nlh, void *data);
int do_monitor(int argc, char **argv);
int do_nexthop(int argc, char **argv);
int do_maddr(int argc, char **argv);
int do_token(int argc, char **argv);
int do_addrlabel(int argc, char **argv);
int netconf_print_deleted(const struct nlmsghdr *nlh);
int do_netns(int argc, char **argv);
int do_tuntap(int argc, char **argv);
int do_vrf(int argc, char **argv);
int do_sr(int argc, char **argv);
int do_fou(int argc, char **argv);
int do_macsec(int argc, char **argv);
int do_l2tp(int argc, char **argv);
int do_ila(int argc, char **argv);
int do_ioam(int argc, char **argv);
int do_ntable(int argc, char **argv);
int do_stats(int argc, char **argv);
int do_tunnel(int argc, char **argv);
int do_tcp_metrics(int argc, char **argv);
int do_mptcp(int argc, char **argv);
int do_xfrm(int argc, char **argv);
int do_help(int argc, char **argv);

/* Run one command line (argv[0] is the object). */
int ip_run(int argc, char **argv);

/* Batch driver (batch.c). */
int ip_batch(const char *name, bool force);

/*
 * A failure that ends the command line with exit status code, where the
 * reference returns to its batch loop rather than exiting (a device that
 * does not exist...): outside a batch, exit(code); in a batch, back to
 * the batch loop, which reports "Command failed FILE:LINE" and, with
 * -force, goes on. Only for failures before or between requests: nothing
 * is left half-sent or half-printed.
 */
void __attribute__((noreturn)) ip_line_fail(int code);

#endif
