// SPDX-License-Identifier: GPL-2.0
/* mptcp.c — `ip mptcp`: path manager endpoints, limits and events */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/mptcp.h>

#include "args.h"
#include "genl.h"
#include "nl_ask.h"
#include "inet.h"
#include "names.h"
#include "nlmon.h"
#include "print.h"
#include "ip_common.h"
#include "monitor.h"
#include "nl.h"

static void __attribute__((noreturn)) mptcp_usage(void)
{
	fprintf(stderr,
		"Usage:\tip mptcp endpoint add ADDRESS [ dev NAME ] [ id ID ]\n"
		"\t\t\t\t      [ port NR ] [ FLAG-LIST ]\n"
		"\tip mptcp endpoint delete id ID [ ADDRESS ]\n"
		"\tip mptcp endpoint change [ id ID ] [ ADDRESS ] [ port NR ] CHANGE-OPT\n"
		"\tip mptcp endpoint show [ id ID ]\n"
		"\tip mptcp endpoint flush\n"
		"\tip mptcp limits set [ subflows NR ] [ add_addr_accepted NR ]\n"
		"\tip mptcp limits show\n"
		"\tip mptcp monitor\n"
		"FLAG-LIST := [ FLAG-LIST ] FLAG\n"
		"FLAG  := [ signal | subflow | backup | fullmesh ]\n"
		"CHANGE-OPT := [ backup | nobackup | fullmesh | nofullmesh ]\n");
	exit(255);
}

static void __attribute__((noreturn)) unknown_cmd(const char *w)
{
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip mptcp help\".\n",
		w);
	exit(255);
}

static struct nl_sess *pm_sess;
static uint16_t pm_family;

/* Endpoint flags by name: the words are taken whole, never abbreviated. */
static const struct {
	const char *name;
	uint32_t flag;
	bool change;	/* allowed with `endpoint change` */
} ep_flags[] = {
	{ "signal", MPTCP_PM_ADDR_FLAG_SIGNAL, false },
	{ "subflow", MPTCP_PM_ADDR_FLAG_SUBFLOW, false },
	{ "backup", MPTCP_PM_ADDR_FLAG_BACKUP, true },
	{ "fullmesh", MPTCP_PM_ADDR_FLAG_FULLMESH, true },
	{ "nobackup", 0, true },
	{ "nofullmesh", 0, true },
};

enum ep_cmd { EP_ADD, EP_DEL, EP_CHANGE, EP_SHOW };

struct endpoint {
	struct inet_prefix addr;	/* family 0: none given */
	uint32_t flags;
	int ifindex;
	uint16_t port;
	uint8_t id;
	bool has_id;
};

static struct nlmsghdr *pm_msg_sz(void *buf, size_t size, uint8_t cmd)
{
	return genl_msg_start_sz(buf, size, pm_family, cmd, MPTCP_PM_VER, 0);
}
#define pm_msg(buf, cmd) pm_msg_sz((buf), NL_ARRAY_BYTES(buf), (cmd))

/* A flag word: true when w is one (and was taken). */
static bool parse_flag(const char *w, enum ep_cmd cmd, struct endpoint *ep)
{
	const uint32_t both = MPTCP_PM_ADDR_FLAG_SIGNAL |
			      MPTCP_PM_ADDR_FLAG_FULLMESH;

	for (size_t i = 0; i < sizeof(ep_flags) / sizeof(ep_flags[0]); i++) {
		if (!is(w, ep_flags[i].name))
			continue;
		if (cmd == EP_CHANGE && !ep_flags[i].change)
			invarg("invalid flags, backup and fullmesh only", w);
		ep->flags |= ep_flags[i].flag;
		if (cmd == EP_ADD && (ep->flags & both) == both)
			invarg("flags mustn't have both signal and fullmesh", w);
		return true;
	}
	return false;
}

