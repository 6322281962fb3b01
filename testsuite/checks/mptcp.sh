#!/bin/bash
# ip mptcp against the reference where a scenario file cannot reach:
# `ip mptcp monitor` of both tools listening side by side on both ends
# of real MPTCP connections (python3, two scratch namespaces and a veth
# pair: created, established, announced, removed, subflows and their
# priority, closed), endpoint dumps with crafted replies (flags this
# kernel does not set, missing fields) through the bridge tests' dump
# shim, and a missing mptcp_pm family through genl_hide.c.
set -u
PFX=${NLT_PREFIX:-nlt-$$-}mp
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d /tmp/nlt-mp.XXXXXX)
A=$PFX-a
B=$PFX-b

cleanup() {
	local p
	for p in $(jobs -p); do
		kill "$p" 2>/dev/null
	done
	"$REF" netns del "$A" 2>/dev/null
	"$REF" netns del "$B" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT

compare() {
	local name=$1 r=$2 n=$3
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

setup() {
	"$REF" netns add "$A" && "$REF" netns add "$B" || return 1
	"$REF" -n "$A" link add va netns "$B" type veth peer name va ||
		return 1
	for n in "$A" "$B"; do
		"$REF" -n "$n" link set lo up
		"$REF" -n "$n" link set va up
	done
	"$REF" -n "$A" -batch - <<-EOF || return 1
	addr add 10.1.0.1/24 dev va
	addr add 10.2.0.1/24 dev va
	addr add 2001:db8:1::1/64 dev va nodad
	mptcp limits set subflows 4 add_addr_accepted 4
	EOF
	"$REF" -n "$B" -batch - <<-EOF || return 1
	addr add 10.1.0.2/24 dev va
	addr add 10.1.0.3/24 dev va
	addr add 2001:db8:1::2/64 dev va nodad
	addr add 2001:db8:2::2/64 dev va nodad
	mptcp limits set subflows 4 add_addr_accepted 4
	EOF
}
if ! setup; then
	echo "FAIL mptcp-setup: cannot make the namespaces"
	exit 1
fi

# --- monitor -------------------------------------------------------------

if ! command -v python3 >/dev/null; then
	echo "SKIP mptcp-monitor: python3 is needed to make connections"
else
cat >"$TMP/srv.py" <<'EOF'
import socket, sys, time
s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM, 262)
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('::', int(sys.argv[1])))
s.listen(5)
s.settimeout(10)
print('ready', flush=True)
c, _ = s.accept()
c.recv(100)
time.sleep(float(sys.argv[2]))
c.sendall(b'x' * 1000)
c.close()
EOF
cat >"$TMP/cli.py" <<'EOF'
import socket, sys
fam = socket.AF_INET6 if ':' in sys.argv[1] else socket.AF_INET
s = socket.socket(fam, socket.SOCK_STREAM, 262)
s.settimeout(10)
s.connect((sys.argv[1], int(sys.argv[2])))
s.sendall(b'hello')
while s.recv(1000):
    pass
s.close()
EOF

