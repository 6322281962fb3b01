#!/bin/bash
# testsuite/checks/bounded_writers.sh — every write into a request buffer
# goes through the bounded helpers of include/nl.h (lib/nl_attr.c). Fails
# on a raw libmnl writer (mnl_attr_put*, mnl_attr_nest_*,
# mnl_nlmsg_put_header, mnl_nlmsg_put_extra_header, mnl_nlmsg_batch*) or a
# hand-made length update (nlmsg_len +=/=, nla_len =) in ip/, bridge/,
# lib/ or include/ outside the helpers themselves. The writers with their
# own bound (mnl_attr_put_*_check) are refused too: one message for all.
# testsuite/checks/bounded_convert.sh rewrites most offenders.
set -u
cd "$(dirname "$0")/../.."
raw='\bmnl_(attr_put[a-z0-9_]*|attr_nest_(start|end|cancel)[a-z_]*|nlmsg_put_header|nlmsg_put_extra_header|nlmsg_batch[a-z_]*)[[:space:]]*\('
len='(nlmsg_len|nla_len|rta_len)[[:space:]]*(\+|-)?=[^=]'
helpers='^(lib/nl_attr\.c|lib/nl\.c):'
out=$(grep -nE "$raw|$len" ip/*.[ch] bridge/*.[ch] lib/*.[ch] include/*.h |
      grep -vE "$helpers" |
      grep -vE '^[^:]+:[0-9]+:[[:space:]]*(/?\*|//)')
# received messages, not requests: reply buffers reset before reuse
out=$(printf '%s\n' "$out" | grep -vE 'bridge/fdb\.c:[0-9]+:.*\(\(struct nlmsghdr \*\)reply\)->nlmsg_len = 0;' | sed '/^$/d')
if [ -n "$out" ]; then
	printf '%s\n' "$out" | sed 's/^/    /'
	echo "FAIL unbounded request writers ($(printf '%s\n' "$out" | wc -l) places; see testsuite/checks/bounded_convert.sh)"
	exit 1
fi
echo "PASS no unbounded request writer in ip/ bridge/ lib/ include/"
# the converter is idempotent and has nothing left to do
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git ls-files ip bridge lib include testsuite/checks/bounded_convert.sh 2>/dev/null |
	grep -E '\.(c|h|sh)$' | while read -r f; do
		mkdir -p "$tmp/$(dirname "$f")"; cp "$f" "$tmp/$f"; done
mkdir -p "$tmp/testsuite/checks"
cp testsuite/checks/bounded_convert.sh "$tmp/testsuite/checks/"
cp -r "$tmp" "$tmp.before"
bash "$tmp/testsuite/checks/bounded_convert.sh" >/dev/null
if diff -r "$tmp.before" "$tmp" >/dev/null; then
	echo "PASS bounded_convert.sh changes nothing on the converted tree"
else
	echo "FAIL bounded_convert.sh still rewrites: $(diff -rq "$tmp.before" "$tmp" | head -3)"
fi
rm -rf "$tmp.before"