static void parse_endpoint(struct args *a, enum ep_cmd cmd,
			   struct endpoint *ep)
{
	memset(ep, 0, sizeof(*ep));
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (parse_flag(w, cmd, ep))
			continue;
		if (matches(w, "id")) {
			w = args_next(a);
			if (get_u8(&ep->id, w, 0))
				invarg("invalid ID\n", w);
			ep->has_id = true;
		} else if (matches(w, "dev")) {
			w = args_next(a);
			ep->ifindex = ll_name_to_index(w);
			if (!ep->ifindex)
				invarg("device does not exist\n", w);
		} else if (matches(w, "port")) {
			w = args_next(a);
			if (get_u16(&ep->port, w, 0))
				invarg("expected port", w);
		} else if (inet_parse_addr(&ep->addr, w, AF_UNSPEC)) {
			inet_addr_error(w, AF_UNSPEC);
		}
	}
}

/* What each command needs, checked once all words are read. */
static void check_endpoint(enum ep_cmd cmd, const struct endpoint *ep)
{
	switch (cmd) {
	case EP_ADD:
		if (!ep->addr.family)
			missarg("ADDRESS");
		if (ep->port && !(ep->flags & MPTCP_PM_ADDR_FLAG_SIGNAL))
			invarg("flags must have signal when using port", "port");
		break;
	case EP_DEL:
		if (!ep->has_id)
			missarg("ID");
		if (!ep->id && !ep->addr.family)
			invarg("address is needed for deleting id 0 address\n",
			       "ID");
		if (ep->id && ep->addr.family)
			invarg("invalid for non-zero id address\n", "ADDRESS");
		break;
	case EP_CHANGE:
		if (ep->has_id && ep->port)
			invarg("port can't be used with id", "port");
		break;
	case EP_SHOW:
		break;
	}
}

static void put_endpoint(struct nlmsghdr *nlh, const struct endpoint *ep)
{
	struct nlattr *nest = nl_attr_nest_start(nlh, MPTCP_PM_ATTR_ADDR);

	if (ep->has_id)
		nl_attr_put_u8(nlh, MPTCP_PM_ADDR_ATTR_ID, ep->id);
	if (ep->flags)
		nl_attr_put_u32(nlh, MPTCP_PM_ADDR_ATTR_FLAGS, ep->flags);
	if (ep->ifindex)
		nl_attr_put_u32(nlh, MPTCP_PM_ADDR_ATTR_IF_IDX,
				 (uint32_t)ep->ifindex);
	if (ep->port)
		nl_attr_put_u16(nlh, MPTCP_PM_ADDR_ATTR_PORT, ep->port);
	if (ep->addr.family) {
		nl_attr_put_u16(nlh, MPTCP_PM_ADDR_ATTR_FAMILY,
				 (uint16_t)ep->addr.family);
		nl_attr_put(nlh, ep->addr.family == AF_INET ?
				  MPTCP_PM_ADDR_ATTR_ADDR4 :
				  MPTCP_PM_ADDR_ATTR_ADDR6,
			     (size_t)ep->addr.bytelen, ep->addr.data);
	}
	nl_attr_nest_end(nlh, nest);
}

/* --- printing endpoints ------------------------------------------------ */

static const unsigned short ep_attr_len[MPTCP_PM_ADDR_ATTR_MAX + 1] = {
	[MPTCP_PM_ADDR_ATTR_FAMILY] = 2,
	[MPTCP_PM_ADDR_ATTR_ID] = 1,
	[MPTCP_PM_ADDR_ATTR_ADDR4] = 4,
	[MPTCP_PM_ADDR_ATTR_ADDR6] = 16,
	[MPTCP_PM_ADDR_ATTR_PORT] = 2,
	[MPTCP_PM_ADDR_ATTR_FLAGS] = 4,
	[MPTCP_PM_ADDR_ATTR_IF_IDX] = 4,
};

static int ep_attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (type <= 0 || type > MPTCP_PM_ADDR_ATTR_MAX ||
	    mnl_attr_get_payload_len(a) < ep_attr_len[type])
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

