# ip link: what scripts hit (issues 15, 20): group numbers as the
# reference reads them, "del name", altname validity

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02

case group-range
run link set va group 2147483648
run link set va group 4294967295
run link set va group -1
run link set va group 4294967296
run link show va
run link set va group 4294967297
run link set va group -2147483649
run link set va group 0x7fffffff
run link set va group 18446744073709551616
run link show group 2147483648
run link show group 4294967296 up
run link add x0 group 2147483648 type veth
run rule add suppress_ifgroup 2147483648 table 5
run rule add suppress_ifgroup 4294967296 table 5 pref 10
run rule show pref 10

case del-name
run link del name
run link del name va name vb
run link del name nosuch
run link del name va
run link show

case del-dev-and-name
run link del dev va name nosuch

case altname-valid
run link property add dev va altname "a b"
run link property add dev va altname a/b
run link property add dev va altname ""
run link property add dev va altname "a	b"
run link property del dev va altname "a b"
run link property add dev va altname 000000000011111111112222222222333333333344444444445555555555666666666677777777778888888888999999999900000000001111111111222222222233
run link property add dev va altname 00000000001111111111222222222233333333334444444444555555555566666666667777777777888888888899999999990000000000111111111122222222

case index-atoi
run link add x0 index 0 type veth peer name x1
run link add x0 index 0x10 type veth peer name x1
run link add x0 index 0x7fffffff type veth peer name x1
run link add x0 index 1e3 type veth peer name x1
run link add x0 index 2147483648 type veth peer name x1
run link add x0 index 010 address 02:00:00:00:00:10 type veth peer name x1 index 11 address 02:00:00:00:00:11
run -o link show x0

case numqueues-int
run link add x0 numtxqueues -1 type veth peer name x1
run link add x0 numrxqueues -1 type veth peer name x1
run link add x0 numtxqueues 2147483648 type veth peer name x1
run link add x0 numrxqueues 4294967295 type veth peer name x1

case tuntap-user-minus-one
needs tun
run tuntap add t0 mode tun user 4294967295
run tuntap add t1 mode tun group 4294967295
run tuntap add t2 mode tun user 18446744073709551616 group 8589934591
run -d link show t0
run tuntap show

case netns-name-clash
setup2 link add va address 02:00:00:00:00:03 type veth peer name vc address 02:00:00:00:00:04
run link set va netns @NS2
run link set dev va netns @NS2 name vz
run link set va netns nosuchns
run2 link show va

case on-off-one-of
# the reference's parse_one_of() words: abbreviations of off (first) and
# on; the link flags (arp, multicast, ...) take on and off whole
setup link add br9 type bridge
setup link add w0 address 02:00:00:00:00:21 type veth peer name w1 address 02:00:00:00:00:22
setup link set w0 master br9
run link set w0 type bridge_slave learning of
run link set w0 type bridge_slave learning o
run link set w0 type bridge_slave learning ON
run link set w0 type bridge_slave learning ""
run -d link show w0
run link set w0 protodown of
run link set w0 protodown_reason 1 of
run link set w0 carrier o
run link set w0 carrier x
run link set w0 vf 0 spoofchk o
run link set w0 vf 0 spoofchk x
run link set w0 vf 0 trust x
run link set w0 vf 0 query_rss On
run link set w0 arp of
run link set w0 vf 0 max_tx_rate 100 min_tx_rate 10
run link set w0 vf 0 state enable
run link set w0 vf 0 vlan 5 qos 2 proto 802.1ad
run link set w0 addrgenmode eui64
run link set w0 gso_max_size 30000 gso_max_segs 100

case global-options
# -b (-batch), colour modes
run -b /dev/null
run -color=always -d link show va
run -color=never link show va
run -color=auto link show va
run -c link show va
run -c=always -br link show va
