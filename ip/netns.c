// SPDX-License-Identifier: GPL-2.0
/* netns.c — `ip netns`: named network namespaces under /run/netns */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <linux/net_namespace.h>

#include "args.h"
#include "netns.h"
#include "nl.h"
#include "print.h"
#include "ip_common.h"

static const char netns_usage_text[] =
"Usage:\tip netns list\n"
"\tip netns add NAME\n"
"\tip netns attach NAME PID\n"
"\tip netns set NAME NETNSID\n"
"\tip [-all] netns delete [NAME]\n"
"\tip netns identify [PID]\n"
"\tip netns pids NAME\n"
"\tip [-all] netns exec [NAME] cmd ...\n"
"\tip netns monitor\n"
"\tip netns list-id [target-nsid POSITIVE-INT] [nsid POSITIVE-INT]\n"
"NETNSID := auto | POSITIVE-INT\n";

static void __attribute__((noreturn)) netns_usage(void)
{
	fputs(netns_usage_text, stderr);
	exit(255);
}

static void check_name(const char *name)
{
	if (!*name || strlen(name) > NAME_MAX || strchr(name, '/') ||
	    !strcmp(name, ".") ||
	    !strcmp(name, "..")) {
		fprintf(stderr, "Invalid netns name \"%s\"\n", name);
		exit(255);
	}
}

static void run_path(char *buf, size_t sz, const char *name)
{
	snprintf(buf, sz, "%s/%s", NETNS_RUN_DIR, name);
}

/* Lines the reference prints as plain text even with -j. */
static void pr_plain(const char *fmt, const char *s)
{
	int json = pr_json;

	pr_json = 0;
	pr_str(PR_FP, NULL, fmt, s);
	pr_json = json;
}

/* ---- the directory: entries and their nsids -------------------------- */

struct ns_entry {
	char name[NAME_MAX + 1];
	int nsid;	/* -1: none assigned */
	int err;	/* 0, or the kernel's -errno for this entry */
	char extack[256];
};

struct ns_dir {
	struct ns_entry *e;
	int n;
};

static int nsid_reply_cb(const struct nlmsghdr *nlh, void *data)
{
	struct nlattr *a;
	int *nsid = data;

	mnl_attr_for_each(a, nlh, sizeof(struct rtgenmsg))
		if (mnl_attr_get_type(a) == NETNSA_NSID &&
		    mnl_attr_get_payload_len(a) >= 4)
			*nsid = (int)mnl_attr_get_u32(a);
	return MNL_CB_OK;
}

/* The nsid (seen from the current namespace) of the namespace fd. */
static int nsid_of_fd(int fd, int *nsid)
{
	char buf[256];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETNSID, 0);
	struct rtgenmsg *g = nl_msg_put_extra(nlh, sizeof(*g));

	g->rtgen_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, NETNSA_FD, (uint32_t)fd);
	*nsid = -1;
	return nl_talk(nl_main(), nlh, nsid_reply_cb, nsid);
}

static int ns_dir_add(struct ns_dir *d, const char *name, int *cap)
{
	struct ns_entry *e;

	if (d->n == *cap) {
		*cap = *cap ? *cap * 2 : 16;
		e = realloc(d->e, (size_t)*cap * sizeof(*e));
		if (!e)
			return -1;
		d->e = e;
	}
	e = &d->e[d->n++];
	memset(e, 0, sizeof(*e));
	snprintf(e->name, sizeof(e->name), "%s", name);
	e->nsid = -1;
	return 0;
}

/* Read /run/netns, with each entry's nsid when with_ids. -1 when the
 * directory cannot be opened. */
static int ns_dir_load(struct ns_dir *d, bool with_ids)
{
	DIR *dir = opendir(NETNS_RUN_DIR);
	struct dirent *de;
	int cap = 0;

	d->e = NULL;
	d->n = 0;
	if (!dir)
		return -1;
	while ((de = readdir(dir))) {
		char path[PATH_MAX];
		struct ns_entry *e;
		int fd;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (ns_dir_add(d, de->d_name, &cap))
			break;
		if (!with_ids)
			continue;
		e = &d->e[d->n - 1];
		run_path(path, sizeof(path), e->name);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			continue;
		e->err = nsid_of_fd(fd, &e->nsid);
		if (e->err) {
			e->nsid = -1;
			snprintf(e->extack, sizeof(e->extack), "%s",
				 nl_extack());
		}
		close(fd);
	}
	closedir(dir);
	return 0;
}

