// SPDX-License-Identifier: GPL-2.0
/* addr.c — `ip address`: add, change, replace, del, flush, dispatch */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <linux/if_addr.h>
#include <linux/rtnetlink.h>

#include "args.h"
#include "inet.h"
#include "names.h"
#include "nl.h"
#include "tables.h"
#include "ip_common.h"
#include "addr.h"

static const char addr_usage_text[] =
"Usage: ip address {add|change|replace} IFADDR dev IFNAME [ LIFETIME ]\n"
"                                                      [ CONFFLAG-LIST ]\n"
"       ip address del IFADDR dev IFNAME [mngtmpaddr]\n"
"       ip address {save|flush} [ dev IFNAME ] [ scope SCOPE-ID ]\n"
"                            [ to PREFIX ] [ FLAG-LIST ] [ label LABEL ] [up]\n"
"       ip address [ show [ dev IFNAME ] [ scope SCOPE-ID ] [ master DEVICE ]\n"
"                         [ nomaster ]\n"
"                         [ type TYPE ] [ to PREFIX ] [ FLAG-LIST ]\n"
"                         [ label LABEL ] [up] [ vrf NAME ] ]\n"
"       ip address {showdump|restore}\n"
"IFADDR := PREFIX | ADDR peer PREFIX\n"
"          [ broadcast ADDR ] [ anycast ADDR ]\n"
"          [ label IFNAME ] [ scope SCOPE-ID ] [ metric METRIC ]\n"
"SCOPE-ID := [ host | link | global | NUMBER ]\n"
"FLAG-LIST := [ FLAG-LIST ] FLAG\n"
"FLAG  := [ permanent | dynamic | secondary | primary |\n"
"           [-]tentative | [-]deprecated | [-]dadfailed | temporary |\n"
"           CONFFLAG-LIST ]\n"
"CONFFLAG-LIST := [ CONFFLAG-LIST ] CONFFLAG\n"
"CONFFLAG  := [ home | nodad | mngtmpaddr | noprefixroute | autojoin ]\n"
"LIFETIME := [ valid_lft LFT ] [ preferred_lft LFT ]\n"
"LFT := forever | SECONDS\n"
"TYPE := { amt | bareudp | bond | bond_slave | bridge | bridge_slave |\n"
"          dsa | dummy | erspan | geneve | gre | gretap | gtp | ifb |\n"
"          ip6erspan | ip6gre | ip6gretap | ip6tnl |\n"
"          ipip | ipoib | ipvlan | ipvtap |\n"
"          macsec | macvlan | macvtap |\n"
"          netdevsim | nlmon | rmnet | sit | team | team_slave |\n"
"          vcan | veth | vlan | vrf | vti | vxcan | vxlan | wwan |\n"
"          xfrm | virt_wifi }\n"
;

void addr_usage(void)
{
	fputs(addr_usage_text, stderr);
	exit(255);
}

static void put_addr(struct nlmsghdr *nlh, uint16_t type,
		     const struct inet_prefix *p)
{
	nl_attr_put(nlh, type, (size_t)p->bytelen, p->data);
}

static uint32_t parse_lft(const char *kw, const char *v)
{
	uint32_t t;

	if (is(v, "forever"))
		return 0xffffffffu;
	if (get_u32(&t, v, 0)) {
		char msg[64];

		snprintf(msg, sizeof(msg), "%s value", kw);
		invarg(msg, v);
	}
	return t;
}

