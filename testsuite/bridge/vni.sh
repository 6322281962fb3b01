#!/bin/bash
# vni.sh — `bridge vni` (the VNI filter of vxlan devices) against the
# reference: show in every output form, add and delete with ranges,
# group and remote addresses, argument and kernel errors, monitor events.
#
# Never give a VNI range whose end reads as 4294967295 or close to it
# ("-1", "5--3", a number past 2^31...): this kernel adds VNIs in a u32
# loop that never ends there, and both tools send what they are told.
# usage: testsuite/bridge/vni.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

NEED_VXLAN=1

# The resulting state: the VNI filter of every device, and the links.
state_of()
{
	"$REF" -n "$1" -j vni show 2>&1
	"$REF" -n "$1" -j -d link show 2>&1
}

has_vnifilter=
check_vnifilter()
{
	local ns=$PFX-vprobe

	if [ -z "$has_vnifilter" ]; then
		has_vnifilter=no
		mkns "$ns" && ip -n "$ns" link add vxp type vxlan dstport 4789 \
			external vnifilter 2>/dev/null && has_vnifilter=yes
		ip netns del "$ns" 2>/dev/null
	fi
	[ "$has_vnifilter" = yes ]
}

none() { :; }

# vx0: external with a VNI filter; vx1 the same on top of a veth, so
# that it accepts multicast groups; vxn: a plain vxlan, no filter.
setup_vni()
{
	local ns=$1

	ip -n "$ns" link add vx0 address 02:00:00:00:0f:01 type vxlan \
		dstport 4789 external vnifilter || return 1
	ip -n "$ns" link add va address 02:00:00:00:0e:01 type veth \
		peer name vb address 02:00:00:00:0e:02 || return 1
	ip -n "$ns" link add vx1 address 02:00:00:00:0f:02 type vxlan \
		dstport 4790 external vnifilter dev va || return 1
	ip -n "$ns" link add vxn address 02:00:00:00:0f:03 type vxlan id 5 \
		dstport 4791 || return 1
}

vni_entries()
{
	"$REF" -n "$1" vni add vni 100 dev vx0 &&
	"$REF" -n "$1" vni add vni 200-210 dev vx0 &&
	"$REF" -n "$1" vni add vni 301 remote 10.0.0.1 dev vx0 &&
	"$REF" -n "$1" vni add vni 400-402 remote 10.0.0.2 dev vx0 &&
	"$REF" -n "$1" vni add vni 16777215 dev vx0 &&
	"$REF" -n "$1" vni add vni 10 group 239.1.1.1 dev vx1 &&
	"$REF" -n "$1" vni add vni 11-13 group 239.1.1.2 dev vx1 &&
	"$REF" -n "$1" vni add vni 14 group ff05::2 dev vx1 &&
	"$REF" -n "$1" vni add vni 600 remote 2001:db8::1 dev vx1
}

# A device whose table needs several dump messages (one per entry with -s).
many_vnis()
{
	ip -n "$1" link add vxlongname01234 type vxlan dstport 4792 \
		external vnifilter || return 1
	"$REF" -n "$1" vni add vni 1-700 dev vxlongname01234
}

if ! check_vnifilter; then
	skip vni "the kernel cannot create vxlan devices with a VNI filter"
	summary
	exit
fi

S=setup_vni+vni_entries

