#!/usr/bin/env python3
# tcpm_fake.py SET FAMILY_ID — crafted generic netlink replies for
# testsuite/bridge/fake/shim.c to answer dumps with:
#   tcpm-entries, tcpm-edges  TCP_METRICS_CMD_GET replies with fields a
#       short test connection does not produce (tw_ts, ssthresh,
#       reordering, Fast Open cookie and drops, ms-only rtt, unknown
#       metrics, odd address families); tcpm-big, addresses of the
#       wrong size; tcpm-short, fields too short; linux/tcp_metrics.h
#   mptcp-endpoints  MPTCP_PM_CMD_GET_ADDR replies with flags this kernel
#       does not set, missing fields, unknown devices; linux/mptcp.h
# tcpm_fake.py family NAME prints the id of generic netlink family NAME.
import socket
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


u8 = lambda v: struct.pack('<B', v)
u16 = lambda v: struct.pack('<H', v)
u32 = lambda v: struct.pack('<I', v)
s32 = lambda v: struct.pack('<i', v)
u64 = lambda v: struct.pack('<Q', v)
ip4 = socket.inet_aton
ip6 = lambda a: socket.inet_pton(socket.AF_INET6, a)


def vals(pairs):
    # metric index i travels as attribute i + 1; the kernel does not
    # flag the nest (NLA_F_NESTED)
    return attr(6, b''.join(attr(i + 1, u32(v)) for i, v in pairs))


def msg(body, cmd=1):
    fam = int(sys.argv[2])
    body = struct.pack('<BBH', cmd, 1, 0) + body
    return struct.pack('<IHHII', 16 + len(body), fam, 0, 0, 0) + body


def entries():
    out = b''
    # everything, IPv4
    out += msg(attr(1, ip4('192.0.2.1')) + attr(3, u64(1234567)) +
               attr(4, u32(0xdeadbeef)) + attr(5, s32(42)) +
               vals([(0, 3), (1, 2), (2, 100), (3, 10), (4, 7),
                     (5, 3210), (6, 1500)]) +
               attr(7, u16(1400)) + attr(8, u16(3)) + attr(9, u64(2500)) +
               attr(10, bytes([0x01, 0x23, 0xab, 0xcd, 0xef, 0x00,
                               0x11, 0x22])) +
               attr(11, ip4('192.0.2.100')))
    # IPv6, ms-only rtt, no age, source
    out += msg(attr(2, ip6('2001:db8::5')) + vals([(0, 12), (1, 6)]) +
               attr(12, ip6('2001:db8::100')))
    # bare IPv4 entry, zero metrics, an unknown metric index
    out += msg(attr(1, ip4('198.51.100.7')) + attr(3, u64(0)) +
               vals([(2, 0), (3, 0), (9, 77)]))
    # syn drops without a timestamp, tw_ts without a stamp
    out += msg(attr(1, ip4('198.51.100.8')) + attr(8, u16(1)) +
               attr(4, u32(5)) + attr(7, u16(0)))
    # entries without an address are skipped
    out += msg(attr(3, u64(5)) + attr(11, ip4('192.0.2.100')))
    return out


def edges():
    out = b''
    # zero rtt in usecs, rttvar alone
    out += msg(attr(1, ip4('203.0.113.1')) + vals([(5, 0), (1, 9)]))
    out += msg(attr(1, ip4('203.0.113.2')) + vals([(6, 8)]))
    # a flagged nest, zero syn drops, stamp without tsval
    out += msg(attr(1, ip4('203.0.113.3')) +
               attr(6, attr(4, u32(5)), True) + attr(8, u16(0)) +
               attr(5, s32(-3)))
    out += msg(attr(1, ip4('203.0.113.4')) + attr(4, u32(0)) +
               attr(5, s32(0)) + attr(10, b''))
    # IPv6 destination, IPv4 source; both destinations
    out += msg(attr(2, ip6('2001:db8::6')) + attr(11, ip4('192.0.2.9')))
    out += msg(attr(1, ip4('203.0.113.6')) + attr(12, ip6('2001:db8::8')))
    out += msg(attr(2, ip6('2001:db8::9')) + attr(11, ip4('192.0.2.10')) +
               attr(12, ip6('2001:db8::10')))
    out += msg(attr(1, ip4('203.0.113.5')) + attr(2, ip6('2001:db8::7')) +
               attr(9, u64(123456789)) + attr(8, u16(2)))
    return out


def big():
    # addresses longer than their type: the first bytes are the address
    out = b''
    out += msg(attr(2, ip6('2001:db8::20') + b'\xff' * 40) +
               attr(12, ip6('2001:db8::21') + b'\xee' * 100) +
               attr(3, u64(1000)))
    out += msg(attr(1, ip4('192.0.2.30') + b'\xff' * 60) +
               attr(11, ip4('192.0.2.31') + b'\xee' * 8))
    # one odd field each
    out += msg(attr(1, ip4('192.0.2.32') + b'\xff' * 4))
    out += msg(attr(1, ip4('192.0.2.33')) + attr(11, ip4('192.0.2.34') + b'\0'))
    out += msg(attr(1, ip4('192.0.2.35')) + attr(11, b'\1\2'))
    out += msg(attr(1, ip4('192.0.2.37')) + attr(3, u64(7) + b'\0' * 8))
    out += msg(attr(1, ip4('192.0.2.38')) + attr(7, u32(7)) + attr(8, u32(1)))
    out += msg(attr(1, b'\1\2'))
    out += msg(attr(2, ip6('2001:db8::22')) + attr(12, ip4('192.0.2.34')))
    return out


