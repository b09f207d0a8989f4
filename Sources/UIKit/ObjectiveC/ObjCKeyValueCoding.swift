import Foundation

/// Key-value coding through the classes' ``_ObjCClassTable``s: `value(forKey:)`,
/// `setValue(_:forKey:)` and their key-path forms, and the user-defined runtime attributes of
/// Interface Builder files. A key the class has no property for raises Foundation's
/// `NSUnknownKeyException` ("this class is not key value coding-compliant for the key X.").
@MainActor
enum ObjCKeyValueCoding {
  /// The value of `key`, or `nil` after raising for an unknown key.
  static func value(of object: AnyObject, forKey key: String) -> Any? {
    do {
      return try valueThrowing(of: object, forKey: key)
    } catch {
      UIKitExceptionRecorder.raise(error)
      return nil
    }
  }

  /// Sets `key`, raising for an unknown key or a value of the wrong type.
  static func setValue(_ value: Any?, of object: AnyObject, forKey key: String) {
    do {
      try setValueThrowing(value, of: object, forKey: key)
    } catch {
      UIKitExceptionRecorder.raise(error)
    }
  }

  /// The value at a dotted key path.
  static func value(of object: AnyObject, forKeyPath keyPath: String) -> Any? {
    do {
      var current: Any? = object
      for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
        guard let holder = current else { return nil }
        current = try valueThrowing(of: holder as AnyObject, forKey: String(key))
      }
      return current
    } catch {
      UIKitExceptionRecorder.raise(error)
      return nil
    }
  }

  /// Sets the value at a dotted key path: the last key is set on the object the others lead
  /// to (nothing happens when one of them is `nil`, as in Foundation).
  static func setValue(_ value: Any?, of object: AnyObject, forKeyPath keyPath: String) {
    do {
      try setValueThrowing(value, of: object, forKeyPath: keyPath)
    } catch {
      UIKitExceptionRecorder.raise(error)
    }
  }

  /// Sets the value at a dotted key path.
  /// - Throws: ``UIKitException`` for an unknown key or a value of the wrong type.
  static func setValueThrowing(_ value: Any?, of object: AnyObject, forKeyPath keyPath: String) throws {
    var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = keys.removeLast()
    var holder: AnyObject = object
    for key in keys {
      guard let next = try valueThrowing(of: holder, forKey: key) else { return }
      holder = next as AnyObject
    }
    try setValueThrowing(value, of: holder, forKey: last)
  }

  /// The value of `key`.
  /// - Throws: ``UIKitException`` (`NSUnknownKeyException`) for an unknown key.
  static func valueThrowing(of object: AnyObject, forKey key: String) throws -> Any? {
    guard let property = ObjCMessaging.table(of: object)?.properties[key] else {
      throw ObjCMessaging.undefinedKey(key, object, setting: false)
    }
    return property.get(object)
  }

  /// Sets `key`.
  /// - Throws: ``UIKitException`` (`NSUnknownKeyException`) for an unknown or read-only key,
  ///   or for a value of the wrong type.
  static func setValueThrowing(_ value: Any?, of object: AnyObject, forKey key: String) throws {
    guard let setter = ObjCMessaging.table(of: object)?.properties[key]?.set else {
      throw ObjCMessaging.undefinedKey(key, object, setting: true)
    }
    try ObjCKeyValueObserving.reportingOnce(object, key) { try setter(object, value) }
  }
}

extension UIKitExceptionRecorder {
  /// Raises an error thrown by a table's entry: an exception as it is, anything else as an
  /// internal inconsistency naming it.
  static func raise(_ error: any Error) {
    raise(error as? UIKitException ?? UIKitException(reason: "\(error)", origin: "key-value coding"))
  }
}
