// SPDX-License-Identifier: GPL-2.0
/* ip.c — global options, object table and dispatch */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "args.h"
#include "caps.h"
#include "names.h"
#include "netns.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "inet.h"
#include "ip_common.h"

#ifndef NLROUTE_VERSION
#error "NLROUTE_VERSION comes from the VERSION file, through the Makefile"
#endif

int show_stats;
int show_details;
int resolve_hosts;
int human_readable;
int use_iec;
int preferred_family = AF_UNSPEC;
int brief;
int timestamp;
int timestamp_short;
int numeric;
int do_all;
int force;
int max_flush_loops = 10;
int echo_request;
const char *batch_file;

static void __attribute__((noreturn)) usage(void)
{
	fputs(
"Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\n"
"       ip [ -force ] -batch filename\n"
"where  OBJECT := { address | addrlabel | amt | fou | help | ila | ioam | l2tp |\n"
"                   link | macsec | maddress | monitor | mptcp | mroute | mrule |\n"
"                   neighbor | neighbour | netconf | netns | nexthop | ntable |\n"
"                   ntbl | route | rule | sr | tap | tcpmetrics |\n"
"                   token | tunnel | tuntap | vrf | xfrm }\n"
"       OPTIONS := { -V[ersion] | -s[tatistics] | -d[etails] | -r[esolve] |\n"
"                    -h[uman-readable] | -iec | -j[son] | -p[retty] |\n"
"                    -f[amily] { inet | inet6 | mpls | bridge | link } |\n"
"                    -4 | -6 | -M | -B | -0 |\n"
"                    -l[oops] { maximum-addr-flush-attempts } | -br[ief] |\n"
"                    -o[neline] | -t[imestamp] | -ts[hort] | -b[atch] [filename] |\n"
"                    -rc[vbuf] [size] | -n[etns] name | -N[umeric] | -a[ll] |\n"
"                    -c[olor]}\n", stderr);
	exit(255);
}

int do_help(int argc, char **argv)
{
	usage();
}

struct ip_object {
	const char *name;
	int (*fn)(int argc, char **argv);
};

/* Order matters: abbreviations pick the first match, as the reference. */
static const struct ip_object objects[] = {
	{ "address", do_address },
	{ "addrlabel", do_addrlabel },
	{ "maddress", do_maddr },
	{ "route", do_route },
	{ "rule", do_rule },
	{ "neighbor", do_neigh },
	{ "neighbour", do_neigh },
	{ "ntable", do_ntable },
	{ "ntbl", do_ntable },
	{ "link", do_link },
	{ "l2tp", do_l2tp },
	{ "fou", do_fou },
	{ "ila", do_ila },
	{ "macsec", do_macsec },
	{ "tunnel", do_tunnel },
	{ "tunl", do_tunnel },
	{ "tuntap", do_tuntap },
	{ "tap", do_tuntap },
	{ "token", do_token },
	{ "tcpmetrics", do_tcp_metrics },
	{ "tcp_metrics", do_tcp_metrics },
	{ "monitor", do_monitor },
	{ "xfrm", do_xfrm },
	{ "mroute", do_mroute },
	{ "mrule", do_mrule },
	{ "netns", do_netns },
	{ "netconf", do_netconf },
	{ "vrf", do_vrf },
	{ "sr", do_sr },
	{ "nexthop", do_nexthop },
	{ "mptcp", do_mptcp },
	{ "ioam", do_ioam },
	{ "stats", do_stats },
	{ "help", do_help },
	{ NULL, NULL },
};

static const struct ip_object *find_object(const char *word)
{
	for (const struct ip_object *o = objects; o->name; o++)
		if (matches(word, o->name))
			return o;
	return NULL;
}

int ip_run(int argc, char **argv)
{
	const struct ip_object *o = find_object(argv[0]);

	ll_new_command();
	if (!o) {
		fprintf(stderr, "Object \"%s\" is unknown, try \"ip help\".\n",
			argv[0]);
		return 1;
	}
	return o->fn(argc - 1, argv + 1);
}

static int parse_family(const char *s)
{
	static const struct { const char *name; int af; } fams[] = {
		{ "inet", AF_INET }, { "inet6", AF_INET6 },
		{ "link", AF_PACKET }, { "bridge", AF_BRIDGE },
		{ "mpls", AF_MPLS }, { "ipx", -2 }, { "dnet", AF_DECnet },
		{ NULL, 0 } };

	if (!strcmp(s, "help"))
		usage();
	for (int i = 0; fams[i].name; i++)
		if (!strcmp(s, fams[i].name))
			return fams[i].af;
	if (!strcmp(s, "any"))
		return AF_UNSPEC;
	invarg("invalid protocol family", s);
}

