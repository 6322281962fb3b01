// SPDX-License-Identifier: GPL-2.0
/* link_show.c — `ip link show` and the printer of one link */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <net/if.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/if_arp.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "names.h"
#include "netns.h"
#include "nl.h"
#include "print.h"
#include "tables.h"
#include "ip_common.h"
#include "link.h"
#include "link_kind.h"
#include "link_xdp.h"
#include "vrf.h"

static const struct { unsigned int type; const char *name; } arphrd[] = {
	{ ARPHRD_NETROM, "netrom" }, { ARPHRD_ETHER, "ether" },
	{ ARPHRD_EETHER, "eether" }, { ARPHRD_AX25, "ax25" },
	{ ARPHRD_PRONET, "pronet" }, { ARPHRD_CHAOS, "chaos" },
	{ ARPHRD_IEEE802, "ieee802" }, { ARPHRD_ARCNET, "arcnet" },
	{ ARPHRD_APPLETLK, "atalk" }, { ARPHRD_DLCI, "dlci" },
	{ ARPHRD_ATM, "atm" }, { ARPHRD_METRICOM, "metricom" },
	{ ARPHRD_IEEE1394, "ieee1394" }, { ARPHRD_INFINIBAND, "infiniband" },
	{ ARPHRD_SLIP, "slip" }, { ARPHRD_CSLIP, "cslip" },
	{ ARPHRD_SLIP6, "slip6" }, { ARPHRD_CSLIP6, "cslip6" },
	{ ARPHRD_RSRVD, "rsrvd" }, { ARPHRD_ADAPT, "adapt" },
	{ ARPHRD_ROSE, "rose" }, { ARPHRD_X25, "x25" },
	{ ARPHRD_HWX25, "hwx25" }, { ARPHRD_CAN, "can" },
	{ ARPHRD_PPP, "ppp" }, { ARPHRD_HDLC, "hdlc" },
	{ ARPHRD_LAPB, "lapb" }, { ARPHRD_DDCMP, "ddcmp" },
	{ ARPHRD_RAWHDLC, "rawhdlc" }, { ARPHRD_TUNNEL, "ipip" },
	{ ARPHRD_TUNNEL6, "tunnel6" }, { ARPHRD_FRAD, "frad" },
	{ ARPHRD_SKIP, "skip" }, { ARPHRD_LOOPBACK, "loopback" },
	{ ARPHRD_LOCALTLK, "ltalk" }, { ARPHRD_FDDI, "fddi" },
	{ ARPHRD_BIF, "bif" }, { ARPHRD_SIT, "sit" },
	{ ARPHRD_IPDDP, "ip/ddp" }, { ARPHRD_IPGRE, "gre" },
	{ ARPHRD_PIMREG, "pimreg" }, { ARPHRD_HIPPI, "hippi" },
	{ ARPHRD_ASH, "ash" }, { ARPHRD_ECONET, "econet" },
	{ ARPHRD_IRDA, "irda" }, { ARPHRD_FCPP, "fcpp" },
	{ ARPHRD_FCAL, "fcal" }, { ARPHRD_FCPL, "fcpl" },
	{ ARPHRD_FCFABRIC, "fcfb0" }, { ARPHRD_IEEE802_TR, "tr" },
	{ ARPHRD_IEEE80211, "ieee802.11" },
	{ ARPHRD_IEEE80211_PRISM, "ieee802.11/prism" },
	{ ARPHRD_IEEE80211_RADIOTAP, "ieee802.11/radiotap" },
	{ ARPHRD_IEEE802154, "ieee802.15.4" },
	{ ARPHRD_IEEE802154_MONITOR, "ieee802.15.4/monitor" },
	{ ARPHRD_PHONET, "phonet" }, { ARPHRD_PHONET_PIPE, "phonet_pipe" },
	{ ARPHRD_CAIF, "caif" }, { ARPHRD_IP6GRE, "gre6" },
	{ ARPHRD_NETLINK, "netlink" }, { ARPHRD_6LOWPAN, "6lowpan" },
	{ ARPHRD_VSOCKMON, "vsockmon" },
	{ ARPHRD_NONE, "none" }, { ARPHRD_VOID, "void" },
};

const char *link_type_name(unsigned int type, char *buf, size_t sz)
{
	if (numeric)
		goto num;
	for (size_t i = 0; i < sizeof(arphrd) / sizeof(arphrd[0]); i++)
		if (arphrd[i].type == type)
			return arphrd[i].name;
num:
	snprintf(buf, sz, "[%u]", type);
	return buf;
}

static const char *operstates[] = { "UNKNOWN", "NOTPRESENT", "DOWN",
	"LOWERLAYERDOWN", "TESTING", "DORMANT", "UP" };
static const char *linkmodes[] = { "DEFAULT", "DORMANT", "TESTING" };

