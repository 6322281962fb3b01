// SPDX-License-Identifier: GPL-2.0
/* link_team.c — team and team_slave: configured through the team
 * generic netlink family, not here; the words after the kind are
 * ignored (the reference sends an empty data nest for them) */
#include "kind_util.h"

static void team_usage(FILE *f)
{
	fprintf(f, "Usage: ... team\n");
}

static void team_slave_usage(FILE *f)
{
	fprintf(f, "Usage: ... team_slave\n");
}

const struct link_kind team_kind = {
	.name = "team",
	.parse = kind_ignore_args,
	.usage = team_usage,
};

const struct link_kind team_slave_kind = {
	.name = "team_slave",
	.parse = kind_ignore_args,
	.usage = team_slave_usage,
};
