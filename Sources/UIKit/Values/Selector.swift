import Foundation

/// The name of an Objective-C method, as target–action APIs take it. Linux has no Objective-C
/// runtime: `collection-snapshot-linuxify` writes `#selector(…)` as the name Objective-C gives
/// the method (`Selector("buy:")`), and the selector is sent through the target's class table
/// (``_ObjCClassTable``): controls, timers, notifications and `perform(_:)` send it.
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
