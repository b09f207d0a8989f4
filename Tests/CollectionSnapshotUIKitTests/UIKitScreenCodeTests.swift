import CollectionSnapshot
import Foundation
import Testing
@testable import UIKit

/// What UIKit raises while a screen's code runs fails the screen with UIKit's text, and the
/// diffable transaction a reordering hands its handlers carries UIKit's per-section changes.
@MainActor @Suite("UIKit API: screen code, its exceptions and transactions")
struct UIKitScreenCodeTests {
  /// A screen whose view is laid out with a visual format naming a view it did not pass.
  final class MisspelledFormatController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
      view.addSubview(list)
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[lsit]|", options: [], metrics: nil, views: ["list": list]))
    }
  }

  @Test("A visual format UIKit cannot parse fails the screen with UIKit's exception")
  func unparsableFormat() {
    #expect(throws: UIKitException(
      name: "NSInvalidArgumentException",
      reason: "Unable to parse constraint format: \nlsit is not a key in the views dictionary.\nH:|[lsit]|\n    ^",
      origin: "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)")
    ) {
      try Screen(viewController: MisspelledFormatController()) { _ in CellPlaceholder() }
    }
  }

  @Test("A collection view controller made without a layout fails as UIKit raises when it loads its view")
  func collectionViewControllerWithoutLayout() {
    #expect(throws: UIKitException(
      name: "NSInvalidArgumentException", reason: "UICollectionView must be initialized with a non-nil layout parameter",
      origin: "UICollectionViewController.loadView()")
    ) {
      try Screen(viewController: UICollectionViewController()) { _ in CellPlaceholder() }
    }
  }

  @Test("A reordering's transaction: the whole difference and each section's")
  func sectionTransactions() throws {
    var before = NSDiffableDataSourceSnapshot<String, Int>()
    before.appendSections(["A", "B"])
    before.appendItems([1, 2, 3], toSection: "A")
    before.appendItems([4], toSection: "B")
    // Item 1 dragged from the top of A to the end of B.
    var after = NSDiffableDataSourceSnapshot<String, Int>()
    after.appendSections(["A", "B"])
    after.appendItems([2, 3], toSection: "A")
    after.appendItems([4, 1], toSection: "B")
    let transaction = NSDiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: after)
    #expect([1, 2, 3, 4].applying(transaction.difference) == [2, 3, 4, 1])
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
    let a = transaction.sectionTransactions[0]
    #expect(a.initialSnapshot.items == [1, 2, 3] && a.finalSnapshot.items == [2, 3])
    #expect(a.difference.removals.count == 1 && a.difference.insertions.isEmpty)
    #expect([1, 2, 3].applying(a.difference) == [2, 3])
    let b = transaction.sectionTransactions[1]
    #expect(b.difference.insertions.count == 1 && b.difference.removals.isEmpty)
    #expect([4].applying(b.difference) == [4, 1])
  }

  @Test("A view controller made through its metatype is made as init(nibName: nil, bundle: nil) makes it")
  func metatypeInit() throws {
    let types: [UIViewController.Type] = [UIViewController.self, UINavigationController.self, UISplitViewController.self, UITabBarController.self]
    let made = types.map { $0.init() }
    #expect(made.map { "\(type(of: $0))" } == ["UIViewController", "UINavigationController", "UISplitViewController", "UITabBarController"])
    #expect(made.allSatisfy { $0.nibName == nil && $0.nibBundle == nil })
    #expect((made[2] as? UISplitViewController)?.style == .unspecified)
  }
}
