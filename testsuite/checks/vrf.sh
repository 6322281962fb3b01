#!/bin/bash
# ip vrf where this kernel cannot go (it has no VRF devices): both
# tools' RTM_GETLINK requests, dumps and gets, are answered with the same
# crafted links (kinds_fake.py vrf-many / vrf-none) by vrf_shim.c, and
# show is compared in every output form; identify is compared on crafted
# /proc/PID/cgroup files; pids, identify and exec on real processes in a
# scratch cgroup2 subtree (exec into "nltlo", a VRF with the index of lo,
# must bind a new socket to lo). Everything runs in a private mount
# namespace; the scratch cgroups are removed at the end.
set -u
if [ -z "${NLT_VRF_PRIVATE:-}" ]; then
	NLT_VRF_PRIVATE=1 exec unshare -m --propagation private bash "$0" "$@"
fi
NS=${NLT_PREFIX:-nlt-$$-}vrf
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-vrf.XXXXXX)
chmod 755 "$TMP"
CG='' SCR='' MADE_RUN_CG=0
# exec with -n NS or without cgroup2 mounted makes /var/run/cgroup2 (and
# leaves it, as the reference does): removed at the end if made here
[ -e /var/run/cgroup2 ] || MADE_RUN_CG=1

cleanup() {
	local p
	if [ -n "$SCR" ] && [ -d "$SCR" ]; then
		find "$SCR" -name cgroup.procs -exec cat {} + |
		while read -r p; do
			kill -9 "$p" 2>/dev/null
		done
		sleep 0.2
		find "$SCR" -depth -type d -exec rmdir {} \; 2>/dev/null
	fi
	[ "$MADE_RUN_CG" = 1 ] && rmdir /var/run/cgroup2 2>/dev/null
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$HERE/vrf_shim.c" -ldl; then
	echo "SKIP vrf: cc and python3 are needed to build the shim"
	exit 0
fi
for k in vrf-many vrf-none; do
	python3 "$HERE/kinds_fake.py" "$k" >"$TMP/$k.bin" || exit 1
done
"$REF" netns add "$NS" || exit 1
"$REF" -n "$NS" link set lo up

# side BIN ARGS...: one tool's exit status, stdout and stderr, with the
# shim answering from $FAKE (none if empty), run by $WRAP (a command or
# a function) and with $PRE (a command) before the tool
FAKE=$TMP/vrf-many.bin WRAP='' PRE=''
side() {
	local bin=$1
	shift
	# shellcheck disable=SC2086 # WRAP and PRE are words
	VRF_FAKE=$FAKE LD_PRELOAD=${FAKE:+$TMP/shim.so} \
		$WRAP timeout 20 $PRE "$bin" "$@" >"$TMP/out" 2>"$TMP/err" \
		</dev/null
	echo "exit $?"
	cat "$TMP/out"
	echo "--- stderr"
	cat "$TMP/err"
}

# check NAME ARGS...: both tools compared
check() {
	local name=$1 r n
	shift
	r=$(side "$REF" "$@")
	n=$(side "$NEW" "$@")
	# NLT_VRF_DEBUG=1: show what was compared
	[ -n "${NLT_VRF_DEBUG:-}" ] && printf '%s\n' "$r" | sed 's/^/  | /'
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

# --- show on crafted links ------------------------------------------------

for opts in "" "-j" "-j -p" "-br" "-o" "-d" "-s" "-c=always" "-n $NS"; do
	# shellcheck disable=SC2086 # the options are words
	check "show${opts:+ ${opts// /}}" $opts vrf show
	# shellcheck disable=SC2086
	check "list${opts:+ ${opts// /}}" $opts vrf
done
for dev in vrf0 blue nltlo abcdefghijklmno notable nodata veth0 vrfx lo \
	   nosuch; do
	check "show $dev" vrf show "$dev"
	check "show $dev -j" -j vrf show "$dev"
done
FAKE=$TMP/vrf-none.bin
for opts in "" "-j" "-j -p" "-br"; do
	# shellcheck disable=SC2086
	check "show none${opts:+ ${opts// /}}" $opts vrf show
done
FAKE=$TMP/vrf-many.bin
for e in VRF_FAKE_DUMP_ERRNO=22 VRF_FAKE_DUMP_ERRNO=95 \
	 VRF_FAKE_DONE_ERRNO=22 VRF_FAKE_DONE_ERRNO=2 VRF_FAKE_DONE_ERRNO=95; do
	export "${e?}"
	for opts in "" "-j"; do
		# shellcheck disable=SC2086
		check "show $e${opts:+ $opts}" $opts vrf show
	done
	unset "${e%%=*}"
done
FAKE=$TMP/vrf-many.bin
for dev in veth0 vrfx lo nosuch; do
	check "pids $dev" vrf pids "$dev"
	check "exec $dev" vrf exec "$dev" true
done

# --- identify on crafted /proc/PID/cgroup ------------------------------------

FAKE=''
sleep 120 &
SLEEPER=$!
i=0
long=$(printf '%04090d' 0)
while IFS= read -r c; do
	i=$((i + 1))
	printf '%b' "$c" >"$TMP/cg$i"
	mount --bind "$TMP/cg$i" "/proc/$SLEEPER/cgroup" || {
		echo "SKIP identify-crafted: cannot bind over /proc/PID/cgroup"
		break
	}
	check "identify crafted $i" vrf identify "$SLEEPER"
	umount "/proc/$SLEEPER/cgroup"
done <<EOF
0::/vrf/foo\n
1:name=x:/vrf/foo\n0::/\n
0::/\n0::/vrf/bar\n
0::/vrf/\n0::/vrf/bar\n
0::/x/vrf/a/vrf/b\n
0::/vrf/foo
0:/vrf/foo\n
0::vrf/foo\n
0::/vrfx/foo\n
0::/vrf/a b\n
0::/vrf/0123456789012345678901234567890123456789\n
0::/${long}/vrf/bc\n
0::/${long}aaaa/vrf/bc\n

EOF
kill "$SLEEPER" 2>/dev/null
wait "$SLEEPER" 2>/dev/null

# --- the cgroup2 tree --------------------------------------------------------

CG=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/mounts)
if [ -z "$CG" ]; then
	echo "SKIP vrf-cgroup: no cgroup2 hierarchy mounted"
	exit 0
fi
SCR=$CG/nlt-vrf-$$
if ! mkdir "$SCR" 2>/dev/null; then
	SCR=''
	echo "SKIP vrf-cgroup: cannot make cgroups in $CG"
	exit 0
fi

# park CGROUP CMD...: CMD in the background, in scratch cgroup CGROUP
park() {
	local d=$SCR/$1
	shift
	mkdir -p "$d"
	sh -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "$d" "$@" &
	disown $!
}

FAKE=$TMP/vrf-many.bin
park vrf/nltvrf0 sleep 60
P1=$!
park "$NS-ns/vrf/nltvrf0" sleep 60
park x/vrf/nltvrf0 sleep 60
park "x/$NS-ns/vrf/nltvrf0" sleep 60
park vrf/vrf0 sleep 60
sleep 0.3
check "pids nltvrf0" vrf pids nltvrf0
check "pids -n" -n "$NS" vrf pids nltvrf0
check "pids vrf0" vrf pids vrf0
check "pids nodata" vrf pids nodata
check "pids blue (none)" vrf pids blue
WRAP="$REF netns exec $NS"
check "pids in netns" vrf pids nltvrf0
WRAP=''
check "identify parked" vrf identify "$P1"

# exec from a shell in scratch cgroup CGROUP; the probe tells where the
# command is and what its new sockets are bound to
cat >"$TMP/probe.py" <<'EOF'
import socket
s = socket.socket()
dev = s.getsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, 16)
print('bound', dev.rstrip(b'\0').decode() or '-')
print(open('/proc/self/cgroup').read().splitlines()[-1])
EOF
chmod 644 "$TMP/probe.py"
PROBE=(python3 "$TMP/probe.py")
# from CGROUP CMD...: CMD in scratch cgroup CGROUP
from() {
	local d=$SCR/$1
	shift
	mkdir -p "$d"
	sh -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "$d" "$@"
}
# check_from NAME CGROUP ARGS...: check, both tools started in CGROUP
check_from() {
	local name=$1 cg=$2
	shift 2
	WRAP="from $cg"
	check "$name" "$@"
	WRAP=''
}

