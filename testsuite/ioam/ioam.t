# ip ioam: help, argument errors, IOAM namespaces and schemas (IOAM6).
# Each show lists at most one entry: the kernel lists several in the hash
# order of its table, which differs between namespaces (several entries
# are compared sorted in testsuite/checks/sr_ioam.sh).

case help
run ioam
run ioam help
run ioam help extra
run ioam h
run ioam he
run ioam ''
run ioam foo
run ioam foo bar
run ioam namespace
run ioam schema
run ioam namespacex show
run ioam n show
run ioam sc show
run ioam namespace help
run ioam schema help
run ioam namespace s
run ioam namespace sh
run ioam namespace list
run ioam namespace a 1
run ioam namespace de 1
run ioam namespace se 1 schema 1
run ioam schema a 1 x
run ioam schema d 1
run ioam namespace foo
run ioam schema foo

case empty
run ioam namespace show
run -j ioam namespace show
run -j -p ioam namespace show
run -o ioam namespace show
run ioam schema show
run -j ioam schema show
run -j -p ioam schema show
run ioam namespace show extra

case namespace-plain
run ioam namespace add 1
run ioam namespace show
run -j ioam namespace show
run -j -p ioam namespace show
run -o ioam namespace show
run -s -d ioam namespace show
run ioam namespace add 1
run ioam namespace del 1
run ioam namespace del 1
run ioam namespace show

case namespace-data
run ioam namespace add 2 data 0xdeadbeef
run ioam namespace show
run -j ioam namespace show
run -j -p ioam namespace show
run -o ioam namespace show

case namespace-wide
run ioam namespace add 3 wide 0xcafec0caf00dc0de
run ioam namespace show
run -j ioam namespace show
run -j -p ioam namespace show

case namespace-both
run ioam namespace add 4 data 5 wide 6 extra
run ioam namespace show
run -j ioam namespace show
run -j -p ioam namespace show
run -o ioam namespace show

case namespace-zero
run ioam namespace add 65535 data 0 wide 0
run ioam namespace show
run -j ioam namespace show

case namespace-unavailable
run ioam namespace add 0 data 0xffffffff wide ffffffffffffffff
run ioam namespace show
run -j ioam namespace show

case namespace-numbers
run ioam namespace add 010 data 010 wide 010
run ioam namespace show
run -j ioam namespace show
run ioam namespace del 8
run ioam namespace add 0x10 data 4294967295 wide -2
run ioam namespace show
run ioam namespace del 16
run ioam namespace add -0 data -0 wide 10
run ioam namespace show
run ioam namespace del 0
run ioam namespace add ' 7' wide ' ab'
run ioam namespace show

case namespace-errors
run ioam namespace add
run ioam namespace add abc
run ioam namespace add 65536
run ioam namespace add -1
run ioam namespace add 11 data
run ioam namespace add 11 data xyz
run ioam namespace add 11 data 4294967296
run ioam namespace add 11 data -1
run ioam namespace add 11 data 0x
run ioam namespace add 11 wide
run ioam namespace add 11 wide xyz
run ioam namespace add 11 wide 10000000000000000
run ioam namespace add 11 wide -
run ioam namespace add 11 data 1 data 2
run ioam namespace add 11 wide 1 wide 2
run ioam namespace add 11 wide 1 data 2
run ioam namespace add 11 foo
run ioam namespace add 11 d 1
run ioam namespace add 11 DATA 1
run ioam namespace add 11 wide 1 extra
run ioam namespace add 11 data 1 extra
run ioam namespace add 11 data 1 wide
run ioam namespace add 11 data 1 wide xyz extra
run ioam namespace add abc data
run ioam namespace del
run ioam namespace del abc
run ioam namespace del 70000
run ioam namespace show

case schema
run ioam schema add 7 hello
run ioam schema show
run -j ioam schema show
run -j -p ioam schema show
run -o ioam schema show
run ioam schema add 7 again
run ioam schema del 7 extra
run ioam schema del 7
run ioam schema show

case schema-data
run ioam schema add 4294967295 abcd extra
run ioam schema show
run -j ioam schema show
run ioam schema del 4294967295
run ioam schema add 0 ''
run ioam schema show
run -j ioam schema show
run -j -p ioam schema show
run ioam schema del 0
run ioam schema add 1 'with space'
run ioam schema show

case schema-long
run ioam schema add 1 bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
run ioam schema show
run ioam schema add 2 bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
run ioam schema show

case schema-errors
run ioam schema add
run ioam schema add abc
run ioam schema add abc x
run ioam schema add 50
run ioam schema add 4294967296 x
run ioam schema add -1 x
run ioam schema del
run ioam schema del abc extra
run ioam schema del 4294967296
run ioam schema del 99
run ioam schema show

case link
run ioam schema add 7 x
run ioam namespace add 1 data 1
run ioam namespace set 1 schema 7
run ioam namespace show
run ioam schema show
run -j ioam namespace show
run -j ioam schema show
run -j -p ioam schema show
run -o ioam schema show
run ioam namespace set 1 schema none extra
run ioam namespace show
run ioam schema show
run ioam namespace set 1 schema 7 extra
run ioam schema del 7
run ioam namespace show
run ioam namespace set 1 schema 99
run ioam namespace set 2 schema 7
run ioam namespace set 2 schema none

case link-errors
run ioam namespace set
run ioam namespace set 1
run ioam namespace set abc
run ioam namespace set abc foo
run ioam namespace set 65536 schema 7
run ioam namespace set 1 foo
run ioam namespace set 1 foo 7
run ioam namespace set 1 s 7
run ioam namespace set 1 schema
run ioam namespace set 1 schema abc
run ioam namespace set 1 schema abc extra
run ioam namespace set 1 schema n
run ioam namespace set 1 schema NONE
run ioam namespace set 1 schema -1
run ioam namespace set 1 schema 4294967296

case batch
line b ioam schema add 7 abc
line b ioam namespace add 1 data 1
line b ioam namespace add 1
line b ioam namespace set 1 schema 7
line b ioam namespace show
line b ioam schema show
run -batch @b
run -force -batch @b
run -j -batch @b

case batch-errors
line b ioam namespace del 9
line b ioam namespace show
line b ioam namespace add abc
line b ioam schema show
run -batch @b
run -force -batch @b