static const struct { unsigned int flag; const char *name; } iff_names[] = {
	{ IFF_LOOPBACK, "LOOPBACK" }, { IFF_BROADCAST, "BROADCAST" },
	{ IFF_POINTOPOINT, "POINTOPOINT" }, { IFF_MULTICAST, "MULTICAST" },
	{ IFF_NOARP, "NOARP" }, { IFF_ALLMULTI, "ALLMULTI" },
	{ IFF_PROMISC, "PROMISC" }, { IFF_MASTER, "MASTER" },
	{ IFF_SLAVE, "SLAVE" }, { IFF_DEBUG, "DEBUG" },
	{ IFF_DYNAMIC, "DYNAMIC" }, { IFF_AUTOMEDIA, "AUTOMEDIA" },
	{ IFF_PORTSEL, "PORTSEL" }, { IFF_NOTRAILERS, "NOTRAILERS" },
	{ IFF_UP, "UP" }, { IFF_LOWER_UP, "LOWER_UP" },
	{ IFF_DORMANT, "DORMANT" }, { IFF_ECHO, "ECHO" },
};

static void print_flags(unsigned int flags, bool mdown)
{
	bool first = true;

	pr_open_array(PR_JSON, "flags");
	pr_text("<");
#define FLAG_OUT(s) do { \
		pr_str(PR_FP, NULL, first ? "%s" : ",%s", s); \
		pr_str(PR_JSON, NULL, NULL, s); \
		first = false; \
	} while (0)
	if ((flags & IFF_UP) && !(flags & IFF_RUNNING))
		FLAG_OUT("NO-CARRIER");
	flags &= ~IFF_RUNNING;
	for (size_t i = 0; i < sizeof(iff_names) / sizeof(iff_names[0]); i++) {
		if (!(flags & iff_names[i].flag))
			continue;
		flags &= ~iff_names[i].flag;
		FLAG_OUT(iff_names[i].name);
	}
	if (flags) {
		char hex[16];

		snprintf(hex, sizeof(hex), "%x", flags);
		FLAG_OUT(hex);
	}
	if (mdown)
		FLAG_OUT("M-DOWN");
#undef FLAG_OUT
	pr_close_array(PR_JSON, NULL);
	pr_text("> ");
}

static int ifla_cb(const struct nlattr *a, void *data)
{
	const struct nlattr **tb = data;
	int type = mnl_attr_get_type(a);

	if (mnl_attr_type_valid(a, IFLA_MAX) < 0)
		return MNL_CB_OK;	/* newer kernel: ignore */
	switch (type) {
	case IFLA_MTU: case IFLA_LINK: case IFLA_MASTER: case IFLA_TXQLEN:
	case IFLA_GROUP: case IFLA_PROMISCUITY: case IFLA_ALLMULTI:
	case IFLA_NUM_TX_QUEUES: case IFLA_NUM_RX_QUEUES:
	case IFLA_GSO_MAX_SIZE: case IFLA_GSO_MAX_SEGS:
	case IFLA_GRO_MAX_SIZE: case IFLA_TSO_MAX_SIZE:
	case IFLA_TSO_MAX_SEGS: case IFLA_MIN_MTU: case IFLA_MAX_MTU:
	case IFLA_LINK_NETNSID: case IFLA_CARRIER_CHANGES:
	case IFLA_NEW_NETNSID: case IFLA_NEW_IFINDEX:
	case IFLA_CARRIER_UP_COUNT: case IFLA_CARRIER_DOWN_COUNT:
	case IFLA_NUM_VF:
		if (mnl_attr_validate(a, MNL_TYPE_U32) < 0)
			return MNL_CB_OK;
		break;
	case IFLA_OPERSTATE: case IFLA_LINKMODE: case IFLA_PROTO_DOWN:
	case IFLA_CARRIER:
		if (mnl_attr_validate(a, MNL_TYPE_U8) < 0)
			return MNL_CB_OK;
		break;
	case IFLA_IFNAME: case IFLA_QDISC: case IFLA_IFALIAS:
	case IFLA_PARENT_DEV_NAME: case IFLA_PARENT_DEV_BUS_NAME:
		if (mnl_attr_validate(a, MNL_TYPE_NUL_STRING) < 0)
			return MNL_CB_OK;
		break;
	case IFLA_STATS64:
		if (mnl_attr_get_payload_len(a) <
		    sizeof(struct rtnl_link_stats64) - 2 * sizeof(uint64_t))
			return MNL_CB_OK;
		break;
	default:
		break;
	}
	tb[type] = a;
	return MNL_CB_OK;
}

static uint32_t get32(const struct nlattr **tb, int t)
{
	return tb[t] ? mnl_attr_get_u32(tb[t]) : 0;
}

/* "link-netns NAME" needs the name whose nsid is this: looked up lazily. */
static const char *netns_name_of(int nsid)
{
	static char name[256];

	return netns_name_from_nsid(nsid, name, sizeof(name)) ? NULL : name;
}

static void print_ifname(const struct ifinfomsg *ifi, const struct nlattr **tb,
			 const char *name, bool brief_mode)
{
	char text[IFNAMSIZ * 2 + 16];
	char other[32];

	if (tb[IFLA_LINK]) {
		uint32_t iflink = get32(tb, IFLA_LINK);

		if (tb[IFLA_LINK_NETNSID]) {
			pr_uint(PR_JSON, "link_index", NULL, iflink);
			snprintf(other, sizeof(other), "if%u", iflink);
		} else if (iflink) {
			const char *n = ll_idx_n2a((int)iflink);

			snprintf(other, sizeof(other), "%s", n);
			pr_str(PR_JSON, "link", NULL, other);
		} else {
			snprintf(other, sizeof(other), "NONE");
			pr_null(PR_JSON, "link", NULL, NULL);
		}
		snprintf(text, sizeof(text), "%s@%s", name, other);
	} else {
		snprintf(text, sizeof(text), "%s", name);
	}
	pr_str(PR_JSON, "ifname", NULL, name);
	if (brief_mode) {
		pr_cstr(PR_FP, CLR_IFNAME, NULL, "%-16s ", text);
	} else {
		strncat(text, ": ", sizeof(text) - strlen(text) - 1);
		pr_cstr(PR_FP, CLR_IFNAME, NULL, "%s", text);
	}
	(void)ifi;
}

