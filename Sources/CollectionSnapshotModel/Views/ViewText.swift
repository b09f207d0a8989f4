/// What a label (a text field, a text view) shows: its text in a font and colour, in at most
/// so many lines, aligned and broken as its code set.
public struct ViewText: Sendable, Hashable {
  /// How lines sit across the label's width (`NSTextAlignment`).
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case natural, left, center, right, justified
  }

  /// How a line that does not fit breaks (`NSLineBreakMode`).
  public enum LineBreak: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
  }

  /// The text (`\n` starts a new line).
  public var text: String
  /// The font.
  public var font: ViewFont
  /// The text colour (`nil`: the label colour, black).
  public var color: PlaceholderColor?
  /// The most lines shown; 0 for as many as the text needs (`numberOfLines`).
  public var numberOfLines: Int
  /// The alignment.
  public var alignment: Alignment
  /// The line break mode.
  public var lineBreak: LineBreak

  /// A text; by default in the body font, one line, natural alignment, truncated at its tail
  /// (a `UILabel`'s defaults).
  public init(
    _ text: String, font: ViewFont = .body, color: PlaceholderColor? = nil, numberOfLines: Int = 1, alignment: Alignment = .natural,
    lineBreak: LineBreak = .byTruncatingTail
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.numberOfLines = numberOfLines
    self.alignment = alignment
    self.lineBreak = lineBreak
  }
}
