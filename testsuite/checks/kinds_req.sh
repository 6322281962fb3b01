#!/bin/bash
# Parsers of link kinds this kernel cannot create (bareudp, xfrm, vcan,
# vxcan, vti, vti6, nlmon, ...): the bridge tests' LD_PRELOAD shim records
# what each tool would send (BT2_RECORD) and acks it, nothing but name
# lookups reaches the kernel. Each line of kinds_req.txt runs with the
# reference and with nlroute; stdout, stderr, the exit status and the
# requests (kinds_req.py: every byte but sequence numbers and port ids)
# must be identical.
set -u
NS=${NLT_PREFIX:-nlt-$$-}kreq
NEW=${NLT_NEW:?}
REF=${NLT_REF:-/usr/sbin/ip}
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-kreq.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP kinds-req: cc and python3 are needed to build the shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1
# devices the lines name: lo (1), v0 (2), v1 (3)
"$REF" -n "$NS" link add v0 type veth peer name v1 || exit 1
# the indexes' names, for kinds_req.py
NAMES=$("$REF" -n "$NS" -o link show |
	sed -E 's/^([0-9]+): ([^:@]+)[:@].*/\1=\2/')

# rec BIN FILE ARGS...: BIN's output and exit status for ARGS, its
# requests recorded in FILE
rec() {
	local bin=$1 file=$2
	shift 2
	rm -f "$file"
	BT2_RECORD=$file LD_PRELOAD=$TMP/shim.so timeout 20 \
		"$bin" -n "$NS" "$@" 2>"$TMP/stderr"
	echo "exit $?"
	echo "stderr:"
	cat "$TMP/stderr"
}

# The shim must take the requests: a canary link must be recorded and
# must not reach the kernel.
rec "$NEW" "$TMP/canary" link add nltcanary type ifb >/dev/null
if [ ! -s "$TMP/canary" ] ||
   "$REF" -n "$NS" link show nltcanary >/dev/null 2>&1; then
	echo "FAIL kinds-req: the recording shim let a request through"
	exit 0
fi

i=0
while IFS= read -r line; do
	case $line in ''|'#'*) continue ;; esac
	printf '%s\n' "$line" >>"$TMP/lines"
	# shellcheck disable=SC2086 # the line is words
	eval rec "\"$REF\"" "\"$TMP/r.$i.req\"" $line >"$TMP/r.$i.out"
	# shellcheck disable=SC2086
	eval rec "\"$NEW\"" "\"$TMP/n.$i.req\"" $line >"$TMP/n.$i.out"
	i=$((i + 1))
done <"${KREQ_CASES:-$HERE/kinds_req.txt}"
# shellcheck disable=SC2086 # the names are words
python3 "$HERE/kinds_req.py" --compare "$TMP" $NAMES
