import CollectionSnapshotLayout
import Testing

@testable import CollectionSnapshotModel

/// SSCollectionViewPresenter's `SSCompositionalLayoutSection` (`CompositionalLayoutConfig
/// .makeLayout`), with the numbers of its `CompositionalLayoutTests` on a 375 pt wide view.
@Suite("The presenter's compositional sections: uniform and dynamic")
struct PresenterCompositionalTests {
  enum Cell: CellKind {
    static func content(for id: String) -> PlaceholderContent { PlaceholderContent(title: id) }
    static func size(with id: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 100) }
  }

  /// iPhone SE without inset adjustment: 375 wide at @2x, so halves are whole pixels.
  func screen(_ counts: [Int], _ configs: [PresenterCompositionalSection]) -> Screen {
    let model = ViewModel(sections: counts.enumerated().map { s, count in
      Section(id: "s\(s)", items: (0..<count).map { Item("\(s)-\($0)", as: Cell.self, id: "\(s)-\($0)") })
    })
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
    let unused = LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [.item(item)]))
    var screen = Screen(model: model, layout: .compositional(CompositionalLayout(section: unused)), device: .iPhoneSE, contentInsetAdjustment: .never)
    screen.presenterSections = configs
    return screen
  }

  @Test("Uniform: one column of 80, then two columns of 120 side by side: content 200, widths 375 and 187.5")
  func uniform() throws {
    let layout = try screen([1, 2], [
      PresenterCompositionalSection(itemSize: .uniform(columns: 1, height: 80)),
      PresenterCompositionalSection(direction: .horizontal, itemSize: .uniform(columns: 2, height: 120)),
    ]).computeLayout()
    #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 375, height: 80))
    #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 187.5, y: 80, width: 187.5, height: 120))
    #expect(layout.contentSize.height == 200)
  }

  @Test("Uniform: six items in three columns of 100 make two rows; with orthogonal paging the groups go on side by side, item 5 at 375 + 2 × 125")
  func columnsAndPaging() throws {
    let grid = try screen([6], [PresenterCompositionalSection(direction: .horizontal, itemSize: .uniform(columns: 3, height: 100))]).computeLayout()
    #expect(grid.contentSize.height == 200)
    let paged = try screen([6], [PresenterCompositionalSection(direction: .horizontal, itemSize: .uniform(columns: 3, height: 100), scrolling: .paging)]).computeLayout()
    #expect(paged.attributesForItem(at: IndexPath(item: 5, section: 0))?.frame == Rect(x: 625, y: 0, width: 125, height: 100))
  }

  @Test("Dynamic: each item its cell's size (375 × 100), stacked; an explicit uniform height wins over the cell's")
  func dynamic() throws {
    let layout = try screen([2], [PresenterCompositionalSection()]).computeLayout()
    #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 100, width: 375, height: 100))
    let fixed = try screen([2], [PresenterCompositionalSection(itemSize: .uniform(columns: 1, height: 50))]).computeLayout()
    #expect(fixed.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 50, width: 375, height: 50))
  }

  @Test("Spacing and insets come from the configuration, else from the model section")
  func spacingAndInsets() throws {
    var s = screen([2], [PresenterCompositionalSection(lineSpacing: 10, sectionInset: EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))])
    let layout = try s.computeLayout()
    #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.y == 115)  // 5 + 100 + 10
    s.presenterSections = [PresenterCompositionalSection()]
    s.model.sections[0].layout = .flow(FlowSectionValues(minimumLineSpacing: 4))
    #expect(try s.computeLayout().attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.y == 104)
  }

  @Test("A section with items and no configuration is UIKit's invalid section definition")
  func configsRunShort() throws {
    #expect(throws: LayoutError(
      "sections[1]",
      "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error. (the presenter's compositional layout config has 1 sections)")
    ) { _ = try screen([1, 1], [PresenterCompositionalSection()]).computeLayout() }
    // An empty section needs no definition: nothing is rendered for it.
    #expect(try screen([1, 0], [PresenterCompositionalSection()]).computeLayout().numberOfSections == 2)
  }
}
