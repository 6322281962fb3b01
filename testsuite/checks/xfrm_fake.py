#!/usr/bin/env python3
"""xfrm_fake.py CASE: crafted XFRM_MSG_NEWSA dump replies (binary on stdout)
for SA kinds this kernel cannot create (it has no esp/ah/ipcomp)."""
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


def msg(body, attrs=b""):
    payload = body + attrs
    return struct.pack("=IHHII", 16 + len(payload), NEWSA, 0, 0, 0) + payload


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


if __name__ == "__main__":
    out = b""
    for n in sys.argv[1:]:
        out += CASES[n]()
    sys.stdout.buffer.write(out)
