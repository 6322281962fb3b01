// SPDX-License-Identifier: GPL-2.0
/* tables_test.c — the /etc/iproute2 name tables (include/tables.h)
 *
 * Built-in names must work without any file; names that only the stock
 * files define (rt_dsfield's AF11) are checked when the file is present.
 */
#include <stdint.h>

#include "tables.h"
#include "unit.h"

static void n2a(struct name_table *t, const char *tname, uint32_t id,
		const char *want)
{
	char buf[64];
	const char *got = table_n2a(t, id, buf, sizeof(buf));
	char name[128];

	snprintf(name, sizeof(name), "%s: %u -> %s", tname, id, want);
	check_str(got, want, name);
}

static void a2n(struct name_table *t, const char *tname, const char *arg,
		int ret, uint32_t want)
{
	uint32_t id = 12345;
	int r = table_a2n(t, &id, arg);
	bool ok = ret < 0 ? r < 0 : (r == 0 && id == want);

	if (ret < 0)
		check(ok, "%s: \"%s\" is rejected", tname, arg);
	else
		check(ok, "%s: \"%s\" -> %u (got %d, %u)", tname, arg, want, r,
		      id);
}

int main(void)
{
	n2a(&tbl_group, "group", 0, "default");
	n2a(&tbl_group, "group", 7, "7");
	a2n(&tbl_group, "group", "default", 0, 0);
	a2n(&tbl_group, "group", "7", 0, 7);
	a2n(&tbl_group, "group", "0x10", 0, 16);
	a2n(&tbl_group, "group", "nosuchgroup", -1, 0);
	a2n(&tbl_group, "group", "", -1, 0);
	/* the reference's int: 2^32 wraps to 0, 2^31 and 2^32-1 are negative */
	a2n(&tbl_group, "group", "4294967296", 0, 0);
	a2n(&tbl_group, "group", "4294967297", 0, 1);
	a2n(&tbl_group, "group", "2147483648", -1, 0);
	a2n(&tbl_group, "group", "4294967295", -1, 0);
	a2n(&tbl_group, "group", "2147483647", 0, 2147483647);
	a2n(&tbl_group, "group", "-1", -1, 0);

	n2a(&tbl_rt_tables, "rt_tables", 254, "main");
	n2a(&tbl_rt_tables, "rt_tables", 255, "local");
	n2a(&tbl_rt_tables, "rt_tables", 253, "default");
	n2a(&tbl_rt_tables, "rt_tables", 1000, "1000");
	a2n(&tbl_rt_tables, "rt_tables", "main", 0, 254);
	a2n(&tbl_rt_tables, "rt_tables", "local", 0, 255);
	a2n(&tbl_rt_tables, "rt_tables", "100", 0, 100);
	a2n(&tbl_rt_tables, "rt_tables", "mai", -1, 0);

	n2a(&tbl_rt_protos, "rt_protos", 2, "kernel");
	n2a(&tbl_rt_protos, "rt_protos", 4, "static");
	n2a(&tbl_rt_protos, "rt_protos", 3, "boot");
	n2a(&tbl_rt_protos, "rt_protos", 250, "250");
	a2n(&tbl_rt_protos, "rt_protos", "static", 0, 4);
	a2n(&tbl_rt_protos, "rt_protos", "bgp", 0, 186);

	n2a(&tbl_rt_scopes, "rt_scopes", 0, "global");
	n2a(&tbl_rt_scopes, "rt_scopes", 253, "link");
	n2a(&tbl_rt_scopes, "rt_scopes", 254, "host");
	n2a(&tbl_rt_scopes, "rt_scopes", 100, "100");
	a2n(&tbl_rt_scopes, "rt_scopes", "host", 0, 254);
	a2n(&tbl_rt_scopes, "rt_scopes", "nowhere", 0, 255);

	n2a(&tbl_rt_realms, "rt_realms", 77, "77");
	a2n(&tbl_rt_realms, "rt_realms", "77", 0, 77);

	n2a(&tbl_rt_dsfield, "rt_dsfield", 0x3, "0x03");
	if (access(CONFDIR "/rt_dsfield", R_OK) == 0) {
		n2a(&tbl_rt_dsfield, "rt_dsfield", 0x28, "AF11");
		a2n(&tbl_rt_dsfield, "rt_dsfield", "AF11", 0, 0x28);
	} else {
		printf("SKIP rt_dsfield names: no " CONFDIR "/rt_dsfield\n");
	}

	/* repeated lookups return the same (cached) answer */
	n2a(&tbl_rt_tables, "rt_tables again", 254, "main");
	return unit_done();
}
