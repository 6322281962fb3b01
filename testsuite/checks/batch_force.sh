#!/bin/bash
# testsuite/checks/batch_force.sh — a batch line that names a missing
# device fails that line only: "Command failed FILE:N", and with -force
# the batch goes on (issue 13, item 5).  Each case is a two-line batch
# (the line, then "link add q1 type veth peer q2") run with -force by the
# reference and by nlroute in two fresh namespaces: stdout, stderr, exit
# status and whether q1 exists must agree.  Then a long batch with a
# failing line every 7 lines, the same without -force, bridge's lines,
# and "netns exec NOSUCH" (where the reference runs the rest twice).
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
NEW=${NLT_NEW:-$TOP/ip/ip}
REF=${NLT_REF:-/usr/sbin/ip}
BNEW=$TOP/bridge/bridge
BREF=$(dirname "$REF")/bridge
[ -x "$BREF" ] || BREF=/usr/sbin/bridge
PFX=${NLT_PREFIX:-nlt-c-}
NSN=${PFX}bf-new-$$
NSR=${PFX}bf-ref-$$
T=$(mktemp -d)

cleanup() {
	"$REF" netns del "$NSN" 2>/dev/null
	"$REF" netns del "$NSR" 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT

fresh() {
	"$REF" netns del "$NSN" 2>/dev/null
	"$REF" netns del "$NSR" 2>/dev/null
	"$REF" netns add "$NSN" && "$REF" netns add "$NSR"
}

# side BIN NS FILE [OPTS...]: stdout, stderr, exit status and the state
side() {
	local bin=$1 ns=$2 file=$3
	shift 3
	timeout 60 "$bin" -n "$ns" "$@" -batch "$file" >"$T/o" 2>"$T/e"
	echo "exit $?"
	echo "--- stdout"; cat "$T/o"
	echo "--- stderr"; cat "$T/e"
	echo "--- links"
	"$REF" -n "$ns" -o link show | awk '{print $2}' | sort
}

compare() {
	local name=$1 file=$2 bn=$3 br=$4
	shift 4
	fresh || { echo "FAIL $name: cannot create namespaces"; return; }
	side "$br" "$NSR" "$file" "$@" >"$T/ref"
	side "$bn" "$NSN" "$file" "$@" >"$T/new"
	if diff "$T/ref" "$T/new" >"$T/diff"; then
		echo "PASS $name"
	else
		sed 's/^/    /' "$T/diff" | head -12
		echo "FAIL $name"
	fi
}

ip_cases=(
	"route add 172.16.0.8/32 dev nosuch"
	"route del 172.16.0.8/32 dev nosuch"
	"route replace 172.16.0.8/32 dev nosuch"
	"route append 172.16.0.8/32 dev nosuch"
	"route change 172.16.0.8/32 dev nosuch"
	"route prepend 172.16.0.8/32 dev nosuch"
	"route add 172.16.0.9/32 via 10.0.0.1 dev nosuch"
	"route add 172.16.0.9/32 nexthop dev nosuch"
	"route show dev nosuch"
	"route show oif nosuch"
	"route show iif nosuch"
	"route flush dev nosuch"
	"route get 10.0.0.1 oif nosuch"
	"route get 10.0.0.1 iif nosuch"
	"neigh add 10.0.0.2 lladdr 02:00:00:00:00:09 dev nosuch"
	"neigh replace 10.0.0.2 lladdr 02:00:00:00:00:09 dev nosuch"
	"neigh del 10.0.0.2 dev nosuch"
	"neigh show dev nosuch"
	"neigh flush dev nosuch"
	"neigh get 10.0.0.2 dev nosuch"
	"mroute show iif nosuch"
	"ntable change name arp_cache dev nosuch queue 8"
	"addr add 10.0.0.1/24 dev nosuch"
	"addr show dev nosuch"
	"link set nosuch up"
	"token set ::1/64 dev nosuch"
	"addrlabel add prefix ::/0 dev nosuch label 1"
)
for c in "${ip_cases[@]}"; do
	printf '%s\nlink add q1 type veth peer q2\n' "$c" >"$T/b"
	compare "ip -force: $c" "$T/b" "$NEW" "$REF" -force
done

# The issue's example, then without -force (the batch stops at line 1).
printf 'route add 172.16.0.8/32 dev nosuch\nlink add q1 type veth peer q2\n' >"$T/m.b"
compare "ip: issue's example without -force" "$T/m.b" "$NEW" "$REF"

# A long batch: a failing line of a different command every 7 lines.
: >"$T/long.b"
for i in $(seq 1 140); do
	if [ $((i % 7)) = 0 ]; then
		echo "${ip_cases[$(( (i / 7) % ${#ip_cases[@]} ))]}" >>"$T/long.b"
	else
		echo "link add d$i type veth peer e$i" >>"$T/long.b"
	fi
done
compare "ip -force: 140 lines, a failure every 7" "$T/long.b" "$NEW" "$REF" -force

# bridge: the same for its lookups (bridge's "link add" is unknown: the
# second line is a bridge line that works instead).
br_cases=(
	"fdb add 00:11:22:33:44:55 dev nosuch"
	"fdb del 00:11:22:33:44:55 dev nosuch"
	"fdb show dev nosuch"
	"fdb show br nosuch"
	"fdb get 00:11:22:33:44:55 br nosuch"
	"fdb flush dev nosuch"
	"mdb add dev nosuch port nosuch grp 239.1.1.1"
	"mdb add dev lo port nosuch grp 239.1.1.1"
	"mdb show dev nosuch"
	"vlan add dev nosuch vid 5"
	"vlan set dev nosuch vid 1 state 3"
	"vlan show dev nosuch"
	"vlan global show dev nosuch"
	"vlan tunnelshow dev nosuch"
	"link set dev nosuch cost 5"
	"link show dev nosuch"
	"fdb add 00:11:22:33:44:55 dev lo via nosuch"
)
for c in "${br_cases[@]}"; do
	printf '%s\nlink show dev lo\n' "$c" >"$T/b"
	compare "bridge -force: $c" "$T/b" "$BNEW" "$BREF" -force
done

# netns exec NOSUCH: the line fails once and the batch goes on, once.
fresh
printf 'netns exec NOSUCH%s true\nlink add q1 type veth peer q2\n' "$$" >"$T/b"
timeout 20 "$NEW" -n "$NSN" -force -batch "$T/b" >"$T/o" 2>"$T/e"
rc=$?
want="Cannot open network namespace \"NOSUCH$$\": No such file or directory
Command failed $T/b:1"
if [ $rc = 1 ] && [ "$(cat "$T/e")" = "$want" ] &&
   "$REF" -n "$NSN" link show q1 >/dev/null 2>&1; then
	echo "PASS ip -force: netns exec NOSUCH fails its line and goes on"
else
	echo "    exit $rc: $(tr '\n' '|' <"$T/e")"
	echo "FAIL ip -force: netns exec NOSUCH fails its line and goes on"
fi
# and a command that runs: the batch goes on after it, in the namespace
printf 'netns exec %s echo ran\nnetns exec %s false\nlink add q1 type veth peer q2\n' "$NSR" "$NSR" >"$T/b"
compare "ip -force: netns exec in a batch goes on after the command" "$T/b" "$NEW" "$REF" -force
