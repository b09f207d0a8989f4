import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// A cell that sizes a subview from its content view's bounds when it is made, as older code
/// does (Reusable's demo): an inset square that autoresizing keeps inset.
final class InsetSquareCell: UICollectionViewCell {
  private(set) lazy var square: UIView = {
    let square = UIView()
    square.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    square.frame = contentView.bounds.insetBy(dx: 10, dy: 10)
    contentView.addSubview(square)
    return square
  }()
  override init(frame: CGRect) {
    super.init(frame: frame)
    _ = square
  }
  required init?(coder: NSCoder) { nil }
}

final class InsetSquareSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
  }
}

final class InsetSquaresController: UIViewController {
  let source = InsetSquareSource()
  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(InsetSquareCell.self, forCellWithReuseIdentifier: "square")
    collectionView.dataSource = source
    view.addSubview(collectionView)
  }
}

@MainActor @Suite("UIKit API: the frame a collection view makes its cells with")
struct CellInitialFrameTests {
  @Test("A flow layout's cell is made at its item size, so a subview inset from its bounds in init stays inset")
  func itemSize() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(InsetSquareCell.self, forCellWithReuseIdentifier: "square")
    let source = InsetSquareSource()
    collectionView.dataSource = source
    let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: Foundation.IndexPath(item: 0, section: 0)) as? InsetSquareCell)
    // Made by init(frame:) with the 100 × 100 item size: the square is the bounds less 10 a side.
    #expect(cell.bounds.size == CGSize(width: 100, height: 100))
    #expect(cell.square.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    // On the screen, sized by the layout (100 × 100): the square's line in the dump.
    let screen = try Screen(device: .iPhoneSE, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: InsetSquaresController())
    let dump = LayoutDump.text(screen, layout: try screen.computeLayout())
    #expect(dump.contains("cell [0,0] InsetSquareCell id=[0,0] frame=(0, 0, 100, 100) z=0\n  UIView frame=(10, 10, 80, 80)"))
    withExtendedLifetime(source) {}
  }
}
