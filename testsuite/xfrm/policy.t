# ip xfrm policy: add with both tools, then list; get, delete, deleteall,
# flush, count, set, setdefault, getdefault. Plain, -o and -j (which the
# reference ignores for xfrm); -s is compared in checks/xfrm.sh, in one
# namespace, as its "add" times are each side's own.

every setup link add d0 address 02:00:00:00:00:01 type veth peer name d1 address 02:00:00:00:00:02

case add-basic
run xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out tmpl src 1.1.1.1 dst 2.2.2.2 proto esp mode tunnel reqid 7
run xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dport 443 dir in priority 10 action block mark 5 mask 0xff if_id 3 flag localok icmp
run xfrm policy add dir out proto gre key 1.2.3.4 ptype sub
run xfrm policy add dir out proto gre key 77 priority 1
run xfrm policy add src fe80::/64 dst ::/0 proto ipv6-icmp type 3 code 4 dir fwd limit time-soft 10 limit byte-hard 1000 limit packet-soft 5 limit time-use-hard 77 tmpl proto ah level use tmpl proto esp spi 0x5 src ::1 dst ::2 mode tunnel
run xfrm policy add src 1.2.3.4 dst 5.6.7.8 proto udp sport 53 dev d0 dir out
run xfrm policy add src 1.2.3.5 dst 5.6.7.8 proto 132 dport 9 dir in tmpl proto comp mode transport spi 9 reqid 0x10 tmpl proto route2 mode ro src ::1 dst ::2
run xfrm policy add src 1.2.3.6 proto 47 dir in
run xfrm policy add dst 1.2.3.6 proto mobility-header type 5 dir in
run xfrm policy add dst ::3 proto 135 type 5 dir in
run xfrm policy add dst ::3 proto 136 dir in action allow tmpl mode beet proto esp
run xfrm policy add dir fwd priority 13 tmpl proto comp spi 0x55 level use reqid 5
run xfrm policy add dir out sport 5 priority 3
run -6 xfrm policy add dir in
run xfrm policy add dir out dst ::1 dev lo proto tcp sport 1 dport 2
run xfrm policy add dir in src 1.1.1.1 limit time-soft 10 limit time-hard 20 limit time-use-soft 30 limit time-use-hard 40 limit byte-soft 1000 limit byte-hard 2000 limit packet-soft 5 limit packet-hard 6 tmpl src 3.3.3.3 dst 4.4.4.4 proto ah spi 0x77 mode beet reqid 9 level use tmpl proto esp mode transport
run xfrm policy
run -o xfrm policy
run -j xfrm policy list
run xfrm policy count
run xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out
run xfrm policy update src 10.0.0.0/24 dst 10.1.0.0/16 dir out priority 4 tmpl proto ah
run xfrm policy update src 10.0.0.0/24 dst 10.1.0.0/16 dir out mark 9
run xfrm p l
run xfrm policy add dir fwd priority 6 action block flag icmp ptype sub index 0x1000
run xfrm policy add dir out tmpl proto esp tmpl proto ah tmpl proto comp tmpl proto esp tmpl proto esp tmpl proto esp tmpl proto ah
run xfrm p a dir in priority 7
run xfrm p u dir in priority 8
run xfrm policy list ptype sub

