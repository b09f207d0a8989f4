import Foundation

/// NotificationCenter's selector-based observers, which Linux's Foundation lacks: an observer
/// added with a selector receives each matching notification posted (its method takes the
/// notification, or nothing) until `removeObserver(_:)` or until it is freed, as on iOS 9 and
/// later. The method runs on the main actor: a notification posted from another thread waits
/// for it.
extension NotificationCenter {
  /// Adds `observer`, sent `aSelector` for each notification named `aName` (any name when
  /// `nil`) posted by `anObject` (any sender when `nil`).
  public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
    let target = ObjCWeakObserver(observer as AnyObject)
    let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      target.send(aSelector, notification)
    }
    ObjCSelectorObservers.shared.add(token, for: observer as AnyObject, in: self)
  }

  /// Removes every observation of `observer`: its selector-based ones, and the block-based one
  /// whose token it is.
  public func removeObserver(_ observer: Any) {
    for token in ObjCSelectorObservers.shared.remove(observer as AnyObject, in: self) {
      removeObserver(token, name: nil, object: nil)
    }
    removeObserver(observer, name: nil, object: nil)
  }
}
