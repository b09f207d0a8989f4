import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// The headless runtime driving a table made by the app's code: its data source is asked for
/// each row as it appears, the cells it made itself are reused under their identifier, the
/// table answers what shows, and swipes show the delegate's actions.
@MainActor @Suite("UIKit API: the app's table in the headless runtime")
struct TableRuntimeUIKitTests {
  func details(_ view: HeadlessCollectionView, _ name: String, since index: Int = 0) -> [String] {
    view.trace.events(since: index).filter { $0.name == name }.map(\.detail)
  }

  @Test("Cells the data source makes itself are kept and reused under their identifier as the table scrolls")
  func reuseOfAppMadeCells() throws {
    let controller = InboxViewController()
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    var view = try HeadlessCollectionView(screen)
    // 844 pt of 44-pt subtitle rows: rows 0–19 (row 19 from 836) show; each dequeue without an
    // index path finds none free, so the data source makes a cell, kept under "Message" (the
    // name the trace gives its views).
    #expect(details(view, "cellForRowAt") == (0...19).map { "cell [0,\($0)] Message id=[0,\($0)] view=#\($0 + 1)" })
    let madeWhenShown = controller.made
    #expect(controller.tableView.indexPathsForVisibleRows == (0...19).map { Foundation.IndexPath(row: $0, section: 0) })
    #expect(controller.tableView.cellForRow(at: Foundation.IndexPath(row: 3, section: 0))?.textLabel?.text == "Message 3")
    let before = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 440))
    // The bounds 440 … 1284: rows 0–9 leave; rows 20–29 take their cells, the last queued
    // first (#10 for row 20 … #1 for row 29): no cell is made.
    #expect(details(view, "cellForRowAt", since: before) == (20...29).map { "cell [0,\($0)] Message id=[0,\($0)] view=#\(30 - $0) reused" })
    #expect(controller.made == madeWhenShown)
    #expect(view.currentScreen.model.sections[0].items[29].content.texts == ["Message 29", "Sender 1"])
  }

  @Test("A swipe shows the delegate's own actions, in its order")
  func appSwipeActions() throws {
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: InboxViewController())
    var view = try HeadlessCollectionView(screen)
    try view.swipeRow(at: IndexPath(item: 2, section: 0), edge: .trailing)
    #expect(details(view, "trailingSwipeActionsConfigurationForRowAt") == [#"cell [0,2] Message id=[0,2] -> ["Delete", "Archive"]"#])
  }
}
