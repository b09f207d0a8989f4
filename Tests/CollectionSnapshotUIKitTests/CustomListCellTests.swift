import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// A list cell of the app's own that shows its list content in a `UIListContentView` it lays
/// out itself, beside a label of its own — how Apple's "List with Custom Cells" sample writes a
/// custom list cell.
final class RecipeListCell: UICollectionViewListCell {
  /// What the row shows; set by the registration's handler.
  var recipe: (title: String, time: String, category: String)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  private lazy var listContentView = UIListContentView(configuration: .subtitleCell())
  private let categoryLabel = UILabel()
  private var viewsAdded = false

  override func updateConfiguration(using state: UICellConfigurationState) {
    if !viewsAdded { addViews() }
    var content = UIListContentConfiguration.subtitleCell().updated(for: state)
    content.text = recipe?.title
    content.secondaryText = recipe?.time
    content.image = UIImage(systemName: "fork.knife")
    listContentView.configuration = content
    categoryLabel.text = recipe?.category
  }

  private func addViews() {
    viewsAdded = true
    for view in [listContentView, categoryLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
      listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      categoryLabel.leadingAnchor.constraint(equalTo: listContentView.trailingAnchor),
      categoryLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }
}

@MainActor @Suite("UIKit API: a custom cell's own list content view")
struct CustomListCellTests {
  let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)

  /// One recipe in a plain list, its rows made by `configure`.
  func screen<Cell: UICollectionViewListCell>(_ type: Cell.Type, configure: @escaping (Cell) -> Void) throws -> Screen {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, _ in configure(cell) }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["shakshuka"])
    dataSource.apply(snapshot)
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    return try Screen(device: specPhone, host: host, layout: layout, dataSource: dataSource)
  }

  @Test("The list content view's text, secondary text, image and style are the cell's list content; the cell's own label follows")
  func listContentViewOfItsOwn() throws {
    let custom = try screen(RecipeListCell.self) { $0.recipe = ("Shakshuka", "25 min", "Breakfast") }
    let content = custom.model.sections[0].items[0].content
    #expect(content.title == "Shakshuka" && content.subtitle == "25 min" && content.moreTexts == ["Breakfast"])
    #expect(content.image == ImagePlaceholder(placement: .leading, name: "fork.knife"))
    // The same list content set as a list cell's own content configuration lays the row out
    // the same way (its list metrics, its frame): the dump lines differ only by the class and
    // the label's text.
    let standard = try screen(UICollectionViewListCell.self) { cell in
      var list = UIListContentConfiguration.subtitleCell()
      list.text = "Shakshuka"
      list.secondaryText = "25 min"
      list.image = UIImage(systemName: "fork.knife")
      cell.contentConfiguration = list
    }
    let lines = LayoutDump.lines(custom, layout: try custom.computeLayout())
    let standardLines = LayoutDump.lines(standard, layout: try standard.computeLayout())
    let line = try #require(lines.first { $0.hasPrefix("cell ") })
    let standardLine = try #require(standardLines.first { $0.hasPrefix("cell ") })
    #expect(line.hasPrefix(#"cell [0,0] RecipeListCell id=shakshuka frame=(0, 0, 390, "#))
    #expect(line == standardLine.replacingOccurrences(of: "UICollectionViewListCell", with: "RecipeListCell"))
    // Its views: the list content view, as wide as the category label leaves it (390 − 20 −
    // the label's 72.667), laying its list content out as a list cell's (the symbol's slot at
    // m = 20, the texts at m + 40), then the label, its own constraints placing it at the
    // margin.
    let views = lines.filter { $0.hasPrefix("  ") }
    #expect(views.prefix(2) == ["  UIListContentView frame=(0, 0, 297.333, 44)", "    UIImageView frame=(20, 11, 24, 22) symbol=fork.knife mode=scaleAspectFit"])
    #expect(views.contains(#"    UILabel "Shakshuka" frame=(60, 4.667, 217.333, 20.333) font=body lines=0 color=label"#))
    #expect(views.contains(#"  UILabel "Breakfast" frame=(297.333, 12, 72.667, 20.333) font=17 regular color=label"#))
    #expect(standardLines.contains(#"  UILabel "Shakshuka" frame=(60, 4.667, 310, 20.333) font=body lines=0 color=label"#))
  }
}
