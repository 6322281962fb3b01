# ip route: behaviours the kernel selftests and real clients depend on
# (issues 20 and 15)

every setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
every setup link set v0 up
every setup link set v1 up
every setup addr add 10.0.0.1/24 dev v0
every setup addr add 2001:db8::1/64 dev v0 nodad

case family-from-via
run route add default via 2001:db8::2
run route add default via dead:beef::2
run route del default via 2001:db8::2
run route add default via 2001:db8::2 src 10.0.0.1
run -6 route show

case family-from-nexthop
run route add default nexthop via 2001:db8::2 dev v0
run -6 route show

case multiple-via
run route add default via 10.0.0.2 dev v0 metric 1 via 10.0.0.3 dev v0 metric 2

case bare-add-del
run route add
run route del
run route change
run route append

case get-prefix-warning
run route get 10.0.0.0/8
run -6 route get 2001:db8::/64

case vrf-not-a-vrf
run route add 10.5.0.0/16 dev v0 vrf v1
run route add 10.5.0.0/16 dev v0 vrf nosuch
run route show vrf v1
run route get 10.0.0.5 vrf v1

case show-abbrev
run r s t all
run route show t main
run route show ty unicast
run route show pr kernel
run route show s link
run route show c
run route show d 0
run route show e 10.0.0.0/24
run route show ro 10.0.0.0/8
run route show ma 10.0.0.5
run route show m 5
run route show r 5
run route show help

case show-table-missing
run route show table 77
run -6 route show table 77
run route flush table 77
run route save table 77
run route show table local

case show-to
run route show to 198.51.100.7 root 0/0
run route show to 10.0.0.5
run route show to match 10.0.0.5
run route show to root 10.0.0.0/8
run -6 route show to fd00::1 root ::/0
run route show from 10.0.0.0/8
run route show from match 10.0.0.0/8

case show-to-covering
# exact sets root and match; a later root or match replaces its half
# (vpnc-script: "to HOST root 0/0", the routes that cover HOST)
setup route add default dev v0
setup route add 10.0.0.0/28 dev v0
setup route add 10.0.0.0/8 dev v0
setup route add 10.0.0.7 dev v0
setup route add 198.51.0.0/16 dev v0
setup -6 route add 2001:db8::/32 dev v0
setup -6 route add default dev v0
run route show to 198.51.100.7 root 0/0
run route show to 10.0.0.7 root 0/0
run route show to 10.0.0.7 root 10.0.0.0/16
run route show to 10.0.0.7 match 10.0.0.0/16
run route show root 10.0.0.0/8 to 10.0.0.7
run route show match 10.0.0.3 exact 10.0.0.0/8
run route show to 10.0.0.7 root 0/0 match 10.0.0.1
run route show to 10.0.0.7 match all
run route show to 10.0.0.7 root any match 10.0.0.0/9
run -6 route show to 2001:db8::1 root ::/0
run route show from 0/0 to 10.0.0.7 root 0/0
# all/any: the zero-length prefix under -4/-6, no condition otherwise
run route show to any
run route show match all
run -4 route show to any
run -4 route show match all
run -4 route show root all
run -6 route show to any
run -6 route show match any
run -6 route show root any
run -4 route show to 10.0.0.7 match all

case show-tos-realm
setup route add 10.7.0.0/16 dev v0 tos 0x10 realm 5
setup route add 10.8.0.0/16 dev v0 realms 3/6
run route show tos 0x10
run route show realm 5
run route show realm 6
run route show realm 3/
run route show tos x
run route show realm x
run route show mark 1

case rto-min-locked
run route add 10.6.0.0/16 dev v0 rto_min 300ms
run route show 10.6.0.0/16
run route add 10.9.0.0/16 dev v0 rto_min lock 300ms

case flush-cache
run -s route flush cache
run route flush cached 2001:db8::5

case get-table-from-rule
setup rule add fwmark 1 table 100
setup route add 192.51.100.0/24 dev v0 table 100
run route get 192.51.100.2 mark 1
run -j route get 192.51.100.2 mark 1

