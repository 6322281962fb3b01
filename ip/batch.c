/* batch.c — `ip -batch`: run a file of command lines */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"
#include "batch_int.h"

/* Longest run of `link del` lines read ahead before it is executed. */
#define RUN_MAX 16384

struct run {
	struct bline *l;
	int n, cap;
};

static void run_push(struct run *r, const char *line, int lineno)
{
	struct bline *b;

	if (r->n == r->cap) {
		int cap = r->cap ? r->cap * 2 : 64;
		struct bline *l = realloc(r->l, (size_t)cap * sizeof(*l));

		if (!l) {
			fprintf(stderr, "Out of memory\n");
			exit(1);
		}
		r->l = l;
		r->cap = cap;
	}
	b = &r->l[r->n++];
	memset(b, 0, sizeof(*b));
	b->text = strdup(line);
	if (!b->text) {
		fprintf(stderr, "Out of memory\n");
		exit(1);
	}
	b->argc = batch_tokenize(b->text, b->argv, BLINE_MAX_WORDS);
	b->lineno = lineno;
	if (!batch_is_link_del(b->argc, b->argv, &b->dev))
		abort();	/* only lines that passed the same test get here */
}

static int run_flush(struct run *r, bool force_, const char *name, bool *stop)
{
	int ret = 0;

	if (r->n)
		ret = batch_del_run(r->l, r->n, force_, name, stop);
	for (int i = 0; i < r->n; i++)
		free(r->l[i].text);
	r->n = 0;
	return ret;
}

int ip_batch(const char *name, bool force_)
{
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	struct run run = { 0 };
	bool stop = false;
	int ret = 0;
	long len;

	r.name = name;
	if (!strcmp(name, "-")) {
		r.f = stdin;
	} else {
		r.f = fopen(name, "r");
		if (!r.f) {
			fprintf(stderr,
				"Cannot open file \"%s\" for reading: %s\n",
				name, strerror(errno));
			return 1;
		}
	}
	batch_file = name;
	while (!stop && (len = batch_read(&r)) >= 0) {
		char *copy = NULL;
		const char *dev;
		int argc;

		/* a run of deletions is gathered from a copy of the line */
		if (run.n < RUN_MAX) {
			copy = strdup(r.line);
			if (!copy) {
				fprintf(stderr, "Out of memory\n");
				exit(1);
			}
		}
		argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);
		if (argc > 0 && copy &&
		    batch_is_link_del(argc, argv, &dev)) {
			run_push(&run, copy, r.lineno);
			free(copy);
			continue;
		}
		free(copy);
		/* anything else ends the run, which runs first */
		ret |= run_flush(&run, force_, name, &stop);
		if (stop)
			break;
		if (argc < 0) {
			ret = 1;
			break;
		}
		if (argc == 0)
			continue;
		if (ip_run(argc, argv)) {
			batch_failed(name, r.lineno);
			ret = 1;
			if (!force_)
				break;
		}
		pr_flush();
	}
	if (!stop)
		ret |= run_flush(&run, force_, name, &stop);
	free(run.l);
	free(r.line);
	if (r.f != stdin)
		fclose(r.f);
	return ret;
}