static void ns_entry_perror(const struct ns_entry *e)
{
	size_t len = strlen(e->extack);

	if (len)
		fprintf(stderr, "Error: %s%s\n", e->extack,
			e->extack[len - 1] != '.' ? "." : "");
	else
		fprintf(stderr, "RTNETLINK answers: %s\n", strerror(-e->err));
}

/*
 * The reference learns the nsids of /run/netns once to name them and then
 * once more while listing: an entry that is not a namespace is reported
 * in both passes. One request per entry here, the same messages.
 */
static void ns_dir_report(const struct ns_dir *d)
{
	for (int i = 0; i < d->n; i++)
		if (d->e[i].err)
			ns_entry_perror(&d->e[i]);
}

static const char *ns_dir_name(const struct ns_dir *d, int nsid)
{
	for (int i = 0; i < d->n; i++)
		if (!d->e[i].err && d->e[i].nsid == nsid)
			return d->e[i].name;
	return NULL;
}

/* ---- list --------------------------------------------------------------- */

static int netns_list(void)
{
	struct ns_dir d;

	if (ns_dir_load(&d, true))
		return 0;
	ns_dir_report(&d);
	pr_json_begin();
	for (int i = 0; i < d.n; i++) {
		const struct ns_entry *e = &d.e[i];

		if (e->err)
			ns_entry_perror(e);
		pr_open_object(NULL);
		pr_str(PR_ANY, "name", "%s", e->name);
		if (e->nsid >= 0)
			pr_int(PR_ANY, "id", " (id: %d)", e->nsid);
		pr_close_object();
		pr_text("\n");
	}
	pr_json_end();
	free(d.e);
	return 0;
}

/* ---- list-id ------------------------------------------------------------ */

struct listid {
	const struct ns_dir *dir;
	bool target;
};

static void parse_nsid_arg(const char *key, const char *s, int *v)
{
	char msg[64];
	long n;
	char *end;

	errno = 0;
	n = strtol(s, &end, 0);
	if (!*s || *end || errno || n > INT_MAX || n < INT_MIN) {
		snprintf(msg, sizeof(msg), "\"%s\" value is invalid", key);
		invarg(msg, s);
	}
	if (n < 0) {
		/* the reference names no argument here */
		snprintf(msg, sizeof(msg), "\"%s\" value should be >= 0", key);
		invarg(msg, "(null)");
	}
	*v = (int)n;
}

static int listid_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct listid *l = data;
	int nsid = -1, cur = -1;
	bool have_cur = false;
	const struct nlattr *a;
	const char *name;

	if (nlh->nlmsg_type != RTM_NEWNSID)
		return MNL_CB_OK;
	pr_json_begin();
	mnl_attr_for_each(a, nlh, sizeof(struct rtgenmsg)) {
		if (mnl_attr_get_payload_len(a) < 4)
			continue;
		if (mnl_attr_get_type(a) == NETNSA_NSID) {
			nsid = (int)mnl_attr_get_u32(a);
		} else if (mnl_attr_get_type(a) == NETNSA_CURRENT_NSID) {
			cur = (int)mnl_attr_get_u32(a);
			have_cur = true;
		}
	}
	pr_open_object(NULL);
	if (nsid >= 0)
		pr_int(PR_ANY, "nsid", "nsid %d ", nsid);
	else
		pr_text("nsid unassigned ");
	if (have_cur) {
		if (cur >= 0)
			pr_int(PR_ANY, "current-nsid", "current-nsid %d ", cur);
		else
			pr_text("current-nsid unassigned ");
	}
	name = ns_dir_name(l->dir, l->target ? cur : nsid);
	if ((l->target ? cur : nsid) >= 0 && name)
		pr_str(PR_ANY, "name", "(iproute2 netns name: %s)", name);
	pr_close_object();
	pr_text("\n");
	return MNL_CB_OK;
}

