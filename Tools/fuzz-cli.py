#!/usr/bin/env python3
"""Mutation fuzzing of the xmllayout command line (Python 3 standard library).

    swift build && python3 Tools/fuzz-cli.py [SEED] [COUNT] [BINARY]

Mutates the example layouts and the conformance cases (tokens inserted,
bytes deleted, chunks duplicated), renders each mutant as json, ansi and svg,
and reports any run that crashes (exit status other than 0 or 1), hangs
(10 s), or prints output while failing. Offending inputs are kept as
crash-N.xml / hang-N.xml in the current directory. Prints "done N" with the
number of problems; exits 1 if there were any.
"""
import glob, os, random, subprocess, sys
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
B = sys.argv[3] if len(sys.argv) > 3 else os.path.join(root, ".build/debug/xmllayout")
seeds = [open(f, 'rb').read() for f in glob.glob(os.path.join(root, 'Layouts/examples/*.xml'))
         + glob.glob(os.path.join(root, '../shared/conformance/visible/cases/*/*.xml'))]
tokens = [b'<', b'>', b'/', b'"', b'=', b'&', b';', b'inf', b'-1', b'1e309', b'999999999', b'50%', b'0', b'<box/>', b'<stack>', b'</stack>', b'\x00', b'\xff', b'<!--', b']]>', b'<![CDATA[', b'&amp;', b'&#0;', b'&#x10FFFF;', b'NaN', b',', b'  ']
bad = 0
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 200):
    d = bytearray(random.choice(seeds))
    for _ in range(random.randint(1, 6)):
        op = random.random()
        p = random.randrange(len(d) + 1)
        if op < 0.4: d[p:p] = random.choice(tokens)
        elif op < 0.7 and len(d) > 1: del d[p:p + random.randint(1, 8)]
        else:
            # duplicate a chunk
            q = random.randrange(len(d) + 1); d[p:p] = d[q:q + random.randint(1, 40)]
    open('case.xml', 'wb').write(d)
    for fmt in ['json', 'ansi', 'svg']:
        try:
            r = subprocess.run([B, 'render', 'case.xml', '--format', fmt, '--columns', '80'], capture_output=True, timeout=10)
        except subprocess.TimeoutExpired:
            print('TIMEOUT', i); open('hang-%d.xml' % i, 'wb').write(d); bad += 1; break
        if r.returncode not in (0, 1):
            print('CRASH', i, fmt, r.returncode, r.stderr[-300:]); open('crash-%d.xml' % i, 'wb').write(d); bad += 1; break
        if r.returncode == 1 and r.stdout:
            print('PARTIAL', i); bad += 1; break
print('done', bad)
sys.exit(1 if bad else 0)