static int pm_attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (type <= 0 || type > MPTCP_PM_ATTR_MAX)
		return MNL_CB_OK;
	if (type == MPTCP_PM_ATTR_ADDR &&
	    mnl_attr_validate(a, MNL_TYPE_NESTED) < 0)
		return MNL_CB_OK;
	if ((type == MPTCP_PM_ATTR_RCV_ADD_ADDRS ||
	     type == MPTCP_PM_ATTR_SUBFLOWS) &&
	    mnl_attr_get_payload_len(a) < 4)
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

/* The address of the family the endpoint says it has. */
static void print_ep_addr(const struct nlattr *const *tb)
{
	int family = tb[MPTCP_PM_ADDR_ATTR_FAMILY] ?
		     mnl_attr_get_u16(tb[MPTCP_PM_ADDR_ATTR_FAMILY]) : AF_UNSPEC;
	char buf[64];

	if (family == AF_INET && tb[MPTCP_PM_ADDR_ATTR_ADDR4])
		pr_str(PR_ANY, "address", "%s ",
		       inet_fmt(AF_INET,
				mnl_attr_get_payload(tb[MPTCP_PM_ADDR_ATTR_ADDR4]),
				buf, sizeof(buf)));
	else if (family == AF_INET6 && tb[MPTCP_PM_ADDR_ATTR_ADDR6])
		pr_str(PR_ANY, "address", "%s ",
		       inet_fmt(AF_INET6,
				mnl_attr_get_payload(tb[MPTCP_PM_ADDR_ATTR_ADDR6]),
				buf, sizeof(buf)));
}

static void print_ep_flags(uint32_t flags)
{
	static const struct {
		uint32_t flag;
		const char *name;
	} names[] = {
		{ MPTCP_PM_ADDR_FLAG_SIGNAL, "signal" },
		{ MPTCP_PM_ADDR_FLAG_SUBFLOW, "subflow" },
		{ MPTCP_PM_ADDR_FLAG_BACKUP, "backup" },
		{ MPTCP_PM_ADDR_FLAG_FULLMESH, "fullmesh" },
	};
	char fmt[32];

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (!(flags & names[i].flag))
			continue;
		flags &= ~names[i].flag;
		snprintf(fmt, sizeof(fmt), "%s ", names[i].name);
		pr_bool(PR_ANY, names[i].name, fmt, true);
	}
	if (flags)
		pr_hex(PR_ANY, "rawflags", "rawflags %02x ", flags);
}

static int ep_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *top[MPTCP_PM_ATTR_MAX + 1] = { NULL };
	const struct nlattr *tb[MPTCP_PM_ADDR_ATTR_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != pm_family || !genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, pm_attr_cb, top);
	if (!top[MPTCP_PM_ATTR_ADDR]) {
		/* the reference gives up on the dump there */
		if (data)
			*(bool *)data = true;
		errno = EINVAL;
		return data ? MNL_CB_ERROR : MNL_CB_OK;
	}
	mnl_attr_parse_nested(top[MPTCP_PM_ATTR_ADDR], ep_attr_cb, tb);

	pr_open_object(NULL);
	print_ep_addr(tb);
	if (tb[MPTCP_PM_ADDR_ATTR_PORT] &&
	    mnl_attr_get_u16(tb[MPTCP_PM_ADDR_ATTR_PORT]))
		pr_uint(PR_ANY, "port", "port %u ",
			mnl_attr_get_u16(tb[MPTCP_PM_ADDR_ATTR_PORT]));
	if (tb[MPTCP_PM_ADDR_ATTR_ID])
		pr_uint(PR_ANY, "id", "id %u ",
			mnl_attr_get_u8(tb[MPTCP_PM_ADDR_ATTR_ID]));
	if (tb[MPTCP_PM_ADDR_ATTR_FLAGS])
		print_ep_flags(mnl_attr_get_u32(tb[MPTCP_PM_ADDR_ATTR_FLAGS]));
	if (tb[MPTCP_PM_ADDR_ATTR_IF_IDX]) {
		int idx = (int)mnl_attr_get_u32(tb[MPTCP_PM_ADDR_ATTR_IF_IDX]);

		if (idx)
			pr_str(PR_ANY, "dev", "dev %s ", ll_idx_n2a(idx));
	}
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

