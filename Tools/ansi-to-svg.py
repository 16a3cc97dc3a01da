#!/usr/bin/env python3
"""Turns the terminal preview (`xmllayout render --format ansi --color always`)
into an SVG of its cells: a screenshot that can be committed and regenerated.

    COLORTERM=truecolor xmllayout render card.xml -f ansi --color always --columns 60 \
        | Tools/ansi-to-svg.py > docs/preview-card.svg

Each cell is 8 x 16 px: its background a rectangle, its character text in a
monospace font in its foreground colour. Half blocks (the pictures) are drawn
as two rectangles and box-drawing characters as strokes to the cell's edges,
so the capture does not depend on the font's glyphs for them.
Understands what ANSIEncoder writes: SGR 0, 2, 22, 38/48 with ;2;r;g;b or
;5;n, 39 and 49. No arguments; reads stdin, writes stdout.
"""
import re
import sys
import unicodedata

CELL_W, CELL_H = 8, 16
TERMINAL_BG = (30, 30, 30)      # a dark theme behind cells the preview leaves unpainted
TERMINAL_FG = (220, 220, 220)


def xterm256(n):
    if n < 16:
        base = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        return base[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    g = 8 + (n - 232) * 10
    return (g, g, g)


def parse(text):
    """Rows of cells: (char, fg, bg, dim); fg/bg None for the terminal's own."""
    rows = []
    for line in text.split("\n"):
        fg = bg = None
        dim = False
        cells = []
        for m in re.finditer(r"\x1b\[([0-9;]*)m|([^\x1b])", line):
            if m.group(2) is not None:
                ch = m.group(2)
                cells.append((ch, fg, bg, dim))
                if unicodedata.east_asian_width(ch) in "WF":
                    cells.append(("", fg, bg, dim))
                continue
            params = [int(p) if p else 0 for p in m.group(1).split(";")] if m.group(1) else [0]
            i = 0
            while i < len(params):
                p = params[i]
                if p == 0:
                    fg = bg = None
                    dim = False
                elif p == 2:
                    dim = True
                elif p == 22:
                    dim = False
                elif p == 39:
                    fg = None
                elif p == 49:
                    bg = None
                elif p in (38, 48) and i + 1 < len(params):
                    if params[i + 1] == 2 and i + 4 < len(params):
                        c = tuple(params[i + 2:i + 5])
                        i += 4
                    elif params[i + 1] == 5 and i + 2 < len(params):
                        c = xterm256(params[i + 2])
                        i += 2
                    else:
                        c = None
                    if p == 38:
                        fg = c
                    else:
                        bg = c
                i += 1
        rows.append(cells)
    while rows and not rows[-1]:
        rows.pop()
    return rows


# Box drawing as strokes from the cell's middle to its edges, so that lines
# join across cells whatever the font: (left, right, up, down), style.
BOX = {}
for chars, sides in [("─━┄", "lr"), ("│┃┆", "ud"), ("┌┏", "rd"), ("┐┓", "ld"), ("└┗", "ur"), ("┘┛", "ul"),
                     ("├", "udr"), ("┤", "udl"), ("┬", "lrd"), ("┴", "lru")]:
    for ch in chars:
        BOX[ch] = sides
ROUNDED = {"╭": "rd", "╮": "ld", "╰": "ur", "╯": "ul"}
HEAVY = set("━┃┏┓┗┛")
DASHED = set("┄┆")


def box_path(ch, x, y):
    cx, cy = x + CELL_W / 2, y + CELL_H / 2
    ends = {"l": (x, cy), "r": (x + CELL_W, cy), "u": (cx, y), "d": (cx, y + CELL_H)}
    if ch in ROUNDED:
        a, b = (ends[s] for s in ROUNDED[ch])
        return f"M{a[0]} {a[1]}Q{cx} {cy} {b[0]} {b[1]}"
    return "".join(f"M{cx} {cy}L{ends[s][0]} {ends[s][1]}" for s in BOX[ch])


def hexc(c):
    return "#%02x%02x%02x" % c


def esc(ch):
    return {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}.get(ch, ch)


def svg(rows):
    width = max((len(r) for r in rows), default=0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * CELL_W}" height="{len(rows) * CELL_H}" '
           f'viewBox="0 0 {width * CELL_W} {len(rows) * CELL_H}" font-family="DejaVu Sans Mono, Menlo, monospace" '
           f'font-size="13">',
           f'<rect width="100%" height="100%" fill="{hexc(TERMINAL_BG)}"/>']
    for y, cells in enumerate(rows):
        top = y * CELL_H
        # Backgrounds, runs of one colour merged.
        x = 0
        while x < len(cells):
            bg = cells[x][2]
            end = x
            while end < len(cells) and cells[end][2] == bg:
                end += 1
            if bg is not None:
                out.append(f'<rect x="{x * CELL_W}" y="{top}" width="{(end - x) * CELL_W}" height="{CELL_H}" '
                           f'fill="{hexc(bg)}"/>')
            x = end
        for x, (ch, fg, bg, dim) in enumerate(cells):
            if ch in ("", " "):
                continue
            colour = fg if fg is not None else TERMINAL_FG
            if ch in "▀▄":
                half = top if ch == "▀" else top + CELL_H // 2
                out.append(f'<rect x="{x * CELL_W}" y="{half}" width="{CELL_W}" height="{CELL_H // 2}" '
                           f'fill="{hexc(colour)}"/>')
                continue
            opacity = ' opacity="0.6"' if dim else ""
            if ch in BOX or ch in ROUNDED:
                width = 2 if ch in HEAVY else 1
                dash = ' stroke-dasharray="3 2"' if ch in DASHED else ""
                out.append(f'<path d="{box_path(ch, x * CELL_W, top)}" fill="none" stroke="{hexc(colour)}" '
                           f'stroke-width="{width}"{dash}{opacity}/>')
                continue
            out.append(f'<text x="{x * CELL_W}" y="{top + 12}" fill="{hexc(colour)}"{opacity}>{esc(ch)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(svg(parse(sys.stdin.read())))
