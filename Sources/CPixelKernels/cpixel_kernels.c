#include "cpixel_kernels.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

// x / 255 rounded down, exact up to 65,535 (PixelBlending.divide255).
static inline __attribute__((always_inline)) uint32_t cpk_divide255(uint32_t x) { return ((x + 1) * 257) >> 16; }

// PixelBlending.sourceOver, the same arithmetic.
static inline __attribute__((always_inline)) void cpk_over(uint8_t *p, cpk_color c) {
  uint32_t sa = c.alpha;
  if (sa == 255) {
    p[0] = c.red;
    p[1] = c.green;
    p[2] = c.blue;
    p[3] = 255;
    return;
  }
  if (sa == 0) return;
  uint32_t da = p[3];
  if (da == 255) {
    uint32_t inv = 255 - sa;
    p[0] = (uint8_t)cpk_divide255((uint32_t)c.red * sa + (uint32_t)p[0] * inv + 127);
    p[1] = (uint8_t)cpk_divide255((uint32_t)c.green * sa + (uint32_t)p[1] * inv + 127);
    p[2] = (uint8_t)cpk_divide255((uint32_t)c.blue * sa + (uint32_t)p[2] * inv + 127);
    return;
  }
  uint32_t sw = sa * 255;
  uint32_t dw = da * (255 - sa);
  uint32_t total = sw + dw;
  if (total == 0) return;
  p[0] = (uint8_t)(((uint32_t)c.red * sw + (uint32_t)p[0] * dw + total / 2) / total);
  p[1] = (uint8_t)(((uint32_t)c.green * sw + (uint32_t)p[1] * dw + total / 2) / total);
  p[2] = (uint8_t)(((uint32_t)c.blue * sw + (uint32_t)p[2] * dw + total / 2) / total);
  p[3] = (uint8_t)((total + 127) / 255);
}

void cpk_fill_words(uint32_t *words, size_t count, uint32_t word) {
  if (count == 0) return;
  size_t done = count < 64 ? count : 64;
  for (size_t i = 0; i < done; i++) words[i] = word;
  // Double the filled part with memcpy: fast whatever the build's optimization.
  while (done < count) {
    size_t part = done <= count - done ? done : count - done;
    memcpy(words + done, words, part * sizeof(uint32_t));
    done += part;
  }
}

void cpk_blend_rect(uint8_t *pixels, long width, long x, long y, long w, long h, cpk_color color) {
  if (w <= 0 || h <= 0 || color.alpha == 0) return;
  if (color.alpha == 255) {
    uint8_t bytes[4] = {color.red, color.green, color.blue, 255};
    uint32_t word;
    memcpy(&word, bytes, 4);
    for (long row = y; row < y + h; row++) cpk_fill_words((uint32_t *)(void *)(pixels + (row * width + x) * 4), (size_t)w, word);
    return;
  }
  for (long row = y; row < y + h; row++) {
    uint8_t *p = pixels + (row * width + x) * 4;
    uint8_t *end = p + w * 4;
    for (; p < end; p += 4) cpk_over(p, color);
  }
}

void cpk_paint_mask(uint8_t *pixels, long width, long row_offset, const uint8_t *mask, long ax, long ay, long aw,
                    long ah, cpk_color color) {
  for (long j = 0; j < ah; j++) {
    const uint8_t *m = mask + j * aw;
    uint8_t *row = pixels + ((ay + j - row_offset) * width + ax) * 4;
    for (long i = 0; i < aw; i++) {
      if (m[i]) cpk_over(row + i * 4, color);
    }
  }
}

void cpk_hatch(uint8_t *pixels, long width, long row_offset, long rx, long ry, long ax, long ay, long aw, long ah,
               long period, long thickness, int rising, int falling, cpk_color color) {
  if (aw <= 0 || ah <= 0 || period <= 0) return;
  int both = rising && falling;
  uint8_t *painted = both ? (uint8_t *)malloc((size_t)aw) : NULL;
  if (both && painted == NULL) return;
  long amax = ax + aw;
  for (long y = ay; y < ay + ah; y++) {
    long dy = y - ry;
    long starts[2];
    int count = 0;
    if (rising) starts[count++] = ((-dy % period) + period) % period;
    if (falling) starts[count++] = ((dy % period) + period) % period;
    if (both) memset(painted, 0, (size_t)aw);
    uint8_t *row = pixels + (y - row_offset) * width * 4;
    for (int s = 0; s < count; s++) {
      long start = starts[s];
      long first = ax - rx;
      long dx = start + ((first - start + period - 1) / period) * period - period;
      while (dx < first - (thickness - 1)) dx += period;
      while (rx + dx < amax) {
        for (long k = 0; k < thickness; k++) {
          long x = rx + dx + k;
          if (x < ax || x >= amax) continue;
          if (both) {
            if (painted[x - ax]) continue;
            painted[x - ax] = 1;
          }
          cpk_over(row + x * 4, color);
        }
        dx += period;
      }
    }
  }
  free(painted);
}

