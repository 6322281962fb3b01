/* kind_util.h — small helpers shared by the link kinds of this branch */
#ifndef NLROUTE_KIND_UTIL_H
#define NLROUTE_KIND_UTIL_H

#include "link_kind.h"

/*
 * The parser of a kind that takes no options: the reference reads and
 * ignores whatever words follow the kind (even "help"), then sends the
 * request.
 */
int kind_ignore_args(struct link_req *req, struct args *a);

#endif
