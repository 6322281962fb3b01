#!/bin/bash
# ip link set ... xdp: attaching XDP programs to a veth pair (native and
# generic XDP) from ELF objects compiled here from testsuite/xdp/*.c and
# from programs pinned on a bpffs mounted in a private mount namespace;
# the show output in every form. Each case runs with both tools from the
# same state and compares exit status, stdout, stderr and the link state
# afterwards. Program ids and load times differ between runs: they are
# replaced by ID and T before comparing.
set -u
[ "${1:-}" = --pinned-part ] || NS=${NLT_PREFIX:-nlt-$$-}xdp
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$HERE/../xdp

# norm: program ids and load times of a run
norm() {
	sed -E 's#(prog/[a-z]+ id |"id": ?|/id:)[0-9]+#\1ID#g;
		s#(load_time |"load_time": ?)[0-9]+#\1T#g'
}

# reset: nothing attached to va or vb, in any mode
reset() {
	local d m
	for d in va vb; do
		for m in xdp xdpgeneric; do
			"$REF" -force -n "$NS" link set dev $d $m off 2>/dev/null
		done
	done
}

# state: what the kernel holds afterwards, seen by the reference
state() {
	"$REF" -n "$NS" -d link show dev va | norm
	"$REF" -n "$NS" -d link show dev vb | norm
}

# side BIN SETUP ARGS...: the setup (";"-separated reference argument
# lists), then "BIN ARGS" in the namespace
side() {
	local bin=$1 setup=$2 s
	shift 2
	reset
	IFS=';' read -ra steps <<<"$setup"
	for s in "${steps[@]}"; do
		[ -n "$s" ] && eval "\"\$REF\" -n \"\$NS\" $s" >/dev/null 2>&1
	done
	(cd "$TMP" && timeout 20 "$bin" -n "$NS" "$@" </dev/null \
		>"$TMP/out" 2>"$TMP/err")
	echo "exit $?"
	echo "-- stdout"
	norm <"$TMP/out"
	echo "-- stderr"
	[ -n "${NOERR:-}" ] || norm <"$TMP/err"
	echo "-- state"
	state
}

check() {
	local name=$1 setup=$2 r n
	shift 2
	r=$(side "$REF" "$setup" "$@")
	n=$(side "$NEW" "$setup" "$@")
	if [ "$r" = "$n" ]; then
		echo "PASS $name"
	else
		echo "FAIL $name: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
}

# own NAME PATTERN ARGS...: a case where nlroute deliberately stops
# (the reference loads more): it must fail with status 255, say PATTERN
# on stderr and leave nothing attached
own() {
	local name=$1 pat=$2 rc
	shift 2
	reset
	(cd "$TMP" && timeout 20 "$NEW" -n "$NS" "$@" </dev/null \
		>"$TMP/out" 2>"$TMP/err")
	rc=$?
	if [ $rc -ne 255 ]; then
		echo "FAIL $name: exit status $rc, not 255"
	elif ! grep -q -- "$pat" "$TMP/err"; then
		echo "FAIL $name: stderr '$(cat "$TMP/err")' lacks '$pat'"
	elif state | grep -q 'prog/'; then
		echo "FAIL $name: a program is attached"
	else
		echo "PASS $name"
	fi
}

