/* link_dummy — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind dummy_kind = {
	.name = "dummy",
};
