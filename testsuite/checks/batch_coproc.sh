#!/bin/bash
# testsuite/checks/batch_coproc.sh — `ip -batch -` driven as a coprocess
# answers each line without waiting for the next (issue 13, item 6): a
# `link del` is carried out at once even while stdin stays open, and runs
# of deletions are still coalesced when the lines are there together.
# Each check runs with the reference too, which must pass it (else the
# check itself is wrong).
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
NEW=${NLT_NEW:-$TOP/ip/ip}
REF=${NLT_REF:-/usr/sbin/ip}
PFX=${NLT_PREFIX:-nlt-c-}
NS=${PFX}cp-$$
T=$(mktemp -d)

cleanup() {
	[ -n "${COPROC_PID:-}" ] && kill "$COPROC_PID" 2>/dev/null
	"$REF" netns del "$NS" 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT

setup() {
	"$REF" netns del "$NS" 2>/dev/null
	"$REF" netns add "$NS" || return 1
	"$REF" -n "$NS" link add v0 type veth peer v1 &&
	"$REF" -n "$NS" link add w0 type veth peer w1 &&
	"$REF" -n "$NS" link add x0 type veth peer x1
}

# gone NAME SECONDS: wait until the device no longer exists
gone() {
	local i
	for i in $(seq $(($2 * 20))); do
		"$REF" -n "$NS" link show "$1" >/dev/null 2>&1 || return 0
		sleep 0.05
	done
	return 1
}

is_up() { "$REF" -n "$NS" link show "$1" 2>/dev/null | grep -q '[<,]UP[,>]'; }

coproc_case() {
	local bin=$1 who=$2 ok=1 why= rc i
	setup || { echo "FAIL $who coprocess: setup"; return; }
	coproc CP { timeout 30 "$bin" -n "$NS" -batch - 2>"$T/err"; }
	COPROC_PID=$CP_PID
	echo 'link del v0' >&"${CP[1]}"
	if ! gone v0 2; then ok=0; why="v0 still there 2 s after its line"; fi
	# a second deletion, then a line of another kind, each answered
	echo 'link del x0' >&"${CP[1]}"
	if [ $ok = 1 ] && ! gone x0 2; then ok=0; why="x0 still there 2 s after its line"; fi
	echo 'link set w0 up' >&"${CP[1]}"
	for i in $(seq 40); do is_up w0 && break; sleep 0.05; done
	if [ $ok = 1 ] && ! is_up w0; then ok=0; why="w0 not up 2 s after its line"; fi
	exec {CP[1]}>&-
	wait "$CP_PID"
	rc=$?
	COPROC_PID=
	if [ $ok = 1 ] && [ $rc != 0 ]; then ok=0; why="exit $rc: $(head -c 200 "$T/err")"; fi
	if [ $ok = 1 ]; then
		echo "PASS $who coprocess: each link del done while stdin stays open"
	else
		echo "FAIL $who coprocess: $why"
	fi
}

# The issue's pipeline: a pause after the deletion, stdin still open.
pipe_case() {
	local bin=$1 who=$2 pid
	setup || { echo "FAIL $who pipe: setup"; return; }
	(echo 'link del v0'; sleep 3; echo 'link set w0 up') |
		timeout 30 "$bin" -n "$NS" -batch - &
	pid=$!
	if gone v0 2; then
		echo "PASS $who pipe: link del done before the next line comes"
	else
		echo "FAIL $who pipe: v0 still there 2 s after its line"
	fi
	wait "$pid"
}

coproc_case "$REF" reference
coproc_case "$NEW" nlroute
pipe_case "$REF" reference
pipe_case "$NEW" nlroute

# Lines that are there together are still one run: 50 deletions written
# at once into a pipe go in far fewer netlink sends than 50 (strace).
if ! command -v strace >/dev/null; then
	echo "SKIP nlroute: coalescing from a pipe: strace is not installed"
	exit 0
fi
setup
for i in $(seq 50); do
	echo "link add c$i type veth peer d$i"
done >"$T/add.b"
"$REF" -n "$NS" -batch "$T/add.b" || exit 1
for i in $(seq 50); do echo "link del c$i"; done >"$T/del.b"
cat "$T/del.b" | timeout 60 strace -f -qq -e trace=sendto,sendmsg -o "$T/st" \
	"$NEW" -n "$NS" -batch - >"$T/o" 2>"$T/e"
rc=$?
left=$("$REF" -n "$NS" -o link show | grep -c ': [cd][0-9]*@')
sends=$(grep -cE '^[0-9]+ +(sendto|sendmsg)\(' "$T/st")
if [ $rc = 0 ] && [ "$left" = 0 ] && [ "$sends" -lt 25 ]; then
	echo "PASS nlroute: 50 deletions from a pipe at once, coalesced ($sends sends)"
else
	echo "FAIL nlroute: 50 deletions from a pipe: exit $rc, $left left, $sends sends"
fi