pinned_part() {
	local id
	cd "$TMP" || return
	mount -t bpf bpf "$TMP/bpffs" || { echo "SKIP xdp/pinned: cannot mount bpffs"; return; }
	reset
	"$REF" -n "$NS" link set dev va xdp obj pass.o 2>/dev/null
	id=$("$REF" -n "$NS" link show dev va | sed -n 's#.*prog/xdp id \([0-9]*\).*#\1#p')
	if ! "$TMP/pin" "$id" "$TMP/bpffs/p"; then
		echo "FAIL xdp/pinned: cannot pin program $id"
		umount "$TMP/bpffs"
		return
	fi
	check pinned "" link set dev va xdp pinned bpffs/p
	check pinned-generic "" link set dev vb xdpgeneric pinned bpffs/p
	check pinned-abbrev "" link set dev va xdpdrv pin bpffs/p
	check pinned-p "" link set dev va xdp p bpffs/p
	check pinned-sec-verbose "" link set dev va xdp pinned bpffs/p sec xdp verbose
	check pinned-replace "link set dev va xdp obj pass.o sec xdp" \
		link set dev va xdp pinned bpffs/p
	check pinned-force "link set dev va xdp obj pass.o sec xdp" \
		-force link set dev va xdp pinned bpffs/p
	check pinned-dir "" link set dev va xdp pinned bpffs
	check pinned-notbpffs "" link set dev va xdp pinned pass.o
	check pinned-missing "" link set dev va xdp pinned bpffs/nosuch
	check pinned-incomplete "" link set dev va xdp pinned bpffs/p sec
	check pinned-program "" link set dev va xdp pinned bpffs/p program x
	check pinned-program-incomplete "" link set dev va xdp pinned bpffs/p program
	reset
	rm -f "$TMP/bpffs/p"
	umount "$TMP/bpffs"
}

# fdump BIN FAM CASE ARGS...: BIN's output for a link dump answered with
# the crafted messages of xdp_fake.py CASE (the reference asks for
# AF_PACKET links, nlroute for AF_UNSPEC)
fdump() {
	local bin=$1 fam=$2 c=$3
	shift 3
	BT2_FAKE=$TMP/$c.bin BT2_FAKE_TYPE=18 BT2_FAKE_FAM=$fam \
		LD_PRELOAD=$TMP/shim.so timeout 20 "$bin" -n "$NS" "$@" 2>&1 |
		norm
	echo "exit ${PIPESTATUS[0]}"
}

# modes and shapes veth cannot show, with the ids of real programs (and
# of one that does not exist)
fake_part() {
	local a b c o r n rfam
	if ! command -v python3 >/dev/null ||
	   ! cc -shared -fPIC -o "$TMP/shim.so" "$HERE/../bridge/fake/shim.c" -ldl; then
		echo "SKIP xdp/fake: cc and python3 are needed for the dump shim"
		return
	fi
	reset
	(cd "$TMP" && "$REF" -n "$NS" link set dev va xdp obj pass.o &&
	 "$REF" -n "$NS" link set dev vb xdpgeneric obj pass.o sec xdp) ||
		{ echo "FAIL xdp/fake: cannot attach"; return; }
	a=$("$REF" -n "$NS" link show dev va | sed -n 's#.*prog/xdp id \([0-9]*\).*#\1#p')
	b=$("$REF" -n "$NS" link show dev vb | sed -n 's#.*prog/xdp id \([0-9]*\).*#\1#p')
	for c in multi multi3 hw drv none unknown-mode noprog empty \
		 short-id wide-attached truncated; do
		python3 "$HERE/xdp_fake.py" "$c" "$b" "$a" >"$TMP/$c.bin" || return
		for o in "" -d -j "-j -p -d" -o -br "addr show" "-d addr show"; do
			# the reference's ip address asks for AF_UNSPEC links
			case $o in
			*addr*) rfam=0 ;;
			*) o="$o link show" rfam=17 ;;
			esac
			# shellcheck disable=SC2086 # the options are words
			n=$(fdump "$NEW" 0 "$c" $o)
			case $c in
			short-id|wide-attached|truncated)
				# malformed: nlroute drops what it cannot read
				# (the reference reads past a short attribute)
				if [[ $n == *prog* || $n != *"exit 0" ]]; then
					echo "FAIL fake-$c-${o// /}: $n"
				else
					echo "PASS fake-$c-${o// /}"
				fi
				continue ;;
			esac
			# shellcheck disable=SC2086
			r=$(fdump "$REF" "$rfam" "$c" $o)
			if [ "$r" = "$n" ]; then
				echo "PASS fake-$c-${o// /}"
			else
				echo "FAIL fake-$c-${o// /}: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
			fi
		done
	done
	reset
}

if [ "${1:-}" = --pinned-part ]; then
	pinned_part
	exit 0
fi

