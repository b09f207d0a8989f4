// A PNG encoder that compresses the image data in horizontal bands at once, one thread a band,
// as ONE zlib stream: each band is raw deflate ended by a sync flush (the last by the final
// block), the bands' Adler-32 sums combined, so any PNG reader sees an ordinary file. Bands are
// fixed by the image's height and the band count alone — never by the machine — so the same
// pixels give the same bytes everywhere. No libpng call happens here (zlib only): nothing can
// longjmp.
#include "cpng_shim.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct cpng_band {
  // In.
  const uint8_t *rgba;
  size_t row_bytes;
  uint32_t width;
  uint32_t first_row;
  uint32_t rows;
  int channels;  // 1 (palette indices), 3 (RGB, every alpha 255) or 4
  int filter;    // CPNG_BAND_FILTER_*
  // Palette images: the band's own palette (colours in order of first appearance), each pixel's
  // index into it, and where each of its entries lands in the image's palette.
  uint8_t *indices;
  uint32_t palette[256];
  int colors;
  int overflow;
  int translucent;
  uint8_t remap[256];
  const struct cpng_band *above_band;
  int level;
  int last;
  // Out.
  uint8_t *compressed;
  size_t compressed_size;
  uLong adler;
  size_t raw_size;
  int status;
} cpng_band;

static inline uint8_t cpng_paeth(int a, int b, int c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  if (pa <= pb && pa <= pc) return (uint8_t)a;
  return (uint8_t)(pb <= pc ? b : c);
}

/// Collects the band's colours (opaque images only) and each pixel's index, until it meets a
/// 257th colour (`overflow`).
static void *cpng_scan_band(void *argument) {
  cpng_band *band = (cpng_band *)argument;
  size_t count = (size_t)band->width * band->rows;
  band->indices = (uint8_t *)malloc(count > 0 ? count : 1);
  if (band->indices == NULL) {
    band->overflow = 1;
    return NULL;
  }
  uint32_t keys[512];
  uint8_t values[512];
  uint8_t used[512];
  memset(used, 0, sizeof used);
  uint32_t last = 0;
  int last_index = -1;
  size_t row_length = (size_t)band->width * 4;
  for (uint32_t r = 0; r < band->rows; r++) {
    const uint8_t *row = band->rgba + (size_t)(band->first_row + r) * band->row_bytes;
    uint8_t *out = band->indices + (size_t)r * band->width;
    // A row that repeats the one above (most rows of a screen) has its indices.
    if (r > 0 && memcmp(row, row - band->row_bytes, row_length) == 0) {
      memcpy(out, out - band->width, band->width);
      continue;
    }
    for (uint32_t x = 0; x < band->width; x++) {
      uint32_t pixel;
      memcpy(&pixel, row + (size_t)x * 4, 4);
      if (pixel != last || last_index < 0) {
        if (row[x * 4 + 3] != 255) {
          band->translucent = 1;
          band->overflow = 1;
          return NULL;
        }
        uint32_t slot = (pixel * 2654435761u) >> 23;
        while (used[slot] && keys[slot] != pixel) slot = (slot + 1) & 511;
        if (!used[slot]) {
          if (band->colors == 256) {
            band->overflow = 1;
            // Still needed: whether a pixel is translucent (RGB or RGBA).
            for (; r < band->rows && !band->translucent; r++, x = 0) {
              const uint8_t *rest = band->rgba + (size_t)(band->first_row + r) * band->row_bytes;
              for (; x < band->width; x++) {
                if (rest[x * 4 + 3] != 255) {
                  band->translucent = 1;
                  break;
                }
              }
            }
            return NULL;
          }
          used[slot] = 1;
          keys[slot] = pixel;
          values[slot] = (uint8_t)band->colors;
          band->palette[band->colors++] = (uint32_t)row[x * 4] << 16 | (uint32_t)row[x * 4 + 1] << 8 | row[x * 4 + 2];
        }
        last = pixel;
        last_index = values[slot];
      }
      out[x] = (uint8_t)last_index;
    }
  }
  return NULL;
}

/// One row of palette indices, mapped into the image's palette (copied when the band's palette
/// starts the image's, as the first band's does).
static void cpng_index_row(const cpng_band *band, uint32_t row, uint8_t *line) {
  const uint8_t *local = band->indices + (size_t)row * band->width;
  int identity = 1;
  for (int i = 0; i < band->colors && identity; i++) identity = band->remap[i] == i;
  if (identity) {
    memcpy(line, local, band->width);
    return;
  }
  for (uint32_t x = 0; x < band->width; x++) line[x] = band->remap[local[x]];
}

