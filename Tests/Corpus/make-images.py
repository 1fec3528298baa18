#!/usr/bin/env python3
"""Regenerates Tests/Corpus/images/ (the kept malformed images; see images/README.md).

Needs Pillow (pip install pillow) for the JPEGs; the PNG damage is made by hand with zlib.
The files are committed: this script only documents how they were made.
"""
import io
import os
import struct
import zlib

from PIL import Image, ImageDraw

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")


def picture(mode="RGB"):
    """64x48: a gradient with a white disc, so a grey lower half would show."""
    img = Image.new("RGB", (64, 48))
    for y in range(48):
        for x in range(64):
            img.putpixel((x, y), (255 - 4 * x, 40 + 3 * y, 4 * x))
    ImageDraw.Draw(img).ellipse((20, 12, 44, 36), fill=(255, 255, 255))
    return img.convert(mode)


def jpeg(img, **options):
    out = io.BytesIO()
    img.save(out, "JPEG", quality=90, **options)
    return out.getvalue()


def png(img):
    out = io.BytesIO()
    img.save(out, "PNG")
    return out.getvalue()


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def chunks(data):
    at, result = 8, []
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        result.append((data[at + 4:at + 8], data[at + 8:at + 8 + length]))
        at += 12 + length
    return result


def build(parts):
    return b"\x89PNG\r\n\x1a\n" + b"".join(chunk(k, b) for k, b in parts)


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


good_jpeg = jpeg(picture())
scan = good_jpeg.index(b"\xff\xda")
good_png = png(picture())
parts = chunks(good_png)
ihdr = parts[0]
idat = b"".join(b for k, b in parts if k == b"IDAT")

# Fine files: they open.
write("good.jpg", good_jpeg)
write("good-progressive.jpg", jpeg(picture(), progressive=True))
write("good-grey.jpg", jpeg(picture("L")))
write("good.png", good_png)
write("good-palette.png", png(picture().convert("P")))
write("good-alpha.png", png(picture("RGBA")))
write("good-stray-bytes-before-marker.jpg", good_jpeg[:scan] + b"\x00\x00" + good_jpeg[scan:])

# JPEGs that must be refused.
write("truncated-eoi-appended.jpg", good_jpeg[: scan + (len(good_jpeg) - scan) // 2] + b"\xff\xd9")
write("truncated.jpg", good_jpeg[: scan + (len(good_jpeg) - scan) // 2])
write("cmyk.jpg", jpeg(picture("CMYK")))
write("header-only.jpg", good_jpeg[:scan])
garbled = bytearray(good_jpeg)
for i in range(scan + 40, len(garbled) - 2, 7):
    garbled[i] = 0xFF if garbled[i - 1] != 0xFF else 0x00
write("garbled-scan.jpg", bytes(garbled))

# PNGs that must be refused.
write("truncated.png", good_png[: len(good_png) // 2])
flipped = bytearray(good_png)
flipped[good_png.index(b"IDAT") + 20] ^= 0xFF
write("idat-checksum.png", bytes(flipped))
write("garbage-zlib.png", build([ihdr, (b"IDAT", b"\x78\x9c" + bytes(range(200))), (b"IEND", b"")]))
write("short-data-iend-appended.png", build([ihdr, (b"IDAT", zlib.compress(zlib.decompress(idat)[:500])), (b"IEND", b"")]))
write("no-idat.png", build([ihdr, (b"IEND", b"")]))
write("header-only.png", good_png[:33])
write("not-an-image.png", b"this is text, not a PNG\n")
