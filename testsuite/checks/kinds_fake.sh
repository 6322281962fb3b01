#!/bin/bash
# Printers of link kinds this kernel cannot create (vlan, bond, dummy,
# gre, gretap, ipip, sit, ip6tnl, geneve, ipvlan, vrf and the kinds of
# issue 18): both tools' link dumps are answered with the same crafted
# RTM_NEWLINK messages (kinds_fake.py) by the bridge tests' LD_PRELOAD
# shim, and every output form is compared. Their parsers: kinds_req.sh.
# The reference asks for AF_PACKET links, nlroute for AF_UNSPEC: the shim
# is told which request to answer for each.
set -u
NS=${NLT_PREFIX:-nlt-$$-}kf
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-kf.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP kinds-fake: cc and python3 are needed to build the dump shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1

# dump BIN FAMILY KIND ARGS...: BIN's output for a faked link dump
dump() {
	local bin=$1 fam=$2 kind=$3
	shift 3
	BT2_FAKE=$TMP/$kind.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=$fam \
		LD_PRELOAD=$TMP/shim.so "$bin" -n "$NS" "$@" link show 2>&1
	echo "exit $?"
}

for kind in vlan vlan-qinq dummy bond gre gre-nopmtu gre-tos ipip sit \
	    geneve ipvlan ipvlan-private ipvlan-vepa ip6tnl ip6tnl-flags \
	    gretap vrf bareudp xfrm vcan vxcan nlmon vti vti6 erspan \
	    gre-bare ip6gre ip6erspan can canfd nodata amt dsa gtp hsr ipoib \
	    rmnet wwan team vrf_slave misc odd; do
	python3 "$HERE/kinds_fake.py" "$kind" >"$TMP/$kind.bin" || exit 1
	for opts in "" "-d" "-d -j" "-d -j -p" "-br" "-o -d" "-d -s" "-s -o"; do
		# shellcheck disable=SC2086 # the options are words
		r=$(dump "$REF" 17 "$kind" $opts)
		# shellcheck disable=SC2086
		n=$(dump "$NEW" 0 "$kind" $opts)
		name="$kind${opts:+ ${opts// /}}"
		if [ "$r" = "$n" ]; then
			echo "PASS $name"
		else
			echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
		fi
	done
done

# Attributes shorter than their type and values without a name: the
# reference reads past them (or past its tables), so nlroute is run
# alone and must print every device and succeed.
python3 "$HERE/kinds_fake.py" short >"$TMP/short.bin" || exit 1
for opts in "" "-d" "-d -j" "-d -s" "-o -d"; do
	# shellcheck disable=SC2086 # the options are words
	n=$(dump "$NEW" 0 short $opts)
	name="short-attrs${opts:+ ${opts// /}}"
	case $n in
	*"exit 0") ;;
	*) echo "FAIL $name: nlroute: ${n//$'\n'/|}"; continue ;;
	esac
	if [ "$(printf '%s\n' "$n" | grep -c -E '^[0-9]+: |"ifindex"')" -lt 1 ] ||
	   ! printf '%s' "$n" | grep -q 'hsr4'; then
		echo "FAIL $name: not every device was printed: ${n//$'\n'/|}"
	else
		echo "PASS $name"
	fi
done
