#!/usr/bin/env python3
# tcp_metrics.py {entries|edges} FAMILY_ID — TCP_METRICS_CMD_GET replies (generic netlink) with
# fields a short test connection does not produce (tw_ts, ssthresh,
# reordering, Fast Open cookie and drops, ms-only rtt, unknown metrics),
# for testsuite/bridge/fake/shim.c to answer dumps with; "family" to
# print the id of the generic netlink family tcp_metrics.
# Attribute numbers from linux/tcp_metrics.h.
import socket
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


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


def msg(body):
    fam = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    body = struct.pack('<BBH', 1, 1, 0) + body
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


def family():
    s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 16)
    name = b'tcp_metrics\0'
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


if __name__ == '__main__':
    if sys.argv[1:] == ['family']:
        sys.exit(family())
    sys.stdout.buffer.write({'entries': entries, 'edges': edges}[sys.argv[1]]())
