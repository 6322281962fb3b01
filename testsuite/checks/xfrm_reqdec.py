#!/usr/bin/env python3
"""xfrm_reqdec.py: the netlink messages of strace -xx sendto/sendmsg lines
on stdin, one header and one attribute a line (sequence numbers and
NLM_F_ACK left out), so that two tools' requests can be compared."""
import re
import sys

# fixed header of each message type (XFRM_MSG_*)
HDR = {0x10: 224, 0x19: 224, 0x13: 168, 0x18: 168, 0x14: 64, 0x15: 64,
       0x11: 24, 0x12: 24, 0x16: 236, 0x1c: 1, 0x1d: 0, 0x20: 4, 0x23: 4,
       0x24: 4, 0x27: 3, 0x28: 3}
PAT = (r'nlmsg_len=(\d+), nlmsg_type=(0x[0-9a-f]+|\w+)[^,]*, '
       r'nlmsg_flags=([^,]+), nlmsg_seq=\d+, nlmsg_pid=0\}(, "([^"]*)")?')
for line in sys.stdin:
    if not re.match(r'^(sendto|sendmsg)\(', line):
        continue
    m = re.search(PAT, line)
    if not m:
        continue
    t = int(m.group(2), 16) if m.group(2).startswith('0x') else m.group(2)
    data = bytes(int(x, 16)
                 for x in re.findall(r'\\x([0-9a-f]{2})', m.group(5) or ''))
    flags = m.group(3).replace("NLM_F_ACK|", "").replace("|NLM_F_ACK", "")
    print("msg len=%s type=%s flags=%s" % (m.group(1), m.group(2), flags))
    h = HDR.get(t, 0) if isinstance(t, int) else 0
    print("  hdr", data[:h].hex())
    off = (h + 3) & ~3
    while off + 4 <= len(data):
        ln = int.from_bytes(data[off:off + 2], 'little')
        ty = int.from_bytes(data[off + 2:off + 4], 'little')
        if ln < 4:
            print("  bad attr")
            break
        print("  attr %d len %d %s" % (ty, ln, data[off + 4:off + ln].hex()))
        off += (ln + 3) & ~3
