# testsuite/ref.sh — where the reference iproute2 programs are (sourced by
# testsuite/run, the check scripts and bench/; not a test).
#
# The reference is NLT_REF (ip) and NLT_BRIDGE (bridge) when set.
# Otherwise it is the stock program, wherever dpkg put it: once the nlroute
# package is installed, /usr/sbin/ip and /usr/sbin/bridge ARE nlroute and
# the stock files are diverted to /usr/lib/nlroute/iproute2; the first of
# the program's names that is diverted gives the file (dpkg-divert
# --truename), and without a diversion it is /usr/sbin/ip (/usr/sbin/bridge).
#
# nlt_ref_refuse_same refuses a comparison of nlroute with itself.

nlt_ref() {	# ip|bridge: print the reference's path
	local v names p t
	case $1 in
	ip) v=${NLT_REF:-}
	    names="/usr/sbin/ip /sbin/ip /bin/ip /usr/bin/ip" ;;
	bridge) v=${NLT_BRIDGE:-}
	    names="/usr/sbin/bridge /sbin/bridge /usr/bin/bridge /bin/bridge" ;;
	*) echo "nlt_ref: ip or bridge, not '$1'" >&2; return 2 ;;
	esac
	if [ -n "$v" ]; then
		printf '%s\n' "$v"
		return 0
	fi
	if command -v dpkg-divert >/dev/null 2>&1; then
		for p in $names; do
			t=$(dpkg-divert --truename "$p" 2>/dev/null) || continue
			if [ "$t" != "$p" ] && [ -x "$t" ]; then
				printf '%s\n' "$t"
				return 0
			fi
		done
	fi
	printf '%s\n' "${names%% *}"
}

# nlt_ref_refuse_same WHAT UNDER_TEST REFERENCE: fail with a message when
# the two are the same file or print the same version (the reference
# would then be nlroute, or nlroute the reference).
nlt_ref_refuse_same() {
	local what=$1 new=$2 ref=$3 a b why=""
	a=$(stat -L -c %d:%i "$new" 2>/dev/null)
	b=$(stat -L -c %d:%i "$ref" 2>/dev/null)
	if [ -n "$a" ] && [ "$a" = "$b" ]; then
		why="are the same file"
	elif [ "$("$new" -V 2>&1)" = "$("$ref" -V 2>&1)" ]; then
		why="print the same version ($("$ref" -V 2>&1))"
	fi
	[ -z "$why" ] && return 0
	echo "testsuite: the $what under test ($new) and the reference ($ref)" \
	     "$why: nlroute would be compared with itself." >&2
	echo "testsuite: point NLT_REF (ip; REF_IP in bench/) or NLT_BRIDGE (bridge) at the" \
	     "stock iproute2 program (with the nlroute package installed:" \
	     "/usr/lib/nlroute/iproute2/bin/ip, .../sbin/bridge)." >&2
	return 1
}
