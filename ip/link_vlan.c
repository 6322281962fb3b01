/* link_vlan — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind vlan_kind = {
	.name = "vlan",
};
