/* SPDX-License-Identifier: GPL-2.0 */
/* link.h — the pieces of `ip link` shared between its files */
#ifndef NLROUTE_LINK_H
#define NLROUTE_LINK_H

#include <stdbool.h>
#include <stdint.h>
#include <linux/rtnetlink.h>
#include <libmnl/libmnl.h>
#include <linux/if_link.h>

void __attribute__((noreturn)) link_usage(void);

/* What a link listing keeps; `ip address` adds its addresses. */
struct link_filter {
	bool up;
	bool have_group;
	uint32_t group;
	int master;		/* 0: any; -1: nomaster */
	const char *kind;
	bool slave_kind;
	/* ip address mode */
	bool addr_mode;
	int family;
	void (*print_addrs)(const struct ifinfomsg *ifi, void *ctx);
	bool (*skip_link)(const struct ifinfomsg *ifi, void *ctx);
	bool no_qlen;		/* ip monitor prints no queue length */
	bool addr_only;		/* label filter: addresses without their link */
	void *ctx;
};

/* Selectors shared by link and address listings (link_show.c). */
struct args;
bool link_filter_word(struct args *a, struct link_filter *f);
void link_put_dump_filter(struct nlmsghdr *nlh, const struct link_filter *f);

/* Does f select anything beyond what every link passes? */
bool link_filter_active(const struct link_filter *f);
/*
 * The indexes of the links f selects, sorted, from one link dump (the
 * kernel filters master and kind itself). Returns 0 or -errno; *idx is
 * malloc'ed (NULL when none).
 */
int link_select(const struct link_filter *f, int **idx, size_t *n);

/* Stream a link dump through the printer (bounded reordering window). */
int link_dump_print(struct nlmsghdr *req, const struct link_filter *f);
/* IFLA_EXT_MASK of a link request, as the output options need. */
void link_fill_request(struct nlmsghdr *nlh);

/* `ip link show` (link_show.c). */
int link_show(int argc, char **argv);

/* Print one RTM_NEWLINK message the way `ip link show` does, honouring
 * the global output options. Returns MNL_CB_OK. */
int link_print_msg(const struct nlmsghdr *nlh, void *data);

/* vf NUM ... (link_vf.c): adds IFLA_VFINFO_LIST; 0 or exits. */
struct args;
int link_parse_vf(struct args *a, struct nlmsghdr *nlh);
/* After the parse: the device's answers the vf words need (MAC length,
 * current rates). 0, or 1 after printing the reference's error. */
int link_vf_finish(const struct nlmsghdr *nlh, const char *dev);

/* ip link afstats / xstats (link_stats_cmd.c). */
int link_afstats(int argc, char **argv);
int link_xstats(int argc, char **argv);
/* The bridge and bridge port suites of xstats (also `ip stats`). */
struct br_mcast_stats;
struct bridge_stp_xstats;
void link_xstats_print_mcast(const struct br_mcast_stats *m);
void link_xstats_print_stp(const struct bridge_stp_xstats *s);

/* Statistics block of -s (link_stats.c). */
void link_print_stats(const struct nlattr **tb);
/* The "vf N ..." lines of an SR-IOV device (link_vf_show.c). */
void link_print_vfinfo(const struct ifinfomsg *ifi, const struct nlattr **tb);
/* The same block in `ip address` form (after the addresses). */
void link_print_stats_block(const struct nlattr **tb);
/*
 * A table of RX and TX counters in the same columns as the -s block:
 * titles[0] follows "RX: " / "TX: ", min[] are the narrowest column
 * widths, a column widens to its widest value. Starts with a line
 * separator, ends without one.
 */
struct stats_table {
	int nrx, ntx;
	const char *const *rx_titles, *const *tx_titles;
	const unsigned int *min;
	const uint64_t *rx, *tx;
};
void link_print_stats_table(const struct stats_table *t);

/* Put the device name of a request: IFLA_IFNAME, or IFLA_ALT_IFNAME. */
void link_put_dev(struct nlmsghdr *nlh, const char *dev);

/* Map a kernel reply to the reference's message; returns exit status. */
int link_report(int err, const char *dev);

/* Keep the name cache true to what this process changed. */
void link_note_change(const char *dev, const char *newname, bool moved);
void link_note_delete(const char *dev);

/* Names of ARPHRD types, operstates and link modes. */
const char *link_type_name(unsigned int type, char *buf, size_t sz);

#endif
