/* genl_cmd.h — what the generic netlink commands of ip share */
#ifndef NLROUTE_GENL_CMD_H
#define NLROUTE_GENL_CMD_H

#include <stdint.h>

#include "genl.h"

/*
 * The session and the id of family name, for a command that is about to
 * talk to it. When either cannot be had the reference's words are printed
 * ("RTNETLINK answers: ..." then "Error talking to the kernel" for a
 * missing family) and -1 is returned: the command exits with status 1.
 */
int genl_cmd_open(const char *name, struct nl_sess **s, uint16_t *id);

/*
 * Dump with req on s, each message to cb, inside a JSON array. A failed
 * dump is reported as the reference does ("Dump terminated", the JSON
 * bracket left open). Returns the exit status: 0, or 1.
 */
int genl_cmd_dump(struct nl_sess *s, struct nlmsghdr *req, nl_cb_t cb);

#endif
