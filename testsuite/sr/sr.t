# ip sr: help, argument errors, the tunnel source and HMAC keys (SEG6).
# Each case shows at most one HMAC key: the kernel lists several in the
# hash order of its table, which differs between namespaces (several keys
# are compared sorted in testsuite/checks/sr_ioam.sh).

case help
run sr
run sr help
run sr he
run sr h s
run sr help extra
run sr foo
run sr foo bar
run sr ''
run sr tunsrc
run sr hmac
run sr tunsrc help
run sr hmac help
run sr tunsrc get
run sr hmac del 1
run sr tunsrc ''

case tunsrc
run sr tunsrc show
run -j sr tunsrc show
run -j -p sr tunsrc show
run -o sr tunsrc show
run sr tunsrc set 2001:db8::1
run sr tunsrc show
run -j sr tunsrc show
run -j -p sr tunsrc show
run -s -d sr tunsrc show
run sr tunsrc show extra words
run sr tunsrc set ::ffff:192.0.2.1 extra
run sr tunsrc show
run sr tunsrc set fe80::1
run sr tunsrc show
run sr tunsrc set default
run sr tunsrc show
run sr tunsrc set 2001:db8::2
run sr tunsrc set any
run sr tunsrc show
run sr tunsrc set 2001:db8::2
run sr tunsrc set all
run sr tunsrc show
run sr tunsrc set ::
run sr tunsrc show

case tunsrc-abbrev
run sr t s
run sr tu se 2001:db8::5
run sr tunsrc sh
run sr tun set 2001:db8::6
run sr tunsr show
run -j sr t s

case tunsrc-errors
run sr tunsrc set
run sr tunsrc set foo
run sr tunsrc set 192.0.2.1
run sr tunsrc set 2001:db8::1/64
run sr tunsrc set 2001:db8::1%lo
run sr tunsrc set ''
run sr tunsrc set 2001:db8:::1
run sr tunsrc show

case hmac-empty
run sr hmac show
run -j sr hmac show
run -j -p sr hmac show
run -o sr hmac show

case hmac-set
line secret mysecret
run sr hmac set 42 sha256 < @secret
run sr hmac show
run -j sr hmac show
run -j -p sr hmac show
run -o sr hmac show
run sr hm s
run sr hmac sh
run sr hmac set 42 sha1 extra < @secret
run sr hmac show
run -j sr hmac show

case hmac-delete
line secret mysecret
line blank
run sr hmac set 7 sha1 < @secret
run sr hmac set 7 sha1 < @blank
run sr hmac show
run sr hmac set 7 sha1 < @blank
run -j sr hmac show

case hmac-keyid
line secret s
run sr hmac set 4294967295 sha1 < @secret
run sr hmac show
run sr hmac set 4294967295 sha1 < /dev/null
run sr hmac set 0x10 sha256 < @secret
run sr hmac show
run sr hmac se 0x10 sha256 < /dev/null
run sr hmac set 010 sha1 < @secret
run sr hmac show

case hmac-secret-quoting
line secret a "quoted" back\slash	tab
run sr hmac set 3 sha1 < @secret
run sr hmac show
run -j sr hmac show
run -j -p sr hmac show

case hmac-secret-64
line secret 0123456789012345678901234567890123456789012345678901234567890123
run sr hmac set 3 sha256 < @secret
run sr hmac show
run -j sr hmac show

case hmac-secret-65
line secret 01234567890123456789012345678901234567890123456789012345678901234
run sr hmac set 3 sha256 < @secret
run sr hmac show

case hmac-errors
run sr hmac set
run sr hmac set 42
run sr hmac set abc sha1
run sr hmac set 0 sha1
run sr hmac set -1 sha1
run sr hmac set 4294967296 sha1
run sr hmac set 42 md5
run sr hmac set 42 SHA1
run sr hmac set 42 sha
run sr hmac set 42 sha2
run sr hmac set abc md5
run sr hmac show

case batch
line b sr tunsrc set 2001:db8::9
line b sr tunsrc show
line b sr hmac show
line b sr tunsrc set foo
line b sr tunsrc show
run -batch @b
run -force -batch @b
run -j -batch @b

# With -batch -, the secret is the batch's next line, as the reference
# reads it. (With -batch FILE the reference reads it from FILE too, which
# it has made its stdin; nlroute reads stdin: see nlroute.8.)
case batch-secret
line b sr hmac set 5 sha1
line b sr hmac show
line b sr hmac set 5 sha1
line b sr hmac show
line b sr hmac set 5 sha256
line b first secret
line b sr hmac show
run -batch - < @b
run sr hmac show
