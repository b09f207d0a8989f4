internal import CPixelKernels
internal import CollectionSnapshotLayout

/// Text written as UTF-8 into one growing buffer by the C text kernels of `CPixelKernels`: what
/// the layout dump is written into, line after line, thousands of appends for a long screen.
/// Swift built for debugging (as `swift test` builds this package) pays a call and a uniqueness
/// check for every byte and digit appended to an array; the C appends cost a few instructions a
/// byte in every build, with the same text.
package struct UTF8Buffer: ~Copyable {
  private var raw = cpk_text()

  /// An empty buffer.
  package init() {}

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int) {
    cpk_text_reserve(&raw, capacity)
  }

  deinit {
    var raw = raw
    cpk_text_free(&raw)
  }

  /// The number of bytes written.
  package var count: Int { raw.count }

  /// Appends a byte.
  package mutating func append(_ byte: UInt8) {
    cpk_text_append_byte(&raw, byte)
  }

  /// Appends a literal (a literal argument is a `StaticString`: no `String` is made for it).
  package mutating func append(_ literal: StaticString) {
    cpk_text_append(&raw, literal.utf8Start, literal.utf8CodeUnitCount)
  }

  /// Appends a text's UTF-8.
  package mutating func append(contentsOf text: String) {
    var text = text
    text.withUTF8 { cpk_text_append(&raw, $0.baseAddress, $0.count) }
  }

  /// Appends an item identifier as ``Item/printedIdentifier(_:)`` prints it: as it is, or
  /// quoted.
  package mutating func appendIdentifier(_ id: String) {
    if Item.needsQuotes(id) { appendQuoted(id) } else { append(contentsOf: id) }
  }

  /// Appends a text as ``PlaceholderContent/quoted(_:)`` prints it: `"Say \"hi\"\nthere"`.
  package mutating func appendQuoted(_ text: String) {
    var text = text
    text.withUTF8 { cpk_text_append_quoted(&raw, $0.baseAddress, $0.count) }
  }

  /// Appends an integer's digits (`-90`).
  package mutating func append(integer value: Int) {
    cpk_text_append_integer(&raw, Int64(value))
  }

  /// Appends a layout number as ``LayoutNumber/format(_:)`` prints it (`137.66666666666666`,
  /// `44`, `19.65`): zero, whole numbers and halves by the C kernel; thirds and sixths, which
  /// keep all their digits, as `Double.description` prints them; the rest by LayoutNumber.
  package mutating func append(number value: Double) {
    switch cpk_text_append_layout_number(&raw, value) {
    case CPK_NUMBER_WRITTEN: return
    case CPK_NUMBER_ALL_DIGITS: append(contentsOf: value.description)
    default: append(contentsOf: LayoutNumber.format(value))
    }
  }

  /// Appends a frame as the layout dump prints it, `(16, 622, 343, 80)`, each number as
  /// ``append(number:)`` writes it: by one C call when all four have a common form.
  package mutating func append(rectX x: Double, y: Double, width: Double, height: Double) {
    if cpk_text_append_layout_rect(&raw, x, y, width, height) != 0 { return }
    append(0x28)
    append(number: x)
    append(", ")
    append(number: y)
    append(", ")
    append(number: width)
    append(", ")
    append(number: height)
    append(0x29)
  }

  /// The bytes written.
  package var bytes: [UInt8] {
    guard raw.count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: raw.bytes, count: raw.count))
  }

  /// The bytes from `start` up to `end` as text (whole texts and ASCII between them).
  package func string(from start: Int, to end: Int) -> String {
    precondition(start >= 0 && start <= end && end <= raw.count, "range out of the buffer")
    guard start < end else { return "" }
    return String(decoding: UnsafeBufferPointer(start: raw.bytes + start, count: end - start), as: UTF8.self)
  }

  /// The text written (the bytes are UTF-8: only whole texts and ASCII are appended).
  package var string: String {
    guard raw.count > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: raw.bytes, count: raw.count), as: UTF8.self)
  }
}
