// SPDX-License-Identifier: GPL-2.0
/* tuntap.c — `ip tuntap`: persistent tun/tap devices through /dev/net/tun */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <fcntl.h>
#include <glob.h>
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <linux/if_link.h>
#include <linux/if_tun.h>

#include "args.h"
#include "netns.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"

#define TUNDEV "/dev/net/tun"

static const char tuntap_usage_text[] =
"Usage: ip tuntap { add | del | show | list | lst | help } [ dev PHYS_DEV ]\n"
"       [ mode { tun | tap } ] [ user USER ] [ group GROUP ]\n"
"       [ one_queue ] [ pi ] [ vnet_hdr ] [ multi_queue ] [ name NAME ]\n"
"\n"
"Where: USER  := { STRING | NUMBER }\n"
"       GROUP := { STRING | NUMBER }\n";

static void __attribute__((noreturn)) tuntap_usage(void)
{
	fputs(tuntap_usage_text, stderr);
	exit(255);
}

struct tuntap_req {
	char name[IFNAMSIZ];
	unsigned short flags;
	long uid, gid;	/* -1: not given */
};

/* A number (as strtol takes it, truncated like the reference) or a name
 * from the passwd/group database. */
static long parse_id(const char *s, bool user)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (*s && !*end)
		return v;
	if (user) {
		struct passwd *pw = getpwnam(s);

		if (pw)
			return (long)pw->pw_uid;
	} else {
		struct group *gr = getgrnam(s);

		if (gr)
			return (long)gr->gr_gid;
	}
	fprintf(stderr, "invalid %s \"%s\"\n", user ? "user" : "group", s);
	exit(255);
}

static void set_name(struct tuntap_req *r, const char *name)
{
	if (!ifname_ok(name))
		invarg("\"name\" not a valid ifname", name);
	snprintf(r->name, sizeof(r->name), "%s", name);
}

static void set_mode(struct tuntap_req *r, const char *m)
{
	unsigned short mode;

	if (matches(m, "tun")) {
		mode = IFF_TUN;
	} else if (matches(m, "tap")) {
		mode = IFF_TAP;
	} else {
		fprintf(stderr, "Unknown tunnel mode \"%s\"\n", m);
		exit(255);
	}
	if (r->flags & TUN_TYPE_MASK & ~mode) {
		fprintf(stderr,
			"You managed to ask for more than one tunnel mode.\n");
		exit(255);
	}
	r->flags |= mode;
}

/* Returns 0, or 1 after "You failed to specify a tunnel mode". */
static int parse_req(struct args *a, struct tuntap_req *r, bool add)
{
	memset(r, 0, sizeof(*r));
	r->flags = IFF_NO_PI;
	r->uid = r->gid = -1;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (matches(w, "mode")) {
			set_mode(r, args_next(a));
		} else if (add && matches(w, "user")) {
			r->uid = parse_id(args_next(a), true);
		} else if (add && matches(w, "group")) {
			r->gid = parse_id(args_next(a), false);
		} else if (matches(w, "one_queue")) {
			r->flags |= IFF_ONE_QUEUE;
		} else if (matches(w, "multi_queue")) {
			r->flags |= IFF_MULTI_QUEUE;
		} else if (matches(w, "pi")) {
			r->flags &= (unsigned short)~IFF_NO_PI;
		} else if (matches(w, "vnet_hdr")) {
			r->flags |= IFF_VNET_HDR;
		} else if (matches(w, "dev")) {
			/* "dev" replaces a name given before it */
			set_name(r, args_next(a));
		} else if (matches(w, "help")) {
			tuntap_usage();
		} else {
			if (matches(w, "name"))
				w = args_next(a);
			if (r->name[0])
				duparg2("name", w);
			set_name(r, w);
		}
		args_skip(a);
	}
	if (!(r->flags & TUN_TYPE_MASK)) {
		fprintf(stderr, "You failed to specify a tunnel mode\n");
		return 1;
	}
	return 0;
}

static int tun_ioctl(int fd, unsigned long req, unsigned long arg,
		     const char *what)
{
	if (ioctl(fd, req, arg) < 0) {
		fprintf(stderr, "ioctl(%s): %s\n", what, strerror(errno));
		return -1;
	}
	return 0;
}

static int tun_open(const struct tuntap_req *r, unsigned short extra)
{
	struct ifreq ifr;
	int fd = open(TUNDEV, O_RDWR | O_CLOEXEC);

	if (fd < 0) {
		fprintf(stderr, "open: %s\n", strerror(errno));
		return -1;
	}
	memset(&ifr, 0, sizeof(ifr));
	memcpy(ifr.ifr_name, r->name, sizeof(r->name));
	ifr.ifr_flags = (short)(r->flags | extra);
	if (ioctl(fd, TUNSETIFF, &ifr) < 0) {
		fprintf(stderr, "ioctl(TUNSETIFF): %s\n", strerror(errno));
		close(fd);
		return -1;
	}
	return fd;
}

