# genl_shim.bash — sourced (not run) by the check scripts that compare
# both tools through the generic netlink shim (genl_shim.c): fou, ila
# and l2tp. Set before sourcing: GS_NAME (the object, for names and the
# SKIP line) and GS_NETNS (a namespace to run the tools in, created here
# and deleted on exit; empty: none). Defines TMP, side and check; a
# script may define check_fix (a filter of nlroute's side) after it.
set -u
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
TMP=$(mktemp -d "/tmp/nlt-$GS_NAME.XXXXXX")
trap '[ -n "$GS_NETNS" ] && "$REF" netns del "$GS_NETNS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$HERE/genl_shim.c" -ldl; then
	echo "SKIP $GS_NAME: cc and python3 are needed to build the genl shim"
	exit 0
fi
if [ -n "$GS_NETNS" ]; then
	"$REF" netns add "$GS_NETNS" || exit 1
	"$REF" -n "$GS_NETNS" link add d0 type veth peer name d1 || exit 1
fi
export GS_FAMILY GS_ID GS_REPLY GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG GS_LOG
GS_FAMILY='' GS_ID='' GS_REPLY='' GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG=''
GS_REPLY_CMD=''

# side BIN ARGS...: exit status, stdout, stderr and the requests to the
# faked family of "BIN ARGS" (in GS_NETNS, if set)
side() {
	local bin=$1 pre=()
	shift
	[ -n "$GS_NETNS" ] && pre=("$REF" netns exec "$GS_NETNS")
	rm -f "$TMP/log"
	GS_LOG=$TMP/log LD_PRELOAD=$TMP/shim.so timeout 20 \
		"${pre[@]}" "$bin" "$@" </dev/null >"$TMP/out" 2>"$TMP/err"
	echo "exit $?"
	echo "-- stdout"
	cat "$TMP/out"
	echo "-- stderr"
	cat "$TMP/err"
	echo "-- requests"
	[ -f "$TMP/log" ] && cat "$TMP/log"
}

# what check does to nlroute's side before comparing (nothing by default)
check_fix() { cat; }

check() {
	local name=$1 r n
	shift
	r=$(side "$REF" "$@")
	n=$(side "$NEW" "$@" | check_fix)
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}
