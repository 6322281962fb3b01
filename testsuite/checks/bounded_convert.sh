#!/bin/bash
# testsuite/checks/bounded_convert.sh — rewrite libmnl's unchecked
# attribute writers in ip/, bridge/ and lib/ into the bounded ones of
# include/nl.h (same arguments). Idempotent: a second run changes nothing.
# Not a test (testsuite/run skips it): run by hand after merging code that
# still uses the raw writers; bounded_writers.sh then finds what is left
# (direct writes to a buffer need converting by hand).
set -eu
cd "$(dirname "$0")/../.."
files=$(grep -lE '\bmnl_(attr_put(_u8|_u16|_u32|_u64|_strz)?|attr_nest_start|attr_nest_end|nlmsg_put_extra_header)\(' \
	ip/*.c ip/*.h bridge/*.c bridge/*.h lib/*.c include/*.h 2>/dev/null |
	grep -vE "^(lib/nl_attr\.c|include/nl\.h)$" || true)
[ -n "$files" ] || exit 0
sed -i -E \
	-e 's/\bmnl_attr_put_(u8|u16|u32|u64|strz)\(/nl_attr_put_\1(/g' \
	-e 's/\bmnl_attr_put\(/nl_attr_put(/g' \
	-e 's/\bmnl_attr_nest_start\(/nl_attr_nest_start(/g' \
	-e 's/\bmnl_attr_nest_end\(/nl_attr_nest_end(/g' \
	-e 's/\bmnl_nlmsg_put_extra_header\(/nl_msg_put_extra(/g' \
	$files
# the writers are declared in nl.h: include it where it is not yet
for f in $files; do
	grep -q '^#include "nl.h"' "$f" && continue
	last=$(grep -n '^#include' "$f" | tail -1 | cut -d: -f1)
	if [ -n "$last" ]; then
		sed -i "${last}a #include \"nl.h\"" "$f"
	fi
done
echo "converted: $files" | tr '\n' ' '; echo
