#!/usr/bin/env python3
"""Generate the small example images used by Layouts/examples.

    python3 Tools/make-example-images.py            # writes Layouts/examples/images/

Standard library only (zlib/struct for PNG, a tiny LZW encoder for GIF), so the
images can be regenerated anywhere and are byte-for-byte reproducible:

    kitten.png  120 x 80 pixels, 8-bit RGB PNG: a cartoon cat in front of a warm
                gradient (kittens-cell.xml, 120x80 pt at scale 1).
    avatar.gif   88 x 88 pixels, GIF89a with a 16-colour palette: a round avatar
                (photo-feed-cell.xml, 44x44 pt at scale 2).

xmllayout reads only the image size from the header (PNG IHDR, GIF logical
screen descriptor); the pixels are there so other viewers show something nice.
"""

import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Layouts", "examples", "images")


# ---------------------------------------------------------------- drawing ---

def lerp(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def inside_triangle(px, py, a, b, c):
    def sign(p1, p2, p3):
        return (p1[0] - p3[0]) * (p2[1] - p3[1]) - (p2[0] - p3[0]) * (p1[1] - p3[1])
    p = (px, py)
    d1, d2, d3 = sign(p, a, b), sign(p, b, c), sign(p, c, a)
    neg = d1 < 0 or d2 < 0 or d3 < 0
    pos = d1 > 0 or d2 > 0 or d3 > 0
    return not (neg and pos)


def kitten_pixels(width, height):
    """A cat head (circle + two ears, eyes, nose) on a sunset gradient."""
    top, bottom = (255, 183, 77), (240, 98, 146)
    fur, inner_ear = (120, 120, 130), (250, 180, 190)
    eye, nose = (40, 40, 40), (230, 90, 110)
    cx, cy, r = width / 2, height * 0.58, height * 0.32
    ears = [
        ((cx - r * 0.95, cy - r * 0.35), (cx - r * 0.75, cy - r * 1.45), (cx - r * 0.15, cy - r * 0.9)),
        ((cx + r * 0.95, cy - r * 0.35), (cx + r * 0.75, cy - r * 1.45), (cx + r * 0.15, cy - r * 0.9)),
    ]
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            px, py = x + 0.5, y + 0.5
            colour = lerp(top, bottom, y / (height - 1))
            if any(inside_triangle(px, py, *ear) for ear in ears):
                colour = fur
                for a, b, c in ears:
                    # a smaller triangle inside each ear, in pink
                    m = ((a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3)
                    shrink = lambda p: (m[0] + (p[0] - m[0]) * 0.5, m[1] + (p[1] - m[1]) * 0.5)
                    if inside_triangle(px, py, shrink(a), shrink(b), shrink(c)):
                        colour = inner_ear
            if (px - cx) ** 2 + (py - cy) ** 2 <= r * r:
                colour = fur
                for ex in (cx - r * 0.4, cx + r * 0.4):
                    if (px - ex) ** 2 + (py - (cy - r * 0.15)) ** 2 <= (r * 0.14) ** 2:
                        colour = eye
                if inside_triangle(px, py, (cx - r * 0.12, cy + r * 0.15),
                                   (cx + r * 0.12, cy + r * 0.15), (cx, cy + r * 0.3)):
                    colour = nose
            row.append(colour)
        rows.append(row)
    return rows


def avatar_indices(size):
    """Palette indices for a round avatar: a head and shoulders on teal."""
    # index 0: background, 1: shoulders, 2: face, 3: hair, 4: eyes
    c = size / 2
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            px, py = x + 0.5, y + 0.5
            index = 0
            if (px - c) ** 2 + (py - size * 1.05) ** 2 <= (size * 0.42) ** 2:
                index = 1
            if (px - c) ** 2 + (py - size * 0.42) ** 2 <= (size * 0.22) ** 2:
                index = 2
                if py < size * 0.32 and (px - c) ** 2 + (py - size * 0.40) ** 2 <= (size * 0.23) ** 2:
                    index = 3
                for ex in (c - size * 0.08, c + size * 0.08):
                    if (px - ex) ** 2 + (py - size * 0.43) ** 2 <= (size * 0.025) ** 2:
                        index = 4
            elif py < size * 0.36 and (px - c) ** 2 + (py - size * 0.40) ** 2 <= (size * 0.24) ** 2:
                index = 3
            row.append(index)
        rows.append(row)
    return rows


AVATAR_PALETTE = [
    (38, 166, 154),   # teal background
    (63, 81, 181),    # indigo shoulders
    (255, 204, 170),  # face
    (93, 64, 55),     # hair
    (33, 33, 33),     # eyes
] + [(0, 0, 0)] * 11  # pad to 16 entries (a GIF colour table has 2^n entries)


# -------------------------------------------------------------------- PNG ---

def png_chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def encode_png(rows):
    height, width = len(rows), len(rows[0])
    raw = b"".join(b"\x00" + bytes(v for pixel in row for v in pixel) for row in rows)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr)
            + png_chunk(b"IDAT", zlib.compress(raw, 9)) + png_chunk(b"IEND", b""))


# -------------------------------------------------------------------- GIF ---

def lzw_encode(indices, min_code_size):
    """GIF-flavoured LZW: variable code width from min_code_size + 1 up to 12."""
    clear, end = 1 << min_code_size, (1 << min_code_size) + 1
    out, bit_buffer, bit_count = bytearray(), 0, 0
    code_size = min_code_size + 1

    def emit(code):
        nonlocal bit_buffer, bit_count
        bit_buffer |= code << bit_count
        bit_count += code_size
        while bit_count >= 8:
            out.append(bit_buffer & 0xFF)
            bit_buffer >>= 8
            bit_count -= 8

    def reset():
        return {(i,): i for i in range(clear)}, end + 1

    table, next_code = reset()
    emit(clear)
    current = ()
    for index in indices:
        candidate = current + (index,)
        if candidate in table:
            current = candidate
            continue
        emit(table[current])
        if next_code < 4096:
            table[candidate] = next_code
            next_code += 1
            if next_code > (1 << code_size) and code_size < 12:
                code_size += 1
        else:
            emit(clear)
            table, next_code = reset()
            code_size = min_code_size + 1
        current = (index,)
    if current:
        emit(table[current])
    emit(end)
    if bit_count:
        out.append(bit_buffer & 0xFF)
    return bytes(out)


def encode_gif(rows, palette):
    height, width = len(rows), len(rows[0])
    bits = max(1, (len(palette) - 1).bit_length())          # colour table size
    min_code_size = max(2, bits)
    data = lzw_encode([i for row in rows for i in row], min_code_size)
    blocks = b"".join(bytes([len(data[i:i + 255])]) + data[i:i + 255]
                      for i in range(0, len(data), 255))
    return (b"GIF89a"
            + struct.pack("<HHBBB", width, height, 0x80 | (bits - 1), 0, 0)
            + b"".join(bytes(c) for c in palette)
            + b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0)
            + bytes([min_code_size]) + blocks + b"\x00"
            + b"\x3b")


# ------------------------------------------------------------------- main ---

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    os.makedirs(out, exist_ok=True)
    files = {
        "kitten.png": encode_png(kitten_pixels(120, 80)),
        "avatar.gif": encode_gif(avatar_indices(88), AVATAR_PALETTE),
    }
    for name, data in files.items():
        path = os.path.join(out, name)
        with open(path, "wb") as f:
            f.write(data)
        print(f"wrote {os.path.relpath(path)} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
