import Foundation

/// How a loaded file's objects are reached by name, where Objective-C's key-value coding
/// reaches them on iOS: outlets and outlet collections set by property name, user-defined
/// runtime attributes set by key path. Each call throws Foundation's `NSUnknownKeyException`
/// ("…this class is not key value coding-compliant for the key X.") for a name the object's
/// class does not have.
@MainActor
protocol IBConnecting {
  /// Sets the outlet `name` of `object` to `destination`.
  func setOutlet(_ name: String, of object: AnyObject, to destination: AnyObject?) throws
  /// Sets the outlet collection `name` of `object` to `destinations`, in the file's order.
  func setOutletCollection(_ name: String, of object: AnyObject, to destinations: [AnyObject]) throws
  /// Sets the value at `keyPath` (`layer.cornerRadius`, `cornerRadius`) of `object`.
  func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) throws
}

/// The outlets, outlet collections and key-value properties of an app's class, by name: what
/// the Objective-C runtime knows of a class on iOS. A class that adopts it is connected by
/// name when a nib or storyboard loads it; a name it does not set is UIKit's "not key value
/// coding-compliant" exception.
@MainActor
protocol IBKeyValueSettable: AnyObject {
  /// Sets an outlet; `false` when the class has no outlet of that name.
  func setNibOutlet(_ name: String, to value: AnyObject?) -> Bool
  /// Sets an outlet collection; `false` when the class has none of that name.
  func setNibOutletCollection(_ name: String, to values: [AnyObject]) -> Bool
  /// Sets a key-value property (a runtime attribute); `false` when the class has none.
  func setNibValue(_ value: Any?, forKey key: String) -> Bool
}

/// Connects through the outlets UIKit's own classes have in Interface Builder (a collection
/// view's `dataSource` and `delegate`, a view controller's `view`…), the key paths of UIKit's
/// properties runtime attributes set (``IBUIKitKeys``), and the app's classes' own names
/// (``IBKeyValueSettable``).
struct IBConnector: IBConnecting {
  func setOutlet(_ name: String, of object: AnyObject, to destination: AnyObject?) throws {
    if let settable = object as? any IBKeyValueSettable, settable.setNibOutlet(name, to: destination) { return }
    if IBUIKitKeys.setOutlet(name, of: object, to: destination) { return }
    throw Self.undefinedKey(name, object)
  }

  func setOutletCollection(_ name: String, of object: AnyObject, to destinations: [AnyObject]) throws {
    if let settable = object as? any IBKeyValueSettable, settable.setNibOutletCollection(name, to: destinations) { return }
    if IBUIKitKeys.setOutletCollection(name, of: object, to: destinations) { return }
    throw Self.undefinedKey(name, object)
  }

  func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) throws {
    if let settable = object as? any IBKeyValueSettable, settable.setNibValue(value, forKey: keyPath) { return }
    if try IBUIKitKeys.setValue(value, forKeyPath: keyPath, of: object) { return }
    throw Self.undefinedKey(keyPath.split(separator: ".").first.map(String.init) ?? keyPath, object)
  }

  /// Foundation's exception for a key a class does not have (the address UIKit prints is left
  /// out).
  static func undefinedKey(_ key: String, _ object: AnyObject) -> UIKitException {
    let name = className(of: object)
    return UIKitException(
      name: "NSUnknownKeyException", reason: "[<\(name)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).",
      origin: "an Interface Builder file's connection or runtime attribute '\(key)' on \(name)")
  }

  /// A class's name as Objective-C prints it: UIKit's without a module, an app's with its own.
  static func className(of object: AnyObject) -> String {
    let name = String(reflecting: type(of: object))
    return name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
  }
}
