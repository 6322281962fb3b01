// SPDX-License-Identifier: GPL-2.0
/* link.c — `ip link`: add, set/change, replace, delete, property, help */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/if_addr.h>
#include <linux/rtnetlink.h>
#include <sys/socket.h>

#include "args.h"
#include "names.h"
#include "netns.h"
#include "nl.h"
#include "tables.h"
#include "ip_common.h"
#include "link_kind.h"
#include "link.h"
#include "link_xdp.h"

static const char link_usage_text[] =
"Usage: ip link add [link DEV | parentdev NAME] [ name ] NAME\n"
"\t\t    [ txqueuelen PACKETS ]\n"
"\t\t    [ address LLADDR ]\n"
"\t\t    [ broadcast LLADDR ]\n"
"\t\t    [ mtu MTU ] [index IDX ]\n"
"\t\t    [ numtxqueues QUEUE_COUNT ]\n"
"\t\t    [ numrxqueues QUEUE_COUNT ]\n"
"\t\t    [ netns { PID | NAME } ]\n"
"\t\t    type TYPE [ ARGS ]\n"
"\n"
"\tip link delete { DEVICE | dev DEVICE | group DEVGROUP } type TYPE [ ARGS ]\n"
"\n"
"\tip link set { DEVICE | dev DEVICE | group DEVGROUP }\n"
"\t\t\t[ { up | down } ]\n"
"\t\t\t[ type TYPE ARGS ]\n"
"\t\t[ arp { on | off } ]\n"
"\t\t[ dynamic { on | off } ]\n"
"\t\t[ multicast { on | off } ]\n"
"\t\t[ allmulticast { on | off } ]\n"
"\t\t[ promisc { on | off } ]\n"
"\t\t[ trailers { on | off } ]\n"
"\t\t[ carrier { on | off } ]\n"
"\t\t[ txqueuelen PACKETS ]\n"
"\t\t[ name NEWNAME ]\n"
"\t\t[ address LLADDR ]\n"
"\t\t[ broadcast LLADDR ]\n"
"\t\t[ mtu MTU ]\n"
"\t\t[ netns { PID | NAME } ]\n"
"\t\t[ link-netns NAME | link-netnsid ID ]\n"
"\t\t[ alias NAME ]\n"
"\t\t[ vf NUM [ mac LLADDR ]\n"
"\t\t\t [ vlan VLANID [ qos VLAN-QOS ] [ proto VLAN-PROTO ] ]\n"
"\t\t\t [ rate TXRATE ]\n"
"\t\t\t [ max_tx_rate TXRATE ]\n"
"\t\t\t [ min_tx_rate TXRATE ]\n"
"\t\t\t [ spoofchk { on | off} ]\n"
"\t\t\t [ query_rss { on | off} ]\n"
"\t\t\t [ state { auto | enable | disable} ]\n"
"\t\t\t [ trust { on | off} ]\n"
"\t\t\t [ node_guid EUI64 ]\n"
"\t\t\t [ port_guid EUI64 ] ]\n"
"\t\t[ { xdp | xdpgeneric | xdpdrv | xdpoffload } { off |\n"
"\t\t\t  object FILE [ { section | program } NAME ] [ verbose ] |\n"
"\t\t\t  pinned FILE } ]\n"
"\t\t[ master DEVICE ][ vrf NAME ]\n"
"\t\t[ nomaster ]\n"
"\t\t[ addrgenmode { eui64 | none | stable_secret | random } ]\n"
"\t\t[ protodown { on | off } ]\n"
"\t\t[ protodown_reason PREASON { on | off } ]\n"
"\t\t[ gso_max_size BYTES ] | [ gso_max_segs PACKETS ]\n"
"\t\t[ gro_max_size BYTES ]\n"
"\n"
"\tip link show [ DEVICE | group GROUP ] [up] [master DEV] [vrf NAME] [type TYPE]\n"
"\t\t[nomaster]\n"
"\n"
"\tip link xstats type TYPE [ ARGS ]\n"
"\n"
"\tip link afstats [ dev DEVICE ]\n"
"\tip link property add dev DEVICE [ altname NAME .. ]\n"
"\tip link property del dev DEVICE [ altname NAME .. ]\n"
"\n"
"\tip link help [ TYPE ]\n"
"\n"
"TYPE := { amt | bareudp | bond | bond_slave | bridge | bridge_slave |\n"
"          dsa | dummy | erspan | geneve | gre | gretap | gtp | ifb |\n"
"          ip6erspan | ip6gre | ip6gretap | ip6tnl |\n"
"          ipip | ipoib | ipvlan | ipvtap |\n"
"          macsec | macvlan | macvtap |\n"
"          netdevsim | nlmon | rmnet | sit | team | team_slave |\n"
"          vcan | veth | vlan | vrf | vti | vxcan | vxlan | wwan |\n"
"          xfrm | virt_wifi }\n"
;