/// One source row as PNG samples (RGB or RGBA) into `line`.
static void cpng_samples(const uint8_t *source, uint32_t width, int channels, uint8_t *line) {
  if (channels == 4) {
    memcpy(line, source, (size_t)width * 4);
    return;
  }
  for (uint32_t x = 0; x < width; x++) {
    line[x * 3] = source[x * 4];
    line[x * 3 + 1] = source[x * 4 + 1];
    line[x * 3 + 2] = source[x * 4 + 2];
  }
}

/// Writes the filter byte and the filtered row. `previous` is the row above as samples, or NULL
/// for the image's first row (PNG treats it as zeros).
static void cpng_filter_row(int filter, const uint8_t *row, const uint8_t *previous, size_t length, int bpp, uint8_t *out) {
  uint8_t type = (uint8_t)filter;
  if (previous == NULL && (type == CPNG_BAND_FILTER_UP || type == CPNG_BAND_FILTER_PAETH)) type = CPNG_BAND_FILTER_SUB;
  out[0] = type;
  uint8_t *o = out + 1;
  switch (type) {
  case CPNG_BAND_FILTER_SUB:
    for (size_t i = 0; i < length; i++) o[i] = (uint8_t)(row[i] - (i >= (size_t)bpp ? row[i - bpp] : 0));
    break;
  case CPNG_BAND_FILTER_UP:
    for (size_t i = 0; i < length; i++) o[i] = (uint8_t)(row[i] - previous[i]);
    break;
  case CPNG_BAND_FILTER_PAETH:
    for (size_t i = 0; i < length; i++) {
      int a = i >= (size_t)bpp ? row[i - bpp] : 0;
      int c = i >= (size_t)bpp ? previous[i - bpp] : 0;
      o[i] = (uint8_t)(row[i] - cpng_paeth(a, previous[i], c));
    }
    break;
  default:
    out[0] = CPNG_BAND_FILTER_NONE;
    memcpy(o, row, length);
  }
}

static void *cpng_compress_band(void *argument) {
  cpng_band *band = (cpng_band *)argument;
  band->status = CPNG_ERROR_MEMORY;
  size_t length = (size_t)band->width * (size_t)band->channels;
  size_t stride = length + 1;
  band->raw_size = stride * band->rows;
  uint8_t *raw = (uint8_t *)malloc(band->raw_size);
  uint8_t *lines = (uint8_t *)malloc(length * 2);
  if (raw == NULL || lines == NULL) {
    free(raw);
    free(lines);
    return NULL;
  }
  uint8_t *current = lines, *above = lines + length;
  uLong adler = adler32(0L, Z_NULL, 0);
  if (band->first_row > 0) {
    if (band->channels == 1) {
      cpng_index_row(band->above_band, band->above_band->rows - 1, above);
    } else {
      cpng_samples(band->rgba + (size_t)(band->first_row - 1) * band->row_bytes, band->width, band->channels, above);
    }
  }
  for (uint32_t r = 0; r < band->rows; r++) {
    uint32_t y = band->first_row + r;
    uint8_t *filtered = raw + (size_t)r * stride;
    // A palette row that repeats the one above filters to zeros (up), or to the row above's
    // filtered bytes (none, sub).
    if (band->channels == 1 && r > 0 && band->filter != CPNG_BAND_FILTER_PAETH &&
        memcmp(band->indices + (size_t)r * band->width, band->indices + (size_t)(r - 1) * band->width, band->width) == 0) {
      if (band->filter == CPNG_BAND_FILTER_UP) {
        filtered[0] = CPNG_BAND_FILTER_UP;
        memset(filtered + 1, 0, length);
      } else {
        memcpy(filtered, filtered - stride, stride);
      }
      adler = adler32(adler, filtered, (uInt)stride);
      continue;  // the row above stays the row above
    }
    if (band->channels == 1) {
      cpng_index_row(band, r, current);
    } else {
      cpng_samples(band->rgba + (size_t)y * band->row_bytes, band->width, band->channels, current);
    }
    cpng_filter_row(band->filter, current, y == 0 ? NULL : above, length, band->channels, filtered);
    adler = adler32(adler, filtered, (uInt)stride);  // while the row is in the cache
    uint8_t *swap = current;
    current = above;
    above = swap;
  }
  free(lines);
  band->adler = adler;
  z_stream z;
  memset(&z, 0, sizeof z);
  // A small hash (memLevel 4: 2,048 heads, blocks of 1,024 symbols): sliding the window rehashes
  // every head each 32 KiB, which at level 1 cost as much as compressing; the diff image's file
  // grows by 1 % (measured in the Benchmarks article).
  if (deflateInit2(&z, band->level, Z_DEFLATED, -15, 4, Z_DEFAULT_STRATEGY) != Z_OK) {
    free(raw);
    return NULL;
  }
  size_t capacity = deflateBound(&z, band->raw_size) + 64;
  band->compressed = (uint8_t *)malloc(capacity);
  if (band->compressed == NULL) {
    deflateEnd(&z);
    free(raw);
    return NULL;
  }
  z.next_in = raw;
  z.next_out = band->compressed;
  z.avail_out = (uInt)capacity;
  int ok = 1;
  for (size_t done = 0; done < band->raw_size && ok;) {
    uInt part = band->raw_size - done > 0x40000000u ? 0x40000000u : (uInt)(band->raw_size - done);
    z.avail_in = part;
    done += part;
    int flush = done < band->raw_size ? Z_NO_FLUSH : (band->last ? Z_FINISH : Z_SYNC_FLUSH);
    int result = deflate(&z, flush);
    ok = flush == Z_FINISH ? result == Z_STREAM_END : result == Z_OK;
  }
  band->compressed_size = capacity - z.avail_out;
  deflateEnd(&z);
  free(raw);
  if (!ok) {
    free(band->compressed);
    band->compressed = NULL;
    band->status = CPNG_ERROR_LIBPNG;
    return NULL;
  }
  band->status = CPNG_OK;
  return NULL;
}

