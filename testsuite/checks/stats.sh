#!/bin/bash
# ip stats printers on counters this kernel cannot produce (traffic,
# cpu_hit, l3_stats, MPLS, bond 802.3ad, wide columns): both tools'
# RTM_GETSTATS dumps are answered with the same crafted messages
# (stats_fake.py) by the bridge tests' LD_PRELOAD shim, and every output
# form and selection is compared.
set -u
NS=${NLT_PREFIX:-nlt-$$-}st
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-st.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP stats-fake: cc and python3 are needed to build the dump shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1
# the crafted messages are about ifindex 1 and 2: lo and this veth end
"$REF" -n "$NS" link add vb type veth peer name va || exit 1

# dump BIN VARIANT ARGS...: BIN's stdout, stderr and exit status for a
# faked stats dump
dump() {
	local bin=$1 v=$2 rc
	shift 2
	BT2_FAKE=$TMP/$v.bin BT2_FAKE_TYPE=94 BT2_FAKE_FAM=0 \
		LD_PRELOAD=$TMP/shim.so "$bin" -n "$NS" "$@" \
		>"$TMP/stdout" 2>"$TMP/stderr"
	rc=$?
	cat "$TMP/stdout"
	echo "-- stderr"
	cat "$TMP/stderr"
	echo "exit $rc"
}

for v in small big nohandler nomcast bare empty-nests dump-error \
	 dump-error-late done-error; do
	python3 "$HERE/stats_fake.py" "$v" >"$TMP/$v.bin" || exit 1
	for opts in "" "-s" "-s -s" "-j" "-j -p" "-j -s" "-o" "-o -s" "-h" \
		    "-h -iec -s"; do
		for sel in "" "group link" "group offload" \
			   "group offload subgroup cpu_hit" \
			   "group offload subgroup l3_stats" \
			   "group offload subgroup hw_stats_info" \
			   "group afstats" "group xstats" "group xstats_slave" \
			   "group xstats subgroup bond" \
			   "group xstats_slave subgroup bridge suite stp"; do
			# shellcheck disable=SC2086 # the options are words
			r=$(dump "$REF" "$v" $opts stats show $sel)
			# shellcheck disable=SC2086
			n=$(dump "$NEW" "$v" $opts stats show $sel)
			name="$v${opts:+ ${opts// /}}${sel:+ ${sel// /_}}"
			if [ "$r" = "$n" ]; then
				echo "PASS $name"
			else
				echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
			fi
		done
	done
done
# ip -s -s link shows the RX nohandler count with the error counters
python3 - "$TMP/link.bin" <<'PY'
import struct, sys
def attr(t, p):
    n = 4 + len(p)
    return struct.pack('<HH', n, t) + p + b'\0' * ((4 - n % 4) % 4)
st = struct.pack('<25Q', *([(i + 1) * 3 for i in range(24)] + [0]))
ifi = struct.pack('<BxHiII', 0, 772, 1, 0x11043, 0)
body = ifi + attr(3, b'lo\0') + attr(4, struct.pack('<I', 65536)) + attr(23, st)
open(sys.argv[1], 'wb').write(struct.pack('<IHHII', 16 + len(body), 16, 0, 0, 0) + body)
PY
for opts in "-s" "-s -s" "-s -s -j"; do
	# shellcheck disable=SC2086
	r=$(BT2_FAKE=$TMP/link.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=17 \
		LD_PRELOAD=$TMP/shim.so "$REF" -n "$NS" $opts link show 2>&1)
	# shellcheck disable=SC2086
	n=$(BT2_FAKE=$TMP/link.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=0 \
		LD_PRELOAD=$TMP/shim.so "$NEW" -n "$NS" $opts link show 2>&1)
	if [ "$r" = "$n" ]; then
		echo "PASS link-nohandler ${opts// /}"
	else
		echo "FAIL link-nohandler ${opts// /}: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
done
