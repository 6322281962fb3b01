#!/bin/bash
# testsuite/clients/cloudinit.sh — cloud-init's network info, read through
# nlroute and through the reference, must be the same.
#
# Usage: testsuite/clients/cloudinit.sh PATH/TO/ip
#
# In a private network namespace with veth pairs, a bridge, IPv4 and IPv6
# addresses (secondary, peer, label) and routes (default, via, dev, extra
# table, blackhole, IPv6), cloudinit.netinfo's netdev_info(), route_info(),
# netdev_pformat() and route_pformat(), and its text parser of `ip addr
# show` (_netdev_info_iproute, the fallback of older ip), run once with a
# PATH whose first `ip` is nlroute and once with the reference first.  The
# Python results (JSON) and the tables must be equal, and strace must show
# that the nlroute run executed nlroute's binary and never the reference.
# Prints PASS/FAIL/SKIP lines.
set -u

NEW=${1:-}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
PY=/usr/lib/python3/dist-packages/cloudinit/netinfo.py
# Debian's python, the one the package is installed for
PY3=${NLT_PYTHON:-/usr/bin/python3}

if [ -z "$NEW" ] || [ ! -x "$NEW" ]; then
	echo "usage: $0 PATH/TO/ip" >&2
	exit 2
fi
NEW=$(readlink -f "$NEW")
if [ "$(id -u)" != 0 ]; then
	echo "SKIP cloudinit: needs root"
	exit 0
fi
if ! "$PY3" -c 'import cloudinit.netinfo' 2>/dev/null; then
	echo "SKIP cloudinit: cloud-init is not installed (apt-get install cloud-init)"
	exit 0
fi
if ! command -v strace >/dev/null; then
	echo "SKIP cloudinit: strace is not installed"
	exit 0
fi

NS=cl-ci-$$
TMP=$(mktemp -d /tmp/cl-ci.XXXXXX)
cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

FAILED=0
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; FAILED=1; }

# --- the namespace -----------------------------------------------------
setup() {
	local n="$REF -n $NS"
	"$REF" netns add "$NS" || return 1
	# no DAD: link-local and global addresses are final at once, so the
	# two runs see the same flags
	"$REF" netns exec "$NS" sh -c '
		sysctl -q -w net.ipv6.conf.all.accept_dad=0
		sysctl -q -w net.ipv6.conf.default.accept_dad=0' || return 1
	$n link set lo up &&
	$n link add v0 address 02:00:00:00:01:00 type veth \
		peer name v1 address 02:00:00:00:01:01 &&
	$n link add v2 address 02:00:00:00:02:00 type veth \
		peer name v3 address 02:00:00:00:02:01 &&
	$n link add v4 address 02:00:00:00:03:00 mtu 1400 type veth \
		peer name v5 address 02:00:00:00:03:01 &&
	$n link add br0 address 02:00:00:00:0b:00 type bridge &&
	$n link set v1 master br0 &&
	$n link set v3 master br0 &&
	for d in v0 v1 v2 v3 v4 br0; do $n link set "$d" up || return 1; done &&
	$n addr add 10.1.0.1/24 dev v0 &&
	$n addr add 10.1.0.2/24 dev v0 &&
	$n addr add 10.1.0.3/24 dev v0 label v0:sec &&
	$n addr add 10.9.0.1 peer 10.9.0.2/32 dev v0 &&
	$n addr add 172.16.5.1/16 brd + dev v2 &&
	$n addr add 10.2.0.1/24 dev br0 &&
	$n addr add 10.3.0.1/28 dev v4 &&
	$n addr add 2001:db8:1::1/64 dev v0 &&
	$n addr add 2001:db8:1::2/64 dev v0 &&
	$n addr add 2001:db8:9::1 peer 2001:db8:9::2 dev v0 &&
	$n addr add 2001:db8:2::1/64 dev br0 &&
	$n addr add fd00::5/128 dev v4 &&
	$n route add default via 10.1.0.254 &&
	$n route add 198.51.100.0/24 via 10.1.0.253 dev v0 metric 50 &&
	$n route add 203.0.113.0/24 dev br0 scope link &&
	$n route add 192.0.2.0/25 via 10.2.0.7 src 10.2.0.1 &&
	$n route add blackhole 198.18.0.0/15 &&
	$n route add 100.64.0.0/10 via 10.3.0.2 table 100 &&
	$n route add default via 2001:db8:1::fe dev v0 &&
	$n route add 2001:db8:77::/48 via 2001:db8:2::7 metric 300 &&
	$n route add 2001:db8:88::/48 dev v4 table 100
}

