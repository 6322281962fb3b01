// SPDX-License-Identifier: GPL-2.0
/*
 * asan_options.c — the defaults of a sanitizer build (make SANITIZE=1);
 * empty otherwise.
 *
 * LeakSanitizer stops the process's threads with ptrace at exit, so it
 * cannot work, and fails the exit, when nlroute is itself being traced,
 * as in the tests that watch it (or ifupdown running it) with strace.
 * Those runs go without the leak check; all others keep it. The hook runs
 * before the sanitizer runtime is up, so it reads its status with raw
 * system calls and no libc string functions. ASAN_OPTIONS from the environment still overrides this.
 */
#if defined(__SANITIZE_ADDRESS__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Called before the shadow memory exists: nothing here may be checked. */
#define UNCHECKED __attribute__((no_sanitize_address, no_sanitize_undefined))

const char *__asan_default_options(void);

static UNCHECKED int traced(void)
{
	static const char key[] = "\nTracerPid:";
	static char buf[2048];
	const char *p;
	long fd, n;

	fd = syscall(SYS_openat, AT_FDCWD, "/proc/self/status",
		     O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	n = syscall(SYS_read, fd, buf, sizeof(buf) - 1);
	syscall(SYS_close, fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	/* no strstr: the runtime's interceptors may not be set up yet */
	for (p = buf; *p; p++) {
		const char *k = key, *q = p;

		while (*k && *q == *k)
			k++, q++;
		if (*k)
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		return *q >= '1' && *q <= '9';
	}
	return 0;
}

UNCHECKED const char *__asan_default_options(void)
{
	return traced() ? "detect_leaks=0" : "";
}
#endif
