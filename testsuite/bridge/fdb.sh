#!/bin/bash
# fdb.sh — `bridge fdb` against the reference.
# usage: testsuite/bridge/fdb.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

run_case fdb-show setup_basic+fdb_entries fdb show
run_case fdb-show-default setup_basic+fdb_entries fdb
run_case fdb-show-json setup_basic+fdb_entries -j fdb show
run_case fdb-show-json-pretty setup_basic+fdb_entries -j -p fdb show dev v1
# "used"/"updated" count seconds since each side's own setup: they may
# differ by one second between the two namespaces
NORM='s/used [0-9]+\/[0-9]+/used N\/N/g; s/"(used|updated)":[0-9]+/"\1":N/g'
run_case fdb-show-stats setup_basic+fdb_entries -s fdb show
run_case fdb-show-stats-json setup_basic+fdb_entries -j -s fdb show
NORM=
run_case fdb-show-br setup_basic+fdb_entries fdb show br br0
run_case fdb-show-brport setup_basic+fdb_entries fdb show brport v1
run_case fdb-show-br-brport setup_basic+fdb_entries fdb show br br0 brport v2
run_case fdb-show-state-static setup_basic+fdb_entries fdb show state static
run_case fdb-show-state-number setup_basic+fdb_entries fdb show state 2
run_case fdb-show-state-bad setup_basic fdb show state x
run_case fdb-show-dynamic setup_basic+fdb_entries fdb show dynamic
run_case fdb-show-color setup_basic+fdb_entries -c fdb show br br0
run_case fdb-show-br-missing setup_basic fdb show br nope
run_case fdb-show-empty-json-pretty setup_basic -j -p fdb show dev lo
run_case fdb-add-master setup_basic fdb add 02:00:00:00:bb:01 dev v1 master
run_case fdb-add-self-default setup_basic fdb add 02:00:00:00:bb:01 dev v1
run_case fdb-add-static-sticky setup_basic \
	fdb add 02:00:00:00:bb:01 dev v1 master static sticky
run_case fdb-add-flags setup_basic \
	fdb add 02:00:00:00:bb:01 dev v1 master use extern_learn
run_case fdb-add-router setup_basic fdb add 02:00:00:00:bb:01 dev v1 router
run_case fdb-add-to-keyword setup_basic \
	fdb add to 02:00:00:00:bb:01 dev v1 master local
run_case fdb-add-exists setup_basic+fdb_entries \
	fdb add 02:00:00:00:aa:01 dev v1 master
run_case fdb-replace setup_basic+fdb_entries \
	fdb replace 02:00:00:00:aa:01 dev v2 master dynamic
run_case fdb-del setup_basic+fdb_entries fdb del 02:00:00:00:aa:01 dev v1 master
run_case fdb-del-missing setup_basic fdb del 02:00:00:00:99:99 dev v1 master
run_case fdb-add-no-dev setup_basic fdb add 02:00:00:00:bb:01
run_case fdb-add-bad-mac setup_basic fdb add 02:00:00:00:01 dev v1
run_case fdb-add-dev-missing setup_basic fdb add 02:00:00:00:bb:01 dev nope
run_case fdb-add-vlan-bad setup_basic fdb add 02:00:00:00:bb:01 dev v1 vlan 4096
run_case fdb-add-vlan-twice setup_basic \
	fdb add 02:00:00:00:bb:01 dev v1 vlan 1 vlan 2
run_case fdb-add-dst-bad setup_basic fdb add 02:00:00:00:bb:01 dev v1 dst x
run_case fdb-add-port-bad setup_basic \
	fdb add 02:00:00:00:bb:01 dev v1 port 70000
run_case fdb-add-vni-bad setup_basic \
	fdb add 02:00:00:00:bb:01 dev v1 vni 16777216
run_case fdb-add-nhid-bad setup_basic fdb add 02:00:00:00:bb:01 dev v1 nhid x
run_case fdb-add-garbage setup_basic \
	fdb add 02:00:00:00:bb:01 02:00:00:00:bb:02 dev v1
run_case fdb-get setup_basic+fdb_entries fdb get 02:00:00:00:aa:02 br br0
run_case fdb-get-json setup_basic+fdb_entries \
	-j fdb get 02:00:00:00:aa:01 dev v1 master
run_case fdb-get-dynamic-filter setup_basic+fdb_entries \
	fdb get 02:00:00:00:aa:01 br br0 dynamic
