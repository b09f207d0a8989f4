import Foundation

/// What Objective-C's `NSObject` answers about selectors and keys, which Linux's Foundation
/// lacks, answered from the classes' ``_ObjCClassTable``s (an app class has one when
/// `collection-snapshot-linuxify` wrote its target).
extension NSObject {
  /// The class's name as Objective-C's `+description` gives it (`UICollectionViewCell`,
  /// `App.ProductCell`): apps use it as a reuse identifier (`ProductCell.description()`).
  public class func description() -> String { _ObjCClassTable.name(of: self) }

  /// The class archived in its place: the class itself (`Bundle(for: Self.classForCoder())`).
  public class func classForCoder() -> AnyClass { self }

  /// Whether the object's class has a method for `aSelector` (an `@objc` method of the app's,
  /// a UIKit method this module sends).
  @MainActor @preconcurrency
  public func responds(to aSelector: Selector?) -> Bool {
    guard let aSelector else { return false }
    return ObjCMessaging.responds(self, to: aSelector)
  }

  /// Whether instances of the class have a method for `aSelector`.
  @MainActor @preconcurrency
  public class func instancesRespond(to aSelector: Selector?) -> Bool {
    guard let aSelector else { return false }
    return ObjCMessaging.table(ofClass: self)?.methods[aSelector.name] != nil
  }

  /// Sends `aSelector` with no argument; its result, if it returns an object.
  /// An unknown selector raises "unrecognized selector sent to instance" (see
  /// ``UIKitException/catching(_:)``); the result is then `nil`.
  @MainActor @preconcurrency @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    Self.result(ObjCMessaging.sending(aSelector, to: self))
  }

  /// Sends `aSelector` with one argument.
  @MainActor @preconcurrency @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    Self.result(ObjCMessaging.sending(aSelector, to: self, object))
  }

  /// Sends `aSelector` with two arguments.
  @MainActor @preconcurrency @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
    Self.result(ObjCMessaging.sending(aSelector, to: self, object1, object2))
  }

  /// Sends `aSelector` with `anArgument` after `delay` seconds of the current run loop's
  /// virtual clock (``UIKitRunLoop``), as the main run loop would.
  @MainActor @preconcurrency
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    let name = "-[\(_ObjCClassTable.name(of: type(of: self))) \(aSelector.name)]"
    nonisolated(unsafe) let argument = anArgument
    UIKitRunLoop.current.schedule(after: delay, name: name, owner: self) { [self] in
      _ = ObjCMessaging.sending(aSelector, to: self, argument)
    }
  }

  /// Cancels the delayed messages sent to `aTarget` (``perform(_:with:afterDelay:)``).
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    UIKitRunLoop.current.cancel(owner: aTarget as AnyObject)
  }

  /// Cancels the delayed messages of one selector sent to `aTarget`.
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
    UIKitRunLoop.current.cancel(owner: aTarget as AnyObject) { $0.hasSuffix(" \(aSelector.name)]") }
  }

  /// The value of the property named `key`.
  /// - Note: a key the class has no property for raises `NSUnknownKeyException` (see
  ///   ``UIKitException/catching(_:)``); the result is then `nil`.
  @MainActor @preconcurrency
  public func value(forKey key: String) -> Any? {
    ObjCKeyValueCoding.value(of: self, forKey: key)
  }

  /// Sets the property named `key` (Objective-C's key-value coding).
  @MainActor @preconcurrency
  public func setValue(_ value: Any?, forKey key: String) {
    ObjCKeyValueCoding.setValue(value, of: self, forKey: key)
  }

  /// The value at a dotted key path (`layer.cornerRadius`).
  @MainActor @preconcurrency
  public func value(forKeyPath keyPath: String) -> Any? {
    ObjCKeyValueCoding.value(of: self, forKeyPath: keyPath)
  }

  /// Sets the value at a dotted key path (`layer.cornerRadius`): what Interface Builder's
  /// user-defined runtime attributes do.
  @MainActor @preconcurrency
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    ObjCKeyValueCoding.setValue(value, of: self, forKeyPath: keyPath)
  }

  private static func result(_ value: Any?) -> Unmanaged<AnyObject>? {
    guard let value else { return nil }
    let object = value as AnyObject
    // A class instance is handed back unretained, as Objective-C does; a value boxed here has
    // no other owner, so its box is retained (and never freed).
    return type(of: value) is AnyClass ? Unmanaged.passUnretained(object) : Unmanaged.passRetained(object)
  }
}