void __attribute__((noreturn)) link_usage(void)
{
	fputs(link_usage_text, stderr);
	exit(255);
}

/* What the parser found besides attributes. */
struct link_opts {
	const char *dev;	/* the device acted upon */
	const char *name;	/* "name NEW" */
	const char *kind;	/* "type KIND" */
	const char *group_sel;	/* "group N" used as selector */
	uint32_t group;
	bool have_group;
	int index;
	bool have_index;
	int netns_fd;
	bool moved_netns;
	int link_idx;		/* "link DEV", sent after the other options */
};

/* Flags toggled by "KEYWORD on|off": flag set by "on" unless inverted. */
struct flag_kw {
	const char *kw;
	unsigned int flag;
	bool inverted;
	bool prefix;	/* abbreviations accepted, as the reference */
};

static const struct flag_kw flag_kws[] = {
	{ "multicast", IFF_MULTICAST, false, false },
	{ "allmulticast", IFF_ALLMULTI, false, false },
	{ "promisc", IFF_PROMISC, false, false },
	{ "trailers", IFF_NOTRAILERS, true, false },
	{ "arp", IFF_NOARP, true, false },
	{ "dynamic", IFF_DYNAMIC, false, true },
	{ NULL, 0, false, false },
};

/* Numeric u32 attributes: keyword, attribute, what the error names. */
struct u32_kw {
	const char *kw;		/* abbreviations accepted when prefix */
	const char *kw2;	/* alternative spelling, exact */
	const char *kw3;	/* alternative spelling, abbreviations too */
	uint16_t attr;
	bool signed_int;	/* parsed like an int, as the reference */
	bool prefix;
	const char *errname;
};

static const struct u32_kw u32_kws[] = {
	{ "mtu", NULL, NULL, IFLA_MTU, true, false, "mtu" },
	{ "txqueuelen", "qlen", "txqlen", IFLA_TXQLEN, true, true, "txqueuelen" },
	{ "numtxqueues", NULL, NULL, IFLA_NUM_TX_QUEUES, true, true,
	  "numtxqueues" },
	{ "numrxqueues", NULL, NULL, IFLA_NUM_RX_QUEUES, true, true,
	  "numrxqueues" },
	{ "gso_max_size", NULL, NULL, IFLA_GSO_MAX_SIZE, false, false,
	  "gso_max_size" },
	{ "gso_max_segs", NULL, NULL, IFLA_GSO_MAX_SEGS, false, false,
	  "gso_max_segs" },
	{ "gro_max_size", NULL, NULL, IFLA_GRO_MAX_SIZE, false, false,
	  "gro_max_size" },
	{ NULL, NULL, NULL, 0, false, false, NULL },
};

static bool u32_kw_is(const struct u32_kw *u, const char *w)
{
	if (u->prefix ? matches(w, u->kw) : is(w, u->kw))
		return true;
	if (u->kw2 && is(w, u->kw2))
		return true;
	return u->kw3 && (u->prefix ? matches(w, u->kw3) : is(w, u->kw3));
}

/* The numeric keywords: 1 when w was one of them (value consumed). */
static int try_u32(struct args *a, struct nlmsghdr *nlh, bool *have_u32)
{
	const char *w = args_cur(a);

	for (const struct u32_kw *u = u32_kws; u->kw; u++) {
		int i = (int)(u - u32_kws);
		const char *v;
		uint32_t val;
		int32_t sval;
		char m[64];

		if (!u32_kw_is(u, w))
			continue;
		v = args_next(a);
		snprintf(m, sizeof(m), "Invalid \"%s\" value\n", u->errname);
		if (have_u32[i])
			duparg(u->kw, v);
		have_u32[i] = true;
		if (u->signed_int) {
			if (get_s32(&sval, v, 0))
				invarg(m, v);
			val = (uint32_t)sval;
		} else if (get_u32(&val, v, 0)) {
			invarg(m, v);
		}
		if (u->attr == IFLA_GSO_MAX_SEGS && val > 65535)
			invarg(m, v);
		nl_attr_put_u32(nlh, u->attr, val);
		return 1;
	}
	return 0;
}

