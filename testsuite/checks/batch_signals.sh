#!/bin/bash
# testsuite/checks/batch_signals.sh — an interrupted or disturbed run of
# `link del` lines takes nothing but the devices it deletes (issue 13,
# items 2, 3 and 4).  N veth pairs, each end up, a$i with an IPv4
# address and a /32 route, the odd ones in group 5; a batch deletes the
# a$i.  After each of:
#   SIGINT, SIGTERM, SIGHUP at several moments, SIGKILL at several moments,
#   another process deleting a device of the run while it runs,
#   two such batches at once on halves of the devices,
# every device still there must have its group (or, after SIGKILL only,
# be counted in a temporary group: the kill window figure), its address,
# its /32 route, its fe80::/64 route and a local fe80 route of metric 0;
# each deleted a$i takes its peer b$i; and the devices in a temporary group
# go back with the recovery command of nlroute(8).
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
NEW=${NLT_NEW:-$TOP/ip/ip}
REF=${NLT_REF:-/usr/sbin/ip}
PFX=${NLT_PREFIX:-nlt-c-}
NS=${PFX}sig-$$
N=${NLT_SIG_DEVS:-200}
T=$(mktemp -d)

cleanup() {
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT

for i in $(seq "$N"); do
	echo "link add a$i type veth peer b$i"
done >"$T/add"
for i in $(seq "$N"); do
	echo "link set a$i up"
	echo "link set b$i up"
	[ $((i % 2)) = 1 ] && echo "link set a$i group 5"
	echo "addr add 10.$((i / 250)).$((i % 250)).1/24 dev a$i"
	echo "route add 172.16.$((i / 250)).$((i % 250))/32 dev a$i"
done >"$T/cfg"
for i in $(seq "$N"); do echo "link del a$i"; done >"$T/del"

setup() {
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns add "$NS" || return 1
	"$REF" -n "$NS" -batch "$T/add" || return 1
	"$REF" -n "$NS" -batch "$T/cfg" || return 1
	# IPv6 link-local addresses (and their routes) come with carrier
	local k
	for k in $(seq 300); do
		[ "$("$REF" -n "$NS" -6 route show table local | grep -c '^local fe80::')" -ge $((2 * N)) ] &&
		[ "$("$REF" -n "$NS" -6 route show | grep -c '^fe80::/64')" -ge $((2 * N)) ] && return 0
		sleep 0.1
	done
	echo "    setup: IPv6 link-local routes not all there after 30 s"
	return 1
}

# Start nlroute on the deletions in the background, itself (a signal to
# a timeout(1) in front would not reach it), with a watchdog: PID set.
start_batch() {
	"$NEW" -n "$NS" -batch "$1" >"$2" 2>"$3" &
	PID=$!
	( sleep 120; kill -9 "$PID" 2>/dev/null ) &
	DOG=$!
}

end_batch() {
	{ wait "$PID"; } 2>/dev/null
	RC=$?
	kill "$DOG" 2>/dev/null
	{ wait "$DOG"; } 2>/dev/null
}

# Check the state; $1 = the case's name, $2 = 1 when a temporary group
# may be left (SIGKILL), 2 after the recovery command (which puts devices
# in the default group: their own group is lost).  Prints PASS/FAIL and
# writes "TEMPORARY DELETED" counts to $T/tmpcount.
check_state() {
	local name=$1 kill_ok=$2
	"$REF" -n "$NS" -o -d link show >"$T/links"
	"$REF" -n "$NS" -o -4 addr show >"$T/addrs"
	"$REF" -n "$NS" route show >"$T/r4"
	"$REF" -n "$NS" -6 route show >"$T/r6"
	"$REF" -n "$NS" -6 route show table local >"$T/l6"
	python3 - "$T" "$N" "$kill_ok" "$name" <<'EOF'
import re, sys
t, n, mode, name = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
kill_ok = mode == "1"
links = {}
for l in open(t + "/links"):
    m = re.match(r"\d+: ([^:@]+)[@:]", l)
    if not m:
        continue
    g = re.search(r" group (\S+)", l)
    links[m.group(1)] = g.group(1) if g else "?"
addrs = set(re.findall(r"^\d+: (\S+)\s+inet (\S+)", open(t + "/addrs").read(), re.M))
r4 = set(re.findall(r"^(172\.16\.\S+) dev (\S+)", open(t + "/r4").read(), re.M))
r6 = set(re.findall(r"^fe80::/64 dev (\S+)", open(t + "/r6").read(), re.M))
l6 = {}
for l in open(t + "/l6"):
    m = re.match(r"local fe80::\S+ dev (\S+) .*metric (\d+)", l)
    if m:
        l6.setdefault(m.group(1), set()).add(m.group(2))
bad, tmp, gone = [], 0, 0
for i in range(1, n + 1):
    a, b = "a%d" % i, "b%d" % i
    if a not in links:
        gone += 1
        if b in links:
            bad.append("%s gone but %s left" % (a, b))
        continue
    want = "5" if i % 2 else "default"
    g = links[a]
    if g != want and not (mode == "2" and g == "default"):
        if kill_ok and g.isdigit() and (int(g) >> 24) == 0x6e:
            tmp += 1
        else:
            bad.append("%s in group %s, not %s" % (a, g, want))
    if (a, "10.%d.%d.1/24" % (i // 250, i % 250)) not in addrs:
        bad.append("%s lost its address" % a)
    if ("172.16.%d.%d" % (i // 250, i % 250), a) not in r4:
        bad.append("%s lost its /32 route" % a)
    for d in (a, b):
        if d not in r6:
            bad.append("%s lost its fe80::/64 route" % d)
        if l6.get(d) != {"0"}:
            bad.append("%s local fe80 route metric %s" % (d, sorted(l6.get(d, []))))
open(t + "/tmpcount", "w").write("%d %d\n" % (tmp, gone))
if bad:
    for x in bad[:6]:
        print("    " + x)
    print("FAIL %s: %d problems (%d deleted)" % (name, len(bad), gone))
else:
    print("PASS %s: %d deleted, %d left intact%s" % (name, gone, n - gone,
          ", %d in a temporary group" % tmp if kill_ok else ""))
EOF
}

# The recovery command of nlroute(8) (kept in step with the manual).
recover() {
	"$REF" -n "$NS" -o link show |
	awk '{ for (i = 1; i < NF; i++)
		if ($i == "group" && $(i + 1) ~ /^[0-9]+$/ &&
		    $(i + 1) >= 1845493760 && $(i + 1) < 1862270976) {
			n = $2; sub(/[:@].*/, "", n); print n } }' |
	xargs -r -I{} "$REF" -n "$NS" link set dev {} group default
}

if ! setup; then
	echo "FAIL setup of $N veth pairs"
	exit 1
fi

# how long the whole run takes, uninterrupted (and that it works)
t0=$(date +%s%N)
start_batch "$T/del" "$T/o" "$T/e"
end_batch
rc=$RC
t1=$(date +%s%N)
echo "    # $N deletions: $(( (t1 - t0) / 1000000 )) ms, exit $rc"
check_state "uninterrupted run" 0

for sig in INT:40 TERM:80 HUP:120 KILL:20 KILL:60 KILL:100; do
	s=${sig%%:*} ms=${sig##*:}
	setup || { echo "FAIL setup"; continue; }
	start_batch "$T/del" "$T/o" "$T/e"
	sleep "$(printf '0.%03d' "$ms")"
	kill -"$s" "$PID" 2>/dev/null
	end_batch
	k=0
	[ "$s" = KILL ] && k=1
	check_state "SIG$s after ${ms} ms" $k
	read -r tmp _ <"$T/tmpcount"
	if [ "$k" = 1 ] && [ "$tmp" -gt 0 ]; then
		recover
		check_state "SIG$s after ${ms} ms, then the recovery command of nlroute(8)" 2
	fi
done

# another process deletes a device of the run while it runs
for ms in 0 40; do
	setup || { echo "FAIL setup"; continue; }
	victim=a$((N * 3 / 4))
	start_batch "$T/del" "$T/o" "$T/e"
	sleep "$(printf '0.%03d' "$ms")"
	"$REF" -n "$NS" link del "$victim" 2>/dev/null
	end_batch
	rc=$RC
	# the victim's line fails ("Cannot find device") or ran before
	if [ $rc != 0 ] && ! grep -q "^Cannot find device \"$victim\"" "$T/e"; then
		echo "    exit $rc: $(head -3 "$T/e" | tr '\n' '|')"
		echo "FAIL concurrent delete after $ms ms: wrong failure"
	fi
	check_state "concurrent delete of $victim after $ms ms (exit $rc)" 0
done

# two batches at once, on halves of the devices
setup && {
	for i in $(seq 1 2 "$N"); do echo "link del a$i"; done >"$T/del1"
	for i in $(seq 2 2 "$N"); do echo "link del a$i"; done >"$T/del2"
	start_batch "$T/del1" "$T/o1" "$T/e1"
	p1=$PID d1=$DOG
	start_batch "$T/del2" "$T/o2" "$T/e2"
	p2=$PID d2=$DOG
	PID=$p1 DOG=$d1
	end_batch
	r1=$RC
	PID=$p2 DOG=$d2
	end_batch
	r2=$RC
	left=$("$REF" -n "$NS" -o link show | grep -c ': [ab][0-9]*@')
	if [ $r1 = 0 ] && [ $r2 = 0 ] && [ "$left" = 0 ]; then
		echo "PASS two concurrent batches: both exit 0, all $((2 * N)) devices gone"
	else
		echo "    $(head -2 "$T/e1" "$T/e2" | tr '\n' '|')"
		echo "FAIL two concurrent batches: exits $r1 $r2, $left devices left"
	fi
}
