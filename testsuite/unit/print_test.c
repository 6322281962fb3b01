// SPDX-License-Identifier: GPL-2.0
/* print_test.c — the JSON writer and the text/JSON printer (include/print.h)
 *
 * The expected layouts are the reference's: compact JSON has no blanks
 * (`[{"a":1,"b":["x","y"]}]`), pretty JSON (-j -p) opens the top-level
 * array as "[ {", indents object members by four blanks a level, writes
 * arrays inline as `[ "a","b" ]` and joins objects of the top-level array
 * with "},{".  Every document is also written to $NLT_TMP/unit/NAME.json,
 * which the runner validates with `python3 -m json.tool`.
 */
#include <inttypes.h>
#include <stdint.h>

#include "print.h"
#include "unit.h"

/* Run a writer scenario into a memory buffer. */
static char *with_writer(void (*fn)(struct jw *), bool pretty)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	struct jw *w = jw_new(f, pretty);

	fn(w);
	jw_free(w);
	fclose(f);
	return buf;
}

static void save_json(const char *name, const char *doc)
{
	const char *dir = getenv("NLT_TMP");
	char path[4096];
	FILE *f;

	if (!dir)
		return;
	snprintf(path, sizeof(path), "%s/unit/%s.json", dir, name);
	f = fopen(path, "w");
	if (!f)
		return;
	fputs(doc, f);
	fclose(f);
}

static void doc_link(struct jw *w)
{
	jw_begin(w, '[');
	jw_begin(w, '{');
	jw_key(w, "ifindex");
	jw_raw(w, "1");
	jw_key(w, "ifname");
	jw_string(w, "lo");
	jw_key(w, "flags");
	jw_begin(w, '[');
	jw_string(w, "LOOPBACK");
	jw_string(w, "UP");
	jw_end(w);
	jw_key(w, "linkinfo");
	jw_begin(w, '{');
	jw_key(w, "info_kind");
	jw_string(w, "veth");
	jw_end(w);
	jw_end(w);
	jw_begin(w, '{');
	jw_key(w, "ifindex");
	jw_raw(w, "2");
	jw_end(w);
	jw_end(w);
}

static void test_writer_layout(void)
{
	char *s;

	s = with_writer(doc_link, false);
	check_str(s, "[{\"ifindex\":1,\"ifname\":\"lo\",\"flags\":[\"LOOPBACK\","
		  "\"UP\"],\"linkinfo\":{\"info_kind\":\"veth\"}},"
		  "{\"ifindex\":2}]", "jw: compact layout");
	save_json("compact", s);
	free(s);

	s = with_writer(doc_link, true);
	check_str(s, "[ {\n"
		  "        \"ifindex\": 1,\n"
		  "        \"ifname\": \"lo\",\n"
		  "        \"flags\": [ \"LOOPBACK\",\"UP\" ],\n"
		  "        \"linkinfo\": {\n"
		  "            \"info_kind\": \"veth\"\n"
		  "        }\n"
		  "    },{\n"
		  "        \"ifindex\": 2\n"
		  "    } ]", "jw: pretty layout (-j -p)");
	save_json("pretty", s);
	free(s);
}

static void doc_escapes(struct jw *w)
{
	jw_begin(w, '{');
	jw_key(w, "quote\"key");
	jw_string(w, "a\"b\\c\n\t\r\b\f\x01\x1f end");
	jw_key(w, "utf8");
	jw_string(w, "gr\xc3\xbc\xc3\x9f");
	jw_key(w, "empty");
	jw_string(w, "");
	jw_end(w);
}

static void test_escapes(void)
{
	char *s = with_writer(doc_escapes, false);

	check_str(s, "{\"quote\\\"key\":\"a\\\"b\\\\c\\n\\t\\r\\b\\f\\u0001"
		  "\\u001f end\",\"utf8\":\"gr\xc3\xbc\xc3\x9f\",\"empty\":\"\"}",
		  "jw: string escapes");
	save_json("escapes", s);
	free(s);
}

static void doc_empty(struct jw *w)
{
	jw_begin(w, '{');
	jw_key(w, "a");
	jw_begin(w, '[');
	jw_end(w);
	jw_key(w, "o");
	jw_begin(w, '{');
	jw_end(w);
	jw_end(w);
}

static void test_empty(void)
{
	char *s = with_writer(doc_empty, false);

	check_str(s, "{\"a\":[],\"o\":{}}", "jw: empty containers, compact");
	save_json("empty-compact", s);
	free(s);
	s = with_writer(doc_empty, true);
	save_json("empty-pretty", s);
	check(s && strstr(s, "[") && strstr(s, "{}") , "jw: empty containers, pretty");
	free(s);
}

static int depth_seen[4];

static void doc_depth(struct jw *w)
{
	depth_seen[0] = jw_depth(w);
	jw_begin(w, '[');
	jw_begin(w, '{');
	depth_seen[1] = jw_depth(w);
	jw_end(w);
	depth_seen[2] = jw_depth(w);
	jw_end(w);
	jw_end(w);	/* one too many: must be ignored */
	depth_seen[3] = jw_depth(w);
}

