import Foundation

/// What Objective-C's runtime knows of a class and Linux cannot: its methods by selector, its
/// outlets and its key-value properties. `collection-snapshot-linuxify` writes one per class of
/// an app's target (the class's `_objcTable`), made of its superclass's and its own entries
/// (its own win, as an override does); UIKit's classes here have theirs. Target–action,
/// NotificationCenter, timers, `perform(_:…)`, `responds(to:)`, key-value coding and the
/// loading of nibs send and set through it.
///
/// Generated code makes these tables; an app's own code never needs to.
public struct _ObjCClassTable {
  /// The class's name as Objective-C prints it (`App.ProductCell`; UIKit's own without module).
  public let className: String
  /// Methods by selector (`buy:`, `tap:forEvent:`), the superclass's included.
  public private(set) var methods: [String: _ObjCMethod]
  /// Outlets by name: each sets the property from an object (or `nil`).
  public private(set) var outlets: [String: @MainActor (AnyObject, AnyObject?) throws -> Void]
  /// Outlet collections by name: each sets the property from an array of objects.
  public private(set) var outletCollections: [String: @MainActor (AnyObject, [AnyObject]) throws -> Void]
  /// Key-value coding compliant properties by key.
  public private(set) var properties: [String: _ObjCProperty]

  /// A class's table: its superclass's (if any) with these entries added or overriding.
  public init(
    _ className: String, superclass: _ObjCClassTable? = nil, methods: [String: _ObjCMethod] = [:],
    outlets: [String: @MainActor (AnyObject, AnyObject?) throws -> Void] = [:],
    outletCollections: [String: @MainActor (AnyObject, [AnyObject]) throws -> Void] = [:],
    properties: [String: _ObjCProperty] = [:]
  ) {
    self.className = className
    self.methods = superclass?.methods ?? [:]
    self.outlets = superclass?.outlets ?? [:]
    self.outletCollections = superclass?.outletCollections ?? [:]
    self.properties = superclass?.properties ?? [:]
    self.methods.merge(methods) { _, own in own }
    self.outlets.merge(outlets) { _, own in own }
    self.outletCollections.merge(outletCollections) { _, own in own }
    self.properties.merge(properties) { _, own in own }
  }

  /// The class's name as Objective-C prints it: `String(reflecting:)` without this module's
  /// prefix (`UIButton`, `App.ProductCell`).
  public static func name(of type: Any.Type) -> String {
    let name = String(reflecting: type)
    // UIKit's and Foundation's classes have no module in their Objective-C names.
    for module in ["UIKit.", "Foundation."] where name.hasPrefix(module) { return String(name.dropFirst(module.count)) }
    return name
  }
}
