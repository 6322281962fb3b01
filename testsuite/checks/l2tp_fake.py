#!/usr/bin/env python3
"""l2tp_fake.py CASE ID > FILE: crafted replies of the generic netlink
family l2tp (id ID) for testsuite/checks/l2tp.sh: tunnels and sessions
this kernel (which has no l2tp module) cannot hold."""
import struct
import sys


def attr(t, payload):
    a = struct.pack("=HH", 4 + len(payload), t) + payload
    return a + b"\0" * (-len(a) % 4)


def u8(t, v):
    return attr(t, struct.pack("=B", v))


def u16(t, v):
    return attr(t, struct.pack("=H", v))


def be16(t, v):
    return attr(t, struct.pack("!H", v))


def u32(t, v):
    return attr(t, struct.pack("=I", v))


def u64(t, v):
    return attr(t, struct.pack("=Q", v))


def ip4(t, s):
    return attr(t, bytes(int(x) for x in s.split(".")))


def ip6(t, last):
    return attr(t, b"\x20\x01\x0d\xb8" + bytes(11) + bytes([last]))


def stats(*vals):
    """L2TP_ATTR_STATS: TX_PACKETS 1 .. RX_ERRORS 8, 10, 11 as given"""
    types = (1, 2, 3, 4, 5, 6, 7, 8, 10, 11)
    return attr(30, b"".join(u64(t, v) for t, v in zip(types, vals)))


def msg(fid, cmd, *attrs):
    body = struct.pack("=BBH", cmd, 1, 0) + b"".join(attrs)
    return struct.pack("=IHHII", 16 + len(body), fid, 2, 0, 0) + body