static void put_lladdr(struct nlmsghdr *nlh, uint16_t type, const char *arg)
{
	unsigned char mac[64];
	int len = parse_lladdr(arg, mac, sizeof(mac));

	if (len < 0) {
		lladdr_error(arg);
		exit(1);
	}
	nl_attr_put(nlh, type, (size_t)len, mac);
}

static int parse_addrgenmode(const char *s)
{
	if (!strcmp(s, "eui64"))
		return IN6_ADDR_GEN_MODE_EUI64;
	if (!strcmp(s, "none"))
		return IN6_ADDR_GEN_MODE_NONE;
	if (!strcmp(s, "stable_secret"))
		return IN6_ADDR_GEN_MODE_STABLE_PRIVACY;
	if (!strcmp(s, "random"))
		return IN6_ADDR_GEN_MODE_RANDOM;
	return -1;
}

static int parse_operstate(const char *s)
{
	static const char *names[] = { "UNKNOWN", "NOTPRESENT", "DOWN",
		"LOWERLAYERDOWN", "TESTING", "DORMANT", "UP" };

	for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcasecmp(s, names[i]))
			return (int)i;
	return -1;
}

/* A netns argument: a PID, or a name under /run/netns. */
static void put_netns(struct nlmsghdr *nlh, const char *arg,
		      struct link_opts *o)
{
	uint32_t pid;
	int fd = netns_open(arg);

	if (fd >= 0) {
		nl_attr_put_u32(nlh, IFLA_NET_NS_FD, (uint32_t)fd);
		o->netns_fd = fd;
	} else if (!get_u32(&pid, arg, 0)) {
		nl_attr_put_u32(nlh, IFLA_NET_NS_PID, pid);
	} else {
		invarg("Invalid \"netns\" value\n", arg);
	}
	o->moved_netns = true;
}

/* Resolve a device name that must exist as an index (master, link). */
static int need_index(const char *name)
{
	return ll_name_to_index(name);
}

/* Is ifindex a VRF device? One RTM_GETLINK, answered from its kind. */
static int kind_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *a, *b;
	char *kind = data;

	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg)) {
		if (mnl_attr_get_type(a) != IFLA_LINKINFO)
			continue;
		mnl_attr_for_each_nested(b, a)
			if (mnl_attr_get_type(b) == IFLA_INFO_KIND &&
			    !mnl_attr_validate(b, MNL_TYPE_NUL_STRING))
				snprintf(kind, 32, "%s", mnl_attr_get_str(b));
	}
	return MNL_CB_OK;
}

static bool is_vrf(int ifindex)
{
	char buf[256], kind[32] = "";
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));

	ifi->ifi_index = ifindex;
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	if (nl_talk(nl_lookup_sess(), nlh, kind_cb, kind))
		return false;
	return !strcmp(kind, "vrf");
}

/*
 * The generic option parser of `ip link add/set`. Writes attributes into
 * nlh after the ifinfomsg ifi. Stops at "type" (o->kind set, a at the
 * word after the kind) or at the end. Argument errors exit like the
 * reference; other failures return an exit status.
 */
static int parse_link_opts_loop(struct args *a, struct nlmsghdr *nlh,
				struct ifinfomsg *ifi, struct link_opts *o,
				bool create, bool peer);

/* The options, then IFLA_LINK: where the reference puts it, after them. */
static int parse_link_opts(struct args *a, struct nlmsghdr *nlh,
			   struct ifinfomsg *ifi, struct link_opts *o,
			   bool create, bool peer)
{
	int err = parse_link_opts_loop(a, nlh, ifi, o, create, peer);

	if (!err && o->link_idx)
		nl_attr_put_u32(nlh, IFLA_LINK, (uint32_t)o->link_idx);
	return err;
}

