#!/bin/bash
# ip fou. This kernel has no fou module: the commands are compared with
# the reference as they are (the family is missing), and with the family
# faked by the generic netlink shim (genl_shim.c): argument errors, the
# bytes of every request, failures, and the output of crafted replies.
GS_NAME=fou GS_NETNS=${NLT_PREFIX:-nlt-$$-}fou
. "$(dirname "$0")/genl_shim.bash"
FID=700
for k in fou fou-odd; do
	python3 "$HERE/genl_fake.py" "$k" "$FID" >"$TMP/$k.bin" || exit 1
done

# each a command line (shell words) for both tools
cmds() {
	cat <<-'EOF'
	fou
	fou help
	fou h
	fou help extra
	fou foo
	fou list
	fou po 1 gue
	fou deletex port 1
	fou show
	fou s
	-j fou show
	-j -p fou show
	fou show extra
	fou add
	fou a
	fou add help
	fou add port
	fou add port 0 gue
	fou add port 65536 gue
	fou add port abc gue
	fou add port -1 gue
	fou add port 5555
	fou add port 5555 gue
	fou add po 5555 gu
	fou a p 5555 g
	fou add port 0x10 gue
	fou add port 010 gue
	fou add port ' 5' gue
	fou add port 1 port 2 gue
	fou add port 5555 ipproto 47
	fou add port 5555 ipp gre
	fou add port 5555 i ipip
	fou add port 5555 ipproto TCP
	fou add port 5555 ipproto ip
	fou add port 5555 ipproto 255
	fou add port 5555 ipproto 0x2f
	fou add port 5555 ipproto 0
	fou add port 5555 ipproto 256
	fou add port 5555 ipproto nosuchproto
	fou add port 5555 ipproto
	fou add port 5555 ipproto 4 ipproto 41
	fou add port 5555 gue ipproto 4
	fou add port 5555 ipproto 4 gue
	fou add gue
	fou add port 1 peer_port 5
	fou add port 5555 gue local 192.0.2.1
	fou add port 5555 gue l 192.0.2.1 local 192.0.2.2
	fou add port 5555 gue local 2001:db8::1
	fou add port 5555 gue local foo
	fou add port 5555 gue local ''
	fou add port 5555 gue local 192.0.2.1/24
	fou add port 5555 gue local 1.2.3
	fou add port 5555 gue local any
	fou add port 5555 gue local all
	fou add port 5555 gue local default
	fou add port 5555 gue local
	fou add port 5555 gue peer 192.0.2.5 peer_port 99
	fou add port 5555 gue pe 192.0.2.5 peer_ 99
	fou add port 5555 gue peer_port 99 peer 192.0.2.5
	fou add port 5555 gue peer 192.0.2.5
	fou add port 5555 gue peer_port 5
	fou add port 5555 gue peer_port 0
	fou add port 5555 gue peer_port abc
	fou add port 5555 gue peer_port 65536
	fou add port 5555 gue peer_port 0x10 peer 192.0.2.5
	fou add port 5555 gue peer 2001:db8::1 peer_port 5
	fou add port 5555 gue local 1.2.3.4 peer 2001:db8::1
	fou add port 5555 gue local foo peer_port 3
	fou add port 5555 gue local foo peer bar peer_port 3
	fou add port 5555 gue local 192.0.2.1 peer foo peer_port 3
	fou add port 5555 gue peer all peer_port 1
	fou add port 5555 gue dev lo
	fou add port 5555 gue d d0
	fou add port 5555 gue dev nosuch
	fou add port 5555 gue dev lo dev nosuch
	fou add port 5555 gue dev nosuch port 0
	fou add port 0 gue dev nosuch
	fou add port 5555 gue dev ''
	fou add port 5555 gue dev aaaaaaaaaaaaaaaaaaaaaaaaa
	fou add port 5555 gue dev
	fou add port 5555 gue foo
	fou add port 5555 gue local 192.0.2.1 peer 192.0.2.2 peer_port 99 dev d1
	fou add port 5555 ipproto 4 dev lo peer_port 99 peer 192.0.2.2 local 192.0.2.1
	-6 fou add port 5555 gue
	-6 fou add port 5555 ipproto 41 local 2001:db8::1 peer 2001:db8::2 peer_port 1
	-6 fou add port 5555 gue local 192.0.2.1
	-6 fou add port 5555 gue local any
	-6 fou add port 5555 gue local default
	-4 fou add port 5555 gue local 2001:db8::1
	-f inet6 fou add port 1 gue
	fou del
	fou del port 5555
	fou de port 5555 gue
	fou d port 5555 ipproto 4
	fou delete port 5555 local 192.0.2.1 peer 192.0.2.5 peer_port 5 dev lo
	fou del port 5555 peer 192.0.2.1
	fou del port 5555 ipproto 4 gue
	fou del port 0
	fou del port 5555 foo
	-6 fou del port 5555 local ::1
	EOF
}

# The family missing, as on this kernel.
while IFS= read -r line; do
	eval "set -- $line"
	check "nofamily $line" "$@"
done < <(cmds)
# The family there: the kernel acks, then refuses.
GS_FAMILY=fou GS_ID=$FID
while IFS= read -r line; do
	eval "set -- $line"
	check "$line" "$@"
done < <(cmds)
for how in "22::" "22:bad thing:" "95::1" "1:bad thing:1"; do
	IFS=: read -r GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG <<<"$how"
	for args in "fou show" "-j fou show" "fou add port 1 gue" "fou add" \
		    "fou del port 1" "fou del port 1 peer 192.0.2.1"; do
		# shellcheck disable=SC2086 # the arguments are words
		check "fail $how $args" $args
	done
done
GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG=''
# Crafted replies.
for k in fou fou-odd; do
	GS_REPLY=$TMP/$k.bin
	for opts in "" "-j" "-j -p" "-o" "-d" "-s"; do
		# shellcheck disable=SC2086
		check "reply $k${opts:+ $opts}" $opts fou show
	done
done
# Batch mode: a device that does not exist ends the batch.
GS_REPLY=$TMP/fou.bin GS_REPLY_CMD=3	# FOU_CMD_GET
export GS_REPLY_CMD
printf 'fou add port 1 gue dev nosuch\nfou show\n' >"$TMP/b1"
printf 'fou add\nfou add port 1 ipproto 0\nfou show\n' >"$TMP/b2"
printf 'fou show\nfou add port 2 gue\nfou del port 2\nfou show\n' >"$TMP/b3"
for b in b1 b2 b3; do
	check "batch $b" -batch "$TMP/$b"
	check "batch -force $b" -force -batch "$TMP/$b"
done