static int netns_list_id(struct args *a)
{
	int target = -1, nsid = -1;
	char buf[256];
	struct nlmsghdr *nlh;
	struct rtgenmsg *g;
	struct ns_dir d;
	struct listid l;
	int err;

	while (args_more(a)) {
		const char *w = args_cur(a);

		if (is(w, "target-nsid")) {
			if (target >= 0)
				duparg("target-nsid", w);
			parse_nsid_arg("target-nsid", args_next(a), &target);
		} else if (is(w, "nsid")) {
			if (nsid >= 0)
				duparg("nsid", w);
			parse_nsid_arg("nsid", args_next(a), &nsid);
		} else {
			netns_usage();
		}
		args_skip(a);
	}

	ns_dir_load(&d, true);
	ns_dir_report(&d);
	l.dir = &d;
	l.target = target >= 0;

	nlh = nl_msg_start(buf, RTM_GETNSID, 0);
	g = nl_msg_put_extra(nlh, sizeof(*g));
	g->rtgen_family = AF_UNSPEC;
	if (nsid >= 0)
		nl_attr_put_u32(nlh, NETNSA_NSID, (uint32_t)nsid);
	if (target >= 0)
		nl_attr_put_u32(nlh, NETNSA_TARGET_NSID, (uint32_t)target);

	if (nsid >= 0) {
		/* no JSON document at all when the kernel refuses */
		err = nl_talk(nl_main(), nlh, listid_cb, &l);
		pr_json_end();
		free(d.e);
		if (err) {
			nl_perror(err);
			return 2;
		}
		return 0;
	}
	pr_json_begin();
	/* the kernel reads a dump's attributes only from strict sockets */
	if (target >= 0)
		nl_setsockopt(nl_main(), NETLINK_GET_STRICT_CHK, 1);
	err = nl_dump(nl_main(), nlh, listid_cb, &l);
	pr_json_end();
	free(d.e);
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		exit(1);	/* as the reference, ending a batch */
	}
	return 0;
}

/* ---- set ---------------------------------------------------------------- */

static int netns_set(struct args *a)
{
	const char *name, *id;
	char buf[256];
	struct nlmsghdr *nlh;
	struct rtgenmsg *g;
	int nsid, fd, err;

	if (!args_more(a)) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	name = args_cur(a);
	check_name(name);
	args_skip(a);
	if (!args_more(a)) {
		fprintf(stderr, "No nsid specified\n");
		return 1;
	}
	id = args_cur(a);
	if (is(id, "auto")) {
		nsid = -1;
	} else {
		long n;
		char *end;

		errno = 0;
		n = strtol(id, &end, 0);
		if (!*id || *end || errno || n > INT_MAX || n < INT_MIN)
			invarg("Invalid \"netnsid\" value", id);
		if (n < 0)
			invarg("\"netnsid\" value should be >= 0", id);
		nsid = (int)n;
	}

	fd = netns_open(name);
	if (fd < 0) {
		fprintf(stderr, "Cannot open network namespace \"%s\": %s\n",
			name, strerror(errno));
		return 1;
	}
	nlh = nl_msg_start(buf, RTM_NEWNSID, 0);
	g = nl_msg_put_extra(nlh, sizeof(*g));
	g->rtgen_family = AF_UNSPEC;
	nl_attr_put_u32(nlh, NETNSA_FD, (uint32_t)fd);
	nl_attr_put_u32(nlh, NETNSA_NSID, (uint32_t)nsid);
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	close(fd);
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}

/* ---- add, attach, delete ------------------------------------------------ */

/* /run/netns must be a shared mount point so that the bind mounts of the
 * namespaces made here are seen by every mount namespace. */
