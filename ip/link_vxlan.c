/* link_vxlan — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind vxlan_kind = {
	.name = "vxlan",
};