check_from "exec default" run vrf exec default "${PROBE[@]}"
check_from "exec nltlo" run -n "$NS" vrf exec nltlo "${PROBE[@]}"
check_from "exec nltlo no netns" run vrf exec nltlo "${PROBE[@]}"
check_from "exec nltlo mounts" run -n "$NS" vrf exec nltlo \
	sh -c 'grep -c " cgroup2 " /proc/mounts; grep " /sys " /proc/mounts'
check_from "exec from a vrf" run/vrf/nltlo vrf exec default "${PROBE[@]}"
check_from "exec from a netns vrf" "run/$NS-ns/vrf/nltlo" -n "$NS" \
	vrf exec default "${PROBE[@]}"
check_from "exec sub" run/a/b vrf exec nltlo "${PROBE[@]}"
check_from "exec nodata" run vrf exec nodata "${PROBE[@]}"
check_from "exec status" run vrf exec default sh -c 'exit 7'
check_from "exec missing" run vrf exec nltlo /nonexistent/cmd
check_from "exec abbrev" run vrf e nltlo true
# the kernel refusing the program (the shim fails bpf())
for e in VRF_FAKE_BPF_LOAD_ERRNO=22 VRF_FAKE_BPF_LOAD_ERRNO=1 \
	 VRF_FAKE_BPF_LOAD_ERRNO=38 VRF_FAKE_BPF_ATTACH_ERRNO=22 \
	 VRF_FAKE_BPF_ATTACH_ERRNO=13; do
	export "${e?}"
	check_from "exec $e" run vrf exec nltlo true
	unset "${e%%=*}"
