import Foundation

/// An edge, centre or dimension of a view or layout guide, from which constraints are made
/// (kept, never solved; see ``NSLayoutConstraint``).
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or guide.
  weak var item: AnyObject?
  /// What the anchor is.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// This anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: 0) }
  /// This anchor at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: 0)
  }
  /// This anchor at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: anchor, constant: 0) }
  /// This anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: c) }
  /// This anchor at least `anchor` plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: c)
  }
  /// This anchor at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

/// A horizontal anchor: leading, trailing, left, right, centre x. System spacing is 8 points
/// times the multiplier (UIKit's standard space between siblings).
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// System spacing after `anchor`.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: 8 * multiplier)
  }
  /// At least system spacing after `anchor`.
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: 8 * multiplier)
  }
  /// At most system spacing after `anchor`.
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: 8 * multiplier)
  }
}

/// A vertical anchor: top, bottom, centre y, baselines.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// System spacing below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: 8 * multiplier)
  }
  /// At least system spacing below `anchor`.
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: 8 * multiplier)
  }
  /// At most system spacing below `anchor`.
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: 8 * multiplier)
  }
}

/// A width or height anchor.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// This dimension equal to `c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
  /// This dimension at least `c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: nil, constant: c) }
  /// This dimension at most `c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }
  /// This dimension equal to `anchor` times `m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: anchor, multiplier: m, constant: 0) }
  /// This dimension at least `anchor` times `m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
  }
  /// This dimension at most `anchor` times `m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
  }
  /// This dimension equal to `anchor` times `m` plus `c`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m, constant: c)
  }
  /// This dimension at least `anchor` times `m` plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
  /// This dimension at most `anchor` times `m` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}

/// The anchors of a view or a layout guide.
@MainActor
protocol LayoutAnchoring: AnyObject {}

extension LayoutAnchoring {
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: attribute) }
  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: attribute) }
  func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension { NSLayoutDimension(item: self, attribute: attribute) }
}
