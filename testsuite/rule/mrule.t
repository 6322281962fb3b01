# ip mrule: `ip rule` on the multicast routing rules (RTNL_FAMILY_IPMR,
# RTNL_FAMILY_IP6MR), against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup mrule add iif va table 6
every setup mrule add fwmark 5 table 7 pref 100
every setup mrule add to all table 8 pref 99
every setup mrule add oif vb lookup 9 pref 98
every setup mrule add iif vb oif va table 10 pref 200
every setup -6 mrule add iif va table 10 pref 300
every setup -6 mrule add fwmark 0x10/0xff lookup 11 pref 301

case show
run mrule
run mrule show
run mrule list
run mrule lst
run -4 mrule
run -6 mrule
run mru
run mrul sh

case json
run -j mrule
run -j -p mrule
run -6 -j -p mrule

case details
run -d mrule
run -N mrule
run -s mrule
run -o mrule

case show-select
run mrule show table 6
run mrule show table default
run -6 mrule show table main
run mrule show from all
run mrule show to all

case help
run mrule help
run mrule foo
run mrule show help
run mrule add help

case family
run -0 mrule
run -M mrule show
run -B mrule add table 5
run -f inet mrule
run -f inet6 mrule

case bad-prefix
run mrule add from 10.0.0.0/8 table 5
run -6 mrule add from 2001:db8::/32 table 10
run mrule show from 1.2.3.4
run mrule add to foo table 5
run mrule

case add
run mrule add iif lo table 12 pref 500
run mrule add blackhole pref 501
run mrule add uidrange 1-2 table 5 pref 502
run mrule add ipproto tcp table 5 pref 503
run mrule add sport 5 table 5 pref 504
run mrule add l3mdev pref 505
run mrule add goto 1000 pref 506
run mrule add nop pref 507
run mrule add table 5 tos 4 pref 508
run mrule
run -6 mrule add iif lo table 13 pref 600
run -6 mrule
run rule
run -6 rule

case add-exists
run mrule add iif va table 6
run mrule add to all table 8 pref 99
run mrule

case del
run mrule del pref 100
run mrule del table 9
run mrule del pref 4242
run mrule
run -6 mrule del pref 301
run -6 mrule

case flush
run mrule flush
run mrule
run -6 mrule
run -6 mrule flush
run -6 mrule
run rule

case flush-sel
run mrule flush table 8
run mrule flush pref 98
run mrule

case batch
line cmds mrule add iif lo table 20 pref 700
line cmds rule add from 10.9.0.0/16 table 21 pref 701
line cmds -6 mrule
line cmds mrule
line cmds rule
run -batch @cmds
