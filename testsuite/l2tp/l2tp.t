# ip l2tp on this kernel, which has no l2tp module: help, abbreviations,
# and the missing family's error for every command, whatever its words
# (argument errors, request bytes and output are compared with the
# family faked in testsuite/checks/l2tp.sh).

case help
run l2tp
run l2tp help
run l2tp h
run l2tp he
run l2tp help extra
run l2tp help tunnel
run -j l2tp help
run -6 l2tp help

case nofamily
run l2tp show tunnel
run l2tp show session
run -j l2tp show tunnel
run -j -p l2tp show session
run -o l2tp show tunnel
run -s -d l2tp show session
run l2tp s tunnel tunnel_id 1
run l2tp list session tunnel_id 1 session_id 2
run l2tp lst tunnel
run l2tp foo
run l2tp helpx
run l2tp ''
run l2tp add
run l2tp add tunnel
run l2tp add tunnels
run l2tp add tunnel tunnel_id abc
run l2tp add tunnel local foo
run l2tp add tunnel tunnel_id 1 peer_tunnel_id 2 local 192.0.2.1 remote 192.0.2.2 encap ip
run l2tp a tunnel tunnel_id 1 peer_tunnel_id 2 local 2001:db8::1 remote 2001:db8::2 udp_sport 1701 udp_dport 1701 udp6_csum_tx off
run l2tp add session tunnel_id 1 session_id 2 peer_session_id 3 cookie 01020304 seq both
run l2tp add session tunnel_id 1 session_id 2 peer_session_id 3 cookie 123
run l2tp del tunnel tunnel_id 1
run l2tp d session tunnel_id 1 session_id 2
run l2tp delete session
run l2tp del tunnel foo

case batch
line b1 l2tp show tunnel
line b1 l2tp add tunnel tunnel_id 1
line b1 l2tp show session
run -batch @b1
run -force -batch @b1
