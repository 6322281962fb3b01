#!/bin/bash
# ip l2tp. This kernel has no l2tp module: the commands are compared with
# the reference as they are (the family is missing), and with the family
# faked by the generic netlink shim (genl_shim.c): argument errors, the
# bytes of every request, failures, and the output of crafted replies
# (l2tp_fake.py).
GS_NAME=l2tp GS_NETNS=''	# nothing here touches the kernel's state
. "$(dirname "$0")/genl_shim.bash"
FID=701
KINDS="tunnels tunnels-odd sessions sessions-plain sessions-odd"
for k in $KINDS; do
	python3 "$HERE/l2tp_fake.py" "$k" "$FID" >"$TMP/$k.bin" || exit 1
done

T="tunnel_id 1 peer_tunnel_id 2"
S="tunnel_id 1 session_id 2 peer_session_id 3"
# each a command line (shell words) for both tools
cmds() {
	cat <<-EOF
	l2tp
	l2tp help
	l2tp h
	l2tp help extra
	l2tp foo
	l2tp ''
	l2tp addx tunnel
	l2tp deletex tunnel
	l2tp showx tunnel
	l2tp remove tunnel
	l2tp add
	l2tp del
	l2tp show
	l2tp list
	l2tp add help
	l2tp add h
	l2tp add foo
	l2tp add t
	l2tp ad tun
	l2tp add tunnels
	l2tp show sessions
	l2tp a tunnel
	l2tp add tunnel
	l2tp add tunnel help
	l2tp add tunnel $T he
	l2tp add tunnel tunnel_id
	l2tp add tunnel tunnel_id help
	l2tp add tunnel tunnel_id abc
	l2tp add tunnel tunnel_id -1
	l2tp add tunnel tunnel_id 4294967296
	l2tp add tunnel tunnel_id 0 peer_tunnel_id 2 local 1.2.3.4 remote 5.6.7.8 encap ip
	l2tp add tunnel tunnel_id 1
	l2tp add tunnel tunnel_id 1 peer_tunnel_id 0
	l2tp add tunnel peer_tunnel_id x
	l2tp add tunnel $T
	l2tp add tunnel $T remote 1.2.3.4
	l2tp add tunnel $T local 1.2.3.4
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap udp
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip
	l2tp ad tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap udp udp_sport 5 udp_dport 6 udp_csum on
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 5 udp_dport 6 udp_csum off
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp_csum off udp6_csum_tx off udp6_csum_rx off
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 udp_sport 1 udp_dport 2
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 encap udp udp6_csum_tx off udp6_csum_rx off
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 udp_sport 1 udp_dport 2 udp6_csum_tx off udp6_csum_rx off udp_csum off
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 udp_sport 1 udp_dport 2 udp6_csum_tx on udp6_csum_rx on udp_csum on
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 udp_sport 1 udp_dport 2 udp6_csum_tx off
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 udp_sport 1 udp_dport 2 udp6_csum_rx off
	l2tp add tunnel $T local 1.2.3.4 remote 2001:db8::2 encap ip
	l2tp add tunnel $T local 2001:db8::1 remote 1.2.3.4 encap ip
	l2tp add tunnel $T local any remote 1.2.3.4 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote any encap ip
	l2tp add tunnel $T local any remote any encap ip
	l2tp add tunnel $T local default remote 5.6.7.8 encap ip
	l2tp add tunnel $T local all remote 5.6.7.8 encap ip
	l2tp add tunnel $T local 0.0.0.0 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local :: remote 5.6.7.8 encap ip
	l2tp add tunnel $T local 0 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local 1 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local 1.2.3 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local ::ffff:1.2.3.4 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local foo remote 1.2.3.4 encap ip
	l2tp add tunnel $T local '' remote 1.2.3.4 encap ip
	l2tp add tunnel $T local 1.2.3.4/24 remote 1.2.3.4 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 2001:db8::/64 encap ip
	l2tp add tunnel local foo tunnel_id abc
	l2tp add tunnel $T local
	-6 l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 encap ip
	-4 l2tp add tunnel $T local 2001:db8::1 remote 1.2.3.4 encap ip
	-6 l2tp add tunnel $T local any remote any encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 encap foo
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 encap
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 encap i
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 encap u udp_sport 1 udp_dport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap udp encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip encap udp udp_sport 1 udp_dport 2
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip foo
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip udp_sport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip udp_csum on udp6_csum_tx off udp6_csum_rx off
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 0 udp_dport 0
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_dport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport abc udp_dport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 65536 udp_dport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport -1 udp_dport 1
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 0x10 udp_dport 010
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 65535 udp_dport 1701
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp_csum foo
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp_csum o
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp_csum ON
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp_csum
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp6_csum_tx foo
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp6_csum_rx foo
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_s 1 udp_d 2
	l2tp add tunnel tun 1 peer_t 2 loc 1.2.3.4 rem 5.6.7.8 enc ip
	l2tp add tunnel tunnel_id 1 tunnel_id 2 peer_tunnel_id 3 local 1.2.3.4 local 1.1.1.1 remote 5.6.7.8 encap ip
	l2tp add tunnel tunnel_id ' 5' peer_tunnel_id 0x10 local 1.2.3.4 remote 5.6.7.8 encap ip
	l2tp add tunnel tunnel_id 4294967295 peer_tunnel_id 012 local 1.2.3.4 remote 5.6.7.8 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip session_id 4 name x cookie 01020304
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip offset 4
	l2tp add session
	l2tp add session help
	l2tp add session tunnel_id 1
	l2tp add session tunnel_id 1 session_id 2
	l2tp add session tunnel_id 1 peer_session_id 3
	l2tp add session session_id 2 peer_session_id 3
	l2tp add session $S
	l2tp a session $S
	l2tp add session $S session_id 0
	l2tp add session $S peer_tunnel_id 5
	l2tp add session name foo $S cookie 0102030405060708 peer_cookie 0a0b0c0d seq both l2spec_type none
	l2tp add session $S seq send l2spec_type default
	l2tp add session $S seq recv
	l2tp add session $S seq none
	l2tp add session $S seq both seq none
	l2tp add session $S seq both seq send
	l2tp add session $S seq recv seq send
	l2tp add session $S seq foo
	l2tp add session $S seq s
	l2tp add session $S seq
	l2tp add session $S l2spec_type foo
	l2tp add session $S l2spec_type d
	l2tp add session $S l2spec_type default l2spec_type none
	l2tp add session $S cookie 123
	l2tp add session $S cookie ''
	l2tp add session $S cookie 0102030g
	l2tp add session $S cookie 0102030
	l2tp add session $S cookie 0102030g0
	l2tp add session $S cookie '01 20304'
	l2tp add session $S cookie 0x010203
	l2tp add session $S cookie AABBCCDD
	l2tp add session $S cookie aAbBcCdDeEfF0011
	l2tp add session $S cookie 0102030405060708aa
	l2tp add session $S peer_cookie 010203040506
	l2tp add session $S peer_cookie 0102030405060708
	l2tp add session $S cookie 0102030405060708 cookie 01020304
	l2tp add session $S cookie
	l2tp add session $S offset 4
	l2tp add session $S peer_offset 4
	l2tp add session $S offset
	l2tp add session $S pw_type eth
	l2tp add session $S name ''
	l2tp add session $S name aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
	l2tp add session $S name aaaaaaaaaaaaaaa
	l2tp add session $S name aaaaaaaaaaaaaaaa
	l2tp add session $S name a/b
	l2tp add session $S name 'a b'
	l2tp add session $S name lo name x
	l2tp add session $S name
	l2tp add session $S encap ip local 1.2.3.4 udp_sport 4
	l2tp add session $S local foo
	l2tp add session $S foo
	l2tp del tunnel
	l2tp del session
	l2tp del tunnel tunnel_id 5
	l2tp d tunnel tunnel_id 5
	l2tp de tunnel tunnel_id 5
	l2tp delete tunnel tunnel_id 5
	l2tp del tunnel tunnel_id 5 session_id 6
	l2tp del tunnel session_id 6
	l2tp del session tunnel_id 5 session_id 6
	l2tp del session session_id 6
	l2tp del session tunnel_id 5
	l2tp del tunnel tunnel_id 5 foo
	l2tp del tunnel tunnel_id 5 help
	l2tp del tunnel peer_tunnel_id 5
	l2tp del tunnel tunnel_id abc
	l2tp del session tunnel_id 5 session_id 6 name x peer_session_id 7
	l2tp del session tunnel_id 5 session_id 6 cookie 1
	l2tp show tunnel
	l2tp s tunnel
	l2tp sh tunnel
	l2tp l tunnel
	l2tp ls tunnel
	l2tp lst tunnel
	l2tp list tunnel
	l2tp show tunnel help
	l2tp show tunnel foo
	l2tp show tunnel tunnel_id abc
	l2tp show tunnel tunnel_id 0
	l2tp show tunnel tunnel_id 5
	l2tp show tunnel session_id 4
	l2tp show tunnel tunnel_id 3 session_id 4
	l2tp show tunnel local foo
	l2tp show session
	l2tp show session help
	l2tp show session session_id 4
	l2tp show session tunnel_id 3
	l2tp show session tunnel_id 3 session_id 4
	l2tp show session tunnel_id 3 name x cookie 12
	-j l2tp show tunnel
	-j -p l2tp show session
	l2tp add tunnel $T local 1.2.3.4 local any remote 1.1.1.1 encap ip
	l2tp show tunnel tunnel_id 5 tunnel_id 0
	l2tp add tunnel $T local 1.2.3.4 remote 1.1.1.1 encap ip udp_csum
	l2tp add tunnel $T local 1.2.3.4 remote 1.1.1.1 encap ip h
	l2tp add tunnel $T local 1.2.3.4 remote 1.1.1.1 ''
	l2tp add tunnel $T local 1.2.3.4 remote fe80::1%lo encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4.5 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 256.1.1.1 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 0x01020304 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote ::1:2:3:4:5:6:7:8:9 encap ip
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 encap ip udp_sport 00 udp_dport ' 7'
	l2tp add tunnel $T local 1.2.3.4 remote 1.2.3.4 udp_sport 1a udp_dport 1
	l2tp add tunnel tunnel_id 0x peer_tunnel_id 1
	l2tp add tunnel tunnel_id 1e3
	l2tp add tunnel tunnel_id +5 peer_tunnel_id 1 local 1.2.3.4 remote 1.1.1.1 encap ip
	l2tp add session $S name lo0123456789abc
	l2tp add session $S name a:b
	l2tp add session $S name .
	l2tp add session $S name ..
	l2tp add session $S name \$'a\vb'
	l2tp add session $S name \$'a\rb'
	l2tp add session $S name \$'a\tb'
	l2tp add session $S name \$'\xff\x01'
	l2tp add tunnel $T local 1.2.3.4 remote 1.1.1.1 encap ip tunnel
	l2tp add session $S tunnel
	l2tp add tunnel $S session
	l2tp add $S session
	l2tp add $S
	l2tp add tunnel_id 1
	l2tp add session tunnel session $S
	l2tp add tunnel_id 1 foo
	l2tp add tunnel_id abc tunnel
	l2tp add tunnel_id 1 help tunnel
	l2tp show tunnel_id 1
	l2tp show tunnel_id 1 session
	l2tp show session tunnel
	l2tp show tunnel session tunnel_id 1 session_id 2
	l2tp show tunnel tunnel
	l2tp del tunnel_id 1
	l2tp del tunnel_id 1 session_id 3
	l2tp del session tunnel
	l2tp del session tunnel session_id 6
	l2tp del session tunnel tunnel_id 6
	l2tp del session tunnel tunnel_id 6 session_id 7
	l2tp del tunnel tunnel_id 1 tunnel_id 0 session_id 3
	l2tp add tunnel $T local 2001:db8::1 remote 2001:db8::2 udp_sport 1 udp_dport 2 udp6_csum_tx off udp6_csum_tx on udp6_csum_rx off udp6_csum_rx on
	l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 udp_sport 1 udp_dport 2 udp_csum on udp_csum off
	l2tp add session $S cookie 01020304 cookie 0102030405060708 peer_cookie aabbccdd
	l2tp add session $S l2spec_type none l2spec_type default
	-br l2tp show tunnel
	-s -s l2tp show session
	-n nosuchns l2tp show tunnel
	EOF
}

