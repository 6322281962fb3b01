#!/bin/bash
# testsuite/clients/ifupdown.sh — ifupdown's inet static and inet6 static
# methods must configure the same kernel state, print the same messages
# and exit the same with nlroute as with the reference.
#
# Usage: testsuite/clients/ifupdown.sh PATH/TO/ip
#
# ifup runs its method commands with a PATH of its own (/usr/local/sbin:
# /usr/local/bin:/usr/sbin:...), so putting nlroute first on the caller's
# PATH does not reach them.  Each side therefore runs in a private mount
# namespace (inside `ip netns exec`, itself private) where nlroute's binary
# is bind-mounted over the file the `ip` names resolve to (/usr/bin/ip on
# merged-/usr Debian); the host's files are never modified.  Hook scripts
# of /etc/network/if-*.d are the host's and are not run (--no-scripts);
# the stanzas' own pre-up/post-up/pre-down commands and the methods' DAD
# wait (/lib/ifupdown/settle-dad.sh, `ip -o -6 address list ... tentative`)
# are.  The interfaces file and the state directory are our own
# (-i FILE --state-dir DIR); strace also checks that nothing is written
# elsewhere.  Two fresh namespaces, one a side, set up
# alike; after every ifup/ifdown step the state (ip -j addr, ip route show
# table all, ip -6 route show table all, ip -d -j link, by the reference)
# and the step's output and exit code are compared.  strace shows which
# ip ran: every execve of ip must be of the bind-mounted nlroute.
# Prints PASS/FAIL/SKIP lines.
set -u

NEW=${1:-}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)

if [ -z "$NEW" ] || [ ! -x "$NEW" ]; then
	echo "usage: $0 PATH/TO/ip" >&2
	exit 2
fi
NEW=$(readlink -f "$NEW")
if [ "$(id -u)" != 0 ]; then
	echo "SKIP ifupdown: needs root"
	exit 0
fi
if [ ! -x /sbin/ifup ] || [ ! -x /sbin/ifdown ]; then
	echo "SKIP ifupdown: ifupdown is not installed (apt-get install ifupdown)"
	exit 0
fi
for t in strace unshare; do
	if ! command -v $t >/dev/null; then
		echo "SKIP ifupdown: $t is not installed"
		exit 0
	fi
done

# The file every name of ip resolves to; nlroute is mounted over it.
TARGET=$(readlink -f "$(command -v ip)")
NSBASE=cl-ifud-$$
TMP=$(mktemp -d /tmp/cl-ifud.XXXXXX)
cleanup() {
	"$REF" netns del "$NSBASE-ref" 2>/dev/null
	"$REF" netns del "$NSBASE-new" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

FAILED=0
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; FAILED=1; }

# A copy of the reference, to dump the state from inside the mount
# namespace where the ip names lead to nlroute.
cp "$(readlink -f "$REF")" "$TMP/refip"

cat >"$TMP/interfaces" <<'IFEOF'
iface e0 inet static
	address 192.0.2.10
	netmask 255.255.255.0
	gateway 192.0.2.1
	mtu 1400
	hwaddress ether 02:00:00:00:00:10
	pre-up ip link set dev e0 txqueuelen 500
	post-up ip addr add 192.0.2.11/24 dev e0
	post-up ip route add 198.51.100.0/24 via 192.0.2.2 dev e0
	pre-down ip route del 198.51.100.0/24 via 192.0.2.2 dev e0

iface e0 inet6 static
	address 2001:db8::10
	netmask 64
	gateway 2001:db8::1
	post-up ip -6 route add 2001:db8:5::/48 via 2001:db8::2 dev e0

iface e2 inet static
	address 10.20.0.5/16
	broadcast 10.20.255.255
	gateway 10.20.0.1
	metric 100
	pointopoint 10.20.0.6

iface e2 inet6 static
	address fd00:1::5/64
	dad-attempts 0
	mtu 1300
	post-up ip -6 addr add fd00:1::6/64 dev e2 nodad
	pre-down ip -6 addr del fd00:1::6/64 dev e2

iface e4 inet static
	address 10.40.0.1/24
	pre-up ip link set dev e4 mtu 99999

iface nodev0 inet static
	address 10.50.0.1/24
IFEOF