static int parse_link_opts_loop(struct args *a, struct nlmsghdr *nlh,
				struct ifinfomsg *ifi, struct link_opts *o,
				bool create, bool peer)
{
	bool have_u32[16] = { false };
	bool have_name = false, have_addr = false, have_brd = false;
	bool have_alias = false, have_link = false, have_mode = false;
	bool have_state = false, have_master = false, have_netns = false;

	while (args_more(a)) {
		const char *w = args_cur(a);
		const struct flag_kw *f;
		bool done = false;

		if (is(w, "up")) {
			ifi->ifi_change |= IFF_UP;
			ifi->ifi_flags |= IFF_UP;
		} else if (is(w, "down")) {
			ifi->ifi_change |= IFF_UP;
			ifi->ifi_flags &= ~IFF_UP;
		} else if (is(w, "name")) {
			const char *v = args_next(a);

			if (have_name)
				duparg("name", v);
			if (!ifname_ok(v))
				invarg("\"name\" not a valid ifname", v);
			if ((create || peer) && o->dev) {
				fprintf(stderr, "both \"name\" and \"dev\" cannot be used when creating devices.\n");
				exit(255);
			}
			have_name = true;
			o->name = v;
			if (create || peer)
				o->dev = v;
		} else if (matches(w, "nomaster")) {
			/* "n" is nomaster for the reference */
			nl_attr_put_u32(nlh, IFLA_MASTER, 0);
		} else if (try_u32(a, nlh, have_u32)) {
			/* mtu, txqueuelen, numtxqueues, ... */
		} else if (is(w, "index")) {
			const char *v = args_next(a);
			long long idx;
			char *end;

			if (o->have_index)
				duparg("index", v);
			/* the reference's atoi: decimal, what follows the
			 * digits ignored ("1e3" is 1, "0x10" is 0), > 0 */
			idx = strtoll(v, &end, 10);
			if (end == v || idx <= 0 || idx > INT32_MAX)
				invarg("Invalid \"index\" value", v);
			o->index = idx;
			o->have_index = true;
		} else if (matches(w, "link") && !create && !peer) {
			/* the reference accepts and ignores it on set */
			args_next(a);
		} else if (matches(w, "link")) {
			const char *v = args_next(a);
			int idx;

			if (have_link)
				duparg("link", v);
			have_link = true;
			idx = need_index(v);
			if (!idx) {
				fprintf(stderr, "Cannot find device \"%s\"\n", v);
				return 1;
			}
			o->link_idx = idx;
		} else if (is(w, "parentdev")) {
			nl_attr_put_strz(nlh, IFLA_PARENT_DEV_NAME, args_next(a));
		} else if (matches(w, "address")) {
			const char *v = args_next(a);

			if (have_addr)
				duparg("address", v);
			have_addr = true;
			put_lladdr(nlh, IFLA_ADDRESS, v);
		} else if (matches(w, "broadcast") || is(w, "brd")) {
			const char *v = args_next(a);

			if (have_brd)
				duparg("broadcast", v);
			have_brd = true;
			put_lladdr(nlh, IFLA_BROADCAST, v);
		} else if (is(w, "netns")) {
			const char *v = args_next(a);

			if (have_netns)
				duparg("netns", v);
			have_netns = true;
			put_netns(nlh, v, o);
		} else if (matches(w, "link-netns")) {
			const char *v = args_next(a);
			int id = netns_nsid_of(v);

			if (id < 0)
				invarg("Invalid \"link-netns\" value\n", v);
			nl_attr_put_u32(nlh, IFLA_LINK_NETNSID, (uint32_t)id);
		} else if (matches(w, "link-netnsid")) {
			const char *v = args_next(a);
			int32_t id;

			if (get_s32(&id, v, 0))
				invarg("Invalid \"link-netnsid\" value\n", v);
			nl_attr_put_u32(nlh, IFLA_LINK_NETNSID, (uint32_t)id);
		} else if (is(w, "carrier") || is(w, "protodown")) {
			const char *v = args_next(a);
			int on = parse_one_of_on_off(v);

			if (on < 0) {
				fprintf(stderr, "Error: argument of \"%s\" must "
					"be one of \"off\", \"on\", not \"%s\"\n",
					w, v);
				return EINVAL;
			}
			if (is(w, "carrier"))
				nl_attr_put_u8(nlh, IFLA_CARRIER, (uint8_t)on);
			else
				nl_attr_put_u8(nlh, IFLA_PROTO_DOWN, (uint8_t)on);
		} else if (is(w, "protodown_reason")) {
			const char *r = args_next(a);
			const char *v;
			uint32_t bit;
			int on;

			if (get_u32(&bit, r, 0) || bit > 31)
				invarg("invalid protodown reason\n", r);
			v = args_next(a);
			on = parse_one_of_on_off(v);
			if (on < 0) {
				fprintf(stderr, "Error: argument of \"protodown_reason\" must be one of \"off\", \"on\", not \"%s\"\n", v);
				return EINVAL;
			}
			struct nlattr *n = nl_attr_nest_start(nlh,
						IFLA_PROTO_DOWN_REASON);
			nl_attr_put_u32(nlh, IFLA_PROTO_DOWN_REASON_MASK,
					 1u << bit);
			nl_attr_put_u32(nlh, IFLA_PROTO_DOWN_REASON_VALUE,
					 on ? 1u << bit : 0);
			nl_attr_nest_end(nlh, n);
		} else if (matches(w, "alias")) {
			const char *v = args_next(a);

			(void)have_alias;	/* the last one wins */
			if (strlen(v) >= 256)
				invarg("alias too long\n", v);
			nl_attr_put(nlh, IFLA_IFALIAS, strlen(v), v);
		} else if (is(w, "group")) {
			const char *v = args_next(a);
			uint32_t g;

			if (o->have_group)
				duparg("group", v);
			if (table_a2n(&tbl_group, &g, v))
				invarg("Invalid \"group\" value\n", v);
			o->have_group = true;
			o->group = g;
			if (!o->dev && !create && !peer)
				o->group_sel = v;
			else
				nl_attr_put_u32(nlh, IFLA_GROUP, g);
		} else if (is(w, "mode")) {
			const char *v = args_next(a);
			uint8_t m;

			if (have_mode)
				duparg("mode", v);
			have_mode = true;
			if (!strcasecmp(v, "default"))
				m = 0;
			else if (!strcasecmp(v, "dormant"))
				m = 1;
			else if (!strcasecmp(v, "testing"))
				m = 2;
			else
				invarg("Invalid link mode\n", v);
			nl_attr_put_u8(nlh, IFLA_LINKMODE, m);
		} else if (is(w, "state")) {
			const char *v = args_next(a);
			int st = parse_operstate(v);

			if (have_state)
				duparg("state", v);
			have_state = true;
			if (st < 0)
				invarg("Invalid operstate\n", v);
			nl_attr_put_u8(nlh, IFLA_OPERSTATE, (uint8_t)st);
		} else if (matches(w, "master")) {
			const char *v = args_next(a);
			int idx;

			if (have_master)
				duparg("master", v);
			have_master = true;
			idx = need_index(v);
			if (!idx)
				invarg("Device does not exist\n", v);
			nl_attr_put_u32(nlh, IFLA_MASTER, (uint32_t)idx);
		} else if (is(w, "vrf")) {
			const char *v = args_next(a);
			int idx = need_index(v);

			if (!idx || !is_vrf(idx))
				invarg("Not a valid VRF name\n", v);
			nl_attr_put_u32(nlh, IFLA_MASTER, (uint32_t)idx);
		} else if (matches(w, "addrgenmode")) {
			const char *v = args_next(a);
			int m = parse_addrgenmode(v);
			struct nlattr *spec, *in6;

			if (m < 0)
				invarg("Invalid address generation mode\n", v);
			spec = nl_attr_nest_start(nlh, IFLA_AF_SPEC);
			in6 = nl_attr_nest_start(nlh, AF_INET6);
			nl_attr_put_u8(nlh, IFLA_INET6_ADDR_GEN_MODE, (uint8_t)m);
			nl_attr_nest_end(nlh, in6);
			nl_attr_nest_end(nlh, spec);
		} else if (is(w, "xdp") || is(w, "xdpgeneric") ||
			   is(w, "xdpdrv") || is(w, "xdpoffload")) {
			link_parse_xdp(a, nlh, o->dev);
		} else if (is(w, "vf")) {
			link_parse_vf(a, nlh);
		} else if (matches(w, "type")) {
			if (peer)
				duparg("type", args_next(a));
			o->kind = args_next(a);
			args_skip(a);
			return 0;
		} else if (matches(w, "help")) {
			link_usage();
		} else {
			done = false;
			for (f = flag_kws; f->kw; f++) {
				if (f->prefix ? !matches(w, f->kw) : !is(w, f->kw))
					continue;
				const char *v = args_next(a);
				int on = parse_on_off(v);

				if (on < 0) {
					fprintf(stderr, "Error: argument of \"%s\" must be \"on\" or \"off\", not \"%s\"\n",
						f->kw, v);
					return 1;
				}
				ifi->ifi_change |= f->flag;
				if (on != f->inverted)
					ifi->ifi_flags |= f->flag;
				else
					ifi->ifi_flags &= ~f->flag;
				done = true;
				break;
			}
			if (done) {
				args_skip(a);
				continue;
			}
			/* the device: "dev NAME" or a bare NAME */
			if (is(w, "dev"))
				w = args_next(a);
			if ((create || peer) && have_name) {
				fprintf(stderr, "both \"name\" and \"dev\" cannot be used when creating devices.\n");
				exit(255);
			}
			if (o->dev)
				duparg2("dev", w);
			if (peer) {
				if (!ifname_ok(w))
					invarg("\"name\" not a valid ifname", w);
				o->name = w;
			}
			/* the reference checks the characters of the name
			 * (not its length) on set as on add */
			if (!peer && (!*w || strpbrk(w, "/ \t\n\v\f\r")))
				invarg("\"dev\" not a valid ifname", w);
			o->dev = w;
		}
		args_skip(a);
	}
	return 0;
}