# PW_TYPE 1, ENCAP_TYPE 2, L2SPEC_TYPE 5, L2SPEC_LEN 6, PROTO_VERSION 7,
# IFNAME 8, CONN_ID 9, PEER_CONN_ID 10, SESSION_ID 11, PEER_SESSION_ID 12,
# UDP_CSUM 13, COOKIE 15, PEER_COOKIE 16, DEBUG 17, RECV_SEQ 18,
# SEND_SEQ 19, LNS_MODE 20, USING_IPSEC 21, RECV_TIMEOUT 22 (u64),
# IP_SADDR 24, IP_DADDR 25, UDP_SPORT 26, UDP_DPORT 27,
# STATS 30, IP6_SADDR 31, IP6_DADDR 32, ZERO_CSUM6_TX 33, ZERO_CSUM6_RX 34
def cases(f):
    T, S = 4, 8
    return {
        "tunnels": [
            msg(f, T, u32(9, 1), u32(10, 2), u8(7, 3), u16(2, 0),
                ip4(24, "192.0.2.1"), ip4(25, "192.0.2.2"),
                u16(26, 1701), u16(27, 1702), u8(13, 1),
                stats(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
            msg(f, T, u32(9, 10), u32(10, 20), u8(7, 3), u16(2, 1),
                ip4(24, "10.0.0.1"), ip4(25, "10.0.0.2")),
            msg(f, T, u32(9, 4294967295), u32(10, 7), u8(7, 2), u16(2, 0),
                ip6(31, 1), ip6(32, 2), u16(26, 65535), u16(27, 0),
                attr(33, b""), attr(34, b""), u8(13, 0)),
            msg(f, T, u32(9, 5), u32(10, 6), u16(2, 7),
                ip6(31, 3), ip4(25, "198.51.100.9")),
        ],
        # checksums of IPv6 tunnels, none said of an IPv4 one, and
        # attributes missing (the reference shows the previous tunnel's)
        "tunnels-odd": [
            msg(f, T, u32(9, 1), u32(10, 2), u16(2, 0), ip6(31, 1),
                ip6(32, 2), u16(26, 1), u16(27, 2)),
            msg(f, T, u32(9, 2), u32(10, 3), u16(2, 0), ip6(31, 1),
                ip6(32, 2), u16(26, 1), u16(27, 2), attr(33, b"")),
            msg(f, T, u32(9, 3), u32(10, 4), u16(2, 0), ip6(31, 1),
                ip6(32, 2), u16(26, 1), u16(27, 2), attr(34, b""),
                u8(13, 1)),
            msg(f, T, u32(9, 4), u32(10, 5), u16(2, 0),
                ip4(24, "192.0.2.1"), ip4(25, "192.0.2.2"),
                u16(26, 3), u16(27, 4)),
            msg(f, T, u32(9, 6), u32(10, 7), u16(2, 0),
                ip4(24, "192.0.2.1"), ip4(25, "192.0.2.2"),
                u16(26, 3), u16(27, 4), u8(13, 0)),
            msg(f, T, u32(9, 8), u16(2, 1)),
            msg(f, T, u32(9, 10), u16(2, 1), ip6(31, 9), ip6(32, 8)),
            msg(f, T, u32(9, 11), u16(2, 1), ip4(24, "192.0.2.3"),
                ip6(31, 1), ip6(32, 2), ip4(25, "192.0.2.4")),
            msg(f, T, u32(9, 12), u16(2, 0), u16(26, 1), u16(27, 2),
                u8(13, 1)),
            msg(f, T, u32(9, 13), u16(2, 0), ip4(24, "192.0.2.9"),
                ip6(32, 7), u16(26, 1), u16(27, 2), u8(13, 0),
                attr(33, b"")),
            msg(f, T, u32(9, 9)),
            msg(f, T),
        ],
        # as the kernel sends them: no cookie, no name, no timeout
        "sessions-plain": [
            msg(f, S, u32(9, 1), u32(11, 2), u32(10, 3), u32(12, 4),
                u32(17, 0), u16(1, 5), u8(18, 0), u8(19, 0), u8(20, 0),
                u8(21, 0), stats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            msg(f, S, u32(9, 1), u32(11, 5), u32(10, 3), u32(12, 6),
                u32(17, 0), u16(1, 5), u8(18, 1), u8(19, 0), u8(20, 0),
                attr(15, bytes([0xde, 0xad, 0xbe, 0xef])),
                attr(8, b"l2tpeth1\0"), u64(22, 0),
                u8(21, 0), stats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            msg(f, S, u32(9, 7), u32(11, 8), u32(10, 9), u32(12, 10),
                u32(17, 0), u16(1, 5), u8(18, 0), u8(19, 1), u8(20, 0),
                u8(21, 0)),
        ],
        # a timeout past 32 bits (shown cut to 32), cookies of odd
        # lengths (4 bytes shown, what the buffer holds), names without
        # their NUL, empty, long
        "sessions-odd": [
            msg(f, S, u32(9, 1), u32(11, 2), u32(10, 3), u32(12, 4),
                u64(22, (1 << 32) + 5), attr(15, b"\x01\x02\x03"),
                attr(16, bytes(range(9))), attr(8, b"abc"), u8(18, 1)),
            msg(f, S, u32(9, 5), u32(11, 6), u32(10, 7), u32(12, 8),
                attr(15, b""), attr(16, b"\xaa" * 8), u64(22, 1 << 63),
                attr(8, b"\0"), u8(19, 2)),
            msg(f, S, u32(9, 1), attr(15, b"\xbb" * 6),
                attr(8, b"x" * 40 + b"\0")),
        ],
        # attributes shorter than their type: for nlroute alone (the
        # reference reads past them)
        "sessions-short": [
            msg(f, S, u16(9, 5), u16(11, 6), u8(10, 7), u8(12, 8),
                attr(22, b"\x01\x02\x03\x04"), attr(15, b"\x01"),
                attr(24, b"\x01"), attr(31, b"\x01" * 15), u8(26, 1)),
            msg(f, S, attr(30, b"\x01\x02"), attr(2, b""), attr(99, b"")),
        ] + [msg(f, T, attr(t, b"\x07" * n)) for t in range(36)
             for n in (0, 1, 3, 17)],
        "sessions": [
            msg(f, S, u32(9, 1), u32(10, 2), u32(11, 3), u32(12, 4),
                u16(1, 5), attr(8, b"l2tpeth0\0"), u8(5, 1), u8(6, 4),
                attr(15, bytes([1, 2, 3, 4])),
                attr(16, bytes([0xa, 0xb, 0xc, 0xd, 0xe, 0xf, 0x10, 0x11])),
                u8(18, 1), u8(19, 1), u8(20, 0), u8(21, 0), u64(22, 3000),
                stats(11, 12, 13, 14, 15, 16, 17, 18, 19, 20)),
            msg(f, S, u32(9, 10), u32(10, 20), u32(11, 30), u32(12, 40),
                u16(1, 7), u8(5, 0), u8(18, 0), u8(19, 1), u8(20, 1),
                u8(21, 1)),
            msg(f, S, u32(9, 1), u32(10, 2), u32(11, 5), u32(12, 6),
                u16(1, 11), u8(5, 9), u8(18, 1), u8(19, 0),
                attr(15, bytes(8)), attr(16, bytes([0xff] * 4))),
            msg(f, S, u32(9, 3), u32(11, 7), u16(1, 99),
                attr(8, b"with space\0")),
        ],
    }


def main():
    case, fid = sys.argv[1], int(sys.argv[2])
    sys.stdout.buffer.write(b"".join(cases(fid)[case]))


main()
