# ip fou on this kernel, which has no fou module: help, and the missing
# family's error for every command (argument errors, requests and
# output are compared with the family faked in testsuite/checks/fou.sh).

case help
run fou
run fou help
run fou h
run fou help extra

case nofamily
run fou show
run -j fou show
run fou foo
run fou add
run fou add port 0 gue
run fou add port 5555 ipproto 47 local 192.0.2.1
run fou del port 5555
