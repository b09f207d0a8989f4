import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// A table view controller with a section index, written as apps write one (Brian Slick's "A
/// Reasonably Complete Guide to UITableView", chapter 20: the rooms' initials as titles).
final class RoomsViewController: UITableViewController {
  let rooms: [(name: String, items: [String])] = [
    ("Garage", ["Motor Oil", "Light Bulbs"]), ("Master Bathroom", ["Soap", "Shampoo"]), ("Dining Room", []), ("Kitchen", ["Milk"]),
  ]
  var titlesAsked = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
    tableView.sectionIndexColor = .systemRed
    tableView.sectionIndexBackgroundColor = .systemGray6
  }

  override func numberOfSections(in tableView: UITableView) -> Int { rooms.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rooms[section].items.count }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { rooms[section].name }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
    cell.textLabel?.text = rooms[indexPath.section].items[indexPath.row]
    return cell
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    titlesAsked += 1
    return rooms.map { String($0.name.split(separator: " ").compactMap(\.first)) }
  }
}

@MainActor @Suite("UIKit API: a table's section index")
struct TableSectionIndexUIKitTests {
  @Test("The data source's titles, the table's index colours and minimum row count reach the layout, the dump and the picture")
  func sectionIndex() throws {
    let controller = RoomsViewController()
    let screen = try Screen(name: "rooms", device: .iPhoneSE, viewController: controller)
    let layout = try screen.computeLayout()
    #expect(controller.titlesAsked >= 1)
    let index = try #require(layout.table?.sectionIndex)
    // Four titles of one or two letters: a 15-pt column at the trailing edge of the 375-pt
    // iPhone SE, x 360; the rows and headers 360 wide.
    #expect(index.frame.x == 360 && index.frame.width == 15)
    #expect(index.entries.map(\.title) == ["G", "MB", "DR", "K"])
    #expect(layout.attributesForItem(at: CollectionSnapshot.IndexPath(item: 0, section: 0))?.frame.width == 360)
    // The column from below the adjusted top inset to the view's bottom, the four titles
    // (4 × 14 = 56) centred in it.
    let top = layout.environment.adjustedContentInset.top
    let height = 667 - top - layout.environment.adjustedContentInset.bottom
    #expect(index.frame.y == top && index.frame.height == height)
    #expect(index.entries.first?.frame.y == top + (height - 56) / 2)
    let line = try #require(LayoutDump.lines(screen, layout: layout).first { $0.hasPrefix("section-index ") })
    #expect(line.hasSuffix(#"pitch 14 titles=["G","MB","DR","K"] color=systemRed background=systemGray6"#))

    // More rows asked of the index than the table has: no index, the rows full width.
    controller.tableView.sectionIndexMinimumDisplayRowCount = 6
    let hidden = try Screen(name: "rooms", device: .iPhoneSE, viewController: controller).computeLayout()
    #expect(hidden.table?.sectionIndex == nil)
    #expect(hidden.attributesForItem(at: CollectionSnapshot.IndexPath(item: 0, section: 0))?.frame.width == 375)
  }
}