static void print_operstate(const struct nlattr **tb, bool brief_mode)
{
	uint8_t st = tb[IFLA_OPERSTATE] ? mnl_attr_get_u8(tb[IFLA_OPERSTATE]) : 0;
	enum pr_color c = CLR_NONE;
	char buf[16];
	const char *s;

	if (st < sizeof(operstates) / sizeof(operstates[0])) {
		s = operstates[st];
	} else {
		snprintf(buf, sizeof(buf), "state %#x", st);
		s = buf;
	}
	if (st == IF_OPER_UP)
		c = CLR_UP;
	else if (st == IF_OPER_DOWN)
		c = CLR_DOWN;
	if (brief_mode) {
		pr_cstr(PR_ANY, c, "operstate", "%-14s ", s);
	} else {
		pr_text("state ");
		pr_cstr(PR_ANY, c, "operstate", "%s ", s);
	}
}

/* IFLA_LINKINFO, with an unterminated kind string dropped. */
static void linkinfo_parse(const struct nlattr *linkinfo,
			   const struct nlattr **li)
{
	nest_parse(linkinfo, li, IFLA_INFO_MAX);
	if (li[IFLA_INFO_KIND] &&
	    mnl_attr_validate(li[IFLA_INFO_KIND], MNL_TYPE_NUL_STRING))
		li[IFLA_INFO_KIND] = NULL;
	if (li[IFLA_INFO_SLAVE_KIND] &&
	    mnl_attr_validate(li[IFLA_INFO_SLAVE_KIND], MNL_TYPE_NUL_STRING))
		li[IFLA_INFO_SLAVE_KIND] = NULL;
}

static bool filtered_out(const struct ifinfomsg *ifi, const struct nlattr **tb,
			 const struct link_filter *f)
{
	if (!f)
		return false;
	if (f->up && !(ifi->ifi_flags & IFF_UP))
		return true;
	if (f->have_group && get32(tb, IFLA_GROUP) != f->group)
		return true;
	if (f->master > 0 && get32(tb, IFLA_MASTER) != (uint32_t)f->master)
		return true;
	if (f->master < 0 && tb[IFLA_MASTER])
		return true;
	if (f->kind) {
		const struct nlattr *li[IFLA_INFO_MAX + 1] = { NULL };
		const struct nlattr *k;

		if (!tb[IFLA_LINKINFO])
			return true;
		linkinfo_parse(tb[IFLA_LINKINFO], li);
		k = li[f->slave_kind ? IFLA_INFO_SLAVE_KIND : IFLA_INFO_KIND];
		if (!k || strcmp(mnl_attr_get_str(k), f->kind))
			return true;
	}
	return false;
}

static void print_linkinfo_details(const struct nlattr *linkinfo)
{
	const struct nlattr *li[IFLA_INFO_MAX + 1] = { NULL };
	const struct link_kind *k;

	linkinfo_parse(linkinfo, li);
	pr_open_object("linkinfo");
	if (li[IFLA_INFO_KIND]) {
		const char *kind = mnl_attr_get_str(li[IFLA_INFO_KIND]);

		pr_text("%s", pr_sl());
		pr_str(PR_ANY, "info_kind", "    %s ", kind);
		k = link_kind_find(kind);
		/* the reference opens the object for a kind it can print
		 * even when the device sends no data */
		if (k && k->print) {
			pr_open_object("info_data");
			if (li[IFLA_INFO_DATA])
				k->print(li[IFLA_INFO_DATA]);
			pr_close_object();
		}
		if (k && k->print_xstats && show_stats &&
		    li[IFLA_INFO_XSTATS]) {
			pr_open_object("info_xstats");
			k->print_xstats(li[IFLA_INFO_XSTATS]);
			pr_close_object();
		}
	}
	if (li[IFLA_INFO_SLAVE_KIND]) {
		const char *skind = mnl_attr_get_str(li[IFLA_INFO_SLAVE_KIND]);
		char name[64];

		pr_text("%s", pr_sl());
		pr_str(PR_ANY, "info_slave_kind", "    %s_slave ", skind);
		snprintf(name, sizeof(name), "%s_slave", skind);
		k = link_kind_find(name);
		if (k && k->print && li[IFLA_INFO_SLAVE_DATA]) {
			pr_open_object("info_slave_data");
			k->print(li[IFLA_INFO_SLAVE_DATA]);
			pr_close_object();
		}
	}
	pr_close_object();
}

static const char *addrgenmode_name(uint8_t m)
{
	switch (m) {
	case IN6_ADDR_GEN_MODE_EUI64: return "eui64";
	case IN6_ADDR_GEN_MODE_NONE: return "none";
	case IN6_ADDR_GEN_MODE_STABLE_PRIVACY: return "stable_secret";
	case IN6_ADDR_GEN_MODE_RANDOM: return "random";
	default: return NULL;
	}
}

