#!/bin/bash
# bench/l3.sh — addresses, routes and neighbours: nlroute (ip/ip of this
# tree) against the reference ip, in the same run on the same kernel.
#
# Usage: bench/l3.sh [-n IFACES] [-m LOOP] [-r REPS] [-k ROUNDS] [-t SECS]
#                    [-s SECS]
#   -n  interfaces present (veth ends, default 5000), each up with an IPv4
#       address (and so its prefix route) and one more route via dev
#   -m  iterations of the shell loops (default 200)
#   -r  repetitions of each dump (default 5; the time is their total)
#   -k  rounds (default 2): the tools' order alternates, the best counts
#   -t  time limit of each timed step in seconds (default 300)
#   -s  seconds to let the kernel settle before each timed step (default 1)
# Workloads: `ip route` and `ip -j addr` dumps; shell loops of `ip addr add`,
# `ip route add ... dev`, `ip neigh add ... dev` and `ip addr show dev X`,
# each on a different interface.  Both tools run in one scratch namespace
# (bt-l3-*) holding the interfaces, the loops inside it (the time of the
# loop only, not of entering the namespace); each tool adds objects of its
# own (different prefixes), so neither finds the other's work.  IPv6 is off
# in the namespace so that link-local addresses, DAD and MLD do not load the
# kernel during the timings.  Prints both times in seconds and the ratio
# ref/nlroute.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
NEW=${NLROUTE_IP:-$HERE/../ip/ip}
. "$(dirname "${BASH_SOURCE[0]}")/../testsuite/ref.sh"
REF=${REF_IP:-$(nlt_ref ip)}
# a benchmark of nlroute against itself measures nothing
if [ -x "$NEW" ] && [ -x "$REF" ]; then nlt_ref_refuse_same ip "$NEW" "$REF" || exit 1; fi
N=5000
LOOP=200
REPS=5
ROUNDS=2
LIMIT=300
SETTLE=1
while getopts "n:m:r:k:t:s:h" o; do
	case $o in
	n) N=$OPTARG ;;
	m) LOOP=$OPTARG ;;
	r) REPS=$OPTARG ;;
	k) ROUNDS=$OPTARG ;;
	t) LIMIT=$OPTARG ;;
	s) SETTLE=$OPTARG ;;
	*) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 1 ;;
	esac
done
[ "$(id -u)" = 0 ] || { echo "bench/l3.sh: needs root" >&2; exit 1; }
[ -x "$NEW" ] || { echo "bench/l3.sh: build first: $NEW" >&2; exit 1; }
NEW=$(cd "$(dirname "$NEW")" && pwd)/$(basename "$NEW")
PAIRS=$(((N + 1) / 2))
[ $((LOOP * ROUNDS)) -gt "$PAIRS" ] && LOOP=$((PAIRS / ROUNDS))
NS=bt-l3-$$
TMP=$(mktemp -d /tmp/bt-l3.XXXXXX)

cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# Wall time of a command under the time limit, or "timeout"/"failed".
timed() {
	local t0 t1 rc
	sleep "$SETTLE"
	t0=$EPOCHREALTIME
	timeout "$LIMIT" "$@" >/dev/null 2>"$TMP/err"
	rc=$?
	t1=$EPOCHREALTIME
	if [ $rc = 124 ]; then
		echo timeout
	elif [ $rc != 0 ]; then
		echo "failed($rc): $(head -1 "$TMP/err")" >&2
		echo failed
	else
		echo "$t1 $t0" | awk '{printf "%.3f\n", $1 - $2}'
	fi
}

# Body $1 (with $IP, $i and $N) run $2 times inside the namespace; the
# loop's own time is what the inner shell measures.
loop_in() {
	local body=$1 n=$2 ip=$3 r
	: >"$TMP/inner"
	r=$(timed "$REF" netns exec "$NS" env IP="$ip" N="$n" bash -c \
		"t0=\$EPOCHREALTIME
		for i in \$(seq 1 \$N); do $body || exit 1; done
		echo \$EPOCHREALTIME \$t0 >&3" 3>"$TMP/inner")
	case $r in
	timeout|failed) echo "$r"; return ;;
	esac
	awk '{printf "%.3f\n", $1 - $2}' "$TMP/inner"
}

row() {	# name ref new
	local r
	r=$(echo "$2 $3" | awk '$1+0 > 0 && $2+0 > 0 {printf "%.2fx", $1/$2}')
	printf '%-48s %10s %10s %8s\n' "$1" "$2" "$3" "${r:--}"
}

# --- the interfaces ------------------------------------------------------
"$REF" netns add "$NS" || exit 1
"$REF" netns exec "$NS" sh -c '
	sysctl -q -w net.ipv6.conf.all.disable_ipv6=1
	sysctl -q -w net.ipv6.conf.default.disable_ipv6=1' || exit 1
# interface k (1..N): a$j for odd k, b$j for even k, j = (k + 1) / 2; its
# address 10.H.L.1/24 and route 100.H.L.0/24, H.L = k / 250, k % 250.
for j in $(seq 1 "$PAIRS"); do
	echo "link add a$j type veth peer b$j"
done >"$TMP/add"
for j in $(seq 1 "$PAIRS"); do
	echo "link set a$j up"
	echo "link set b$j up"
