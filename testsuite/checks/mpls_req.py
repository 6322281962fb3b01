#!/usr/bin/env python3
# mpls_req.py FILE — the route requests recorded by the bridge tests'
# shim (BT2_RECORD) in a form two tools can be compared on: one line per
# message, its type and flags (sequence number and port id left out),
# the rtmsg header in hex and every attribute one by one, those of
# RTA_MULTIPATH's nexthops and of RTA_ENCAP nested (so that a difference
# points at an attribute). Every byte counts; NLA_F_NESTED is dropped
# from attribute types (nlroute sets it, the reference does not).
import struct
import sys

RTA_MULTIPATH, RTA_ENCAP, RTA_METRICS = 9, 22, 8


def attrs(b, depth=0):
    out = []
    o = 0
    while o + 4 <= len(b):
        n, t = struct.unpack_from('<HH', b, o)
        if n < 4 or o + n > len(b):
            out.append('?' + b[o:].hex())
            break
        body = b[o + 4:o + n]
        t &= 0x3fff
        if depth == 0 and t == RTA_MULTIPATH:
            out.append('%d{%s}' % (t, nexthops(body)))
        elif t in (RTA_ENCAP, RTA_METRICS) and depth < 3:
            out.append('%d{%s}' % (t, attrs(body, depth + 1)))
        else:
            out.append('%d=%s' % (t, body.hex()))
        o += (n + 3) & ~3
    if o < len(b):
        out.append('tail=' + b[o:].hex())
    return ' '.join(out)


def nexthops(b):
    out = []
    o = 0
    while o + 8 <= len(b):
        ln, fl, hops, idx = struct.unpack_from('<HBBi', b, o)
        if ln < 8 or o + ln > len(b):
            out.append('?' + b[o:].hex())
            break
        out.append('nh(len=%d flags=%d hops=%d if=%d %s)' %
                   (ln, fl, hops, idx, attrs(b[o + 8:o + ln], 1)))
        o += (ln + 3) & ~3
    if o < len(b):
        out.append('tail=' + b[o:].hex())
    return ' '.join(out)


def main():
    try:
        data = open(sys.argv[1], 'rb').read()
    except OSError:
        print('(no request)')
        return
    o = 0
    while o + 16 <= len(data):
        ln, typ, flags = struct.unpack_from('<IHH', data, o)
        if ln < 16 or o + ln > len(data):
            print('? ' + data[o:].hex())
            break
        body = data[o + 16:o + ln]
        print('type=%d flags=%#x rtm=%s %s' %
              (typ, flags, body[:12].hex(), attrs(body[12:])))
        o += (ln + 3) & ~3


main()