static void print_addrgenmode(const struct nlattr *afspec)
{
	const struct nlattr *a, *b;

	mnl_attr_for_each_nested(a, afspec) {
		if (mnl_attr_get_type(a) != AF_INET6)
			continue;
		mnl_attr_for_each_nested(b, a) {
			const char *n;
			char buf[32];

			if (mnl_attr_get_type(b) != IFLA_INET6_ADDR_GEN_MODE ||
			    mnl_attr_validate(b, MNL_TYPE_U8))
				continue;
			n = addrgenmode_name(mnl_attr_get_u8(b));
			if (!n) {
				snprintf(buf, sizeof(buf), "%#.2hhx",
					 mnl_attr_get_u8(b));
				n = buf;
			}
			pr_str(PR_ANY, "inet6_addr_gen_mode", "addrgenmode %s ", n);
		}
	}
}

static void print_details(const struct nlattr **tb, bool addr_mode)
{
	if (tb[IFLA_PROMISCUITY])
		pr_uint(PR_ANY, "promiscuity", " promiscuity %u ",
			get32(tb, IFLA_PROMISCUITY));
	if (tb[IFLA_ALLMULTI])
		pr_uint(PR_ANY, "allmulti", " allmulti %u ",
			get32(tb, IFLA_ALLMULTI));
	if (tb[IFLA_MIN_MTU])
		pr_uint(PR_ANY, "min_mtu", "minmtu %u ", get32(tb, IFLA_MIN_MTU));
	if (tb[IFLA_MAX_MTU])
		pr_uint(PR_ANY, "max_mtu", "maxmtu %u ", get32(tb, IFLA_MAX_MTU));
	if (tb[IFLA_LINKINFO])
		print_linkinfo_details(tb[IFLA_LINKINFO]);
	if (tb[IFLA_AF_SPEC] && !addr_mode)
		print_addrgenmode(tb[IFLA_AF_SPEC]);
	if (tb[IFLA_NUM_TX_QUEUES])
		pr_uint(PR_ANY, "num_tx_queues", "numtxqueues %u ",
			get32(tb, IFLA_NUM_TX_QUEUES));
	if (tb[IFLA_NUM_RX_QUEUES])
		pr_uint(PR_ANY, "num_rx_queues", "numrxqueues %u ",
			get32(tb, IFLA_NUM_RX_QUEUES));
	if (tb[IFLA_GSO_MAX_SIZE])
		pr_uint(PR_ANY, "gso_max_size", "gso_max_size %u ",
			get32(tb, IFLA_GSO_MAX_SIZE));
	if (tb[IFLA_GSO_MAX_SEGS])
		pr_uint(PR_ANY, "gso_max_segs", "gso_max_segs %u ",
			get32(tb, IFLA_GSO_MAX_SEGS));
	if (tb[IFLA_TSO_MAX_SIZE])
		pr_uint(PR_ANY, "tso_max_size", "tso_max_size %u ",
			get32(tb, IFLA_TSO_MAX_SIZE));
	if (tb[IFLA_TSO_MAX_SEGS])
		pr_uint(PR_ANY, "tso_max_segs", "tso_max_segs %u ",
			get32(tb, IFLA_TSO_MAX_SEGS));
	if (tb[IFLA_GRO_MAX_SIZE])
		pr_uint(PR_ANY, "gro_max_size", "gro_max_size %u ",
			get32(tb, IFLA_GRO_MAX_SIZE));
	if (tb[IFLA_PARENT_DEV_BUS_NAME])
		pr_str(PR_ANY, "parentbus", "parentbus %s ",
		       mnl_attr_get_str(tb[IFLA_PARENT_DEV_BUS_NAME]));
	if (tb[IFLA_PARENT_DEV_NAME])
		pr_str(PR_ANY, "parentdev", "parentdev %s ",
		       mnl_attr_get_str(tb[IFLA_PARENT_DEV_NAME]));
}

static void print_altnames(const struct nlattr *proplist)
{
	const struct nlattr *a;
	bool open = false;

	mnl_attr_for_each_nested(a, proplist) {
		if (mnl_attr_get_type(a) != IFLA_ALT_IFNAME ||
		    mnl_attr_validate(a, MNL_TYPE_NUL_STRING))
			continue;
		if (!open) {
			pr_open_array(PR_JSON, "altnames");
			open = true;
		}
		pr_text("%s", pr_sl());
		pr_str(PR_FP, NULL, "    altname %s", mnl_attr_get_str(a));
		pr_str(PR_JSON, NULL, NULL, mnl_attr_get_str(a));
	}
	if (open)
		pr_close_array(PR_JSON, NULL);
}

/*
 * A device's hardware address as the reference prints it: tunnels whose
 * "hardware address" is an IP endpoint (ipip, sit, gre; ip6tnl, ip6gre)
 * show it as an address, everything else as colon-separated hex.
 */
