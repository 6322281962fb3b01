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
every setup neigh add 10.0.0.10 lladdr 02:00:00:00:00:10 dev va proto static

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

case messages-family
run -6 neigh show router
run -4 neigh show router
run -0 neigh show 10.0.0.0/8
run -M neigh show 10.0.0.1
run -B neigh show foo
run -4 neigh add 2001:db8::1 dev va
run -6 neigh del 10.0.0.5 dev va
run -6 neigh get router dev va
run -B neigh add foo dev va
run -M neigh add proxy foo dev va

case stats-json-get-text
run -4 -s -j neigh show 10.0.0.7
run -4 -s neigh show 10.0.0.7
run -j neigh get 10.0.0.7 dev va
run -j -p neigh get 10.0.0.7 dev va
run -j neigh get 10.0.0.99 dev va

case nud-words
run neigh add 10.0.0.20 lladdr 02:00:00:00:00:20 dev va nud perm
run neigh add 10.0.0.21 lladdr 02:00:00:00:00:21 dev va nud p
run neigh add 10.0.0.22 lladdr 02:00:00:00:00:22 dev va nud reach
run neigh add 10.0.0.23 lladdr 02:00:00:00:00:23 dev va nud f
run neigh add 10.0.0.24 lladdr 02:00:00:00:00:24 dev va nud PERMANENT
run neigh add 10.0.0.25 lladdr 02:00:00:00:00:25 dev va nud sta
run neigh add 10.0.0.26 lladdr 02:00:00:00:00:26 dev va nud 255
run neigh add 10.0.0.27 lladdr 02:00:00:00:00:27 dev va nud 96
run neigh add 10.0.0.28 lladdr 02:00:00:00:00:28 dev va nud 0x80
run neigh add 10.0.0.29 lladdr 02:00:00:00:00:29 dev va nud 256
run -4 neigh show nud perm | sort
run -4 neigh show nud Stale
run -4 neigh show nud 3

case keyword-prefixes
run neigh add 10.0.0.30 l 02:00:00:00:00:30 dev va
run neigh add 10.0.0.31 lladdr 02:00:00:00:00:31 dev va ext
run neigh add 10.0.0.32 lladdr 02:00:00:00:00:32 dev va prot static
run neigh add 10.0.0.33 lladdr 02:00:00:00:00:33 dev va pro static
run neigh add prox 10.0.0.34 dev va
run neigh add 10.0.0.35 lladdr 02:00:00:00:00:35 dev va m
run neigh add 10.0.0.36 dev va managed
run neigh add help
run neigh add help 10.0.0.37 lladdr 02:00:00:00:00:37 dev va
run -4 neigh show nud all | sort
run -4 -j neigh show 10.0.0.36

case show-filters
run -4 neigh show proto static
run -4 neigh show p
run -4 neigh show protocol boot
run -4 neigh show proto foo
run -4 neigh show proto 0 | sort
run -4 neigh show proto all | sort
run -4 neigh show unused | sort
run neigh show master lo
run neigh show master nosuch
run neigh show vrf nosuch
run neigh show vrf lo
run neigh get 10.0.0.5 dev va 10.0.0.6
run neigh get p 10.0.0.5 dev va

case flush-loops
run -l 1 -s neigh flush dev va
run -l 2 -s neigh flush dev va
run -l -1 -s neigh flush dev va

case states-and-master
# keywords of ip-neighbour(8) no case named (testsuite/grammar.py)
setup link add br0 type bridge
setup link add vc address 02:00:00:00:00:03 type veth peer name vd address 02:00:00:00:00:04
setup link set vc master br0
setup link set vc up
setup link set vd up
run neigh add 10.0.0.9 dev va nud incomplete
run -4 neigh show nud incomplete | sort
run neigh add 10.0.0.10 lladdr 02:00:00:00:00:0a dev va use
run neigh add 10.0.0.11 lladdr 02:00:00:00:00:0b dev vc
run -4 neigh show nomaster | sort
run -4 neigh show master br0 | sort
run -4 neigh show master br0 nomaster | sort
run -4 neigh show nomaster master br0 | sort
run neigh add 10.0.0.12 lladdr 02:00:00:00:00:0c dev va nud noarp
run -4 neigh show nud noarp | sort
run neigh flush nomaster
run -4 neigh show nud all | sort
