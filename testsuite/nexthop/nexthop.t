# ip nexthop, against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup addr add 10.0.0.1/24 dev va
every setup addr add 2001:db8::1/64 dev va nodad
every setup nexthop add id 1 via 10.0.0.2 dev va
every setup nexthop add id 2 via 10.0.0.3 dev va
every setup nexthop add id 3 dev va
every setup nexthop add id 5 via 2001:db8::2 dev va
every setup nexthop add id 6 via 10.0.0.4 dev va onlink
every setup nexthop add id 10 group 1/2
every setup nexthop add id 11 group 1,3/2,5
every setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
every setup nexthop add id 20 via 10.0.0.9 fdb
every setup nexthop add id 21 group 20 fdb
every setup nexthop add id 7 via 10.0.0.5 dev va protocol static
every setup route add 10.88.0.0/24 nhid 11

case show
run nexthop

case json
run -j nexthop

case json-pretty
run -j -p nexthop

case details
run -d nexthop

case id
run nexthop show id 11

case groups
run nexthop show groups

case fdb
run nexthop show fdb

case dev
run nexthop show dev va

case proto
run nexthop show protocol 4

case get
run nexthop get id 1

case get-json
run -j nexthop get id 12

case get-missing
run nexthop get id 99

case bad-id
run nexthop show id x

case route-nhid
run route show 10.88.0.0/24

case route-nhid-json
run -j route

case add
run nexthop add id 30 via 10.0.0.4 dev va
run nexthop
run route show 10.88.0.0/24

case add-dev
run nexthop add id 30 dev va
run nexthop
run route show 10.88.0.0/24

case add-group
run nexthop add id 30 group 1/2
run nexthop
run route show 10.88.0.0/24

case add-nodev
run nexthop add id 30 via 10.0.0.7
run nexthop
run route show 10.88.0.0/24

case add-baddev
run nexthop add id 30 dev nosuch
run nexthop
run route show 10.88.0.0/24

case add-badgroup
run nexthop add id 30 group 1/x
run nexthop
run route show 10.88.0.0/24

case add-garbage
run nexthop add id 30 foo
run nexthop
run route show 10.88.0.0/24

case del
run nexthop del id 1
run nexthop
run route show 10.88.0.0/24

case replace
run nexthop replace id 1 via 10.0.0.9 dev va
run nexthop
run route show 10.88.0.0/24

case flush-dev
run nexthop flush dev va
run nexthop
run route show 10.88.0.0/24

case flush
run nexthop flush
run nexthop
run route show 10.88.0.0/24

case flush-id
run nexthop flush id 1
run nexthop
run route show 10.88.0.0/24


# issues 20 and 15: del takes add's words; family only from via/dev/blackhole
case del-extra-attrs
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 up
setup link set v1 up
settle
setup nexthop add id 51 dev v0
setup nexthop add id 52 dev v1
setup nexthop add id 60 group 51/52
run nexthop del id 51 group 51/52
run nexthop del
run nexthop add id 53
run nexthop ls group
run nexthop ls g
run nexthop ls

case blackhole-mpath-weights
# keywords of ip-nexthop(8) no case named (testsuite/grammar.py)
run nexthop add id 20 blackhole
run -6 nexthop add id 21 blackhole
run nexthop add id 22 blackhole dev va
run nexthop add id 22 blackhole via 10.0.0.2
run nexthop add id 30 group 1,5/2 type mpath
run nexthop add id 31 group 1/2,2 type resilient buckets 8 idle_timer 10 unbalanced_timer 20
run nexthop add id 32 group 1 type resilient buckets 8 unbalanced_timer x
run nexthop add id 33 group 1,300 type mpath
run nexthop add id 33 group 1,256
run nexthop add id 33 group 1,0 type mpath
run nexthop add id 34 via 10.0.0.2 dev va ttl 5
run nexthop add id 35 encap mpls 100 ttl 5 via 10.0.0.2 dev va
run nexthop
run -d nexthop
run -j nexthop
