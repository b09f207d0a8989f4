import Foundation

/// Sends selectors and sets keys through the classes' ``_ObjCClassTable``s: what Objective-C's
/// `objc_msgSend` and key-value coding do on iOS, for the classes whose tables exist (UIKit's
/// here, the app's as `collection-snapshot-linuxify` generates them).
///
/// Where Objective-C raises, so does this, with the texts of Foundation's exceptions and a
/// stable name (`<App.ProductCell>`) where iOS prints an address.
@MainActor
enum ObjCMessaging {
  /// The tables made so far, by class (a table is built once per class and process).
  private static var tables: [ObjectIdentifier: _ObjCClassTable] = [:]

  /// The table of an object's class, or `nil` for a class without one.
  static func table(of object: AnyObject) -> _ObjCClassTable? {
    table(ofClass: type(of: object))
  }

  /// The table of a class, or `nil` for a class without one.
  static func table(ofClass type: AnyClass) -> _ObjCClassTable? {
    let key = ObjectIdentifier(type)
    if let table = tables[key] { return table }
    guard let providing = type as? any _ObjCClassTableProviding.Type else { return nil }
    let table = providing._objcTable
    tables[key] = table
    return table
  }

  /// The method an object answers `selector` with, if any.
  static func method(_ selector: Selector, of object: AnyObject) -> _ObjCMethod? {
    table(of: object)?.methods[selector.name]
  }

  /// Whether an object answers `selector`.
  static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
    method(selector, of: object) != nil
  }

  /// Sends `selector` to `target` with up to two arguments (the method takes as many as it
  /// declares), returning what it returns.
  /// - Throws: UIKit's `NSInvalidArgumentException` "unrecognized selector sent to instance"
  ///   when the target's class has no such method, or what the method raises.
  @discardableResult
  static func send(_ selector: Selector, to target: AnyObject, _ first: Any? = nil, _ second: Any? = nil) throws -> Any? {
    guard let method = method(selector, of: target) else { throw unrecognized(selector, target) }
    return try method.call(target, first, second)
  }

  /// Sends `selector` as ``send(_:to:_:_:)`` does, raising what it throws in the current scope
  /// (``UIKitException/catching(_:)``, a screen being made or driven) instead: what the callers
  /// that cannot throw (`perform(_:)`, a timer, a notification) do.
  static func sending(_ selector: Selector?, to target: AnyObject, _ first: Any? = nil, _ second: Any? = nil) -> Any? {
    guard let selector else { return nil }
    do {
      return try send(selector, to: target, first, second)
    } catch {
      raise(error, selector, target)
      return nil
    }
  }

  /// Raises what a method threw in the current scope.
  static func raise(_ error: any Error, _ selector: Selector, _ target: AnyObject) {
    if let exception = error as? UIKitException {
      UIKitExceptionRecorder.raise(exception)
    } else {
      UIKitExceptionRecorder.raise(UIKitException(reason: "\(error)", origin: "-[\(_ObjCClassTable.name(of: type(of: target))) \(selector.name)]"))
    }
  }

  /// Objective-C's exception for a selector an object does not answer.
  static func unrecognized(_ selector: Selector, _ target: AnyObject) -> UIKitException {
    let name = _ObjCClassTable.name(of: type(of: target))
    return UIKitException(
      name: UIKitException.invalidArgument,
      reason: "-[\(name) \(selector.name)]: unrecognized selector sent to instance <\(name)>",
      origin: "a message sent to \(name), whose class has no method \(selector.name)")
  }

  /// Foundation's exception for a key an object's class has no property for.
  static func undefinedKey(_ key: String, _ object: AnyObject, setting: Bool) -> UIKitException {
    let name = _ObjCClassTable.name(of: type(of: object))
    let method = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
    return UIKitException(
      name: "NSUnknownKeyException",
      reason: "[<\(name) \(name)> \(method)]: this class is not key value coding-compliant for the key \(key).",
      origin: "key-value coding on \(name), which has no property \(key)")
  }

  /// Sends a selector the way an event's sender does (a control, a bar button, a gesture
  /// recognizer, a timer): to `target`, or along the responder chain from `sender` when
  /// `target` is `nil` (the first responder that answers takes it; none: nothing happens, as in
  /// UIKit). What the method raises (or an unrecognized selector) is raised in the current
  /// scope (``UIKitException/catching(_:)``, a screen being made or driven).
  /// - Returns: whether a method ran.
  @discardableResult
  static func sendAction(_ selector: Selector, to target: AnyObject?, from sender: Any?, event: Any? = nil) -> Bool {
    var receiver = target
    if receiver == nil {
      var responder = (sender as? UIResponder)
      while let current = responder, !responds(current, to: selector) { responder = current.next }
      receiver = responder
    }
    guard let receiver else { return false }
    do {
      try send(selector, to: receiver, sender, event)
      return true
    } catch {
      raise(error, selector, receiver)
      return false
    }
  }
}