# The family missing, as on this kernel.
while IFS= read -r line; do
	eval "set -- $line"
	check "nofamily $line" "$@"
done < <(cmds)
# The family there: the shim acks every request.
GS_FAMILY=l2tp GS_ID=$FID
while IFS= read -r line; do
	eval "set -- $line"
	check "$line" "$@"
done < <(cmds)
for how in "22::" "17:bad thing:" "95::1" "1:bad thing:1"; do
	IFS=: read -r GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG <<<"$how"
	for args in "l2tp show tunnel" "-j l2tp show session" \
		    "l2tp add tunnel $T local 1.2.3.4 remote 5.6.7.8 encap ip" \
		    "l2tp add session $S" "l2tp del tunnel tunnel_id 1" \
		    "l2tp del session tunnel_id 1 session_id 2"; do
		# shellcheck disable=SC2086 # the arguments are words
		check "fail $how $args" $args
	done
done
GS_ERRNO='' GS_EXTACK='' GS_DUMP_ERRMSG=''
# Crafted replies.
for k in $KINDS; do
	GS_REPLY=$TMP/$k.bin
	case $k in
	tunnels*) what=tunnel ;;
	*) what=session ;;
	esac
	for opts in "" "-j" "-j -p" "-o" "-d" "-s" "-br" "-o -j"; do
		# shellcheck disable=SC2086
		check "reply $k${opts:+ $opts}" $opts l2tp show $what
	done
