#!/usr/bin/env python3
# kinds_fake.py KIND — RTM_NEWLINK messages describing a device of KIND
# (one this kernel cannot create), for testsuite/bridge/fake/shim.c to
# answer link dumps with. Attribute numbers from linux/if_link.h.
import socket
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


u8 = lambda v: struct.pack('<B', v)
u16 = lambda v: struct.pack('<H', v)
be16 = lambda v: struct.pack('>H', v)
u32 = lambda v: struct.pack('<I', v)
be32 = lambda v: struct.pack('>I', v)
ip4 = socket.inet_aton
ip6 = lambda a: socket.inet_pton(socket.AF_INET6, a)
MAC = bytes([2, 0, 0, 0, 0, 0x10])
BCAST = b'\xff' * 6


def link(idx, name, hwtype, kind, data, addr=MAC, brd=BCAST, extra=b'',
         info_nested=True):
    # IFF_UP|BROADCAST|RUNNING|MULTICAST|LOWER_UP
    ifi = struct.pack('<BxHiII', 0, hwtype, idx, 0x11043, 0)
    info = b''
    if kind is not None:
        info = attr(1, kind.encode() + b'\0')
    if data is not None:
        info += attr(2, data, True)
    # the kernel sends IFLA_LINKINFO without NLA_F_NESTED (the
    # reference's `ip vrf show` ignores one that has it)
    a = (attr(3, name.encode() + b'\0') + attr(13, u32(1000)) +
         attr(4, u32(1400)) + attr(27, u32(0)) + attr(16, u8(6)) +
         attr(17, u8(0)) + (attr(1, addr) if addr is not None else b'') +
         (attr(2, brd) if brd is not None else b'') + extra +
         (attr(18, info, info_nested) if kind is not None else b''))
    body = ifi + a
    return struct.pack('<IHHII', 16 + len(body), 16, 0, 0, 0) + body


def ip6tnl(idx, ttl, elim, flowinfo, flags):
    return link(idx, 'ip6t%d' % idx, 769, 'ip6tnl',
                attr(2, ip6('2001:db8::1')) + attr(3, ip6('2001:db8::2')) +
                attr(4, u8(ttl)) + attr(6, u8(elim)) +
                attr(7, be32(flowinfo)) + attr(8, u32(flags)) +
                attr(9, u8(41)),
                addr=ip6('2001:db8::1'), brd=ip6('2001:db8::2'))


def vrf(idx, name, data, kind='vrf'):
    return link(idx, name, 1, kind, data, info_nested=False)


def vrfs():
    # VRFs with and without a table, and links that are not VRFs; what
    # ip vrf pids and exec are tested with: nltvrf0, and nltlo (the
    # index of lo, so that its program binds sockets to lo)
    return (link(1, 'lo', 772, None, None, addr=bytes(6), brd=bytes(6)) +
            vrf(2, 'vrf0', attr(1, u32(10))) +
            vrf(3, 'blue', attr(1, u32(4294967295))) +
            vrf(4, 'abcdefghijklmno', attr(1, u32(0))) +
            vrf(5, 'notable', b'') +
            vrf(6, 'nodata', None) +
            link(7, 'veth0', 1, 'veth', None, info_nested=False) +
            vrf(8, 'vrfx', attr(1, u32(7)), kind='vrfx') +
            vrf(9, 'red', attr(1, u32(255))) +
            vrf(10, 'nltvrf0', attr(1, u32(1000))) +
            vrf(1, 'nltlo', attr(1, u32(100))))


def lower():
    return link(2, 'low0', 1, 'veth', None)


