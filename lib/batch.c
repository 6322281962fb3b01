// SPDX-License-Identifier: GPL-2.0
/* batch.c — batch-file reader and tokenizer */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "batch.h"

/* Strip the comment and return whether the line asks for continuation. */
static int strip(char *line, ssize_t *len)
{
	char *hash = strchr(line, '#');

	if (hash) {
		*hash = '\0';
		*len = hash - line;
		return 0;
	}
	*len = (ssize_t)strlen(line);	/* a NUL byte ends the line */
	if (*len >= 2 && line[*len - 1] == '\n' && line[*len - 2] == '\\') {
		*len -= 2;
		line[*len] = '\0';
		return 1;
	}
	return 0;
}

long batch_read(struct batch_reader *r)
{
	ssize_t n = getline(&r->line, &r->cap, r->f);
	ssize_t len;

	if (n < 0)
		return -1;
	r->lineno++;
	while (strip(r->line, &len)) {
		char *more = NULL;
		size_t mcap = 0;
		ssize_t m = getline(&more, &mcap, r->f);
		ssize_t mlen;

		if (m < 0) {
			free(more);
			fprintf(stderr, "Missing continuation line\n");
			return -2;
		}
		r->lineno++;
		/* the continued part is itself stripped on the next turn */
		(void)mlen;
		if ((size_t)len + (size_t)m + 1 > r->cap) {
			char *p = realloc(r->line, (size_t)len + (size_t)m + 1);

			if (!p) {
				free(more);
				return -1;
			}
			r->line = p;
			r->cap = (size_t)len + (size_t)m + 1;
		}
		memcpy(r->line + len, more, (size_t)m + 1);
		free(more);
	}
	return (long)len;
}

/*
 * The reference splits words on space, tab, CR and LF only: a form feed
 * or vertical tab is part of the word (and so usually a bad argument).
 */
bool batch_input_ready(struct batch_reader *r)
{
	struct pollfd p = { .fd = fileno(r->f), .events = POLLIN };

#ifdef __GLIBC__
	/* what stdio has read ahead and not handed out yet */
	if (r->f->_IO_read_ptr < r->f->_IO_read_end &&
	    memchr(r->f->_IO_read_ptr, '\n',
		   (size_t)(r->f->_IO_read_end - r->f->_IO_read_ptr)))
		return true;
#endif
	if (feof(r->f) || ferror(r->f))
		return true;	/* nothing to wait for */
	if (p.fd < 0)
		return false;
	return poll(&p, 1, 0) > 0;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

int batch_tokenize(char *line, char **argv, int max)
{
	int argc = 0;
	char *p = line;

	for (;;) {
		while (is_space(*p))
			p++;
		if (!*p)
			break;
		if (argc >= max - 1) {
			fprintf(stderr, "Too many arguments to command\n");
			return BATCH_TOK_TOO_MANY;
		}
		if (*p == '"' || *p == '\'') {
			char q = *p++;
			char *end = strchr(p, q);

			if (!end) {
				fprintf(stderr, "Unterminated quoted string\n");
				return BATCH_TOK_UNTERMINATED;
			}
			*end = '\0';
			argv[argc++] = p;
			p = end + 1;
			continue;
		}
		argv[argc++] = p;
		while (*p && !is_space(*p))
			p++;
		if (*p)
			*p++ = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

int batch_open(struct batch_reader *r, const char *name)
{
	memset(r, 0, sizeof(*r));
	r->name = name;
	if (!strcmp(name, "-")) {
		r->f = stdin;
		return 0;
	}
	r->f = fopen(name, "r");
	if (!r->f) {
		fprintf(stderr, "Cannot open file \"%s\" for reading: %s\n",
			name, strerror(errno));
		return -1;
	}
	return 0;
}

void batch_close(struct batch_reader *r)
{
	free(r->line);
	r->line = NULL;
	if (r->f && r->f != stdin)
		fclose(r->f);
	r->f = NULL;
}
