#!/bin/bash
# testsuite/checks/long_args.sh — arguments longer than any request buffer
# (9000 and 70000 bytes) never crash nlroute (issue 13, item 1).
#
# 1. The places of the issue: nlroute prints the reference's "addattr_l
#    ERROR: message exceeded bound of N", exits 2 and sends nothing (the
#    reference sends the truncated request: see nlroute(8), BUGS).  Also
#    as a line of an -batch file.
# 2. A generated list: every keyword that ip/*.c and bridge/*.c compare a
#    word with (is(), matches(), keyword tables), after a command prefix
#    per source file, followed by the long argument; and each prefix with
#    the long argument alone.  A source file with keywords and no prefix
#    here fails the test, so new code is covered.  Every run: no signal
#    (exit 129..191) and no timeout (124), an error on stderr when it fails;
#    where the reference runs the same command and reports an exceeded
#    bound, nlroute must fail with a message too.
# Everything runs in scratch namespaces (-n), each command under timeout.
# Not run: encap*.c (tunnel option encaps must never reach the kernel),
# monitor.c (waits for events), netns.c (creates files), batch_*.c (the
# batch cases of part 1 cover them); bridge vni runs with nlroute only.
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
NEW=${NLT_NEW:-$TOP/ip/ip}
REF=${NLT_REF:-/usr/sbin/ip}
BNEW=$TOP/bridge/bridge
BREF=$(dirname "$REF")/bridge
[ -x "$BREF" ] || BREF=/usr/sbin/bridge
PFX=${NLT_PREFIX:-nlt-c-}
NSN=${PFX}la-new-$$
NSR=${PFX}la-ref-$$
T=$(mktemp -d)

