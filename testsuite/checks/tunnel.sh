#!/bin/bash
# ip tunnel / ip -6 tunnel on tunnels this kernel cannot create (no ipip,
# gre, sit or ip6_tunnel modules): tunnel_shim.c, preloaded into both
# tools, answers the SIOC*TUNNEL, PRL and 6RD ioctls and the link dump from
# a spec and logs every tunnel ioctl with the bytes passed in. Each command
# line runs with the reference and with nlroute; stdout, stderr, exit
# status and the ioctl log must be identical.
set -u
NS=${NLT_PREFIX:-nlt-$$-}tnl
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-tnl.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT

if ! command -v cc >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$HERE/tunnel_shim.c" -ldl; then
	echo "SKIP tunnel: cc is needed to build the ioctl shim"
	exit 0
fi
"$REF" netns add "$NS" || exit 1

# The specs (see tunnel_shim.c): v4 and v6 tunnels of every kind.
cat >"$TMP/v4" <<'SPEC'
link lo 1 772 0x10049 2
link tunl0 2 768 0x80 3
link gre0 3 778 0x80 3
link sit0 4 776 0x80 3
link gre1 5 778 0x11 7
link ipip1 6 768 0x11 1
link isa1 7 776 0x11 1
link vti1 8 768 0x11 1
link eth9 9 1 0x11 1
link sit2 10 776 0x11 1
link gre2 11 778 0x11 1
p4 tunl0 0 0 0 0 0 any any 0 0 0x4000 4
p4 gre0 0 0 0 0 0 any any 0 0 0x4000 47
p4 sit0 0 0 0 0 0 any any 64 0 0 41
p4 gre1 1 0xb000 0x3000 5 0x01020304 10.0.0.1 10.0.0.2 64 0x11 0x4000 47
p4 ipip1 99 0x2000 0x2000 7 7 1.1.1.1 2.2.2.2 255 0x10 0x4000 4
p4 isa1 0 0x100 0 0 0 1.1.1.1 any 0 0x1 0 41
p4 vti1 1 0x2100 0x2000 3 4 1.1.1.1 any 0 0x1c 0 4
p4 eth9 0 0 0 0 0 any any 0 0 0 4
p4 sit2 0 0 0 0 0 any 3.3.3.3 1 0 0x4000 99
p4 gre2 0 0x8000 0x9000 0 0 any any 0 0xfc 0 47
6rd sit0 2002:: 16 0.0.0.0 0
6rd sit2 2001:db8:: 32 10.0.0.0 8
prl isa1 1.2.3.4 1
prl isa1 5.6.7.8 0
link sit3 12 776 0x11 1
link sit4 13 776 0x11 1
link sit5 14 776 0x11 1
p4 sit3 0 0 0 0 0 any any 0 0 0x4000 41
p4 sit4 0 0 0 0 0 any any 0 0 0x4000 41
p4 sit5 0 0x100 0 0 0 any any 0 0 0x4000 41
6rd sit3 2001:: 0 1.2.3.4 0
6rd sit4 2001:db8:: 16 0.0.0.0 8
6rd sit5 2001:db8:: 128 255.255.255.255 32
link g1 16 778 0x11 1
link g2 17 778 0x11 1
link g3 18 778 0x11 1
link g4 19 778 0x11 1
p4 g1 0 0 0 0 0 any any 1 0x28 0x4000 47
p4 g2 0 0 0 0 0 any any 1 0x29 0x4000 47
p4 g3 0 0 0 0 0 any any 1 0x04 0x4000 47
p4 g4 0 0 0 0 0 any any 1 0xb9 0x4000 47
link x6 20 769 0x11 1
link x7 21 823 0x11 1
link x8 22 65534 0x11 1
p4 x6 0 0 0 0 0 any any 1 0 0x4000 4
p4 x7 0 0 0 0 0 any any 1 0 0x4000 47
p4 x8 0 0 0 0 0 any any 1 0 0x4000 47
link sit6 15 776 0x11 1
p4 sit6 0 0 0 0 0 any any 0 0 0x4000 41
6rd sit6 2001:: 16 1.2.3.4 0
SPEC
cat >"$TMP/v6" <<'SPEC'
link lo 1 772 0x10049 2
link ip6tnl0 21 769 0x80 3
link ip6gre0 22 823 0x80 3
link t1 23 769 0x11 5
link t2 24 823 0x11 5
link t3 25 769 0x11 5
link t4 26 769 0x11 5
link t5 27 776 0x11 5
p6 ip6tnl0 0 41 4 64 0 0 any any 0 0 0 0
p6 ip6gre0 0 47 4 64 0x0fffffff 0x16 fe80::1 2001:db8::2 0x2000 0x2000 7 8
p6 t1 1 4 0 0 0x00123456 0x41 any 2001::1 0 0 0 0
p6 t2 99 47 9 0 0x0 0x0 fe80::1 2001::1 0xb000 0x3000 5 6
p6 t3 0 0 9 255 0x0 0x28 fe80::1 2001::1 0x2000 0x2000 5 5
p6 t4 0 41 9 1 0x0ff00000 0x8 fe80::1 2001::2 0x100 0x8000 5 5
p6 t5 0 41 9 1 0 0 fe80::1 2001::2 0 0 0 0
link x1 31 768 0x11 5
link x2 32 778 0x11 5
link x3 33 776 0x11 5
p6 x1 0 41 9 1 0 0 fe80::1 2001::2 0 0 0 0
p6 x2 0 41 9 1 0 0 fe80::1 2001::2 0 0 0 0
p6 x3 0 41 9 1 0 0 fe80::1 2001::2 0 0 0 0
SPEC
# isatap tunnels with more potential routers than the reference asks for
{ echo "link isa3 30 776 0x11 1"; echo "link isa4 31 776 0x11 1"
  echo "p4 isa3 1 0x100 0 0 0 1.1.1.1 any 0 0x1 0 41"
  echo "p4 isa4 0 0x100 0 0 0 any any 64 0 0x4000 41"
  for i in $(seq 1 20); do echo "prl isa3 10.0.0.$i $((i % 2))"; done
  echo "prl isa4 0.0.0.0 1"; echo "prl isa4 9.9.9.9 1"; } >"$TMP/v4prl"
