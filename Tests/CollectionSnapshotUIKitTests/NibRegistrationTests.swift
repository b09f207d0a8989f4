import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// A cell the app lays out in a nib of the same name.
final class HeroCell: UICollectionViewCell {
  let name = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(name)
  }

  required init?(coder: NSCoder) { nil }
}

/// Heroes in a flow layout, their cell registered from its nib as the app ships it, or from its
/// class when `byClass` is set.
final class HeroesController: UICollectionViewController {
  let byClass: Bool

  init(byClass: Bool) {
    self.byClass = byClass
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UINib(nibName: "HeroCell", bundle: nil), forCellWithReuseIdentifier: "heroCell")
    // The last registration for an identifier wins, a nib or a class.
    if byClass { collectionView.register(HeroCell.self, forCellWithReuseIdentifier: "heroCell") }
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "heroCell", for: indexPath) as? HeroCell else { return UICollectionViewCell() }
    cell.name.text = ["Axe", "Lina"][indexPath.item]
    return cell
  }
}

@MainActor @Suite("UIKit API: cells registered from nibs the app does not ship")
struct NibRegistrationTests {
  @Test("A cell registered from a nib: the screen fails with UIKit's exception for a nib it cannot load, and nothing traps")
  func nibCell() {
    let exception = uikitException { _ = try Screen(device: .iPhoneSE, viewController: HeroesController(byClass: false)) }
    #expect(exception?.name == "NSInternalInconsistencyException")
    #expect(exception?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true && exception?.reason.contains("> (loaded)' with name 'HeroCell' (no HeroCell.xib in ") == true)
    #expect(exception?.origin == "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)")
  }

  @Test("The cell dequeued from a nib is of the class the nib is named after, so that a forced cast in the app's code does not trap before the screen fails")
  func nibNamedClass() throws {
    let controller = ForcedCastHeroesController()
    let exception = uikitException { _ = try Screen(device: .iPhoneSE, viewController: controller) }
    #expect(exception?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true && exception?.reason.contains("> (loaded)' with name 'HeroCell' (no HeroCell.xib in ") == true)
    #expect(controller.dequeued.allSatisfy { $0 is HeroCell } && !controller.dequeued.isEmpty)
  }

  @Test("The cell's class registered after the nib replaces it: the screen shows the app's cells")
  func classAfterNib() throws {
    let screen = try Screen(device: .iPhoneSE, viewController: HeroesController(byClass: true))
    let lines = LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") }
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("cell [0,0] HeroCell ") == true)
    #expect(screen.model.sections[0].items[0].content.texts == ["Axe"])
  }

  @Test("A nib instantiated in code gives no objects")
  func instantiate() {
    let nib = UINib(nibName: "HeroCell", bundle: nil)
    #expect(nib.instantiate(withOwner: nil, options: nil).isEmpty)
    #expect(nib.name == "HeroCell")
  }
}

/// The heroes again, casting the dequeued cell with `as!` as much app code does.
final class ForcedCastHeroesController: UICollectionViewController {
  var dequeued: [UICollectionViewCell] = []

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UINib(nibName: "HeroCell", bundle: nil), forCellWithReuseIdentifier: "heroCell")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "heroCell", for: indexPath) as! HeroCell
    cell.name.text = "Axe"
    dequeued.append(cell)
    return cell
  }
}
