#!/bin/bash
# bench/netns.sh — what a shell loop over namespaces costs, nlroute against
# the reference:
#   1. `ip -n NS link set X up` / `... down`, one process per call
#      (hyperfine when installed, else a timed loop), with the floor of a
#      trivial fork+exec (/bin/true);
#   2. `ip netns add` then `ip netns del` of 200 namespaces.
# Runs in a private mount namespace with its own /run/netns, so the host's
# namespaces are neither listed nor touched.
# Usage: bench/netns.sh [path/to/nlroute/ip] [calls]
set -u

. "$(dirname "${BASH_SOURCE[0]}")/../testsuite/ref.sh"
REF=${REF:-$(nlt_ref ip)}
NL=$(readlink -f "${1:-$(dirname "$0")/../ip/ip}")
if [ -x "$NL" ] && [ -x "$REF" ]; then nlt_ref_refuse_same ip "$NL" "$REF" || exit 1; fi
CALLS=${2:-500}
NSCOUNT=200

if [ "$(id -u)" != 0 ]; then
	echo "bench/netns.sh: needs root" >&2
	exit 1
fi
if [ -z "${NN_ISOLATED:-}" ]; then
	NN_ISOLATED=1 exec unshare -m --propagation private \
		bash "$0" "$NL" "$CALLS"
fi
mkdir -p /run/netns
mount -t tmpfs -o mode=0755 nn-bench /run/netns

NS=nb-$$
DEV=bv$$
TMP=$(mktemp -d /tmp/nn-bench.XXXXXX)
cleanup() {
	local f
	for f in /run/netns/*; do
		[ -e "$f" ] || continue
		umount -l "$f" 2>/dev/null
		rm -f "$f"
	done
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

$REF netns add $NS
$REF -n $NS link add $DEV type veth peer name ${DEV}p

now_ns() { date +%s%N; }

# mean seconds per call of a command line, by hyperfine or a loop
per_call() {
	if command -v hyperfine >/dev/null; then
		hyperfine -N --warmup 20 --runs "$CALLS" \
			--export-json "$TMP/h.json" "$*" >/dev/null 2>&1 &&
			jq -r '.results[0].mean' "$TMP/h.json"
		return
	fi
	local t0 t1 i
	t0=$(now_ns)
	for ((i = 0; i < CALLS; i++)); do
		"$@" >/dev/null 2>&1
	done
	t1=$(now_ns)
	awk -v d=$((t1 - t0)) -v n="$CALLS" 'BEGIN { printf "%.9f\n", d / 1e9 / n }'
}

ms() { awk -v s="$1" 'BEGIN { printf "%8.3f ms", s * 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

tool=hyperfine
command -v hyperfine >/dev/null || tool="timed loop"
echo "== ip -n NS link set X up/down ($CALLS calls each, $tool)"
floor=$(per_call /bin/true)
printf '%-26s %s\n' "floor /bin/true:" "$(ms "$floor")"
for state in up down; do
	r=$(per_call "$REF" -n $NS link set $DEV $state)
	n=$(per_call "$NL" -n $NS link set $DEV $state)
	printf '%-26s %s\n' "link set $state reference:" "$(ms "$r")"
	printf '%-26s %s\n' "link set $state nlroute:" "$(ms "$n")"
	printf '%-26s %s faster (above the floor: %s)\n' \
		"link set $state ratio:" "$(ratio "$r" "$n")" \
		"$(ratio "$(awk -v a="$r" -v f="$floor" 'BEGIN{print a-f}')" \
			"$(awk -v a="$n" -v f="$floor" 'BEGIN{print a-f}')")"
done

# add then delete NSCOUNT namespaces; best of 3 rounds
add_del() {
	local ip=$1 t0 t1 t2 i best_a=0 best_d=0 r
	for r in 1 2 3; do
		t0=$(now_ns)
		for ((i = 0; i < NSCOUNT; i++)); do
			"$ip" netns add nb-$$-$i || return 1
		done
		t1=$(now_ns)
		for ((i = 0; i < NSCOUNT; i++)); do
			"$ip" netns del nb-$$-$i || return 1
		done
		t2=$(now_ns)
		if [ $best_a = 0 ] || [ $((t1 - t0)) -lt $best_a ]; then
			best_a=$((t1 - t0))
		fi
		if [ $best_d = 0 ] || [ $((t2 - t1)) -lt $best_d ]; then
			best_d=$((t2 - t1))
		fi
	done
	echo "$best_a $best_d"
}

echo "== netns add + del of $NSCOUNT namespaces (best of 3)"
read -r ra rd < <(add_del "$REF")
read -r na nd < <(add_del "$NL")
for w in add del; do
	[ $w = add ] && { r=$ra; n=$na; } || { r=$rd; n=$nd; }
	echo "netns $w reference: $(awk -v t="$r" -v c=$NSCOUNT 'BEGIN { printf "%8.1f ms total, %.3f ms each", t / 1e6, t / 1e6 / c }')"
	echo "netns $w nlroute:   $(awk -v t="$n" -v c=$NSCOUNT 'BEGIN { printf "%8.1f ms total, %.3f ms each", t / 1e6, t / 1e6 / c }')"
	echo "netns $w ratio:     $(ratio "$r" "$n") faster"
done
