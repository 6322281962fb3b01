# ip rule, against the reference

case show
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule show

case list
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule list

case json
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -j rule

case json-pretty
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -j -p rule

case details
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -d rule

case inet6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -6 rule

case color
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -c=always rule

case numeric
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -N rule

case table
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule show table 100

case bad
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule show foo

case link
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -0 rule

case add-from
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add from 10.1.0.0/24 table 100
run rule
run -6 rule

case add-to
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add to 10.1.0.0/24 lookup main pref 50
run rule
run -6 rule

case add-fwmark
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add fwmark 0x5/0xf table 10
run rule
run -6 rule

case add-iif
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add iif va table 5
run rule
run -6 rule

case add-not
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add not to 1.2.3.4 table 5
run rule
run -6 rule

case add-blackhole
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add blackhole pref 9
run rule
run -6 rule

case add-suppress
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add table 100 suppress_prefixlength 0
run rule
run -6 rule

case add-ipproto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add ipproto udp dport 53 table 5
run rule
run -6 rule

case add-uidrange
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add uidrange 1-2 table 5
run rule
run -6 rule

case add-goto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add goto 1000 pref 10
run rule
run -6 rule

case add-nop
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add nop
run rule
run -6 rule

case add-notable
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add from 10.1.0.0/24
run rule
run -6 rule

case add-tos
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add tos 0x10 table 5
run rule
run -6 rule

case add-realms
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add realms 3 table 5
run rule
run -6 rule

case add-proto
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add protocol static table 5
run rule
run -6 rule

case add-v6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -6 rule add from 2001:db8::/32 table 9
run rule
run -6 rule

case add-badprefix
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add from foo table 100
run rule
run -6 rule

case add-badtable
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add table foo
run rule
run -6 rule

case add-badpref
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule add pref x table 5
run rule
run -6 rule

case del-pref
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule del pref 1000
run rule
run -6 rule

case del-sel
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule del from 10.0.0.0/24 table 100
run rule
run -6 rule

case del-missing
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule del pref 5555
run rule
run -6 rule

case flush
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run rule flush
run rule
run -6 rule

case flush-v6
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va addrgenmode none
setup link set vb addrgenmode none
setup link set va up
setup link set vb up
setup link set lo up
setup rule add from 10.0.0.0/24 table 100 pref 1000
setup rule add to 10.5.0.0/16 lookup 200 priority 1001
setup rule add fwmark 0x10/0xff table 100 pref 1002
setup rule add not from 10.1.0.0/16 goto 1000 pref 900
setup rule add tos 0x10 table 100 pref 1003
setup rule add uidrange 100-200 table 100 pref 1004
setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
setup rule add table 100 suppress_prefixlength 0 pref 1006
setup rule add nop pref 5
setup rule add blackhole pref 6
setup rule add iif va oif vb table main pref 1007
setup rule add from all table 300 protocol static pref 1008
setup -6 rule add from 2001:db8::/32 table 7 pref 1009
run -6 rule flush
run rule
run -6 rule

case help
run rule help
run rule foo

