#!/bin/bash
# File capabilities: installed with cap_net_admin+ep and run by an
# ordinary user, ip must give the capabilities up before it does anything
# (as the reference does), unless its caller hands CAP_NET_ADMIN down in
# the inheritable and ambient sets. Root keeps everything. Both binaries
# are copied to a private directory and compared case by case.
set -u
NS=${NLT_PREFIX:-nlt-$$-}caps
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
TMP=$(mktemp -d /tmp/nlt-caps.XXXXXX)

cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

for t in setcap setpriv; do
	if ! command -v $t >/dev/null; then
		echo "SKIP caps: $t is not installed"
		exit 0
	fi
done
if ! ldd "$NEW" | grep -q libcap; then
	echo "SKIP caps: built without libcap (./configure did not find it)"
	exit 0
fi
# each copy is called "ip": ip takes the rest of a longer name as the object
mkdir "$TMP/ref" "$TMP/new" && chmod 755 "$TMP" "$TMP/ref" "$TMP/new"
cp "$REF" "$TMP/ref/ip" && cp "$NEW" "$TMP/new/ip" || exit 1
if ! setcap cap_net_admin+ep "$TMP/ref/ip" ||
   ! setcap cap_net_admin+ep "$TMP/new/ip"
then
	echo "SKIP caps: cannot set file capabilities in $TMP"
	exit 0
fi
"$REF" netns add "$NS" || exit 1

USER_RUN=(setpriv --reuid=65534 --regid=65534 --clear-groups)
HANDED=(--inh-caps +net_admin --ambient-caps +net_admin)

# run WHO PREFIX... -- ARGS: one binary, from a fresh lo state; prints
# stdout, stderr, exit status and whether lo ended up UP
run() {
	local bin=$TMP/$1/ip
	shift
	local pre=()
	while [ "$1" != -- ]; do pre+=("$1"); shift; done
	shift
	"$REF" -n "$NS" link set lo down
	"$REF" netns exec "$NS" "${pre[@]}" "$bin" "$@" 2>&1
	echo "exit $?"
	"$REF" -n "$NS" -o link show lo | grep -o '<[^>]*>'
}

tcase() {
	local name=$1 r n
	shift
	r=$(run ref "$@")
	n=$(run new "$@")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

tcase user-set-dropped "${USER_RUN[@]}" -- link set lo up
tcase user-show-works "${USER_RUN[@]}" -- -br link show lo
tcase user-handed-down "${USER_RUN[@]}" "${HANDED[@]}" -- link set lo up
tcase root-keeps -- link set lo up

# root without CAP_NET_ADMIN (issue 15), with the binaries themselves
# (a file capability outside the bounding set cannot be executed): the
# kernel refuses before it looks at names; the reference resolves them
# first
NOADMIN=(setpriv --inh-caps=-net_admin --bounding-set=-net_admin)
ncase() {
	local name=$1 r n
	shift
	r=$("$REF" netns exec "$NS" "${NOADMIN[@]}" "$REF" "$@" 2>&1; echo "exit $?")
	n=$("$REF" netns exec "$NS" "${NOADMIN[@]}" "$NEW" "$@" 2>&1; echo "exit $?")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}
ncase noadmin-del-nosuch link del nosuch
ncase noadmin-del-dev-nosuch link del dev nosuch
ncase noadmin-del-lo link del lo
ncase noadmin-rule-flush rule flush
ncase noadmin-neigh-flush neigh flush dev lo

# refused flushes (issue 15): the reference's "Failed to send flush
# request", its exit status (255 for addresses, 2 for routes), the whole
# round listed by -s -s, and a cache flush that cannot open the sysctl
# going on with status 0
"$REF" -n "$NS" link add fl0 type veth peer name fl1
"$REF" -n "$NS" link set fl0 up
"$REF" -n "$NS" addr add 10.7.0.1/24 dev fl0
"$REF" -n "$NS" -6 addr add fd00:7::1/64 dev fl0 nodad
"$REF" -n "$NS" route add 10.8.0.0/16 dev fl0
"$REF" -n "$NS" route add 10.9.0.0/16 dev fl0
ncase noadmin-addr-flush addr flush dev fl0
ncase noadmin-addr-flush-6 -6 addr flush dev fl0
ncase noadmin-addr-flush-ss -s -s addr flush dev fl0
ncase noadmin-route-flush route flush dev fl0
ncase noadmin-route-flush-ss -s -s route flush dev fl0
ncase noadmin-route-flush-6 -6 route flush dev fl0
# (not followed by another line: the reference then reads the refused
# deletions' stale answers as that line's reply)
printf 'addr flush dev fl0\nroute flush dev fl0\n' >"$TMP/fb"
ncase noadmin-flush-batch -force -batch "$TMP/fb"
ucase() {
	local name=$1 r n
	shift
	r=$("$REF" netns exec "$NS" "${USER_RUN[@]}" "$REF" "$@" 2>&1; echo "exit $?")
	n=$("$REF" netns exec "$NS" "${USER_RUN[@]}" "$NEW" "$@" 2>&1; echo "exit $?")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}
ucase user-cache-flush route flush cache
ucase user-cache-flush-s -s route flush cache
ucase user-addr-flush addr flush dev fl0