static char *format_hwaddr(unsigned short type, const struct nlattr *attr,
			   char *buf, size_t sz)
{
	const void *p = mnl_attr_get_payload(attr);
	int len = (int)mnl_attr_get_payload_len(attr);

	if (len == 4 && (type == ARPHRD_TUNNEL || type == ARPHRD_SIT ||
			 type == ARPHRD_IPGRE) &&
	    inet_ntop(AF_INET, p, buf, (socklen_t)sz))
		return buf;
	if (len == 16 && (type == ARPHRD_TUNNEL6 || type == ARPHRD_IP6GRE) &&
	    inet_ntop(AF_INET6, p, buf, (socklen_t)sz))
		return buf;
	return format_lladdr(p, len, buf, sz);
}

static void print_lladdr_line(const struct ifinfomsg *ifi,
			      const struct nlattr **tb)
{
	char buf[64], tbuf[32];
	const char *tname = link_type_name(ifi->ifi_type, tbuf, sizeof(tbuf));

	pr_text("%s", pr_sl());
	pr_str(PR_ANY, "link_type", "    link/%s ", tname);
	if (tb[IFLA_ADDRESS]) {
		format_hwaddr(ifi->ifi_type, tb[IFLA_ADDRESS], buf, sizeof(buf));
		pr_cstr(PR_ANY, CLR_MAC, "address", "%s", buf);
	}
	if (tb[IFLA_BROADCAST]) {
		format_hwaddr(ifi->ifi_type, tb[IFLA_BROADCAST], buf, sizeof(buf));
		if (ifi->ifi_flags & IFF_POINTOPOINT) {
			pr_text(" peer ");
			pr_cstr(PR_JSON, CLR_NONE, "link_pointtopoint", NULL, "");
			pr_cstr(PR_ANY, CLR_MAC, "broadcast", "%s", buf);
		} else {
			pr_text(" brd ");
			pr_cstr(PR_ANY, CLR_MAC, "broadcast", "%s", buf);
		}
	}
	if (tb[IFLA_PERM_ADDRESS]) {
		format_hwaddr(ifi->ifi_type, tb[IFLA_PERM_ADDRESS], buf, sizeof(buf));
		if (!tb[IFLA_ADDRESS] ||
		    mnl_attr_get_payload_len(tb[IFLA_ADDRESS]) !=
			    mnl_attr_get_payload_len(tb[IFLA_PERM_ADDRESS]) ||
		    memcmp(mnl_attr_get_payload(tb[IFLA_ADDRESS]),
			   mnl_attr_get_payload(tb[IFLA_PERM_ADDRESS]),
			   mnl_attr_get_payload_len(tb[IFLA_ADDRESS]))) {
			pr_text(" permaddr ");
			pr_cstr(PR_ANY, CLR_MAC, "permaddr", "%s", buf);
		}
	}
}

/*
 * What follows the link-layer line's addresses, printed also when that
 * line is not (ip -4/-6 address): at the end of the first line then.
 */
static void print_link_peer_ns(const struct nlattr **tb)
{
	if (tb[IFLA_LINK_NETNSID]) {
		int id = (int)get32(tb, IFLA_LINK_NETNSID);

		if (id >= 0) {
			const char *n = pr_json ? NULL : netns_name_of(id);

			if (n)
				pr_str(PR_FP, NULL, " link-netns %s", n);
			else
				pr_int(PR_FP, NULL, " link-netnsid %d", id);
			pr_int(PR_JSON, "link_netnsid", NULL, id);
		} else {
			pr_str(PR_FP, NULL, " link-netnsid %s", "unknown");
		}
	}
	if (tb[IFLA_PROTO_DOWN] && mnl_attr_get_u8(tb[IFLA_PROTO_DOWN]))
		pr_bool(PR_ANY, "proto_down", " protodown on ", true);
}

static void print_brief(const struct ifinfomsg *ifi, const struct nlattr **tb,
			const char *name, bool mdown,
			const struct link_filter *f)
{
	char buf[64];

	print_ifname(ifi, tb, name, true);
	print_operstate(tb, true);
	/* ip -br -0 address: the link's own brief line */
	if (f && f->addr_mode && f->family != AF_PACKET) {
		f->print_addrs(ifi, f->ctx);
		pr_text("\n");
		return;
	}
	if (tb[IFLA_ADDRESS]) {
		format_hwaddr(ifi->ifi_type, tb[IFLA_ADDRESS], buf, sizeof(buf));
		pr_cstr(PR_ANY, CLR_MAC, "address", "%s ", buf);
	}
	print_flags(ifi->ifi_flags, mdown);
	pr_text("\n");
}

/*
 * Family-specific link dumps (ip -6 addr) carry no IFLA_TXQLEN; the
 * reference then asks the queue length with an ioctl on the name.
 */
static void print_qlen_fallback(const char *name)
{
	struct ifreq ifr = { 0 };
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (fd < 0)
		return;
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", name);
	if (!ioctl(fd, SIOCGIFTXQLEN, &ifr) && ifr.ifr_qlen)
		pr_uint(PR_ANY, "txqlen", "qlen %u", (unsigned)ifr.ifr_qlen);
	close(fd);
}

/*
 * The rest of a link in `ip address` form: the link-layer line only when
 * no address family was chosen, alias only with -d, altnames, then the
 * addresses, then statistics.
 */