def short():
    # fields shorter than their type: the reference reads past them,
    # nlroute leaves them out (not compared, only run)
    out = msg(attr(1, ip4('192.0.2.36')) + attr(3, u16(7)))
    out += msg(attr(1, ip4('192.0.2.39')) + attr(4, u16(7)) + attr(5, u16(1)))
    out += msg(attr(1, ip4('192.0.2.40')) +
               attr(6, attr(1, u16(3)) + attr(4, u32(5) + b'\0' * 4)))
    out += msg(attr(1, ip4('192.0.2.41')) + attr(7, b'') + attr(8, b'\1') +
               attr(9, u32(1)) + attr(6, b'\1\2\3'))
    return out


def family(fname):
    s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 16)
    name = fname.encode() + b'\0'
    body = struct.pack('<BBH', 3, 1, 0) + attr(2, name)
    s.send(struct.pack('<IHHII', 16 + len(body), 16, 5, 1, 0) + body)
    data = s.recv(65536)
    off = 20
    while off + 4 <= len(data):
        n, t = struct.unpack_from('<HH', data, off)
        if n < 4:
            break
        if t == 1:
            print(struct.unpack_from('<H', data, off + 4)[0])
            return 0
        off += (n + 3) & ~3
    return 1


def ep(body, nested=True):
    return msg(attr(1, body, nested), cmd=3)


def endpoints():
    out = b''
    # flags 6.1 has no name for: implicit (0x10), unknown bits
    out += ep(attr(1, u16(2)) + attr(2, u8(3)) + attr(3, ip4('10.9.9.1')) +
              attr(6, u32(0x10)))
    out += ep(attr(1, u16(2)) + attr(2, u8(4)) + attr(3, ip4('10.9.9.2')) +
              attr(6, u32(0x41)))
    # no address; an unknown device; everything; zero port
    out += ep(attr(2, u8(5)) + attr(6, u32(0x2)))
    out += ep(attr(1, u16(2)) + attr(3, ip4('10.9.9.3')) + attr(7, u32(99)))
    out += ep(attr(1, u16(2)) + attr(2, u8(0)) + attr(3, ip4('10.9.9.4')) +
              attr(6, u32(0x1f)) + attr(5, u16(0)))
    # an unflagged nest; a family that does not match the address
    out += ep(attr(1, u16(2)) + attr(2, u8(7)) + attr(3, ip4('10.9.9.5')),
              False)
    out += ep(attr(1, u16(10)) + attr(2, u8(8)) + attr(3, ip4('10.9.9.6')) +
              attr(6, u32(0x100)))
    out += ep(attr(2, u8(9)) + attr(3, ip4('10.9.9.7')))
    out += ep(attr(1, u16(10)) + attr(2, u8(10)) +
              attr(4, ip6('2001:db8::9')) + attr(3, ip4('10.9.9.8')) +
              attr(5, u16(65535)) + attr(7, u32(1)))
    out += ep(attr(1, u16(2)) + attr(2, u8(11)) +
              attr(4, ip6('2001:db8::9')) + attr(7, u32(0)))
    return out


def endpoints_bad():
    # a reply without MPTCP_PM_ATTR_ADDR ends the dump
    return endpoints() + msg(attr(2, u32(5)), cmd=3) + \
        ep(attr(1, u16(2)) + attr(2, u8(12)) + attr(3, ip4('10.9.9.9')))


def endpoints_short():
    # fields shorter than their type (not compared, only run); longer
    # ones, read at their size (compared)
    out = ep(attr(1, u16(2)) + attr(2, u8(13)) + attr(3, ip4('10.9.8.1')) +
             attr(5, u8(99)) + attr(6, u16(1)) + attr(7, b''))
    out += ep(attr(1, b'') + attr(2, b'') + attr(4, b'\1\2\3'))
    return out


def endpoints_long():
    out = ep(attr(1, u16(2)) + attr(2, u32(13)) +
             attr(3, ip4('10.9.8.1') + b'\xff' * 4) + attr(5, u32(99)) +
             attr(6, u16(1) + b'\0\0') + attr(7, u32(1) + b'\0' * 4))
    out += ep(attr(1, u32(2)) + attr(2, u8(14)) + attr(3, ip4('10.9.8.2')))
    out += ep(attr(1, u16(10)) + attr(2, u8(15)) +
              attr(4, ip6('2001:db8::99') + b'\1' * 8))
    return out


SETS = {'tcpm-entries': entries, 'tcpm-edges': edges, 'tcpm-big': big,
        'tcpm-short': short,
        'mptcp-endpoints': endpoints, 'mptcp-endpoints-bad': endpoints_bad,
        'mptcp-endpoints-long': endpoints_long,
        'mptcp-endpoints-short': endpoints_short}

if __name__ == '__main__':
    if sys.argv[1] == 'family':
        sys.exit(family(sys.argv[2]))
    sys.stdout.buffer.write(SETS[sys.argv[1]]())
