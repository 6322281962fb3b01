/* link_bond — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind bond_kind = {
	.name = "bond",
};
