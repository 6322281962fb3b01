#!/bin/bash
# mdb.sh — `bridge mdb` against the reference.
# usage: testsuite/bridge/mdb.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

temp_entry()
{
	"$REF" -n "$1" mdb add dev br0 port v1 grp 239.1.1.9 temp
}

run_case mdb-show setup_basic+mdb_entries mdb show
run_case mdb-show-default setup_basic+mdb_entries mdb
run_case mdb-show-details setup_basic+mdb_entries -d mdb show
run_case mdb-show-json setup_basic+mdb_entries -j mdb show
run_case mdb-show-json-pretty-details setup_basic+mdb_entries+router_ports \
	-j -p -d mdb show
run_case mdb-show-stats-details setup_basic+mdb_entries+router_ports \
	-s -d mdb show
run_case mdb-show-stats-json setup_basic+mdb_entries+router_ports \
	-j -s -d mdb show
run_case mdb-show-routers setup_basic+router_ports -d mdb show
run_case mdb-show-oneline setup_basic+mdb_entries+router_ports -o -d mdb show
run_case mdb-show-color setup_basic+mdb_entries -c -d mdb show
run_case mdb-show-empty-json setup_basic -j mdb show
run_case mdb-show-vid setup_basic+mdb_entries mdb show vid 5
run_case mdb-show-dev setup_basic+mdb_entries mdb show dev br0
run_case mdb-show-dev-port setup_basic+mdb_entries mdb show dev v1
run_case mdb-show-dev-missing setup_basic mdb show dev nope
NORM='s/ +[0-9]+\.[0-9]{2}$/ TIMER/'
run_case mdb-show-temp-timer setup_basic+temp_entry -s mdb show
NORM=
run_case mdb-add-permanent setup_basic \
	mdb add dev br0 port v1 grp 239.1.1.1 permanent
run_case mdb-add-ipv6-vid setup_basic \
	mdb add dev br0 port v1 grp ff0e::5 permanent vid 7
run_case mdb-add-source setup_basic \
	mdb add dev br0 port v1 grp 239.1.1.1 src 10.1.1.1 permanent
run_case mdb-add-mac setup_basic \
	mdb add dev br0 port v1 grp 01:00:5e:01:01:07 permanent
run_case mdb-add-disabled-port setup_basic \
	mdb add dev br0 port v2 grp 239.1.1.1
run_case mdb-add-exists setup_basic+mdb_entries \
	mdb add dev br0 port v1 grp 239.1.1.2 permanent
run_case mdb-add-vid-bad setup_basic \
	mdb add dev br0 port v1 grp 239.1.1.1 vid 4095
run_case mdb-add-grp-bad setup_basic mdb add dev br0 port v1 grp x
run_case mdb-add-src-bad setup_basic \
	mdb add dev br0 port v1 grp 239.1.1.1 src x
run_case mdb-add-grp-short-mac setup_basic \
	mdb add dev br0 port v1 grp 01:02:03:04:05
run_case mdb-add-grp-dotted setup_basic mdb add dev br0 port v1 grp 239.1
run_case mdb-add-grp-bad-word setup_basic \
	mdb add dev br0 port v1 grp 01:02:03:04:05:100
run_case mdb-show-vid-twice setup_basic mdb show vid 5 vid 6
run_case mdb-add-incomplete setup_basic mdb add dev br0 port v1
run_case mdb-add-port-missing setup_basic mdb add dev br0 port nope grp 239.1.1.1
run_case mdb-del setup_basic+mdb_entries mdb del dev br0 port v1 grp 239.1.1.2
run_case mdb-del-missing setup_basic mdb del dev br0 port v1 grp 239.1.1.9
run_case mdb-help setup_basic mdb help
run_case mdb-unknown-command setup_basic mdb replace dev br0
summary
