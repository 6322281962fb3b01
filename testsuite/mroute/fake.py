#!/usr/bin/env python3
# fake.py KIND — crafted replies for testsuite/bridge/fake/shim.c: mroute
# dumps (RTM_NEWROUTE of RTNL_FAMILY_IPMR/IP6MR) with what a kernel shows
# only rarely (offloaded entries, no stats, unknown devices, odd
# attributes), and nexthop and nexthop bucket dumps with every flag. Numbers from
# linux/rtnetlink.h and linux/nexthop.h.
import socket
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


u16 = lambda v: struct.pack('<H', v)
u32 = lambda v: struct.pack('<I', v)
u64 = lambda v: struct.pack('<Q', v)
ip4 = socket.inet_aton
ip6 = lambda a: socket.inet_pton(socket.AF_INET6, a)

RTA_DST, RTA_SRC, RTA_IIF, RTA_MULTIPATH = 1, 2, 3, 9
RTA_TABLE, RTA_MFC_STATS, RTA_EXPIRES = 15, 17, 23
RTNH_F_OFFLOAD, RTNH_F_TRAP, RTNH_F_UNRESOLVED = 8, 64, 32


def msg(mtype, body):
    return struct.pack('<IHHII', 16 + len(body), mtype, 0, 0, 0) + body


def mfc(fam, src, grp, iif=None, oifs=(), table=253, flags=0, stats=None,
        expires=None, rtm_table=None, mp=True, extra=b''):
    alen = 16 if fam == 129 else 4
    addr = ip6 if fam == 129 else ip4
    rtm = struct.pack('<BBBBBBBBI', fam, alen * 8, alen * 8, 0,
                      (table if rtm_table is None else rtm_table) & 255,
                      17, 0, 5,
                      flags)
    a = b''
    if rtm_table is None:
        a += attr(RTA_TABLE, u32(table))
    if src:
        a += attr(RTA_SRC, addr(src))
    if grp:
        a += attr(RTA_DST, addr(grp))
    if iif is not None:
        a += attr(RTA_IIF, u32(iif))
    if mp:
        nh = b''.join(struct.pack('<HBBi', 8, 0, ttl, idx)
                      for idx, ttl in oifs)
        a += attr(RTA_MULTIPATH, nh)
    if stats is not None:
        a += attr(RTA_MFC_STATS, struct.pack('<QQQ', *stats))
    if expires is not None:
        a += attr(RTA_EXPIRES, u64(expires))
    return msg(24, rtm + a + extra)


def mroute4(lo, d):
    """lo and d: ifindexes of devices that exist in the namespace"""
    return (mfc(128, '10.0.0.1', '239.1.1.1', d, [(lo, 1), (d, 3)],
                flags=RTNH_F_OFFLOAD, stats=(5, 500, 1), expires=1200) +
            mfc(128, '10.0.0.2', '239.1.1.2', d, [(999, 1)],
                flags=RTNH_F_TRAP | RTNH_F_OFFLOAD, stats=(0, 0, 0)) +
            mfc(128, '10.0.0.3', '239.1.1.3', None, [(lo, 1)],
                expires=100) +
            mfc(128, '10.0.0.4', '239.1.1.4', 998, [(lo, 0), (lo, 255)],
                table=5, stats=(2**64 - 1, 2**63, 7), expires=2**40) +
            mfc(128, '10.0.0.5', '239.1.1.5', d, mp=False,
                flags=RTNH_F_UNRESOLVED, table=254) +
            mfc(128, None, None, lo, [(lo, 1)], rtm_table=100) +
            mfc(128, '10.0.0.7', '239.1.1.7', d, [(lo, 1)],
                flags=RTNH_F_UNRESOLVED, table=99999, expires=5))


def mroute6(lo, d):
    return (mfc(129, '2001:db8::1', 'ff0e::1', d, [(lo, 1), (d, 2)],
                table=254, flags=RTNH_F_OFFLOAD, stats=(1, 2, 3),
                expires=1) +
            mfc(129, '2001:db8:1:2:3:4:5:6', 'ff0e:1:2:3:4:5:6:7', d,
                [(d, 1)], table=253, stats=(0, 0, 0), expires=0))


def buckets():
    out = b''
    for i, flags in enumerate([0, 1, 2, 4, 8, 16, 32, 64, 128, 255]):
        nhm = struct.pack('<BBBBI', 0, 0, 0, 0, flags)
        b = (attr(1, u16(i)) + attr(2, u64(i * 1234 + 100)) +
             attr(3, u32(7)))
        out += msg(116, nhm + attr(1, u32(12)) + attr(13, b, True))
    # no bucket at all, and a bucket without its index
    nhm = struct.pack('<BBBBI', 0, 0, 0, 0, 0)
    out += msg(116, nhm + attr(1, u32(13)))
    out += msg(116, nhm + attr(1, u32(14)) +
               attr(13, attr(3, u32(2)) + attr(2, u64(10)), True))
    return out


def nexthops(lo):
    """nexthops with each flag, and all of them (the flags' printer is
    shared with the buckets')"""
    out = b''
    for i, flags in enumerate([255, 1, 2, 4, 8, 16, 32, 64, 128]):
        nhm = struct.pack('<BBBBI', 2, 0, 0, 0, flags)
        out += msg(104, nhm + attr(1, u32(i + 1)) + attr(5, u32(lo)))
    return out


def main():
    kind = sys.argv[1]
    if kind == 'mroute4':
        data = mroute4(int(sys.argv[2]), int(sys.argv[3]))
    elif kind == 'mroute6':
        data = mroute6(int(sys.argv[2]), int(sys.argv[3]))
    elif kind == 'nexthops':
        data = nexthops(int(sys.argv[2]))
    elif kind == 'buckets':
        data = buckets()
    else:
        sys.exit('fake.py: unknown kind ' + kind)
    sys.stdout.buffer.write(data)


main()
