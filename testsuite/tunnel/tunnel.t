# ip tunnel / ip -6 tunnel on this kernel: it has no tunnel modules, so
# listings are empty and add/change/del meet the kernel's errors (the base
# devices tunl0, gre0, sit0, ip6tnl0 ... do not exist). Output with real
# tunnels is compared through an ioctl shim in testsuite/checks/tunnel.sh.

case help
run tunnel help
run tunl help
run -6 tunnel help
run -f inet6 tunnel help
run tunnel add help
run tunnel show help
run -6 tunnel add help
run tunnel h
run tunnel foo
run -6 tunnel foo
run tunl foo

case show-empty
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run tunnel
run tunnel show
run tunnel list
run tunnel lst
run tunl show
run -s tunnel show
run -d tunnel show
run -o tunnel show
run -j tunnel show
run -j -p tunnel show
run -4 tunnel show
run -6 tunnel
run -6 tunnel show
run -6 -s tunnel show
run -6 -j tunnel show
run -6 -j -p tunnel show
run tunnel show mode ipip remote 1.2.3.4
run tunnel show remote 1.2.3.4
run tunnel show dev v0
run -6 tunnel show dev v0
run -6 tunnel show mode ip6gre

case show-named
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run tunnel show v0
run tunnel show lo
run tunnel show gre0
run tunnel show gre1
run tunnel show sit0
run tunnel show mode gre
run tunnel show mode vti
run tunnel show mode isatap
run -j tunnel show gre0
run -6 tunnel show v0
run -6 tunnel show lo
run -6 tunnel show ip6tnl0
run -6 -j tunnel show ip6tnl0
run -6 -s tunnel show lo
run tunnel show nosuch

case add-no-module
run tunnel add t1 mode gre remote 10.0.0.1 local 10.0.0.2 ttl 64
run tunnel add t1 mode ipip
run tunnel add t1 mode sit
run tunnel add t1 mode isatap
run tunnel add t1 mode vti
run tunnel add gre5
run tunnel add t1
run tunnel add
run -6 tunnel add t1
run -6 tunnel add t1 mode ip6gre
run -6 tunnel add t1 mode vti6
run -6 tunnel add t1 mode ipip6 remote 2001:db8::1
run -6 tunnel add
run link show

case add-with-device
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run tunnel add t1 mode gre dev v0
run tunnel add t1 mode gre dev nosuch
run -6 tunnel add t1 dev v0
run -6 tunnel add t1 dev nosuch

case change-del
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run tunnel change t1 mode gre
run tunnel change t1
run tunnel change v0 ttl 3
run tunnel change lo ttl 3
run tunnel change mode gre ttl 3
run tunnel change
run tunnel del t1
run tunnel del v0
run tunnel del lo
run tunnel del mode sit
run tunnel del
run -6 tunnel change t1
run -6 tunnel change v0 hoplimit 3
run -6 tunnel change hoplimit 3
run -6 tunnel del t1
run -6 tunnel del v0
run -6 tunnel del
run link show

case prl-6rd
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run tunnel prl
run tunnel prl dev v0
run tunnel prl dev v0 prl-default 1.2.3.4
run tunnel prl dev v0 prl-nodefault 1.2.3.4
run tunnel prl dev v0 prl-delete 1.2.3.4
run tunnel prl dev nosuch prl-delete 1.2.3.4
run tunnel prl dev v0 prl-default 1.2.3.4 prl-delete 1.2.3.4
run tunnel prl dev v0 foo
run tunnel 6rd
run tunnel 6rd dev v0
run tunnel 6rd dev v0 6rd-prefix 2001:db8::/32
run tunnel 6rd dev v0 6rd-relay_prefix 10.0.0.0/8
run tunnel 6rd dev v0 6rd-reset
run tunnel 6rd dev nosuch 6rd-reset
run tunnel 6rd dev v0 6rd-prefix bad
run tunnel 6rd dev v0 foo
run -6 tunnel prl dev v0

case argument-errors
run tunnel add t1 mode foo
run tunnel add t1 mode gre mode ipip
run tunnel add t1 mode
run tunnel add t1 mode gre ttl 300
run tunnel add t1 mode gre ttl bad
run tunnel add t1 mode gre tos bad
run tunnel add t1 mode gre tos inherit/bad
run tunnel add t1 mode gre key bad
run tunnel add t1 mode gre key 1.2.3.4.5
run tunnel add t1 mode ipip key 5
run tunnel add t1 mode sit ikey 5
run tunnel add t1 mode gre remote bad
run tunnel add t1 mode gre local 2001::1
run tunnel add t1 mode gre ttl 5 nopmtudisc
run tunnel add t1 t2 mode gre
run tunnel add aaaaaaaaaaaaaaaaaaaaa mode gre
run tunnel add t1 mode gre ignore-df
run tunnel add t1 mode gre remote
run -6 tunnel add t1 mode foo
run -6 tunnel add t1 remote 1.2.3.4
run -6 tunnel add t1 hoplimit 256
run -6 tunnel add t1 tclass 0x123
run -6 tunnel add t1 flowlabel 0x123456
run -6 tunnel add t1 dscp foo
run -6 tunnel add t1 key bad
run -6 tunnel add t1 t2
run -6 tunnel add t1 hoplimit

case abbreviations
run t
run t help
run -6 t
run tunnel a t1 mode gre
run tunnel c t1
run tunnel d t1
run tunnel s
run tunnel l
run tunnel p dev lo
run tunnel 6 dev lo
run tu show
run tunl sh
run -6 tunnel a t1
run -6 tunnel d t1
run -6 tunnel sh
run tunnel add t1 mode gre ds 0x10
run tunnel add t1 mode gre rem 1.2.3.4
run -6 tunnel add t1 fl 0x5 ds 0x10

case batch
line b tunnel show
line b tunnel add t1 mode gre
line b -6 tunnel show
line b tunnel del t1
line b tunnel show
run -batch @b
run -force -batch @b

case families
run -0 tunnel show
run -f link tunnel show
run -M tunnel show
run -B tunnel
