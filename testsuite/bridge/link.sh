#!/bin/bash
# link.sh — `bridge link show` and `bridge link set` against the reference.
# usage: testsuite/bridge/link.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

port_opts()
{
	"$REF" -n "$1" link set dev v1 hairpin on guard on root_block on \
		fastleave on learning off flood off mcast_flood off \
		bcast_flood off mcast_to_unicast on neigh_suppress on \
		vlan_tunnel on isolated on locked on cost 77 priority 9 &&
	"$REF" -n "$1" link set dev v2 backup_port v1
}

run_case link-show setup_basic link show
run_case link-show-default setup_basic link
run_case link-show-abbrev setup_basic l s
run_case link-show-details setup_basic -d link show
run_case link-show-json setup_basic -j link show
run_case link-show-json-pretty-details setup_basic -j -p -d link show
run_case link-show-oneline-details setup_basic -o -d link show
run_case link-show-color setup_basic -c link show
run_case link-show-color-never setup_basic -color=never link show
run_case link-show-dev setup_basic link show dev v1
run_case link-show-dev-not-port setup_basic link show dev v1p
run_case link-show-master setup_basic link show master br0
run_case link-show-dev-missing setup_basic link show dev nope
run_case link-show-dev-twice setup_basic link show dev v1 dev v2
run_case link-show-dev-incomplete setup_basic link show dev
run_case link-show-options setup_basic+port_opts -d link show
run_case link-show-options-json setup_basic+port_opts -d -j link show
run_case link-set-cost-priority-state setup_basic \
	link set dev v1 cost 7 priority 9 state 3
run_case link-set-state-name setup_basic link set dev v1 state blocking
run_case link-set-state-bad setup_basic link set dev v1 state 0x2
run_case link-set-state-kernel-refuses setup_basic link set dev v1 state 9
run_case link-set-flags setup_basic link set dev v1 hairpin on guard on \
	root_block on fastleave on learning off flood off mcast_flood off \
	bcast_flood off mcast_to_unicast on neigh_suppress on vlan_tunnel on \
	isolated on locked on
run_case link-set-onoff-bad setup_basic link set dev v1 guard 1
run_case link-set-atoi-numbers setup_basic link set dev v1 cost 5x \
	priority x mcast_router 0
run_case link-set-mcast-router-bad setup_basic link set dev v1 mcast_router 5
run_case link-set-backup-port setup_basic link set dev v1 backup_port v2
run_case link-set-nobackup-port setup_basic+port_opts \
	link set dev v2 nobackup_port
run_case link-set-backup-port-missing setup_basic \
	link set dev v1 backup_port nope
run_case link-set-hwmode-bad setup_basic link set dev v1 hwmode x
run_case link-set-hwmode-vepa setup_basic link set dev v1 hwmode vepa
run_case link-set-self setup_basic link set dev v1 self
run_case link-set-master setup_basic link set dev v1 master cost 12
run_case link-set-no-dev setup_basic link set cost 5
run_case link-set-dev-missing setup_basic link set dev nope cost 5
run_case link-set-not-port setup_basic link set dev v1p cost 3
run_case link-set-unknown setup_basic link set dev v1 foo
run_case link-set-incomplete setup_basic link set dev v1 cost
run_case link-help setup_basic link help
run_case link-unknown-command setup_basic link foo
summary
