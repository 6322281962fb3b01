# lib.sh — shared helpers of the bridge scenario tests (sourced, not run).
#
# Every case builds two identical namespaces, runs the command line with
# the reference /usr/sbin/bridge in one and with the bridge under test in
# the other, then compares stdout, stderr, exit code and the resulting
# state (`bridge -j fdb show`, `bridge -j -d link show`, `bridge -j mdb
# show`, all read with the reference tool).

. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref bridge)
if [ $# -lt 1 ] || [ ! -x "$1" ]; then
	echo "usage: $0 PATH/TO/bridge" >&2
	exit 2
fi
NEW=$(readlink -f "$1")
PFX=bt2-$(basename "$0" .sh)-$$
TMP=$(mktemp -d /tmp/bt2-XXXXXX)
RUN_ENV=()
NPASS=0
NFAIL=0
NSKIP=0
unset COLORFGBG

cleanup()
{
	local ns

	for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
		case $ns in "$PFX"-*) ip netns del "$ns" ;; esac
	done
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

if [ ! -x "$REF" ]; then
	echo "SKIP all: reference $REF is missing"
	exit 0
fi

pass() { echo "PASS $1"; NPASS=$((NPASS + 1)); }
fail() { echo "FAIL $1: $2"; NFAIL=$((NFAIL + 1)); }
skip() { echo "SKIP $1: $2"; NSKIP=$((NSKIP + 1)); }

summary()
{
	echo "# $(basename "$0" .sh): $NPASS passed, $NFAIL failed, $NSKIP skipped"
	[ "$NFAIL" -eq 0 ]
}

# A namespace without IPv6, so that no MLD/ND traffic fills the fdb and
# the mdb behind our back and both namespaces stay identical.
mkns()
{
	ip netns add "$1" || return 1
	ip netns exec "$1" sysctl -qw net.ipv6.conf.all.disable_ipv6=1
	ip netns exec "$1" sysctl -qw net.ipv6.conf.default.disable_ipv6=1
	ip -n "$1" link set lo up
}

# br0 with two veth ports; v1 and its peer are up, v2 is down.
setup_basic()
{
	local ns=$1

	ip -n "$ns" link add br0 address 02:00:00:00:00:01 type bridge || return 1
	ip -n "$ns" link add v1 address 02:00:00:00:01:01 type veth \
		peer name v1p address 02:00:00:00:01:02 || return 1
	ip -n "$ns" link add v2 address 02:00:00:00:02:01 type veth \
		peer name v2p address 02:00:00:00:02:02 || return 1
	ip -n "$ns" link set v1 master br0
	ip -n "$ns" link set v2 master br0
	ip -n "$ns" link set br0 up
	ip -n "$ns" link set v1 up
	ip -n "$ns" link set v1p up
	settle "$ns" v1 br0
}

# Wait until linkwatch has applied the carrier of the given devices (it
# runs up to a second late), so that both namespaces show the same flags.
settle()
{
	local ns=$1 dev i
	shift

	for dev in "$@"; do
		for i in $(seq 40); do
			ip -n "$ns" link show "$dev" 2>/dev/null |
				grep -q 'LOWER_UP.*state UP' && break
			sleep 0.05
		done
	done
}

has_vxlan=
check_vxlan()
{
	local ns=$PFX-probe

	if [ -z "$has_vxlan" ]; then
		has_vxlan=no
		mkns "$ns" && ip -n "$ns" link add vxp type vxlan id 1 \
			dstport 4789 2>/dev/null && has_vxlan=yes
		ip netns del "$ns" 2>/dev/null
	fi
	[ "$has_vxlan" = yes ]
}

# setup_basic plus two vxlan devices (one with a VNI, one external).
setup_vxlan()
{
	local ns=$1

	setup_basic "$ns" || return 1
	ip -n "$ns" link add vx0 address 02:00:00:00:0f:01 type vxlan id 42 \
		dstport 4789 local 10.0.0.9 || return 1
	ip -n "$ns" link add vx1 address 02:00:00:00:0f:02 type vxlan \
		external dstport 4789 || return 1
}

state_of()
{
	"$REF" -n "$1" -j fdb show 2>&1
	"$REF" -n "$1" -j -d link show 2>&1
	"$REF" -n "$1" -j mdb show 2>&1
}

# Output normaliser for a case (sed script), empty by default.
NORM=

norm()
{
	if [ -n "$NORM" ]; then sed -E "$NORM" "$1"; else cat "$1"; fi
}

# run_case NAME SETUP ARGS... — SETUP is a function taking the namespace
# name (several, separated by '+', run in order). ARGS are bridge
# arguments; the word @NS@ is replaced by the namespace name.
run_case()
{
	local name=$1 setup=$2 side ns rc_r rc_o f why=
	shift 2

	if [ "${NEED_VXLAN:-}" = 1 ] && ! check_vxlan; then
		skip "$name" "the kernel cannot create vxlan devices"
		return
	fi
	for side in r o; do
		ns=$PFX-$side
		if ! mkns "$ns"; then
			skip "$name" "cannot create namespace $ns"
			return
		fi
		for f in ${setup//+/ }; do
			if ! "$f" "$ns" >"$TMP/setup.log" 2>&1; then
				skip "$name" "setup $f failed: $(head -1 "$TMP/setup.log")"
				ip netns del "$PFX-r" 2>/dev/null
				ip netns del "$PFX-o" 2>/dev/null
				return
			fi
		done
	done

	local args_r=() args_o=() a
	for a in "$@"; do
		args_r+=("${a//@NS@/$PFX-r}")
		args_o+=("${a//@NS@/$PFX-o}")
	done
	# RUN_ENV: extra environment of the two compared runs only
	timeout 10 env "${RUN_ENV[@]}" "$REF" -n "$PFX-r" "${args_r[@]}" \
		>"$TMP/r.out" 2>"$TMP/r.err"
	rc_r=$?
	timeout 10 env "${RUN_ENV[@]}" "$NEW" -n "$PFX-o" "${args_o[@]}" \
		>"$TMP/o.out" 2>"$TMP/o.err"
	rc_o=$?
	state_of "$PFX-r" >"$TMP/r.state"
	state_of "$PFX-o" >"$TMP/o.state"
	ip netns del "$PFX-r"
	ip netns del "$PFX-o"

	if ! cmp -s <(norm "$TMP/r.out") <(norm "$TMP/o.out"); then
		why="stdout differs: $(diff <(norm "$TMP/r.out") \
			<(norm "$TMP/o.out") | sed -n 2p | cut -c1-120)"
	elif ! cmp -s "$TMP/r.err" "$TMP/o.err"; then
		why="stderr differs: '$(head -1 "$TMP/r.err")' vs '$(head -1 "$TMP/o.err")'"
	elif [ "$rc_r" != "$rc_o" ]; then
		why="exit code $rc_o, reference $rc_r"
	elif ! cmp -s "$TMP/r.state" "$TMP/o.state"; then
		why="resulting state differs"
	fi
	if [ -n "$why" ]; then
		fail "$name" "$why"
	else
		pass "$name"
	fi
}

# Extra setup steps used by several scripts.
fdb_entries()
{
	"$REF" -n "$1" fdb add 02:00:00:00:aa:01 dev v1 master static &&
	"$REF" -n "$1" fdb add 02:00:00:00:aa:02 dev v1 master dynamic &&
	"$REF" -n "$1" fdb add 02:00:00:00:aa:03 dev v2 master &&
	"$REF" -n "$1" fdb add 02:00:00:00:aa:04 dev v1 self &&
	"$REF" -n "$1" fdb add 02:00:00:00:aa:05 dev v1 master extern_learn
}

vxlan_entries()
{
	"$REF" -n "$1" fdb add 02:00:00:00:cc:01 dev vx0 dst 10.0.0.1 &&
	"$REF" -n "$1" fdb append 02:00:00:00:cc:01 dev vx0 dst 10.0.0.2 &&
	"$REF" -n "$1" fdb add 02:00:00:00:cc:02 dev vx0 dst 10.0.0.4 static &&
	"$REF" -n "$1" fdb add 02:00:00:00:cc:03 dev vx0 dst 10.0.0.4 router &&
	"$REF" -n "$1" fdb add 02:00:00:00:dd:01 dev vx1 dst 10.0.0.7 \
		port 5000 vni 77 via v2 src_vni 8
}

mdb_entries()
{
	"$REF" -n "$1" mdb add dev br0 port v1 grp 239.1.1.2 permanent &&
	"$REF" -n "$1" mdb add dev br0 port v1 grp 239.1.1.3 permanent vid 5 &&
	"$REF" -n "$1" mdb add dev br0 port v1 grp ff0e::1 permanent &&
	"$REF" -n "$1" mdb add dev br0 port v1 grp 01:00:5e:01:01:01 permanent &&
	"$REF" -n "$1" mdb add dev br0 port v1 grp 239.1.1.4 src 10.0.0.1 \
		permanent
}

router_ports()
{
	"$REF" -n "$1" link set dev v1 mcast_router 2 &&
	"$REF" -n "$1" link set dev v2 mcast_router 2
}
