import Foundation

/// A constraint between two views' (or layout guides') anchors. Active constraints are
/// installed on their items' nearest common ancestor and solved by Auto Layout
/// (``CollectionSnapshotLayout/AutoLayoutEngine``) when the view tree is laid out or fitted:
/// activating, deactivating, or changing ``constant`` or ``priority`` makes the tree's layout
/// due again, as in UIKit.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
  /// The class's methods, outlets and key-value properties by name, for selectors and key-value
  /// coding (see ``_ObjCClassTable``); `collection-snapshot-linuxify` overrides it in an app's
  /// subclasses.
  nonisolated open class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self)) }

  /// The edge or dimension a constraint relates.
  public enum Attribute: Int, Sendable, Hashable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// How the two sides compare.
  public enum Relation: Int, Sendable, Hashable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// A layout axis.
  public enum Axis: Int, Sendable, Hashable {
    case horizontal = 0, vertical = 1
  }

  /// The first item.
  open private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item.
  open private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// The multiplier.
  public let multiplier: CGFloat
  /// The constant: changing it makes its views' layout due again.
  open var constant: CGFloat {
    didSet { if constant != oldValue { layoutChanged() } }
  }
  /// The priority. UIKit refuses to change an active constraint between required and
  /// optional (`NSInternalInconsistencyException`), and so does this.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive && (priority == .required) != (oldValue == .required) {
        UIKitExceptionRecorder.raise(
          UIKitException(
            name: UIKitException.internalInconsistency,
            reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(UIKitFormat.number(CGFloat(priority.rawValue))) and the existing priority was \(UIKitFormat.number(CGFloat(oldValue.rawValue))).",
            origin: "NSLayoutConstraint.priority"))
        priority = oldValue
        return
      }
      layoutChanged()
    }
  }
  /// A name for debugging.
  open var identifier: String?
  /// Whether the constraint is active: an active constraint is installed on its views' nearest
  /// common ancestor (``UIView/constraints``) and Auto Layout solves it.
  open var isActive: Bool {
    get { installed }
    set {
      guard newValue != installed else { return }
      installed = newValue
      activationChanged()
    }
  }
  /// Whether the constraint is installed.
  var installed = false
  /// When it was activated, among every activation: the order Auto Layout adds constraints in.
  var activationOrder = 0
  /// True for a constraint UIKit makes itself (a content configuration's view pinned to the
  /// content view): in a conflict with the app's, UIKit breaks the app's.
  var isMadeByUIKit = false

  /// A constraint from its items and attributes.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
    multiplier: CGFloat, constant c: CGFloat
  ) {
    self.firstItem = view1 as AnyObject
    self.firstAttribute = attr1
    self.relation = relation
    self.secondItem = view2.map { $0 as AnyObject }
    self.secondAttribute = attr2
    self.multiplier = multiplier
    self.constant = c
  }

  /// Activates every constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// How strongly a constraint or a view's size preference holds (1…1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The raw value.
  public let rawValue: Float
  /// A priority by value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority by value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  // UIKit's standard priorities.
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