# The inner script: runs in the side's network namespace and private mount
# namespace, with $BIN mounted over $TARGET.  Steps are "up IFACE" or
# "down IFACE"; after each, the output, exit code and state are written.
cat >"$TMP/inner.sh" <<'INEOF'
#!/bin/bash
set -u
side=$1 bin=$2 target=$3 tmp=$4
shift 4
out=$tmp/$side
mkdir -p "$out/state"
mount --bind "$bin" "$target" || exit 1
# The proof that the names lead to the binary under test.
for n in /usr/sbin/ip /sbin/ip /bin/ip /usr/bin/ip; do
	[ -e "$n" ] || continue
	cmp -s "$n" "$bin" || { echo "$n is not $bin" >"$out/mountcheck"; exit 1; }
done
settle() {
	local i d f o c ok
	for i in $(seq 100); do
		ok=1
		[ -n "$("$tmp/refip" -6 -o addr show tentative)" ] && ok=0
		for d in /sys/class/net/*; do
			read -r f <"$d/flags" || continue
			read -r o <"$d/operstate"
			read -r c <"$d/carrier" 2>/dev/null || c=x
			case $(( f & 1 ))$c:$o in
			0*:down|0*:notpresent|0*:lowerlayerdown) ;;
			11:up|11:unknown) ;;
			10:lowerlayerdown|10:down|10:notpresent) ;;
			*) ok=0 ;;
			esac
		done
		[ $ok = 1 ] && return 0
		sleep 0.05
	done
}
n=0
for step in "$@"; do
	n=$((n + 1))
	act=${step%% *}
	ifc=${step#* }
	strace -f -qq -e trace=execve,openat,mkdir,unlink,rename -o "$out/trace.$n" \
		timeout 20 "/sbin/if$act" -i "$tmp/interfaces" \
		--state-dir "$out/state" --no-scripts "$ifc" \
		>"$out/msg.$n" 2>&1
	echo "exit $?" >>"$out/msg.$n"
	settle
	{
		echo "### addr"; "$tmp/refip" -j -p addr
		echo "### route"; "$tmp/refip" route show table all
		echo "### route6"; "$tmp/refip" -6 route show table all
		echo "### link"; "$tmp/refip" -d -j -p link
		echo "### ifstate"; cat "$out/state/ifstate" 2>/dev/null
	} >"$out/dump.$n" 2>&1
done
INEOF

STEPS=("up e0" "up e2" "up e4" "up nodev0" "down e0" "down e2" "up e0"
       "down e0")

# A side: fresh namespace, the same devices, then the steps.
side() {
	local side=$1 bin=$2 ns=$NSBASE-$1 n="$REF -n $NSBASE-$1"
	"$REF" netns add "$ns" || return 1
	$n link set lo up &&
	$n link add e0 address 02:00:00:00:00:01 type veth \
		peer name e1 address 02:00:00:00:00:02 &&
	$n link add e2 address 02:00:00:00:00:03 type veth \
		peer name e3 address 02:00:00:00:00:04 &&
	$n link add e4 address 02:00:00:00:00:05 type veth \
		peer name e5 address 02:00:00:00:00:06 &&
	$n link set e1 up && $n link set e3 up && $n link set e5 up ||
		return 1
	"$REF" netns exec "$ns" unshare -m --propagation private \
		bash "$TMP/inner.sh" "$side" "$bin" "$TARGET" "$TMP" \
		"${STEPS[@]}"
}

if ! side ref "$(readlink -f "$REF")" >"$TMP/ref.log" 2>&1; then
	fail ifupdown/setup "reference side: $(cat "$TMP/ref.log" \
		"$TMP/ref/mountcheck" 2>/dev/null | head -2 | tr '\n' ' ')"
	exit 1
fi
if ! side new "$NEW" >"$TMP/new.log" 2>&1; then
	fail ifupdown/setup "nlroute side: $(cat "$TMP/new.log" \
		"$TMP/new/mountcheck" 2>/dev/null | head -2 | tr '\n' ' ')"
	exit 1
fi

norm() { sed -e "s|$NSBASE-ref|@NS|g; s|$NSBASE-new|@NS|g" \
	     -e "s|$TMP/ref|@DIR|g; s|$TMP/new|@DIR|g" "$1"; }

# successful execve calls of an ip, by path
ip_execs() {
	grep -E 'execve\("[^"]*/ip", ' "$1" | grep -v ' = -1 ' |
		sed -E 's/^[0-9]+ +execve\("([^"]*)".*/\1/'
}

# the distinct argument vectors of the ip runs
ip_argv() {
	grep -E 'execve\("[^"]*/ip", ' "$1" | grep -v ' = -1 ' |
		sed -E 's/^[0-9]+ +execve\("[^"]*", \[(.*)\], 0x.*/\1/' |
		sort -u
}

