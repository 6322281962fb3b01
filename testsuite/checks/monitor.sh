#!/bin/bash
# ip monitor: the reference and nlroute listen side by side in the same
# namespace while a fixed sequence of changes is made; each must print the
# same events in the same words. Timestamps (-t, -ts) are normalised.
set -u
NS=${NLT_PREFIX:-nlt-$$-}mon
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
TMP=$(mktemp -d /tmp/nlt-mon.XXXXXX)

cleanup() {
	kill $(jobs -p) 2>/dev/null
	wait 2>/dev/null
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

events() {
	local ip="$REF -n $NS"
	$ip link add mv1 address 02:00:00:00:0a:01 type veth peer name mv2 \
		address 02:00:00:00:0a:02
	$ip link set mv1 addrgenmode none
	$ip link set mv2 addrgenmode none
	$ip addr add 10.44.0.1/24 dev mv1
	$ip link set mv1 up
	$ip link set mv2 up
	$ip route add 10.45.0.0/24 via 10.44.0.2
	$ip neigh add 10.44.0.9 lladdr 02:00:00:00:00:09 dev mv1
	$ip rule add pref 12345 table 7
	$ip rule del pref 12345
	$ip link set mv1 alias foo
	$ip link set mv1 mtu 1400
	$ip addr del 10.44.0.1/24 dev mv1
	$ip link del mv1
	$ip addr add 127.0.0.2/8 dev lo
}

# normalise: timestamps, and the reference's stray netns-id lookup error
norm() {
	sed -E -e 's/^Timestamp: .* usec$/Timestamp: T/' \
	       -e 's/^\[[0-9T:.-]+\] /[T] /' \
	       -e '/^Error: Peer netns reference is invalid\.$/d' "$1"
}

check() {
	local name=$1; shift
	"$REF" netns add "$NS" || { echo "FAIL $name: cannot create namespace"; return; }
	"$REF" -n "$NS" link set lo up
	timeout 10 "$REF" -n "$NS" "$@" >"$TMP/ref" 2>&1 &
	local p1=$!
	timeout 10 "$NEW" -n "$NS" "$@" >"$TMP/new" 2>&1 &
	local p2=$!
	sleep 0.5
	events >/dev/null 2>&1
	sleep 1.5
	kill "$p1" "$p2" 2>/dev/null
	wait "$p1" "$p2" 2>/dev/null
	"$REF" netns del "$NS"
	if [ ! -s "$TMP/ref" ]; then
		echo "FAIL $name: the reference printed nothing"
	elif diff <(norm "$TMP/ref") <(norm "$TMP/new") >"$TMP/diff"; then
		echo "PASS $name"
	else
		echo "FAIL $name"
		head -12 "$TMP/diff" | sed 's/^/    /'
	fi
}

check all monitor
check all-label monitor all
check link monitor link
check address monitor address
check route monitor route
check neigh monitor neigh
check rule monitor rule
check netconf monitor netconf
check objects-label monitor label link address
check oneline -o monitor
check timestamp -t monitor link
check timestamp-short -ts monitor address route
check inet -4 monitor
check dev monitor address dev lo
