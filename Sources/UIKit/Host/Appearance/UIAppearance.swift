import Foundation

/// A class whose instances take the settings the app gives its appearance proxy
/// (`UILabel.appearance().textColor = .secondaryLabel`).
@MainActor @preconcurrency
public protocol UIAppearance: AnyObject {
  /// The proxy whose settings every instance takes when it enters a window.
  static func appearance() -> Self
  /// The proxy whose settings the instances inside views (or view controllers) of
  /// `containerTypes` take: the list in ascending hierarchical order, the first type the
  /// nearest container, each next one enclosing the previous.
  static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
  /// The proxy for instances whose traits contain `trait`'s (the device under test's decide).
  static func appearance(for trait: UITraitCollection) -> Self
  /// The proxy for instances with matching traits inside containers.
  static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances contain views an appearance proxy may be limited to.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {
  /// The proxy of the class: settings made on it are applied to each instance of the class (and
  /// of its subclasses) each time it enters a window, except the properties the instance was
  /// given a value of its own; views already in a window keep what they show, as in UIKit.
  public static func appearance() -> Self {
    UIKitAppearance.proxy(for: self, containers: [], traits: nil) as! Self
  }

  /// The proxy for instances inside views or view controllers of `containerTypes` (ascending
  /// hierarchical order: the nearest container first).
  public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
    UIKitAppearance.proxy(for: self, containers: containerTypes.map { $0 as AnyClass }, traits: nil) as! Self
  }

  /// The proxy for instances whose traits contain `trait`'s.
  public static func appearance(for trait: UITraitCollection) -> Self {
    UIKitAppearance.proxy(for: self, containers: [], traits: trait) as! Self
  }

  /// The proxy for instances whose traits match, inside containers.
  public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
    UIKitAppearance.proxy(for: self, containers: containerTypes.map { $0 as AnyClass }, traits: trait) as! Self
  }
}

extension UIViewController: UIAppearanceContainer {}
