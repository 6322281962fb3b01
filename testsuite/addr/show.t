# ip address show: output forms and filters, against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup addr add 10.0.0.1/24 dev va
every setup addr add 10.0.0.2/24 dev va
every setup addr add 192.168.7.1 peer 192.168.7.2/32 dev vb
every setup addr add 10.9.0.1/16 brd + dev vb
every setup addr add 2001:db8::1/64 dev va nodad
every setup addr add 2001:db8:1::1/64 dev vb nodad

case plain
settle
run addr show
run addr

case oneline
settle
run -o addr show
run -o addr

case brief
settle
run -br addr show
run -br addr

case json
settle
run -j addr show
run -j addr

case json-pretty
settle
run -j -p addr show
run -j -p addr

case details
settle
run -d addr show
run -d addr

case stats
settle
run -s addr show dev lo

case stats2
settle
run -s -s addr show dev lo

case inet
settle
run -4 addr show
run -4 addr

case inet6
settle
run -6 addr show
run -6 addr

case link
settle
run -0 addr show
run -0 addr

case color
settle
run -c=always addr show
run -c=always addr

case brief-json
settle
run -br -j addr show
run -br -j addr

case brief-color
settle
run -br -c=always addr show
run -br -c=always addr

case oneline-stats
settle
run -o -s addr show dev lo

case numeric
settle
run -N addr show
run -N addr

case resolve
settle
run -r addr show
run -r addr

case details-json
settle
run -d -j addr show
run -d -j addr

case inet6-json
settle
run -6 -j addr show
run -6 -j addr

case inet-details
settle
run -4 -d addr show
run -4 -d addr

case dev
settle
run addr show dev va

case dev-bare
settle
run addr show vb

case dev-missing
settle
run addr show dev nosuch

case scope-link
settle
run addr show scope link

case scope-host
settle
run addr show scope host

case scope-global
settle
run addr show scope global

case to
settle
run addr show to 10.9.0.0/16

case to-host
settle
run addr show to 10.0.0.2

case label
settle
run addr show label va

case label-glob
settle
run addr show label v*

case secondary
settle
run addr show secondary

case primary
settle
run addr show primary

case dynamic
settle
run addr show dynamic

case permanent
settle
run addr show permanent

case up
settle
run addr show up

case type-veth
settle
run addr show type veth

case nodad
settle
run addr show nodad

case tentative
settle
run addr show tentative

case -tentative
settle
run addr show -tentative

case master-missing
settle
run addr show master nosuch

case abbrev
settle
run addr s

case list
settle
run addr list

case lst
settle
run addr lst

case json-filtered
settle
run -j addr show scope link
run -j addr show up
run -j -p addr show secondary

# every flag of the address, and "-" before it for its absence
case flags-every
setup -6 addr add fd00:9::1/64 dev va optimistic
setup -6 addr add fd00:9::2/64 dev va nodad
settle
run addr show dev va optimistic
run addr show dev va -optimistic
run addr show dev va -nodad
run addr show dev va -home
run addr show dev va -mngtmpaddr
run addr show dev va -noprefixroute
run addr show dev va autojoin
run addr show dev va -autojoin
run addr show dev va stable-privacy
run addr show dev va -stable-privacy
run addr show dev va -permanent
run addr show dev va -dynamic
run addr show dev va -secondary
run addr show dev va -primary
run addr show dev va -temporary
run addr show dev va -
run addr show dev va --secondary
run addr show dev va opt
run -j addr show dev va -dynamic
