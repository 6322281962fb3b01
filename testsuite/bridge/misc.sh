#!/bin/bash
# misc.sh — global options, help texts, batch mode and monitor against the
# reference.
# usage: testsuite/bridge/misc.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

none() { :; }

run_case usage none
run_case help-object none help
run_case help-option none -help
run_case object-unknown none foo
run_case object-abbrev-fdb setup_basic f
run_case option-unknown none -x link
run_case option-double-dash setup_basic --d link
run_case option-end setup_basic -- link
run_case option-color-bad none -color=bad link
run_case option-color-equals setup_basic -c=always link
run_case option-color-empty setup_basic -color= link
run_case option-compress setup_basic -compress link
run_case option-family setup_basic -f inet link
run_case option-family-bad none -family link
run_case option-netns-missing none -n
run_case option-pretty-text setup_basic -p link
run_case monitor-all-not-abbrev none monitor a
run_case monitor-help none monitor help
run_case monitor-unknown none monitor foo

printf 'link show dev v1\nfdb add 02:00:00:00:bb:01 dev v1 master\nfdb show br br0\n' \
	>"$TMP/ok.batch"
printf 'fdb add 02:00:00:00:bb:01 dev v1 master\nfdb add 02:00:00:00:bb:01 dev v1 master\nlink show\n' \
	>"$TMP/fail.batch"
printf 'link show dev v1\nfdb foo\nlink show dev v2\n' >"$TMP/usage.batch"
printf 'link show dev v1\n"unterminated\n' >"$TMP/quote.batch"
run_case batch setup_basic -batch "$TMP/ok.batch"
run_case batch-kernel-error setup_basic -batch "$TMP/fail.batch"
run_case batch-kernel-error-force setup_basic -force -batch "$TMP/fail.batch"
run_case batch-usage-error setup_basic -batch "$TMP/usage.batch"
run_case batch-unterminated setup_basic -batch "$TMP/quote.batch"
run_case batch-missing-file none -batch "$TMP/nonexistent"
run_case batch-no-file none -batch

# monitor_case NAME MONITOR-ARGS...: both monitors watch the same events.
monitor_events()
{
	"$REF" -n "$1" fdb add 02:00:00:00:ee:01 dev v1 master
	"$REF" -n "$1" fdb del 02:00:00:00:ee:01 dev v1 master
	"$REF" -n "$1" link set dev v1 cost 9
	"$REF" -n "$1" mdb add dev br0 port v1 grp 239.2.2.2 permanent
	"$REF" -n "$1" mdb del dev br0 port v1 grp 239.2.2.2
	"$REF" -n "$1" link set dev v2 mcast_router 2
	"$REF" -n "$1" link set dev v2 mcast_router 1
}

monitor_case()
{
	local name=$1 pr po side
	shift

	if ! command -v stdbuf >/dev/null; then
		skip "$name" "stdbuf is needed to read the reference's monitor"
		return
	fi
	for side in r o; do
		if ! mkns "$PFX-$side" || ! setup_basic "$PFX-$side"; then
			skip "$name" "cannot set up namespace $PFX-$side"
			return
		fi
	done
	stdbuf -oL "$REF" -n "$PFX-r" "$@" >"$TMP/r.out" 2>"$TMP/r.err" &
	pr=$!
	"$NEW" -n "$PFX-o" "$@" >"$TMP/o.out" 2>"$TMP/o.err" &
	po=$!
	sleep 0.5
	${EVENTS:-monitor_events} "$PFX-r" >/dev/null 2>&1
	${EVENTS:-monitor_events} "$PFX-o" >/dev/null 2>&1
	sleep 0.5
	kill "$pr" "$po" 2>/dev/null
	wait "$pr" "$po" 2>/dev/null
	ip netns del "$PFX-r"
	ip netns del "$PFX-o"
	local n='s/[0-9]+ usec$/N usec/; s/[0-9]{2}:[0-9]{2}:[0-9]{2}/T/'
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

# monitor file: replay what rtmon saved, in a namespace like the recorded one
rtmon_case()
{
	local ns=$PFX-rec pid

	if ! command -v rtmon >/dev/null; then
		skip monitor-file "rtmon is needed to record a file"
		return
	fi
	mkns "$ns" && setup_basic "$ns" || {
		skip monitor-file "cannot set up $ns"
		return
	}
	ip netns exec "$ns" rtmon file "$TMP/rtmon.log" &
	pid=$!
	sleep 0.5
	monitor_events "$ns" >/dev/null 2>&1
	sleep 0.5
	kill "$pid"
	wait "$pid" 2>/dev/null
	ip netns del "$ns"
	run_case monitor-file setup_basic monitor file "$TMP/rtmon.log"
	run_case monitor-file-all setup_basic monitor all file "$TMP/rtmon.log"
}
rtmon_case
run_case monitor-file-missing none monitor file "$TMP/nonexistent"

monitor_case monitor monitor
monitor_case monitor-all monitor all
monitor_case monitor-fdb-link monitor fdb link
monitor_case monitor-mdb monitor mdb
monitor_case monitor-timestamp -t monitor link fdb

# new devices: a veth whose peer does not exist yet shows as @NONE
veth_events()
{
	ip -n "$1" link add v5 address 02:00:00:00:05:01 type veth \
		peer name v5p address 02:00:00:00:05:02
	ip -n "$1" link set v5 master br0
	ip -n "$1" link add br9 type bridge
	ip -n "$1" link set v5 master br9
	ip -n "$1" link del v5
	ip -n "$1" link del br9
}
EVENTS=veth_events monitor_case monitor-new-devices monitor link
summary
