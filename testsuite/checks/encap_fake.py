#!/usr/bin/env python3
# encap_fake.py CASE — an RTM_NEWROUTE (or RTM_NEWNEXTHOP, nh-* cases)
# message with an RTA_ENCAP of a kind this kernel cannot make (or must
# never be sent: tunnel options), for testsuite/bridge/fake/shim.c to
# answer dumps with; "list" prints the case names. Numbers from
# linux/lwtunnel.h, seg6*.h, rpl_iptunnel.h, ioam6*.h, mpls_iptunnel.h.
import socket
import struct
import sys


def attr(t, payload):
    n = 4 + len(payload)
    return struct.pack('<HH', n, t) + payload + b'\0' * ((4 - n % 4) % 4)


u8 = lambda v: struct.pack('<B', v)
u16 = lambda v: struct.pack('<H', v)
be16 = lambda v: struct.pack('>H', v)
u32 = lambda v: struct.pack('<I', v)
be32 = lambda v: struct.pack('>I', v)
u64 = lambda v: struct.pack('<Q', v)
be64 = lambda v: struct.pack('>Q', v)
ip4 = socket.inet_aton
ip6 = lambda a: socket.inet_pton(socket.AF_INET6, a)
OIF = 3		# the check script's v0


def route(fam, dst, plen, attrs, mtype=24):
    rtm = struct.pack('<BBBBBBBBI', fam, plen, 0, 0, 254, 4, 0, 1, 0)
    a = attr(15, u32(254)) + attr(1, dst) + attrs
    body = rtm + a
    return struct.pack('<IHHII', 16 + len(body), mtype, 0, 0, 0) + body


def encap(t, nest):
    return attr(22, nest) + attr(21, u16(t))


def r4(nest_t, nest, extra=b''):
    return route(2, ip4('10.1.0.0'), 24,
                 encap(nest_t, nest) + extra + attr(4, u32(OIF)))


def r6(nest_t, nest, extra=b''):
    return route(10, ip6('2001:db8:1::'), 64,
                 encap(nest_t, nest) + extra + attr(4, u32(OIF)) +
                 attr(6, u32(1024)))


def mpls_lbl(*ls):
    out = b''
    for i, l in enumerate(ls):
        out += be32((l << 12) | (0x100 if i == len(ls) - 1 else 0))
    return out


def srh(segs, typ=4, hmac=None, left=None):
    n = len(segs)
    tlv = b''
    if hmac is not None:
        tlv = bytes([5, 38, 0, 0]) + be32(hmac) + b'\0' * 32
    hdrlen = (n * 16 + len(tlv)) // 8
    h = struct.pack('<BBBBBBH', 0, hdrlen, typ,
                    n - 1 if left is None else left, n - 1,
                    0x08 if hmac is not None else 0, 0)
    return h + b''.join(ip6(s) for s in reversed(segs)) + tlv


def seg6(mode, segs, hmac=None):
    return attr(1, struct.pack('<i', mode) + srh(segs, hmac=hmac))


def rpl(segs):
    n = len(segs)
    h = struct.pack('<BBBBI', 0, n * 2, 3, n, 0)
    return attr(1, h + b''.join(ip6(s) for s in reversed(segs)))


