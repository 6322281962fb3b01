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


def main():
    case = sys.argv[1]
    if case in LINKS:
        sys.stdout.buffer.write(LINKS[case]())
        return
    sys.exit('macsec_fake.py: no case %s' % case)


main()
