# ip route / ip nexthop with lightweight tunnel encapsulation (encap TYPE)
# that this kernel accepts: seg6, seg6local, ip and ip6 (never with tunnel
# options: see testsuite/checks/encap.sh for those and the other types).

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup addr add 10.0.0.1/24 dev va
every setup addr add 2001:db8::1/64 dev va nodad

case seg6-show
setup -6 route add 2001:db8:1::/64 encap seg6 mode encap segs 2001:db8::2,2001:db8::3 dev va
setup -6 route add 2001:db8:2::/64 encap seg6 mode inline segs 2001:db8::2 hmac 5 dev va
setup -6 route add 2001:db8:3::/64 encap seg6 mode encap.red segs 2001:db8::2,2001:db8::3,2001:db8::4 dev va
setup -6 route add 2001:db8:4::/64 encap seg6 mode l2encap segs 2001:db8::2 dev va
setup -6 route add 2001:db8:5::/64 encap seg6 mode l2encap.red segs 2001:db8::2 hmac 4294967295 dev va
setup -6 route add 2001:db8:6::/64 encap seg6 mode encap segs 2001:db8::2 via 2001:db8::2 dev va metric 5 table 10
settle
run -6 route show
run -6 -d route show
run -6 -j route show
run -6 -j -p route show
run -6 -o route show
run -6 route show table 10
run -6 -j route show table all
run -6 route get 2001:db8:1::5
run -6 -j route get 2001:db8:2::5
run -6 -d route get 2001:db8:3::5

case seg6-add
run -6 route add 2001:db8:1::/64 encap seg6 mode encap segs 2001:db8::2,2001:db8::3 dev va
run -6 route add 2001:db8:2::/64 encap seg6 mode inline segs 2001:db8::2,2001:db8::7 hmac 7 dev va
run -6 route add 2001:db8:3::/64 encap seg6 mode encap.red segs 2001:db8::2 dev va
run -6 route add 2001:db8:4::/64 encap seg6 mode l2encap segs 2001:db8::2 dev va
run -6 route add 2001:db8:5::/64 encap seg6 mode l2encap.red segs 2001:db8::2 dev va
run -6 route add 2001:db8:6::/64 encap seg6 mode encap dev va
run -6 route add 2001:db8:7::/64 from 2001:db8:9::/64 encap seg6 mode encap segs 2001:db8::2 via 2001:db8::2 dev va
run -6 route show
run -6 -j -p route show
run -6 route del 2001:db8:1::/64 encap seg6 mode encap segs 2001:db8::2,2001:db8::3 dev va
run -6 route replace 2001:db8:3::/64 encap seg6 mode encap segs 2001:db8::9 dev va
run -6 route show

case seg6local
run -6 route add 2001:db8:1::/64 encap seg6local action End dev va
run -6 route add 2001:db8:2::/64 encap seg6local action End.X nh6 2001:db8::2 dev va
run -6 route add 2001:db8:3::/64 encap seg6local action End.T table 100 dev va
run -6 route add 2001:db8:4::/64 encap seg6local action End.DX6 nh6 2001:db8::2 dev va
run -6 route add 2001:db8:5::/64 encap seg6local action End.DX4 nh4 10.0.0.2 dev va
run -6 route add 2001:db8:6::/64 encap seg6local action End.DT6 table main dev va
run -6 route add 2001:db8:7::/64 encap seg6local action End.B6 srh segs 2001:db8::2,2001:db8::3 dev va
run -6 route add 2001:db8:8::/64 encap seg6local action End.B6.Encaps srh segs 2001:db8::2 hmac 3 dev va
run -6 route add 2001:db8:9::/64 encap seg6local action End count dev va
run -6 route add 2001:db8:a::/64 encap seg6local action End.DX2 oif vb dev va
run -6 route add 2001:db8:b::/64 encap seg6local action End flavors next-csid lblen 16 nflen 8 dev va
run -6 route add 2001:db8:c::/64 encap seg6local action End flavors psp dev va
run -6 route show
run -6 -s route show
run -6 -j route show
run -6 -s -j -p route show
run -6 -d -o route show
run -6 route get 2001:db8:9::1

