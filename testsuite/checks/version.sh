#!/bin/bash
# The version is written once, in VERSION: ip -V and bridge -V print the
# reference's words (so that scripts parsing "iproute2-6.1.0" still work)
# followed by ", nlroute VERSION"; nlroute(8) and debian/changelog carry
# the same version.  The -V forms are not compared with the reference
# byte for byte: they must differ, that is how testsuite/run tells nlroute
# from the stock programs.
set -u
TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$TOP/testsuite/ref.sh"
NEW=${NLT_NEW:-$TOP/ip/ip}
BNEW=${NLT_BRIDGE_NEW:-$TOP/bridge/bridge}
REF=$(nlt_ref ip)
BREF=$(nlt_ref bridge)
V=$(cat "$TOP/VERSION")

check() {	# name expected actual
	if [ "$2" = "$3" ]; then
		echo "PASS $1"
	else
		echo "FAIL $1: expected '$2', got '$3'"
	fi
}

case $V in
[0-9]*.[0-9]*.[0-9]*) echo "PASS version-file" ;;
*) echo "FAIL version-file: VERSION holds '$V', not X.Y.Z" ;;
esac

# the reference's first two fields: "ip utility, iproute2-6.1.0",
# "bridge utility, 6.1.0"
ip_words=$("$REF" -V | cut -d, -f1,2)
br_words=$("$BREF" -V | cut -d, -f1,2)
check ip-reference-words "ip utility, iproute2-" "${ip_words%%iproute2-*}iproute2-"
check bridge-reference-words "bridge utility, " "${br_words%%,*}, "

for args in -V -Version "-s -V" --V; do
	check "ip $args" "$ip_words, nlroute $V; exit 0" \
		"$("$NEW" $args 2>&1); exit $?"
	check "bridge $args" "$br_words, nlroute $V; exit 0" \
		"$("$BNEW" $args 2>&1); exit $?"
done

th=$(grep -m1 '^\.TH' "$TOP/man/man8/nlroute.8")
check man-page-version "nlroute $V" "$(echo "$th" | grep -o "\"nlroute [^\"]*\"" | tr -d '"')"
# every "nlroute X.Y.Z" in the text (the examples of -V) too
check man-page-examples "nlroute $V" \
	"$(grep -o 'nlroute [0-9][0-9.]*[0-9]' "$TOP/man/man8/nlroute.8" | sort -u | tr '\n' ' ' | sed 's/ $//')"

if [ -f "$TOP/debian/changelog" ]; then
	cv=$(sed -n '1s/^nlroute (\([^)]*\)).*/\1/p' "$TOP/debian/changelog")
	check debian-changelog-version "$V" "$cv"
	dist=$(sed -n '1s/^[^)]*) \([^;]*\);.*/\1/p' "$TOP/debian/changelog")
	case $dist in
	UNRELEASED) echo "FAIL debian-changelog-distribution: UNRELEASED" ;;
	*) echo "PASS debian-changelog-distribution" ;;
	esac
fi
