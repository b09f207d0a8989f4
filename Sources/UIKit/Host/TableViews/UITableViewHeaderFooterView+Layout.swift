import CollectionSnapshotLayout
import CollectionSnapshotText
import Foundation

// How UIKit's header-footer view lays itself out: its content view filling it with the table's
// margins, its standard label as the header (or footer) content of the table's style.
extension UITableViewHeaderFooterView {
  /// Sets up the content view: the view's first subview, filling it and following its size.
  func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    applyTableMargins()
  }

  /// The content view's margins: the table's cell margins at the sides (the standard header's
  /// text starts where the rows' text does), UIView's 8 above and below (not measured). Margins
  /// the app's code set on the content view are kept.
  func applyTableMargins() {
    let side = UIKitTableMargins.side(owner: dequeued?.owner)
    let margins = NSDirectionalEdgeInsets(top: 8, leading: side.leading, bottom: 8, trailing: side.trailing)
    UIKitTableMargins.set(margins, on: contentView, applied: &appliedMargins)
  }

  /// The list content style of the view's standard content in its table.
  static func listStyle(_ role: (style: UITableView.Style, isFooter: Bool)) -> ListContentStyle {
    switch (role.style, role.isFooter) {
    case (.plain, false): return .plainHeader
    case (.plain, true): return .plainFooter
    case (_, false): return .groupedHeader
    case (_, true): return .groupedFooter
    }
  }

  /// The standard label's font and colour in its table: a plain table's headline in the label
  /// colour; a grouped table's footnote in the secondary label colour (the list's header and
  /// footer presets).
  static func styleTextLabel(_ label: UILabel, _ role: (style: UITableView.Style, isFooter: Bool)) {
    let style = listStyle(role)
    label.font = .preferredFont(forTextStyle: style == .plainHeader || style == .plainFooter ? .headline : .footnote)
    label.textColor = style == .plainHeader ? .label : .secondaryLabel
  }

  /// The standard label between the side margins, as tall as its text, at the style's margins:
  /// a grouped header's text its bottom margin (6) above the bottom, a grouped footer's its top
  /// margin (6) below the top, a plain header's or footer's centred between its margins (4 and
  /// 4) — so a view of the standard height holds the text at the style's top margin (17 in a
  /// grouped header: the list's `groupedHeader`, layout spec §2.17–2.18).
  func layOutStandardLabel() {
    guard let label = madeTextLabel else { return }
    let bounds = contentView.bounds
    let margins = contentView.directionalLayoutMargins
    let style = Self.listStyle(tableRole)
    let metrics = ListContentMetrics.layout(style)
    let width = max(0, bounds.width - margins.leading - margins.trailing)
    let hasText = label.text?.isEmpty == false || label.attributedText?.string.isEmpty == false
    let height = hasText ? label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
    let y: CGFloat
    switch style {
    case .groupedHeader: y = bounds.height - CGFloat(metrics.bottomMargin) - height
    case .groupedFooter: y = CGFloat(metrics.topMargin)
    default:
      let top = CGFloat(metrics.topMargin)
      y = top + (bounds.height - top - CGFloat(metrics.bottomMargin) - height) / 2
    }
    let rounded = CGFloat(TextRounding.round(Double(y), scale: UIKitText.scale))
    var frame = CGRect(x: margins.leading, y: rounded, width: width, height: height)
    if UIKitHost.current.environment.layoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
    if label.frame != frame { label.frame = frame }
  }
}
