#!/bin/bash
# ip tcp_metrics against the reference, on entries the kernel really
# made: TCP connections (python3) between two scratch namespaces joined
# by a veth pair, over IPv4 and IPv6, one with Fast Open. An entry's age
# grows between the two tools' reads: it is the one field replaced
# ("age A", "age": "A") before comparing; rtt, rttvar, cwnd, fo_mss and
# the source do not change while nothing connects, and are compared as
# they are. Flush and delete run once per tool on freshly made entries,
# and the entries left are compared too. Then crafted replies (fields a
# short connection does not produce) through the bridge tests' dump shim,
# and a missing tcp_metrics family through genl_hide.c.
set -u
PFX=${NLT_PREFIX:-nlt-$$-}tm
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-tm.XXXXXX)
A=$PFX-a
B=$PFX-b

cleanup() {
	"$REF" netns del "$A" 2>/dev/null
	"$REF" netns del "$B" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v python3 >/dev/null; then
	echo "SKIP tcp-metrics: python3 is needed to make connections"
	exit 0
fi

# --- two namespaces, a veth pair --------------------------------------

setup() {
	"$REF" netns add "$A" && "$REF" netns add "$B" || return 1
	"$REF" -n "$A" link add va netns "$B" type veth peer name va ||
		return 1
	for n in "$A" "$B"; do
		"$REF" -n "$n" link set lo up
		"$REF" -n "$n" link set va up
		"$REF" netns exec "$n" sysctl -qw net.ipv4.tcp_fastopen=3
	done
	"$REF" -n "$A" -batch - <<-EOF || return 1
	addr add 10.1.0.1/24 dev va
	addr add 10.2.0.1/24 dev va
	addr add 2001:db8:1::1/64 dev va nodad
	EOF
	"$REF" -n "$B" -batch - <<-EOF || return 1
	addr add 10.1.0.2/24 dev va
	addr add 10.1.0.3/24 dev va
	addr add 10.2.0.3/24 dev va
	addr add 2001:db8:1::2/64 dev va nodad
	addr add 2001:db8:1::3/64 dev va nodad
	EOF
}
if ! setup; then
	echo "FAIL tcp-metrics-setup: cannot make the namespaces"
	exit 1
fi

cat >"$TMP/srv.py" <<'EOF'
import socket, sys
fam = socket.AF_INET6 if ':' in sys.argv[1] else socket.AF_INET
s = socket.socket(fam, socket.SOCK_STREAM)
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
if len(sys.argv) > 3:
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_FASTOPEN, 5)
s.bind((sys.argv[1], int(sys.argv[2])))
s.listen(5)
s.settimeout(10)
print('ready', flush=True)
for i in range(int(sys.argv[3]) if len(sys.argv) > 3 else 1):
    c, _ = s.accept()
    c.recv(100)
    c.sendall(b'x' * 1000)
    c.close()
EOF
cat >"$TMP/cli.py" <<'EOF'
import socket, sys
fam = socket.AF_INET6 if ':' in sys.argv[1] else socket.AF_INET
for i in range(2 if len(sys.argv) > 3 else 1):
    s = socket.socket(fam, socket.SOCK_STREAM)
    if len(sys.argv) > 3:
        s.sendto(b'hello', socket.MSG_FASTOPEN, (sys.argv[1], int(sys.argv[2])))
    else:
        s.settimeout(5)
        s.connect((sys.argv[1], int(sys.argv[2])))
        s.sendall(b'hello')
    while s.recv(1000):
        pass
    s.close()
EOF

# conn ADDR [tfo]: one connection from A to ADDR (two with Fast Open);
# both ends save metrics when it closes
PORT=5000
conn() {
	local fifo=$TMP/ready
	PORT=$((PORT + 1))
	rm -f "$fifo"
	mkfifo "$fifo"
	timeout 20 "$REF" netns exec "$B" python3 "$TMP/srv.py" "$1" "$PORT" \
		${2:+2} >"$fifo" 2>"$TMP/srv.err" &
	local pid=$!
	read -r _ <"$fifo"
	timeout 20 "$REF" netns exec "$A" python3 "$TMP/cli.py" "$1" "$PORT" \
		${2:+tfo} 2>"$TMP/cli.err"
	wait "$pid"
}

# entries: A's cache holds four IPv4 and two IPv6 destinations
entries() {
	"$REF" -n "$A" tcp_metrics flush
	conn 10.1.0.2 && conn 10.1.0.3 && conn 10.2.0.3 &&
		conn 2001:db8:1::2 && conn 2001:db8:1::3 tfo
}

norm() {
	sed -E 's/ age [0-9]+\.[0-9]+sec/ age A/g; s/"age": ?[0-9.e+-]+/"age":"A"/g'
}

