import CollectionSnapshotLayout
import Foundation

/// A flow layout: its properties, and the delegate's answers per section and per item.
extension Translator {
  /// The engine's flow layout, and per item the size the delegate returned.
  func translate(
    _ flow: UICollectionViewFlowLayout, itemCounts: [Int], delegate: (any UICollectionViewDelegateFlowLayout)?, collectionView: UICollectionView
  ) -> (FlowLayout, [[Size?]]) {
    var layout = FlowLayout()
    layout.scrollDirection = flow.scrollDirection == .vertical ? .vertical : .horizontal
    layout.itemSize = Size(flow.itemSize)
    if flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize {
      layout.estimatedItemSize = .automatic
    } else if flow.estimatedItemSize != .zero {
      layout.estimatedItemSize = .estimated(Size(flow.estimatedItemSize))
    }
    layout.minimumLineSpacing = Double(flow.minimumLineSpacing)
    layout.minimumInteritemSpacing = Double(flow.minimumInteritemSpacing)
    layout.sectionInset = EdgeInsets(flow.sectionInset)
    switch flow.sectionInsetReference {
    case .fromContentInset: layout.sectionInsetReference = .fromContentInset
    case .fromSafeArea: layout.sectionInsetReference = .fromSafeArea
    case .fromLayoutMargins: layout.sectionInsetReference = .fromLayoutMargins
    }
    layout.headerReferenceSize = Size(flow.headerReferenceSize)
    layout.footerReferenceSize = Size(flow.footerReferenceSize)
    layout.sectionHeadersPinToVisibleBounds = flow.sectionHeadersPinToVisibleBounds
    layout.sectionFootersPinToVisibleBounds = flow.sectionFootersPinToVisibleBounds
    guard let delegate else { return (layout, Array(repeating: [], count: itemCounts.count)) }
    // Whether the delegate implements each method is the same for every call: asked once, with
    // the first section and item, then every answer is taken as it is.
    // (Only index paths that exist are asked about.)
    let firstItem = itemCounts.firstIndex { $0 > 0 }.map { Foundation.IndexPath(item: 0, section: $0) }
    let hasSections = !itemCounts.isEmpty
    let implements = (
      size: firstItem.map { first in FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, sizeForItemAt: first) } != nil } ?? false,
      inset: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, insetForSectionAt: 0) } != nil,
      line: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: 0) } != nil,
      interitem: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, minimumInteritemSpacingForSectionAt: 0) } != nil,
      header: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: 0) } != nil,
      footer: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: 0) } != nil)
    var sizes: [[Size?]] = []
    sizes.reserveCapacity(itemCounts.count)
    for (section, count) in itemCounts.enumerated() {
      var override = FlowLayout.SectionOverride(section: section)
      if implements.inset { override.sectionInset = EdgeInsets(delegate.collectionView(collectionView, layout: flow, insetForSectionAt: section)) }
      if implements.line { override.minimumLineSpacing = Double(delegate.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: section)) }
      if implements.interitem {
        override.minimumInteritemSpacing = Double(delegate.collectionView(collectionView, layout: flow, minimumInteritemSpacingForSectionAt: section))
      }
      if implements.header { override.headerReferenceSize = Size(delegate.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: section)) }
      if implements.footer { override.footerReferenceSize = Size(delegate.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: section)) }
      if override != FlowLayout.SectionOverride(section: section) { layout.sectionOverrides.append(override) }
      guard implements.size, count > 0 else {
        sizes.append([])
        continue
      }
      // Each item's index path is the section's one-index path with the item appended: one
      // call into Foundation returning the path in registers. (Setting `item` on one path per
      // section has Foundation write it in memory, and reading it back to pass it on stalls.)
      // The answers go straight into the section's array, its count set once at the end.
      let sectionPath = Foundation.IndexPath(index: section)
      sizes.append(
        [Size?](unsafeUninitializedCapacity: count) { buffer, initialized in
          for item in 0..<count {
            (buffer.baseAddress! + item).initialize(to: Size(delegate.collectionView(collectionView, layout: flow, sizeForItemAt: sectionPath.appending(item))))
          }
          initialized = count
        })
    }
    return (layout, sizes)
  }
}
