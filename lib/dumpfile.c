// SPDX-License-Identifier: GPL-2.0
/* dumpfile.c — save, restore and showdump of raw netlink messages */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dumpfile.h"
#include "msglist.h"

int dumpfile_begin(uint32_t magic)
{
	if (isatty(STDOUT_FILENO)) {
		fprintf(stderr, "Not sending a binary stream to stdout\n");
		return -1;
	}
	if (fwrite(&magic, sizeof(magic), 1, stdout) != 1) {
		perror("Failed to write magic");
		return -1;
	}
	return 0;
}

int dumpfile_write_cb(const struct nlmsghdr *nlh, void *data)
{
	(void)data;
	if (fwrite(nlh, 1, nlh->nlmsg_len, stdout) != nlh->nlmsg_len) {
		perror("Failed to write");
		return MNL_CB_ERROR;
	}
	return MNL_CB_OK;
}

int dumpfile_read(uint32_t magic, nl_cb_t cb, void *data)
{
	uint32_t got = 0;
	size_t n = fread(&got, 1, sizeof(got), stdin);
	unsigned char *buf;
	int ret = 0;

	if (n != sizeof(got) || got != magic) {
		fprintf(stderr, "Magic mismatch (%d elems, %x magic)\n",
			n == sizeof(got), n == sizeof(got) ? got : 0);
		return -1;
	}
	buf = malloc(NL_REQ_SIZE * 8);
	if (!buf)
		return -1;
	for (;;) {
		struct nlmsghdr *nlh = (struct nlmsghdr *)buf;
		size_t len;

		n = fread(buf, 1, sizeof(*nlh), stdin);
		if (n == 0)
			break;
		len = nlh->nlmsg_len;
		if (n != sizeof(*nlh) || len < sizeof(*nlh) ||
		    len > NL_REQ_SIZE * 8 ||
		    fread(buf + sizeof(*nlh), 1, len - sizeof(*nlh), stdin) !=
			    len - sizeof(*nlh)) {
			fprintf(stderr, "Truncated or corrupt input.\n");
			ret = -1;
			break;
		}
		/* skip the padding that aligns the next message */
		for (size_t pad = NLMSG_ALIGN(len) - len; pad; pad--)
			if (getc(stdin) == EOF)
				break;
		if (nlh->nlmsg_type < NLMSG_MIN_TYPE)
			continue;
		if (cb(nlh, data) == MNL_CB_ERROR) {
			ret = -1;
			break;
		}
	}
	free(buf);
	return ret;
}

int dumpfile_restore_cb(const struct nlmsghdr *nlh, void *data)
{
	int err;

	(void)data;
	err = nl_resend_as(nlh, nlh->nlmsg_type, NLM_F_CREATE | NLM_F_EXCL);
	if (err)
		nl_perror(err);
	return MNL_CB_OK;
}
