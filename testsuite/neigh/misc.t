# ip neigh: cases that need no devices (help, usage errors)

case help
run neigh help
run neigh foo

