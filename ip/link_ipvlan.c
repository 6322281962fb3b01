/* link_ipvlan — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind ipvlan_kind = {
	.name = "ipvlan",
};

const struct link_kind ipvtap_kind = {
	.name = "ipvtap",
};
