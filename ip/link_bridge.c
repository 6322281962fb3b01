/* link_bridge — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind bridge_kind = {
	.name = "bridge",
};
