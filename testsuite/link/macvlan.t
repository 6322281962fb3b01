# macvlan and macvtap on a veth lower device

case macvlan-add
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan
run link show m0
run -d link show m0
run -d -j link show m0

case macvlan-mode-private
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode private
run -d link show m0

case macvlan-mode-vepa
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode vepa
run -d link show m0

case macvlan-mode-bridge
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode bridge
run -d link show m0

case macvlan-mode-passthru
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode passthru
run -d link show m0

case macvlan-mode-source
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode source
run -d link show m0

case macvlan-mode-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 type macvlan mode foo

case macvlan-no-link
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 type macvlan

case macvlan-nopromisc
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode passthru nopromisc
run -d link show m0

case macvlan-bcqueue
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvlan bcqueuelen 100
run -d link show m0

case macvlan-set-mode
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add m0 link v0 address 02:00:00:00:02:00 type macvlan
run link set m0 type macvlan mode bridge
run -d link show m0

case macvlan-macaddr
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add m0 link v0 address 02:00:00:00:02:00 type macvlan mode source
run link set m0 type macvlan macaddr add 02:00:00:00:03:01
run link set m0 type macvlan macaddr add 02:00:00:00:03:02
run -d link show m0
run link set m0 type macvlan macaddr del 02:00:00:00:03:01
run -d -j link show m0
run link set m0 type macvlan macaddr flush
run -d link show m0

case macvlan-bad-option
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 type macvlan frob

case macvtap-add
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap
run link show m0
run -d link show m0
run -d -j link show m0

case macvtap-mode-private
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode private
run -d link show m0

case macvtap-mode-vepa
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode vepa
run -d link show m0

case macvtap-mode-bridge
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode bridge
run -d link show m0

case macvtap-mode-passthru
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode passthru
run -d link show m0

case macvtap-mode-source
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode source
run -d link show m0

case macvtap-mode-bad
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 type macvtap mode foo

case macvtap-no-link
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 type macvtap

case macvtap-nopromisc
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode passthru nopromisc
run -d link show m0

case macvtap-bcqueue
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 address 02:00:00:00:02:00 type macvtap bcqueuelen 100
run -d link show m0

case macvtap-set-mode
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add m0 link v0 address 02:00:00:00:02:00 type macvtap
run link set m0 type macvtap mode bridge
run -d link show m0

case macvtap-macaddr
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
setup link add m0 link v0 address 02:00:00:00:02:00 type macvtap mode source
run link set m0 type macvtap macaddr add 02:00:00:00:03:01
run link set m0 type macvtap macaddr add 02:00:00:00:03:02
run -d link show m0
run link set m0 type macvtap macaddr del 02:00:00:00:03:01
run -d -j link show m0
run link set m0 type macvtap macaddr flush
run -d link show m0

case macvtap-bad-option
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run link add m0 link v0 type macvtap frob