/* --- endpoint commands ------------------------------------------------- */

static int ep_show(struct args *a)
{
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh = pm_msg(buf, MPTCP_PM_CMD_GET_ADDR);
	struct endpoint ep;
	bool bad = false;
	int err;

	if (args_more(a)) {
		parse_endpoint(a, EP_SHOW, &ep);
		put_endpoint(nlh, &ep);
		return nl_ask_show(pm_sess, nlh, ep_print, NULL);
	}
	pr_json_begin();
	err = nl_dump(pm_sess, nlh, ep_print, &bad);
	if (bad) {
		pr_json_end();
		fprintf(stderr, "Dump terminated\n");
		return 2;
	}
	pr_json_end();
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		return 2;
	}
	return 0;
}

static int ep_modify(struct args *a, enum ep_cmd cmd, uint8_t genl_cmd)
{
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh = pm_msg(buf, genl_cmd);
	struct endpoint ep;

	parse_endpoint(a, cmd, &ep);
	check_endpoint(cmd, &ep);
	put_endpoint(nlh, &ep);
	return nl_ask(pm_sess, nlh, NULL, NULL);
}

static int do_endpoint(struct args *a)
{
	const char *w = args_cur(a);
	char buf[NL_REQ_SIZE];

	if (!args_more(a))
		return ep_show(a);
	args_skip(a);
	if (matches(w, "add"))
		return ep_modify(a, EP_ADD, MPTCP_PM_CMD_ADD_ADDR);
	if (matches(w, "delete"))
		return ep_modify(a, EP_DEL, MPTCP_PM_CMD_DEL_ADDR);
	if (matches(w, "change"))
		return ep_modify(a, EP_CHANGE, MPTCP_PM_CMD_SET_FLAGS);
	if (matches(w, "show"))
		return ep_show(a);
	if (matches(w, "flush"))	/* takes no arguments, looks at none */
		return nl_ask(pm_sess, pm_msg(buf, MPTCP_PM_CMD_FLUSH_ADDRS),
			      NULL, NULL);
	unknown_cmd(w);
}

/* --- limits ------------------------------------------------------------ */

struct limits {
	uint32_t rcv_add_addrs, subflows;
	bool has_rcv, has_subflows;
};

static void parse_limits(struct args *a, struct limits *l)
{
	memset(l, 0, sizeof(*l));
	for (; args_more(a); args_skip(a)) {
		const char *w = args_cur(a);

		if (matches(w, "subflows")) {
			w = args_next(a);
			if (get_u32(&l->subflows, w, 0))
				invarg("invalid subflows\n", w);
			l->has_subflows = true;
		} else if (matches(w, "add_addr_accepted")) {
			w = args_next(a);
			if (get_u32(&l->rcv_add_addrs, w, 0))
				invarg("invalid add_addr_accepted\n", w);
			l->has_rcv = true;
		} else {
			invarg("unknown limit", w);
		}
	}
}

static int limits_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[MPTCP_PM_ATTR_MAX + 1] = { NULL };

	(void)data;
	if (nlh->nlmsg_type != pm_family || !genl_msg_ok(nlh))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, pm_attr_cb, tb);
	if (tb[MPTCP_PM_ATTR_RCV_ADD_ADDRS])
		pr_uint(PR_ANY, "add_addr_accepted", "add_addr_accepted %u ",
			mnl_attr_get_u32(tb[MPTCP_PM_ATTR_RCV_ADD_ADDRS]));
	if (tb[MPTCP_PM_ATTR_SUBFLOWS])
		pr_uint(PR_ANY, "subflows", "subflows %u ",
			mnl_attr_get_u32(tb[MPTCP_PM_ATTR_SUBFLOWS]));
	pr_text("\n");
	return MNL_CB_OK;
}

