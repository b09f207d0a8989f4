import Foundation

/// A key-value coding compliant property of a class's ``_ObjCClassTable``: its getter and, when
/// it is settable, its setter (a value of the wrong type raises, as `setValue(_:forKey:)` does).
public struct _ObjCProperty {
  /// Reads the property of an instance.
  public let get: @MainActor (AnyObject) -> Any?
  /// Sets the property of an instance; `nil` for a read-only property.
  public let set: (@MainActor (AnyObject, Any?) throws -> Void)?

  /// A property with its getter and setter.
  public init(get: @escaping @MainActor (AnyObject) -> Any?, set: (@MainActor (AnyObject, Any?) throws -> Void)?) {
    self.get = get
    self.set = set
  }
}
