// SPDX-License-Identifier: GPL-2.0
/* link_stats.c — the -s / -s -s statistics block of `ip link show` */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <linux/if_link.h>

#include "print.h"
#include "ip_common.h"
#include "link.h"

#define NCOLS 8

static unsigned int digits(uint64_t v)
{
	unsigned int n = 1;

	while (v >= 10) {
		v /= 10;
		n++;
	}
	return n;
}

/* Human-readable form of -h: 1000-based (or 1024 with -iec). */
static void human(char *buf, size_t sz, uint64_t v)
{
	static const char units[] = "kMGTPE";
	unsigned int base = use_iec ? 1024 : 1000;
	const char *u = NULL;
	double d = (double)v;

	for (const char *p = units; *p && d >= base; p++) {
		d /= base;
		u = p;
	}
	if (!u)
		snprintf(buf, sz, "%" PRIu64, v);
	else
		snprintf(buf, sz, "%.*f%c%s", d < 10 ? 2 : (d < 100 ? 1 : 0), d,
			 *u, use_iec ? "i" : "");
}

static unsigned int width(uint64_t v)
{
	char b[32];

	if (!human_readable)
		return digits(v);
	human(b, sizeof(b), v);
	return (unsigned int)strlen(b);
}

static void widen(unsigned int *cols, int n, const uint64_t *vals)
{
	for (int i = 0; i < n; i++) {
		unsigned int w = width(vals[i]);

		if (w > cols[i])
			cols[i] = w;
	}
}

static void num(unsigned int w, uint64_t v)
{
	char b[32];

	if (human_readable)
		human(b, sizeof(b), v);
	else
		snprintf(b, sizeof(b), "%" PRIu64, v);
	printf("%*s ", (int)w, b);
}

