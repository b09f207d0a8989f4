import Foundation

/// A trait of a trait collection, as iOS 17's trait-change registration names it
/// (`registerForTraitChanges([UITraitUserInterfaceStyle.self]) { … }`).
public protocol UITraitDefinition {
  /// The trait's value.
  associatedtype Value
  /// The value when nothing sets it.
  static var defaultValue: Value { get }
  /// The trait's name.
  static var name: String { get }
  /// The trait's identifier.
  static var identifier: String { get }
  /// Whether colours resolve differently with the trait.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's name.
  public static var name: String { "\(Self.self)" }
  /// The type's name.
  public static var identifier: String { "\(Self.self)" }
  /// False.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait, by its definition's type.
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark style.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  public static var affectsColorAppearance: Bool { true }
}
/// The width class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
/// The height class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
/// The Dynamic Type size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let defaultValue = UIContentSizeCategory.unspecified
}
/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
  public static let defaultValue: CGFloat = 0
}
/// The idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
}
/// The legibility weight.
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static let defaultValue = UILegibilityWeight.unspecified
}
/// The contrast.
public enum UITraitAccessibilityContrast: UITraitDefinition {
  public static let defaultValue = UIAccessibilityContrast.unspecified
  public static var affectsColorAppearance: Bool { true }
}
/// The level.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  public static let defaultValue = UIUserInterfaceLevel.unspecified
  public static var affectsColorAppearance: Bool { true }
}

/// A registration for trait changes, to unregister.
public protocol UITraitChangeRegistration: Sendable {}

/// The token of a registration.
struct TraitChangeToken: UITraitChangeRegistration, Hashable {
  let number: Int
}

/// An object told when traits change. The device under test's traits never change while a
/// screen is made, so handlers are kept and never called.
@MainActor @preconcurrency
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable {
  /// Keeps `handler` for changes of `traits` (never called: the traits do not change). The
  /// handler takes the object itself (`{ (self: Self, previousTraitCollection) in … }`).
  @discardableResult
  public func registerForTraitChanges<Observer: UITraitChangeObservable>(
    _ traits: [UITrait], handler: @escaping (Observer, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    TraitChangeToken(number: traits.count)
  }

  /// Keeps a target and action for changes of `traits` (never sent).
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
    TraitChangeToken(number: traits.count)
  }

  /// Accepted.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