if ! command -v clang >/dev/null; then
	echo "SKIP xdp: clang is needed to build the test programs"
	exit 0
fi
TMP=$(mktemp -d /tmp/nlt-xdp.XXXXXX)
trap '"$REF" netns del "$NS" 2>/dev/null; rm -rf "$TMP"' EXIT
export TMP NS NEW REF

for p in pass onlyxdp nolicense global bad maps; do
	clang -O2 -target bpf -c "$SRC/$p.c" -o "$TMP/$p.o" || exit 1
done
cc -O2 -o "$TMP/pin" "$SRC/pin.c" || exit 1
printf 'not an object\n' >"$TMP/text.o"
cp /bin/true "$TMP/host.o"
mkdir "$TMP/dir.o" "$TMP/bpffs"
cat >"$TMP/batch.txt" <<'EOB'
link set dev va xdp obj pass.o
link set dev vb xdpgeneric obj pass.o sec xdp
link show
link set dev va xdp obj pass.o sec xdp
link set dev vb xdpgeneric off
link show dev vb
EOB
printf 'link set dev va xdp obj pass.o sec nosuch\nlink show dev va\n' \
	>"$TMP/batch-error.txt"

"$REF" netns add "$NS" || exit 1
"$REF" -n "$NS" link add va type veth peer name vb || exit 1
"$REF" -n "$NS" link set dev va alias left || exit 1

if "$NEW" -n "$NS" link set dev va xdp obj text.o 2>&1 |
   grep -q 'No ELF library'; then
	echo "SKIP xdp/object: nlroute is built without libelf"
	HAVE_ELF=
else
	HAVE_ELF=y
fi

# argument errors, for both tools, without an object
check incomplete "" link set dev va xdp
check incomplete-obj "" link set dev va xdp object
check incomplete-pinned "" link set dev va xdp pinned
check bad-mode "" link set dev va xdp foo
check bad-mode-of "" link set dev va xdp of
check bad-kw "" link set dev va xdpg off
check off-extra "" link set dev va xdp off up
check off-last "" link set dev va xdp off
check none "link set dev va xdp obj pass.o" link set dev va xdp none
check none-extra "" link set dev va xdp none up
check bad-mode-no "" link set dev va xdp no
check off-generic "" link set dev va xdpgeneric off
check off-drv "" link set dev va xdpdrv off
check off-offload "" link set dev va xdpoffload off
check off-force "" -force link set dev va xdp off
check off-attached "link set dev va xdp obj pass.o" link set dev va xdp off
check off-attached-generic "link set dev va xdpgeneric obj pass.o" \
	link set dev va xdpgeneric off
check off-wrong-mode "link set dev va xdpgeneric obj pass.o" \
	link set dev va xdpdrv off
check nodev-off "" link set dev nosuch xdp off

