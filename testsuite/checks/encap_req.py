#!/usr/bin/env python3
# encap_req.py FILE — the encapsulation parts of recorded route and
# nexthop requests (testsuite/bridge/fake/shim.c, BT2_RECORD), in hex:
# RTA_ENCAP/RTA_ENCAP_TYPE of the route and of each multipath nexthop,
# NHA_ENCAP/NHA_ENCAP_TYPE of a nexthop, with padding bytes zeroed
# (what is in the padding is no part of a request); and the types of
# each request's attributes, so that words an encap took from the
# route's own (or left to it) show.
import struct
import sys


def clean(b):
    """Attributes of b with their padding zeroed, nests walked."""
    out = bytearray()
    o = 0
    while o + 4 <= len(b):
        n, t = struct.unpack_from('<HH', b, o)
        if n < 4 or o + n > len(b):
            out += b[o:]
            break
        body = b[o + 4:o + n]
        if t & 0x8000:
            body = clean(body)
        out += struct.pack('<HH', n, t) + body + b'\0' * ((4 - n % 4) % 4)
        o += (n + 3) & ~3
    return bytes(out)


def attrs(b):
    o = 0
    while o + 4 <= len(b):
        n, t = struct.unpack_from('<HH', b, o)
        if n < 4:
            break
        yield t & 0x3fff, b[o:o + n]
        o += (n + 3) & ~3


def main():
    try:
        d = open(sys.argv[1], 'rb').read()
    except OSError:
        print('-')
        return
    off = 0
    res = []
    while off + 16 <= len(d):
        n, t = struct.unpack_from('<IH', d, off)
        if n < 16:
            break
        hl = 8 if t in (104, 105) else 12
        enc = (7, 8) if t in (104, 105) else (22, 21)
        res.append('attrs:' + ','.join(
            str(at) for at, _ in attrs(d[off + 16 + hl:off + n])))
        for at, a in attrs(d[off + 16 + hl:off + n]):
            if at in enc:
                res.append('%d:%s' % (at, clean(a).hex()))
            if at == 9 and t not in (104, 105):
                p = 4
                while p + 8 <= len(a):
                    rl = struct.unpack_from('<H', a, p)[0]
                    if rl < 8:
                        break
                    for nt, na in attrs(a[p + 8:p + rl]):
                        if nt in enc:
                            res.append('nh%d:%s' % (nt, clean(na).hex()))
                    p += (rl + 3) & ~3
        off += (n + 3) & ~3
    print(' '.join(res) or 'none')


main()
