# ip route add/change/replace/append/prepend/del/flush, against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup addr add 10.0.0.1/24 dev va
every setup addr add 2001:db8::1/64 dev va nodad
every setup route add 10.9.0.0/16 via 10.0.0.254

case add-via
settle
run route add 10.1.0.0/24 via 10.0.0.2
run -4 route show table all
run -6 route show

case add-dev
settle
run route add 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-default
settle
run route add default via 10.0.0.254
run -4 route show table all
run -6 route show

case add-metric-proto
settle
run route add 10.1.0.0/24 via 10.0.0.2 metric 5 proto static
run -4 route show table all
run -6 route show

case add-table
settle
run route add 10.1.0.0/24 dev va table 100
run -4 route show table all
run -6 route show

case add-table-big
settle
run route add 10.1.0.0/24 dev va table 1000
run -4 route show table all
run -6 route show

case add-blackhole
settle
run route add blackhole 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-unreachable
settle
run route add unreachable 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-prohibit
settle
run route add prohibit 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-throw
settle
run route add throw 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-local
settle
run route add local 10.1.0.1 dev va
run -4 route show table all
run -6 route show

case add-broadcast
settle
run route add broadcast 10.1.0.255 dev va
run -4 route show table all
run -6 route show

case add-metrics
settle
run route add 10.1.0.0/24 via 10.0.0.2 mtu 1400 advmss 1300 window 10 rtt 30 rttvar 20 initcwnd 5 hoplimit 9
run -4 route show table all
run -6 route show

case add-mtu-lock
settle
run route add 10.1.0.0/24 via 10.0.0.2 mtu lock 1400
run -4 route show table all
run -6 route show

case add-src-scope
settle
run route add 10.1.0.0/24 dev va src 10.0.0.1 scope link
run -4 route show table all
run -6 route show

case add-multipath
settle
run route add 10.1.0.0/24 nexthop via 10.0.0.2 weight 3 nexthop via 10.0.0.3
run -4 route show table all
run -6 route show

case add-onlink
settle
run route add 10.1.0.0/24 via 10.0.0.2 onlink dev vb
run -4 route show table all
run -6 route show

case add-v6
settle
run route add 2001:db8:1::/64 via 2001:db8::2
run -4 route show table all
run -6 route show

case add-v6-pref
settle
run route add 2001:db8:1::/64 dev va metric 100 pref high
run -4 route show table all
run -6 route show

case add-v6-default
settle
run -6 route add default via 2001:db8::fe
run -4 route show table all
run -6 route show

case add-to
settle
run route add to 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-unicast
settle
run route add unicast 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-congctl
settle
run route add 10.1.0.0/24 dev va congctl cubic
run -4 route show table all
run -6 route show

case add-features
settle
run route add 10.1.0.0/24 dev va features ecn quickack 1
run -4 route show table all
run -6 route show

case add-tos
settle
run route add 10.1.0.0/24 tos 0x10 dev va
run -4 route show table all
run -6 route show

case add-realm
settle
run route add 10.1.0.0/24 dev va realm 5
run -4 route show table all
run -6 route show

case add-abbrev
settle
run r a 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-exists
settle
run route add 10.9.0.0/16 via 10.0.0.254
run -4 route show table all
run -6 route show

case add-nodev
settle
run route add 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-baddev
settle
run route add 10.1.0.0/24 dev nosuch
run -4 route show table all
run -6 route show

case add-badlen
settle
run route add 10.1.0.0/33 dev va
run -4 route show table all
run -6 route show

case add-badprefix
settle
run route add foo
run -4 route show table all
run -6 route show

case add-badmetric
settle
run route add 10.1.0.0/24 dev va metric x
run -4 route show table all
run -6 route show

case add-badtable
settle
run route add 10.1.0.0/24 dev va table foo
run -4 route show table all
run -6 route show

case add-badproto
settle
run route add 10.1.0.0/24 dev va proto foo
run -4 route show table all
run -6 route show

case add-badmtu
settle
run route add 10.1.0.0/24 dev va mtu x
run -4 route show table all
run -6 route show

case add-badgw
settle
run route add 10.1.0.0/24 via 10.9.9.9
run -4 route show table all
run -6 route show

case add-family
settle
run -6 route add 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case del
settle
run route del 10.9.0.0/16
run -4 route show table all
run -6 route show

case del-via
settle
run route del 10.9.0.0/16 via 10.0.0.254
run -4 route show table all
run -6 route show

case del-missing
settle
run route del 10.8.0.0/16
run -4 route show table all
run -6 route show

case del-local
settle
run route del local 10.0.0.1 dev va
run -4 route show table all
run -6 route show

case replace
settle
run route replace 10.9.0.0/16 via 10.0.0.253
run -4 route show table all
run -6 route show

case replace-new
settle
run route replace 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case change
settle
run route change 10.9.0.0/16 via 10.0.0.253
run -4 route show table all
run -6 route show

case change-missing
settle
run route change 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case append
settle
run route append 10.9.0.0/16 via 10.0.0.253
run -4 route show table all
run -6 route show

case prepend
settle
run route prepend 10.9.0.0/16 via 10.0.0.253 metric 5
run -4 route show table all
run -6 route show

case flush-dev
settle
run route flush dev va
run -4 route show table all
run -6 route show

case flush-noargs
settle
run route flush
run -4 route show table all
run -6 route show

case flush-stats
settle
run -s route flush dev va
run -4 route show table all
run -6 route show

case flush-table
settle
run route flush table main
run -4 route show table all
run -6 route show

case flush-prefix
settle
run route flush 10.9.0.0/16
run -4 route show table all
run -6 route show

case flush-v6
settle
run -6 route flush dev va
run -4 route show table all
run -6 route show

case flush-proto
settle
run route flush proto boot
run -4 route show table all
run -6 route show

