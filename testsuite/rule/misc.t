# ip rule: cases that need no devices (help, usage errors)

case help
run rule help
run rule foo

