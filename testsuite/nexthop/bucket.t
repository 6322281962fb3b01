# ip nexthop bucket: the buckets of resilient groups. A bucket's idle
# time runs on between the two tools' runs: those listings go through
# sed, which writes T for it (their exit status is then sed's; the error
# cases run without it and compare theirs).

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link add vc address 02:00:00:00:00:03 type veth peer name vd address 02:00:00:00:00:04
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set vc addrgenmode none
every setup link set vd addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set vc up
every setup link set vd up
every setup addr add 10.0.0.1/24 dev va
every setup addr add 10.0.1.1/24 dev vc
every setup nexthop add id 1 via 10.0.0.2 dev va
every setup nexthop add id 2 via 10.0.1.2 dev vc
every setup nexthop add id 3 dev vc
every setup nexthop add id 12 group 1/2 type resilient buckets 4 idle_timer 100
every setup nexthop add id 13 group 1,2/3 type resilient buckets 8 idle_timer 0
every setup nexthop add id 14 group 1/2

case show
run nexthop bucket | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket list | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket lst | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop b | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bu sh | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket s | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket l | sed -E 's/idle_time [0-9.]+/idle_time T/'

case json
run -j nexthop bucket | sed -E 's/"idle_time":[0-9.]+/"idle_time":T/g'
run -j -p nexthop bucket | sed -E 's/"idle_time": [0-9.]+/"idle_time": T/'
run -j nexthop bucket show id 12 | sed -E 's/"idle_time":[0-9.]+/"idle_time":T/g'
run -j -p nexthop bucket get id 12 index 1 | sed -E 's/"idle_time": [0-9.]+/"idle_time": T/'
run -j nexthop bucket show id 99
run -j nexthop bucket get id 99 index 1
run -j -p nexthop bucket show id 14

case options
run -s nexthop bucket | sed -E 's/idle_time [0-9.]+/idle_time T/'
run -d nexthop bucket | sed -E 's/idle_time [0-9.]+/idle_time T/'
run -o nexthop bucket | sed -E 's/idle_time [0-9.]+/idle_time T/'
run -4 nexthop bucket | sed -E 's/idle_time [0-9.]+/idle_time T/'
run -6 nexthop bucket
run -0 nexthop bucket
run -6 nexthop bucket get id 12 index 1 | sed -E 's/idle_time [0-9.]+/idle_time T/'

case select
run nexthop bucket show id 12 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show id 13 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show nhid 1 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show nhid 3 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show dev vc | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show id 12 dev va | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show id 12 nhid 2 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show id 12 id 13 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show id 0 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show nhid 0 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket show master va
run nexthop bucket show id 14
run nexthop bucket show id 99
run nexthop bucket show nhid 99

case get
run nexthop bucket get id 12 index 2 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket get index 1 id 13 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket get id 12 index 1 id 13 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket g id 12 index 0 | sed -E 's/idle_time [0-9.]+/idle_time T/'
run nexthop bucket get id 12 index 9
run nexthop bucket get id 99 index 2
run nexthop bucket get id 14 index 2
run nexthop bucket get id 1 index 0
run nexthop bucket get id 12

case errors
run nexthop bucket help
run nexthop bucket foo
run nexthop bucket show foo
run nexthop bucket show help
run nexthop bucket show id
run nexthop bucket show id foo
run nexthop bucket show nhid foo
run nexthop bucket show dev
run nexthop bucket show dev nodev
run nexthop bucket show master nodev
run nexthop bucket show vrf foo
run nexthop bucket show vrf va
run nexthop bucket show groups
run nexthop bucket show fdb
run nexthop bucket show protocol boot
run nexthop bucket get
run nexthop bucket get help
run nexthop bucket get id 12 index foo
run nexthop bucket get id 12 index 70000
run nexthop bucket get id 12 index 2 foo
run nexthop bucket get id foo index 2
run nexthop bucket get id 0 index 1
run nexthop bucket get id 12 index

case batch
line cmds nexthop bucket show id 14
line cmds nexthop bucket show id 99
line cmds nexthop bucket get id 12 index 9
line cmds nexthop bucket show id 12 nhid 1 dev va
run -batch @cmds
run -force -batch @cmds | sed -E 's/idle_time [0-9.]+/idle_time T/'
