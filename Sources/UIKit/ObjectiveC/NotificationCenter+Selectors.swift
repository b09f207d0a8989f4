import Foundation

/// NotificationCenter's selector-based observers, which Linux's Foundation lacks: an observer
/// added with a selector receives each matching notification posted (its method takes the
/// notification, or nothing) until it is freed, as on iOS 9 and later. `removeObserver(_:)` is
/// Foundation's and does not know these observations (declaring another here would make calls
/// ambiguous in some build settings): an observer removed while it lives keeps receiving. The
/// method runs on the main actor: a notification posted from another thread waits for it.
extension NotificationCenter {
  /// Adds `observer`, sent `aSelector` for each notification named `aName` (any name when
  /// `nil`) posted by `anObject` (any sender when `nil`).
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
    let target = ObjCWeakObserver(observer as AnyObject)
    _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      target.send(aSelector, notification)
    }
  }
}
