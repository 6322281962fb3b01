#!/bin/bash
# MPLS routes (ip -M route, ip -f mpls route): this kernel has no mpls
# module, so three ways of comparing nlroute with the reference:
# * requests: each line of mpls_req.txt runs with both tools under the
#   bridge tests' LD_PRELOAD shim, which records what a tool would send
#   (BT2_RECORD) and acks it; stdout, stderr, the exit status and every
#   byte of the requests (mpls_req.py, sequence numbers and port ids
#   left out) must be identical;
# * printing: both tools' route dumps are answered with the same crafted
#   AF_MPLS messages (mpls_fake.py), every output form is compared;
# * the real kernel: the lines of mpls_real.txt run in a scratch
#   namespace, where the kernel refuses MPLS (Operation not supported,
#   Address family not supported, an empty dump); output and exit status
#   must be identical.
set -u
NS=${NLT_PREFIX:-nlt-$$-}mpls
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-mpls.XXXXXX)
trap 'timeout 20 "$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT
pass=0 fail=0

ok() { echo "PASS $1"; pass=$((pass + 1)); }
ko() { echo "FAIL $1"; fail=$((fail + 1)); }

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP mpls: cc and python3 are needed to build the shim"
	exit 0
fi
timeout 20 "$REF" netns add "$NS" || exit 1
# lo (1), v1 (2), v0 (3), as mpls_fake.py expects
timeout 20 "$REF" -n "$NS" link add v0 type veth peer name v1 || exit 1

# run BIN ARGS...: BIN's output and exit status for ARGS (words of a line)
run() {
	local bin=$1
	shift
	timeout 20 "$bin" -n "$NS" "$@" 2>"$TMP/stderr"
	echo "exit $?"
	echo "stderr:"
	cat "$TMP/stderr"
}

# rec BIN FILE ARGS...: the same, the requests recorded in FILE
rec() {
	local bin=$1 file=$2
	shift 2
	rm -f "$file"
	BT2_RECORD=$file LD_PRELOAD=$TMP/shim.so run "$bin" "$@"
}

# The shim must take the requests: a canary route must be recorded and
# must not reach the kernel.
rec "$NEW" "$TMP/canary" route add 10.99.0.0/24 dev v0 >/dev/null
if [ ! -s "$TMP/canary" ] ||
   [ -n "$(timeout 20 "$REF" -n "$NS" route show 10.99.0.0/24)" ]; then
	ko "mpls: the recording shim let a request through"
	exit 0
fi

while IFS= read -r line; do
	case $line in ''|'#'*) continue ;; esac
	# shellcheck disable=SC2086 # the line is words
	r=$(eval rec "\"$REF\"" "\"$TMP/r.req\"" $line)
	# shellcheck disable=SC2086
	n=$(eval rec "\"$NEW\"" "\"$TMP/n.req\"" $line)
	rr=$(python3 "$HERE/mpls_req.py" "$TMP/r.req")
	nr=$(python3 "$HERE/mpls_req.py" "$TMP/n.req")
	if [ "$r" = "$n" ] && [ "$rr" = "$nr" ]; then
		ok "mpls req $line"
	else
		ko "mpls req $line: reference: ${r//$'\n'/|} $rr nlroute: ${n//$'\n'/|} $nr"
	fi
done <"$HERE/mpls_req.txt"

# dump BIN FILE ARGS...: BIN's output for a route dump answered by FILE
dump() {
	local bin=$1 file=$2
	shift 2
	BT2_FAKE=$file BT2_FAKE_TYPE=26 BT2_FAKE_FAM=-1 \
		LD_PRELOAD=$TMP/shim.so timeout 20 "$bin" -n "$NS" "$@" 2>&1
	echo "exit $?"
}

# the selectors, on the cases they are meant for
sel() {
	case $1 in
	plain) echo "-M route show dev v0|-M route show dev v1|-M route show via inet 10.0.0.2|-M route show via inet 10.0.0.3|-M route show via inet6 fe80::1|-M route show 100|-M route show 101|-M route show root 100|-M route show match 100|-M route show exact 100|-M route show 100/19|-M route show proto boot|-M route show proto static|-M route show type unicast|-M route show table all|-M route show table main|-f mpls route show" ;;
	multipath) echo "-M route show 112|-M route show dev v0|-f mpls route list" ;;
	mplsgw) echo "-M route show via 7|-M route show via 8|-M route show via 0|-M route show via mpls 7" ;;
	link) echo "-M route show via link 00:11:22:33:44:55" ;;
	plen) echo "-M route show 107/19|-M route show root 107/19|-M route show 107" ;;
	proto) echo "-M route show metric 5|-M route show proto static" ;;
	table) echo "-M route show table 5|-M route show table all" ;;
	blackhole) echo "-M route show type blackhole" ;;
	esac
	echo "-M route show"
}

for c in $(python3 "$HERE/mpls_fake.py" list); do
	python3 "$HERE/mpls_fake.py" "$c" >"$TMP/$c.bin" || exit 1
	IFS='|' read -r -a cmds <<<"$(sel "$c" | paste -sd'|')"
	for cmd in "${cmds[@]}"; do
	for opts in "" "-d" "-j" "-j -p" "-o" "-s"; do
		# several selectors: the plain and JSON forms are enough
		[ "$cmd" != "-M route show" ] && [ "$opts" != "" ] &&
			[ "$opts" != "-j" ] && continue
		# shellcheck disable=SC2086 # the options and command are words
		r=$(dump "$REF" "$TMP/$c.bin" $opts $cmd)
		# shellcheck disable=SC2086
		n=$(dump "$NEW" "$TMP/$c.bin" $opts $cmd)
		name="mpls print $c $cmd${opts:+ $opts}"
		case $c in
		trunc-*|short-*|nobos-*)
			# malformed: nlroute must not crash, whatever the
			# reference makes of it (it reads past a label
			# stack without a bottom)
			case $n in
			*"exit 0") ok "$name" ;;
			*) ko "$name: nlroute: ${n//$'\n'/|}" ;;
			esac
			continue ;;
		esac
		if [ "$r" = "$n" ]; then
			ok "$name"
		else
			ko "$name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
	done
done

while IFS= read -r line; do
	case $line in ''|'#'*) continue ;; esac
	# shellcheck disable=SC2086 # the line is words
	r=$(eval run "\"$REF\"" $line)
	# shellcheck disable=SC2086
	n=$(eval run "\"$NEW\"" $line)
	if [ "$r" = "$n" ]; then
		ok "mpls kernel $line"
	else
		ko "mpls kernel $line: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
done <"$HERE/mpls_real.txt"
echo "mpls: $pass passed, $fail failed"