static int tuntap_add(struct args *a)
{
	struct tuntap_req r;
	int fd, err = 0;

	if (parse_req(a, &r, true))
		return 1;
	/* TUN_EXCL: an existing device is an error, not something to join */
	fd = tun_open(&r, IFF_TUN_EXCL);
	if (fd < 0)
		return 1;
	/* compared as uid_t/gid_t: 4294967295 (and what wraps to it)
	 * is "not given", as for the reference */
	if ((uid_t)r.uid != (uid_t)-1 &&
	    tun_ioctl(fd, TUNSETOWNER, (unsigned long)(uid_t)r.uid,
		      "TUNSETOWNER"))
		err = 1;
	else if ((gid_t)r.gid != (gid_t)-1 &&
		 tun_ioctl(fd, TUNSETGROUP, (unsigned long)(gid_t)r.gid,
			   "TUNSETGROUP"))
		err = 1;
	else if (tun_ioctl(fd, TUNSETPERSIST, 1, "TUNSETPERSIST"))
		err = 1;
	close(fd);
	return err;
}

static int tuntap_del(struct args *a)
{
	struct tuntap_req r;
	int fd, err;

	if (parse_req(a, &r, false))
		return 1;
	fd = tun_open(&r, 0);
	if (fd < 0)
		return 1;
	err = tun_ioctl(fd, TUNSETPERSIST, 0, "TUNSETPERSIST") ? 1 : 0;
	close(fd);
	return err;
}

/* ---- show ---------------------------------------------------------------- */

/* One value from /sys/class/net/NAME/FILE: 0, or -1 after the message. */
static int sysfs_long(const char *name, const char *file, long *v)
{
	char path[128], line[64];
	FILE *f;

	snprintf(path, sizeof(path), "/sys/class/net/%s/%s", name, file);
	f = fopen(path, "re");
	if (!f) {
		fprintf(stderr, "fopen %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (!fgets(line, sizeof(line), f)) {
		fprintf(stderr, "read %s: %s\n", path,
			ferror(f) ? strerror(errno) : "empty");
		fclose(f);
		return -1;
	}
	fclose(f);
	*v = strtol(line, NULL, 0);
	return 0;
}

static const struct {
	unsigned int bit;
	bool when_clear;
	const char *name;
} tun_flag_names[] = {
	{ IFF_NO_PI, true, "pi" },
	{ IFF_ONE_QUEUE, false, "one_queue" },
	{ IFF_MULTI_QUEUE, false, "multi_queue" },
	{ IFF_VNET_HDR, false, "vnet_hdr" },
	{ IFF_PERSIST, false, "persist" },
	{ IFF_NOFILTER, true, "filter" },
};

static void print_flags(unsigned long flags)
{
	unsigned long known = TUN_TYPE_MASK;

	pr_open_array(PR_JSON, "flags");
	if ((flags & TUN_TYPE_MASK) == IFF_TUN)
		pr_str(PR_ANY, NULL, " %s", "tun");
	else if ((flags & TUN_TYPE_MASK) == IFF_TAP)
		pr_str(PR_ANY, NULL, " %s", "tap");
	for (size_t i = 0; i < sizeof(tun_flag_names) /
				sizeof(tun_flag_names[0]); i++) {
		bool set = flags & tun_flag_names[i].bit;

		known |= tun_flag_names[i].bit;
		if (set != tun_flag_names[i].when_clear)
			pr_str(PR_ANY, NULL, " %s", tun_flag_names[i].name);
	}
	if (flags & ~known) {
		char hex[32];

		snprintf(hex, sizeof(hex), "%#lx", flags & ~known);
		pr_str(PR_ANY, NULL, " %s", hex);
	}
	pr_close_array(PR_JSON, NULL);
}

/* The interface a /dev/net/tun descriptor is attached to (fdinfo "iff:"). */
static bool fd_attached_to(const char *fdpath, const char *ifname)
{
	char path[PATH_MAX], line[128];
	bool found = false;
	const char *fd = strrchr(fdpath, '/');
	FILE *f;

	/* fdpath is /proc/PID/fd/N: fdinfo is /proc/PID/fdinfo/N */
	snprintf(path, sizeof(path), "%.*sinfo%s", (int)(fd - fdpath),
		 fdpath, fd);
	f = fopen(path, "re");
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f)) {
		char *nl = strchr(line, '\n');

		if (nl)
			*nl = '\0';
		if (!strncmp(line, "iff:\t", 5) && !strcmp(line + 5, ifname)) {
			found = true;
			break;
		}
	}
	fclose(f);
	return found;
}