/* Put the device reference into a request: by name, never by lookup. */
void link_put_dev(struct nlmsghdr *nlh, const char *dev)
{
	size_t len = strlen(dev);

	nl_attr_put_strz(nlh, len < IFNAMSIZ ? IFLA_IFNAME : IFLA_ALT_IFNAME,
			  dev);
}

int link_parse_peer(struct link_req *req, struct args *a,
		    struct ifinfomsg *ifi)
{
	struct link_opts o = { .netns_fd = -1 };
	int err;

	err = parse_link_opts(a, req->nlh, ifi, &o, true, true);
	if (err)
		return err;
	if (o.have_index)
		ifi->ifi_index = o.index;
	if (o.name)
		nl_attr_put_strz(req->nlh, IFLA_IFNAME, o.name);
	if (o.kind) {
		/* "type" inside a peer: the reference reads no further */
		return 0;
	}
	return 0;
}

/* Map a kernel error of a request on a named device to the reference's. */
int link_report(int err, const char *dev)
{
	if (!err) {
		nl_print_warning();
		return 0;
	}
	if (err == -ENODEV && dev && !nl_extack()[0]) {
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		return 1;
	}
	nl_perror(err);
	return 2;
}

static int kind_unknown(const char *kind)
{
	(void)kind;
	return -1;
}

