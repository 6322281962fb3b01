# ip -batch: quotes, comments, continuation lines, errors, -force

case basic
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set v0 up
line b link set v1 mtu 1400
run -batch @b
settle
run link show

case comments-blank
line b # a comment line
line b
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02 # trailing comment
line b    link show v0
run -batch @b

case quotes
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set v0 alias "alias with spaces"
line b link set v1 alias 'single quoted'
line b link show
run -batch @b

case quote-unterminated
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set v0 alias "never closed
line b link show
run -batch @b

case continuation
line b link add v0 address 02:00:00:00:00:01 \
line b    type veth peer name v1 \
line b    address 02:00:00:00:00:02
line b link show
run -batch @b

case continuation-at-eof
line b link show \
run -batch @b

case command-failed-stops
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set nosuch up
line b link set v0 mtu 1400
run -batch @b
run link show v0

case force-continues
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set nosuch up
line b link set v0 mtu 100000
line b link set v0 frobnicate
line b link set v0 mtu 1400
run -force -batch @b
run link show v0

case force-exit-status
line b link set nosuch up
line b link show lo
run -force -batch @b

case stdin
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link show
run -batch - < @b

case stdin-error-name
line b link set nosuch up
run -batch - < @b

case missing-file
run -batch /nonexistent/nlt-batch-file

case missing-argument
run -batch

case error-line-number-after-continuation
line b link add v0 address 02:00:00:00:00:01 \
line b    type veth peer name v1 address 02:00:00:00:00:02
line b # comment
line b
line b link set v0 bogus
run -batch @b

case unknown-object
line b frob show
run -batch @b

case options-apply
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link show v0
line b link show v1
run -o -batch @b
run -j -batch @b
run -br -batch @b

case json-multiple-shows
line b link show lo
line b link show lo
run -j -batch @b

case rename-then-use
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set v0 name w0
line b link set w0 up
line b link del w0
line b link show
run -batch @b

case add-del-readd
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link del v1
line b link add v0 address 02:00:00:00:00:03 type veth peer name v1 address 02:00:00:00:00:04
line b link show
run -batch @b

case netns-move
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set v1 netns @NS2
line b link set v1 up
run -batch @b
settle
run2 link show

case many-lines
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link set v0 mtu 1001
line b link set v0 mtu 1002
line b link set v0 mtu 1003
line b link set v0 mtu 1004
line b link set v0 txqueuelen 9
line b link set v0 alias x
line b link set v0 alias y
line b link set v0 group 4
line b link set v0 up
line b link set v1 up
line b link show dev v1
run -batch @b
settle
run link show group 4

case empty-file
line b # only a comment
run -batch @b

case help-in-batch
line b link help
line b link show lo
run -batch @b

case with-netns-option
line b link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
line b link show v1
run -n @NS -batch @b

case option-inside-batch-line
line b -n @NS link show lo
run -batch @b

case force-without-batch
run -force link show lo

case stdin-continuation-and-comments
line b # setup
line b link add v0 address 02:00:00:00:00:01 \
line b   type veth peer name v1 address 02:00:00:00:00:02 # pair
line b link set v0 mtu 1300
line b link set nosuch mtu 1300
line b link show v0
run -force -batch - < @b

# Words split on space, tab, CR and LF only: a form feed or a vertical tab
# is part of the word (issue 13, item 7).
case word-split-ff-vt
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -batch - <<< $'link set v0\fmtu 1300'
run -batch - <<< $'link set v0\vmtu 1300'
run -batch - <<< $'link set v0 mtu 1300\f'
run -force -batch - <<< $'link set v0 mtu\v1300\nlink set v0\rmtu 1280\r\nlink set v0\tmtu 1290 \r'
run link show v0

case word-split-ff-del
setup link add v0 address 02:00:00:00:00:01 type veth peer name v1 address 02:00:00:00:00:02
run -force -batch - <<< $'link del v0\f\nlink del v1'
run -batch - <<< $'link del dev v0\vx'
