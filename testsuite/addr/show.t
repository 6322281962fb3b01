# ip address show: output forms and filters, against the reference

case plain
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show
run addr

case oneline
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -o addr show
run -o addr

case brief
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -br addr show
run -br addr

case json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -j addr show
run -j addr

case json-pretty
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -j -p addr show
run -j -p addr

case details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -d addr show
run -d addr

case stats
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -s addr show dev lo

case stats2
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -s -s addr show dev lo

case inet
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -4 addr show
run -4 addr

case inet6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -6 addr show
run -6 addr

case link
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -0 addr show
run -0 addr

case color
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -c=always addr show
run -c=always addr

case brief-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -br -j addr show
run -br -j addr

case brief-color
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -br -c=always addr show
run -br -c=always addr

case oneline-stats
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -o -s addr show dev lo

case numeric
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -N addr show
run -N addr

case resolve
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -r addr show
run -r addr

case details-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -d -j addr show
run -d -j addr

case inet6-json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -6 -j addr show
run -6 -j addr

case inet-details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -4 -d addr show
run -4 -d addr

case dev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show dev va

case dev-bare
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show vb

case dev-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show dev nosuch

case scope-link
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show scope link

case scope-host
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show scope host

case scope-global
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show scope global

case to
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show to 10.9.0.0/16

case to-host
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show to 10.0.0.2

case label
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show label va

case label-glob
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show label v*

case secondary
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show secondary

case primary
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show primary

case dynamic
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show dynamic

case permanent
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show permanent

case up
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show up

case type-veth
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show type veth

case nodad
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show nodad

case tentative
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show tentative

case -tentative
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show -tentative

case master-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr show master nosuch

case abbrev
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr s

case list
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr list

case lst
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run addr lst

case json-filtered
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
setup addr add 10.9.0.1/16 brd + dev vb
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 2001:db8:1::1/64 dev vb nodad
settle
run -j addr show scope link
run -j addr show up
run -j -p addr show secondary

case help
run addr help
run addr foo
run address help

