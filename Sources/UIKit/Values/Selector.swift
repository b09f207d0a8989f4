import Foundation

/// The name of an Objective-C method, as target–action APIs take it. Linux has no Objective-C
/// runtime: `#selector(…)` and `@objc` do not compile there, so a selector is only its name,
/// and nothing is ever sent to a target. APIs that take one (`addTarget(_:action:for:)`,
/// `UIBarButtonItem(title:style:target:action:)`) keep it, so calls written with `nil` or a
/// name compile; closures (`UIAction`) are the way to run code.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's name, e.g. `refresh:`.
  public let name: String

  /// A selector by name.
  public init(_ name: String) { self.name = name }

  /// A selector by name, from a string literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The name.
  public var description: String { name }
}
