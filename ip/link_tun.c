/* link_tun — placeholder until the kind is written: name only */
#include "link_kind.h"

const struct link_kind tun_kind = {
	.name = "tun",
};
