/* batch.c — `ip -batch`: run a file of command lines */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "names.h"
#include "print.h"
#include "ip_common.h"

int ip_batch(const char *name, bool force_)
{
	struct batch_reader r = { 0 };
	char *argv[BATCH_MAX_ARGS];
	int ret = 0;
	long len;

	r.name = name;
	if (!strcmp(name, "-")) {
		r.f = stdin;
	} else {
		r.f = fopen(name, "r");
		if (!r.f) {
			fprintf(stderr,
				"Cannot open file \"%s\" for reading: %s\n",
				name, strerror(errno));
			return 1;
		}
	}
	batch_file = name;
	while ((len = batch_read(&r)) >= 0) {
		int argc = batch_tokenize(r.line, argv, BATCH_MAX_ARGS);

		if (argc < 0) {
			ret = 1;
			break;
		}
		if (argc == 0)
			continue;
		if (ip_run(argc, argv)) {
			fprintf(stderr, "Command failed %s:%d\n", name,
				r.lineno);
			ret = 1;
			if (!force_)
				break;
		}
		pr_flush();
	}
	free(r.line);
	if (r.f != stdin)
		fclose(r.f);
	return ret;
}
