# ip link show: filters and output forms

case all
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show
run link

case list-alias
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link list
run link lst

case dev
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show dev v1
run link show v1

case dev-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show nosuch
run link show dev nosuch

case dev-twice
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show v0 v1

case up-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 up
settle
run link show up

case group-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v1 group 3
run link show group 3
run link show group default

case master-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link show master br0
run link show master v1

case master-filter-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show master nosuch

case nomaster-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link show nomaster

case type-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
run link show type bridge
run link show type veth
run link show type bridge_slave

case type-slave-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link show type bridge_slave

case vrf-filter
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show vrf nosuch

case oneline
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -o link show
run -oneline link show v0

case brief
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -br link show
setup link set v0 up
settle
run -br link show v0
run -brief -o link show

case brief-json
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -br -j link show

case details
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -d link show
run -details link show v1

case details-oneline
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -d -o link show v0

case stats
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -s link show v0
run -s -s link show v0
run -stats -stats -stats link show v1

case stats-json
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -s -j link show v0
run -s -s -j -p link show v0

case stats-oneline
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -s -o link show v0

case stats-brief
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -s -br link show v0

case json
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -j link show
run -json link show v0

case json-pretty
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -j -p link show
run -j -pretty -d link show v0

case pretty-without-json
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -p link show v0

case color-always
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 up
settle
run -c=always link show
run -color=always -br link show
run -c=always -d link show v0

case color-never
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -c=never link show v0
run -color=auto link show v0

case color-json
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -c=always -j link show v0

case color-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -color=sometimes link show v0

case alias-shown
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 alias 'an alias'
run link show v0
run -o link show v0
run -br link show v0
run -j link show v0

case family-inet
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -4 link show v0
run -f inet6 link show v0
run -family link link show v0

case numeric
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 group 3
run -N link show v0
run -numeric -d link show v0

case human
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -h -s link show v0
run -iec -h -s link show v0

case show-garbage
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show v0 bogus

case show-type-missing
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link show type

case show-all-down-up
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link set v0 up
settle
setup link set v1 up
settle
run link show up
run -o link show up
run -d -j link show up

case xstats
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link xstats type bridge

case afstats
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link afstats dev v0

# a receive buffer smaller than one reply and its acknowledgement
case rcvbuf-small
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -rcvbuf 1024 link show v0
run -rcvbuf 1024 -d link show
run -rcvbuf 1024 addr show dev v0
run -rcvbuf 8388608 link show v1
