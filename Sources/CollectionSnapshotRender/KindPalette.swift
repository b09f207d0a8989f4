public import CollectionSnapshotLayout
public import CollectionSnapshotModel
public import CollectionSnapshotPixels

/// A colour for every kind of a screen: FNV-1a of the kind's UTF-8 name picks its hue among
/// twenty-four, and the kinds of one screen never share one — taken in name order, a kind whose
/// hue is already taken gets the next free one. The same screen has the same colours in every
/// run, on every platform; a screen with more than twenty-four kinds reuses hues.
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

  /// The twenty-four hues: pale fills, saturated borders, dark inks.
  public static let swatches: [Swatch] = [
    (0xDCEBFF, 0x2F6FD6, 0x10294F), (0xFFE1E1, 0xD33F3F, 0x4F1212), (0xDDF5E3, 0x2E9A4E, 0x0F3A1C),
    (0xFFEFD2, 0xD98A14, 0x4A2E05), (0xEBE1FF, 0x7A4FD6, 0x2A1752), (0xD8F4F6, 0x1C9AA6, 0x0A3A40),
    (0xFFE0F0, 0xC9418A, 0x4A1131), (0xF0F4D6, 0x8A9A1C, 0x333A08), (0xE3E7EC, 0x5B6777, 0x1E242C),
    (0xFFE6D9, 0xD96A2B, 0x4A200A), (0xE0F0FF, 0x3C8FC4, 0x0E2F45), (0xF2E3D9, 0x9A6A4A, 0x3A2414),
    (0xD9F2EC, 0x14876E, 0x063328), (0xE2E4FF, 0x4A52C9, 0x171B4D), (0xFFDCE4, 0xC23A5C, 0x4A0E1E),
    (0xF5EED0, 0xA8871A, 0x3D3006), (0xDDE8F5, 0x4F6F96, 0x1A2637), (0xFFE3DC, 0xE0573E, 0x501A10),
    (0xE3F7D9, 0x4C9A24, 0x18380A), (0xF3E0F7, 0x9B3FB3, 0x381344), (0xEFE9DE, 0x857557, 0x302A1E),
    (0xDDF3FA, 0x2A8CB0, 0x0B3343), (0xEEF7D2, 0x7EA316, 0x2D3B06), (0xEEE0EB, 0x8C5A82, 0x33202F),
  ].map { Swatch(fill: Color(rgb: UInt32($0.0)), border: Color(rgb: UInt32($0.1)), ink: Color(rgb: UInt32($0.2))) }

  /// The swatch a kind gets when no other kind of its screen has its hue.
  public static func swatch(for kind: String) -> Swatch { swatches[preferredIndex(kind)] }

  /// The swatches of a screen's kinds: no two share one (up to twenty-four kinds).
  public static func assign(_ kinds: Set<String>) -> [String: Swatch] {
    var taken = Set<Int>()
    var result: [String: Swatch] = [:]
    for kind in kinds.sorted() {
      var index = preferredIndex(kind)
      var tries = 0
      while taken.contains(index) && tries < swatches.count {
        index = (index + 1) % swatches.count
        tries += 1
      }
      taken.insert(index)
      result[kind] = swatches[index]
    }
    return result
  }

  /// FNV-1a of the name, modulo the number of hues.
  static func preferredIndex(_ kind: String) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in kind.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int(hash % UInt64(swatches.count))
  }

  /// The names a screen's elements are coloured by: every cell, header and footer kind of its
  /// model, and the kinds of the layout's other supplementary views and decorations.
  public static func kinds(of screen: Screen, layout: ComputedLayout) -> Set<String> {
    var kinds = Set<String>()
    for section in screen.model.sections {
      for item in section.items { kinds.insert(item.kind) }
      if let header = section.header { kinds.insert(header.kind) }
      if let footer = section.footer { kinds.insert(footer.kind) }
      for views in section.supplementaryViews.values {
        for view in views.values { kinds.insert(view.kind) }
      }
    }
    var seen = Set<String>()
    for element in layout.attributes {
      switch element.category {
      case .cell:
        if screen.item(at: element.indexPath) == nil { kinds.insert("cell") }
      case .supplementary(let kind):
        guard seen.insert(kind).inserted else { continue }
        if ElementCategory.supplementaryRole(ofKind: kind) == .other { kinds.insert(ElementPainter.shortKind(kind)) }
      case .decoration(let kind): kinds.insert(kind)
      }
    }
    // Headers and footers without a view of the model are coloured by their short kind.
    for kind in seen where ElementCategory.supplementaryRole(ofKind: kind) != .other {
      kinds.insert(ElementPainter.shortKind(kind))
    }
    return kinds
  }
}
