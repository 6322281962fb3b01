// SPDX-License-Identifier: GPL-2.0
/* args_test.c — keyword matching, number/address parsers and the argument
 * error messages of include/args.h.
 *
 * Numbers follow the reference's strtoul-based parsing: base 0 takes 0x and
 * 0 prefixes, leading blanks are accepted (`ip link set X mtu ' 1400'`
 * works with the reference), trailing garbage and overflow are rejected.
 */
#include <stdint.h>

#include "args.h"
#include "unit.h"

static void test_matches(void)
{
	check(matches("s", "set"), "matches: one-letter prefix");
	check(matches("set", "set"), "matches: whole keyword");
	check(!matches("sets", "set"), "matches: longer word is no match");
	check(!matches("", "set"), "matches: empty word is no match");
	check(!matches("x", "set"), "matches: other letter");
	check(!matches("Set", "set"), "matches: case sensitive");
	check(is("up", "up") && !is("u", "up"), "is: exact only");
}

static void test_u32(void)
{
	uint32_t v = 7;

	check(!get_u32(&v, "1400", 0) && v == 1400, "get_u32: decimal");
	check(!get_u32(&v, "0x500", 0) && v == 0x500, "get_u32: hex with base 0");
	check(!get_u32(&v, "010", 0) && v == 8, "get_u32: octal with base 0");
	check(!get_u32(&v, "010", 10) && v == 10, "get_u32: base 10 ignores 0");
	check(get_u32(&v, "0x10", 10) < 0, "get_u32: hex rejected in base 10");
	check(!get_u32(&v, "4294967295", 0) && v == UINT32_MAX,
	      "get_u32: maximum");
	v = 7;
	check(get_u32(&v, "4294967296", 0) < 0 && v == 7,
	      "get_u32: overflow rejected, value untouched");
	check(get_u32(&v, "", 0) < 0, "get_u32: empty string");
	check(get_u32(&v, "12x", 0) < 0, "get_u32: trailing garbage");
	check(get_u32(&v, "x12", 0) < 0, "get_u32: leading garbage");
	check(!get_u32(&v, " 1400", 0) && v == 1400,
	      "get_u32: leading blank accepted like the reference");
	check(get_u32(&v, "99999999999999999999999", 0) < 0,
	      "get_u32: huge number");
}

static void test_small(void)
{
	uint16_t s;
	uint8_t b;
	int32_t i;
	uint64_t l;

	check(!get_u16(&s, "65535", 0) && s == 65535, "get_u16: maximum");
	check(get_u16(&s, "65536", 0) < 0, "get_u16: overflow");
	check(!get_u8(&b, "255", 0) && b == 255, "get_u8: maximum");
	check(get_u8(&b, "256", 0) < 0, "get_u8: overflow");
	check(!get_u8(&b, "0xff", 0) && b == 255, "get_u8: hex");
	check(!get_s32(&i, "-2147483648", 0) && i == INT32_MIN,
	      "get_s32: minimum");
	check(!get_s32(&i, "2147483647", 0) && i == INT32_MAX,
	      "get_s32: maximum");
	check(get_s32(&i, "2147483648", 0) < 0, "get_s32: overflow");
	check(get_s32(&i, "-2147483649", 0) < 0, "get_s32: underflow");
	check(get_s32(&i, "-", 0) < 0, "get_s32: lone minus");
	check(!get_u64(&l, "18446744073709551615", 0) && l == UINT64_MAX,
	      "get_u64: maximum");
	check(get_u64(&l, "18446744073709551616", 0) < 0, "get_u64: overflow");
}

static void test_on_off(void)
{
	check(parse_on_off("on") == 1, "parse_on_off: on");
	check(parse_on_off("off") == 0, "parse_on_off: off");
	check(parse_on_off("ON") < 0, "parse_on_off: ON rejected (reference)");
	check(parse_on_off("of") < 0, "parse_on_off: no abbreviation");
	check(parse_on_off("") < 0, "parse_on_off: empty");
	check(parse_on_off("1") < 0, "parse_on_off: 1 rejected");
}

