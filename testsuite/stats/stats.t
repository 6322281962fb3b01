# ip stats against the reference. The links stay down, so that no packet
# moves their counters between the two runs; counters of traffic, MPLS,
# bond and offloaded devices are compared on crafted replies by
# testsuite/checks/stats.sh.

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link add br0 address 02:00:00:00:00:03 type bridge
every setup link set va master br0

case dump
run stats
run stats show
run -j stats show
run -j -p stats show
run -o stats show
run -s -s stats show
run -h stats show
run -c=always stats show

case dev
run stats show dev va
run stats show dev br0
run stats show dev lo
run -j stats show dev br0
run -j -p stats show dev va
run -o stats show dev va
run -s stats show dev vb
run -s -s -j stats show dev va
run -d stats show dev va
run -d -j stats show dev br0
run -br stats show dev va

case group-link
run stats show group link
run stats show dev va group link
run -s -s stats show dev va group link
run -j stats show dev va group link
run -j -p -s -s stats show dev va group link
run -h stats show dev va group link

case group-offload
run stats show group offload
run stats show dev va group offload
run stats show dev va group offload subgroup cpu_hit
run stats show dev va group offload subgroup hw_stats_info
run stats show dev va group offload subgroup l3_stats
run stats show group offload subgroup l3_stats subgroup cpu_hit
run -j stats show dev va group offload
run -j -p stats show group offload
run -o stats show group offload

case l3-stats
setup stats set dev va l3_stats on
run stats show dev va group offload
run -j -p stats show dev va group offload
run -o stats show dev va group offload subgroup l3_stats
run stats show group offload subgroup hw_stats_info
run stats set dev va l3_stats off
run stats show dev va group offload subgroup l3_stats
run stats set dev vb l3_stats on
run stats set dev vb l3_stats o
run stats set dev vb l3_stats of
run -j stats show dev vb group offload subgroup hw_stats_info

case group-xstats
run stats show group xstats
run stats show dev br0 group xstats
run stats show dev br0 group xstats subgroup bridge
run stats show dev br0 group xstats subgroup bridge suite mcast
run stats show dev br0 group xstats subgroup bridge suite stp
run stats show dev br0 group xstats subgroup bond
run stats show dev br0 group xstats subgroup bond suite 802.3ad
run -j stats show dev br0 group xstats
run -j -p stats show dev br0 group xstats subgroup bridge suite mcast
run -o stats show dev br0 group xstats

case group-xstats-slave
run stats show group xstats_slave
run stats show dev va group xstats_slave
run stats show dev va group xstats_slave subgroup bridge suite stp
run stats show dev va group xstats_slave subgroup bridge suite mcast suite stp
run -j stats show dev va group xstats_slave
run -j -p stats show dev va group xstats_slave subgroup bridge suite stp
run -o stats show dev va group xstats_slave

case group-afstats
run stats show group afstats
run stats show dev va group afstats subgroup mpls
run -j stats show group afstats
run -j -p stats show dev va group afstats

case selections
run stats show dev va group link group afstats
run stats show dev va group afstats group link
run stats show dev va group link group link
run stats show dev va group xstats subgroup bridge suite stp group xstats_slave subgroup bridge suite stp
run stats show dev va group xstats subgroup bridge suite stp group xstats
run stats show dev va group xstats subgroup bridge subgroup bond
run stats show dev va group xstats subgroup bridge suite stp subgroup bond
run stats show dev va group xstats subgroup bridge suite stp suite stp
run stats show dev va group offload subgroup cpu_hit group link
run stats show group link dev va
run -j stats show dev va group offload subgroup cpu_hit group xstats_slave subgroup bond

case help
run stats help
run stats show help
run stats set help
run stats set dev va help
run stats hel

case errors
run stats foo
run stats s
run stats sh
run stats list
run stats show foo
run stats show dev
run stats show dev nosuch
run -j stats show dev nosuch
run stats show dev nosuch foo
run stats show dev va dev vb
run stats show group
run stats show group foo
run stats show group l
run stats show group help
run stats show group link subgroup x
run stats show group link subgroup
run stats show group offload subgroup
run stats show group offload subgroup foo
run stats show group offload subgroup cpu
run stats show group offload subgroup cpu_hit suite x
run stats show group afstats subgroup mpls suite x
run stats show group xstats subgroup bridge suite
run stats show group xstats subgroup bridge suite foo
run stats show group xstats suite stp
run stats show subgroup cpu_hit
run stats show suite
run -j stats show group foo

case set-errors
run stats set
run stats set dev
run stats set dev va
run stats set dev va l3_stats
run stats set dev va l3_stats foo
run stats set dev va l3_stats ON
run stats set dev va l3_stats ""
run stats set dev va l3_stats onx
run stats set dev va l3_stats on l3_stats off
run stats set dev va l3_stats on foo
run stats set dev nosuch l3_stats on
run stats set dev nosuch foo
run stats set l3_stats on
run stats set l3_stats foo dev nosuch
run stats set foo
run stats set dev va dev vb l3_stats on

case dev-names
run stats show dev abcdefghijklmnop
run stats show dev abcdefghijklmno
run stats show dev a/b
run stats show dev "a b"
run stats show dev ""
run stats show dev a/b foo
run stats show dev lo dev a/b
run stats show dev a:b
run stats set dev a/b foo
run stats set dev abcdefghijklmnop l3_stats on
run stats set dev "" l3_stats on

# errors that the reference returns (a batch goes on with -force) and
# the -s that every `stats show` adds for the lines after it
case batch
line B stats show foo
line B stats show dev va group link
line B stats show group x
line B stats set dev va l3_stats foo
line B stats set dev va l3_stats on l3_stats on
line B stats show help
line B stats foo
line B stats show dev va group link
line B link show dev va
line B stats set dev va
line B link show dev vb
run -force -batch @B
run -batch @B
run -s -force -batch @B
run -d -force -batch @B

# "ifN" names index N, as with the reference, whether or not it exists
case ifn-names
run stats show dev if2 group link
run stats show dev if3x group afstats
run stats show dev if99
run -j stats show dev if99
run -j -p stats show dev if99 group link
run stats show dev if-1
run stats show dev if0
run stats show dev ifx
run stats set dev if2 l3_stats on
run stats set dev if99 l3_stats on