# ---- show ----
run_case vni-show $S vni show
run_case vni-default $S vni
run_case vni-list $S vni list
run_case vni-lst $S vni lst
run_case vni-object-abbrev $S vn
run_case vni-show-dev $S vni show dev vx1
run_case vni-show-dev-missing $S vni show dev nope
run_case vni-show-dev-empty $S vni show dev ""
run_case vni-show-dev-not-vxlan $S vni show dev lo
run_case vni-show-dev-no-filter $S vni show dev vxn
run_case vni-show-dev-dup $S vni show dev vx0 dev vx1
run_case vni-show-dev-incomplete $S vni show dev
run_case vni-show-word-ignored $S vni show foo
run_case vni-show-help-ignored $S vni show help
run_case vni-show-dev-abbrev-ignored $S vni show de vx1
run_case vni-show-json $S -j vni show
run_case vni-show-json-pretty $S -j -p vni show
run_case vni-show-json-dev $S -j vni show dev vx0
run_case vni-show-json-not-vxlan $S -j vni show dev lo
run_case vni-show-json-pretty-no-filter $S -j -p vni show dev vxn
run_case vni-show-stats $S -s vni show
run_case vni-show-stats-twice $S -s -s vni show dev vx1
run_case vni-show-stats-json $S -s -j vni show
run_case vni-show-stats-json-pretty $S -s -j -p vni show dev vx1
run_case vni-show-details $S -d vni show
run_case vni-show-details-json $S -d -j vni show
run_case vni-show-oneline $S -o vni show
run_case vni-show-oneline-stats $S -o -s vni show dev vx0
run_case vni-show-color $S -color=always vni show
run_case vni-show-color-json $S -color=always -j vni show
run_case vni-show-timestamp $S -t vni show
run_case vni-show-none none vni show
run_case vni-show-none-json none -j vni show
run_case vni-show-none-json-pretty none -j -p vni show
run_case vni-show-many setup_vni+many_vnis vni show
run_case vni-show-many-stats setup_vni+many_vnis -s vni show
run_case vni-show-many-stats-json setup_vni+many_vnis -s -j vni show
run_case vni-show-many-stats-dev setup_vni+many_vnis \
	-s vni show dev vxlongname01234

# ---- add ----
run_case vni-add setup_vni vni add vni 100 dev vx0
run_case vni-add-range setup_vni vni add vni 100-120 dev vx0
run_case vni-add-remote setup_vni vni add vni 7 remote 10.1.1.1 dev vx0
run_case vni-add-remote-range setup_vni vni add vni 7-9 remote 10.1.1.1 dev vx0
run_case vni-add-remote6 setup_vni vni add vni 7 remote 2001:db8::7 dev vx0
run_case vni-add-remote-mapped setup_vni \
	vni add vni 7 remote ::ffff:1.2.3.4 dev vx0
run_case vni-add-remote-short setup_vni vni add vni 7 remote 1.2.3 dev vx0
run_case vni-add-remote-zero setup_vni vni add vni 7 remote 0.0.0.0 dev vx0
run_case vni-add-remote-multicast setup_vni \
	vni add vni 7 remote 239.1.1.3 dev vx1
run_case vni-add-remote-default setup_vni vni add vni 7 remote default dev vx0
run_case vni-add-remote-any setup_vni vni add vni 7 remote any dev vx0
run_case vni-add-remote-bad setup_vni vni add vni 7 remote foo dev vx0
run_case vni-add-remote-prefix setup_vni \
	vni add vni 7 remote 1.2.3.4/24 dev vx0
run_case vni-add-remote-scope setup_vni \
	vni add vni 7 remote fe80::1%lo dev vx0
run_case vni-add-group setup_vni vni add vni 7 group 239.1.1.1 dev vx1
run_case vni-add-group-range setup_vni \
	vni add vni 7-9 group 239.1.1.1 dev vx1
run_case vni-add-group6 setup_vni vni add vni 7 group ff05::7 dev vx1
run_case vni-add-group-no-lower setup_vni \
	vni add vni 7 group 239.1.1.1 dev vx0
run_case vni-add-group-unicast setup_vni \
	vni add vni 7 group 10.0.0.1 dev vx1
run_case vni-add-group-default setup_vni vni add vni 7 group default dev vx1
run_case vni-add-group-bad setup_vni vni add vni 7 group foo dev vx1
run_case vni-add-group-dup setup_vni \
	vni add vni 7 group 239.1.1.1 group 239.1.1.2 dev vx1
run_case vni-add-remote-then-group setup_vni \
	vni add vni 7 remote 10.0.0.1 group 239.0.0.2 dev vx1
run_case vni-add-group-then-remote setup_vni \
	vni add vni 7 group 239.0.0.2 remote 10.0.0.1 dev vx1
run_case vni-add-remote-dup-first setup_vni \
	vni add vni 7 remote 10.0.0.1 remote
run_case vni-add-remote-dup-bad setup_vni \
	vni add vni 7 remote 10.0.0.1 group foo dev vx0
