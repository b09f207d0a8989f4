#include "cpk_text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void cpk_text_reserve(cpk_text *text, size_t extra) {
  if (text->capacity - text->count >= extra) return;
  size_t capacity = text->capacity < 256 ? 256 : text->capacity;
  while (capacity - text->count < extra) capacity *= 2;
  uint8_t *bytes = realloc(text->bytes, capacity);
  if (bytes == NULL) abort();
  text->bytes = bytes;
  text->capacity = capacity;
}

void cpk_text_free(cpk_text *text) {
  free(text->bytes);
  text->bytes = NULL;
  text->count = 0;
  text->capacity = 0;
}

void cpk_text_append(cpk_text *text, const uint8_t *bytes, size_t count) {
  if (count == 0) return;
  cpk_text_reserve(text, count);
  memcpy(text->bytes + text->count, bytes, count);
  text->count += count;
}

void cpk_text_append_byte(cpk_text *text, uint8_t byte) {
  if (text->count == text->capacity) cpk_text_reserve(text, 1);
  text->bytes[text->count++] = byte;
}

void cpk_text_append_integer(cpk_text *text, int64_t value) {
  // At most 20 digits and a sign; the digits are made backwards.
  uint8_t digits[24];
  size_t n = 0;
  uint64_t magnitude = value < 0 ? (uint64_t)0 - (uint64_t)value : (uint64_t)value;
  do {
    digits[n++] = (uint8_t)('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude > 0);
  cpk_text_reserve(text, n + 1);
  uint8_t *out = text->bytes + text->count;
  if (value < 0) *out++ = '-';
  while (n > 0) *out++ = digits[--n];
  text->count = (size_t)(out - text->bytes);
}

void cpk_text_append_quoted(cpk_text *text, const uint8_t *utf8, size_t count) {
  // Every byte becomes at most six (`\u{1B}`), plus the quotes.
  cpk_text_reserve(text, 6 * count + 2);
  static const char hex[] = "0123456789ABCDEF";
  uint8_t *out = text->bytes + text->count;
  *out++ = '"';
  for (size_t i = 0; i < count; i++) {
    uint8_t byte = utf8[i];
    switch (byte) {
    case '"': *out++ = '\\'; *out++ = '"'; break;
    case '\\': *out++ = '\\'; *out++ = '\\'; break;
    case '\n': *out++ = '\\'; *out++ = 'n'; break;
    case '\r': *out++ = '\\'; *out++ = 'r'; break;
    case '\t': *out++ = '\\'; *out++ = 't'; break;
    default:
      if (byte < 0x20 || byte == 0x7F) {
        *out++ = '\\';
        *out++ = 'u';
        *out++ = '{';
        *out++ = (uint8_t)hex[byte >> 4];
        *out++ = (uint8_t)hex[byte & 15];
        *out++ = '}';
      } else {
        *out++ = byte;
      }
    }
  }
  *out++ = '"';
  text->count = (size_t)(out - text->bytes);
}

int cpk_text_append_layout_number(cpk_text *text, double value) {
  if (value == 0) {
    cpk_text_append_byte(text, '0');
    return CPK_NUMBER_WRITTEN;
  }
  double magnitude = fabs(value);
  // `round` rounds halves away from zero, as Swift's `rounded()`; NaN equals nothing, and an
  // infinity is not below the bounds.
  if (value == round(value) && magnitude < 1e15) {
    cpk_text_append_integer(text, (int64_t)value);
    return CPK_NUMBER_WRITTEN;
  }
  if (magnitude < 1e11) {
    double twice = value * 2;
    if (twice == round(twice)) {
      // k + ½: the whole part's digits (truncated), then `.5`.
      if (value < 0) cpk_text_append_byte(text, '-');
      cpk_text_append_integer(text, (int64_t)magnitude);
      cpk_text_append_byte(text, '.');
      cpk_text_append_byte(text, '5');
      return CPK_NUMBER_WRITTEN;
    }
    // A third or a sixth: Swift's `ulp` of a finite number is the gap above its magnitude, and
    // `truncatingRemainder(dividingBy:)` is `fmod`.
    double sixfold = value * 6;
    double nearest = round(sixfold);
    double ulp = nextafter(magnitude, INFINITY) - magnitude;
    if (fabs(sixfold - nearest) <= 16 * ulp && fmod(nearest, 3) != 0) return CPK_NUMBER_ALL_DIGITS;
  }
  return CPK_NUMBER_OTHER;
}

int cpk_text_append_layout_rect(cpk_text *text, double x, double y, double width, double height) {
  size_t start = text->count;
  double values[4] = {x, y, width, height};
  cpk_text_append_byte(text, '(');
  for (int i = 0; i < 4; i++) {
    if (i > 0) cpk_text_append(text, (const uint8_t *)", ", 2);
    if (cpk_text_append_layout_number(text, values[i]) != CPK_NUMBER_WRITTEN) {
      text->count = start;
      return 0;
    }
  }
  cpk_text_append_byte(text, ')');
  return 1;
}
