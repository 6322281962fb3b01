/* SPDX-License-Identifier: GPL-2.0 */
/* tables.h — /etc/iproute2 name tables (group, rt_tables, rt_protos, ...) */
#ifndef NLROUTE_TABLES_H
#define NLROUTE_TABLES_H

#include <stdint.h>

#ifndef CONFDIR
#define CONFDIR "/etc/iproute2"
#endif

/* One table: loaded lazily from CONFDIR/FILE and CONFDIR/FILE.d/ *.conf,
 * on top of built-in entries. */
struct name_table;

extern struct name_table tbl_group;
extern struct name_table tbl_rt_tables;
extern struct name_table tbl_rt_protos;
extern struct name_table tbl_rt_scopes;
extern struct name_table tbl_rt_realms;
extern struct name_table tbl_rt_dsfield;

/* -N: print every id as a number. */
extern int tables_numeric;

/* id -> name: the table's name, or the number formatted in buf. */
const char *table_n2a(struct name_table *t, uint32_t id, char *buf,
		      unsigned int sz);
/* name or number -> id: 0 on success, -1 unknown. */
int table_a2n(struct name_table *t, uint32_t *id, const char *arg);

#endif
