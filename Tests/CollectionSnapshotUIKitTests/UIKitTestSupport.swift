import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// The spec's phone (§3): 390 × 844 at @3x, no safe area, insets never adjusted.
let specPhone = Device(name: "spec phone", portraitSize: Size(width: 390, height: 844), scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)

/// A screen of `counts` items per section from a UIKit layout, on the spec's phone by default.
@MainActor
func uikitScreen(
  _ layout: @autoclosure () -> UICollectionViewLayout, counts: [Int], device: Device = specPhone,
  adjustment: Device.ContentInsetAdjustment = .never, flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil
) throws -> Screen {
  try Screen(
    name: "uikit", device: device, host: CollectionViewHost(contentInsetAdjustmentBehavior: adjustment), layout: layout(), itemCounts: counts,
    flowDelegate: flowDelegate
  ) { _ in CellPlaceholder() }
}

/// The same screen with the twin layout written in the package's own types.
func twin(of screen: Screen, _ layout: LayoutDefinition) -> Screen {
  var twin = screen
  twin.layout = layout
  twin.warnings = []
  return twin
}

/// Expects two screens to lay out the same elements at exactly the same frames.
func expectSameFrames(_ a: Screen, _ b: Screen, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let left = try a.computeLayout()
  let right = try b.computeLayout()
  let l = left.attributes.sorted(by: LayoutAttributes.dumpOrder)
  let r = right.attributes.sorted(by: LayoutAttributes.dumpOrder)
  #expect(left.contentSize == right.contentSize, "content size \(left.contentSize) vs \(right.contentSize)", sourceLocation: sourceLocation)
  #expect(l.count == r.count, "\(l.count) elements vs \(r.count)", sourceLocation: sourceLocation)
  for (x, y) in zip(l, r) where x != y {
    Issue.record("\(x.category) \(x.indexPath) \(x.frame) z=\(x.zIndex) differs from its twin's \(y.category) \(y.indexPath) \(y.frame) z=\(y.zIndex)", sourceLocation: sourceLocation)
  }
  #expect(!l.isEmpty, "nothing was laid out", sourceLocation: sourceLocation)
  // Scrolled a third of the way, with orthogonal sections moved: pinned elements agree too.
  let offset = Point(x: left.contentSize.width / 3, y: left.contentSize.height / 3)
  let state = ScrollState(contentOffset: offset, orthogonalOffsets: Dictionary(uniqueKeysWithValues: left.orthogonalSections.map { ($0.section, 40.0) }))
  #expect(left.attributes(at: state) == right.attributes(at: state), "the layouts differ when scrolled", sourceLocation: sourceLocation)
}

/// Checks a frame to 1e-9 pt.
func expectFrame(_ element: LayoutAttributes?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let f = element?.frame else {
    Issue.record("no such element", sourceLocation: sourceLocation)
    return
  }
  let close = { (a: Double, b: Double) in abs(a - b) <= 1e-9 }
  #expect(close(f.x, x) && close(f.y, y) && close(f.width, w) && close(f.height, h), "frame \(f) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

extension ComputedLayout {
  func cell(_ item: Int, _ section: Int = 0) -> LayoutAttributes? {
    attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: item, section: section))
  }

  func supplementary(_ kind: String, _ section: Int, _ item: Int = 0) -> LayoutAttributes? {
    attributesForSupplementary(kind: kind, at: CollectionSnapshotLayout.IndexPath(item: item, section: section))
  }
}

/// `NSCollectionLayoutSize` in one call.
@MainActor
func layoutSize(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
}

/// `LayoutSize` in one call.
func engineSize(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: w, heightDimension: h)
}

/// Runs `body` and returns the UIKit exception it throws, or `nil`.
func uikitException(_ body: () throws -> Void) -> UIKitException? {
  do {
    try body()
    return nil
  } catch let exception as UIKitException {
    return exception
  } catch {
    Issue.record("expected a UIKitException, got \(error)")
    return nil
  }
}

/// One full-width row per group, its height estimated at 50: UIKit asks each cell for its size
/// (width required, height at `fittingSizeLevel`).
@MainActor
func estimatedRows() -> UICollectionViewLayout {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
  let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
  return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A screen of one item of ``estimatedRows()`` on the spec phone, shown by a cell of `Cell`
/// that `configure` configures, and its layout.
@MainActor
func selfSizingRowScreen<Cell: UICollectionViewCell>(_ cell: Cell.Type, configure: @escaping (Cell) -> Void = { _ in }) throws -> (Screen, ComputedLayout) {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: estimatedRows())
  let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, _ in configure(cell) }
  let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["row"])
  dataSource.apply(snapshot)
  let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), layout: estimatedRows(), dataSource: dataSource)
  return (screen, try screen.computeLayout())
}