static void test_depth(void)
{
	char *s = with_writer(doc_depth, false);

	check(depth_seen[0] == 0 && depth_seen[1] == 2 && depth_seen[2] == 1 &&
	      depth_seen[3] == 0, "jw: depth tracking, extra end ignored");
	check_str(s, "[{}]", "jw: output after an extra end");
	free(s);
}

static void doc_deep(struct jw *w)
{
	for (int i = 0; i < 200; i++)
		jw_begin(w, '[');
	for (int i = 0; i < 200; i++)
		jw_end(w);
}

static void test_deep(void)
{
	char *s = with_writer(doc_deep, false);

	check(s != NULL, "jw: 200 nested arrays do not crash");
	free(s);
}

/* ---- the printer API, through stdout --------------------------------- */

static void print_link(void *arg)
{
	int mode = *(int *)arg;

	pr_json = mode != 0;
	pr_pretty = mode == 2;
	pr_json_begin();
	pr_open_object(NULL);
	pr_uint(PR_ANY, "ifindex", "%u: ", 1);
	pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%s: ", "lo");
	pr_open_array(PR_JSON, "flags");
	pr_str(PR_ANY, NULL, "<%s", "LOOPBACK");
	pr_str(PR_ANY, NULL, ",%s>", "UP");
	pr_close_array(PR_JSON, NULL);
	pr_text(" ");
	pr_uint(PR_ANY, "mtu", "mtu %u ", 65536);
	pr_str(PR_JSON, "json_only", NULL, "j");
	pr_str(PR_FP, "text_only", "text %s", "t");
	pr_int(PR_ANY, "neg", " %d", -5);
	pr_u64(PR_ANY, "big", " %" PRIu64, UINT64_MAX);
	pr_hex(PR_ANY, "mask", " 0x%x", 0x1f);
	pr_bool(PR_ANY, "on", " %s", true);
	pr_null(PR_ANY, "none", " %s", "none");
	pr_float(PR_ANY, "timer", " %7.2f", 12.5);
	pr_text(" plain");
	pr_open_object("linkinfo");
	pr_str(PR_ANY, "info_kind", " %s", "veth");
	pr_close_object();
	pr_nl();
	pr_close_object();
	pr_json_end();
}

static void test_printer(void)
{
	char out[2048], err[256];
	int mode;

	mode = 0;
	capture(print_link, &mode, out, err, sizeof(out));
	check_str(out, "1: lo: <LOOPBACK,UP> mtu 65536 text t -5 "
		  "18446744073709551615 0x1f true none   12.50 plain veth\n",
		  "printer: text output");

	mode = 1;
	capture(print_link, &mode, out, err, sizeof(out));
	check_str(out, "[{\"ifindex\":1,\"ifname\":\"lo\",\"flags\":[\"LOOPBACK\","
		  "\"UP\"],\"mtu\":65536,\"json_only\":\"j\",\"neg\":-5,"
		  "\"big\":18446744073709551615,\"mask\":\"1f\",\"on\":true,"
		  "\"none\":null,\"timer\":12.50,\"linkinfo\":{\"info_kind\":"
		  "\"veth\"}}]\n", "printer: JSON output (-j)");
	save_json("printer", out);

	mode = 2;
	capture(print_link, &mode, out, err, sizeof(out));
	check(!strncmp(out, "[ {\n        \"ifindex\": 1,\n", 26) &&
	      strstr(out, "\n    } ]\n") != NULL,
	      "printer: pretty JSON output (-j -p)");
	save_json("printer-pretty", out);
	check(!*err, "printer: nothing on stderr");
}

static void print_oneline(void *arg)
{
	(void)arg;
	pr_json = 0;
	pr_oneline = 1;
	pr_text("a");
	pr_nl();
	pr_text("b");
	pr_oneline = 0;
	pr_nl();
}

static void print_color(void *arg)
{
	const char *mode = arg;

	pr_json = 0;
	if (pr_set_color_mode(mode) < 0) {
		printf("rejected");
		return;
	}
	pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%s", "lo");
	pr_cstr(PR_ANY, CLR_NONE, "x", " %s", "plain");
}

static void test_modes(void)
{
	char out[256], err[256];

	capture(print_oneline, NULL, out, err, sizeof(out));
	check_str(out, "a\\b\n", "printer: -o joins lines with a backslash");
	check_str(pr_sl(), "\n", "printer: line separator without -o");

	capture(print_color, "always", out, err, sizeof(out));
	check_str(out, "\033[36mlo\033[0m plain", "printer: colour always");
	capture(print_color, "never", out, err, sizeof(out));
	check_str(out, "lo plain", "printer: colour never");
	capture(print_color, "auto", out, err, sizeof(out));
	check_str(out, "lo plain", "printer: colour auto, not a terminal");
	capture(print_color, "sometimes", out, err, sizeof(out));
	check_str(out, "rejected", "printer: bad colour mode rejected");
}

int main(void)
{
	test_writer_layout();
	test_escapes();
	test_empty();
	test_depth();
	test_deep();
	test_printer();
	test_modes();
	return unit_done();
}
