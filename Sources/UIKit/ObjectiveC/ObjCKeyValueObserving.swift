import Foundation

/// What an observation reports: the new value, the old one, a first report at once.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The observer is told once at once, with the current value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// A report before each change too (not sent here: changes are seen after they happen).
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of a change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The kind of change (an `NSKeyValueChange` raw value).
  public static let kindKey = NSKeyValueChangeKey("kind")
  /// The new value.
  public static let newKey = NSKeyValueChangeKey("new")
  /// The old value.
  public static let oldKey = NSKeyValueChangeKey("old")
  /// The indexes of a collection's change.
  public static let indexesKey = NSKeyValueChangeKey("indexes")
  /// Whether the report comes before the change.
  public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The kind of a change.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// An object told of changes by `addObserver(_:forKeyPath:options:context:)`: UIKit's
/// responders, layers and gesture recognizers are (their `observeValue` raises, as `NSObject`'s
/// does, until a subclass overrides it); an app's `NSObject` subclass that overrides it is made
/// one by `collection-snapshot-linuxify`.
@MainActor @preconcurrency
public protocol _ObjCKeyValueObserver: AnyObject {
  /// Told of a change of `keyPath` of `object`.
  func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// What `NSObject`'s `observeValue(forKeyPath:of:change:context:)` does: raises, since an
/// observer should handle the changes it asked for (an app class's `super.observeValue(…)` in the
/// copy `collection-snapshot-linuxify` writes, where `NSObject` cannot have the method).
@MainActor @preconcurrency
public func _objcObserveValueNotHandled(
  _ observer: AnyObject, forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
) {
  ObjCKeyValueObserving.notHandled(observer, keyPath: keyPath, object: object)
}

extension NSObject {
  /// Tells `observer` of each change of the value at `keyPath` (a key of this object's), through
  /// its `observeValue(forKeyPath:of:change:context:)`: what the app sets through key-value coding,
  /// and the UIKit properties this module reports (see ``ObjCKeyValueObserving``). Observations
  /// are kept and told on the main actor.
  public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let (object, observer, context) = (self, observer, context)
    MainActorBridge.run { ObjCKeyValueObserving.add(observer: observer, to: object, keyPath: keyPath, options: options, context: context) }
  }

  /// Stops telling `observer` of `keyPath` for `context`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
    nonisolated(unsafe) let (object, observer, context) = (self, observer, context)
    MainActorBridge.run { ObjCKeyValueObserving.remove(observer: observer, from: object, keyPath: keyPath, context: context, anyContext: false) }
  }

  /// Stops telling `observer` of `keyPath` (the most recent registration).
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    nonisolated(unsafe) let (object, observer) = (self, observer)
    MainActorBridge.run { ObjCKeyValueObserving.remove(observer: observer, from: object, keyPath: keyPath, context: nil, anyContext: true) }
  }

  /// Says the value of `key` changed, to its observers: what an app's setter calls after
  /// `willChangeValue(forKey:)`.
  public func didChangeValue(forKey key: String) {
    nonisolated(unsafe) let object = self
    MainActorBridge.run {
      (object as? UIView)?.appearanceKeySet(key)
      (object as? UIBarItem)?.appearanceKeySet(key)
      ObjCKeyValueObserving.didChange(object, key)
    }
  }

  /// Says the value of `key` is about to change (nothing is sent before a change here).
  public func willChangeValue(forKey key: String) {}
}

/// An observation made with `observe(_:options:changeHandler:)`: it lasts until invalidated or
/// freed.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  // Unchecked: touched on the main actor only.
  private let token: Int

  init(token: Int) { self.token = token }

  /// Ends the observation.
  public func invalidate() {
    let token = token
    MainActorBridge.run { ObjCKeyValueObserving.remove(token: token) }
  }

  deinit {
    let token = token
    MainActorBridge.run { ObjCKeyValueObserving.remove(token: token) }
  }
}

