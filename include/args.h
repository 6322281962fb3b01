/* SPDX-License-Identifier: GPL-2.0 */
/* args.h — argument cursor, keyword matching, number/address parsers */
#ifndef NLROUTE_ARGS_H
#define NLROUTE_ARGS_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

/* Cursor over argv: argv[0] is the current word. */
struct args {
	int argc;
	char **argv;
};

static inline bool args_more(const struct args *a)
{
	return a->argc > 0;
}

static inline const char *args_cur(const struct args *a)
{
	return a->argc > 0 ? a->argv[0] : NULL;
}

static inline void args_skip(struct args *a)
{
	if (a->argc > 0) {
		a->argc--;
		a->argv++;
	}
}

/* Advance to the next word; a missing word is the reference's
 * "Command line is not complete" error (exit 255). Returns the word. */
const char *args_next(struct args *a);

/* Abbreviation rule: word is a non-empty prefix of keyword. */
bool matches(const char *word, const char *keyword);
/* Exact comparison. */
bool is(const char *word, const char *keyword);

/* The reference's argument errors; all exit with status 255. */
void __attribute__((noreturn)) incomplete_command(void);
void __attribute__((noreturn)) invarg(const char *msg, const char *arg);
void __attribute__((noreturn)) duparg(const char *key, const char *arg);
void __attribute__((noreturn)) duparg2(const char *key, const char *arg);
void __attribute__((noreturn)) missarg(const char *key);
void __attribute__((noreturn)) nodev(const char *dev);

/* Numbers: 0 on success, -1 on a bad value. base 0 accepts 0x/0 prefixes. */
int get_u64(uint64_t *v, const char *s, int base);
int get_u32(uint32_t *v, const char *s, int base);
int get_u16(uint16_t *v, const char *s, int base);
int get_u8(uint8_t *v, const char *s, int base);
int get_s32(int32_t *v, const char *s, int base);
int get_unsigned(unsigned int *v, const char *s, int base);

/* on/off keywords: 1, 0, or -1 for anything else. */
int parse_on_off(const char *s);
/* The reference's parse_one_of() form: any abbreviation of "off" (first)
 * or "on"; 0, 1 or -1. Its words: must be one of "off", "on". */
int parse_one_of_on_off(const char *s);

/* Link-layer address "aa:bb:..": returns length (>0) or -1. */
int parse_lladdr(const char *s, unsigned char *out, size_t max);
/* The reference's message for a bad one: '"PART" is invalid lladdr.'
 * naming the first part that is not a hex byte (else the whole word). */
void lladdr_error(const char *s);
/* Formats a link-layer address like the reference ("%02x:"). */
char *format_lladdr(const unsigned char *a, int len, char *buf, size_t sz);

/* Interface names: valid for IFLA_IFNAME (1..15 chars, no '/', no space). */
bool ifname_ok(const char *name);

/* Time values for timers ("1s", "100ms", plain seconds): in centiseconds. */

/* Program name for messages (set from argv[0]). */
extern const char *prog_name;

#endif