static void test_lladdr(void)
{
	unsigned char a[32];
	char buf[128];
	int n;

	n = parse_lladdr("02:00:00:00:00:01", a, sizeof(a));
	check(n == 6 && a[0] == 2 && a[5] == 1, "parse_lladdr: ethernet");
	n = parse_lladdr("2:0:0:0:0:3", a, sizeof(a));
	check(n == 6 && a[0] == 2 && a[5] == 3, "parse_lladdr: single digits");
	n = parse_lladdr("02:AB:cd:Ef:00:01", a, sizeof(a));
	check(n == 6 && a[1] == 0xab && a[2] == 0xcd && a[3] == 0xef,
	      "parse_lladdr: mixed case");
	n = parse_lladdr("aa:bb:cc:dd:ee:ff:00:11", a, sizeof(a));
	check(n == 8, "parse_lladdr: 8 bytes (got %d)", n);
	check(parse_lladdr("aa:bb:cc:dd:ee:ff:00", a, 6) < 0,
	      "parse_lladdr: longer than the buffer");
	check(parse_lladdr("", a, sizeof(a)) < 0, "parse_lladdr: empty");
	check(parse_lladdr("zz", a, sizeof(a)) < 0, "parse_lladdr: not hex");
	check(parse_lladdr("02:", a, sizeof(a)) < 0,
	      "parse_lladdr: trailing colon");
	check(parse_lladdr(":02", a, sizeof(a)) < 0,
	      "parse_lladdr: leading colon");
	check(parse_lladdr("02::01", a, sizeof(a)) < 0,
	      "parse_lladdr: empty byte");
	check(parse_lladdr("0200", a, sizeof(a)) < 0,
	      "parse_lladdr: no colons (reference rejects 0200)");
	check(parse_lladdr("123:00", a, sizeof(a)) < 0,
	      "parse_lladdr: three digits in a byte");

	a[0] = 2; a[1] = 0; a[2] = 0xab; a[3] = 0; a[4] = 0; a[5] = 1;
	check_str(format_lladdr(a, 6, buf, sizeof(buf)), "02:00:ab:00:00:01",
		  "format_lladdr: ethernet");
	check_str(format_lladdr(a, 1, buf, sizeof(buf)), "02",
		  "format_lladdr: one byte");
	check_str(format_lladdr(a, 0, buf, sizeof(buf)), "",
		  "format_lladdr: empty");
	memset(buf, 'Z', sizeof(buf));
	format_lladdr(a, 6, buf, 8);
	check(memchr(buf, '\0', 8) != NULL && buf[8] == 'Z',
	      "format_lladdr: small buffer stays terminated and in bounds");
}

static void test_ifname(void)
{
	check(ifname_ok("eth0"), "ifname_ok: eth0");
	check(ifname_ok("abcdefghijklmno"), "ifname_ok: 15 characters");
	check(!ifname_ok("abcdefghijklmnop"), "ifname_ok: 16 characters");
	check(!ifname_ok(""), "ifname_ok: empty");
	check(!ifname_ok("a/b"), "ifname_ok: slash");
	check(!ifname_ok("a b"), "ifname_ok: space");
	check(!ifname_ok("a\tb"), "ifname_ok: tab");
	check(ifname_ok("v0.x"), "ifname_ok: dot inside");
}

/* ---- messages and exit codes ------------------------------------------ */

struct call {
	int which;
	const char *a, *b;
};

static void call_child(void *p)
{
	struct call *c = p;
	char *argv[] = { "mtu", NULL };
	struct args a = { 1, argv };

	switch (c->which) {
	case 0: args_next(&a); break;
	case 1: invarg(c->a, c->b); break;
	case 2: duparg(c->a, c->b); break;
	case 3: duparg2(c->a, c->b); break;
	case 5: incomplete_command(); break;
	case 6: nodev(c->a); break;
	}
	printf("returned\n");
	exit(0);
}

static void test_message(const char *name, struct call c, const char *want)
{
	char out[512], err[512];
	int rc = capture(call_child, &c, out, err, sizeof(err));
	bool ok = rc == 255 && !strcmp(err, want) && !*out;

	check(ok, "%s: message and exit status 255", name);
	if (!ok) {
		printf("    exit %d, stdout \"%s\"\n", rc, out);
		show_diff(want, err);
	}
}

static void test_messages(void)
{
	char *argv[] = { "mtu", "1400", NULL };
	struct args a = { 2, argv };

	check(args_more(&a) && !strcmp(args_cur(&a), "mtu"),
	      "args_cur: first word");
	check(!strcmp(args_next(&a), "1400") && a.argc == 1,
	      "args_next: moves to the value");
	args_skip(&a);
	check(!args_more(&a) && args_cur(&a) == NULL, "args_skip: to the end");
	args_skip(&a);
	check(a.argc == 0, "args_skip: stays at the end");

	test_message("args_next at the last word", (struct call){ 0 },
		     "Command line is not complete. Try option \"help\"\n");
	test_message("incomplete_command", (struct call){ 5 },
		     "Command line is not complete. Try option \"help\"\n");
	test_message("invarg",
		     (struct call){ 1, "Invalid \"txqueuelen\" value\n",
				    "4294967296" },
		     "Error: argument \"4294967296\" is wrong: "
		     "Invalid \"txqueuelen\" value\n\n");
	test_message("duparg", (struct call){ 2, "mtu", "2" },
		     "Error: duplicate \"mtu\": \"2\" is the second value.\n");
	test_message("duparg2", (struct call){ 3, "dev", "bogus" },
		     "Error: either \"dev\" is duplicate, or \"bogus\" is a "
		     "garbage.\n");
	test_message("nodev", (struct call){ 6, "1400" },
		     "Error: argument \"1400\" is wrong: Device does not exist\n");
}

int main(void)
{
	test_matches();
	test_u32();
	test_small();
	test_on_off();
	test_lladdr();
	test_ifname();
	test_messages();
	return unit_done();
}
