#!/usr/bin/env python3
# xdp_fake.py CASE [ID1 ID2 ID3] — an RTM_NEWLINK dump whose IFLA_XDP nest
# is crafted (modes and shapes veth cannot show: several programs at once,
# offload, unknown modes, malformed attributes), for the dump shim of
# testsuite/bridge/fake/shim.c. Numbers from linux/if_link.h.
import struct
import sys

IFLA_XDP = 43
FD, ATTACHED, FLAGS, PROG_ID, DRV_ID, SKB_ID, HW_ID = 1, 2, 3, 4, 5, 6, 7


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


u8 = lambda v: struct.pack('<B', v)
u16 = lambda v: struct.pack('<H', v)
u32 = lambda v: struct.pack('<I', v)


def link(idx, name, xdp):
    ifi = struct.pack('<BxHiII', 0, 1, idx, 0x11043, 0)
    a = (attr(3, name.encode() + b'\0') + attr(13, u32(1000)) +
         attr(4, u32(1500)) + attr(16, u8(6)) + attr(17, u8(0)) +
         attr(1, bytes([2, 0, 0, 0, 0, idx])) + attr(2, b'\xff' * 6) + xdp)
    body = ifi + a
    return struct.pack('<IHHII', 16 + len(body), 16, 2, 0, 0) + body


def nest(*attrs):
    return attr(IFLA_XDP, b''.join(attrs), True)


ids = [int(v) for v in sys.argv[2:]] + [4000000000] * 3
one, two, three = ids[:3]
CASES = {
    'multi': lambda: link(5, 'm0', nest(attr(ATTACHED, u8(4)),
                                        attr(SKB_ID, u32(one)),
                                        attr(DRV_ID, u32(two)))),
    'multi3': lambda: link(5, 'm0', nest(attr(ATTACHED, u8(4)),
                                         attr(HW_ID, u32(three)),
                                         attr(SKB_ID, u32(one)),
                                         attr(DRV_ID, u32(two)))),
    'hw': lambda: link(6, 'h0', nest(attr(ATTACHED, u8(3)),
                                     attr(PROG_ID, u32(one)),
                                     attr(HW_ID, u32(one)))),
    'drv': lambda: link(6, 'd0', nest(attr(ATTACHED, u8(1)),
                                      attr(PROG_ID, u32(one)),
                                      attr(DRV_ID, u32(one)))),
    'none': lambda: link(7, 'n0', nest(attr(ATTACHED, u8(0)))),
    'unknown-mode': lambda: link(8, 'u0', nest(attr(ATTACHED, u8(9)),
                                               attr(PROG_ID, u32(one)))),
    'noprog': lambda: link(9, 'p0', nest(attr(ATTACHED, u8(1)))),
    'short-id': lambda: link(10, 's0', nest(attr(ATTACHED, u8(1)),
                                            attr(PROG_ID, u16(7)))),
    'wide-attached': lambda: link(11, 'w0', nest(attr(ATTACHED, u32(1)),
                                                 attr(PROG_ID, u32(one)))),
    'empty': lambda: link(12, 'e0', nest()),
    'truncated': lambda: link(13, 't0', attr(IFLA_XDP,
                                             struct.pack('<HH', 40, ATTACHED),
                                             True)),
}
if len(sys.argv) < 2 or sys.argv[1] not in CASES:
    sys.exit('usage: xdp_fake.py CASE [ID...]; CASE: ' + ' '.join(CASES))
sys.stdout.buffer.write(CASES[sys.argv[1]]())
