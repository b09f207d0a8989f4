#!/usr/bin/env python3
"""Writes Sources/CollectionSnapshotText/Font/InterAdvanceData.swift: the glyph advances and kerning
that CollectionSnapshotText measures text with, read once from Inter's font files.

Run by hand at development time, never by the build or the tests (the package never reads a
font at run time):

    apt-get install -y fonts-inter     # Debian: Inter 4.0 beta 7, SIL Open Font License 1.1
    pip install fonttools
    python3 Tests/Tools/generate-inter-advances.py

What it reads, and why (the catalog article "Text" says the same):
- Inter's static instances, nine weights (Thin 100 … Black 900), upright and italic, in its two
  optical sizes: "Inter" (text, for sizes below 20 pt) and "Inter Display" (20 pt and up), as
  San Francisco switches from SF Pro Text to SF Pro Display at 20 pt. UIKit's nine weights map
  to the instance of the same CSS weight class (ultraLight 100, thin 200, … black 900); no
  interpolation.
- The advance of every character of the covered set (ASCII, Latin-1, Latin Extended-A, common
  punctuation and symbols), in font units, and the advance of the tabular figures (`tnum`), which
  `monospacedDigitSystemFont` uses.
- Kerning (the `kern` GPOS feature, pair and class pairs) between printable ASCII characters, from
  the regular upright instance of each optical size only: it changes common strings' widths by
  0–2 %, close to what San Francisco's own kerning does, and one table per optical size keeps the
  data small. Every weight and slant uses it, in ems.

Each face is written as a string of three hex digits per advance, in the font's units; the Swift
side decodes it once, on first use.
"""
import datetime
import os
import subprocess

from fontTools.ttLib import TTFont

FOLDER = "/usr/share/fonts/opentype/inter"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "CollectionSnapshotText", "Font", "InterAdvanceData.swift")

WEIGHTS = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]

# The covered characters, in the order of the table's columns.
PUNCTUATION = [
    0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E,
    0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2032, 0x2033, 0x2039, 0x203A, 0x2044, 0x20AC, 0x2116,
    0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2248, 0x2260, 0x2264, 0x2265, 0x25CF, 0x2713,
]
MISSING = 0xFFF
COVERED = list(range(0x20, 0x7F)) + list(range(0xA0, 0x180)) + PUNCTUATION


def face_name(optical, weight, italic):
    base = ("InterDisplay-" if optical == "display" else "Inter-") + weight
    if italic:
        base = base + "Italic" if weight != "Regular" else base.replace("Regular", "Italic")
    return base


def advances(font):
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    result = []
    for scalar in COVERED:
        glyph = cmap.get(scalar)
        # 0xFFF marks a character the face lacks (U+0149 in some): it takes the fallback advance.
        result.append(MISSING if glyph is None else metrics[glyph][0])
    return result


def tabular_figure(font):
    """The advance of the tabular figures: the widest `tnum` substitute of 0-9 (they share one
    width in most faces, within a few units in some, and the thin display face maps its 1 apart)."""
    cmap = font.getBestCmap()
    gsub = font["GSUB"].table
    lookups = set()
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag == "tnum":
            lookups.update(record.Feature.LookupListIndex)
    digits = [cmap[ord(d)] for d in "0123456789"]
    widths = []
    for index in sorted(lookups):
        lookup = gsub.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 7:
                sub = sub.ExtSubTable
            mapping = getattr(sub, "mapping", None)
            if mapping:
                for d in digits:
                    if d in mapping:
                        widths.append(font["hmtx"].metrics[mapping[d]][0])
    if len(widths) < 10:
        raise SystemExit(f"tabular figures of {font['name'].getDebugName(4)}: widths {widths}")
    return max(widths)


