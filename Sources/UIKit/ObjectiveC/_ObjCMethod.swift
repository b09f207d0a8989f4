import Foundation

/// A method of a class's ``_ObjCClassTable``: how many object arguments it takes (0, 1 or 2,
/// as target–action passes sender and event) and a call of it on an instance.
public struct _ObjCMethod {
  /// The number of arguments the method takes.
  public let arguments: Int
  /// Calls the method on an instance of the class with the first ``arguments`` of the two
  /// arguments, returning what it returns (`nil` for `Void`).
  public let call: @MainActor (AnyObject, Any?, Any?) throws -> Any?

  /// A method taking `arguments` arguments.
  public init(_ arguments: Int, _ call: @escaping @MainActor (AnyObject, Any?, Any?) throws -> Any?) {
    self.arguments = arguments
    self.call = call
  }
}
