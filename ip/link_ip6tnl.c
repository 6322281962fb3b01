/* link_ip6tnl — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind ip6tnl_kind = {
	.name = "ip6tnl",
};
