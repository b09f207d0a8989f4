import CollectionSnapshotLayout
import Foundation

/// A view a collection view shows for a supplementary or decoration element, and the base of
/// cells. A screen made without a supplementary closure asks the app's data source for its
/// headers and footers: the views it dequeues are instances of the registered classes, made
/// with `init(frame:)` and reused per reuse identifier as UIKit reuses them.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
  /// How the view was dequeued, if it was: its reuse identifier, element kind and collection
  /// view.
  var dequeued: UIKitDequeue?
  /// The element the view shows in a headless collection view, while it shows one.
  @exclusivity(unchecked) var shownElement: UIKitShownElement?
  /// What the sizing of the view the layout measures is recording, while it is measured.
  var sizingProbe: UIKitSizingProbe?

  /// The identifier it was dequeued with; `nil` for a view made directly.
  open var reuseIdentifier: String? { dequeued?.reuseIdentifier }

  /// The traits of the collection view it was dequeued from (those of the device under test),
  /// as a view inherits its superview's.
  open override var traitCollection: UITraitCollection { dequeued?.owner?.traitCollection ?? super.traitCollection }

  /// Called before a view that showed another element is returned by a dequeue again: reset
  /// what the next configuration may not set.
  open func prepareForReuse() {}

  /// Called with the attributes the layout gave the view, before it is measured.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes a self-sizing view prefers: the proposal with its estimated axes replaced
  /// by ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
  /// the layout's axes kept (required priority). Override it, as on a device, to size a view
  /// yourself.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let probe = sizingProbe
    probe?.preferredBaseCalled = true
    let fixed = (width: probe?.widthIsFixed ?? true, height: probe?.heightIsFixed ?? false)
    let fitting = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: fixed.width ? .required : .fittingSizeLevel,
      verticalFittingPriority: fixed.height ? .required : .fittingSizeLevel)
    let answer = layoutAttributes.copy(with: nil) as? UICollectionViewLayoutAttributes ?? layoutAttributes
    answer.size = CGSize(width: fixed.width ? layoutAttributes.size.width : fitting.width, height: fixed.height ? layoutAttributes.size.height : fitting.height)
    probe?.preferredBaseSize = answer.size
    return answer
  }

  /// The size the view's content needs: its list content by UIKit's list metrics; else its
  /// tree's constraints and intrinsic sizes solved by Auto Layout, where they decide the size;
  /// else `targetSize`, and the placeholder's text is measured instead. Axes at required
  /// priority keep `targetSize`.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    UIKitViewSizing.baseFitting(self, targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority, probe: sizingProbe)
  }

  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// with both axes free.
  open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
}

/// How a view was dequeued. A class, not a struct: a cell's traits are read through it each
/// time the cell is configured, and a reference is read without copying two strings and a weak
/// reference.
final class UIKitDequeue {
  /// Its reuse identifier.
  let reuseIdentifier: String
  /// `UICollectionElementKindCell`, or the supplementary kind it was registered for (a table's
  /// cell kind, or its header-footer kind).
  let elementKind: String
  /// The collection view or table view it came from.
  weak var owner: UIScrollView?
  /// The view's class name, once the reader has asked for it.
  var className: String?

  init(reuseIdentifier: String, elementKind: String, owner: UIScrollView?) {
    self.reuseIdentifier = reuseIdentifier
    self.elementKind = elementKind
    self.owner = owner
  }
}

/// What measuring a view found: which of the view's sizing methods ran as the base class has
/// them (an override that does not call `super` leaves its flag unset), and the rule the base
/// class's content sizing used.
@MainActor
final class UIKitSizingProbe {
  /// Whether the layout fixes the width (a list row).
  let widthIsFixed: Bool
  /// Whether the layout fixes the height.
  let heightIsFixed: Bool
  var preferredBaseCalled = false
  var preferredBaseSize: CGSize?
  var systemBaseCalled = false
  var systemBaseSize: CGSize?
  /// The content rule the base sizing used.
  var rule: UIKitViewSizing.Rule = .placeholder

  init(widthIsFixed: Bool, heightIsFixed: Bool) {
    self.widthIsFixed = widthIsFixed
    self.heightIsFixed = heightIsFixed
  }
}
