// SPDX-License-Identifier: GPL-2.0
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
#include <stdint.h>
#include <sys/socket.h>
#include <stdio.h>
#include <stdlib.h>

#include "ip_common.h"
#include "print.h"
#include "fuzz.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	return fuzz_quiet_stdout();
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1 || size > FUZZ_MAX_LEN)
		return 0;
	set_options(data[0]);
	fuzz_names();
	fuzz_run_batch(data + 1, size - 1, ip_run);
	return 0;
}