# devices that come without statistics: -s stops the listing there
{ echo "link tunl0 2 768 0x80 3"; echo "link gre0 3 778 0x80 0"
  echo "link sit0 4 776 0x80 3"; echo "link t1 23 769 0x11 0"
  echo "link t2 24 823 0x11 5"; grep -E '^(p4 (tunl0|gre0|sit0)|p6 (t1|t2)) ' \
	"$TMP/v4" "$TMP/v6" | cut -d: -f2; } >"$TMP/nostats"
# errors of the kernel, for the same command lines
{ cat "$TMP/v4"; echo "err 1 * 17"; echo "err 3 * 1"; echo "err 2 * 19";
  echo "err 5 * 95"; echo "err 6 * 22"; echo "err 9 * 13"; echo "err 10 * 1";
  echo "err 8 * 22"; } >"$TMP/v4err"
{ cat "$TMP/v6"; echo "err 1 * 17"; echo "err 3 * 1"; echo "err 2 * 19"; } \
	>"$TMP/v6err"
# a GETTUNNEL that fails for one device of the listing
{ cat "$TMP/v4"; echo "err 0 gre1 19"; } >"$TMP/v4get"
{ cat "$TMP/v6"; echo "err 0 t2 19"; } >"$TMP/v6get"

# batch files, "@B4" and "@B6" in a command line
printf '%s\n' "tunnel show gre1" "tunnel add t1 mode gre key 5" \
	"tunnel change gre1 ttl 3" "tunnel del t1" "tunnel show" \
	"tunnel add t2 mode nosuch" "tunnel show" >"$TMP/b4"
printf '%s\n' "-6 tunnel show t1" "tunnel show" "tunnel add t1 mode ipip" \
	"tunnel del t1" "tunnel prl dev isa1 prl-delete 1.2.3.4" \
	"tunnel 6rd dev sit0 6rd-reset" "tunnel change nosuch" \
	"tunnel show" >"$TMP/b6"

# run BIN SPEC ARGS...: everything the comparison looks at
run() {
	local bin=$1 spec=$2
	shift 2
	rm -f "$TMP/log"
	TUN_SHIM_SPEC=$TMP/$spec TUN_SHIM_LOG=$TMP/log LD_PRELOAD=$TMP/shim.so \
		"$bin" -n "$NS" "$@" >"$TMP/out" 2>"$TMP/err"
	echo "exit $?"
	echo "-- stdout"
	cat "$TMP/out"
	echo "-- stderr"
	cat "$TMP/err"
	echo "-- ioctls"
	cat "$TMP/log" 2>/dev/null
}

