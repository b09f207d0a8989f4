import Foundation

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// A coarse width or height class.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The reading direction of the user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
  case leftToRight = 0
  case rightToLeft = 1
}

/// The Dynamic Type size.
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
  /// The raw value.
  public let rawValue: String
  /// A category from its raw name.
  public init(rawValue: String) { self.rawValue = rawValue }

  // The Dynamic Type sizes, by UIKit's raw names.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every category, smallest first.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// True for the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Smaller text first; `unspecified` before every size.
  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: a) ?? -1) < (ordered.firstIndex(of: b) ?? -1)
  }
}

/// The traits of the device under test: size classes, display scale, idiom, Dynamic Type size
/// and layout direction (filled by ``UIKitHost``).
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The width class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The height class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Pixels per point.
  public let displayScale: CGFloat
  /// Phone or pad.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The reading direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Light (snapshots are taken in light mode).
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The text's weight (regular unless Bold Text is on: it is not, here).
  public let legibilityWeight: UILegibilityWeight
  /// The contrast (normal here).
  public let accessibilityContrast: UIAccessibilityContrast
  /// The interface's level (base here).
  public let userInterfaceLevel: UIUserInterfaceLevel

  /// Traits with every value given.
  init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat,
    userInterfaceIdiom: UIUserInterfaceIdiom, preferredContentSizeCategory: UIContentSizeCategory,
    layoutDirection: UITraitEnvironmentLayoutDirection, userInterfaceStyle: UIUserInterfaceStyle = .light,
    legibilityWeight: UILegibilityWeight = .regular, accessibilityContrast: UIAccessibilityContrast = .normal,
    userInterfaceLevel: UIUserInterfaceLevel = .base
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.legibilityWeight = legibilityWeight
    self.accessibilityContrast = accessibilityContrast
    self.userInterfaceLevel = userInterfaceLevel
  }

  /// Traits with nothing specified but what `change` sets on an empty collection's values.
  private convenience init(unspecifiedExcept change: (inout Values) -> Void) {
    var values = Values.unspecified
    change(&values)
    self.init(values)
  }

  private convenience init(_ v: Values) {
    self.init(
      horizontalSizeClass: v.horizontalSizeClass, verticalSizeClass: v.verticalSizeClass, displayScale: v.displayScale,
      userInterfaceIdiom: v.userInterfaceIdiom, preferredContentSizeCategory: v.preferredContentSizeCategory, layoutDirection: v.layoutDirection,
      userInterfaceStyle: v.userInterfaceStyle, legibilityWeight: v.legibilityWeight, accessibilityContrast: v.accessibilityContrast,
      userInterfaceLevel: v.userInterfaceLevel)
  }

  /// The values of a trait collection, to merge.
  private struct Values {
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var displayScale: CGFloat
    var userInterfaceIdiom: UIUserInterfaceIdiom
    var preferredContentSizeCategory: UIContentSizeCategory
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var userInterfaceStyle: UIUserInterfaceStyle
    var legibilityWeight: UILegibilityWeight
    var accessibilityContrast: UIAccessibilityContrast
    var userInterfaceLevel: UIUserInterfaceLevel

    static let unspecified = Values(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified, userInterfaceStyle: .unspecified, legibilityWeight: .unspecified,
      accessibilityContrast: .unspecified, userInterfaceLevel: .unspecified)
  }

  private var values: Values {
    Values(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale, userInterfaceIdiom: userInterfaceIdiom,
      preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection, userInterfaceStyle: userInterfaceStyle,
      legibilityWeight: legibilityWeight, accessibilityContrast: accessibilityContrast, userInterfaceLevel: userInterfaceLevel)
  }

  /// The traits of several collections: each trait from the last collection that specifies it.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var merged = Values.unspecified
    for t in traitCollections {
      if t.horizontalSizeClass != .unspecified { merged.horizontalSizeClass = t.horizontalSizeClass }
      if t.verticalSizeClass != .unspecified { merged.verticalSizeClass = t.verticalSizeClass }
      if t.displayScale != 0 { merged.displayScale = t.displayScale }
      if t.userInterfaceIdiom != .unspecified { merged.userInterfaceIdiom = t.userInterfaceIdiom }
      if t.preferredContentSizeCategory != .unspecified { merged.preferredContentSizeCategory = t.preferredContentSizeCategory }
      if t.layoutDirection != .unspecified { merged.layoutDirection = t.layoutDirection }
      if t.userInterfaceStyle != .unspecified { merged.userInterfaceStyle = t.userInterfaceStyle }
      if t.legibilityWeight != .unspecified { merged.legibilityWeight = t.legibilityWeight }
      if t.accessibilityContrast != .unspecified { merged.accessibilityContrast = t.accessibilityContrast }
      if t.userInterfaceLevel != .unspecified { merged.userInterfaceLevel = t.userInterfaceLevel }
    }
    self.init(merged)
  }

  /// A trait collection with only the style specified.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(unspecifiedExcept: { $0.userInterfaceStyle = userInterfaceStyle }) }
  /// A trait collection with only the display scale specified.
  public convenience init(displayScale: CGFloat) { self.init(unspecifiedExcept: { $0.displayScale = displayScale }) }
  /// A trait collection with only the layout direction specified.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(unspecifiedExcept: { $0.layoutDirection = layoutDirection }) }
  /// A trait collection with only the legibility weight specified.
  public convenience init(legibilityWeight: UILegibilityWeight) { self.init(unspecifiedExcept: { $0.legibilityWeight = legibilityWeight }) }
  /// A trait collection with only the contrast specified.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(unspecifiedExcept: { $0.accessibilityContrast = accessibilityContrast })
  }
  /// A trait collection with only the level specified.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(unspecifiedExcept: { $0.userInterfaceLevel = userInterfaceLevel }) }

  /// True when colours may resolve differently: the style, contrast, level or legibility differ.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection else { return true }
    return other.userInterfaceStyle != userInterfaceStyle || other.accessibilityContrast != accessibilityContrast
      || other.userInterfaceLevel != userInterfaceLevel || other.legibilityWeight != legibilityWeight
  }

  /// Runs `actions` (these traits are the device's while a screen is made).
  open func performAsCurrent(_ actions: () throws -> Void) rethrows { try actions() }

  /// An empty trait collection: every trait unspecified.
  public override convenience init() { self.init(Values.unspecified) }

  /// The traits of the device under test while a screen is laid out.
  public static var current: UITraitCollection { UIKitHost.current.traitCollection }

  /// A trait collection with only the width class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(unspecifiedExcept: { $0.horizontalSizeClass = horizontalSizeClass }) }

  /// A trait collection with only the height class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(unspecifiedExcept: { $0.verticalSizeClass = verticalSizeClass }) }

  /// A trait collection with only the idiom specified.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(unspecifiedExcept: { $0.userInterfaceIdiom = userInterfaceIdiom }) }

  /// A trait collection with only the Dynamic Type size specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(unspecifiedExcept: { $0.preferredContentSizeCategory = preferredContentSizeCategory }) }

  /// True when every trait of `trait` that is specified has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
      && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.legibilityWeight == .unspecified || trait.legibilityWeight == legibilityWeight)
      && (trait.accessibilityContrast == .unspecified || trait.accessibilityContrast == accessibilityContrast)
      && (trait.userInterfaceLevel == .unspecified || trait.userInterfaceLevel == userInterfaceLevel)
  }

  /// `<UITraitCollection; …>` with the traits that matter for layout.
  open override var description: String {
    "<UITraitCollection; _UITraitNameUserInterfaceIdiom = \(userInterfaceIdiom); _UITraitNameDisplayScale = \(UIKitFormat.number(displayScale)); "
      + "_UITraitNameHorizontalSizeClass = \(horizontalSizeClass); _UITraitNameVerticalSizeClass = \(verticalSizeClass); "
      + "_UITraitNamePreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue); _UITraitNameLayoutDirection = \(layoutDirection)>"
  }
}

/// The weight of text.
public enum UILegibilityWeight: Int, Sendable, Hashable {
  case unspecified = -1, regular = 0, bold = 1
}

/// The contrast of the interface.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  case unspecified = -1, normal = 0, high = 1
}

/// The level of the interface (a presented sheet is elevated).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
  case unspecified = -1, base = 0, elevated = 1
}

/// Objects that have traits (views, screens).
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
  /// The traits.
  var traitCollection: UITraitCollection { get }
}