static int do_limits(struct args *a)
{
	char buf[NL_REQ_SIZE];
	const char *w = args_cur(a);
	struct nlmsghdr *nlh;
	struct limits l;
	int err, was = pr_json;

	if (args_more(a))
		args_skip(a);
	/* "s" is set, as the reference has it */
	if (w && matches(w, "set")) {
		parse_limits(a, &l);
		nlh = pm_msg(buf, MPTCP_PM_CMD_SET_LIMITS);
		if (l.has_rcv)
			nl_attr_put_u32(nlh, MPTCP_PM_ATTR_RCV_ADD_ADDRS,
					 l.rcv_add_addrs);
		if (l.has_subflows)
			nl_attr_put_u32(nlh, MPTCP_PM_ATTR_SUBFLOWS,
					 l.subflows);
		return nl_ask(pm_sess, nlh, NULL, NULL);
	}
	if (w && !matches(w, "show"))
		unknown_cmd(w);
	parse_limits(a, &l);
	/* the reference prints the limits as text, even with -j */
	pr_json = 0;
	err = nl_ask(pm_sess, pm_msg(buf, MPTCP_PM_CMD_GET_LIMITS),
		     limits_print, NULL);
	pr_json = was;
	return err;
}

/* --- monitor ----------------------------------------------------------- */

static const char *event_name(int type)
{
	switch (type) {
	case MPTCP_EVENT_CREATED: return "CREATED";
	case MPTCP_EVENT_ESTABLISHED: return "ESTABLISHED";
	case MPTCP_EVENT_CLOSED: return "CLOSED";
	case MPTCP_EVENT_ANNOUNCED: return "ANNOUNCED";
	case MPTCP_EVENT_REMOVED: return "REMOVED";
	case MPTCP_EVENT_SUB_ESTABLISHED: return "SF_ESTABLISHED";
	case MPTCP_EVENT_SUB_CLOSED: return "SF_CLOSED";
	case MPTCP_EVENT_SUB_PRIORITY: return "SF_PRIO";
	default: return NULL;
	}
}

#define EV_ATTR_MAX MPTCP_ATTR_IF_IDX

static const unsigned short ev_attr_len[EV_ATTR_MAX + 1] = {
	[MPTCP_ATTR_TOKEN] = 4,
	[MPTCP_ATTR_FAMILY] = 2,
	[MPTCP_ATTR_LOC_ID] = 1,
	[MPTCP_ATTR_REM_ID] = 1,
	[MPTCP_ATTR_SADDR4] = 4,
	[MPTCP_ATTR_SADDR6] = 16,
	[MPTCP_ATTR_DADDR4] = 4,
	[MPTCP_ATTR_DADDR6] = 16,
	[MPTCP_ATTR_SPORT] = 2,
	[MPTCP_ATTR_DPORT] = 2,
	[MPTCP_ATTR_BACKUP] = 1,
	[MPTCP_ATTR_ERROR] = 1,
	[MPTCP_ATTR_FLAGS] = 2,
	[MPTCP_ATTR_TIMEOUT] = 4,
	[MPTCP_ATTR_IF_IDX] = 4,
};

static int ev_attr_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (type <= 0 || type > EV_ATTR_MAX ||
	    mnl_attr_get_payload_len(a) < ev_attr_len[type])
		return MNL_CB_OK;
	tb[type] = a;
	return MNL_CB_OK;
}

static void ev_u8(const struct nlattr *a, const char *fmt)
{
	if (a)
		printf(fmt, mnl_attr_get_u8(a));
}

static void ev_addr(const struct nlattr *a, int af, const char *key)
{
	char buf[64];

	if (a)
		printf(" %s=%s", key,
		       inet_fmt(af, mnl_attr_get_payload(a), buf, sizeof(buf)));
}

