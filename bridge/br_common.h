/* SPDX-License-Identifier: GPL-2.0 */
/* br_common.h — state shared by the bridge command modules */
#ifndef NLROUTE_BR_COMMON_H
#define NLROUTE_BR_COMMON_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/netlink.h>
#include <libmnl/libmnl.h>

/* Global options (bridge.c). */
extern int show_stats;
extern int show_details;
extern int timestamp;
extern int compress_vlans;
extern int force;

/* Object handlers: return the exit status; argument errors exit 255. */
int do_link(int argc, char **argv);
int do_fdb(int argc, char **argv);
int do_mdb(int argc, char **argv);
int do_vlan(int argc, char **argv);
int do_vni(int argc, char **argv);
int do_monitor(int argc, char **argv);

/* Run one command line (argv[0] is the object). */
int br_run(int argc, char **argv);

/*
 * A failure where the reference returns to its batch loop (a device that
 * does not exist): exit(code) outside a batch; in a batch, the line
 * fails ("Command failed FILE:LINE") and -force goes on.
 */
void __attribute__((noreturn)) br_line_fail(int code);

/* Printers of one message each, shared with `bridge monitor`. */
int link_print_msg(const struct nlmsghdr *nlh, void *data);
int fdb_print_msg(const struct nlmsghdr *nlh, void *data);
int mdb_print_msg(const struct nlmsghdr *nlh, void *data);
int vlan_print_msg(const struct nlmsghdr *nlh, void *data);
int vlan_event_print_msg(const struct nlmsghdr *nlh, void *data);
int vni_print_msg(const struct nlmsghdr *nlh, void *data);
int vni_event_print_msg(const struct nlmsghdr *nlh, void *data);

/* Fill tb[0..max] from the attributes of a nest (0 or -1). */
int br_nest_parse(const struct nlattr *nest, const struct nlattr **tb,
		  int max);
/* Fill tb[0..max] from the attributes after a header of hdrlen bytes. */
int br_msg_parse(const struct nlmsghdr *nlh, size_t hdrlen,
		 const struct nlattr **tb, int max);

/* Attribute values that never read past a short attribute (0, ""). */
uint8_t br_attr_u8(const struct nlattr *a);
uint16_t br_attr_u16(const struct nlattr *a);
uint32_t br_attr_u32(const struct nlattr *a);
uint64_t br_attr_u64(const struct nlattr *a);
const char *br_attr_str(const struct nlattr *a);

/* "on"/"off" argument of key, or the reference's error (exit 234). */
bool br_on_off(const char *key, const char *arg);

/* Print the "Deleted " prefix and timestamps of monitor output. */
extern int monitor_mode;
void monitor_prefix(const struct nlmsghdr *nlh, int deltype);

/* An IPv4 or IPv6 address as the reference's parser reads it. */
struct br_addr {
	int family;
	int len;
	unsigned char data[16];
};
int br_get_addr(struct br_addr *a, const char *s);
/* Loose dotted quad (1 to 4 parts, any base): 0 or -1. */
int br_get_ipv4(unsigned char *out, const char *s);

/* Colour and text helpers. */
const char *br_port_state_name(unsigned int state);

#endif
