#!/bin/bash
# Request counts: with 200 veth pairs in the namespace, single-object
# commands must send exactly one netlink request, and no add/set/del path
# may dump (the cost of a dump grows with the number of interfaces).
set -u
NS=${NLT_PREFIX:-nlt-$$-}req
NS2=${NLT_PREFIX:-nlt-$$-}req2
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-req.XXXXXX)

cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns del "$NS2" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v strace >/dev/null; then
	echo "SKIP requests: strace is not installed"
	exit 0
fi

"$REF" netns add "$NS" || exit 1
"$REF" netns add "$NS2" || exit 1
for i in $(seq 1 200); do
	printf 'link add p%d type veth peer name q%d\n' "$i" "$i"
done >"$TMP/setup"
"$REF" -n "$NS" -batch "$TMP/setup" || exit 1
"$REF" -n "$NS" link add br0 address 02:00:00:00:01:00 type bridge || exit 1

n=$("$REF" -n "$NS" -o link show | wc -l)
if [ "$n" -lt 401 ]; then
	echo "FAIL setup: only $n links in the namespace"
	exit 1
fi

# count EXPECTED ARGS...: EXPECTED is the exact number of requests, or "any"
# when only the absence of dumps is checked.
count() {
	local want=$1 name
	shift
	name="ip link ${*}"
	name=${name//$NS2/NS2}
	"$REF" netns exec "$NS" strace -f -v -s 64 -e trace=sendto,sendmsg \
		-o "$TMP/log" "$NEW" link "$@" >"$TMP/out" 2>&1
	local rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAIL $name: exit status $rc: $(head -1 "$TMP/out")"
		return
	fi
	read -r reqs dumps types < <(python3 "$HERE/nlcount.py" "$TMP/log")
	if [ "$dumps" != 0 ]; then
		echo "FAIL $name: $dumps dump request(s) ($types)"
	elif [ "$want" != any ] && [ "$reqs" != "$want" ]; then
		echo "FAIL $name: $reqs requests, expected $want ($types)"
	else
		echo "PASS $name"
	fi
}

ref() {
	"$REF" -n "$NS" "$@" >/dev/null 2>&1
}

count 1 add tva type veth peer name tvb
ref link add tva type veth peer name tvb
count 1 set tva up
count 1 del tva
ref link del tva
count any add tvc address 02:00:00:00:00:11 mtu 1400 type veth peer name tvd mtu 1300
ref link add tvc type veth peer name tvd
count any set tvc mtu 1280 txqueuelen 9 alias hello group 3
count any set tvc down
count any set dev tvc address 02:00:00:00:00:12 arp off promisc on
count any set tvc name tve
count any set p1 master br0
ref link set p1 master br0
count any set p1 type bridge_slave cost 5
count any set p1 nomaster
count any set q2 netns "$NS2"
count any property add dev p3 altname p3-alternative-name
ref link property add dev p3 altname p3-alternative-name
count any property del dev p3 altname p3-alternative-name
count any add br1 type bridge stp_state 0
ref link add br1 type bridge
count any set br1 type bridge ageing_time 1000
count any del br1
count any add mv0 link p4 type macvlan mode bridge
ref link add mv1 link p5 type macvlan
count any delete mv1
count any add if0 type ifb
ref link add dl0 type veth peer name dl1
count any del dev dl0

# ip route show of 40 routes over 40 of the 400 links: one lookup per
# device named (index 200 and up), never a dump of the links
# (lib/names.c: a dump only once the lookups made cost what it would).
for i in $(seq 100 139); do
	printf 'link set p%d up\nlink set q%d up\nroute add 10.9.%d.0/24 dev p%d\n' \
		"$i" "$i" "$i" "$i"
done >"$TMP/routes"
"$REF" -n "$NS" -batch "$TMP/routes" || exit 1
"$REF" netns exec "$NS" strace -f -v -s 64 -e trace=sendto,sendmsg \
	-o "$TMP/log" "$NEW" -4 route show >"$TMP/out" 2>&1
rc=$?
"$REF" -n "$NS" -4 route show >"$TMP/ref.out" 2>&1
read -r reqs dumps types < <(python3 "$HERE/nlcount.py" "$TMP/log")
if [ $rc -ne 0 ] || ! cmp -s "$TMP/out" "$TMP/ref.out"; then
	echo "FAIL ip route show (40 routes): exit status $rc or output differs"
elif [ "$dumps" != 1 ] || [ "$reqs" != 41 ]; then
	echo "FAIL ip route show (40 routes): $reqs requests, $dumps dumps, expected 41 and 1 ($types)"
else
	echo "PASS ip route show (40 routes): 40 lookups and the route dump"
fi
