# ip mptcp: limits, help, unknown commands

case help
run mptcp help
run mptcp
run mptcp h
run mptcp foo
run mptcp monitor x
run mptcp m x
run mptcp limits help
run mptcp limits foo

case limits-show
run mptcp limits
run mptcp l
run mptcp limits show
run -j mptcp limits
run -j -p mptcp limits show
run mptcp limits show subflows 2
run mptcp limits show foo

case limits-set
run mptcp limits set subflows 3 add_addr_accepted 4
run mptcp limits show
run mptcp limits set sub 2
run mptcp limits show
run mptcp limits set add 1
run mptcp limits show
run mptcp limits s add_addr_accepted 5 subflows 6
run mptcp limits
run mptcp limits set subflows 1 subflows 0x2
run mptcp limits
run mptcp limits set
run mptcp limits

case limits-errors
run mptcp limits set subflows 9
run mptcp limits set add_addr_accepted 100
run mptcp limits set subflows
run mptcp limits set subflows x
run mptcp limits set add_addr_accepted x
run mptcp limits set subflows -1
run mptcp limits set subflows 4294967296
run mptcp limits set foo 1
run mptcp limits set subflows 1 foo
run mptcp limits
