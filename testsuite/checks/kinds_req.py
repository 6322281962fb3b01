#!/usr/bin/env python3
# kinds_req.py FILE [INDEX=NAME...] — the link requests recorded by the
# bridge tests' shim (BT2_RECORD) in a form two tools can be compared on
# (kinds_req.py --compare DIR [INDEX=NAME...]: every case kinds_req.sh
# ran, see compare()):
# one line per message, its type and flags (sequence number and port id
# left out), and its payload in hex with the attributes of IFLA_LINKINFO
# and of the kind's data (and of IFLA_VFINFO_LIST with its VFs) shown
# one by one (so that a difference points at an attribute). Every byte of the kind's data counts. What the two
# tools frame differently on purpose, for every kind alike, is
# normalised: the reference's "does the kernel speak RTM_NEWLINK" probe
# (an empty RTM_NEWLINK) is left out, NLA_F_NESTED is dropped from attribute
# types and the NUL from IFLA_INFO_KIND (nlroute sets the first and sends
# the second), and a device named by index (the reference) or by
# IFLA_IFNAME in a request that does not create (nlroute) is shown as
# "dev=NAME", the INDEX=NAME pairs naming the indexes.
import struct
import sys


# the nests shown attribute by attribute, by their path of types:
# IFLA_LINKINFO with its kind's data, IFLA_VFINFO_LIST with its VFs
NESTS = {(18,), (18, 2), (18, 5), (22,), (22, 1)}


def attrs(b, path=()):
    out = []
    o = 0
    while o + 4 <= len(b):
        n, t = struct.unpack_from('<HH', b, o)
        if n < 4 or o + n > len(b):
            out.append('?' + b[o:].hex())
            break
        body = b[o + 4:o + n]
        pad = b[o + n:o + ((n + 3) & ~3)]
        t &= 0x3fff
        if path == (18,) and t == 1 and body.endswith(b'\0'):
            body = body[:-1]
        if path + (t,) in NESTS:
            out.append('%d{%s}' % (t, attrs(body, path + (t,))))
        else:
            out.append('%d=%s' % (t, body.hex()))
        if pad.strip(b'\0'):
            out.append('pad=' + pad.hex())
        o += (n + 3) & ~3
    return ' '.join(out)


def target(body, create, names):
    """The ifinfomsg's index and IFLA_IFNAME of a set as one word."""
    idx = struct.unpack_from('<i', body, 4)[0]
    rest = body[16:]
    if create:
        return body[:16].hex(), rest
    o = 0
    while o + 4 <= len(rest):
        n, t = struct.unpack_from('<HH', rest, o)
        if n < 4:
            break
        if t == 3 and idx == 0:
            name = rest[o + 4:o + n].rstrip(b'\0').decode(errors='replace')
            rest = rest[:o] + rest[o + ((n + 3) & ~3):]
            # the index blanked, the flags and change kept
            return ((body[:4] + bytes(4) + body[8:16]).hex() + ' dev=' +
                    name, rest)
        o += (n + 3) & ~3
    if idx:
        return ((body[:4] + bytes(4) + body[8:16]).hex() + ' dev=' +
                names.get(idx, str(idx)), rest)
    return body[:16].hex(), rest


def decode(path, names):
    try:
        d = open(path, 'rb').read()
    except OSError:
        return []
    out = []
    off = 0
    while off + 16 <= len(d):
        n, t, f = struct.unpack_from('<IHH', d, off)
        if n < 16 or off + n > len(d):
            out.append('truncated ' + d[off:].hex())
            break
        body = d[off + 16:off + n]
        off += (n + 3) & ~3
        if t == 16 and n == 32 and not body.strip(b'\0'):
            continue
        ifi, rest = target(body, f & 0x400, names)
        out.append('type %d flags %#x ifi %s %s' %
                   (t, f, ifi, attrs(rest)))
    return out


def read(path):
    try:
        return open(path, 'rb').read().decode(errors='replace')
    except OSError:
        return ''


def compare(d, names):
    """--compare DIR: DIR/lines names the cases; for case I, DIR/r.I.out
    and DIR/n.I.out are the tools' outputs, DIR/r.I.req and n.I.req
    their requests. One PASS or FAIL line each."""
    lines = read(d + '/lines').split('\n')
    for i, line in enumerate(lines):
        if not line:
            continue
        r, n = read('%s/r.%d.out' % (d, i)), read('%s/n.%d.out' % (d, i))
        rr = decode('%s/r.%d.req' % (d, i), names)
        nr = decode('%s/n.%d.req' % (d, i), names)
        if r == n and rr == nr:
            print('PASS', line)
        else:
            print('FAIL %s: reference: %s [%s] nlroute: %s [%s]' %
                  (line, r.replace('\n', '|'), ' / '.join(rr),
                   n.replace('\n', '|'), ' / '.join(nr)))


def main():
    if sys.argv[1] == '--compare':
        names = dict((int(k), v) for k, v in
                     (a.split('=', 1) for a in sys.argv[3:]))
        compare(sys.argv[2], names)
        return
    names = dict((int(k), v) for k, v in
                 (a.split('=', 1) for a in sys.argv[2:]))
    for m in decode(sys.argv[1], names):
        print(m)


main()
