# ip addr: cases that need no devices (help, usage errors)

case help
run addr help
run addr foo
run address help

