public import CollectionSnapshotLayout

/// The views UIKit's list content view (`UIListContentConfiguration`) lays out inside a row,
/// header or footer, by the rules measured on UIKit-rendered @3x screenshots (the layout
/// specification, §2.18), so a list row is dumped and drawn like a custom cell:
///
/// - m is the row's leading layout margin (16 at 375 pt, 20 at 390/393 pt). Without an image the
///   text starts at m; with one the image's slot is 24 pt wide with its centre at m + 12 and the
///   text starts at m + 40 (the slot, then 16 pt of padding). Each indentation level moves
///   everything before the accessories 10 pt right.
/// - The text block (text, padding, secondary text, each wrapped at the row's width in its font
///   as the row was sized, its height on the pixel grid: body 17 → 20.333) sits between the style's top and
///   bottom margins, centred in a row the minimum height makes taller, its top on the pixel
///   grid: a body line in a 44-pt row at y = 12, its baseline at 28.333.
/// - A disclosure indicator's ink is 7 × 12, its right edge at w − m − 2.333, its top at
///   h / 2 − 6; secondary (value) text ends 13.333 before it, a label accessory's text 13.667.
///
/// Accessories other than the disclosure indicator and the label were not measured: they take
/// a symbol's usual size beside the same edge.
public struct ListRowViews: Sendable, Hashable {
  /// The content's style.
  public var style: ListContentStyle
  /// The text, if shown.
  public var text: ViewText?
  /// The secondary text, if shown.
  public var secondaryText: ViewText?
  /// The image, if shown.
  public var image: ViewImage?
  /// What the app changed of the style's metrics (padding, margins, the image's height).
  public var options: ListContentOptions
  /// Space between the image and the text.
  public var imageToTextPadding: Double
  /// How far the content is indented (indentation level × 10).
  public var indentation: Double
  /// The row's accessories, in order.
  public var accessories: [AccessoryMark]
  /// The row's leading and trailing layout margin, m.
  public var margin: Double
  /// The screen's text size.
  public var category: ContentSizeCategory
  /// The screen's pixel grid.
  public var scale: Double

  /// A row's content.
  public init(
    style: ListContentStyle, text: ViewText?, secondaryText: ViewText? = nil, image: ViewImage? = nil, options: ListContentOptions = .init(),
    imageToTextPadding: Double = 16, indentation: Double = 0, accessories: [AccessoryMark] = [], margin: Double = 16,
    category: ContentSizeCategory = .large, scale: Double = 3
  ) {
    self.style = style
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.options = options
    self.imageToTextPadding = imageToTextPadding
    self.indentation = indentation
    self.accessories = accessories
    self.margin = margin
    self.category = category
    self.scale = scale
  }

  /// The class the dump names a list content view's labels and image view by.
  static let labelClass = "UILabel"
  static let imageClass = "UIImageView"

  /// The views of the content in a row of `size`: the list content view's image view and
  /// labels, then the accessories.
  public func views(in size: Size) -> [ViewTree] {
    // The texts measured as the row was sized: each wrapped at the row's width in its font.
    let measured = style.measure(
      text: text?.text ?? "", secondaryText: secondaryText?.text, width: size.width, layoutMargin: margin, category: category, scale: scale, options: options)
    let (accessoryViews, trailingEdge, leadingInset) = placedAccessories(in: size)
    var views: [ViewTree] = []
    var x = (options.leadingMargin ?? margin) + indentation + leadingInset
    let block = measured.textHeight
    let content = max(block, measured.imageHeight ?? 0)
    // The content's top: centred in a row the minimum made taller, on the pixel grid.
    let top = pixelRound(measured.topMargin + (size.height - measured.contentHeight) / 2)
    if let image, let imageHeight = measured.imageHeight {
      let slot = options.image == .symbol || options.image == nil ? 24 : imageHeight
      let y = pixelRound((size.height - imageHeight) / 2)
      views.append(ViewTree(Self.imageClass, frame: Rect(x: x, y: y, width: slot, height: imageHeight), content: .image(image)))
      x += slot + imageToTextPadding
    }
    // A cell's separator starts at its text (headers and footers have none).
    let separator = style.isSupplementary ? [] : [ListSeparators.view(x: x, in: size, scale: scale)]
    let blockTop = top + pixelRound((content - block) / 2)
    let width = max(0, trailingEdge - x)
    if let text {
      var frame = Rect(x: x, y: blockTop, width: width, height: measured.text.height)
      if measured.sideBySide, let secondaryText {
        // Side by side (a value cell): the secondary text at the trailing edge in its width,
        // the text before it.
        let secondaryWidth = min(width, TextRounding.ceil(secondaryText.font.width(of: secondaryText.text), scale: scale))
        frame.width = max(0, width - secondaryWidth - ListContentMetrics.sideBySidePadding)
        let secondaryHeight = measured.secondaryText?.height ?? measured.text.height
        views.append(ViewTree(Self.labelClass, frame: frame, content: .text(text)))
        let secondaryFrame = Rect(x: trailingEdge - secondaryWidth, y: blockTop, width: secondaryWidth, height: secondaryHeight)
        views.append(ViewTree(Self.labelClass, frame: secondaryFrame, content: .text(secondaryText)))
        return views + accessoryViews + separator
      }
      views.append(ViewTree(Self.labelClass, frame: frame, content: .text(text)))
    }
    if let secondaryText, let secondary = measured.secondaryText {
      let y = blockTop + (text == nil ? 0 : measured.text.height + measured.padding)
      views.append(ViewTree(Self.labelClass, frame: Rect(x: x, y: y, width: width, height: secondary.height), content: .text(secondaryText)))
    }
    return views + accessoryViews + separator
  }

