// SPDX-License-Identifier: GPL-2.0
/* batch.c — `ip -batch`: run a file of command lines */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"
#include "batch_int.h"
#include "nl.h"

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

/*
 * batch_read() without its message: a missing continuation line is only
 * reported once the lines read before it have run.
 */
static bool ends_continued(char *line, size_t *len)
{
	char *hash = strchr(line, '#');

	if (hash) {
		*hash = '\0';
		*len = (size_t)(hash - line);
		return false;
	}
	*len = strlen(line);
	if (*len >= 2 && line[*len - 1] == '\n' && line[*len - 2] == '\\') {
		*len -= 2;
		line[*len] = '\0';
		return true;
	}
	return false;
}

static long read_line(struct batch_reader *r)
{
	char *more = NULL;
	size_t len, mcap = 0;
	ssize_t m;

	if (getline(&r->line, &r->cap, r->f) < 0)
		return -1;
	r->lineno++;
	while (ends_continued(r->line, &len)) {
		m = getline(&more, &mcap, r->f);
		if (m < 0) {
			free(more);
			return -2;
		}
		r->lineno++;
		if (len + (size_t)m + 1 > r->cap) {
			char *p = realloc(r->line, len + (size_t)m + 1);

			if (!p) {
				fprintf(stderr, "Out of memory\n");
				exit(1);
			}
			r->line = p;
			r->cap = len + (size_t)m + 1;
		}
		memcpy(r->line + len, more, (size_t)m + 1);
	}
	free(more);
	return (long)len;
}

/* Where ip_line_fail() returns to while a batch line runs. */
static jmp_buf *line_jmp;
static int line_code;

void ip_line_fail(int code)
{
	if (!line_jmp)
		exit(code);
	line_code = code;
	longjmp(*line_jmp, 1);
}

/* Run one line; a line that ends with ip_line_fail() returns its code. */
static int run_line(int argc, char **argv)
{
	const char *dev;
	jmp_buf jb;
	bool up;
	int rc;

	if (setjmp(jb)) {
		line_jmp = NULL;
		nl_line_aborted();
		pr_flush();
		return line_code;
	}
	line_jmp = &jb;
	/* with -echo every line goes the ordinary way, to be echoed */
	if (!echo_request && batch_is_link_updown(argc, argv, &dev, &up))
		rc = batch_link_updown(argc, argv, dev, up);
	else
		rc = ip_run(argc, argv);
	line_jmp = NULL;
	return rc;
}

/* Would batch_tokenize() refuse the line? It says why when it does. */
static bool tokenize_fails(const char *p)
{
	int words = 0;

	for (;;) {
		while (*p && strchr(" \t\n\r", *p))
			p++;
		if (!*p)
			return false;
		if (++words >= BATCH_MAX_ARGS)
			return true;
		if (*p == '"' || *p == '\'') {
			const char *end = strchr(p + 1, *p);

			if (!end)
				return true;
			p = end + 1;
			continue;
		}
		while (*p && !strchr(" \t\n\r", *p))
			p++;
	}
}

int ip_batch(const char *name, bool force_)
{
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	struct run run = { 0 };
	bool stop = false;
	int ret = 0;
	long len = 0;

	if (batch_open(&r, name))
		return 1;
	batch_file = name;
	for (;;) {
		/* never wait for input with a run of deletions pending */
		if (run.n && !batch_input_ready(&r)) {
			ret |= run_flush(&run, force_, name, &stop);
			if (stop)
				break;
		}
		if (stop || (len = read_line(&r)) < 0)
			break;
		char *copy = NULL;
		const char *dev;
		int argc, rc;

		if (tokenize_fails(r.line)) {
			/* the lines before run before its message */
			ret |= run_flush(&run, force_, name, &stop);
			if (!stop) {
				batch_tokenize(r.line, argv, BATCH_MAX_ARGS);
				ret = 1;
			}
			break;
		}
		/* a run of deletions is gathered from a copy of the line */
		if (run.n < RUN_MAX) {
			copy = strdup(r.line);
			if (!copy) {
				fprintf(stderr, "Out of memory\n");
				exit(1);
			}
		}
		argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);
		if (argc > 0 && copy && !echo_request &&
		    batch_is_link_del(argc, argv, &dev)) {
			run_push(&run, copy, r.lineno);
			free(copy);
			continue;
		}
		free(copy);
		if (argc == 0)
			continue;	/* blank lines and comments */
		/* anything else ends the run, which runs first */
		ret |= run_flush(&run, force_, name, &stop);
		if (stop)
			break;
		rc = run_line(argc, argv);
		if (rc) {
			batch_failed(name, r.lineno);
			ret = 1;
			if (!force_)
				break;
		}
		pr_flush();
	}
	if (!stop)
		ret |= run_flush(&run, force_, name, &stop);
	if (!stop && len == -2)
		fprintf(stderr, "Missing continuation line\n");
	free(run.l);
	batch_close(&r);
	return ret;
}
