#!/bin/bash
# ip ntable show against the reference. Two kinds of fields differ between
# any two runs and are normalised here, explicitly and only them:
#  * "reachable": the kernel picks each table's reachable time at random
#    (between 1/2 and 3/2 of base_reachable) and picks it again later;
#  * the table-wide config and statistics of -s (entries, last_flush,
#    last_rand, hash_rnd, hash_mask, hash_chain_gc, proxy_qlen and the
#    counters allocs ... table_fulls): the tables are shared by the whole
#    host, so every namespace's traffic moves them.
# Changes: every parameter of ip-ntable(8) is changed by the reference in
# one namespace and by nlroute in another; then the reference lists both.
set -u
PFX=${NLT_PREFIX:-nlt-$$-}
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
NSA=${PFX}nta NSB=${PFX}ntb
trap '"$REF" netns del "$NSA" 2>/dev/null; "$REF" netns del "$NSB" 2>/dev/null' EXIT

RANDOM_FIELDS='reachable|entries|hash_rnd|hash_mask|hash_chain_gc|proxy_qlen'
RANDOM_FIELDS+='|allocs|destroys|hash_grows|res_failed|lookups|hits'
RANDOM_FIELDS+='|rcv_probes_mcast|rcv_probes_ucast|periodic_gc_runs'
RANDOM_FIELDS+='|forced_gc_runs|table_fulls'

normalise() {
	sed -E \
	    -e "s/\\<($RANDOM_FIELDS) [0-9a-f]+\\>/\1 N/g" \
	    -e 's/(last_flush|last_rand) [0-9-]+ [0-9:]+ /\1 T /g' \
	    -e "s/\"($RANDOM_FIELDS)\": ?(\"0x[0-9a-f]+\"|[0-9]+)/\"\1\":N/g" \
	    -e 's/"(last_flush|last_rand)": ?"[^"]*"/"\1":T/g'
}

# out BIN NS ARGS...: normalised output and exit status
out() {
	local bin=$1 ns=$2
	shift 2
	"$bin" -n "$ns" "$@" 2>&1 | normalise
	echo "exit ${PIPESTATUS[0]}"
}

check() {
	local name=$1 r=$2 n=$3
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

setup() {
	"$REF" netns add "$1" || exit 1
	"$REF" -n "$1" link add va address 02:00:00:00:00:01 type veth \
		peer name vb address 02:00:00:00:00:02 || exit 1
}
setup "$NSA"
setup "$NSB"

# the normaliser must find the random fields where the reference has them
if ! "$REF" -n "$NSA" -s ntable show name arp_cache | normalise |
	grep -q 'reachable N .*' ||
   ! "$REF" -n "$NSA" -s -j ntable show | normalise | grep -q '"lookups":N'; then
	echo "FAIL ntable-normalise: the fields to normalise were not found"
fi

while read -r args; do
	# shellcheck disable=SC2086 # the arguments are words
	check "show ${args// /_}" "$(out "$REF" "$NSA" $args)" \
		"$(out "$NEW" "$NSA" $args)"
done <<'LIST'
ntable
ntable show
ntbl list
ntable lst
ntable l dev lo
ntable s dev va
ntable show dev va
ntable show dev vb name ndisc_cache
ntable show name arp_cache
ntable show name ndisc_cache dev lo
ntable show dev lo dev va
ntable show dev if2
-j ntable show dev if3x
ntable show dev lo name x name arp_cache
-4 ntable show
-6 ntable show dev va
-s ntable show
-s ntable show name arp_cache
-s -s ntable show dev va
-j ntable show
-j ntable show dev lo
-j -p ntable show dev va name arp_cache
-j -s ntable show
-j -p -s ntable show name ndisc_cache
-o ntable show
-o -s ntable show dev va
-c=always ntable show dev va
-c=always -s ntable show
LIST

# change PARAM VALUE... with each tool, then list with the reference
while read -r change; do
	# shellcheck disable=SC2086
	r=$(out "$REF" "$NSA" ntable change $change)
	# shellcheck disable=SC2086
	n=$(out "$NEW" "$NSB" ntable change $change)
	check "change ${change// /_}" "$r" "$n"
	check "change ${change// /_} state" \
		"$(out "$REF" "$NSA" -j ntable show)" \
		"$(out "$REF" "$NSB" -j ntable show)"
done <<'LIST'
name arp_cache dev va base_reachable 20000
name arp_cache dev va retrans 500
name arp_cache dev va gc_stale 30000
name arp_cache dev va delay_probe 3000
name arp_cache dev va queue 8
name arp_cache dev va app_probes 1
name arp_cache dev va ucast_probes 2
name arp_cache dev va mcast_probes 4
name arp_cache dev va anycast_delay 900
name arp_cache dev va proxy_delay 700
name arp_cache dev va proxy_queue 32
name arp_cache dev va locktime 500
name ndisc_cache dev vb base_reachable 0x100 retrans 1 gc_stale -1 delay_probe 18446744073709551615 queue 0 app_probes 4294967295 ucast_probes 0 mcast_probes 7 anycast_delay 0 proxy_delay 1 proxy_queue 4294967295 locktime 3
name ndisc_cache dev lo queue 1 queue 2
name arp_cache dev vb thresh1 1
name arp_cache dev vb thresh2 2
name arp_cache dev vb thresh3 3
name arp_cache dev vb gc_int 1000
name arp_cache queue 5
LIST

# Printers on crafted tables (ntable_fake.py): attributes missing, other
# families, the largest values, failed dumps; the dumps are answered by
# the bridge tests' LD_PRELOAD shim. stdout and stderr apart: the
# reference writes the opening bracket of a failed JSON dump at exit.
TMP=$(mktemp -d /tmp/nlt-nt.XXXXXX)
trap '"$REF" netns del "$NSA" 2>/dev/null; "$REF" netns del "$NSB" 2>/dev/null; rm -rf "$TMP"' EXIT
HERE=$(cd "$(dirname "$0")" && pwd)
if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$HERE/../bridge/fake/shim.c" -ldl; then
	echo "SKIP ntable-fake: cc and python3 are needed to build the dump shim"
	exit 0
fi
fake() {
	local bin=$1 v=$2 rc
	shift 2
	BT2_FAKE=$TMP/$v.bin BT2_FAKE_TYPE=66 BT2_FAKE_FAM=0 \
		LD_PRELOAD=$TMP/shim.so "$bin" -n "$NSA" "$@" \
		>"$TMP/stdout" 2>"$TMP/stderr"
	rc=$?
	cat "$TMP/stdout"
	echo "-- stderr"
	cat "$TMP/stderr"
	echo "exit $rc"
}
for v in full big partial families error done-error; do
	python3 "$HERE/ntable_fake.py" "$v" >"$TMP/$v.bin" || exit 1
	for opts in "" "-s" "-j" "-j -p -s" "-o" "-o -s" "-s -h"; do
		for sel in "" "dev lo" "name arp_cache" "dev lo name ndisc_cache"; do
			# shellcheck disable=SC2086 # the options are words
			check "fake-$v${opts:+ ${opts// /}}${sel:+ ${sel// /_}}" \
				"$(fake "$REF" "$v" $opts ntable show $sel)" \
				"$(fake "$NEW" "$v" $opts ntable show $sel)"
		done
	done
done
