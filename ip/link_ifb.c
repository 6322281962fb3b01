/* link_ifb — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind ifb_kind = {
	.name = "ifb",
};
