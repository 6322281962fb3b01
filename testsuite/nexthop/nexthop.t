# ip nexthop, against the reference

case show
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop

case json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run -j nexthop

case json-pretty
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run -j -p nexthop

case details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run -d nexthop

case id
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop show id 11

case groups
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop show groups

case fdb
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop show fdb

case dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop show dev va

case proto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop show protocol 4

case get
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop get id 1

case get-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run -j nexthop get id 12

case get-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop get id 99

case bad-id
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop show id x

case route-nhid
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run route show 10.88.0.0/24

case route-nhid-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run -j route

case add
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 via 10.0.0.4 dev va
run nexthop
run route show 10.88.0.0/24

case add-dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 dev va
run nexthop
run route show 10.88.0.0/24

case add-group
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 group 1/2
run nexthop
run route show 10.88.0.0/24

case add-nodev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 via 10.0.0.7
run nexthop
run route show 10.88.0.0/24

case add-baddev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 dev nosuch
run nexthop
run route show 10.88.0.0/24

case add-badgroup
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 group 1/x
run nexthop
run route show 10.88.0.0/24

case add-garbage
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop add id 30 foo
run nexthop
run route show 10.88.0.0/24

case del
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop del id 1
run nexthop
run route show 10.88.0.0/24

case replace
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop replace id 1 via 10.0.0.9 dev va
run nexthop
run route show 10.88.0.0/24

case flush-dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop flush dev va
run nexthop
run route show 10.88.0.0/24

case flush
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop flush
run nexthop
run route show 10.88.0.0/24

case flush-id
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup nexthop add id 1 via 10.0.0.2 dev va
setup nexthop add id 2 via 10.0.0.3 dev va
setup nexthop add id 3 dev va
setup nexthop add id 5 via 2001:db8::2 dev va
setup nexthop add id 6 via 10.0.0.4 dev va onlink
setup nexthop add id 10 group 1/2
setup nexthop add id 11 group 1,3/2,5
setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
setup nexthop add id 20 via 10.0.0.9 fdb
setup nexthop add id 21 group 20 fdb
setup nexthop add id 7 via 10.0.0.5 dev va protocol static
setup route add 10.88.0.0/24 nhid 11
run nexthop flush id 1
run nexthop
run route show 10.88.0.0/24

