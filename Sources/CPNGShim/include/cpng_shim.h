// The C side of the PNG codec. Every libpng call happens inside a function of this file that
// owns the matching setjmp, so libpng's error longjmp never crosses a Swift frame. Each function
// returns 0 on success, or a non-zero CPNG_ERROR_* code with a NUL-terminated message.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

#include <stddef.h>
#include <stdint.h>

#define CPNG_OK 0
#define CPNG_ERROR_LIBPNG 1       // libpng reported an error (the message says which)
#define CPNG_ERROR_LIMIT 2        // the image exceeds the pixel limit
#define CPNG_ERROR_MEMORY 3       // an allocation failed
#define CPNG_ERROR_ARGUMENT 4     // a caller error (bad size, bad state)

#define CPNG_MESSAGE_SIZE 256

// Filters for cpng_encode, the same bits as libpng's PNG_FILTER_* values.
#define CPNG_FILTER_NONE 0x08
#define CPNG_FILTER_SUB 0x10
#define CPNG_FILTER_UP 0x20
#define CPNG_FILTER_AVG 0x40
#define CPNG_FILTER_PAETH 0x80
#define CPNG_FILTER_ALL 0xf8

/// What the header of a PNG file says.
typedef struct cpng_header {
  uint32_t width;
  uint32_t height;
  int bit_depth;
  int color_type;
  int interlaced;
} cpng_header;

/// An ancillary chunk to write (4-letter name) or that was read.
typedef struct cpng_chunk {
  char name[5];
  const uint8_t *data;
  size_t size;
} cpng_chunk;

typedef struct cpng_reader cpng_reader;

/// Starts decoding `size` bytes at `data` (which must stay alive until cpng_reader_free) and
/// reads the header. Refuses images of more than `max_pixels` pixels before allocating them.
/// `verify_adler32` = 0 skips zlib's Adler-32 over the inflated data (each chunk's CRC-32 is
/// always checked). On success `*reader` must be released with cpng_reader_free; on failure it
/// is NULL.
int cpng_reader_begin(const uint8_t *data, size_t size, uint64_t max_pixels, int verify_adler32,
                      cpng_reader **reader, cpng_header *header, char *message);

/// Decodes the image into `rgba` as 8-bit non-premultiplied RGBA, `row_bytes` apart (at least
/// width * 4). No gamma or colour-space conversion: the stored samples rescaled to 8 bits.
int cpng_reader_finish(cpng_reader *reader, uint8_t *rgba, size_t row_bytes, char *message);

void cpng_reader_free(cpng_reader *reader);

/// Encodes 8-bit RGBA pixels. When every alpha is 255 the file is written as RGB (colour type 2),
/// else as RGBA (colour type 6). Only IHDR, the given chunks, IDAT and IEND are written: no time,
/// no text, no software name, so equal pixels give equal bytes. On success `*out` holds
/// `*out_size` bytes to release with cpng_free.
int cpng_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                int compression_level, int filters, const cpng_chunk *chunks, size_t chunk_count,
                uint8_t **out, size_t *out_size, char *message);

// Row filters for cpng_encode_bands: PNG's filter type bytes.
#define CPNG_BAND_FILTER_NONE 0
#define CPNG_BAND_FILTER_SUB 1
#define CPNG_BAND_FILTER_UP 2
#define CPNG_BAND_FILTER_PAETH 4

/// Encodes 8-bit RGBA pixels as cpng_encode does (RGB when every alpha is 255, and as a palette
/// image — PLTE, one byte a pixel, colours in order of first appearance — when the opaque image
/// has at most 256 colours; IHDR, [PLTE,] the given chunks, IDAT, IEND), compressing `bands`
/// horizontal bands at once, one thread each, as one
/// zlib stream (each band raw deflate ended by a sync flush, the Adler-32 sums combined), every
/// row with `filter` (the first row of the image with sub instead of up or paeth). The bands
/// depend only on the height and `bands`, so equal pixels and arguments give equal bytes on any
/// machine. On success `*out` holds `*out_size` bytes to release with cpng_free.
int cpng_encode_bands(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int compression_level, int filter,
                      int bands, const cpng_chunk *chunks, size_t chunk_count, uint8_t **out, size_t *out_size, char *message);

void cpng_free(void *pointer);

/// The CRC-32 of PNG chunks (ISO 3309), continued from `crc` (0 to start), over `size` bytes:
/// zlib's, which is optimized even when this package is built for debugging.
uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// The libpng version this was built against, e.g. "1.6.39".
const char *cpng_libpng_version(void);

#endif
