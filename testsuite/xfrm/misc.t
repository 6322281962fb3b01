# ip xfrm: help texts, dispatch and usage errors (no kernel state needed)

case help
run xfrm help
run xfrm
run xfrm foo
run xfrm state help
run xfrm policy help
run xfrm s h
run xfrm po h
run xfrm state foo
run xfrm policy foo
run xfrm sa help
run xfrm stat help

case count-empty
run xfrm state count
run -s xfrm state count
run xfrm policy count
run -s xfrm policy count
run -s -s xfrm policy count
run xfrm s c
run xfrm p c
run xfrm state
run xfrm policy
run -j xfrm policy
run -j -p xfrm state

# In a batch the reference's xfrm commands end the process: a list or a
# deleteall once done (exit 0), a kernel error at once (exit 2, -force or
# not, no "Command failed"); count and add go on.
case batch-list-ends
line B xfrm policy add dir out priority 3
line B xfrm policy count
line B xfrm policy list
line B xfrm policy count
run -batch @B
run xfrm policy count

case batch-kernel-error-ends
line B xfrm policy add dir out priority 3
line B xfrm policy add dir out priority 3
line B xfrm state count
run -force -batch @B
run xfrm policy count

case batch-deleteall-ends
line B xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 5 max 5
line B xfrm state deleteall
line B xfrm state count
run -batch @B
run xfrm state count

case batch-arg-error
line B xfrm policy count
line B xfrm policy add dir sideways
line B xfrm policy count
run -batch @B
run -force -batch @B
