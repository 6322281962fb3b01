#!/bin/bash
# ip xfrm printers against the reference:
#  * full states, which this kernel cannot make (no esp/ah/ipcomp): both
#    tools' XFRM_MSG_GETSA dumps are answered with the same crafted
#    messages (xfrm_fake.py) by the bridge tests' LD_PRELOAD shim;
#  * -s forms of live policies and larval states, read by both tools in one
#    namespace (their "add" times are the kernel's, the same for both).
set -u
NS=${NLT_PREFIX:-nlt-$$-}xfrm
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-xfrm.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

"$REF" netns add "$NS" || exit 1

# compare NAME ARGS...: both tools' output and exit status
compare() {
	local name=$1 r n
	shift
	r=$("$REF" -n "$NS" "$@" 2>&1; echo "exit $?")
	n=$("$NEW" -n "$NS" "$@" 2>&1; echo "exit $?")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

# fake BIN FILE ARGS...: BIN's output for a faked state dump (policy
# dump with FAKE_TYPE=21)
fake() {
	local bin=$1 file=$2
	shift 2
	BT2_FAKE=$file BT2_FAKE_TYPE=${FAKE_TYPE:-18} BT2_FAKE_FAM=-1 \
		LD_PRELOAD=$TMP/shim.so "$bin" -n "$NS" "$@" 2>&1
	echo "exit $?"
}

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP xfrm-fake: cc and python3 are needed to build the dump shim"
else
	for c in esp aead ah comp encap sel all esnlong trunc odd fam; do
		python3 "$HERE/xfrm_fake.py" "$c" >"$TMP/$c.bin" || exit 1
		for opts in "" "-s" "-s -s" "-o" "-o -s" "-j" "-N"; do
			for cmd in "state list" "state list nokeys"; do
				# shellcheck disable=SC2086 # words
				r=$(fake "$REF" "$TMP/$c.bin" $opts xfrm $cmd)
				# shellcheck disable=SC2086
				n=$(fake "$NEW" "$TMP/$c.bin" $opts xfrm $cmd)
				name="fake-$c${opts:+ ${opts// /}} $cmd"
				if [ "$r" = "$n" ]; then
					echo "PASS $name"
				else
					echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
				fi
			done
		done
	done
	export FAKE_TYPE=21
	for c in pol-ctx pol-odd pol-sock pol-shortptype pol-flags; do
		python3 "$HERE/xfrm_fake.py" "$c" >"$TMP/$c.bin" || exit 1
		for opts in "" "-s" "-o -s" "-j"; do
			for cmd in "policy list" "policy list nosock" \
				   "policy list dir out" "policy list ptype sub"; do
				# shellcheck disable=SC2086 # words
				r=$(fake "$REF" "$TMP/$c.bin" $opts xfrm $cmd)
				# shellcheck disable=SC2086
				n=$(fake "$NEW" "$TMP/$c.bin" $opts xfrm $cmd)
				name="fake-$c${opts:+ ${opts// /}} $cmd"
				if [ "$r" = "$n" ]; then
					echo "PASS $name"
				else
					echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
				fi
			done
		done
	done
	unset FAKE_TYPE
	python3 "$HERE/xfrm_fake.py" esp aead ah >"$TMP/many.bin" || exit 1
	for f in "proto ah" "src 10.0.0.1" "dst fe80::2" "spi 0x101" \
		 "mode tunnel" "reqid 5" "flag esn" "flag noecn nopmtudisc"; do
		# shellcheck disable=SC2086
		r=$(fake "$REF" "$TMP/many.bin" xfrm state list $f)
		# shellcheck disable=SC2086
		n=$(fake "$NEW" "$TMP/many.bin" xfrm state list $f)
		if [ "$r" = "$n" ]; then
			echo "PASS fake-filter $f"
		else
			echo "FAIL fake-filter $f: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
fi

# live: the same kernel objects read by both tools
R() { "$REF" -n "$NS" "$@" >/dev/null 2>&1; }
R link add d0 address 02:00:00:00:00:01 type veth peer name d1 address 02:00:00:00:00:02
R xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out tmpl src 1.1.1.1 dst 2.2.2.2 proto esp mode tunnel reqid 7
R xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dport 443 dir in priority 10 action block mark 5 mask 0xff if_id 3 flag localok icmp
R xfrm policy add src fe80::/64 dst ::/0 proto ipv6-icmp type 3 code 4 dir fwd dev d0 limit time-soft 10 limit byte-hard 1000 limit packet-soft 5 limit time-use-hard 77 tmpl proto ah level use tmpl proto esp spi 0x5 src ::1 dst ::2 mode tunnel
R xfrm policy add dir out proto gre key 1.2.3.4 ptype sub
R xfrm policy add dir in src 1.1.1.1 limit time-soft 10 limit time-hard 20 limit time-use-soft 30 limit time-use-hard 40 limit byte-soft 1000 limit byte-hard 2000 limit packet-soft 5 limit packet-hard 6 tmpl src 3.3.3.3 dst 4.4.4.4 proto ah spi 0x77 mode beet reqid 9 level use tmpl proto comp mode transport
R xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 0x100 max 0x100 reqid 5 mode tunnel
R xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto ah min 0x200 max 0x200 mark 7 mask 0xf
R xfrm state allocspi src fe80::1 dst fe80::2 proto esp min 0x300 max 0x300 seq 4
for opts in "-s" "-s -s" "-o -s" "-j -s"; do
	# shellcheck disable=SC2086
	compare "live${opts// /} policy" $opts xfrm policy list
	# shellcheck disable=SC2086
	compare "live${opts// /} state" $opts xfrm state list
done
compare "live-s policy get" -s xfrm policy get src 10.0.0.0/24 dst 10.1.0.0/16 dir out
compare "live-s policy filter" -s xfrm policy list dir fwd
compare "live-s state get" -s xfrm state get src 1.1.1.1 dst 2.2.2.3 proto ah spi 0x200 mark 7 mask 0xf
compare "live-s state count" -s xfrm state count
compare "live-ss policy count" -s -s xfrm policy count
"$NEW" -n "$NS" xfrm policy add dir fwd src 9.9.9.9 tmpl proto esp reqid 3 >/dev/null 2>&1
"$NEW" -n "$NS" xfrm state allocspi src 9.9.9.9 dst 8.8.8.8 proto esp min 9 max 9 >/dev/null 2>&1
compare "live-s nlroute-added" -s xfrm policy list src 9.9.9.9
compare "live-s nlroute-allocspi" -s xfrm state list src 9.9.9.9
exit 0
