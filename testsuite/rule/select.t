# ip rule show / flush SELECTOR: every selector word, abbreviated as the
# reference takes it, on a namespace with two dozen varied rules

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
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
every setup rule add from 10.0.0.5 to 10.6.0.0/16 table 100 pref 1009
every setup rule add fwmark 0x10 table 100 pref 1010
every setup rule add l3mdev pref 1011
every setup rule add ipproto udp dport 53 table 5 pref 1012
every setup rule add sport 100-200 table 5 pref 1013
every setup rule add iif vb table 7 pref 1014
every setup rule add oif va table 7 pref 1015
every setup rule add not to 10.8.0.0/16 table 7 pref 1016
every setup rule add from 10.0.0.0/8 table 8 pref 1017
every setup rule add uidrange 5-5 table 8 pref 1018
every setup rule add realms 3/4 table 8 pref 1019
every setup rule add tun_id 5 table 9 pref 1020
every setup rule add from 10.0.0.0/24 table 9 pref 1021
every setup rule add protocol boot fwmark 0x20/0xf0 table 9 pref 1022
every setup rule add tun_id 7 fwmark 3 iif va uidrange 3-4 ipproto udp dport 9 sport 8 not from 10.9.0.0/16 to 10.10.0.0/16 tos 0x08 oif vb table 9 pref 1030
every setup -6 rule add from 2001:db8::/32 table 7 pref 1100
every setup -6 rule add to 2001:db8:1::/48 table 7 pref 1101
every setup -6 rule add iif va fwmark 9 table 8 pref 1102

case all
run rule show
run -j -p rule show
run -6 rule show
run rule show tun_id 7
run -j rule show tun_id 7
run rule add tun_id 0x10 table 5 pref 1040
run rule add tun_id foo table 5
run rule show pref 1040

case prefix
run rule show from 10.0.0.0/24
run rule show from 10.0.0.0/8
run rule show from 10.0.0.5
run rule show from 10.0.0.0
run rule show from 10.0.0.0/16
run rule show from all
run rule show from any
run rule show from default
run rule show from 0/0
run rule show from 0.0.0.0/0
run rule show to 10.5.0.0/16
run rule show to 10.5.0.0/24
run rule show to 10.5.0.0/8
run rule show to all
run rule show 10.5.0.0/16
run rule show 10.0.0.0/24
run rule show 10.0.0.5
run rule show all
run rule show default
run rule show s 10.0.0.0/8
run rule show src 10.0.0.0/8
run rule show sr 10.0.0.0/8
run rule show dst 10.5.0.0/16
run rule show d 10.5.0.0/16
run rule show ds 0x10
run rule show f 10.0.0.0/8
run rule show fr 10.0.0.0/8
run rule show fro 10.0.0.0/8
run rule show from 10.0.0.0/24 to 10.6.0.0/16
run rule show from 10.0.0.0/33
run rule show from foo
run rule show to
run rule show from
run rule show not
run rule show not from 10.1.0.0/16
run rule show not from 10.0.0.0/8
run rule show not to 10.0.0.0/8
run rule show not not
run -6 rule show from 2001:db8::/16
run -6 rule show to 2001:db8::/32
run -6 rule show 2001:db8:1::/48
run -6 rule show from 10.0.0.0/8
run -6 rule show foo
run -0 rule show foo
run -0 rule show from 1.2.3.4
run -M rule show from 1.2.3.4

case dev
run rule show iif va
run rule show iif vb
run rule show iif nonexist
run rule show dev va
run rule show oif vb
run rule show oif va
run rule show iif va oif vb
run rule show iif
run rule show oif
run rule show i va
run rule show ii va
run rule show de va
run rule show oi va
run rule show iif aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
run rule show oif aaaaaaaaaaaaaaaaaaaaaaaaaaaaa
run -6 rule show iif va

case pref
run rule show pref 1000
run rule show priority 1001
run rule show order 5
run rule show prio 5
run rule show pref 0
run rule show p 1000
run rule show pr 1000
run rule show pri 1000
run rule show prior 1000
run rule show preference 1000
run rule show prefe 1000
run rule show o 5
run rule show or 5
run rule show orde 5
run rule show pref foo
run rule show pref -1
run rule show pref 4294967296
run rule show pref 1000 pref 1001
run rule show table 100 pref 1000
run rule show o va

case table
run rule show table 100
run rule show table main
run rule show lookup 5
run rule show table all
run rule show table 0
run rule show table local
run rule show table default
run rule show table 4294967295
run rule show table 4294967296
run rule show table -1
run rule show ta 100
run rule show tab 100
run rule show tabl 100
run rule show l 100
run rule show lo 100
run rule show loo 100
run rule show look main
run rule show lookup main
run rule show t 100
run rule show table foo
run rule show from 10.0.0.0/24 table 9
run rule show table 9 table 100

case fwmark
run rule show fwmark 0x10
run rule show fwmark 0x10/0xff
run rule show fwmark 16/255
run rule show fwmark 0x20
run rule show fwmark 0x20/0xf0
run rule show fwmark 0x20/0xff
run rule show fwmark 0
run rule show fwmark 0/0xf0
run rule show fwmark 0x10/0
run rule show fwmark 3
run rule show fwmark foo
run rule show fwmark 0x10/foo
run rule show fwmark 0x10/
run rule show fwmark -1
run rule show fw 0x10
run rule show fwm 0x10
run rule show fwmar 0x10
run -6 rule show fwmark 9

