import CollectionSnapshotModel
import Foundation

/// A `UIFont` as the snapshot names and sizes it (``ViewFont``): a Dynamic Type text style by
/// the dump's name (`headline`), the system font by size and weight (`17 semibold`), a font
/// of the app's by its name, with the traits a descriptor added (bold, italic, monospaced).
enum UIKitFontReading {
  /// The font as the snapshot shows it; a label without a font has the 17-pt system font.
  static func font(_ font: UIFont?) -> ViewFont {
    guard let font else { return .system(17) }
    var name = Substring(font.fontName)
    // A descriptor's traits follow the name: `UICTFontTextStyleBody bold italic`.
    var traits: [Substring] = []
    if let space = name.firstIndex(of: " ") {
      traits = name[name.index(after: space)...].split(separator: " ")
      name = name[..<space]
    }
    let size = Double(font.pointSize)
    var result: ViewFont
    if name.hasPrefix("UICTFontTextStyle"), let style = textStyles[String(name)] {
      result = ViewFont(textStyle: style, pointSize: size, weight: ViewFont.textStyles[style]?.weight ?? .regular)
    } else if name == ".SFMono" {
      result = ViewFont(pointSize: size, isMonospaced: true)
    } else if name.hasPrefix(".SFUI-") {
      let suffix = name.dropFirst(6)
      result = ViewFont(pointSize: size)
      if suffix == "Italic" {
        result.isItalic = true
      } else if let value = Double(suffix) {
        result.weight = ViewFont.Weight(value: value)
      }
    } else {
      result = ViewFont(name: String(name), pointSize: size)
    }
    for trait in traits {
      switch trait {
      case "bold": result.weight = max(result.weight, .bold)
      case "italic": result.isItalic = true
      case "monospace": result.isMonospaced = true
      default: break
      }
    }
    return result
  }

  /// UIKit's text style names (`UIFont.TextStyle.rawValue`) by the dump's.
  private static let textStyles: [String: String] = [
    UIFont.TextStyle.largeTitle.rawValue: "largeTitle", UIFont.TextStyle.extraLargeTitle.rawValue: "extraLargeTitle",
    UIFont.TextStyle.extraLargeTitle2.rawValue: "extraLargeTitle2", UIFont.TextStyle.title1.rawValue: "title1",
    UIFont.TextStyle.title2.rawValue: "title2", UIFont.TextStyle.title3.rawValue: "title3", UIFont.TextStyle.headline.rawValue: "headline",
    UIFont.TextStyle.subheadline.rawValue: "subheadline", UIFont.TextStyle.body.rawValue: "body", UIFont.TextStyle.callout.rawValue: "callout",
    UIFont.TextStyle.footnote.rawValue: "footnote", UIFont.TextStyle.caption1.rawValue: "caption1", UIFont.TextStyle.caption2.rawValue: "caption2",
  ]
}
