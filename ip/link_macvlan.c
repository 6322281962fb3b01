/* link_macvlan — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind macvlan_kind = {
	.name = "macvlan",
};

const struct link_kind macvtap_kind = {
	.name = "macvtap",
};