case congctl-features-print
setup route add 10.6.0.0/16 dev v0 congctl lock reno features ecn
setup route add 10.7.0.0/16 dev v0 congctl cubic
run route show 10.6.0.0/16
run -j route show 10.6.0.0/16
run route show 10.7.0.0/16
run -j route show 10.7.0.0/16

case time-values
# rtt, rttvar, rto_min: strtoul's base 0 unless a '.' makes it strtod,
# rounded up, wrapping past 32 bits as the reference's conversion does
run route replace 10.5.1.0/24 dev v0 rtt -1
run route replace 10.5.2.0/24 dev v0 rtt 1e3
run route replace 10.5.3.0/24 dev v0 rtt 1.5
run route replace 10.5.4.0/24 dev v0 rtt 010
run route replace 10.5.5.0/24 dev v0 rtt 0x10
run route replace 10.5.6.0/24 dev v0 rtt 4294967296
run route replace 10.5.7.0/24 dev v0 rtt 1.5ms
run route replace 10.5.8.0/24 dev v0 rtt 2000000s
run route replace 10.5.9.0/24 dev v0 rtt 4294967.295s
run route replace 10.5.10.0/24 dev v0 rtt 4294968s
run route replace 10.5.11.0/24 dev v0 rtt 0.0001ms
run route replace 10.5.12.0/24 dev v0 rtt 1MS
run route replace 10.5.13.0/24 dev v0 rtt 2Sec
run route replace 10.5.14.0/24 dev v0 rtt 1.5e1
run route replace 10.5.15.0/24 dev v0 rtt 18446744073709551616
run route replace 10.5.16.0/24 dev v0 rtt 5x
run route replace 10.5.17.0/24 dev v0 rttvar -1
run route replace 10.5.18.0/24 dev v0 rttvar 1e3
run route replace 10.5.19.0/24 dev v0 rttvar 1.5
run route replace 10.5.20.0/24 dev v0 rttvar 010
run route replace 10.5.21.0/24 dev v0 rttvar 0x10
run route replace 10.5.22.0/24 dev v0 rttvar 4294967296
run route replace 10.5.23.0/24 dev v0 rttvar 1.5ms
run route replace 10.5.24.0/24 dev v0 rttvar 2000000s
run route replace 10.5.25.0/24 dev v0 rttvar 4294967.295s
run route replace 10.5.26.0/24 dev v0 rttvar 4294968s
run route replace 10.5.27.0/24 dev v0 rttvar 0.0001ms
run route replace 10.5.28.0/24 dev v0 rttvar 1MS
run route replace 10.5.29.0/24 dev v0 rttvar 2Sec
run route replace 10.5.30.0/24 dev v0 rttvar 1.5e1
run route replace 10.5.31.0/24 dev v0 rttvar 18446744073709551616
run route replace 10.5.32.0/24 dev v0 rttvar 5x
run route replace 10.5.33.0/24 dev v0 rto_min -1
run route replace 10.5.34.0/24 dev v0 rto_min 1e3
run route replace 10.5.35.0/24 dev v0 rto_min 1.5
run route replace 10.5.36.0/24 dev v0 rto_min 010
run route replace 10.5.37.0/24 dev v0 rto_min 0x10
run route replace 10.5.38.0/24 dev v0 rto_min 4294967296
run route replace 10.5.39.0/24 dev v0 rto_min 1.5ms
run route replace 10.5.40.0/24 dev v0 rto_min 2000000s
run route replace 10.5.41.0/24 dev v0 rto_min 4294967.295s
run route replace 10.5.42.0/24 dev v0 rto_min 4294968s
run route replace 10.5.43.0/24 dev v0 rto_min 0.0001ms
run route replace 10.5.44.0/24 dev v0 rto_min 1MS
run route replace 10.5.45.0/24 dev v0 rto_min 2Sec
run route replace 10.5.46.0/24 dev v0 rto_min 1.5e1
run route replace 10.5.47.0/24 dev v0 rto_min 18446744073709551616
run route replace 10.5.48.0/24 dev v0 rto_min 5x
run route show

