#!/bin/bash
# What entering a namespace costs nlroute: -n NAME is setns() alone (no
# mount namespace, no /sys remount) for commands that do not read sysfs;
# `tuntap show` remounts /sys only when it has a device to read, and
# `netns exec` always does. Checked with strace; the reference is used only
# to prepare the namespace. Usage: netns_cheap.sh [path/to/ip]
. "$(dirname "$0")/common.bash"

if ! command -v strace >/dev/null; then
	skip netns-cheap "no strace"
	exit 0
fi
A=$P-a
$REF netns add $A
$REF -n $A link add cq0 type veth peer name cq1

# syscalls of the mount-namespace kind made by one command line
mounts_of() {
	strace -f -qq -e trace=unshare,mount,umount2 -o "$TMP/st" "$@" \
		>/dev/null 2>&1
	grep -cE '^[0-9 ]*(unshare|mount|umount2)\(' "$TMP/st"
}

check() {
	local name=$1 want=$2 got
	shift 2
	got=$(mounts_of "$@")
	if [ "$want" = none ] && [ "$got" = 0 ]; then
		pass "$name"
	elif [ "$want" = some ] && [ "$got" != 0 ]; then
		pass "$name"
	else
		fail "$name" "expected $want mount work, saw $got calls"
	fi
}

check cheap-link-set none "$NL" -n $A link set cq0 up
check cheap-link-show none "$NL" -n $A link show
check cheap-addr none "$NL" -n $A addr add 192.0.2.1/24 dev cq0
check cheap-route none "$NL" -n $A route show
check cheap-netns-list none "$NL" -n $A netns list
check cheap-tuntap-empty none "$NL" -n $A tuntap show
$REF -n $A tuntap add cqt mode tun
check sysfs-tuntap-devices some "$NL" -n $A tuntap show
# inside `netns exec` (which remounted /sys already) nothing more is done
rm -f "$TMP/st"
"$REF" netns exec $A strace -f -qq -e trace=unshare,mount,umount2 \
	-o "$TMP/st" "$NL" tuntap show >/dev/null 2>&1
if [ ! -e "$TMP/st" ]; then
	fail sysfs-tuntap-in-exec "strace did not run"
elif grep -qE '^[0-9 ]*(unshare|mount|umount2)\(' "$TMP/st"; then
	fail sysfs-tuntap-in-exec "mount work inside netns exec"
else
	pass sysfs-tuntap-in-exec
fi
check exec-remounts some "$NL" netns exec $A true
check reference-remounts some "$REF" -n $A link show

finish
