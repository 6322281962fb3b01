#!/bin/bash
# ip macsec. This kernel has no macsec module: the generic netlink shim
# (genl_shim.c) fakes family "macsec" for both tools. Compared with the
# reference: argument errors, the bytes of every request, the family
# missing, kernel failures, and the output of crafted MACSEC_CMD_GET_TXSC
# dumps (macsec_fake.py genl-*) in every output form. The namespace has
# lo, d1 (2) and d0 (3).
GS_NAME=macsec GS_NETNS=${NLT_PREFIX:-nlt-$$-}msc
. "$(dirname "$0")/genl_shim.bash"
FID=800
CASES="genl-full genl-bare genl-odd genl-nosecy genl-emptysecy genl-noidx genl-unknown"
for k in $CASES; do
	python3 "$HERE/macsec_fake.py" "$k" "$FID" >"$TMP/$k.bin" || exit 1
done
K16=00112233445566778899aabbccddeeff

# each a command line (shell words) for both tools
cmds() {
	cat <<-EOF
	macsec
	macsec help
	macsec h
	macsec help extra
	macsec foo
	macsec show
	macsec s
	macsec sh
	macsec show d0
	macsec show nosuch
	macsec show d0 extra
	macsec show d0 d1
	macsec add
	macsec add d0
	macsec add nosuch tx sa 0 key 01 00
	macsec add nosuch
	macsec add d0 foo
	macsec add d0 tx
	macsec add d0 tx foo
	macsec add d0 tx sa
	macsec add d0 tx sa 4 key 01 00
	macsec add d0 tx sa x key 01 00
	macsec add d0 tx sa -1 key 01 00
	macsec add d0 tx sa 0x3 pn 1 key 01 $K16
	macsec add d0 tx sa 0
	macsec add d0 tx sa 0 key
	macsec add d0 tx sa 0 key 01
	macsec add d0 tx sa 0 key 01 0011
	macsec add d0 tx sa 0 pn 1024 on key 01 12345678901234567890123456789012
	macsec add d0 tx sa 0 pn 1 key 01 0011
	macsec add d0 tx sa 0 pn 1 key 01 00112233445566778899aabbccddee
	macsec add d0 tx sa 0 pn 1 key 01 ${K16}00
	macsec add d0 tx sa 0 pn 1 key 01 $K16$K16
	macsec add d0 tx sa 0 pn 1 key 01 $K16$K16$K16$K16$K16$K16$K16$K16
	macsec add d0 tx sa 0 pn 1 key 01 $K16$K16$K16$K16$K16$K16$K16$K16$K16
	macsec add d0 tx sa 0 pn 1 key 0011223344556677889900aabbccddeeff $K16
	macsec add d0 tx sa 0 pn 1 key 0011223344556677889900aabbccddeeffz $K16
	macsec add d0 tx sa 0 pn 1 key $K16 $K16
	macsec add d0 tx sa 0 pn 1 key 123 $K16
	macsec add d0 tx sa 0 pn 1 key 0 $K16
	macsec add d0 tx sa 0 pn 1 key zz $K16
	macsec add d0 tx sa 0 pn 1 key '' $K16
	macsec add d0 tx sa 0 pn 1 key 01 ''
	macsec add d0 tx sa 0 pn 1 key 01 123
	macsec add d0 tx sa 0 pn 1 key 01 0x11
	macsec add d0 tx sa 0 pn 1 key 01 ${K16}zz
	macsec add d0 tx sa 0 pn 1 key 01 $K16 key 02 $K16
	macsec add d0 tx sa 0 pn 0 key 01 $K16
	macsec add d0 tx sa 0 pn 0x10 key 01 $K16
	macsec add d0 tx sa 0 pn 4294967295 key 01 $K16
	macsec add d0 tx sa 0 pn 4294967296 key 01 $K16
	macsec add d0 tx sa 0 pn x key 01 $K16
	macsec add d0 tx sa 0 pn
	macsec add d0 tx sa 0 xpn 0 key 01 $K16
	macsec add d0 tx sa 0 xpn 1 key 01 $K16
	macsec add d0 tx sa 0 xpn 18446744073709551615 key 01 $K16
	macsec add d0 tx sa 0 xpn 18446744073709551616 key 01 $K16
	macsec add d0 tx sa 0 pn 1 xpn 2 key 01 $K16
	macsec add d0 tx sa 0 xpn 1 pn 2 key 01 $K16
	macsec add d0 tx sa 0 pn 1 pn 2 key 01 $K16
	macsec add d0 tx sa 0 pn 1 salt 00 key 01 $K16
	macsec add d0 tx sa 0 pn 1 salt zz key 01 $K16
	macsec add d0 tx sa 0 pn 1 ssci x key 01 $K16
	macsec add d0 tx sa 0 pn 1 ssci 4294967296 key 01 $K16
	macsec add d0 tx sa 0x1 pn 1 ssci 0x10 salt 00112233445566778899aabb key 01 $K16
	macsec add d0 tx sa 0 xpn 1 salt 0011 ssci 1 key 01 $K16
	macsec add d0 tx sa 0 xpn 1 salt 00112233445566778899aabb key 01 $K16
	macsec add d0 tx sa 0 xpn 1 ssci 1 key 01 $K16
	macsec add d0 tx sa 0 xpn 1 salt 00112233445566778899aabbcc ssci 1 key 01 $K16
	macsec add d0 tx sa 0 xpn 1 salt 00112233445566778899aab ssci 1 key 01 $K16
	macsec add d0 tx sa 3 xpn 5 salt 000102030405060708090a0b ssci 7 key 0102 $K16$K16
	macsec add d0 tx sa 0 pn 1 salt 00 salt 00 key 01 $K16
	macsec add d0 tx sa 0 pn 1 ssci 1 ssci 2 key 01 $K16
	macsec add d0 tx sa 0 pn 1 on off key 01 $K16
	macsec add d0 tx sa 0 pn 1 off on key 01 $K16
	macsec add d0 tx sa 0 pn 1 off key 01 $K16
	macsec add d0 tx sa 0 pn 1 o key 01 $K16
	macsec add d0 tx sa 0 pn 1 offx key 01 $K16
	macsec add d0 tx sa 0 frob key 01 $K16
	macsec add d0 tx sa 0 key 01 $K16 on
	macsec add d0 tx sa 0 pn 1 key 01 $K16 extra
	macsec a d0 tx sa 0 pn 1 key 01 $K16
	macsec ad d0 tx sa 0 pn 1 key 01 $K16
	macsec a d0 t s 0 p 1 k 01 $K16
	macsec set d0 tx sa 0 key 01 $K16
	macsec set d0 tx sa 0 key 01 ''
	macsec set d0 tx sa 0
	macsec set d0 tx sa 1 pn 5 off
	macsec set d0 tx sa 0 xpn 1 salt 00112233445566778899aabb ssci 1
	macsec set d0 tx sa 0 pn 1 salt 00112233445566778899aabb ssci 1 on
	macsec se d0 tx sa 0 on
	macsec del d0 tx sa 0
	macsec del d0 tx sa 0 on
	macsec del d0 tx sa 0 pn 1 key 01 $K16
	macsec del d0 tx sa 0 pn 0
	macsec del d0 tx sa 0 foo
	macsec d d0 tx sa 0
	macsec de d0 tx sa 0
	macsec delete d0 tx sa 0
	macsec add d0 rx port 1234 address c6:19:52:8f:e6:a0
	macsec add d0 rx port 1234 address c6:19:52:8f:e6:a0 sa 0 pn 1 on key 00 0123456789abcdef0123456789abcdef
	macsec add d0 rx address c6:19:52:8f:e6:a0 port 5
	macsec add d0 rx address c6:19:52:8f:e6:a0 port 5 on
	macsec add d0 rx sci 1234 on
	macsec add d0 rx sci 1234 off
	macsec add d0 rx sci 0x1234 on
	macsec add d0 rx sci 0
	macsec add d0 rx sci -1
	macsec add d0 rx sci 12345678901234567
	macsec add d0 rx
	macsec add d0 rx sci
	macsec add d0 rx sci zz
	macsec add d0 rx port 0 address c6:19:52:8f:e6:a0
	macsec add d0 rx port 5
	macsec add d0 rx address c6:19:52:8f:e6:a0
	macsec add d0 rx address zz port 5
	macsec add d0 rx port 5 address zz
	macsec add d0 rx port 5 address 00:11:22:33:44:55:66:zz
	macsec add d0 rx port 5 address 00:11:22:33:44:5z:66
	macsec add d0 rx address 00:11: port 5
	macsec add d0 rx port 70000 address c6:19:52:8f:e6:a0
	macsec add d0 rx port 5 port 6 address c6:19:52:8f:e6:a0
	macsec add d0 rx port 5 sci 7
	macsec add d0 rx port 5 foo
	macsec add d0 rx foo
	macsec add d0 rx sci 5 foo
	macsec add d0 rx sci 5 on off
	macsec add d0 rx sci 5 on on
	macsec add d0 rx sci 5 sa
	macsec add d0 rx sci 5 sa 4
	macsec add d0 rx sci 5 sa 0 pn 1 key 01 $K16 on
	macsec add d0 rx sci 5 sa 0 key 01 $K16
	macsec add d0 rx sci 5 sa 0 pn 1
	macsec add d0 rx sci 5 sa 0 xpn 1 salt 00112233445566778899aabb ssci 2 key 01 $K16
	macsec add d0 rx sci 5 sa 0 pn 1 on off key 01 00
	macsec add d0 rx sci 5 on sa 0 pn 1 key 01 $K16
	macsec set d0 rx sci 1234 off
	macsec set d0 rx sci 1234
	macsec set d0 rx port 1 address 00:11:22:33:44:55 on
	macsec set d0 rx sci 5 sa 0 key 01 $K16
	macsec set d0 rx sci 1234 sa 2 pn 3 on
	macsec set d0 rx sci 1234 sa 2 xpn 3 ssci 4 salt 00
	macsec del d0 rx sci 1234
	macsec del d0 rx sci 1234 on
	macsec del d0 rx sci 1234 sa 2
	macsec del d0 rx sci 5 sa 1 key 01 $K16
	macsec offload d0 mac
	macsec offload d0 phy
	macsec offload d0 off
	macsec offload d0 o
	macsec offload d0 m
	macsec offload d0 phy extra
	macsec offload d0 foo
	macsec offload d0
	macsec offload nosuch mac
	macsec offload
	macsec o d0 mac
	EOF
}

