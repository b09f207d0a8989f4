import CollectionSnapshotLayout

/// UIKit's enumerations and the engine's twins with the same case names, paired by name once:
/// one mapping for both directions, and a test that every case has its twin.
enum CaseNames {
  /// Each case of `A` with the case of `B` of the same name.
  static func pairs<A: CaseIterable & Hashable, B: RawRepresentable & Hashable>(_: A.Type, _: B.Type) -> [A: B] where B.RawValue == String {
    Dictionary(uniqueKeysWithValues: A.allCases.compactMap { a in B(rawValue: "\(a)").map { (a, $0) } })
  }

  static let contentInsetsReference = pairs(UIContentInsetsReference.self, ContentInsetsReference.self)
  static let orthogonal = pairs(UICollectionLayoutSectionOrthogonalScrollingBehavior.self, OrthogonalScrollingBehavior.self)
  static let alignment = pairs(NSRectAlignment.self, RectAlignment.self)
  static let alignmentBack = Dictionary(uniqueKeysWithValues: alignment.map { ($1, $0) })
  static let contentInsetsReferenceBack = Dictionary(uniqueKeysWithValues: contentInsetsReference.map { ($1, $0) })
  static let appearance = pairs(UICollectionLayoutListConfiguration.Appearance.self, ListConfiguration.Appearance.self)
  static let headerMode = pairs(UICollectionLayoutListConfiguration.HeaderMode.self, ListConfiguration.SupplementaryMode.self)
  static let footerMode = pairs(UICollectionLayoutListConfiguration.FooterMode.self, ListConfiguration.SupplementaryMode.self)
  static let sizeClassBack = Dictionary(uniqueKeysWithValues: pairs(UIUserInterfaceSizeClass.self, UserInterfaceSizeClass.self).map { ($1, $0) })
  static let idiomBack = Dictionary(uniqueKeysWithValues: pairs(UIUserInterfaceIdiom.self, UserInterfaceIdiom.self).map { ($1, $0) })
  static let adjustment = pairs(UIScrollView.ContentInsetAdjustmentBehavior.self, ContentInsetAdjustmentBehavior.self)
  static let adjustmentBack = Dictionary(uniqueKeysWithValues: adjustment.map { ($1, $0) })

  static func engine(_ r: UIContentInsetsReference) -> ContentInsetsReference { contentInsetsReference[r]! }
  static func engine(_ b: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalScrollingBehavior { orthogonal[b]! }
  /// `nil` for `.none`, which has no twin.
  static func engine(_ a: NSRectAlignment) -> RectAlignment? { alignment[a] }
  static func engine(_ a: UICollectionLayoutListConfiguration.Appearance) -> ListConfiguration.Appearance { appearance[a]! }
  static func engine(_ m: UICollectionLayoutListConfiguration.HeaderMode) -> ListConfiguration.SupplementaryMode { headerMode[m]! }
  static func engine(_ m: UICollectionLayoutListConfiguration.FooterMode) -> ListConfiguration.SupplementaryMode { footerMode[m]! }
  static func uikit(_ r: ContentInsetsReference) -> UIContentInsetsReference { contentInsetsReferenceBack[r]! }
  static func uikit(_ a: RectAlignment) -> NSRectAlignment { alignmentBack[a]! }
  static func uikit(_ s: UserInterfaceSizeClass) -> UIUserInterfaceSizeClass { sizeClassBack[s]! }
  static func uikit(_ i: UserInterfaceIdiom) -> UIUserInterfaceIdiom { idiomBack[i]! }
  static func uikit(_ b: ContentInsetAdjustmentBehavior) -> UIScrollView.ContentInsetAdjustmentBehavior { adjustmentBack[b]! }
  static func engine(_ b: UIScrollView.ContentInsetAdjustmentBehavior) -> ContentInsetAdjustmentBehavior { adjustment[b]! }

  /// True when every case has its twin.
  static var complete: Bool {
    contentInsetsReference.count == UIContentInsetsReference.allCases.count
      && orthogonal.count == UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.count
      && alignment.count == NSRectAlignment.allCases.count - 1 && appearance.count == UICollectionLayoutListConfiguration.Appearance.allCases.count
      && headerMode.count == UICollectionLayoutListConfiguration.HeaderMode.allCases.count
      && footerMode.count == UICollectionLayoutListConfiguration.FooterMode.allCases.count
      && sizeClassBack.count == UserInterfaceSizeClass.allCases.count && idiomBack.count == UserInterfaceIdiom.allCases.count
      && adjustment.count == UIScrollView.ContentInsetAdjustmentBehavior.allCases.count
  }
}
