#!/usr/bin/env python3
"""Prints a layout nested DEPTH levels deep: a chain of stacks, alternating
vertical and horizontal, around one 10x10 box (the root is 375 x 10 at any
depth). One element a line, no indentation, so the file grows linearly.

    Tools/deep-chain.py 100000 > chain.xml
    xmllayout render chain.xml --huge --format json --compact
"""
import sys

depth = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
out = sys.stdout
out.write('<?xml version="1.0" encoding="UTF-8"?>\n<layout name="chain-%d" width="375">\n' % depth)
for i in range(depth):
    out.write('<stack direction="%s">\n' % ("vertical" if i % 2 == 0 else "horizontal"))
out.write('<box width="10" height="10"/>\n')
out.write('</stack>\n' * depth)
out.write('</layout>\n')
