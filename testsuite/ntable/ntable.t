# ip ntable: help, errors, abbreviations and changes against the
# reference. What `show` prints holds random reachable times and the
# host-wide counters of the tables: testsuite/checks/ntable.sh compares
# those listings with exactly these fields normalised. Here only
# listings that hold none of them are compared.

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02

case help
run ntable help
run ntbl help
run ntable h
run ntable help foo
run ntable foo
run ntable chgx
run ntable showx

case show-errors
run ntable show dev nosuch
run ntable show foo
run ntable show help
run ntable show dev
run ntable show name
run ntable show de va
run ntable show na arp_cache
run ntable show nam arp_cache
run ntbl sh d va
run -j ntable show foo

case show-empty
run ntable show name foo
run ntable show dev va name foo
run -j ntable show name foo
run -j -p ntable show name nosuch_cache
run -f link ntable show
run -0 ntable show dev va
run -4 ntable show name ndisc_cache

case change-errors
run ntable change
run ntable change name
run ntable change dev va
run ntable change dev nosuch
run ntable change dev nosuch queue 3
run ntable change name arp_cache
run ntable change name arp_cache dev va
run ntable change name arp_cache dev nosuch
run ntable change name arp_cache dev nosuch queue 1
run ntable change na arp_cache dev va queue 3
run ntable change name arp_cache dev va que 3
run ntable change name arp_cache de va queue 3
run ntable change name arp_cache name ndisc_cache dev va queue 5
run ntable change name arp_cache dev va foo 1
run ntable change name arp_cache dev va help
run ntable change name arp_cache dev va app_probs 1
run ntable change name arp_cache dev
run ntable change name arp_cache dev va queue
run ntable change name arp_cache dev va thresh1

case change-values
run ntable change name arp_cache dev va thresh1 x
run ntable change name arp_cache dev va thresh1 -1
run ntable change name arp_cache dev va thresh1 1.5
run ntable change name arp_cache dev va thresh2 4294967296
run ntable change name arp_cache dev va thresh3 1s
run ntable change name arp_cache dev va gc_int 1.5
run ntable change name arp_cache dev va gc_int 1s
run ntable change name arp_cache dev va base_reachable x
run ntable change name arp_cache dev va base_reachable 18446744073709551616
run ntable change name arp_cache dev va retrans ""
run ntable change name arp_cache dev va gc_stale 1.5
run ntable change name arp_cache dev va delay_probe 1s
run ntable change name arp_cache dev va queue -1
run ntable change name arp_cache dev va queue 4294967296
run ntable change name arp_cache dev va app_probes x
run ntable change name arp_cache dev va ucast_probes -1
run ntable change name arp_cache dev va mcast_probes 1.5
run ntable change name arp_cache dev va anycast_delay x
run ntable change name arp_cache dev va proxy_delay 1s
run ntable change name arp_cache dev va proxy_queue -1
run ntable change name arp_cache dev va locktime x

# the table-wide settings belong to the initial namespace: ENOENT here
case change-kernel
run ntable change name arp_cache queue 8
run ntable change name arp_cache thresh1 10
run ntable change name arp_cache dev va thresh1 10 queue 5
run ntable change name arp_cache gc_int 10
run ntable change name arp_cache dev va gc_int -1
run ntable change name foo dev va queue 8
run -6 ntable change name arp_cache dev va queue 7

case change
run ntable change name arp_cache dev va queue 8
run ntable chg name arp_cache dev va queue 9
run ntable c name arp_cache dev va queue 10
run ntable ch name arp_cache dev vb queue 10 queue 11
run -4 ntable change name arp_cache dev va app_probes 0x10
run ntable change name ndisc_cache dev va base_reachable 20000 retrans 500 gc_stale 30000 delay_probe 3000 queue 8 app_probes 1 ucast_probes 2 mcast_probes 4 anycast_delay 900 proxy_delay 700 proxy_queue 32 locktime 500
run ntable change name arp_cache dev va dev vb locktime -1
run ntable change name arp_cache dev va retrans 18446744073709551615

# the reference leaves out what does not fit its 1044-byte request
case change-long-name
run ntable change name $(printf 'n%.0s' {1..1019}) dev va queue 3
run ntable change name $(printf 'n%.0s' {1..1020}) dev va queue 3
run ntable change name $(printf 'n%.0s' {1..1020}) dev va
run ntable change name $(printf 'n%.0s' {1..9000}) thresh1 5 thresh2 6 dev va queue 1

# "ifN" names index N, as with the reference, whether or not it exists
case ifn-names
run ntable show dev if99
run ntable show dev if0
run ntable change name arp_cache dev if2 queue 4
run ntable change name arp_cache dev if99 queue 4
run ntable change name arp_cache dev ifx queue 4