static void cpng_put32(uint8_t *at, uint32_t value) {
  at[0] = (uint8_t)(value >> 24);
  at[1] = (uint8_t)(value >> 16);
  at[2] = (uint8_t)(value >> 8);
  at[3] = (uint8_t)value;
}

/// Appends a chunk (length, name, data, CRC-32) at `*at`.
static void cpng_put_chunk(uint8_t **at, const char *name, const uint8_t *data, size_t size) {
  uint8_t *p = *at;
  cpng_put32(p, (uint32_t)size);
  memcpy(p + 4, name, 4);
  if (size > 0) memcpy(p + 8, data, size);
  uLong crc = crc32(crc32(0L, Z_NULL, 0), p + 4, (uInt)(size + 4));
  cpng_put32(p + 8 + size, (uint32_t)crc);
  *at = p + 12 + size;
}

/// Runs `work` on every band: band 0 here, the others on threads of their own (here too when a
/// thread cannot start).
static void cpng_run_bands(cpng_band *jobs, int bands, void *(*work)(void *)) {
  pthread_t threads[64];
  int started[64];
  for (int b = 1; b < bands; b++) started[b] = pthread_create(&threads[b], NULL, work, &jobs[b]) == 0;
  work(&jobs[0]);
  for (int b = 1; b < bands; b++) {
    if (started[b]) {
      pthread_join(threads[b], NULL);
    } else {
      work(&jobs[b]);
    }
  }
}

#define CPNG_IDAT_SIZE (1u << 20)

