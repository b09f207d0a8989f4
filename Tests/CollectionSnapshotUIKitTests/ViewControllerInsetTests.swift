import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// Three words in a flow layout, under the insets the controller's own code sets.
final class InsetWordsController: UICollectionViewController {
  let topInset: CGFloat
  let adjustment: UIScrollView.ContentInsetAdjustmentBehavior?

  init(topInset: CGFloat, adjustment: UIScrollView.ContentInsetAdjustmentBehavior? = nil) {
    self.topInset = topInset
    self.adjustment = adjustment
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 30)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "word")
    var contentInset = collectionView.contentInset
    contentInset.top = topInset
    collectionView.contentInset = contentInset
    if let adjustment { collectionView.contentInsetAdjustmentBehavior = adjustment }
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath)
  }
}

@MainActor @Suite("UIKit API: the insets a view controller's code sets on its collection view")
struct ViewControllerInsetTests {
  func header(_ screen: Screen) throws -> [String] {
    LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("adjusted-content-inset ") || $0.hasPrefix("offset ") }
  }

  @Test("contentInset set in viewDidLoad adds to the safe area, as UIKit's adjusted content inset does")
  func contentInsetFromViewDidLoad() throws {
    // An iPhone SE's safe area is 20 pt at the top (the status bar); `.automatic` adds it to
    // the view's own 20: 40, and the view rests scrolled to −40.
    let screen = try Screen(device: .iPhoneSE, viewController: InsetWordsController(topInset: 20))
    #expect(try header(screen) == ["adjusted-content-inset top 40 left 0 bottom 0 right 0", "offset 0,-40"])
    #expect(screen.host.contentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test("contentInsetAdjustmentBehavior = .never set in viewDidLoad leaves the safe area out")
  func neverAdjusts() throws {
    // Only the view's own 12 pt remain.
    let screen = try Screen(device: .iPhoneSE, viewController: InsetWordsController(topInset: 12, adjustment: .never))
    #expect(try header(screen) == ["adjusted-content-inset top 12 left 0 bottom 0 right 0", "offset 0,-12"])
  }

  @Test("Untouched, the view keeps what the test's host says")
  func hostKept() throws {
    let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never, contentInset: EdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
    let screen = try Screen(device: .iPhoneSE, host: host, viewController: InsetWordsController(topInset: 8))
    #expect(try header(screen) == ["adjusted-content-inset top 8 left 0 bottom 0 right 0", "offset 0,-8"])
  }
}
