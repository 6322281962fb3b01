# ip mptcp endpoint, against the reference (each case ends with a look at
# the endpoints it left)

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va up
every setup mptcp endpoint add 10.0.0.1
every setup mptcp endpoint add 10.0.0.2 dev va id 5 port 1000 signal backup
every setup mptcp endpoint add 10.0.0.3 subflow fullmesh
every setup mptcp endpoint add 2001:db8::1 signal

case show
run mptcp endpoint show
run mptcp endpoint
run mptcp e
run mptcp endpoint s
run -o mptcp endpoint
run -d -s mptcp endpoint

case show-json
run -j mptcp endpoint show
run -j -p mptcp endpoint show
run -j mptcp endpoint show id 5
run -j -p mptcp endpoint show id 6

case show-one
run mptcp endpoint show id 5
run mptcp endpoint show id 1 id 5
run mptcp endpoint show id 1 10.0.0.2 port 3 subflow dev va
run mptcp endpoint show 10.0.0.1
run mptcp endpoint show dev va
run mptcp endpoint show subflow

case show-errors
run mptcp endpoint show id 99
run -j mptcp endpoint show id 99
run mptcp endpoint show id 0
run mptcp endpoint show id 256
run mptcp endpoint show id x
run mptcp endpoint show id -1
run mptcp endpoint show id
run mptcp endpoint show dev nope
run mptcp endpoint show foo
run mptcp endpoint show id 1 id x

case add
run mptcp endpoint add 10.0.0.9 id 0
run mptcp endpoint add 10.0.0.8 10.0.0.7
run mptcp endpoint add 10.0.0.6 i 30 d va
run mptcp endpoint add 10.0.0.5 id 0x10 port 0 subflow backup
run mptcp endpoint add 10.0.0.4 id 010 signal subflow backup
run mptcp endpoint add 2001:db8::2 port 7 signal id 9
run mptcp endpoint add 2001:db8::3 p 8 signal fullmesh
run -4 mptcp endpoint add 2001:db8::5
run -6 mptcp endpoint add 10.0.0.11 nobackup nofullmesh
run mptcp endpoint add 10.0.0.12 fullmesh subflow
run mptcp endpoint add ::ffff:10.0.0.13
run -j -p mptcp endpoint show

case add-duplicate
run mptcp endpoint add 10.0.0.1
run mptcp endpoint add 10.0.0.1 nobackup
run mptcp endpoint add 10.0.0.20 id 5
run mptcp endpoint show

case add-errors
run mptcp endpoint add
run mptcp endpoint a
run mptcp endpoint add id 3
run mptcp endpoint add port 5
run mptcp endpoint add 10.0.0.9 port 80
run mptcp endpoint add 10.0.0.9 port 1 subflow
run mptcp endpoint add 10.0.0.9 dev nope
run mptcp endpoint add 10.0.0.9 port 5 dev nope
run mptcp endpoint add 10.0.0.9 foo
run mptcp endpoint add foo
run mptcp endpoint add ""
run mptcp endpoint add 10.0.0.1/24
run mptcp endpoint add port 5 10.0.0.1/x
run mptcp endpoint add 10.0.0.9 port x
run mptcp endpoint add 10.0.0.9 port 70000
run mptcp endpoint add 10.0.0.9 id
run mptcp endpoint add 10.0.0.9 dev
run mptcp endpoint add 10.0.0.9 id -1
run mptcp endpoint add 10.0.0.9 id 300 port 70000
run mptcp endpoint add 10.0.0.9 signal fullmesh
run mptcp endpoint add 10.0.0.9 fullmesh signal
run mptcp endpoint add 10.0.0.9 fullmesh nofullmesh signal
run mptcp endpoint add 10.0.0.9 id 1 signal nobackup nofullmesh fullmesh
run mptcp endpoint add 10.0.0.9 port 1 signal backup fullmesh
run mptcp endpoint add 10.0.0.9 s
run mptcp endpoint add 10.0.0.9 sub b f
run mptcp endpoint add 10.0.0.9 sig nob nof
run mptcp endpoint show

case delete
run mptcp endpoint delete id 5
run mptcp endpoint delete id 5
run mptcp endpoint d id 6 signal port 5
run mptcp endpoint delete id 0 10.0.0.1
run mptcp endpoint delete id 0 2001:db8::1
run mptcp endpoint delete id 7 10.0.0.3
run mptcp endpoint show

case delete-errors
run mptcp endpoint delete
run mptcp endpoint d
run mptcp endpoint delete 10.0.0.2
run mptcp endpoint delete id 0
run mptcp endpoint delete id 0 port 3
run mptcp endpoint delete id x
run mptcp endpoint delete id 1 dev nope
run mptcp endpoint delete id 99
run mptcp endpoint show

case change
run mptcp endpoint change id 1 backup
run mptcp endpoint change id 5 nobackup
run mptcp endpoint change id 6 backup nobackup
run mptcp endpoint c id 6 nofullmesh
run mptcp endpoint change 10.0.0.1 fullmesh
run mptcp endpoint change id 1 dev va backup
run mptcp endpoint change id 1
run mptcp endpoint show

case change-errors
run mptcp endpoint change
run mptcp endpoint change id 1 signal
run mptcp endpoint change id 1 subflow signal
run mptcp endpoint change id 1 signal subflow
run mptcp endpoint change id 1 fullmesh backup signal port 8
run mptcp endpoint change id 1 port 8
run mptcp endpoint change port 8 id 1
run mptcp endpoint change 10.0.0.2 port 1000 fullmesh
run mptcp endpoint change 10.0.0.9 backup
run mptcp endpoint c id 200
run mptcp endpoint show

case flush
run mptcp endpoint flush id 1 foo
run mptcp endpoint show
run -j mptcp endpoint show
run -j -p mptcp endpoint show
run mptcp endpoint f
run -j mptcp endpoint flush
run mptcp endpoint show

case unknown
run mptcp endpoint list
run mptcp endpoint help
run mptcp endpoint foo
