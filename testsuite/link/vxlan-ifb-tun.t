# vxlan, ifb, tun/tap

case vxlan-add
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 dstport 4789
run -d link show vx0
run -d -j link show vx0

case vxlan-remote
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 remote 192.0.2.1 local 192.0.2.2 dstport 4789 ttl 10 tos 0x10
run -d link show vx0

case vxlan-group-dev
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 group 239.1.1.1 dev v0 dstport 4789
run -d link show vx0

case vxlan-ipv6
run link add vx0 address 02:00:00:00:04:00 type vxlan id 7 remote 2001:db8::1 local 2001:db8::2 dstport 4789
run -d link show vx0

case vxlan-options
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 dstport 4789 nolearning noudpcsum ageing 100 maxaddress 10 srcport 1000 2000 l2miss l3miss proxy rsc
run -d link show vx0

case vxlan-external
run link add vx0 address 02:00:00:00:04:00 type vxlan external dstport 4790
run -d -j link show vx0

case vxlan-gbp
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 dstport 4789 gbp
run -d link show vx0

case vxlan-no-id
run link add vx0 address 02:00:00:00:04:00 type vxlan dstport 4789

case vxlan-bad-id
run link add vx0 type vxlan id 16777216 dstport 4789

case vxlan-bad-remote
run link add vx0 type vxlan id 1 remote foo dstport 4789

case vxlan-remote-group
run link add vx0 type vxlan id 1 remote 192.0.2.1 group 239.1.1.1

case vxlan-no-dstport
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42
run -d link show vx0

case vxlan-bad-option
run link add vx0 type vxlan id 1 frob

case vxlan-set-ttl
setup link add vx0 address 02:00:00:00:04:00 type vxlan id 42 dstport 4789
run link set vx0 type vxlan ttl 20
run -d link show vx0

case vxlan-df
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 dstport 4789 df set ttl inherit
run -d link show vx0

case vxlan-label
run link add vx0 address 02:00:00:00:04:00 type vxlan id 42 remote 2001:db8::1 dstport 4789 flowlabel 5
run -d link show vx0

case ifb-add
run link add if0 address 02:00:00:00:05:00 type ifb
run link show if0
run -d link show if0
run -d -j link show if0

case ifb-up-del
setup link add if0 address 02:00:00:00:05:00 type ifb
run link set if0 up
settle
run link show if0
run link del if0
run link show

case ifb-bad-option
run link add if0 type ifb foo
post link del if0

case ifb-numqueues
run link add if0 address 02:00:00:00:05:00 numtxqueues 4 numrxqueues 4 type ifb
run -d link show if0

case tun-show
setup tuntap add tun0 mode tun
run link show tun0
run -d link show tun0
run -d -j link show tun0

case tap-show
setup tuntap add tap0 mode tap
setup link set tap0 address 02:00:00:00:06:00
run link show tap0
run -d link show tap0

case tap-multi-queue
setup tuntap add tap0 mode tap multi_queue user 0 group 0
setup link set tap0 address 02:00:00:00:06:00
run -d link show tap0
run -d -j -p link show tap0

case tun-options
setup tuntap add tun0 mode tun pi vnet_hdr
run -d link show tun0

case tap-set-up
setup tuntap add tap0 mode tap
setup link set tap0 address 02:00:00:00:06:00
run link set tap0 up
settle
run link show tap0

case tap-set-mtu-del
setup tuntap add tap0 mode tap
setup link set tap0 address 02:00:00:00:06:00
run link set tap0 mtu 9000
run link show tap0
run link del tap0
run link show

case tun-add-via-link
run link add tun0 type tun

case tap-type-filter
setup tuntap add tap0 mode tap
setup link set tap0 address 02:00:00:00:06:00
run link show type tun
