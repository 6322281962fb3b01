#!/bin/bash
# ip mroute show against real multicast forwarding caches: a tiny mrouting
# daemon (testsuite/mroute/mfc.c) holds VIFs and (S,G) entries in IPv4
# tables default, main and 5 and IPv6 tables default and 5 while both
# tools list them; packets sent from a second namespace make counters,
# wrong-iif hits and unresolved entries. The entries' age (Age, "expires")
# runs on between the two runs and is normalised.
set -u
NS=${NLT_PREFIX:-nlt-$$-}mr
NS2=$NS-peer
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-mr.XXXXXX)
PIDS=()

cleanup() {
	local p
	for p in "${PIDS[@]}"; do
		kill "$p" 2>/dev/null
	done
	wait 2>/dev/null
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns del "$NS2" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v cc >/dev/null ||
   ! cc -O2 -o "$TMP/mfc" "$HERE/../mroute/mfc.c"; then
	echo "SKIP mroute: cc is needed to build the mfc helper"
	exit 0
fi
"$REF" netns add "$NS" || exit 1
"$REF" netns add "$NS2" || exit 1
"$REF" -n "$NS" -batch - <<EOF || exit 1
link set lo up
link add d0 address 02:00:00:00:0b:01 type veth peer name e0 address 02:00:00:00:0b:11
link add d1 address 02:00:00:00:0b:02 type veth peer name e1 address 02:00:00:00:0b:12
link add d2 address 02:00:00:00:0b:03 type veth peer name d2peer address 02:00:00:00:0b:13
link add d3 address 02:00:00:00:0b:04 type veth peer name d3peer address 02:00:00:00:0b:14
link set e0 netns $NS2
link set e1 netns $NS2
link set d0 up
link set d1 up
link set d2 up
link set d3 up
link set d2peer up
link set d3peer up
addr add 10.0.0.1/24 dev d0
addr add 10.0.1.1/24 dev d1
EOF
"$REF" -n "$NS" -6 addr add 2001:db8::1/64 dev d0 nodad || exit 1
"$REF" -n "$NS2" -batch - <<EOF || exit 1
link set e0 up
link set e1 up
addr add 10.0.0.5/24 dev e0
addr add 10.0.1.5/24 dev e1
EOF

# daemon ARGS...: an mfc helper in $NS, ready when it says so
daemon() {
	local out=$TMP/ready.${#PIDS[@]}
	sleep 50 | "$TMP/mfc" "$NS" "$@" >"$out" &
	PIDS+=($!)
	for _ in $(seq 50); do
		[ -s "$out" ] && return 0
		sleep 0.1
	done
	echo "FAIL mroute-setup: mfc $*"
	exit 0
}
daemon vif d0 vif d1 vif d2 reg \
	mfc 10.0.0.5 239.1.1.1 0 1,2:5 \
	mfc 10.0.1.5 239.1.1.1 0 2 \
	mfc 10.100.200.250 239.255.255.255 1 0,3:255 \
	mfc 1.1.1.1 224.0.0.0 3 0 \
	mfc 10.0.0.6 239.1.1.2 0 ""
daemon -t 5 vif d2 vif d3 mfc 10.0.0.7 239.3.3.3 0 1
daemon -t 254 vif d1 vif d3 mfc 10.0.0.8 239.3.3.4 1 0:2
daemon -6 vif d0 vif d1 reg mfc 2001:db8::5 ff0e::1 0 1,2
daemon -6 -t 5 vif d2 vif d3 mfc 2001:db8::7 ff0e::3 0 1
daemon -6 -t 253 vif d3 vif d2 mfc 2001:db8::8 ff0e::4 1 0

# traffic: counted, from the wrong VIF, and unresolved (S,G)s
send() {
	"$REF" netns exec "$NS2" python3 -c '
import socket, sys
dev, src, grp, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.setsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, dev.encode())
s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 8)
s.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(src))
s.bind((src, 0))
for i in range(n):
    s.sendto(b"x" * 100, (grp, 5000))
' "$@"
}
if command -v python3 >/dev/null; then
	send e0 10.0.0.5 239.1.1.1 3
	send e1 10.0.1.5 239.1.1.1 2
	send e0 10.0.0.5 239.9.9.9 1
	send e1 10.0.1.5 239.9.9.8 1
else
	echo "SKIP mroute-traffic: python3 is needed to send multicast"
fi
sleep 0.2

norm() {
	sed -E -e 's/Age [0-9]+\.[0-9]+/Age T/g' \
	       -e 's/("expires": ?)[0-9]+(\.[0-9]+)?/\1T/g' "$1"
}

# The unresolved (S,G)s expire 10 s after the packet that made them: when
# that falls between the two tools' runs they list different caches. A
# differing pair is asked once more right after the packets are sent
# again (the entries are then new); a real difference fails both times.
unresolved() {
	command -v python3 >/dev/null || return 0
	send e0 10.0.0.5 239.9.9.9 1
	send e1 10.0.1.5 239.9.9.8 1
	sleep 0.2
}

