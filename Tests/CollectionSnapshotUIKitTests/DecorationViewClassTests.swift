import CollectionSnapshot
import Testing
import UIKit

/// A section background of the app's own class, as Apple's samples register one.
final class SectionBackgroundDecorationView: UICollectionReusableView {}

@MainActor @Suite("UIKit API: the class of a decoration view in the dump")
struct DecorationViewClassTests {
  /// Two rows 44 high in a section inset 10 on every side, its background a decoration of
  /// `kind` registered with `viewClass`.
  func screen(kind: String, viewClass: AnyClass?) throws -> Screen {
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: kind)]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(viewClass, forDecorationViewOfKind: kind)
    return try uikitScreen(layout, counts: [2])
  }

  @Test("The class registered for a decoration kind names its views, as a cell's class names the cell; a kind registered with nil has none")
  func registeredClass() throws {
    // The background covers the section, its insets included: 390 wide, 10 + 2 × 44 + 10 = 108 high.
    let kind = "section-background-element-kind"
    let named = try screen(kind: kind, viewClass: SectionBackgroundDecorationView.self)
    #expect(named.decorationViewClasses == [kind: "SectionBackgroundDecorationView"])
    let lines = LayoutDump.lines(named, layout: try named.computeLayout()).filter { $0.hasPrefix("decoration ") }
    #expect(lines == ["decoration section-background-element-kind [0,0] SectionBackgroundDecorationView frame=(0, 0, 390, 108) z=0"])
    let unnamed = try screen(kind: kind, viewClass: nil)
    #expect(unnamed.decorationViewClasses.isEmpty)
    #expect(LayoutDump.lines(unnamed, layout: try unnamed.computeLayout()).filter { $0.hasPrefix("decoration ") } == [
      "decoration section-background-element-kind [0,0] frame=(0, 0, 390, 108) z=0"
    ])
  }
}
