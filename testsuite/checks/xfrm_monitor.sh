#!/bin/bash
# ip xfrm monitor against the reference:
#  * the command line (objects, abbreviations, help, bad words, file);
#  * every notification type, from crafted messages (xfrm_mon_fake.py) that
#    both tools read with "ip xfrm monitor file FILE": acquire, expire,
#    aevent, report, mapping and states with algorithms, which this kernel
#    cannot make, and damaged or unknown messages;
#  * live: both monitors listen side by side in a scratch namespace while
#    the reference makes policies, larval states, an acquire (a packet
#    that a policy wants protected), a larval state's expiry, a policy's
#    soft and hard expiry, deletions, updates and flushes; all-nsid with a
#    second namespace that has an nsid in the first.
# stdout, stderr and exit status are compared; timestamps are normalised.
set -u
NS=${NLT_PREFIX:-nlt-$$-}xmon
NS2=${NS}2
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-xmon.XXXXXX)

cleanup() {
	local j
	for j in $(jobs -p); do kill "$j" 2>/dev/null; done
	wait 2>/dev/null
	timeout 5 "$REF" netns del "$NS" 2>/dev/null
	timeout 5 "$REF" netns del "$NS2" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

# (a timestamp may follow an event that ends without a newline)
norm() {
	sed -E -e 's/Timestamp: [A-Z][a-z]{2} [A-Z][a-z]{2} [ 0-9]{2} [0-9:]{8} [0-9]+ [0-9]+ usec/Timestamp: T/g' \
	       -e 's/\[[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+\] /[T] /g' "$1"
}

# run BIN ARGS...: stdout, then stderr, then the exit status
run() {
	local bin=$1
	shift
	timeout 5 "$bin" "$@" >"$TMP/out" 2>"$TMP/err"
	local rc=$?
	norm "$TMP/out"
	echo "--stderr"
	norm "$TMP/err"
	echo "exit $rc"
}

compare() {
	local name=$1 r n
	shift
	r=$(run "$REF" "$@")
	n=$(run "$NEW" "$@")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

if ! command -v python3 >/dev/null; then
	echo "SKIP xfrm-monitor-file: python3 is needed to craft the messages"
else
	CASES="newsa updsa delsa delsa-noattr expire newpol updpol delpol
	       delpol-noattr polexpire flush acquire aevent report mapping
	       unknown short"
	for c in $CASES; do
		python3 "$HERE/xfrm_mon_fake.py" "$c" >"$TMP/$c.bin" || exit 1
	done
	# shellcheck disable=SC2086 # words
	python3 "$HERE/xfrm_mon_fake.py" $CASES >"$TMP/every.bin" || exit 1
	head -c 100 "$TMP/newsa.bin" >"$TMP/trunc.bin"
	head -c 700 "$TMP/flush.bin" >>"$TMP/trunc.bin"
	{ cat "$TMP/flush.bin"; head -c 30 "$TMP/newpol.bin"; } >"$TMP/trunc2.bin"
	for c in $CASES; do
		for opts in "" "-s" "-s -s" "-o" "-o -s" "-j" "-t" "-ts"; do
			# shellcheck disable=SC2086 # words
			compare "file-$c${opts:+ ${opts// /}}" $opts xfrm monitor \
				file "$TMP/$c.bin"
		done
		compare "file-$c all-nsid" xfrm monitor all-nsid file "$TMP/$c.bin"
		compare "file-$c nokeys" xfrm monitor nokeys file "$TMP/$c.bin"
	done
	compare "file-every -ts all-nsid" -ts xfrm monitor all-nsid file "$TMP/every.bin"
	compare "file-every -t all-nsid -s" -t -s xfrm monitor all-nsid file "$TMP/every.bin"
	compare "file-every -4" -4 xfrm monitor file "$TMP/every.bin"
	compare "file-every -6 -o" -6 -o xfrm monitor file "$TMP/every.bin"
	compare "file-trunc" xfrm monitor file "$TMP/trunc.bin"
	compare "file-trunc2" xfrm monitor file "$TMP/trunc2.bin"
	compare "file-empty" xfrm monitor file /dev/null
	compare "file-missing" xfrm monitor file "$TMP/nonexistent"
	compare "file-twice" xfrm monitor file "$TMP/nonexistent" file "$TMP/flush.bin"
	printf 'xfrm monitor file %s\nxfrm monitor file %s\n' \
		"$TMP/flush.bin" "$TMP/mapping.bin" >"$TMP/batch"
	compare "batch-file" -batch "$TMP/batch"
	# stdout and stderr to one place: where the reference flushes its
	# output (after most events, not after a report, an unknown message or
	# one it gave up on) orders the lines
	for c in $CASES; do
		cat "$TMP/$c.bin" "$TMP/delsa-noattr.bin" "$TMP/delpol-noattr.bin" \
		    "$TMP/short.bin" "$TMP/$c.bin" >"$TMP/mix.bin"
		r=$(timeout 5 "$REF" xfrm monitor file "$TMP/mix.bin" 2>&1; echo "exit $?")
		n=$(timeout 5 "$NEW" xfrm monitor file "$TMP/mix.bin" 2>&1; echo "exit $?")
		if [ "$r" = "$n" ]; then
			echo "PASS merged-$c"
		else
			echo "FAIL merged-$c: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
	# the words: which one each abbreviation is (all-nsid shows)
	for w in a al all all-n all-nsid acq acquire e exp expire S SA p pol \
		 policy ae aev aevent r rep report nokeys "policy SA" \
		 "all acquire" "acquire all" "nokeys all-nsid policy"; do
		# shellcheck disable=SC2086 # words
		compare "word $w" xfrm monitor $w file "$TMP/flush.bin"
	done
fi

# words that end before anything is listened to
for w in help h he frob s sa Sa nok NOKEYS "acquire frob" "policy help" \
	 file f "all-nsid file" "SA -s"; do
	# shellcheck disable=SC2086 # words
	compare "cmd $w" xfrm monitor $w
done
compare "cmd mon help" xfrm mon help

# live: the same kernel notifications read by both tools
events() {
	local ip="timeout 5 $REF -n $1"
	$ip xfrm policy add src 10.9.0.1 dst 10.9.0.2 dir out \
		tmpl proto esp mode transport
	# (no limits before the update: the replaced policy's timers would
	# fire with the new one's)
	$ip xfrm policy add src 10.0.0.0/8 dst 10.0.0.0/8 proto tcp dport 22 \
		dir in
	$ip xfrm policy update src 10.0.0.0/8 dst 10.0.0.0/8 proto tcp dport 22 \
		dir in priority 3 limit time-soft 2 limit time-hard 3 mark 5
	$ip xfrm policy add dir fwd src fe80::/64 dst ::/0 ptype sub \
		tmpl src ::1 dst ::2 proto ah mode tunnel reqid 4 level use
	# a packet the first policy wants protected: an acquire, and a larval
	# state that expires (net.core.xfrm_acq_expires is 1: its timer and
	# the policy's (2 s, 3 s) do not fire together, which could give two
	# listeners the two events in different orders)
	timeout 3 "$REF" netns exec "$1" bash -c \
		'echo x >/dev/udp/10.9.0.2/9' 2>/dev/null
	$ip xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp \
		min 0x100 max 0x100 reqid 3 mode tunnel
	$ip xfrm state allocspi src fe80::1 dst fe80::2 proto ah \
		min 0x200 max 0x200 mark 7 mask 0xf
	$ip xfrm state delete src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100
	$ip xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto comp \
		min 0x300 max 0x300
	$ip xfrm state flush proto ah
	$ip xfrm state flush
	sleep 3.5
	$ip xfrm policy delete src 10.9.0.1 dst 10.9.0.2 dir out
	$ip xfrm policy flush ptype sub
	$ip xfrm policy add dir in src 4.0.0.0/8
	$ip xfrm policy flush
}

setup_ns() {
	timeout 5 "$REF" netns add "$1" || return 1
	local ip="timeout 5 $REF -n $1"
	$ip link set lo up
	$ip link add xa type veth peer name xb
	$ip addr add 10.9.0.1/24 dev xa
	$ip link set xa up
	$ip link set xb up
	timeout 5 "$REF" netns exec "$1" sysctl -q net.core.xfrm_acq_expires=1
}

live() {
	local name=$1 two=$2 p1 p2
	shift 2
	if ! setup_ns "$NS"; then
		echo "FAIL live-$name: cannot create namespace"
		return
	fi
	if [ "$two" = 2 ]; then
		setup_ns "$NS2"
		timeout 5 "$REF" -n "$NS" netns set "$NS2" 7
	fi
	timeout 15 "$REF" -n "$NS" "$@" >"$TMP/ref" 2>"$TMP/ref.err" &
	p1=$!
	timeout 15 "$NEW" -n "$NS" "$@" >"$TMP/new" 2>"$TMP/new.err" &
	p2=$!
	sleep 0.5
	events "$NS" >/dev/null 2>&1
	[ "$two" = 2 ] && events "$NS2" >/dev/null 2>&1
	sleep 0.5
	kill "$p1" "$p2" 2>/dev/null
	wait "$p1" "$p2" 2>/dev/null
	timeout 5 "$REF" netns del "$NS"
	[ "$two" = 2 ] && timeout 5 "$REF" netns del "$NS2"
	if [ ! -s "$TMP/ref" ]; then
		echo "FAIL live-$name: the reference printed nothing"
	elif diff <(norm "$TMP/ref"; echo --; cat "$TMP/ref.err") \
		  <(norm "$TMP/new"; echo --; cat "$TMP/new.err") \
		  >"$TMP/diff"; then
		echo "PASS live-$name"
	else
		echo "FAIL live-$name"
		head -12 "$TMP/diff" | sed 's/^/    /'
	fi
}

live all 1 xfrm monitor
live all-s 1 -s xfrm monitor
live oneline 1 -o xfrm monitor
live objects 1 xfrm monitor acquire expire
live SA 1 xfrm monitor SA
live policy 1 xfrm monitor policy nokeys
live timestamp 1 -t xfrm monitor all
live timestamp-short 1 -ts xfrm monitor policy SA expire acquire
live all-nsid 2 xfrm monitor all-nsid
live all-nsid-ts 2 -ts xfrm mon all-n SA
exit 0
