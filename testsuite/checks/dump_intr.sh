#!/bin/bash
# Interrupted dumps: the kernel marks a dump NLM_F_DUMP_INTR when the table
# changed while it was read. The reference prints a warning and goes on;
# nlroute asks for the dump again (up to 5 times in all) before printing
# any of it, and warns as the reference does only when every try was
# interrupted. The bridge tests' LD_PRELOAD shim answers the link dumps
# with crafted messages, the first BT2_FAKE_INTR of them marked.
set -u
NS=${NLT_PREFIX:-nlt-$$-}di
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-di.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP dump-intr: cc and python3 are needed to build the dump shim"
	exit 0
fi
python3 "$HERE/kinds_fake.py" vlan >"$TMP/links.bin" || exit 1
"$REF" netns add "$NS" || exit 1

# dump BIN INTR ARGS...: stdout, stderr and exit code of "BIN ARGS link
# show" with the first INTR link dumps marked interrupted. The reference
# asks for AF_PACKET links, nlroute for AF_UNSPEC.
dump() {
	local bin=$1 intr=$2 fam=0
	shift 2
	[ "$bin" = "$REF" ] && fam=17
	BT2_FAKE=$TMP/links.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=$fam \
		BT2_FAKE_INTR=$intr LD_PRELOAD=$TMP/shim.so \
		"$bin" -n "$NS" "$@" link show >"$TMP/out" 2>"$TMP/err"
	echo "exit $?"
	echo "-- stdout"
	cat "$TMP/out"
	echo "-- stderr"
	cat "$TMP/err"
}

check() {
	local name=$1 want=$2 got=$3
	if [ "$want" = "$got" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: expected: ${want//$'\n'/|} got: ${got//$'\n'/|}"
	fi
}

for opts in "" "-d" "-j" "-br" "-o" "-s"; do
	# shellcheck disable=SC2086 # the options are words
	clean=$(dump "$REF" 0 $opts)
	if ! grep -q 'low0.10' <<<"$clean"; then
		echo "FAIL dump-intr-setup${opts:+ $opts}: the shim did not answer: ${clean//$'\n'/|}"
		continue
	fi
	# shellcheck disable=SC2086
	warned=$(dump "$REF" 1 $opts)
	if ! grep -q 'Dump was interrupted' <<<"$warned"; then
		echo "FAIL dump-intr-setup${opts:+ $opts}: the reference did not warn: ${warned//$'\n'/|}"
		continue
	fi
	# retried: once, four times interrupted, then a clean dump
	for n in 1 4; do
		# shellcheck disable=SC2086
		check "dump-intr-retried-$n${opts:+ $opts}" "$clean" \
			"$(dump "$NEW" $n $opts)"
	done
	# every try interrupted: the reference's warning, output and exit code
	for n in 5 1000; do
		# shellcheck disable=SC2086
		check "dump-intr-always-$n${opts:+ $opts}" "$warned" \
			"$(dump "$NEW" $n $opts)"
	done
done
