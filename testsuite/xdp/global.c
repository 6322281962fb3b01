// SPDX-License-Identifier: GPL-2.0
/* The program reads a global variable: loading it needs a map for .data
 * and a relocation, which nlroute does not do. */
#define SEC(n) __attribute__((section(n), used))

volatile int verdict = 2;

SEC("prog") int xdp_global(void *ctx)
{
	return verdict;
}

char _license[] SEC("license") = "GPL";
