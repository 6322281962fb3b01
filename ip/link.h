/* link.h — the pieces of `ip link` shared between its files */
#ifndef NLROUTE_LINK_H
#define NLROUTE_LINK_H

#include <stdbool.h>
#include <libmnl/libmnl.h>
#include <linux/if_link.h>

void __attribute__((noreturn)) link_usage(void);

/* `ip link show` (link_show.c). */
int link_show(int argc, char **argv);

/* Print one RTM_NEWLINK message the way `ip link show` does, honouring
 * the global output options. Returns MNL_CB_OK. */
int link_print_msg(const struct nlmsghdr *nlh, void *data);

/* Statistics block of -s (link_stats.c). */
void link_print_stats(const struct nlattr **tb);

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
