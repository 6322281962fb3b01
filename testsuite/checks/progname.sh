#!/bin/bash
# Run under another name ("iplink", "ipa", "ipr"), ip takes what follows
# the first two characters of its name as the object when that is (an
# abbreviation of) one; other names ("nlroute-ip", "ip-new") run normally. Both binaries are linked under the same
# names and must print the same, in a private namespace.
set -u
NS=${NLT_PREFIX:-nlt-$$-}pn
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
TMP=$(mktemp -d /tmp/nlt-pn.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

"$REF" netns add "$NS" || exit 1
"$REF" -n "$NS" link add v0 type veth peer name v1 || exit 1
mkdir "$TMP/ref" "$TMP/new"
for n in iplink ipa ipr ipaddress nlroute-ip ip-new xxlink ipxlink; do
	ln -s "$REF" "$TMP/ref/$n"
	ln -s "$(realpath "$NEW")" "$TMP/new/$n"
done
tcase() {
	local name=$1 r n
	shift
	r=$("$REF" netns exec "$NS" "$TMP/ref/$@" 2>&1; echo "exit $?")
	n=$("$REF" netns exec "$NS" "$TMP/new/$@" 2>&1; echo "exit $?")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}
tcase iplink-show iplink show
tcase iplink-noargs iplink
tcase iplink-options iplink -br -d show v0
tcase ipa-json ipa -j show dev v1
tcase ipaddress ipaddress show lo
tcase ipr ipr
tcase ipr-help ipr help
tcase not-an-object nlroute-ip -br link show lo
tcase dash-name ip-new -o addr show lo
tcase other-prefix xxlink show lo
tcase unknown-rest ipxlink link show lo
