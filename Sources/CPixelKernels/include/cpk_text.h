// The text kernels of the layout dump, in C: a growable UTF-8 buffer and the appends a dump line
// is made of (bytes, integers, quoted texts, the common layout numbers). A dump of a few hundred
// elements is thousands of appends; Swift code built for debugging (as `swift test` builds a
// package's dependencies) pays a call and a uniqueness check for every byte and digit, C built for
// debugging a few instructions. The text is the Swift formatters' (LayoutNumber,
// PlaceholderContent.quoted), byte for byte.
#ifndef CPK_TEXT_H
#define CPK_TEXT_H

#include <stddef.h>
#include <stdint.h>

/// A growable buffer of bytes: `count` bytes written at `bytes`, room for `capacity`. A zeroed
/// value is an empty buffer; `cpk_text_free` releases it.
typedef struct cpk_text {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} cpk_text;

/// Makes room for at least `extra` more bytes (doubling the capacity as needed). Running out of
/// memory stops the process, as it does for a Swift array.
void cpk_text_reserve(cpk_text *text, size_t extra);

/// Releases the buffer and empties it.
void cpk_text_free(cpk_text *text);

/// Appends `count` bytes.
void cpk_text_append(cpk_text *text, const uint8_t *bytes, size_t count);

/// Appends one byte.
void cpk_text_append_byte(cpk_text *text, uint8_t byte);

/// Appends an integer's decimal digits, with `-` before a negative one (`-90`, `0`,
/// `-9223372036854775808`).
void cpk_text_append_integer(cpk_text *text, int64_t value);

/// Appends `count` bytes of UTF-8 in double quotes, with `"`, `\`, line feed, carriage return and
/// tab escaped as in a Swift string literal (`"Say \"hi\"\nthere"`), the other ASCII control
/// characters as `\u{1B}` (two hexadecimal digits), and every other byte as it is. These are
/// ASCII, which never occurs inside a multi-byte UTF-8 sequence, so escaping bytes escapes the
/// same characters as escaping Unicode scalars.
void cpk_text_append_quoted(cpk_text *text, const uint8_t *utf8, size_t count);

// What `cpk_text_append_layout_number` did:
/// It appended the number.
#define CPK_NUMBER_WRITTEN 0
/// Nothing appended: the number is a third or a sixth of a whole number (r / 6 with r not a
/// multiple of 3, within 16 ulps), which LayoutNumber prints with all its digits, as
/// `Double.description` prints it.
#define CPK_NUMBER_ALL_DIGITS 1
/// Nothing appended: the caller formats the number (LayoutNumber).
#define CPK_NUMBER_OTHER 2

/// Appends a layout number when it is one of the common forms LayoutNumber prints without
/// searching for a decimal: zero (`0`, also for -0), a whole number below 10¹⁵ in magnitude
/// (`-5`, `393`), a whole number and a half below 10¹¹ (`137.5`, `-0.5`). Otherwise appends
/// nothing and says which form the number has (LayoutNumber's tests, in the same order).
int cpk_text_append_layout_number(cpk_text *text, double value);

/// Appends a frame as the layout dump prints it, `(16, 622, 343, 80)`, when
/// `cpk_text_append_layout_number` writes all four numbers; otherwise appends nothing and
/// returns 0 (the caller writes it number by number). One call instead of eleven appends.
int cpk_text_append_layout_rect(cpk_text *text, double x, double y, double width, double height);

#endif
