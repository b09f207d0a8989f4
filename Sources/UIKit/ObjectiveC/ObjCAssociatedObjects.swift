import Foundation

/// How `objc_setAssociatedObject` holds a value, as Objective-C's runtime names it.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A reference not retained (held weakly here: a freed value reads as `nil`).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// Retained.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// Copied (`NSCopying`), else retained.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// Retained, atomically.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// Copied, atomically.
  case OBJC_ASSOCIATION_COPY = 771
}

/// The value associated with `object` for `key` (the address of a static, as apps write it:
/// `objc_getAssociatedObject(self, &AssociatedKeys.name)`), or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  ObjCAssociations.shared.value(object as AnyObject, key)
}

/// Associates `value` with `object` for `key`, held by `policy`; `nil` removes it. The values
/// live as long as the object (they are dropped once it is freed).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
  ObjCAssociations.shared.set(object as AnyObject, key, value, policy)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  ObjCAssociations.shared.removeAll(object as AnyObject)
}

/// The associated values of the process, by object: each entry holds its object weakly, so an
/// entry whose object was freed is dropped (and never mistaken for a new object at the same
/// address).
final class ObjCAssociations: @unchecked Sendable {
  private struct Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Held] = [:]
  }

  /// A value as its policy holds it.
  private enum Held {
    case strong(Any)
    case weak(WeakBox)

    var value: Any? {
      switch self {
      case .strong(let value): return value
      case .weak(let box): return box.object
      }
    }
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var writes = 0

  static let shared = ObjCAssociations()

  func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
      return entry.values[key]?.value
    }
  }

  func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    var held: Held?
    if let value {
      switch policy {
      case .OBJC_ASSOCIATION_ASSIGN: held = .weak(WeakBox(value as AnyObject))
      case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC: held = .strong((value as? any NSCopying)?.copy(with: nil) ?? value)
      case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC: held = .strong(value)
      }
    }
    lock.withLock {
      let id = ObjectIdentifier(object)
      if entries[id]?.object !== object { entries[id] = Entry(object: object) }
      entries[id]!.values[key] = held
      writes += 1
      // Now and then, the entries of freed objects go.
      if writes % 256 == 0 { entries = entries.filter { $0.value.object != nil } }
    }
  }

  func removeAll(_ object: AnyObject) {
    lock.withLock { _ = entries.removeValue(forKey: ObjectIdentifier(object)) }
  }
}
