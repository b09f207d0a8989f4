import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// UIKit lists laid out with UIKit's list metrics: rows and headers estimated and measured as
/// UIKit's standard list content is tall at the screen's Dynamic Type size, measured sizes, and
/// screens with a host written as JSON.
@MainActor @Suite("UIKit API: list content, Dynamic Type and measured sizes")
struct UIKitListContentTests {
  /// An inset-grouped settings list with headers: value cells, and one post measured on a
  /// device.
  func settings(_ category: ContentSizeCategory, host: CollectionViewHost = CollectionViewHost()) throws -> Screen {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["general"])
    snapshot.appendItems(["Wi-Fi", "Bluetooth", "post"])
    return try Screen(
      name: "settings", device: .iPhone15, host: host, contentSizeCategory: category,
      layout: UICollectionViewCompositionalLayout.list(using: configuration), snapshot: snapshot,
      supplementary: { _, _ in
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "General"
        return CellPlaceholder(kind: "Header", listContent: header)
      }
    ) { item, _ in
      if item == "post" { return CellPlaceholder(kind: "Post", content: PlaceholderContent(title: "Hello"), measuredSize: .height(61.5)) }
      var content = UIListContentConfiguration.valueCell()
      content.text = item
      content.secondaryText = "On"
      return CellPlaceholder(kind: "Setting", listContent: content)
    }
  }

  @Test("Value cells are 44 pt at the default text size and 48 at xLarge; a grouped header 38.667; a measured row its own height")
  func rows() throws {
    // One line of body text: 11 + 20.333 + 11 = 42.333 at Large, below UIKit's minimum of
    // twice body's leading (44); at xLarge 11 + 23 + 11 = 45 below 2 × 24 = 48. A grouped
    // header: 17 + footnote 15.667 + 6 = 38.667.
    let large = try settings(.large).computeLayout()
    #expect(large.cell(0)?.frame.height == 44)
    #expect(large.cell(1)?.frame.height == 44)
    #expect(large.cell(2)?.frame.height == 61.5)
    #expect(large.supplementary(UICollectionView.elementKindSectionHeader, 0)?.frame.height == 38 + 2.0 / 3)
    let extraLarge = try settings(.extraLarge).computeLayout()
    #expect(extraLarge.cell(0)?.frame.height == 48)
    #expect(extraLarge.cell(2)?.frame.height == 61.5)
  }

  @Test("The traits report the Dynamic Type size; the list section's estimates follow it")
  func traitsAndEstimates() throws {
    final class Seen: @unchecked Sendable { var category = UIContentSizeCategory.unspecified; var estimate: CGFloat = 0 }
    let seen = Seen()
    let layout = { () -> UICollectionViewLayout in
      UICollectionViewCompositionalLayout { _, environment in
        seen.category = environment.traitCollection.preferredContentSizeCategory
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        if let header = section.boundarySupplementaryItems.first { seen.estimate = header.layoutSize.heightDimension.dimension }
        return section
      }
    }
    _ = try Screen(contentSizeCategory: .accessibilityMedium, layout: layout(), itemCounts: [1]) { _ in CellPlaceholder() }
    #expect(seen.category == .accessibilityMedium)
    // A plain header: 4 + one headline line + 4; headline is 28 pt at accessibilityMedium
    // (33.414 → 33.667 at @3x): 41.667; 17 pt at Large (20.287 → 20.333): 28.333.
    #expect(abs(seen.estimate - (41 + 2.0 / 3)) < 1e-9)
    _ = try Screen(layout: layout(), itemCounts: [1]) { _ in CellPlaceholder() }
    #expect(seen.category == .large)
    #expect(abs(seen.estimate - (28 + 1.0 / 3)) < 1e-9)
  }

  @Test("A screen with a host, a text size, the iOS 13–15 rounding and measured sizes reads back from JSON as the same screen")
  func json() throws {
    var screen = try settings(.extraLarge, host: CollectionViewHost(navigationBar: .largeTitle, tabBar: true, contentInset: EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)))
    screen.roundingRule = .iOS13To15
    screen.measuredSizes["Header"] = MeasuredSize(height: 40)
    let data = try ScreenDocument.encode(screen)
    let read = try ScreenDocument.decode(data)
    #expect(read.host == screen.host)
    #expect(read.contentSizeCategory == .extraLarge && read.roundingRule == .iOS13To15)
    #expect(read.measuredSizes == ["Header": MeasuredSize(height: 40)])
    #expect(read.model.sections[0].items[0].content.listStyle == .valueCell)
    #expect(LayoutDump.text(read, layout: try read.computeLayout()) == LayoutDump.text(screen, layout: try screen.computeLayout()))
    #expect(try ScreenDocument.encode(read) == data)
  }
}