static inline __attribute__((always_inline)) uint64_t cpk_mix(uint64_t h, uint64_t v, uint64_t k) {
  uint64_t x = (h ^ v) * k;
  return x ^ (x >> 29);
}

static inline __attribute__((always_inline)) uint64_t cpk_load_le(const uint8_t *p) {
  uint64_t v;
  memcpy(&v, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  v = __builtin_bswap64(v);
#endif
  return v;
}

void cpk_digest_lanes(const uint8_t *bytes, size_t count, uint64_t seed, uint64_t lanes[4]) {
  uint64_t a = 0x9E3779B97F4A7C15ull + seed;
  uint64_t b = 0xC2B2AE3D27D4EB4Full + seed;
  uint64_t c = 0x165667B19E3779F9ull + seed;
  uint64_t d = 0x27D4EB2F165667C5ull + seed;
  size_t words = count / 8;
  size_t i = 0;
  for (; i + 3 < words; i += 4) {
    const uint8_t *p = bytes + i * 8;
    a = cpk_mix(a, cpk_load_le(p), 0xFF51AFD7ED558CCDull);
    b = cpk_mix(b, cpk_load_le(p + 8), 0xC4CEB9FE1A85EC53ull);
    c = cpk_mix(c, cpk_load_le(p + 16), 0x9FB21C651E98DF25ull);
    d = cpk_mix(d, cpk_load_le(p + 24), 0xD6E8FEB86659FD93ull);
  }
  for (; i < words; i++) a = cpk_mix(a, cpk_load_le(bytes + i * 8), 0xFF51AFD7ED558CCDull);
  uint64_t tail = 0;
  for (size_t j = words * 8; j < count; j++) tail = tail << 8 | bytes[j];
  b = cpk_mix(b, tail ^ (uint64_t)count, 0xC4CEB9FE1A85EC53ull);
  lanes[0] = a;
  lanes[1] = b;
  lanes[2] = c;
  lanes[3] = d;
}

void cpk_fade(const uint8_t *reference, uint8_t *out, size_t width, size_t rows) {
  // Opaque pixels (nearly all): 255 − (255 − luma) · 255 / 1020 = 255 − ⌊(255 − luma) / 4⌋,
  // written as one word; a run of equal pixels reuses the last one, a row equal to the row
  // above copies its faded row.
  uint32_t last_in = 0, last_out = 0;
  int has_last = 0;
  size_t row_bytes = width * 4;
  for (size_t y = 0; y < rows; y++) {
    const uint8_t *row = reference + y * row_bytes;
    uint8_t *target = out + y * row_bytes;
    if (y > 0 && memcmp(row, row - row_bytes, row_bytes) == 0) {
      memcpy(target, target - row_bytes, row_bytes);
      continue;
    }
    for (size_t x = 0; x < width; x++) {
      const uint8_t *r = row + x * 4;
      uint32_t pixel;
      memcpy(&pixel, r, 4);
      if (!has_last || pixel != last_in) {
        uint32_t luma = ((uint32_t)r[0] * 77 + (uint32_t)r[1] * 150 + (uint32_t)r[2] * 29 + 128) >> 8;
        uint32_t alpha = r[3];
        uint8_t value = alpha == 255 ? (uint8_t)(255 - (255 - luma) / 4) : (uint8_t)(255 - (255 - luma) * alpha / 1020);
        uint8_t word[4] = {value, value, value, 255};
        memcpy(&last_out, word, 4);
        last_in = pixel;
        has_last = 1;
      }
      memcpy(target + x * 4, &last_out, 4);
    }
  }
}

long cpk_compare_row_exact(const uint8_t *reference, const uint8_t *actual, long width, uint8_t *differs,
                           uint8_t *diff) {
  long differing = 0;
  for (long x = 0; x < width; x++) {
    const uint8_t *r = reference + x * 4;
    const uint8_t *a = actual + x * 4;
    int same = (r[0] == a[0] && r[1] == a[1] && r[2] == a[2] && r[3] == a[3]) || (r[3] == 0 && a[3] == 0);
    differs[x] = (uint8_t)!same;
    if (same) continue;
    differing++;
    if (diff != NULL) {
      uint8_t *o = diff + x * 4;
      o[0] = 255;
      o[1] = 0;
      o[2] = 0;
      o[3] = 255;
    }
  }
  return differing;
}

long cpk_edge(double v, double scale) {
  double p = v * scale;
  double nearest = round(p);
  double position = fabs(p - nearest) < 1e-6 ? nearest : p;
  double q = position - 0.5;
  if (!isfinite(q)) return q > 0 ? LONG_MAX / 4 : LONG_MIN / 4;
  double clamped = fmin(fmax(q, -1e12), 1e12);
  return (long)ceil(clamped);
}

void cpk_draw_glyphs(uint8_t *pixels, long width, long row_offset, long clip_x, long clip_y, long clip_w, long clip_h,
                     const uint16_t *glyph_rows, long glyph_width, long glyph_height, const int32_t *glyphs, long count,
                     double x, double top, double size, double advance, double scale, cpk_color color) {
  long row_edges[33];
  long column_edges[33];
  if (glyph_width > 32 || glyph_height > 32 || clip_w <= 0 || clip_h <= 0) return;
  for (long r = 0; r <= glyph_height; r++) row_edges[r] = cpk_edge(top + (double)r * size, scale);
  long clip_max_x = clip_x + clip_w;
  long clip_max_y = clip_y + clip_h;
  for (long g = 0; g < count; g++) {
    for (long c = 0; c <= glyph_width; c++) column_edges[c] = cpk_edge(x + (double)c * size, scale);
    const uint16_t *rows = glyph_rows + (long)glyphs[g] * glyph_height;
    for (long r = 0; r < glyph_height; r++) {
      uint16_t bits = rows[r];
      long column = 0;
      while (column < glyph_width) {
        if (((bits >> (glyph_width - 1 - column)) & 1) == 0) {
          column++;
          continue;
        }
        long end = column + 1;
        while (end < glyph_width && ((bits >> (glyph_width - 1 - end)) & 1) == 1) end++;
        long x0 = column_edges[column] > clip_x ? column_edges[column] : clip_x;
        long x1 = column_edges[end] < clip_max_x ? column_edges[end] : clip_max_x;
        long y0 = row_edges[r] > clip_y ? row_edges[r] : clip_y;
        long y1 = row_edges[r + 1] < clip_max_y ? row_edges[r + 1] : clip_max_y;
        if (x0 < x1 && y0 < y1) cpk_blend_rect(pixels, width, x0, y0 - row_offset, x1 - x0, y1 - y0, color);
        column = end;
      }
    }
    x += advance;
  }
}

void cpk_draw_glyphs_placed(uint8_t *pixels, long width, long row_offset, long clip_x, long clip_y, long clip_w, long clip_h,
                            const uint16_t *glyph_rows, long glyph_width, long glyph_height, const int32_t *glyphs, const double *xs,
                            const double *column_sizes, long count, double top, double row_size, double scale, cpk_color color) {
  long row_edges[33];
  long column_edges[33];
  if (glyph_width > 32 || glyph_height > 32 || clip_w <= 0 || clip_h <= 0) return;
  for (long r = 0; r <= glyph_height; r++) row_edges[r] = cpk_edge(top + (double)r * row_size, scale);
  long clip_max_x = clip_x + clip_w;
  long clip_max_y = clip_y + clip_h;
  for (long g = 0; g < count; g++) {
    for (long c = 0; c <= glyph_width; c++) column_edges[c] = cpk_edge(xs[g] + (double)c * column_sizes[g], scale);
    const uint16_t *rows = glyph_rows + (long)glyphs[g] * glyph_height;
    for (long r = 0; r < glyph_height; r++) {
      uint16_t bits = rows[r];
      long column = 0;
      while (column < glyph_width) {
        if (((bits >> (glyph_width - 1 - column)) & 1) == 0) {
          column++;
          continue;
        }
        long end = column + 1;
        while (end < glyph_width && ((bits >> (glyph_width - 1 - end)) & 1) == 1) end++;
        long x0 = column_edges[column] > clip_x ? column_edges[column] : clip_x;
        long x1 = column_edges[end] < clip_max_x ? column_edges[end] : clip_max_x;
        long y0 = row_edges[r] > clip_y ? row_edges[r] : clip_y;
        long y1 = row_edges[r + 1] < clip_max_y ? row_edges[r + 1] : clip_max_y;
        // A glyph narrower than a pixel still shows: its ink is at least one pixel wide.
        if (x0 == x1 && column_edges[column] == column_edges[end] && x0 >= clip_x && x0 < clip_max_x) x1 = x0 + 1;
        if (x0 < x1 && y0 < y1) cpk_blend_rect(pixels, width, x0, y0 - row_offset, x1 - x0, y1 - y0, color);
        column = end;
      }
    }
  }
}