case add-errors
run xfrm policy add foo
run xfrm policy add dir
run xfrm policy add dir foo
run xfrm policy add src 1.2.3.4 dir out foo
run xfrm policy add src 1.2.3.300 dir out
run xfrm policy add src 1.2.3.4 dst ::1 dir out
run xfrm policy add dir out dst ::1 src 1.1.1.1
run -4 xfrm policy add dir out dst ::1
run -6 xfrm policy add dir out dst 1.1.1.1
run xfrm policy add dir out proto foo
run xfrm policy add dir out proto tcp type 5
run xfrm policy add dir out proto icmp sport 5
run xfrm policy add dir out proto tcp sport x
run xfrm policy add dir out proto tcp dport 70000
run xfrm policy add dir out proto icmp type 300
run xfrm policy add dir out type 5
run xfrm policy add dir out proto tcp key 5
run xfrm policy add dir out proto gre sport 5
run xfrm policy add dir out proto udp code 5
run xfrm policy add dir out proto gre key x
run xfrm policy add dir out src 1.0.0.0/33
run xfrm policy add dir out priority x
run xfrm policy add dir out index x
run xfrm policy add dir out action foo
run xfrm policy add dir out flag foo
run xfrm policy add dir out mark x
run xfrm policy add dir out mark 1 mask y
run xfrm policy add dir out mark 5 mask
run xfrm policy add dir out if_id x
run xfrm policy add dir out limit foo 1
run xfrm policy add dir out limit time-soft x
run xfrm policy add dir out limit
run xfrm policy add dir out limit time-soft
run xfrm policy add dir out tmpl
run xfrm policy add dir out tmpl foo
run xfrm policy add dir out tmpl proto foo
run xfrm policy add dir out tmpl mode foo
run xfrm policy add dir out tmpl level foo
run xfrm policy add dir out tmpl reqid x
run xfrm policy add dir out tmpl spi x
run xfrm policy add dir out tmpl src 1.1.1.1 dst ::1
run xfrm policy add dir out ptype x
run xfrm policy add src 1.2.3.4
run xfrm policy add dev nodev dir out
run xfrm policy add dir out dir in
run xfrm policy add dir out src 1.1.1.1 dev d0 dst 2.2.2.2
run xfrm policy add dir in priority 12 tmpl proto ah mode tunnel src 1.1.1.1 dst 2.2.2.2 level use reqid 5
run xfrm policy add dir fwd pri 5
run xfrm policy add dir fwd priority 10 tmpl proto ah mo tunnel
run xfrm policy add dir fwd index 0x100 src 1.1.1.1
run xfrm policy add dir out
run xfrm policy add dir out
run xfrm policy

case list-filters
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out tmpl src 1.1.1.1 dst 2.2.2.2 proto esp mode tunnel reqid 7
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dir in priority 10 action block mark 5 mask 0xff flag localok
setup xfrm policy add dst fe80::/64 dir fwd index 0x102 priority 3
setup xfrm policy add dir out ptype sub proto gre key 5 priority 4
setup xfrm policy add dir in if_id 7 src 3.3.3.3 flag icmp
setup xfrm policy add dir out dev d0 priority 9
run xfrm policy
run xfrm policy list dir out
run xfrm policy list dir in
run xfrm policy list src 10.0.0.0/24
run xfrm policy list src 10.0.0.0/16
run xfrm policy list src 10.0.0.0/25
run xfrm policy list src 10.0.0.0/24 dst 10.1.0.0/24
run xfrm policy list dst fe80::/64
run xfrm policy list proto tcp
run xfrm policy list proto tcp sport 80
run xfrm policy list dev d0
run xfrm policy list index 0x102
run xfrm policy list ptype sub
run xfrm policy list ptype main
run xfrm policy list action block
run xfrm policy list priority 3
run xfrm policy list flag localok
run xfrm policy list flag icmp
run xfrm policy list nosock
run xfrm policy list mark 5
run xfrm policy list foo
run xfrm policy list dir out foo
run xfrm policy list dir foo
run xfrm policy show
run xfrm policy lst
run xfrm p s

