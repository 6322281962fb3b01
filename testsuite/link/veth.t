# veth: creation with peer options, show, delete
case add-plain
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show

case add-show-detailed
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -d link show v0
run -d link show v1

case add-json-detailed
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -d -j link show v0

case add-peer-mtu
run link add v0 address 02:00:00:00:00:01 mtu 1400 type veth peer name v1 address 02:00:00:00:00:02 mtu 1300
run link show

case add-peer-txqueuelen
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 txqueuelen 77
run link show v1

case add-peer-queues
run link add v0 address 02:00:00:00:00:01 numtxqueues 4 numrxqueues 2 type veth peer name v1 address 02:00:00:00:00:02 numtxqueues 3 numrxqueues 3
run -d link show

case add-peer-netns
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 netns @NS2
settle
run link show v0
run2 link show v1

case add-peer-state-up
run link add v0 address 02:00:00:00:00:01 up type veth peer name v1 address 02:00:00:00:00:02
settle
run link show

case add-peer-alias-group
run link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 group 5 alias peeralias
run link show group 5

case add-no-peer
run link add v0 address 02:00:00:00:00:01 type veth
run -d link show v0
post link set veth0 address 02:00:00:00:00:02

case add-peer-no-name
run link add v0 address 02:00:00:00:00:01 type veth peer address 02:00:00:00:00:02
run link show v0

case add-peer-bad-option
run link add v0 type veth peer name v1 bogus
run link show

case add-peer-bad-mtu
run link add v0 type veth peer name v1 mtu abc

case add-peer-missing-name
run link add v0 type veth peer name

case add-name-keyword
run link add name v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show v0

case add-dev-keyword
run link add dev v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show v0

case add-exists
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add v0 address 02:00:00:00:00:03 type veth peer name v2 address 02:00:00:00:00:04

case add-name-too-long
run link add abcdefghijklmnopq type veth peer name v1

case add-peer-name-too-long
run link add v0 type veth peer name abcdefghijklmnopq

case del
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link del v0
run link show

case del-dev-keyword
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link delete dev v1

case del-missing
run link del nosuch

case del-no-name
run link del

case del-type-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link del v0 type veth

case set-peer-down-up
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 up
settle
run link set v1 up
settle
run link show
run link set v1 down
run link show v0

case show-peer-in-other-netns
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 netns @NS2
settle
run link show
run -d link show v0
run -j link show v0
run2 link show

case type-veth-help
run link add v0 type veth help

case many-created-in-order
run link add a0 address 02:00:00:00:00:11 type veth peer name a1 address 02:00:00:00:00:12
run link add b0 address 02:00:00:00:00:21 type veth peer name b1 address 02:00:00:00:00:22
run link add c0 address 02:00:00:00:00:31 type veth peer name c1 address 02:00:00:00:00:32
run -o link show
run -br link show
