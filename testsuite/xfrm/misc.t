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
