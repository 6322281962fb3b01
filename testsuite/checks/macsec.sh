#!/bin/bash
# macsec. This kernel has no macsec module, so both tools run through
# LD_PRELOAD stand-ins and must agree byte for byte:
#  * the link kind's parser (macsec_req.txt): the bridge tests' shim
#    records the requests (BT2_RECORD) and acks them; stdout, stderr,
#    exit status and requests are compared by kinds_req.py;
#  * its -d printer: link dumps answered with crafted RTM_NEWLINK
#    messages (macsec_fake.py link-*).
set -u
NS=${NLT_PREFIX:-nlt-$$-}msec
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-msec.XXXXXX)
trap 'timeout 20 "$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP macsec: cc and python3 are needed to build the shim"
	exit 0
fi
timeout 20 "$REF" netns add "$NS" || exit 1
timeout 20 "$REF" -n "$NS" link add v0 type veth peer name v1 || exit 1
NAMES=$(timeout 20 "$REF" -n "$NS" -o link show |
	sed -E 's/^([0-9]+): ([^:@]+)[:@].*/\1=\2/')

# rec BIN FILE ARGS...: BIN's output and exit status for ARGS, its
# requests recorded in FILE
rec() {
	local bin=$1 file=$2
	shift 2
	rm -f "$file"
	BT2_RECORD=$file LD_PRELOAD=$TMP/shim.so timeout 20 \
		"$bin" -n "$NS" "$@" 2>"$TMP/stderr"
	echo "exit $?"
	echo "stderr:"
	cat "$TMP/stderr"
}

# the shim must take the requests: a canary must not reach the kernel
rec "$NEW" "$TMP/canary" link add nltcanary type ifb >/dev/null
if [ ! -s "$TMP/canary" ] ||
   timeout 20 "$REF" -n "$NS" link show nltcanary >/dev/null 2>&1; then
	echo "FAIL macsec: the recording shim let a request through"
	exit 0
fi

mkdir "$TMP/req"
i=0
while IFS= read -r line; do
	case $line in ''|'#'*) continue ;; esac
	printf '%s\n' "$line" >>"$TMP/req/lines"
	# shellcheck disable=SC2086 # the line is words
	eval rec "\"$REF\"" "\"$TMP/req/r.$i.req\"" $line >"$TMP/req/r.$i.out"
	# shellcheck disable=SC2086
	eval rec "\"$NEW\"" "\"$TMP/req/n.$i.req\"" $line >"$TMP/req/n.$i.out"
	i=$((i + 1))
done <"$HERE/macsec_req.txt"
# shellcheck disable=SC2086 # the names are words
python3 "$HERE/kinds_req.py" --compare "$TMP/req" $NAMES

# dump BIN FAMILY CASE ARGS...: BIN's output for a faked link dump
dump() {
	local bin=$1 fam=$2 kind=$3
	shift 3
	BT2_FAKE=$TMP/$kind.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=$fam \
		LD_PRELOAD=$TMP/shim.so timeout 20 "$bin" -n "$NS" "$@" \
		link show 2>&1
	echo "exit $?"
}
for kind in link-basic link-many link-odd; do
	python3 "$HERE/macsec_fake.py" "$kind" >"$TMP/$kind.bin" || exit 1
	for opts in "" "-d" "-d -j" "-d -j -p" "-br" "-o -d" "-d -s"; do
		# shellcheck disable=SC2086 # the options are words
		r=$(dump "$REF" 17 "$kind" $opts)
		# shellcheck disable=SC2086
		n=$(dump "$NEW" 0 "$kind" $opts)
		name="macsec $kind${opts:+ ${opts// /}}"
		if [ "$r" = "$n" ]; then
			echo "PASS $name"
		else
			echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
done
# attributes shorter than their type, which the reference reads past:
# nlroute skips them and must not crash
python3 "$HERE/macsec_fake.py" link-short >"$TMP/link-short.bin" || exit 1
out=$(dump "$NEW" 0 link-short -d)
case $out in
*'macsec '*'exit 0') echo "PASS macsec link-short" ;;
*) echo "FAIL macsec link-short: ${out//$'\n'/|}" ;;
esac
