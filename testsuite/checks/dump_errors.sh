#!/bin/bash
# Failed dumps. The kernel may refuse a dump (NLMSG_ERROR), end it with an
# error (NLMSG_DONE carrying an errno and maybe an extack message), or the
# socket read may fail (ENOBUFS...); EINTR and EAGAIN are read again. Each
# command that dumps says so in the reference's words, then "Dump
# terminated" (or "Flush terminated", ...) and exits with its own status.
# The bridge tests' LD_PRELOAD shim answers one kind of dump of both tools
# with such a failure (dump_errors.py makes them); stdout, stderr and the
# exit status are compared.
set -u
NS=${NLT_PREFIX:-nlt-$$-}de
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
NEW_BR=${NLT_NEW_BRIDGE:-$(dirname "$NEW")/../bridge/bridge}
REF_BR=${NLT_REF_BRIDGE:-$(dirname "$REF")/bridge}
HERE=$(cd "$(dirname "$0")" && pwd)
SHIM_SRC=$HERE/../bridge/fake/shim.c
TMP=$(mktemp -d /tmp/nlt-de.XXXXXX)

cleanup() {
	local n
	for n in "$NS" "$NS-a" "$NS-b"; do
		"$REF" netns del "$n" 2>/dev/null
	done
	rm -rf "$TMP"
}
trap cleanup EXIT

if ! command -v cc >/dev/null || ! command -v python3 >/dev/null ||
   ! cc -shared -fPIC -o "$TMP/shim.so" "$SHIM_SRC" -ldl; then
	echo "SKIP dump-errors: cc and python3 are needed to build the dump shim"
	exit 0
fi
if [ ! -x "$NEW_BR" ] || [ ! -x "$REF_BR" ]; then
	echo "SKIP dump-errors-bridge: no bridge binary next to $NEW and $REF"
	NEW_BR='' REF_BR=''
fi
python3 "$HERE/dump_errors.py" kinds "$TMP" || exit 1
python3 "$HERE/kinds_fake.py" vlan >"$TMP/links.bin" || exit 1
for k in fdb mdb stats vlandb; do
	python3 "$HERE/../bridge/fake/gen.py" "$k" >"$TMP/br-$k.bin" || exit 1
done
# messages, then the dump fails (part-NAME below)
part() {
	cat "$TMP/$1.bin" "$TMP/err-einval.bin" >"$TMP/$1-err.bin"
}
for k in links br-fdb br-mdb br-stats br-vlandb; do
	part "$k"
done

# A namespace with something of everything the commands list.
setup() {
	local ns=$1
	"$REF" netns add "$ns" || return 1
	"$REF" -n "$ns" -batch - <<-EOF || return 1
	link add va address 02:00:00:00:de:01 type veth peer name vb address 02:00:00:00:de:02
	link add br0 address 02:00:00:00:de:03 type bridge
	link set vb master br0
	link set va up
	link set vb up
	link set br0 up
	address add 10.9.0.1/24 dev va
	address add 2001:db8::1/64 dev va nodad
	neighbour add 10.9.0.2 lladdr 02:00:00:00:de:09 dev va
	route add 10.10.0.0/16 via 10.9.0.2
	rule add pref 100 table 100
	nexthop add id 5 dev va
	addrlabel add prefix 2001:db8:1::/48 label 7
	EOF
}
setup "$NS" || exit 1