# The family missing, as on this kernel.
while IFS= read -r line; do
	eval "set -- $line"
	check "nofamily $line" "$@"
done < <(cmds)
# The family there: the kernel acks (a dump is empty).
GS_FAMILY=macsec GS_ID=$FID
while IFS= read -r line; do
	eval "set -- $line"
	check "$line" "$@"
done < <(cmds)
# Failures.
for how in "22::" "95:bad thing:" "19::1" "1:bad thing:1"; do
	IFS=: read -r GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG <<<"$how"
	for args in "macsec show" "-j macsec show" "macsec show d0" \
		    "macsec offload d0 mac" "macsec del d0 tx sa 0" \
		    "macsec add d0 rx sci 1 on"; do
		# shellcheck disable=SC2086 # the arguments are words
		check "fail $how $args" $args
	done
done
GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG=''
# Crafted dumps.
for k in $CASES; do
	GS_REPLY=$TMP/$k.bin
	for opts in "" "-s" "-j" "-s -j" "-j -p" "-s -j -p" "-d"; do
		for dev in "" d0 d1; do
			# shellcheck disable=SC2086 # the options are words
			check "reply $k${opts:+ $opts}${dev:+ $dev}" $opts macsec show $dev
		done
	done
done
GS_REPLY=''
# Batch mode.
GS_REPLY=$TMP/genl-full.bin GS_REPLY_CMD=0	# MACSEC_CMD_GET_TXSC
export GS_REPLY_CMD
printf 'macsec show\nmacsec add d0 tx sa 0 pn 1 key 01 00\nmacsec show d1\n' >"$TMP/b1"
printf 'macsec add d0 tx sa 0 key 01 00\nmacsec show\n' >"$TMP/b2"
printf 'macsec add nosuch rx sci 1\nmacsec show\n' >"$TMP/b3"
for b in b1 b2 b3; do
	check "batch $b" -batch "$TMP/$b"
	check "batch -force $b" -force -batch "$TMP/$b"
done
# Dumps the reference crashes on: nlroute prints and exits 0.
python3 "$HERE/macsec_fake.py" genl-crash "$FID" >"$TMP/genl-crash.bin" || exit 1
for opts in "" "-s" "-s -j"; do
	# shellcheck disable=SC2086 # the options are words
	out=$(GS_REPLY=$TMP/genl-crash.bin side "$NEW" $opts macsec show)
	case $out in
	'exit 0'*) echo "PASS crash-free genl-crash $opts" ;;
	*) echo "FAIL crash-free genl-crash $opts: ${out//$'\n'/|}" ;;
	esac
done