static int addr_modify(int cmd, unsigned int flags, int argc, char **argv)
{
	char buf[NL_REQ_SIZE];
	struct args a = { argc, argv };
	struct nlmsghdr *nlh = nl_msg_start(buf, (uint16_t)cmd, (uint16_t)flags);
	struct ifaddrmsg *ifa = nl_msg_put_extra(nlh, sizeof(*ifa));
	struct inet_prefix local, peer, brd, any;
	bool have_local = false, have_peer = false, have_brd = false;
	bool have_any = false, have_scope = false, have_label = false;
	bool have_valid = false, have_pref = false, have_metric = false;
	const char *dev = NULL, *label = NULL, *brd_word = NULL;
	const char *local_word = NULL;
	uint32_t valid = 0xffffffffu, pref = 0xffffffffu, metric = 0;
	uint32_t ifa_flags = 0, scope = 0;
	int family = preferred_family, err;

	while (args_more(&a)) {
		const char *w = args_cur(&a);

		if (is(w, "peer") || is(w, "remote")) {
			const char *v = args_next(&a);

			if (have_peer)
				duparg("peer", v);
			if (inet_parse_prefix(&peer, v, family))
				inet_prefix_error(v, family);
			family = peer.family;
			have_peer = true;
		} else if (matches(w, "broadcast") || is(w, "brd")) {
			const char *v = args_next(&a);

			if (have_brd)
				duparg("broadcast", v);
			if (is(v, "+") || is(v, "-")) {
				brd_word = v;
			} else if (inet_parse_addr(&brd, v, family)) {
				inet_addr_error(v, family);
			} else {
				family = brd.family;
			}
			have_brd = true;
		} else if (is(w, "anycast")) {
			const char *v = args_next(&a);

			if (have_any)
				duparg("anycast", v);
			if (inet_parse_addr(&any, v, family))
				inet_addr_error(v, family);
			family = any.family;
			have_any = true;
		} else if (is(w, "scope")) {
			const char *v = args_next(&a);

			if (table_a2n(&tbl_rt_scopes, &scope, v) || scope > 255)
				invarg("invalid scope value.", v);
			have_scope = true;
		} else if (is(w, "dev")) {
			dev = args_next(&a);
		} else if (is(w, "label")) {
			label = args_next(&a);
			have_label = true;
		} else if (matches(w, "valid_lft")) {
			const char *v = args_next(&a);

			if (have_valid)
				duparg("valid_lft", v);
			valid = parse_lft("valid_lft", v);
			have_valid = true;
		} else if (matches(w, "preferred_lft")) {
			const char *v = args_next(&a);

			if (have_pref)
				duparg("preferred_lft", v);
			pref = parse_lft("preferred_lft", v);
			have_pref = true;
		} else if (is(w, "metric") || is(w, "priority") ||
			   is(w, "preference")) {
			const char *v = args_next(&a);

			if (have_metric)
				duparg("metric", v);
			if (get_u32(&metric, v, 0))
				invarg("\"metric\" value is invalid\n", v);
			have_metric = true;
		} else if (is(w, "home")) {
			ifa_flags |= IFA_F_HOMEADDRESS;
		} else if (is(w, "nodad")) {
			ifa_flags |= IFA_F_NODAD;
		} else if (is(w, "optimistic")) {
			ifa_flags |= IFA_F_OPTIMISTIC;
		} else if (is(w, "mngtmpaddr")) {
			ifa_flags |= IFA_F_MANAGETEMPADDR;
		} else if (is(w, "noprefixroute")) {
			ifa_flags |= IFA_F_NOPREFIXROUTE;
		} else if (is(w, "autojoin")) {
			ifa_flags |= IFA_F_MCAUTOJOIN;
		} else if (matches(w, "help")) {
			addr_usage();
		} else {
			if (is(w, "local"))
				w = args_next(&a);
			if (have_local)
				duparg2("local", w);
			if (is(w, "default") || is(w, "any") || is(w, "all")) {
				/* an empty address of the family given: the
				 * kernel refuses it, in its words */
				memset(&local, 0, sizeof(local));
				local.family = family;
				local.bytelen = family == AF_INET ? 4 :
						family == AF_INET6 ? 16 : 0;
				local.has_len = true;
			} else if (inet_parse_prefix(&local, w, family)) {
				inet_prefix_error(w, family);
			}
			family = local.family;
			local_word = w;
			have_local = true;
		}
		args_skip(&a);
	}

	if (!dev) {
		fprintf(stderr, "Not enough information: \"dev\" argument is required.\n");
		return 1;
	}
	if (brd_word && family != AF_INET) {
		fprintf(stderr, "Broadcast can be set only for IPv4 addresses\n");
		return 1;
	}
	if (have_valid || have_pref) {
		if (have_valid && !valid) {
			fprintf(stderr, "valid_lft is zero\n");
			return 1;
		}
		if (pref > valid) {
			fprintf(stderr, "preferred_lft is greater than valid_lft\n");
			return 1;
		}
	}
	ifa->ifa_index = (uint32_t)ll_name_to_index(dev);
	if (!ifa->ifa_index) {
		fprintf(stderr, "Cannot find device \"%s\"\n", dev);
		return 1;
	}
	/* no address given: the family stays unspecified, as the reference */
	ifa->ifa_family = (unsigned char)(family == AF_PACKET ? AF_UNSPEC :
					  family);
	if (have_local) {
		put_addr(nlh, IFA_LOCAL, &local);
		ifa->ifa_prefixlen = (unsigned char)local.bitlen;
		if (have_peer) {
			put_addr(nlh, IFA_ADDRESS, &peer);
			ifa->ifa_prefixlen = (unsigned char)peer.bitlen;
		} else if (cmd == RTM_DELADDR && !local.has_len &&
			   local.family == AF_INET) {
			char s[INET_ADDRSTRLEN];

			fprintf(stderr, "Warning: Executing wildcard deletion to stay compatible with old scripts.\n"
				"         Explicitly specify the prefix length (%s/%d) to avoid this warning.\n"
				"         This special behaviour is likely to disappear in further releases,\n"
				"         fix your scripts!\n",
				inet_fmt(AF_INET, local.data, s, sizeof(s)),
				local.bitlen);
		} else {
			put_addr(nlh, IFA_ADDRESS, &local);
		}
	} else if (have_peer) {
		put_addr(nlh, IFA_ADDRESS, &peer);
		ifa->ifa_prefixlen = (unsigned char)peer.bitlen;
	}
	(void)local_word;
	if (have_brd) {
		if (brd_word && have_local && local.family == AF_INET &&
		    ifa->ifa_prefixlen <= 30) {
			struct inet_prefix b = local;
			uint32_t addr, mask;

			memcpy(&addr, local.data, 4);
			mask = ifa->ifa_prefixlen ?
			       htonl(~0u << (32 - ifa->ifa_prefixlen)) : 0;
			addr = is(brd_word, "+") ? (addr | ~mask) : (addr & mask);
			memcpy(b.data, &addr, 4);
			put_addr(nlh, IFA_BROADCAST, &b);
		} else if (!brd_word) {
			put_addr(nlh, IFA_BROADCAST, &brd);
		}
	}
	if (have_any)
		put_addr(nlh, IFA_ANYCAST, &any);
	if (have_label)
		nl_attr_put_strz(nlh, IFA_LABEL, label);
	if (have_scope) {
		ifa->ifa_scope = (unsigned char)scope;
	} else if (have_local && local.family == AF_INET &&
		   local.data[0] == 127) {
		ifa->ifa_scope = RT_SCOPE_HOST;
	}
	if (have_metric)
		nl_attr_put_u32(nlh, IFA_RT_PRIORITY, metric);
	ifa->ifa_flags = (unsigned char)(ifa_flags & 0xff);
	if (ifa_flags)
		nl_attr_put_u32(nlh, IFA_FLAGS, ifa_flags);
	if (have_valid || have_pref) {
		struct ifa_cacheinfo ci = { .ifa_prefered = pref,
					    .ifa_valid = valid };

		nl_attr_put(nlh, IFA_CACHEINFO, sizeof(ci), &ci);
	}

	err = ip_talk(nlh);
	if (err) {
		nl_perror(err);
		return 2;
	}
	nl_print_warning();
	return 0;
}