run_both() {
	timeout 20 "$REF" -n "$NS" "$@" >"$TMP/ref" 2>&1
	echo "exit $?" >>"$TMP/ref"
	timeout 20 "$NEW" -n "$NS" "$@" >"$TMP/new" 2>&1
	echo "exit $?" >>"$TMP/new"
}

check() {
	local name=$1
	shift
	run_both "$@"
	if [ "$(norm "$TMP/ref")" != "$(norm "$TMP/new")" ]; then
		unresolved
		run_both "$@"
	fi
	if [ "$(norm "$TMP/ref")" = "$(norm "$TMP/new")" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: $*"
		diff <(norm "$TMP/ref") <(norm "$TMP/new") | head -10
	fi
}

# the entries must be there, or every comparison below is of nothing
if ! "$REF" -n "$NS" -6 mroute | grep -q 'ff0e::1' ||
   ! "$REF" -n "$NS" mroute show table all | grep -q '239\.3\.3\.3.*Table: 5'; then
	echo "FAIL mroute-setup: the reference lists no (S,G) entries"
	exit 0
fi
for opts in "" "-s" "-j" "-j -p" "-s -j" "-s -j -p" "-o" "-s -o" "-N" \
	    "-d" "-c=always" "-s -c=always" "-4" "-6" "-6 -s" "-6 -j -p" \
	    "-6 -s -j"; do
	# shellcheck disable=SC2086 # the options are words
	check "mroute${opts:+ ${opts// /}}" $opts mroute
done
for sel in "show" "list" "lst" "sh" "l" "show table all" "show table 0" \
	   "show table 5" "show table main" "show table default" \
	   "show tab all" "show table 5 table all" "show iif d0" \
	   "show iif d1" "show iif pimreg" "show table all iif d1" \
	   "show iif d0 iif d1" "show to all" "show from all" "show all" \
	   "show any" "show default" "show from default to any" \
	   "show fr all" "show table 99" "show table local" "show table" \
	   "show iif" "show to" "show from" "show iif nodev" \
	   "show table foo" "show 239.1.1.1" "show to 239.0.0.0/8" \
	   "show from 10.0.0.5" "show ii d0" "show foo" "show help" \
	   "show he" "help" "foo" "get" "show table all foo"; do
	for opts in "" "-s" "-j" "-6" "-6 -s -j"; do
		# shellcheck disable=SC2086
		check "mroute${opts:+ ${opts// /}} $sel" $opts mroute $sel
	done
done
for opts in "-0" "-M" "-B" "-0 -j" "-f inet" "-f inet6"; do
	# shellcheck disable=SC2086
	check "mroute family ${opts// /}" $opts mroute show foo
done
check "mroute -s table all" -s mroute show table all
check "mroute -s -j table all" -s -j mroute show table all
check "mroute -6 -s table all" -6 -s mroute show table all
check "mroute -j -p table 99" -j -p mroute show table 99
printf '%s\n' "mroute" "mroute show table 5" "mroute show table all" \
	"mroute show table 99" "mroute show iif d1 table all" \
	"mroute show table main" >"$TMP/batch"
check "mroute batch" -batch "$TMP/batch"
check "mroute -s -j batch" -s -j -batch "$TMP/batch"
check "mroute abbrev" mro
check "mroute abbrev2" mr

# ip monitor mroute: both tools listen while a daemon adds (S,G) entries
# in tables 7 and 8 (IPv4) and 7 (IPv6), and deletes them as it ends.
monitor() {
	local name=$1 pr pn
	shift
	timeout 10 "$REF" -n "$NS" "$@" >"$TMP/mref" 2>&1 &
	pr=$!
	timeout 10 "$NEW" -n "$NS" "$@" >"$TMP/mnew" 2>&1 &
	pn=$!
	sleep 0.5
	daemon -t 7 vif d2 vif d3 mfc 10.0.0.9 239.7.7.7 0 1:4 \
		mfc 10.0.0.10 239.7.7.8 1 0
	daemon -6 -t 7 vif d2 vif d3 mfc 2001:db8::9 ff0e::7 1 0
	daemon -t 8 vif d2 vif d3 mfc 10.0.0.11 239.7.7.9 1 0
	sleep 0.3
	kill "${PIDS[@]: -3}" 2>/dev/null
	sleep 0.5
	kill "$pr" "$pn" 2>/dev/null
	wait "$pr" "$pn" 2>/dev/null
	if [ "$(norm "$TMP/mref" | grep -v 'Peer netns')" = \
	     "$(norm "$TMP/mnew" | grep -v 'Peer netns')" ] &&
	   grep -q "Iif: " "$TMP/mref"; then
		echo "PASS $name"
	else
		echo "FAIL $name: $*"
		diff "$TMP/mref" "$TMP/mnew" | head -10
	fi
}
monitor "monitor mroute" monitor mroute
monitor "monitor -6 mroute" -6 monitor mroute
monitor "monitor -s mroute" -s monitor mroute
monitor "monitor -j mroute" -j monitor mroute
monitor "monitor label" monitor label mroute netconf
monitor "monitor all" monitor all

# ip monitor nexthop (the nexthops of nexthop bucket's groups): both
# tools listen while a resilient group is made, changed and removed.
monitor_nh() {
	local name=$1 pr pn ip="$REF -n $NS"
	shift
	timeout 10 "$REF" -n "$NS" "$@" >"$TMP/mref" 2>&1 &
	pr=$!
	timeout 10 "$NEW" -n "$NS" "$@" >"$TMP/mnew" 2>&1 &
	pn=$!
	sleep 0.5
	$ip nexthop add id 1 via 10.0.0.5 dev d0
	$ip nexthop add id 2 via 10.0.1.5 dev d1
	$ip nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
	$ip nexthop replace id 12 group 1,3/2 type resilient idle_timer 0
	$ip nexthop del id 2
	$ip nexthop flush >/dev/null
	sleep 0.5
	kill "$pr" "$pn" 2>/dev/null
	wait "$pr" "$pn" 2>/dev/null
	if [ "$(grep -v 'Peer netns' "$TMP/mref")" = \
	     "$(grep -v 'Peer netns' "$TMP/mnew")" ] &&
	   grep -q "resilient" "$TMP/mref"; then
		echo "PASS $name"
	else
		echo "FAIL $name: $*"
		diff "$TMP/mref" "$TMP/mnew" | head -10
	fi
}
monitor_nh "monitor nexthop" monitor nexthop
monitor_nh "monitor label nexthop" monitor label nexthop
monitor_nh "monitor all (nexthop)" monitor all

# Crafted replies: what the kernel here shows rarely or never (offloaded
# entries, unknown devices, missing attributes), answered to both tools'
# mroute dumps by the bridge tests' LD_PRELOAD shim; and nexthop bucket
# dumps with every flag.
SHIM_SRC=$HERE/../bridge/fake/shim.c
if ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP mroute-fake: cc and python3 are needed for the dump shim"
	exit 0
fi
lo=$("$REF" -n "$NS" -j link show lo | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["ifindex"])')
d0=$("$REF" -n "$NS" -j link show d0 | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["ifindex"])')
python3 "$HERE/../mroute/fake.py" mroute4 "$lo" "$d0" >"$TMP/m4.bin" || exit 1
python3 "$HERE/../mroute/fake.py" mroute6 "$lo" "$d0" >"$TMP/m6.bin" || exit 1
python3 "$HERE/../mroute/fake.py" buckets >"$TMP/b.bin" || exit 1
python3 "$HERE/../mroute/fake.py" nexthops "$lo" >"$TMP/nh.bin" || exit 1

# fake NAME FILE TYPE FAMILY ARGS...: both tools, their dump answered
fake() {
	local name=$1 file=$2 type=$3 fam=$4 b
	shift 4
	for b in "$REF" "$NEW"; do
		BT2_FAKE=$TMP/$file BT2_FAKE_TYPE=$type BT2_FAKE_FAM=$fam \
			LD_PRELOAD=$TMP/shim.so timeout 20 "$b" -n "$NS" "$@" \
			>"$TMP/out" 2>&1
		echo "exit $?" >>"$TMP/out"
		cp "$TMP/out" "$TMP/$([ "$b" = "$REF" ] && echo ref || echo new)"
	done
	if cmp -s "$TMP/ref" "$TMP/new"; then
		echo "PASS $name"
	else
		echo "FAIL $name: $*"
		diff "$TMP/ref" "$TMP/new" | head -10
	fi
}
for opts in "" "-s" "-j" "-s -j" "-s -j -p" "-c=always" "-s -o" "-N"; do
	for sel in "" "show table all" "show table 5" "show table main" \
		   "show iif d0" "show table 99999"; do
		# shellcheck disable=SC2086 # the options are words
		fake "mroute-fake ${opts// /} $sel" m4.bin 26 128 $opts mroute $sel
		# shellcheck disable=SC2086
		fake "mroute-fake -6${opts// /} $sel" m6.bin 26 129 -6 $opts \
			mroute $sel
	done
done
for opts in "" "-j" "-j -p" "-s" "-d"; do
	# shellcheck disable=SC2086
	fake "bucket-fake ${opts// /}" b.bin 118 0 $opts nexthop bucket show
	# shellcheck disable=SC2086
	fake "nexthop-fake ${opts// /}" nh.bin 106 0 $opts nexthop show
done
