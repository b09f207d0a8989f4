import Foundation

/// A cell's or header's background: colour, corners, insets, stroke. Its colour (through the
/// colour transformer) is what a placeholder shows as its background; the rest is kept, never
/// drawn.
public struct UIBackgroundConfiguration {
  /// The colour.
  public var backgroundColor: UIColor?
  /// Changes the colour for a state (applied to the colour a placeholder shows).
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  /// The edges whose insets grow by the layout margins.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The stroke's colour.
  public var strokeColor: UIColor?
  /// The stroke's width.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke sits outside.
  public var strokeOutset: CGFloat = 0
  /// An image.
  public var image: UIImage?
  /// How the image fits.
  public var imageContentMode: UIView.ContentMode = .scaleToFill
  /// A custom view.
  public var customView: UIView?

  /// An empty background.
  public init() {}

  /// A plain list cell's background.
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A grouped list cell's background.
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A sidebar cell's background.
  public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// An accompanied sidebar cell's background.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A plain list header's or footer's background.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A grouped list header's or footer's background.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A sidebar header's background.
  public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A list cell's background.
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A list header's background.
  public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A list footer's background.
  public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// The same background (states do not change backgrounds here).
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