check() {
	local spec=$1 r n
	shift
	r=$(run "$REF" "$spec" "$@")
	n=$(run "$NEW" "$spec" "$@")
	if [ "$r" = "$n" ]; then
		echo "PASS $spec: $*"
	else
		echo "FAIL $spec: $*: $(diff <(echo "$r") <(echo "$n") |
			tr '\n' '|' | cut -c1-400)"
	fi
}

# The shim must be in effect, or every comparison would be of nothing.
case $(run "$REF" v4 tunnel show; run "$REF" v4 tunnel add t1 mode gre) in
*"gre1: gre/ip"*"ADDTUNNEL dom=4 ifr=gre0"*) echo "PASS shim in effect" ;;
*) echo "FAIL shim in effect: the reference saw no fake tunnels"; exit 0 ;;
esac

# cases FILE: one command line a line, "SPEC ARGS..."
while read -r spec args; do
	case $spec in ''|'#'*) continue ;; esac
	args=${args//@B4/$TMP/b4}
	args=${args//@B6/$TMP/b6}
	# shellcheck disable=SC2086 # the words of a command line
	check "$spec" $args
done <"$HERE/tunnel.cases"

# An encaplimit that is not a number of 0-255: the reference accepts it
# and sends whatever its stack held (it differs from machine to machine;
# see nlroute(8)); nlroute sends 0. Everything else must be the same.
mask() { sed 's/^\(ADDTUNNEL dom=6 .* data=.\{40\}29\)../\1XX/'; }
for v in 300 bad -1; do
	r=$(run "$REF" v6 -6 tunnel add t1 encaplimit $v | mask)
	n=$(run "$NEW" v6 -6 tunnel add t1 encaplimit $v)
	if [ "$r" != "$(echo "$n" | mask)" ]; then
		echo "FAIL v6: -6 tunnel add t1 encaplimit $v: $(diff \
			<(echo "$r") <(echo "$n" | mask) | tr '\n' '|' | cut -c1-400)"
	elif ! echo "$n" | grep -q "^ADDTUNNEL dom=6 .* data=.\{40\}2900"; then
		echo "FAIL v6: -6 tunnel add t1 encaplimit $v: limit not 0: $n"
	else
		echo "PASS v6: -6 tunnel add t1 encaplimit $v (limit 0)"
	fi
done

# Memcheck on the paths only the shim reaches (skipped without valgrind
# and for a sanitizer build).
if command -v valgrind >/dev/null && ! ldd "$NEW" 2>/dev/null | grep -q libasan
then
	while read -r spec args; do
		args=${args//@B4/$TMP/b4}
		rm -f "$TMP/vg.log"
		# shellcheck disable=SC2086 # the words of a command line
		TUN_SHIM_SPEC=$TMP/$spec TUN_SHIM_LOG=$TMP/log \
			LD_PRELOAD="$TMP/shim.so" "$NEW" -n "$NS" $args \
			>"$TMP/want" 2>&1
		# shellcheck disable=SC2086
		TUN_SHIM_SPEC=$TMP/$spec TUN_SHIM_LOG=$TMP/log \
			LD_PRELOAD="$TMP/shim.so" valgrind -q --error-exitcode=99 \
			--leak-check=full --show-leak-kinds=definite,indirect \
			--errors-for-leak-kinds=definite,indirect \
			--log-file="$TMP/vg.log" "$NEW" -n "$NS" $args \
			>"$TMP/got" 2>&1
		if [ -s "$TMP/vg.log" ]; then
			echo "FAIL valgrind $spec: $args: $(grep -m3 -E \
				'==[0-9]+== [A-Z]' "$TMP/vg.log" | tr '\n' '|')"
		elif ! cmp -s "$TMP/want" "$TMP/got"; then
			echo "FAIL valgrind $spec: $args: other output under valgrind"
		else
			echo "PASS valgrind $spec: $args"
		fi
	done <<'VG'
v4 -s tunnel show
v4 -j -p tunnel show
v4prl tunnel show
v4 tunnel show gre1
v4 tunnel change gre1 ttl 3
v4 tunnel prl dev isa1 prl-default 1.2.3.4
v4 tunnel 6rd dev sit0 6rd-prefix 2001:db8::/32
nostats -s -j tunnel show
v6 -6 -s -j tunnel show
v6 -6 tunnel show t2
v6 -6 tunnel change t2 hoplimit 3
v4 -batch @B4
VG
else
	echo "SKIP valgrind: valgrind missing or a sanitizer build"
fi
