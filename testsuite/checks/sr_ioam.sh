#!/bin/bash
# ip sr and ip ioam where a scenario file cannot reach: a missing family,
# failing requests and dumps, replies the kernel does not send, the bytes
# of every request, the HMAC secret from stdin, and tables of several
# entries (the kernel lists them in its hash order, which differs between
# two namespaces: their lines are sorted before comparing). The generic
# netlink shim (genl_shim.c) fakes the family for both tools.
set -u
NS=${NLT_PREFIX:-nlt-$$-}sri
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-sri.XXXXXX)

cleanup() {
	local n
	for n in "$NS" "$NS-ref" "$NS-new"; do
		"$REF" netns del "$n" 2>/dev/null
	done
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$HERE/genl_shim.c" -ldl; then
	echo "SKIP sr-ioam: cc and python3 are needed to build the genl shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1
FID=600	# the faked family's id
for k in hmac tunsrc tunsrc-none ns sc; do
	python3 "$HERE/genl_fake.py" "$k" "$FID" >"$TMP/$k.bin" || exit 1
done

# side BIN IN NS ARGS...: exit status, stdout, stderr of BIN (stdin from
# file IN) in NS, with the shim's settings of the environment
side() {
	local bin=$1 in=$2 ns=$3
	shift 3
	LD_PRELOAD=$TMP/shim.so timeout 20 "$REF" netns exec "$ns" \
		"$bin" "$@" <"$in" >"$TMP/out" 2>"$TMP/err"
	echo "exit $?"
	echo "-- stdout"
	cat "$TMP/out"
	echo "-- stderr"
	cat "$TMP/err"
}

# check NAME IN ARGS...: both tools' results must be the same
check() {
	local name=$1 in=$2 r n
	shift 2
	r=$(side "$REF" "$in" "$NS" "$@")
	n=$(side "$NEW" "$in" "$NS" "$@")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

printf 'sekrit\n' >"$TMP/secret"
printf '' >"$TMP/empty"

# --- the family is missing -----------------------------------------------
export GS_FAMILY GS_ID GS_REPLY GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG GS_LOG
GS_ID='' GS_REPLY='' GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG='' GS_LOG=''
GS_FAMILY=SEG6
for args in "sr tunsrc show" "-j sr tunsrc show" "sr tunsrc set ::1" \
	    "sr hmac show" "-j sr hmac show" "sr hmac set 1 sha1"; do
	# shellcheck disable=SC2086 # the arguments are words
	check "nofamily $args" "$TMP/secret" $args
done
GS_FAMILY=IOAM6
for args in "ioam namespace show" "-j ioam schema show" \
	    "ioam namespace add 1" "ioam namespace del 1" \
	    "ioam namespace set 1 schema none" "ioam schema add 1 x" \
	    "ioam schema del 1"; do
	# shellcheck disable=SC2086
	check "nofamily $args" "$TMP/empty" $args
done

# --- requests and dumps fail ---------------------------------------------
GS_ID=$FID
for how in "95::" "95:bad thing:" "22::1" "22:bad thing:1" "1::"; do
	IFS=: read -r GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG <<<"$how"
	GS_FAMILY=SEG6
	for args in "sr tunsrc show" "-j sr tunsrc show" "sr tunsrc set ::1" \
		    "sr hmac show" "-j sr hmac show" "sr hmac set 1 sha1"; do
		# shellcheck disable=SC2086
		check "fail $how $args" "$TMP/secret" $args
	done
	GS_FAMILY=IOAM6
	for args in "ioam namespace show" "-j ioam namespace show" \
		    "ioam schema show" "-j -p ioam schema show" \
		    "ioam namespace add 1 data 1" "ioam namespace del 1" \
		    "ioam namespace set 1 schema 2" "ioam schema add 1 x" \
		    "ioam schema del 1"; do
		# shellcheck disable=SC2086
		check "fail $how $args" "$TMP/empty" $args
	done
done
GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG=''

# --- crafted replies ---------------------------------------------------------
for c in "SEG6 hmac sr hmac show" "SEG6 tunsrc sr tunsrc show" \
	 "IOAM6 ns ioam namespace show" \
	 "IOAM6 sc ioam schema show"; do
	read -r GS_FAMILY k args <<<"$c"
	GS_REPLY=$TMP/$k.bin
	for opts in "" "-j" "-j -p" "-o"; do
		# shellcheck disable=SC2086
		check "reply $k${opts:+ $opts}" "$TMP/empty" $opts $args
	done
done
GS_REPLY=''
# A tunnel source reply without its address: the reference crashes
# (SIGSEGV); nlroute prints nothing and succeeds.
GS_FAMILY=SEG6 GS_REPLY=$TMP/tunsrc-none.bin
r=$(side "$NEW" "$TMP/empty" "$NS" -j sr tunsrc show | tr '\n' '|')
if [ "$r" = "exit 0|-- stdout|[]|-- stderr|" ]; then
	echo "PASS reply tunsrc-none (nlroute only)"
else
	echo "FAIL reply tunsrc-none (nlroute only): $r"
fi
GS_REPLY=''

# --- request bytes -------------------------------------------------------------
# reqs NAME IN ARGS...: the requests both tools send must be the same
reqs() {
	local name=$1 in=$2 r n
	shift 2
	for s in ref new; do
		local bin=$REF
		[ $s = new ] && bin=$NEW
		rm -f "$TMP/log.$s"
		GS_LOG=$TMP/log.$s side "$bin" "$in" "$NS" "$@" >"$TMP/res.$s"
		touch "$TMP/log.$s"
	done
	r=$(cat "$TMP/res.ref" "$TMP/log.ref")
	n=$(cat "$TMP/res.new" "$TMP/log.new")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}
long=$(printf 'z%.0s' $(seq 1020))
GS_FAMILY=SEG6
# the reference asks for the tunnel source without an ack: answer it
GS_REPLY=$TMP/tunsrc.bin reqs "request sr tunsrc show" "$TMP/empty" \
	sr tunsrc show
for args in "sr tunsrc set 2001:db8::1" "sr tunsrc set any" \
	    "sr hmac show" "sr hmac set 42 sha256" "sr hmac set 0x7 sha1"; do
	# shellcheck disable=SC2086
	reqs "request $args" "$TMP/secret" $args
done
reqs "request sr hmac set (blank)" "$TMP/empty" sr hmac set 9 sha1
GS_FAMILY=IOAM6
for args in "ioam namespace show" "ioam schema show" "ioam namespace add 5" \
	    "ioam namespace add 6 data 0xffffffff" \
	    "ioam namespace add 7 wide cafe" \
	    "ioam namespace add 8 data 1 wide 2" "ioam namespace del 9" \
	    "ioam namespace set 1 schema 4294967295" \
	    "ioam namespace set 1 schema none" "ioam schema add 3 abcde" \
	    "ioam schema add 4 $long" "ioam schema del 5"; do
	# shellcheck disable=SC2086
	reqs "request ${args:0:40}" "$TMP/empty" $args
done
reqs "request ioam schema add (empty)" "$TMP/empty" ioam schema add 1 ""
GS_FAMILY='' GS_ID=''

# --- the real kernel: secrets from stdin, tables of several entries ---------------
# table NAME SETUP-FILE SECRET-FILE ARGS...: in a fresh namespace for each
# tool, the lines of SETUP-FILE (ip commands, the secret on stdin), then
# ARGS, then the reference's "ip $POST" if set; results compared with
# sorted output lines
table() {
	local name=$1 setup=$2 in=$3 s bin line
	shift 3
	for s in ref new; do
		bin=$REF
		[ $s = new ] && bin=$NEW
		"$REF" netns add "$NS-$s" || return 1
		while read -r line; do
			# shellcheck disable=SC2086
			timeout 20 "$REF" -n "$NS-$s" $line <"$in" >/dev/null 2>&1
		done <"$setup"
		{
			side "$bin" "$in" "$NS-$s" "$@"
			# shellcheck disable=SC2086 # the arguments are words
			[ -n "${POST:-}" ] && side "$REF" "$in" "$NS-$s" $POST
		} | sort >"$TMP/t.$s"
		"$REF" netns del "$NS-$s"
	done
	if cmp -s "$TMP/t.ref" "$TMP/t.new"; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: $(tr '\n' '|' <"$TMP/t.ref") nlroute: $(tr '\n' '|' <"$TMP/t.new")"
	fi
}
cat >"$TMP/sr.setup" <<-EOF
	sr hmac set 1 sha1
	sr hmac set 4294967295 sha256
	sr hmac set 77 sha1
EOF
cat >"$TMP/ioam.setup" <<-EOF
	ioam schema add 7 abc
	ioam schema add 8 hello
	ioam schema add 4294967295 x
	ioam namespace add 1 data 5 wide 6
	ioam namespace add 2
	ioam namespace add 65535 data 0xffffffff wide ffffffffffffffff
	ioam namespace add 3 wide cafec0caf00dc0de
	ioam namespace set 1 schema 7
	ioam namespace set 2 schema 4294967295
EOF
table "kernel sr hmac show" "$TMP/sr.setup" "$TMP/secret" sr hmac show
for o in namespace schema; do
	table "kernel ioam $o show" "$TMP/ioam.setup" "$TMP/empty" ioam $o show
done
# the secret: what the prompt reads, and what it stores
for sec in "" "a" "with space and \"quotes\" \\" "$(printf 'x%.0s' $(seq 63))" \
	   "$(printf 'y%.0s' $(seq 64))" "$(printf 'w%.0s' $(seq 300))" \
	   "$(printf 'v%.0s' $(seq 997))"; do
	printf '%s\n' "$sec" >"$TMP/sec"
	POST="-j sr hmac show" table "kernel secret of ${#sec} bytes" \
		/dev/null "$TMP/sec" sr hmac set 6 sha1
	# the blank secret deletes the key
	echo "sr hmac set 6 sha256" >"$TMP/one.setup"
	POST="sr hmac show" table "kernel secret of ${#sec} bytes, replaced" \
		"$TMP/one.setup" "$TMP/sec" sr hmac set 6 sha1
done
printf 'no newline' >"$TMP/sec"
POST="sr hmac show" table "kernel secret without newline" /dev/null \
	"$TMP/sec" sr hmac set 6 sha1
POST="sr hmac show" table "kernel secret at end of file" /dev/null \
	"$TMP/empty" sr hmac set 6 sha1
