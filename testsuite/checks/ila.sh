#!/bin/bash
# ip ila. This kernel has no ila module: the commands are compared with
# the reference as they are (the family is missing), and with the family
# faked by the generic netlink shim (genl_shim.c): argument errors, the
# bytes of every request, failures, and the output of crafted replies.
# The reference prints every locator of a listing as 0:0:0:0; nlroute
# prints the locator: the listings are compared with nlroute's locators
# replaced, and nlroute's are checked on their own.
GS_NAME=ila GS_NETNS=${NLT_PREFIX:-nlt-$$-}ila
. "$(dirname "$0")/genl_shim.bash"
FID=700
for k in ila ila-wide; do
	python3 "$HERE/genl_fake.py" "$k" "$FID" >"$TMP/$k.bin" || exit 1
done

# with LOCFIX set, check turns nlroute's locators of 7 characters into
# the reference's 0:0:0:0
check_fix() {
	if [ -n "${LOCFIX:-}" ]; then
		sed -E 's/\<[0-9a-f]:[0-9a-f]:[0-9a-f]:[0-9a-f]\>/0:0:0:0/g'
	else
		cat
	fi
}

# each a command line (shell words) for both tools
cmds() {
	cat <<-'EOF'
	ila
	ila help
	ila h
	ila help extra
	ila foo
	ila show
	ila s
	ila flush
	ila lst
	ila list
	ila l
	ila lis
	-j ila list
	-j -p ila list
	ila list extra
	ila add
	ila a
	ila ad
	ila add help
	ila add foo
	ila add loc_match 1:2:3:4 loc 5:6:7:8
	ila add loc_match 1:2:3:4
	ila add loc 5:6:7:8
	ila add lo 1:2:3:4 loc 5:6:7:8
	ila add loc_m 1:2:3:4 l 5:6:7:8
	ila add loc_match 1:2:3:4 loc 5:6:7:8 loc 9:9:9:9
	ila add loc_match a:b:c:d loc A:B:C:D
	ila add loc_match 0x1:2:3:4 loc 00001:2:3:4
	ila add loc_match ' 1:2:3:4' loc 1:2:3:4
	ila add loc_match ffff:ffff:ffff:ffff loc 0:0:0:0
	ila add loc_match foo loc 5:6:7:8
	ila add loc_match 1:2:3:4 loc foo
	ila add loc_match 1:2:3:4:5 loc 5:6:7:8
	ila add loc_match 10000:2:3:4 loc 5:6:7:8
	ila add loc_match 1::4 loc 5:6:7:8
	ila add loc_match 1:2::3 loc 5:6:7:8
	ila add loc_match 1:2:3:4: loc 5:6:7:8
	ila add loc_match '' loc 5:6:7:8
	ila add loc_match -1:2:3:4 loc 5:6:7:8
	ila add loc_match 12345 loc 5:6:7:8
	ila add loc_match foo loc bar
	ila add loc_match
	ila add loc_match 1:2:3:4 loc
	ila add loc_match 1:2:3:4 loc 5:6:7:8 dev lo
	ila add loc_match 1:2:3:4 loc 5:6:7:8 d d0
	ila add loc_match 1:2:3:4 loc 5:6:7:8 dev nosuch
	ila add loc_match 1:2:3:4 loc 5:6:7:8 dev ''
	ila add loc_match 1:2:3:4 loc 5:6:7:8 dev aaaaaaaaaaaaaaaaaaaaaaaaaaaa
	ila add loc_match 1:2:3:4 loc 5:6:7:8 dev nosuch csum-mode foo
	ila add loc_match 1:2:3:4 loc 5:6:7:8 dev
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode adj-transport
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode neutral-map
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode neutral-map-auto
	ila add loc_match 1:2:3:4 loc 5:6:7:8 c no-action
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode no
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode NO-ACTION
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode foo ident-type bar
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode
	ila add loc_match 1:2:3:4 loc 5:6:7:8 ident-type luid
	ila add loc_match 1:2:3:4 loc 5:6:7:8 i use-format
	ila add loc_match 1:2:3:4 loc 5:6:7:8 ident-type iid
	ila add loc_match 1:2:3:4 loc 5:6:7:8 ident-type foo
	ila add loc_match 1:2:3:4 loc 5:6:7:8 hook-type input
	ila add loc_match 1:2:3:4 loc 5:6:7:8 help
	ila add loc_match 1:2:3:4 loc bar csum-mode foo
	ila add loc_match 1:2:3:4 loc 5:6:7:8 ident-type luid csum-mode no-action dev lo
	ila add loc_match 1:2:3:4 loc 5:6:7:8 csum-mode neutral-map-auto ident-type use-format
	ila del
	ila del loc_match 1:2:3:4
	ila de loc 5:6:7:8
	ila d loc_match 1:2:3:4 loc 5:6:7:8 dev lo
	ila delete loc_match 1:2:3:4 csum-mode no-action
	ila del loc_match foo
	ila del dev nosuch
	ila del foo
	EOF
}

