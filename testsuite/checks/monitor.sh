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

# A receive buffer too small for the events (-rcvbuf 1024): the lost
# events are reported with the reference's line, and the monitor goes on
# to print later ones. (The monitor is stopped while they come; the
# events lost differ from run to run, so this looks at the two tools'
# behaviour, not at their outputs line by line.)
overflow() {
	local bin=$1 out=$TMP/ovf.$2 i
	timeout 5 "$bin" -n "$NS" -rcvbuf 1024 monitor link \
		>"$out" 2>"$out.err" &
	local pid=$!
	sleep 0.5
	# stopped, it reads nothing while the events come ($pid is timeout's)
	local child
	child=$(pgrep -P "$pid")
	kill -STOP "$child"
	for i in $(seq 40); do
		echo "link add ov$i type veth peer name ow$i"
	done | timeout 10 "$REF" -n "$NS" -batch -
	kill -CONT "$child"
	sleep 0.5
	timeout 5 "$REF" -n "$NS" link add ovlast type veth peer name owlast
	sleep 0.5
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	for i in $(seq 40); do echo "link del ov$i"; done |
		timeout 10 "$REF" -n "$NS" -batch -
	timeout 5 "$REF" -n "$NS" link del ovlast
	grep -q '^netlink receive error No buffer space available (105)$' \
		"$out.err" && echo lost-reported
	grep -q ': ovlast@owlast: ' "$out" && echo went-on
	grep -v -e '^netlink receive error No buffer space available (105)$' \
		-e '^Error: Peer netns reference is invalid.$' "$out.err"
}
"$REF" netns add "$NS" || { echo "FAIL overflow: cannot create namespace"; exit 0; }
r=$(overflow "$REF" ref)
n=$(overflow "$NEW" new)
"$REF" netns del "$NS"
if [ "$r" = "$n" ] && [ "$n" = "lost-reported
went-on" ]; then
	echo "PASS overflow"
else
	echo "FAIL overflow: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
fi
