#!/usr/bin/env python3
"""genl_fake.py CASE ID > FILE: crafted generic netlink replies of family
id ID for the genl_shim.c tests (SEG6 and IOAM6 messages the kernel does
not send, or sends only on hosts set up as they are here)."""
import struct
import sys


def attr(t, payload):
    a = struct.pack("=HH", 4 + len(payload), t) + payload
    return a + b"\0" * (-len(a) % 4)


def u8(t, v):
    return attr(t, struct.pack("=B", v))


def u16(t, v):
    return attr(t, struct.pack("=H", v))


def u32(t, v):
    return attr(t, struct.pack("=I", v))


def u64(t, v):
    return attr(t, struct.pack("=Q", v))


def msg(fid, cmd, *attrs):
    body = struct.pack("=BBH", cmd, 1, 0) + b"".join(attrs)
    return struct.pack("=IHHII", 16 + len(body), fid, 0, 0, 0) + body


# SEG6: DST 1, HMACKEYID 3, SECRET 4, SECRETLEN 5, ALGID 6
# IOAM6: NS_ID 1, NS_DATA 2, NS_DATA_WIDE 3, SC_ID 4, SC_DATA 5
def cases(f):
    hmac = 2  # SEG6_CMD_DUMPHMAC
    return {
        # an algorithm this tool does not know, a secret longer than
        # SECRETLEN says, one shorter, and the longest the kernel keeps
        "hmac": [
            msg(f, hmac, u32(3, 7), u8(5, 3), attr(4, b"abc"), u8(6, 9)),
            msg(f, hmac, u32(3, 8), u8(5, 2), attr(4, b"abcdef"), u8(6, 1)),
            msg(f, hmac, u32(3, 9), u8(5, 64), attr(4, b"k" * 64), u8(6, 2)),
            msg(f, hmac, u32(3, 10), u8(5, 0), attr(4, b""), u8(6, 2)),
            msg(f, hmac, u32(3, 11), u8(5, 3), attr(4, b'q"\\'), u8(6, 1)),
        ],
        # an address that is not one, then a good one
        "tunsrc": [
            msg(f, 4, attr(1, bytes(range(16)))),
        ],
        "tunsrc-none": [
            msg(f, 4),
        ],
        # attributes shorter than their type: skipped, as if absent
        "ns": [
            msg(f, 3, u16(1, 1)),
            msg(f, 3, u16(1, 2), u32(2, 0x12345678), u64(3, 1 << 63),
                u32(4, 77)),
            msg(f, 3, u16(1, 65535), u32(2, 0), u64(3, 0)),
            msg(f, 3, u16(1, 3), u32(4, 0xffffffff)),
        ],
        # FOU: PORT 1 (be16), AF 2, IPPROTO 3, TYPE 4, REMCSUM_NOPARTIAL 5,
        # LOCAL_V4 6, LOCAL_V6 7, PEER_V4 8, PEER_V6 9, PEER_PORT 10,
        # IFINDEX 11
        "fou": [
            msg(f, 1, attr(1, b"\x15\xb3"), u8(2, 2), u8(4, 2)),
            msg(f, 1, attr(1, b"\x1e\x61"), u8(2, 2), u8(3, 47), u8(4, 1)),
            msg(f, 1, attr(1, b"\x00\x01"), u8(2, 10), u8(3, 41), u8(4, 1),
                attr(7, bytes(15) + b"\x01"), attr(9, b"\x20\x01" + bytes(14)),
                attr(10, b"\x00\x63"), attr(11, struct.pack("=i", 1))),
            msg(f, 1, attr(1, b"\xff\xff"), u8(2, 2), u8(4, 2), attr(5, b""),
                attr(6, b"\x01\x02\x03\x04"), attr(8, b"\x05\x06\x07\x08"),
                attr(10, b"\x12\x34"), attr(11, struct.pack("=i", 4242))),
            msg(f, 1, attr(1, b"\x00\x02"), u8(4, 9), u8(3, 0)),
            msg(f, 1, u8(2, 2)),
        ],
        # odd ones: another family, gue with a protocol, both kinds of
        # address (with either family), no family, a negative index
        "fou-odd": [
            msg(f, 1, attr(1, b"\x00\x05"), u8(2, 17), u8(3, 4)),
            msg(f, 1, attr(1, b"\x00\x06"), u8(4, 2), u8(3, 4)),
            msg(f, 1, attr(1, b"\x00\x07"), u8(2, 10),
                attr(6, b"\x01\x02\x03\x04"), attr(7, bytes(15) + b"\x02"),
                attr(8, b"\x05\x06\x07\x08"), attr(9, bytes(15) + b"\x03")),
            msg(f, 1, attr(1, b"\x00\x09"), u8(2, 2),
                attr(6, b"\x01\x02\x03\x04"), attr(7, bytes(15) + b"\x02"),
                attr(8, b"\x05\x06\x07\x08"), attr(9, bytes(15) + b"\x03")),
            msg(f, 1, attr(1, b"\x00\x08"), attr(10, b"\x00\x09"),
                attr(8, b"\x01\x02\x03\x04"), attr(11, struct.pack("=i", -1))),
            msg(f, 1, u8(2, 0), u8(3, 4), u8(4, 1)),
        ],
        # ILA: LOCATOR 1, IDENTIFIER 2, LOCATOR_MATCH 3 (all be64),
        # IFINDEX 4, DIR 5, CSUM_MODE 7, IDENT_TYPE 8, HOOK_TYPE 9.
        # Locators of 7 characters: the reference prints every one as
        # 0:0:0:0, the comparison replaces them.
        "ila": [
            msg(f, 3, attr(3, bytes([0, 1, 0, 2, 0, 3, 0, 4])),
                attr(1, bytes([0, 5, 0, 6, 0, 7, 0, 8]))),
            msg(f, 3, attr(3, bytes([0, 0xa, 0, 0xb, 0, 0xc, 0, 0xd])),
                attr(1, bytes(8)), attr(4, struct.pack("=i", 1)), u8(7, 0),
                u8(8, 1), u8(9, 0)),
            msg(f, 3, attr(3, bytes([0, 9, 0, 9, 0, 9, 0, 9])),
                attr(1, bytes([0, 1, 0, 0, 0, 0, 0, 1])),
                attr(4, struct.pack("=i", 4242)), u8(7, 1), u8(8, 32),
                u8(9, 1)),
            msg(f, 3, attr(3, bytes(8)), attr(1, bytes(8)), u8(7, 2),
                u8(8, 2), u8(9, 7)),
            msg(f, 3, attr(3, bytes(8)), u8(7, 3), u8(8, 0)),
            msg(f, 3, attr(1, bytes(8)), u8(7, 9),
                attr(4, struct.pack("=i", 0))),
            msg(f, 3),
        ] + [msg(f, 3, u8(8, t), u8(7, t)) for t in (3, 4, 5, 6, 33, 255)],
        # wider locators, for nlroute alone
        "ila-wide": [
            msg(f, 3, attr(3, b"\xff" * 8),
                attr(1, bytes([0xab, 0xcd, 0, 0x12, 0, 0, 0xa, 0]))),
        ],
        "sc": [
            msg(f, 6, u32(4, 1), attr(5, b"\x01\x02\xfe\xff")),
            msg(f, 6, u32(4, 0xffffffff), u16(1, 9), attr(5, b"")),
            msg(f, 6, u32(4, 2), attr(5, b"\0" * 12), u16(1, 0)),
        ],
    }


def main():
    case, fid = sys.argv[1], int(sys.argv[2])
    sys.stdout.buffer.write(b"".join(cases(fid)[case]))


main()