static void print_addr_mode_tail(const struct ifinfomsg *ifi,
				 const struct nlattr **tb,
				 const struct link_filter *f)
{
	if (f->family == AF_UNSPEC || f->family == AF_PACKET || show_details) {
		print_lladdr_line(ifi, tb);
		print_link_peer_ns(tb);
		if (show_details)
			print_details(tb, true);
	} else {
		print_link_peer_ns(tb);
	}
	if (show_details && tb[IFLA_IFALIAS]) {
		pr_text("%s", pr_sl());
		pr_str(PR_ANY, "ifalias", "    alias %s",
		       mnl_attr_get_str(tb[IFLA_IFALIAS]));
	}
	if (show_details) {
		link_print_xdp_progs(tb[IFLA_XDP]);
		link_print_vfinfo(ifi, tb);
	}
	if (tb[IFLA_PROP_LIST])
		print_altnames(tb[IFLA_PROP_LIST]);
	pr_text("\n");
	f->print_addrs(ifi, f->ctx);
	if (show_stats && tb[IFLA_STATS64]) {
		/* the block starts with a separator of its own */
		link_print_stats_block(tb);
	} else if (show_stats) {
		pr_text("%s", pr_sl());	/* as in link mode */
	}
}

static int print_link(const struct nlmsghdr *nlh, const struct nlattr **tb,
		      const struct link_filter *f);

int link_print_msg(const struct nlmsghdr *nlh, void *data)
{
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != RTM_NEWLINK && nlh->nlmsg_type != RTM_DELLINK)
		return MNL_CB_OK;
	if (nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(struct ifinfomsg))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(struct ifinfomsg), ifla_cb, tb);
	return print_link(nlh, tb, data);
}

static int print_link(const struct nlmsghdr *nlh, const struct nlattr **tb,
		      const struct link_filter *f)
{
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const char *name;
	bool mdown = false;
	char gbuf[16];

	if (!tb[IFLA_IFNAME])
		return MNL_CB_OK;
	name = mnl_attr_get_str(tb[IFLA_IFNAME]);
	ll_remember_flags(ifi->ifi_index, name, ifi->ifi_flags);

	if (f && f->addr_mode && f->skip_link && f->skip_link(ifi, f->ctx))
		return MNL_CB_OK;
	if (f && f->addr_mode && f->addr_only) {
		/* ip addr show label X: the reference prints addresses only */
		pr_open_object(NULL);
		f->print_addrs(ifi, f->ctx);
		if (brief)
			pr_text("\n");
		pr_close_object();
		return MNL_CB_OK;
	}
	if (f && f->addr_mode && pr_oneline && !brief && !f->no_qlen &&
	    f->family != AF_PACKET) {
		/* ip -o addr: one line per address, no link header. The
		 * reference checks a slave kind (type bridge_slave) only
		 * where it prints the link, so here not at all */
		struct link_filter o = *f;

		if (o.slave_kind)
			o.kind = NULL;
		pr_open_object(NULL);
		if (!filtered_out(ifi, tb, &o))
			f->print_addrs(ifi, f->ctx);
		pr_close_object();
		return MNL_CB_OK;
	}
	pr_open_object(NULL);
	if (filtered_out(ifi, tb, f)) {
		pr_close_object();
		return MNL_CB_OK;
	}
	if (tb[IFLA_LINK] && !tb[IFLA_LINK_NETNSID] && get32(tb, IFLA_LINK)) {
		unsigned int lf = 0;

		ll_index_to_flags((int)get32(tb, IFLA_LINK), &lf);
		mdown = !(lf & IFF_UP);
	}
	if (nlh->nlmsg_type == RTM_DELLINK)
		pr_bool(PR_ANY, "deleted", "Deleted ", true);

	if (brief) {
		print_brief(ifi, tb, name, mdown, f);
		pr_close_object();
		return MNL_CB_OK;
	}

	pr_int(PR_ANY, "ifindex", "%d: ", ifi->ifi_index);
	print_ifname(ifi, tb, name, false);
	print_flags(ifi->ifi_flags, mdown);
	if (tb[IFLA_MTU])
		pr_uint(PR_ANY, "mtu", "mtu %u ", get32(tb, IFLA_MTU));
	link_print_xdp_header(tb[IFLA_XDP], f && f->addr_mode);
	if (tb[IFLA_QDISC])
		pr_str(PR_ANY, "qdisc", "qdisc %s ",
		       mnl_attr_get_str(tb[IFLA_QDISC]));
	if (tb[IFLA_MASTER])
		pr_str(PR_ANY, "master", "master %s ",
		       ll_idx_n2a((int)get32(tb, IFLA_MASTER)));
	if (tb[IFLA_OPERSTATE])
		print_operstate(tb, false);
	if (tb[IFLA_LINKMODE] && !(f && f->addr_mode)) {
		uint8_t m = mnl_attr_get_u8(tb[IFLA_LINKMODE]);

		if (m < sizeof(linkmodes) / sizeof(linkmodes[0]))
			pr_str(PR_ANY, "linkmode", "mode %s ", linkmodes[m]);
		else
			pr_uint(PR_ANY, "linkmode", "mode %u ", m);
	}
	if (tb[IFLA_GROUP])
		pr_str(PR_ANY, "group", "group %s ",
		       numeric ? (snprintf(gbuf, sizeof(gbuf), "%u",
					   get32(tb, IFLA_GROUP)), gbuf) :
		       table_n2a(&tbl_group, get32(tb, IFLA_GROUP), gbuf,
				 sizeof(gbuf)));
	if (f && f->no_qlen)
		;	/* the monitor leaves the queue length out */
	else if (tb[IFLA_TXQLEN])
		pr_uint(PR_ANY, "txqlen", "qlen %u", get32(tb, IFLA_TXQLEN));
	else
		print_qlen_fallback(name);

	if (f && f->addr_mode) {
		print_addr_mode_tail(ifi, tb, f);
		pr_close_object();
		return MNL_CB_OK;
	}
	print_lladdr_line(ifi, tb);
	print_link_peer_ns(tb);
	if (show_details)
		print_details(tb, false);
	if (tb[IFLA_IFALIAS]) {
		pr_text("%s", pr_sl());
		pr_str(PR_ANY, "ifalias", "    alias %s",
		       mnl_attr_get_str(tb[IFLA_IFALIAS]));
	}
	link_print_xdp_progs(tb[IFLA_XDP]);
	if (show_stats && tb[IFLA_STATS64])
		link_print_stats(tb);
	else if (show_stats)	/* the reference still ends the line */
		pr_text("%s", pr_sl());
	link_print_vfinfo(ifi, tb);
	if (tb[IFLA_PROP_LIST])
		print_altnames(tb[IFLA_PROP_LIST]);
	pr_text("\n");
	pr_close_object();
	return MNL_CB_OK;
}

