/* SPDX-License-Identifier: GPL-2.0 */
/* batch.h — batch-file reader and tokenizer (quotes, comments, continuation) */
#ifndef NLROUTE_BATCH_H
#define NLROUTE_BATCH_H

#include <stdbool.h>
#include <stdio.h>

/* The reference's per-line argument limit. */
#define BATCH_MAX_ARGS 512

struct batch_reader {
	FILE *f;
	const char *name;	/* as given: "-" for stdin */
	char *line;
	size_t cap;
	int lineno;		/* physical line of the last line read */
};

/* Open FILE, or stdin for "-"; the reference's message and -1 if not. */
int batch_open(struct batch_reader *r, const char *name);
void batch_close(struct batch_reader *r);

/*
 * Read one logical line: backslash-newline continues it, '#' starts a
 * comment. Returns its length (>= 0), -1 at end of file, or -2 when a
 * continuation line is missing (the message has been printed).
 */
long batch_read(struct batch_reader *r);

/*
 * Is a whole line (or the end of the input) there to be read without
 * waiting? True when the stream's buffer holds a newline, or when its
 * descriptor polls readable with a zero timeout (a file always does).
 * A batch coalesces only lines it can read at once, and runs what it has
 * gathered before it would wait for more (a coprocess waits for answers).
 */
bool batch_input_ready(struct batch_reader *r);

enum {
	BATCH_TOK_UNTERMINATED = -1,
	BATCH_TOK_TOO_MANY = -2,
};

/*
 * Split a line in place into at most max words; quotes (' or ") open a
 * word only at its start and end it. Returns the count, or a negative
 * BATCH_TOK_* code (the message has been printed).
 */
int batch_tokenize(char *line, char **argv, int max);

#endif
