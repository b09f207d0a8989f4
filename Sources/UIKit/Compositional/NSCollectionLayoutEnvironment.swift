import Foundation

/// The size a section's or group's content is laid out in.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The size less the insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in force.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider (or a custom group's provider) is told: its container and the traits
/// of the device under test.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container.
  var container: any NSCollectionLayoutContainer { get }
  /// The device's traits.
  var traitCollection: UITraitCollection { get }
}

/// An item the visible-items handler of an orthogonal section may change. The handler is
/// accepted but not run (see ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``).
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

/// A container and the traits of the device under test.
@MainActor @preconcurrency
final class LayoutEnvironmentValue: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  /// Where the section asked for sits, as UIKit's private environment knows it: a list section
  /// reads it (the last section of a grouped list keeps 20 pt below itself).
  var sectionIndex = 0
  /// The number of sections.
  var sectionCount = 1

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}
