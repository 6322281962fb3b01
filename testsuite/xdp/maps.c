// SPDX-License-Identifier: GPL-2.0
/* A legacy "maps" section: a map to create, which nlroute does not do,
 * though the program does not use it. */
#define SEC(n) __attribute__((section(n), used))

struct map_def {
	unsigned int type, key_size, value_size, max_entries;
};

struct map_def counters SEC("maps") = { 2, 4, 8, 1 };	/* array */

SEC("prog") int xdp_maps(void *ctx)
{
	return 2;
}

char _license[] SEC("license") = "GPL";