# run TAG BIN NS TYPE FAM KIND ARGS...: "BIN -n NS ARGS" with its dumps
# of TYPE (of family FAM, -1: any) answered by the failure KIND[+once]
# [+skip1]: a message file, or for recv-* a read that fails (EINTR and
# EAGAIN three times, then an empty dump); part-FILE is FILE's messages,
# then an NLMSG_ERROR. Exit status, stdout and stderr go to $TMP/TAG.*.
run() {
	local tag=$1 bin=$2 ns=$3 type=$4 fam=$5 kind=${6%%+*} opts=$6
	local file=$kind recv='' once='' skip=''
	shift 6
	case $kind in
	recv-enobufs) recv=105 file=empty ;;
	recv-einval) recv=22 file=empty ;;
	recv-eintr) recv=4,3 file=empty ;;
	recv-eagain) recv=11,3 file=empty ;;
	part-*) file=${kind#part-}-err ;;
	esac
	case $opts in *+once*) once=1 ;; esac
	case $opts in *+skip1*) skip=1 ;; esac
	BT2_FAKE=$TMP/$file.bin BT2_FAKE_TYPE=$type BT2_FAKE_FAM=$fam \
	BT2_FAKE_RECV_ERRNO=$recv BT2_FAKE_ONCE=$once BT2_FAKE_SKIP=$skip \
	LD_PRELOAD=$TMP/shim.so "$bin" -n "$ns" "$@" \
		>"$TMP/$tag.out" 2>"$TMP/$tag.err"
	echo "exit $?" >"$TMP/$tag.rc"
	# another test's namespace that comes or goes while `netns list-id`
	# asks for its id: not what is compared here
	if [[ $(<"$TMP/$tag.err") == *"Peer netns reference is invalid"* ]]; then
		sed -i '/^Error: Peer netns reference is invalid\.$/d' \
			"$TMP/$tag.err"
	fi
}

# Both runs' outputs, as one text (control characters shown).
show() {
	cat "$TMP/$1.rc"
	echo "-- stdout"
	cat -v "$TMP/$1.out"
	echo "-- stderr"
	cat -v "$TMP/$1.err"
}

# check NAME: the two runs, ref and new, gave the same.
check() {
	if cmp -s "$TMP/ref.rc" "$TMP/new.rc" &&
	   cmp -s "$TMP/ref.out" "$TMP/new.out" &&
	   cmp -s "$TMP/ref.err" "$TMP/new.err"; then
		echo "PASS $1"
	else
		local want got
		want=$(show ref) got=$(show new)
		echo "FAIL $1: reference: ${want//$'\n'/|} nlroute: ${got//$'\n'/|}"
	fi
}

# Every kind of failure on a few commands; the kinds that differ from
# one command to another on the rest.
ALL="err-einval err-eopnotsupp err-enoent err-eperm err-extack
     done-einval done-enoent done-eopnotsupp done-eperm done-emsgsize
     done-extack done-eopnotsupp-extack done-enoent-extack
     done-emsgsize-extack recv-enobufs recv-einval recv-eintr recv-eagain"
MID="err-einval done-enoent done-extack recv-enobufs recv-eintr"
SHORT="err-einval done-enoent-extack recv-enobufs"

