#!/usr/bin/env python3
"""xfrm_fake.py CASE...: crafted dump replies (binary on stdout): states
(XFRM_MSG_NEWSA) this kernel cannot create (it has no esp/ah/ipcomp), and
policies (XFRM_MSG_NEWPOLICY, cases pol-*) with what no command here makes
(security contexts, socket policies, odd values)."""
import socket
import struct
import sys

NEWSA = 16
AF_INET, AF_INET6 = 2, 10


def addr(fam, s):
    raw = socket.inet_pton(fam, s)
    return raw + b"\0" * (16 - len(raw))


def attr(t, payload):
    n = 4 + len(payload)
    return struct.pack("=HH", n, t) + payload + b"\0" * ((4 - n % 4) % 4)


def sel(fam, d, s, dl, sl, proto=0, sport=0, dport=0, ifindex=0):
    smask = 0xffff if sport else 0
    dmask = 0xffff if dport else 0
    return (addr(fam, d) + addr(fam, s) +
            struct.pack("!HHHH", dport, dmask, sport, smask) +
            struct.pack("=HBBB3xiI", fam, dl, sl, proto, ifindex, 0))


INF = 0xffffffffffffffff


def sa(fam, src, dst, proto, spi, mode=0, reqid=0, flags=0, rw=0, seq=0,
       lft=(INF, INF, INF, INF, 0, 0, 0, 0), cur=(0, 0, 0, 0),
       stats=(0, 0, 0), s=None):
    if s is None:
        b = 32 if fam == AF_INET else 128
        s = sel(fam, dst, src, b, b)
    body = s + addr(fam, dst) + struct.pack("!I", spi) + \
        struct.pack("=B3x", proto) + addr(fam, src)
    body += struct.pack("=8Q", *lft) + struct.pack("=4Q", *cur)
    body += struct.pack("=3I", *stats)
    body += struct.pack("=IIHBBB7x", seq, reqid, fam, mode, rw, flags)
    assert len(body) == 224
    return body


def algo(name, key, icv=None):
    n = name.encode().ljust(64, b"\0")
    if icv is None:
        return n + struct.pack("=I", len(key) * 8) + key
    return n + struct.pack("=II", len(key) * 8, icv) + key


def msg(body, attrs=b"", typ=NEWSA):
    payload = body + attrs
    return struct.pack("=IHHII", 16 + len(payload), typ, 0, 0, 0) + payload


NEWPOLICY = 19


def pol(s, prio=0, index=0, dir_=0, action=0, flags=0, share=0,
        lft=(INF, INF, INF, INF, 0, 0, 0, 0), cur=(0, 0, 0, 0)):
    body = s + struct.pack("=8Q", *lft) + struct.pack("=4Q", *cur)
    body += struct.pack("=IIBBBB4x", prio, index, dir_, action, flags, share)
    assert len(body) == 168
    return body


def tmpl(fam, dst, src, proto, spi=0, reqid=0, mode=0, share=0, optional=0,
         aalgos=0xffffffff, ealgos=0xffffffff, calgos=0xffffffff):
    t = addr(fam, dst) + struct.pack("!I", spi) + struct.pack("=B3x", proto)
    t += struct.pack("=H2x", fam) + addr(fam, src)
    t += struct.pack("=IBBBxIII", reqid, mode, share, optional, aalgos,
                     ealgos, calgos)
    assert len(t) == 64, len(t)
    return t


K16 = bytes(range(16))
K20 = bytes(range(20))
CASES = {}


def case(name):
    def deco(f):
        CASES[name] = f
        return f
    return deco


@case("esp")
def _esp():
    a = attr(2, algo("cbc(aes)", K16)) + attr(1, algo("hmac(sha1)", K20))
    a += attr(10, struct.pack("=III", 1, 2, 0xff))
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.2", 50, 0x100, mode=1,
                  reqid=5, rw=32, seq=7, flags=1 | 4), a)


@case("aead")
def _aead():
    a = attr(18, algo("rfc4106(gcm(aes))", K20, 128))
    a += attr(21, struct.pack("=II", 5, 0xff))
    a += attr(31, struct.pack("=I", 9))
    a += attr(23, struct.pack("=I", 3))
    return msg(sa(AF_INET6, "fe80::1", "fe80::2", 50, 0x101, mode=0,
                  reqid=1, flags=0x80), a)


