#!/usr/bin/env python3
# gen.py KIND — write netlink messages of KIND to stdout for shim.c.
# Interface indexes follow setup_vxlan in lib.sh: br0 2, v1 4, v2 6, vx1 8.
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


def msg(t, body):
    return struct.pack('<IHHII', 16 + len(body), t, 0, 0, 0) + body


u8 = lambda v: struct.pack('<B', v)
u16 = lambda v: struct.pack('<H', v)
u32 = lambda v: struct.pack('<I', v)
u64 = lambda v: struct.pack('<Q', v)


# RTM_NEWLINK of family AF_BRIDGE with an IFLA_AF_SPEC
def link(idx, name, spec):
    ifi = struct.pack('<BxHiII', 7, 1, idx, 0x11043, 0)
    a = attr(3, name.encode() + b'\0') + attr(4, u32(1500)) + attr(10, u32(2))
    return msg(16, ifi + a + attr(26, spec))


def vinfo(flags, vid):
    return attr(2, struct.pack('<HH', flags, vid))


def tunnel(tid, vid, flags=0):
    return attr(3, attr(1, u32(tid)) + attr(2, u16(vid)) + attr(3, u16(flags)))


def vlans():
    return (link(2, 'br0', vinfo(6, 1) + vinfo(0, 10)) +
            link(4, 'v1', vinfo(6, 1) + vinfo(0, 10) + vinfo(0, 11) +
                 vinfo(8 | 4, 100) + vinfo(16 | 4, 110) + vinfo(4, 20)) +
            link(6, 'v2', vinfo(2, 5)) + link(8, 'vx1', b''))


def tunnels():
    return (link(4, 'v1', tunnel(1000, 10) + tunnel(1001, 11)) +
            link(6, 'v2', tunnel(3000, 30, 8) + tunnel(3005, 35, 16)))


def hwmode():
    return (link(4, 'v1', attr(1, u16(1)) + attr(0, u16(2))) +
            link(6, 'v2', attr(1, u16(0))) + link(8, 'vx1', attr(1, u16(7))))


# port options of every kind, an unknown state, an old kernel's bare state
def protinfo():
    def port(idx, name, pi, extra=b'', flags=0x11043):
        ifi = struct.pack('<BxHiII', 7, 1, idx, flags, 0)
        a = (attr(3, name.encode() + b'\0') + attr(4, u32(1500)) +
             attr(10, u32(2)) + extra)
        return msg(16, ifi + a + attr(12, pi, len(pi) > 1))
    on = lambda t: attr(t, u8(1))
    off = lambda t: attr(t, u8(0))
    pi = (attr(1, u8(3)) + attr(2, u16(32)) + attr(3, u32(100)) + on(4) +
          off(5) + on(6) + off(7) + on(8) + on(9) + on(10) + on(11) +
          on(12) + attr(25, u8(2)) + on(27) + off(28) + on(29) + on(30) +
          attr(31, u16(0x4000)) + on(32) + off(33) + attr(34, u32(6)) +
          attr(37, u32(512)) + attr(38, u32(3)) + on(39) + on(40))
    return (port(4, 'v1', pi) +
            port(6, 'v2', attr(1, u8(7)) + attr(2, u16(1)) + attr(3, u32(5)),
                 extra=attr(5, u32(99))) +
            port(8, 'vx1', attr(1, u8(2)), flags=0x1003) +
            port(7, 'vx0', u8(4), flags=0x1003))


# RTM_NEWSTATS with bridge vlan counters
def xstats(vid, flags, c):
    return attr(1, struct.pack('<QQQQHHI', c[0], c[1], c[2], c[3], vid,
                               flags, 0))


def stats():
    hdr = lambda i: struct.pack('<BBHII', 7, 0, 0, i, 0)
    return (msg(92, hdr(2) + attr(2, attr(1, xstats(1, 6, (1000, 10, 2000, 20)) +
                                          xstats(10, 0, (5, 1, 0, 0))))) +
            msg(92, hdr(4) + attr(3, attr(1, xstats(1, 6, (300, 3, 400, 4))))))


# RTM_NEWVLAN: the vlan database and its global options
def ventry(vid, flags=0, end=0, state=None, mr=None, st=None):
    a = attr(1, struct.pack('<HH', flags, vid))
    if end:
        a += attr(2, u16(end))
    if state is not None:
        a += attr(3, u8(state))
    if st:
        a += attr(5, b''.join(attr(i + 1, u64(v)) for i, v in enumerate(st)),
                  True)
    if mr is not None:
        a += attr(6, u8(mr))
    return attr(1, a, True)


def gentry(vid, end=0, snoop=1):
    a = attr(1, u16(vid)) + (attr(2, u16(end)) if end else b'')
    a += attr(3, u8(snoop)) + attr(4, u8(2)) + attr(5, u8(1))
    a += attr(6, u32(2)) + attr(7, u32(2)) + attr(8, u64(100))
    a += attr(10, u64(26000)) + attr(11, u64(25500)) + attr(12, u64(12500))
    a += attr(13, u64(1000)) + attr(14, u64(3125)) + attr(15, u8(0))
    return attr(2, a, True)


