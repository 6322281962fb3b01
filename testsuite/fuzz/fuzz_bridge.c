// SPDX-License-Identifier: GPL-2.0
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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "br_common.h"
#include "print.h"
#include "fuzz.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	return fuzz_quiet_stdout();
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1 || size > FUZZ_MAX_LEN)
		return 0;
	set_options(data[0]);
	fuzz_names();
	fuzz_run_batch(data + 1, size - 1, br_run);
	return 0;
}
