#!/bin/bash
# fake.sh — printers compared on data this kernel cannot produce: an
# LD_PRELOAD shim (fake/shim.c) answers one kind of dump of both tools with
# the same messages (fake/gen.py), e.g. vlan entries on a kernel without
# vlan filtering. Needs cc and python3.
# usage: testsuite/bridge/fake.sh PATH/TO/bridge
. "$(dirname "$0")/lib.sh"

FAKE=$(cd "$(dirname "$0")/fake" && pwd)
if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$FAKE/shim.c" -ldl 2>"$TMP/cc.log"; then
	skip fake-all "cc and python3 are needed to build the dump shim"
	summary
	exit
fi
for k in protinfo vlans tunnels hwmode stats vlandb global fdb mdb events; do
	python3 "$FAKE/gen.py" $k >"$TMP/$k.bin" || exit 1
done

# fake_case NAME KIND TYPE FAMILY ONCE ARGS...: dumps of netlink TYPE and
# FAMILY are answered with KIND (ONCE=1: only the first such dump).
fake_case()
{
	local name=$1 kind=$2 type=$3 fam=$4 once=$5
	shift 5

	RUN_ENV=(BT2_FAKE="$TMP/$kind.bin" BT2_FAKE_TYPE="$type"
		 BT2_FAKE_FAM="$fam" LD_PRELOAD="$TMP/shim.so")
	[ "$once" = 1 ] && RUN_ENV+=(BT2_FAKE_ONCE=1)
	run_case "$name" setup_vxlan "$@"
	RUN_ENV=()
}

NEED_VXLAN=1
fake_case fake-vlan-show vlans 18 7 0 vlan show
fake_case fake-vlan-show-json vlans 18 7 0 -j vlan show
fake_case fake-vlan-show-json-pretty vlans 18 7 0 -j -p vlan show
fake_case fake-vlan-show-color vlans 18 7 0 -c vlan show
fake_case fake-vlan-show-oneline vlans 18 7 0 -o vlan show
fake_case fake-vlan-show-dev vlans 18 7 0 vlan show dev v1
fake_case fake-vlan-show-vid-in-range vlans 18 7 0 vlan show vid 105
fake_case fake-vlan-show-compressed vlans 18 7 0 -compressvlans vlan show
fake_case fake-vlan-tunnelshow tunnels 18 7 0 vlan tunnelshow
fake_case fake-vlan-tunnelshow-json tunnels 18 7 0 -j vlan tunnelshow
fake_case fake-vlan-tunnelshow-vid tunnels 18 7 0 vlan tunnelshow vid 35
fake_case fake-vlan-stats stats 94 0 1 -s vlan show
fake_case fake-vlan-stats-json stats 94 0 1 -j -s vlan show
fake_case fake-vlan-stats-oneline stats 94 0 1 -o -s vlan show
fake_case fake-vlan-details vlandb 114 7 1 -d vlan show
fake_case fake-vlan-details-stats vlandb 114 7 1 -d -s vlan show
fake_case fake-vlan-details-json vlandb 114 7 1 -j -s -d vlan show
fake_case fake-vlan-global global 114 7 1 vlan global show
fake_case fake-vlan-global-json global 114 7 1 -j -p vlan global show
fake_case fake-vlan-global-vid global 114 7 1 vlan global show vid 15
fake_case fake-link-protinfo protinfo 18 7 0 -d link show
fake_case fake-link-protinfo-json protinfo 18 7 0 -j -d link show
fake_case fake-link-protinfo-color protinfo 18 7 0 -c link show
fake_case fake-link-hwmode hwmode 18 7 0 link show
fake_case fake-link-hwmode-json hwmode 18 7 0 -j link show
fake_case fake-fdb-show fdb 30 7 0 fdb show
fake_case fake-fdb-show-stats fdb 30 7 0 -s fdb show
fake_case fake-fdb-show-json fdb 30 7 0 -j -p -s fdb show
fake_case fake-fdb-show-color fdb 30 7 0 -c fdb show
fake_case fake-fdb-show-vlan fdb 30 7 0 fdb show vlan 5
fake_case fake-mdb-show mdb 86 7 0 mdb show
fake_case fake-mdb-details mdb 86 7 0 -d -s mdb show
fake_case fake-mdb-details-json mdb 86 7 0 -j -p -d -s mdb show
fake_case fake-mdb-details-color mdb 86 7 0 -c -d mdb show
fake_case fake-mdb-oneline mdb 86 7 0 -o -d -s mdb show
run_case fake-monitor-file setup_vxlan monitor file "$TMP/events.bin"
run_case fake-monitor-file-all setup_vxlan monitor all file "$TMP/events.bin"
run_case fake-monitor-file-stats setup_vxlan -s monitor file "$TMP/events.bin"
NEED_VXLAN=
summary