done
# Replies of the other kind: tunnels shown from session messages.
for k in tunnels sessions; do
	GS_REPLY=$TMP/$k.bin
	check "reply $k as tunnels" -j l2tp show tunnel
	check "reply $k as sessions" l2tp show session
done
# Replies the reference reads past: nlroute alone, it must not fail.
python3 "$HERE/l2tp_fake.py" sessions-short "$FID" >"$TMP/short.bin" || exit 1
GS_REPLY=$TMP/short.bin
for opts in "" "-j" "-o"; do
	for what in tunnel session; do
		# shellcheck disable=SC2086
		n=$(side "$NEW" $opts l2tp show $what)
		case $n in
		"exit 0"*) echo "PASS short${opts:+ $opts} $what" ;;
		*) echo "FAIL short${opts:+ $opts} $what: ${n//$'\n'/|}" ;;
		esac
	done
done
# Batch mode: argument errors and failed dumps end the batch, a failed
# request does not (with -force).
printf 'l2tp add tunnel tunnel_id 1\nl2tp show tunnel\n' >"$TMP/b1"
printf 'l2tp show tunnel\nl2tp show session\n' >"$TMP/b2"
printf 'l2tp del tunnel tunnel_id 1\nl2tp show session\nl2tp show tunnel\n' >"$TMP/b3"
GS_REPLY=$TMP/sessions.bin GS_REPLY_CMD=8	# L2TP_CMD_SESSION_GET
export GS_REPLY_CMD
for how in "" "22::" "22:bad thing:1"; do
	IFS=: read -r GS_ERRNO GS_EXTACK GS_DUMP_ERRMSG <<<"$how"
	for b in b1 b2 b3; do
		check "batch $how $b" -batch "$TMP/$b"
		check "batch -force $how $b" -force -batch "$TMP/$b"
	done
done
