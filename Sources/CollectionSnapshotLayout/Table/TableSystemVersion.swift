/// The iOS versions whose tables differ in layout. A table names its version outright
/// (``TableLayout/systemVersion``), or follows the screen's rounding rule: `iOS13-15` draws
/// tables as iOS 13 does, `iOS16+` as iOS 17 does.
///
/// What changes between them (the catalog article "Tables" gives the source of each rule):
/// - iOS 11: a cell's content and its separator start 15 pt in (20 with wide margins).
/// - iOS 12 to 16: 16 pt in, 20 with wide margins or on an iPad (the table's layout margins).
/// - iOS 14 and later: titled headers and footers take UIKit's list content metrics.
/// - iOS 15 and later: no filler rows below a plain table's last row; 22 pt of padding above
///   each header of a plain table (`sectionHeaderTopPadding`).
/// - iOS 17: 20 pt in on a 375-pt iPhone too.
public enum TableSystemVersion: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// iOS 11.
  case iOS11
  /// iOS 12.
  case iOS12
  /// iOS 13.
  case iOS13
  /// iOS 14.
  case iOS14
  /// iOS 15.
  case iOS15
  /// iOS 16.
  case iOS16
  /// iOS 17 and later.
  case iOS17 = "iOS17+"

  /// The version a screen following `rule` shows: iOS 13 for `iOS13-15`, iOS 17 for `iOS16+`.
  public init(_ rule: LayoutRounding.Rule) {
    switch rule {
    case .iOS13To15: self = .iOS13
    case .iOS16AndLater: self = .iOS17
    }
  }

  /// The major version number.
  public var major: Int {
    switch self {
    case .iOS11: return 11
    case .iOS12: return 12
    case .iOS13: return 13
    case .iOS14: return 14
    case .iOS15: return 15
    case .iOS16: return 16
    case .iOS17: return 17
    }
  }

  /// The list rules of the same iOS (lists start on iOS 14: earlier versions take iOS 14's).
  public var listVersion: ListSystemVersion { self >= .iOS15 ? .iOS15AndLater : .iOS14 }

  public static func < (a: TableSystemVersion, b: TableSystemVersion) -> Bool { a.major < b.major }
}
