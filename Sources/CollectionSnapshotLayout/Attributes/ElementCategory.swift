/// What an attribute describes: a cell, a supplementary view of some kind, or a decoration view
/// of some kind.
public enum ElementCategory: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// A cell.
  case cell
  /// A supplementary view (header, footer, badge) with its element kind.
  case supplementary(kind: String)
  /// A decoration view (a section background) with its element kind.
  case decoration(kind: String)

  /// UIKit's kind of flow-layout section headers.
  public static let sectionHeaderKind = "UICollectionElementKindSectionHeader"
  /// UIKit's kind of flow-layout section footers.
  public static let sectionFooterKind = "UICollectionElementKindSectionFooter"
  /// The kind of a table's header view (`UITableView.tableHeaderView`): neither a section's
  /// header nor a footer (its role is ``SupplementaryRole/other``).
  public static let tableHeaderKind = "UITableViewTableHeaderView"
  /// The kind of a table's footer view (`UITableView.tableFooterView`).
  public static let tableFooterKind = "UITableViewTableFooterView"

  /// What a supplementary element of `kind` shows of its section: kinds naming a header
  /// (`UICollectionElementKindSectionHeader`, `header`, `pinned-header`, …; case-insensitive)
  /// show the section's header, kinds naming a footer its footer, and other kinds (badges,
  /// layout-level items) neither. A kind naming both counts as a header. This one rule decides
  /// which view of the model a supplementary shows, how it is measured, coloured and dumped.
  public static func supplementaryRole(ofKind kind: String) -> SupplementaryRole {
    if kind == sectionHeaderKind { return .header }
    if kind == sectionFooterKind { return .footer }
    if kind == tableHeaderKind || kind == tableFooterKind { return .other }
    // An ASCII kind (the usual one) is searched byte by byte, which finds what searching its
    // lowercased characters finds; any other kind, as characters.
    var utf8 = kind
    if let role = utf8.withUTF8(asciiRole) { return role }
    let lowered = kind.lowercased()
    if lowered.contains("header") { return .header }
    if lowered.contains("footer") { return .footer }
    return .other
  }

  /// ``supplementaryRole(ofKind:)`` of an ASCII kind's bytes, ASCII letters compared without
  /// case; `nil` when a byte is not ASCII.
  private static func asciiRole(_ bytes: UnsafeBufferPointer<UInt8>) -> SupplementaryRole? {
    var footer = false
    var header = false
    var i = 0
    let count = bytes.count
    while i < count {
      let byte = bytes[i]
      if byte >= 0x80 { return nil }
      // `h` or `f` (either case) starts a candidate: the five bytes after it decide.
      let lower = byte | 0x20
      if !header, lower == 0x68 || lower == 0x66, i + 6 <= count {
        var word: UInt64 = 0
        for j in 0..<6 {
          let b = bytes[i + j]
          word = word << 8 | UInt64(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
        }
        if word == 0x68_65_61_64_65_72 { header = true }  // "header"
        if word == 0x66_6F_6F_74_65_72 { footer = true }  // "footer"
      }
      i += 1
    }
    return header ? .header : footer ? .footer : .other
  }

  /// The element kind, or `nil` for cells.
  public var kind: String? {
    switch self {
    case .cell: return nil
    case .supplementary(let kind), .decoration(let kind): return kind
    }
  }

  private var rank: Int {
    switch self {
    case .cell: return 0
    case .supplementary: return 1
    case .decoration: return 2
    }
  }

  /// Cells, then supplementaries, then decorations; by kind within a category (spec §0.5).
  public static func < (a: ElementCategory, b: ElementCategory) -> Bool {
    if a.rank != b.rank { return a.rank < b.rank }
    return (a.kind ?? "") < (b.kind ?? "")
  }

  /// `cell`, `supplementary(kind)`, `decoration(kind)`.
  public var description: String {
    switch self {
    case .cell: return "cell"
    case .supplementary(let kind): return "supplementary(\(kind))"
    case .decoration(let kind): return "decoration(\(kind))"
    }
  }
}
