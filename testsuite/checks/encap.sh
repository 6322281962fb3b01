#!/bin/bash
# Route encapsulation (encap TYPE ...) that this kernel cannot make, or
# must never see: tunnel options (geneve_opts, vxlan_opts, erspan_opts)
# hit a BUG() in this kernel that wedges the machine. Printers: both
# tools' route and nexthop dumps are answered with the same crafted
# messages (encap_fake.py) by the bridge tests' LD_PRELOAD shim, every
# output form is compared. Parsers: the shim records what each tool
# would send (BT2_RECORD) and acks it, nothing reaches the kernel; the
# encap attributes of the requests are compared, and so are stderr and
# the exit status.
set -u
NS=${NLT_PREFIX:-nlt-$$-}enc
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-enc.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP encap: cc and python3 are needed to build the shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1
# index 2 and 3 (v1, v0), as encap_fake.py expects
"$REF" -n "$NS" link add v0 type veth peer name v1 || exit 1
"$REF" -n "$NS" link set v0 up || exit 1

# dump BIN TYPE FILE ARGS...: BIN's output for a faked dump of TYPE
dump() {
	local bin=$1 type=$2 file=$3
	shift 3
	BT2_FAKE=$file BT2_FAKE_TYPE=$type BT2_FAKE_FAM=-1 \
		LD_PRELOAD=$TMP/shim.so timeout 20 "$bin" -n "$NS" "$@" 2>&1
	echo "exit $?"
}

for c in $(python3 "$HERE/encap_fake.py" list); do
	python3 "$HERE/encap_fake.py" "$c" >"$TMP/$c.bin" || exit 1
	case $c in
	nh-*) type=106 cmd="nexthop show" ;;
	*) type=26 cmd="route show" ;;
	esac
	# the family of the first message: nlroute, unlike the reference,
	# filters what a dump of the other family would never return
	fam=$(od -An -tu1 -j16 -N1 "$TMP/$c.bin" | tr -d ' ')
	[ "$type" = 26 ] && [ "$fam" = 10 ] && cmd="-6 $cmd"
	for opts in "" "-d" "-j" "-j -p" "-o" "-s" "-s -j"; do
		# shellcheck disable=SC2086 # the options and command are words
		r=$(dump "$REF" $type "$TMP/$c.bin" $opts $cmd)
		# shellcheck disable=SC2086
		n=$(dump "$NEW" $type "$TMP/$c.bin" $opts $cmd)
		name="print $c${opts:+ ${opts// /}}"
		case $c in
		trunc-*|short-*|*-lies|mp-trunc|ioam6-short|ip-geneve-nodata)
			# malformed: nlroute must not crash, whatever the
			# reference makes of it (it crashes on some)
			case $n in
			*"exit 0") echo "PASS $name" ;;
			*) echo "FAIL $name: nlroute: ${n//$'\n'/|}" ;;
			esac
			continue ;;
		esac
		if [ "$r" = "$n" ]; then
			echo "PASS $name"
		else
			echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
done

# rec BIN FILE ARGS...: BIN's requests for ARGS recorded in FILE
rec() {
	local bin=$1 file=$2
	shift 2
	rm -f "$file"
	BT2_RECORD=$file LD_PRELOAD=$TMP/shim.so timeout 20 \
		"$bin" -n "$NS" "$@" 2>&1
	echo "exit $?"
}

# The shim must take the requests: a canary route must be recorded and
# must not reach the kernel, else no tunnel option is ever tried.
rec "$NEW" "$TMP/canary" route add 10.99.0.0/24 dev v0 >/dev/null
rec "$REF" "$TMP/canary2" route add 10.99.0.1/32 dev v0 >/dev/null
if [ ! -s "$TMP/canary" ] || [ ! -s "$TMP/canary2" ] ||
   [ -n "$("$REF" -n "$NS" route show 10.99.0.0/16)" ]; then
	echo "FAIL parse: the recording shim let a request through; not trying encap requests"
	exit 0
fi

while IFS= read -r line; do
	case $line in ''|'#'*) continue ;; esac
	# "! ARGS": refused by nlroute on purpose (encap bpf: no program
	# loading), with exit status 255 and nothing sent
	if [ "${line#!}" != "$line" ]; then
		line=${line#! }
		# shellcheck disable=SC2086 # the line is words
		n=$(rec "$NEW" "$TMP/n.req" $line)
		case $n in
		*"exit 255")
			if [ -e "$TMP/n.req" ]; then
				echo "FAIL refuse $line: a request was sent"
			else
				echo "PASS refuse $line"
			fi ;;
		*) echo "FAIL refuse $line: ${n//$'\n'/|}" ;;
		esac
		continue
	fi
	# shellcheck disable=SC2086 # the line is words
	r=$(rec "$REF" "$TMP/r.req" $line)
	# shellcheck disable=SC2086
	n=$(rec "$NEW" "$TMP/n.req" $line)
	rr=$(python3 "$HERE/encap_req.py" "$TMP/r.req")
	nr=$(python3 "$HERE/encap_req.py" "$TMP/n.req")
	if [ "$r" = "$n" ] && [ "$rr" = "$nr" ]; then
		echo "PASS parse $line"
	else
		echo "FAIL parse $line: reference: ${r//$'\n'/|} $rr nlroute: ${n//$'\n'/|} $nr"
	fi
done <"$HERE/encap_parse.txt"
