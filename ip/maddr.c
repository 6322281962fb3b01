// SPDX-License-Identifier: GPL-2.0
/* maddr.c — `ip maddress`: multicast addresses of interfaces */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"

static void __attribute__((noreturn)) maddr_usage(void)
{
	fprintf(stderr,
		"Usage: ip maddr [ add | del ] MULTIADDR dev STRING\n"
		"       ip maddr show [ dev STRING ]\n");
	exit(255);
}

enum { MA_LINK, MA_INET, MA_INET6 };

struct ma_entry {
	int seq;	/* file order, to keep the sort stable */
	int ifindex;
	int kind;
	bool is_static;
	char name[IFNAMSIZ];
	char addr[64];
};

struct ma_list {
	struct ma_entry *e;
	int n, cap;
};

static void ma_add(struct ma_list *l, int ifindex, const char *name, int kind,
		   const char *addr, bool is_static)
{
	if (l->n == l->cap) {
		int cap = l->cap ? 2 * l->cap : 64;
		struct ma_entry *e = realloc(l->e, (size_t)cap * sizeof(*e));

		if (!e)
			return;
		l->e = e;
		l->cap = cap;
	}
	l->e[l->n].seq = l->n;
	l->e[l->n].ifindex = ifindex;
	l->e[l->n].kind = kind;
	l->e[l->n].is_static = is_static;
	snprintf(l->e[l->n].name, IFNAMSIZ, "%s", name);
	snprintf(l->e[l->n].addr, sizeof(l->e[0].addr), "%s", addr);
	l->n++;
}

static int hexbyte(const char *p)
{
	unsigned int v;

	return sscanf(p, "%2x", &v) == 1 ? (int)v : -1;
}

/* /proc/net/dev_mcast: "idx name users gusers hexaddr" */
static void read_link(struct ma_list *l, int want)
{
	FILE *f = fopen("/proc/net/dev_mcast", "r");
	char line[256];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char name[64], hex[128], mac[64];
		int idx, users, gusers;
		unsigned char b[32];
		int n = 0;

		if (sscanf(line, "%d %63s %d %d %127s", &idx, name, &users,
			   &gusers, hex) != 5)
			continue;
		if (want && idx != want)
			continue;
		for (const char *p = hex; p[0] && p[1] && n < 32; p += 2) {
			int v = hexbyte(p);

			if (v < 0)
				break;
			b[n++] = (unsigned char)v;
		}
		format_lladdr(b, n, mac, sizeof(mac));
		ma_add(l, idx, name, MA_LINK, mac, gusers > 0);
	}
	fclose(f);
}

/* /proc/net/igmp: an interface line, then its group lines. */
static void read_inet(struct ma_list *l, int want)
{
	FILE *f = fopen("/proc/net/igmp", "r");
	char line[256], name[64] = "";
	int idx = 0;

	if (!f)
		return;
	if (!fgets(line, sizeof(line), f)) {
		fclose(f);
		return;
	}
	while (fgets(line, sizeof(line), f)) {
		unsigned int grp;
		char buf[INET_ADDRSTRLEN];

		if (line[0] != '\t') {
			if (sscanf(line, "%d %63s", &idx, name) != 2)
				idx = 0;
			continue;
		}
		if (!idx || (want && idx != want) ||
		    sscanf(line, "%8x", &grp) != 1)
			continue;
		/* the file shows the group in host order of the kernel */
		inet_fmt(AF_INET, &grp, buf, sizeof(buf));
		ma_add(l, idx, name, MA_INET, buf, false);
	}
	fclose(f);
}

/* /proc/net/igmp6: "idx name hexaddr users flags timer" */
static void read_inet6(struct ma_list *l, int want)
{
	FILE *f = fopen("/proc/net/igmp6", "r");
	char line[256];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char name[64], hex[64], buf[INET6_ADDRSTRLEN];
		unsigned char a[16];
		int idx;

		if (sscanf(line, "%d %63s %63s", &idx, name, hex) != 3 ||
		    strlen(hex) != 32)
			continue;
		if (want && idx != want)
			continue;
		for (int i = 0; i < 16; i++) {
			int v = hexbyte(hex + 2 * i);

			a[i] = (unsigned char)(v < 0 ? 0 : v);
		}
		inet_fmt(AF_INET6, a, buf, sizeof(buf));
		ma_add(l, idx, name, MA_INET6, buf, false);
	}
	fclose(f);
}