/*
 * The reference checks a new address against the device's address length.
 * Ethernet's 6 bytes need no question; another length costs one lookup.
 */
static int addr_len_cb(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, nlh, sizeof(struct ifinfomsg))
		if (mnl_attr_get_type(a) == IFLA_ADDRESS)
			*(int *)data = (int)mnl_attr_get_payload_len(a);
	return MNL_CB_OK;
}

static int check_addr_len(const struct nlmsghdr *req, const char *dev)
{
	const struct nlattr *a;

	mnl_attr_for_each(a, req, sizeof(struct ifinfomsg)) {
		int type = mnl_attr_get_type(a);
		int len = (int)mnl_attr_get_payload_len(a), have = -1;
		char buf[512];
		struct nlmsghdr *nlh;
		struct ifinfomsg *ifi;

		if (type != IFLA_ADDRESS || len == 6)	/* not brd */
			continue;
		nlh = nl_msg_start(buf, RTM_GETLINK, 0);
		ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
		ifi->ifi_family = AF_UNSPEC;
		link_put_dev(nlh, dev);
		nl_attr_put_u32(nlh, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
		if (nl_talk(nl_lookup_sess(), nlh, addr_len_cb, &have) ||
		    have < 0 || have == len)
			return 0;	/* the kernel will say what is wrong */
		fprintf(stderr, "Invalid address length %d - must be %d bytes\n",
			len, have);
		return 1;
	}
	return 0;
}

/* Build and send one add/set/replace request. */
static int link_modify(int cmd, unsigned int flags, int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct link_opts o = { .netns_fd = -1 };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd, (uint16_t)flags);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	bool create = flags & NLM_F_CREATE;
	const struct link_kind *k = NULL;
	struct link_req req = { nlh, buf, sizeof(buf), NULL, cmd, false };
	int err;

	ifi->ifi_family = AF_UNSPEC;
	req.create = create;
	err = parse_link_opts(&a, nlh, ifi, &o, create, false);
	if (err)
		goto out;

	if (!create && !o.dev && o.name) {
		/* "name X" alone names the device acted upon */
		o.dev = o.name;
		o.name = NULL;
	}
	if (o.group_sel && o.dev) {
		/* a device given after "group N": N is its new group */
		nl_attr_put_u32(nlh, IFLA_GROUP, o.group);
		o.group_sel = NULL;
	}
	if (o.have_index && !create && !o.moved_netns) {
		fprintf(stderr, "index can be used only when creating devices or when moving device to another netns.\n");
		exit(255);
	}
	if (!create && !o.dev && !o.group_sel) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		exit(255);
	}
	if (!create && o.dev && (check_addr_len(nlh, o.dev) ||
				 link_vf_finish(nlh, o.dev)))
		exit(1);
	if (o.have_index)
		ifi->ifi_index = o.index;
	if (create && !o.kind) {
		fprintf(stderr, "Not enough information: \"type\" argument is required\n");
		err = 1;
		goto out;
	}

	if (o.group_sel) {
		nl_attr_put_u32(nlh, IFLA_GROUP, o.group);
	} else if (create) {
		if (o.dev)
			nl_attr_put_strz(nlh, IFLA_IFNAME, o.dev);
	} else {
		if (strlen(o.dev) >= ALTIFNAMSIZ) {
			fprintf(stderr, "Cannot find device \"%s\"\n", o.dev);
			err = 1;
			goto out;
		}
		if (o.name || o.moved_netns) {
			/*
			 * The kernel finds the target by IFLA_IFNAME before
			 * IFLA_ALT_IFNAME, so a rename needs the index: one
			 * lookup of that name, through the cache. A move to
			 * another netns too: there IFLA_IFNAME is the name
			 * wanted in the target, and a clash would be
			 * reported in other words than the reference's.
			 */
			ifi->ifi_index = ll_name_to_index(o.dev);
			if (!ifi->ifi_index) {
				fprintf(stderr, "Cannot find device \"%s\"\n",
					o.dev);
				err = 1;
				goto out;
			}
			if (o.name)
				nl_attr_put_strz(nlh, IFLA_IFNAME, o.name);
		} else if (!ifi->ifi_index) {
			link_put_dev(nlh, o.dev);
		}
	}

	if (o.kind) {
		struct nlattr *li = nl_attr_nest_start(nlh, IFLA_LINKINFO);
		const char *kind = o.kind;
		const char *under = strchr(kind, '_');
		/* as the reference: the kind goes whole as IFLA_INFO_KIND
		 * (the kernel looks no further for a device it changes),
		 * and "X_slave" options go as IFLA_INFO_SLAVE_DATA; the
		 * suffix counts from the first underscore */
		bool slave = under && !strcmp(under, "_slave");

		k = link_kind_find(kind);
		nl_attr_put_strz(nlh, IFLA_INFO_KIND, kind);
		req.dev = o.dev;
		if (k && k->parse && args_more(&a)) {
			struct nlattr *data = nl_attr_nest_start(nlh,
				slave ? IFLA_INFO_SLAVE_DATA : IFLA_INFO_DATA);

			err = k->parse(&req, &a);
			if (err)
				goto out;
			nl_attr_nest_end(nlh, data);
		} else if (args_more(&a)) {
			(void)kind_unknown(kind);
			if (matches(args_cur(&a), "help"))
				link_usage();
			/* options of a kind nlroute does not know */
			fprintf(stderr, "Garbage instead of arguments \"%s ...\". Try \"ip link help\".\n",
				args_cur(&a));
			err = 1;
			goto out;
		}
		nl_attr_nest_end(nlh, li);
	}

	err = ip_talk_echo(nlh, !create);
	err = link_report(err, create ? NULL : o.dev);
	if (!err)
		link_note_change(o.dev, o.name, o.moved_netns);
