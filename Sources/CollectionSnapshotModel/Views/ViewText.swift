public import CollectionSnapshotLayout

/// What a label (a text field, a text view) shows: its text in a font and colour, in at most
/// so many lines, aligned and broken as its code set.
public struct ViewText: Sendable, Hashable {
  /// How lines sit across the label's width (`NSTextAlignment`).
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case natural, left, center, right, justified
  }

  /// The text (`\n` starts a new line).
  public var text: String
  /// The font (the text module's: the dump prints its description, `headline`, `17
  /// semibold`; the renderer lays the text out in it).
  public var font: TextFont
  /// The text colour (`nil`: the label colour, black).
  public var color: PlaceholderColor?
  /// The most lines shown; 0 for as many as the text needs (`numberOfLines`).
  public var numberOfLines: Int
  /// The alignment.
  public var alignment: Alignment
  /// The line break mode.
  public var lineBreak: LineBreakMode

  /// A text; by default in the 17-pt system font (a label's), one line, natural alignment, truncated at its tail
  /// (a `UILabel`'s defaults).
  public init(
    _ text: String, font: TextFont = .system(17), color: PlaceholderColor? = nil, numberOfLines: Int = 1, alignment: Alignment = .natural,
    lineBreak: LineBreakMode = .byTruncatingTail
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.numberOfLines = numberOfLines
    self.alignment = alignment
    self.lineBreak = lineBreak
  }
}
