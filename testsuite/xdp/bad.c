// SPDX-License-Identifier: GPL-2.0
/* Reads a register nothing wrote: the verifier refuses the program. */
#define SEC(n) __attribute__((section(n), used))

SEC("prog") int xdp_bad(void *ctx)
{
	int x;

	asm volatile("%0 = r5" : "=r"(x));
	return x;
}

char _license[] SEC("license") = "GPL";