# run BIN ARGS...: the output of "ip ARGS" in A, normalised
run() {
	local bin=$1
	shift
	timeout 20 "$REF" netns exec "$A" "$bin" "$@" >"$TMP/out" 2>"$TMP/err"
	echo "exit $?"
	norm <"$TMP/out"
	echo "-- stderr"
	cat "$TMP/err"
}

compare() {
	local name=$1 r=$2 n=$3
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

# --- show: the same cache read by both tools ---------------------------

if ! entries; then
	echo "FAIL tcp-metrics-entries: connections failed: $(head -2 "$TMP/cli.err" "$TMP/srv.err" | tr '\n' ' ')"
	exit 1
fi
have=$("$REF" -n "$A" tcp_metrics show | awk '{print $1}' | sort | tr '\n' ' ')
if [ "$have" != "10.1.0.2 10.1.0.3 10.2.0.3 2001:db8:1::2 2001:db8:1::3 " ]; then
	echo "FAIL tcp-metrics-entries: the kernel saved: $have"
	exit 1
fi
if ! "$REF" -n "$A" tcp_metrics show 2001:db8:1::3 | grep -q fo_mss; then
	echo "SKIP tcp-metrics-fastopen: no fo_mss in the Fast Open entry"
fi
# The kernel may still update an entry after its connection ended (the
# closing socket writes its rtt and cwnd back): wait until two reads a
# second apart agree, and if one read still differs, both tools read
# again once (nlroute must print what a reference read of the same cache
# prints).
prev=
for i in 1 2 3 4 5; do
	cur=$(run "$REF" tcp_metrics show)
	[ "$cur" = "$prev" ] && break
	prev=$cur
	sleep 1
done
while read -r args; do
	# shellcheck disable=SC2086 # the arguments are words
	r=$(run "$REF" $args)
	# shellcheck disable=SC2086
	n=$(run "$NEW" $args)
	if [ "$r" != "$n" ]; then
		# shellcheck disable=SC2086
		n=$(run "$NEW" $args)
		# shellcheck disable=SC2086
		r=$(run "$REF" $args)
	fi
	compare "show ${args// /_}" "$r" "$n"
done <<'EOF'
tcp_metrics
tcp_metrics show
-j tcp_metrics show
-j -p tcp_metrics list
-4 tcp_metrics
-6 -j tcp_metrics
tcp_metrics show 10.1.0.0/24
tcp_metrics show address 10.0.0.0/8
tcp_metrics show 2001:db8:1::/64
-j tcp_metrics show 10.2.0.0/16
tcp_metrics show 0/0
tcp_metrics show ::/0
tcp_metrics show all
-4 tcp_metrics show any
tcp_metrics show 10.1.0.2
-j tcp_metrics show 2001:db8:1::3
tcp_metrics show address 10.1.0.3/32
tcp_metrics show 10.9.0.0/16
-o tcp_metrics
-color=always tcp_metrics
-color=always tcp_metrics show 2001:db8:1::2
EOF

# --- flush and delete: fresh entries for each tool ---------------------

# left: what A's cache holds, destination and source
left() {
	"$REF" -n "$A" tcp_metrics show | awk '{print $1, $NF}' | sort
}

while read -r args; do
	outs=()
	for bin in "$REF" "$NEW"; do
		if ! entries; then
			outs+=("connections failed")
			continue
		fi
		# shellcheck disable=SC2086
		outs+=("$(run "$bin" $args; echo "-- left"; left)")
	done
	compare "change ${args// /_}" "${outs[0]}" "${outs[1]}"
done <<'EOF'
tcp_metrics flush
tcp_metrics flush all
tcp_metrics flush 10.1.0.0/24
-s tcp_metrics flush 10.0.0.0/8
-s -j tcp_metrics flush 10.1.0.0/16
-6 -s tcp_metrics flush all
-4 tcp_metrics flush
tcp_metrics flush ::/0
-6 tcp_metrics flush ::/0
tcp_metrics flush 2001:db8:1::/64
tcp_metrics flush 10.1.0.2
tcp_metrics delete 10.1.0.3
tcp_metrics delete address 2001:db8:1::2
tcp_metrics delete 10.1.0.9
EOF

# --- crafted replies ---------------------------------------------------

SHIM_SRC=$HERE/../bridge/fake/shim.c
if ! command -v cc >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl ||
   ! cc -shared -fPIC -o "$TMP/hide.so" "$HERE/genl_hide.c" -ldl; then
	echo "SKIP tcp-metrics-fake: cc is needed to build the shims"
	exit 0
fi
FID=$("$REF" netns exec "$A" python3 "$HERE/tcpm_fake.py" family tcp_metrics)
if [ -z "$FID" ]; then
	echo "FAIL tcp-metrics-fake: no id for the tcp_metrics family"
	exit 0
fi
for set in tcpm-entries tcpm-edges tcpm-big tcpm-short; do
	python3 "$HERE/tcpm_fake.py" "$set" "$FID" >"$TMP/$set.bin" || exit 1
done
# failed dumps: dump_errors.py's NLMSG_ERROR and NLMSG_DONE answers
python3 "$HERE/dump_errors.py" kinds "$TMP" || exit 1

# fake SET BIN ARGS...: BIN's output for a faked tcp_metrics dump
fake() {
	local set=$1 bin=$2
	shift 2
	BT2_FAKE=$TMP/$set.bin BT2_FAKE_TYPE=$FID BT2_FAKE_FAM=1 BT2_FAKE_ONCE=1 \
		LD_PRELOAD=$TMP/shim.so "$bin" -n "$A" "$@" 2>"$TMP/err"
	echo "exit $?"
	echo "-- stderr"
	cat "$TMP/err"
}

for set in tcpm-entries tcpm-edges; do
	for opts in "" "-j" "-j -p" "-4" "-6" "-o" "-color=always"; do
		for sel in "" 192.0.2.0/24 2001:db8::/32 all 0/0 ::/0 \
			   "address 203.0.113.0/29" 2001:db8::5/127; do
			# shellcheck disable=SC2086
			compare "fake-$set${opts:+ ${opts// /}}${sel:+ $sel}" \
				"$(fake "$set" "$REF" $opts tcp_metrics show $sel)" \
				"$(fake "$set" "$NEW" $opts tcp_metrics show $sel)"
		done
	done
done

# addresses of the wrong size: the entry is skipped, also by a flush
# (the shim answers the first dump only: the second round finds none)
for args in "tcp_metrics" "-j -p tcp_metrics" "-6 tcp_metrics" \
	    "-s tcp_metrics flush 192.0.2.0/24" "tcp_metrics flush ::/0" \
	    "-s -6 tcp_metrics flush 2001:db8::/32"; do
	# shellcheck disable=SC2086
	compare "fake-tcpm-big ${args// /_}" \
		"$(fake tcpm-big "$REF" $args)" "$(fake tcpm-big "$NEW" $args)"
done
# deletes that fail (the entries are not in the kernel) end a batch
printf 'tcp_metrics flush 192.0.2.0/24\ntcp_metrics show 10.9.0.0/16\n' \
	>"$TMP/batch"
compare "fake-tcpm-big-batch" "$(fake tcpm-big "$REF" -force -batch "$TMP/batch")" \
	"$(fake tcpm-big "$NEW" -force -batch "$TMP/batch")"
# fields too short: the reference reads past them; nlroute must only
# not crash (a flush fails: the entries are not in the kernel)
for args in "tcp_metrics" "-j tcp_metrics" "-s tcp_metrics flush 192.0.2.0/24"; do
	# shellcheck disable=SC2086
	out=$(fake tcpm-short "$NEW" $args)
	case $out in
	*"exit 0"* | *"exit 1"*) echo "PASS fake-tcpm-short ${args// /_}" ;;
	*) echo "FAIL fake-tcpm-short ${args// /_}: ${out//$'\n'/|}" ;;
	esac
