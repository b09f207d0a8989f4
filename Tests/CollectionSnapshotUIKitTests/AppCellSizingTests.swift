import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// Self-sizing cells sized by their own code, where UIKit takes the size from.
@MainActor @Suite("UIKit API: self-sizing cells sized by the app's code")
struct AppCellSizingTests {
  /// A screen of one self-sizing row shown by a cell of `Cell` (``selfSizingRowScreen(_:configure:)``).
  func screen<Cell: UICollectionViewCell>(_ cell: Cell.Type, configure: @escaping (Cell) -> Void = { _ in }) throws -> (Screen, ComputedLayout) {
    try selfSizingRowScreen(cell, configure: configure)
  }

  @Test("preferredLayoutAttributesFitting(_:) overridden: its answer, proposed the estimate at the layout's width")
  func preferredAttributes() throws {
    let (screen, layout) = try screen(PreferredHeightCell.self)
    // The cell answers 120 and remembers what it was asked with: the row's width, the estimate.
    expectFrame(layout.cell(0), 0, 0, 390, 120)
    #expect(screen.model.sections[0].items[0].sizingSource == "preferredLayoutAttributesFitting")
    #expect(PreferredHeightCell.proposals.last == CGSize(width: 390, height: 50))
  }

  @Test("systemLayoutSizeFitting(_:…) overridden: its answer on the free axis")
  func systemFitting() throws {
    let (screen, layout) = try screen(FittingCell.self)
    expectFrame(layout.cell(0), 0, 0, 390, 75)
    #expect(screen.model.sections[0].items[0].sizingSource == "systemLayoutSizeFitting")
  }

  @Test("A content configuration whose content view has an intrinsic size")
  func intrinsicSize() throws {
    let (screen, layout) = try screen(UICollectionViewCell.self) { cell in cell.contentConfiguration = BannerConfiguration(title: "Sale") }
    expectFrame(layout.cell(0), 0, 0, 390, 90)
    #expect(screen.model.sections[0].items[0].sizingSource == "intrinsicContentSize")
    // The content view's label is read: the configuration's view is what the cell shows.
    #expect(screen.model.sections[0].items[0].content.texts == ["Sale"])
  }

  @Test("Constraints with constants: a height on the content view, or a chain through subviews of known size")
  func constraints() throws {
    let (fixed, fixedLayout) = try screen(UICollectionViewCell.self) { cell in
      cell.contentView.heightAnchor.constraint(equalToConstant: 70).isActive = true
    }
    expectFrame(fixedLayout.cell(0), 0, 0, 390, 70)
    #expect(fixed.model.sections[0].items[0].sizingSource == "constraints")
    // 12 above a 60-pt thumbnail, 8 between it and a 24-pt badge, 12 below: 12 + 60 + 8 + 24 + 12.
    let (chain, chainLayout) = try screen(ThumbnailCell.self)
    expectFrame(chainLayout.cell(0), 0, 0, 390, 116)
    #expect(chain.model.sections[0].items[0].sizingSource == "constraints")
  }

  @Test("Otherwise the placeholder's texts measured, as before: a one-line title is 40 pt")
  func placeholder() throws {
    let (screen, layout) = try screen(LabelCell.self) { cell in cell.label.text = "Hello" }
    // The label line (16), one regular line (16) and the bottom padding (8).
    expectFrame(layout.cell(0), 0, 0, 390, 40)
    #expect(screen.model.sections[0].items[0].sizingSource == "placeholder")
    let dump = LayoutDump.lines(screen, layout: layout)
    #expect(dump.contains("cell [0,0] LabelCell id=row frame=(0, 0, 390, 40) z=0 sized=placeholder"))
    #expect(screen.model.sections[0].items[0].content.texts == ["Hello"])
  }

  @Test("A content configuration's view: its required constraints decide over its intrinsic size")
  func constraintsOverIntrinsicSize() throws {
    // The view says 44 pt, but pins a text view 200 pt tall to its top and bottom: Auto Layout
    // weighs an intrinsic size below required constraints, so the row is 0 + 200 + 0 = 200.
    let (notes, notesLayout) = try screen(UICollectionViewCell.self) { cell in cell.contentConfiguration = NotesConfiguration(textHeight: 200) }
    expectFrame(notesLayout.cell(0), 0, 0, 390, 200)
    #expect(notes.model.sections[0].items[0].sizingSource == "constraints")
    // Without the height, the text view's height is free: Auto Layout settles the view at its
    // intrinsic 44 (hugging 250 and compression resistance 750 against nothing else) — the
    // app's constraints pin the text view, so the constraints are what was solved.
    let (free, freeLayout) = try screen(UICollectionViewCell.self) { cell in cell.contentConfiguration = NotesConfiguration(textHeight: nil) }
    expectFrame(freeLayout.cell(0), 0, 0, 390, 44)
    #expect(free.model.sections[0].items[0].sizingSource == "constraints")
  }

