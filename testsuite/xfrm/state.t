# ip xfrm state. This kernel has no esp, ah or ipcomp (CONFIG_INET_ESP,
# INET_AH, INET_IPCOMP unset): "add" always ends in the kernel's error,
# which checks that the request's algorithms and attributes are what the
# kernel takes (an unknown algorithm is reported before the missing
# type). Listed states are larval ones made by allocspi with a fixed SPI;
# the printing of full states is compared on crafted dumps in
# checks/xfrm.sh.

every setup link add d0 address 02:00:00:00:00:01 type veth peer name d1 address 02:00:00:00:00:02

case add-kernel
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(des3_ede)' 0x00112233445566778899aabbccddeeff
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 aead 'rfc4106(gcm(aes))' 0x00112233445566778899aabbccddeeff00112233 128
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff auth 'hmac(sha1)' 0x0011223344556677889900112233445566778899
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x300 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff auth 'hmac(foo)' 0x0011223344556677889900112233445566778899
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto ah spi 0x300 auth-trunc 'hmac(sha256)' 0x0011223344556677889900112233445566778899 96
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto ah spi 0x300 auth-trunc 'hmac(foo)' 0x0011223344556677889900112233445566778899 96
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto comp spi 0x300 comp deflate
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto comp spi 0x300 comp foo
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff mode tunnel reqid 5 seq 7 replay-window 32 flag noecn esn sel src 1.1.1.1 dst 2.2.2.2 limit time-soft 5 encap espinudp 4500 4500 1.1.1.1 extra-flag dont-encap-dscp output-mark 5 mask 7 if_id 4 tfcpad 16
run xfrm state add proto esp enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff offload dev d0 dir out
run xfrm state add proto esp enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff replay-window 32 flag esn
run xfrm state add proto esp enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff replay-window 300
run xfrm state add proto esp enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff replay-seq 5 replay-oseq 6
run xfrm state add proto esp enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff replay-seq-hi 5 replay-oseq-hi 2
run xfrm state add proto esp enc x 0x00 replay-window 300
run xfrm state add proto esp enc x 0x00 replay-window 32 flag esn
run xfrm state add proto route2 mode ro coa 1.1.1.1
run xfrm state add src 1.1.1.1 proto esp enc 'cbc(aes)' 0x1
run xfrm state add src 1.1.1.1 proto esp enc 'cbc(aes)' 1234567890abcdef
run xfrm state update src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff
run xfrm s a src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff
run xfrm s u src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100 enc 'cbc(aes)' 0x00112233445566778899aabbccddeeff
run xfrm state

case add-errors
run xfrm state add
run xfrm state add foo
run xfrm state add src 1.1.1.1 dst 1.1.1.2 spi 5
run xfrm state add src 1.1.1.1 dst ::1 proto esp spi 5
run xfrm state add src 1.1.1.x dst 1.1.1.2 proto esp spi 5
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi x
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto ah spi 1
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto ah spi 1 enc 'cbc(aes)' 0x00
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc 'cbc(aes)' 0x0 aead 'x' 0x00 64
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc 'cbc(aes)' 0x0q
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc x
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc x y z
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 auth-trunc x 0x00 x
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 auth-trunc x 0x00
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc x 0x00 enc y 0x00
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto ah auth x 0x00 auth-trunc y 0x00 5
run xfrm state add proto esp auth x 0x00 aead y 0x00 5
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp spi 1 enc x 0x00 foo
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp enc x 0x00 mode foo
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp enc x 0x00 replay-window x
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp enc x 0x00 flag foo
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp enc x 0x00 sel src 1.1.1.1 foo
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto comp spi 0x10000
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto comp spi 0x1000
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto comp comp x enc x 0x00
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto esp comp x enc x 0x00
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto route2 spi 0x1000
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto route2
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto route2 mode ro
run xfrm state add src 1.1.1.1 dst 1.1.1.2 proto hao mode ro enc x 0x00
run xfrm state add src 1.1.1.1 dst 2.2.2.2 proto esp spi 1 enc 'cbc(aes)' 0x00 coa 3.3.3.3
run xfrm state add proto esp enc x 0x00 encap foo 1 2 1.1.1.1
run xfrm state add proto esp enc x 0x00 encap espinudp x 2 1.1.1.1
run xfrm state add proto esp enc x 0x00 encap espinudp 1 x 1.1.1.1
run xfrm state add proto esp enc x 0x00 encap espinudp 1 2 x
run xfrm state add proto esp enc x 0x00 coa x
run xfrm state add proto esp enc x 0x00 offload dir foo
run xfrm state add proto esp enc x 0x00 offload dev nodev dir in
run xfrm state add proto esp enc x 0x00 offload foo
run xfrm state add proto esp enc x 0x00 output-mark x
run xfrm state add proto esp enc x 0x00 tfcpad x
run xfrm state add proto esp enc x 0x00 if_id x
run xfrm state add proto esp enc x 0x00 reqid x
run xfrm state add proto esp enc x 0x00 seq x
run xfrm state add proto esp enc x 0x00 replay-seq x
run xfrm state add proto esp enc x 0x00 extra-flag foo
run xfrm state add proto esp enc x 0x00 sel foo
run xfrm state add proto esp enc x 0x00 0x11
run xfrm state add proto esp enc x 0x00 mark x
run xfrm state add proto esp enc x 0x00 limit foo 5

