# bridge and bridge_slave

case add-plain
run link add br0 address 02:00:00:00:01:00 type bridge
run link show br0
run -d link show br0

case add-json
run link add br0 address 02:00:00:00:01:00 type bridge
run -d -j link show br0
run -d -j -p link show br0

case add-options
run link add br0 address 02:00:00:00:01:00 type bridge forward_delay 400 hello_time 300 max_age 1000 ageing_time 1000 priority 100 group_fwd_mask 8
run -d link show br0

case add-stp
run link add br0 address 02:00:00:00:01:00 type bridge stp_state 1
run -d link show br0

case add-vlan-filtering-only
run link add br0 address 02:00:00:00:01:00 type bridge vlan_filtering 1 vlan_default_pvid 5
run -d link show br0

case add-vlan-filtering
run link add br0 address 02:00:00:00:01:00 type bridge vlan_filtering 1 vlan_protocol 802.1ad vlan_default_pvid 5 vlan_stats_enabled 1
run -d link show br0

case add-mcast
run link add br0 address 02:00:00:00:01:00 type bridge mcast_snooping 0 mcast_router 2 mcast_querier 1 mcast_hash_max 1024 mcast_last_member_count 3 mcast_igmp_version 3 mcast_mld_version 2
run -d link show br0

case add-mcast-intervals
run link add br0 address 02:00:00:00:01:00 type bridge mcast_last_member_interval 200 mcast_membership_interval 30000 mcast_querier_interval 30000 mcast_query_interval 15000 mcast_query_response_interval 2000 mcast_startup_query_interval 4000 mcast_startup_query_count 4
run -d -j link show br0

case add-nf-call
run link add br0 address 02:00:00:00:01:00 type bridge nf_call_iptables 1 nf_call_ip6tables 1 nf_call_arptables 1
run -d link show br0

case add-group-address
run link add br0 address 02:00:00:00:01:00 type bridge group_address 01:80:c2:00:00:0e
run -d link show br0

case add-bad-value
run link add br0 type bridge forward_delay abc

case add-bad-option
run link add br0 type bridge frobnicate 1

case add-missing-value
run link add br0 type bridge hello_time

case add-bad-vlan-protocol
run link add br0 type bridge vlan_protocol 802.1x

case set-options
setup link add br0 address 02:00:00:00:01:00 type bridge
run link set br0 type bridge ageing_time 600 stp_state 0 priority 7
run -d link show br0

case set-mcast-stats
setup link add br0 address 02:00:00:00:01:00 type bridge
run link set br0 type bridge mcast_stats_enabled 1 mcast_query_use_ifaddr 1
run -d link show br0

case set-no-linklocal-learn
setup link add br0 address 02:00:00:00:01:00 type bridge
run link set br0 type bridge no_linklocal_learn 1
run -d link show br0

case set-mcast-vlan-snooping
setup link add br0 address 02:00:00:00:01:00 type bridge
run link set br0 type bridge vlan_filtering 1 mcast_vlan_snooping 1
run -d link show br0

case del
setup link add br0 address 02:00:00:00:01:00 type bridge
run link del br0
run link show

case slave-show
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run -d link show v0
run -d -j link show v0

case slave-show-up
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
setup link set br0 up
settle
setup link set v0 up
settle
setup link set v1 up
settle
run link show
run -d link show v0

case slave-set-cost
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link set v0 type bridge_slave cost 7 priority 9
run -d link show v0

case slave-set-flags
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link set v0 type bridge_slave guard on hairpin on root_block on learning off flood off proxy_arp on proxy_arp_wifi on mcast_flood off bcast_flood off neigh_suppress on isolated on
run -d link show v0

case slave-set-mcast
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link set v0 type bridge_slave mcast_router 2 mcast_fast_leave on mcast_to_unicast on group_fwd_mask 8
run -d -j link show v0

case slave-set-state
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link set v0 type bridge_slave state 0
run -d link show v0

case slave-locked
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
settle
run link set v0 type bridge_slave locked on
run -d link show v0

case slave-bad-option
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
run link set v0 type bridge_slave frob on

case slave-bad-value
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
run link set v0 type bridge_slave cost x

case slave-bad-onoff
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
run link set v0 type bridge_slave guard maybe

case slave-not-enslaved
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 type bridge_slave cost 5

case slave-help
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link set v0 type bridge_slave help

case slave-flush
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add br0 address 02:00:00:00:01:00 type bridge
setup link set v0 master br0
run link set v0 type bridge_slave flush

case slave-via-master-add
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add br0 address 02:00:00:00:01:00 type bridge
run link set v0 master br0
settle
run link set v1 master br0
settle
run link show master br0
run -br link show