total=0
i=0
for step in "${STEPS[@]}"; do
	i=$((i + 1))
	name="ifupdown/$i-${step// /-}"
	why=()
	: >"$TMP/diffs"
	# which ip each side ran
	paths=$(ip_execs "$TMP/new/trace.$i" | sort -u)
	cnt_new=$(ip_execs "$TMP/new/trace.$i" | wc -l)
	total=$((total + cnt_new))
	for p in $paths; do
		[ "$(readlink -f "$p")" = "$TARGET" ] ||
			why+=("ifup ran $p, not the mounted $TARGET")
	done
	# the same ip command lines (the DAD wait repeats its own a number
	# of times that depends on timing: once each)
	if ! cmp -s <(ip_argv "$TMP/ref/trace.$i") <(ip_argv "$TMP/new/trace.$i")
	then
		why+=("ifupdown ran other ip commands")
		diff -u --label reference --label nlroute \
			<(ip_argv "$TMP/ref/trace.$i") \
			<(ip_argv "$TMP/new/trace.$i") | head -10 >>"$TMP/diffs"
	fi
	if ! cmp -s <(norm "$TMP/ref/msg.$i") <(norm "$TMP/new/msg.$i"); then
		why+=("messages or exit code differ")
		diff -u --label reference --label nlroute \
			<(norm "$TMP/ref/msg.$i") <(norm "$TMP/new/msg.$i") |
			head -20 >>"$TMP/diffs"
	fi
	if ! cmp -s <(norm "$TMP/ref/dump.$i") <(norm "$TMP/new/dump.$i"); then
		why+=("kernel state differs")
		diff -u --label reference --label nlroute \
			<(norm "$TMP/ref/dump.$i") <(norm "$TMP/new/dump.$i") |
			head -30 >>"$TMP/diffs"
	fi
	if [ ${#why[@]} = 0 ]; then
		pass "$name"
	else
		fail "$name" "$(IFS=';'; echo "${why[*]}" | sed 's/;/; /g')"
		sed 's/^/    /' "$TMP/diffs"
	fi
done
if [ "$total" -lt 20 ]; then
	fail ifupdown/exec "ifupdown ran nlroute only $total times"
else
	pass ifupdown/exec
fi

# ifupdown, with -i and --state-dir, must have written nowhere but in the
# temporary directory (the traces hold openat/mkdir/unlink/rename too) and
# the namespace's own sysctls (/proc/sys/net of the namespace).
outside=$(cat "$TMP"/ref/trace.* "$TMP"/new/trace.* |
	grep -E '(openat|mkdir|unlink|rename)\(' | grep -v ' = -1 ' |
	grep -E 'O_WRONLY|O_RDWR|O_CREAT|mkdir\(|unlink\(|rename\(' |
	grep -oE '"/[^"]*"' | tr -d '"' | grep -v "^$TMP/" |
	grep -vE '^/dev/(null|tty)$|^/proc/sys/net/' | sort -u | head -3)
if [ -z "$outside" ]; then
	pass ifupdown/confined
else
	fail ifupdown/confined "ifupdown wrote outside its state dir: $(echo $outside)"
fi

# The steps must have done what the stanzas say, or equality proves little.
sane() {
	local d=$TMP/new
	grep -q '"local": "192.0.2.10"' "$d/dump.1" &&
	grep -q '"local": "192.0.2.11"' "$d/dump.1" &&
	grep -q '"local": "2001:db8::10"' "$d/dump.1" &&
	grep -q '"mtu": 1400' "$d/dump.1" &&
	grep -q '"address": "02:00:00:00:00:10"' "$d/dump.1" &&
	grep -q '^198.51.100.0/24 via 192.0.2.2 dev e0' "$d/dump.1" &&
	grep -q '^default via 2001:db8::1 dev e0' "$d/dump.1" &&
	grep -q '"local": "fd00:1::6"' "$d/dump.2" &&
	grep -q '^exit 0' "$d/msg.1" && grep -q '^exit 0' "$d/msg.2" &&
	! grep -q '^exit 0' "$d/msg.3" && ! grep -q '^exit 0' "$d/msg.4" &&
	! grep -q '"local": "192.0.2.10"' "$d/dump.5"
}
if sane; then
	pass ifupdown/sane
else
	fail ifupdown/sane "the nlroute side did not configure what the stanzas say"
fi
exit $FAILED
