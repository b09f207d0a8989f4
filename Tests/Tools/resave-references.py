#!/usr/bin/env python3
"""Re-saves Snapshots/CollectionSnapshotTestingTests/ResavedReferenceTests/original.png with other tools, for ResavedReferenceTests.

Each output holds the original's pixels in other bytes (pillow-transparent-cleared.png with the
colour channels of fully transparent pixels cleared, which are invisible), except
pillow-changed.png (one pixel changed, which must fail). Needs Pillow (`pip install Pillow`), optipng and pngcrush (Debian
packages of those names). Run from anywhere; it prints what each tool wrote.
"""
import os
import shutil
import subprocess
import tempfile

from PIL import Image

folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Snapshots", "CollectionSnapshotTestingTests", "ResavedReferenceTests")
original = os.path.join(folder, "original.png")


def out(name):
    return os.path.join(folder, name + ".png")


def chunks(path):
    """The chunk names of a PNG file."""
    with open(path, "rb") as f:
        data = f.read()
    names, i = [], 8
    while i < len(data):
        length = int.from_bytes(data[i:i + 4], "big")
        names.append(data[i + 4:i + 8].decode("latin-1"))
        i += 12 + length
    return names


image = Image.open(original)
image.load()
assert image.mode == "RGBA", image.mode

image.save(out("pillow"))
image.save(out("pillow-optimize"), optimize=True)

# A palette with transparency that keeps every colour: built by hand, since Pillow's quantizers
# may merge colours.
def pixels(im):
    """The RGBA pixels of an image, row by row."""
    data = im.convert("RGBA").tobytes()
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]


colors = sorted(set(pixels(image)))
assert len(colors) <= 256, len(colors)
index = {color: i for i, color in enumerate(colors)}
palette_image = Image.new("P", image.size)
palette_image.putdata([index[p] for p in pixels(image)])
palette_image.putpalette([channel for color in colors for channel in color[:3]])
palette_image.save(out("pillow-palette"), transparency=bytes(color[3] for color in colors))
with Image.open(out("pillow-palette")) as saved:
    assert saved.mode == "P" and pixels(saved) == pixels(image)

# Fully transparent pixels with their colour channels cleared, as some encoders store them.
cleared = Image.new("RGBA", image.size)
cleared.putdata([p if p[3] else (0, 0, 0, 0) for p in pixels(image)])
cleared.save(out("pillow-transparent-cleared"))

changed = image.copy()
r, g, b, a = changed.getpixel((10, 5))
changed.putpixel((10, 5), ((r + 1) % 256, g, b, a))
changed.save(out("pillow-changed"))

with tempfile.TemporaryDirectory() as work:
    source = os.path.join(work, "in.png")
    shutil.copy(original, source)
    for name in ["optipng", "pngcrush"]:
        if os.path.exists(out(name)):
            os.remove(out(name))
    subprocess.run(["optipng", "-quiet", "-o2", "-out", out("optipng"), source], check=True)
    subprocess.run(["pngcrush", "-q", "-brute", source, out("pngcrush")], check=True)

for name in ["pillow", "pillow-optimize", "pillow-palette", "pillow-transparent-cleared", "pillow-changed", "optipng", "pngcrush"]:
    path = out(name)
    with Image.open(path) as saved:
        visible = [p if p[3] else (0, 0, 0, 0) for p in pixels(image)]
        same = "same pixels" if [p if p[3] else (0, 0, 0, 0) for p in pixels(saved)] == visible else "other pixels"
        print(f"{name}.png: {os.path.getsize(path)} bytes, mode {saved.mode}, {same}, chunks {' '.join(chunks(path))}")
