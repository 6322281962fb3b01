/* link_geneve — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind geneve_kind = {
	.name = "geneve",
};