@case("ah")
def _ah():
    a = attr(20, algo("hmac(sha256)", bytes(32), 128))
    a += attr(22, struct.pack("=I", 64))
    a += attr(29, struct.pack("=I", 0x10)) + attr(30, struct.pack("=I", 0xf0))
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.3", 51, 0x102, mode=4,
                  lft=(1000, 2000, 3, 4, 10, 20, 30, 40),
                  cur=(5, 6, 1700000000, 0), stats=(1, 2, 3)), a)


@case("comp")
def _comp():
    a = attr(3, algo("deflate", b""))
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.4", 108, 0x103, mode=1), a)


@case("encap")
def _encap():
    a = attr(2, algo("cbc(aes)", K16)) + attr(1, algo("hmac(sha1)", K20))
    a += attr(4, struct.pack("=HHH2x", 2, socket.htons(4500),
                             socket.htons(4501)) + addr(AF_INET, "9.9.9.9"))
    a += attr(13, addr(AF_INET, "7.7.7.7"))
    a += attr(14, addr(AF_INET, "8.8.8.8"))
    a += attr(24, struct.pack("=I", 1 | 2))
    esn = struct.pack("=IIIIII", 1, 2, 3, 4, 5, 64) + struct.pack("=II", 1, 0)
    a += attr(23, esn)
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.5", 50, 0x104, mode=1,
                  flags=0x80 | 2 | 8 | 16 | 32 | 64), a)


@case("sel")
def _sel():
    s = sel(AF_INET, "10.1.0.0", "10.2.0.0", 16, 24, proto=6, sport=80,
            dport=443)
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.6", 50, 0x105, s=s),
               attr(2, algo("ecb(cipher_null)", b"")))


@case("all")
def _all():
    ctx = struct.pack("=HBBH", 8 + 5, 1, 2, 5) + b"u:r:x" + b"\0" * 3
    esn = struct.pack("=IIIIII", 3, 2, 3, 4, 5, 96) + \
        struct.pack("=III", 0xdeadbeef, 1, 0x80000000)
    off = struct.pack("=iB3x", 1, 3)
    parts = [
        attr(1, algo("hmac(sha1)", K20)),
        attr(2, algo("cbc(aes)", K16)),
        attr(3, algo("deflate", b"")),
        attr(4, struct.pack("=HHH2x", 3, socket.htons(1), socket.htons(2)) +
             addr(AF_INET, "9.9.9.9")),
        attr(8, ctx),
        attr(9, struct.pack("=QQQQ", 1, 2, 3, 4)),
        attr(11, struct.pack("=I", 12)),
        attr(12, struct.pack("=I", 13)),
        attr(13, addr(AF_INET, "7.7.7.7")),
        attr(14, addr(AF_INET, "8.8.8.8")),
        attr(15, struct.pack("=Q", 1700000001)),
        attr(18, algo("rfc4106(gcm(aes))", K20, 64)),
        attr(20, algo("hmac(sha256)", bytes(32), 96)),
        attr(21, struct.pack("=II", 5, 0xffffffff)),
        attr(22, struct.pack("=I", 64)),
        attr(23, esn),
        attr(24, struct.pack("=I", 1)),
        attr(28, off),
        attr(29, struct.pack("=I", 0x10)),
        attr(31, struct.pack("=I", 9)),
        attr(32, struct.pack("=I", 17)),
    ]
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.9", 50, 0x109, mode=2,
                  reqid=0xffffffff, flags=0x80, seq=3),
               b"".join(reversed(parts)))


@case("esnlong")
def _esnlong():
    bmp = list(range(1, 11))
    esn = struct.pack("=IIIIII", 10, 1, 2, 3, 4, 320) + \
        struct.pack("=10I", *bmp)
    a = attr(2, algo("cbc(aes)", K16)) + attr(23, esn) + \
        attr(24, struct.pack("=I", 0))
    return msg(sa(AF_INET6, "2001:db8::1", "2001:db8::2", 50, 0x200,
                  flags=0x80, seq=1), a)


