// SPDX-License-Identifier: GPL-2.0
/* No "license" section. */
#define SEC(n) __attribute__((section(n), used))

SEC("prog") int xdp_nolic(void *ctx)
{
	return 2;
}
