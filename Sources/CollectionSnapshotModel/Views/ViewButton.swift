public import CollectionSnapshotLayout

/// What a button shows: its title and image as they show now, in its configuration's style
/// (`filled`, `tinted`, `plain`… or none for a button without a configuration).
public struct ViewButton: Sendable, Hashable {
  /// The title shown, if any.
  public var title: String?
  /// The configuration's style (`UIButton.Configuration.filled()` is `filled`), if the button
  /// has a configuration.
  public var style: String?
  /// The image shown, if any.
  public var image: ViewImage?
  /// The title's colour, when the code set one (else the tint).
  public var titleColor: PlaceholderColor?
  /// The tint (a filled button's fill, a plain one's title).
  public var tint: PlaceholderColor?
  /// The title's font, when the code set one.
  public var font: TextFont?

  /// A button.
  public init(title: String?, style: String? = nil, image: ViewImage? = nil, titleColor: PlaceholderColor? = nil, tint: PlaceholderColor? = nil, font: TextFont? = nil) {
    self.title = title
    self.style = style
    self.image = image
    self.titleColor = titleColor
    self.tint = tint
    self.font = font
  }
}