cleanup() {
	"$REF" netns del "$NSN" 2>/dev/null
	"$REF" netns del "$NSR" 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
"$REF" netns add "$NSN" || exit 1
"$REF" netns add "$NSR" || exit 1

L9=$(head -c 9000 /dev/zero | tr '\0' n)
L70=$(head -c 70000 /dev/zero | tr '\0' n)

# run BIN NS WORDS... : status in RC, output in $T/o, $T/e
run() {
	local bin=$1 ns=$2
	shift 2
	timeout 10 "$bin" -n "$ns" "$@" >"$T/o" 2>"$T/e"
	RC=$?
}

# Killed by a signal (timeout passes on 128 + N) or timed out (124); 255
# and 254 are the reference's own exit statuses for bad arguments.
crashed() { [ "$1" -eq 124 ] || { [ "$1" -gt 128 ] && [ "$1" -lt 192 ]; }; }

nlinks() { "$REF" -n "$1" -o link show 2>/dev/null | wc -l; }

# --- 1. the issue's places ------------------------------------------------

issue_case() {
	local desc=$1 len l n0 n1 ok why
	shift
	for len in 9000 70000; do
		if [ $len = 9000 ]; then l=$L9; else l=$L70; fi
		n0=$(nlinks "$NSN")
		# shellcheck disable=SC2086
		run "$NEW" "$NSN" ${*//@L/$l}
		n1=$(nlinks "$NSN")
		ok=1 why=
		if [ $RC -ne 2 ]; then ok=0; why="exit $RC, not 2"; fi
		if ! grep -q '^addattr_l ERROR: message exceeded bound of [0-9]*$' "$T/e"; then
			ok=0; why="$why; no bound message: $(head -c 100 "$T/e")"
		fi
		if [ "$n0" != "$n1" ]; then ok=0; why="$why; a link was created"; fi
		# the reference must not crash either, and must see the bound
		# shellcheck disable=SC2086
		run "$REF" "$NSR" ${*//@L/$l}
		if crashed $RC; then
			echo "    reference: exit $RC"
		elif ! grep -q 'exceeded' "$T/e"; then
			ok=0; why="$why; the reference did not report an exceeded bound"
		fi
		if [ $ok = 1 ]; then
			echo "PASS issue: $desc ($len bytes)"
		else
			echo "FAIL issue: $desc ($len bytes):$why"
		fi
	done
}

issue_case "link add NAME" link add @L type veth
issue_case "link add x0 type KIND" link add x0 type @L
issue_case "link add x0 parentdev X" link add x0 parentdev @L type veth
issue_case "addr add ... label X" addr add 10.9.0.1/24 dev lo label @L
issue_case "route add ... congctl X" route add 10.9.0.0/24 dev lo congctl @L

# "link show type KIND": the reference asks its truncated dump and says
# nothing of it in its exit status; nlroute refuses the dump, exit 0 too.
for len in 9000 70000; do
	if [ $len = 9000 ]; then l=$L9; else l=$L70; fi
	run "$NEW" "$NSN" link show type "$l"
	if ! crashed $RC && grep -q '^addattr_l ERROR: message exceeded bound' "$T/e" &&
	   [ ! -s "$T/o" ]; then
		echo "PASS issue: link show type KIND ($len bytes)"
	else
		echo "FAIL issue: link show type KIND ($len bytes): exit $RC, $(head -c 100 "$T/e")"
	fi
done

# As batch lines: the line fails, the batch goes on with -force.
for len in 9000 70000; do
	if [ $len = 9000 ]; then l=$L9; else l=$L70; fi
	{
		echo "link add $l type veth"
		echo "addr add 10.9.0.1/24 dev lo label $l"
		echo "link add b0 type veth peer b1"
	} >"$T/b"
	run "$NEW" "$NSN" -force -batch "$T/b"
	if [ $RC -eq 1 ] &&
	   [ "$(grep -c '^addattr_l ERROR: message exceeded bound' "$T/e")" = 2 ] &&
	   grep -q "^Command failed $T/b:1$" "$T/e" &&
	   grep -q "^Command failed $T/b:2$" "$T/e" &&
	   "$REF" -n "$NSN" link show b0 >/dev/null 2>&1; then
		echo "PASS issue: -force -batch lines of $len bytes"
	else
		echo "FAIL issue: -force -batch lines of $len bytes: exit $RC, $(head -c 300 "$T/e")"
	fi
	"$REF" -n "$NSN" link del b0 2>/dev/null
done

# --- 2. generated: every keyword of the sources ---------------------------

# Command prefixes, by source file.  KIND files take theirs from their
# ".name =" entries.
prefixes() {
	case $1 in
	ip/ip.c) echo "" ;;
	ip/addr.c|ip/addr_show.c)
		echo "addr add 10.9.0.1/24 dev lo"; echo "addr show" ;;
	ip/addrlabel.c) echo "addrlabel add prefix ::/0" ;;
	ip/fou.c) echo "fou add port 5555" ;;
	ip/macsec.c) echo "macsec add lo tx sa 0"; echo "macsec add lo rx sci 1"; echo "macsec show" ;;
	ip/ila.c) echo "ila add loc_match 0:0:0:0 loc 0:0:0:1" ;;
	ip/l2tp.c) echo "l2tp add tunnel tunnel_id 1 peer_tunnel_id 1 remote 192.0.2.1 local 192.0.2.2" ;;
	ip/link.c|ip/link_show.c|ip/link_stats_cmd.c|ip/link_vf.c|ip/link_xdp.c)
		echo "link add x0"; echo "link set dev lo"; echo "link show" ;;
	ip/link_*.c)
		local k
		for k in $(grep -oE '\.name = "[a-z0-9_]+"' "$TOP/$1" |
			   cut -d'"' -f2); do
			case $k in
			*_slave) echo "link set dev lo type $k" ;;
			*) echo "link add x0 type $k"
			   echo "link add x0 link lo type $k" ;;
			esac
		done ;;
	ip/maddr.c) echo "maddr add 01:00:5e:00:00:01 dev lo"; echo "maddr show" ;;
	ip/mptcp.c) echo "mptcp endpoint add 10.9.0.1" ;;
	ip/mroute.c) echo "mroute show" ;;
	ip/neigh.c) echo "neigh add 10.9.0.2 dev lo"; echo "neigh show" ;;
	ip/netconf.c) echo "netconf show" ;;
	ip/nexthop.c|ip/nexthop_bucket.c)
		echo "nexthop add id 1 dev lo"; echo "nexthop show"
		echo "nexthop bucket show" ;;
	ip/ntable.c) echo "ntable change name arp_cache"; echo "ntable show" ;;
	ip/route.c|ip/route_get.c|ip/route_show.c)
		echo "route add 10.9.0.0/24 dev lo"; echo "route get 10.9.0.1"
		echo "route show" ;;
	ip/rule.c|ip/rule_filter.c) echo "rule add"; echo "rule show" ;;
	ip/sr.c) echo "sr tunsrc set" ;;
	ip/stats.c|ip/stats_suites.c) echo "stats show"; echo "stats set dev lo" ;;
	ip/tcp_metrics.c) echo "tcp_metrics show" ;;
	ip/token.c) echo "token set ::1/64 dev lo" ;;
	ip/tunnel.c|ip/tunnel6.c|ip/tunnel_gre.c)
		echo "tunnel add t0 mode gre"; echo "-6 tunnel add t0 mode ip6ip6" ;;
	ip/tuntap.c) echo "tuntap add mode tap" ;;
	ip/vrf.c) echo "vrf show" ;;
	ip/xfrm.c|ip/xfrm_state.c|ip/xfrm_state_add.c)
		echo "xfrm state add src 192.0.2.1 dst 192.0.2.2 proto esp spi 1"
		echo "xfrm state show" ;;
	# the long argument ends every line before anything is listened to
	ip/xfrm_monitor.c) echo "xfrm monitor" ;;
	ip/xfrm_policy.c|ip/xfrm_policy_default.c)
		echo "xfrm policy add dir out"; echo "xfrm policy show"
		echo "xfrm policy setdefault" ;;
	bridge/bridge.c) echo "" ;;
	bridge/fdb.c) echo "fdb add 00:11:22:33:44:55 dev lo"; echo "fdb show" ;;
	bridge/link.c) echo "link set dev lo"; echo "link show" ;;
	bridge/mdb.c) echo "mdb add dev lo port lo grp 239.1.1.1"; echo "mdb show" ;;
	bridge/vlan.c) echo "vlan add dev lo vid 1"; echo "vlan show" ;;
	bridge/vni.c) echo "vni add dev lo vni 100" ;;
	ip/encap*.c|ip/monitor.c|bridge/monitor.c|ip/netns.c|ip/batch_*.c|\
	ip/kind_util.c|ip/tunnel_common.c)
		echo "-" ;;	# not run, see the top
	*) echo "?" ;;
	esac
}

