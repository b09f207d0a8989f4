import CollectionSnapshot
import Testing
import UIKit

/// Where UIKit raises an Objective-C exception, making the screen throws UIKit's text: the test
/// fails with it, and nothing traps.
@MainActor @Suite("UIKit API: UIKit's exceptions as errors")
struct UIKitExceptionTests {
  let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

  func screen(_ layout: @autoclosure () -> UICollectionViewLayout, counts: [Int] = [3]) throws {
    _ = try uikitScreen(layout(), counts: counts)
  }

  @Test("A group with no subitems")
  func noSubitems() {
    let exception = uikitException {
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: []))))
    }
    #expect(exception?.name == "NSInternalInconsistencyException")
    #expect(exception?.reason == "At least 1 subitem is required for a group")
    #expect(exception?.origin == "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)")
    #expect(exception?.description.hasPrefix("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'At least 1 subitem is required for a group'") == true)
  }

  @Test("A group made without subitems but never used still fails the screen it was made for")
  func unusedGroup() {
    let exception = uikitException {
      try screen({ () -> UICollectionViewLayout in
        _ = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])))
      }())
    }
    #expect(exception?.reason == "At least 1 subitem is required for a group")
  }

  @Test("A count below 1", arguments: [0, -2])
  func count(_ count: Int) {
    let item = NSCollectionLayoutItem(layoutSize: rowSize)
    let horizontal = uikitException {
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitem: item, count: count))))
    }
    #expect(horizontal?.reason == "A repeating horizontal group should specify a count >= 1")
    let vertical = uikitException {
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, repeatingSubitem: item, count: count))))
    }
    #expect(vertical?.reason == "A repeating vertical group should specify a count >= 1")
  }

  @Test("A section provider returning nil for a section with items; nil for an empty section is fine")
  func nilSection() throws {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 1 ? nil : NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))]))
    }
    let exception = uikitException { try screen(layout, counts: [2, 1]) }
    #expect(
      exception?.reason
        == "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.")
    let computed = try uikitScreen(layout, counts: [2, 0, 1]).computeLayout()
    expectFrame(computed.cell(0, 2), 0, 88, 390, 44)
  }

  @Test("Estimated and other dimensions UIKit rejects")
  func dimensions() {
    let uniform = uikitException {
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .uniformAcrossSiblings(estimate: 0)))
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item]))))
    }
    #expect(uniform?.reason == "Invalid estimated dimension (0), must be > 0")
    let infinite = uikitException {
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(.infinity), heightDimension: .estimated(.nan)))
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item]))))
    }
    #expect(infinite?.reason == "Invalid fractional width: inf. The fraction must be a finite value.")
    let estimate = uikitException {
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(-.infinity)))
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item]))))
    }
    #expect(estimate?.reason == "Invalid estimated dimension: -inf. The dimension must be a finite value.")
    let negative = uikitException {
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(-10), heightDimension: .absolute(44)))
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item]))))
    }
    #expect(negative?.name == UIKitException.loggedError)
    #expect(negative?.reason == "Invalid absolute dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site.")
    #expect(negative?.description.hasPrefix("UIKit logs the error 'Invalid absolute dimension") == true)
  }

  @Test("Two supplementary items of a section with one element kind")
  func duplicateKinds() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
    let twice = uikitException {
      try screen(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item, item]))))
    }
    #expect(twice?.reason == "Error: Every supplementary must have a unique elementKind: duplicates detected: (\n    badge\n)")
    let once = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item]))
    #expect(uikitException { try screen(UICollectionViewCompositionalLayout(section: once)) } == nil)
    let headers = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: rowSize, elementKind: "section-header", alignment: .top)
    headers.boundarySupplementaryItems = [header, header]
    #expect(
      uikitException { try screen(UICollectionViewCompositionalLayout(section: headers)) }?.reason
        == "Error: Every supplementary must have a unique elementKind: duplicates detected: (\n    \"section-header\"\n)")
  }

  @Test("Section insets that leave the group no room, with UIKit's whole message")
  func noRoom() {
    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
    let exception = uikitException { try screen(UICollectionViewCompositionalLayout(section: section)) }
    #expect(
      exception?.reason
        == "<UICollectionViewCompositionalLayout> ran into an error when computing the layout for section at index 0 in container <_UICollectionLayoutContainer: contentSize={390, 844}; contentInsets={0, 0, 0, 0}}>. Container calculated by applying insets ({0, 0, 0, 0}) from sectionInsetsReference \"safeArea\" to collection view frame {{0, 0}, {390, 844}}.\nError: There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets ({0, 200, 0, 200}) do not result in a negative effectiveContentSize when applied to size: {390, 844}."
    )
  }

  @Test("Snapshot operations UIKit rejects are not applied, and fail the screen with UIKit's reason")
  func snapshots() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendItems([1, 2])
    #expect(snapshot.numberOfItems == 0)
    snapshot.appendSections(["main"])
    snapshot.appendItems([1, 2])
    snapshot.appendSections(["main"])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.exception?.reason == "There are currently no sections in the data source. Please add a section first.")
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let exception = uikitException { _ = try Screen(layout: layout, snapshot: snapshot) { _, _ in CellPlaceholder() } }
    #expect(exception?.reason == "There are currently no sections in the data source. Please add a section first.")
    #expect(exception?.origin == "NSDiffableDataSourceSnapshot.appendItems(_:toSection:)")

    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["a"])
    outline.append(["b"], to: "missing")
    #expect(outline.exception?.reason == "Parent item identifier does not exist in section snapshot: missing")
    #expect(outline.items == ["a"])
  }

  @Test("A query UIKit rejects while a screen is made fails it")
  func query() {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a"])
      _ = snapshot.numberOfItems(inSection: "b")
      return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
    #expect(uikitException { try screen(layout) }?.reason.hasPrefix("Section identifier was not found.") == true)
  }

  @Test("A custom UICollectionViewLayout subclass that answers nothing shows nothing, as UIKit's base class answers")
  func customLayout() throws {
    final class Spiral: UICollectionViewLayout {}
    let layout = try uikitScreen(Spiral(), counts: [3]).computeLayout()
    #expect(layout.attributes.isEmpty)
    #expect(layout.contentSize == Size(width: 0, height: 0))
  }
}
