#!/bin/bash
# testsuite/checks/batch_list.sh — the batch engine on a kernel with the
# list delete of patches/0001 (issue 19, item 6), through the kernel
# stand-in dellist_shim.c, and on this kernel without it.
#
# The stand-in reads the nest as the patched kernel would, with its 16-bit
# length: a list of more than 8191 entries would wrap it, and a patched
# kernel would then delete only the entries inside the wrapped length.
# So nlroute must split a run into lists of at most 8191 devices, each all
# or nothing, and every line's result must stay the one of running the
# lines one by one:
#   - a short run, with -force and a missing device, is compared with the
#     reference (stdout, stderr, exit status, devices left);
#   - a refused list: the lines run one by one, with the same results;
#   - 8300 devices: two lists (8191 + 109), every device gone;
#   - the second list refused: the first took effect, the rest run one
#     by one, every device gone, exit status 0;
#   - a line whose device went with a device of the first list, in the
#     second list's part of the run, fails as the reference would;
#   - without the stand-in (this kernel): the probe is refused and the
#     group delete does the work.
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
NEW=${NLT_NEW:-$TOP/ip/ip}
REF=${NLT_REF:-/usr/sbin/ip}
PFX=${NLT_PREFIX:-nlt-c-}
NSR=${PFX}dlr-$$
NSN=${PFX}dln-$$
T=$(mktemp -d)