static void ev_port(const struct nlattr *a, const char *key)
{
	if (a)
		printf(" %s=%u", key, ntohs(mnl_attr_get_u16(a)));
}

static int event_print(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[EV_ATTR_MAX + 1] = { NULL };
	const struct genlmsghdr *g;
	const char *name;

	(void)data;
	if (nlh->nlmsg_type != pm_family || !genl_msg_ok(nlh))
		return MNL_CB_OK;
	g = mnl_nlmsg_get_payload(nlh);
	if (timestamp)
		monitor_timestamp();
	name = event_name(g->cmd);
	if (!name) {
		printf("[UNKNOWN %u]\n", g->cmd);
		return MNL_CB_OK;
	}
	mnl_attr_parse(nlh, GENL_ATTR_OFFSET, ev_attr_cb, tb);
	printf("[%14s]", name);
	if (tb[MPTCP_ATTR_TOKEN])
		printf(" token=%08x", mnl_attr_get_u32(tb[MPTCP_ATTR_TOKEN]));
	ev_u8(tb[MPTCP_ATTR_REM_ID], " remid=%u");
	ev_u8(tb[MPTCP_ATTR_LOC_ID], " locid=%u");
	ev_addr(tb[MPTCP_ATTR_SADDR4], AF_INET, "saddr4");
	ev_addr(tb[MPTCP_ATTR_SADDR6], AF_INET6, "saddr6");
	ev_addr(tb[MPTCP_ATTR_DADDR4], AF_INET, "daddr4");
	ev_addr(tb[MPTCP_ATTR_DADDR6], AF_INET6, "daddr6");
	ev_port(tb[MPTCP_ATTR_SPORT], "sport");
	ev_port(tb[MPTCP_ATTR_DPORT], "dport");
	ev_u8(tb[MPTCP_ATTR_BACKUP], " backup=%u");
	ev_u8(tb[MPTCP_ATTR_ERROR], " error=%u");
	if (tb[MPTCP_ATTR_FLAGS])
		printf(" flags=%x", mnl_attr_get_u16(tb[MPTCP_ATTR_FLAGS]));
	if (tb[MPTCP_ATTR_TIMEOUT])
		printf(" timeout=%u", mnl_attr_get_u32(tb[MPTCP_ATTR_TIMEOUT]));
	if (tb[MPTCP_ATTR_IF_IDX])
		printf(" ifindex=%d",
		       (int)mnl_attr_get_u32(tb[MPTCP_ATTR_IF_IDX]));
	printf("\n");
	return MNL_CB_OK;
}

static int do_pm_monitor(void)
{
	struct nlmon *m;
	uint32_t group;
	int err;

	err = genl_mcast_group(pm_sess, MPTCP_PM_NAME, MPTCP_PM_EV_GRP_NAME,
			       &group);
	if (err) {
		nl_perror(err);
		fprintf(stderr, "can't find multicast group\n");
		return 1;
	}
	m = nlmon_open_proto(NETLINK_GENERIC, &group, 1);
	if (!m)
		return 1;
	err = nlmon_run(m, event_print, NULL);
	if (err) {
		errno = -err;
		perror("netlink receive error");
		return 1;
	}
	return 0;
}

int do_mptcp(int argc, char **argv)
{
	struct args a = { argc - 1, argv + 1 };

	if (argc < 1 || matches(argv[0], "help"))
		mptcp_usage();
	if (genl_cmd_open(MPTCP_PM_NAME, &pm_sess, &pm_family))
		exit(1);
	if (matches(argv[0], "endpoint"))
		return do_endpoint(&a);
	if (matches(argv[0], "limits"))
		return do_limits(&a);
	if (matches(argv[0], "monitor")) {
		if (args_more(&a))
			unknown_cmd(args_cur(&a));
		return do_pm_monitor();
	}
	unknown_cmd(argv[0]);
}
