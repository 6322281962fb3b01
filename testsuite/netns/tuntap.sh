#!/bin/bash
# ip tuntap add/del/show — nlroute against the reference, inside a
# scratch namespace reached with -n. Usage: tuntap.sh [path/to/ip]
. "$(dirname "$0")/common.bash"

T=$P-t
$REF netns add $T
if ! $REF -n $T tuntap add nnprobe mode tun 2>/dev/null; then
	echo "SKIP tuntap: the kernel has no tun/tap"
	exit 0
fi
$REF -n $T tuntap del nnprobe mode tun

N="-n $T"
SHOW="\$REF $N tuntap show"
CLEAN='for d in $($REF -n $T tuntap | cut -d: -f1); do
	$REF -n $T link del $d; done'

tcase help '' '$IP tuntap help; $IP tuntap h'
tcase tap-alias '' '$IP tap help'
tcase unknown '' '$IP tuntap foo; $IP tuntap ""; $IP tuntap showx'
tcase show-empty "$CLEAN" '$IP '"$N"' tuntap; $IP '"$N"' -j tuntap show'
tcase add-tun "$CLEAN" '$IP '"$N"' tuntap add tq0 mode tun' "$SHOW" "$CLEAN"
tcase add-tap-dev "$CLEAN" '$IP '"$N"' tuntap add dev tq1 mode tap' "$SHOW" "$CLEAN"
tcase add-name "$CLEAN" '$IP '"$N"' tuntap add name tq2 mode tun' "$SHOW" "$CLEAN"
tcase add-abbrev "$CLEAN" '$IP '"$N"' tuntap a tq3 mo ta' "$SHOW" "$CLEAN"
tcase add-options "$CLEAN" '$IP '"$N"' tuntap add tq4 mode tap user 1000 group 100 pi vnet_hdr multi_queue' \
	"$SHOW; \$REF $N -j tuntap" "$CLEAN"
tcase add-one-queue "$CLEAN" '$IP '"$N"' tuntap add tq5 mode tap one_queue pi' "$SHOW" "$CLEAN"
tcase add-names "$CLEAN" '$IP '"$N"' tuntap add tq6 mode tun user root group daemon' "$SHOW" "$CLEAN"
tcase add-numbers "$CLEAN" '$IP '"$N"' tuntap add tq7 mode tun user 99999999999 group -5;
	$IP '"$N"' tuntap add tq8 mode tun user " 5" group 4294967296' "$SHOW" "$CLEAN"
tcase add-template "$CLEAN" '$IP '"$N"' tuntap add tq%d mode tun; $IP '"$N"' tuntap add mode tap' \
	"$SHOW" "$CLEAN"
tcase add-exists "$CLEAN"'; $REF -n $T tuntap add tq0 mode tun' \
	'$IP '"$N"' tuntap add tq0 mode tun' "$SHOW" "$CLEAN"
tcase add-nomode "$CLEAN" '$IP '"$N"' tuntap add tq0' "$SHOW"
tcase add-badmode '' '$IP '"$N"' tuntap add tq0 mode foo; $IP '"$N"' tuntap add tq0 mode TUN'
tcase add-twomodes "$CLEAN" '$IP '"$N"' tuntap add tq0 mode tap mode tun;
	$IP '"$N"' tuntap add tq1 mode tun mode tun' "$SHOW" "$CLEAN"
tcase add-baduser '' '$IP '"$N"' tuntap add tq0 mode tun user nosuchuser-$P;
	$IP '"$N"' tuntap add tq0 mode tun user 0x10;
	$IP '"$N"' tuntap add tq0 mode tun user ""'
tcase add-badgroup '' '$IP '"$N"' tuntap add tq0 mode tun group nosuchgroup-$P;
	$IP '"$N"' tuntap add tq0 mode tun group ""'
tcase add-incomplete '' '$IP '"$N"' tuntap add tq0 mode tun user;
	$IP '"$N"' tuntap add mode; $IP '"$N"' tuntap add tq0 mode tun dev'
tcase add-dupname "$CLEAN" '$IP '"$N"' tuntap add tq0 tq1 mode tun;
	$IP '"$N"' tuntap add name tq0 name tq1 mode tun;
	$IP '"$N"' tuntap add dev tq0 name tq1 mode tun;
	$IP '"$N"' tuntap add name tq2 dev tq3 mode tun' "$SHOW" "$CLEAN"
tcase add-badname '' '$IP '"$N"' tuntap add tq6xxxxxxxxxxxxxxxxxxx mode tap;
	$IP '"$N"' tuntap add a/b mode tun; $IP '"$N"' tuntap add "a b" mode tun;
	$IP '"$N"' tuntap add "" mode tun'
tcase add-garbage '' '$IP '"$N"' tuntap add tq0 mode tun persist'
tcase add-help '' '$IP '"$N"' tuntap add tq0 mode tun help; $IP '"$N"' tuntap del help'
tcase del "$CLEAN"'; $REF -n $T tuntap add tq0 mode tun' \
	'$IP '"$N"' tuntap del tq0 mode tun' "$SHOW" "$CLEAN"
