#!/usr/bin/env python3
"""Count the netlink requests in an strace log (-e trace=sendto,sendmsg).

Prints "REQUESTS DUMPS TYPES": the number of netlink messages sent, how many
of them are dump requests (a GET message with NLM_F_DUMP, i.e. NLM_F_ROOT or
NLM_F_MATCH), and the message types in order.
"""
import re
import sys

HDR = re.compile(r'\{nlmsg_len=\d+, nlmsg_type=([^,]+), nlmsg_flags=([^,]+),')


def is_get(mtype):
    if mtype.startswith('RTM_GET'):
        return True
    m = re.match(r'(0x[0-9a-f]+|\d+)', mtype)
    if not m:
        return False
    t = int(m.group(1), 0)
    # rtnetlink: NEW = 16 + 4k, DEL = 17 + 4k, GET = 18 + 4k
    return t >= 16 and (t - 16) % 4 == 2


def is_dump(mtype, flags):
    if not is_get(mtype):
        return False
    if re.search(r'NLM_F_(DUMP|ROOT|MATCH)', flags):
        return True
    num = 0
    for part in flags.split('|'):
        part = part.strip()
        if re.fullmatch(r'0x[0-9a-f]+|\d+', part):
            num |= int(part, 0)
    return bool(num & 0x300)


def main():
    requests = dumps = 0
    types = []
    with open(sys.argv[1]) as f:
        for line in f:
            if 'sendto(' not in line and 'sendmsg(' not in line:
                continue
            for mtype, flags in HDR.findall(line):
                mtype = mtype.split(' ')[0]
                requests += 1
                types.append(mtype)
                if is_dump(mtype, flags):
                    dumps += 1
    print(requests, dumps, ','.join(types) or '-')


main()
