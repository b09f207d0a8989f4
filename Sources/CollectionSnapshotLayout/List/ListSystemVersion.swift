/// The iOS versions whose lists differ in layout. A screen names it through its rounding rule
/// (``LayoutRounding/Rule``: `iOS13-15` lists as iOS 14 draws them, `iOS16+` as iOS 15 and
/// later do), or a list configuration names it outright (``ListConfiguration/systemVersion``).
public enum ListSystemVersion: String, Sendable, Hashable, Codable, CaseIterable {
  /// iOS 14: no padding above a plain list's headers; a plain inset sidebar keeps 8 pt above
  /// and below a section with a header or footer.
  case iOS14
  /// iOS 15 and later: plain lists' headers are "chromeless", with 22 pt of padding above
  /// each (UIKit's `headerTopPadding` default), supplementary or first-item headers alike.
  case iOS15AndLater = "iOS15+"

  /// The version a screen following `rule` shows.
  public init(_ rule: LayoutRounding.Rule) {
    switch rule {
    case .iOS13To15: self = .iOS14
    case .iOS16AndLater: self = .iOS15AndLater
    }
  }
}