run_case vni-add-vni-dup setup_vni vni add vni 5 vni 6 dev vx0
run_case vni-add-vni-dup-zero setup_vni vni add vni 0 vni 6 dev vx0
run_case vni-add-vni-zero setup_vni vni add vni 0 dev vx0
run_case vni-add-vni-word setup_vni vni add vni x dev vx0
run_case vni-add-vni-hex setup_vni vni add vni 0x10 dev vx0
run_case vni-add-vni-octal-looking setup_vni vni add vni 010 dev vx0
run_case vni-add-vni-trailing setup_vni vni add vni 12a dev vx0
run_case vni-add-vni-empty setup_vni vni add vni "" dev vx0
run_case vni-add-vni-blank setup_vni vni add vni " " dev vx0
run_case vni-add-vni-plus setup_vni vni add vni +7 dev vx0
run_case vni-add-vni-big setup_vni vni add vni 16777216 dev vx0
run_case vni-add-vni-wraps-zero setup_vni vni add vni 4294967296 dev vx0
run_case vni-add-vni-wraps setup_vni vni add vni 99999999999 dev vx0
run_case vni-add-range-open-end setup_vni vni add vni 5- dev vx0
run_case vni-add-range-open-start setup_vni vni add vni -5 dev vx0
run_case vni-add-range-reversed setup_vni vni add vni 5-3 dev vx0
run_case vni-add-range-trailing setup_vni vni add vni 20-2b dev vx0
run_case vni-add-range-three setup_vni vni add vni 1-2-3 dev vx0
run_case vni-add-range-dash setup_vni vni add vni - dev vx0
run_case vni-add-range-end-word setup_vni vni add vni 5-a dev vx0
run_case vni-add-exists $S vni add vni 100 dev vx0
run_case vni-add-overlap $S vni add vni 205-220 remote 10.0.0.9 dev vx0
run_case vni-add-no-args setup_vni vni add
run_case vni-add-no-dev setup_vni vni add vni 5
run_case vni-add-no-vni setup_vni vni add dev vx0
run_case vni-add-no-vni-missing-dev setup_vni vni add dev nope
run_case vni-add-dev-missing setup_vni vni add vni 5 dev nope
run_case vni-add-dev-empty setup_vni vni add vni 5 dev ""
run_case vni-add-dev-long setup_vni vni add vni 5 dev 12345678901234567
run_case vni-add-dev-not-vxlan setup_vni vni add vni 5 dev lo
run_case vni-add-dev-no-filter setup_vni vni add vni 5 dev vxn
run_case vni-add-dev-last-wins setup_vni vni add vni 5 dev nope dev vx0
run_case vni-add-dev-last-missing setup_vni vni add vni 5 dev vx0 dev nope
run_case vni-add-dev-missing-bad-group setup_vni \
	vni add vni 5 dev nope group 1.1.1.1
run_case vni-add-words-ignored setup_vni \
	vni add vni 42 dev vx0 rem 10.9.9.9 foo
run_case vni-add-abbrev-keyword setup_vni vni add vn 5 de vx0
run_case vni-add-help setup_vni vni add vni 5 dev vx0 help
run_case vni-add-help-abbrev-ignored setup_vni vni add vni 5 dev vx0 he
run_case vni-add-help-first setup_vni vni add help
run_case vni-add-incomplete-vni setup_vni vni add vni
run_case vni-add-incomplete-vni-second setup_vni vni add vni 5 dev vx0 vni
run_case vni-add-incomplete-dev setup_vni vni add vni 5 dev
run_case vni-add-incomplete-remote setup_vni vni add vni 5 remote
run_case vni-add-incomplete-group setup_vni vni add vni 5 group

# ---- delete ----
run_case vni-delete $S vni delete vni 100 dev vx0
run_case vni-delete-range $S vni delete vni 200-210 dev vx0
run_case vni-delete-part $S vni delete vni 203-205 dev vx0
run_case vni-delete-remote $S vni delete vni 301 remote 10.9.9.9 dev vx0
run_case vni-delete-group $S vni delete vni 10 group 239.1.1.1 dev vx1
run_case vni-delete-missing $S vni delete vni 999 dev vx0
run_case vni-delete-no-args $S vni delete
run_case vni-delete-dev-missing $S vni delete vni 5 dev nope
run_case vni-delete-dev-not-vxlan $S vni delete vni 5 dev lo
run_case vni-delete-remote-bad $S vni delete vni 5 remote x dev vx0
run_case vni-delete-help $S vni delete vni 6 help