vmsg = lambda i, e: msg(112, struct.pack('<BBHI', 7, 0, 0, i) + b''.join(e))


def vlandb():
    return (vmsg(2, [ventry(1, 6, state=3), ventry(10, 0, 20, state=3)]) +
            vmsg(4, [ventry(1, 6, state=3, mr=1), ventry(30, 4, state=4),
                     ventry(40, 0, state=3, st=(1, 2, 3, 4))]))


def vglobal():
    return vmsg(2, [gentry(1), gentry(10, 20, snoop=0)])


# RTM_NEWNEIGH / RTM_DELNEIGH of family AF_BRIDGE
def nd(idx, state, flags, attrs, t=28):
    return msg(t, struct.pack('<BBHiHBB', 7, 0, 0, idx, state, flags, 0) +
               attrs)


def fdb():
    mac = lambda n: attr(2, bytes([2, 0, 0, 0, 0x77, n]))
    ci = attr(3, struct.pack('<IIII', 0, 500, 1000, 1))
    return (nd(4, 0x40, 0x04 | 0x40 | 0x20 | 0x10,
               mac(1) + attr(5, u16(5)) + attr(9, u32(2)) + ci) +
            nd(8, 0x04, 0x02 | 0x80,
               mac(2) + attr(1, bytes([10, 0, 0, 1])) + attr(5, u16(7)) +
               attr(6, struct.pack('>H', 4789)) + attr(7, u32(9)) +
               attr(11, u32(3)) + attr(8, u32(6)) + attr(13, u32(5)) + ci) +
            nd(4, 0x01, 0x04, mac(3) + ci) +
            nd(4, 0x20, 0x04 | 0x40, mac(4)) +
            nd(4, 0x80, 0x01 | 0x08, mac(5)) +
            nd(8, 0x02, 0x02, mac(6) +
               attr(1, bytes([0xfe, 0x80] + [0] * 13 + [1]))) +
            nd(4, 0x00, 0x00, mac(7), t=29) +
            nd(4, 0x10, 0x00, mac(8)))


# RTM_GETMDB answers: entries with details, and router ports
def mdb():
    def entry(port, state, flags, vid, grp, extra):
        e = (struct.pack('<IBBH', port, state, flags, vid) + grp +
             b'\0' * 12 + struct.pack('>H', 0x0800) + b'\0\0')
        return attr(1, attr(1, e + extra))
    ip = lambda *b: bytes(b)
    src = lambda a, t: attr(1, attr(1, a) + attr(2, u32(t)), True)
    m = (entry(4, 0, 3, 0, ip(239, 1, 1, 1), attr(1, u32(12345)) +
               attr(5, u8(4))) +
         entry(4, 1, 12, 3, ip(239, 1, 1, 2), attr(4, ip(10, 0, 0, 1)) +
               attr(1, u32(0)) + attr(5, u8(2))) +
         entry(6, 0, 0, 0, ip(239, 1, 1, 3), attr(1, u32(500)) +
               attr(3, u8(1)) + attr(2, src(ip(10, 0, 0, 2), 300) +
                                     src(ip(10, 0, 0, 3), 0), True) +
               attr(5, u8(3))) +
         entry(6, 0, 0, 0, ip(239, 1, 1, 4), attr(3, u8(0)) +
               attr(2, b'', True)))
    rp = lambda i, t, k: attr(1, u32(i) + attr(1, u32(t)) + attr(2, u8(k)))
    bpm = struct.pack('<BxxxI', 7, 2)
    return (msg(86, bpm + attr(1, m)) +
            msg(86, bpm + attr(2, rp(4, 2500, 1) + rp(6, 0, 2) +
                                rp(8, 100, 3) + rp(4, 0, 0))))


# an rtmon file: a time stamp record, then vlan and fdb events
def events():
    ts = struct.pack('<IHHII', 24, 15, 0, 0, 0) + struct.pack('<II',
                                                               1700000000, 5)
    dv = msg(113, struct.pack('<BBHI', 7, 0, 0, 4) +
             ventry(10, 0, 20, state=4))
    return ts + vlandb() + dv + vglobal() + fdb() + hwmode()


KINDS = {'vlans': vlans, 'protinfo': protinfo, 'tunnels': tunnels, 'hwmode': hwmode,
         'stats': stats, 'vlandb': vlandb, 'global': vglobal, 'fdb': fdb,
         'mdb': mdb, 'events': events}

if len(sys.argv) != 2 or sys.argv[1] not in KINDS:
    sys.exit('usage: gen.py {%s}' % '|'.join(sorted(KINDS)))
sys.stdout.buffer.write(KINDS[sys.argv[1]]())