KINDS = {
    'vlan': lambda: lower() + link(
        3, 'low0.10', 1, 'vlan',
        attr(5, be16(0x8100)) + attr(1, u16(10)) +
        attr(2, struct.pack('<II', 0x5, 0xffffffff)),
        extra=attr(5, u32(2))),
    'vlan-qinq': lambda: lower() + link(
        3, 'svlan', 1, 'vlan',
        attr(5, be16(0x88a8)) + attr(1, u16(4094)) +
        attr(2, struct.pack('<II', 0x0, 0xffffffff)),
        extra=attr(5, u32(2))),
    'dummy': lambda: link(2, 'dum0', 1, 'dummy', None),
    'bond': lambda: link(2, 'bond0', 1, 'bond',
                         attr(1, u8(1)) + attr(3, u32(100)) +
                         attr(4, u32(200)) + attr(5, u32(200)) +
                         attr(6, u8(0)) + attr(7, u32(0))),
    'gre': lambda: link(
        2, 'gre1', 778, 'gre',
        attr(6, ip4('192.0.2.1')) + attr(7, ip4('198.51.100.2')) +
        attr(8, u8(64)) + attr(9, u8(0)) + attr(10, u8(1)) +
        attr(2, be16(0x2000)) + attr(3, be16(0x2000)) +
        attr(4, be32(42)) + attr(5, be32(43)),
        addr=ip4('192.0.2.1'), brd=ip4('198.51.100.2')),
    'gre-nopmtu': lambda: link(
        2, 'gre2', 778, 'gre',
        attr(6, ip4('192.0.2.1')) + attr(7, ip4('0.0.0.0')) +
        attr(8, u8(0)) + attr(9, u8(1)) + attr(10, u8(0)),
        addr=ip4('192.0.2.1'), brd=ip4('0.0.0.0')),
    'ipip': lambda: link(
        2, 'ipip1', 768, 'ipip',
        attr(2, ip4('192.0.2.1')) + attr(3, ip4('198.51.100.2')) +
        attr(4, u8(64)) + attr(5, u8(0)) + attr(10, u8(1)) +
        attr(9, u8(4)),
        addr=ip4('192.0.2.1'), brd=ip4('198.51.100.2')),
    'sit': lambda: link(
        2, 'sit1', 776, 'sit',
        attr(2, ip4('192.0.2.1')) + attr(3, ip4('0.0.0.0')) +
        attr(4, u8(0)) + attr(5, u8(0)) + attr(10, u8(0)) +
        attr(9, u8(41)) + attr(8, u16(0)),
        addr=ip4('192.0.2.1'), brd=ip4('0.0.0.0')),
    'geneve': lambda: link(
        2, 'gnv0', 1, 'geneve',
        attr(1, u32(5)) + attr(2, ip4('198.51.100.2')) +
        attr(3, u8(10)) + attr(4, u8(0)) + attr(5, be16(6081))),
    'ipvlan': lambda: lower() + link(
        3, 'ipvl0', 1, 'ipvlan', attr(1, u16(1)) + attr(2, u16(0)),
        extra=attr(5, u32(2))),
    'ipvlan-private': lambda: lower() + link(
        3, 'ipvl1', 1, 'ipvlan', attr(1, u16(0)) + attr(2, u16(1)),
        extra=attr(5, u32(2))),
    'ipvlan-vepa': lambda: lower() + link(
        3, 'ipvl2', 1, 'ipvlan', attr(1, u16(2)) + attr(2, u16(2)),
        extra=attr(5, u32(2))),
    'gre-tos': lambda: link(
        2, 'gre3', 778, 'gre',
        attr(6, ip4('0.0.0.0')) + attr(7, ip4('198.51.100.2')) +
        attr(8, u8(0)) + attr(9, u8(0x10)) + attr(10, u8(1)),
        addr=ip4('0.0.0.0'), brd=ip4('198.51.100.2')),
    'ip6tnl': lambda: ip6tnl(2, 64, 4, 0, 0),
    # hoplimit inherit, flowinfo bits; then the ignore-encap-limit,
    # original tclass/flowlabel and dscp-copy flags; then fwmark inherit
    'ip6tnl-flags': lambda: (ip6tnl(2, 0, 0, 0x01234567, 0) +
                             ip6tnl(3, 64, 4, 0x01234567, 0x17) +
                             ip6tnl(4, 255, 4, 0x00012345, 0x20)),
    'gretap': lambda: link(
        2, 'gtap0', 1, 'gretap',
        attr(6, ip4('192.0.2.1')) + attr(7, ip4('198.51.100.2')) +
        attr(8, u8(0)) + attr(10, u8(1))),
    'vrf': lambda: link(2, 'vrf0', 1, 'vrf', attr(1, u32(10))),
    # MPLS with a source port floor and multiproto; IPv4 without; an
    # ethertype without a name
    'bareudp': lambda: (
        link(2, 'bu0', 65534, 'bareudp',
             attr(1, be16(6635)) + attr(2, be16(0x8847)) +
             attr(3, u16(49153)) + attr(4, b''),
             addr=None, brd=None) +
        link(3, 'bu1', 65534, 'bareudp',
             attr(1, be16(6636)) + attr(2, be16(0x0800)),
             addr=None, brd=None) +
        link(4, 'bu2', 65534, 'bareudp',
             attr(1, be16(1)) + attr(2, be16(0x1234)) + attr(3, u16(0)),
             addr=None, brd=None)),
    # on lo with an id; external; an id of 0 and the link alone
    'xfrm': lambda: (
        link(2, 'xfrm0', 65534, 'xfrm', attr(1, u32(1)) + attr(2, u32(15)),
             addr=None, brd=None, extra=attr(5, u32(1))) +
        link(3, 'xfrm1', 65534, 'xfrm', attr(3, b''),
             addr=None, brd=None) +
        link(4, 'xfrm2', 65534, 'xfrm',
             attr(1, u32(1)) + attr(2, u32(0xffffffff)),
             addr=None, brd=None) +
        link(5, 'xfrm3', 65534, 'xfrm', attr(1, u32(1)) + attr(2, u32(0)),
             addr=None, brd=None)),
    # no details of their own: the link type line and the kind
    'vcan': lambda: link(2, 'vcan0', 280, 'vcan', None, addr=None,
                         brd=None),
    'vxcan': lambda: (link(2, 'vxc0', 280, 'vxcan', None, addr=None,
                           brd=None, extra=attr(5, u32(3))) +
                      link(3, 'vxc1', 280, 'vxcan', None, addr=None,
                           brd=None, extra=attr(5, u32(2)))),
    'nlmon': lambda: link(2, 'nlmon0', 824, 'nlmon', None, addr=None,
                          brd=None),
    # endpoints, keys, fwmark and a device; nothing but zeros; IPv6
    'vti': lambda: (
        link(2, 'vti1', 768, 'vti',
             attr(1, u32(1)) + attr(2, be32(5)) + attr(3, be32(0x01020304)) +
             attr(4, ip4('192.0.2.1')) + attr(5, ip4('198.51.100.2')) +
             attr(6, u32(7)),
             addr=ip4('192.0.2.1'), brd=ip4('198.51.100.2')) +
        link(3, 'vti2', 768, 'vti',
             attr(2, be32(0)) + attr(3, be32(0)) + attr(4, ip4('0.0.0.0')) +
             attr(5, ip4('0.0.0.0')) + attr(6, u32(0)) + attr(1, u32(0)),
             addr=ip4('0.0.0.0'), brd=ip4('0.0.0.0'))),
    'vti6': lambda: link(
        2, 'vti61', 769, 'vti6',
        attr(2, be32(0xffffffff)) + attr(3, be32(1)) +
        attr(4, ip6('2001:db8::1')) + attr(5, ip6('2001:db8::2')) +
        attr(6, u32(0xffffffff)),
        addr=ip6('2001:db8::1'), brd=ip6('2001:db8::2')),
    # no endpoints at all (they print as any); a FOU source port of 0
    # (auto) and a destination port of 0 (0)
    'gre-bare': lambda: (
        link(2, 'gre4', 778, 'gre',
             attr(14, u16(1)) + attr(15, u16(3)) + attr(16, be16(0)) +
             attr(17, be16(7)), addr=ip4('0.0.0.0'), brd=ip4('0.0.0.0')) +
        link(3, 'gre5', 778, 'gre',
             attr(14, u16(2)) + attr(15, u16(0)) + attr(16, be16(9)) +
             attr(17, be16(0)), addr=ip4('0.0.0.0'), brd=ip4('0.0.0.0'))),
    # ERSPAN versions 1 (an index), 2 (direction, hardware id) and 0
    'erspan': lambda: b''.join(link(
        i, 'ers%d' % i, 1, 'erspan',
        attr(6, ip4('192.0.2.1')) + attr(7, ip4('198.51.100.2')) +
        attr(8, u8(0)) + attr(9, u8(0)) + attr(10, u8(1)) +
        attr(2, be16(0x2000)) + attr(3, be16(0x2000)) +
        attr(4, be32(7)) + attr(5, be32(7)) + attr(20, u32(0)) + e)
        for i, e in ((2, attr(22, u8(1)) + attr(21, u32(123))),
                     (3, attr(22, u8(2)) + attr(23, u8(1)) +
                      attr(24, u16(0x3f))),
                     (4, attr(22, u8(2)) + attr(23, u8(0)) +
                      attr(24, u16(0))),
                     (5, attr(22, u8(0))),
                     (6, attr(22, u8(1))),
                     # what each version does not use
                     (7, attr(22, u8(2)) + attr(21, u32(9)) +
                      attr(23, u8(0)) + attr(24, u16(1))),
                     (8, attr(22, u8(1)) + attr(23, u8(1)) +
                      attr(24, u16(2))),
                     (9, attr(21, u32(5)) + attr(23, u8(1))))),
    # keys, flags, limits, flow info; every inherit flag; ERSPAN v2
    'ip6gre': lambda: (
        link(2, 'g6a', 823, 'ip6gre',
             attr(4, be32(5)) + attr(5, be32(0x01020304)) +
             attr(2, be16(0xb000)) + attr(3, be16(0x3000)) +
             attr(6, ip6('2001:db8::1')) + attr(7, ip6('2001:db8::2')) +
             attr(1, u32(1)) + attr(8, u8(64)) + attr(11, u8(4)) +
             attr(12, be32(0x01012345)) + attr(13, u32(0x40)) +
             attr(20, u32(7)) + attr(22, u8(1)) + attr(14, u16(0)) +
             attr(15, u16(2)) + attr(16, be16(0)) + attr(17, be16(0)),
             addr=ip6('2001:db8::1'), brd=ip6('2001:db8::2')) +
        link(3, 'g6b', 823, 'ip6gre',
             attr(4, be32(0)) + attr(5, be32(0)) + attr(2, be16(0)) +
             attr(3, be16(0)) + attr(8, u8(0)) + attr(11, u8(4)) +
             attr(12, be32(0)) + attr(13, u32(0x37)) + attr(20, u32(0)) +
             attr(22, u8(1)) + attr(14, u16(1)) + attr(15, u16(3)) +
             attr(16, be16(5555)) + attr(17, be16(0)),
             addr=ip6('::'), brd=ip6('::')) +
        link(4, 'g6c', 823, 'ip6gre', attr(18, b''),
             addr=ip6('::'), brd=ip6('::'))),
    'ip6erspan': lambda: link(
        2, 'e6a', 1, 'ip6erspan',
        attr(4, be32(0)) + attr(5, be32(0)) + attr(2, be16(0)) +
        attr(3, be16(0)) + attr(7, ip6('2001:db8::2')) + attr(8, u8(255)) +
        attr(11, u8(0)) + attr(12, be32(0x0ff00001)) + attr(13, u32(0)) +
        attr(20, u32(0xffffffff)) + attr(22, u8(2)) + attr(23, u8(1)) +
        attr(24, u16(3))),
    # a classic CAN controller: state, modes, timing and its limits,
    # clock, error counters, restart; then a bare one (no data)
    'can': lambda: (
        link(2, 'can0', 280, 'can',
             attr(5, struct.pack('<II', 0x1ff, 0x15)) +
             attr(4, u32(1)) + attr(6, u32(100)) +
             attr(1, struct.pack('<8I', 500000, 875, 125, 6, 7, 2, 1, 4)) +
             attr(2, b'mcp251x\0'.ljust(16, b'\0') +
                  struct.pack('<8I', 3, 16, 2, 8, 4, 1, 64, 1)) +
             attr(3, u32(8000000)) + attr(8, struct.pack('<HH', 5, 7)),
             addr=None, brd=None) +
        link(3, 'can1', 280, 'can', None, addr=None, brd=None) +
        # modes masked but none set: nothing is printed for them
        link(11, 'can9', 280, 'can',
             attr(5, struct.pack('<II', 0x1ff, 0)) + attr(6, u32(0)),
             addr=None, brd=None) +
        # every mode flag, and each state
        b''.join(link(4 + st, 'can%d' % (2 + st), 280, 'can',
                      attr(5, struct.pack('<II', 0x7ff, 0x7ff >> st)) +
                      attr(4, u32(st)), addr=None, brd=None)
                 for st in range(7))),
    # CAN FD: data timing with TDC, its limits, termination; the
    # controller's statistics in IFLA_INFO_XSTATS (-s)
    'canfd': lambda: link(
        2, 'canfd0', 280, None, None, addr=None, brd=None,
        extra=attr(18, attr(1, b'can\0') + attr(2, (
            attr(9, struct.pack('<8I', 2000000, 750, 25, 3, 4, 2, 1, 1)) +
            attr(10, b'm_can\0'.ljust(16, b'\0') +
                 struct.pack('<8I', 1, 32, 1, 16, 16, 1, 32, 1)) +
            attr(11, u16(120)) + attr(12, u16(0) + u16(120)) +
            attr(16, b''.join(attr(t, u32(v)) for t, v in (
                (1, 1), (2, 127), (3, 0), (4, 127), (5, 0), (6, 127),
                (7, 5), (8, 6), (9, 7))), True)), True) +
            attr(3, struct.pack('<6I', 1, 2, 3, 4, 5, 6)))),
    # devices of many kinds that send no IFLA_INFO_DATA: the reference
    # still prints an empty info_data for the kinds it has a printer for
    'nodata': lambda: b''.join(
        link(i + 2, 'n%d' % i, 1, k, None) for i, k in enumerate(
            ['vxlan', 'bridge', 'bond', 'geneve', 'gre', 'ip6tnl',
             'macvlan', 'vlan', 'bareudp', 'xfrm', 'vti', 'ip6gre',
             'ipvlan', 'ipip', 'veth', 'tun', 'can', 'vcan'])),
    # --- amt: a gateway with every attribute; a relay; IPv6 addresses
    'amt': lambda: (
        lower() +
        link(3, 'amt0', 65534, 'amt',
             attr(1, u32(0)) + attr(2, be16(2268)) + attr(3, be16(2269)) +
             attr(4, u32(2)) + attr(5, ip4('192.0.2.1')) +
             attr(6, ip4('198.51.100.2')) + attr(7, ip4('203.0.113.3')) +
             attr(8, u32(128)), addr=None, brd=None) +
        link(4, 'amt1', 65534, 'amt',
             attr(1, u32(1)) + attr(4, u32(9)) + attr(8, u32(0)),
             addr=None, brd=None) +
        link(5, 'amt2', 65534, 'amt',
             attr(1, u32(1)) + attr(5, ip6('2001:db8::1')) +
             attr(6, ip6('2001:db8::2')) + attr(7, ip6('2001:db8::3')),
             addr=None, brd=None)),
    # --- dsa: a conduit that exists, one that does not
    'dsa': lambda: (lower() +
                    link(3, 'sw0p1', 1, 'dsa', attr(1, u32(2))) +
                    link(4, 'sw0p2', 1, 'dsa', attr(1, u32(77)))),
    # --- gtp: each role, a hash size and a restart count
    'gtp': lambda: (
        link(2, 'gtp0', 65534, 'gtp',
             attr(3, u32(1024)) + attr(4, u32(0)) + attr(6, u8(5)),
             addr=None, brd=None) +
        link(3, 'gtp1', 65534, 'gtp',
             attr(3, u32(131071)) + attr(4, u32(1)) + attr(6, u8(0)),
             addr=None, brd=None) +
        link(4, 'gtp2', 65534, 'gtp', attr(4, u32(7)),
             addr=None, brd=None)),
    # --- hsr: two slaves, supervision address, sequence, version, PRP
    'hsr': lambda: (
        lower() + link(3, 'low1', 1, 'veth', None) +
        link(4, 'hsr0', 1, 'hsr',
             attr(1, u32(2)) + attr(2, u32(3)) + attr(3, u8(5)) +
             attr(4, bytes([1, 0x15, 0x4e, 0, 1, 5])) + attr(5, u16(77)) +
             attr(6, u8(1)) + attr(7, u8(1))) +
        link(5, 'hsr1', 1, 'hsr',
             attr(1, u32(99)) + attr(4, bytes([1, 0x15, 0x4e, 0, 1, 0])) +
             attr(5, u16(65535)) + attr(7, u8(0))) +
        link(6, 'prp0', 1, 'hsr', attr(7, u8(2)))),
    # --- ipoib: each mode, umcast on and off
    'ipoib': lambda: (
        link(2, 'ib0.8001', 32, 'ipoib',
             attr(1, u16(0x8001)) + attr(2, u16(0)) + attr(3, u16(0)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(3, 'ib0.ffff', 32, 'ipoib',
             attr(1, u16(0xffff)) + attr(2, u16(1)) + attr(3, u16(1)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(4, 'ib1', 32, 'ipoib',
             attr(1, u16(5)) + attr(2, u16(7)) + attr(3, u16(2)),
             addr=bytes(20), brd=b'\xff' * 20)),
    # --- rmnet: a mux id, with flags; the largest ids
    'rmnet': lambda: (
        lower() +
        link(3, 'rmnet0', 519, 'rmnet',
             attr(1, u16(1)) + attr(2, struct.pack('<II', 0x3f, 0x3f)),
             addr=None, brd=None, extra=attr(5, u32(2))) +
        link(4, 'rmnet1', 519, 'rmnet',
             attr(1, u16(254)) + attr(2, struct.pack('<II', 0x3f, 0x5)),
             addr=None, brd=None) +
        link(5, 'rmnet2', 519, 'rmnet', attr(1, u16(65535)),
             addr=None, brd=None)),
    # --- wwan: link ids
    'wwan': lambda: (
        link(2, 'wwan0', 65534, 'wwan', attr(1, u32(0)),
             addr=None, brd=None) +
        link(3, 'wwan1', 65534, 'wwan', attr(1, u32(4294967295)),
             addr=None, brd=None)),
    # --- team, team_slave, netdevsim, virt_wifi, lowpan, vrf_slave
    'team': lambda: (
        link(2, 'team0', 1, 'team', None) +
        link(3, 'team1', 1, 'team', b'') +
        link(4, 'tp0', 1, None, None, extra=attr(5, u32(2)) + attr(
            18, attr(4, b'team\0') + attr(5, b'', True))) +
        link(5, 'tp1', 1, None, None, extra=attr(18, attr(4, b'team\0')))),
    'vrf_slave': lambda: (
        link(2, 'vrf0', 1, 'vrf', attr(1, u32(10)), info_nested=False) +
        link(3, 'vp0', 1, None, None, extra=attr(10, u32(2)) + attr(
            18, attr(4, b'vrf\0') + attr(5, attr(1, u32(10)), True))) +
        link(4, 'vp1', 1, None, None, extra=attr(10, u32(2)) + attr(
            18, attr(1, b'veth\0') + attr(4, b'vrf\0') +
            attr(5, attr(1, u32(4294967295)), True))) +
        link(5, 'vp2', 1, None, None, extra=attr(
            18, attr(4, b'vrf\0') + attr(5, b'', True)))),
    'misc': lambda: (
        link(2, 'nsim0', 1, 'netdevsim', None) +
        link(3, 'wifi0', 1, 'virt_wifi', None) +
        link(4, 'lowpan0', 825, 'lowpan', None,
             addr=bytes(8), brd=b'\xff' * 8) +
        link(5, 'nsim1', 1, 'netdevsim', attr(1, u32(5)))),
    # --- odd: attributes missing, longer than their type, empty data
    'odd': lambda: (
        link(2, 'ib2', 32, 'ipoib', attr(1, u16(0x8001)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(3, 'ib3', 32, 'ipoib', attr(2, u16(1)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(4, 'ib4', 32, 'ipoib', attr(3, u16(1)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(19, 'dsa3', 1, 'dsa', attr(1, u32(0))) +
        link(20, 'amt7', 65534, 'amt', attr(4, u32(0)), addr=None,
             brd=None) +
        link(18, 'hsr5', 1, 'hsr', attr(4, bytes(range(40))) +
             attr(1, u32(0))) +
        link(17, 'ib5', 32, 'ipoib',
             attr(1, u16(0)) + attr(2, u16(0)) + attr(3, u32(0x10001)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(5, 'amt3', 65534, 'amt', attr(8, u32(3)), addr=None, brd=None) +
        link(6, 'gtp3', 65534, 'gtp', attr(3, u32(5)), addr=None,
             brd=None) +
        link(7, 'gtp4', 65534, 'gtp', b'', addr=None, brd=None) +
        link(8, 'hsr2', 1, 'hsr', b'') +
        link(9, 'rmnet3', 519, 'rmnet', b'', addr=None, brd=None) +
        link(10, 'wwan2', 65534, 'wwan', b'', addr=None, brd=None) +
        link(11, 'dsa1', 1, 'dsa', b'') +
        link(12, 'amt4', 65534, 'amt', b'', addr=None, brd=None) +
        link(13, 'wwan3', 65534, 'wwan', attr(1, u32(7) + u32(9)),
             addr=None, brd=None) +
        link(14, 'rmnet4', 519, 'rmnet', attr(1, u32(0x10009)),
             addr=None, brd=None) +
        link(15, 'gtp5', 65534, 'gtp',
             attr(4, u32(1) + u32(0)) + attr(3, u32(9) + u32(1)) +
             attr(6, u32(3)), addr=None, brd=None) +
        link(16, 'amt5', 65534, 'amt',
             attr(1, u32(1) + u32(5)) + attr(2, be16(7) + u16(0)) +
             attr(5, ip4('192.0.2.9') + ip4('1.1.1.1')),
             addr=None, brd=None)),
    # --- short: attributes shorter than their type, and values the
    # reference has no name for (its amt printer reads past its table
    # for a mode of 7): nlroute alone is run on them, it must not fail
    'short': lambda: (
        link(2, 'amt6', 65534, 'amt',
             attr(1, u32(7)) + attr(2, u8(1)) + attr(3, b'') +
             attr(4, u16(1)) + attr(5, u16(1)) + attr(6, b'\1\2\3') +
             attr(7, b'') + attr(8, u8(1)), addr=None, brd=None) +
        link(3, 'gtp6', 65534, 'gtp',
             attr(3, u16(1)) + attr(4, u8(1)) + attr(6, b''),
             addr=None, brd=None) +
        link(4, 'hsr3', 1, 'hsr',
             attr(1, u16(1)) + attr(2, b'') + attr(4, b'') +
             attr(5, u8(1)) + attr(7, b'')) +
        link(5, 'ib6', 32, 'ipoib', attr(1, u8(1)) + attr(2, u8(1)),
             addr=bytes(20), brd=b'\xff' * 20) +
        link(6, 'rmnet5', 519, 'rmnet', attr(1, u8(1)), addr=None,
             brd=None) +
        link(7, 'wwan4', 65534, 'wwan', attr(1, u16(1)), addr=None,
             brd=None) +
        link(8, 'dsa2', 1, 'dsa', attr(1, u16(2))) +
        link(9, 'vp3', 1, None, None, extra=attr(
            18, attr(4, b'vrf\0') + attr(5, attr(1, u16(3)), True))) +
        link(10, 'hsr4', 1, 'hsr', attr(4, bytes(range(3))))),
    'vrf-many': vrfs,
    'vrf-none': lambda: (link(1, 'lo', 772, None, None) +
                         link(7, 'veth0', 1, 'veth', None,
                              info_nested=False)),
}

if len(sys.argv) != 2 or sys.argv[1] not in KINDS:
    sys.exit('usage: kinds_fake.py {%s}' % '|'.join(sorted(KINDS)))
sys.stdout.buffer.write(KINDS[sys.argv[1]]())
