import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// Cells and views written as apps write them — anchors, `NSLayoutConstraint.activate`, the
/// visual format, stack views, `layoutSubviews` overrides — laid out by Auto Layout. Every
/// expected number is worked out in the comments from the constraints and UIKit's rules.
@MainActor @Suite("UIKit API: Auto Layout in the app's cells and views")
struct AutoLayoutCellTests {
  /// A screen of one self-sizing row shown by a cell of `Cell` (``selfSizingRowScreen(_:configure:)``).
  func screen<Cell: UICollectionViewCell>(_ cell: Cell.Type, configure: @escaping (Cell) -> Void = { _ in }) throws -> (Screen, ComputedLayout) {
    try selfSizingRowScreen(cell, configure: configure)
  }

  @Test("A post cell: image 100 tall, a headline title, a subheadline subtitle, sized by its constraints")
  func postCell() throws {
    let (screen, layout) = try screen(PostCell.self) { cell in
      cell.title.text = "Fog"
      cell.subtitle.text = "Morning over the bay"
    }
    // 100 (image) + 8 + headline 17 pt (17 × 2444/2048 = 20.287 → 20.333 at @3x) + 4 +
    // subheadline 15 pt (17.900 → 18) + 10 = 160.333.
    expectFrame(layout.cell(0), 0, 0, 390, 100 + 8 + 20 + 1.0 / 3 + 4 + 18 + 10)
    #expect(screen.model.sections[0].items[0].sizingSource == "constraints")
  }

  @Test("A multi-line title wraps at the width Auto Layout gives it (two passes)")
  func wrappingTitle() throws {
    let text = String(repeating: "Fog rolls over the bay at dawn. ", count: 6)
    let (_, layout) = try screen(PostCell.self) { cell in
      cell.title.text = text
      cell.subtitle.text = "Morning"
    }
    // The title is 390 − 20 = 370 wide: its height is the text's at that width, whatever the
    // line count the text module finds (more than one line: the text is ~1000 pt long).
    let probe = UILabel()
    probe.font = .preferredFont(forTextStyle: .headline)
    probe.numberOfLines = 0
    probe.text = text
    let title = probe.sizeThatFits(CGSize(width: 370, height: 0)).height
    #expect(title > 40)
    expectFrame(layout.cell(0), 0, 0, 390, 100 + 8 + Double(title) + 4 + 18 + 10)
  }

