#!/bin/bash
# vlan.sh — `bridge vlan` against the reference. The kernel may refuse
# vlan filtering; then argument errors, empty outputs and the kernel's
# answers are what is compared.
# usage: testsuite/bridge/vlan.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

run_case vlan-show setup_basic vlan show
run_case vlan-show-default setup_basic vlan
run_case vlan-show-json setup_basic -j vlan show
run_case vlan-show-json-pretty setup_basic -j -p vlan show
run_case vlan-show-compressed setup_basic -compressvlans vlan show
run_case vlan-show-stats setup_basic -s vlan show
run_case vlan-show-stats-json setup_basic -j -s vlan show
run_case vlan-show-details setup_basic -d vlan show
run_case vlan-show-details-json setup_basic -j -d vlan show
run_case vlan-show-dev setup_basic vlan show dev v1 vid 3
run_case vlan-show-dev-missing setup_basic vlan show dev nope
run_case vlan-tunnelshow setup_basic vlan tunnelshow
run_case vlan-tunnelshow-json setup_basic -j vlan tunnelshow dev v1
run_case vlan-add setup_basic vlan add vid 5 dev v1
run_case vlan-add-range setup_basic vlan add vid 5-7 dev v1 untagged master
run_case vlan-add-range-pvid setup_basic vlan add vid 5-7 dev v1 pvid
run_case vlan-add-range-bad setup_basic vlan add vid 5-3 dev v1
run_case vlan-add-vid-bad setup_basic vlan add vid x dev v1
run_case vlan-add-no-dev setup_basic vlan add vid 5
run_case vlan-add-dev-missing setup_basic vlan add vid 5 dev nope
run_case vlan-add-tunnel-bad setup_basic vlan add vid 5 dev v1 tunnel_info id x
run_case vlan-add-vid-too-big setup_basic vlan add vid 70000 dev v1
run_case vlan-add-range-open setup_basic vlan add vid 5- dev v1
run_case vlan-set-range-first setup_basic vlan set vid 5000-6000 dev v1
run_case vlan-add-tunnel-range-bad setup_basic \
	vlan add vid 5-6 dev v1 tunnel_info id 5-x
run_case vlan-add-help-skips setup_basic vlan add vid 5 dev v1 help
run_case vlan-del setup_basic vlan del vid 5 dev v1
run_case vlan-set-state setup_basic vlan set vid 5 dev v1 state forwarding
run_case vlan-set-state-bad setup_basic vlan set vid 5 dev v1 state x
run_case vlan-set-mcast-router-bad setup_basic \
	vlan set vid 5 dev v1 mcast_router x
run_case vlan-global-show setup_basic vlan global show
run_case vlan-global-set setup_basic \
	vlan global set vid 5 dev br0 mcast_snooping 1
run_case vlan-global-set-bad setup_basic \
	vlan global set vid 5 dev br0 mcast_querier x
run_case vlan-global-set-dev-missing setup_basic \
	vlan global set vid 5 dev nope
run_case vlan-global-unknown setup_basic vlan global foo
run_case vlan-help setup_basic vlan help
run_case vlan-unknown-command setup_basic vlan g
# "dev" is looked up when it is read: a missing device is reported
# before a bad value that follows it (and a value before it first)
run_case vlan-set-dev-first setup_basic vlan set dev nosuch state x
run_case vlan-set-dev-only setup_basic vlan set dev nosuch
run_case vlan-set-value-first setup_basic vlan set state x dev nosuch
run_case vlan-set-router-after setup_basic vlan set dev nosuch mcast_router x
run_case vlan-global-dev-first setup_basic \
	vlan global set vid 1 dev nosuch mcast_snooping x
run_case vlan-global-value-first setup_basic \
	vlan global set vid 1 mcast_snooping x dev nosuch
run_case vlan-global-dev-only setup_basic vlan global set dev nosuch
run_case vlan-global-mcast setup_basic \
	vlan global set vid 1 dev br0 mcast_igmp_version 3 mcast_mld_version 2 \
	mcast_last_member_count 3 mcast_startup_query_count 4 \
	mcast_last_member_interval 200 mcast_membership_interval 300 \
	mcast_querier_interval 400 mcast_query_interval 500 \
	mcast_query_response_interval 600 mcast_startup_query_interval 700
run_case vlan-global-bad-u8 setup_basic \
	vlan global set vid 1 dev br0 mcast_last_member_count 99999999999
summary