case ip-ip6
run route add 10.1.0.0/24 encap ip id 5 dst 10.0.0.5 ttl 4 tos 2 dev va
run route add 10.2.0.0/24 encap ip6 id 5 dst 2001:db8::5 hoplimit 4 tc 2 dev va
run route add 10.3.0.0/24 encap ip id 7 dst 10.0.0.7 src 10.0.0.1 key csum seq dev va
run route add 10.4.0.0/24 encap ip6 dst 2001:db8::8 src 2001:db8::1 key dev va
run route add 10.5.0.0/24 encap ip dst 10.0.0.9 via 10.0.0.2 dev va metric 9
run route show
run -d route show
run -j route show
run -j -p route show
run -o route show
run route get 10.1.0.9
run -j route get 10.3.0.9

case multipath
run route add 10.9.0.0/24 nexthop encap ip id 1 dst 10.0.0.9 via 10.0.0.2 dev va nexthop via 10.0.0.3 dev va weight 3
run -6 route add 2001:db8:9::/64 nexthop encap seg6 mode encap segs 2001:db8::2 via 2001:db8::2 dev va nexthop encap seg6local action End.X nh6 2001:db8::5 via 2001:db8::3 dev va
run route show 10.9.0.0/24
run -o route show 10.9.0.0/24
run -j -p route show 10.9.0.0/24
run -6 route show 2001:db8:9::/64
run -6 -d route show 2001:db8:9::/64
run -6 -j route show 2001:db8:9::/64

case nexthop
run -6 nexthop add id 10 encap seg6 mode encap segs 2001:db8::2 via 2001:db8::2 dev va
run nexthop add id 11 encap ip id 1 dst 1.2.3.4 via 10.0.0.2 dev va
run -6 nexthop add id 12 encap seg6local action End.DT6 table 100 via 2001:db8::3 dev va
run nexthop show
run -d nexthop show
run -j nexthop show
run -j -p nexthop show
run nexthop get id 10
run nexthop add id 13 encap foo via 10.0.0.2 dev va

case kernel-refuses
run -6 route add 2001:db8:1::/64 encap rpl segs 2001:db8::2,2001:db8::3 dev va
run -6 route add 2001:db8:1::/64 encap ioam6 trace prealloc type 0x800000 ns 1 size 12 dev va
run route add 10.1.0.0/24 encap mpls 100/200 via 10.0.0.2 dev va
run -6 route add 2001:db8:1::/64 encap xfrm if_id 5 dev va
run -6 route add 2001:db8:1::/64 encap ila 1:2:3:4 dev va
run -6 route show

case errors
run route add 10.1.0.0/24 encap
run route add 10.1.0.0/24 encap help
run route add 10.1.0.0/24 encap foo dev va
run route add 10.1.0.0/24 encap seg6 help
run route add 10.1.0.0/24 encap ip help
run route add 10.1.0.0/24 encap ip id x dev va
run route add 10.1.0.0/24 encap ip dst 2001:db8::1 dev va
run route add 10.1.0.0/24 encap ip6 ttl 5 dev va
run route add 10.1.0.0/24 encap mpls
run route add 10.1.0.0/24 encap mpls 100 help
run -6 route add 2001:db8:1::/64 encap seg6 segs 2001:db8::2 dev va
run -6 route add 2001:db8:1::/64 encap seg6 mode foo segs 2001:db8::2 dev va
run -6 route add 2001:db8:1::/64 encap seg6 mode encap segs foo dev va
run -6 route add 2001:db8:1::/64 encap seg6 mode encap segs 2001:db8::2 mode inline
run -6 route add 2001:db8:1::/64 encap seg6local action Foo dev va
run -6 route add 2001:db8:1::/64 encap seg6local nh6 2001:db8::2 dev va
run -6 route add 2001:db8:1::/64 encap seg6local action End.T table foo dev va
run -6 route add 2001:db8:1::/64 encap seg6local action End iif nosuch dev va
run -6 route add 2001:db8:1::/64 encap seg6local action End.B6 srh foo dev va
run -6 route add 2001:db8:1::/64 encap seg6local action End count count dev va
run -6 route add 2001:db8:1::/64 encap seg6local action End.X dev va
run -6 route add 2001:db8:1::/64 nexthop encap seg6 mode encap segs 2001:db8::2 dev va
run -6 route show
