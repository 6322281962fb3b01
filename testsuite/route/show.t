# ip route show/get: output forms and selectors, against the reference

case plain
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show
run route

case oneline
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -o route show
run -o route

case json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -j route show
run -j route

case json-pretty
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -j -p route show
run -j -p route

case details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -d route show
run -d route

case inet6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -6 route show
run -6 route

case inet6-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -6 -j route show
run -6 -j route

case inet6-details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -6 -d route show
run -6 -d route

case color
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -c=always route show
run -c=always route

case numeric
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -N route show
run -N route

case stats
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -s route show
run -s route

case link
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -0 route show
run -0 route

case table-all
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -4 route show table all

case table-local
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show table local

case table-100
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show table 100

case table-main
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show table main

case table-bad
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show table foo

case proto-static
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show proto static

case proto-kernel
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show proto kernel

case dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show dev va

case dev-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show dev nosuch

case prefix
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show 10.9.0.0/16

case root
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show root 10.0.0.0/8

case match
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show match 10.9.1.1

case exact
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show exact 10.9.0.0/16

case type-blackhole
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show type blackhole

case via
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show via 10.0.0.254

case scope-link
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show scope link

case src
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show src 10.0.0.1

case default
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show default

case exact-default
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show exact default

case metric
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show metric 10

case bad-prefix
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show foo

case cache
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route show table cache

case inet6-table-all
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -6 route show table main

case details-table-all
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -4 -d route show table all

case get
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 10.9.1.1

case get-from
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 10.0.0.5 from 10.0.0.1

case get-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -j route get 10.9.1.1

case get-details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -d route get 10.0.0.5

case get-stats
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -s route get 10.0.0.5

case get-fibmatch
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get fibmatch 10.9.3.3

case get-oif
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 10.9.3.3 oif va

case get-v6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 2001:db8:9::1

case get-v6-details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run -d route get 2001:db8:9::1

case get-mark-uid
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 10.9.3.3 mark 5 uid 3 ipproto tcp sport 1 dport 2

case get-nodst
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get

case get-unreachable
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 10.71.0.1

case get-blackhole
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup route add 10.9.0.0/16 via 10.0.0.254
setup route add default via 10.0.0.254
setup route add 10.20.0.0/16 via 10.0.0.254 metric 10
setup route add blackhole 10.40.0.0/24
setup route add 10.50.0.0/24 nexthop via 10.0.0.253 weight 2 nexthop via 10.0.0.252
setup route add 10.60.0.0/24 via 10.0.0.254 mtu 1400 advmss 1300
setup route add prohibit 10.70.0.0/24
setup route add 10.72.0.0/24 dev va table 100
setup route add local 10.73.0.1 dev va table 100
setup route add 2001:db8:9::/64 via 2001:db8::2 metric 100
setup route add unreachable 2001:db8:b::/64
setup route add 10.30.0.0/24 dev va proto static scope link src 10.0.0.1
settle
run route get 10.40.0.1

case help
run route help
run route foo
run r foo