int cpng_encode_bands(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int compression_level, int filter,
                      int bands, const cpng_chunk *chunks, size_t chunk_count, uint8_t **out, size_t *out_size, char *message) {
  *out = NULL;
  *out_size = 0;
  if (rgba == NULL || width == 0 || height == 0 || row_bytes < (size_t)width * 4 || compression_level < 0 || compression_level > 9 ||
      bands < 1 || bands > 64 || width > 0x7fffffffu / 4 || height > 0x7fffffffu ||
      (filter != CPNG_BAND_FILTER_NONE && filter != CPNG_BAND_FILTER_SUB && filter != CPNG_BAND_FILTER_UP && filter != CPNG_BAND_FILTER_PAETH)) {
    if (message != NULL) strcpy(message, "bad arguments to cpng_encode_bands");
    return CPNG_ERROR_ARGUMENT;
  }
  for (size_t i = 0; i < chunk_count; i++) {
    if (chunks[i].size > 0x7fffffffu) {
      if (message != NULL) strcpy(message, "a chunk is too large");
      return CPNG_ERROR_ARGUMENT;
    }
  }
  if ((uint32_t)bands > height) bands = (int)height;
  cpng_band *jobs = (cpng_band *)calloc((size_t)bands, sizeof(cpng_band));
  if (jobs == NULL) {
    if (message != NULL) strcpy(message, "out of memory");
    return CPNG_ERROR_MEMORY;
  }
  uint32_t first = 0;
  for (int b = 0; b < bands; b++) {
    cpng_band *job = &jobs[b];
    job->rgba = rgba;
    job->row_bytes = row_bytes;
    job->width = width;
    job->first_row = first;
    job->rows = height / (uint32_t)bands + ((uint32_t)b < height % (uint32_t)bands ? 1 : 0);
    job->filter = filter;
    job->level = compression_level;
    job->last = b == bands - 1;
    job->above_band = b > 0 ? &jobs[b - 1] : NULL;
    job->status = CPNG_ERROR_MEMORY;
    first += job->rows;
  }
  // The colours: RGBA when a pixel is translucent; a palette of at most 256 colours, in order of
  // first appearance, when the image has no more (a diff image has about 70); else RGB.
  cpng_run_bands(jobs, bands, cpng_scan_band);
  int translucent = 0, palette = 1;
  for (int b = 0; b < bands; b++) {
    translucent |= jobs[b].translucent;
    palette &= !jobs[b].overflow;
  }
  uint32_t colors[256];
  int color_count = 0;
  if (!translucent && palette) {
    for (int b = 0; b < bands && palette; b++) {
      for (int i = 0; i < jobs[b].colors; i++) {
        int found = -1;
        for (int c = 0; c < color_count; c++) {
          if (colors[c] == jobs[b].palette[i]) {
            found = c;
            break;
          }
        }
        if (found < 0) {
          if (color_count == 256) {
            palette = 0;
            break;
          }
          colors[color_count] = jobs[b].palette[i];
          found = color_count++;
        }
        jobs[b].remap[i] = (uint8_t)found;
      }
    }
  }
  int channels = translucent ? 4 : palette ? 1 : 3;
  for (int b = 0; b < bands; b++) jobs[b].channels = channels;
  cpng_run_bands(jobs, bands, cpng_compress_band);
  int status = CPNG_OK;
  size_t data_size = 2 + 4;
  uLong adler = adler32(0L, Z_NULL, 0);
  for (int b = 0; b < bands; b++) {
    if (jobs[b].status != CPNG_OK) status = jobs[b].status;
    data_size += jobs[b].compressed_size;
    adler = adler32_combine(adler, jobs[b].adler, (z_off_t)jobs[b].raw_size);
  }
  uint8_t *file = NULL;
  size_t total = 0;
  if (status == CPNG_OK) {
    size_t idats = (data_size + CPNG_IDAT_SIZE - 1) / CPNG_IDAT_SIZE;
    total = 8 + 25 + 12 * idats + data_size + 12 + (channels == 1 ? 12 + 3 * (size_t)color_count : 0);
    for (size_t i = 0; i < chunk_count; i++) total += 12 + chunks[i].size;
    file = (uint8_t *)malloc(total);
    uint8_t *stream = (uint8_t *)malloc(data_size);
    if (file == NULL || stream == NULL) {
      free(file);
      free(stream);
      file = NULL;
      status = CPNG_ERROR_MEMORY;
    } else {
      // The zlib header zlib itself would write for this level (window 32 KiB).
      int level_flags = compression_level < 2 ? 0 : compression_level < 6 ? 1 : compression_level == 6 ? 2 : 3;
      unsigned header = (0x78u << 8) | ((unsigned)level_flags << 6);
      header += 31 - header % 31;
      stream[0] = (uint8_t)(header >> 8);
      stream[1] = (uint8_t)header;
      size_t at = 2;
      for (int b = 0; b < bands; b++) {
        memcpy(stream + at, jobs[b].compressed, jobs[b].compressed_size);
        at += jobs[b].compressed_size;
      }
      cpng_put32(stream + at, (uint32_t)adler);
      static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
      uint8_t *p = file;
      memcpy(p, signature, 8);
      p += 8;
      uint8_t ihdr[13];
      cpng_put32(ihdr, width);
      cpng_put32(ihdr + 4, height);
      ihdr[8] = 8;
      ihdr[9] = channels == 1 ? 3 : channels == 3 ? 2 : 6;
      ihdr[10] = ihdr[11] = ihdr[12] = 0;
      cpng_put_chunk(&p, "IHDR", ihdr, 13);
      if (channels == 1) {
        uint8_t entries[3 * 256];
        for (int c = 0; c < color_count; c++) {
          entries[c * 3] = (uint8_t)(colors[c] >> 16);
          entries[c * 3 + 1] = (uint8_t)(colors[c] >> 8);
          entries[c * 3 + 2] = (uint8_t)colors[c];
        }
        cpng_put_chunk(&p, "PLTE", entries, 3 * (size_t)color_count);
      }
      for (size_t i = 0; i < chunk_count; i++) cpng_put_chunk(&p, chunks[i].name, chunks[i].data, chunks[i].size);
      for (size_t done = 0; done < data_size; done += CPNG_IDAT_SIZE) {
        size_t part = data_size - done < CPNG_IDAT_SIZE ? data_size - done : CPNG_IDAT_SIZE;
        cpng_put_chunk(&p, "IDAT", stream + done, part);
      }
      cpng_put_chunk(&p, "IEND", NULL, 0);
      free(stream);
    }
  }
  for (int b = 0; b < bands; b++) {
    free(jobs[b].compressed);
    free(jobs[b].indices);
  }
  free(jobs);
  if (status != CPNG_OK) {
    if (message != NULL) strcpy(message, status == CPNG_ERROR_MEMORY ? "out of memory" : "zlib could not compress the image");
    return status;
  }
  *out = file;
  *out_size = total;
  return CPNG_OK;
}
