/* genl_cmd.c — family lookup and dumps for ip's generic netlink commands */
#include <stdio.h>

#include "genl_cmd.h"
#include "print.h"

int genl_cmd_open(const char *name, struct nl_sess **s, uint16_t *id)
{
	int err;

	*s = genl_sess();
	if (!*s)
		return -1;
	err = genl_family(*s, name, id);
	if (err) {
		nl_perror(err);
		fprintf(stderr, "Error talking to the kernel\n");
		return -1;
	}
	return 0;
}

int genl_cmd_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb)
{
	int err;

	pr_json_begin();
	err = nl_dump(s, req, cb, NULL);
	if (err) {
		nl_dump_perror(err);
		fprintf(stderr, "Dump terminated\n");
		pr_json_leave_open();
		return 1;
	}
	pr_json_end();
	return 0;
}
