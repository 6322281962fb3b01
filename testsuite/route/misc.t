# ip route: cases that need no devices (help, usage errors)

case help
run route help
run route foo
run r foo

