/*
 * fuzz_cmd.c — whole commands: argument parsing and request building.
 *
 * Input: one option byte, a batch text (up to the first NUL), then the
 * netlink messages that nl_talk/nl_dump answer with (stubs.c). Every
 * line runs through ip_run() as ip -batch would run it; argument errors
 * call exit(), which stubs.c turns into a jump back here. No socket is
 * ever opened: stubs.c aborts if one is, and denies whatever would change
 * the host (namespaces, mounts, files, inotify, exec).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "ip_common.h"
#include "names.h"
#include "print.h"
#include "fuzz.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	if (!getenv("FUZZ_STDOUT") && !freopen("/dev/null", "w", stdout))
		return 1;
	return 0;
}

static void names(void)
{
	ll_forget_all();
	ll_remember_flags(1, "lo", 0x49);
	ll_remember_flags(2, "eth0", 0x1003);
	ll_remember_flags(3, "veth0", 0x1003);
	ll_remember_flags(4, "br0", 0x1003);
}

static void set_options(uint8_t o)
{
	static const int fams[] = { AF_UNSPEC, AF_INET, AF_INET6, AF_PACKET };

	pr_json = o & 1;
	pr_pretty = 0;
	show_details = !!(o & 2);
	show_stats = !!(o & 4);
	pr_oneline = !!(o & 8);
	brief = !!(o & 16);
	preferred_family = fams[(o >> 5) & 3];
	force = !!(o & 0x80);
	numeric = human_readable = use_iec = resolve_hosts = 0;
	timestamp = timestamp_short = do_all = 0;
	pr_color = 0;
	max_flush_loops = 3;
	batch_file = "fuzz";
}

static void run_line(int argc, char **argv)
{
	if (setjmp(fuzz_exit_jmp)) {
		pr_json_end();
		return;
	}
	fuzz_in_target = 1;
	ip_run(argc, argv);
	fuzz_in_target = 0;
	pr_json_end();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *nul;
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	char *text;
	size_t tlen;
	long len;

	if (size < 1 || size > 16384)
		return 0;
	set_options(data[0]);
	data++;
	size--;
	nul = memchr(data, 0, size);
	tlen = nul ? (size_t)(nul - data) : size;
	fuzz_reply = nul ? nul + 1 : NULL;
	fuzz_reply_len = nul ? size - tlen - 1 : 0;
	fuzz_talk_err = fuzz_reply_len ? 0 : -ENODEV;
	text = malloc(tlen + 1);
	if (!text)
		return 0;
	memcpy(text, data, tlen);
	r.f = fmemopen(text, tlen, "r");
	r.name = "fuzz";
	if (!r.f) {
		free(text);
		return 0;
	}
	names();
	while ((len = batch_read(&r)) >= 0) {
		int argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);

		if (argc > 0)
			run_line(argc, argv);
	}
	free(r.line);
	fclose(r.f);
	free(text);
	return 0;
}
