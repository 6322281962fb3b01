#!/bin/bash
# bench/scale.sh — memory and requests of dumps with many links present:
# nlroute (ip/ip of this tree) against the reference ip, same run, same
# kernel, in one scratch network namespace.
#
# Usage: bench/scale.sh [-n PAIRS] [-r ROUTES] [-k RUNS]
#   -n  veth pairs in the namespace (default 10000: 20,000 links)
#   -r  devices that are up with one route each (default 200)
#   -k  runs of each command; the best time and the highest RSS are shown
#       (default 3)
# Per command: wall time (best of k), peak RSS (GNU time's %M), netlink
# requests sent (strace), for both tools, and the goal of issue 17:
# peak RSS <= 2 MB + 100 bytes a link, ip route show <= ROUTES+1 requests.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
NEW=${NLROUTE_IP:-$HERE/../ip/ip}
. "$HERE/../testsuite/ref.sh"
REF=${REF_IP:-$(nlt_ref ip)}
if [ -x "$NEW" ] && [ -x "$REF" ]; then nlt_ref_refuse_same ip "$NEW" "$REF" || exit 1; fi
PAIRS=10000
ROUTES=200
RUNS=3
while getopts "n:r:k:h" o; do
	case $o in
	n) PAIRS=$OPTARG ;;
	r) ROUTES=$OPTARG ;;
	k) RUNS=$OPTARG ;;
	*) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 1 ;;
	esac
done
[ "$(id -u)" = 0 ] || { echo "bench/scale.sh: needs root" >&2; exit 1; }
[ -x "$NEW" ] || { echo "bench/scale.sh: build first: $NEW" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench/scale.sh: needs GNU time (apt-get install time)" >&2; exit 1; }
[ "$ROUTES" -le "$PAIRS" ] || { echo "bench/scale.sh: -r must not exceed -n" >&2; exit 1; }
NEW=$(cd "$(dirname "$NEW")" && pwd)/$(basename "$NEW")
NS=bt-scale-$$
TMP=$(mktemp -d /tmp/bt-scale.XXXXXX)
cleanup() {
	# one group delete instead of 20,000 unregisters
	timeout 600 "$NEW" -n "$NS" link del group 7 2>/dev/null
	ip netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

ip netns add "$NS" || exit 1
for i in $(seq 1 "$PAIRS"); do
	printf 'link add a%d group 7 type veth peer name b%d group 7\n' "$i" "$i"
done >"$TMP/add"
step=$((PAIRS / ROUTES))
for i in $(seq 1 "$ROUTES"); do
	d=$((i * step))
	printf 'link set a%d up\nlink set b%d up\n' "$d" "$d"
	printf 'route add 10.%d.%d.0/24 dev a%d\n' $((i / 250)) $((i % 250)) "$d"
	printf 'neigh add 10.%d.%d.1 lladdr 02:00:00:00:00:01 dev a%d\n' \
		$((i / 250)) $((i % 250)) "$d"
done >"$TMP/l3"
echo "setting up $PAIRS veth pairs ($((2 * PAIRS)) links), $ROUTES with a route"
timeout 1200 "$NEW" -n "$NS" -batch "$TMP/add" || exit 1
timeout 1200 "$NEW" -n "$NS" -batch "$TMP/l3" || exit 1
LINKS=$("$NEW" -n "$NS" -o link show | wc -l)
GOAL_KB=$(( (2 * 1000 * 1000 + 100 * LINKS) / 1024 ))

# measure BIN ARGS...: "SECS KB REQUESTS" (best time, highest RSS)
measure() {
	local bin=$1 best= kb=0 t m k reqs
	shift
	for k in $(seq 1 "$RUNS"); do
		/usr/bin/time -f '%e %M' -o "$TMP/t" \
			timeout 120 "$bin" -n "$NS" "$@" >"$TMP/out.$(basename "$(dirname "$bin")")" 2>&1
		read -r t m <"$TMP/t"
		if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
		[ "$m" -gt "$kb" ] && kb=$m
	done
	reqs=$(ip netns exec "$NS" strace -f -qq -e trace=sendto,sendmsg \
		-o "$TMP/st" timeout 120 "$bin" "$@" >/dev/null 2>&1;
	       grep -c -E '^[0-9]+ +send(to|msg)\(' "$TMP/st")
	echo "$best $kb $reqs"
}

printf '\n%d links present; memory goal %d KB (2 MB + 100 B a link)\n' \
	"$LINKS" "$GOAL_KB"
printf '%-22s %9s %9s %7s %9s %9s %7s  %s\n' command ref_s ref_KB ref_req \
	new_s new_KB new_req "same output / goal"
for c in "route show" "-4 route show table all" "neigh show" "-o link show" \
	 "link show" "-j -d link show" "-j -p -d link show" "-s link show" \
	 "addr show" "-4 addr show" "-br link show"; do
	# shellcheck disable=SC2086 # the command is words
	read -r rs rk rq < <(measure "$REF" $c)
	# shellcheck disable=SC2086
	read -r ns nk nq < <(measure "$NEW" $c)
	same=same
	cmp -s "$TMP/out.sbin" "$TMP/out.ip" || same=DIFFERS
	# counters of the devices that are up move between the two runs
	case $c in -s*) same="(counters move: not compared)" ;; esac
	case $REF in */sbin/*) ;; *) same="(ref not in sbin: not compared)" ;; esac
	goal=met
	[ "$nk" -le "$GOAL_KB" ] || goal="missed by $((nk - GOAL_KB)) KB"
	case $c in
	"route show"|"neigh show")
		[ "$nq" -le $((ROUTES + 1)) ] || goal="$goal; $nq requests > $((ROUTES + 1))" ;;
	esac
	printf '%-22s %9s %9s %7s %9s %9s %7s  %s, %s\n' "$c" "$rs" "$rk" "$rq" \
		"$ns" "$nk" "$nq" "$same" "$goal"
done
