#!/bin/bash
# testsuite/clients/dhclient.sh — isc-dhcp-client's dhclient-script, with
# its rfc3442 classless-routes hook, must leave the same kernel state,
# print the same and exit the same with nlroute as with the reference.
#
# Usage: testsuite/clients/dhclient.sh PATH/TO/ip
#
# dhclient-script takes what a DHCP server gave from its environment
# (reason=BOUND, new_ip_address=..., new_rfc3442_classless_static_routes
# ...) and configures the interface with `ip`, found on PATH. So no DHCP
# server is needed: the script runs a fixed sequence of events (PREINIT,
# BOUND with an MTU, routers and classless routes, RENEW, a RENEW to
# another address, REBIND, REBOOT, EXPIRE, the DHCPv6 PREINIT6, BOUND6,
# RENEW6, DEPREF6, EXPIRE6, STOP6, then RELEASE, FAIL) in a private
# network namespace, once with a PATH whose `ip` is nlroute and once with
# the reference, each inside a private mount and UTS namespace whose /etc
# and /run are overlays and tmpfs, so that nothing the script or its hooks
# write reaches the host. After each event the exit code, the output and
# the state (addresses, routes of every table, the link's MTU, read by the
# reference; lifetimes, which count down, are left out) are compared.
# Prints PASS/FAIL/SKIP lines.
set -u

NEW=${1:-}
REF=${NLT_REF:-/usr/sbin/ip}
DCS=${NLT_DHCLIENT_SCRIPT:-/sbin/dhclient-script}
NS=${NLT_PREFIX:-nlt-$$-}dhc

if [ -z "$NEW" ] || [ ! -x "$NEW" ]; then
	echo "usage: $0 PATH/TO/ip" >&2
	exit 2
fi
NEW=$(readlink -f "$NEW")
if [ "$(id -u)" != 0 ]; then
	echo "SKIP dhclient: needs root"
	exit 0
fi
if [ ! -x "$DCS" ]; then
	echo "SKIP dhclient: $DCS missing (apt-get install isc-dhcp-client)"
	exit 0
fi
TMP=$(mktemp -d /tmp/nlt-dhc.XXXXXX)
cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	[ -n "${NLT_KEEP:-}" ] || rm -rf "$TMP"
}
trap cleanup EXIT

# the events, one a line: NAME VAR=VALUE...
cat >"$TMP/events" <<'EOF'
preinit reason=PREINIT
bound reason=BOUND new_ip_address=192.0.2.10 new_subnet_mask=255.255.255.0 new_broadcast_address=192.0.2.255 new_routers=192.0.2.1 new_interface_mtu=1400 new_rfc3442_classless_static_routes=24,10,1,2,192,0,2,1,32,10,9,9,9,192,0,2,1,0,192,0,2,1 new_dhcp_lease_time=600
renew reason=RENEW old_ip_address=192.0.2.10 old_subnet_mask=255.255.255.0 old_routers=192.0.2.1 new_ip_address=192.0.2.10 new_subnet_mask=255.255.255.0 new_broadcast_address=192.0.2.255 new_routers=192.0.2.1 new_dhcp_lease_time=900
renew-moved reason=RENEW old_ip_address=192.0.2.10 old_subnet_mask=255.255.255.0 old_routers=192.0.2.1 new_ip_address=192.0.2.20 new_subnet_mask=255.255.255.0 new_broadcast_address=192.0.2.255 new_routers=192.0.2.254 new_dhcp_lease_time=900
rebind reason=REBIND old_ip_address=192.0.2.20 old_subnet_mask=255.255.255.0 new_ip_address=192.0.2.20 new_subnet_mask=255.255.255.0 new_routers=192.0.2.254 new_dhcp_lease_time=900
reboot reason=REBOOT new_ip_address=192.0.2.30 new_subnet_mask=255.255.255.128 new_routers=192.0.2.1 new_rfc3442_classless_static_routes=16,172,16,192,0,2,1 new_dhcp_lease_time=300
expire reason=EXPIRE old_ip_address=192.0.2.30 old_subnet_mask=255.255.255.128 old_routers=192.0.2.1
preinit6 reason=PREINIT6
bound6 reason=BOUND6 new_ip6_address=2001:db8::10 new_ip6_prefixlen=128 new_max_life=600 new_preferred_life=300
renew6 reason=RENEW6 old_ip6_address=2001:db8::10 old_ip6_prefixlen=128 new_ip6_address=2001:db8::10 new_ip6_prefixlen=128 new_max_life=900 new_preferred_life=400
depref6 reason=DEPREF6 cur_ip6_address=2001:db8::10 cur_ip6_prefixlen=128
expire6 reason=EXPIRE6 old_ip6_address=2001:db8::10 old_ip6_prefixlen=128
bound6-again reason=BOUND6 new_ip6_address=2001:db8::11 new_ip6_prefixlen=64 new_max_life=600 new_preferred_life=300
stop6 reason=STOP6 old_ip6_address=2001:db8::11 old_ip6_prefixlen=64
bound-again reason=BOUND new_ip_address=192.0.2.40 new_subnet_mask=255.255.255.0 new_routers=192.0.2.1 new_dhcp_lease_time=600
release reason=RELEASE old_ip_address=192.0.2.40 old_subnet_mask=255.255.255.0 old_routers=192.0.2.1
fail reason=FAIL
EOF

