/* SPDX-License-Identifier: GPL-2.0 */
/* unit.h — tiny helpers shared by the unit tests (one PASS/FAIL line each) */
#ifndef NLT_UNIT_H
#define NLT_UNIT_H

#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int unit_failed;

static inline void __attribute__((format(printf, 2, 3)))
check(bool ok, const char *fmt, ...)
{
	va_list ap;

	fputs(ok ? "PASS " : "FAIL ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	fflush(stdout);
	if (!ok)
		unit_failed = 1;
}

/* Print both strings in a visible form after a failed comparison. */
static inline void show_diff(const char *want, const char *got)
{
	printf("    want: \"%s\"\n    got:  \"%s\"\n", want, got ? got : "(null)");
}

static inline bool check_str(const char *got, const char *want, const char *name)
{
	bool ok = got && !strcmp(got, want);

	check(ok, "%s", name);
	if (!ok)
		show_diff(want, got);
	return ok;
}

/*
 * Run fn(arg) in a child with stdout and stderr captured in out/err
 * (NUL-terminated, truncated to sz - 1). Returns the child's exit status,
 * or -1 when it was killed by a signal.
 */
static inline int capture(void (*fn)(void *), void *arg, char *out, char *err,
		   size_t sz)
{
	FILE *fo = tmpfile(), *fe = tmpfile();
	pid_t pid;
	int st;
	size_t n;

	fflush(stdout);
	fflush(stderr);
	if (!fo || !fe)
		exit(2);
	pid = fork();
	if (pid < 0)
		exit(2);
	if (pid == 0) {
		dup2(fileno(fo), 1);
		dup2(fileno(fe), 2);
		fn(arg);
		fflush(stdout);
		fflush(stderr);
		_exit(0);
	}
	waitpid(pid, &st, 0);
	rewind(fo);
	rewind(fe);
	n = fread(out, 1, sz - 1, fo);
	out[n] = '\0';
	n = fread(err, 1, sz - 1, fe);
	err[n] = '\0';
	fclose(fo);
	fclose(fe);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Silence stderr around calls that print expected messages. */
static int quiet_fd = -1;

static inline void quiet_begin(void)
{
	fflush(stderr);
	int null_fd = open("/dev/null", O_WRONLY);

	/* without /dev/null the expected messages just stay visible */
	if (null_fd < 0)
		return;
	quiet_fd = dup(2);
	dup2(null_fd, 2);
	close(null_fd);
}

static inline void quiet_end(void)
{
	fflush(stderr);
	if (quiet_fd >= 0) {
		dup2(quiet_fd, 2);
		close(quiet_fd);
		quiet_fd = -1;
	}
}

static inline int unit_done(void)
{
	return unit_failed ? 1 : 0;
}

#endif