tcase del-abbrev "$CLEAN"'; $REF -n $T tuntap add tq0 mode tun; $REF -n $T tuntap add tq1 mode tap' \
	'$IP '"$N"' tuntap d tq0 mode tun; $IP '"$N"' tuntap delete dev tq1 mode tap' \
	"$SHOW" "$CLEAN"
tcase del-wrongmode "$CLEAN"'; $REF -n $T tuntap add tq0 mode tap' \
	'$IP '"$N"' tuntap del tq0 mode tun' "$SHOW" "$CLEAN"
tcase del-multiqueue "$CLEAN"'; $REF -n $T tuntap add tq0 mode tap multi_queue' \
	'$IP '"$N"' tuntap del tq0 mode tap; $IP '"$N"' tuntap del tq0 mode tap multi_queue' \
	"$SHOW" "$CLEAN"
tcase del-missing "$CLEAN" '$IP '"$N"' tuntap del tq9 mode tun' "$SHOW"
tcase del-nomode "$CLEAN" '$IP '"$N"' tuntap del tq0; $IP '"$N"' tuntap del'
tcase del-user '' '$IP '"$N"' tuntap del tq0 mode tun user 5'

MANY="$CLEAN"'; $REF -n $T tuntap add tq0 mode tun;
	$REF -n $T tuntap add tq1 mode tap user 1000 group 100 pi vnet_hdr multi_queue;
	$REF -n $T tuntap add tq2 mode tap one_queue; $REF -n $T tuntap add tq3 mode tun user 0;
	$REF -n $T link add v0 type veth peer name v1'
tcase show "$MANY" '$IP '"$N"' tuntap; $IP '"$N"' tuntap show; $IP '"$N"' tuntap list' \
	'' "$CLEAN"
tcase show-abbrev "$MANY" 'for c in s sh l li lis ls lst; do $IP '"$N"' tuntap $c; done' \
	'' "$CLEAN"
tcase show-ignores-args "$MANY" '$IP '"$N"' tuntap show dev tq0; $IP '"$N"' tuntap show help' \
	'' "$CLEAN"
tcase show-json "$MANY" '$IP '"$N"' -j tuntap show; $IP '"$N"' -j -p tuntap' '' "$CLEAN"
tcase show-color "$MANY" '$IP '"$N"' -c tuntap; $IP '"$N"' -c=always -j tuntap' '' "$CLEAN"
tcase show-options "$MANY" '$IP '"$N"' -s tuntap; $IP '"$N"' -o tuntap; $IP '"$N"' -br tuntap' \
	'' "$CLEAN"
tcase show-via-exec "$MANY" '$REF netns exec $T $IP tuntap show' '' "$CLEAN"
tcase show-stale-sysfs "$MANY" 'nsenter --net=/run/netns/$T $IP tuntap show' '' "$CLEAN"

if command -v python3 >/dev/null; then
	# flags that ip tuntap cannot set (napi, napi_frags): shown in hex
	MK="$TMP/mk.py"
	cat >"$MK" <<'PY'
import fcntl, struct, sys, os
for spec in sys.argv[1:]:
    name, flags = spec.split("=")
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, 0x400454ca, struct.pack("16sH", name.encode(), int(flags, 0)))
    fcntl.ioctl(fd, 0x400454cb, 1)
    os.close(fd)
PY
	tcase show-raw-flags "$CLEAN"'; $REF netns exec $T python3 '"$MK"' b1=0x0011 b2=0x0032 b3=0x7101' \
		'$IP '"$N"' tuntap; $IP '"$N"' -j tuntap' '' "$CLEAN"

	# -d: the processes holding a queue. Other processes come and go
	# while /proc is read, so stderr (readlink errors) is not compared.
	HOLD="$TMP/hold.py"
	cat >"$HOLD" <<'PY'
import fcntl, struct, sys, os, time
fds = []
for i in range(2):
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, 0x400454ca, struct.pack("16sH", b"tqh", 0x1102))
    fds.append(fd)
print("ok", flush=True)
time.sleep(30)
PY
	$REF netns exec $T python3 "$HOLD" >"$TMP/hold.out" &
	holder=$!
	for i in $(seq 50); do
		[ -s "$TMP/hold.out" ] && break
		sleep 0.1
	done
	for t in ref nl; do
		[ $t = ref ] && d=$REF || d=$NL
		$d $N -d tuntap show >"$TMP/$t.out" 2>/dev/null
		echo $? >"$TMP/$t.rc"
		: >"$TMP/$t.err"
		: >"$TMP/$t.state"
	done
	if grep -q "python3($holder)" "$TMP/ref.out"; then
		compare show-details-processes
	else
		fail show-details-processes "the reference did not list the holder"
	fi
	kill $holder 2>/dev/null
	wait $holder 2>/dev/null
else
	skip show-raw-flags "no python3"
	skip show-details-processes "no python3"
fi

finish