done >"$TMP/up"
for k in $(seq 1 "$N"); do
	j=$(((k + 1) / 2))
	d=a$j
	[ $((k % 2)) = 0 ] && d=b$j
	h=$((k / 250))
	l=$((k % 250))
	echo "addr add 10.$h.$l.1/24 dev $d"
	echo "route add 100.$h.$l.0/24 dev $d"
done >"$TMP/l3"
t0=$EPOCHREALTIME
for f in add up l3; do
	if ! timeout "$LIMIT" "$REF" -n "$NS" -batch "$TMP/$f" \
			>/dev/null 2>"$TMP/err"; then
		echo "bench/l3.sh: setup ($f) failed: $(head -1 "$TMP/err")" >&2
		exit 1
	fi
done
echo "$EPOCHREALTIME $t0 $N" | awk '{printf "(setup of %d interfaces with addresses and routes: %.1f s)\n", $3, $1 - $2}'
nroutes=$("$REF" -n "$NS" route | wc -l)
naddr=$("$REF" -n "$NS" -o -4 addr | wc -l)
echo "(namespace: $nroutes IPv4 main routes, $naddr IPv4 addresses)"

declare -A T
# keep the smaller of two times
tmin() {
	case $1 in
	'') echo "$2" ;;
	timeout|failed) echo "$1" ;;
	*) case $2 in
	   timeout|failed) echo "$2" ;;
	   *) echo "$1 $2" | awk '{print ($1 < $2) ? $1 : $2}' ;;
	   esac ;;
	esac
}
# Each round runs every workload with both tools, the order of the tools
# alternating between rounds (the machine's noise is not billed to one
# tool); the best round counts.  Round k's loops use the interfaces
# a$((k * LOOP + 1)) .. a$(((k + 1) * LOOP)), so no round finds the
# objects of another.
for k in $(seq 0 $((ROUNDS - 1))); do
	order="ref new"
	[ $((k % 2)) = 1 ] && order="new ref"
	off=$((k * LOOP))
	for tool in $order; do
		ip=$REF
		x=200
		[ $tool = new ] && ip=$NEW x=201
		T[route,$tool]=$(tmin "${T[route,$tool]:-}" \
			"$(loop_in '$IP route >/dev/null' "$REPS" "$ip")")
		T[jaddr,$tool]=$(tmin "${T[jaddr,$tool]:-}" \
			"$(loop_in '$IP -j addr >/dev/null' "$REPS" "$ip")")
		T[aadd,$tool]=$(tmin "${T[aadd,$tool]:-}" "$(loop_in \
			"j=\$((i + $off)); \$IP addr add 172.$x.\$((j / 250)).\$((j % 250 + 1))/32 dev a\$j" \
			"$LOOP" "$ip")")
		T[radd,$tool]=$(tmin "${T[radd,$tool]:-}" "$(loop_in \
			"j=\$((i + $off)); \$IP route add 198.$((x - 182)).\$((j / 250)).\$((j % 250))/32 dev a\$j" \
			"$LOOP" "$ip")")
		T[nadd,$tool]=$(tmin "${T[nadd,$tool]:-}" "$(loop_in \
			"j=\$((i + $off)); \$IP neigh add 10.\$((2 * j / 250)).\$((2 * j % 250)).$((x - 190)) lladdr 02:00:00:00:$((x - 200)):01 dev b\$j" \
			"$LOOP" "$ip")")
		T[show,$tool]=$(tmin "${T[show,$tool]:-}" "$(loop_in \
			"j=\$((i + $off)); \$IP addr show dev a\$j >/dev/null" \
			"$LOOP" "$ip")")
	done
	T[floor]=$(tmin "${T[floor]:-}" \
		"$(loop_in '/bin/true' "$LOOP" /bin/true)")
done

printf '%-48s %10s %10s %8s\n' workload reference nlroute ratio
row "$REPS x ip route ($N ifaces, $nroutes routes)" \
	"${T[route,ref]}" "${T[route,new]}"
row "$REPS x ip -j addr ($N ifaces)" "${T[jaddr,ref]}" "${T[jaddr,new]}"
row "loop $LOOP x addr add ($N ifaces)" "${T[aadd,ref]}" "${T[aadd,new]}"
row "loop $LOOP x route add ... dev ($N ifaces)" "${T[radd,ref]}" \
	"${T[radd,new]}"
row "loop $LOOP x neigh add ... dev ($N ifaces)" "${T[nadd,ref]}" \
	"${T[nadd,new]}"
row "loop $LOOP x addr show dev ($N ifaces)" "${T[show,ref]}" \
	"${T[show,new]}"
row "floor: $LOOP x /bin/true" "${T[floor]}" "${T[floor]}"
# The loops must have done their work, or their times mean nothing.
want=$((LOOP * ROUNDS))
for tool in ref new; do
	x=200
	[ $tool = new ] && x=201
	a=$("$REF" -n "$NS" -o addr | grep -c " 172\.$x\.")
	r=$("$REF" -n "$NS" route | grep -c "^198\.$((x - 182))\.")
	n=$("$REF" -n "$NS" neigh | grep -c "\.$((x - 190)) dev b")
	if [ "$a $r $n" != "$want $want $want" ]; then
		echo "bench/l3.sh: $tool loops added $a addresses, $r routes," \
			"$n neighbours; expected $want each" >&2
		exit 1
	fi
done