run_case fdb-get-missing setup_basic fdb get 02:00:00:00:99:02 br br0
run_case fdb-get-missing-json setup_basic -j fdb get 02:00:00:00:99:02 br br0
run_case fdb-get-vlan-bad setup_basic fdb get 02:00:00:00:aa:02 br br0 vlan x
run_case fdb-get-no-dev setup_basic fdb get 02:00:00:00:aa:02
run_case fdb-flush-dynamic setup_basic+fdb_entries fdb flush dev br0 dynamic
run_case fdb-flush-brport setup_basic+fdb_entries \
	fdb flush dev br0 brport v1 master nopermanent
run_case fdb-flush-no-dev setup_basic fdb flush
run_case fdb-flush-vlan-bad setup_basic fdb flush dev br0 vlan 4096
run_case fdb-flush-brport-missing setup_basic fdb flush dev br0 brport nope
run_case fdb-add-abbrev setup_basic fdb add 02:00:00:00:bb:01 dev v1 m st v 0
run_case fdb-add-abbrev-temp setup_basic fdb add 02:00:00:00:bb:01 dev v1 t
run_case fdb-add-mac-sscanf setup_basic \
	fdb add 1:2:3:4:5:6:trailing dev v1 master
run_case fdb-add-vlan-atoi setup_basic \
	fdb add 02:00:00:00:bb:01 dev v1 master vlan 0x10
run_case fdb-show-vlan-twice setup_basic fdb show vlan 1 vlan 2
run_case fdb-show-help setup_basic fdb show dev v1 help
run_case fdb-flush-help-skips setup_basic+fdb_entries \
	fdb flush dev br0 help dynamic
run_case fdb-flush-not-abbrev setup_basic fdb fl dev br0
run_case fdb-get-abbrev setup_basic+fdb_entries \
	fdb get 02:00:00:00:aa:02 br br0 m d
run_case fdb-help setup_basic fdb help
run_case fdb-unknown-command setup_basic fdb foo

NEED_VXLAN=1
run_case fdb-vxlan-show setup_vxlan+vxlan_entries fdb show dev vx0
run_case fdb-vxlan-show-all-attrs setup_vxlan+vxlan_entries fdb show dev vx1
run_case fdb-vxlan-show-json setup_vxlan+vxlan_entries -j -p fdb show
run_case fdb-vxlan-show-color setup_vxlan+vxlan_entries -c fdb show dev vx0
run_case fdb-vxlan-append setup_vxlan \
	fdb append 00:00:00:00:00:00 dev vx0 dst 10.0.0.3 port 5000 vni 99
run_case fdb-vxlan-nhid-exclusive setup_vxlan \
	fdb add 02:00:00:00:bb:01 dev vx1 dst 1.1.1.1 nhid 9
run_case fdb-vxlan-nhid-missing setup_vxlan \
	fdb add 02:00:00:00:bb:01 dev vx1 nhid 9
run_case fdb-vxlan-del-dst setup_vxlan+vxlan_entries \
	fdb del 02:00:00:00:cc:01 dev vx0 dst 10.0.0.2
run_case fdb-vxlan-dst-dotted setup_vxlan \
	fdb add 02:00:00:00:bb:01 dev vx0 dst 010.1.2
run_case fdb-vxlan-dst-bad setup_vxlan \
	fdb add 02:00:00:00:bb:01 dev vx0 dst 1.2.3.4.5
run_case fdb-vxlan-flush-self setup_vxlan+vxlan_entries \
	fdb flush dev vx0 self static
NEED_VXLAN=
# the negated state filters of bridge(8): [no]static, [no]dynamic, ...
for f in nostatic nodynamic noadded_by_user noextern_learn nooffloaded \
	 nosticky nopermanent; do
	run_case fdb-show-$f setup_basic+fdb_entries fdb show br br0 $f
done
run_case fdb-flush-nostatic setup_basic+fdb_entries fdb flush dev br0 nostatic
run_case fdb-flush-noperm-nodyn setup_basic+fdb_entries \
	fdb flush dev br0 nopermanent nodynamic
run_case fdb-add-via setup_basic fdb add 02:00:00:00:bb:09 dev v1 via v2
run_case fdb-color-always setup_basic+fdb_entries -color=always fdb show br br0
run_case fdb-color-never setup_basic+fdb_entries -color=never fdb show br br0
run_case mdb-add-temp setup_basic mdb add dev br0 port v1 grp 239.1.1.1 temp
run_case link-hwmode-veb setup_basic link set dev v1 hwmode veb
run_case batch-b setup_basic -b /dev/null
run_case monitor-neigh setup_basic monitor neigh
summary