if ! setup >"$TMP/setup" 2>&1; then
	fail cloudinit/setup "$(head -3 "$TMP/setup" | tr '\n' ' ')"
	exit 1
fi
# Let the bridge ports and the veth carriers settle (operstate, the
# routes of the up links) before anything is read.
sleep 1

cat >"$TMP/ci.py" <<'PYEOF'
import json
import sys
from cloudinit import netinfo, subp

out = {}
out["netdev_info"] = netinfo.netdev_info()
out["netdev_info_empty"] = netinfo.netdev_info(empty=".")
out["route_info"] = netinfo.route_info()
text, _err = subp.subp(["ip", "addr", "show"])
out["netdev_info_iproute_text"] = netinfo._netdev_info_iproute(text)
tables = {}
for name in ("netdev_pformat", "route_pformat"):
    fn = getattr(netinfo, name, None)
    if fn is not None:
        tables[name] = fn()
out["tables"] = tables
with open(sys.argv[1], "w") as f:
    json.dump(out, f, indent=1, sort_keys=True)
    f.write("\n")
for name in sorted(tables):
    print("### " + name)
    print(tables[name])
PYEOF

# run SIDE BINARY: cloud-init's code with BINARY first on the PATH, under
# strace; JSON in $TMP/SIDE.json, tables in $TMP/SIDE.txt.
run() {
	local side=$1 bin=$2
	mkdir -p "$TMP/$side-bin"
	ln -sf "$bin" "$TMP/$side-bin/ip"
	timeout 30 "$REF" netns exec "$NS" \
		env PATH="$TMP/$side-bin:/usr/sbin:/usr/bin:/sbin:/bin" \
		strace -f -qq -e trace=execve -o "$TMP/$side.trace" \
		"$PY3" "$TMP/ci.py" "$TMP/$side.json" \
		>"$TMP/$side.txt" 2>"$TMP/$side.err"
}

rc_ref=0
rc_new=0
run ref "$REF" || rc_ref=$?
run new "$NEW" || rc_new=$?
if [ $rc_ref != 0 ]; then
	fail cloudinit/run "reference run exited $rc_ref: $(tail -1 "$TMP/ref.err")"
	exit 1
fi
if [ $rc_new != 0 ]; then
	fail cloudinit/run "nlroute run exited $rc_new: $(tail -1 "$TMP/new.err")"
	exit 1
fi

# Which ip did each run execute?  Successful execve calls only.
execs() {
	grep -E 'execve\("[^"]*/ip", ' "$1" | grep -v ' = -1 ' |
		sed -E 's/^[0-9]+ +execve\("([^"]*)", \[("[^"]*"(, )?)*.*/\1/' |
		sort | uniq -c
}
n_new=$(grep -E "execve\(\"$TMP/new-bin/ip\", " "$TMP/new.trace" |
	grep -vc ' = -1 ')
n_ref=$(grep -E "execve\(\"$TMP/ref-bin/ip\", " "$TMP/ref.trace" |
	grep -vc ' = -1 ')
other=$(grep -E 'execve\("[^"]*", ' "$TMP/new.trace" | grep -v ' = -1 ' |
	grep -E 'execve\("(/usr)?/s?bin/ip"' | head -1)
if [ "$n_new" -lt 4 ]; then
	fail cloudinit/exec "nlroute executed $n_new times, expected 4 (json addr, addr show, route, -6 route):
