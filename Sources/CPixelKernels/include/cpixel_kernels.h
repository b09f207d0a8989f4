// The pixel loops of CollectionSnapshotPixels, in C: filling, source-over blending, masks,
// hatching, the pixel digest's lanes and the exact image comparison; and the SHA-256 of snapshot
// records. Swift code built for debugging (as `swift test` builds a package's dependencies) runs
// these loops dozens of times slower than an optimized build; C built for debugging stays within
// a few times of it. The arithmetic is the Swift code's, byte for byte: pictures are identical in
// every build.
#ifndef CPIXEL_KERNELS_H
#define CPIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// An RGBA colour with straight alpha.
typedef struct cpk_color {
  uint8_t red, green, blue, alpha;
} cpk_color;

/// Stores `word` (one RGBA pixel as a native 32-bit word) `count` times from `words`.
void cpk_fill_words(uint32_t *words, size_t count, uint32_t word);

/// Composites `color` over the `w × h` pixels at (`x`, `y`) of an RGBA bitmap `width` pixels
/// wide (source-over, straight alpha, rounded to nearest; see PixelBlending.swift).
void cpk_blend_rect(uint8_t *pixels, long width, long x, long y, long w, long h, cpk_color color);

/// Composites `color` over every pixel whose byte in `mask` is non-zero; the mask covers the
/// `aw × ah` picture pixels at (`ax`, `ay`), and the bitmap's first row is picture row
/// `row_offset`.
void cpk_paint_mask(uint8_t *pixels, long width, long row_offset, const uint8_t *mask, long ax, long ay, long aw,
                    long ah, cpk_color color);

/// Diagonal hatching anchored at the pixel (`rx`, `ry`), drawn in the area (`ax`, `ay`, `aw`,
/// `ah`) of picture pixels: stripes `thickness` pixels wide every `period` pixels along the rows,
/// rising (`/`), falling (`\`) or both; where both cross, a pixel is painted once.
void cpk_hatch(uint8_t *pixels, long width, long row_offset, long rx, long ry, long ax, long ay, long aw, long ah,
               long period, long thickness, int rising, int falling, cpk_color color);

/// The first device pixel at or after the edge at `v` points (PixelGrid.edge): `v × scale`
/// snapped to a whole number within 10⁻⁶, minus ½, rounded up.
long cpk_edge(double v, double scale);

/// Draws `count` glyphs of a bitmap font, one after the other from `x` (each `advance` points
/// further), their top row at `top`, each font pixel `size` points square: every run of ink in a
/// glyph row is a rectangle from its columns' edges to its rows' edges (PixelGrid), clipped to
/// (`clip_x`, `clip_y`, `clip_w`, `clip_h`) in picture pixels and composited with `color`.
/// `glyph_rows` holds `glyph_height` rows of `glyph_width` bits (most significant first) per glyph.
void cpk_draw_glyphs(uint8_t *pixels, long width, long row_offset, long clip_x, long clip_y, long clip_w, long clip_h,
                     const uint16_t *glyph_rows, long glyph_width, long glyph_height, const int32_t *glyphs, long count,
                     double x, double top, double size, double advance, double scale, cpk_color color);

/// Draws `count` glyphs of a bitmap font each at its own place: glyph `g` with its left edge at
/// `xs[g]` and its font pixels `column_sizes[g]` points wide, every glyph's top row at `top` and
/// its font pixels `row_size` points tall (text laid out at measured advances, each glyph
/// scaled into its advance). Otherwise as `cpk_draw_glyphs`.
void cpk_draw_glyphs_placed(uint8_t *pixels, long width, long row_offset, long clip_x, long clip_y, long clip_w, long clip_h,
                            const uint16_t *glyph_rows, long glyph_width, long glyph_height, const int32_t *glyphs, const double *xs,
                            const double *column_sizes, long count, double top, double row_size, double scale, cpk_color color);

/// The four multiply–xorshift lanes of PixelDigest over `count` bytes (see PixelDigest.swift).
void cpk_digest_lanes(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t lanes[4]);

/// The reference faded to light gray, for a diff image: `rows` rows of `width` RGBA pixels from
/// `reference` to `out`.
void cpk_fade(const uint8_t *reference, uint8_t *out, size_t width, size_t rows);

/// Compares one row of `width` RGBA pixels exactly (pixels transparent in both are equal):
/// returns the number of differing pixels, marks each in `differs` (one byte a pixel) and, when
/// `diff` is not NULL, paints it red there.
long cpk_compare_row_exact(const uint8_t *reference, const uint8_t *actual, long width, uint8_t *differs,
                           uint8_t *diff);

/// The SHA-256 digest (FIPS 180-4) of the `count` bytes at `bytes` into `digest` (32 bytes): the
/// content hash snapshot records keep of references and actual files (cpk_sha256.c). Every
/// failing or recording assertion hashes its files, which Swift built for debugging did more
/// than ten times slower.
void cpk_sha256(const uint8_t *bytes, size_t count, uint8_t digest[32]);

#endif
