import Foundation

/// A layout that places items in lines, line after line, with headers and footers per section.
/// Per-section and per-item values come from the collection view's delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Which edges section insets are measured from.
  public enum SectionInsetReference: Int, Sendable, Hashable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  /// `estimatedItemSize` for self-sizing cells whose estimate UIKit works out.
  nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The axis the layout scrolls along.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The size of items the delegate does not size (50 × 50).
  open var itemSize = CGSize(width: 50, height: 50)
  /// A non-zero estimate turns self-sizing on (`automaticSize` included).
  open var estimatedItemSize: CGSize = .zero
  /// The least space between lines (10).
  open var minimumLineSpacing: CGFloat = 10
  /// The least space between items of a line (10).
  open var minimumInteritemSpacing: CGFloat = 10
  /// Insets of every section.
  open var sectionInset: UIEdgeInsets = .zero
  /// Which edges section insets are measured from.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// The size of headers (only the scroll-axis extent counts; 0: no header).
  open var headerReferenceSize: CGSize = .zero
  /// The size of footers (only the scroll-axis extent counts; 0: no footer).
  open var footerReferenceSize: CGSize = .zero
  /// Whether headers stick to the top of the visible area.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stick to the bottom of the visible area.
  open var sectionFootersPinToVisibleBounds = false

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// A flow layout decoded from an Interface Builder file: its scroll direction, item,
  /// header and footer sizes, spacings, section insets and estimated size.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if let nib = coder as? UIKitNibCoder { nib.loader.decodeFlowLayout(self, from: nib.element) }
  }

  /// Flow layouts make `UICollectionViewFlowLayoutInvalidationContext`s.
  open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

  /// A bounds change invalidates a flow layout when the size changes or headers or footers
  /// pin to the visible bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }
}

/// The per-item and per-section values of a flow layout. Every method is optional, as in UIKit:
/// a delegate that does not implement one leaves the layout's own value in force.
@MainActor @preconcurrency
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size (`itemSize` when not implemented).
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
  /// A section's insets (`sectionInset` when not implemented).
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
  /// A section's line spacing (`minimumLineSpacing` when not implemented).
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
  /// A section's item spacing (`minimumInteritemSpacing` when not implemented).
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  /// A section's header size (`headerReferenceSize` when not implemented).
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
  /// A section's footer size (`footerReferenceSize` when not implemented).
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Not implemented by the delegate: the layout's `itemSize`, as UIKit uses when the method is missing.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    FlowDelegateProbe.notImplemented()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// Not implemented by the delegate: the layout's `sectionInset`, as UIKit uses when the method is missing.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
    FlowDelegateProbe.notImplemented()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// Not implemented by the delegate: the layout's `minimumLineSpacing`, as UIKit uses when the method is missing.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// Not implemented by the delegate: the layout's `minimumInteritemSpacing`, as UIKit uses when the method is missing.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// Not implemented by the delegate: the layout's `headerReferenceSize`, as UIKit uses when the method is missing.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
    FlowDelegateProbe.notImplemented()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// Not implemented by the delegate: the layout's `footerReferenceSize`, as UIKit uses when the method is missing.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
    FlowDelegateProbe.notImplemented()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
