#!/bin/sh
# regress.sh BUILD_DIR — replay the saved crash inputs through their targets.
#
# testsuite/fuzz/regress/TARGET/* are inputs that once crashed TARGET (or
# made it misbehave); each run must now end cleanly. Prints PASS/FAIL
# lines and exits non-zero on any failure.
b=${1:-testsuite/fuzz/build}
d=$(dirname "$0")/regress
pass=0 fail=0
for dir in "$d"/*/; do
	[ -d "$dir" ] || continue
	t=$(basename "$dir")
	if [ ! -x "$b/$t" ]; then
		echo "FAIL $t: no target binary $b/$t"
		fail=$((fail + 1))
		continue
	fi
	for f in "$dir"*; do
		[ -f "$f" ] || continue
		if "$b/$t" -runs=1 -timeout=20 "$f" >/dev/null 2>"$b/regress.log"; then
			echo "PASS $t/$(basename "$f")"
			pass=$((pass + 1))
		else
			echo "FAIL $t/$(basename "$f"):"
			grep -E 'ERROR|runtime error|SUMMARY|fuzz:' \
				"$b/regress.log" | head -3
			fail=$((fail + 1))
		fi
	done
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
