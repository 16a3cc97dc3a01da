#!/usr/bin/env python3
"""Generate the small example images used by Layouts/examples.

    python3 Tools/make-example-images.py            # writes Layouts/examples/images/

Standard library only (zlib/struct for PNG, a tiny LZW encoder for GIF), so the
images can be regenerated anywhere and are byte-for-byte reproducible:

    kitten.png  120 x 80 pixels, 8-bit RGB PNG: a cartoon cat in front of a warm
                gradient (kittens-cell.xml, 120x80 pt at scale 1).
    avatar.gif   88 x 88 pixels, GIF89a with a 16-colour palette: a round avatar
                (photo-feed-cell.xml, 44x44 pt at scale 2).
    coast.jpg   300 x 160 pixels, baseline JPEG (4:4:4): a coast at sunset
                (text-centered-over-image.xml's 375x200 pt image at scale 0.8,
                card.xml's cover and the photo examples, aspect-filled).

The layout reads the size from the header; the previews (SVG, ANSI) decode
the pixels (ImageDecoding: libpng, libjpeg-turbo, our own GIF decoder).

With --fixtures the script also writes the ImageDecoding test references to
Tests/ImageDecodingTests/Fixtures/: avatar-reference.png (the GIF's pixels as
RGB PNG), avatar-interlaced.gif (the same picture, rows interlaced) and
coast-reference.png (the JPEG's source pixels, to compare within a tolerance).
"""

import math
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


def encode_gif(rows, palette, interlaced=False):
    height, width = len(rows), len(rows[0])
    bits = max(1, (len(palette) - 1).bit_length())          # colour table size
    min_code_size = max(2, bits)
    order = list(range(height))
    if interlaced:  # rows 0, 8, 16..., then 4, 12..., then 2, 6..., then 1, 3...
        order = [y for start, step in ((0, 8), (4, 8), (2, 4), (1, 2)) for y in range(start, height, step)]
    data = lzw_encode([i for y in order for i in rows[y]], min_code_size)
    blocks = b"".join(bytes([len(data[i:i + 255])]) + data[i:i + 255]
                      for i in range(0, len(data), 255))
    return (b"GIF89a"
            + struct.pack("<HHBBB", width, height, 0x80 | (bits - 1), 0, 0)
            + b"".join(bytes(c) for c in palette)
            + b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0x40 if interlaced else 0)
            + bytes([min_code_size]) + blocks + b"\x00"
            + b"\x3b")


# ------------------------------------------------------------------- JPEG ---
#
# A small baseline encoder: YCbCr 4:4:4, one flat quantisation table (fine
# steps, so the decoded pixels stay close to the source) and Huffman tables
# that give every symbol a fixed-length code (valid canonical tables, simpler
# than the spec's Annex K ones; the files are only a little larger).

def zigzag_order():
    order = []
    for s in range(15):
        diagonal = [(y, s - y) for y in range(8) if 0 <= s - y < 8]
        order += diagonal if s % 2 else diagonal[::-1]
    return [y * 8 + x for y, x in order]


ZIGZAG = zigzag_order()
COS = [[math.cos((2 * x + 1) * u * math.pi / 16) for x in range(8)] for u in range(8)]
QUANT = 4
DC_SYMBOLS = list(range(12))                                   # 12 codes of 4 bits
AC_SYMBOLS = [0x00, 0xF0] + [(run << 4) | size for run in range(16) for size in range(1, 11)]  # 162 codes of 8 bits


def fixed_codes(symbols, length):
    return {sym: (i, length) for i, sym in enumerate(symbols)}


DC_CODES, AC_CODES = fixed_codes(DC_SYMBOLS, 4), fixed_codes(AC_SYMBOLS, 8)


def dht(table_class, table_id, symbols, length):
    counts = [0] * 16
    counts[length - 1] = len(symbols)
    body = bytes([table_class << 4 | table_id]) + bytes(counts) + bytes(symbols)
    return b"\xff\xc4" + struct.pack(">H", len(body) + 2) + body


def fdct(block):
    out = [0.0] * 64
    for v in range(8):
        for u in range(8):
            total = 0.0
            for y in range(8):
                row = block[y * 8:(y + 1) * 8]
                cy = COS[v][y]
                total += cy * sum(row[x] * COS[u][x] for x in range(8))
            cu = math.sqrt(0.5) if u == 0 else 1.0
            cv = math.sqrt(0.5) if v == 0 else 1.0
            out[v * 8 + u] = 0.25 * cu * cv * total
    return out


class BitWriter:
    def __init__(self):
        self.out, self.buffer, self.count = bytearray(), 0, 0

    def write(self, code, length):
        for i in range(length - 1, -1, -1):
            self.buffer = (self.buffer << 1) | ((code >> i) & 1)
            self.count += 1
            if self.count == 8:
                self.out.append(self.buffer)
                if self.buffer == 0xFF:
                    self.out.append(0)  # byte stuffing
                self.buffer, self.count = 0, 0

    def flush(self):
        while self.count:
            self.write(1, 1)  # pad with ones