def kerning(font):
    """The `kern` feature's pair adjustments between printable ASCII characters, in font units."""
    cmap = font.getBestCmap()
    names = {cmap[c]: c for c in range(0x20, 0x7F) if c in cmap}
    gpos = font["GPOS"].table
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.update(record.Feature.LookupListIndex)
    pairs = {}
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            kind = lookup.LookupType
            if kind == 9:
                kind = sub.ExtensionLookupType
                sub = sub.ExtSubTable
            if kind != 2:
                continue
            if sub.Format == 1:
                for i, first in enumerate(sub.Coverage.glyphs):
                    if first not in names:
                        continue
                    for record in sub.PairSet[i].PairValueRecord:
                        x = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if record.SecondGlyph in names and x:
                            pairs.setdefault((names[first], names[record.SecondGlyph]), x)
            elif sub.Format == 2:
                covered = set(sub.Coverage.glyphs)
                classes1 = sub.ClassDef1.classDefs
                classes2 = sub.ClassDef2.classDefs
                for first in names:
                    if first not in covered:
                        continue
                    row = sub.Class1Record[classes1.get(first, 0)].Class2Record
                    for second in names:
                        value = row[classes2.get(second, 0)].Value1
                        x = getattr(value, "XAdvance", 0) if value else 0
                        if x:
                            pairs.setdefault((names[first], names[second]), x)
    return pairs


def hex3(values):
    for v in values:
        if not 0 <= v <= MISSING:
            raise SystemExit(f"advance {v} does not fit three hex digits")
    return "".join(f"{v:03x}" for v in values)


def main():
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "fonts-inter"], capture_output=True, text=True).stdout.strip()
    regular = TTFont(os.path.join(FOLDER, "Inter-Regular.otf"))
    font_version = regular["name"].getDebugName(5)
    lines = [
        "// Generated by Tests/Tools/generate-inter-advances.py; do not edit by hand.",
        "//",
        f"// Font: Inter ({font_version}), from Debian's fonts-inter {version}, {FOLDER}.",
        "// Licence: SIL Open Font License 1.1 (Copyright 2016-2022 The Inter Project Authors,",
        "// https://github.com/rsms/inter). Only advance widths and kerning values are taken.",
        f"// Made on {datetime.date.today().isoformat()} with fontTools, by `python3 Tests/Tools/generate-inter-advances.py`.",
        "",
        "extension InterAdvances {",
        "  /// The covered scalars' values, in column order: printable ASCII, Latin-1 and Latin",
        "  /// Extended-A (U+00A0 … U+017F), then these.",
        "  static let punctuation: [UInt32] = [",
    ]
    for i in range(0, len(PUNCTUATION), 12):
        lines.append("    " + ", ".join(f"0x{p:04X}" for p in PUNCTUATION[i:i + 12]) + ",")
    lines.append("  ]")
    lines.append("")
    for optical in ["text", "display"]:
        sample = TTFont(os.path.join(FOLDER, face_name(optical, "Regular", False) + ".otf"))
        lines.append(f"  /// Units per em of Inter's {optical} faces.")
        lines.append(f"  static let {optical}UnitsPerEm = {sample['head'].unitsPerEm}.0")
    lines.append("")
    lines.append("  /// Each face's advances (three hex digits each, in the font's units), then its tabular")
    lines.append("  /// figure's advance; text faces, then display faces; in each, weights 100 … 900, each")
    lines.append("  /// upright then italic.")
    lines.append("  static let faces: [String] = [")
    for optical in ["text", "display"]:
        for weight in WEIGHTS:
            for italic in [False, True]:
                name = face_name(optical, weight, italic)
                font = TTFont(os.path.join(FOLDER, name + ".otf"))
                values = advances(font) + [tabular_figure(font)]
                lines.append(f"    // {name}, weight class {font['OS/2'].usWeightClass}")
                lines.append(f'    "{hex3(values)}",')
    lines.append("  ]")
    lines.append("")
    lines.append("  /// Kerning between printable ASCII characters: entries of two hex digits for each")
    lines.append("  /// character and four for the adjustment (a 16-bit two's complement, in font units).")
    for optical in ["text", "display"]:
        font = TTFont(os.path.join(FOLDER, face_name(optical, "Regular", False) + ".otf"))
        pairs = kerning(font)
        body = "".join(f"{a:02x}{b:02x}{(v & 0xFFFF):04x}" for (a, b), v in sorted(pairs.items()))
        lines.append(f"  /// {len(pairs)} pairs, from {face_name(optical, 'Regular', False)}.")
        lines.append(f'  static let {optical}Kerning = "{body}"')
    lines.append("}")
    lines.append("")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("\n".join(lines))
    print(f"wrote {os.path.relpath(OUT)}: {len(COVERED)} characters, 36 faces")


main()
