import Foundation

/// A class whose instances answer selectors, outlets and keys through its ``_ObjCClassTable``:
/// UIKit's responders (views, view controllers, the application), gesture recognizers, bar
/// items, layouts and layers here, and the app classes `collection-snapshot-linuxify` finds at
/// the root of a hierarchy (an `NSObject` subclass: Foundation's `NSObject` cannot gain the
/// member on Linux). A subclass overrides `_objcTable`, adding its entries to `super`'s.
public protocol _ObjCClassTableProviding: AnyObject {
  /// The class's table (generated).
  static var _objcTable: _ObjCClassTable { get }
}

extension UIResponder: _ObjCClassTableProviding {}
extension UIGestureRecognizer: _ObjCClassTableProviding {}
extension UIBarItem: _ObjCClassTableProviding {}
extension UICollectionViewLayout: _ObjCClassTableProviding {}
extension UICollectionViewLayoutAttributes: _ObjCClassTableProviding {}
extension CALayer: _ObjCClassTableProviding {}
extension NSLayoutConstraint: _ObjCClassTableProviding {}
extension UIPresentationController: _ObjCClassTableProviding {}