out:
	if (o.netns_fd >= 0)
		close(o.netns_fd);
	return err;
}

static int link_delete(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_DELLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	const char *dev = NULL, *kind = NULL, *name = NULL;
	uint32_t group = 0;
	bool have_group = false;
	int err;

	ifi->ifi_family = AF_UNSPEC;
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (matches(w, "type")) {
			kind = args_next(&a);
			args_skip(&a);
			break;	/* the rest belongs to the kind */
		} else if (is(w, "group")) {
			const char *v = args_next(&a);

			if (have_group)
				duparg("group", v);
			if (table_a2n(&tbl_group, &group, v))
				invarg("Invalid \"group\" value\n", v);
			have_group = true;
		} else if (is(w, "name")) {
			const char *v = args_next(&a);

			if (name)
				duparg("name", v);
			name = v;
		} else if (matches(w, "help")) {
			link_usage();
		} else {
			if (is(w, "dev"))
				w = args_next(&a);
			if (dev)
				duparg2("dev", w);
			if (!*w || strpbrk(w, "/ \t\n\v\f\r"))
				invarg("\"dev\" not a valid ifname", w);
			dev = w;
		}
		args_skip(&a);
	}
	/* "name N" names the device too; "dev" wins (the reference) */
	if (!dev && name) {
		dev = name;
		have_group = false;
	}
	if (!dev && !have_group) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		exit(255);
	}
	if (dev && have_group)
		duparg2("group", dev);
	if (have_group) {
		nl_attr_put_u32(nlh, IFLA_GROUP, group);
	} else {
		if (strlen(dev) >= ALTIFNAMSIZ) {
			fprintf(stderr, "Cannot find device \"%s\"\n", dev);
			return 1;
		}
		link_put_dev(nlh, dev);
	}
	if (kind) {
		struct nlattr *li = nl_attr_nest_start(nlh, IFLA_LINKINFO);

		nl_attr_put_strz(nlh, IFLA_INFO_KIND, kind);
		nl_attr_nest_end(nlh, li);
	}
	err = ip_talk(nlh);
	/* refused before the name was looked at (no CAP_NET_ADMIN): the
	 * reference, which resolves the name first, says it is not there */
	if (err == -EPERM && dev && !ll_name_to_index(dev)) {
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		return 1;
	}
	err = link_report(err, dev);
	if (!err && dev)
		link_note_delete(dev);
	return err;
}

