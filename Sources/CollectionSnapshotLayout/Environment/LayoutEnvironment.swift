/// Everything outside the layout definition that UIKit reads from the live view hierarchy, as
/// explicit input (spec §0.4).
public struct LayoutEnvironment: Sendable, Hashable, Codable {
  /// The collection view's bounds size.
  public var containerSize: Size
  /// `adjustedContentInset`: the content inset plus the automatic safe-area and bar adjustment.
  public var adjustedContentInset: EdgeInsets
  /// The safe area of the collection view.
  public var safeAreaInsets: EdgeInsets
  /// The collection view's layout margins.
  public var layoutMargins: DirectionalEdgeInsets
  /// Insets of the readable content guide.
  public var readableContentInsets: DirectionalEdgeInsets
  /// Device pixels per point: origins and fractions are rounded to this grid.
  public var displayScale: Double
  /// Reading direction.
  public var layoutDirection: LayoutDirection
  /// Dynamic Type size.
  public var contentSizeCategory: ContentSizeCategory
  /// How fractions and drawn frames are rounded (the iOS version the screen follows).
  public var roundingRule: LayoutRounding.Rule
  /// The width's size class (`traitCollection.horizontalSizeClass`).
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The height's size class (`traitCollection.verticalSizeClass`).
  public var verticalSizeClass: UserInterfaceSizeClass
  /// The kind of device (`traitCollection.userInterfaceIdiom`).
  public var idiom: UserInterfaceIdiom
  /// UIKit's "wide content margins" of the screen: true on iPhones wider than 375 pt in
  /// portrait, where a table's (and an inset grouped list's) default side margin is 20 rather
  /// than 16. By default it is guessed from the container: a phone whose shorter side is wider
  /// than 375 pt.
  public var wideContentMargins: Bool

  /// An environment; insets default to zero, margins to 16 pt on the sides (a phone's root view),
  /// the scale to @3x, the traits to a portrait iPhone's (compact width, regular height), the
  /// rounding to iOS 16's.
  public init(
    containerSize: Size,
    adjustedContentInset: EdgeInsets = .zero,
    safeAreaInsets: EdgeInsets = .zero,
    layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
    readableContentInsets: DirectionalEdgeInsets? = nil,
    displayScale: Double = 3,
    layoutDirection: LayoutDirection = .leftToRight,
    contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater,
    horizontalSizeClass: UserInterfaceSizeClass = .compact,
    verticalSizeClass: UserInterfaceSizeClass = .regular,
    idiom: UserInterfaceIdiom = .phone,
    wideContentMargins: Bool? = nil
  ) {
    self.containerSize = containerSize
    self.adjustedContentInset = adjustedContentInset
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.readableContentInsets = readableContentInsets ?? layoutMargins
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.contentSizeCategory = contentSizeCategory
    self.roundingRule = roundingRule
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.idiom = idiom
    self.wideContentMargins = wideContentMargins ?? (idiom == .phone && min(containerSize.width, containerSize.height) > 375)
  }

  private enum CodingKeys: String, CodingKey {
    case containerSize, adjustedContentInset, safeAreaInsets, layoutMargins
    case readableContentInsets, displayScale, layoutDirection, contentSizeCategory
    case roundingRule, horizontalSizeClass, verticalSizeClass, idiom, wideContentMargins
  }

  /// Decodes an environment; every key but `containerSize` is optional and takes the default.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      containerSize: try c.decode(Size.self, forKey: .containerSize),
      adjustedContentInset: try c.decodeIfPresent(EdgeInsets.self, forKey: .adjustedContentInset) ?? .zero,
      safeAreaInsets: try c.decodeIfPresent(EdgeInsets.self, forKey: .safeAreaInsets) ?? .zero,
      layoutMargins: try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .layoutMargins)
        ?? DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
      readableContentInsets: try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .readableContentInsets),
      displayScale: try c.decodeIfPresent(Double.self, forKey: .displayScale) ?? 3,
      layoutDirection: try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight,
      contentSizeCategory: try c.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSizeCategory) ?? .large,
      roundingRule: try c.decodeIfPresent(LayoutRounding.Rule.self, forKey: .roundingRule) ?? .iOS16AndLater,
      horizontalSizeClass: try c.decodeIfPresent(UserInterfaceSizeClass.self, forKey: .horizontalSizeClass) ?? .compact,
      verticalSizeClass: try c.decodeIfPresent(UserInterfaceSizeClass.self, forKey: .verticalSizeClass) ?? .regular,
      idiom: try c.decodeIfPresent(UserInterfaceIdiom.self, forKey: .idiom) ?? .phone,
      wideContentMargins: try c.decodeIfPresent(Bool.self, forKey: .wideContentMargins))
  }

  /// The rounding policy at this environment's scale and iOS-version rule.
  public var rounding: LayoutRounding { LayoutRounding(scale: displayScale, rule: roundingRule) }

  /// The first problem that makes the environment unusable, or `nil`.
  func validate() throws(LayoutError) {
    let s = containerSize
    guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
      throw LayoutError("environment.containerSize", "must be finite and not negative, got \(s.width) x \(s.height)")
    }
    guard displayScale.isFinite, displayScale > 0 else {
      throw LayoutError("environment.displayScale", "must be positive, got \(displayScale)")
    }
    for (name, insets) in [("adjustedContentInset", adjustedContentInset), ("safeAreaInsets", safeAreaInsets)] {
      for v in [insets.top, insets.left, insets.bottom, insets.right] where !v.isFinite {
        throw LayoutError("environment.\(name)", "must be finite, got \(v)")
      }
    }
  }
}
