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

  /// Traits with every value given.
  init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat,
    userInterfaceIdiom: UIUserInterfaceIdiom, preferredContentSizeCategory: UIContentSizeCategory,
    layoutDirection: UITraitEnvironmentLayoutDirection, userInterfaceStyle: UIUserInterfaceStyle = .light
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// An empty trait collection: every trait unspecified.
  public override convenience init() {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified, userInterfaceStyle: .unspecified)
  }

  /// The traits of the device under test while a screen is laid out.
  public static var current: UITraitCollection { UIKitHost.current.traitCollection }

  /// A trait collection with only the width class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified, displayScale: 0, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified, userInterfaceStyle: .unspecified)
  }

  /// A trait collection with only the height class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, displayScale: 0, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified, userInterfaceStyle: .unspecified)
  }

  /// A trait collection with only the idiom specified.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, userInterfaceIdiom: userInterfaceIdiom,
      preferredContentSizeCategory: .unspecified, layoutDirection: .unspecified, userInterfaceStyle: .unspecified)
  }

  /// A trait collection with only the Dynamic Type size specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0, userInterfaceIdiom: .unspecified,
      preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: .unspecified, userInterfaceStyle: .unspecified)
  }

  /// True when every trait of `trait` that is specified has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// `<UITraitCollection; …>` with the traits that matter for layout.
  open override var description: String {
    "<UITraitCollection; _UITraitNameUserInterfaceIdiom = \(userInterfaceIdiom); _UITraitNameDisplayScale = \(UIKitFormat.number(displayScale)); "
      + "_UITraitNameHorizontalSizeClass = \(horizontalSizeClass); _UITraitNameVerticalSizeClass = \(verticalSizeClass); "
      + "_UITraitNamePreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue); _UITraitNameLayoutDirection = \(layoutDirection)>"
  }
}

/// Objects that have traits (views, screens).
@MainActor @preconcurrency
public protocol UITraitEnvironment: AnyObject {
  /// The traits.
  var traitCollection: UITraitCollection { get }
}
