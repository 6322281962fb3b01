#!/usr/bin/env python3
# vf_fake.py CASE — RTM_NEWLINK messages of SR-IOV physical functions
# with IFLA_NUM_VF and IFLA_VFINFO_LIST (this machine has no SR-IOV
# device), for testsuite/bridge/fake/shim.c to answer link dumps with.
# Attribute numbers and layouts from linux/if_link.h.
import struct
import sys


def attr(t, payload, nested=False):
    # the kernel nests these without NLA_F_NESTED (nla_nest_start_noflag)
    nested = False
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


u8 = lambda v: struct.pack('<B', v)
u32 = lambda v: struct.pack('<I', v)
u64 = lambda v: struct.pack('<Q', v)
ETH = 1
IB = 32


def pf(idx, name, vfs, hwtype=ETH, num=None, addr=None, st64=False):
    if addr is None:
        addr = bytes([2, 0, 0, 0, 0, idx]) if hwtype == ETH else \
            bytes(range(20))
    ifi = struct.pack('<BxHiII', 0, hwtype, idx, 0x11043, 0)
    a = (attr(3, name.encode() + b'\0') + attr(13, u32(1000)) +
         attr(4, u32(1500)) + attr(16, u8(6)) + attr(17, u8(0)) +
         attr(1, addr) + attr(2, b'\xff' * len(addr)) +
         attr(21, u32(len(vfs) if num is None else num)))
    if st64:
        # IFLA_STATS64: struct rtnl_link_stats64, counters 1, 2, 3, ...
        a += attr(23, b''.join(u64(i + 1) for i in range(24)))
    if vfs is not None:
        a += attr(22, b''.join(attr(1, v, True) for v in vfs), True)
    body = ifi + a
    return struct.pack('<IHHII', 16 + len(body), 16, 0, 0, 0) + body


def mac(vf, m, pad=32):
    return attr(1, u32(vf) + m.ljust(pad, b'\0'))


def vlan(vf, v, qos):
    return attr(2, struct.pack('<III', vf, v, qos))


def vlan_list(vf, entries):
    return attr(12, b''.join(attr(1, struct.pack('<III', vf, v, q) +
                                  struct.pack('>H', p) + b'\0\0')
                             for v, q, p in entries), True)


def stats(rxp, txp, rxb, txb, bc, mc, rxd=None, txd=None):
    s = (attr(0, u64(rxp)) + attr(1, u64(txp)) + attr(2, u64(rxb)) +
         attr(3, u64(txb)) + attr(4, u64(bc)) + attr(5, u64(mc)))
    if rxd is not None:
        s += attr(7, u64(rxd)) + attr(8, u64(txd))
    return attr(8, s, True)


def pair(t, vf, v):
    return attr(t, struct.pack('<II', vf, v))


def full(vf, m, **kw):
    a = mac(vf, m) + vlan(vf, kw.get('vlan', 0), kw.get('qos', 0))
    if 'vlist' in kw:
        a += vlan_list(vf, kw['vlist'])
    a += pair(3, vf, kw.get('tx', 0))
    a += attr(6, struct.pack('<III', vf, kw.get('min', 0), kw.get('max', 0)))
    if 'spoof' in kw:
        a += pair(4, vf, kw['spoof'])
    if 'ls' in kw:
        a += pair(5, vf, kw['ls'])
    if 'rss' in kw:
        a += pair(7, vf, kw['rss'])
    if 'trust' in kw:
        a += pair(9, vf, kw['trust'])
    if 'bcast' in kw:
        a += attr(13, kw['bcast'].ljust(32, b'\0'))
    if 'stats' in kw:
        a += stats(*kw['stats'])
    return a


M0 = bytes([0x52, 0x54, 0, 0x12, 0x34, 0x56])
M1 = bytes([0, 0, 0, 0, 0, 0])
U32MAX = 0xffffffff

