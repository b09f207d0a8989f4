import CollectionSnapshotLayout

/// A label's (or a button's) font as the dump names it and the renderer sizes its text: a
/// Dynamic Type text style (`headline`), a system font of a size and weight (`17 semibold`), or
/// a font of the app's by name (`Avenir-Heavy 15`), with its point size at the screen's text
/// size.
public struct ViewFont: Sendable, Hashable, CustomStringConvertible {
  /// A weight of the system font, by UIKit's names.
  public enum Weight: String, Sendable, Hashable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// UIKit's value of the weight (`UIFont.Weight.semibold.rawValue` is 0.3).
    public var value: Double {
      switch self {
      case .ultraLight: return -0.8
      case .thin: return -0.6
      case .light: return -0.4
      case .regular: return 0
      case .medium: return 0.23
      case .semibold: return 0.3
      case .bold: return 0.4
      case .heavy: return 0.56
      case .black: return 0.62
      }
    }

    /// The weight nearest to a UIKit weight value.
    public init(value: Double) {
      self = Weight.allCases.min { abs($0.value - value) < abs($1.value - value) } ?? .regular
    }

    public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
  }

  /// The Dynamic Type text style it was made for (`headline`, `body`, `title2`…), if any.
  public var textStyle: String?
  /// The font's own name, for a font of the app's (`Avenir-Heavy`); `nil` for the system font.
  public var name: String?
  /// Its size in points, at the screen's text size.
  public var pointSize: Double
  /// Its weight (a text style's own: headline is semibold).
  public var weight: Weight
  /// Whether it is italic.
  public var isItalic: Bool
  /// Whether it is monospaced (or has digits of one width).
  public var isMonospaced: Bool

  /// A font.
  public init(textStyle: String? = nil, name: String? = nil, pointSize: Double, weight: Weight = .regular, isItalic: Bool = false, isMonospaced: Bool = false) {
    self.textStyle = textStyle
    self.name = name
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.isMonospaced = isMonospaced
  }

  /// The system font of a size and weight (`UIFont.systemFont(ofSize:weight:)`).
  public static func system(_ pointSize: Double, weight: Weight = .regular) -> ViewFont {
    ViewFont(pointSize: pointSize, weight: weight)
  }

  /// A text style's font at the default text size (Large): `.style("headline")` is 17-pt
  /// semibold. `nil` for a name that is not one of UIKit's text styles.
  public static func style(_ textStyle: String) -> ViewFont? {
    guard let (size, weight) = ViewFont.textStyles[textStyle] else { return nil }
    return ViewFont(textStyle: textStyle, pointSize: size, weight: weight)
  }

  /// UIKit's text styles by the dump's names, with their size and weight at the default text
  /// size (Large), as Apple's Human Interface Guidelines ("Typography", iOS) list them.
  public static let textStyles: [String: (pointSize: Double, weight: Weight)] = [
    "extraLargeTitle": (36, .bold), "extraLargeTitle2": (28, .bold), "largeTitle": (34, .regular), "title1": (28, .regular),
    "title2": (22, .regular), "title3": (20, .regular), "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular),
    "subheadline": (15, .regular), "footnote": (13, .regular), "caption1": (12, .regular), "caption2": (11, .regular),
  ]

  // UIKit's text styles at the default text size (Large).
  public static let largeTitle = ViewFont(textStyle: "largeTitle", pointSize: 34)
  public static let title1 = ViewFont(textStyle: "title1", pointSize: 28)
  public static let title2 = ViewFont(textStyle: "title2", pointSize: 22)
  public static let title3 = ViewFont(textStyle: "title3", pointSize: 20)
  public static let headline = ViewFont(textStyle: "headline", pointSize: 17, weight: .semibold)
  public static let body = ViewFont(textStyle: "body", pointSize: 17)
  public static let callout = ViewFont(textStyle: "callout", pointSize: 16)
  public static let subheadline = ViewFont(textStyle: "subheadline", pointSize: 15)
  public static let footnote = ViewFont(textStyle: "footnote", pointSize: 13)
  public static let caption1 = ViewFont(textStyle: "caption1", pointSize: 12)
  public static let caption2 = ViewFont(textStyle: "caption2", pointSize: 11)

  /// A font as ``description`` names it: `headline` (its size at the default text size),
  /// `title3 bold`, `17 semibold`, `17`, `13 italic`, `Avenir-Heavy 15`; `nil` for anything else.
  public init?(parsing text: String) {
    let words = text.split(separator: " ").map(String.init)
    guard let first = words.first else { return nil }
    var rest = words.dropFirst()
    if let (size, weight) = ViewFont.textStyles[first] {
      self.init(textStyle: first, pointSize: size, weight: weight)
    } else if let size = Double(first), size > 0, size.isFinite {
      self.init(pointSize: size)
    } else if let index = words.firstIndex(where: { Double($0) != nil }), index > 0, let size = Double(words[index]), size > 0, size.isFinite {
      self.init(name: words[..<index].joined(separator: " "), pointSize: size)
      rest = words[(index + 1)...]
    } else {
      return nil
    }
    for word in rest {
      if let weight = Weight(rawValue: word) {
        self.weight = weight
      } else if word == "italic" {
        isItalic = true
      } else if word == "monospaced" {
        isMonospaced = true
      } else {
        return nil
      }
    }
  }

  /// `headline`, `headline italic`, `17 semibold`, `17`, `Avenir-Heavy 15`: the text style when
  /// there is one, else the font's name and size, else the system font's size and weight (none
  /// printed for regular), then `italic` and `monospaced` when they apply.
  public var description: String {
    var text: String
    if let textStyle {
      text = textStyle
      if let own = ViewFont.textStyles[textStyle]?.weight, own != weight { text += " \(weight.rawValue)" }
    } else if let name {
      text = "\(name) \(ListContentMeasurement.short(pointSize))"
    } else {
      text = ListContentMeasurement.short(pointSize)
      if weight != .regular { text += " \(weight.rawValue)" }
    }
    if isItalic { text += " italic" }
    if isMonospaced { text += " monospaced" }
    return text
  }
}