# monitors NAME SETUP-A SETUP-B DST CHANGE [OPT]: both tools' monitors
# (with option OPT) on both ends while A connects to DST; CHANGE (ip
# -batch lines, "A:" or "B:" first) runs while the connection is open.
# The times of -t / -ts are the one thing replaced before comparing.
PORT=6000
stamps() {
	sed -E 's/^Timestamp: .* [0-9]+ usec$/Timestamp: T/;
		s/^\[[0-9T:.-]+\] /[T] /'
}
settled() {
	local n
	for n in "$A" "$B"; do
		[ "$(wc -l <"$TMP/mon.$n.${REF//\//_}")" = \
		  "$(wc -l <"$TMP/mon.$n.${NEW//\//_}")" ] || return 1
	done
}
monitors() {
	local name=$1 dst=$4 change=$5 opt=${6:-} n bin pids=() fifo=$TMP/ready
	PORT=$((PORT + 1))
	"$REF" -n "$A" mptcp endpoint flush
	"$REF" -n "$B" mptcp endpoint flush
	[ -n "$2" ] && "$REF" -n "$A" -batch - <<<"$2"
	[ -n "$3" ] && "$REF" -n "$B" -batch - <<<"$3"
	for n in "$A" "$B"; do
		for bin in "$REF" "$NEW"; do
			# shellcheck disable=SC2086 # OPT is no word or one
			timeout 15 "$bin" $opt -n "$n" mptcp monitor \
				>"$TMP/mon.$n.${bin//\//_}" 2>&1 &
			pids+=($!)
		done
	done
	sleep 0.5	# the monitors have joined the group
	rm -f "$fifo"
	mkfifo "$fifo"
	timeout 20 "$REF" netns exec "$B" python3 "$TMP/srv.py" "$PORT" 1.5 \
		>"$fifo" 2>"$TMP/srv.err" &
	local srv=$!
	read -r _ <"$fifo"
	timeout 20 "$REF" netns exec "$A" python3 "$TMP/cli.py" "$dst" \
		"$PORT" 2>"$TMP/cli.err" &
	local cli=$!
	sleep 0.7
	if [ -n "$change" ]; then
		while read -r side line; do
			# shellcheck disable=SC2086 # the line is words
			"$REF" -n "$([ "$side" = A: ] && echo "$A" || echo "$B")" $line
		done <<<"$change"
	fi
	wait "$cli" "$srv"
	# the last events have arrived when both tools have printed as many
	# lines on each side, three times in a row (at most 3 seconds)
	local tries stable=0
	for tries in $(seq 30); do
		sleep 0.1
		if settled; then
			stable=$((stable + 1))
			[ $stable -ge 3 ] && break
		else
			stable=0
		fi
	done
	[ "$stable" -ge 3 ] || echo "# monitor-$name: not settled after $tries tries"
	for p in "${pids[@]}"; do
		kill "$p" 2>/dev/null
		wait "$p" 2>/dev/null
	done
	for n in "$A" "$B"; do
		local r n2
		r=$(stamps <"$TMP/mon.$n.${REF//\//_}")
		n2=$(stamps <"$TMP/mon.$n.${NEW//\//_}")
		if [ -z "$r" ]; then
			echo "FAIL monitor-$name-${n##*-}: the reference saw no event"
			continue
		fi
		compare "monitor-$name-${n##*-}" "$r" "$n2"
	done
}

monitors signal "" "mptcp endpoint add 10.1.0.3 id 1 signal
mptcp endpoint add 2001:db8:2::2 id 8 signal" 10.1.0.2 "B: mptcp endpoint delete id 8"
monitors ipv6 "mptcp endpoint add 10.2.0.1 id 3 subflow backup" \
	"mptcp endpoint add 10.1.0.3 id 2 signal" 2001:db8:1::2 ""
monitors prio "mptcp endpoint add 10.2.0.1 id 3 subflow" "" 10.1.0.2 \
	"A: mptcp endpoint change id 3 backup"
monitors dev "mptcp endpoint add 10.2.0.1 id 4 dev va subflow" "" \
	10.1.0.2 ""
monitors stamp "" "mptcp endpoint add 10.1.0.3 id 1 signal" 10.1.0.2 "" -t
monitors short "" "" 10.1.0.2 "" -ts
monitors json "" "" 2001:db8:1::2 "" -j
fi

# --- crafted endpoint dumps ---------------------------------------------

SHIM_SRC=$HERE/../bridge/fake/shim.c
if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl ||
   ! cc -shared -fPIC -o "$TMP/hide.so" "$HERE/genl_hide.c" -ldl; then
	echo "SKIP mptcp-fake: cc and python3 are needed for the shims"
	exit 0
fi
FID=$("$REF" netns exec "$A" python3 "$HERE/tcpm_fake.py" family mptcp_pm)
if [ -z "$FID" ]; then
	echo "FAIL mptcp-fake: no id for the mptcp_pm family"
	exit 0
fi
for set in mptcp-endpoints mptcp-endpoints-bad mptcp-endpoints-long \
	   mptcp-endpoints-short; do
	python3 "$HERE/tcpm_fake.py" "$set" "$FID" >"$TMP/$set.bin" || exit 1
done
# failed dumps: dump_errors.py's NLMSG_ERROR and NLMSG_DONE answers
python3 "$HERE/dump_errors.py" kinds "$TMP" || exit 1

fake() {
	local set=$1 bin=$2
	shift 2
	BT2_FAKE=$TMP/$set.bin BT2_FAKE_TYPE=$FID BT2_FAKE_FAM=3 \
		LD_PRELOAD=$TMP/shim.so "$bin" -n "$A" "$@" 2>"$TMP/err"
	echo "exit $?"
	echo "-- stderr"
	cat "$TMP/err"
}
for set in mptcp-endpoints mptcp-endpoints-bad mptcp-endpoints-long; do
	for opts in "" "-j" "-j -p" "-o" "-color=always"; do
		# shellcheck disable=SC2086
		compare "fake-$set${opts:+ ${opts// /}}" \
			"$(fake "$set" "$REF" $opts mptcp endpoint show)" \
			"$(fake "$set" "$NEW" $opts mptcp endpoint show)"
	done
done

for f in "$TMP"/err-*.bin "$TMP"/done-*.bin; do
	set=$(basename "$f" .bin)
	for opts in "" "-j"; do
		# shellcheck disable=SC2086
		compare "dumperr-$set${opts:+ $opts}" \
			"$(fake "$set" "$REF" $opts mptcp endpoint show)" \
			"$(fake "$set" "$NEW" $opts mptcp endpoint show)"
	done
done

# fields too short: the reference reads past them, nlroute leaves them
# out; it must only not crash
for opts in "" "-j"; do
	# shellcheck disable=SC2086
	out=$(fake mptcp-endpoints-short "$NEW" $opts mptcp endpoint show)
	case $out in
	*"exit 0"*) echo "PASS fake-mptcp-endpoints-short${opts:+ $opts}" ;;
	*) echo "FAIL fake-mptcp-endpoints-short${opts:+ $opts}: ${out//$'\n'/|}" ;;
	esac
done

# --- no mptcp_pm family --------------------------------------------------

hidden() {
	local bin=$1
	shift
	NLT_GENL_HIDE=mptcp_pm LD_PRELOAD=$TMP/hide.so \
		timeout 20 "$bin" -n "$A" "$@" 2>&1
	echo "exit $?"
}
while read -r args; do
	# shellcheck disable=SC2086
	compare "nofamily ${args// /_}" "$(hidden "$REF" $args)" \
		"$(hidden "$NEW" $args)"
done <<'EOF'
mptcp
mptcp help
mptcp foo
mptcp endpoint
-j mptcp endpoint show
mptcp endpoint add
mptcp endpoint add 10.0.0.1
mptcp endpoint foo
mptcp limits
mptcp limits set foo
mptcp monitor
EOF
