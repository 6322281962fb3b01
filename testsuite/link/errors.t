# error paths, abbreviations, help texts, global options

case abbrev-set
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run l s dev v0 up
settle
run li sh v0

case abbrev-show
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run li sh
run l ls v1
run link sho dev v1

case abbrev-add-del
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run l a w0 address 02:00:00:00:00:05 ty veth peer n w1 address 02:00:00:00:00:06
run l d w0

case abbrev-options
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run l s v0 mt 1400 txq 3
run link set v0 addr 02:00:00:00:00:07
run link show v0

case abbrev-ambiguous
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link s v0 m 1400

case unknown-object
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run foo show

case unknown-command
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link frob

case link-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link help

case link-add-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add help

case link-set-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set help

case link-show-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show help

case type-help-bridge
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add type bridge help

case type-help-macvlan
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add type macvlan help

case type-help-vxlan
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add type vxlan help

case top-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run help

case no-args
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run

case unknown-option
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -bogus link show

case option-abbrev
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -d -s -o -j link show v0

case netns-option
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -n @NS link show
run -netns @NS -br link show

case netns-option-missing-ns
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -n nlt-none-such link show

case netns-option-no-arg
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -n

case add-no-type
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0

case add-unknown-type
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 type frobnicator

case add-type-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 type

case add-no-name
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add type veth
post link set veth0 address 02:00:00:00:00:0a
post link set veth1 address 02:00:00:00:00:0b

case add-dup-name
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 name w1 type veth

case add-index
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 index 50 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
run link show w0

case add-index-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 index foo type veth

case add-link-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 link nosuch type macvlan

case add-numtxqueues-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 numtxqueues 0 type veth

case add-txqueuelen
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 txqueuelen 42 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
run link show w0

case add-gso
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 gso_max_size 20000 gso_max_segs 20 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
run -d link show w0

case add-link-netns
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 link-netns @NS2 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
run link show
run2 link show

case add-link-netnsid
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 link-netnsid 5 type veth peer name w1

case add-netns
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add w0 netns @NS2 address 02:00:00:00:00:05 type veth peer name w1 address 02:00:00:00:00:06
settle
run link show
run2 link show

case set-kernel-error
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 100000

case set-missing-dev-exit
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set nosuch mtu 1400

case del-twice
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link del v0
run link del v0

case del-lo
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link del lo

case del-garbage
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link del v0 foo

case set-type-change
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 type bridge

case set-type-veth-peer
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 type veth peer name x

case set-up-down-conflict
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 up down
settle
run link show v0

case mtu-dup
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 mtu 1400 mtu 1300
