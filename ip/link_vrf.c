/* link_vrf — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind vrf_kind = {
	.name = "vrf",
};
