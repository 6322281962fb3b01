#!/usr/bin/env python3
"""xfrm_mon_fake.py CASE...: crafted XFRM notifications (binary on stdout)
for `ip xfrm monitor file FILE`: every event type the kernel sends on the
xfrm multicast groups, the ones this kernel cannot make (acquire, expire,
aevent, report, mapping, states with algorithms) included, and damaged
ones (short bodies, unknown types)."""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xfrm_fake import (AF_INET, AF_INET6, CASES as SA_CASES, addr, attr,  # noqa: E402
                       pol, sel, sa, tmpl, algo, K16, K20)

(NEWSA, DELSA, NEWPOLICY, DELPOLICY, ACQUIRE, EXPIRE, UPDPOLICY, UPDSA,
 POLEXPIRE, FLUSHSA, FLUSHPOLICY, NEWAE, REPORT, MIGRATE, MAPPING) = (
    16, 17, 19, 20, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33, 38)
XFRMA_SA, XFRMA_POLICY, XFRMA_TMPL, XFRMA_POLICY_TYPE = 6, 7, 5, 16
XFRMA_LTIME_VAL, XFRMA_REPLAY_VAL, XFRMA_REPLAY_THRESH = 9, 10, 11
XFRMA_ETIMER_THRESH, XFRMA_SRCADDR, XFRMA_COADDR = 12, 13, 14
XFRMA_MARK, XFRMA_REPLAY_ESN_VAL, XFRMA_IF_ID = 21, 23, 31


def msg(body, attrs=b"", typ=NEWSA, flags=0, seq=0, pid=0):
    payload = body + attrs
    return struct.pack("=IHHII", 16 + len(payload), typ, flags, seq,
                       pid) + payload


def sa_id(fam, dst, spi, proto):
    return addr(fam, dst) + struct.pack("!I", spi) + \
        struct.pack("=HB1x", fam, proto)


def pol_id(s, index, dir_):
    return s + struct.pack("=IB3x", index, dir_)


def sa_v4(spi=0x100, proto=50, **kw):
    return sa(AF_INET, "10.0.0.1", "10.0.0.2", proto, spi, **kw)


ALGS = attr(2, algo("cbc(aes)", K16)) + attr(1, algo("hmac(sha1)", K20))
S4 = sel(AF_INET, "10.2.0.0", "10.1.0.0", 16, 24, proto=6, sport=80,
         dport=443)
S6 = sel(AF_INET6, "2001:db8::", "fe80::", 32, 64)
TMPL = attr(XFRMA_TMPL, tmpl(AF_INET, "2.2.2.2", "1.1.1.1", 50, reqid=7,
                             mode=1))
CASES = {}


def case(name):
    def deco(f):
        CASES[name] = f
        return f
    return deco


@case("newsa")
def _newsa():
    return msg(sa_v4(mode=1, reqid=5, rw=32, seq=7), ALGS) + \
        msg(SA_CASES["all"]()[16:]) + msg(SA_CASES["aead"]()[16:])


@case("updsa")
def _updsa():
    return msg(sa_v4(spi=0x101, flags=1), ALGS, UPDSA) + \
        msg(SA_CASES["esnlong"]()[16:], typ=UPDSA)


@case("delsa")
def _delsa():
    s = sa_v4(spi=0x102, mode=1, reqid=3)
    return msg(sa_id(AF_INET, "10.0.0.2", 0x102, 50),
               attr(XFRMA_SA, s) + ALGS, DELSA) + \
        msg(sa_id(AF_INET6, "::2", 0x103, 51),
            attr(XFRMA_SA, sa(AF_INET6, "::1", "::2", 51, 0x103)), DELSA)


@case("delsa-noattr")
def _delsa_noattr():
    # a deletion without its XFRMA_SA, then one whose XFRMA_SA is short
    return msg(sa_id(AF_INET, "10.0.0.2", 0x104, 50), b"", DELSA) + \
        msg(sa_id(AF_INET, "10.0.0.2", 0x105, 50),
            attr(XFRMA_SA, b"\1" * 40), DELSA)


@case("expire")
def _expire():
    return msg(sa_v4(spi=0x110, mode=1) + struct.pack("=B7x", 1), ALGS,
               EXPIRE) + \
        msg(sa(AF_INET6, "::1", "::2", 108, 0x111) + struct.pack("=B7x", 0),
            attr(3, algo("deflate", b"")), EXPIRE)


@case("newpol")
def _newpol():
    return msg(pol(S4, prio=5, index=0x8, dir_=1), TMPL, NEWPOLICY) + \
        msg(SA_CASES["pol-ctx"]()[16:], typ=NEWPOLICY) + \
        msg(pol(S6, index=0x11, dir_=0, action=1), b"", NEWPOLICY)


@case("updpol")
def _updpol():
    return msg(pol(S4, prio=6, index=0x8, dir_=1), TMPL, UPDPOLICY) + \
        msg(pol(S6, index=0x12, dir_=2),
            attr(XFRMA_POLICY_TYPE, struct.pack("=BxHBx", 1, 0, 0)),
            UPDPOLICY)


@case("delpol")
def _delpol():
    p = pol(S4, prio=5, index=0x8, dir_=1)
    return msg(pol_id(S4, 0x8, 1), attr(XFRMA_POLICY, p) + TMPL,
               DELPOLICY) + \
        msg(pol_id(S6, 0x11, 0), attr(XFRMA_POLICY, pol(S6, index=0x11)),
            DELPOLICY)