static void print_stats(const struct nlattr **tb, bool block)
{
	struct rtnl_link_stats64 s = { 0 };
	size_t len = mnl_attr_get_payload_len(tb[IFLA_STATS64]);
	bool has_cc = tb[IFLA_CARRIER_CHANGES] != NULL;
	uint64_t cc = has_cc ? mnl_attr_get_u32(tb[IFLA_CARRIER_CHANGES]) : 0;

	memcpy(&s, mnl_attr_get_payload(tb[IFLA_STATS64]),
	       len < sizeof(s) ? len : sizeof(s));

	if (pr_json) {
		pr_open_object("stats64");
		pr_open_object("rx");
		pr_u64(PR_JSON, "bytes", NULL, s.rx_bytes);
		pr_u64(PR_JSON, "packets", NULL, s.rx_packets);
		pr_u64(PR_JSON, "errors", NULL, s.rx_errors);
		pr_u64(PR_JSON, "dropped", NULL, s.rx_dropped);
		pr_u64(PR_JSON, "over_errors", NULL, s.rx_over_errors);
		pr_u64(PR_JSON, "multicast", NULL, s.multicast);
		if (s.rx_compressed)
			pr_u64(PR_JSON, "compressed", NULL, s.rx_compressed);
		if (show_stats > 1) {
			pr_u64(PR_JSON, "length_errors", NULL, s.rx_length_errors);
			pr_u64(PR_JSON, "crc_errors", NULL, s.rx_crc_errors);
			pr_u64(PR_JSON, "frame_errors", NULL, s.rx_frame_errors);
			pr_u64(PR_JSON, "fifo_errors", NULL, s.rx_fifo_errors);
			pr_u64(PR_JSON, "missed_errors", NULL, s.rx_missed_errors);
			if (s.rx_nohandler)
				pr_u64(PR_JSON, "nohandler", NULL, s.rx_nohandler);
		}
		pr_close_object();
		pr_open_object("tx");
		pr_u64(PR_JSON, "bytes", NULL, s.tx_bytes);
		pr_u64(PR_JSON, "packets", NULL, s.tx_packets);
		pr_u64(PR_JSON, "errors", NULL, s.tx_errors);
		pr_u64(PR_JSON, "dropped", NULL, s.tx_dropped);
		pr_u64(PR_JSON, "carrier_errors", NULL, s.tx_carrier_errors);
		pr_u64(PR_JSON, "collisions", NULL, s.collisions);
		if (s.tx_compressed)
			pr_u64(PR_JSON, "compressed", NULL, s.tx_compressed);
		if (show_stats > 1) {
			pr_u64(PR_JSON, "aborted_errors", NULL, s.tx_aborted_errors);
			pr_u64(PR_JSON, "fifo_errors", NULL, s.tx_fifo_errors);
			pr_u64(PR_JSON, "window_errors", NULL, s.tx_window_errors);
			pr_u64(PR_JSON, "heartbeat_errors", NULL,
			       s.tx_heartbeat_errors);
			if (has_cc)
				pr_u64(PR_JSON, "carrier_changes", NULL, cc);
		}
		pr_close_object();
		pr_close_object();
		return;
	}

	unsigned int cols[NCOLS] = { 10, 7, 6, 7, 7, 7, 10, 9 };
	const char *sl = pr_sl();
	uint64_t rx[NCOLS] = { s.rx_bytes, s.rx_packets, s.rx_errors,
		s.rx_dropped, s.rx_missed_errors, s.multicast, s.rx_compressed,
		0 };
	uint64_t tx[NCOLS] = { s.tx_bytes, s.tx_packets, s.tx_errors,
		s.tx_dropped, s.tx_carrier_errors, s.collisions,
		s.tx_compressed, 0 };

	widen(cols, NCOLS, rx);
	widen(cols, NCOLS, tx);
	if (show_stats > 1) {
		uint64_t rxe[NCOLS] = { 0, s.rx_length_errors, s.rx_crc_errors,
			s.rx_frame_errors, s.rx_fifo_errors, s.rx_over_errors,
			s.rx_nohandler, 0 };
		uint64_t txe[NCOLS] = { 0, s.tx_aborted_errors,
			s.tx_fifo_errors, s.tx_window_errors,
			s.tx_heartbeat_errors, cc, 0, 0 };

		widen(cols, NCOLS, rxe);
		widen(cols, NCOLS, txe);
	}

	printf("%s    RX: %*s %*s %*s %*s %*s %*s %*s", block ? "" : sl,
	       (int)cols[0] - 4, "bytes", (int)cols[1], "packets",
	       (int)cols[2], "errors", (int)cols[3], "dropped",
	       (int)cols[4], "missed", (int)cols[5], "mcast",
	       (int)cols[6], s.rx_compressed ? "compressed" : "");
	printf("%s    ", sl);
	for (int i = 0; i < 6; i++)
		num(cols[i], rx[i]);
	if (s.rx_compressed)
		num(cols[6], s.rx_compressed);
	if (show_stats > 1) {
		printf("%s    RX errors:%*s %*s %*s %*s %*s %*s", sl,
		       (int)cols[0] - 10, "", (int)cols[1], "length",
		       (int)cols[2], "crc", (int)cols[3], "frame",
		       (int)cols[4], "fifo", (int)cols[5], "overrun");
		/* nohandler drops are errors: shown with them, as the
		 * reference does */
		if (s.rx_nohandler)
			printf(" %*s", (int)cols[6], "nohandler");
		printf("%s    %*s ", sl, (int)cols[0], "");
		num(cols[1], s.rx_length_errors);
		num(cols[2], s.rx_crc_errors);
		num(cols[3], s.rx_frame_errors);
		num(cols[4], s.rx_fifo_errors);
		num(cols[5], s.rx_over_errors);
		if (s.rx_nohandler)
			num(cols[6], s.rx_nohandler);
	}
	printf("%s    TX: %*s %*s %*s %*s %*s %*s %*s", sl,
	       (int)cols[0] - 4, "bytes", (int)cols[1], "packets",
	       (int)cols[2], "errors", (int)cols[3], "dropped",
	       (int)cols[4], "carrier", (int)cols[5], "collsns",
	       (int)cols[6], s.tx_compressed ? "compressed" : "");
	printf("%s    ", sl);
	for (int i = 0; i < 6; i++)
		num(cols[i], tx[i]);
	if (s.tx_compressed)
		num(cols[6], s.tx_compressed);
	if (show_stats > 1) {
		printf("%s    TX errors:%*s %*s %*s %*s %*s %*s", sl,
		       (int)cols[0] - 10, "", (int)cols[1], "aborted",
		       (int)cols[2], "fifo", (int)cols[3], "window",
		       (int)cols[4], "heartbt",
		       (int)cols[5], has_cc ? "transns" : "");
		printf("%s    %*s ", sl, (int)cols[0], "");
		num(cols[1], s.tx_aborted_errors);
		num(cols[2], s.tx_fifo_errors);
		num(cols[3], s.tx_window_errors);
		num(cols[4], s.tx_heartbeat_errors);
		if (has_cc)
			num(cols[5], cc);
	}
	/* the line separator: with -o (ip -o -0 -s address) the
	 * reference's output then ends without a newline */
	if (block)
		fputs(sl, stdout);
}

void link_print_stats(const struct nlattr **tb)
{
	print_stats(tb, false);
}

void link_print_stats_block(const struct nlattr **tb)
{
	print_stats(tb, true);
}

#define TABLE_COLS 8

static void table_rows(const char *dir, int n, const char *const *titles,
		       const uint64_t *v, const unsigned int *cols)
{
	const char *sl = pr_sl();

	printf("%s    %s: %*s", sl, dir, (int)cols[0] - 4, titles[0]);
	for (int i = 1; i < n; i++)
		printf(" %*s", (int)cols[i], titles[i]);
	printf("%s    ", sl);
	for (int i = 0; i < n; i++)
		num(cols[i], v[i]);
}

void link_print_stats_table(const struct stats_table *t)
{
	unsigned int cols[TABLE_COLS];
	int n = t->nrx > t->ntx ? t->nrx : t->ntx;

	if (n > TABLE_COLS)
		return;
	for (int i = 0; i < n; i++)
		cols[i] = t->min[i];
	widen(cols, t->nrx, t->rx);
	widen(cols, t->ntx, t->tx);
	table_rows("RX", t->nrx, t->rx_titles, t->rx, cols);
	table_rows("TX", t->ntx, t->tx_titles, t->tx, cols);
}