/// A change a key-path observation reports.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change (`.setting`).
  public let kind: NSKeyValueChange
  /// The new value, when `.new` was asked for.
  public let newValue: Value?
  /// The old value, when `.old` was asked for.
  public let oldValue: Value?
  /// The indexes changed (none: properties only).
  public let indexes: IndexSet?
  /// Whether the report comes before the change (never here).
  public let isPrior: Bool
}

/// Swift's key-path observation of objects, as Foundation gives it on iOS.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
  /// Calls `changeHandler` each time the value at `keyPath` changes (what the app sets through
  /// key-value coding or `didChangeValue(forKey:)`, and the UIKit properties this module reports),
  /// with the values `options` asks for; `.initial` calls it at once.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    nonisolated(unsafe) let (object, keyPath, changeHandler) = (self, keyPath, changeHandler)
    let token = MainActorBridge.run { ObjCKeyValueObserving.observe(object, keyPath, options, changeHandler) }
    return NSKeyValueObservation(token: token)
  }
}

extension ObjCKeyValueObserving {
  /// Registers a key-path observation (``_KeyValueCodingAndObserving/observe(_:options:changeHandler:)``).
  static func observe<Object: NSObject, Value>(
    _ object: Object, _ keyPath: KeyPath<Object, Value>, _ options: NSKeyValueObservingOptions, _ changeHandler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void
  ) -> Int {
    var last = object[keyPath: keyPath]
    let token = addKeyPath(on: object) { [weak object] in
      guard let object else { return }
      let value = object[keyPath: keyPath]
      guard ObjCKeyValueObserving.differ(last, value) else { return }
      let old = last
      last = value
      changeHandler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
    }
    if options.contains(.initial) {
      changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil, isPrior: false))
    }
    return token
  }
}

/// The observations of objects, and the changes reported to them. A change is seen when it is
/// made through key-value coding (`setValue(_:forKey:)`, a nib's runtime attribute), when app
/// code says so (`didChangeValue(forKey:)`, which the copy `collection-snapshot-linuxify` writes
/// of an `@objc dynamic` property calls), or when one of the UIKit properties apps observe
/// changes: a view's `frame`, `bounds`, `center`, `isHidden` and `alpha`; a scroll view's
/// `contentOffset`, `contentSize` and `contentInset`; a label's `text` and `font`; a control's
/// and a cell's `isSelected`, `isHighlighted` and `isEnabled`; a view controller's `title` and
/// `preferredContentSize`; a split view controller's `displayMode`. Other properties change
/// silently, and Foundation's objects (`Progress`) are not observed here.
@MainActor
public enum ObjCKeyValueObserving {
  private struct Registration {
    let token: Int
    let object: ObjectIdentifier
    let keyPath: String?
    weak var observer: AnyObject?
    let options: NSKeyValueObservingOptions
    nonisolated(unsafe) let context: UnsafeMutableRawPointer?
    /// A key-path observation's check.
    let check: (() -> Void)?
    /// The last value reported to a string observation (for `.old`).
    var last: Any?
  }

  private static var registrations: [Registration] = []
  private static var nextToken = 0
  /// Whether anything is observed (the setters' fast path).
  static var isActive: Bool { !registrations.isEmpty }

  static func add(observer: NSObject, to object: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
    nextToken += 1
    let current = ObjCKeyValueCoding.quietValue(of: object, forKeyPath: keyPath)
    registrations.append(
      Registration(
        token: nextToken, object: ObjectIdentifier(object), keyPath: keyPath, observer: observer, options: options, context: context, check: nil,
        last: current))
    if options.contains(.initial) {
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
      if options.contains(.new) { change[.newKey] = current ?? NSNull() }
      send(to: observer, keyPath: keyPath, object: object, change: change, context: context)
    }
  }

  static func addKeyPath(on object: NSObject, check: @escaping () -> Void) -> Int {
    nextToken += 1
    registrations.append(Registration(token: nextToken, object: ObjectIdentifier(object), keyPath: nil, observer: nil, options: [], context: nil, check: check))
    return nextToken
  }

