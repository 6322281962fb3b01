#!/usr/bin/env python3
# macsec_fake.py CASE [FAMILY-ID] — crafted replies for macsec.sh:
#   link-*   RTM_NEWLINK messages of macsec devices (IFLA_MACSEC_* of
#            linux/if_link.h) for the bridge tests' dump shim;
#   genl-*   MACSEC_CMD_GET_TXSC dump messages (linux/if_macsec.h) of
#            generic netlink family FAMILY-ID for genl_shim.c.
import struct
import sys


def attr(t, payload, nested=False):
    n = 4 + len(payload)
    return (struct.pack('<HH', n, t | (0x8000 if nested else 0)) + payload +
            b'\0' * ((4 - n % 4) % 4))


def u8(t, v):
    return attr(t, struct.pack('<B', v))


def u16(t, v):
    return attr(t, struct.pack('<H', v))


def u32(t, v):
    return attr(t, struct.pack('<I', v))


def u64(t, v):
    return attr(t, struct.pack('<Q', v))


def be64(t, v):
    return attr(t, struct.pack('>Q', v))


MAC = bytes([2, 0, 0, 0, 0, 0x10])
GCM128 = 0x0080C20001000001
GCM256 = 0x0080C20001000002
XPN128 = 0x0080C20001000003
XPN256 = 0x0080C20001000004
OLD128 = 0x0080020001000001


def link(idx, name, data, kind='macsec'):
    ifi = struct.pack('<BxHiII', 0, 1, idx, 0x11043, 0)
    info = attr(1, kind.encode() + b'\0')
    if data is not None:
        info += attr(2, data, True)
    a = (attr(3, name.encode() + b'\0') + attr(13, struct.pack('<I', 1000)) +
         attr(4, struct.pack('<I', 1468)) + attr(16, b'\x06') +
         attr(17, b'\x00') + attr(1, MAC) + attr(2, b'\xff' * 6) +
         attr(18, info))
    body = ifi + a
    return struct.pack('<IHHII', 16 + len(body), 16, 0, 0, 0) + body


def secy(sci, cipher, icv, enc_sa, enc, prot, inc, es, scb, rp, win, val,
         offload=None):
    d = (be64(1, sci) + u8(2, icv) + u64(4, cipher) + u32(5, win) +
         u8(6, enc_sa) + u8(7, enc) + u8(8, prot) + u8(9, inc) + u8(10, es) +
         u8(11, scb) + u8(12, rp) + u8(13, val))
    if offload is not None:
        d += u8(15, offload)
    return d


LINKS = {
    'link-basic': lambda: link(5, 'macsec0', secy(
        0x0200000000100001, GCM128, 16, 0, 1, 1, 1, 0, 0, 0, 0, 2, 0)),
    'link-many': lambda: (
        link(5, 'ms1', secy(0x1122334455660002, GCM256, 8, 3, 0, 0, 0, 1, 1,
                            1, 32, 1, 2)) +
        link(6, 'ms2', secy(0xffffffffffffffff, XPN128, 12, 1, 1, 0, 1, 0, 1,
                            1, 0xffffffff, 0, 1)) +
        link(7, 'ms3', secy(0, XPN256, 32, 2, 0, 1, 0, 0, 0, 0, 7, 3, 9)) +
        link(8, 'ms4', secy(1, OLD128, 16, 0, 1, 1, 1, 1, 1, 1, 1, 7)) +
        link(9, 'ms5', secy(2, 0x1234, 16, 4, 2, 3, 4, 5, 6, 2, 5, 2))),
    # attributes missing, or shorter than their type
    'link-odd': lambda: (
        link(5, 'ms1', b'') + link(6, 'ms2', None) +
        link(8, 'ms4', be64(1, 5) + u8(12, 1)) +
        link(9, 'ms5', u8(12, 0) + u32(5, 9) + u8(7, 1))),
    'link-short': lambda: link(7, 'ms3', attr(1, b'\x01\x02') +
                               attr(4, b'\x01') + attr(2, b'') +
                               attr(5, b'\x01') + attr(13, b'') +
                               attr(15, b'') + attr(12, b'')),
}


def nest(t, *items):
    # the kernel's macsec dump sets no NLA_F_NESTED
    return attr(t, b''.join(items))


def lst(t, items):
    return nest(t, *(nest(i + 1, x) for i, x in enumerate(items)))


def gmsg(fid, *attrs):
    # MACSEC_CMD_GET_TXSC, version 1
    body = struct.pack('=BBH', 0, 1, 0) + b''.join(attrs)
    return struct.pack('=IHHII', 16 + len(body), fid, 2, 0, 0) + body


def gsecy(sci, cipher=GCM128, icv=16, enc_sa=0, win=0, prot=1, rp=0,
          oper=1, val=2, enc=1, inc=1, es=0, scb=0):
    return nest(4, be64(1, sci), u8(2, enc_sa), u32(3, win), u64(4, cipher),
                u8(5, icv), u8(6, prot), u8(7, rp), u8(8, oper), u8(9, val),
                u8(10, enc), u8(11, inc), u8(12, es), u8(13, scb))


def sa(an, active, pn, keyid, stats=None, xpn=False, ssci=None, salt=None):
    a = u8(1, an) + u8(2, active)
    a += u64(3, pn) if xpn else u32(3, pn)
    a += attr(5, keyid)
    if ssci is not None:
        a += attr(8, struct.pack('>I', ssci))
    if salt is not None:
        a += attr(9, salt)
    if stats is not None:
        a += nest(6, *(u32(i + 1, v) for i, v in enumerate(stats)))
    return a


def u64stats(t, vals):
    return nest(t, *(u64(i + 1, v) for i, v in enumerate(vals)))


