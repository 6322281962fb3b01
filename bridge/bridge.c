// SPDX-License-Identifier: GPL-2.0
/* bridge.c — global options, object table and dispatch of `bridge` */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "args.h"
#include "batch.h"
#include "netns.h"
#include "nl.h"
#include "print.h"
#include "br_common.h"

int show_stats;
int show_details;
int timestamp;
int compress_vlans;
int force;

static void __attribute__((noreturn)) usage(void)
{
	fputs(
"Usage: bridge [ OPTIONS ] OBJECT { COMMAND | help }\n"
"       bridge [ -force ] -batch filename\n"
"where  OBJECT := { link | fdb | mdb | vlan | monitor }\n"
"       OPTIONS := { -V[ersion] | -s[tatistics] | -d[etails] |\n"
"                    -o[neline] | -t[imestamp] | -n[etns] name |\n"
"                    -c[ompressvlans] -color -p[retty] -j[son] }\n",
	      stderr);
	exit(255);
}

static int do_help(int argc, char **argv)
{
	usage();
}

struct br_object {
	const char *name;
	int (*fn)(int argc, char **argv);
};

/* Order matters: an abbreviation picks the first match. */
static const struct br_object objects[] = {
	{ "link", do_link },
	{ "fdb", do_fdb },
	{ "mdb", do_mdb },
	{ "vlan", do_vlan },
	{ "vni", do_vni },
	{ "monitor", do_monitor },
	{ "help", do_help },
	{ NULL, NULL },
};

int br_run(int argc, char **argv)
{
	for (const struct br_object *o = objects; o->name; o++)
		if (matches(argv[0], o->name))
			return o->fn(argc - 1, argv + 1);
	fprintf(stderr, "Object \"%s\" is unknown, try \"bridge help\".\n",
		argv[0]);
	exit(255);
}

/* Where br_line_fail() returns to while a batch line runs. */
static jmp_buf *line_jmp;
static int line_code;

void br_line_fail(int code)
{
	if (!line_jmp)
		exit(code);
	line_code = code;
	longjmp(*line_jmp, 1);
}

static int br_run_line(int argc, char **argv)
{
	jmp_buf jb;
	int rc;

	if (setjmp(jb)) {
		line_jmp = NULL;
		nl_line_aborted();
		pr_flush();
		return line_code;
	}
	line_jmp = &jb;
	rc = br_run(argc, argv);
	line_jmp = NULL;
	return rc;
}

static int br_batch(const char *name)
{
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	int ret = 0;

	if (batch_open(&r, name))
		return 1;
	while (batch_read(&r) >= 0) {
		int argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);

		if (argc < 0) {
			ret = 1;
			break;
		}
		if (argc == 0)
			continue;
		if (br_run_line(argc, argv)) {
			fprintf(stderr, "Command failed %s:%d\n", name,
				r.lineno);
			ret = 1;
			if (!force)
				break;
		}
		pr_flush();
	}
	batch_close(&r);
	return ret;
}

static void unknown_option(const char *opt)
{
	fprintf(stderr, "Option \"%s\" is unknown, try \"bridge help\".\n",
		opt);
	exit(255);
}

/* -color=MODE, -c=MODE, even "-=MODE": the part before '=' abbreviates. */
static bool color_with_mode(const char *opt)
{
	const char *eq = strchr(opt, '=');
	char key[16];
	size_t len;

	if (!eq)
		return false;
	len = (size_t)(eq - opt);
	if (len >= sizeof(key))
		return false;
	memcpy(key, opt, len);
	key[len] = '\0';
	if (len > 1 && !matches(key, "-color"))
		return false;
	if (len == 1 && strcmp(key, "-"))
		return false;
	if (!eq[1])
		return pr_set_color_mode(NULL) == 0;
	return pr_set_color_mode(eq + 1) == 0;
}

static void parse_family(const char *s)
{
	static const char *const fams[] = { "inet", "inet6", "bridge",
					    "mpls", NULL };

	if (!strcmp(s, "help"))
		usage();
	for (int i = 0; fams[i]; i++)
		if (!strcmp(s, fams[i]))
			return;
	invarg("invalid protocol family", s);
}

int main(int argc, char **argv)
{
	const char *batch = NULL;

	prog_name = "bridge";
	while (argc > 1 && argv[1][0] == '-') {
		char *opt = argv[1];

		if (!strcmp(opt, "--")) {
			argc--;
			argv++;
			break;
		}
		if (opt[1] == '-')
			opt++;
		if (matches(opt, "-help")) {
			usage();
		} else if (matches(opt, "-Version")) {
			printf("bridge utility, 6.1.0, nlroute %s\n", NLROUTE_VERSION);
			exit(0);
		} else if (matches(opt, "-stats") ||
			   matches(opt, "-statistics")) {
			show_stats++;
		} else if (matches(opt, "-details")) {
			show_details++;
		} else if (matches(opt, "-oneline")) {
			pr_oneline++;
		} else if (matches(opt, "-timestamp")) {
			timestamp++;
		} else if (matches(opt, "-family")) {
			argc--;
			argv++;
			if (argc <= 1)
				usage();
			parse_family(argv[1]);
		} else if (!strcmp(opt, "-4") || !strcmp(opt, "-6")) {
			/* accepted, as the reference */
		} else if (matches(opt, "-netns")) {
			argc--;
			argv++;
			if (netns_switch(argc > 1 ? argv[1] : NULL))
				exit(255);
		} else if (matches(opt, "-color")) {
			pr_set_color_mode(NULL);
		} else if (matches(opt, "-compressvlans")) {
			compress_vlans++;
		} else if (matches(opt, "-force")) {
			force++;
		} else if (matches(opt, "-json")) {
			pr_json++;
		} else if (matches(opt, "-pretty")) {
			pr_pretty++;
		} else if (matches(opt, "-batch")) {
			argc--;
			argv++;
			if (argc <= 1)
				usage();
			batch = argv[1];
		} else if (!color_with_mode(opt)) {
			unknown_option(argv[1]);
		}
		argc--;
		argv++;
	}

	if (pr_json)
		pr_color = 0;

	if (batch)
		return br_batch(batch);
	if (argc > 1)
		return br_run(argc - 1, argv + 1);
	usage();
}
