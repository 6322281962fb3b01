# ip tcp_metrics on an empty cache (a fresh namespace): help, errors,
# keywords, empty output. Entries (random rtt and age) are compared by
# testsuite/checks/tcp_metrics.sh.

case help
run tcp_metrics help
run tcpmetrics help
run tcp_metrics h
run tcp_metrics foo
run tcp_metrics ""
run tcp_metrics show help
run tcp_metrics list h
run tcp_metrics flush help
run tcp_metrics delete help
run tcp_metrics show address help

case show-empty
run tcp_metrics
run tcpmetrics
run tcp_metrics show
run tcp_metrics s
run tcp_metrics list
run tcp_metrics l
run tcp_metrics lst
run tcp_metrics ls
run -4 tcp_metrics show
run -6 tcp_metrics show all
run tcp_metrics show 10.0.0.0/8
run tcp_metrics show address 2001:db8::/32
run tcp_metrics show any
run tcp_metrics show default
run tcp_metrics show 0/0
run tcp_metrics show ::/0
run -j tcp_metrics
run -j -p tcp_metrics
run -j tcp_metrics show 10.0.0.0/8

case show-errors
run tcp_metrics show 10.1.0.2
run -j tcp_metrics show 10.1.0.2/32
run tcp_metrics show 2001:db8::1 foo
run tcp_metrics show address
run tcp_metrics show address address 10.1.0.2
run tcp_metrics show a 10.1.0.2
run tcp_metrics show addressx 10.1.0.2
run tcp_metrics show foo
run tcp_metrics show ""
run tcp_metrics show 10.1.0.2/33
run -4 tcp_metrics show 2001:db8::2
run -6 tcp_metrics show 10.1.0.2

case delete
run tcp_metrics delete
run tcp_metrics delete 10.1.0.2
run tcp_metrics d 10.1.0.2 foo
run tcp_metrics del address 2001:db8::1
run tcp_metrics delete 10.1.0.2/32
run tcp_metrics delete foo
run tcp_metrics delete all
run tcp_metrics delete address
run tcp_metrics delete address 10.1.0.0/24
run -4 tcp_metrics delete 2001:db8::1
run -6 tcp_metrics delete 10.1.0.2

case flush
run tcp_metrics flush
run tcp_metrics flush all
run tcp_metrics f all foo
run tcp_metrics fl ::/0
run tcp_metrics flush 0/0
run tcp_metrics flush 10.9.0.0/16
run -s tcp_metrics flush 10.9.0.0/16
run -j -s tcp_metrics flush 10.9.0.0/16
run -4 tcp_metrics flush
run -6 -s tcp_metrics flush all
run tcp_metrics flush 10.1.0.2
run tcp_metrics flush foo
run tcp_metrics flush address
run -6 tcp_metrics flush 10.1.0.3
