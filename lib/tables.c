// SPDX-License-Identifier: GPL-2.0
/* tables.c — /etc/iproute2 name tables, loaded lazily per table */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "tables.h"

struct tbl_entry {
	struct tbl_entry *next;
	uint32_t id;
	char *name;
};

struct builtin {
	uint32_t id;
	const char *name;
};

struct name_table {
	const char *file;
	const char *hexfmt;		/* how unknown ids print */
	const struct builtin *builtin;
	int loaded;
	struct tbl_entry *head;		/* file entries, in file order */
};

static const struct builtin group_builtin[] = {
	{ 0, "default" }, { 0, NULL } };
static const struct builtin tables_builtin[] = {
	{ 0, "unspec" }, { 253, "default" }, { 254, "main" },
	{ 255, "local" }, { 0, NULL } };
static const struct builtin protos_builtin[] = {
	{ 0, "unspec" }, { 1, "redirect" }, { 2, "kernel" }, { 3, "boot" },
	{ 4, "static" }, { 8, "gated" }, { 9, "ra" }, { 10, "mrt" },
	{ 11, "zebra" }, { 12, "bird" }, { 13, "dnrouted" }, { 14, "xorp" },
	/* 17 (mrouted) and 99 (openr) come from rt_protos alone */
	{ 15, "ntk" }, { 16, "dhcp" }, { 18, "keepalived" },
	{ 42, "babel" }, { 186, "bgp" }, { 187, "isis" },
	{ 188, "ospf" }, { 189, "rip" }, { 192, "eigrp" }, { 0, NULL } };
static const struct builtin scopes_builtin[] = {
	{ 0, "global" }, { 200, "site" }, { 253, "link" }, { 254, "host" },
	{ 255, "nowhere" }, { 0, NULL } };
static const struct builtin realms_builtin[] = {
	{ 0, "unknown" }, { 0, NULL } };
static const struct builtin none_builtin[] = { { 0, NULL } };

struct name_table tbl_group = { "group", "%u", group_builtin, 0, NULL };
struct name_table tbl_rt_tables = { "rt_tables", "%u", tables_builtin, 0,
				    NULL };
struct name_table tbl_rt_protos = { "rt_protos", "%u", protos_builtin, 0,
				    NULL };
struct name_table tbl_rt_scopes = { "rt_scopes", "%u", scopes_builtin, 0,
				    NULL };
struct name_table tbl_rt_realms = { "rt_realms", "%u", realms_builtin, 0,
				    NULL };
struct name_table tbl_rt_dsfield = { "rt_dsfield", "0x%02x", none_builtin, 0,
				     NULL };

static void add_entry(struct name_table *t, uint32_t id, const char *name)
{
	struct tbl_entry *e = calloc(1, sizeof(*e)), **pp;

	if (!e)
		return;
	e->id = id;
	e->name = strdup(name);
	if (!e->name) {
		free(e);
		return;
	}
	for (pp = &t->head; *pp; pp = &(*pp)->next)
		;
	*pp = e;
}

static void load_file(struct name_table *t, const char *path)
{
	char line[512];
	FILE *f = fopen(path, "r");

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *p = line, name[256];
		unsigned int hex, id;
		int dec;

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '#' || *p == '\n' || !*p)
			continue;
		/* a number ("0x" hex, else decimal, where the name may
		 * start right after the digits) and a name, as the
		 * reference reads them; else its complaint, and the rest
		 * of the file unread */
		if (sscanf(p, "0x%x %255s", &hex, name) == 2) {
			id = hex;
		} else if (sscanf(p, "%d %255s", &dec, name) == 2) {
			if (dec < 0)
				continue;
			id = (unsigned int)dec;
		} else {
			fprintf(stderr, "Database %s is corrupted at %s\n",
				path, p);
			break;
		}
		add_entry(t, id, name);
	}
	fclose(f);
}

static int conf_filter(const struct dirent *d)
{
	size_t len = strlen(d->d_name);

	return d->d_name[0] != '.' && len > 5 &&
	       !strcmp(d->d_name + len - 5, ".conf");
}

static void load(struct name_table *t)
{
	char path[512];
	struct dirent **list;
	int n;

	if (t->loaded)
		return;
	t->loaded = 1;
	snprintf(path, sizeof(path), "%s/%s", CONFDIR, t->file);
	load_file(t, path);
	snprintf(path, sizeof(path), "%s/%s.d", CONFDIR, t->file);
	n = scandir(path, &list, conf_filter, alphasort);
	for (int i = 0; i < n; i++) {
		char f[1024];

		snprintf(f, sizeof(f), "%s/%s", path, list[i]->d_name);
		load_file(t, f);
		free(list[i]);
	}
	if (n >= 0)
		free(list);
}

int tables_numeric;

const char *table_n2a(struct name_table *t, uint32_t id, char *buf,
		      unsigned int sz)
{
	if (tables_numeric) {
		snprintf(buf, sz, t->hexfmt, id);
		return buf;
	}
	load(t);
	/* the last definition in the files wins, as later lines override */
	const char *found = NULL;

	for (struct tbl_entry *e = t->head; e; e = e->next)
		if (e->id == id)
			found = e->name;
	if (found)
		return found;
	for (const struct builtin *b = t->builtin; b->name; b++)
		if (b->id == id)
			return b->name;
	snprintf(buf, sz, t->hexfmt, id);
	return buf;
}

/* A group number as the reference reads it: a long, cut to an int,
 * that must not be negative (so 2^32 is group 0, 2^31 is refused). */
static int group_number(uint32_t *id, const char *arg)
{
	char *end;
	long long r;
	int32_t v;

	if (!*arg)
		return -1;
	r = strtoll(arg, &end, 0);
	if (*end)
		return -1;
	v = (int32_t)(uint32_t)(unsigned long long)r;
	if (v < 0)
		return -1;
	*id = (uint32_t)v;
	return 0;
}

int table_a2n(struct name_table *t, uint32_t *id, const char *arg)
{
	load(t);
	for (struct tbl_entry *e = t->head; e; e = e->next)
		if (!strcmp(e->name, arg)) {
			*id = e->id;
			return 0;
		}
	for (const struct builtin *b = t->builtin; b->name; b++)
		if (!strcmp(b->name, arg)) {
			*id = b->id;
			return 0;
		}
	if (t == &tbl_group)
		return group_number(id, arg);
	/* the reference reads a TOS number in hex, "0x" or not */
	return get_u32(id, arg, t == &tbl_rt_dsfield ? 16 : 0);
}