  @Test("Two required heights, 30 and 60: UIKit breaks the 60, the cell is 30 tall and the dump carries UIKit's warning")
  func unsatisfiableHeights() throws {
    let (screen, layout) = try screen(ConflictCell.self)
    // The box fills the content view; its heights 30 (activated first) and 60 contradict: the
    // later one is broken, as UIKit breaks the constraint it could not add: 30.
    expectFrame(layout.cell(0), 0, 0, 390, 30)
    let warning = try #require(LayoutDump.lines(screen, layout: layout).first { $0.hasPrefix("warning: cell [0,0] ConflictCell: ") })
    #expect(
      warning
        == "warning: cell [0,0] ConflictCell: Unable to simultaneously satisfy constraints. (<NSLayoutConstraint:0xc5 UIView:0xa3.height == 30   (active)>, "
        + "<NSLayoutConstraint:0xc6 UIView:0xa3.height == 60   (active)>) Will attempt to recover by breaking constraint "
        + "<NSLayoutConstraint:0xc6 UIView:0xa3.height == 60   (active)>")
  }

  @Test("Measured: a footnote header pinned 16 below its top and 8 above its bottom is 16 + 15.667 + 8 = 39.667 pt (layout spec §2.18)")
  func footnoteHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<FootnoteHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
      view.label.text = "SETTINGS"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Wi-Fi"])
    dataSource.apply(snapshot)
    let screen = try Screen(device: .iPhone13, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), layout: layout, dataSource: dataSource)
    let frame = try #require(try screen.computeLayout().supplementary(UICollectionView.elementKindSectionHeader, 0)?.frame)
    // Footnote 13 pt: 13 × 2444/2048 = 15.514, 15.667 on the @3x grid.
    #expect(abs(frame.height - (16 + 47.0 / 3 + 8)) < 1e-9)
    #expect(screen.model.sections[0].header?.sizingSource == "constraints")
  }

  @Test("Two labels of equal hugging in a row leave their widths ambiguous: the dump names them as hasAmbiguousLayout would")
  func ambiguousRow() throws {
    let (screen, layout) = try screen(AmbiguousRowCell.self)
    // 390 − 16 − 8 − 16 = 350 for views of 50 and 60: 240 more, which either could take
    // (both hug at 250): the first's width and the second's x and width are undetermined.
    let warning = try #require(LayoutDump.lines(screen, layout: layout).first { $0.hasPrefix("warning: cell [0,0] AmbiguousRowCell: ") })
    #expect(warning == "warning: cell [0,0] AmbiguousRowCell: Ambiguous layout (hasAmbiguousLayout): SizedView:0xa3.width; SizedView:0xa4.minX, width")
    // The height is not ambiguous: 10 + 20 + 10.
    expectFrame(layout.cell(0), 0, 0, 390, 40)
  }

  @Test("A list cell's content view has the list's margins: the side margin of the device and 11 above and below")
  func listCellMargins() throws {
    // A 393-pt iPhone 15: 20 (layout-semantics §2.18); ⌈20.287 / 2⌉ = 11 above and below.
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    nonisolated(unsafe) var margins: [NSDirectionalEdgeInsets] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, _ in
      margins.append(cell.contentView.directionalLayoutMargins)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["row"])
    dataSource.apply(snapshot)
    _ = try Screen(device: .iPhone15, layout: layout, dataSource: dataSource)
    #expect(margins.first == NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    // A view on the leading margin of a 393 × 44 list cell made on that phone sits at x = 20.
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
    cell.contentView.directionalLayoutMargins = try #require(margins.first)
    let label = SizedView(CGSize(width: 80, height: 20))
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
      label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 20, y: 12, width: 80, height: 20))
  }

  @Test("layoutIfNeeded gives subviews their solved frames; a layoutSubviews override runs after, with the final bounds")
  func manualLayout() {
    let cell = BadgeCell(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
    cell.layoutIfNeeded()
    // The title: 16 from the leading edge, 16 from the badge's leading edge (the badge is
    // placed by hand at x = 390 − 30 = 360): width 360 − 16 − 16 = 328, centred: y = 30.
    #expect(cell.badge.frame == CGRect(x: 360, y: 4, width: 26, height: 26))
    #expect(cell.title.frame == CGRect(x: 16, y: 30, width: 328, height: 20))
    // A new width: the override and the constraints follow.
    cell.frame.size.width = 300
    cell.layoutIfNeeded()
    #expect(cell.badge.frame.minX == 270)
    #expect(cell.title.frame.width == 238)
  }

  @Test("translatesAutoresizingMaskIntoConstraints: a flexible-width subview follows its superview's size")
  func autoresizing() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    container.addSubview(bar)
    container.frame.size = CGSize(width: 300, height: 150)
    // 100 more: all to the width; 50 more: all to the bottom margin.
    #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
  }

  @Test("Leading and trailing follow the reading direction")
  func rightToLeft() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    let chip = UIView()
    chip.semanticContentAttribute = .forceRightToLeft
    chip.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(chip)
    NSLayoutConstraint.activate([
      chip.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16), chip.widthAnchor.constraint(equalToConstant: 100),
      chip.topAnchor.constraint(equalTo: container.topAnchor), chip.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    // Leading is the right edge: 320 − 16 − 100 = 204.
    #expect(chip.frame == CGRect(x: 204, y: 0, width: 100, height: 20))
  }

  @Test("A vertical stack in the content view's margins sizes the cell")
  func stackCell() throws {
    let (_, layout) = try screen(StackCell.self)
    // Margins 8 (UIView's default) + 20 + spacing 6 + 30 + 8 = 72.
    expectFrame(layout.cell(0), 0, 0, 390, 72)
    let cell = StackCell(frame: CGRect(x: 0, y: 0, width: 390, height: 72))
    cell.layoutIfNeeded()
    #expect(cell.stack.frame == CGRect(x: 8, y: 8, width: 374, height: 56))
    #expect(cell.second.frame == CGRect(x: 0, y: 26, width: 374, height: 30))
  }

  @Test("Hiding an arranged view: the stack closes the gap at the next layout, and showing it opens it again")
  func hidingInAStack() {
    let views = [SizedView(CGSize(width: 100, height: 20)), SizedView(CGSize(width: 100, height: 30)), SizedView(CGSize(width: 100, height: 40))]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor), stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    // 20 + 10 + 30 + 10 + 40 = 110; the last at 20 + 10 + 30 + 10 = 70.
    #expect(stack.frame.height == 110 && views[2].frame.minY == 70)
    views[1].isHidden = true
    container.layoutIfNeeded()
    // 20 + 10 + 40 = 70: the hidden view takes no room and one gap goes with it.
    #expect(stack.frame.height == 70 && views[2].frame.minY == 30)
    views[1].isHidden = false
    container.layoutIfNeeded()
    #expect(stack.frame.height == 110)
  }

  @Test("The visual format: the standard space is the superview's margin at its edges and 8 between views")
  func visualFormat() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = UIView()
    let b = UIView()
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(v)
    }
    let views = ["a": a, "b": b]
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views))
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a(44)]", options: [], metrics: nil, views: views))
    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[b(44)]", options: [], metrics: nil, views: views))
    container.layoutIfNeeded()
    // UIView's margins are 8: (300 − 8 − 8 − 8) / 2 = 138 each.
    #expect(a.frame == CGRect(x: 8, y: 10, width: 138, height: 44))
    #expect(b.frame == CGRect(x: 154, y: 10, width: 138, height: 44))
  }

  @Test("A changed constant, or a deactivated constraint, is laid out at the next layoutIfNeeded")
  func constantChanges() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 40)
    let tall = box.heightAnchor.constraint(equalToConstant: 90)
    tall.priority = .defaultHigh
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: container.topAnchor), box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10), height, tall,
    ])
    container.layoutIfNeeded()
    #expect(box.frame.height == 40)
    height.constant = 60
    container.layoutIfNeeded()
    #expect(box.frame.height == 60)
    // Without the required height, the 750 one holds: 90.
    height.isActive = false
    container.layoutIfNeeded()
    #expect(box.frame.height == 90)
  }

  @Test("systemLayoutSizeFitting: compressed and expanded sizes")
  func fittingSizes() {
    let card = UIView()
    let content = SizedView(CGSize(width: 120, height: 40))
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12), content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      content.topAnchor.constraint(equalTo: card.topAnchor, constant: 6), content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
      content.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
    ])
    // Compressed: the content at its intrinsic size (compression 750 beats the 50 pull to 0):
    // 12 + 120 + 12 by 6 + 40 + 6.
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 144, height: 52))
    // Expanded: hugging 250 beats the 50 pull to 10,000,000 too; the cap of 300 is not reached.
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 144, height: 52))
    // A required width of 375 stretches the content (its hugging, 250, gives way): 375 wide.
    let sized = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(sized == CGSize(width: 200, height: 52))
  }

  @Test("hasAmbiguousLayout names a view whose size nothing fixes")
  func ambiguity() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let loose = UIView()
    let pinned = UIView()
    for v in [loose, pinned] {
      v.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(v)
      v.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
      v.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    }
    pinned.widthAnchor.constraint(equalToConstant: 10).isActive = true
    pinned.heightAnchor.constraint(equalToConstant: 10).isActive = true
    #expect(loose.hasAmbiguousLayout)
    #expect(!pinned.hasAmbiguousLayout)
  }

  @Test("updateConstraints runs once before the first layout, and the constraints it adds are solved")
  func updateConstraints() {
    let view = LateConstraintsView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(view.dot.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
  }

  @Test("sizeToFit takes sizeThatFits of the current size; a plain view's is its current size")
  func sizeToFit() {
    let plain = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
    plain.sizeToFit()
    #expect(plain.frame == CGRect(x: 5, y: 5, width: 40, height: 30))
    let sized = SizedView(CGSize(width: 70, height: 22))
    sized.sizeToFit()
    #expect(sized.frame.size == CGSize(width: 70, height: 22))
  }
}
