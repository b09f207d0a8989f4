#include "cpng_shim.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct cpng_error_context {
  char message[CPNG_MESSAGE_SIZE];
} cpng_error_context;

static void cpng_copy_message(char *destination, const char *source) {
  if (destination == NULL) return;
  if (source == NULL) source = "unknown libpng error";
  strncpy(destination, source, CPNG_MESSAGE_SIZE - 1);
  destination[CPNG_MESSAGE_SIZE - 1] = '\0';
}

static void cpng_on_error(png_structp png, png_const_charp text) {
  cpng_error_context *context = (cpng_error_context *)png_get_error_ptr(png);
  if (context != NULL) cpng_copy_message(context->message, text);
  png_longjmp(png, 1);
}

static void cpng_on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;  // Warnings (an ancillary chunk with a bad CRC, say) do not change the pixels.
}

// MARK: - Reading

struct cpng_reader {
  png_structp png;
  png_infop info;
  const uint8_t *data;
  size_t size;
  size_t offset;
  cpng_header header;
  cpng_error_context error;
};

static void cpng_read_bytes(png_structp png, png_bytep out, size_t count) {
  cpng_reader *reader = (cpng_reader *)png_get_io_ptr(png);
  if (count > reader->size - reader->offset) {
    png_error(png, "unexpected end of data: the file is truncated");
  }
  memcpy(out, reader->data + reader->offset, count);
  reader->offset += count;
}

int cpng_reader_begin(const uint8_t *data, size_t size, uint64_t max_pixels, int verify_adler32,
                      cpng_reader **out_reader, cpng_header *header, char *message) {
  *out_reader = NULL;
  cpng_reader *reader = (cpng_reader *)calloc(1, sizeof(cpng_reader));
  if (reader == NULL) {
    cpng_copy_message(message, "out of memory");
    return CPNG_ERROR_MEMORY;
  }
  reader->data = data;
  reader->size = size;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->error, cpng_on_error,
                                       cpng_on_warning);
  if (reader->png == NULL) {
    free(reader);
    cpng_copy_message(message, "libpng could not create a read structure");
    return CPNG_ERROR_MEMORY;
  }
  reader->info = png_create_info_struct(reader->png);
  if (reader->info == NULL) {
    png_destroy_read_struct(&reader->png, NULL, NULL);
    free(reader);
    cpng_copy_message(message, "libpng could not create an info structure");
    return CPNG_ERROR_MEMORY;
  }
  if (setjmp(png_jmpbuf(reader->png))) {
    cpng_copy_message(message, reader->error.message);
    cpng_reader_free(reader);
    return CPNG_ERROR_LIBPNG;
  }
  png_set_read_fn(reader->png, reader, cpng_read_bytes);
  // Bounded work on hostile input: no side over 1,000,000 pixels (libpng's default), no single
  // ancillary chunk over 8 MB, at most 1000 cached ancillary chunks; "benign" errors (too much or
  // too little image data) are errors, so a damaged file never decodes to silently wrong pixels.
  png_set_user_limits(reader->png, 1000000, 1000000);
  png_set_chunk_malloc_max(reader->png, 8000000);
  png_set_chunk_cache_max(reader->png, 1000);
  png_set_benign_errors(reader->png, 0);
#ifdef PNG_IGNORE_ADLER32
  // zlib's Adler-32 over the inflated image was 14 % of a decode. Every IDAT chunk's CRC-32 is
  // still checked, and it covers the compressed bytes the Adler-32 would be computed from.
  if (!verify_adler32) png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_read_info(reader->png, reader->info);

  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0, interlace = 0;
  png_get_IHDR(reader->png, reader->info, &width, &height, &bit_depth, &color_type, &interlace,
               NULL, NULL);
  reader->header.width = width;
  reader->header.height = height;
  reader->header.bit_depth = bit_depth;
  reader->header.color_type = color_type;
  reader->header.interlaced = interlace != PNG_INTERLACE_NONE;
  *header = reader->header;
  if ((uint64_t)width * (uint64_t)height > max_pixels) {
    snprintf(message, CPNG_MESSAGE_SIZE,
             "image of %ux%u pixels exceeds the limit of %llu pixels", (unsigned)width,
             (unsigned)height, (unsigned long long)max_pixels);
    cpng_reader_free(reader);
    return CPNG_ERROR_LIMIT;
  }
  *out_reader = reader;
  return CPNG_OK;
}