CASES = {
    # two VFs, everything the reference prints for an Ethernet PF
    'eth': lambda: pf(2, 'pf0', st64=True, vfs=[
        full(0, M0, vlan=100, qos=3, tx=0, min=10, max=1000, spoof=1, ls=0,
             rss=0, trust=1, bcast=b'\xff' * 6,
             stats=(1, 2, 300, 400, 5, 6, 7, 8)),
        full(1, M1, spoof=0, ls=1, rss=1, trust=0,
             stats=(0, 0, 0, 0, 0, 0)),
        full(2, M0, ls=2, tx=55, spoof=U32MAX, rss=U32MAX, trust=U32MAX,
             stats=(2**64 - 1, 10**12, 10**15, 3, 4, 5)),
    ]),
    # QinQ: the vlan list with its protocols
    'qinq': lambda: pf(3, 'pf1', [
        full(0, M0, vlist=[(10, 1, 0x8100)], spoof=1, ls=0),
        full(1, M0, vlist=[(20, 0, 0x88a8)], spoof=1, ls=0),
        full(2, M0, vlist=[(30, 2, 0x1234)], spoof=1, ls=0),
        full(3, M0, vlan=5, vlist=[(0, 0, 0x8100)], spoof=1, ls=0),
    ]),
    # a PF with VFs but no list, an empty list, and a bare VF
    'sparse': lambda: (pf(4, 'pf2', None, num=8) + pf(5, 'pf3', []) +
                       pf(6, 'pf4', [mac(0, M0)]) +
                       pf(7, 'pf5', [mac(0, M0) + vlan(0, 0, 0)])),
    # InfiniBand: 20-byte addresses and the GUIDs
    'ib': lambda: pf(8, 'ib0', [
        full(0, bytes(range(20)), spoof=1, ls=0) +
        attr(10, struct.pack('<IIQ', 0, 0, 0x0102030405060708)) +
        attr(11, struct.pack('<IIQ', 0, 0, 0x1112131415161718)),
        full(1, bytes(20), ls=1),
    ], hwtype=IB),
    # the corners: zero broadcast, tx rate beside max/min, two vlan
    # list entries, unknown link state, GUIDs on Ethernet, other types
    'corners': lambda: (pf(10, 'pfa', [
        full(0, M0, bcast=bytes(6), tx=100, min=5, max=100, spoof=1,
             ls=3, trust=0, rss=0),
        full(1, M0, vlist=[(7, 1, 0x88a8), (8, 2, 0x8100)], vlan=9,
             qos=4, ls=U32MAX) +
        attr(10, struct.pack('<IIQ', 1, 0, 0xfedcba9876543210)),
        full(2, M0, vlan=4095, qos=7, max=U32MAX, min=U32MAX,
             tx=U32MAX, ls=0, spoof=0, rss=1, trust=1),
    ]) + pf(11, 'lo9', [full(0, M0, ls=0)], hwtype=772,
            addr=bytes(6)) +
        pf(12, 'ipip9', [full(0, M0, ls=0)], hwtype=768,
           addr=bytes(4)) +
        pf(13, 'odd9', [full(0, M0, ls=0)], hwtype=0xfffe) +
        pf(14, 'tr9', [full(0, M0, ls=0, bcast=b'\xff' * 32)], hwtype=6) +
        pf(15, 'ee9', [full(12, M0, ls=0)], hwtype=2)),
    # what a broken driver or kernel might send: short and odd payloads
    'odd': lambda: pf(9, 'pf9', [
        attr(1, u32(0)),
        mac(1, M0) + attr(2, u32(1)) + attr(3, b'') + attr(4, u32(1)),
        mac(2, M0) + attr(8, b'\0\0\0', True) + attr(5, u32(2)),
        mac(3, M0) + attr(12, attr(1, b'\0' * 4), True),
        attr(99, b'junk'),
    ]),
}

if len(sys.argv) != 2 or sys.argv[1] not in CASES:
    sys.exit('usage: vf_fake.py {%s}' % '|'.join(sorted(CASES)))
sys.stdout.buffer.write(CASES[sys.argv[1]]())
