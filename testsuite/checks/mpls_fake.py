#!/usr/bin/env python3
# mpls_fake.py CASE — AF_MPLS RTM_NEWROUTE messages (this kernel has no
# mpls module) for testsuite/bridge/fake/shim.c to answer route dumps
# with; "list" prints the case names. Numbers from linux/rtnetlink.h
# (RTA_*, struct rtvia, struct rtnexthop) and linux/mpls.h (label entry:
# label << 12, bottom of stack 0x100).
import socket
import struct
import sys


def attr(t, payload):
    n = 4 + len(payload)
    return struct.pack('<HH', n, t) + payload + b'\0' * ((4 - n % 4) % 4)


u8 = lambda v: struct.pack('<B', v)
u32 = lambda v: struct.pack('<I', v)
be32 = lambda v: struct.pack('>I', v)
ip4 = socket.inet_aton
ip6 = lambda a: socket.inet_pton(socket.AF_INET6, a)
V0, V1 = 3, 2		# the check script's v0 and v1
AF_MPLS, AF_PACKET = 28, 17
DST, SRC, OIF, GW, PRIO, MP, TABLE, VIA, NEWDST, TTLP = (1, 2, 4, 5, 6, 9,
                                                         15, 18, 19, 26)


def lbl(*ls, bos=True):
    out = b''
    for i, l in enumerate(ls):
        out += be32((l << 12) | (0x100 if bos and i == len(ls) - 1 else 0))
    return out


def via(fam, addr):
    return attr(VIA, struct.pack('<H', fam) + addr)


def route(label, attrs, plen=20, proto=3, typ=1, table=254, flags=0,
          mtype=24, dst=None):
    rtm = struct.pack('<BBBBBBBBI', AF_MPLS, plen, 0, 0, table, proto, 0,
                      typ, flags)
    a = attr(DST, lbl(label) if dst is None else dst) + attrs
    body = rtm + a
    return struct.pack('<IHHII', 16 + len(body), mtype, 2, 0, 0) + body


def mp(*nhs):
    out = b''
    for flags, hops, idx, a in nhs:
        out += struct.pack('<HBBi', 8 + len(a), flags, hops, idx) + a
    return attr(MP, out)


CASES = {
    'plain': lambda: route(100, attr(NEWDST, lbl(200)) +
                           via(2, ip4('10.0.0.2')) + attr(OIF, u32(V0))),
    'stack': lambda: route(101, attr(NEWDST, lbl(200, 300, 400)) +
                           via(10, ip6('fe80::1')) + attr(OIF, u32(V1))),
    'pop': lambda: route(102, via(2, ip4('10.0.0.3')) + attr(OIF, u32(V0))),
    'link': lambda: route(103, via(AF_PACKET, bytes.fromhex('001122334455')) +
                          attr(OIF, u32(V0))),
    'mplsgw': lambda: route(104, attr(GW, lbl(7)) + attr(OIF, u32(V0))),
    'ttl-on': lambda: route(105, attr(NEWDST, lbl(3)) +
                            via(2, ip4('10.0.0.2')) + attr(OIF, u32(V0)) +
                            attr(TTLP, u8(1))),
    'ttl-off': lambda: route(106, via(2, ip4('10.0.0.2')) +
                             attr(OIF, u32(V0)) + attr(TTLP, u8(0))),
    'reserved': lambda: route(0, attr(NEWDST, lbl(1, 2, 3, 0)) +
                              attr(OIF, u32(V0))),
    'max': lambda: route(1048575, attr(NEWDST, lbl(1048575, 16)) +
                         via(2, ip4('10.0.0.2')) + attr(OIF, u32(V0))),
    'plen': lambda: route(107, attr(OIF, u32(V0)), plen=19),
    'proto': lambda: route(108, attr(OIF, u32(V0)) + attr(PRIO, u32(5)),
                           proto=4),
    'table': lambda: route(109, attr(OIF, u32(V0)) + attr(TABLE, u32(5)),
                           table=5),
    'blackhole': lambda: route(110, b'', typ=6),
    'deleted': lambda: route(111, via(2, ip4('10.0.0.2')) +
                             attr(OIF, u32(V0)), mtype=25),
    'multipath': lambda: route(112, mp(
        (0, 0, V0, attr(NEWDST, lbl(201)) + via(2, ip4('10.0.0.2'))),
        (0, 2, V1, attr(NEWDST, lbl(202, 203)) + via(10, ip6('fe80::2'))))),
    'mp-flags': lambda: route(113, mp(
        (1, 0, V0, via(2, ip4('10.0.0.2'))),
        (0x10, 0, V1, via(AF_PACKET, bytes.fromhex('aabbccddeeff'))),
        (4, 0, V0, attr(GW, lbl(9))))),
    'mp-ttl': lambda: route(114, mp(
        (0, 0, V0, via(2, ip4('10.0.0.2')))) + attr(TTLP, u8(0))),
    'two': lambda: route(115, attr(OIF, u32(V0))) +
    route(116, attr(NEWDST, lbl(5)) + attr(OIF, u32(V1))),
    # malformed: nlroute must not crash (the reference reads past the
    # attribute where a stack has no bottom)
    'trunc-dst': lambda: route(0, attr(OIF, u32(V0)), dst=b'\0\1'),
    'trunc-via': lambda: route(117, attr(VIA, b'\2\0\1') + attr(OIF, u32(V0))),
    'trunc-via6': lambda: route(118, via(10, b'\xfe\x80') +
                                attr(OIF, u32(V0))),
    'nobos-newdst': lambda: route(119, attr(NEWDST, lbl(5, 6, bos=False)) +
                                  attr(OIF, u32(V0))),
    'nobos-dst': lambda: route(0, attr(OIF, u32(V0)),
                               dst=lbl(120, bos=False)),
    'short-newdst': lambda: route(121, attr(NEWDST, b'\1\2') +
                                  attr(OIF, u32(V0))),
    'short-ttl': lambda: route(122, attr(TTLP, b'') + attr(OIF, u32(V0))),
}

if __name__ == '__main__':
    if len(sys.argv) != 2 or (sys.argv[1] not in CASES and
                              sys.argv[1] != 'list'):
        sys.exit('usage: mpls_fake.py CASE|list')
    if sys.argv[1] == 'list':
        print('\n'.join(CASES))
    else:
        sys.stdout.buffer.write(CASES[sys.argv[1]]())