static int link_property(int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	struct nlattr *props;
	const char *dev = NULL;
	int cmd, n = 0, err;

	if (!args_more(&a))
		link_usage();
	if (matches(args_cur(&a), "help")) {
		fprintf(stderr, "Usage: ip link property add dev DEVICE [ altname NAME .. ]\n       ip link property del dev DEVICE [ altname NAME .. ]\n");
		exit(255);
	}
	if (matches(args_cur(&a), "add"))
		cmd = RTM_NEWLINKPROP;
	else if (matches(args_cur(&a), "delete"))
		cmd = RTM_DELLINKPROP;
	else {
		fprintf(stderr, "Operator required\n");
		exit(255);
	}
	args_skip(&a);
	nlh = nl_msg_start(buf, (uint16_t)cmd,
			   cmd == RTM_NEWLINKPROP ? NLM_F_EXCL : 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = AF_UNSPEC;
	props = nl_attr_nest_start(nlh, IFLA_PROP_LIST);
	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "altname")) {
			const char *v = args_next(&a);

			/* the length is the kernel's to check */
			if (!*v || strchr(v, '/') || strpbrk(v, " \t\n\v\f\r"))
				invarg("not a valid altname", v);
			if (!nl_attr_fits(nlh, strlen(v) + 1) ||
			    nl_attr_put_strz(nlh, IFLA_ALT_IFNAME, v)) {
				fprintf(stderr, "Error: too many altnames in one request.\n");
				return 1;
			}
			n++;
		} else if (matches(w, "help")) {
			fprintf(stderr, "Usage: ip link property add dev DEVICE [ altname NAME .. ]\n       ip link property del dev DEVICE [ altname NAME .. ]\n");
			exit(255);
		} else {
			if (is(w, "dev"))
				w = args_next(&a);
			if (dev)
				duparg2("dev", w);
			dev = w;
		}
		args_skip(&a);
	}
	nl_attr_nest_end(nlh, props);
	if (!dev) {
		fprintf(stderr, "Not enough of information: \"dev\" argument is required.\n");
		exit(255);
	}
	(void)n;	/* the reference sends an empty list without a word */
	/* the device goes by its index here: property names are IFLA_ALT_IFNAME */
	ifi->ifi_index = ll_name_to_index(dev);
	if (!ifi->ifi_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		return 1;
	}
	err = nl_talk(nl_main(), nlh, NULL, NULL);
	return link_report(err, dev);
}

static int link_help(int argc, char **argv)
{
	const struct link_kind *k;

	if (argc < 1)
		link_usage();
	k = link_kind_find(argv[0]);
	if (!k || !k->usage)
		link_usage();
	k->usage(stdout);	/* asked-for help goes to stdout */
	return 0;
}

int do_link(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return link_show(0, NULL);
	w = argv[0];
	if (matches(w, "add"))
		return link_modify(RTM_NEWLINK, NLM_F_CREATE | NLM_F_EXCL,
				   argc - 1, argv + 1);
	if (matches(w, "set") || matches(w, "change"))
		return link_modify(RTM_NEWLINK, 0, argc - 1, argv + 1);
	if (matches(w, "replace"))
		return link_modify(RTM_NEWLINK, NLM_F_CREATE | NLM_F_REPLACE,
				   argc - 1, argv + 1);
	if (matches(w, "delete"))
		return link_delete(argc - 1, argv + 1);
	if (matches(w, "show") || matches(w, "lst") || matches(w, "list"))
		return link_show(argc - 1, argv + 1);
	if (matches(w, "xstats"))
		return link_xstats(argc - 1, argv + 1);
	if (matches(w, "afstats"))
		return link_afstats(argc - 1, argv + 1);
	if (matches(w, "property"))
		return link_property(argc - 1, argv + 1);
	if (matches(w, "help"))
		return link_help(argc - 1, argv + 1);
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip link help\".\n", w);
	exit(255);
}