$(execs "$TMP/new.trace")"
elif [ -n "$other" ]; then
	fail cloudinit/exec "the nlroute run executed the reference: $other"
elif [ "$n_new" != "$n_ref" ]; then
	fail cloudinit/exec "ip executed $n_ref times with the reference, $n_new with nlroute"
else
	pass cloudinit/exec
fi

# The commands, as cloud-init ran them, for the report.
grep -E "execve\(\"$TMP/new-bin/ip\", " "$TMP/new.trace" | grep -v ' = -1 ' |
	sed -E 's/^[0-9]+ +execve\("[^"]*", \[(.*)\], 0x.*/\1/; s/"//g; s/, / /g' |
	sed 's/^/    ran: /'

compare() {	# name python-key
	local name=$1 key=$2
	"$PY3" - "$TMP/ref.json" "$TMP/new.json" "$key" >"$TMP/cmp" 2>&1 <<'PYEOF'
import json, sys
a = json.load(open(sys.argv[1]))
b = json.load(open(sys.argv[2]))
k = sys.argv[3]
if k not in a or k not in b:
    print("missing key " + k)
    sys.exit(2)
if a[k] != b[k]:
    ra = json.dumps(a[k], indent=1, sort_keys=True).splitlines()
    rb = json.dumps(b[k], indent=1, sort_keys=True).splitlines()
    import difflib
    for l in list(difflib.unified_diff(ra, rb, "reference", "nlroute",
                                       lineterm=""))[:20]:
        print(l)
    sys.exit(1)
if not a[k]:
    print("empty result with both")
    sys.exit(3)
PYEOF
	case $? in
	0) pass "cloudinit/$name" ;;
	3) fail "cloudinit/$name" "empty result (setup not seen?)" ;;
	*) fail "cloudinit/$name" "differs"; sed 's/^/    /' "$TMP/cmp" ;;
	esac
}

compare netdev_info netdev_info
compare netdev_info_empty netdev_info_empty
compare route_info route_info
compare netdev_info_iproute_text netdev_info_iproute_text
if grep -q '^def netdev_pformat\|^def route_pformat' "$PY" 2>/dev/null; then
	if cmp -s "$TMP/ref.txt" "$TMP/new.txt"; then
		pass cloudinit/pformat
	else
		fail cloudinit/pformat "tables differ"
		diff -u --label reference --label nlroute "$TMP/ref.txt" \
			"$TMP/new.txt" | head -30 | sed 's/^/    /'
	fi
fi

# The data must reflect the setup, or the comparison proves nothing.
"$PY3" - "$TMP/new.json" >"$TMP/sane" 2>&1 <<'PYEOF'
import json, sys
d = json.load(open(sys.argv[1]))
nd = d["netdev_info"]
want = [("v0", "ipv4", "10.1.0.2"), ("v0", "ipv4", "10.9.0.1"),
        ("br0", "ipv4", "10.2.0.1"), ("v0", "ipv6", "2001:db8:1::2/64"),
        ("v4", "ipv6", "fd00::5/128")]
for dev, fam, ip in want:
    if not any(a["ip"] == ip for a in nd.get(dev, {}).get(fam, [])):
        print("netdev_info lacks %s %s on %s" % (fam, ip, dev))
        sys.exit(1)
if nd["v0"]["hwaddr"] != "02:00:00:00:01:00":
    print("hwaddr of v0: " + nd["v0"]["hwaddr"])
    sys.exit(1)
r4 = d["route_info"].get("ipv4", [])
r6 = d["route_info"].get("ipv6", [])
if not any(r["destination"] == "0.0.0.0" and r["gateway"] == "10.1.0.254"
           for r in r4):
    print("route_info lacks the IPv4 default route")
    sys.exit(1)
if not any(r["destination"] == "2001:db8:77::/48" for r in r6):
    print("route_info lacks 2001:db8:77::/48")
    sys.exit(1)
PYEOF
if [ $? = 0 ]; then
	pass cloudinit/sane
else
	fail cloudinit/sane "$(head -1 "$TMP/sane")"
fi
exit $FAILED
