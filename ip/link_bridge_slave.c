/* link_bridge_slave — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind bridge_slave_kind = {
	.name = "bridge_slave",
};
