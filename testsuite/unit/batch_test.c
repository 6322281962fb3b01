// SPDX-License-Identifier: GPL-2.0
/* batch_test.c — the batch reader and tokenizer (include/batch.h)
 *
 * Expectations come from running the reference: `ip -batch` splits words on
 * blanks (space, tab, CR; not form feed or vertical tab), a quote opens a word only at its start and ends
 * it, '#' starts a comment anywhere (even inside quotes), a backslash at the
 * end of a line continues it, and a line may hold at most 511 words.
 */
#include "batch.h"
#include "unit.h"

struct tok_case {
	const char *name;
	const char *line;
	int ret;			/* count or BATCH_TOK_* */
	const char *words[8];
};

static const struct tok_case tok_cases[] = {
	{ "empty line", "", 0, { NULL } },
	{ "blanks only", " \t \r\n", 0, { NULL } },
	{ "simple words", "link set v0 up", 4,
	  { "link", "set", "v0", "up" } },
	{ "tabs, CR and repeated blanks", "link\tshow   v0\r\n", 3,
	  { "link", "show", "v0" } },
	{ "leading and trailing blanks", "   link show  ", 2,
	  { "link", "show" } },
	{ "double quotes keep blanks", "alias \"a b  c\"", 2,
	  { "alias", "a b  c" } },
	{ "single quotes keep blanks", "alias 'x y'", 2, { "alias", "x y" } },
	{ "other quote inside quotes", "alias \"it's\"", 2,
	  { "alias", "it's" } },
	{ "empty quoted word", "alias \"\" x", 3, { "alias", "", "x" } },
	{ "closing quote ends the word", "\"a b\"c", 2, { "a b", "c" } },
	{ "quote inside a word is literal", "x\"y z\"", 2,
	  { "x\"y", "z\"" } },
	{ "form feed is part of a word", "link set v0\fmtu 1300", 4,
	  { "link", "set", "v0\fmtu", "1300" } },
	{ "vertical tab is part of a word", "mtu\v1300 x", 2,
	  { "mtu\v1300", "x" } },
	{ "trailing form feed stays", "mtu 1300\f\n", 2,
	  { "mtu", "1300\f" } },
	{ "CR inside a line splits", "set v0\rmtu", 3,
	  { "set", "v0", "mtu" } },
	{ "unterminated double quote", "alias \"abc", BATCH_TOK_UNTERMINATED,
	  { NULL } },
	{ "unterminated single quote", "alias 'abc", BATCH_TOK_UNTERMINATED,
	  { NULL } },
};

static void test_tokenize_case(const struct tok_case *c)
{
	char line[256];
	char *argv[16];
	int n, i;
	bool ok;

	snprintf(line, sizeof(line), "%s", c->line);
	quiet_begin();
	n = batch_tokenize(line, argv, 16);
	quiet_end();
	ok = n == c->ret;
	for (i = 0; ok && i < n; i++)
		ok = c->words[i] && !strcmp(argv[i], c->words[i]);
	if (ok && n >= 0)
		ok = argv[n] == NULL;
	check(ok, "tokenize: %s", c->name);
	if (!ok) {
		printf("    returned %d (want %d):", n, c->ret);
		for (i = 0; i < n && i < 16; i++)
			printf(" [%s]", argv[i]);
		printf("\n");
	}
}

static char *words_line(int count)
{
	size_t sz = (size_t)count * 3 + 1;
	char *s = malloc(sz), *p = s;

	for (int i = 0; i < count; i++)
		p += sprintf(p, "%s", i ? " lo" : "lo");
	return s;
}

static void test_word_limit(void)
{
	char *argv[BATCH_MAX_ARGS + 1];
	char *line;
	int n;

	line = words_line(BATCH_MAX_ARGS - 1);
	n = batch_tokenize(line, argv, BATCH_MAX_ARGS);
	check(n == BATCH_MAX_ARGS - 1 && argv[n] == NULL,
	      "tokenize: %d words fit (got %d)", BATCH_MAX_ARGS - 1, n);
	free(line);

	line = words_line(BATCH_MAX_ARGS);
	quiet_begin();
	n = batch_tokenize(line, argv, BATCH_MAX_ARGS);
	quiet_end();
	check(n == BATCH_TOK_TOO_MANY, "tokenize: %d words are too many (got %d)",
	      BATCH_MAX_ARGS, n);
	free(line);
}

struct msg_arg {
	const char *line;
};

static void tokenize_child(void *p)
{
	struct msg_arg *a = p;
	char line[4096];
	char *argv[BATCH_MAX_ARGS];
	int n;

	snprintf(line, sizeof(line), "%s", a->line);
	n = batch_tokenize(line, argv, BATCH_MAX_ARGS);
	exit(n < 0 ? -n : 0);
}

static void test_messages(void)
{
	char out[256], err[256];
	struct msg_arg a = { "alias \"open" };
	int rc;

	rc = capture(tokenize_child, &a, out, err, sizeof(err));
	check(rc == 1 && !strcmp(err, "Unterminated quoted string\n") && !*out,
	      "tokenize: unterminated quote message on stderr");
	if (rc != 1 || strcmp(err, "Unterminated quoted string\n"))
		show_diff("Unterminated quoted string\\n", err);
}

static void test_too_many_message(void)
{
	char out[256], err[256];
	char *line = words_line(BATCH_MAX_ARGS);
	struct msg_arg a = { line };
	int rc;

	rc = capture(tokenize_child, &a, out, err, sizeof(err));
	check(rc == 2 && !strcmp(err, "Too many arguments to command\n"),
	      "tokenize: too-many message on stderr");
	free(line);
}

