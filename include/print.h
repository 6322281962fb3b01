/* SPDX-License-Identifier: GPL-2.0 */
/* print.h — one output API for text, JSON (-j, -p) and colour */
#ifndef NLROUTE_PRINT_H
#define NLROUTE_PRINT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Where a value goes: text output, JSON output, or both. */
enum pr_type {
	PR_FP = 1,
	PR_JSON = 2,
	PR_ANY = 3,
};

enum pr_color {
	CLR_NONE,
	CLR_IFNAME,
	CLR_MAC,
	CLR_INET,
	CLR_INET6,
	CLR_UP,
	CLR_DOWN,
};

extern int pr_json;	/* -j */
extern int pr_pretty;	/* -p */
extern int pr_color;	/* colour enabled for text output */
extern int pr_oneline;	/* -o */

/* The line separator: "\\" in -o mode, "\n" otherwise. */
const char *pr_sl(void);

/* Colour option handling: mode is "always", "auto", "never" or NULL. */
int pr_set_color_mode(const char *mode);

/* JSON document framing: the top-level array. */
void pr_json_begin(void);
void pr_json_end(void);
/*
 * After a failed dump, as the reference: print the pending opening
 * bracket if need be and leave what is open unclosed; the document is
 * forgotten, so that pr_json_end() does nothing and pr_json_begin() may
 * start another.
 */
void pr_json_leave_open(void);
/* On failure: no JSON at all if nothing was printed, else as end. */
void pr_json_abort(void);

void pr_open_object(const char *key);
void pr_close_object(void);
void pr_open_array(enum pr_type t, const char *key);
void pr_close_array(enum pr_type t, const char *delim);

/* Values: fmt is used for text (may be NULL for JSON-only output). */
void pr_str(enum pr_type t, const char *key, const char *fmt, const char *v);
void pr_cstr(enum pr_type t, enum pr_color c, const char *key,
	     const char *fmt, const char *v);
void pr_uint(enum pr_type t, const char *key, const char *fmt, unsigned int v);
void pr_int(enum pr_type t, const char *key, const char *fmt, int v);
void pr_u64(enum pr_type t, const char *key, const char *fmt, uint64_t v);
void pr_s64(enum pr_type t, const char *key, const char *fmt, int64_t v);
void pr_hex(enum pr_type t, const char *key, const char *fmt, unsigned int v);
void pr_bool(enum pr_type t, const char *key, const char *fmt, bool v);
void pr_float(enum pr_type t, const char *key, const char *fmt, double v);
void pr_null(enum pr_type t, const char *key, const char *fmt, const char *v);
/* Plain text only (ignored in JSON mode). */
void pr_text(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Text newline honouring -o; nothing in JSON. */
void pr_nl(void);

/* Raw JSON value with a preformatted number (e.g. "%.2f" timers). */
void pr_json_raw(const char *key, const char *raw);

/* Flush output (called between batch lines). */
void pr_flush(void);

/* Low level JSON writer, exposed for unit tests. */
struct jw;
struct jw *jw_new(FILE *f, bool pretty);
void jw_free(struct jw *w);
void jw_key(struct jw *w, const char *key);
void jw_string(struct jw *w, const char *s);
void jw_raw(struct jw *w, const char *s);
void jw_begin(struct jw *w, char open);
void jw_end(struct jw *w);
int jw_depth(const struct jw *w);

#endif
