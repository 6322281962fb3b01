/* link_gre — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind gre_kind = {
	.name = "gre",
};

const struct link_kind gretap_kind = {
	.name = "gretap",
};