/// Widens a row of `width` RGB pixels stored at `row + width` into RGBA from `row`, in place,
/// forward: four pixels (12 bytes) are read before their 16 bytes are written, which never
/// reach the next four's source (16k + 16 ≤ width + 12k + 12 for every whole group k).
static void cpng_widen_rgb(uint8_t *row, uint32_t width) {
  const uint8_t *rgb = row + width;
  uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  for (; x + 4 <= width; x += 4) {
    uint32_t w[3], p[4];
    memcpy(w, rgb + (size_t)x * 3, 12);
    p[0] = (w[0] & 0xffffffu) | 0xff000000u;
    p[1] = (w[0] >> 24) | (w[1] & 0xffffu) << 8 | 0xff000000u;
    p[2] = (w[1] >> 16) | (w[2] & 0xffu) << 16 | 0xff000000u;
    p[3] = (w[2] >> 8) | 0xff000000u;
    memcpy(row + (size_t)x * 4, p, 16);
  }
#endif
  for (; x < width; x++) {
    uint8_t pixel[4] = {rgb[(size_t)x * 3], rgb[(size_t)x * 3 + 1], rgb[(size_t)x * 3 + 2], 255};
    memcpy(row + (size_t)x * 4, pixel, 4);
  }
}

int cpng_reader_finish(cpng_reader *reader, uint8_t *rgba, size_t row_bytes, char *message) {
  if (reader == NULL || rgba == NULL || row_bytes < (size_t)reader->header.width * 4) {
    cpng_copy_message(message, "bad arguments to cpng_reader_finish");
    return CPNG_ERROR_ARGUMENT;
  }
  png_bytep *rows = (png_bytep *)malloc(sizeof(png_bytep) * (reader->header.height + 1));
  if (rows == NULL) {
    cpng_copy_message(message, "out of memory");
    return CPNG_ERROR_MEMORY;
  }
  for (uint32_t y = 0; y < reader->header.height; y++) rows[y] = rgba + (size_t)y * row_bytes;
  if (setjmp(png_jmpbuf(reader->png))) {
    free(rows);
    cpng_copy_message(message, reader->error.message);
    return CPNG_ERROR_LIBPNG;
  }
  png_structp png = reader->png;
  png_infop info = reader->info;
  int color_type = reader->header.color_type;
  // Palette to RGB, gray below 8 bits to 8 bits (by bit replication, the exact rescale), tRNS to
  // an alpha channel. No png_set_gamma, no background: the stored samples, nothing else.
  png_set_expand(png);
  if (reader->header.bit_depth == 16) png_set_scale_16(png);  // round(v * 255 / 65535)
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 ||
                  png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  // 8-bit RGB, the common case, is read as it is stored into the last three quarters of each
  // row and widened to RGBA here (a word a pixel, forward: a pixel is read before its place is
  // written); everything else goes through libpng's filler.
  uint32_t width = reader->header.width;
  int widen = !has_alpha && color_type == PNG_COLOR_TYPE_RGB && reader->header.bit_depth == 8 && !reader->header.interlaced;
  if (widen) {
    for (uint32_t y = 0; y < reader->header.height; y++) rows[y] += width;
  } else if (!has_alpha) {
    png_set_filler(png, 0xffff, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * (widen ? 3 : 4) || png_get_bit_depth(png, info) != 8) {
    free(rows);
    cpng_copy_message(message, "internal error: the transformed rows are not 8-bit RGBA");
    return CPNG_ERROR_ARGUMENT;
  }
  png_read_image(png, rows);
  png_read_end(png, NULL);
  free(rows);
  if (widen) {
    for (uint32_t y = 0; y < reader->header.height; y++) cpng_widen_rgb(rgba + (size_t)y * row_bytes, width);
  }
  return CPNG_OK;
}

void cpng_reader_free(cpng_reader *reader) {
  if (reader == NULL) return;
  png_destroy_read_struct(&reader->png, &reader->info, NULL);
  free(reader);
}

// MARK: - Writing

typedef struct cpng_buffer {
  uint8_t *bytes;
  size_t size;
  size_t capacity;
  int failed;
} cpng_buffer;

static void cpng_write_bytes(png_structp png, png_bytep data, size_t count) {
  cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
  if (buffer->size + count > buffer->capacity) {
    size_t capacity = buffer->capacity < 65536 ? 65536 : buffer->capacity;
    while (capacity < buffer->size + count) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
    if (grown == NULL) {
      buffer->failed = 1;
      png_error(png, "out of memory");
    }
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->size, data, count);
  buffer->size += count;
}

static void cpng_flush(png_structp png) { (void)png; }

int cpng_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes,
                int compression_level, int filters, const cpng_chunk *chunks, size_t chunk_count,
                uint8_t **out, size_t *out_size, char *message) {
  *out = NULL;
  *out_size = 0;
  if (rgba == NULL || width == 0 || height == 0 || row_bytes < (size_t)width * 4 ||
      compression_level < 0 || compression_level > 9) {
    cpng_copy_message(message, "bad arguments to cpng_encode");
    return CPNG_ERROR_ARGUMENT;
  }
  int opaque = 1;
  for (uint32_t y = 0; y < height && opaque; y++) {
    const uint8_t *row = rgba + (size_t)y * row_bytes;
    for (uint32_t x = 0; x < width; x++) {
      if (row[x * 4 + 3] != 255) {
        opaque = 0;
        break;
      }
    }
  }
  cpng_error_context error;
  memset(&error, 0, sizeof error);
  // Volatile: these change between setjmp and a possible longjmp.
  cpng_buffer *volatile buffer = (cpng_buffer *)calloc(1, sizeof(cpng_buffer));
  png_bytep *volatile rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (buffer == NULL || rows == NULL) {
    free(buffer);
    free(rows);
    cpng_copy_message(message, "out of memory");
    return CPNG_ERROR_MEMORY;
  }
  for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * row_bytes);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, cpng_on_error,
                                            cpng_on_warning);
  png_infop info = png == NULL ? NULL : png_create_info_struct(png);
  if (png == NULL || info == NULL) {
    png_destroy_write_struct(&png, &info);
    free(buffer);
    free(rows);
    cpng_copy_message(message, "libpng could not create a write structure");
    return CPNG_ERROR_MEMORY;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(buffer->bytes);
    free(buffer);
    free(rows);
    cpng_copy_message(message, error.message);
    return CPNG_ERROR_LIBPNG;
  }
  png_set_write_fn(png, buffer, cpng_write_bytes, cpng_flush);
  png_set_compression_level(png, compression_level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_set_compression_buffer_size(png, 1 << 17);
  png_set_IHDR(png, info, width, height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info(png, info);
  for (size_t i = 0; i < chunk_count; i++) {
    png_write_chunk(png, (png_const_bytep)chunks[i].name, chunks[i].data, chunks[i].size);
  }
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);  // drop the alpha byte of each pixel
  png_write_image(png, rows);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(rows);
  *out = buffer->bytes;
  *out_size = buffer->size;
  free(buffer);
  return CPNG_OK;
}

void cpng_free(void *pointer) { free(pointer); }

const char *cpng_libpng_version(void) { return PNG_LIBPNG_VER_STRING; }

uint32_t cpng_crc32(uint32_t crc, const uint8_t *data, size_t size) {
  uLong value = crc;
  while (size > 0) {
    uInt part = size > 0x40000000u ? 0x40000000u : (uInt)size;
    value = crc32(value, data, part);
    data += part;
    size -= part;
  }
  return (uint32_t)value;
}
