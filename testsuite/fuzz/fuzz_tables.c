// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_tables.c — the /etc/iproute2 table parser on arbitrary files.
 *
 * lib/tables.c is compiled into this file with its fopen and scandir
 * pointed at the input: CONFDIR/rt_tables reads the part before the
 * first "\n--\n", and rt_tables.d/ holds one x.conf with the rest. The
 * table is reloaded for each input and every name found is looked up
 * both ways.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *fuzz_fopen(const char *path, const char *mode);
static int fuzz_scandir(const char *dir, struct dirent ***list,
			int (*filter)(const struct dirent *),
			int (*cmp)(const struct dirent **,
				   const struct dirent **));
#define CONFDIR "/fuzz"
#define fopen fuzz_fopen
#define scandir fuzz_scandir
#include "../../lib/tables.c"
#undef fopen
#undef scandir

static const uint8_t *part[2];
static size_t part_len[2];

static FILE *fuzz_fopen(const char *path, const char *mode)
{
	int i = !strcmp(path, "/fuzz/rt_tables") ? 0 :
		!strcmp(path, "/fuzz/rt_tables.d/x.conf") ? 1 : -1;

	if (i < 0 || !part_len[i])
		return NULL;
	return fmemopen((void *)part[i], part_len[i], mode);
}

static int fuzz_scandir(const char *dir, struct dirent ***list,
			int (*filter)(const struct dirent *),
			int (*cmp)(const struct dirent **,
				   const struct dirent **))
{
	struct dirent *d;

	if (strcmp(dir, "/fuzz/rt_tables.d"))
		return -1;
	*list = malloc(sizeof(**list));
	d = calloc(1, sizeof(*d));
	if (!*list || !d)
		abort();
	strcpy(d->d_name, "x.conf");
	if (!filter(d))
		abort();
	(*list)[0] = d;
	return 1;
}

static void reset(struct name_table *t)
{
	while (t->head) {
		struct tbl_entry *e = t->head;

		t->head = e->next;
		free(e->name);
		free(e);
	}
	t->loaded = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *sep = memmem(data, size, "\n--\n", 4);
	char buf[32];
	uint32_t id;
	uint8_t *copy;

	if (size > 65536)
		return 0;
	/* an exact-size copy: reads past the file are caught */
	copy = malloc(size ? size : 1);
	if (!copy)
		return 0;
	memcpy(copy, data, size);
	part[0] = copy;
	part_len[0] = sep ? (size_t)(sep - data) : size;
	part[1] = sep ? copy + part_len[0] + 4 : NULL;
	part_len[1] = sep ? size - part_len[0] - 4 : 0;
	reset(&tbl_rt_tables);
	load(&tbl_rt_tables);
	for (struct tbl_entry *e = tbl_rt_tables.head; e; e = e->next) {
		const char *name = table_n2a(&tbl_rt_tables, e->id, buf,
					     sizeof(buf));

		if (!name || !*name || strlen(e->name) > 255)
			abort();
		if (table_a2n(&tbl_rt_tables, &id, e->name))
			abort();
	}
	table_n2a(&tbl_rt_tables, 4294967295u, buf, sizeof(buf));
	table_a2n(&tbl_rt_tables, &id, "main");
	free(copy);
	return 0;
}