static int prepare_run_dir(void)
{
	int fd;

	if (mkdir(NETNS_RUN_DIR, 0755) < 0 && errno != EEXIST) {
		fprintf(stderr, "mkdir %s failed: %s\n", NETNS_RUN_DIR,
			strerror(errno));
		return -1;
	}
	fd = open(NETNS_RUN_DIR, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "open %s failed: %s\n", NETNS_RUN_DIR,
			strerror(errno));
		return -1;
	}
	/* serialise with other `ip netns add` making the mount point */
	flock(fd, LOCK_EX);
	if (mount("", NETNS_RUN_DIR, "none", MS_SHARED | MS_REC, NULL)) {
		if (errno != EINVAL ||
		    mount(NETNS_RUN_DIR, NETNS_RUN_DIR, "none",
			  MS_BIND | MS_REC, NULL) ||
		    mount("", NETNS_RUN_DIR, "none", MS_SHARED | MS_REC,
			  NULL)) {
			fprintf(stderr, "mount --make-shared %s failed: %s\n",
				NETNS_RUN_DIR, strerror(errno));
			flock(fd, LOCK_UN);
			close(fd);
			return -1;
		}
	}
	flock(fd, LOCK_UN);
	close(fd);
	return 0;
}

static int create_ns_file(const char *path)
{
	int fd = open(path, O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0);

	if (fd < 0) {
		fprintf(stderr, "Cannot create namespace file \"%s\": %s\n",
			path, strerror(errno));
		return -1;
	}
	close(fd);
	return 0;
}

static int bind_ns(const char *src, const char *path)
{
	if (mount(src, path, "none", MS_BIND, NULL) < 0) {
		fprintf(stderr, "Bind %s -> %s failed: %s\n", src, path,
			strerror(errno));
		unlink(path);
		return -1;
	}
	return 0;
}

static int netns_add(struct args *a)
{
	char path[PATH_MAX];
	const char *name;
	int self, err = 0;

	if (!args_more(a)) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	name = args_cur(a);
	check_name(name);
	run_path(path, sizeof(path), name);
	if (prepare_run_dir() || create_ns_file(path))
		return 1;

	self = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
	if (self < 0) {
		fprintf(stderr, "Cannot open current network namespace: %s\n",
			strerror(errno));
		unlink(path);
		return 1;
	}
	if (unshare(CLONE_NEWNET) < 0) {
		fprintf(stderr,
			"Failed to create a new network namespace \"%s\": %s\n",
			name, strerror(errno));
		unlink(path);
		err = 1;
	} else if (bind_ns("/proc/self/ns/net", path)) {
		err = 1;
	}
	/* back to where we were: later batch lines run there */
	if (setns(self, CLONE_NEWNET) < 0) {
		fprintf(stderr, "setns(CLONE_NEWNET) failed: %s\n",
			strerror(errno));
		err = 1;
	}
	close(self);
	return err;
}

static int netns_attach(struct args *a)
{
	char path[PATH_MAX], src[64];
	const char *name, *p;
	long pid;
	char *end;

	if (a->argc < 2) {
		fprintf(stderr, "No netns name and PID specified\n");
		return 1;
	}
	name = a->argv[0];
	p = a->argv[1];
	check_name(name);
	errno = 0;
	pid = strtol(p, &end, 0);
	if (!*p || *end || errno || pid > INT_MAX || pid < INT_MIN ||
	    pid == 0) {
		fprintf(stderr, "Invalid PID: %s\n", p);
		return 1;
	}
	run_path(path, sizeof(path), name);
	if (prepare_run_dir() || create_ns_file(path))
		return 1;
	snprintf(src, sizeof(src), "/proc/%d/ns/net", (int)pid);
	return bind_ns(src, path) ? 1 : 0;
}

static int delete_one(const char *name)
{
	char path[PATH_MAX];

	run_path(path, sizeof(path), name);
	umount2(path, MNT_DETACH);
	if (unlink(path) < 0) {
		fprintf(stderr, "Cannot remove namespace file \"%s\": %s\n",
			path, strerror(errno));
		return -1;
	}
	return 0;
}

static int netns_delete(struct args *a)
{
	struct ns_dir d;

	if (do_all) {
		/* the reference stops at the first failure, yet exits 0 */
		if (ns_dir_load(&d, false))
			return 0;
		for (int i = 0; i < d.n; i++)
			if (delete_one(d.e[i].name))
				break;
		free(d.e);
		return 0;
	}
	if (!args_more(a)) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	check_name(args_cur(a));
	return delete_one(args_cur(a)) ? 1 : 0;
}

