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

  @Test("Value cells are 44 pt at the default text size and 46 at xLarge; a grouped header 38; a measured row its own height")
  func rows() throws {
    // One line of body text: 22 pt leading at Large, 24 at xLarge, with 11 + 11 pt margins
    // (UIKit's 44-pt default row); a grouped header's footnote line is 38 pt at Large.
    let large = try settings(.large).computeLayout()
    #expect(large.cell(0)?.frame.height == 44)
    #expect(large.cell(1)?.frame.height == 44)
    #expect(large.cell(2)?.frame.height == 61.5)
    #expect(large.supplementary(UICollectionView.elementKindSectionHeader, 0)?.frame.height == 38)
    let extraLarge = try settings(.extraLarge).computeLayout()
    #expect(extraLarge.cell(0)?.frame.height == 46)
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
    // A plain header: one headline line (34 pt of leading at accessibilityMedium, the HIG's
    // table) and 6 pt of margins (28 at Large = 22 + 6).
    #expect(seen.estimate == 40)
    _ = try Screen(layout: layout(), itemCounts: [1]) { _ in CellPlaceholder() }
    #expect(seen.category == .large)
    #expect(seen.estimate == 28)
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
