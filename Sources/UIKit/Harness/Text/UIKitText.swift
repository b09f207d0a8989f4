import CollectionSnapshotLayout
import CollectionSnapshotText
import Foundation

/// UIKit's text values translated to the text module's: a plain or attributed string in runs of
/// fonts with its paragraph spacing, laid out as UIKit's labels and string drawing lay it out.
enum UIKitText {
  /// `text` (or `attributedText`, which wins) in `font`, broken at `width` (`nil`: none) into at
  /// most `numberOfLines` lines (0: any), with `lineBreakMode` (an attributed string's paragraph
  /// style gives its own).
  static func typeset(
    text: String?, attributedText: NSAttributedString?, font: UIFont, width: Double?, numberOfLines: Int = 0,
    lineBreakMode: NSLineBreakMode = .byWordWrapping, glyphs: Bool = false
  ) -> TypesetText {
    if let attributedText, attributedText.length > 0 {
      let (string, runs, paragraph, mode) = self.runs(of: attributedText, defaultFont: font)
      return TypesetText(
        string, runs: runs, width: width, numberOfLines: numberOfLines, lineBreakMode: (mode ?? lineBreakMode).engine, paragraph: paragraph,
        glyphs: glyphs)
    }
    return TypesetText(text ?? "", font: font.textFont, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.engine, glyphs: glyphs)
  }

  /// An attributed string's characters, its runs of fonts and letter spacing (a run without a
  /// font takes `defaultFont`), and its first paragraph style's spacing and line break mode.
  static func runs(of string: NSAttributedString, defaultFont: UIFont) -> (String, [TextRun], ParagraphStyle, NSLineBreakMode?) {
    var runs: [TextRun] = []
    var paragraph: ParagraphStyle = .default
    var mode: NSLineBreakMode?
    let full = string.string
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
      let font = (attributes[.font] as? UIFont) ?? defaultFont
      var kern = 0.0
      if let number = attributes[.kern] as? NSNumber { kern = number.doubleValue } else if let value = attributes[.kern] as? CGFloat { kern = Double(value) }
      let piece = (full as NSString).substring(with: range)
      runs.append(TextRun(length: piece.unicodeScalars.count, font: font.textFont, kern: kern))
      if mode == nil, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
        paragraph = ParagraphStyle(
          lineSpacing: Double(style.lineSpacing), paragraphSpacing: Double(style.paragraphSpacing), lineHeightMultiple: Double(style.lineHeightMultiple),
          minimumLineHeight: Double(style.minimumLineHeight), maximumLineHeight: Double(style.maximumLineHeight))
        mode = style.lineBreakMode
      }
    }
    return (full, runs, paragraph, mode)
  }

  /// The screen's pixel grid.
  static var scale: Double { UIKitHost.current.environment.displayScale }
}

extension NSLineBreakMode {
  /// The text module's mode.
  var engine: LineBreakMode {
    switch self {
    case .byWordWrapping: return .byWordWrapping
    case .byCharWrapping: return .byCharWrapping
    case .byClipping: return .byClipping
    case .byTruncatingHead: return .byTruncatingHead
    case .byTruncatingMiddle: return .byTruncatingMiddle
    default: return .byTruncatingTail
    }
  }
}
