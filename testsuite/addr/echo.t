# ip -echo: the kernel's echo of a change, printed as ip monitor prints
# it (the first message only), one JSON array with -j; neigh is not
# echoed by the reference. Route and rule JSON are left out: iproute2
# 6.1 prints them (and nexthops) as {{...}}, which is no JSON (nlroute(8)).

every setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
every setup link set lo up
every setup link set v0 up
every setup link set v1 up
every setup addr add 10.0.0.1/24 dev v0

case addr
run -echo addr add 10.0.0.2/24 dev v0
run -echo -j addr add 10.0.0.3/24 dev v0
run -echo -j -p addr add 10.0.0.4/24 dev v0
run --echo addr add 10.0.0.5/24 dev v0
run -echo -o addr add 10.0.0.6/24 dev v0
run -echo addr change 10.0.0.1/24 dev v0
run -echo addr del 10.0.0.2/24 dev v0
run -echo -6 addr add 2001:db8::5/64 dev v0 nodad
run -echo addr add 10.0.0.2/24 dev nosuch
run -ech addr show dev lo

case route-rule-nexthop
run -echo route add 10.5.0.0/16 dev v0
run -echo route replace 10.0.0.0/24 dev v0 metric 5
run -echo route del 10.5.0.0/16 dev v0
run -echo rule add table 5 prio 10
run -echo rule del prio 99
run -echo -j rule del prio 99
run -echo nexthop add id 1 dev v0
run -echo nexthop add id 2 blackhole
run -echo nexthop del id 2

case link-neigh
run -echo link set v0 mtu 1400
run -echo -j link set v0 mtu 1300
run -echo link add x0 address 02:00:00:00:00:05 type veth peer name x1 address 02:00:00:00:00:06
run -echo -j link add x2 address 02:00:00:00:00:07 type veth peer name x3 address 02:00:00:00:00:08
run -echo link del x0
run -echo -j link del x2
run -echo neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev v0
run -echo -j neigh add 10.0.0.10 lladdr 02:00:00:00:00:0a dev v0
