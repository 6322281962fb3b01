/* SPDX-License-Identifier: GPL-2.0 */
/* monitor.h — what other event printers share with `ip monitor` */
#ifndef NLROUTE_IP_MONITOR_H
#define NLROUTE_IP_MONITOR_H

/*
 * -t / -ts: print when an event came, as `ip monitor` does
 * ("Timestamp: ... usec" on its own line, or "[ISO.usec] " before it).
 */
void monitor_timestamp(void);

#endif