@case("trunc")
def _trunc():
    a = attr(2, b"cbc(aes)\0") + attr(1, algo("hmac(sha1)", K20)[:80])
    a += attr(4, b"\0" * 8) + attr(14, b"\0" * 4) + attr(10, b"\0" * 4)
    a += attr(31, struct.pack("=I", 3))
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.10", 51, 0x10a), a)


@case("odd")
def _odd():
    s = sel(AF_INET, "10.1.0.0", "10.2.0.0", 16, 24, proto=47, sport=1,
            dport=2, ifindex=1)
    a = attr(3, algo("lzs", b"")) + attr(8, struct.pack("=HHBBH", 8, 8, 1, 1, 0))
    a += attr(29, struct.pack("=I", 1)) + attr(28, struct.pack("=iB3x", 1, 0))
    return msg(sa(AF_INET, "10.0.0.1", "10.0.0.11", 60, 0x10b, mode=9, s=s,
                  lft=(INF, 5, 7, INF, 1, 2, 3, 4), cur=(1, 2, 3, 1700000002)),
               a)


@case("fam")
def _fam():
    s = sel(AF_INET, "0.0.0.0", "0.0.0.0", 0, 0)
    s = s[:40] + b"\0\0" + s[42:]            # selector family 0
    return msg(sa(AF_INET6, "::1", "::2", 50, 0x300, s=s),
               attr(2, algo("cbc(aes)", K16)))


@case("pol-ctx")
def _pol_ctx():
    ctx = struct.pack("=HHBBH", 8 + 12, 8, 1, 1, 12) + b"system_u:x\0\0"
    s = sel(AF_INET, "10.1.0.0", "10.2.0.0", 16, 24, proto=17, sport=53)
    a = attr(8, ctx) + attr(21, struct.pack("=II", 1, 2))
    a += attr(31, struct.pack("=I", 7))
    a += attr(5, tmpl(AF_INET, "2.2.2.2", "1.1.1.1", 50, spi=5, reqid=3,
                      mode=1, share=3, optional=1, aalgos=1, ealgos=2,
                      calgos=0) +
              tmpl(AF_INET6, "::2", "::1", 108, mode=4, share=1))
    return msg(pol(s, prio=7, index=0x10, dir_=1, action=1, flags=3,
                   share=2, lft=(1, 2, 3, 4, 5, 6, 7, 8),
                   cur=(9, 10, 1700000000, 1700000003)), a, NEWPOLICY)


@case("pol-odd")
def _pol_odd():
    s = sel(AF_INET6, "::", "fe80::", 0, 10, proto=58, sport=1, dport=2,
            ifindex=1)
    a = attr(16, struct.pack("=BxHBx", 9, 0, 0)) + attr(5, b"\0" * 10)
    return msg(pol(s, index=0x13, dir_=3, action=7, flags=0xfc, share=9),
               a, NEWPOLICY)


@case("pol-flags")
def _pol_flags():
    s = sel(AF_INET, "1.0.0.0", "0.0.0.0", 8, 0)
    a = attr(5, tmpl(AF_INET, "2.2.2.2", "1.1.1.1", 50) + b"\0" * 8)
    return msg(pol(s, dir_=1, flags=0xfd), a, NEWPOLICY) + \
        msg(pol(s, dir_=5, flags=0x83), b"", NEWPOLICY) + \
        msg(pol(s, dir_=9, flags=0x2), b"", NEWPOLICY)


@case("pol-shortptype")
def _pol_shortptype():
    s = sel(AF_INET, "1.0.0.0", "0.0.0.0", 8, 0)
    return msg(pol(s, dir_=1), attr(16, struct.pack("=BHB", 1, 0, 0)),
               NEWPOLICY) + msg(pol(s, dir_=0), b"", NEWPOLICY)


@case("pol-sock")
def _pol_sock():
    s = sel(AF_INET, "0.0.0.0", "0.0.0.0", 0, 0)
    a = attr(16, struct.pack("=BxHBx", 1, 0, 0))
    return msg(pol(s, index=0x1b, dir_=4), a, NEWPOLICY) + \
        msg(pol(sel(AF_INET, "1.0.0.0", "0.0.0.0", 8, 0, proto=1,
                    sport=8), dir_=2), b"", NEWPOLICY)


if __name__ == "__main__":
    out = b""
    for n in sys.argv[1:]:
        out += CASES[n]()
    sys.stdout.buffer.write(out)
