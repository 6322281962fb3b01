# ip neighbour: what scripts hit (issues 15 and 20). IPv4 only, listings
# sorted (the kernel's hash order differs between namespaces).

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup neigh add 10.0.0.5 lladdr 02:00:00:00:00:05 dev va extern_learn
every setup neigh add 10.0.0.6 lladdr 02:00:00:00:00:06 dev va nud stale extern_learn
every setup neigh add 10.0.0.7 lladdr 02:00:00:00:00:07 dev va nud reachable
every setup neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev va nud noarp extern_learn

case extern-learn-show
run -4 neigh show | sort
run -4 neigh show nud reachable | sort
run -4 neigh show nud failed | sort
run -4 neigh show nud none | sort
run -4 -j neigh show nud stale | tr '}[,' '\n\n\n' | sort

case extern-learn-flush-dev
run -s neigh flush dev va
run -4 neigh show nud all | sort

case extern-learn-flush-nud
run neigh flush nud failed
run -4 neigh show nud all | sort

case flush-all
run -4 -s neigh flush all
run -4 neigh show nud all
run -4 neigh show any
run -4 neigh show to default
