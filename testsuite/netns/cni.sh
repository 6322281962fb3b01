#!/bin/bash
# A CNI-style sequence, run once with the reference and once with nlroute
# from the same start, compared step by step: a namespace, a veth pair
# with one end moved in as eth0 (`peer name eth0 netns NS`), addresses and
# a default route inside through -n, queries from both sides, teardown.
# The "host" side is a scratch namespace too. Usage: cni.sh [path/to/ip]
. "$(dirname "$0")/common.bash"

C=$P-ctr
H=$P-host
V=vh$$

steps=(
	'$IP netns add $H'
	'$IP netns add $C'
	'$IP -n $H link add $V address 02:00:00:00:01:01 type veth peer name eth0 address 02:00:00:00:01:02 netns $C'
	'$IP -n $H link set $V up'
	'$IP -n $H addr add 10.99.0.1/24 dev $V'
	'$IP -n $C link set lo up'
	'$IP -n $C link set eth0 up'
	'$IP -n $C addr add 10.99.0.2/24 dev eth0'
	'$IP -n $C route add default via 10.99.0.1'
	'$IP -n $C route add default via 10.99.0.1'
	'$IP -n $C addr show dev eth0'
	'$IP -n $C -br addr'
	'$IP -n $C -j addr show dev eth0'
	'$IP -n $C route'
	'$IP -n $C -j -p route show'
	'$IP -n $C route get 10.99.0.1'
	'$IP -n $C link show eth0'
	'$IP -n $H link show $V'
	'$IP -n $H -br link'
	'$IP netns'
	'$IP -n $H netns list-id'
	'$IP -n $C netns'
	'$IP netns exec $C $IP addr show dev eth0'
	'$IP netns exec $C $IP route show default'
	'$IP -n $C tuntap'
	'$IP -n $C link del eth0'
	'$IP -n $H link show $V'
	'$IP -n $C link show eth0'
	'$IP netns del $C'
	'$IP netns del $H'
	'$IP netns'
)

run_seq() {
	local tag=$1 i=0 s
	IP=$2
	for s in "${steps[@]}"; do
		(eval "$s") >"$TMP/$tag.$i.out" 2>"$TMP/$tag.$i.err"
		echo $? >"$TMP/$tag.$i.rc"
		i=$((i + 1))
	done
	reset_ns
}

run_seq ref "$REF"
run_seq nl "$NL"

i=0
for s in "${steps[@]}"; do
	name="cni-$i:$(echo "$s" |
		sed 's/\$IP //g; s/\$H/host/g; s/\$C/ctr/g; s/\$V/vh/g' |
		cut -d' ' -f1-5 | tr ' ' '_')"
	# steps 9, 26, 27 must fail (duplicate route, removed devices)
	case $i in 9 | 26 | 27) want=nonzero ;; *) want=0 ;; esac
	rc=$(cat "$TMP/ref.$i.rc")
	if { [ $want = 0 ] && [ "$rc" != 0 ]; } ||
	   { [ $want = nonzero ] && [ "$rc" = 0 ]; }; then
		fail "$name" "the reference exited $rc: $(head -c 200 "$TMP/ref.$i.err")"
		i=$((i + 1))
		continue
	fi
	for w in out err rc; do
		cp "$TMP/ref.$i.$w" "$TMP/ref.$w"
		cp "$TMP/nl.$i.$w" "$TMP/nl.$w"
	done
	: >"$TMP/ref.state"
	: >"$TMP/nl.state"
	compare "$name"
	i=$((i + 1))
done

finish
