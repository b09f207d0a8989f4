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
    #expect(details(view, "cellForRowAt") == (0...19).map { #"cell [0,\#($0)] Message id=[0,\#($0)] view=#\#($0 + 1) texts=["Message \#($0)","Sender \#($0 % 4)"]"# })
    let madeWhenShown = controller.made
    #expect(controller.tableView.indexPathsForVisibleRows == (0...19).map { Foundation.IndexPath(row: $0, section: 0) })
    #expect(controller.tableView.cellForRow(at: Foundation.IndexPath(row: 3, section: 0))?.textLabel?.text == "Message 3")
    let before = view.trace.events.count
    try view.scroll(to: Point(x: 0, y: 440))
    // The bounds 440 … 1284: rows 0–9 leave; rows 20–29 take their cells, the last queued
    // first (#10 for row 20 … #1 for row 29): no cell is made.
    #expect(details(view, "cellForRowAt", since: before) == (20...29).map { #"cell [0,\#($0)] Message id=[0,\#($0)] view=#\#(30 - $0) reused texts=["Message \#($0)","Sender \#($0 % 4)"]"# })
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

  @Test("A trailing configuration of nil falls back to the delegate's row actions; an empty one shows none")
  func rowActions() throws {
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: ArchiveViewController())
    var view = try HeadlessCollectionView(screen)
    // UIKit's documentation: a trailing configuration of nil asks for the default actions (the
    // delegate's editActionsForRowAt, in their order); an empty configuration shows none.
    try view.swipeRow(at: IndexPath(item: 1, section: 0), edge: .trailing)
    try view.swipeRow(at: IndexPath(item: 2, section: 0), edge: .trailing)
    // The trace names the method that answered: the row actions for row 1, the empty
    // configuration for row 2.
    #expect(details(view, "editActionsForRowAt") == [#"cell [0,1] Archived id=[0,1] -> ["Restore", "More"]"#])
    #expect(details(view, "trailingSwipeActionsConfigurationForRowAt") == [#"cell [0,2] Archived id=[0,2] -> []"#])
    #expect(UITableViewRowAction.Style.destructive == .default)
  }

  @Test("A swipe action tapped runs its handler with its completion; the row its handler deletes through the table is deleted")
  func swipeActionHandlers() throws {
    let controller = MailboxViewController()
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    var view = try HeadlessCollectionView(screen)
    // Archive: the handler runs and calls its completion; nothing changes in the table.
    try view.swipeRow(at: IndexPath(item: 1, section: 0), edge: .trailing, perform: "Archive")
    #expect(controller.archived == ["Mail 1"])
    #expect(details(view, "action") == [#"handler UIContextualAction "Archive""#, "completion(true)"])
    // Delete: the handler removes the mail and deletes its row; the runtime shows the deletion.
    let before = view.trace.events.count
    try view.swipeRow(at: IndexPath(item: 0, section: 0), edge: .trailing, perform: "Delete")
    #expect(details(view, "action", since: before) == [#"handler UIContextualAction "Delete""#, "performBatchUpdates delete row [0,0]", "completion(true)"])
    #expect(view.currentScreen.model.sections[0].items.count == 2)
    #expect(controller.mails == ["Mail 1", "Mail 2"])
    #expect(view.trace.events(since: before).map(\.name).suffix(1) == ["didEndEditingRowAt"])
  }

  @Test("Row actions' handlers run with the row; a delete control commits the deletion to the app's data source")
  func rowActionsAndCommit() throws {
    let controller = MailboxViewController()
    controller.usesRowActions = true
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    var view = try HeadlessCollectionView(screen)
    try view.swipeRow(at: IndexPath(item: 2, section: 0), edge: .trailing, perform: "Flag")
    #expect(details(view, "editActionsForRowAt") == [#"cell [0,2] Row id=[0,2] -> ["Flag"]"#])
    #expect(controller.flagged == [2])
    // Editing: the delete control commits to the data source, which deletes the row itself.
    try view.setEditing(true)
    let before = view.trace.events.count
    try view.deleteRow(at: IndexPath(item: 0, section: 0))
    #expect(details(view, "action", since: before) == ["commit editingStyle=delete", "performBatchUpdates delete row [0,0]"])
    #expect(controller.mails == ["Mail 1", "Mail 2"])
    #expect(view.currentScreen.model.sections[0].items.count == 2)
  }

  @Test("scrollRectToVisible scrolls the least that shows the rect, within the content")
  func scrollRectToVisible() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.contentInsetAdjustmentBehavior = .never
    // Visible 0…200: a rect 500…550 below it brings its bottom edge to the bottom, 550 − 200 = 350.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 350))
    // Already visible (350…550): nothing moves.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset.y == 350)
    // Above it: its top edge to the top, 100.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset.y == 100)
    // A 10-pt inset at the bottom: the last rect ends 10 pt above the bounds, at most
    // 1000 + 10 − 200 = 810.
    scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset.y == 810)
  }

  @Test("A pull to refresh and a tap on a row's button run the table view controller's actions")
  func pullAndTap() throws {
    let controller = RefreshingFeedViewController()
    let screen = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    var view = try HeadlessCollectionView(screen)
    let before = view.trace.events.count
    try view.pullToRefresh()
    #expect(controller.reloads == 1 && controller.refreshControl?.isRefreshing == false)
    try view.tapButton(in: IndexPath(item: 2, section: 0))
    #expect(controller.followed == [2])
    #expect(
      view.trace.events(since: before).filter { ["event", "action"].contains($0.name) }.map(\.detail) == [
        "pullToRefresh", #"UIAction "Reload" sender=UIRefreshControl"#,
        #"button "Follow" cell [0,2] Post id=[0,2]"#, #"UIAction "Follow" sender=UIButton "Follow""#,
      ])
  }
}
