#!/bin/bash
# ip netns: add, attach, delete, set, list, list-id, identify, pids —
# nlroute against the reference. Usage: netns_basic.sh [path/to/ip]
. "$(dirname "$0")/common.bash"

A=$P-a
B=$P-b
LS='ls /run/netns; stat -f -c %T /run/netns/* 2>/dev/null'
mk2='$REF netns add $A; $REF netns add $B'

tcase help '' '$IP netns help'
tcase unknown-cmd '' '$IP netns foo'
tcase empty-cmd '' '$IP netns ""'
tcase list-empty 'reset_ns' '$IP netns; $IP netns list'
tcase list-empty-json 'reset_ns' '$IP -j netns; $IP -j -p netns show'
tcase add "reset_ns" '$IP netns add $A' \
	"$LS; grep -c ' /run/netns/$A ' /proc/self/mountinfo" reset_ns
tcase add-abbrev "reset_ns" '$IP netns a $A; $IP netns ad $B' "$LS" reset_ns
tcase add-exists '$REF netns add $A' '$IP netns add $A' "$LS" reset_ns
tcase add-slash '' '$IP netns add a/b'
tcase add-dot '' '$IP netns add .; $IP netns add ..'
tcase add-empty '' '$IP netns add ""'
tcase add-noname '' '$IP netns add'
tcase add-extra-args 'reset_ns' '$IP netns add $A $B' "$LS" reset_ns
tcase add-longname 'reset_ns' '$IP netns add $(printf "x%.0s" {1..300})' "$LS"
tcase del "$mk2" '$IP netns del $A' "$LS" reset_ns
tcase delete-abbrev "$mk2" '$IP netns d $A; $IP netns delete $B' "$LS" reset_ns
tcase del-missing 'reset_ns' '$IP netns del $A'
tcase del-noname '' '$IP netns del'
tcase del-slash '' '$IP netns delete a/b'
tcase del-all "$mk2"'; $REF netns add $P-c' '$IP -all netns del' "$LS" reset_ns
tcase del-all-stops "$mk2"'; mkdir /run/netns/$P-dir' \
	'$IP -all netns delete' "$LS" reset_ns
tcase list-names "$mk2" '$IP netns; $IP netns ls; $IP netns s' '' reset_ns
tcase list-ids "$mk2"'; $REF netns set $A 5' \
	'$IP netns list; $IP -j netns; $IP -j -p netns' '' reset_ns
tcase list-junk "$mk2"'; touch /run/netns/$P-plain; $REF netns set $B 3' \
	'$IP netns; $IP -j netns' '' reset_ns
# an empty tmpfs over /run (in our private mount namespace) hides the
# directory; unmounting it brings the scenario's /run/netns back
tcase list-missing-dir 'mount -t tmpfs nn-run /run' \
	'$IP netns; $IP -j netns; $IP netns list-id; $IP netns identify;
	$IP -all netns del; $IP -all netns exec true' 'ls /run' 'umount /run'