/* ---- identify, pids ----------------------------------------------------- */

static bool all_digits(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return false;
	return true;
}

static bool same_file(const struct stat *a, const struct stat *b)
{
	return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

static int netns_identify(struct args *a)
{
	const char *pid = "self", *found = "";
	char path[PATH_MAX];
	struct stat ns, st;
	struct ns_dir d;
	int fd;

	if (args_more(a)) {
		pid = args_cur(a);
		if (a->argc > 1) {
			fprintf(stderr, "extra arguments specified\n");
			return 1;
		}
		if (!all_digits(pid)) {
			fprintf(stderr,
				"Specified string '%s' is not a pid\n", pid);
			return 1;
		}
	}
	snprintf(path, sizeof(path), "/proc/%s/ns/net", pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &ns) < 0) {
		fprintf(stderr, "Cannot open network namespace: %s\n",
			strerror(errno));
		if (fd >= 0)
			close(fd);
		return 1;
	}
	close(fd);
	/* no /run/netns: no name, an empty line */
	ns_dir_load(&d, false);
	/* the last matching name is the one reported, as the reference */
	for (int i = 0; i < d.n; i++) {
		run_path(path, sizeof(path), d.e[i].name);
		if (!stat(path, &st) && same_file(&st, &ns))
			found = d.e[i].name;
	}
	pr_plain("%s\n", found);
	free(d.e);
	return 0;
}

static int netns_pids(struct args *a)
{
	char path[PATH_MAX];
	struct stat ns, st;
	struct dirent *de;
	DIR *dir;
	int fd;

	if (!args_more(a)) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	check_name(args_cur(a));
	if (a->argc > 1) {
		fprintf(stderr, "extra arguments specified\n");
		return 1;
	}
	fd = netns_open(args_cur(a));
	if (fd < 0 || fstat(fd, &ns) < 0) {
		fprintf(stderr, "Cannot open network namespace: %s\n",
			strerror(errno));
		if (fd >= 0)
			close(fd);
		return 1;
	}
	close(fd);
	dir = opendir("/proc/");
	if (!dir) {
		fprintf(stderr, "Failed to open /proc/: %s\n",
			strerror(errno));
		return 1;
	}
	while ((de = readdir(dir))) {
		if (!all_digits(de->d_name))
			continue;
		snprintf(path, sizeof(path), "/proc/%s/ns/net", de->d_name);
		if (!stat(path, &st) && same_file(&st, &ns))
			pr_plain("%s\n", de->d_name);
	}
	closedir(dir);
	return 0;
}

/* ---- exec --------------------------------------------------------------- */

/*
 * Leave a child of a batch: _exit(), as exit() could move the offset of
 * the batch file that the parent shares (and run its handlers twice).
 */
static void __attribute__((noreturn)) child_exit(int code)
{
	fflush(stdout);
	fflush(stderr);
	_exit(code);
}

/* Enter NAME, give it its own /sys and /etc, and become the command. */
static void __attribute__((noreturn)) exec_in(const char *name, char **cmd)
{
	if (netns_switch(name) || netns_exec_mounts(name))
		child_exit(255);
	fflush(stdout);
	execvp(cmd[0], cmd);
	fprintf(stderr, "exec of \"%s\" failed: %s\n", cmd[0],
		strerror(errno));
	child_exit(1);
}

/*
 * In a batch the command runs in a child and the batch goes on when it
 * ends: its exit status is the line's (a namespace that cannot be entered
 * fails the line, and -force goes on). The reference's child, when it
 * cannot enter the namespace, goes on with the rest of the batch itself
 * while its parent does too, so that the lines after it run twice; here
 * only the parent goes on.
 */
static int exec_in_batch(const char *name, char **cmd)
{
	int status;
	pid_t pid;

	pr_flush();
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		fprintf(stderr, "fork failed: %s\n", strerror(errno));
		return 1;
	}
	if (pid == 0)
		exec_in(name, cmd);
	if (waitpid(pid, &status, 0) < 0) {
		fprintf(stderr, "waitpid failed: %s\n", strerror(errno));
		return 1;
	}
	if (WIFEXITED(status))
		return WEXITSTATUS(status) ? 1 : 0;
	return 1;
}