# side NAME IP: run the events with IP as `ip`; one file of results a step
side() {
	local name=$1 ip=$2 dir=$TMP/$1
	mkdir -p "$dir/bin" "$dir/upper" "$dir/work"
	ln -s "$ip" "$dir/bin/ip"
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns add "$NS" || return 1
	"$REF" -n "$NS" link set lo up
	"$REF" -n "$NS" link add eth0 address 02:00:00:00:dc:01 type veth \
		peer name eth1 address 02:00:00:00:dc:02
	"$REF" -n "$NS" link set eth0 addrgenmode none
	"$REF" -n "$NS" link set eth1 up
	# the comma-separated classless routes are words for the hook
	timeout 120 "$REF" netns exec "$NS" unshare -m -u --propagation private \
		bash -c '
		set -u
		dir=$1 dcs=$2 ref=$3
		mount -t overlay nltdhc -o "lowerdir=/etc,upperdir=$dir/upper,workdir=$dir/work" /etc ||
			{ echo "overlay failed"; exit 3; }
		mount -t tmpfs nltdhc /run || exit 3
		hostname nlt-dhclient
		while read -r step vars; do
			(
				for v in $vars; do
					case $v in
					*rfc3442*) v=${v//,/ } ;;
					esac
					export "$v"
				done
				export interface=eth0
				PATH=$dir/bin:/usr/sbin:/usr/bin:/sbin:/bin
				"$dcs"
				echo "exit $?"
			) >"$dir/$step.out" 2>&1 </dev/null
			{
				cat "$dir/$step.out"
				echo "-- addresses"
				"$ref" -o addr show dev eth0 |
					sed -E "s/(valid|preferred)_lft [^ ]+//g; s/ +/ /g"
				echo "-- routes"
				"$ref" route show table all
				"$ref" -6 route show table all | sed -E "s/expires [0-9]+sec//"
				echo "-- link"
				"$ref" -o link show dev eth0 | grep -o "mtu [0-9]*"
			} >"$dir/$step.state"
		done <"$dir/../events"
		' dhc "$dir" "$DCS" "$REF"
	local rc=$?
	"$REF" netns del "$NS"
	return $rc
}

side ref "$REF"
rc=$?
if [ $rc = 3 ]; then
	echo "SKIP dhclient: no overlay or tmpfs mount here (the host's /etc would be written)"
	exit 0
fi
[ $rc = 0 ] || { echo "FAIL dhclient/setup: reference run exited $rc"; exit 0; }
side new "$NEW" || { echo "FAIL dhclient/setup: nlroute run failed"; exit 0; }

# the two runs must have run their own ip: the steps that add addresses
# leave them, so a state with nothing in it means nothing ran
grep -q "192.0.2.10/24" "$TMP/ref/bound.state" ||
	echo "FAIL dhclient/sanity: the reference's BOUND configured nothing"
while read -r step _; do
	if cmp -s "$TMP/ref/$step.state" "$TMP/new/$step.state"; then
		echo "PASS dhclient/$step"
	else
		echo "FAIL dhclient/$step: $(diff "$TMP/ref/$step.state" \
			"$TMP/new/$step.state" | tr '\n' '|' | cut -c1-400)"
	fi
done <"$TMP/events"
