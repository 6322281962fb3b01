# ip vrf, against the reference. This kernel cannot create VRF devices:
# the listing of real VRFs, pids and exec into one are compared on
# crafted replies in testsuite/checks/vrf.sh. exec is tested here only
# where it fails before it touches the cgroup2 tree (a successful one
# would leave cgroups named after the scratch namespaces behind).

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02

case help
run vrf help
run vrf h
run vrf help foo
run vrf foo
run vrf showx
run vrf ""
run vrf -h

case show-none
run vrf
run vrf show
run vrf list
run vrf lst
run vrf ls
run vrf s
run vrf sho

case show-none-forms
run -j vrf show
run -j -p vrf show
run -br vrf show
run -o vrf show
run -d vrf show
run -s vrf show
run -d -j vrf
run -c=always vrf show

case show-name
run vrf show va
run vrf show lo
run vrf show nosuch
run -j vrf show va
run vrf show va vb
run vrf show ""
run vrf show aaaaaaaaaaaaaaaaaaaaaaaaaa

case identify
run vrf identify
run vrf id
run vrf i
run vrf identify 1
run -j vrf identify 1
run vrf identify +1
run vrf identify 010

case identify-errors
run vrf identify 1 2
run vrf identify abc 2
run vrf identify abc
run vrf identify -1
run vrf identify 1x
run vrf identify 0x1
run vrf identify ""
run vrf identify 4294967296
run vrf identify 0
run vrf identify -0
run vrf identify 2147483648
run vrf identify 4294967295

case pids-errors
run vrf pids
run vrf p
run vrf pids va vb
run vrf pids va
run vrf pids lo
run vrf pids nosuch
run vrf pids default
run vrf pids ""

case exec-errors
run vrf exec
run vrf e
run vrf exec va
run vrf exec default
run vrf exec va true
run vrf ex lo true
run vrf exec nosuch true
run vrf exec "" true

case batch
line b vrf show
line b vrf show va
line b vrf pids va
line b vrf exec va true
line b vrf
line b vrf identify abc
line b vrf show
run -batch @b
run -force -batch @b
run -j -force -batch @b