void link_fill_request(struct nlmsghdr *nlh)
{
	uint32_t mask = RTEXT_FILTER_VF;

	if (!show_stats)
		mask |= RTEXT_FILTER_SKIP_STATS;
	nl_attr_put_u32(nlh, IFLA_EXT_MASK, mask);
}


/*
 * Streaming a dump: a link names its peer ("vb@va") and its master by
 * index, and the peer of a veth usually comes right after it. Rather than
 * asking the kernel about every forward reference, hold the few messages
 * that wait for an index not seen yet, and print them, in order, as soon
 * as the dump brings it. The window is bounded, so memory stays flat; what
 * is still unknown when it fills (or at the end) is looked up by index.
 */
#define HOLD_MAX 64

struct hold {
	struct nlmsghdr *msg[HOLD_MAX];
	int n;
	const struct link_filter *f;
};

static bool index_known(uint32_t idx)
{
	unsigned int flags;

	return !idx || ll_index_known((int)idx, &flags);
}

static bool ready_tb(const struct nlattr **tb)
{
	if (tb[IFLA_LINK] && !tb[IFLA_LINK_NETNSID] &&
	    !index_known(get32(tb, IFLA_LINK)))
		return false;
	if (tb[IFLA_MASTER] && !index_known(get32(tb, IFLA_MASTER)))
		return false;
	return true;
}

static bool ready(const struct nlmsghdr *nlh)
{
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };

	mnl_attr_parse(nlh, sizeof(struct ifinfomsg), ifla_cb, tb);
	return ready_tb(tb);
}

static void hold_flush(struct hold *h, bool all)
{
	int i = 0;

	while (i < h->n && (all || ready(h->msg[i]))) {
		link_print_msg(h->msg[i], (void *)h->f);
		free(h->msg[i]);
		i++;
	}
	memmove(h->msg, h->msg + i, (size_t)(h->n - i) * sizeof(h->msg[0]));
	h->n -= i;
}

static int hold_cb(const struct nlmsghdr *nlh, void *data)
{
	struct hold *h = data;
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };
	struct nlmsghdr *copy;

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*ifi), ifla_cb, tb);
	if (tb[IFLA_IFNAME])
		ll_remember_flags(ifi->ifi_index,
				  mnl_attr_get_str(tb[IFLA_IFNAME]),
				  ifi->ifi_flags);
	if (!h->n && ready_tb(tb))
		return print_link(nlh, tb, h->f);
	if (h->n == HOLD_MAX) {
		link_print_msg(h->msg[0], (void *)h->f);
		free(h->msg[0]);
		memmove(h->msg, h->msg + 1, (HOLD_MAX - 1) * sizeof(h->msg[0]));
		h->n--;
	}
	copy = malloc(nlh->nlmsg_len);
	if (!copy)
		return link_print_msg(nlh, (void *)h->f);
	memcpy(copy, nlh, nlh->nlmsg_len);
	h->msg[h->n++] = copy;
	hold_flush(h, false);
	return MNL_CB_OK;
}

bool link_filter_active(const struct link_filter *f)
{
	return f->up || f->have_group || f->master || f->kind;
}

struct link_sel {
	const struct link_filter *f;
	int *idx;
	size_t n, cap;
	int err;
};

static int select_cb(const struct nlmsghdr *nlh, void *data)
{
	struct link_sel *s = data;
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(nlh);
	const struct nlattr *tb[IFLA_MAX + 1] = { NULL };

	if (nlh->nlmsg_type != RTM_NEWLINK ||
	    nlh->nlmsg_len < NLMSG_HDRLEN + sizeof(*ifi))
		return MNL_CB_OK;
	mnl_attr_parse(nlh, sizeof(*ifi), ifla_cb, tb);
	if (filtered_out(ifi, tb, s->f))
		return MNL_CB_OK;
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 64;
		int *p = realloc(s->idx, cap * sizeof(*p));

		if (!p) {
			s->err = -ENOMEM;
			return MNL_CB_OK;
		}
		s->idx = p;
		s->cap = cap;
	}
	s->idx[s->n++] = ifi->ifi_index;
	return MNL_CB_OK;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