done

# no cgroup2 mounted: both mount one on /var/run/cgroup2
cat >"$TMP/nomount.sh" <<'EOF'
#!/bin/sh
# nomount.sh CMD...: CMD in a mount namespace without cgroup2 mounts
exec unshare -m --propagation private sh -c '
awk "\$3 == \"cgroup2\" { print \$2 }" /proc/mounts |
while read -r m; do umount "$m"; done
exec "$@"' nomount "$@"
EOF
chmod 755 "$TMP/nomount.sh"
PRE=$TMP/nomount.sh
check_from "exec no cgroup2" run vrf exec nltlo \
	sh -c 'grep " cgroup2 " /proc/mounts; tail -1 /proc/self/cgroup'
check_from "pids no cgroup2" run vrf pids nltvrf0
PRE=''

# in a batch, exec runs in a child the batch waits for
printf '%s\n' "vrf exec nltlo ${PROBE[*]}" "vrf show nltlo" \
	"vrf exec nosuch true" "vrf exec default /nonexistent/cmd" \
	"vrf exec default sh -c 'exit 3'" "vrf show" >"$TMP/batch"
check_from "batch" run -batch "$TMP/batch"
check_from "batch -force" run -force -batch "$TMP/batch"

# not root: each failure before the command runs
if command -v setpriv >/dev/null; then
	PRE="setpriv --reuid=65534 --regid=65534 --clear-groups"
	check_from "nobody exec default" run vrf exec default true
	check_from "nobody exec nltlo" run vrf exec nltlo true
	check_from "nobody exec new" run vrf exec red true
	check_from "nobody pids" run vrf pids nltvrf0
	check_from "nobody identify" run vrf identify "$P1"
	PRE=''
else
	echo "SKIP vrf-nobody: setpriv is missing"
fi
