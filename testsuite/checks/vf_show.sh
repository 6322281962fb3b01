#!/bin/bash
# The "vf N ..." lines of SR-IOV devices in ip link show and ip -d address
# show (this machine has none): both tools' link dumps are answered with
# the same crafted RTM_NEWLINK messages (vf_fake.py) by the bridge tests'
# LD_PRELOAD shim, and every output form is compared with the reference.
# Malformed VF lists, on which the reference crashes, must give nlroute a
# clean exit (nlroute(8)).
set -u
NS=${NLT_PREFIX:-nlt-$$-}vf
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-vf.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP vf-show: cc and python3 are needed to build the dump shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1

# dump BIN FAMILY CASE ARGS...: BIN's output for a faked link dump
dump() {
	local bin=$1 fam=$2 c=$3
	shift 3
	BT2_FAKE=$TMP/$c.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=$fam \
		LD_PRELOAD=$TMP/shim.so timeout 10 "$bin" -n "$NS" "$@" 2>&1
	echo "exit $?"
}

for c in eth qinq ib corners sparse odd; do
	python3 "$HERE/vf_fake.py" "$c" >"$TMP/$c.bin" || exit 1
done
# The reference asks for AF_PACKET links in ip link, AF_UNSPEC in ip
# address; nlroute for AF_UNSPEC in both.
for c in eth qinq ib corners; do
	for opts in "" "-s" "-s -s" "-j" "-j -s" "-j -p -s" "-o" "-o -s" \
		    "-br" "-d" "-c=always" "-d -s" "-d -s -o" "-d -j -s"; do
		for cmd in link address; do
			fam=17
			[ $cmd = address ] && fam=0
			# shellcheck disable=SC2086 # the options are words
			r=$(dump "$REF" $fam "$c" $opts $cmd show)
			# shellcheck disable=SC2086
			n=$(dump "$NEW" 0 "$c" $opts $cmd show)
			name="$c $cmd${opts:+ ${opts// /}}"
			if [ "$r" = "$n" ]; then
				echo "PASS $name"
			else
				echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
			fi
		done
	done
done
# A saved RTM_NEWLINK read back by ip monitor file (the monitor prints
# links as ip address does: the VF lines only with -d).
for c in eth qinq ib corners; do
	for opts in "" "-d" "-d -j" "-d -o"; do
		# shellcheck disable=SC2086
		r=$(timeout 10 "$REF" $opts monitor file "$TMP/$c.bin" 2>&1; echo "exit $?")
		# shellcheck disable=SC2086
		n=$(timeout 10 "$NEW" $opts monitor file "$TMP/$c.bin" 2>&1; echo "exit $?")
		name="$c monitor file${opts:+ ${opts// /}}"
		if [ "$r" = "$n" ]; then
			echo "PASS $name"
		else
			echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
done
# Broken lists: whatever is well-formed is printed, the rest left out;
# exit 0, no sanitizer report, valid JSON.
for c in sparse odd; do
	for opts in "-d -s" "-j -s" "-o -s"; do
		# shellcheck disable=SC2086
		n=$(dump "$NEW" 0 "$c" $opts link show)
		ok=1
		case $n in *"exit 0") ;; *) ok=0 ;; esac
		case $n in *ERROR:*|*runtime\ error*) ok=0 ;; esac
		if [ "$opts" = "-j -s" ] &&
		   ! printf '%s\n' "$n" | sed '$d' | python3 -m json.tool >/dev/null; then
			ok=0
		fi
		if [ $ok = 1 ]; then
			echo "PASS malformed $c ${opts// /}"
		else
			echo "FAIL malformed $c ${opts// /}: ${n//$'\n'/|}"
		fi
	done
done