int link_select(const struct link_filter *f, int **idx, size_t *n)
{
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	struct ifinfomsg *ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	struct link_sel s = { .f = f };
	int err;

	ifi->ifi_family = AF_UNSPEC;
	link_put_dump_filter(nlh, f);
	err = nl_dump(nl_main(), nlh, select_cb, &s);
	if (!err)
		err = s.err;
	if (err) {
		free(s.idx);
		return err;
	}
	if (s.n)
		qsort(s.idx, s.n, sizeof(*s.idx), cmp_int);
	*idx = s.idx;
	*n = s.n;
	return 0;
}

int link_dump_print(struct nlmsghdr *req, const struct link_filter *f)
{
	struct hold h = { .n = 0, .f = f };
	/* the reference prints links only once it has them all */
	int err = nl_dump_whole(nl_main(), req, hold_cb, &h);

	hold_flush(&h, true);
	return err;
}

/*
 * The link selectors shared by `ip link show` and `ip address show`:
 * true when the word at a's cursor was one of them (values consumed).
 */
bool link_filter_word(struct args *a, struct link_filter *f)
{
	const char *w = args_cur(a);

	if (is(w, "group")) {
		const char *v = args_next(a);

		if (f->have_group)
			duparg("group", v);
		if (table_a2n(&tbl_group, &f->group, v))
			invarg("Invalid \"group\" value\n", v);
		f->have_group = true;
	} else if (is(w, "up")) {
		f->up = true;
	} else if (is(w, "vrf")) {
		const char *v = args_next(a);
		struct vrf_info vi;

		/* a device that is not a VRF is refused too */
		if (vrf_lookup(v, &vi) || !vi.ifindex || !vi.is_vrf)
			invarg("Not a valid VRF name\n", v);
		f->master = vi.ifindex;
	} else if (is(w, "master")) {
		const char *v = args_next(a);

		f->master = ll_name_to_index(v);
		if (!f->master)
			invarg("Device does not exist\n", v);
	} else if (is(w, "nomaster")) {
		f->master = -1;
	} else if (matches(w, "type")) {
		static char k[64];
		const char *v = args_next(a);
		size_t l = strlen(v);

		f->kind = v;
		if (l > 6 && !strcmp(v + l - 6, "_slave")) {
			snprintf(k, sizeof(k), "%.*s", (int)(l - 6), v);
			f->kind = k;
			f->slave_kind = true;
		}
	} else {
		return false;
	}
	return true;
}

/* What the kernel can filter in a link dump itself: master and kind. */
void link_put_dump_filter(struct nlmsghdr *nlh, const struct link_filter *f)
{
	if (f->master > 0)
		nl_attr_put_u32(nlh, IFLA_MASTER, (uint32_t)f->master);
	if (f->kind) {
		struct nlattr *li = nl_attr_nest_start(nlh, IFLA_LINKINFO);

		nl_attr_put_strz(nlh, f->slave_kind ? IFLA_INFO_SLAVE_KIND :
				  IFLA_INFO_KIND, f->kind);
		nl_attr_nest_end(nlh, li);
	}
}

int link_show(int argc, char **argv)
{
	struct args a = { argc, argv };
	struct link_filter f = { 0 };
	const char *dev = NULL;
	char buf[NL_REQ_SIZE];
	struct nlmsghdr *nlh;
	struct ifinfomsg *ifi;
	int err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (link_filter_word(&a, &f)) {
			/* group, up, master, vrf, nomaster, type */		} else if (matches(w, "help")) {
			link_usage();
		} else {
			if (is(w, "dev"))
				w = args_next(&a);
			if (dev)
				duparg2("dev", w);
			dev = w;
		}
		args_skip(&a);
	}

	nlh = nl_msg_start(buf, RTM_GETLINK, 0);
	ifi = nl_msg_put_extra(nlh, sizeof(*ifi));
	ifi->ifi_family = preferred_family == AF_PACKET ? AF_UNSPEC :
			  (unsigned char)preferred_family;
	ifi->ifi_family = AF_UNSPEC;
	link_fill_request(nlh);

	pr_json_begin();
	if (dev) {
		if (strlen(dev) >= ALTIFNAMSIZ) {
			err = -ENODEV;
		} else {
			link_put_dev(nlh, dev);
			err = nl_talk(nl_main(), nlh, link_print_msg, &f);
		}
		if (err == -ENODEV) {
			pr_json_abort();
			fprintf(stderr, "Device \"%s\" does not exist.\n", dev);
			return 1;
		}
	} else {
		link_put_dump_filter(nlh, &f);
		err = link_dump_print(nlh, &f);
		/* the reference closes its JSON and succeeds all the same */
		pr_json_end();
		if (err) {
			nl_dump_perror(err);
			fprintf(stderr, "Dump terminated\n");
		}
		return 0;
	}
	if (err)
		pr_json_abort();
	else
		pr_json_end();
	if (err) {
		nl_perror(err);
		return 2;
	}
	return 0;
}
