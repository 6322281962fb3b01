// SPDX-License-Identifier: GPL-2.0
/* print.c — text, JSON and colour output behind one API */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "print.h"

int pr_json;
int pr_pretty;
int pr_color;
int pr_oneline;

/* ---- JSON writer ---------------------------------------------------- */

#define JW_MAX_DEPTH 64

struct jw {
	FILE *f;
	bool pretty;
	int depth;
	char kind[JW_MAX_DEPTH];	/* '{' or '[' per level */
	bool first[JW_MAX_DEPTH];	/* no member yet at this level */
	bool after_key;			/* a key was written, value pending */
};

struct jw *jw_new(FILE *f, bool pretty)
{
	struct jw *w = calloc(1, sizeof(*w));

	if (!w)
		return NULL;
	w->f = f;
	w->pretty = pretty;
	w->first[0] = true;
	return w;
}

void jw_free(struct jw *w)
{
	free(w);
}

int jw_depth(const struct jw *w)
{
	return w->depth;
}

static void jw_indent(struct jw *w, int depth)
{
	fputc('\n', w->f);
	for (int i = 0; i < depth; i++)
		fputs("    ", w->f);
}

/* Separator before a new member of the current container. */
static void jw_sep(struct jw *w)
{
	if (w->after_key) {
		w->after_key = false;
		return;
	}
	if (w->depth == 0)
		return;
	if (!w->first[w->depth])
		fputc(',', w->f);
	if (w->pretty) {
		if (w->kind[w->depth] == '{')
			jw_indent(w, w->depth);
		else if (w->first[w->depth])
			fputc(' ', w->f);
	}
	w->first[w->depth] = false;
}

static void jw_puts(struct jw *w, const char *s)
{
	fputc('"', w->f);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", w->f); break;
		case '\\': fputs("\\\\", w->f); break;
		case '\b': fputs("\\b", w->f); break;
		case '\f': fputs("\\f", w->f); break;
		case '\n': fputs("\\n", w->f); break;
		case '\r': fputs("\\r", w->f); break;
		case '\t': fputs("\\t", w->f); break;
		default:
			if (*p < 0x20)
				fprintf(w->f, "\\u%04x", *p);
			else
				fputc(*p, w->f);
		}
	}
	fputc('"', w->f);
}

void jw_key(struct jw *w, const char *key)
{
	jw_sep(w);
	jw_puts(w, key);
	fputs(w->pretty ? ": " : ":", w->f);
	w->after_key = true;
}

void jw_string(struct jw *w, const char *s)
{
	jw_sep(w);
	jw_puts(w, s);
}

void jw_raw(struct jw *w, const char *s)
{
	jw_sep(w);
	fputs(s, w->f);
}

void jw_begin(struct jw *w, char open)
{
	jw_sep(w);
	fputc(open, w->f);
	if (w->depth + 1 < JW_MAX_DEPTH) {
		w->depth++;
		w->kind[w->depth] = open;
		w->first[w->depth] = true;
	}
}

void jw_end(struct jw *w)
{
	char k;

	if (w->depth == 0)
		return;
	k = w->kind[w->depth];
	if (w->pretty) {
		if (k == '{' && !w->first[w->depth])
			jw_indent(w, w->depth - 1);
		else if (k == '[')
			fputc(' ', w->f);	/* "[ ]" when empty, as the reference */
	}
	fputc(k == '{' ? '}' : ']', w->f);
	w->depth--;
}

/* ---- the output API ------------------------------------------------- */

static struct jw *jw;

/* ANSI colour numbers; a dark background (COLORFGBG) gets bold ones. */
static const int color_nums[] = {
	[CLR_NONE] = 0,
	[CLR_IFNAME] = 36,
	[CLR_MAC] = 33,
	[CLR_INET] = 35,
	[CLR_INET6] = 34,
	[CLR_UP] = 32,
	[CLR_DOWN] = 31,
};

static bool dark_background;

static void detect_background(void)
{
	const char *v = getenv("COLORFGBG");
	const char *bg;
	char *end;
	long n;

	dark_background = false;
	if (!v)
		return;
	bg = strrchr(v, ';');
	bg = bg ? bg + 1 : v;
	n = strtol(bg, &end, 10);
	if (end == bg || *end)
		return;
	dark_background = (n >= 0 && n <= 6) || n == 8;
}

int pr_set_color_mode(const char *mode)
{
	if (!mode || !strcmp(mode, "always"))
		pr_color = 1;
	else if (!strcmp(mode, "auto"))
		pr_color = isatty(STDOUT_FILENO);
	else if (!strcmp(mode, "never"))
		pr_color = 0;
	else
		return -1;
	if (pr_color)
		detect_background();
	return 0;
}

const char *pr_sl(void)
{
	return pr_oneline ? "\\" : "\n";
}

static bool to_json(enum pr_type t)
{
	return pr_json && (t & PR_JSON);
}

static bool to_text(enum pr_type t)
{
	return !pr_json && (t & PR_FP);
}

/* The opening bracket waits for the first value: a command that fails
 * before printing anything prints no JSON at all, as the reference. */
static bool json_pending;

static void json_open(void)
{
	if (jw && json_pending) {
		json_pending = false;
		jw_begin(jw, '[');
	}
}