static void print_process(const char *fdpath)
{
	char path[PATH_MAX], comm[64] = "";
	int pid = atoi(fdpath + strlen("/proc/"));
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/comm", pid);
	f = fopen(path, "re");
	if (f) {
		if (fgets(comm, sizeof(comm), f))
			comm[strcspn(comm, "\n")] = '\0';
		fclose(f);
	}
	pr_str(PR_ANY, "name", "%s", comm);
	pr_int(PR_ANY, "pid", "(%d)", pid);
}

/* -d: the processes holding a queue of ifname open, found in /proc. */
static void print_processes(const char *ifname)
{
	char link[sizeof(TUNDEV) + 1];
	int self = getpid();
	glob_t g;

	pr_text("\n\tAttached to processes:");
	pr_open_array(PR_JSON, "processes");
	if (glob("/proc/[0-9]*/fd/[0-9]*", 0, NULL, &g) == 0) {
		for (size_t i = 0; i < g.gl_pathc; i++) {
			const char *p = g.gl_pathv[i];
			ssize_t n = readlink(p, link, sizeof(link));

			if (n < 0) {
				fprintf(stderr, "readlink: %s\n",
					strerror(errno));
				continue;
			}
			if (n != sizeof(TUNDEV) - 1 ||
			    memcmp(link, TUNDEV, sizeof(TUNDEV) - 1))
				continue;
			if (atoi(p + strlen("/proc/")) == self)
				continue;
			if (fd_attached_to(p, ifname))
				print_process(p);
		}
		globfree(&g);
	}
	pr_close_array(PR_JSON, NULL);
}

static int attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;

	if (mnl_attr_type_valid(a, IFLA_MAX) >= 0)
		tb[mnl_attr_get_type(a)] = a;
	return MNL_CB_OK;
}

static bool is_tun(const struct nlattr *linkinfo)
{
	const struct nlattr *a;

	if (!linkinfo)
		return false;
	mnl_attr_for_each_nested(a, linkinfo)
		if (mnl_attr_get_type(a) == IFLA_INFO_KIND &&
		    !strcmp(mnl_attr_get_str(a), "tun"))
			return true;
	return false;
}

static int show_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };
	const char *name;
	long flags, owner = -1, group = -1;

	if (nlh->nlmsg_type != RTM_NEWLINK)
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(struct ifinfomsg), attr_cb, tb);
	if (!tb[IFLA_IFNAME] || !is_tun(tb[IFLA_LINKINFO]))
		return MNL_CB_OK;
	name = mnl_attr_get_str(tb[IFLA_IFNAME]);
	/* sysfs must describe the namespace we are in (after -n) */
	if (netns_sysfs_follow())
		return MNL_CB_ERROR;
	if (sysfs_long(name, "tun_flags", &flags))
		return MNL_CB_OK;
	sysfs_long(name, "owner", &owner);
	sysfs_long(name, "group", &group);

	pr_open_object(NULL);
	pr_cstr(PR_ANY, CLR_IFNAME, "ifname", "%s:", name);
	print_flags((unsigned long)flags);
	if (owner != -1)
		pr_s64(PR_ANY, "user", " user %" PRId64, owner);
	if (group != -1)
		pr_s64(PR_ANY, "group", " group %" PRId64, group);
	if (show_details)
		print_processes(name);
	pr_close_object();
	pr_text("\n");
	return MNL_CB_OK;
}

static int tuntap_show(void)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	struct nlattr *li;
	int err;

	ifi->ifi_family = AF_UNSPEC;
	/* the kernel filters the dump by kind */
	li = nl_attr_nest_start(nlh, IFLA_LINKINFO);
	nl_attr_put_strz(nlh, IFLA_INFO_KIND, "tun");
	nl_attr_nest_end(nlh, li);

	pr_json_begin();
	/* the reference lists tun devices from a whole link dump */
	err = nl_dump_whole(nl_main(), nlh, show_cb, NULL);
	if (err) {
		pr_json_leave_open();
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 1;
	}
	pr_json_end();
	return 0;
}

int do_tuntap(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *cmd;

	if (!argc)
		return tuntap_show();
	cmd = argv[0];
	args_skip(&a);
	if (matches(cmd, "add"))
		return tuntap_add(&a);
	if (matches(cmd, "delete"))
		return tuntap_del(&a);
	if (matches(cmd, "show") || matches(cmd, "lst") ||
	    matches(cmd, "list"))
		return tuntap_show();
	if (matches(cmd, "help"))
		tuntap_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip tuntap help\".\n",
		cmd);
	exit(255);
}
