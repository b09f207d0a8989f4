import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// What UIKit raises for the app's cell code, thrown with UIKit's texts, never a trap.
@MainActor @Suite("UIKit API: UIKit's exceptions for cell and view providers")
struct AppCellErrorTests {
  let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)

  /// A screen of `items` whose cells come from `provider`, with a header when `header` is set.
  func screen(
    items: [String] = ["a"], header: Bool = false, provider: @escaping (UICollectionView, Foundation.IndexPath, String) -> UICollectionViewCell?,
    supplementary: UICollectionViewDiffableDataSource<Int, String>.SupplementaryViewProvider? = nil, prepare: (UICollectionView) -> Void = { _ in }
  ) throws -> Screen {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 50)
    if header { flow.headerReferenceSize = CGSize(width: 0, height: 30) }
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flow)
    prepare(collectionView)
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView, cellProvider: provider)
    dataSource.supplementaryViewProvider = supplementary
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot)
    return try withExtendedLifetime(collectionView) { try Screen(device: specPhone, host: host, layout: flow, dataSource: dataSource) }
  }

  @Test("A cell not dequeued from the collection view: no reuse identifier")
  func notDequeued() {
    let raised = uikitException { _ = try screen { _, _, _ in UICollectionViewCell(frame: .zero) } }
    #expect(raised?.name == "NSInternalInconsistencyException")
    #expect(
      raised?.reason
        == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
  }

  @Test("A cell provider that returns nil")
  func providerReturnsNil() {
    let raised = uikitException { _ = try screen(items: ["x"]) { _, _, _ in nil } }
    #expect(
      raised?.reason
        == "UICollectionViewDiffableDataSource cell provider returned nil for index path <NSIndexPath> {length = 2, path = 0 - 0} with item identifier 'x', "
        + "which is not allowed. You must always return a cell to the collection view: <UICollectionView>")
  }

  @Test("A dequeue with a reuse identifier registered for no class")
  func unregistered() {
    let raised = uikitException {
      _ = try screen(
        provider: { collectionView, indexPath, _ in collectionView.dequeueReusableCell(withReuseIdentifier: "ghost", for: indexPath) },
        prepare: { $0.register(LabelCell.self, forCellWithReuseIdentifier: "label") })
    }
    #expect(
      raised?.reason
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier ghost - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
  }

  @Test("A registration made inside the cell provider (iOS 15 and later)")
  func registrationInsideProvider() {
    let raised = uikitException {
      _ = try screen { collectionView, indexPath, item in
        let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
    }
    #expect(
      raised?.reason
        == "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
        + "cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the "
        + "lifetime of the collection view. Registrations should be created up front and reused. Registration: <UICollectionViewCellRegistration: LabelCell>")
  }

  @Test("A supplementary view registered for another kind")
  func wrongKind() {
    let badge = UICollectionView.SupplementaryRegistration<TitleHeaderView>(elementKind: "badge") { _, _, _ in }
    let cells = UICollectionView.CellRegistration<LabelCell, String> { _, _, _ in }
    let raised = uikitException {
      _ = try screen(
        header: true, provider: { $0.dequeueConfiguredReusableCell(using: cells, for: $1, item: $2) },
        supplementary: { collectionView, _, indexPath in collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath) })
    }
    #expect(
      raised?.reason
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element kind it is being used for. "
        + "When asked for a view of element kind 'UICollectionElementKindSectionHeader' the data source dequeued a view registered for the element kind 'badge'.")
  }

  @Test("Headers with no supplementary view provider, or one that returns nil")
  func missingSupplementary() {
    let cells = UICollectionView.CellRegistration<LabelCell, String> { _, _, _ in }
    let none = uikitException { _ = try screen(header: true) { $0.dequeueConfiguredReusableCell(using: cells, for: $1, item: $2) } }
    #expect(
      none?.reason
        == "CollectionView <UICollectionView> requested a supplementary view, but a supplementaryViewProvider was not specified on the diffable data source. "
        + "Please configure the diffable data source accordingly and add the supplementary provider")
    let empty = uikitException {
      _ = try screen(header: true, provider: { $0.dequeueConfiguredReusableCell(using: cells, for: $1, item: $2) }, supplementary: { _, _, _ in nil })
    }
    #expect(
      empty?.reason
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,<NSIndexPath> {length = 2, path = 0 - 0}) "
        + "was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))")
  }

  @Test("A cell dequeued from another collection view, or a second cell dequeued and not returned")
  func notTheDequeuedCell() {
    let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    other.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    let cells = UICollectionView.CellRegistration<LabelCell, String> { _, _, _ in }
    let foreign = uikitException {
      _ = try screen { _, indexPath, _ in other.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) }
    }
    let expected =
      "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a "
      + "given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. "
      + "For retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. "
      + "Dequeued view: <LabelCell>"
    #expect(foreign?.reason == expected)
    let twice = uikitException {
      _ = try screen { collectionView, indexPath, item in
        _ = collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        return collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
    }
    #expect(twice?.reason == expected)
  }

  @Test("A collection view controller that never implements collectionView(_:cellForItemAt:): UIKit's unrecognized selector")
  func unimplementedCells() {
    final class CountsOnly: UICollectionViewController {
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    }
    let raised = uikitException { _ = try Screen(device: specPhone, viewController: CountsOnly(collectionViewLayout: UICollectionViewFlowLayout())) }
    #expect(raised?.name == "NSInvalidArgumentException")
    #expect(raised?.reason == "-[CountsOnly collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance <CountsOnly>")
  }

  @Test("Code UIKit runs that a snapshot cannot show is harmless: animations, drawing hooks, images without assets, unsolved constraints")
  func harmless() throws {
    let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
      UIView.animate(withDuration: 0.3) { cell.label.alpha = 0.5 }
      cell.setNeedsLayout()
      cell.layoutIfNeeded()
      let image = UIImageView(image: UIImage(named: "missing-asset"))
      cell.contentView.addSubview(image)
      // A label of unknown height between the edges: not solved, the placeholder is measured.
      cell.label.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        cell.label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
        cell.contentView.bottomAnchor.constraint(equalTo: cell.label.bottomAnchor, constant: 8),
      ])
      cell.label.text = item
    }
    let screen = try screen(items: ["ok"]) { $0.dequeueConfiguredReusableCell(using: cells, for: $1, item: $2) }
    #expect(screen.model.sections[0].items[0].content.texts == ["ok"])
    #expect(screen.model.sections[0].items[0].content.image?.name == "missing-asset")
  }
}
