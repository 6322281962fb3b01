# ip token: set, get, list, del and their errors

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02
every setup link set va up

case list-get
run token
run token list
run -j token
run token get dev va
run token get
run token get dev nosuch

case set-del
run token set ::1 dev va
run token
run token get dev va
run token set ::1:2:3:4:5 dev va
run token get dev va
run -j token get dev va
run token del dev va
run token list

case errors
run token set ::1/64 dev va
run token set 1.2.3.4 dev va
run token set ::1
run token set ::1 dev nosuch
run token help
run token foo