# The family missing, as on this kernel.
while IFS= read -r line; do
	eval "set -- $line"
	check "nofamily $line" "$@"
done < <(cmds)
# The family there: the kernel acks, then refuses.
GS_FAMILY=ila GS_ID=$FID
while IFS= read -r line; do
	eval "set -- $line"
	check "$line" "$@"
done < <(cmds)
for how in "22::" "22:bad thing:" "95::1" "1:bad thing:1"; do
	IFS=: read -r GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG <<<"$how"
	for args in "ila list" "-j ila list" "ila add" \
		    "ila add loc_match 1:2:3:4 loc 5:6:7:8" "ila del"; do
		# shellcheck disable=SC2086 # the arguments are words
		check "fail $how $args" $args
	done
done
GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG=''
# Crafted replies.
GS_REPLY=$TMP/ila.bin
for opts in "" "-j" "-j -p" "-o" "-d" "-s"; do
	# shellcheck disable=SC2086
	LOCFIX=1 check "reply ila${opts:+ $opts}" $opts ila list
done
# nlroute's locators
GS_REPLY=$TMP/ila-wide.bin
r=$(side "$NEW" ila list | tr '\n' '|')
want="exit 0|-- stdout|ffff:ffff:ffff:ffff abcd:12:0:a00       -          -          -|-- stderr|-- requests|14000000bc020103000000000000000003010000|"
if [ "$r" = "$want" ]; then
	echo "PASS reply ila-wide (nlroute only)"
else
	echo "FAIL reply ila-wide (nlroute only): $r"
fi
r=$(side "$NEW" -j ila list | tr '\n' '|')
want='exit 0|-- stdout|[{"locator_match":"ffff:ffff:ffff:ffff","locator":"abcd:12:0:a00"}]|-- stderr|-- requests|14000000bc020103000000000000000003010000|'
if [ "$r" = "$want" ]; then
	echo "PASS reply ila-wide -j (nlroute only)"
else
	echo "FAIL reply ila-wide -j (nlroute only): $r"
fi
# Batch mode.
GS_REPLY=$TMP/ila.bin GS_REPLY_CMD=3	# ILA_CMD_GET
export GS_REPLY_CMD
printf 'ila add loc_match 1:2:3:4 loc 5:6:7:8 dev nosuch\nila list\n' >"$TMP/b1"
printf 'ila add\nila add loc_match 1:2:3:4 loc 1:2:3:4 foo\nila list\n' >"$TMP/b2"
printf 'ila list\nila add loc_match 1:2:3:4 loc 5:6:7:8\nila del loc_match 1:2:3:4\nila list x\nila list\n' >"$TMP/b3"
for b in b1 b2 b3; do
	LOCFIX=1 check "batch $b" -batch "$TMP/$b"
	LOCFIX=1 check "batch -force $b" -force -batch "$TMP/$b"
done
