# ip route add/change/replace/append/prepend/del/flush, against the reference

case add-via
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 via 10.0.0.2
run -4 route show table all
run -6 route show

case add-dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-default
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add default via 10.0.0.254
run -4 route show table all
run -6 route show

case add-metric-proto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 via 10.0.0.2 metric 5 proto static
run -4 route show table all
run -6 route show

case add-table
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va table 100
run -4 route show table all
run -6 route show

case add-table-big
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va table 1000
run -4 route show table all
run -6 route show

case add-blackhole
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add blackhole 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-unreachable
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add unreachable 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-prohibit
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add prohibit 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-throw
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add throw 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-local
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add local 10.1.0.1 dev va
run -4 route show table all
run -6 route show

case add-broadcast
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add broadcast 10.1.0.255 dev va
run -4 route show table all
run -6 route show

case add-metrics
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 via 10.0.0.2 mtu 1400 advmss 1300 window 10 rtt 30 rttvar 20 initcwnd 5 hoplimit 9
run -4 route show table all
run -6 route show

case add-mtu-lock
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 via 10.0.0.2 mtu lock 1400
run -4 route show table all
run -6 route show

case add-src-scope
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va src 10.0.0.1 scope link
run -4 route show table all
run -6 route show

case add-multipath
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 nexthop via 10.0.0.2 weight 3 nexthop via 10.0.0.3
run -4 route show table all
run -6 route show

case add-onlink
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 via 10.0.0.2 onlink dev vb
run -4 route show table all
run -6 route show

case add-v6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 2001:db8:1::/64 via 2001:db8::2
run -4 route show table all
run -6 route show

case add-v6-pref
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 2001:db8:1::/64 dev va metric 100 pref high
run -4 route show table all
run -6 route show

case add-v6-default
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run -6 route add default via 2001:db8::fe
run -4 route show table all
run -6 route show

case add-to
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add to 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-unicast
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add unicast 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-congctl
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va congctl cubic
run -4 route show table all
run -6 route show

case add-features
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va features ecn quickack 1
run -4 route show table all
run -6 route show

case add-tos
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 tos 0x10 dev va
run -4 route show table all
run -6 route show

case add-realm
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va realm 5
run -4 route show table all
run -6 route show

case add-abbrev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run r a 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case add-exists
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.9.0.0/16 via 10.0.0.254
run -4 route show table all
run -6 route show

case add-nodev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24
run -4 route show table all
run -6 route show

case add-baddev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev nosuch
run -4 route show table all
run -6 route show

case add-badlen
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/33 dev va
run -4 route show table all
run -6 route show

case add-badprefix
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add foo
run -4 route show table all
run -6 route show

case add-badmetric
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va metric x
run -4 route show table all
run -6 route show

case add-badtable
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va table foo
run -4 route show table all
run -6 route show

case add-badproto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va proto foo
run -4 route show table all
run -6 route show

case add-badmtu
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 dev va mtu x
run -4 route show table all
run -6 route show

case add-badgw
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route add 10.1.0.0/24 via 10.9.9.9
run -4 route show table all
run -6 route show

case add-family
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run -6 route add 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case del
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route del 10.9.0.0/16
run -4 route show table all
run -6 route show

case del-via
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route del 10.9.0.0/16 via 10.0.0.254
run -4 route show table all
run -6 route show

case del-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route del 10.8.0.0/16
run -4 route show table all
run -6 route show

case del-local
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route del local 10.0.0.1 dev va
run -4 route show table all
run -6 route show

case replace
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route replace 10.9.0.0/16 via 10.0.0.253
run -4 route show table all
run -6 route show

case replace-new
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route replace 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case change
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route change 10.9.0.0/16 via 10.0.0.253
run -4 route show table all
run -6 route show

case change-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route change 10.1.0.0/24 dev va
run -4 route show table all
run -6 route show

case append
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route append 10.9.0.0/16 via 10.0.0.253
run -4 route show table all
run -6 route show

case prepend
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route prepend 10.9.0.0/16 via 10.0.0.253 metric 5
run -4 route show table all
run -6 route show

case flush-dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route flush dev va
run -4 route show table all
run -6 route show

case flush-noargs
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route flush
run -4 route show table all
run -6 route show

case flush-stats
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run -s route flush dev va
run -4 route show table all
run -6 route show

case flush-table
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route flush table main
run -4 route show table all
run -6 route show

case flush-prefix
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route flush 10.9.0.0/16
run -4 route show table all
run -6 route show

case flush-v6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run -6 route flush dev va
run -4 route show table all
run -6 route show

case flush-proto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
settle
run route flush proto boot
run -4 route show table all
run -6 route show