def magnitude(value):
    size = abs(value).bit_length()
    bits = value if value >= 0 else value + (1 << size) - 1
    return size, bits


def encode_jpeg(rows):
    height, width = len(rows), len(rows[0])
    planes = [[[0.0] * width for _ in range(height)] for _ in range(3)]
    for y in range(height):
        for x in range(width):
            r, g, b = rows[y][x]
            planes[0][y][x] = 0.299 * r + 0.587 * g + 0.114 * b
            planes[1][y][x] = -0.168736 * r - 0.331264 * g + 0.5 * b + 128
            planes[2][y][x] = 0.5 * r - 0.418688 * g - 0.081312 * b + 128
    bits, previous = BitWriter(), [0, 0, 0]
    for by in range(0, height, 8):
        for bx in range(0, width, 8):
            for c in range(3):
                block = [planes[c][min(by + y, height - 1)][min(bx + x, width - 1)] - 128
                         for y in range(8) for x in range(8)]
                coefficients = fdct(block)
                q = [int(round(coefficients[i] / QUANT)) for i in ZIGZAG]
                size, value = magnitude(q[0] - previous[c])
                previous[c] = q[0]
                bits.write(*DC_CODES[size])
                bits.write(value, size)
                run = 0
                last = max((i for i in range(1, 64) if q[i]), default=0)
                for i in range(1, last + 1):
                    if q[i] == 0:
                        run += 1
                        continue
                    while run > 15:
                        bits.write(*AC_CODES[0xF0])
                        run -= 16
                    size, value = magnitude(q[i])
                    bits.write(*AC_CODES[(run << 4) | size])
                    bits.write(value, size)
                    run = 0
                if last < 63:
                    bits.write(*AC_CODES[0x00])
    bits.flush()
    app0 = b"\xff\xe0" + struct.pack(">H5sBBBHHBB", 16, b"JFIF\x00", 1, 1, 0, 1, 1, 0, 0)
    dqt = b"\xff\xdb" + struct.pack(">H", 67) + b"\x00" + bytes([QUANT] * 64)
    sof = b"\xff\xc0" + struct.pack(">HBHHB", 17, 8, height, width, 3) + bytes([1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0])
    tables = dht(0, 0, DC_SYMBOLS, 4) + dht(1, 0, AC_SYMBOLS, 8)
    sos = b"\xff\xda" + struct.pack(">HB", 12, 3) + bytes([1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0])
    return b"\xff\xd8" + app0 + dqt + sof + tables + sos + bytes(bits.out) + b"\xff\xd9"


def coast_pixels(width, height):
    """A sunset over the sea: sky gradient, a sun, the sea and a sand beach."""
    sky_top, sky_bottom = (46, 64, 140), (250, 160, 90)
    sea_top, sea_bottom = (40, 90, 140), (20, 50, 90)
    sand = (222, 196, 150)
    sun, sun_c, sun_r = (255, 236, 170), (width * 0.68, height * 0.5), height * 0.16
    horizon = height * 0.58
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            px, py = x + 0.5, y + 0.5
            shore = height * 0.82 - (px / width) * height * 0.12 + 3 * math.sin(px / 9)
            if py < horizon:
                colour = lerp(sky_top, sky_bottom, py / horizon)
                if (px - sun_c[0]) ** 2 + (py - sun_c[1]) ** 2 <= sun_r ** 2:
                    colour = sun
            elif py < shore:
                colour = lerp(sea_top, sea_bottom, (py - horizon) / (height - horizon))
                if abs(px - sun_c[0]) < sun_r * (1.2 - (py - horizon) / height) and int(py) % 3 == 0:
                    colour = lerp(colour, sun, 0.6)  # the sun's glitter on the water
            else:
                colour = sand
            row.append(colour)
        rows.append(row)
    return rows


def gif_rgb(rows, palette):
    return [[palette[i] for i in row] for row in rows]


# ------------------------------------------------------------------- main ---

def main():
    args = [a for a in sys.argv[1:] if a != "--fixtures"]
    out = args[0] if args else OUT
    os.makedirs(out, exist_ok=True)
    avatar = avatar_indices(88)
    coast = coast_pixels(300, 160)
    files = {
        "kitten.png": encode_png(kitten_pixels(120, 80)),
        "avatar.gif": encode_gif(avatar, AVATAR_PALETTE),
        "coast.jpg": encode_jpeg(coast),
    }
    written = [(os.path.join(out, name), data) for name, data in files.items()]
    if "--fixtures" in sys.argv[1:]:
        fixtures = os.path.join(ROOT, "Tests", "ImageDecodingTests", "Fixtures")
        os.makedirs(fixtures, exist_ok=True)
        written += [
            (os.path.join(fixtures, "avatar-reference.png"), encode_png(gif_rgb(avatar, AVATAR_PALETTE))),
            (os.path.join(fixtures, "avatar-interlaced.gif"), encode_gif(avatar, AVATAR_PALETTE, interlaced=True)),
            (os.path.join(fixtures, "coast-reference.png"), encode_png(coast)),
        ]
    for path, data in written:
        with open(path, "wb") as f:
            f.write(data)
        print(f"wrote {os.path.relpath(path)} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
