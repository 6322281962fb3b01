# ip -batch with mptcp and tcp_metrics lines: kernel errors go on (with
# -force), argument errors end the batch as the reference's do

every setup link add va address 02:00:00:00:00:01 type veth peer name vb address 02:00:00:00:00:02

case batch
line cmds mptcp endpoint add 10.0.0.1 id 1
line cmds mptcp endpoint add 10.0.0.1 id 1
line cmds mptcp endpoint add 10.0.0.2 dev va signal
line cmds mptcp limits set subflows 3
line cmds mptcp limits
line cmds mptcp endpoint show
line cmds tcp_metrics show
line cmds tcp_metrics delete 10.0.0.9
line cmds mptcp endpoint delete id 1
line cmds mptcp endpoint show
run -batch @cmds
run -force -batch @cmds
run -j -force -batch @cmds
run mptcp endpoint show

case batch-argerror
line cmds mptcp endpoint add 10.0.0.3
line cmds mptcp endpoint add foo
line cmds mptcp endpoint add 10.0.0.4
run -force -batch @cmds
run mptcp endpoint show

case batch-usage
line cmds mptcp endpoint add 10.0.0.5
line cmds mptcp limits set foo 1
line cmds mptcp endpoint add 10.0.0.6
run -force -batch @cmds
run mptcp endpoint show

case batch-tcpm
line cmds tcp_metrics flush
line cmds tcp_metrics show 10.0.0.0/8
line cmds tcp_metrics delete all
line cmds mptcp endpoint add 10.0.0.7
run -force -batch @cmds
run mptcp endpoint show
