# ip route show/get: output forms and selectors, against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup addr add 10.0.0.1/24 dev va
every setup addr add 2001:db8::1/64 dev va nodad
every setup route add 10.9.0.0/16 via 10.0.0.254
every setup route add default via 10.0.0.254
every setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
every setup route add blackhole 10.40.0.0/24
every setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
every setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
every setup route add prohibit 10.70.0.0/24
every setup route add 10.72.0.0/24 dev va table 100
every setup route add local 10.73.0.1 dev va table 100
every setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
every setup route add unreachable 2001:db8:b::/64
every setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1

case plain
settle
run route show
run route

case oneline
settle
run -o route show
run -o route

case json
settle
run -j route show
run -j route

case json-pretty
settle
run -j -p route show
run -j -p route

case details
settle
run -d route show
run -d route

case inet6
settle
run -6 route show
run -6 route

case inet6-json
settle
run -6 -j route show
run -6 -j route

case inet6-details
settle
run -6 -d route show
run -6 -d route

case color
settle
run -c=always route show
run -c=always route

case numeric
settle
run -N route show
run -N route

case stats
settle
run -s route show
run -s route

case link
settle
run -0 route show
run -0 route

case table-all
settle
run -4 route show table all

case table-local
settle
run route show table local

case table-100
settle
run route show table 100

case table-main
settle
run route show table main

case table-bad
settle
run route show table foo

case proto-static
settle
run route show proto static

case proto-kernel
settle
run route show proto kernel

case dev
settle
run route show dev va

case dev-missing
settle
run route show dev nosuch

case prefix
settle
run route show 10.9.0.0/16

case root
settle
run route show root 10.0.0.0/8

case match
settle
run route show match 10.9.1.1

case exact
settle
run route show exact 10.9.0.0/16

case type-blackhole
settle
run route show type blackhole

case via
settle
run route show via 10.0.0.254

case scope-link
settle
run route show scope link

case src
settle
run route show src 10.0.0.1

case default
settle
run route show default

case exact-default
settle
run route show exact default

case metric
settle
run route show metric 10

case bad-prefix
settle
run route show foo

case cache
settle
run route show table cache

case inet6-table-all
settle
run -6 route show table main

case details-table-all
settle
run -4 -d route show table all

case get
settle
run route get 10.9.1.1

case get-from
settle
run route get 10.0.0.5 from 10.0.0.1

case get-json
settle
run -j route get 10.9.1.1

case get-details
settle
run -d route get 10.0.0.5

case get-stats
settle
run -s route get 10.0.0.5

case get-fibmatch
settle
run route get fibmatch 10.9.3.3

case get-oif
settle
run route get 10.9.3.3 oif va

case get-v6
settle
run route get 2001:db8:9::1

case get-v6-details
settle
run -d route get 2001:db8:9::1

case get-mark-uid
settle
run route get 10.9.3.3 mark 5 uid 3 ipproto tcp sport 1 dport 2

case get-nodst
settle
run route get

case get-unreachable
settle
run route get 10.71.0.1

case get-blackhole
settle
run route get 10.40.0.1

# without -4/-6 an IPv6 selector does not choose the family: the
# reference lists (and flushes) IPv4 only, so nothing matches (pmtu.sh
# flushes "cached ADDR6" this way and expects the exception to stay)
case v6-selector-no-family
setup link add d0 address 02:00:00:00:00:31 type veth peer name d1 address 02:00:00:00:00:32
setup link set d0 up
setup link set d1 up
setup -6 addr add fd00:2::1/64 dev d0 nodad
setup -6 route add fd00:9::/64 via fd00:2::9
setup -6 route add fd00:8::/64 from fd00:2::/64 via fd00:2::9
settle
run route show fd00:2::/64
run route show to fd00:2::5
run route show from fd00:2::/64
run route show root fd00::/16
run route show match fd00:2::5
run route show exact fd00:9::/64
run route show table all fd00:9::/64
run route flush fd00:9::/64
run route flush cached fd00:2::b
run -6 route show

case get-connected
# connected without from: a second answer, printed as text even under -j;
# a fibmatch answer has no source to connect from (status 1)
run route get 10.9.1.1 connected
run route get 10.0.0.5 connected
run -j route get 8.8.8.8 connected
run -j -p route get 8.8.8.8 connected
run -o route get 8.8.8.8 connected
run route get 10.0.0.5 from 10.0.0.1 connected
run route get 8.8.8.8 connected fibmatch
run route get 10.0.0.5 connected oif va
run route get 10.0.0.5 connected mark 5 uid 7
run -6 route get 2001:db8::5 connected
run -6 route get ::1 connected
