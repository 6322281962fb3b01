/* link_iptnl — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind ipip_kind = {
	.name = "ipip",
};

const struct link_kind sit_kind = {
	.name = "sit",
};
