# ip maddr show/list: one device, every other word is garbage

case show
run maddr show dev lo

case garbage
run maddr list mtu ""
run maddr show netns nan
run maddr show dev lo dev lo
run maddr show lo lo
run maddr show nosuch x
run maddr show lo help

case add-del-words
setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
setup link set va up
# the address is read when its word is: a bad one is reported before any
# later word; "to" is no keyword here; a second address is a duplicate
# only after one whose first byte is not 00; no address at all is the
# kernel's to refuse
run maddr add 01:00:5e:00:00:05 dev va
run maddr show dev va
run -j maddr show dev va
run maddr delete 01:00:5e:00:00:05 dev va
run maddr add address 01:00:5e:00:00:07 dev va
run maddr del address 01:00:5e:00:00:07 dev va
run maddr add to 01:00:5e:00:00:05 dev va
run maddr add zz 01:00:5e:00:00:05 dev va
run maddr add 01:00:5e:00:00:05 1 dev va
run maddr add 00:00:5e:00:00:05 01:00:5e:00:00:06 dev va
run maddr add address 1 address 2 dev va
run maddr add 10.0.0.1 dev va
run maddr add 01:00:5e:00:00:05 dev va extra
run maddr add dev va
run maddr add 01:00:5e:00:00:05
run maddr add 01:00:5e:00:00:05 dev nosuch
run maddr show dev va
