#!/bin/bash
# ip xfrm requests against the reference's: this kernel has no esp, ah or
# ipcomp, so "state add" always fails and its listing cannot show what was
# sent. Each command runs once with each tool under strace, and the
# NETLINK_XFRM messages (xfrm_reqdec.py: headers and attributes, sequence
# numbers and NLM_F_ACK aside) must be the same.
set -u
NS=${NLT_PREFIX:-nlt-$$-}xfrmreq
NEW=${NLT_NEW:?}
. "$(dirname "${BASH_SOURCE[0]}")/../ref.sh"
REF=$(nlt_ref ip)
HERE=$(cd "$(dirname "$0")" && pwd)
trap '"$REF" netns del "$NS" 2>/dev/null' EXIT

if ! command -v strace >/dev/null || ! command -v python3 >/dev/null; then
	echo "SKIP xfrm-requests: strace and python3 are needed"
	exit 0
fi
"$REF" netns add "$NS" || exit 1

# msgs BIN ARGS...: the xfrm messages BIN sends for "ip ARGS"
msgs() {
	local bin=$1
	shift
	strace -e trace=sendto,sendmsg -s 8000 -xx "$bin" -n "$NS" "$@" \
		2>&1 >/dev/null | python3 "$HERE/xfrm_reqdec.py"
}

K16=0x00112233445566778899aabbccddeeff
K20=0x0011223344556677889900112233445566778899
while IFS= read -r line; do
	case $line in ''|'#'*) continue ;; esac
	eval "set -- $line"
	r=$(msgs "$REF" "$@")
	n=$(msgs "$NEW" "$@")
	if [ -z "$r" ]; then
		echo "FAIL $line: no request seen from the reference"
	elif [ "$r" = "$n" ]; then
		echo "PASS $line"
	else
		echo "FAIL $line: reference: ${r//$'\n'/|} nlroute: ${n//$'\n'/|}"
	fi
done <<EOF2
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' $K16
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' 0x123
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' abcdefgh
xfrm state update src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' $K16
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' $K16 mode tunnel reqid 5 seq 7 replay-window 32 flag noecn esn sel src 1.1.1.1 dst 2.2.2.2 limit time-soft 5 encap espinudp 4500 4500 1.1.1.1 extra-flag dont-encap-dscp output-mark 5 mask 7 if_id 4 tfcpad 16
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' $K16 replay-window 300
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' $K16 replay-seq 4 replay-oseq 5
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' $K16 replay-seq 4 replay-oseq 5 replay-seq-hi 3 replay-oseq-hi 7 flag esn replay-window 64
xfrm state add src ::1 dst ::2 proto esp spi 0x300 enc 'cbc(aes)' $K16 auth 'hmac(sha1)' 0x00 mark 5 mask 6 ctx foo offload dir in if_id 5 replay-seq 3 encap espintcp 1 2 ::4 extra-flag oseq-may-wrap output-mark 4 tfcpad 5
xfrm state add src ::1 dst ::2 proto route2 mode ro coa ::3 offload dir out encap espintcp 1 2 ::4 ctx foo
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto ah spi 0x300 auth-trunc 'hmac(sha256)' $K20 96
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 aead 'rfc4106(gcm(aes))' ${K20} 128
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto comp spi 0x300 comp deflate mode tunnel
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' 0x00 sel src 10.0.0.0/8 dst 11.0.0.0/16 proto tcp sport 5 dport 6
xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' 0x00 sel proto gre key 5 limit byte-soft 5 limit packet-hard 7 limit time-use-soft 4
xfrm state add dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' 0x00 flag af-unspec align4 wildrecv icmp decap-dscp nopmtudisc
-6 xfrm state add proto esp spi 1 enc 'cbc(aes)' 0x00
xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp
xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 4 max 4 reqid 4 mode tunnel mark 3 seq 8
xfrm state get src 1.1.1.1 dst 2.2.2.2 proto esp spi 4 mark 3
xfrm state get dst 2.2.2.2 proto esp spi 4
xfrm state get
-6 xfrm state get proto esp spi 1
xfrm state delete src 1.1.1.1 dst 2.2.2.2 proto esp spi 4 mark 3
xfrm state delete proto esp spi 1
xfrm state list
xfrm state flush
xfrm state flush proto ah
xfrm state count
xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 dir out tmpl src 1.1.1.1 dst 2.2.2.2 proto esp mode tunnel reqid 7
xfrm policy add src 10.0.0.0/24 dst 10.1.0.0/16 proto tcp sport 80 dport 443 dir in priority 10 action block mark 5 mask 0xff if_id 3 flag localok icmp ctx foo ptype sub index 0x10
xfrm policy add src fe80::/64 dst ::/0 proto ipv6-icmp type 3 code 4 dir fwd limit time-soft 10 limit byte-hard 1000 tmpl proto ah level use tmpl proto esp spi 0x5 src ::1 dst ::2 mode tunnel
xfrm policy add dir out proto gre key 1.2.3.4 ptype main
xfrm policy update dir out proto gre key 1.2.3.4 ptype main priority 5
xfrm policy add dir in tmpl proto ah src 1.1.1.1 tmpl proto esp src ::1 tmpl proto esp
xfrm policy add dir in tmpl proto ah spi 4 level use reqid 7 mode tunnel
-6 xfrm policy add dir in tmpl proto esp
xfrm policy get dir out proto gre key 1.2.3.4 ptype main
xfrm policy get dir out index 0x10 mark 5 if_id 3 ctx foo
xfrm policy delete dir out proto gre key 1.2.3.4 ptype main
xfrm policy delete dir in src 1.1.1.1 ptype sub mark 5 mask 0xf
xfrm policy list
xfrm policy flush
xfrm policy flush ptype sub
xfrm policy count
xfrm policy set hthresh4 24 16
xfrm policy set hthresh6 64 32 hthresh4 1 2
xfrm policy setdefault in block
xfrm policy setdefault in accept out accept fwd accept
xfrm policy getdefault
EOF2
exit 0
