# ip address add/change/replace/del/flush, against the reference

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va addrgenmode none
every setup link set vb addrgenmode none

case add
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va
run addr show
run -4 route show table all

case add-brd-plus
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 brd + dev va
run addr show
run -4 route show table all

case add-brd-minus
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 brd - dev va
run addr show
run -4 route show table all

case add-brd-addr
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 broadcast 10.1.0.200 dev va
run addr show
run -4 route show table all

case add-label
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va label va:5
run addr show
run -4 route show table all

case add-peer
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1 peer 10.1.0.2 dev va
run addr show
run -4 route show table all

case add-peer-prefix
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1 peer 10.1.0.0/30 dev va
run addr show
run -4 route show table all

case add-scope
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va scope link
run addr show
run -4 route show table all

case add-scope-num
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va scope 200
run addr show
run -4 route show table all

case add-metric
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va metric 20
run addr show
run -4 route show table all

case add-lft
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va valid_lft 100 preferred_lft 50
run addr show
run -4 route show table all

case add-lft-forever
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va valid_lft forever preferred_lft forever
run addr show
run -4 route show table all

case add-noprefixroute
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va noprefixroute
run addr show
run -4 route show table all

case add-v6
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 2001:db8:5::1/64 dev va nodad
run addr show
run -4 route show table all

case add-v6-flags
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 2001:db8:5::1/64 dev va mngtmpaddr nodad home
run addr show
run -4 route show table all

case add-loopback-scope
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 127.0.0.5/8 dev va
run addr show
run -4 route show table all

case add-local-kw
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add local 10.1.0.1/24 dev va
run addr show
run -4 route show table all

case add-host
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1 dev va
run addr show
run -4 route show table all

case add-exists
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.0.0.1/24 dev va
run addr show
run -4 route show table all

case add-nodev
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24
run addr show
run -4 route show table all

case add-baddev
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev nosuch
run addr show
run -4 route show table all

case add-badaddr
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.0.0.300/24 dev va
run addr show
run -4 route show table all

case add-badlen
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/33 dev va
run addr show
run -4 route show table all

case add-badscope
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va scope foo
run addr show
run -4 route show table all

case add-badlft
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va valid_lft x
run addr show
run -4 route show table all

case add-pref-gt-valid
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 dev va preferred_lft 50 valid_lft 10
run addr show
run -4 route show table all

case add-family-mismatch
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -6 addr add 10.1.0.1/24 dev va
run addr show
run -4 route show table all

case add-garbage
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 10.1.0.2 dev va
run addr show
run -4 route show table all

case add-dup-brd
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add 10.1.0.1/24 broadcast 10.1.0.255 broadcast 10.1.0.254 dev va
run addr show
run -4 route show table all

case add-abbrev
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run a a 10.9.9.9/24 dev va
run addr show
run -4 route show table all

case add-nothing
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr add dev va
run addr show
run -4 route show table all

case del
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr del 10.0.0.1/24 dev va
run addr show
run -4 route show table all

case del-secondary
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr del 10.0.0.2/24 dev va
run addr show
run -4 route show table all

case del-wildcard
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr del 10.0.0.2 dev va
run addr show
run -4 route show table all

case del-missing
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr del 10.0.0.9/24 dev va
run addr show
run -4 route show table all

case del-v6
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr del 2001:db8::1/64 dev va
run addr show
run -4 route show table all

case change
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr change 10.0.0.1/24 dev va valid_lft 50 preferred_lft 50
run addr show
run -4 route show table all

case change-missing
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr change 10.5.0.1/24 dev va
run addr show
run -4 route show table all

case replace
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr replace 10.0.0.1/24 dev va metric 5
run addr show
run -4 route show table all

case replace-new
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr replace 10.5.0.1/24 dev va
run addr show
run -4 route show table all

case flush-dev
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush dev va
run addr show
run -4 route show table all

case flush-stats
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -s addr flush dev va
run addr show
run -4 route show table all

case flush-stats2
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -s -s addr flush dev va
run addr show
run -4 route show table all

case flush-stats2-json
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -j -s -s addr flush dev va
run addr show

case flush-stats2-json-oneline
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -j -s -s -o addr flush dev va
run addr show

case flush-stats2-json-pretty
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -j -p -s -s -4 addr flush label va
run addr show

case flush-noargs
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush
run addr show
run -4 route show table all

case flush-missing-dev
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush dev nosuch
run addr show
run -4 route show table all

case flush-to
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush to 10.0.0.2/32
run addr show
run -4 route show table all

case flush-inet
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -4 addr flush dev va
run addr show
run -4 route show table all

case flush-inet6
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -6 addr flush dev va
run addr show
run -4 route show table all

case flush-scope
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush scope global
run addr show
run -4 route show table all

case flush-label
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush label va
run addr show
run -4 route show table all

case flush-secondary
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run addr flush secondary
run addr show
run -4 route show table all

case flush-nothing
setup link set va up
setup link set vb up
setup link set lo up
setup addr add 10.0.0.1/24 dev va
setup addr add 10.0.0.2/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
settle
run -s addr flush dev lo
run addr show
run -4 route show table all

case save-showdump
setup addr add 10.0.0.1/24 dev va
setup addr add 2001:db8::1/64 dev va nodad
setup addr add 10.5.0.1/16 dev vb
run addr save | @REF addr showdump
run addr save dev vb | @REF addr showdump
run addr showdump < /dev/null
run addr restore < /dev/null