# first add on a machine without /run/netns: the directory is made and
# turned into a shared mount point bound on itself
MNT="awk -v p=/run/netns/$P '(\$5 == \"/run/netns\" && / - tmpfs nn-run /) || index(\$5, p) == 1 {
	r = \$4; sub(/^net:\\[[0-9]+\\]/, \"net:\", r)
	print r, \$5, (\$7 ~ /^shared:/ ? \"shared\" : \$7) }' /proc/self/mountinfo; ls -ld /run/netns | cut -c1-10"
tcase add-makes-mountpoint 'mount -t tmpfs nn-run /run' \
	'$IP netns add $A; $IP netns add $B' "$MNT" 'umount -R -l /run'
tcase attach-makes-mountpoint 'mount -t tmpfs nn-run /run' \
	'$IP netns attach $A $$' "$MNT" 'umount -R -l /run'
tcase set "$mk2" '$IP netns set $A 7' '$REF netns' reset_ns
tcase set-auto "$mk2" '$IP netns set $B auto; $IP netns se $A 0x10' \
	'$REF netns' reset_ns
tcase set-assigned "$mk2"'; $REF netns set $A 4' '$IP netns set $A 5' \
	'$REF netns' reset_ns
tcase names-as-paths "$mk2" '$IP netns set /run/netns/$A 3; $IP netns set a/b;
	$IP netns pids /run/netns/$A; $IP netns pids a/b c; $IP netns exec a/b;
	$IP netns exec "" true; $IP netns set a/b foo' '$REF netns' reset_ns
tcase set-missing-ns 'reset_ns' '$IP netns set $A 3'
tcase set-args "$mk2" '$IP netns set; $IP netns set $A' '' reset_ns
tcase set-bad-id "$mk2" '$IP netns set $A foo' '' reset_ns
tcase set-neg-id "$mk2" '$IP netns set $A -1' '' reset_ns
tcase set-big-id "$mk2" '$IP netns set $A 2147483648' '' reset_ns
tcase listid-empty 'reset_ns' '$IP netns list-id; $IP -j netns list-id; $IP -j -p netns list-id'
MAN="$mk2"'; $REF netns set $A 12; $REF netns set $B 13;
	$REF -n $A netns set $A 22; $REF -n $A netns set $B 23;
	$REF -n $B netns set $A 32'
tcase listid "$MAN" '$IP netns list-id; $IP -j netns list-id' '' reset_ns
tcase listid-target "$MAN" \
	'$IP netns list-id target-nsid 12; $IP -j -p netns list-id target-nsid 13' \
	'' reset_ns
tcase listid-target-nsid "$MAN" \
	'$IP netns list-id target-nsid 12 nsid 13; $IP -j netns list-id nsid 13 target-nsid 12' \
	'' reset_ns
tcase listid-unassigned "$MAN" \
	'$IP netns list-id target-nsid 13 nsid 12; $IP netns list-id target-nsid 13' \
	'' reset_ns
tcase listid-unassigned-json "$MAN" \
	'$IP -j netns list-id target-nsid 13 nsid 12; $IP -j -p netns list-id target-nsid 13' \
	'' reset_ns
tcase listid-nsid "$MAN" '$IP netns list-id nsid 12; $IP netns list-id nsid 0x0d' \
	'' reset_ns
tcase listid-bad-nsid "$MAN" '$IP netns list-id nsid 7' '' reset_ns
tcase listid-json-errors "$MAN" '$IP -j netns list-id nsid 7; $IP -j -p netns list-id target-nsid 12 nsid 7' \
	'' reset_ns
tcase json-plain-lines "$mk2" '$IP -j netns identify; $IP -j -n $A netns identify;
	$IP -j netns pids $A; $IP -c netns; $IP -c -j netns' '' reset_ns
tcase listid-bad-target "$MAN" '$IP netns list-id target-nsid 9' '' reset_ns
tcase listid-parse '' '$IP netns list-id target-nsid -1; $IP netns list-id nsid x;
	$IP netns list-id nsid 99999999999; $IP netns list-id nsid 1 nsid 2;
	$IP netns list-id target-nsid 1 target-nsid 1; $IP netns list-id nsid;
	$IP netns list-id foo'
tcase listid-from-inside "$MAN" '$IP -n $A netns list-id; $IP -n $A netns' \
	'' reset_ns
tcase listid-junk "$MAN"'; touch /run/netns/$P-plain' '$IP netns list-id' \
	'' reset_ns

# batch: a failing line is reported and -force goes on; after "netns add"
# the later lines still run in the namespace that -n chose
cat >"$TMP/batch" <<EOB
netns add $B
netns set $B 4
netns list
netns add $B
netns list-id
link add bq0 address 02:00:00:00:02:01 type veth peer name bq1 address 02:00:00:00:02:02
tuntap add tq0 mode tun
tuntap
netns identify
netns del $B
netns list
EOB
tcase batch-force '$REF netns add $A' '$IP -force -n $A -batch $TMP/batch' \
	'$REF -n $A -br link; $REF netns' reset_ns
tcase batch-stops '$REF netns add $A' '$IP -batch $TMP/batch' \
	'$REF -br link show bq0 2>&1; $REF netns' reset_ns

# a namespace without a name, holding the peer of a veth
unshare -n sleep 30 &
HOLDER=$!
# wait until the holder really is in its own namespace: before unshare
# runs, "netns PID" would name ours
for _ in $(seq 100); do
	[ "$(readlink /proc/$HOLDER/ns/net)" != "$(readlink /proc/self/ns/net)" ] &&
		break
	sleep 0.05
done
# the peer gets a fresh name each time: the previous run's peer is only
# deleted once the kernel has finished cleaning up the removed namespace
if [ "$(readlink /proc/$HOLDER/ns/net)" = "$(readlink /proc/self/ns/net)" ]; then
	echo "SKIP listid-nameless: unshare -n did not give the holder a namespace"
else
tcase listid-nameless "$mk2"'; $REF -n $A link add v0 type veth peer name v$RANDOM netns '$HOLDER \
	'$IP -n $A netns list-id; $IP -n $A -j netns list-id; $IP -n $A netns' \
	'' reset_ns
fi
kill $HOLDER 2>/dev/null
wait $HOLDER 2>/dev/null

tcase identify-none 'reset_ns' '$IP netns identify; $IP netns identify $$'
tcase identify-self "$mk2" '$IP -n $A netns identify; $IP -n $B netns i' \
	'' reset_ns
tcase identify-args '' '$IP netns identify abc; $IP netns identify 0x10;
	$IP netns identify " 5"; $IP netns identify 1 2;
	$IP netns identify 999999999'

$REF netns add $A
$REF netns exec $A sleep 30 &
SLEEPER=$!
sleep 0.2
tcase identify-pid '$REF netns attach $B '$SLEEPER \
	'$IP netns identify '$SLEEPER'; $IP netns id '$SLEEPER \
	'' '$REF netns del $B'
tcase pids '' '$IP netns pids $A; $IP netns p $A' '' ''
tcase pids-args '' '$IP netns pids; $IP netns pids $A $B; $IP netns pids $P-zz'
tcase attach '' '$IP netns attach $B '$SLEEPER \
	"$LS"'; $REF netns identify '$SLEEPER '$REF netns del $B'
tcase attach-errors '' '$IP netns attach; $IP netns attach $B;
	$IP netns attach $B abc; $IP netns attach $B 0;
	$IP netns attach a/b 1; $IP netns attach $B 999999; $IP netns attach $A 1' \
	"$LS"
kill $SLEEPER 2>/dev/null
wait $SLEEPER 2>/dev/null
reset_ns

finish
