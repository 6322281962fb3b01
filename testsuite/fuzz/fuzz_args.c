// SPDX-License-Identifier: GPL-2.0
/*
 * fuzz_args.c — the value parsers on arbitrary words.
 *
 * Input: one selector byte, then the word (cut at the first NUL). The
 * selector picks the parser; results are checked for consistency
 * (ranges, round trips through the formatters).
 */
#include <arpa/inet.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "inet.h"
#include "route.h"
#include "tables.h"
#include "fuzz.h"

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "fuzz: %s\n", #c); \
	abort(); } } while (0)

static const int families[] = { AF_UNSPEC, AF_INET, AF_INET6, AF_PACKET };

static void numbers(const char *s, int base)
{
	uint64_t u64;
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;
	int32_t s32;
	int r64 = get_u64(&u64, s, base);

	if (!get_u32(&u32, s, base))
		CHECK(!r64 && u64 == u32);
	if (!get_u16(&u16, s, base))
		CHECK(!r64 && u64 == u16);
	if (!get_u8(&u8, s, base))
		CHECK(!r64 && u64 == u8);
	get_s32(&s32, s, base);
	parse_on_off(s);
	ifname_ok(s);
	matches(s, "address");
}

static void lladdr(const char *s)
{
	unsigned char a[32], b[32];
	char txt[3 * 32 + 1];
	int n = parse_lladdr(s, a, sizeof(a));

	if (n < 0)
		return;
	CHECK(n > 0 && n <= (int)sizeof(a));
	format_lladdr(a, n, txt, sizeof(txt));
	CHECK(parse_lladdr(txt, b, sizeof(b)) == n && !memcmp(a, b, n));
	/* a short output buffer must truncate, not overflow */
	format_lladdr(a, n, txt, 5);
	CHECK(strlen(txt) < 5);
}

static void prefix(const char *s, int family, bool plain)
{
	struct inet_prefix p, q;
	char txt[INET6_ADDRSTRLEN];
	int r = plain ? inet_parse_addr(&p, s, family) :
			inet_parse_prefix(&p, s, family);

	if (r)
		return;
	CHECK(p.family == AF_INET || p.family == AF_INET6);
	CHECK(p.bytelen == (p.family == AF_INET ? 4 : 16));
	CHECK(p.bitlen >= 0 && p.bitlen <= p.bytelen * 8);
	CHECK(family == AF_UNSPEC || family == p.family);
	inet_fmt(p.family, p.data, txt, sizeof(txt));
	CHECK(!inet_parse_addr(&q, txt, p.family) &&
	      !memcmp(p.data, q.data, (size_t)p.bytelen));
	CHECK(inet_prefix_match(&p, p.data, p.bytelen * 8));
	inet_fmt(p.family, p.data, txt, 4);
}

static void tables(const char *s)
{
	uint32_t id;
	unsigned int type;
	char buf[32];

	if (!route_table_parse(s, &id))
		table_n2a(&tbl_rt_tables, id, buf, sizeof(buf));
	if (!table_a2n(&tbl_rt_protos, &id, s))
		table_n2a(&tbl_rt_protos, id, buf, sizeof(buf));
	if (!table_a2n(&tbl_rt_scopes, &id, s))
		table_n2a(&tbl_rt_scopes, id, buf, sizeof(buf));
	if (!table_a2n(&tbl_rt_dsfield, &id, s))
		table_n2a(&tbl_rt_dsfield, id, buf, sizeof(buf));
	table_a2n(&tbl_group, &id, s);
	table_a2n(&tbl_rt_realms, &id, s);
	if (!rtn_type_parse(s, &type))
		rtn_type_name(type, buf, sizeof(buf));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s;
	uint8_t sel;

	if (size < 1 || size > FUZZ_MAX_LEN)
		return 0;
	sel = data[0];
	/* an exact-size copy: reads past the word's NUL are caught */
	s = malloc(size);
	if (!s)
		return 0;
	memcpy(s, data + 1, size - 1);
	s[size - 1] = '\0';
	if (setjmp(fuzz_exit_jmp)) {
		fprintf(stderr, "fuzz: a parser called exit(%d)\n",
			fuzz_exit_status);
		abort();
	}
	fuzz_in_target = 1;
	switch (sel % 5) {
	case 0:
		numbers(s, (sel >> 3) & 1 ? 0 : (sel >> 4) & 1 ? 16 : 10);
		break;
	case 1:
		lladdr(s);
		break;
	case 2:
		prefix(s, families[(sel >> 3) & 3], false);
		break;
	case 3:
		prefix(s, families[(sel >> 3) & 3], true);
		break;
	case 4:
		tables(s);
		break;
	}
	fuzz_in_target = 0;
	free(s);
	return 0;
}