static int by_ifindex(const void *x, const void *y)
{
	const struct ma_entry *a = x, *b = y;

	if (a->ifindex != b->ifindex)
		return a->ifindex < b->ifindex ? -1 : 1;
	if (a->kind != b->kind)
		return a->kind < b->kind ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static void print_entry(const struct ma_entry *e)
{
	pr_open_object(NULL);
	if (pr_oneline)
		pr_text("%d:\t%s%s", e->ifindex, e->name, pr_sl());
	if (e->kind == MA_LINK) {
		pr_str(PR_ANY, "link", "\tlink  %s", e->addr);
		if (e->is_static)
			pr_str(PR_ANY, "features", " %s", "static");
	} else {
		pr_str(PR_JSON, "family", NULL,
		       e->kind == MA_INET ? "inet" : "inet6");
		pr_text(e->kind == MA_INET ? "\tinet  " : "\tinet6 ");
		pr_str(PR_ANY, "address", "%s", e->addr);
	}
	pr_text("\n");
	pr_close_object();
}

static int maddr_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct ma_list l = { 0 };
	int want = 0, fam = preferred_family, i = 0;
	const char *name = NULL;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (matches(w, "help"))
			maddr_usage();
		if (is(w, "dev"))
			w = args_next(&a);
		if (name)	/* one device only; a second word is garbage */
			duparg2("dev", w);
		name = w;
		args_skip(&a);
	}
	if (name) {
		want = ll_name_to_index(name);
		if (!want)	/* the reference shows nothing, and succeeds */
			return 0;
	}
	if (fam == AF_UNSPEC || fam == AF_PACKET)
		read_link(&l, want);
	if (fam == AF_UNSPEC || fam == AF_INET)
		read_inet(&l, want);
	if (fam == AF_UNSPEC || fam == AF_INET6)
		read_inet6(&l, want);
	if (l.n)	/* l.e is NULL when nothing was read */
		qsort(l.e, (size_t)l.n, sizeof(l.e[0]), by_ifindex);

	pr_json_begin();
	while (i < l.n) {
		int idx = l.e[i].ifindex;

		pr_open_object(NULL);
		pr_int(PR_JSON, "ifindex", NULL, idx);
		pr_str(PR_JSON, "ifname", NULL, l.e[i].name);
		if (!pr_oneline)
			pr_text("%d:\t%s\n", idx, l.e[i].name);
		pr_open_array(PR_JSON, "maddr");
		for (; i < l.n && l.e[i].ifindex == idx; i++)
			print_entry(&l.e[i]);
		pr_close_array(PR_JSON, NULL);
		pr_close_object();
	}
	pr_json_end();
	free(l.e);
	return 0;
}

/* One link-layer address into ifr, checked as the reference checks it
 * when it reads the word. Returns 0 or 1 (reported). */
static int maddr_lladdr(const char *addr, struct ifreq *ifr)
{
	int len = parse_lladdr(addr, (unsigned char *)ifr->ifr_hwaddr.sa_data,
			       sizeof(ifr->ifr_hwaddr.sa_data));

	if (len < 0) {
		struct inet_prefix p;

		if (!inet_parse_addr(&p, addr, AF_UNSPEC)) {
			fprintf(stderr, "Error: Invalid address length %d - must be 6 bytes\n",
				p.bytelen);
			return 1;
		}
		lladdr_error(addr);
		return 1;
	}
	if (len != 6) {
		fprintf(stderr, "Error: Invalid address length %d - must be 6 bytes\n",
			len);
		return 1;
	}
	return 0;
}

static int maddr_modify(bool add, int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *dev = NULL;
	bool have_addr = false;
	struct ifreq ifr = { 0 };
	int fd;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "dev")) {
			dev = args_next(&a);
		} else if (matches(w, "help")) {
			maddr_usage();
		} else {
			if (is(w, "address"))
				w = args_next(&a);
			/* the reference knows a second address by the first
			 * one's leading byte: one starting with 00 is not */
			if (have_addr && ifr.ifr_hwaddr.sa_data[0])
				duparg("address", w);
			/* read at once: a bad address is reported before any
			 * later word is looked at */
			if (maddr_lladdr(w, &ifr))
				return 1;
			have_addr = true;
		}
		args_skip(&a);
	}
	if (!dev) {	/* no address: the kernel refuses the zero one */
		fprintf(stderr, "Not enough information: \"dev\" is required.\n");
		exit(255);
	}
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", dev);
	ifr.ifr_hwaddr.sa_family = AF_UNSPEC;
	fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		perror("Cannot create socket");
		return 1;
	}
	if (ioctl(fd, add ? SIOCADDMULTI : SIOCDELMULTI, &ifr) < 0) {
		perror("ioctl");
		close(fd);
		return 1;
	}
	close(fd);
	return 0;
}

int do_maddr(int argc, char **argv)
{
	if (argc < 1)
		return maddr_show(0, NULL);
	if (matches(argv[0], "add"))
		return maddr_modify(true, argc - 1, argv + 1);
	if (matches(argv[0], "delete"))
		return maddr_modify(false, argc - 1, argv + 1);
	if (matches(argv[0], "list") || matches(argv[0], "show") ||
	    matches(argv[0], "lst"))
		return maddr_show(argc - 1, argv + 1);
	if (matches(argv[0], "help"))
		maddr_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip maddr help\".\n",
		argv[0]);
	exit(255);
}