void pr_json_begin(void)
{
	if (!pr_json || jw)
		return;
	jw = jw_new(stdout, pr_pretty);
	json_pending = jw != NULL;
}

void pr_json_leave_open(void)
{
	if (!jw)
		return;
	json_open();
	/* an array still empty: the reference's "[ " with -p */
	if (jw->pretty && jw->depth > 0 && jw->kind[jw->depth] == '[' &&
	    jw->first[jw->depth])
		fputc(' ', jw->f);
	jw_free(jw);
	jw = NULL;
}

void pr_json_abort(void)
{
	if (jw && json_pending) {
		jw_free(jw);
		jw = NULL;
		json_pending = false;
		return;
	}
	pr_json_end();
}

void pr_json_end(void)
{
	if (!jw)
		return;
	json_open();
	while (jw_depth(jw) > 0)
		jw_end(jw);
	fputc('\n', stdout);
	jw_free(jw);
	jw = NULL;
}

void pr_open_object(const char *key)
{
	if (!jw)
		return;
	json_open();
	if (key)
		jw_key(jw, key);
	jw_begin(jw, '{');
}

void pr_close_object(void)
{
	if (jw)
		jw_end(jw);
}

void pr_open_array(enum pr_type t, const char *key)
{
	if (to_json(t) && jw) {
		json_open();
		if (key)
			jw_key(jw, key);
		jw_begin(jw, '[');
	} else if (to_text(t) && key) {
		printf("%s", key);
	}
}

void pr_close_array(enum pr_type t, const char *delim)
{
	if (to_json(t) && jw)
		jw_end(jw);
	else if (to_text(t) && delim)
		printf("%s", delim);
}

static void json_key(const char *key)
{
	json_open();
	if (key && jw && jw->kind[jw->depth] == '{')
		jw_key(jw, key);
}

void pr_cstr(enum pr_type t, enum pr_color c, const char *key,
	     const char *fmt, const char *v)
{
	if (to_json(t)) {
		if (!jw)
			return;
		json_key(key);
		json_open();
		jw_string(jw, v ? v : "");
	} else if (to_text(t) && fmt) {
		if (pr_color && c != CLR_NONE) {
			printf(dark_background ? "\033[1;%dm" : "\033[%dm",
			       color_nums[c]);
			printf(fmt, v);
			fputs("\033[0m", stdout);
		} else {
			printf(fmt, v);
		}
	}
}

void pr_str(enum pr_type t, const char *key, const char *fmt, const char *v)
{
	pr_cstr(t, CLR_NONE, key, fmt, v);
}

static void json_num(const char *key, const char *num)
{
	if (!jw)
		return;
	json_open();
	json_key(key);
	jw_raw(jw, num);
}

#define PR_NUMBER(name, type, jfmt)                                         \
	void name(enum pr_type t, const char *key, const char *fmt, type v)  \
	{                                                                    \
		if (to_json(t)) {                                            \
			char b[32];                                          \
			snprintf(b, sizeof(b), jfmt, v);                     \
			json_num(key, b);                                    \
		} else if (to_text(t) && fmt) {                              \
			printf(fmt, v);                                      \
		}                                                            \
	}

PR_NUMBER(pr_uint, unsigned int, "%u")
PR_NUMBER(pr_int, int, "%d")
PR_NUMBER(pr_u64, uint64_t, "%" PRIu64)
PR_NUMBER(pr_s64, int64_t, "%" PRId64)

void pr_hex(enum pr_type t, const char *key, const char *fmt, unsigned int v)
{
	if (to_json(t)) {
		char b[16];

		snprintf(b, sizeof(b), "%x", v);
		if (jw) {
			json_open();
			json_key(key);
			jw_string(jw, b);
		}
	} else if (to_text(t) && fmt) {
		printf(fmt, v);
	}
}

void pr_bool(enum pr_type t, const char *key, const char *fmt, bool v)
{
	if (to_json(t))
		json_num(key, v ? "true" : "false");
	else if (to_text(t) && fmt)
		printf(fmt, v ? "true" : "false");
}

void pr_float(enum pr_type t, const char *key, const char *fmt, double v)
{
	if (to_json(t)) {
		char b[64];

		snprintf(b, sizeof(b), fmt ? fmt : "%g", v);
		/* the text format may carry padding: strip it for JSON */
		char *p = b;
		while (*p == ' ')
			p++;
		char *e = p + strlen(p);
		while (e > p && e[-1] == ' ')
			*--e = '\0';
		json_num(key, p);
	} else if (to_text(t) && fmt) {
		printf(fmt, v);
	}
}

void pr_null(enum pr_type t, const char *key, const char *fmt, const char *v)
{
	if (to_json(t))
		json_num(key, "null");
	else if (to_text(t) && fmt)
		printf(fmt, v);
}

void pr_json_raw(const char *key, const char *raw)
{
	if (pr_json)
		json_num(key, raw);
}

void pr_text(const char *fmt, ...)
{
	va_list ap;

	if (pr_json)
		return;
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
}

void pr_nl(void)
{
	if (!pr_json)
		fputs(pr_sl(), stdout);
}

void pr_flush(void)
{
	fflush(stdout);
}
