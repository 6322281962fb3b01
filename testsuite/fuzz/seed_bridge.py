#!/usr/bin/env python3
"""Write the seed corpus of fuzz_bridge: the bridge tests' crafted dumps
(bridge/fake/gen.py) with the commands that print them, in several output
forms, and the command lines of the bridge tests without replies.

usage: seed_bridge.py OUTDIR"""
import glob
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.normpath(os.path.join(here, '..', '..'))
out = sys.argv[1]
gen = os.path.join(top, 'testsuite', 'bridge', 'fake', 'gen.py')
os.makedirs(out, exist_ok=True)
n = 0


def blob(kind):
    return subprocess.run(['python3', gen, kind], capture_output=True,
                          check=True).stdout


def seed(opt, text, msgs=b''):
    """Option byte, the batch text, then NUL and the reply messages."""
    global n
    data = bytes([opt]) + text.encode() + (b'\0' + msgs if msgs else b'')
    with open(os.path.join(out, 'b%03d' % n), 'wb') as f:
        f.write(data)
    n += 1


FAKE = [('protinfo', 'link show'), ('hwmode', 'link show'),
        ('vlans', 'vlan show'), ('vlans', 'vlan show dev vx0'),
        ('tunnels', 'vlan tunnelshow'), ('stats', 'vlan show'),
        ('vlandb', 'vlan show'), ('global', 'vlan global show'),
        ('fdb', 'fdb show'), ('fdb', 'fdb show br br0'),
        ('mdb', 'mdb show'), ('events', 'monitor all file /dev/null')]
# option bits of fuzz_bridge.c: json, pretty, details, stats, oneline,
# compressvlans, force, color
OPTS = [0, 1, 4, 5, 8, 12, 13, 16, 32, 128]

for kind, cmd in FAKE:
    b = blob(kind)
    for o in OPTS:
        seed(o, cmd + '\n', b)

# bridge vni: the crafted tunnel dumps of bridge/fake/vni.py
vgen = os.path.join(top, 'testsuite', 'bridge', 'fake', 'vni.py')
for kind in ('shows', 'stats', 'odd', 'empty', 'events'):
    b = subprocess.run(['python3', vgen, kind], capture_output=True,
                       check=True).stdout
    for o in OPTS:
        seed(o, 'vni show\n' if kind != 'events' else
             'monitor vni file /dev/null\n', b)

lines = set()
for f in glob.glob(os.path.join(top, 'testsuite', 'bridge', '*.sh')):
    for line in open(f):
        m = re.match(r'\s*run_case +\S+ +\S+ +(.*)$', line)
        if not m:
            continue
        args = m.group(1).strip()
        if '$' in args or '\\' in args:
            continue
        args = re.sub(r'^(-\S+ +)*', '', args).replace('@NS@', 'ns')
        if args:
            lines.add(args.replace('"', ''))
for line in sorted(lines):
    seed(0, line + '\n')
print(n, 'seeds in', out)
