import CollectionSnapshotLayout
import CollectionSnapshotText
import Foundation

// How UIKit's table cell lays itself out: its content view's frame and margins, the accessory
// view, and the standard styles' image view and labels. Each number has its source in the
// catalog article "Tables" ("Inside a cell").
extension UITableViewCell {
  /// The content view's top and bottom layout margins: half a line of body text, rounded up
  /// (11 at every text size UIKit ships with body 17 at Large: ⌈20.287 ⁄ 2⌉), as a list cell's.
  static var contentVerticalMargin: CGFloat { CGFloat(ListContentMetrics.cellVerticalMargin) }

  /// Where the content's text stops before a standard accessory's ink, and the content view's
  /// trailing margin when an accessory shows: 13.333 (layout spec §2.18, measured: a value
  /// cell's secondary text ends 13.333 before the disclosure indicator's ink).
  static let accessoryGap: CGFloat = 40.0 / 3

  /// The width of the column a value 2 cell's text label is right-aligned in (not measured:
  /// the column of UIKit's value 2 style, in which the detail label follows 6 pt after it).
  static let value2TextColumn: CGFloat = 67
  /// The space between a value 2 cell's text column and its detail label.
  static let value2Padding: CGFloat = 6

  /// Sets up the content view: the cell's first subview, filling it and following its size,
  /// with the margins of a plain table on the device under test until a table dequeues it.
  func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    applyTableMargins()
  }

  /// The margins of the cell's table (``TableRules/cellMargins``: 16 or 20 by width and iOS,
  /// the readable width when `cellLayoutMarginsFollowReadableWidth`, the list's inside an
  /// inset grouped section), 11 above and below: the content view's layout margins, as UIKit's
  /// table gives its cells its margins. A cell no table dequeued takes a plain table's on the
  /// device under test. Margins the app's code set on the content view are kept.
  func applyTableMargins() {
    let side = UIKitTableMargins.side(owner: dequeued?.owner)
    let vertical = Self.contentVerticalMargin
    tableMargins = NSDirectionalEdgeInsets(top: vertical, leading: side.leading, bottom: vertical, trailing: side.trailing)
    setTableMargins(tableMargins)
  }

  /// Sets the content view's margins unless the app's code changed them since the table last
  /// set them.
  func setTableMargins(_ margins: NSDirectionalEdgeInsets) {
    UIKitTableMargins.set(margins, on: contentView, applied: &appliedMargins)
  }

  /// The standard views in the content view (the text label, detail label and image view the
  /// code asked for): what ``standardContent`` shows.
  var standardSubviews: [UIView] {
    let (text, detail, image) = standardViews
    return [text, detail, image].compactMap { $0 }
  }

  // MARK: Laying out

  /// The height of the separator the cell's table draws at its bottom: one pixel when the table
  /// shows separators (the content view stops above it, and a self-sizing cell is its content
  /// view's fitted height plus it), else 0.
  var separatorHeight: CGFloat {
    guard let table = dequeued?.owner as? UITableView, table.separatorStyle != .none else { return 0 }
    return 1 / CGFloat(UIKitText.scale)
  }

  /// The cell's layout pass (after the frames Auto Layout solved): the content view clear of
  /// the editing control (38 pt in) and the reorder control (40 pt at the trailing edge), of
  /// the accessory, and above the separator; the accessory view at the trailing margin; the
  /// standard views.
  func layOutTableCell() {
    let size = bounds.size
    guard size.width > 0, size.height > 0 else { return }
    let margin = tableMargins
    let editing = isEditing
    var leading: CGFloat = 0
    var trailing = size.width
    if editing, editingRow.control != .none, editingRow.indents { leading = CGFloat(TableRules.editingIndent) }
    if editing, editingRow.reorders { trailing -= CGFloat(TableRules.reorderControlWidth) }
    var contentMargins = margin
    if let accessory = editing ? editingAccessoryView : accessoryView {
      // The app's accessory view: its own size, at the trailing margin, centred.
      let fitted = accessory.frame.size == .zero ? accessory.intrinsicContentSize : accessory.frame.size
      let width = max(0, fitted.width.isFinite ? fitted.width : 0)
      let height = max(0, fitted.height.isFinite ? fitted.height : 0)
      let x = trailing - margin.trailing - width
      accessory.frame = CGRect(x: x, y: Self.pixelRound((size.height - height) / 2), width: width, height: height)
      trailing = x
      contentMargins.trailing = Self.accessoryGap
    } else if let inkWidth = Self.accessoryInkWidth(editing ? editingAccessoryType : accessoryType) {
      // A standard accessory: its ink ends inside the trailing margin (a disclosure indicator's
      // 2.333 inside it, layout spec §2.18).
      trailing -= margin.trailing + inkWidth.inset + inkWidth.width
      contentMargins.trailing = Self.accessoryGap
    }
    let frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: max(0, size.height - separatorHeight))
    if contentView.frame != frame { contentView.frame = frame }
    setTableMargins(contentMargins)
    layOutStandardViews()
  }

  /// A standard accessory's ink: its width and how far inside the trailing margin it ends;
  /// `nil` for none. Measured: the disclosure indicator, 7 wide, 2.333 inside the margin (layout
  /// spec §2.18); the others take a symbol's 22-pt box at the margin (not measured).
  static func accessoryInkWidth(_ type: AccessoryType) -> (width: CGFloat, inset: CGFloat)? {
    switch type {
    case .none: return nil
    case .disclosureIndicator: return (7, 7.0 / 3)
    case .checkmark, .detailButton: return (22, 0)
    case .detailDisclosureButton: return (22 + accessoryGap + 7, 7.0 / 3)
    }
  }

  /// The standard views where the cell's style puts them, in the content view's bounds
  /// between its leading and trailing margins (layout spec §2.18, measured on list rows, which
  /// these styles match):
  /// - an image in a 24-pt slot at the leading margin (plus the indentation), centred
  ///   vertically; the text after it and the padding (16; 15 before iOS 14);
  /// - default: the text label centred in the row, its height its text's (a body line in a
  ///   44-pt row at y = 12, its baseline at 28.333);
  /// - subtitle: the text label and the detail label below it, the pair centred;
  /// - value 1: the text label at the leading side, the detail label ending at the trailing
  ///   margin, each centred;
  /// - value 2: the text label right-aligned in a 67-pt column, the detail label 6 pt after it
  ///   (not measured).
  func layOutStandardViews() {
    let (textLabel, detailLabel, imageView) = standardViews
    guard textLabel != nil || detailLabel != nil || imageView != nil else { return }
    let bounds = contentView.bounds
    let margins = contentView.directionalLayoutMargins
    // Centred in the row, the separator's pixel included (a body line in a 44-pt row at
    // y = 12, measured on list rows, layout spec §2.18).
    let height = self.bounds.height
    let rightToLeft = UIKitHost.current.environment.layoutDirection == .rightToLeft
    var x = margins.leading + CGFloat(indentationLevel) * indentationWidth
    let end = bounds.width - margins.trailing
    var placed: [(UIView, CGRect)] = []
    if let imageView, !imageView.isHidden, imageView.image != nil {
      // The image's size is not known here: the list's 24-pt slot, a body line tall.
      let environment = UIKitHost.current.environment
      let slotHeight = CGFloat(TextStyle.body.leading(environment.contentSizeCategory))
      placed.append((imageView, CGRect(x: x, y: Self.pixelRound((height - slotHeight) / 2), width: 24, height: slotHeight)))
      let version = TableSystemVersion(environment.roundingRule)
      x += 24 + (version < .iOS14 ? 15 : 16)
    } else if let imageView {
      placed.append((imageView, CGRect(x: x, y: height / 2, width: 0, height: 0)))
    }
    let room = max(0, end - x)
    func textHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
      guard !label.isHidden, label.text?.isEmpty == false || label.attributedText?.string.isEmpty == false else { return 0 }
      return min(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height, height)
    }
    func textWidth(_ label: UILabel) -> CGFloat {
      guard !label.isHidden else { return 0 }
      return label.sizeThatFits(CGSize(width: 0, height: 0)).width
    }
    switch cellStyle {
    case .default, .subtitle:
      let textH = textLabel.map { textHeight($0, width: room) } ?? 0
      let detailH = detailLabel.map { textHeight($0, width: room) } ?? 0
      let top = Self.pixelRound((height - textH - detailH) / 2)
      if let textLabel { placed.append((textLabel, CGRect(x: x, y: top, width: room, height: textH))) }
      if let detailLabel { placed.append((detailLabel, CGRect(x: x, y: top + textH, width: room, height: detailH))) }
    case .value1:
      let detailW = min(detailLabel.map(textWidth) ?? 0, room)
      let textW = max(0, room - (detailW > 0 ? detailW + CGFloat(ListContentMetrics.sideBySidePadding) : 0))
      if let textLabel {
        let h = textHeight(textLabel, width: textW)
        placed.append((textLabel, CGRect(x: x, y: Self.pixelRound((height - h) / 2), width: textW, height: h)))
      }
      if let detailLabel {
        let h = textHeight(detailLabel, width: detailW)
        placed.append((detailLabel, CGRect(x: end - detailW, y: Self.pixelRound((height - h) / 2), width: detailW, height: h)))
      }
    case .value2:
      let column = min(Self.value2TextColumn, room)
      let detailX = x + column + Self.value2Padding
      let detailW = max(0, end - detailX)
      if let textLabel {
        let h = textHeight(textLabel, width: column)
        placed.append((textLabel, CGRect(x: x, y: Self.pixelRound((height - h) / 2), width: column, height: h)))
      }
      if let detailLabel {
        let h = textHeight(detailLabel, width: detailW)
        placed.append((detailLabel, CGRect(x: detailX, y: Self.pixelRound((height - h) / 2), width: detailW, height: h)))
      }
    }
    for (view, frame) in placed {
      // Right to left: mirrored in the content view.
      let shown = rightToLeft ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
      if view.frame != shown { view.frame = shown }
    }
  }

  /// A coordinate rounded to the screen's pixel grid, halves up (11.833 → 12 at @3x).
  static func pixelRound(_ value: CGFloat) -> CGFloat {
    CGFloat(TextRounding.round(Double(value), scale: UIKitText.scale))
  }

  // MARK: The standard labels' look

  /// The text label's font, colour and alignment in a style: body in the label colour; a value
  /// 2 cell's in footnote, right-aligned in the tint colour (UIKit's documentation: "text that
  /// is right-aligned and blue").
  static func styleTextLabel(_ label: UILabel, _ style: CellStyle) {
    if style == .value2 {
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = .tintColor
      label.textAlignment = .right
    } else {
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .label
    }
  }

  /// The detail label's font and colour in a style: a value 1 cell's body in the secondary
  /// label colour (its value); a subtitle cell's caption 1 (the list's subtitle cell); a value
  /// 2 cell's body in the label colour.
  static func styleDetailTextLabel(_ label: UILabel, _ style: CellStyle) {
    switch style {
    case .value1:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .secondaryLabel
    case .subtitle:
      label.font = .preferredFont(forTextStyle: .caption1)
      label.textColor = .label
    case .value2, .default:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .label
    }
  }
}