  static func remove(observer: NSObject, from object: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) {
    let target = ObjectIdentifier(object)
    guard
      let index = registrations.lastIndex(where: {
        $0.object == target && $0.keyPath == keyPath && $0.observer === observer && (anyContext || $0.context == context)
      })
    else {
      // Foundation raises for an observer that is not registered.
      UIKitExceptionRecorder.raise(
        UIKitException(
          name: "NSRangeException",
          reason:
            "Cannot remove an observer <\(_ObjCClassTable.name(of: type(of: observer)))> for the key path \"\(keyPath)\" from <\(_ObjCClassTable.name(of: type(of: object)))> because it is not registered as an observer.",
          origin: "key-value observing"))
      return
    }
    registrations.remove(at: index)
  }

  static func remove(token: Int) { registrations.removeAll { $0.token == token } }

  private struct Quiet: Hashable {
    let object: ObjectIdentifier
    let key: String
  }
  /// Changes reported once by their caller (a key-value coding setter, whose property's own
  /// setter may report too).
  private static var quiet: Set<Quiet> = []

  /// Runs `body` (which sets `key` of `object`), then reports the change once.
  static func reportingOnce(_ object: AnyObject, _ key: String, _ body: () throws -> Void) rethrows {
    let entry = Quiet(object: ObjectIdentifier(object), key: key)
    guard quiet.insert(entry).inserted else { return try body() }
    do {
      try body()
    } catch {
      quiet.remove(entry)
      throw error
    }
    quiet.remove(entry)
    didChange(object, key)
  }

  /// Reports a change of `key` of `object` to its observers: string observations of that key
  /// (a dotted key path starting with it included), and every key-path observation of the
  /// object, which reports when its value differs from the last it saw.
  public static func didChange(_ object: AnyObject, _ key: String) {
    guard isActive else { return }
    let target = ObjectIdentifier(object)
    guard !quiet.contains(Quiet(object: target, key: key)) else { return }
    let matching = registrations.indices.filter { registrations[$0].object == target }
    for index in matching where index < registrations.count {
      let registration = registrations[index]
      if let check = registration.check {
        check()
        continue
      }
      guard let keyPath = registration.keyPath, keyPath == key || keyPath.hasPrefix(key + "."), let observer = registration.observer else { continue }
      let value = ObjCKeyValueCoding.quietValue(of: object, forKeyPath: keyPath)
      var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
      if registration.options.contains(.new) { change[.newKey] = value ?? NSNull() }
      if registration.options.contains(.old) { change[.oldKey] = registration.last ?? NSNull() }
      registrations[index].last = value
      send(to: observer, keyPath: keyPath, object: object, change: change, context: registration.context)
    }
  }

  private static func send(to observer: AnyObject, keyPath: String, object: AnyObject, change: [NSKeyValueChangeKey: Any], context: UnsafeMutableRawPointer?) {
    if let observing = observer as? any _ObjCKeyValueObserver {
      observing.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    } else {
      notHandled(observer, keyPath: keyPath, object: object)
    }
  }

  static func notHandled(_ observer: AnyObject, keyPath: String?, object: Any?) {
    UIKitExceptionRecorder.raise(
      UIKitException(
        reason:
          "<\(_ObjCClassTable.name(of: type(of: observer)))>: An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.\nKey path: \(keyPath ?? "")\nObserved object: <\(object.map { _ObjCClassTable.name(of: type(of: $0 as AnyObject)) } ?? "nil")>",
        origin: "key-value observing"))
  }

  /// Whether two values differ: by equality when they can be compared, else by description.
  static func differ<Value>(_ old: Value, _ new: Value) -> Bool {
    if let old = old as? AnyHashable, let new = new as? AnyHashable { return old != new }
    return String(reflecting: old) != String(reflecting: new)
  }
}

extension ObjCKeyValueCoding {
  /// The value at a key path, without raising for a key the class does not have (an
  /// observation of such a key reports `nil`).
  static func quietValue(of object: AnyObject, forKeyPath keyPath: String) -> Any? {
    var current: Any? = object
    for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      guard let holder = current, let value = try? valueThrowing(of: holder as AnyObject, forKey: String(key)) else { return nil }
      current = value
    }
    return current
  }
}
