# generic ip link set options (ip-link(8)) on a veth pair

case mtu
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 1400
run link show v0

case mtu-too-small
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 10

case mtu-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu foo

case mtu-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu

case txqueuelen
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 txqueuelen 10
run link show v0

case txqlen-alias
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 txqlen 20
run link show v0

case qlen-alias
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 qlen 30
run link show v0

case txqueuelen-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 txqueuelen -1

case address
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 02:11:22:33:44:55
run link show v0

case address-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address zz:11

case address-multicast
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 03:00:00:00:00:01

case address-short
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 02:11

case broadcast
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 broadcast 02:ff:ff:ff:ff:fe
run link show v0

case brd-alias
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 brd 02:ff:ff:ff:ff:fd
run link show v0

case up-down
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 up
settle
run link show v0
run link set v0 down
run link show v0

case up-both
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 up
settle
run link set v1 up
settle
run link show

case arp-off
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 arp off
run link show v0
run link set v0 arp on
run link show v0

case arp-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 arp maybe

case multicast-off
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 multicast off
run link show v0

case allmulticast-on
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 allmulticast on
run -d link show v0

case promisc-on
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 promisc on
run -d link show v0
run link set v0 promisc off
run link show v0

case dynamic-on
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 dynamic on
run link show v0
run link set v0 dynamic off
run link show v0

case trailers-on
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 trailers on
run link show v0
run link set v0 trailers off

case trailers-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 trailers yes

case carrier-off
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 up
settle
run link set v1 up
settle
run link set v0 carrier off
settle
run link show v0

case carrier-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 carrier 2

case protodown-on
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 protodown on

case protodown-reason
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 protodown_reason 0 on

case alias
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 alias 'my uplink'
run link show v0
run -j link show v0

case alias-clear
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 alias foo
run link set v0 alias ''
run link show v0

case group-number
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 group 7
run link show v0

case group-name
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 group default
run link show v0

case group-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 group nosuchgroup

case name
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name w0
run link show

case rename-when-up
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 up
run link set v0 name w0

case name-exists
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name v1

case name-too-long
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name abcdefghijklmnopq

case netns
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v1 netns @NS2
settle
run link show
run2 link show

case netns-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v1 netns nlt-no-such-ns

case netns-pid
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v1 netns 999999

case numtxqueues-set
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 numtxqueues 2

case gso-max-size
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 gso_max_size 32000
run -d link show v0

case gso-max-segs
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 gso_max_segs 100
run -d link show v0

case gro-max-size
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 gro_max_size 32000
run -d link show v0

case gso-ipv4-max-size
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 gso_ipv4_max_size 32000
run -d link show v0

case gro-ipv4-max-size
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 gro_ipv4_max_size 32000
run -d link show v0

case addrgenmode-none
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 addrgenmode none
run -d link show v0

case addrgenmode-random
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 addrgenmode random
run -d link show v0

case addrgenmode-stable
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 addrgenmode stable_secret

case addrgenmode-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 addrgenmode foo

case altname-add
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link property add dev v0 altname longalternativename0
run link show v0
run link show longalternativename0
run -j link show v0

case altname-del
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link property add dev v0 altname alt0
run link property del dev v0 altname alt0
run link show v0

case altname-set-by-altname
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link property add dev v0 altname alt0
run link set alt0 mtu 1234
run link show v0

case altname-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link property add dev v0

case mode-dormant
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mode dormant
run link show v0

case mode-default
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 mode dormant
run link set v0 mode default
run link show v0

case mode-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mode sleepy

case state-dormant
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 state dormant

case state-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 state nope

case master-nomaster
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
run link set v0 master br0
settle
run link show v0
run link set v0 nomaster
settle
run link show v0

case master-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 master nosuch

case several-at-once
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set dev v0 mtu 1000 txqueuelen 5 alias both address 02:00:00:00:aa:aa up
settle
run link show v0

case set-nonexistent
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set nosuch up

case set-no-device
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set mtu 1400

case set-garbage
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 frobnicate

case set-dup-dev
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set dev v0 dev v1 up

case set-by-index
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set index 2 mtu 1300
run link show

case xdp-off
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 xdp off
run link show v0

case vf-on-veth
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 vf 0 mac 02:00:00:00:00:09

# number and address syntax accepted by the reference's parsers

case mtu-hex
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 0x500
run link show v0

case mtu-octal
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 010

case mtu-leading-blank
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu ' 1400'
run link show v0

case mtu-trailing-garbage
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 1400x

case txqueuelen-overflow
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 txqueuelen 4294967296

case address-single-digits
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 2:0:0:0:0:3
run link show v0

case address-no-colons
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 0200

case address-uppercase
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 02:AB:CD:EF:00:01
run link show v0

case address-too-long
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 address 02:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00

case arp-uppercase
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 arp ON

case arp-abbrev
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 arp of

case name-with-dot
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name v0.x
run link show v0.x

case name-with-colon
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name v0:x

case name-with-slash
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name v0/x

case name-with-space
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 name 'v0 x'

case group-hex
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 group 0x10
run link show v0