static int exec_all(char **cmd)
{
	struct ns_dir d;
	int ret = 0;

	if (ns_dir_load(&d, false))
		return 0;
	for (int i = 0; i < d.n; i++) {
		int status;
		pid_t pid;

		pr_plain("\nnetns: %s\n", d.e[i].name);
		fflush(stdout);
		pid = fork();
		if (pid < 0) {
			fprintf(stderr, "fork failed: %s\n", strerror(errno));
			ret = 1;
			break;
		}
		if (pid == 0)
			exec_in(d.e[i].name, cmd);
		if (waitpid(pid, &status, 0) < 0) {
			ret = 1;
			break;
		}
		/* a command that fails is fine; one that is killed ends it */
		if (!WIFEXITED(status)) {
			ret = 1;
			break;
		}
	}
	free(d.e);
	return ret;
}

static int netns_exec(struct args *a)
{
	const char *name;

	if (do_all) {
		if (!args_more(a)) {
			fprintf(stderr, "No command specified\n");
			return 1;
		}
		return exec_all(a->argv);
	}
	if (!args_more(a)) {
		fprintf(stderr, "No netns name specified\n");
		return 1;
	}
	name = args_cur(a);
	check_name(name);
	args_skip(a);
	if (!args_more(a)) {
		fprintf(stderr, "No command specified\n");
		return 1;
	}
	if (batch_file)
		return exec_in_batch(name, a->argv);
	exec_in(name, a->argv);
}

/* ---- monitor ------------------------------------------------------------ */

static int netns_monitor(void)
{
	char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
	int fd = inotify_init1(IN_CLOEXEC);

	if (fd < 0) {
		fprintf(stderr, "inotify_init failed: %s\n", strerror(errno));
		return 1;
	}
	if (mkdir(NETNS_RUN_DIR, 0755) < 0 && errno != EEXIST) {
		fprintf(stderr, "mkdir %s failed: %s\n", NETNS_RUN_DIR,
			strerror(errno));
		return 1;
	}
	if (inotify_add_watch(fd, NETNS_RUN_DIR, IN_CREATE | IN_DELETE) < 0) {
		fprintf(stderr, "inotify_add_watch failed: %s\n",
			strerror(errno));
		return 1;
	}
	for (;;) {
		ssize_t len = read(fd, buf, sizeof(buf));
		const struct inotify_event *ev;

		if (len < 0) {
			if (errno == EINTR)
				continue;
			fprintf(stderr, "read failed: %s\n", strerror(errno));
			return 1;
		}
		for (char *p = buf; p < buf + len;
		     p += sizeof(*ev) + ev->len) {
			ev = (const struct inotify_event *)p;
			if (ev->mask & IN_CREATE)
				pr_plain("add %s\n", ev->name);
			if (ev->mask & IN_DELETE)
				pr_plain("delete %s\n", ev->name);
		}
		pr_flush();
	}
}

/* ---- dispatch ----------------------------------------------------------- */

int do_netns(int argc, char **argv)
{
	struct args a = { argc, argv };
	const char *cmd;

	if (!argc)
		return netns_list();
	cmd = argv[0];
	args_skip(&a);
	if (matches(cmd, "list") || matches(cmd, "show") ||
	    matches(cmd, "lst"))
		return netns_list();
	if (matches(cmd, "list-id"))
		return netns_list_id(&a);
	if (matches(cmd, "help"))
		netns_usage();
	if (matches(cmd, "add"))
		return netns_add(&a);
	if (matches(cmd, "set"))
		return netns_set(&a);
	if (matches(cmd, "delete"))
		return netns_delete(&a);
	if (matches(cmd, "identify"))
		return netns_identify(&a);
	if (matches(cmd, "pids"))
		return netns_pids(&a);
	if (matches(cmd, "exec"))
		return netns_exec(&a);
	if (matches(cmd, "monitor"))
		return netns_monitor();
	if (matches(cmd, "attach"))
		return netns_attach(&a);
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip netns help\".\n",
		cmd);
	exit(255);
}
