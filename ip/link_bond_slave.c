/* link_bond_slave — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind bond_slave_kind = {
	.name = "bond_slave",
};
