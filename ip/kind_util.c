/* kind_util.c — small helpers shared by the link kinds of this branch */
#include "kind_util.h"

int kind_ignore_args(struct link_req *req, struct args *a)
{
	(void)req;
	while (args_more(a))
		args_skip(a);
	return 0;
}
