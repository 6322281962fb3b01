# ip mroute show without a multicast routing daemon: empty caches, help,
# errors and abbreviations. Real (S,G) entries are compared by
# testsuite/checks/mroute.sh, whose helper daemon (mfc.c) keeps them.

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none

case show
run mroute
run mroute show
run mroute list
run mroute lst
run mroute ls
run mroute sh
run mroute l
run mroute s
run mro
run mr
run -4 mroute
run -6 mroute
run -s mroute
run -d mroute
run -o mroute

case json
run -j mroute
run -j -p mroute
run -6 -j -p mroute
run -s -j mroute show table all
run -j mroute show table 99
run -j -p mroute show table 99

case select
run mroute show table all
run mroute show table 0
run mroute show table main
run mroute show table default
run mroute show tab all
run mroute show iif va
run mroute show iif vb
run mroute show iif lo table all
run mroute show to all
run mroute show from all
run mroute show all
run mroute show any
run mroute show default
run mroute show from default to any
run mroute show fr all
run -6 mroute show table all
run -6 mroute show iif va

case families
run -0 mroute
run -0 mroute show foo
run -M mroute
run -B mroute show table foo
run -0 -j mroute

case errors
run mroute help
run mroute show help
run mroute show he
run mroute foo
run mroute get
run mroute show table
run mroute show iif
run mroute show to
run mroute show from
run mroute show iif nodev
run mroute show table foo
run mroute show table 99
run mroute show table local
run -6 mroute show table 99
run mroute show 239.1.1.1
run mroute show to 239.0.0.0/8
run mroute show from 10.0.0.5
run -4 mroute show from 10.0.0.5
run -6 mroute show from 2001:db8::1
run mroute show ii va
run mroute show foo
run mroute show table all foo
run -j mroute help

case batch
line cmds mroute
line cmds mroute show table all
line cmds mroute show table 99
line cmds mroute show iif va
run -batch @cmds
run -force -batch @cmds
