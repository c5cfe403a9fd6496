#!/usr/bin/env python3
"""Draws the installed app's icons, PNG, from the shapes of assets/icon.svg (a wheel: a dark
tile, the selection band and the rows above and below it).

    scripts/icons.py    writes icon-192.png, icon-512.png and icon-maskable-512.png (committed;
                        run it again after changing the shapes)

Written with the standard library only (zlib for PNG's deflate), 4x4 samples a pixel for smooth
edges, so the bytes are the same on every machine and no image tool is needed to rebuild them.
The maskable icon fills the whole square with the tile's colour and keeps the drawing inside the
middle 80%, the safe zone a launcher's mask never cuts.
"""
import struct
import zlib
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "Sources/PickerServer/Resources/assets"
TILE = (0x1F, 0x4E, 0x79)
# x, y, width, height, corner radius, colour: icon.svg's rectangles on its 16 x 16 grid.
SHAPES = [
    (3, 2.5, 10, 2, 1, (0x8F, 0xB3, 0xD9)),
    (2, 7, 12, 2.5, 1.2, (0xFF, 0xFF, 0xFF)),
    (3, 11.5, 10, 2, 1, (0x8F, 0xB3, 0xD9)),
]
SAMPLES = 4


def inside(px, py, x, y, w, h, r):
    """Whether a point on the 16-unit grid lies inside a rounded rectangle."""
    if px < x or py < y or px > x + w or py > y + h:
        return False
    cx = min(max(px, x + r), x + w - r)
    cy = min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r


def draw(size, maskable):
    # The drawing's 16 units span the whole icon, or the middle 80% of a maskable one.
    span = size * (0.8 if maskable else 1.0)
    offset = (size - span) / 2
    tile = [(0, 0, 16, 16, 0 if maskable else 3, TILE)]
    if maskable:
        tile = [(-2, -2, 20, 20, 0, TILE)]  # the colour to the edges, wherever the mask falls
    shapes = tile + SHAPES
    rows = []
    for j in range(size):
        row = bytearray([0])  # filter: none
        for i in range(size):
            r = g = b = a = 0.0
            for sj in range(SAMPLES):
                for si in range(SAMPLES):
                    px = (i + (si + 0.5) / SAMPLES - offset) * 16 / span
                    py = (j + (sj + 0.5) / SAMPLES - offset) * 16 / span
                    colour = None
                    for (x, y, w, h, radius, fill) in shapes:
                        if inside(px, py, x, y, w, h, radius):
                            colour = fill
                    if colour:
                        r, g, b, a = r + colour[0], g + colour[1], b + colour[2], a + 1
            n = SAMPLES * SAMPLES
            if a:
                row += bytes([round(r / a), round(g / a), round(b / a), round(255 * a / n)])
            else:
                row += bytes([0, 0, 0, 0])
        rows.append(bytes(row))
    return png(size, b"".join(rows))


def png(size, raw):
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    icons = {
        "icon-192.png": draw(192, False),
        "icon-512.png": draw(512, False),
        "icon-maskable-512.png": draw(512, True),
    }
    for name, data in icons.items():
        path = ASSETS / name
        path.write_bytes(data)
        print(f"wrote {path} ({len(data)} bytes)")

if __name__ == "__main__":
    main()
