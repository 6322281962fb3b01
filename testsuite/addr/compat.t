# ip addr add/del: what scripts hit (issue 15): prefix lengths in any
# base, "default" as the address, brd +/- outside IPv4, valid_lft 0

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none

case prefix-base
run addr add 10.1.0.1/010 dev va
run addr add 10.2.0.1/0x10 dev va
run addr add 2001:db8::1/0100 dev va nodad
run addr add 10.3.0.1/0x dev va
run addr add 10.4.0.1/08 dev va
run -o addr show dev va

case default-address
run addr add default dev va
run addr add any dev va
run -6 addr add default dev va
run -4 addr add default dev va
run addr del default dev va
run -4 -o addr show dev va

case broadcast-not-inet
run addr add default brd + dev va
run addr add 2001:db8::1/64 brd + dev va
run addr add 2001:db8::1/64 brd - dev nosuch
run addr add 2001:db8::1/64 brd +
run addr add brd + dev va
run -o addr show dev va

case valid-lft-zero
run addr add 10.0.0.1/24 dev va valid_lft 0
run addr add 10.0.0.1/24 dev va valid_lft 0 preferred_lft 5
run addr add 10.0.0.1/24 dev va valid_lft 0 preferred_lft 0
run addr add 10.0.0.1/24 dev va preferred_lft 0 valid_lft 10
run -4 -o addr show dev va | sed 's/[0-9]*sec/Nsec/g'

case flush-loops
# -l COUNT: 0 until nothing is left, a negative count (or one that wraps
# to it) no round at all; an incomplete flush exits 255
setup addr add 10.7.0.1/24 dev va
setup addr add 10.7.0.2/24 dev va
run -l -1 addr flush dev va
run -l 4294967295 addr flush dev va
run -l 2147483648 -6 addr flush dev va
run addr show dev va
run -l 1 -s addr flush dev va
run addr show dev va
run addr add 10.8.0.1/24 dev va
run -l 0 addr flush dev va
run addr show dev va

case link-family
# -0 / -f link: the link layer only (no addr_info, brief and one-line
# link forms, statistics ending as the reference's) and no inet prefix
setup link set va address 02:00:00:00:00:01
setup link set vb address 02:00:00:00:00:02
setup addr add 10.7.0.1/24 dev va
run -0 addr
run -j -0 addr
run -j -0 addr show dev va
run -j -0 -s addr show dev va
run -br -0 addr
run -br -j -0 addr
run -o -0 addr
run -o -0 -s addr show dev va
run -o -0 -s -s addr show dev va
run -0 addr show to 10.0.0.0/8
run -0 addr show to default
run -0 addr add 10.7.0.5/24 dev va
run -M addr show to 10.0.0.0/8
run -f mpls addr add 10.7.0.5/24 dev va
run -0 addr flush dev va
run -0 addr flush to zz
run -0 addr flush
run addr show dev va

case peer-in-other-netns
# ip -4/-6 address of a veth whose peer is in another namespace (CNI):
# link-netns ends the first line when the link-layer line is left out
setup link add w0 address 02:00:00:00:00:05 type veth peer name w1 netns @NS2 address 02:00:00:00:00:06
setup link set w0 up
setup addr add 10.9.0.1/24 dev w0
setup addr add 2001:db8:9::1/64 dev w0 nodad
run -4 addr show
run -6 addr show
run -4 addr show dev w0
run -6 addr show dev w0
run -4 -o addr show dev w0
run -4 -br addr show dev w0
run -4 -j addr show dev w0
run addr show dev w0
run -4 -d addr show dev w0

case oneline-filters
# -o: addresses name their device in JSON too; a slave kind is not
# checked (the reference checks it only where it prints the link); vrf
# must name a VRF
setup link set va address 02:00:00:00:00:01
setup link add br0 address 02:00:00:00:00:03 type bridge
setup link set vb master br0
setup addr add 10.7.0.1/24 dev va
setup addr add 10.8.0.1/24 dev vb
setup addr add 10.9.0.1/24 dev br0
run -o addr show type bridge_slave
run -o -4 addr show type bridge_slave
run -o addr show type bridge
run -o -j addr show
run -o -j addr show dev va
run -br addr show type bridge_slave
run addr show vrf br0
run link show vrf br0
run addr show vrf nosuch
run addr flush vrf br0
run addr flush master nosuch

case show-types-flags
# keywords of ip-address(8) no case named (testsuite/grammar.py): every
# TYPE of the show filter, and the flags that select addresses
setup link set va address 02:00:00:00:00:01
setup link add br0 address 02:00:00:00:00:03 type bridge
setup link set vb master br0
setup addr add 10.7.0.1/24 dev va
setup addr add 10.8.0.1/24 dev vb
run addr show type bond
run addr show type bond_slave
run addr show type bridge_slave
run addr show type can
run addr show type dummy
run addr show type erspan
run addr show type geneve
run addr show type gre
run addr show type gretap
run addr show type hsr
run addr show type ifb
run addr show type ip6erspan
run addr show type ip6gre
run addr show type ip6gretap
run addr show type ip6tnl
run addr show type ipip
run addr show type ipoib
run addr show type ipvlan
run addr show type lowpan
run addr show type macsec
run addr show type macvlan
run addr show type macvtap
run addr show type nlmon
run addr show type sit
run addr show type vcan
run addr show type vlan
run addr show type vrf
run addr show type vti
run addr show type vxlan
run addr show type veth
run addr show type bridge
run addr show dadfailed
run addr show -dadfailed
run addr show deprecated
run addr show -deprecated
run addr show temporary
run addr show nomaster
run -br addr show nomaster
run -o addr show type bridge_slave nomaster
