# ip neigh: cases that need no devices (help, usage errors)

case help
run neigh help
run neigh foo


# A proxy entry needs no device: it answers for every interface (index 0).
case proxy-no-dev
run neigh add proxy 10.0.0.1
run neigh show proxy
run -j neigh show proxy
run neigh add proxy 10.0.0.1 lladdr 00:11:22:33:44:55
run neigh del proxy 10.0.0.1
run neigh del proxy 10.0.0.1
run neigh add proxy 10.0.0.1 proxy 10.0.0.3

case no-dev-no-proxy
run neigh add 10.0.0.2
run neigh add dev lo
run neigh add lladdr 00:11:22:33:44:55 10.0.0.2
