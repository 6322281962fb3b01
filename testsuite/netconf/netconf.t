# ip netconf: dumps and one device, per family, JSON; one family of one
# device is text even under -j, as the reference prints it

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va up

case show
run netconf
run netconf show
run netconf show dev va
run -4 netconf show dev va
run -6 netconf show dev va
run -6 netconf
run -4 netconf
run -o -6 netconf show dev lo

case json
run -j netconf
run -j netconf show dev va
run -j -4 netconf show dev va
run -j -6 -p netconf show dev va
run -j -6 netconf
run -j -M netconf show dev va
run -0 -j netconf show dev va

case errors
run netconf show dev nosuch
run -6 -j netconf show dev nosuch
run netconf help
run netconf foo
run netconf show dev va dev lo
run -M netconf show dev va