done

for f in "$TMP"/err-*.bin "$TMP"/done-*.bin; do
	set=$(basename "$f" .bin)
	for args in "tcp_metrics show" "-j tcp_metrics" \
		    "tcp_metrics flush 10.0.0.0/8" "-s tcp_metrics flush ::/0"; do
		# shellcheck disable=SC2086
		compare "dumperr-$set ${args// /_}" \
			"$(fake "$set" "$REF" $args)" "$(fake "$set" "$NEW" $args)"
	done
done

# --- no tcp_metrics family ---------------------------------------------

hidden() {
	local bin=$1
	shift
	NLT_GENL_HIDE=tcp_metrics LD_PRELOAD=$TMP/hide.so \
		timeout 20 "$bin" -n "$A" "$@" 2>&1
	echo "exit $?"
}
while read -r args; do
	# shellcheck disable=SC2086
	compare "nofamily ${args// /_}" "$(hidden "$REF" $args)" \
		"$(hidden "$NEW" $args)"
done <<'EOF'
tcp_metrics
-j tcp_metrics show
tcp_metrics help
tcp_metrics foo
tcp_metrics show foo
tcp_metrics show 10.0.0.0/8
tcp_metrics show 10.1.0.2
tcp_metrics delete
tcp_metrics delete all
tcp_metrics delete 10.1.0.2
tcp_metrics flush
tcp_metrics flush 10.0.0.0/8
EOF
