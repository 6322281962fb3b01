# ip rule: what scripts hit (issue 15): bare add/del, the family of an
# address without -4/-6, port wrap-around, nat, restore of existing rules

case bare-add-del
run rule del
run rule delete
run rule add
run rule a
run mrule del
run -6 mrule add
run rule

case family-from-address
run rule add from 2001:db8::/48 table 5
run rule add to 2001:db8::/48 table 5
run rule add from 10.0.0.0/8 to 2001:db8::/32 table 5
run -6 rule add from 10.0.0.0/8 table 5
run rule
run -6 rule

case ports-sscanf
run rule add dport 99999 table 5 pref 10
run rule add dport 1-99999 table 5 pref 11
run rule add sport 1-abc table 5 pref 12
run rule add sport 5- table 5 pref 13
run rule add sport 010 table 5 pref 14
run rule add sport 0x10 table 5 pref 15
run rule add sport -1 table 5 pref 16
run rule add sport 70000-1 table 5 pref 17
run rule add sport abc table 5 pref 18
run rule
run -j rule

case nat
run rule add nat 192.0.2.1 table 5 pref 10
run rule add map-to 192.0.2.1 pref 11
run rule add nat any pref 12
run rule add nat abc table 5
run rule add nat 2001:db8::1 table 5
run rule add nat 192.0.2.1/24 table 5
run rule add nat 192.0.2.1 goto 5
run rule del nat 192.0.2.1 table 7
run rule
run -j rule
run -d rule
run -N rule

case restore-existing
setup rule add from 10.0.0.0/8 table 5 pref 100
line SAVE
setup rule save > @SAVE
run rule restore < @SAVE
run rule

case numbers
run rule add ipproto 010 table 5 pref 10
run rule add ipproto 0x10 table 5 pref 11
run rule add realms "" table 5 pref 12
run rule add realms / table 5 pref 13
run rule add realms 1/ table 5 pref 14
run rule add realms /2 table 5 pref 15
run rule add realms 65536/1 table 5 pref 16
run rule add realms 1/65536 table 5 pref 17
run rule add realms 65536 table 5 pref 18
run rule show ipproto 010
run rule show ipproto 0x10
run rule
run -N rule
run -j rule

case keyword-prefixes
run rule add b pref 7
run rule add bl pref 8
run rule add type br pref 9
run rule add type broadcast pref 10
run rule add na 192.0.2.1 table 5 pref 11
run rule add map 192.0.2.1 table 5 pref 12
run rule

case link-family
# -0: the rule goes to the kernel with family AF_PACKET, which refuses
# it; no prefix, not even "all"
run -0 rule add table 5
run -0 rule add fwmark 5 table 5
run -0 rule add from all table 5
run -0 rule add to 10.0.0.0/8 table 5
run -0 rule del table 5
run -0 rule flush
run -M rule flush
run rule show
