#!/usr/bin/env python3
# dump_errors.py kinds DIR — write DIR/KIND.bin: the failures that
#     testsuite/bridge/fake/shim.c answers a dump with (dump_errors.sh).
# dump_errors.py grab TYPE FAMILY — the messages of a dump of the current
#     network namespace (without its NLMSG_DONE), raw, on stdout.
import os
import socket
import struct
import sys

NLMSG_ERROR, NLMSG_DONE = 2, 3
NLM_F_CAPPED, NLM_F_ACK_TLVS = 0x100, 0x200
NLMSGERR_ATTR_MSG = 1
EPERM, ENOENT, EINVAL, EMSGSIZE, EOPNOTSUPP = 1, 2, 22, 90, 95


def extack(msg):
    m = msg.encode() + b'\0'
    a = struct.pack('<HH', 4 + len(m), NLMSGERR_ATTR_MSG) + m
    return a + b'\0' * ((4 - len(a) % 4) % 4)


def nlmsg(t, flags, body):
    return struct.pack('<IHHII', 16 + len(body), t, flags, 0, 0) + body


# The kernel refuses the dump: an NLMSG_ERROR, its request's header
# echoed (capped), maybe with an extack message.
def errmsg(err, msg=None):
    body = struct.pack('<i', -err) + struct.pack('<IHHII', 16, 0, 0, 0, 0)
    if msg is None:
        return nlmsg(NLMSG_ERROR, NLM_F_CAPPED, body)
    return nlmsg(NLMSG_ERROR, NLM_F_CAPPED | NLM_F_ACK_TLVS,
                 body + extack(msg))


# The dump fails on the way: NLMSG_DONE carries the error (and extack).
def done(err, msg=None):
    body = struct.pack('<i', -err)
    if msg is None:
        return nlmsg(NLMSG_DONE, 0, body)
    return nlmsg(NLMSG_DONE, NLM_F_ACK_TLVS, body + extack(msg))


KINDS = {
    'err-einval': errmsg(EINVAL),
    'err-eopnotsupp': errmsg(EOPNOTSUPP),
    'err-enoent': errmsg(ENOENT),
    'err-eperm': errmsg(EPERM),
    'err-extack': errmsg(EINVAL, 'Invalid header for dump request'),
    'done-einval': done(EINVAL),
    'done-enoent': done(ENOENT),
    'done-eopnotsupp': done(EOPNOTSUPP),
    'done-eperm': done(EPERM),
    'done-emsgsize': done(EMSGSIZE),
    'done-extack': done(EINVAL, 'Fake dump failure'),
    'done-eopnotsupp-extack': done(EOPNOTSUPP, 'Fake unsupported.'),
    'done-enoent-extack': done(ENOENT, 'Fake table missing'),
    'done-emsgsize-extack': done(EMSGSIZE, 'Fake too small'),
    'empty': b'',
}


def write_kinds(d):
    for name, data in KINDS.items():
        with open(os.path.join(d, name + '.bin'), 'wb') as f:
            f.write(data)


# The fixed part of a dump request of each type: ifinfomsg, if_stats_msg
# (IFLA_STATS_LINK_64), else a header whose first byte is the family.
HDR = {18: 16, 22: 8, 26: 12, 30: 12, 34: 12, 74: 8, 82: 4, 106: 8}


def grab(t, fam):
    if t == 94:
        body = struct.pack('<BxxxII', fam, 0, 1)
    else:
        body = struct.pack('<B', fam) + b'\0' * (HDR[t] - 1)
    s = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0)
    s.bind((0, 0))
    s.send(nlmsg(t, 0x301, body))	# NLM_F_REQUEST | NLM_F_DUMP
    out = b''
    while True:
        d = s.recv(1 << 16)
        off = 0
        while off + 16 <= len(d):
            ln, ty = struct.unpack_from('<IH', d, off)
            if ty in (NLMSG_ERROR, NLMSG_DONE):
                sys.stdout.buffer.write(out)
                return
            out += d[off:off + ((ln + 3) & ~3)]
            off += (ln + 3) & ~3


if len(sys.argv) == 3 and sys.argv[1] == 'kinds':
    write_kinds(sys.argv[2])
elif len(sys.argv) == 4 and sys.argv[1] == 'grab':
    grab(int(sys.argv[2]), int(sys.argv[3]))
else:
    sys.exit('usage: dump_errors.py kinds DIR | grab TYPE FAMILY')
