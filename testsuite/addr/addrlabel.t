# ip addrlabel: list, add, del, flush, JSON, and the values the
# reference refuses (its label 0xffffffff is no label)

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va up

case list
run addrlabel
run addrlabel list
run addrlabel lst
run addrlabel s
run -j addrlabel
run -j -p addrlabel list
run -4 addrlabel

case add-del
run addrlabel add prefix 2001:db8::/32 label 5
run addrlabel add prefix 2001:db8:1::/48 dev va label 6
run addrlabel list
run -j addrlabel list
run addrlabel del prefix 2001:db8::/32 label 5
run addrlabel del prefix 2001:db8:1::/48 dev va label 6
run addrlabel list

case values
run addrlabel add prefix 2001:db8::/32 label 4294967294
run addrlabel add prefix 2001:db8:2::/48 label 4294967295
run addrlabel add prefix 2001:db8:2::/48 label 0xffffffff
run addrlabel add prefix 2001:db8:2::/48 label 4294967296
run addrlabel add prefix 2001:db8:3::/48 label 010
run addrlabel add prefix 2001:db8:4::/48 label -1
run addrlabel add prefix 2001:db8:5::/48 label x
run addrlabel add prefix 10.0.0.0/8 label 5
run addrlabel add prefix zz label 5
run addrlabel add label 5
run addrlabel add prefix ::/0
run addrlabel add prefix 2001::/16 dev nosuch label 1
run addrlabel add prefix 2001::/16 label 1 label 2
run addrlabel list

case flush-help
run addrlabel add prefix 2001:db8::/32 label 5
run addrlabel flush
run addrlabel
run addrlabel help
run addrlabel foo
