/* SPDX-License-Identifier: GPL-2.0 */
#ifndef NLROUTE_CAPS_H
#define NLROUTE_CAPS_H

/*
 * When ip is installed with file capabilities and run by an ordinary user,
 * give them all up before doing anything: the file capabilities are not a
 * licence for that user to reconfigure the network.  A caller that hands
 * CAP_NET_ADMIN down on purpose (in its inheritable set) keeps it, and
 * root is left alone.  Without libcap this does nothing.
 */
void caps_drop_unless_root(void);

#endif
