import Foundation

/// A value key-value coding hands a property, converted as Foundation converts it: numbers
/// (`NSNumber`, `Int`, `Double`, `Bool` from an Interface Builder file's runtime attributes) to
/// the property's number type, the rest cast to the property's type.
/// - Throws: ``UIKitException`` when the value cannot be the property's (`nil` for a
///   non-optional number raises as `setNilValueForKey:` does).
public func _objcValue<T>(_ value: Any?, as type: T.Type, _ key: String) throws -> T {
  if let value = value as? T { return value }
  if let number = ObjCNumber(value) {
    switch type {
    case is CGFloat.Type: return CGFloat(number.double) as! T
    case is CGFloat?.Type: return CGFloat(number.double) as! T
    case is Double.Type: return number.double as! T
    case is Double?.Type: return number.double as! T
    case is Float.Type: return Float(number.double) as! T
    case is Float?.Type: return Float(number.double) as! T
    case is Int.Type: return Int(number.double) as! T
    case is Int?.Type: return Int(number.double) as! T
    case is Bool.Type: return (number.double != 0) as! T
    case is Bool?.Type: return (number.double != 0) as! T
    default: break
    }
  }
  if value == nil, let none = Optional<Any>.none as? T { return none }
  if value == nil {
    throw UIKitException(
      name: UIKitException.invalidArgument, reason: "[<\(key)> setNilValueForKey]: could not set nil as the value for the key \(key).",
      origin: "key-value coding of \(key)")
  }
  throw UIKitException(
    name: UIKitException.invalidArgument, reason: "the value for the key \(key) is a \(Swift.type(of: value!)), where \(type) is expected",
    origin: "key-value coding of \(key)")
}

/// A number as key-value coding receives one.
struct ObjCNumber {
  let double: Double

  init?(_ value: Any?) {
    switch value {
    case let number as NSNumber: double = number.doubleValue
    case let value as Double: double = value
    case let value as CGFloat: double = Double(value)
    case let value as Float: double = Double(value)
    case let value as Int: double = Double(value)
    case let value as Bool: double = value ? 1 : 0
    default: return nil
    }
  }
}
