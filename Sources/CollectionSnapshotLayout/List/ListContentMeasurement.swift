/// The height of a piece of list content and every term of the sum that made it, so a reviewer
/// can see why a row is 62 pt tall: `sidebarCell[11 + body 17pt 20.333 + 4 + footnote 13pt
/// 15.667 + 11 = 62]`.
public struct ListContentMeasurement: Sendable, Hashable {
  /// A run of text: its style, font, lines and height.
  public struct Text: Sendable, Hashable {
    /// The style's text style.
    public var style: TextStyle
    /// The font it was measured in: the style's at the content size category, or the one the
    /// app set.
    public var font: TextFont
    /// The font's point size.
    public var pointSize: Double { font.pointSize }
    /// The lines.
    public var lines: Int
    /// The label's height (lines × line height, on the pixel grid).
    public var height: Double
  }

  /// The style measured.
  public var style: ListContentStyle
  /// The text.
  public var text: Text
  /// The secondary text, if shown.
  public var secondaryText: Text?
  /// True when the secondary text sits beside the text (a value cell).
  public var sideBySide: Bool
  /// The padding between text and secondary text (0 when there is none, or side by side).
  public var padding: Double
  /// The top margin.
  public var topMargin: Double
  /// The bottom margin.
  public var bottomMargin: Double
  /// The image's height, if there is an image.
  public var imageHeight: Double?
  /// The least height (UIKit's minimum row height for cells, 0 for headers and footers).
  public var minimumHeight: Double
  /// The height: the margins and the taller of the text block and the image, at least the
  /// minimum.
  public var height: Double

  /// The text block: the texts stacked with the padding, or the taller of the two side by side.
  public var textHeight: Double {
    guard let secondaryText else { return text.height }
    return sideBySide ? max(text.height, secondaryText.height) : text.height + padding + secondaryText.height
  }

  /// The pixel grid the content is laid out on (3 at @3x).
  public var scale: Double

  /// The sum before the minimum: margins plus the taller of text and image, on the pixel grid.
  public var contentHeight: Double {
    TextRounding.ceil(topMargin + max(textHeight, imageHeight ?? 0) + bottomMargin, scale: scale)
  }

  /// `sidebarCell[11 + body 17pt 20.333 + 4 + footnote 13pt 15.667 + 11 = 62]`, or with the
  /// minimum: `cell[11 + body 17pt 20.333 + 11 = 42.333, min 44]`. Numbers to 1/1000 pt.
  public var summary: String {
    func n(_ v: Double) -> String { Self.short(v) }
    func t(_ x: Text) -> String {
      // The style and size (`body 17pt`), or the font the app set (`15 bold`).
      var name = "\(x.style.rawValue) \(n(x.pointSize))pt"
      if case .textStyle(let style, _) = x.font.source, style == x.style {
      } else {
        name = x.font.description
      }
      return "\(name)\(x.lines == 1 ? "" : "×\(x.lines)") \(n(x.height))"
    }
    var middle: String
    if let secondaryText {
      middle = sideBySide ? "max(\(t(text)), \(t(secondaryText)))" : "\(t(text)) + \(n(padding)) + \(t(secondaryText))"
    } else {
      middle = t(text)
    }
    if let imageHeight, imageHeight > textHeight { middle = "image \(n(imageHeight)) ≥ \(middle)" }
    var line = "\(style.rawValue)[\(n(topMargin)) + \(middle) + \(n(bottomMargin)) = \(n(contentHeight))"
    if minimumHeight > contentHeight { line += ", min \(n(minimumHeight))" }
    return line + "]"
  }

  /// A number to 1/1000 pt, without trailing zeros: `20.333`, `62`, `15.667`; `nan`, `inf`
  /// and `-inf` as they are, and a number too large for thousandths as Swift prints it.
  package static func short(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : v < 0 ? "-inf" : "inf" }
    guard abs(v) < 9e15 else { return "\(v)" }
    let thousandths = Int64((v * 1000).rounded())
    let whole = thousandths / 1000
    var fraction = abs(thousandths % 1000)
    let sign = thousandths < 0 && whole == 0 ? "-" : ""
    guard fraction != 0 else { return "\(sign)\(whole)" }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
    return "\(sign)\(whole).\(padded)"
  }
}
