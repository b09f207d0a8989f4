import Foundation

/// The smallest part of a compositional layout: a cell's size, insets and spacing.
///
/// Items are copied when they go into a group (`NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`
/// and its kin keep copies, as UIKit's do), so changing an item after the group is made does not
/// change the group. A copy shares the item's supplementary items.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The item's size in its group.
  public internal(set) var layoutSize: NSCollectionLayoutSize
  /// Insets applied to the item's frame after it is placed (not on estimated axes).
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space outside the item along its group's axis.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Views attached to the item (badges).
  public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
  var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// What UIKit raised when the item was made, if anything.
  var pendingException: UIKitException?

  /// An item of the given size, with views attached to it.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = supplementaryItems
  }

  /// An item of the given size.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = []
  }

  /// A new item with the same size, insets and spacing, sharing the supplementary items (a new
  /// object of the same class, for every kind of item).
  open func copy(with zone: NSZone? = nil) -> Any { duplicate() }

  /// The copy, typed.
  func duplicate() -> NSCollectionLayoutItem {
    let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: storedSupplementaryItems)
    copy.copyItemProperties(from: self)
    return copy
  }

  /// Copies what every kind of item has.
  func copyItemProperties(from other: NSCollectionLayoutItem) {
    contentInsets = other.contentInsets
    edgeSpacing = other.edgeSpacing
    pendingException = other.pendingException
  }

  /// `<NSCollectionLayoutItem size={…}>` (the size only on the main actor, where items live).
  open override var description: String {
    guard Thread.isMainThread else { return "<\(type(of: self))>" }
    return MainActor.assumeIsolated { "<\(type(of: self)) size=\(layoutSize)>" }
  }
}