int do_address(int argc, char **argv)
{
	const char *w;

	if (argc < 1)
		return addr_show(0, NULL);
	w = argv[0];
	if (matches(w, "add"))
		return addr_modify(RTM_NEWADDR, NLM_F_CREATE | NLM_F_EXCL,
				   argc - 1, argv + 1);
	if (matches(w, "change") || is(w, "chg"))
		return addr_modify(RTM_NEWADDR, NLM_F_REPLACE, argc - 1,
				   argv + 1);
	if (matches(w, "replace"))
		return addr_modify(RTM_NEWADDR, NLM_F_CREATE | NLM_F_REPLACE,
				   argc - 1, argv + 1);
	if (matches(w, "delete"))
		return addr_modify(RTM_DELADDR, 0, argc - 1, argv + 1);
	if (matches(w, "list") || matches(w, "show") || matches(w, "lst"))
		return addr_show(argc - 1, argv + 1);
	if (matches(w, "flush"))
		return addr_flush(argc - 1, argv + 1);
	if (matches(w, "save"))
		return addr_save(argc - 1, argv + 1);
	if (matches(w, "showdump"))
		return addr_showdump();
	if (matches(w, "restore"))
		return addr_restore();
	if (matches(w, "help"))
		addr_usage();
	fprintf(stderr, "Command \"%s\" is unknown, try \"ip address help\".\n",
		w);
	exit(255);
}