# SET TYPE FAM TOOL ARGS: the dump of TYPE (netlink request type) and
# family FAM (-1: any) fails in TOOL ARGS with each kind of SET, or with
# the kinds listed (comma-separated) instead of a set name. The
# reference's own link dump to learn interface names (ll_init_map) is
# left alone: nlroute makes none.
while read -r set type fam tool args; do
	case $set in ''|'#'*) continue ;; esac
	case $set in
	ALL) kinds=$ALL ;;
	MID) kinds=$MID ;;
	SHORT) kinds=$SHORT ;;
	*) kinds=${set//,/ } ;;
	esac
	if [ "$tool" = ip ]; then
		ref=$REF new=$NEW
	elif [ -n "$NEW_BR" ]; then
		ref=$REF_BR new=$NEW_BR
	else
		continue
	fi
	for kind in $kinds; do
		# shellcheck disable=SC2086 # the arguments are words
		run ref "$ref" "$NS" "$type" "$fam" "$kind" $args &
		# shellcheck disable=SC2086
		run new "$new" "$NS" "$type" "$fam" "$kind" $args &
		wait
		check "dump-errors $tool $args [$type $kind]"
	done
done <<'EOF'
ALL	18 -1	ip	link show
SHORT	18 -1	ip	-j link show
SHORT	18 -1	ip	-j -p link show
SHORT	18 -1	ip	-br link show
SHORT	18 -1	ip	-o link show
SHORT	18 -1	ip	-s link show
SHORT	18 -1	ip	-d link show
SHORT	18 -1	ip	link show up
SHORT	18 -1	ip	link show type veth
part-links	18 -1	ip	link show
part-links	18 -1	ip	-j link show
MID	18 -1	ip	addr show
MID	22 -1	ip	addr show
SHORT	22 -1	ip	-j addr show
SHORT	18 -1	ip	-j addr show
SHORT	22 -1	ip	-j -p addr show
SHORT	22 -1	ip	-br addr show
SHORT	18 -1	ip	-br addr show
SHORT	22 -1	ip	-o addr show
SHORT	22 -1	ip	-6 addr show
SHORT	22 -1	ip	addr show dev va
SHORT	22 -1	ip	addr list label va
part-links	18 -1	ip	addr show
ALL	22 -1	ip	addr flush dev va
SHORT	22 -1	ip	-s addr flush dev va
MID	22 -1	ip	addr save
ALL	26 -1	ip	route show
SHORT	26 -1	ip	-j route show
SHORT	26 -1	ip	-j -p route show
SHORT	26 -1	ip	-6 route show
SHORT	26 -1	ip	route show cached
done-enoent,done-enoent-extack	26 -1	ip	route show table all
done-enoent,done-enoent-extack	26 -1	ip	route show table main
done-enoent,done-enoent-extack	26 -1	ip	route show table 100
done-enoent,done-enoent-extack	26 -1	ip	route show table cache
done-enoent,done-enoent-extack	26 -1	ip	route show table all cached
done-enoent,done-enoent-extack	26 -1	ip	-j route show table local
MID	26 -1	ip	route flush table main
SHORT	26 -1	ip	-6 route flush table main
MID	26 -1	ip	route save
ALL	30 -1	ip	neigh show
SHORT	30 -1	ip	-j neigh show
SHORT	30 -1	ip	-j -p neigh show
SHORT	30 -1	ip	neigh show proxy
MID	30 -1	ip	neigh flush dev va
MID	34 -1	ip	rule show
SHORT	34 -1	ip	-6 rule show
SHORT	34 -1	ip	-j -p rule show
MID	34 -1	ip	rule flush
MID	34 -1	ip	rule save
MID	106 -1	ip	nexthop show
SHORT	106 -1	ip	-j -p nexthop show
MID	106 -1	ip	nexthop flush
ALL	82 -1	ip	netconf show
SHORT	82 -1	ip	-6 netconf show
SHORT	82 -1	ip	-j -p netconf show
err-eopnotsupp,done-eopnotsupp,done-eopnotsupp-extack	82 0	ip	netconf show
err-eopnotsupp,done-eopnotsupp-extack	82 0	ip	-j netconf show
err-eopnotsupp,done-eopnotsupp	82 0	ip	-j -p netconf show
err-eopnotsupp+once,err-eopnotsupp+skip1	82 -1	ip	-j -p netconf show
err-eopnotsupp	82 -1	ip	-4 netconf show
MID	74 -1	ip	addrlabel list
SHORT	74 -1	ip	-j -p addrlabel list
MID	74 -1	ip	addrlabel flush
MID	18 10	ip	token list
SHORT	18 10	ip	-j token
MID	90 -1	ip	netns list-id
SHORT	90 -1	ip	-j netns list-id
MID	18 -1	ip	tuntap show
SHORT	18 -1	ip	-j tuntap show
MID	94 -1	ip	link xstats type bridge
SHORT	94 -1	ip	-j link xstats type bridge_slave
MID	94 -1	ip	link afstats
SHORT	94 -1	ip	-j -p link afstats
MID	18 7	bridge	link show
SHORT	18 7	bridge	-j link show
SHORT	18 7	bridge	-j -p link show
MID	30 -1	bridge	fdb show
SHORT	30 -1	bridge	-j -p fdb show
part-br-fdb	30 -1	bridge	-j fdb show
ALL	86 -1	bridge	mdb show
SHORT	86 -1	bridge	-j -p mdb show
err-einval+skip1	86 -1	bridge	-j -p mdb show
part-br-mdb	86 -1	bridge	-j mdb show
MID	18 7	bridge	vlan show
SHORT	18 7	bridge	-j vlan show
SHORT	18 7	bridge	vlan tunnelshow
MID	94 -1	bridge	-s vlan show
err-einval+skip1	94 -1	bridge	-j -s vlan show
part-br-stats	94 -1	bridge	-s vlan show
MID	114 -1	bridge	vlan global show
SHORT	114 -1	bridge	-j -p vlan global show
SHORT	114 -1	bridge	-d vlan show
part-br-vlandb	114 -1	bridge	-j -d vlan show
part-br-vlandb	114 -1	bridge	-j -p -d vlan show
EOF

# In a batch, some commands end it where their dump fails (the reference
# exits), the others fail their line ("Command failed FILE:LINE") and the
# batch goes on to the next.
while read -r type fam tool args; do
	if [ "$tool" = ip ]; then
		ref=$REF new=$NEW next="route show"
		[ "$type" = 26 ] && next="link show lo"
	elif [ -n "$NEW_BR" ]; then
		ref=$REF_BR new=$NEW_BR next="link show"
		[ "$type" = 18 ] && next="fdb show dev va"
	else
		continue
	fi
	printf '%s\n%s\n' "$args" "$next" >"$TMP/batch"
	run ref "$ref" "$NS" "$type" "$fam" err-einval -batch "$TMP/batch" &
	run new "$new" "$NS" "$type" "$fam" err-einval -batch "$TMP/batch" &
	wait
	check "dump-errors $tool -batch: $args [$type err-einval]"
done <<'EOF'
18 -1	ip	link show
22 -1	ip	addr show
22 -1	ip	addr flush dev va
22 -1	ip	addr save
26 -1	ip	route show
26 -1	ip	route flush table main
30 -1	ip	neigh show
30 -1	ip	neigh flush dev va
34 -1	ip	rule show
106 -1	ip	nexthop flush
82 -1	ip	netconf show
74 -1	ip	addrlabel list
18 10	ip	token
90 -1	ip	netns list-id
18 -1	ip	tuntap show
94 -1	ip	link xstats type bridge
94 -1	ip	link afstats
18 7	bridge	link show
30 -1	bridge	fdb show
86 -1	bridge	mdb show
18 7	bridge	vlan show
114 -1	bridge	vlan global show
EOF

# A flush whose dump fails midway deletes what it listed before the
# failure (the reference deletes each entry as it reads it): two equal
# namespaces, one flushed by each tool; their outputs and what is left
# are compared.
for c in "34 2 rule flush" "106 0 nexthop flush" "74 10 addrlabel flush"; do
	read -r type fam obj _ <<<"$c"
	setup "$NS-a" && setup "$NS-b" || exit 1
	"$REF" netns exec "$NS-a" python3 "$HERE/dump_errors.py" grab \
		"$type" "$fam" >"$TMP/listed.bin" || exit 1
	part listed
	run ref "$REF" "$NS-a" "$type" -1 part-listed "$obj" flush
	{ echo "-- left"; "$REF" -n "$NS-a" "$obj" show; } >>"$TMP/ref.out"
	run new "$NEW" "$NS-b" "$type" -1 part-listed "$obj" flush
	{ echo "-- left"; "$REF" -n "$NS-b" "$obj" show; } >>"$TMP/new.out"
	check "dump-errors ip $obj flush [$type part]"
	"$REF" netns del "$NS-a"
	"$REF" netns del "$NS-b"
done
