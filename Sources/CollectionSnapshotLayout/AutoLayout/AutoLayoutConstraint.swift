/// A constraint of an Auto Layout problem: `first.attribute  relation  multiplier ×
/// second.attribute + constant`, at a priority (1000: required).
public struct AutoLayoutConstraint: Sendable, Hashable {
  /// What made the constraint: how UIKit names it in its console.
  public enum Kind: Sendable, Hashable {
    /// An `NSLayoutConstraint` (the app's, or one UIKit makes: a guide's, a stack's).
    case layout
    /// The pair of constraints UIKit makes for an intrinsic size (`NSContentSizeLayoutConstraint`).
    case contentSize(hugging: Double, compressionResistance: Double)
    /// A view's frame and autoresizing mask (`NSAutoresizingMaskLayoutConstraint`), with the
    /// mask as UIKit prints it (`h=--& v=--&`).
    case autoresizing(mask: String)
  }

  /// The first item (a node number).
  public var firstItem: Int
  /// Its attribute.
  public var firstAttribute: AutoLayoutAttribute
  /// How the sides compare.
  public var relation: ConstraintSolver.Relation
  /// The second item, `nil` for a constant.
  public var secondItem: Int?
  /// Its attribute.
  public var secondAttribute: AutoLayoutAttribute
  /// The multiplier.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1…1000.
  public var priority: Double
  /// Its name (`UIView-Encapsulated-Layout-Height`, `UISV-spacing`, the app's identifier).
  public var identifier: String?
  /// What made it.
  public var kind: Kind
  /// True when UIKit made it (never the app's code): while an app constraint is part of a
  /// conflict, UIKit breaks the app's.
  public var isSystem: Bool

  /// A constraint.
  public init(
    _ firstItem: Int, _ firstAttribute: AutoLayoutAttribute, _ relation: ConstraintSolver.Relation = .equal, _ secondItem: Int? = nil,
    _ secondAttribute: AutoLayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
    identifier: String? = nil, kind: Kind = .layout, isSystem: Bool = false
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.kind = kind
    self.isSystem = isSystem
  }

  /// True at priority 1000.
  public var isRequired: Bool { priority >= ConstraintSolver.requiredPriority }
}
