#!/usr/bin/env python3
# stats_fake.py VARIANT — RTM_NEWSTATS messages with the statistics this
# kernel cannot produce (cpu_hit, l3_stats counters, MPLS, bond 802.3ad),
# for testsuite/bridge/fake/shim.c to answer `ip stats show` dumps with.
# Attribute numbers from linux/if_link.h, if_bonding.h, if_bridge.h, mpls.h.
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t ) + payload +
            b'\0' * ((4 - n % 4) % 4))


def u64s(vals):
    return b''.join(struct.pack('<Q', v) for v in vals)


def bond3ad(base):
    # BOND_3AD_STAT_PAD, then LACPDU_RX .. MARKER_UNKNOWN_RX (0..8), u64
    return attr(1, attr(9, b'\0' * 4) +
                b''.join(attr(i, struct.pack('<Q', base + i))
                         for i in range(0, 9)), True)


def bridge(base, mcast=True, stp=True):
    a = b''
    if mcast:
        # struct br_mcast_stats: 17 pairs of u64 (rx, tx) and 2 u64
        # parse errors ... then mcast_bytes, mcast_packets pairs
        a += attr(2, u64s(range(base, base + 46)))
    if stp:
        a += attr(4, u64s(range(base + 100, base + 106)))
    return attr(1, a, True)


def bare(idx, body=b''):
    payload = struct.pack('<BBHII', 0, 0, 0, idx, 0x1f) + body
    return struct.pack('<IHHII', 16 + len(payload), 92, 0, 0, 0) + payload


def msg(idx, variant):
    big = variant == 'big'
    if variant == 'bare':
        return bare(idx)
    if variant == 'empty-nests':
        # present but empty: xstats types, the 802.3ad suite, hw info
        return bare(idx, attr(2, attr(2, attr(1, b'')) + attr(1, b'')) +
                    attr(4, attr(2, b'')))
    k = 10 ** 12 if big else 1
    body = b''
    link64 = [(i + 1) * k * 3 for i in range(24)] + [0]
    if variant == 'nohandler':
        link64[22] = 0
        link64[11] = 0
    body += attr(1, u64s(link64))
    xst = attr(2, bond3ad(idx * 10), True) + bridge(idx * 1000)
    body += attr(2, xst, True)
    body += attr(3, attr(2, bond3ad(idx * 20), True) +
                 bridge(idx * 2000, mcast=variant != 'nomcast'), True)
    hwinfo = attr(3, attr(1, struct.pack('<B', 1)) +
                  attr(2, struct.pack('<B', 1 if big else 0)), True)
    off = (attr(1, u64s([(i + 7) * k for i in range(24)] + [0])) +
           attr(2, hwinfo, True) +
           attr(3, u64s([(i + 2) * k * 5 for i in range(9)])))
    body += attr(4, off, True)
    mpls = attr(28, attr(1, u64s([(i + 1) * k * 11 for i in range(9)])),
                True)
    body += attr(5, mpls, True)
    hdr = struct.pack('<BBHII', 0, 0, 0, idx, 0x1f)
    payload = hdr + body
    return struct.pack('<IHHII', 16 + len(payload), 92, 0, 0, 0) + payload


def error(e):
    return (struct.pack('<IHHIIi', 36, 2, 0, 0, 0, -e) +
            struct.pack('<IHHII', 16, 94, 0, 0, 0))


variant = sys.argv[1] if len(sys.argv) > 1 else 'small'
if variant == 'dump-error':		# NLMSG_ERROR at once
    sys.stdout.buffer.write(error(95))
elif variant == 'dump-error-late':	# ... after one device
    sys.stdout.buffer.write(msg(1, 'small') + error(22))
elif variant == 'done-error':		# an error in NLMSG_DONE
    sys.stdout.buffer.write(struct.pack('<IHHIIi', 20, 3, 2, 0, 0, -22))
else:
    sys.stdout.buffer.write(msg(1, variant) + msg(2, variant))