case family-errors
# the family named in the reference's words: -4/-6/-M by name, -0 allows
# no address at all; a route without a destination gets the usage
run -4 route show from zz
run -6 route show from zz
run -M route show to zz
run -0 route show from zz
run -0 route show via zz
run -4 route show src zz
run -4 route get zz
run -6 route get from zz 1::1
run route get 10.0.0.1 from zz
run -0 route get 10.0.0.1
run -0 route add 10.5.0.0/16 dev v0
run -0 route add default via 10.0.0.2
run route add dev v0
run route del table 5
run route add via 10.0.0.2
run -0 route show

case metrics-and-types
# keywords of ip-route(8) no case named (testsuite/grammar.py)
run route add 10.5.0.0/16 via 10.0.0.2 cwnd 10 ssthresh 20 reordering 3 initrwnd 15 fastopen_no_cookie 1
run route add 10.6.0.0/16 via 10.0.0.2 cwnd lock 10 ssthresh lock 20 reordering lock 3 initrwnd lock 15
run route add 10.7.0.0/16 via 10.0.0.2 fastopen_no_cookie 2
run route add 10.7.0.0/16 dev v0 cwnd x
run route add 10.7.0.0/16 dev v0 ssthresh 4294967296
run route add 10.7.0.0/16 dev v0 reordering -1
run route add 10.8.0.0/16 dev v0 initrwnd 0x10
run route add 10.9.0.0/16 via 10.0.0.2 dsfield 0x10
run route add 10.9.0.0/16 dev v0 dsfield 256
run route show dsfield 0x10
run route add 10.10.0.0/16 dev v0 scope host
run route add 10.11.0.0/16 dev v0 scope global
run route add multicast 239.0.0.0/8 dev v0
run route show table all type multicast
run route add nat 10.12.0.0/16 via 10.0.0.2
run route add 10.13.0.0/16 via 10.0.0.2 ttl-propagate enabled
run route add 10.14.0.0/16 via 10.0.0.2 ttl-propagate disabled
run route add 10.15.0.0/16 dev v0 as 10.0.0.9
run route add 10.16.0.0/16 dev v0 as to 10.0.0.9
run route add 10.17.0.0/16 dev v0 as zz
run route add 10.17.0.0/16 dev v0 as 2001::1
run route add 10.17.0.0/16 dev v0 as
run route show
run -d route show
run -j route show
run route show cloned
run -6 route show cached
run -6 route add 2001:db8:5::/64 via 2001:db8::2 pref low
run -6 route add 2001:db8:6::/64 via 2001:db8::2 pref medium
run -6 route add 2001:db8:7::/64 via 2001:db8::2 pref high
run -6 route add 2001:db8:8::/64 via 2001:db8::2 pref x
run -6 route add 2001:db8:8::/64 via 2001:db8::2 expires x
run -6 route add 2001:db8:8::/64 via 2001:db8::2 expires -1
run -6 route add 2001:db8:8::/64 via 2001:db8::2 expires 4294967296
run -6 route add 2001:db8:9::/64 dev v0 as 10.0.0.1
run -6 route show
run -j -6 route show

case via-family-restore
# via inet/inet6 (the gateway's family named), restore of nothing and of
# garbage
run route add 10.5.0.0/16 via inet6 2001:db8::2 dev v0
run route add 10.6.0.0/16 via inet 10.0.0.2 dev v0
run -6 route add 2001:db8:5::/64 via inet 10.0.0.2 dev v0
run route add 10.7.0.0/16 dev v0 onlink
run route add 10.8.0.0/16 via 10.9.9.9 dev v0 onlink
run route show
run route restore < /dev/null
run route restore <<< garbage
run monitor file /nonexistent
run monitor file /dev/null