case tos
run rule show tos 0x10
run rule show tos 16
run rule show tos 10
run rule show dsfield 0x10
run rule show tos 0x08
run rule show tos 0
run rule show tos 0xff
run rule show tos ff
run rule show tos 0x1ff
run rule show tos foo
run rule show tos
run rule show dsf 0x10
run rule show dsfi 0x10
run rule show dsfiel 0x10
run rule show tos 0x10 table 100

case proto
run rule show protocol static
run rule show protocol kernel
run rule show proto boot
run rule show protocol all
run rule show protocol foo
run rule show prot static
run rule show pro static
run rule show pro foo
run rule show protocol 300

case misc
run rule show l3mdev
run rule show l3md
run rule show l3
run rule show uidrange 100-200
run rule show uidrange 5-5
run rule show uidrange 1-1000
run rule show uidrange 3-4
run rule show uidrange 0-0
run rule show uidrange 200-100
run rule show uidrange 5
run rule show uidrange a-b
run rule show uidrange 1-2-3
run rule show uidrange 1-
run rule show uid 100-200
run rule show uidr 5-5
run rule show ipproto tcp
run rule show ipproto 17
run rule show ipproto udp
run rule show ipproto 0
run rule show ipproto ip
run rule show ipproto foo
run rule show ipproto 300
run rule show ipproto -1
run rule show ipproto 255
run rule show ipp tcp
run rule show ippro tcp

case ports
run rule show sport 80
run rule show sport 100-200
run rule show sport 8
run rule show dport 1000-2000
run rule show dport 53
run rule show dport 9
run rule show sport x
run rule show sport 1-x
run rule show dport 70000
run rule show dport 0
run rule show sport 0-5
run rule show sport 5-0
run rule show sport 5
run rule show sport 5-
run rule show sport -5
run rule show sport 5-6-7
run rule show sp 80
run rule show spor 80
run rule show dp 53
run rule show dpor 53
run rule show ipproto udp dport 53

case tunid
run rule show tun_id 5
run rule show tun_id 7
run rule show tun 5
run rule show tu 5
run rule show t 5
run rule show t 10.5.0.0/16
run rule show tun_id 0
run rule show tun_id 0x7
run rule show tun_id foo
run rule show tun_id 18446744073709551615
run rule show tun_id 18446744073709551616
run rule show tun_id -1

case words
run rule show realms 3/4
run rule show goto 1000
run rule show nop
run rule show blackhole
run rule show type blackhole
run rule show suppress_prefixlength 0
run rule show foo
run rule show help
run rule show n
run rule show no
run rule show u 5

case json
run -j rule show fwmark 0x10
run -j rule show not
run -j rule show tun_id 7

case flush-fwmark
run rule flush fwmark 0x10
run rule

case flush-not
run rule flush not
run rule

case flush-prefix
run rule flush from 10.0.0.0/8
run rule
run rule flush 10.5.0.0/8
run rule

case flush-dev
run rule flush iif va
run rule
run rule flush oif va
run rule

case flush-misc
run rule flush l3mdev
run rule flush uidrange 5-5
run rule flush ipproto tcp
run rule flush dport 53
run rule flush tun_id 7
run rule flush tos 0x10
run rule
run rule flush sport 100-200 table 5
run rule flush protocol static
run rule

case flush-table-pref
run rule flush table 100 pref 1003
run rule
run rule flush table 9
run rule flush pref 5
run rule

case flush-v6
run -6 rule flush iif va
run -6 rule
run -6 rule flush from 2001:db8::/16
run -6 rule
run rule

case flush-bad
run rule flush foo
run rule flush fwmark foo
run rule flush help
run rule

case flush-proto
run rule flush protocol static
run rule
run rule flush protocol kernel
run rule
run rule flush proto boot
run -d rule
run rule flush protocol foo

case flush-tos0
run rule flush tos 0 table 100
run rule

case save-args
run rule save foo
run rule save table 100
run mrule save foo
run rule restore foo < /dev/null

case add-ports-l3mdev
run rule add sport x table 100 pref 2003
run rule add l3mdev table 100 pref 2005
run rule add table 100 l3mdev pref 2005
run rule add l3mdev lookup main pref 2006
run rule add l3mdev table 0 pref 2007
run rule del l3mdev table 5
run rule show l3mdev

case add-abbrev
run rule add t 5 pref 3201
run rule add tu 6 pref 3202
run rule add ta 5 pref 3203
run rule add n table 5 pref 3204
run rule add go 5000 pref 3205
run rule add r 5 table 5 pref 3206
run rule add rea 5 table 5 pref 3207
run rule add unr pref 3208
run rule add prohib pref 3209
run rule add bl pref 3210
run rule add u pref 3211
run rule add type bl pref 3214
run rule add type u pref 3215
run rule add typ blackhole pref 3217
run rule add no pref 3218
run rule add uni table 5 pref 3221
run rule add type pro pref 3222
run rule show
run rule add blackhole table 5 pref 3230
run rule add goto 3201 table 6 pref 3231
run rule add nop lookup main pref 3232
run rule show
run -j rule show pref 3230