@case("delpol-noattr")
def _delpol_noattr():
    return msg(pol_id(S4, 0x9, 1), b"", DELPOLICY) + \
        msg(pol_id(S4, 0xa, 1), attr(XFRMA_POLICY, b"\0" * 20), DELPOLICY)


@case("polexpire")
def _polexpire():
    return msg(pol(S4, prio=5, index=0x8, dir_=1) + struct.pack("=B7x", 1),
               TMPL, POLEXPIRE) + \
        msg(pol(S6, index=0x11, dir_=2) + struct.pack("=B7x", 0), b"",
            POLEXPIRE)


@case("flush")
def _flush():
    return msg(struct.pack("=B3x", 0), b"", FLUSHSA) + \
        msg(struct.pack("=B3x", 50), b"", FLUSHSA) + \
        msg(struct.pack("=B3x", 108), b"", FLUSHSA) + \
        msg(struct.pack("=B3x", 200), b"", FLUSHSA) + \
        msg(b"", b"", FLUSHPOLICY) + \
        msg(b"", attr(XFRMA_POLICY_TYPE, struct.pack("=BxHBx", 1, 0, 0)),
            FLUSHPOLICY) + \
        msg(b"", attr(XFRMA_POLICY_TYPE, struct.pack("=BxHBx", 0, 0, 0)),
            FLUSHPOLICY)


def acquire(fam, dst, src, proto, s, p, seq=0x1234, algs=(1, 2, 3)):
    body = addr(fam, dst) + struct.pack("!I", 0) + \
        struct.pack("=B3x", proto) + addr(fam, src) + s + p
    body += struct.pack("=IIII", algs[0], algs[1], algs[2], seq)
    assert len(body) == 280, len(body)
    return body


@case("acquire")
def _acquire():
    p = pol(S4, prio=5, index=0x8, dir_=1)
    return msg(acquire(AF_INET, "10.0.0.2", "10.0.0.1", 50, S4, p), TMPL,
               ACQUIRE) + \
        msg(acquire(AF_INET6, "fe80::2", "fe80::1", 51, S6,
                    pol(S6, index=0x11, dir_=0), seq=0),
            attr(XFRMA_POLICY_TYPE, struct.pack("=BxHBx", 1, 0, 0)),
            ACQUIRE)


def aevent(fam, dst, spi, proto, src, flags, reqid):
    return sa_id(fam, dst, spi, proto) + addr(fam, src) + \
        struct.pack("=II", flags, reqid)


@case("aevent")
def _aevent():
    a = attr(XFRMA_REPLAY_VAL, struct.pack("=III", 1, 2, 0xff))
    a += attr(XFRMA_LTIME_VAL, struct.pack("=QQQQ", 100, 5, 1700000000, 0))
    a += attr(XFRMA_REPLAY_THRESH, struct.pack("=I", 10))
    a += attr(XFRMA_ETIMER_THRESH, struct.pack("=I", 20))
    esn = struct.pack("=IIIIII", 2, 1, 2, 3, 4, 64) + \
        struct.pack("=II", 0xffffffff, 1)
    b = attr(XFRMA_REPLAY_ESN_VAL, esn)
    b += attr(XFRMA_MARK, struct.pack("=II", 5, 0xff))
    return msg(aevent(AF_INET, "10.0.0.2", 0x100, 50, "10.0.0.1", 0x1, 5),
               a, NEWAE) + \
        msg(aevent(AF_INET6, "::2", 0x101, 51, "::1", 0x2 | 0x10, 0), b,
            NEWAE) + \
        msg(aevent(AF_INET, "10.0.0.2", 0x102, 50, "10.0.0.1", 0x20, 1),
            b"", NEWAE)


@case("report")
def _report():
    return msg(struct.pack("=B3x", 50) + S4,
               attr(XFRMA_SRCADDR, addr(AF_INET, "10.0.0.1")) +
               attr(XFRMA_COADDR, addr(AF_INET, "10.0.0.9")), REPORT) + \
        msg(struct.pack("=B3x", 43) + S6, b"", REPORT)


@case("mapping")
def _mapping():
    def m(fam, dst, spi, reqid, old, new, osp, nsp):
        return sa_id(fam, dst, spi, 50) + struct.pack("=I", reqid) + \
            addr(fam, old) + addr(fam, new) + struct.pack("!HH", osp, nsp)
    return msg(m(AF_INET, "10.0.0.2", 0x100, 5, "10.0.0.1", "10.0.0.7",
                 4500, 4501), b"", MAPPING) + \
        msg(m(AF_INET6, "::2", 0x101, 0, "::1", "::7", 1, 2), b"", MAPPING)


@case("unknown")
def _unknown():
    return msg(b"\0" * 8, b"", 99) + msg(b"", b"", MIGRATE) + \
        msg(b"\0" * 4, b"", 34, flags=0x5)


@case("short")
def _short():
    # every type with a body too short for its header (not aevent and
    # mapping: the reference reads theirs past the message's end)
    out = b""
    for t in (NEWSA, DELSA, NEWPOLICY, DELPOLICY, ACQUIRE, EXPIRE, UPDPOLICY,
              UPDSA, POLEXPIRE, FLUSHSA, FLUSHPOLICY, REPORT):
        out += msg(b"\0" * 4 if t != FLUSHSA else b"", b"", t)
    return out


if __name__ == "__main__":
    out = b""
    for n in sys.argv[1:]:
        out += CASES[n]()
    sys.stdout.buffer.write(out)
