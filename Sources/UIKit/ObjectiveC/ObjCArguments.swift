import Foundation

/// An argument of a selector's method as the method declares it: what Objective-C passes (a
/// sender, an event, a notification, a timer), cast to the parameter's type. `nil` reaches an
/// optional parameter as `nil` and an `Any` parameter as an empty optional, as Swift bridges
/// Objective-C's `nil`.
/// - Throws: ``UIKitException`` when the argument is of another type (Objective-C would hand it
///   over anyway, and the method would misuse it).
public func _objcArgument<T>(_ value: Any?, as type: T.Type, _ selector: String) throws -> T {
  if let value = value as? T { return value }
  if T.self == Any.self { return value as Any as! T }
  if value == nil, let none = Optional<Any>.none as? T { return none }
  throw UIKitException(
    name: UIKitException.invalidArgument,
    reason: "\(selector) takes \(type) and was sent \(value.map { "a \(Swift.type(of: $0))" } ?? "nil")",
    origin: "the argument of \(selector)")
}

/// An outlet's value as its property declares it (an implicitly unwrapped optional, an
/// optional or a plain type).
/// - Throws: ``UIKitException`` when the object is of another type, as a nib's wrong outlet
///   class would break the app.
public func _objcOutlet<T>(_ value: AnyObject?, as type: T.Type, _ name: String) throws -> T {
  try _objcArgument(value, as: type, "the outlet \(name)")
}

/// An outlet collection's value as its property declares it (`[UIButton]!`, `[UILabel]`).
public func _objcOutletCollection<T>(_ values: [AnyObject], as type: T.Type, _ name: String) throws -> T {
  try _objcArgument(values, as: type, "the outlet collection \(name)")
}

/// What a method sent by selector returned, as `perform(_:)` hands it back: `nil` for `Void`.
public func _objcResult<T>(_ value: T) -> Any? {
  T.self == Void.self ? nil : value
}
