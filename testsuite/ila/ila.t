# ip ila on this kernel, which has no ila module: help, and the missing
# family's error for every command (argument errors, requests and
# output are compared with the family faked in testsuite/checks/ila.sh).

case help
run ila
run ila help
run ila h
run ila help extra

case nofamily
run ila list
run -j ila list
run ila foo
run ila add
run ila add loc_match foo loc 1:2:3:4
run ila del loc_match 1:2:3:4