  @Test("A height that follows the width: an equality between the content view's own dimensions, either way round")
  func heightFromWidth() throws {
    // The row's width is the layout's, 390: height = 390 × 0.5 + 10 = 205.
    let (half, halfLayout) = try screen(UICollectionViewCell.self) { cell in
      cell.contentView.heightAnchor.constraint(equalTo: cell.contentView.widthAnchor, multiplier: 0.5, constant: 10).isActive = true
    }
    expectFrame(halfLayout.cell(0), 0, 0, 390, 205)
    #expect(half.model.sections[0].items[0].sizingSource == "constraints")
    // width = height × 3 (a 3:1 banner): height = 390 / 3 = 130.
    let (banner, bannerLayout) = try screen(UICollectionViewCell.self) { cell in
      cell.contentView.widthAnchor.constraint(equalTo: cell.contentView.heightAnchor, multiplier: 3).isActive = true
    }
    expectFrame(bannerLayout.cell(0), 0, 0, 390, 130)
    #expect(banner.model.sections[0].items[0].sizingSource == "constraints")
  }

  @Test("A list header as tall as it is wide: its own height constraint on its width, in an inset grouped list")
  func squareListHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<SquareHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Milk"])
    dataSource.apply(snapshot)
    let screen = try Screen(device: .iPhoneSE, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), layout: layout, dataSource: dataSource)
    // An inset grouped list on a compact-width phone insets its rows by 16 pt each side:
    // 375 − 32 = 343 wide, so the header is 343 tall.
    let computed = try screen.computeLayout()
    let frame = try #require(computed.supplementary(UICollectionView.elementKindSectionHeader, 0)?.frame)
    #expect(frame.origin.x == 16 && frame.size.width == 343 && frame.size.height == 343)
    #expect(screen.model.sections[0].header?.sizingSource == "constraints")
  }

  @Test("A layout that fixes the size asks no cell, and the dump names no rule")
  func fixedSizes() throws {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<PreferredHeightCell, String> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    dataSource.apply(snapshot)
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 60)
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), layout: flow, dataSource: dataSource)
    expectFrame(try screen.computeLayout().cell(0), 0, 0, 100, 60)
    #expect(screen.model.sections[0].items[0].sizingSource == nil)
  }
}

/// Answers 120 pt, keeping the layout's width.
final class PreferredHeightCell: UICollectionViewCell {
  nonisolated(unsafe) static var proposals: [CGSize] = []

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    Self.proposals.append(layoutAttributes.size)
    let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    attributes.size.height = 120
    return attributes
  }
}

/// Fits in 75 pt, whatever the target.
final class FittingCell: UICollectionViewCell {
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: 75)
  }
}

/// A label.
final class LabelCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}

/// A thumbnail over a badge, pinned by constants.
final class ThumbnailCell: UICollectionViewCell {
  let thumbnail = UIImageView()
  let badge = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [thumbnail, badge] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      thumbnail.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      thumbnail.heightAnchor.constraint(equalToConstant: 60),
      thumbnail.widthAnchor.constraint(equalToConstant: 60),
      badge.topAnchor.constraint(equalTo: thumbnail.bottomAnchor, constant: 8),
      badge.leadingAnchor.constraint(equalTo: thumbnail.leadingAnchor),
      badge.heightAnchor.constraint(equalToConstant: 24),
      contentView.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 12),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A custom content configuration, as apps write them: its view has an intrinsic height.
struct BannerConfiguration: UIContentConfiguration {
  var title: String

  func makeContentView() -> any UIView & UIContentView { BannerContentView(configuration: self) }
  func updated(for state: any UIConfigurationState) -> BannerConfiguration { self }
}

final class BannerContentView: UIView, UIContentView {
  let label = UILabel()
  var configuration: any UIContentConfiguration {
    didSet { apply() }
  }

  init(configuration: BannerConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(label)
    apply()
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 90) }

  private func apply() {
    label.text = (configuration as? BannerConfiguration)?.title
  }
}

/// A header whose height equals its width, by a constraint between its own dimensions.
final class SquareHeaderView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    heightAnchor.constraint(equalTo: widthAnchor, multiplier: 1).isActive = true
  }

  required init?(coder: NSCoder) { nil }
}

/// Notes in a text view pinned to the edges, in a view that says it is 44 pt tall.
struct NotesConfiguration: UIContentConfiguration {
  var textHeight: CGFloat?

  func makeContentView() -> any UIView & UIContentView { NotesView(configuration: self) }
}

final class NotesView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  let textView = UITextView()

  init(configuration: NotesConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(textView)
    textView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: topAnchor),
      textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      textView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      textView.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    if let height = configuration.textHeight { textView.heightAnchor.constraint(equalToConstant: height).isActive = true }
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
}