def rxsc(sci, active, sas, stats=None):
    a = be64(1, sci) + u8(2, active)
    if stats is not None:
        a += u64stats(4, stats)
    return a + lst(3, sas)


KID = bytes(range(1, 17))


def genl(fid):
    return {
        'genl-full':
            gmsg(fid, u32(1, 3),
                 gsecy(0x0200000000100001, rp=1, win=64, enc_sa=1),
                 u64stats(7, [1, 2, 3, 4]),
                 u64stats(8, [5, 6, 7, 8, 9, 10, 11, 12]),
                 lst(5, [sa(0, 1, 1024, KID, [0, 0, 0, 0, 0, 11, 12]),
                         sa(1, 0, 0xffffffff, bytes(16),
                            [0, 0, 0, 0, 0, 13, 14])]),
                 lst(6, [rxsc(0xc619528fe6a004d2, 1,
                              [sa(0, 1, 1, KID, [1, 2, 3, 4, 5, 0, 0]),
                               sa(3, 0, 77, b'\xab' * 16,
                                  [6, 7, 8, 9, 10, 0, 0])],
                              list(range(21, 31))),
                         rxsc(0x1234, 0, [], list(range(31, 41)))]),
                 nest(9, u8(1, 2))) +
            gmsg(fid, u32(1, 2),
                 gsecy(0x1122334455660002, cipher=XPN256, icv=8, prot=0,
                       oper=0, val=0, enc=0, inc=0, es=1, scb=1),
                 u64stats(7, [0, 0, 0, 0]),
                 u64stats(8, [0] * 8),
                 lst(5, [sa(2, 1, 1 << 40, KID, [0] * 7, xpn=True,
                            ssci=0x10203040, salt=bytes(range(12)))]),
                 lst(6, [rxsc(5, 1, [sa(1, 1, 5, KID, [0] * 7, xpn=True,
                                        ssci=1, salt=b'\xff' * 12)],
                              [0] * 10)]),
                 nest(9, u8(1, 1))),
        # a device without SAs or SCs, unknown values, no offload
        'genl-bare':
            gmsg(fid, u32(1, 3),
                 gsecy(0, cipher=0x42, val=7, icv=32, enc_sa=3),
                 u64stats(7, [0] * 4), u64stats(8, [0] * 8),
                 nest(5), nest(6)) +
            gmsg(fid, u32(1, 99), gsecy(9, cipher=GCM256),
                 nest(9, u8(1, 5))),
        # a dump ends at a message without one of the parts the
        # reference needs
        'genl-nosecy': gmsg(fid, u32(1, 3), nest(7), nest(8), nest(5),
                            nest(6)),
        'genl-noidx': gmsg(fid, gsecy(1), nest(7), nest(8), nest(5),
                           nest(6)),
        # a SECY without attributes, empty items of the lists
        'genl-emptysecy': gmsg(fid, u32(1, 3), nest(4), nest(7), nest(8),
                               nest(5, nest(1)), nest(6, nest(1))),
        # a window past 2^31, an SSCI without XPN, no offload
        'genl-unknown':
            gmsg(fid, u32(1, 2), gsecy(9, cipher=GCM256, win=0xffffffff),
                 nest(7), nest(8),
                 lst(5, [sa(0, 1, 7, KID, ssci=3)]), nest(6),
                 nest(9, u8(1, 1))) +
            gmsg(fid, u32(1, 2), gsecy(10), nest(7), nest(8), nest(5),
                 nest(6)),
        # secy flags one at a time; statistics with values missing
        'genl-odd':
            b''.join(gmsg(fid, u32(1, 2), gsecy(7, prot=p, oper=o, enc=e,
                                                inc=i, enc_sa=0),
                            nest(7), nest(8), nest(5), nest(6))
                     for p, o, e, i in ((1, 0, 0, 0), (0, 1, 0, 0),
                                        (0, 0, 1, 0), (0, 0, 0, 1))) +
            gmsg(fid, u32(1, 2), gsecy(8),
                 nest(7, u64(2, 5)), nest(8, u64(3, 6), u64(8, 7)),
                 lst(5, [sa(1, 1, 2, KID) + attr(8, b'\0\0\0\x09') +
                         nest(6, u32(7, 3)),
                         sa(2, 0, 3, b'\x01\x02')]),
                 lst(6, [rxsc(4, 1, [sa(2, 1, 4, KID) + nest(6, u32(5, 2))],
                              None) + nest(4, u64(10, 1))])),
        # items that the reference cannot print (it crashes): an SA
        # without its number, state or key id, an RX SC without its SCI
        # or SA list. For nlroute alone: no crash.
        # a device this namespace does not have, an unknown offload, an
        # empty offload nest
        'genl-crash':
            gmsg(fid, u32(1, 99), gsecy(8), nest(7), nest(8), nest(5),
                 nest(6)) +
            gmsg(fid, u32(1, 2), gsecy(8), nest(7), nest(8), nest(5),
                 nest(6), nest(9, u8(1, 5))) +
            gmsg(fid, u32(1, 2), gsecy(8), nest(7), nest(8), nest(5),
                 nest(6), nest(9)) +
            gmsg(fid, u32(1, 2), gsecy(8), nest(7), nest(8),
                 lst(5, [u8(2, 1), u8(1, 1), b'']),
                 lst(6, [u8(2, 1), be64(1, 3), b'',
                         be64(1, 3) + lst(3, [b'', u32(3, 1)])])),
    }


def main():
    case = sys.argv[1]
    if case in LINKS:
        sys.stdout.buffer.write(LINKS[case]())
        return
    if case.startswith('genl-'):
        sys.stdout.buffer.write(genl(int(sys.argv[2]))[case])
        return
    sys.exit('macsec_fake.py: no case %s' % case)


main()
