# ip route: a real IPv6 PMTU exception (router @NS2, lower MTU on its
# outgoing link): the reference prints it on one line

case ipv6-exception-one-line
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 netns @NS2
setup link set v0 up
setup2 link set v1 up
setup addr add 2001:db8:100::1/64 dev v0 nodad
setup2 addr add 2001:db8:100::2/64 dev v1 nodad
setup netns exec @NS2 sysctl -qw net.ipv6.conf.all.forwarding=1
setup2 link add w0 address 02:00:00:00:00:03 mtu 1300 type veth peer name w1 address 02:00:00:00:00:04
setup2 link set w0 up
setup2 link set w1 up
setup2 addr add 2001:db8:101::2/64 dev w0 nodad
setup2 neigh add 2001:db8:101::1 lladdr 02:00:00:00:00:09 dev w0 nud permanent
setup route add 2001:db8:101::/64 via 2001:db8:100::2
settle
setup netns exec @NS sh -c 'ping -6 -q -c 2 -i 0.2 -W 1 -M do -s 1400 2001:db8:101::1 >/dev/null 2>&1; true'
run -6 route get 2001:db8:101::1
run -6 route show cache
run -j -6 route show cache

case ipv4-flush-cache
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 netns @NS2
setup link set v0 up
setup2 link set v1 up
setup addr add 10.0.1.1/24 dev v0
setup2 addr add 10.0.1.2/24 dev v1
setup netns exec @NS2 sysctl -qw net.ipv4.ip_forward=1
setup2 link add w0 address 02:00:00:00:00:03 mtu 1300 type veth peer name w1 address 02:00:00:00:00:04
setup2 link set w0 up
setup2 link set w1 up
setup2 addr add 10.0.2.2/24 dev w0
setup2 neigh add 10.0.2.1 lladdr 02:00:00:00:00:09 dev w0 nud permanent
setup route add 10.0.2.0/24 via 10.0.1.2
settle
setup netns exec @NS sh -c 'ping -q -c 2 -i 0.2 -W 1 -M do -s 1400 10.0.2.1 >/dev/null 2>&1; true'
run route list cache
run route flush cache
run route list cache