keywords() {
	{
		grep -ohE '\b(is|matches)\([^,()]+, *"[A-Za-z0-9_.-]+"\)' "$TOP/$1" |
			grep -oE '"[^"]+"'
		grep -ohE '\{ *"[a-z0-9_.-]+",' "$TOP/$1" | grep -oE '"[^"]+"'
	} | tr -d '"' | sort -u
}

TOTAL=0
for f in $(cd "$TOP" && ls ip/*.c bridge/*.c); do
	kws=$(keywords "$f")
	[ -n "$kws" ] || continue
	pfx=$(prefixes "$f")
	case $pfx in
	-) continue ;;
	\?) echo "FAIL generated $f: keywords and no command prefix in long_args.sh"
	    continue ;;
	esac
	bad=0 n=0 cmp=0
	: >"$T/fails"
	while IFS= read -r p; do
		bn=$NEW br=$REF
		case $f in bridge/*) bn=$BNEW br=$BREF ;; esac
		for kw in "" $kws; do
			for l in "$L9" "$L70"; do
				# shellcheck disable=SC2086
				run "$bn" "$NSN" $p $kw "$l"
				n=$((n + 1))
				nrc=$RC
				nerr=$(head -c 300 "$T/e")
				why=
				if crashed $nrc; then
					why="exit $nrc"
				elif [ $nrc -ne 0 ] && [ -z "$nerr" ]; then
					why="exit $nrc without a message"
				fi
				# the reference once per keyword: at 9000 bytes
				case $f:${#l} in bridge/vni.c:*|*:70000) ;; *)
					if [ -z "$why" ]; then
						# shellcheck disable=SC2086
						run "$br" "$NSR" $p $kw "$l"
						cmp=$((cmp + 1))
						if crashed $RC; then
							echo "    the reference: exit $RC on ${p:+$p }$kw <${#l} bytes>"
						elif grep -q exceeded "$T/e" && [ $nrc -eq 0 ] &&
						     ! grep -q '^addattr_l ERROR: message exceeded bound' <<<"$nerr"; then
							why="exit 0 and no bound message where the reference reports an exceeded bound"
						fi
					fi ;;
				esac
				if [ -n "$why" ]; then
					bad=$((bad + 1))
					echo "    ${p:+$p }$kw <${#l} bytes>: $why: ${nerr:0:120}" >>"$T/fails"
				fi
			done
		done
	done <<<"$pfx"
	TOTAL=$((TOTAL + n))
	if [ $bad = 0 ]; then
		echo "PASS generated $f: $n runs ($cmp compared with the reference)"
	else
		head -5 "$T/fails"
		echo "FAIL generated $f: $bad of $n runs"
	fi
done
echo "# $TOTAL generated runs"
