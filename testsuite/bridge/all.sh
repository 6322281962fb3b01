#!/bin/bash
# all.sh — run every bridge scenario script against the given binary.
# usage: testsuite/bridge/all.sh PATH/TO/bridge
dir=$(dirname "$0")
rc=0
for t in link fdb mdb vlan vni misc fake; do
	bash "$dir/$t.sh" "$@" || rc=1
done
exit $rc
