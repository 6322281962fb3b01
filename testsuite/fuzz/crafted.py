#!/usr/bin/env python3
"""crafted.py BUILD_DIR — netlink robustness through the printers, no root.

Takes the real messages of corpus/fuzz_nlmsg (dumped from a scratch
namespace) and derives crafted ones: an unknown attribute appended (a
newer kernel), an unknown nested attribute, a message cut inside its
last attribute, known attributes with a short payload, an oversized
nlmsg_len. Each goes through fuzz_nlmsg (FUZZ_STDOUT=1) in text and
JSON form. Checks: no sanitizer report; unknown attributes change
nothing in the output; JSON output parses; text output has no control
characters (garbage). Prints PASS/FAIL lines and a summary.
"""
import json, os, struct, subprocess, sys, tempfile

b = sys.argv[1] if len(sys.argv) > 1 else 'testsuite/fuzz/build'
here = os.path.dirname(os.path.abspath(__file__))
corpus = os.path.join(here, 'corpus', 'fuzz_nlmsg')
target = os.path.join(b, 'fuzz_nlmsg')
tmp = tempfile.mkdtemp(prefix='nlr-crafted.')
HDR = {16: 16, 17: 16, 20: 8, 21: 8, 24: 12, 25: 12, 28: 12, 29: 12,
       32: 12, 33: 12, 80: 4, 81: 4}  # family header sizes by type
TEXT, JSON = b'\x1c\x01', b'\x1d\x01'  # -d -s -s / same with -j
fails = passes = 0


def run(opt, msg):
    path = os.path.join(tmp, 'in')
    with open(path, 'wb') as f:
        f.write(opt + msg)
    env = dict(os.environ, FUZZ_STDOUT='1')
    p = subprocess.run([target, '-runs=1', path], capture_output=True,
                       env=env)
    out, half = p.stdout, len(p.stdout) // 2
    # libFuzzer runs a file input once or twice: keep one copy
    if len(out) % 2 == 0 and out[:half] == out[half:]:
        out = out[:half]
    return p.returncode, out, p.stderr


def attrs(msg, hlen):
    """(offset, len, type) of the top-level attributes."""
    off, out = 16 + ((hlen + 3) & ~3), []
    end = struct.unpack_from('I', msg)[0]
    while off + 4 <= end:
        ln, ty = struct.unpack_from('HH', msg, off)
        if ln < 4 or off + ln > end:
            break
        out.append((off, ln, ty))
        off += (ln + 3) & ~3
    return out


def with_len(msg):
    return struct.pack('I', len(msg)) + msg[4:]


def check(name, msg, same_as=None):
    global fails, passes
    why = []
    for opt in (TEXT, JSON):
        rc, out, err = run(opt, msg)
        if rc or b'ERROR' in err or b'runtime error' in err:
            why.append('crash/sanitizer: ' + err.decode(errors='replace')
                       .strip().splitlines()[-1][:100])
            continue
        if opt == JSON:
            # libFuzzer may run an input twice: one document a line
            for line in out.decode(errors='replace').splitlines():
                try:
                    json.loads(line)
                except ValueError as e:
                    why.append('JSON does not parse: %s: %s' %
                               (e, line[:80]))
                    break
        elif any(c < 0x20 and c not in (9, 10) for c in out):
            why.append('control characters in text output')
        if same_as is not None:
            ref = run(opt, same_as)[1]
            if ref != out and os.environ.get('CRAFTED_DEBUG'):
                print(ref, out, sep='\n--\n')
            if ref != out:
                why.append('output changed (%s)' %
                           ('json' if opt == JSON else 'text'))
    if why:
        fails += 1
        print('FAIL %s: %s' % (name, '; '.join(why)))
    else:
        passes += 1
        print('PASS %s' % name)


for fn in sorted(os.listdir(corpus)):
    if not fn.endswith('-0000'):
        continue
    msg = open(os.path.join(corpus, fn), 'rb').read()[2:]
    ln, ty = struct.unpack_from('IH', msg)
    msg = msg[:ln]
    if ty not in HDR or ln < 16 + HDR[ty]:
        continue
    al = attrs(msg, HDR[ty])
    base = fn[:-5]
    # a newer kernel: unknown attribute types, plain and nested
    unk = struct.pack('HHI', 8, 0x3ff, 0xdeadbeef)
    check(base + '/unknown-attr', with_len(msg + unk), msg)
    nest = struct.pack('HH', 12, 0x83fe) + struct.pack('HHI', 8, 1, 7)
    check(base + '/unknown-nest', with_len(msg + nest), msg)
    if not al:
        continue
    # cut inside the last attribute (nlmsg_len says less than it holds)
    off, alen, aty = al[-1]
    if alen > 8:
        cut = msg[:off + alen // 2]
        check(base + '/cut-last-attr', with_len(cut + b'\0' * (-len(cut) % 4)))
    # each known attribute with a 1-byte payload instead of its own
    for off, alen, aty in al:
        if alen <= 5:
            continue
        short = msg[:off] + struct.pack('HH', 5, aty) + b'\x41\0\0\0' + \
            msg[off + ((alen + 3) & ~3):]
        check('%s/short-attr-%d' % (base, aty & 0x3fff), with_len(short))
    # nlmsg_len larger than the datagram: the walk must stop, not read on
    check(base + '/oversized-len', struct.pack('I', len(msg) + 4096) + msg[4:])

print('%d passed, %d failed' % (passes, fails))
sys.exit(1 if fails else 0)
