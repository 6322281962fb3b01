#!/bin/bash
# Memcheck: the C unit tests, and a set of ip and bridge commands that
# cover the common paths (add, set, show in every output form, batch,
# dumps, errors), run under valgrind. Any memory error, or any definite
# or indirect leak, fails the case. Skipped without valgrind, and for a
# sanitizer build (ASan and valgrind do not mix).
set -u
NS=${NLT_PREFIX:-nlt-$$-}vg
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(cd "$HERE/../.." && pwd)
BR=$TOP/bridge/bridge
TMP=$(mktemp -d /tmp/nlt-vg.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v valgrind >/dev/null; then
	echo "SKIP valgrind: valgrind is not installed"
	exit 0
fi
if ldd "$NEW" 2>/dev/null | grep -q libasan; then
	echo "SKIP valgrind: a sanitizer build cannot run under valgrind"
	exit 0
fi

VG=(valgrind -q --error-exitcode=99 --leak-check=full
    --show-leak-kinds=definite,indirect
    --errors-for-leak-kinds=definite,indirect
    --suppressions="$HERE/valgrind.supp" --log-file="$TMP/vg.log")

# vg NAME WANT_RC CMD...: CMD under memcheck must exit WANT_RC (any
# non-zero exit for "fail") and report nothing.
vg() {
	local name=$1 want=$2 rc
	shift 2
	(cd "$TMP/work" && "${VG[@]}" "$@") >"$TMP/out" 2>&1 </dev/null
	rc=$?
	if [ -s "$TMP/vg.log" ] || [ $rc -eq 99 ]; then
		echo "FAIL valgrind/$name: $(grep -m3 -E '==[0-9]+== [A-Z]' \
			"$TMP/vg.log" | tr '\n' '|')"
	elif [ "$want" = fail ] && [ $rc -eq 0 ]; then
		echo "FAIL valgrind/$name: exited 0, an error was expected"
	elif [ "$want" != fail ] && [ $rc -ne "$want" ]; then
		echo "FAIL valgrind/$name: exit status $rc: $(head -c 300 "$TMP/out")"
	else
		echo "PASS valgrind/$name"
	fi
	rm -f "$TMP/vg.log"
}

mkdir -p "$TMP/work"
for t in "$TOP"/testsuite/unit/*_test; do
	[ -x "$t" ] || continue
	vg "unit/$(basename "$t")" 0 "$t"
done

"$REF" netns add "$NS" || exit 1
ip() { vg "ip $*" 0 "$NEW" -n "$NS" "$@"; }
ipfail() { vg "ip $* (error)" fail "$NEW" -n "$NS" "$@"; }

ip link add va type veth peer name vb
ip link set va up mtu 1400 alias "left side"
ip link set vb address 02:00:00:00:00:02 up
ip link add br0 type bridge stp_state 0
ip link set vb master br0
ip link add mv0 link va type macvlan mode bridge
ip address add 192.0.2.1/24 dev va
ip address add 2001:db8::1/64 dev va nodad
ip route add 198.51.100.0/24 via 192.0.2.2
ip route add 2001:db8:1::/48 via 2001:db8::2
ip neigh add 192.0.2.9 lladdr 02:00:00:00:00:09 dev va
ip rule add from 192.0.2.0/24 table 100 pref 1000
ip nexthop add id 1 via 192.0.2.3 dev va
for f in "" "-d" "-s -s" "-j" "-j -p" "-o" "-br"; do
	# shellcheck disable=SC2086 # the options are words
	{ ip $f link show; ip $f address show; ip $f route show; }
done
ip -6 route show
ip neigh show
ip -j rule show
ip nexthop show
ip maddress show
ip netconf show dev va
ip route get 198.51.100.7
ip link show dev va
ip -d link show type bridge
vg "bridge link show" 0 "$BR" -n "$NS" link show
vg "bridge -d -j fdb show" 0 "$BR" -n "$NS" -d -j fdb show
vg "bridge vlan show" 0 "$BR" -n "$NS" vlan show
if "$REF" -n "$NS" link add vxv type vxlan dstport 4789 external \
	vnifilter 2>/dev/null; then
	vg "bridge vni add" 0 "$BR" -n "$NS" vni add vni 10-20 \
		remote 192.0.2.5 dev vxv
	vg "bridge -s -j vni show" 0 "$BR" -n "$NS" -s -j vni show
	vg "bridge vni show dev lo (error)" fail "$BR" -n "$NS" vni show dev lo
	vg "bridge vni delete" 0 "$BR" -n "$NS" vni delete vni 10-20 dev vxv
	"$REF" -n "$NS" link del vxv
fi

for i in $(seq 1 50); do
	echo "link add bt$i type veth peer name bp$i"
	echo "address add 10.9.$i.1/24 dev bt$i"
done >"$TMP/add.batch"
for i in $(seq 1 50); do echo "link del bt$i"; done >"$TMP/del.batch"
printf 'link set va up\nlink set nosuch up\naddress add bogus dev va\n' \
	>"$TMP/bad.batch"
ip -batch "$TMP/add.batch"
ip -force -batch "$TMP/del.batch"
vg "ip -force -batch (errors)" fail "$NEW" -n "$NS" -force -batch \
	"$TMP/bad.batch"

ipfail link add va type veth peer name vb
ipfail link set nosuch up
ipfail address add 300.1.1.1/24 dev va
ipfail route add 10.0.0.0/33 dev va
ipfail link add name "$(printf 'x%.0s' $(seq 1 40))" type veth
ipfail link frobnicate
ipfail route get

ip link del mv0
ip route flush 198.51.100.0/24
ip address flush dev va
ip link del va
