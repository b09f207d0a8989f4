/// An edge, centre, dimension or baseline of a view or layout guide, as `NSLayoutConstraint`
/// names them.
public enum AutoLayoutAttribute: Sendable, Hashable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
  /// No attribute: the second side of a constraint to a constant.
  case notAnAttribute

  /// True for a width or a height.
  public var isDimension: Bool { self == .width || self == .height }

  /// True for the attributes along the x axis.
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
    default: false
    }
  }

  /// True for the margin attributes (an edge of the view's layout margins guide).
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins: true
    default: false
    }
  }

  /// True for leading and trailing (and their margins): they follow the reading direction.
  public var followsReadingDirection: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }

  /// The attribute without its margin: `leadingMargin` → `leading`.
  public var edge: AutoLayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }

  /// Its name as UIKit prints it in a constraint's description.
  public var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
