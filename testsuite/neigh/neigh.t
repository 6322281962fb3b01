# ip neighbour, against the reference. Listings hold one entry per family
# (or are sorted): the kernel's hash order differs between namespaces.
# Device-less proxy entries left by dead namespaces can show up in a new
# one: proxy listings are limited to the test device.
# Kernel-made IPv6 multicast entries appear at random times: IPv6
# listings show permanent entries only.

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none
every setup link set va up
every setup link set vb up
every setup link set lo up
every setup addr add 10.0.0.1/24 dev va

case show
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 neigh show

case show-v6
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -6 neigh show nud permanent

case json
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 -j neigh show

case json-pretty
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 -j -p neigh show

case brief
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 -br neigh show

case color
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 -c=always neigh show

case proxy
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh show proxy dev va

case dev
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 neigh show dev va

case to
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh show to 10.0.0.0/24

case dev-missing
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh show dev nosuch

case get
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh get 10.0.0.9 dev va

case get-v6
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh get 2001:db8::5 dev va

case get-missing
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh get 10.0.0.99 dev va

case get-nodev
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh get 10.0.0.9

case abbrev
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 n

case oneline
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 -o neigh show

case json-v6
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -6 -j neigh show nud permanent

case nud-stale
setup neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev va nud stale
run -4 neigh show
run -4 neigh show nud stale
run -4 neigh show nud all
run -4 -j neigh show nud all
run -4 neigh show nud failed

case nud-noarp
setup neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev va nud noarp
run -4 neigh show
run -4 neigh show nud noarp
run -4 neigh show nud all
run -4 -j neigh show nud all
run -4 neigh show nud failed

case nud-reachable
setup neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev va nud reachable
run -4 neigh show
run -4 neigh show nud reachable
run -4 neigh show nud all
run -4 -j neigh show nud all
run -4 neigh show nud failed

case nud-permanent
setup neigh add 10.0.0.8 lladdr 02:00:00:00:00:08 dev va nud permanent
run -4 neigh show
run -4 neigh show nud permanent
run -4 neigh show nud all
run -4 -j neigh show nud all
run -4 neigh show nud failed

case add
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 lladdr 02:00:00:00:00:55 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-nud
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 lladdr 02:00:00:00:00:55 dev va nud reachable
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-router
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 dev va nud noarp lladdr 02:00:00:00:00:55 router
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-proxy
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add proxy 10.0.0.6 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-exists
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-nodst
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-nodev
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-baddev
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 dev nosuch
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-badll
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 lladdr zz dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-badnud
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 dev va nud foo
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-badaddr
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add foo dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-proto
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 10.0.0.5 lladdr 02:00:00:00:00:55 dev va protocol static
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case add-v6
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh add 2001:db8::7 lladdr 02:00:00:00:00:07 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case del
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh del 10.0.0.9 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case del-missing
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh del 10.0.0.19 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case del-proxy
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh del proxy 10.0.0.60 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case replace
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh replace 10.0.0.9 lladdr 02:00:00:00:00:19 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case change
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh change 10.0.0.9 lladdr 02:00:00:00:00:19 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case change-missing
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh change 10.0.0.77 lladdr 02:00:00:00:00:19 dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case flush-dev
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh flush dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case flush-stats
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -s neigh flush dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case flush-stats2
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 -s -s neigh flush dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case flush-all
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -4 neigh flush nud all dev va
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case flush-noargs
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run neigh flush
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort

case flush-to
setup neigh add 10.0.0.9 lladdr 02:00:00:00:00:09 dev va
setup neigh add proxy 10.0.0.60 dev va
setup neigh add 2001:db8::5 lladdr 02:00:00:00:00:05 dev va router
run -s -s neigh flush to 10.0.0.0/24
run -4 neigh show nud all | sort
run neigh show proxy dev va
run -6 neigh show nud permanent | sort
