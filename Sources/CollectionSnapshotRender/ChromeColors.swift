import CollectionSnapshotPixels

/// The colours of everything drawn around and over the placeholders — text, hairlines, the
/// window, the bars, the viewport outline, the filmstrip's marks — in one place, beside
/// ``KindPalette`` (the placeholders' own colours). Greys follow iOS's system greys.
enum ChromeColors {
  /// Primary text: captions, filmstrip labels; with a low alpha, the safe area's shade and hatch.
  static let ink = Color(rgb: 0x1C1C1E)
  /// Secondary text: the filmstrip's step and position lines.
  static let secondaryInk = Color(rgb: 0x3A3A3C)
  /// Quiet text and outlines: a caption with nothing to report, the content's dashed outline.
  static let tertiaryInk = Color(rgb: 0x8E8E93)
  /// A bar's text; with a low alpha, its hairline.
  static let barInk = Color(rgb: 0x3C3C43)
  /// A subtitle drawn in a placeholder.
  static let subtitleInk = Color(rgb: 0x5E5E66)
  /// White: the filmstrip's paper, a badge's letter, text on an image.
  static let paper = Color(rgb: 0xFFFFFF)
  /// The frame around each filmstrip picture.
  static let frameBorder = Color(rgb: 0xC7C7CC)
  /// The window outside a collection view that does not fill it.
  static let outsideFill = Color(rgb: 0xD9D9DE)
  /// A bar's fill (before its alpha).
  static let barFill = Color(rgb: 0xF2F2F5)
  /// An image placeholder's fill and its lines.
  static let imageFill = Color(rgb: 0xE2E2E8)
  static let imageLines = Color(rgb: 0x9A9AA5)
  /// The viewport's outline and label in a full-content picture.
  static let viewport = Color(rgb: 0xE5484D)
  /// Filmstrip marks: a cell that appeared, one that disappeared, the one being moved.
  static let appeared = Color(rgb: 0x1A7F37)
  static let disappeared = Color(rgb: 0xCF222E)
  static let moving = Color(rgb: 0x0969DA)
  /// The tag naming a non-default rounding rule: fill, border and text.
  static let tagFill = Color(rgb: 0xFFF4CC)
  static let tagBorder = Color(rgb: 0xB8860B)
  static let tagInk = Color(rgb: 0x5C4300)
  /// The point grid's lines (before their alpha).
  static let grid = Color(rgb: 0x000000)
}
