#!/usr/bin/env python3
# ntable_fake.py VARIANT — RTM_NEWNEIGHTBL messages (linux/neighbour.h)
# for testsuite/bridge/fake/shim.c to answer `ip ntable show` dumps with:
# tables with some attributes missing, other families, huge values, and
# failed dumps.
import struct
import sys


def attr(t, p):
    n = 4 + len(p)
    return struct.pack('<HH', n, t) + p + b'\0' * ((4 - n % 4) % 4)


u32 = lambda v: struct.pack('<I', v)
u64 = lambda v: struct.pack('<Q', v)


def tbl(fam, attrs):
    body = struct.pack('<BBH', fam, 0, 0) + attrs
    return struct.pack('<IHHII', 16 + len(body), 64, 0, 0, 0) + body


def parms(idx, fields):
    a = attr(1, u32(idx)) if idx else b''
    for t, v in fields:
        a += attr(t, u64(v) if t in (3, 4, 5, 6, 7, 12, 13, 15, 19)
                  else u32(v))
    return attr(6, a)


ALL = [(2, 7), (3, 12345), (4, 30000), (5, 1000), (6, 60000), (7, 5000),
       (8, 101), (9, 0), (10, 3), (11, 3), (12, 1000), (13, 800), (14, 64),
       (15, 1000), (16, 212992), (17, 0), (19, 5000)]
BIG = [(t, (1 << 64) - 1 if t in (3, 4, 5, 6, 7, 12, 13, 15) else
        (1 << 32) - 1) for t, _ in ALL]
CONFIG = struct.pack('<HHIIIIIII', 4, 336, 9, 0, 0, 77, 0x1f, 3, 2)
STATS = u64(1) * 11


def variant(v):
    if v == 'full':
        return (tbl(2, attr(1, b'arp_cache\0') + attr(2, u32(128)) +
                    attr(3, u32(512)) + attr(4, u32(1024)) +
                    attr(8, u64(30000)) + parms(0, ALL)) +
                tbl(2, attr(1, b'arp_cache\0') + parms(1, ALL)))
    if v == 'big':
        return tbl(10, attr(1, b'ndisc_cache\0') + attr(2, u32(2**32 - 1)) +
                   attr(8, u64(2**64 - 1)) + parms(1, BIG))
    if v == 'partial':
        return (tbl(2, attr(1, b'arp_cache\0') + attr(3, u32(5))) +
                tbl(2, attr(1, b'arp_cache\0') +
                    parms(1, [(4, 1), (9, 2), (15, 3)])) +
                tbl(2, attr(1, b'arp_cache\0') + parms(1, [])) +
                tbl(2, attr(1, b'arp_cache\0') + parms(0, [(2, 1)])))
    if v == 'families':
        return (tbl(28, attr(1, b'mpls_cache\0') + parms(1, ALL[:2])) +
                tbl(7, attr(1, b'x\0')) + tbl(0, parms(1, ALL[:1])))
    if v == 'error':
        return (tbl(2, attr(1, b'arp_cache\0') + parms(1, ALL)) +
                struct.pack('<IHHIIi', 36, 2, 0, 0, 0, -95) +
                struct.pack('<IHHII', 16, 66, 0, 0, 0))
    if v == 'done-error':
        return struct.pack('<IHHIIi', 20, 3, 2, 0, 0, -22)
    raise SystemExit('usage: ntable_fake.py {full|big|partial|families|'
                     'error|done-error}')


sys.stdout.buffer.write(variant(sys.argv[1]))