def trace(ns, size, typ):
    return struct.pack('>HBB', ns, 0, size // 4) + be32(typ << 8)


def geneve(cls, typ, data):
    return attr(1, attr(1, be16(cls)) + attr(2, u8(typ)) + attr(3, data))


def cnt(p, b, e):
    return attr(10, attr(2, u64(p)) + attr(3, u64(b)) + attr(4, u64(e)))


def bpfprog(t, name, fd=None):
    p = attr(2, name.encode() + b'\0')
    return attr(t, (attr(1, u32(fd)) if fd is not None else b'') + p)


def mp(*nhs):
    out = b''
    for flags, hops, oif, attrs in nhs:
        out += struct.pack('<HBBi', 8 + len(attrs), flags, hops, oif) + attrs
    return attr(9, out)


def nh(fam, nid, attrs):
    nhm = struct.pack('<BBBBI', fam, 253, 3, 0, 0)
    body = nhm + attr(1, u32(nid)) + attrs + attr(5, u32(OIF))
    return struct.pack('<IHHII', 16 + len(body), 104, 0, 0, 0) + body


IP = lambda *a: b''.join(a)
CASES = {
    'mpls': lambda: r4(1, attr(1, mpls_lbl(100, 200)) + attr(2, u8(5))),
    'mpls-one': lambda: r4(1, attr(1, mpls_lbl(16))),
    'mpls-ttl0': lambda: r4(1, attr(1, mpls_lbl(3, 4, 5)) + attr(2, u8(0))),
    'mpls-empty': lambda: r4(1, b''),
    'ip': lambda: r4(2, attr(1, be64(5)) + attr(2, ip4('10.0.0.5')) +
                     attr(3, ip4('10.0.0.1')) + attr(4, u8(4)) +
                     attr(5, u8(2)) + attr(6, be16(0x0d))),
    'ip-min': lambda: r4(2, attr(2, ip4('10.0.0.5'))),
    'ip-zero': lambda: r4(2, attr(1, be64(0)) + attr(2, ip4('0.0.0.0')) +
                          attr(3, ip4('0.0.0.0')) + attr(4, u8(0)) +
                          attr(5, u8(0)) + attr(6, be16(0))),
    'ip-flags': lambda: r4(2, attr(1, be64(1 << 40)) + attr(6, be16(0x04))),
    'ip-csum': lambda: r4(2, attr(6, be16(0x01))),
    'ip-seq': lambda: r4(2, attr(6, be16(0x08) ) + attr(4, u8(255))),
    'ip-geneve': lambda: r4(2, attr(1, be64(5)) + attr(2, ip4('10.0.0.5')) +
                            attr(8, geneve(1, 2, bytes.fromhex('0a0b0c0d')))),
    'ip-geneve2': lambda: r4(2, attr(8, geneve(0xffff, 0x80, bytes.fromhex(
        '0a0b0c0d01020304')) + geneve(3, 4, bytes.fromhex('ff00ff00')))),
    'ip-geneve-nodata': lambda: r4(2, attr(8, attr(1, attr(1, be16(7)) +
                                                   attr(2, u8(1))))),
    'ip-vxlan': lambda: r4(2, attr(8, attr(2, attr(1, u32(55))))),
    'ip-erspan1': lambda: r4(2, attr(8, attr(3, attr(1, u8(1)) +
                                              attr(2, be32(2))))),
    'ip-erspan2': lambda: r4(2, attr(8, attr(3, attr(1, u8(2)) +
                                              attr(3, u8(1)) +
                                              attr(4, u8(7))))),
    'ip6': lambda: r4(4, attr(1, be64(5)) + attr(2, ip6('2001:db8::5')) +
                      attr(3, ip6('2001:db8::1')) + attr(4, u8(4)) +
                      attr(5, u8(2)) + attr(6, be16(0x0d))),
    'ip6-vxlan': lambda: r4(4, attr(2, ip6('2001:db8::5')) +
                            attr(8, attr(2, attr(1, u32(0x800001))))),
    'ip6-erspan': lambda: r4(4, attr(8, attr(3, attr(1, u8(1)) +
                                              attr(2, be32(9))))),
    'ila': lambda: r6(3, attr(1, u64(0x0001000200030004)) +
                      attr(7, u8(0)) + attr(8, u8(1)) + attr(9, u8(1))),
    'ila-modes': lambda: r6(3, attr(1, u64(0xabcd)) + attr(7, u8(3)) +
                            attr(8, u8(32)) + attr(9, u8(0))),
    'ila-odd': lambda: r6(3, attr(1, u64(1)) + attr(7, u8(9)) +
                          attr(8, u8(9)) + attr(9, u8(9))),
    'bpf': lambda: r4(6, bpfprog(1, 'in_prog', 5) + bpfprog(2, 'out_p') +
                      bpfprog(3, 'xm') + attr(4, u32(16))),
    'bpf-out': lambda: r4(6, bpfprog(2, 'lwt_out')),
    'seg6-encap': lambda: r6(5, seg6(1, ['2001:db8::2', '2001:db8::3'])),
    'seg6-inline-hmac': lambda: r6(5, seg6(0, ['2001:db8::2'], hmac=9)),
    'seg6-l2': lambda: r6(5, seg6(2, ['2001:db8::2', '::1', '::2'])),
    'seg6-red': lambda: r6(5, seg6(3, ['2001:db8::2'])),
    'seg6-l2red': lambda: r6(5, seg6(4, ['2001:db8::2'], hmac=0xffffffff)),
    'seg6-badmode': lambda: r6(5, seg6(9, ['2001:db8::2'])),
    'seg6local-end': lambda: r6(7, attr(1, u32(1))),
    'seg6local-all': lambda: r6(7, attr(1, u32(10)) +
                                attr(2, srh(['2001:db8::7', '::8'])) +
                                attr(3, u32(100)) + attr(4, ip4('10.0.0.2')) +
                                attr(5, ip6('2001:db8::2')) +
                                attr(6, u32(OIF)) + attr(7, u32(OIF)) +
                                attr(9, u32(254)) + cnt(5, 600, 1) +
                                attr(11, attr(1, u32(0x1e)) + attr(2, u8(16)) +
                                     attr(3, u8(8)))),
    'seg6local-b6': lambda: r6(7, attr(1, u32(9)) +
                               attr(2, srh(['2001:db8::7'], hmac=4))),
    'seg6local-bpf': lambda: r6(7, attr(1, u32(15)) +
                                attr(8, attr(1, u32(7)) +
                                     attr(2, b'myprog\0'))),
    'seg6local-cnt': lambda: r6(7, attr(1, u32(1)) + cnt(1 << 40, 2, 3)),
    'seg6local-actions': lambda: b''.join(
        route(10, ip6('2001:db8:%x::' % i), 64,
              encap(7, attr(1, u32(i))) + attr(4, u32(OIF)))
        for i in range(0, 18)),
    'seg6local-flv': lambda: r6(7, attr(1, u32(1)) +
                                attr(11, attr(1, u32(0x02)))),
    'rpl': lambda: r6(8, rpl(['2001:db8::2', '2001:db8::3'])),
    'rpl-one': lambda: r6(8, rpl(['fe80::1'])),
    'ioam6': lambda: r6(9, attr(4, u32(1)) + attr(5, u32(1)) +
                        attr(1, u8(1)) + attr(3, trace(1, 12, 0x800000))),
    'ioam6-encap': lambda: r6(9, attr(4, u32(2)) + attr(5, u32(5)) +
                              attr(1, u8(2)) + attr(2, ip6('2001:db8::9')) +
                              attr(3, trace(65535, 244, 0xff0f))),
    'ioam6-auto': lambda: r6(9, attr(1, u8(3)) + attr(2, ip6('::9')) +
                             attr(3, trace(0, 0, 0x000001))),
    'ioam6-badmode': lambda: r6(9, attr(1, u8(7)) +
                                attr(3, trace(2, 8, 0x400000))),
    'xfrm': lambda: r6(10, attr(1, u32(5)) + attr(2, u32(OIF))),
    'xfrm-noif': lambda: r6(10, attr(1, u32(0xffffffff))),
    'bpf-noname': lambda: r4(6, attr(1, attr(1, u32(5)))),
    'ip-geneve-triples': lambda: r4(2, attr(8, attr(1, attr(1, be16(1)) +
                                                    attr(2, u8(2)) +
                                                    attr(3, b'\1\2\3\4') +
                                                    attr(1, be16(3)) +
                                                    attr(2, u8(4)) +
                                                    attr(3, b'\5\6\7\x08')))),
    'ip-opts-erspan-vxlan': lambda: r4(2, attr(8, attr(3, attr(1, u8(1)) +
                                                       attr(2, be32(2))) +
                                               attr(2, attr(1, u32(9))))),
    'ip-flags-other': lambda: r4(2, attr(6, be16(0xf2))),
    'ioam6-badmode-freq': lambda: r6(9, attr(4, u32(1)) + attr(5, u32(1)) +
                                     attr(1, u8(7)) + attr(2, ip6('::9')) +
                                     attr(3, trace(1, 8, 0x1))),
    'ioam6-inline-dst': lambda: r6(9, attr(4, u32(1)) + attr(5, u32(1)) +
                                   attr(1, u8(1)) + attr(2, ip6('::9')) +
                                   attr(3, trace(1, 8, 0x1))),
    'rpl-left-lt': lambda: r6(8, attr(1, struct.pack('<BBBBI', 0, 4, 3, 1, 0) +
                                      ip6('::1') + ip6('::2'))),
    'seg6-first-lt': lambda: r6(5, attr(1, struct.pack('<i', 1) +
                                        struct.pack('<BBBBBBH', 0, 4, 4, 1, 0,
                                                    0, 0) +
                                        ip6('::1') + ip6('::2'))),
    'seg6-hmac0': lambda: r6(5, seg6(1, ['::1'], hmac=0)),
    'seg6local-flv-unknown': lambda: r6(7, attr(1, u32(1)) +
                                        attr(11, attr(1, u32(0x21)))),
    'seg6local-flv-noop': lambda: r6(7, attr(1, u32(1)) +
                                     attr(11, attr(2, u8(8)))),
    'unknown-type': lambda: r4(42, attr(1, u32(1))),
    'none-type': lambda: r4(0, attr(1, u32(1))),
    'mp4': lambda: route(2, ip4('10.9.0.0'), 24, mp(
        (0, 0, OIF, encap(1, attr(1, mpls_lbl(7, 8))) +
         attr(5, ip4('10.0.0.2'))),
        (0, 1, OIF, attr(5, ip4('10.0.0.3'))),
        (0, 2, OIF, encap(2, attr(2, ip4('10.0.0.9')) +
                          attr(8, attr(2, attr(1, u32(3)))))))),
    'mp6': lambda: route(10, ip6('2001:db8:9::'), 64, mp(
        (0, 0, OIF, encap(5, seg6(1, ['2001:db8::2'])) +
         attr(5, ip6('fe80::2'))),
        (0, 0, OIF, encap(7, attr(1, u32(2)) + attr(5, ip6('::5'))) +
         attr(5, ip6('fe80::3'))))),
    'nh-mpls': lambda: nh(2, 10, attr(6, ip4('10.0.0.2')) +
                          attr(7, attr(1, mpls_lbl(100, 200))) +
                          attr(8, u16(1))),
    'nh-seg6': lambda: nh(10, 11, attr(6, ip6('2001:db8::2')) +
                          attr(7, seg6(1, ['2001:db8::2'])) +
                          attr(8, u16(5))),
    'nh-ip-opts': lambda: nh(2, 12, attr(7, attr(1, be64(3)) +
                                            attr(2, ip4('1.2.3.4')) +
                                            attr(8, geneve(1, 2, b'\1\2\3\4'))) +
                             attr(8, u16(2))),
}
# Broken attributes: must be ignored or cut short, never read past.
for t in range(1, 12):
    CASES['trunc-%d' % t] = (lambda t=t: r6(t, bytes([8, 0, 1, 0, 1])))
    CASES['short-%d' % t] = (lambda t=t: r6(t, attr(1, b'\1') + attr(2, b'') +
                                            attr(3, b'\1\2') +
                                            attr(4, b'') + attr(5, b'') +
                                            attr(6, b'\1') + attr(7, b'') +
                                            attr(8, attr(1, b'\1')) +
                                            attr(9, b'\1') + attr(10, b'\0') +
                                            attr(11, b'\1')))
CASES['seg6-srh-lies'] = lambda: r6(5, attr(1, struct.pack('<i', 1) +
                                        struct.pack('<BBBBBBH', 0, 200, 4,
                                                    0, 50, 0, 0) +
                                        ip6('::1')))
CASES['seg6-srh-hmac-lies'] = lambda: r6(5, attr(1, struct.pack('<i', 1) +
                                             struct.pack('<BBBBBBH', 0, 2, 4,
                                                         0, 0, 8, 0) +
                                             ip6('::1')))
CASES['seg6local-srh-lies'] = lambda: r6(7, attr(1, u32(9)) +
                                         attr(2, struct.pack('<BBBBBBH', 0, 8,
                                                             4, 0, 9, 0, 0)))
CASES['rpl-lies'] = lambda: r6(8, attr(1, struct.pack('<BBBBI', 0, 40, 3, 40,
                                                      0) + ip6('::1')))
CASES['ioam6-short'] = lambda: r6(9, attr(3, b'\1\2\3'))
CASES['mp-trunc'] = lambda: route(2, ip4('10.9.0.0'), 24, mp(
    (0, 0, OIF, bytes([12, 0, 22, 0, 8, 0, 1, 0]) + attr(21, u16(1)))))

if __name__ == '__main__':
    if len(sys.argv) != 2 or (sys.argv[1] not in CASES and
                              sys.argv[1] != 'list'):
        sys.exit('usage: encap_fake.py CASE|list')
    if sys.argv[1] == 'list':
        print('\n'.join(CASES))
    else:
        sys.stdout.buffer.write(CASES[sys.argv[1]]())
