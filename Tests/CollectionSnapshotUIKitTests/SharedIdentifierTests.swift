import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// One view class registered under one reuse identifier for both headers and footers, as apps
/// often register a section title view: UIKit keeps a queue per element kind and identifier,
/// so a header's view is never handed out as a footer.
@MainActor @Suite("UIKit API: a reuse identifier shared by headers and footers")
struct SharedIdentifierTests {
  @Test("Scrolling a header out and a footer in: each kind gets views of its own, the header's is reused by the next header")
  func headerAndFooter() throws {
    let controller = TitledSectionsController()
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    var view = try HeadlessCollectionView(screen)
    // Section 0: header 0–50, three 300-pt rows 50–950, footer 950–990; section 1 from 990:
    // header 990–1040, rows 1040–1940. The first 844 pt show header 0 and rows 0–2.
    #expect(details(view, "viewForSupplementary") == [#"header [0,0] Title view=#1 texts=["Header 0"]"#])
    let before = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 900))
    // Bounds 900–1744: header 0 (0–50) ends displaying and queues its view; footer 0 (950–990)
    // is the first footer, a new view #1 of the footer queue; header 1 (990–1040) takes the
    // header queue's #1 back.
    #expect(details(view, "viewForSupplementary", since: before) == [#"footer [0,0] Title view=#1 texts=["Footer 0"]"#, #"header [1,0] Title view=#1 reused texts=["Header 1"]"#])
    let footer = try #require(controller.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: Foundation.IndexPath(item: 0, section: 0)) as? TitleView)
    let header = try #require(controller.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: Foundation.IndexPath(item: 0, section: 1)) as? TitleView)
    #expect(footer !== header)
    // What the collection view answers as shown: header 0 went, rows [0,2] and [1,0–2] show.
    #expect(controller.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: Foundation.IndexPath(item: 0, section: 0)) == nil)
    #expect(controller.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [Foundation.IndexPath(item: 0, section: 1)])
    #expect(
      controller.collectionView.indexPathsForVisibleItems
        == [Foundation.IndexPath(item: 2, section: 0), Foundation.IndexPath(item: 0, section: 1), Foundation.IndexPath(item: 1, section: 1), Foundation.IndexPath(item: 2, section: 1)])
    #expect(controller.collectionView.visibleCells.count == 4)
    #expect(footer.label.text == "Footer 0")
    #expect(header.label.text == "Header 1")
    #expect(header.reusedCount == 1)
    #expect(footer.reusedCount == 0)
  }

  func details(_ view: HeadlessCollectionView, _ name: String, since index: Int = 0) -> [String] {
    view.trace.events(since: index).filter { $0.name == name }.map(\.detail)
  }
}

/// Two sections of three 300-pt rows, each with a header and a footer of one view class
/// registered under one identifier for both kinds.
final class TitledSectionsController: UIViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 300)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 50)
    layout.footerReferenceSize = CGSize(width: 0, height: 40)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
    collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
    collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Title")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! TitleView
    view.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
    return view
  }
}

/// A section title.
final class TitleView: UICollectionReusableView {
  let label = UILabel()
  var reusedCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reusedCount += 1
  }
}