  /// The views of `accessories` in a row of `size` with the margin m: what a list cell whose
  /// content is its own shows of its accessories.
  public static func accessoryViews(_ accessories: [AccessoryMark], in size: Size, margin: Double, category: ContentSizeCategory, scale: Double) -> [ViewTree] {
    ListRowViews(style: .cell, text: nil, accessories: accessories, margin: margin, category: category, scale: scale).placedAccessories(in: size).views
  }

  /// The accessories' views, the edge the content ends at (before the trailing ones), and how
  /// far the leading ones push the content.
  func placedAccessories(in size: Size) -> (views: [ViewTree], trailingEdge: Double, leadingInset: Double) {
    var views: [ViewTree] = []
    var edge = size.width - margin
    var trailingEdge = edge
    var leading = margin
    var after: AccessoryMark?
    for mark in accessories.reversed() where mark.placement == .trailing {
      // Measured: a label accessory's text ends 13.667 before a disclosure indicator's ink
      // (the content's text 13.333).
      if mark.kind == "label", after?.kind == "disclosureIndicator", let chevron = views.first { edge = chevron.frame.x - 41.0 / 3 }
      let placed = Self.trailingView(mark, rightEdge: edge, rowHeight: size.height, category: category, scale: scale)
      views.insert(placed.view, at: 0)
      // The next accessory (or the content) ends a gap before this one's ink.
      edge = placed.view.frame.x - placed.gap
      trailingEdge = edge
      after = mark
    }
    for mark in accessories where mark.placement == .leading {
      let side = 22.0
      let symbol = Self.symbols[mark.kind] ?? "circle"
      views.append(
        ViewTree(Self.imageClass, frame: Rect(x: leading, y: pixelRound((size.height - side) / 2), width: side, height: side), content: .image(Self.accessoryImage(mark.kind, symbol))))
      leading += side + 16
    }
    return (views, trailingEdge, leading - margin)
  }

  /// An accessory at the trailing side whose ink ends at `rightEdge`, and the gap the content
  /// before it keeps.
  static func trailingView(_ mark: AccessoryMark, rightEdge: Double, rowHeight h: Double, category: ContentSizeCategory, scale: Double) -> (view: ViewTree, gap: Double) {
    switch mark.kind {
    case "disclosureIndicator":
      // Measured: ink 7 × 12, 2.333 inside the margin, its top at h / 2 − 6; text before it
      // ends 13.333 before its ink.
      let frame = Rect(x: rightEdge - 7.0 / 3 - 7, y: h / 2 - 6, width: 7, height: 12)
      return (ViewTree(imageClass, frame: frame, content: .image(accessoryImage(mark.kind, "chevron.forward"))), 40.0 / 3)
    case "label":
      // Measured: a body label, its baseline at 28 in a 44-pt row (centred, not rounded).
      var text = ViewText(mark.text ?? "", font: TextStyle.body.font(category), color: SystemColors.color(named: "secondaryLabel"))
      text.alignment = .right
      let width = TextRounding.ceil(text.font.width(of: text.text), scale: scale)
      let height = TextRounding.ceil(text.font.lineHeight, scale: scale)
      return (ViewTree(labelClass, frame: Rect(x: rightEdge - width, y: (h - height) / 2, width: width, height: height), content: .text(text)), 40.0 / 3)
    default:
      let side = mark.kind == "outlineDisclosure" ? 12.0 : 22.0
      let frame = Rect(x: rightEdge - side, y: (h - side) / 2, width: side, height: side)
      return (ViewTree(imageClass, frame: frame, content: .image(accessoryImage(mark.kind, symbols[mark.kind] ?? "circle"))), 40.0 / 3)
    }
  }

  /// An accessory's symbol in UIKit's colour for it.
  static func accessoryImage(_ kind: String, _ symbol: String) -> ViewImage {
    let tint: String
    switch kind {
    case "delete": tint = "systemRed"
    case "insert": tint = "systemGreen"
    case "disclosureIndicator", "reorder": tint = "tertiaryLabel"
    default: tint = "tintColor"
    }
    return ViewImage(name: symbol, isSymbol: true, tint: SystemColors.color(named: tint), contentMode: .center)
  }

  /// The symbols UIKit's accessories show.
  static let symbols: [String: String] = [
    "disclosureIndicator": "chevron.forward", "outlineDisclosure": "chevron.down", "checkmark": "checkmark", "delete": "minus.circle.fill",
    "insert": "plus.circle.fill", "reorder": "line.3.horizontal", "multiselect": "circle", "detail": "info.circle", "popUpMenu": "chevron.up.chevron.down",
    "customView": "square.dashed",
  ]

  /// `v` on the pixel grid (half a pixel up).
  private func pixelRound(_ v: Double) -> Double { TextRounding.round(v, scale: scale) }
}
