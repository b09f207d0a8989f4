public import CollectionSnapshotPixels

/// A stable colour for every cell kind: FNV-1a of the kind's UTF-8 name picks one of twelve
/// fixed hues, so the same kind has the same colour in every run, on every platform.
public enum KindPalette {
  /// Fill, border and text colours of one hue.
  public struct Swatch: Sendable, Hashable {
    /// The placeholder's fill.
    public var fill: Color
    /// Its border.
    public var border: Color
    /// Text drawn on the fill.
    public var ink: Color
  }

  /// The twelve hues: pale fills, saturated borders, dark inks.
  public static let swatches: [Swatch] = [
    (0xDCEBFF, 0x2F6FD6, 0x10294F), (0xFFE1E1, 0xD33F3F, 0x4F1212), (0xDDF5E3, 0x2E9A4E, 0x0F3A1C),
    (0xFFEFD2, 0xD98A14, 0x4A2E05), (0xEBE1FF, 0x7A4FD6, 0x2A1752), (0xD8F4F6, 0x1C9AA6, 0x0A3A40),
    (0xFFE0F0, 0xC9418A, 0x4A1131), (0xF0F4D6, 0x8A9A1C, 0x333A08), (0xE3E7EC, 0x5B6777, 0x1E242C),
    (0xFFE6D9, 0xD96A2B, 0x4A200A), (0xE0F0FF, 0x3C8FC4, 0x0E2F45), (0xF2E3D9, 0x9A6A4A, 0x3A2414),
  ].map { Swatch(fill: Color(rgb: UInt32($0.0)), border: Color(rgb: UInt32($0.1)), ink: Color(rgb: UInt32($0.2))) }

  /// The swatch of a kind name.
  public static func swatch(for kind: String) -> Swatch {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in kind.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return swatches[Int(hash % UInt64(swatches.count))]
  }
}
