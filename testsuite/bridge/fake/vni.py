#!/usr/bin/env python3
# vni.py KIND — RTM_NEWTUNNEL messages for shim.c, as `bridge vni show`
# would be answered by a kernel with traffic and odd entries. Interface
# indexes follow setup_vni in vni.sh: vx0 2, vx1 5, vxn 6; 99 is unknown.
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


def msg(t, body):
    return struct.pack('<IHHII', 16 + len(body), t, 0, 0, 0) + body


u32 = lambda v: struct.pack('<I', v)
u64 = lambda v: struct.pack('<Q', v)
v4 = lambda *b: bytes(b)
v6 = lambda s: bytes.fromhex(s)

START, END, GROUP, GROUP6, STATS = 1, 2, 3, 4, 5


def tunnel(idx, entries, extra=b'', t=120):
    tm = struct.pack('<BBHI', 7, 0, 0, idx)
    return msg(t, tm + extra + b''.join(attr(1, e, True) for e in entries))


def entry(start=None, end=None, group=None, group6=None, stats=None):
    a = b''
    if start is not None:
        a += attr(START, u32(start))
    if end is not None:
        a += attr(END, u32(end))
    if group is not None:
        a += attr(GROUP, group)
    if group6 is not None:
        a += attr(GROUP6, group6)
    if stats is not None:
        a += attr(STATS, b''.join(attr(k, u64(v)) for k, v in stats), True)
    return a


def full(base):
    return [(k, base + k) for k in range(1, 9)]


def shows():
    return (tunnel(2, [entry(100),
                       entry(200, 210),
                       entry(301, group=v4(10, 0, 0, 1)),
                       entry(302, group=v4(239, 0, 0, 1)),
                       entry(400, 402, group6=v6('20010db8' + '0' * 22 + '02')),
                       entry(403, group6=v6('ff02' + '0' * 26 + '01')),
                       entry(4294967295),
                       entry(4294967290, 4294967295)]) +
            tunnel(5, [entry(10, group=v4(224, 0, 0, 0)),
                       entry(11, group=v4(223, 255, 255, 255)),
                       entry(12, group=v4(240, 0, 0, 1))]) +
            tunnel(99, [entry(7)]))


# a message without entries: a blank line (the reference's JSON aborts)
def empty():
    return tunnel(6, []) + tunnel(2, [entry(1)]) + tunnel(5, [])


def stats():
    return (tunnel(2, [entry(100, stats=full(1000)),
                       entry(101, group=v4(10, 0, 0, 1),
                             stats=[(1, 2 ** 64 - 1), (2, 2 ** 32),
                                    (3, 12345678901), (4, 0),
                                    (5, 7), (6, 8), (7, 9), (8, 10)]),
                       entry(102, 104, stats=full(0))]) +
            tunnel(5, [entry(20, group=v4(239, 1, 1, 1),
                             stats=full(50))]))


# entries a kernel does not send: no start, both address kinds, a
# partial statistics nest, start equal to end, junk beside the entries
def odd():
    return (tunnel(2, [entry(None, 9),
                       entry(5, 5),
                       entry(6, group=v4(10, 0, 0, 6),
                             group6=v6('20010db8' + '0' * 22 + '06')),
                       entry(8, stats=[(1, 11), (8, 88)]),
                       entry(9, stats=[])],
                   extra=attr(2, u32(77))) +
            tunnel(5, [entry(30, 30, group=v4(239, 0, 0, 30))]))


# monitor events as a file: additions, then a deletion (RTM_DELTUNNEL)
def events():
    return (stats() + tunnel(2, [entry(300, 305)]) +
            tunnel(5, [entry(10, group=v4(239, 1, 1, 1))], t=121))


KINDS = {'shows': shows, 'stats': stats, 'odd': odd, 'empty': empty,
         'events': events}

if len(sys.argv) != 2 or sys.argv[1] not in KINDS:
    sys.exit('usage: vni.py {%s}' % '|'.join(sorted(KINDS)))
sys.stdout.buffer.write(KINDS[sys.argv[1]]())
