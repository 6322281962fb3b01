// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_batch.c — the batch reader and tokenizer on an arbitrary file.
 *
 * The input is opened as a FILE with fmemopen and read line by line as
 * ip -batch reads it; every logical line is split into words. Words
 * must lie inside the line and be NUL-terminated there.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"


static void check_words(const char *line, long len, char **argv, int n)
{
	for (int i = 0; i < n; i++) {
		if (argv[i] < line || argv[i] > line + len)
			abort();
		if (argv[i] + strlen(argv[i]) > line + len)
			abort();
	}
	if (argv[n])
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	char *copy;
	long len;
	int n;

	if (!size)
		return 0;
	copy = malloc(size);
	if (!copy)
		return 0;
	memcpy(copy, data, size);
	r.f = fmemopen(copy, size, "r");
	r.name = "fuzz";
	if (!r.f) {
		free(copy);
		return 0;
	}
	while ((len = batch_read(&r)) >= 0) {
		if ((size_t)len >= r.cap || strlen(r.line) != (size_t)len)
			abort();
		n = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);
		if (n >= BATCH_MAX_ARGS)
			abort();
		if (n >= 0)
			check_words(r.line, len, argv, n);
	}
	free(r.line);
	fclose(r.f);
	free(copy);
	return 0;
}
