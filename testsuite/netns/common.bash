# common.bash — sourced by the testsuite/netns/*.sh scenarios (not a test).
#
# Each scenario runs the same command with the reference (/usr/sbin/ip) and
# with nlroute, from the same starting state, and compares stdout, stderr,
# the exit code and the state left behind. Everything runs in a private
# mount namespace with its own tmpfs on /run/netns, so `-all` commands and
# listings see only the namespaces the scenario made, and the host's
# namespaces are never touched. All names carry the prefix nn-$$.

. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=${REF:-$(nlt_ref ip)}
NL=${1:-${NL:-$(dirname "$0")/../../ip/ip}}
NL=$(readlink -f "$NL")
P=nn-$$
PASSES=0
FAILS=0

if [ "$(id -u)" != 0 ]; then
	echo "SKIP $(basename "$0" .sh): needs root"
	exit 0
fi
if [ ! -x "$NL" ] || [ ! -x "$REF" ]; then
	echo "SKIP $(basename "$0" .sh): no $NL or $REF"
	exit 0
fi

# Re-run in a private mount namespace with a private /run/netns.
if [ -z "$NN_ISOLATED" ]; then
	NN_ISOLATED=1 exec unshare -m --propagation private \
		bash "$0" "$NL"
fi
mount -t tmpfs -o mode=0755 nn-test /run/netns 2>/dev/null || {
	mkdir -p /run/netns
	mount -t tmpfs -o mode=0755 nn-test /run/netns
}

TMP=$(mktemp -d /tmp/nn-test.XXXXXX)

cleanup() {
	local f
	for f in /run/netns/*; do
		[ -e "$f" ] || continue
		umount -l "$f" 2>/dev/null
		rm -rf "$f"
	done
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

pass() { echo "PASS $1"; PASSES=$((PASSES + 1)); }
fail() { echo "FAIL $1: $2"; FAILS=$((FAILS + 1)); }
skip() { echo "SKIP $1: $2"; }

# Remove every namespace of the scenario (with the reference).
reset_ns() {
	local f
	for f in /run/netns/*; do
		[ -e "$f" ] || continue
		umount -l "$f" 2>/dev/null
		rm -rf "$f"
	done
	# namespaces die asynchronously and keep their nsid until then:
	# wait, so that the next run starts from the same ids
	for i in $(seq 100); do
		[ -z "$($REF netns list-id 2>/dev/null)" ] && break
		sleep 0.02
	done
}

# run TOOL CMD...: run a command line where $IP is TOOL; output in
# $TMP/TOOL.{out,err,rc}.
run_with() {
	local tag=$1
	shift
	IP=$1
	shift
	(eval "$@") >"$TMP/$tag.out" 2>"$TMP/$tag.err"
	echo $? >"$TMP/$tag.rc"
}

# tcase NAME SETUP CMD [STATE [CLEANUP]]
# SETUP, CMD, STATE and CLEANUP are shell snippets; CMD uses $IP for the
# tool under test, the others use $REF. STATE's output is compared too.
tcase() {
	local name=$1 setup=$2 cmd=$3 state=${4:-} clean=${5:-}
	local t d

	for t in ref nl; do
		[ "$t" = ref ] && d=$REF || d=$NL
		IP=$REF eval "$setup" >/dev/null 2>&1
		run_with "$t" "$d" "$cmd"
		if [ -n "$state" ]; then
			(IP=$REF; eval "$state") >"$TMP/$t.state" 2>&1
		else
			: >"$TMP/$t.state"
		fi
		IP=$REF eval "$clean" >/dev/null 2>&1
	done
	compare "$name"
}

compare() {
	local name=$1 what
	for what in out err rc state; do
		if ! cmp -s "$TMP/ref.$what" "$TMP/nl.$what"; then
			fail "$name" "$what differs: $(diff "$TMP/ref.$what" \
				"$TMP/nl.$what" | head -6 | tr '\n' '|')"
			return
		fi
	done
	pass "$name"
}

finish() {
	[ "$FAILS" = 0 ]
}
