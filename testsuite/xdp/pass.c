// SPDX-License-Identifier: GPL-2.0
/* Two XDP programs without maps: "prog" (the default section) passes
 * every packet, "xdp" drops them. */
#define SEC(n) __attribute__((section(n), used))

SEC("prog") int xdp_pass(void *ctx)
{
	return 2;	/* XDP_PASS */
}

SEC("xdp") int xdp_drop(void *ctx)
{
	return 1;	/* XDP_DROP */
}

char _license[] SEC("license") = "GPL";
