// SPDX-License-Identifier: GPL-2.0
/* link_kinds.c — the table of link kinds and helpers their files share */
#include <string.h>

#include "print.h"
#include "link_kind.h"

extern const struct link_kind veth_kind;
extern const struct link_kind bridge_kind;
extern const struct link_kind bridge_slave_kind;
extern const struct link_kind bond_kind;
extern const struct link_kind bond_slave_kind;
extern const struct link_kind vrf_kind;
extern const struct link_kind macvlan_kind;
extern const struct link_kind macvtap_kind;
extern const struct link_kind vxlan_kind;
extern const struct link_kind geneve_kind;
extern const struct link_kind vlan_kind;
extern const struct link_kind ipvlan_kind;
extern const struct link_kind ipvtap_kind;
extern const struct link_kind ifb_kind;
extern const struct link_kind dummy_kind;
extern const struct link_kind gre_kind;
extern const struct link_kind gretap_kind;
extern const struct link_kind ipip_kind;
extern const struct link_kind sit_kind;
extern const struct link_kind ip6tnl_kind;
extern const struct link_kind tun_kind;
extern const struct link_kind bareudp_kind;
extern const struct link_kind xfrm_kind;
extern const struct link_kind vcan_kind;
extern const struct link_kind vxcan_kind;
extern const struct link_kind nlmon_kind;
extern const struct link_kind vti_kind;
extern const struct link_kind vti6_kind;
extern const struct link_kind erspan_kind;
extern const struct link_kind ip6gre_kind;
extern const struct link_kind ip6gretap_kind;
extern const struct link_kind ip6erspan_kind;
extern const struct link_kind can_kind;
extern const struct link_kind amt_kind;
extern const struct link_kind dsa_kind;
extern const struct link_kind gtp_kind;
extern const struct link_kind hsr_kind;
extern const struct link_kind ipoib_kind;
extern const struct link_kind rmnet_kind;
extern const struct link_kind wwan_kind;
extern const struct link_kind team_kind;
extern const struct link_kind team_slave_kind;
extern const struct link_kind netdevsim_kind;
extern const struct link_kind virt_wifi_kind;
extern const struct link_kind vrf_slave_kind;
extern const struct link_kind macsec_kind;

/* One line per kind. */
static const struct link_kind *const kinds[] = {
	&veth_kind,
	&bridge_kind,
	&bridge_slave_kind,
	&bond_kind,
	&bond_slave_kind,
	&vrf_kind,
	&macvlan_kind,
	&macvtap_kind,
	&vxlan_kind,
	&geneve_kind,
	&vlan_kind,
	&ipvlan_kind,
	&ipvtap_kind,
	&ifb_kind,
	&dummy_kind,
	&gre_kind,
	&gretap_kind,
	&ipip_kind,
	&sit_kind,
	&ip6tnl_kind,
	&tun_kind,
	&bareudp_kind,
	&xfrm_kind,
	&vcan_kind,
	&vxcan_kind,
	&nlmon_kind,
	&vti_kind,
	&vti6_kind,
	&erspan_kind,
	&ip6gre_kind,
	&ip6gretap_kind,
	&ip6erspan_kind,
	&can_kind,
	&amt_kind,
	&dsa_kind,
	&gtp_kind,
	&hsr_kind,
	&ipoib_kind,
	&rmnet_kind,
	&wwan_kind,
	&team_kind,
	&team_slave_kind,
	&netdevsim_kind,
	&virt_wifi_kind,
	&vrf_slave_kind,
	&macsec_kind,
	NULL,
};

const struct link_kind *link_kind_find(const char *name)
{
	for (int i = 0; kinds[i]; i++)
		if (!strcmp(kinds[i]->name, name))
			return kinds[i];
	return NULL;
}

struct nest_tb {
	const struct nlattr **tb;
	int max;
};

static int nest_cb(const struct nlattr *a, void *data)
{
	struct nest_tb *t = data;
	int type = mnl_attr_get_type(a);

	if (type <= t->max)
		t->tb[type] = a;
	return MNL_CB_OK;
}

int nest_parse(const struct nlattr *nest, const struct nlattr **tb, int max)
{
	struct nest_tb t = { tb, max };

	memset(tb, 0, sizeof(*tb) * (size_t)(max + 1));
	return mnl_attr_parse_nested(nest, nest_cb, &t);
}

void print_on_off(const char *key, const char *name, int on)
{
	char fmt[64];

	snprintf(fmt, sizeof(fmt), "%s %%s ", name);
	pr_bool(PR_JSON, key, NULL, on);
	pr_str(PR_FP, NULL, fmt, on ? "on" : "off");
}
