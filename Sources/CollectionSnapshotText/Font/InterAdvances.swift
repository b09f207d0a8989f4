/// Glyph advances and kerning, in ems, from Inter (SIL Open Font License), whose widths are close
/// to San Francisco's: the table `Tests/Tools/generate-inter-advances.py` wrote once from the
/// font files (``InterAdvances/faces``); the package never reads a font at run time.
///
/// Which of Inter's faces stands for the system font: its text optical size below 20 pt and its
/// display size from 20 pt (San Francisco switches from SF Pro Text to SF Pro Display there), the
/// instance of the same weight class (UIKit's ultraLight is Inter Thin 100 … black is Inter Black
/// 900), upright or italic. Characters outside the table take ``fallbackAdvance(_:face:)``.
enum InterAdvances {
  /// One face's advances, in ems, by column; its tabular figure's advance.
  struct Face: Sendable {
    var advances: [Double]
    var tabularFigure: Double
    var fallback: Double
  }

  /// The first column of Latin-1 (U+00A0): ASCII's 95 columns come first.
  static let latin1Start = 95
  /// The columns of the table, decoded once: text faces 0 … 17, display faces 18 … 35.
  static let decodedFaces: [Face] = faces.enumerated().map { index, hex in
    let unitsPerEm = index < 18 ? textUnitsPerEm : displayUnitsPerEm
    var values: [Double] = []
    values.reserveCapacity(hex.utf8.count / 3)
    var digits = 0
    var value = 0
    for byte in hex.utf8 {
      value = value * 16 + Int(byte <= 0x39 ? byte - 0x30 : byte - 0x57)
      digits += 1
      if digits == 3 {
        values.append(value == 0xFFF ? -1 : Double(value) / unitsPerEm)
        digits = 0
        value = 0
      }
    }
    let tabular = values.removeLast()
    // The fallback: the face's "n", a typical lowercase width.
    let fallback = values[Int(UInt8(ascii: "n")) - 0x20]
    for i in values.indices where values[i] < 0 { values[i] = fallback }
    return Face(advances: values, tabularFigure: tabular, fallback: fallback)
  }

  /// Kerning between printable ASCII characters, in ems: 95 × 95 per optical size, indexed
  /// `(first − 0x20) × 95 + (second − 0x20)`.
  static let decodedKerning: (text: [Double], display: [Double]) = (
    decodeKerning(textKerning, unitsPerEm: textUnitsPerEm), decodeKerning(displayKerning, unitsPerEm: displayUnitsPerEm)
  )

  static func decodeKerning(_ hex: String, unitsPerEm: Double) -> [Double] {
    var table = [Double](repeating: 0, count: 95 * 95)
    var fields: [Int] = []
    fields.reserveCapacity(8)
    var value = 0
    var digits = 0
    for byte in hex.utf8 {
      value = value * 16 + Int(byte <= 0x39 ? byte - 0x30 : byte - 0x57)
      digits += 1
      if digits == 8 {
        let first = value >> 24
        let second = (value >> 16) & 0xFF
        let raw = value & 0xFFFF
        let adjustment = raw >= 0x8000 ? raw - 0x10000 : raw
        if (0x20..<0x7F).contains(first) && (0x20..<0x7F).contains(second) {
          table[(first - 0x20) * 95 + (second - 0x20)] = Double(adjustment) / unitsPerEm
        }
        digits = 0
        value = 0
      }
    }
    return table
  }

  /// The index of the face for `weight`, `italic`, in the display optical size or not.
  static func faceIndex(weight: FontWeight, italic: Bool, display: Bool) -> Int {
    (display ? 18 : 0) + (weight.rawValue / 100 - 1) * 2 + (italic ? 1 : 0)
  }

  /// The column of `scalar`, or `nil` when the table lacks it.
  @inline(__always)
  static func column(of scalar: UInt32) -> Int? {
    if scalar >= 0x20 && scalar < 0x7F { return Int(scalar) - 0x20 }
    if scalar >= 0xA0 && scalar < 0x180 { return latin1Start + Int(scalar) - 0xA0 }
    guard scalar >= 0x2010 && scalar <= 0x2713 else { return nil }
    let list = punctuation
    var low = 0
    var high = list.count - 1
    while low <= high {
      let mid = (low + high) / 2
      if list[mid] == scalar { return latin1Start + 0xE0 + mid }
      if list[mid] < scalar { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }

  /// The advance of a character the table lacks, in ems: none for combining marks, joiners,
  /// variation selectors and emoji modifiers (they join the character before); one em for East
  /// Asian wide characters; 1.2 em for emoji (Apple Color Emoji's square glyphs sit a little wider
  /// than the point size); half that for each regional indicator of a flag; else the face's "n".
  static func fallbackAdvance(_ scalar: UInt32, face: Face) -> Double {
    if isZeroWidth(scalar) { return 0 }
    switch scalar {
    case 0x1F1E6...0x1F1FF: return 0.6
    case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.2
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 1
    default: return face.fallback
    }
  }

  /// True for characters that take no room of their own.
  @inline(__always)
  static func isZeroWidth(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F, 0x200B...0x200F, 0x2060...0x2064,
      0xFEFF, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x00AD:
      return true
    default: return false
    }
  }
}
