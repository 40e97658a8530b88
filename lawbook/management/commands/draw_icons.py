"""Draws the installed app's icons (static/icons/*.png): a white spade on the site's blue.

The standard library only (zlib and struct write the PNG), so that the icons can be redrawn
without an imaging package. The manifest (lawbook/pages/offline.py) lists the sizes.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from lawbook.pages.offline import ICON_SIZES, THEME_COLOUR

WHITE = (255, 255, 255)
SAMPLES = 2  # per side, for smooth edges


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def in_spade(x: float, y: float) -> bool:
    """Whether (x, y), with the spade's centre at 0 and y growing downwards, lies in the spade:
    an upside-down heart curve above a small triangular stem."""
    hx, hy = x * 1.3, y * 1.3 + 0.55
    if (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy**3 <= 0:
        return True
    return 0.1 <= y <= 0.85 and abs(x) <= (y - 0.1) * 0.45 + 0.05


def in_rounded_square(x: float, y: float, radius: float) -> bool:
    dx, dy = max(abs(x) - (1 - radius), 0), max(abs(y) - (1 - radius), 0)
    return dx * dx + dy * dy <= radius * radius


def draw(size: int, maskable: bool) -> list[bytes]:
    background = _rgb(THEME_COLOUR)
    # A maskable icon fills the square; its picture stays inside the central safe zone.
    spade_scale = 0.5 if maskable else 0.62
    rows = []
    for row in range(size):
        line = bytearray([0])  # filter type: none
        for column in range(size):
            cover = spade = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = ((column + (sx + 0.5) / SAMPLES) / size) * 2 - 1
                    y = ((row + (sy + 0.5) / SAMPLES) / size) * 2 - 1
                    if maskable or in_rounded_square(x, y, 0.22):
                        cover += 1
                        spade += in_spade(x / spade_scale, y / spade_scale)
            total = SAMPLES * SAMPLES
            alpha = round(255 * cover / total)
            share = spade / cover if cover else 0
            line += bytes(round(b + (w - b) * share) for b, w in zip(background, WHITE, strict=True)) + bytes([alpha])
        rows.append(bytes(line))
    return rows


def png(size: int, rows: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


class Command(BaseCommand):
    help = "Draw the app icons listed in the web app manifest into static/icons/."

    def handle(self, *args, **options):
        folder = Path(settings.BASE_DIR) / "static" / "icons"
        folder.mkdir(parents=True, exist_ok=True)
        targets = [(f"icon-{size}.png", size, False) for size in ICON_SIZES] + [("icon-maskable-512.png", 512, True)]
        for name, size, maskable in targets:
            (folder / name).write_bytes(png(size, draw(size, maskable)))
            self.stdout.write(f"{name} ({size}x{size})")
