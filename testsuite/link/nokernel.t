# kinds this kernel may lack: success paths need a probe (SKIP with the
# reason), parse errors are compared anyway (the reference parses first)

case dummy-add
needs dummy
run link add d0 address 02:00:00:00:07:00 type dummy
run -d link show d0

case dummy-bad-option
run link add d0 type dummy foo

case dummy-help
run link add d0 type dummy help

case vlan-add
needs vlan
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 address 02:00:00:00:00:01 type vlan id 5
run -d link show v0.5
run -d -j link show v0.5

case vlan-options
needs vlan
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 type vlan protocol 802.1ad id 5 reorder_hdr off gvrp on mvrp on loose_binding on bridge_binding on egress-qos-map 1:2 ingress-qos-map 3:4
run -d link show v0.5

case vlan-no-id
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 type vlan

case vlan-bad-id
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 type vlan id 5000

case vlan-bad-protocol
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 type vlan protocol 802.1x id 5

case vlan-bad-flag
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 type vlan id 5 gvrp maybe

case vlan-bad-qos
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add link v0 name v0.5 type vlan id 5 egress-qos-map 1-2

case vlan-no-link
run link add name v0.5 type vlan id 5

case vlan-help
run link add type vlan help

case bond-add
needs bond
run link add bond0 address 02:00:00:00:08:00 type bond mode active-backup miimon 100
run -d link show bond0

case bond-bad-mode
run link add bond0 type bond mode nosuchmode

case bond-bad-miimon
run link add bond0 type bond miimon x

case bond-bad-option
run link add bond0 type bond frob 1

case bond-help
run link add type bond help

case bond-slave-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 type bond_slave help

case gre-add
needs gre
run link add gre1 type gre remote 192.0.2.1 local 192.0.2.2 ttl 64 key 5
run -d link show gre1

case gre-bad-remote
run link add gre1 type gre remote foo

case gre-bad-key
run link add gre1 type gre key x

case gre-help
run link add type gre help

case gretap-bad-ttl
run link add gt1 type gretap ttl 300

case ipip-add
needs ipip
run link add ip1 type ipip remote 192.0.2.1 local 192.0.2.2
run -d link show ip1

case ipip-bad-option
run link add ip1 type ipip frob

case ipip-help
run link add type ipip help

case sit-add
needs sit
run link add s1 type sit remote 192.0.2.1 local 192.0.2.2 mode ip6ip
run -d link show s1

case sit-bad-mode
run link add s1 type sit mode foo

case ip6tnl-bad-mode
run link add t6 type ip6tnl mode foo

case ip6tnl-bad-remote
run link add t6 type ip6tnl remote 192.0.2.1x

case geneve-add
needs geneve
run link add gn0 address 02:00:00:00:09:00 type geneve id 10 remote 192.0.2.1
run -d link show gn0
run -d -j link show gn0

case geneve-no-id
run link add gn0 type geneve remote 192.0.2.1

case geneve-bad-id
run link add gn0 type geneve id 99999999 remote 192.0.2.1

case geneve-bad-option
run link add gn0 type geneve id 1 frob

case geneve-help
run link add type geneve help

case ipvlan-add
needs ipvlan
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add ipv0 link v0 type ipvlan mode l3
run -d link show ipv0

case ipvlan-bad-mode
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add ipv0 link v0 type ipvlan mode l9

case ipvlan-help
run link add type ipvlan help

case vrf-add
needs vrf
run link add vrf0 address 02:00:00:00:0a:00 type vrf table 100
run -d link show vrf0
run link show vrf vrf0

case vrf-no-table
run link add vrf0 type vrf

case vrf-bad-table
run link add vrf0 type vrf table foo

case vrf-help
run link add type vrf help
