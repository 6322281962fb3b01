#!/bin/bash
# testsuite/checks/addr_flush_links.sh — ip address flush with the link
# selectors of ip address show (up, master, vrf, nomaster, type, group)
# flushes only the addresses of the links they select. iproute2 6.1
# parses them and flushes every address (nlroute(8)), so this is checked
# against the expected state, not against the reference.
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
NEW=${NLT_NEW:-$TOP/ip/ip}
REF=${NLT_REF:-/usr/sbin/ip}
NS=${NLT_PREFIX:-nlt-c-}afl-$$
trap '"$REF" netns del "$NS" 2>/dev/null' EXIT

setup() {
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns add "$NS" &&
	"$REF" -n "$NS" link add v0 type veth peer name v1 &&
	"$REF" -n "$NS" link add br0 type bridge &&
	"$REF" -n "$NS" link set v1 master br0 &&
	"$REF" -n "$NS" link set v0 up &&
	"$REF" -n "$NS" link add ifb3 type ifb &&
	"$REF" -n "$NS" link set ifb3 group 7 &&
	"$REF" -n "$NS" addr add 10.1.0.1/24 dev v0 &&
	"$REF" -n "$NS" addr add 10.2.0.1/24 dev v1 &&
	"$REF" -n "$NS" addr add 10.3.0.1/24 dev br0 &&
	"$REF" -n "$NS" addr add 10.4.0.1/24 dev ifb3
}

# the devices that still have an IPv4 address, sorted
left() {
	"$REF" -n "$NS" -4 -o addr show | awk '{ print $2 }' | sort | tr '\n' ' '
}

# name, flush arguments, devices that must keep their addresses
t() {
	local name=$1 args=$2 want=$3 out rc
	if ! setup; then
		echo "FAIL addr-flush-links/$name: setup"
		return
	fi
	# shellcheck disable=SC2086 # args are words
	out=$(timeout 20 "$NEW" -n "$NS" addr flush $args 2>&1)
	rc=$?
	if [ "$rc" != 0 ] || [ -n "$out" ]; then
		echo "FAIL addr-flush-links/$name: exit $rc, output $out"
	elif [ "$(left)" != "$want" ]; then
		echo "FAIL addr-flush-links/$name: left '$(left)', want '$want'"
	else
		echo "PASS addr-flush-links/$name"
	fi
}

t type "type ifb" "br0 v0 v1 "
t type-veth "type veth" "br0 ifb3 "
t slave-kind "type bridge_slave" "br0 ifb3 v0 "
t master "master br0" "br0 ifb3 v0 "
t nomaster "nomaster" "v1 "
t up "up" "br0 ifb3 v1 "
t group "group 7" "br0 v0 v1 "
t group-none "group 9" "br0 ifb3 v0 v1 "
t type-and-to "type ifb to 10.9.0.0/16" "br0 ifb3 v0 v1 "
t dev-and-type "dev v0 type bridge" "br0 ifb3 v0 v1 "
