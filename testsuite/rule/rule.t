# ip rule, against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup rule add from 10.0.0.0/24 table 100 pref 1000
every setup rule add to 10.5.0.0/16 lookup 200 priority 1001
every setup rule add fwmark 0x10/0xff table 100 pref 1002
every setup rule add not from 10.1.0.0/16 goto 1000 pref 900
every setup rule add tos 0x10 table 100 pref 1003
every setup rule add uidrange 100-200 table 100 pref 1004
every setup rule add ipproto tcp sport 80 dport 1000-2000 table 100 pref 1005
every setup rule add table 100 suppress_prefixlength 0 pref 1006
every setup rule add nop pref 5
every setup rule add blackhole pref 6
every setup rule add iif va oif vb table main pref 1007
every setup rule add from all table 300 protocol static pref 1008
every setup -6 rule add from 2001:db8::/32 table 7 pref 1009

case show
run rule show

case list
run rule list

case json
run -j rule

case json-pretty
run -j -p rule

case details
run -d rule

case inet6
run -6 rule

case color
run -c=always rule

case numeric
run -N rule

case table
run rule show table 100

case bad
run rule show foo

case link
run -0 rule

case add-from
run rule add from 10.1.0.0/24 table 100
run rule
run -6 rule

case add-to
run rule add to 10.1.0.0/24 lookup main pref 50
run rule
run -6 rule

case add-fwmark
run rule add fwmark 0x5/0xf table 10
run rule
run -6 rule

case add-iif
run rule add iif va table 5
run rule
run -6 rule

case add-not
run rule add not to 1.2.3.4 table 5
run rule
run -6 rule

case add-blackhole
run rule add blackhole pref 9
run rule
run -6 rule

case add-suppress
run rule add table 100 suppress_prefixlength 0
run rule
run -6 rule

case add-ipproto
run rule add ipproto udp dport 53 table 5
run rule
run -6 rule

case add-uidrange
run rule add uidrange 1-2 table 5
run rule
run -6 rule

case add-goto
run rule add goto 1000 pref 10
run rule
run -6 rule

case add-nop
run rule add nop
run rule
run -6 rule

case add-notable
run rule add from 10.1.0.0/24
run rule
run -6 rule

case add-tos
run rule add tos 0x10 table 5
run rule
run -6 rule

case add-realms
run rule add realms 3 table 5
run rule
run -6 rule

case add-proto
run rule add protocol static table 5
run rule
run -6 rule

case add-v6
run -6 rule add from 2001:db8::/32 table 9
run rule
run -6 rule

case add-badprefix
run rule add from foo table 100
run rule
run -6 rule

case add-badtable
run rule add table foo
run rule
run -6 rule

case add-badpref
run rule add pref x table 5
run rule
run -6 rule

case del-pref
run rule del pref 1000
run rule
run -6 rule

case del-sel
run rule del from 10.0.0.0/24 table 100
run rule
run -6 rule

case del-missing
run rule del pref 5555
run rule
run -6 rule

case flush
run rule flush
run rule
run -6 rule

case flush-v6
run -6 rule flush
run rule
run -6 rule
