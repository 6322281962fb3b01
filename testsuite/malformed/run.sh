#!/bin/bash
# run.sh PATH/TO/ip — the malformed-input corpus against one ip binary.
#
# Each case of cases.txt (a command line) and of batch/*.batch (a file
# for -batch; *.force.batch with -force), plus a few generated at run
# time (huge lines, a 100,000-line file, binary garbage), runs inside a
# private network namespace this script creates and deletes. A case
# passes when the command exits non-zero but below 128, prints a message
# on stderr, shows no sanitizer report, and leaves the namespace's links,
# addresses, routes, neighbours and rules as they were.
#
# The same input is run with the reference (REF, default /usr/sbin/ip):
# a different exit status or message is printed as a DIFF line (not a
# failure; STRICT=1 makes it one). CASES=REGEX runs the matching cases.
#
# Output: PASS name / FAIL name: reason / SKIP name: reason / DIFF name,
# then "N passed, N failed, N skipped". Exit status 1 if any failed.

set -u
if [ $# -ne 1 ]; then
	echo "usage: $0 PATH/TO/ip" >&2
	exit 2
fi
IP=$(realpath "$1")
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=${REF:-$(nlt_ref ip)}
HERE=$(cd "$(dirname "$0")" && pwd)
CASES=${CASES:-.}
STRICT=${STRICT:-0}
NS=nlr-malformed-$$
TMP=$(mktemp -d /tmp/nlr-malformed.XXXXXX)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
pass=0 fail=0 skip=0 diffs=0

cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# lo, v0 (with addresses, a route, neighbours) and v1; rules and a
# second table, all stable over time (no DAD, permanent neighbours).
setup_ns() {
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns add "$NS" || return 1
	local n="$REF -n $NS"
	ip netns exec "$NS" sysctl -qw net.ipv6.conf.default.accept_dad=0 \
		net.ipv6.conf.all.accept_dad=0 >/dev/null 2>&1
	$n link set lo up &&
	$n link add v0 address 02:00:00:00:00:01 type veth \
		peer name v1 address 02:00:00:00:00:02 &&
	$n link set v0 up && $n link set v1 up &&
	$n addr add 10.0.0.1/24 dev v0 &&
	$n addr add 2001:db8::1/64 dev v0 nodad &&
	$n route add 10.9.0.0/16 via 10.0.0.2 table 100 &&
	$n neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev v0 nud permanent &&
	$n rule add from 10.0.0.0/8 table 100 pref 100 || return 1
	sleep 0.2
}

snapshot() {
	{
		printf 'link show\naddr show\n' |
			"$REF" -n "$NS" -d -j -batch -
		printf 'route show table all\nrule show\n' |
			"$REF" -n "$NS" -batch -
		"$REF" -n "$NS" -6 route show table all
		# multicast entries (NOARP) come and go with MLD on their own
		"$REF" -n "$NS" neigh show nud all | grep -v ' NOARP'
	} 2>&1
}

# run_one BIN OUT_PREFIX ARGS... ; stderr in OUT.err, status in OUT.rc
run_one() {
	local bin=$1 out=$2
	shift 2
	timeout -k 5 120 nsenter --net="/run/netns/$NS" "$bin" "$@" \
		>"$out.out" 2>"$out.err" </dev/null
	echo $? >"$out.rc"
}

check() {
	local name=$1
	shift
	local rc why=""
	if [ -n "${NSFAIL:-}" ]; then
		echo "SKIP $name: no namespace"
		skip=$((skip + 1))
		return
	fi
	run_one "$IP" "$TMP/a" "$@"
	rc=$(cat "$TMP/a.rc")
	local after
	after=$(snapshot)
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
		why="timed out"
	elif [ "$rc" -gt 128 ] && [ "$rc" -lt 255 ]; then
		# 255 is the reference's status for argument errors
		why="killed by signal $((rc - 128))"
	elif grep -qE 'Sanitizer|runtime error:|Segmentation fault' \
		"$TMP/a.err"; then
		why="sanitizer: $(grep -m1 -E 'Sanitizer|runtime error' \
			"$TMP/a.err" | cut -c1-120)"
	elif [ "$rc" -eq 0 ]; then
		why="exit status 0"
	elif [ ! -s "$TMP/a.err" ]; then
		why="no message on stderr (exit $rc)"
	fi
	if [ "$after" != "$STATE" ]; then
		why="${why:+$why; }kernel state changed"
		diff <(echo "$STATE") <(echo "$after") | head -5 | \
			sed 's/^/    /' >"$TMP/state.diff"
		setup_ns || NSFAIL=1
		STATE=$(snapshot)
	fi
	# the reference on the same input
	run_one "$REF" "$TMP/b" "$@"
	if [ "$(snapshot)" != "$STATE" ]; then
		setup_ns || NSFAIL=1
		STATE=$(snapshot)
	fi
	if [ "$(cat "$TMP/b.rc")" != "$rc" ] ||
	   ! cmp -s "$TMP/a.err" "$TMP/b.err"; then
		diffs=$((diffs + 1))
		echo "DIFF $name: exit $rc vs reference $(cat "$TMP/b.rc")"
		diff "$TMP/b.err" "$TMP/a.err" | grep '^[<>]' | head -4 | \
			cut -c1-160 | sed 's/^/    /'
		[ "$STRICT" = 1 ] && why="${why:+$why; }differs from reference"
	fi
	# what the reference also accepts, the same way, is not malformed
	if [ "$why" = "exit status 0" ] && [ "$(cat "$TMP/b.rc")" = 0 ] &&
	   cmp -s "$TMP/a.err" "$TMP/b.err"; then
		echo "SKIP $name: the reference accepts it too (exit 0)"
		skip=$((skip + 1))
		return
	fi
	if [ -n "$why" ]; then
		echo "FAIL $name: $why"
		head -c 300 "$TMP/a.err" | head -3 | sed 's/^/    /'
		[ -s "$TMP/state.diff" ] && cat "$TMP/state.diff"
		rm -f "$TMP/state.diff"
		fail=$((fail + 1))
	else
		echo "PASS $name"
		pass=$((pass + 1))
	fi
}

# Inputs too large to keep in git, made the same way on every run.
generate() {
	local g=$TMP/gen
	mkdir -p "$g"
	# 100,000 lines: comments, blanks and harmless queries, then an error
	awk 'BEGIN { for (i = 1; i < 100000; i++) {
		if (i % 3 == 0) print "# line " i;
		else if (i % 3 == 1) print "";
		else print "route show table 12345" }
		print "link set dev nosuch up" }' >"$g/lines-100000.batch"
	# the same number of failing lines, run with -force
	awk 'BEGIN { for (i = 0; i < 100000; i++)
		print "link set dev nosuch" i " up" }' \
		>"$g/fail-100000.force.batch"
	# a 1 MiB line, a 200 KiB word, 600 words, 20,000 continuations
	awk 'BEGIN { s = "link show dev "; for (i = 0; i < 1048576; i++)
		s = s "x"; print s }' >"$g/huge-line.batch"
	awk 'BEGIN { printf "route add "; for (i = 0; i < 204800; i++)
		printf "1"; print " dev v0" }' >"$g/huge-word.batch"
	awk 'BEGIN { printf "link show"; for (i = 0; i < 600; i++)
		printf " w%d", i; print "" }' >"$g/too-many-args.batch"
	awk 'BEGIN { print "link show \\"; for (i = 0; i < 20000; i++)
		print "  \\"; print "dev nosuch" }' >"$g/continuations.batch"
	# 64 KiB of pseudo-random bytes (fixed seed), and a long NUL run
	awk 'BEGIN { srand(42); for (i = 0; i < 65536; i++)
		printf "%c", int(rand() * 255) + 1 }' >"$g/garbage.batch"
	head -c 100000 /dev/zero >"$g/zeros.batch"
	echo >>"$g/zeros.batch"
	printf 'link show dev nosuch\n' >>"$g/zeros.batch"
}

run_batch() {
	local f=$1 name
	name=batch-$(basename "$f" .batch)
	[[ "$name" =~ $CASES ]] || return 0
	case "$f" in
	*.force.batch) check "$name" -force -batch "$f" ;;
	*) check "$name" -batch "$f" ;;
	esac
}

if [ "$(id -u)" -ne 0 ] || ! setup_ns; then
	echo "SKIP all: cannot create network namespace $NS (need root)"
	NSFAIL=1
fi
STATE=$(snapshot)

while IFS= read -r line; do
	case "$line" in
	'#'* | '') continue ;;
	esac
	name=${line%% *}
	[[ "$name" =~ $CASES ]] || continue
	eval "set -- ${line#* }"
	check "$name" "$@"
done <"$HERE/cases.txt"

for f in "$HERE"/batch/*.batch; do
	run_batch "$f"
done
generate
for f in "$TMP"/gen/*.batch; do
	run_batch "$f"
done

echo "$diffs differ from the reference"
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