int main(int argc, char **argv)
{
	const char *netns = NULL;
	const char *batch = NULL;
	bool do_batch = false;

	const char *prog = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1
						 : argv[0];

	caps_drop_unless_root();

	while (argc > 1 && argv[1][0] == '-') {
		char *opt = argv[1];

		if (!strcmp(opt, "--")) {
			argc--;
			argv++;
			break;
		}
		if (opt[1] == '-')
			opt++;
		if (matches(opt, "-loops")) {
			argc--;
			argv++;
			if (argc <= 1)
				usage();
			max_flush_loops = atoi(argv[1]);
		} else if (matches(opt, "-family")) {
			argc--;
			argv++;
			if (argc <= 1)
				usage();
			preferred_family = parse_family(argv[1]);
		} else if (!strcmp(opt, "-4")) {
			preferred_family = AF_INET;
		} else if (!strcmp(opt, "-6")) {
			preferred_family = AF_INET6;
		} else if (!strcmp(opt, "-0")) {
			preferred_family = AF_PACKET;
		} else if (!strcmp(opt, "-M")) {
			preferred_family = AF_MPLS;
		} else if (!strcmp(opt, "-B")) {
			preferred_family = AF_BRIDGE;
		} else if (matches(opt, "-human") ||
			   matches(opt, "-human-readable")) {
			human_readable++;
		} else if (matches(opt, "-iec")) {
			use_iec++;
		} else if (matches(opt, "-stats") ||
			   matches(opt, "-statistics")) {
			show_stats++;
		} else if (matches(opt, "-details")) {
			show_details++;
		} else if (matches(opt, "-resolve")) {
			resolve_hosts++;
		} else if (matches(opt, "-oneline")) {
			pr_oneline++;
		} else if (matches(opt, "-timestamp")) {
			timestamp++;
		} else if (matches(opt, "-tshort")) {
			timestamp++;
			timestamp_short++;
		} else if (matches(opt, "-Version")) {
			printf("ip utility, iproute2-6.1.0, nlroute %s\n",
			       NLROUTE_VERSION);
			exit(0);
		} else if (!strcmp(opt, "-echo")) {
			echo_request++;
		} else if (matches(opt, "-force")) {
			force++;
		} else if (matches(opt, "-batch")) {
			argc--;
			argv++;
			if (argc <= 1)
				usage();
			batch = argv[1];
			do_batch = true;
		} else if (matches(opt, "-brief")) {
			brief++;
		} else if (matches(opt, "-json")) {
			pr_json++;
		} else if (matches(opt, "-pretty")) {
			pr_pretty++;
		} else if (matches(opt, "-rcvbuf")) {
			unsigned int sz;

			argc--;
			argv++;
			if (argc <= 1)
				usage();
			if (get_unsigned(&sz, argv[1], 0)) {
				fprintf(stderr, "Invalid rcvbuf size '%s'\n",
					argv[1]);
				exit(255);
			}
			nl_rcvbuf = sz;
		} else if (matches(opt, "-color")) {
			pr_set_color_mode(NULL);
		} else if (!strncmp(opt, "-c", 2) && strchr(opt, '=') &&
			   !strncmp(opt, "-color", (size_t)(strchr(opt, '=') - opt)) &&
			   !pr_set_color_mode(strchr(opt, '=') + 1)) {
			/* -c=MODE, -color=MODE */
		} else if (matches(opt, "-help")) {
			usage();
		} else if (matches(opt, "-netns")) {
			argc--;
			argv++;
			netns = argc > 1 ? argv[1] : NULL;
			if (netns_switch(netns))
				exit(255);
		} else if (matches(opt, "-Numeric")) {
			numeric++;
		} else if (matches(opt, "-all")) {
			do_all = true;
		} else {
			fprintf(stderr,
				"Option \"%s\" is unknown, try \"ip -help\".\n",
				opt);
			exit(255);
		}
		argc--;
		argv++;
	}

	if (pr_json)
		pr_color = 0;
	tables_numeric = numeric;
	inet_resolve = resolve_hosts;

	if (do_batch)
		return ip_batch(batch, force);

	/* run under a name like iplink or ipaddr: when what follows the
	 * first two characters of the program's name is (an abbreviation
	 * of) an object, that is the object, as with the reference; other
	 * names (nlroute-ip, ip-new) run normally */
	if (strlen(prog) > 2 && find_object(prog + 2)) {
		argv[0] = (char *)prog + 2;
		return ip_run(argc, argv);
	}
	if (argc > 1)
		return ip_run(argc - 1, argv + 1);

	usage();
}