cleanup() {
	"$REF" netns del "$NSR" 2>/dev/null
	"$REF" netns del "$NSN" 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT

if ! command -v cc >/dev/null ||
   ! cc -shared -fPIC -o "$T/dl.so" "$TOP/testsuite/checks/dellist_shim.c" -ldl; then
	echo "SKIP batch-list: cc is needed to build the kernel stand-in"
	exit 0
fi

pass() { echo "PASS batch-list/$1"; }
fail() { echo "FAIL batch-list/$1: $2"; }

# fresh NS: a fresh namespace built with the reference from batch file $2
fresh() {
	"$REF" netns del "$1" 2>/dev/null
	"$REF" netns add "$1" || return 1
	timeout 120 "$REF" -n "$1" -batch "$2" >/dev/null
}

names() { "$REF" -n "$1" -o link show | awk -F': ' '{ sub(/@.*/, "", $2); print $2 }' | sort; }

# nl NS ARGS...: nlroute with the stand-in, its requests logged in $T/log
nl() {
	local ns=$1
	shift
	rm -f "$T/log"
	DL_LOG=$T/log LD_PRELOAD=$T/dl.so timeout 300 "$NEW" -n "$ns" "$@"
}

# --- a short run with -force, against the reference -------------------
for i in $(seq 20); do echo "link add a$i type veth peer name b$i"; done >"$T/add20"
{
	for i in $(seq 10); do echo "link del a$i"; done
	echo "link del nosuch"
	echo "link del b3"		# went with a3
	for i in $(seq 11 20); do echo "link del dev a$i"; done
} >"$T/del20"

fresh "$NSR" "$T/add20" && fresh "$NSN" "$T/add20" || { fail setup "namespaces"; exit 0; }
timeout 120 "$REF" -n "$NSR" -force -batch "$T/del20" >"$T/r.out" 2>"$T/r.err"
echo "exit $?" >>"$T/r.out"
nl "$NSN" -force -batch "$T/del20" >"$T/n.out" 2>"$T/n.err"
echo "exit $?" >>"$T/n.out"
if ! cmp -s "$T/r.out" "$T/n.out" || ! cmp -s "$T/r.err" "$T/n.err"; then
	fail short-force "output differs: reference $(tr '\n' '|' <"$T/r.out" "$T/r.err"), nlroute $(tr '\n' '|' <"$T/n.out" "$T/n.err")"
elif [ "$(names "$NSR")" != "$(names "$NSN")" ]; then
	fail short-force "devices left differ"
elif ! grep -qx 'list 20' "$T/log"; then
	fail short-force "not one list of 20 devices: $(tr '\n' ' ' <"$T/log")"
else
	pass short-force
fi

# --- the list refused: the lines run one by one -----------------------
fresh "$NSN" "$T/add20" || { fail setup "namespace"; exit 0; }
rm -f "$T/log"
DL_ERRNO=16 DL_LOG=$T/log LD_PRELOAD=$T/dl.so timeout 300 \
	"$NEW" -n "$NSN" -force -batch "$T/del20" >"$T/n.out" 2>"$T/n.err"
echo "exit $?" >>"$T/n.out"
if ! cmp -s "$T/r.out" "$T/n.out" || ! cmp -s "$T/r.err" "$T/n.err"; then
	fail refused "output differs from the reference's: $(tr '\n' '|' <"$T/n.out" "$T/n.err")"
elif [ "$(names "$NSR")" != "$(names "$NSN")" ]; then
	fail refused "devices left differ"
elif ! grep -qx 'refused 20' "$T/log"; then
	fail refused "the stand-in saw no refused list: $(tr '\n' ' ' <"$T/log")"
else
	pass refused
fi

# --- 8300 devices: split at the nest limit ------------------------------
N=8300
for i in $(seq $N); do echo "link add i$i type ifb"; done >"$T/addbig"
for i in $(seq $N); do echo "link del i$i"; done >"$T/delbig"

fresh "$NSN" "$T/addbig" || { fail setup "8300 devices"; exit 0; }
nl "$NSN" -batch "$T/delbig" >"$T/n.out" 2>"$T/n.err"
rc=$?
left=$(names "$NSN" | grep -c '^i')
if [ "$rc" != 0 ] || [ -s "$T/n.out" ] || [ -s "$T/n.err" ]; then
	fail split "exit $rc, output $(head -c 300 "$T/n.out" "$T/n.err" | tr '\n' '|')"
elif [ "$left" != 0 ]; then
	fail split "$left devices left"
elif [ "$(grep -v probe "$T/log" | tr '\n' ' ')" != "list 8191 list 109 " ]; then
	fail split "lists sent: $(tr '\n' ' ' <"$T/log")"
else
	pass split
fi

# --- the second list refused -------------------------------------------
fresh "$NSN" "$T/addbig" || { fail setup "8300 devices"; exit 0; }
rm -f "$T/log"
DL_FAIL_FROM=2 DL_LOG=$T/log LD_PRELOAD=$T/dl.so timeout 300 \
	"$NEW" -n "$NSN" -batch "$T/delbig" >"$T/n.out" 2>"$T/n.err"
rc=$?
left=$(names "$NSN" | grep -c '^i')
if [ "$rc" != 0 ] || [ -s "$T/n.out" ] || [ -s "$T/n.err" ]; then
	fail second-refused "exit $rc, output $(head -c 300 "$T/n.out" "$T/n.err" | tr '\n' '|')"
elif [ "$left" != 0 ]; then
	fail second-refused "$left devices left"
elif [ "$(grep -v probe "$T/log" | tr '\n' ' ')" != "list 8191 refused 109 " ]; then
	fail second-refused "lists sent: $(tr '\n' ' ' <"$T/log")"
else
	pass second-refused
fi

# --- a device gone with the first list, named in the second part ---------
{
	echo "link add va type veth peer name vb"
	for i in $(seq 8191); do echo "link add i$i type ifb"; done
} >"$T/addmix"
{
	echo "link del va"
	for i in $(seq 8191); do echo "link del i$i"; done
	echo "link del vb"
} >"$T/delmix"
fresh "$NSN" "$T/addmix" || { fail setup "mixed run"; exit 0; }
nl "$NSN" -force -batch "$T/delmix" >"$T/n.out" 2>"$T/n.err"
rc=$?
printf 'Cannot find device "vb"\nCommand failed %s:8193\n' "$T/delmix" >"$T/want.err"
left=$(names "$NSN" | grep -vcx lo)
if [ "$rc" != 1 ] || [ -s "$T/n.out" ] || ! cmp -s "$T/want.err" "$T/n.err"; then
	fail gone-across "exit $rc, stderr $(head -c 300 "$T/n.err" | tr '\n' '|')"
elif [ "$left" != 0 ]; then
	fail gone-across "$left devices left"
elif [ "$(grep -v probe "$T/log" | tr '\n' ' ')" != "list 8191 list 1 " ]; then
	fail gone-across "lists sent: $(tr '\n' ' ' <"$T/log")"
else
	pass gone-across
fi

# --- this kernel, no stand-in: the group delete ---------------------------
fresh "$NSN" "$T/add20" || { fail setup "namespace"; exit 0; }
timeout 120 "$NEW" -n "$NSN" -force -batch "$T/del20" >"$T/n.out" 2>"$T/n.err"
echo "exit $?" >>"$T/n.out"
if ! cmp -s "$T/r.out" "$T/n.out" || ! cmp -s "$T/r.err" "$T/n.err"; then
	fail stock-kernel "output differs from the reference's: $(tr '\n' '|' <"$T/n.out" "$T/n.err")"
elif [ "$(names "$NSR")" != "$(names "$NSN")" ]; then
	fail stock-kernel "devices left differ"
else
	pass stock-kernel
fi