# ---- commands, help ----
run_case vni-help none vni help
run_case vni-help-object-abbrev none vn help
for c in a ad d de del dele s sh l lis ls h he helpx showx addx ADD foo; do
	run_case "vni-command-$c" $S vni "$c" vni 100 dev vx0
done
printf 'vni add vni 7 dev vx0\nvni add vni 7 dev vx0\nvni show\n' \
	>"$TMP/vni-fail.batch"
printf 'vni add vni 7 dev vx0\nvni show dev vx0\nvni foo\nvni show\n' \
	>"$TMP/vni-usage.batch"
printf 'vni add vni 7 remote foo dev vx0\nvni show\n' >"$TMP/vni-addr.batch"
printf 'vni show dev lo\nvni show\n' >"$TMP/vni-dump.batch"
printf 'vni show dev nope\nvni show\n' >"$TMP/vni-nodev.batch"
printf 'vni add vni 7 dev nope\nvni add vni 8 dev vx0\nvni show\n' \
	>"$TMP/vni-addnodev.batch"
run_case vni-batch-dump-error setup_vni -force -batch "$TMP/vni-dump.batch"
run_case vni-batch-show-no-dev setup_vni -force -batch "$TMP/vni-nodev.batch"
run_case vni-batch-add-no-dev setup_vni \
	-force -batch "$TMP/vni-addnodev.batch"
printf 'vni add vni 7\nvni show\nvni add vni 5 vni 6 dev vx0\nvni show\n' \
	>"$TMP/vni-required.batch"
run_case vni-batch-required setup_vni -force -batch "$TMP/vni-required.batch"
run_case vni-batch-kernel-error setup_vni -batch "$TMP/vni-fail.batch"
run_case vni-batch-kernel-error-force setup_vni \
	-force -batch "$TMP/vni-fail.batch"
run_case vni-batch-usage setup_vni -batch "$TMP/vni-usage.batch"
run_case vni-batch-address setup_vni -force -batch "$TMP/vni-addr.batch"

# ---- monitor ----
vni_events()
{
	"$REF" -n "$1" vni add vni 2000 dev vx0
	"$REF" -n "$1" vni add vni 2001-2003 remote 10.0.0.5 dev vx0
	"$REF" -n "$1" vni add vni 2010 group 239.1.1.9 dev vx1
	"$REF" -n "$1" vni add vni 2011 remote 2001:db8::11 dev vx1
	"$REF" -n "$1" vni delete vni 2000 dev vx0
	"$REF" -n "$1" vni delete vni 2001-2003 dev vx0
	"$REF" -n "$1" vni delete vni 2010 dev vx1
}

# vni_monitor_case NAME ARGS...: both monitors watch the same events.
vni_monitor_case()
{
	local name=$1 pr po side n
	shift

	if ! command -v stdbuf >/dev/null; then
		skip "$name" "stdbuf is needed to read the reference's monitor"
		return
	fi
	for side in r o; do
		if ! mkns "$PFX-$side" || ! setup_vni "$PFX-$side"; then
			skip "$name" "cannot set up namespace $PFX-$side"
			ip netns del "$PFX-r" 2>/dev/null
			ip netns del "$PFX-o" 2>/dev/null
			return
		fi
	done
	stdbuf -oL "$REF" -n "$PFX-r" "$@" >"$TMP/r.out" 2>"$TMP/r.err" &
	pr=$!
	"$NEW" -n "$PFX-o" "$@" >"$TMP/o.out" 2>"$TMP/o.err" &
	po=$!
	sleep 0.5
	vni_events "$PFX-r" >/dev/null 2>&1
	vni_events "$PFX-o" >/dev/null 2>&1
	sleep 0.5
	kill "$pr" "$po" 2>/dev/null
	wait "$pr" "$po" 2>/dev/null
	ip netns del "$PFX-r"
	ip netns del "$PFX-o"
	n='s/[0-9]+ usec$/N usec/; s/[0-9]{2}:[0-9]{2}:[0-9]{2}/T/'
	if ! cmp -s <(sed -E "$n" "$TMP/r.out") <(sed -E "$n" "$TMP/o.out"); then
		fail "$name" "events differ: $(diff <(sed -E "$n" "$TMP/r.out") \
			<(sed -E "$n" "$TMP/o.out") | sed -n 2p | cut -c1-100)"
	elif ! cmp -s "$TMP/r.err" "$TMP/o.err"; then
		fail "$name" "stderr differs"
	elif [ ! -s "$TMP/r.out" ]; then
		fail "$name" "the reference saw no event"
	else
		pass "$name"
	fi
}

