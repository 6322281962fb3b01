#!/bin/bash
# ip netns exec / -all exec / monitor — nlroute against the reference.
# Usage: netns_exec.sh [path/to/ip]
. "$(dirname "$0")/common.bash"

A=$P-a
B=$P-b
$REF netns add $A
$REF netns add $B
$REF -n $A link set lo up

tcase exec-lo '' '$IP netns exec $A '"$REF"' link show lo'
tcase exec-abbrev '' '$IP netns e $A true; $IP netns exe $B true'
tcase exec-sysfs '' '$IP netns exec $A ls /sys/class/net'
tcase exec-sysfs-source '' "\$IP netns exec \$A awk '\$5==\"/sys\" {
	for (i = 6; i <= NF; i++) if (\$i == \"-\") print \$(i+1), \$(i+2) }' \
	/proc/self/mountinfo"
tcase exec-private-mounts '' '$IP netns exec $A true' \
	"awk '\$5 == \"/sys\"' /proc/self/mountinfo | wc -l"
tcase exec-rc '' '$IP netns exec $A sh -c "exit 3"'
tcase exec-signal '' '$IP netns exec $A sh -c "kill -TERM \$\$"'
tcase exec-noprog '' '$IP netns exec $A /nonexistent-$P'
tcase exec-missing-ns '' '$IP netns exec $P-zz true'
tcase exec-args '' '$IP netns exec; $IP netns exec $A'
tcase exec-not-ns 'touch /run/netns/$P-plain' '$IP netns exec $P-plain true' \
	'' 'rm -f /run/netns/$P-plain'
tcase exec-stdout-order '' '$IP netns exec $A sh -c "echo one; echo two >&2"'
tcase exec-all '' '$IP -all netns exec '"$REF"' link show lo'
tcase exec-all-fails '' '$IP -all netns exec sh -c "echo x; exit 4"'
tcase exec-all-killed '' '$IP -all netns exec sh -c "kill -KILL \$\$"'
tcase exec-all-json '' '$IP -j -all netns exec echo hi'
tcase exec-all-nocmd '' '$IP -all netns exec'
tcase exec-all-noprog '' '$IP -all netns exec /nonexistent-$P'

# /etc/netns/NAME: a private tmpfs over /etc/netns keeps the host's /etc
# as it is (the directory is made, and removed, only if it is missing)
made_etc=
if [ ! -d /etc/netns ]; then
	mkdir /etc/netns && made_etc=1
fi
if mount -t tmpfs nn-etc /etc/netns 2>/dev/null; then
	mkdir -p /etc/netns/$A
	echo "nameserver 192.0.2.53" >/etc/netns/$A/resolv.conf
	echo "nn" >/etc/netns/$A/nn-not-in-etc-$P
	tcase exec-etc '' '$IP netns exec $A cat /etc/resolv.conf'
	tcase exec-etc-host-unchanged '' '$IP netns exec $A true' \
		'grep -c 192.0.2.53 /etc/resolv.conf'
	umount /etc/netns
else
	skip exec-etc "cannot mount a tmpfs over /etc/netns"
fi
[ -n "$made_etc" ] && rmdir /etc/netns 2>/dev/null

# monitor: both buffered through stdbuf so the reference's lines show up
if command -v stdbuf >/dev/null; then
	for t in ref nl; do
		[ $t = ref ] && d=$REF || d=$NL
		stdbuf -oL "$d" netns monitor >"$TMP/$t.out" 2>"$TMP/$t.err" &
		mon=$!
		sleep 0.3
		$REF netns add $P-m
		$REF netns del $P-m
		touch /run/netns/$P-f
		rm /run/netns/$P-f
		sleep 0.3
		kill $mon
		wait $mon 2>/dev/null
		echo 0 >"$TMP/$t.rc"
		: >"$TMP/$t.state"
	done
	compare monitor
else
	skip monitor "no stdbuf"
fi

finish
