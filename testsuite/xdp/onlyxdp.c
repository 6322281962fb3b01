// SPDX-License-Identifier: GPL-2.0
/* No "prog" section: loading without "section" must fail. A name longer
 * than the kernel keeps (15 characters) is cut. */
#define SEC(n) __attribute__((section(n), used))

SEC("xdp") int a_very_long_program_name(void *ctx)
{
	return 2;
}

char _license[] SEC("license") = "GPL";