/* ---- reader ---------------------------------------------------------- */

struct reader {
	struct batch_reader r;
	FILE *f;
};

static void reader_open(struct reader *rd, const char *text, size_t len)
{
	memset(rd, 0, sizeof(*rd));
	rd->f = tmpfile();
	fwrite(text, 1, len, rd->f);
	rewind(rd->f);
	rd->r.f = rd->f;
	rd->r.name = "test";
}

static void reader_close(struct reader *rd)
{
	free(rd->r.line);
	fclose(rd->f);
}

/* Read every logical line and join them as "line|line|..." with the
 * physical line number after each: "text@N". */
static void read_all(const char *text, size_t len, char *out, size_t sz,
		     long *last)
{
	struct reader rd;
	long n;
	size_t off = 0;

	reader_open(&rd, text, len);
	out[0] = '\0';
	while ((n = batch_read(&rd.r)) >= 0) {
		char *s = rd.r.line;
		size_t l = strlen(s);

		while (l && (s[l - 1] == '\n'))
			s[--l] = '\0';
		off += (size_t)snprintf(out + off, sz - off, "%s%s@%d",
					off ? "|" : "", s, rd.r.lineno);
		if (off >= sz)
			break;
	}
	*last = n;
	reader_close(&rd);
}

struct read_case {
	const char *name;
	const char *text;
	const char *want;
	long last;
};

static const struct read_case read_cases[] = {
	{ "plain lines", "link show\nlink set v0 up\n",
	  "link show@1|link set v0 up@2", -1 },
	{ "last line without newline", "a\nb", "a@1|b@2", -1 },
	{ "comment line", "# comment\nlink show\n", "@1|link show@2", -1 },
	{ "trailing comment", "link show # all\n", "link show @1", -1 },
	{ "hash inside quotes still comments", "alias \"a#b\"\n",
	  "alias \"a@1", -1 },
	{ "continuation", "link set \\\nv0 up\n", "link set v0 up@2", -1 },
	{ "double continuation", "a \\\nb \\\nc\nd\n", "a b c@3|d@4", -1 },
	{ "comment before backslash is no continuation",
	  "link show # x \\\nlink show v0\n",
	  "link show @1|link show v0@2", -1 },
	{ "backslash not at the end", "a \\ b\n", "a \\ b@1", -1 },
	{ "blank lines", "\n\nx\n", "@1|@2|x@3", -1 },
	{ "continuation at end of file", "link show \\\n", "", -2 },
};

static void test_read_case(const struct read_case *c)
{
	char out[512];
	long last;
	bool ok;

	if (c->last == -2) {
		/* the message goes to stderr: keep it out of the report */
		fflush(stderr);
		int save = dup(2);
		FILE *f = tmpfile();
		char msg[128] = "";

		dup2(fileno(f), 2);
		read_all(c->text, strlen(c->text), out, sizeof(out), &last);
		fflush(stderr);
		dup2(save, 2);
		close(save);
		rewind(f);
		msg[fread(msg, 1, sizeof(msg) - 1, f)] = '\0';
		fclose(f);
		ok = last == -2 && !strcmp(out, c->want) &&
		     !strcmp(msg, "Missing continuation line\n");
		check(ok, "read: %s", c->name);
		if (!ok)
			printf("    last %ld, lines \"%s\", stderr \"%s\"\n",
			       last, out, msg);
		return;
	}
	read_all(c->text, strlen(c->text), out, sizeof(out), &last);
	ok = last == c->last && !strcmp(out, c->want);
	check(ok, "read: %s", c->name);
	if (!ok) {
		show_diff(c->want, out);
		printf("    last %ld (want %ld)\n", last, c->last);
	}
}

static void test_long_line(void)
{
	size_t len = 100000;
	char *text = malloc(len + 2);
	struct reader rd;
	long n;

	memset(text, 'x', len);
	text[len] = '\n';
	text[len + 1] = '\0';
	reader_open(&rd, text, len + 1);
	n = batch_read(&rd.r);
	check(n >= (long)len && strlen(rd.r.line) >= len &&
	      !strncmp(rd.r.line, text, len),
	      "read: a 100000-character line is read whole");
	check(batch_read(&rd.r) == -1, "read: end of file after a long line");
	reader_close(&rd);
	free(text);
}

static void test_long_continuation(void)
{
	char text[9000];
	size_t off = 0;
	struct reader rd;
	char *argv[BATCH_MAX_ARGS];
	int i, n;

	for (i = 0; i < 300; i++)
		off += (size_t)sprintf(text + off, "w%d \\\n", i);
	off += (size_t)sprintf(text + off, "end\n");
	reader_open(&rd, text, off);
	check(batch_read(&rd.r) >= 0 && rd.r.lineno == 301,
	      "read: 300 continuation lines give one line ending at line 301");
	n = batch_tokenize(rd.r.line, argv, BATCH_MAX_ARGS);
	check(n == 301 && !strcmp(argv[0], "w0") && !strcmp(argv[299], "w299") &&
	      !strcmp(argv[300], "end"),
	      "read+tokenize: continued words are all kept (got %d)", n);
	reader_close(&rd);
}

int main(void)
{
	size_t i;

	for (i = 0; i < sizeof(tok_cases) / sizeof(tok_cases[0]); i++)
		test_tokenize_case(&tok_cases[i]);
	test_word_limit();
	test_messages();
	test_too_many_message();
	for (i = 0; i < sizeof(read_cases) / sizeof(read_cases[0]); i++)
		test_read_case(&read_cases[i]);
	test_long_line();
	test_long_continuation();
	return unit_done();
}
