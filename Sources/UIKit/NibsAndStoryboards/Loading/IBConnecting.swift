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

/// Connects through the classes' Objective-C tables (``_ObjCClassTable``: the app's, which its
/// Linux copy carries, and UIKit's), and the outlets UIKit's own classes have in Interface
/// Builder (``IBUIKitKeys``: a collection view's `dataSource` and `delegate`, a view
/// controller's `view`…).
struct IBConnector: IBConnecting {
  func setOutlet(_ name: String, of object: AnyObject, to destination: AnyObject?) throws {
    if let setter = ObjCMessaging.table(of: object)?.outlets[name] { return try setter(object, destination) }
    if IBUIKitKeys.setOutlet(name, of: object, to: destination) { return }
    throw ObjCMessaging.undefinedKey(name, object, setting: true)
  }

  func setOutletCollection(_ name: String, of object: AnyObject, to destinations: [AnyObject]) throws {
    if let setter = ObjCMessaging.table(of: object)?.outletCollections[name] { return try setter(object, destinations) }
    if IBUIKitKeys.setOutletCollection(name, of: object, to: destinations) { return }
    throw ObjCMessaging.undefinedKey(name, object, setting: true)
  }

  func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) throws {
    try ObjCKeyValueCoding.setValueThrowing(value, of: object, forKeyPath: keyPath)
  }

  /// A class's name as Objective-C prints it: UIKit's without a module, an app's with its own.
  static func className(of object: AnyObject) -> String {
    _ObjCClassTable.name(of: type(of: object))
  }
}
