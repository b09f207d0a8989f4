import UIKit

/// What a team changes inside the feed's cells in a week, one value each: the feed's code reads
/// its design from here, so a test changes one line of it and nothing else.
@MainActor
public struct FeedDesign {
  /// The post title's text style.
  public var titleStyle: UIFont.TextStyle = .headline
  /// The space between the image and the title.
  public var imageToTitleSpacing: CGFloat = 8
  /// The subtitle's colour.
  public var subtitleColor: UIColor = .secondaryLabel
  /// The title's line limit (0: no limit).
  public var titleLines = 0
  /// The post card's corner radius.
  public var cornerRadius: CGFloat = 10
  /// The title's inset from the card's leading edge.
  public var titleLeading: CGFloat = 10
  /// The space between the title and the subtitle.
  public var titleToSubtitleSpacing: CGFloat = 4
  /// The subtitle's inset from the card's trailing edge.
  public var subtitleTrailing: CGFloat = 10
  /// The image's opacity.
  public var imageAlpha: CGFloat = 1
  /// The "PINNED" caption's font.
  public var captionFont: UIFont = .systemFont(ofSize: 11, weight: .semibold)
  /// The section header's text style.
  public var headerStyle: UIFont.TextStyle = .title2
  /// The settings rows' image tint (`nil`: the tint colour).
  public var listImageTint: UIColor?
  /// The post card's background colour.
  public var backgroundColor: UIColor = .secondarySystemBackground
  /// Whether the "PINNED" caption is hidden.
  public var hidesCaption = false
  /// The image's fixed height.
  public var imageHeight: CGFloat = 100
  /// The settings list's appearance.
  public var listAppearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped
  /// Whether the post cell builds its views in another order of code (the same views, the same
  /// constraints: a refactor that changes nothing on screen).
  public var buildsInAnotherOrder = false

  /// The design as shipped.
  public init() {}
}