if [ -n "$HAVE_ELF" ]; then
	check attach "" link set dev va xdp obj pass.o
	check attach-object "" link set dev va xdp object pass.o
	check attach-o "" link set dev va xdp o pass.o
	check attach-sec "" link set dev va xdp obj pass.o sec xdp
	check attach-section "" link set dev va xdp obj pass.o section xdp
	check attach-s "" link set dev va xdp obj pass.o s prog
	check attach-generic "" link set dev vb xdpgeneric obj pass.o
	check attach-drv "" link set dev vb xdpdrv obj pass.o sec xdp
	check attach-longname "" link set dev va xdp obj onlyxdp.o sec xdp
	check attach-nolicense "" link set dev va xdp obj nolicense.o
	check attach-dev-after "" link set xdp obj pass.o dev va
	check attach-both "" link set dev va xdp obj pass.o xdpgeneric off
	check attach-garbage "" link set dev va xdp obj pass.o extra
	check sec-twice "" link set dev va xdp obj pass.o sec xdp sec prog
	NOERR=y check verbose-sec "" link set dev va xdp obj pass.o verbose sec xdp
	check obj-pinned "" link set dev va xdp obj pass.o pinned x
	check obj-off "" link set dev va xdp obj pass.o off
	check incomplete-sec "" link set dev va xdp obj pass.o sec
	check program "" link set dev va xdp obj pass.o program xdp_drop
	check program-default "" link set dev va xdp obj pass.o program xdp_pass
	check program-sec "" link set dev vb xdpgeneric obj pass.o sec prog program xdp_drop
	check program-missing "" link set dev va xdp obj pass.o program xdp
	check program-data "" link set dev va xdp obj pass.o program _license
	check program-sec-after "" link set dev va xdp obj pass.o program xdp_drop sec xdp
	check program-twice "" link set dev va xdp obj pass.o program xdp_drop program xdp_pass
	check program-abbrev "" link set dev va xdp obj pass.o prog xdp_drop
	check program-incomplete "" link set dev va xdp obj pass.o program
	check program-long "" link set dev va xdp obj onlyxdp.o program a_very_long_program_name
	check program-cut "" link set dev va xdp obj onlyxdp.o program a_very_long_pro
	NOERR=y check program-verbose "" link set dev va xdp obj pass.o program xdp_drop verbose
	NOERR=y check verbose-program "" link set dev va xdp obj pass.o verbose program xdp_drop
	NOERR=y check verbose "" link set dev va xdp obj pass.o verbose
	NOERR=y check verbose-v "" link set dev va xdp obj pass.o sec xdp v
	check replace "link set dev va xdp obj pass.o" \
		link set dev va xdp obj pass.o sec xdp
	check replace-force "link set dev va xdp obj pass.o" \
		-force link set dev va xdp obj pass.o sec xdp
	check replace-generic "link set dev va xdpgeneric obj pass.o" \
		link set dev va xdpgeneric obj pass.o sec xdp
	check replace-generic-force "link set dev va xdpgeneric obj pass.o" \
		-force link set dev va xdpgeneric obj pass.o sec xdp
	check native-over-generic "link set dev va xdpgeneric obj pass.o" \
		link set dev va xdpdrv obj pass.o
	check offload "" -force link set dev va xdpoffload obj pass.o
	check missing-file "" link set dev va xdp obj nosuch.o
	check missing-sec "" link set dev va xdp obj pass.o sec nosuch
	check missing-default-sec "" link set dev va xdp obj onlyxdp.o
	check sec-not-code "" link set dev va xdp obj pass.o sec license
	check not-elf "" link set dev va xdp obj text.o
	check not-bpf "" link set dev va xdp obj host.o
	check empty "" link set dev va xdp obj /dev/null
	check directory "" link set dev va xdp obj dir.o
	check verifier "" link set dev va xdp obj bad.o
	check nodev "" link set dev nosuch xdp obj pass.o
	own relocations "relocations" link set dev va xdp obj global.o
	own maps "defines maps" link set dev va xdp obj maps.o
	own maps-force "defines maps" -force link set dev vb xdpgeneric obj maps.o
	check batch "" -batch batch.txt
	check batch-force "" -force -batch batch.txt
	check batch-error "" -force -batch batch-error.txt
fi

# the printers, with programs attached by the reference
for s in "link set dev va xdp obj pass.o" \
	 "link set dev va xdpgeneric obj pass.o sec xdp;link set dev vb xdp obj onlyxdp.o sec xdp"; do
	t=${s%% *}; t=${s#*dev }; t=${t%% *}-${s#*set dev ?? }
	t=${t%% obj*}
	for o in "" -d -j "-j -p" "-j -d" -o "-o -d" -br -s "-s -d"; do
		# shellcheck disable=SC2086
		check "show${o// /}-$t" "$s" $o link show
		# shellcheck disable=SC2086
		check "addr${o// /}-$t" "$s" $o addr show
	done
	check "show-dev-$t" "$s" link show dev va
	check "addr-dev-d-$t" "$s" -d addr show dev va
done

fake_part
if command -v unshare >/dev/null; then
	timeout 120 unshare -m --propagation private \
		bash "$0" --pinned-part
else
	echo "SKIP xdp/pinned: unshare is needed for a private bpffs"
fi
reset