case allocspi
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 5 max 5
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto esp min 5 max 5 mode tunnel reqid 4 seq 5 mark 3 mask 5
run xfrm state allocspi src ::1 dst ::2 proto ah min 0x1000 max 0x1000
run -o xfrm s al src 1.1.1.1 dst 2.2.2.9 proto comp min 6 max 6
run xfrm state allocspi
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 5
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp max 5
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min x max 5
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto comp min 5 max 0x10000
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 7 max 6
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp spi 5
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp foo
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp mode foo
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto route2 min 1 max 1
run xfrm state allocspi src 1.1.1.1 dst 2.2.2.2
run xfrm state list

case list-get
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 0x100 max 0x100 reqid 5 mode tunnel
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto ah min 0x200 max 0x200 mark 7 mask 0xf
setup xfrm state allocspi src fe80::1 dst fe80::2 proto esp min 0x300 max 0x300 seq 4
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto comp min 0x400 max 0x400
run xfrm state
run xfrm state list
run -o xfrm state list
run -j xfrm state list
run xfrm state list src 1.1.1.1
run xfrm state list dst 2.2.2.3
run xfrm state list src fe80::1
run xfrm state list proto ah
run xfrm state list spi 0x200
run xfrm state list mode tunnel
run xfrm state list reqid 5
run xfrm state list flag esn
run xfrm state list nokeys
run xfrm state list foo
run xfrm state list src 1.1.1.1 foo
run xfrm state list mode foo
run xfrm state list src 1.1.1.1 dst ::1
run xfrm s l
run xfrm s sh
run xfrm s lst
run xfrm state get src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100
run xfrm state get src 1.1.1.1 dst 2.2.2.3 proto ah spi 0x200 mark 7 mask 0xf
run xfrm state get src 1.1.1.1 dst 2.2.2.3 proto ah spi 0x200
run xfrm state get dst 2.2.2.3 proto ah spi 0x200 mark 7 mask 0xf
run xfrm state get src 1.1.1.1
run xfrm state get
run xfrm s g src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100
run xfrm state count

case delete
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 0x100 max 0x100 reqid 5 mode tunnel
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto ah min 0x200 max 0x200 mark 7 mask 0xf
setup xfrm state allocspi src fe80::1 dst fe80::2 proto esp min 0x300 max 0x300 seq 4
run xfrm state delete
run xfrm state delete src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100 foo
run xfrm state delete src 1.1.1.1 dst 2.2.2.2 proto esp spi 5 mark 5 mask x
run xfrm state delete src 1.1.1.9 dst 2.2.2.2 proto esp spi 0x100
run xfrm state delete src 1.1.1.1 dst 2.2.2.2 proto esp spi 0x100
run xfrm state delete src 1.1.1.1 dst 2.2.2.3 proto ah spi 0x200
run xfrm s d src 1.1.1.1 dst 2.2.2.3 proto ah spi 0x200 mark 7 mask 0xf
run xfrm state
run xfrm state count

case deleteall
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 0x100 max 0x100 reqid 5 mode tunnel
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto ah min 0x200 max 0x200 mark 7 mask 0xf
setup xfrm state allocspi src fe80::1 dst fe80::2 proto esp min 0x300 max 0x300 seq 4
setup xfrm state allocspi src 1.1.1.2 dst 2.2.2.3 proto comp min 0x400 max 0x400
run xfrm state deleteall reqid 5
run xfrm state
run xfrm state deleteall src 1.1.1.1
run xfrm state
run xfrm state deleteall foo
run xfrm state deleteall nokeys
run xfrm s delall
run xfrm state

case flush
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 0x100 max 0x100 reqid 5 mode tunnel
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.3 proto ah min 0x200 max 0x200 mark 7 mask 0xf
setup xfrm state allocspi src 1.1.1.2 dst 2.2.2.3 proto comp min 0x400 max 0x400
run xfrm state flush proto foo
run xfrm state flush foo
run xfrm state flush proto ah
run xfrm state
run xfrm state flush proto comp
run xfrm state
run xfrm s f
run xfrm state
run xfrm state count

case family-filter
setup xfrm state allocspi src 1.1.1.1 dst 2.2.2.2 proto esp min 0x100 max 0x100
setup xfrm state allocspi src fe80::1 dst fe80::2 proto esp min 0x300 max 0x300
run -6 xfrm state
run -4 xfrm state
run -0 xfrm state
run -f link xfrm state
run -6 xfrm state count
run -6 xfrm state deleteall
run xfrm state
