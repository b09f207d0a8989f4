/// A Dynamic Type text style list content uses, with its point size at every content size
/// category and the height UIKit gives one line of it.
///
/// Sources (the `CollectionSnapshot` catalog, "Devices, hosts, list rows and rounding", lists
/// them with each number):
/// - Point sizes: Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes" for iOS
///   (body 17 pt at the default Large size), as `UIFont.preferredFont(forTextStyle:)` returns
///   them.
/// - A line is `pointSize × 2444 / 2048` tall: the system font's ascender (1950) less its
///   descender (−494) over its 2048 units per em, `UIFont.lineHeight` (20.287 for body's 17
///   pt). A label is that height rounded up to the pixel grid (20.333 at @3x, 20.5 at @2x).
public enum ListTextStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `.body`: a cell's text.
  case body
  /// `.headline` (body's size, semibold): a plain list's header and footer.
  case headline
  /// `.subheadline`: the secondary text of a prominent inset grouped header.
  case subheadline
  /// `.footnote`: grouped headers and footers, a sidebar cell's secondary text.
  case footnote
  /// `.caption1`: the secondary text of a cell and a subtitle cell.
  case caption1
  /// Title 3, semibold: a prominent inset grouped header, a sidebar header.
  case title3
  /// Title 2, bold: an extra prominent inset grouped header.
  case title2

  /// The point size at `category` (xSmall … AX5, the order of ``ContentSizeCategory``).
  public func pointSize(_ category: ContentSizeCategory) -> Double {
    Self.column(category, of: pointSizes)
  }

  /// `UIFont.lineHeight` of one line at `category`, before rounding.
  public func fontLineHeight(_ category: ContentSizeCategory) -> Double {
    pointSize(category) * Self.lineHeightPerPoint
  }

  /// The height of `lines` lines of a label at `category`, rounded up to the pixel grid of
  /// `scale` (one line of body at Large: 20.333 at @3x).
  public func labelHeight(lines: Int = 1, _ category: ContentSizeCategory, scale: Double) -> Double {
    Self.ceilToPixel(Double(max(0, lines)) * fontLineHeight(category), scale: scale)
  }

  /// The system font's line height per point: (ascender 1950 − descender −494) / 2048.
  public static let lineHeightPerPoint = 2444.0 / 2048.0

  /// Point sizes, xSmall … AX5.
  var pointSizes: [Double] {
    switch self {
    case .body, .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    }
  }

  /// The body style's leading (the HIG's line spacing for body text: 22 at Large), xSmall …
  /// AX5: what UIKit's minimum row height (twice it) and a symbol image's height follow.
  public static func bodyLeading(_ category: ContentSizeCategory) -> Double {
    column(category, of: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
  }

  static func column(_ category: ContentSizeCategory, of values: [Double]) -> Double {
    values[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
  }

  /// `v` rounded up to the pixel grid of `scale`, forgiving float noise (a value a few ulps
  /// above a pixel boundary stays on it).
  public static func ceilToPixel(_ v: Double, scale: Double) -> Double {
    let pixels = v * scale
    let nearest = pixels.rounded()
    if (pixels - nearest).magnitude < 1e-9 { return nearest / scale }
    return pixels.rounded(.up) / scale
  }
}
