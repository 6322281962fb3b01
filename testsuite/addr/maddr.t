# ip maddr show/list: one device, every other word is garbage

case show
run maddr show dev lo

case garbage
run maddr list mtu ""
run maddr show netns nan
run maddr show dev lo dev lo
run maddr show lo lo
run maddr show nosuch x
run maddr show lo help
