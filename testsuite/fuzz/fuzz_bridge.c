/*
 * fuzz_bridge.c — whole bridge commands: argument parsing, request
 * building, and the link/fdb/mdb/vlan printers on arbitrary replies.
 *
 * Input: one option byte, a batch text (up to the first NUL), then the
 * netlink messages every dump and request of those lines is answered with
 * (stubs.c). Each line runs through br_run() as bridge -batch would run
 * it; argument errors call exit(), which stubs.c turns into a jump back
 * here. No socket is opened and the host is not touched (stubs.c).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "br_common.h"
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
	ll_remember_flags(3, "vx0", 0x1003);
	ll_remember_flags(4, "br0", 0x1003);
}

static void set_options(uint8_t o)
{
	pr_json = o & 1;
	pr_pretty = !!(o & 2);
	show_details = !!(o & 4);
	show_stats = !!(o & 8);
	pr_oneline = !!(o & 16);
	compress_vlans = !!(o & 32);
	timestamp = 0;
	force = !!(o & 64);
	pr_color = !!(o & 128) && !pr_json;
}

static void run_line(int argc, char **argv)
{
	if (setjmp(fuzz_exit_jmp)) {
		pr_json_end();
		return;
	}
	fuzz_in_target = 1;
	br_run(argc, argv);
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
	while (batch_read(&r) >= 0) {
		int argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);

		if (argc > 0)
			run_line(argc, argv);
	}
	free(r.line);
	fclose(r.f);
	free(text);
	return 0;
}