case get-delete
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out tmpl src 1.1.1.1 dst 2.2.2.2 proto esp mode tunnel reqid 7
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dir in priority 10 action block mark 5 mask 0xff flag localok
setup xfrm policy add dst fe80::/64 dir fwd index 0x102 priority 3
setup xfrm policy add dir out ptype sub proto gre key 5 priority 4
setup xfrm policy add dir in if_id 7 src 3.3.3.3 flag icmp
run xfrm policy get src 10.0.0.0/24 dst 10.1.0.0/16 dir out
run -o xfrm policy get src 10.0.0.0/24 dst 10.1.0.0/16 dir out
run xfrm policy get index 0x102 dir fwd
run xfrm policy get index 0x102
run xfrm policy get dir fwd
run xfrm policy get src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dir in
run xfrm policy get src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dir in mark 5 mask 0xff
run xfrm policy get dir out ptype sub proto gre key 5
run xfrm policy get dir in if_id 7 src 3.3.3.3
run xfrm policy get dir in src 3.3.3.3
run xfrm policy get dir in src 3.3.3.3 priority 5
run xfrm policy get foo dir in
run xfrm p g dir fwd index 0x102
run xfrm policy delete src 10.0.0.0/24 dst 10.1.0.0/16 dir out
run xfrm policy delete src 10.0.0.0/24 dst 10.1.0.0/16 dir out
run xfrm policy delete dir out proto gre key 5
run xfrm policy delete dir out ptype sub proto gre key 5
run xfrm policy delete dir in src 3.3.3.3
run xfrm policy delete dir in if_id 7 src 3.3.3.3
run xfrm p d dir fwd index 0x102
run xfrm policy

case deleteall
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out tmpl src 1.1.1.1 dst 2.2.2.2 proto esp mode tunnel reqid 7
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dir in priority 10 action block mark 5 mask 0xff flag localok
setup xfrm policy add dst fe80::/64 dir fwd index 0x102 priority 3
setup xfrm policy add dir out ptype sub proto gre key 5 priority 4
setup xfrm policy add dir in if_id 7 src 3.3.3.3 flag icmp
run xfrm policy deleteall dir fwd
run xfrm policy
run xfrm policy deleteall src 10.0.0.0/24
run xfrm policy
run xfrm policy deleteall
run xfrm policy
run xfrm policy deleteall ptype sub
run xfrm policy deleteall foo
run xfrm p delall

case flush
setup xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out
setup xfrm policy add dir out ptype sub proto gre key 5 priority 4
run xfrm policy flush foo
run xfrm policy flush ptype foo
run xfrm policy flush
run xfrm policy
run xfrm policy flush ptype sub
run xfrm policy
run xfrm p f

case set-defaults
run xfrm policy set hthresh4 24 16
run -s -s xfrm policy count
run xfrm policy set hthresh4 33 1
run xfrm policy set hthresh4 3 x
run xfrm policy set hthresh4 3 1 hthresh4 4 4
run xfrm policy set hthresh6 130 1
run xfrm policy set hthresh6 64 64 hthresh4 8 8
run -s -s xfrm policy count
run xfrm policy set hthresh6 1
run xfrm policy set
run xfrm policy set foo
run xfrm policy setdefault
run xfrm policy setdefault in
run xfrm policy setdefault in block
run xfrm policy getdefault
run xfrm policy setdefault in allow out block
run xfrm policy setdefault in block out block fwd accept
run xfrm policy getdefault
run xfrm policy setdefault fwd foo
run xfrm policy setdefault foo block
run xfrm policy setdefault in block in accept
run xfrm policy getdefault foo
run xfrm policy setd out accept
run xfrm policy getd

case family-filter
setup xfrm policy add dir out src ::1
setup xfrm policy add dir out src 1.1.1.1
run -6 xfrm policy
run -4 xfrm policy
run -f link xfrm policy
run -4 xfrm policy deleteall
run xfrm policy

case selector-family-errors
run xfrm policy add src 1.1.1.1 dst ::1 proto tcp dir out
run xfrm policy add src 1.1.1.1 dst ::1 proto tcp sport 5 dev d0 dir out
run xfrm policy add dst ::1 src 1.1.1.1 proto tcp type 3 dir out
run xfrm policy add src 1.1.1.1 dst ::1 dir out tmpl src ::1 dst 1.1.1.1 proto esp
