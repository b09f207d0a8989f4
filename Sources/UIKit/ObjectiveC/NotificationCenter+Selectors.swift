import Foundation

/// NotificationCenter's selector-based observers, which Linux's Foundation lacks: an observer
/// added with a selector receives each matching notification posted (its method takes the
/// notification, or nothing) until it is removed or freed, as on iOS 9 and later. The method
/// runs on the main actor: a notification posted from another thread waits for it.
extension NotificationCenter {
  /// Adds `observer`, sent `aSelector` for each notification named `aName` (any name when
  /// `nil`) posted by `anObject` (any sender when `nil`).
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
    let target = ObjCWeakObserver(observer as AnyObject)
    let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      target.send(aSelector, notification)
    }
    ObjCSelectorObservations.shared.add(token, center: self, observer: observer as AnyObject, name: aName, object: anObject)
  }

  /// Removes every observation of `observer`: those added with a selector, and — for a token
  /// `addObserver(forName:object:queue:using:)` returned — Foundation's own.
  ///
  /// Foundation's `removeObserver(_:)` takes `Any`; this one, taking an object, is the one a
  /// call with an object (`self`, a token) chooses, without ambiguity.
  public func removeObserver(_ observer: AnyObject) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes the observations of `observer` for notifications named `aName` (every name when
  /// `nil`) from `anObject` (every sender when `nil`), as UIKit's does.
  public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
    for token in ObjCSelectorObservations.shared.remove(center: self, observer: observer, name: aName, object: anObject) {
      removeObserver(token as Any)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }
}

/// The selector-based observations added (their tokens, by center and observer), so that
/// `removeObserver` ends them.
final class ObjCSelectorObservations: Sendable {
  static let shared = ObjCSelectorObservations()

  private struct Entry: @unchecked Sendable {
    // Unchecked: `token` is Foundation's observation object, used only to remove it.
    let center: ObjectIdentifier
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    let object: ObjectIdentifier?
    let token: any NSObjectProtocol
  }

  private let entries = UIKitLocked<[Entry]>([])

  /// Records an observation.
  func add(_ token: any NSObjectProtocol, center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?) {
    let entry = Entry(center: ObjectIdentifier(center), observer: observer, name: name, object: object.map { ObjectIdentifier($0 as AnyObject) }, token: token)
    entries.withLock { list in
      // Observations of freed observers go when the list is next changed.
      list.removeAll { $0.observer == nil }
      list.append(entry)
    }
  }

  /// Takes out the observations that match, returning their tokens.
  func remove(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?) -> [any NSObjectProtocol] {
    let centerID = ObjectIdentifier(center)
    let objectID = object.map { ObjectIdentifier($0 as AnyObject) }
    nonisolated(unsafe) let target = observer
    let removed: [Entry] = entries.withLock { list in
      let matches: (Entry) -> Bool = { entry in
        entry.center == centerID && entry.observer === target && (name == nil || entry.name == name) && (objectID == nil || entry.object == objectID)
      }
      let taken = list.filter(matches)
      list.removeAll { matches($0) || $0.observer == nil }
      return taken
    }
    return removed.map(\.token)
  }
}
