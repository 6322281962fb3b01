#!/bin/bash
# /etc/iproute2 name tables as the reference reads them (issue 15): a
# corrupted rt_tables ("Database ... is corrupted at LINE", the rest of
# the file unread), numbers in "0x" hex or decimal with the name right
# after the digits, negative ids skipped; and no /etc/iproute2 at all
# (numbers only). The files are replaced in a private mount namespace,
# the commands run in a scratch network namespace.
set -u
NS=${NLT_PREFIX:-nlt-$$-}tables
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
TMP=$(mktemp -d /tmp/nlt-tables.XXXXXX)
CONF=/etc/iproute2

cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v unshare >/dev/null || [ ! -f $CONF/rt_tables ]; then
	echo "SKIP tables: needs unshare and $CONF/rt_tables"
	exit 0
fi

# side BIN FILE-CONTENT|-none CMDS: CMDS (with $IP) in a fresh netns,
# with rt_tables replaced by FILE-CONTENT (or an empty /etc/iproute2)
side() {
	local bin=$1 content=$2 cmds=$3 mnt
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns add "$NS" || return 1
	if [ "$content" = -none ]; then
		mkdir -p "$TMP/empty"
		mnt="mount --bind $TMP/empty $CONF"
	else
		printf "$content" >"$TMP/rt_tables"
		mnt="mount --bind $TMP/rt_tables $CONF/rt_tables"
	fi
	timeout 20 unshare -m sh -c "$mnt && exec $REF netns exec $NS \
		bash -c 'IP=$bin; $cmds'" 2>&1
	echo "exit $?"
}

tcase() {
	local name=$1 r n
	r=$(side "$REF" "$2" "$3")
	n=$(side "$NEW" "$2" "$3")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

tcase corrupted '255\tlocal\n254\tmain\nfoo bar baz\n100\tvpn\n' \
	'$IP rule add table vpn pref 5; $IP rule show'
tcase corrupted-number-only '255\tlocal\n100\n101\tvpn\n' \
	'$IP rule add table vpn pref 5; $IP rule show'
tcase numbers '  010 ten\n0x10 sixteen\n-1 neg\n12abc twelve\n' \
	'$IP rule add table ten pref 5; $IP rule add table sixteen pref 6
	 $IP rule add table twelve pref 7; $IP rule add table neg pref 8
	 $IP rule add table abc pref 9; $IP rule show'
tcase comments '# c\n\n 5 five # x\n6 #six\n' \
	'$IP rule add table five pref 5; $IP rule add table "#six" pref 6
	 $IP rule show'
tcase no-conf-dir -none \
	'$IP link add va type veth peer name vb; $IP link set va up
	 $IP addr add 10.0.0.1/24 dev va
	 $IP route add 10.9.0.0/16 dev va proto 99; $IP route add 10.8.0.0/16 dev va proto static
	 $IP route show proto 99; $IP route show; $IP rule show
	 $IP rule add table main pref 5 proto 99; $IP -d rule show
	 $IP route add 10.17.0.0/16 dev va proto 17; $IP route show proto 17'