# ---- printers on crafted replies (traffic counters, odd entries) ----
FAKE=$(cd "$(dirname "$0")/fake" && pwd)

# fake_vni_case NAME KIND ARGS...: the VNI dump answered with KIND.
fake_vni_case()
{
	local name=$1 kind=$2
	shift 2

	if [ "$fake_ok" != yes ]; then
		skip "$name" "cc and python3 are needed to build the dump shim"
		return
	fi
	RUN_ENV=(BT2_FAKE="$TMP/vni-$kind.bin" BT2_FAKE_TYPE=122
		 BT2_FAKE_FAM=7 LD_PRELOAD="$TMP/shim.so")
	run_case "$name" setup_vni "$@"
	RUN_ENV=()
}

fake_ok=no
if command -v cc >/dev/null && command -v python3 >/dev/null &&
   cc -shared -fPIC -o "$TMP/shim.so" "$FAKE/shim.c" -ldl 2>/dev/null; then
	fake_ok=yes
	for k in shows stats odd empty events; do
		python3 "$FAKE/vni.py" $k >"$TMP/vni-$k.bin" || fake_ok=no
	done
fi
fake_vni_case vni-fake-show shows vni show
fake_vni_case vni-fake-show-json shows -j vni show
fake_vni_case vni-fake-show-json-pretty shows -j -p vni show
fake_vni_case vni-fake-show-color shows -color=always vni show
fake_vni_case vni-fake-show-oneline shows -o vni show
fake_vni_case vni-fake-stats stats -s vni show
fake_vni_case vni-fake-stats-no-s stats vni show
fake_vni_case vni-fake-stats-json stats -s -j vni show
fake_vni_case vni-fake-stats-json-pretty stats -s -j -p vni show
fake_vni_case vni-fake-stats-oneline stats -o -s vni show
fake_vni_case vni-fake-odd odd -s vni show
fake_vni_case vni-fake-odd-json odd -s -j -p vni show
fake_vni_case vni-fake-odd-oneline odd -o vni show
# the reference's JSON aborts on a message without entries: text only
fake_vni_case vni-fake-empty empty vni show
fake_vni_case vni-fake-empty-oneline empty -o vni show
fake_vni_case vni-fake-monitor-file events monitor file "$TMP/vni-events.bin"
fake_vni_case vni-fake-monitor-file-all events \
	monitor all file "$TMP/vni-events.bin"
fake_vni_case vni-fake-monitor-file-vni events \
	monitor vni file "$TMP/vni-events.bin"

vni_monitor_case vni-monitor monitor vni
vni_monitor_case vni-monitor-all monitor all
vni_monitor_case vni-monitor-timestamp -t monitor vni
vni_monitor_case vni-monitor-json -j monitor vni
vni_monitor_case vni-monitor-color -color=always monitor vni
# nlroute alone: ranges this kernel cannot finish (an end of 2^32-1, or
# more entries than there are VNIs) are refused before anything is sent;
# the reference sends them and the kernel's range loop holds RTNL.
# The filter must be as it was, and the refusal quick.
big_vni_case()
{
	local name=$1 v=$2 ns=$PFX-big out rc

	check_vnifilter || { echo "SKIP $name: no vxlan vnifilter"; return; }
	mkns "$ns" && setup_vni "$ns" || { fail "$name" "setup"; return; }
	out=$(timeout 5 "$NEW" -n "$ns" vni add vni "$v" dev vx0 2>&1)
	rc=$?
	if [ $rc -ne 255 ] ||
	   [ "$out" != "Error: argument \"$v\" is wrong: invalid vni" ]; then
		fail "$name" "exit $rc: $out"
	elif [ -n "$("$REF" -n "$ns" vni show dev vx0 | tail -n +2 | tr -d ' \n')" ]; then
		fail "$name" "an entry was added"
	else
		pass "$name"
	fi
	ip netns del "$ns" 2>/dev/null
}
big_vni_case vni-refuse-u32-max 4294967295
big_vni_case vni-refuse-negative-end 5--3
big_vni_case vni-refuse-range-to-max 0-4294967295
big_vni_case vni-refuse-range-huge 1-16777217
summary
