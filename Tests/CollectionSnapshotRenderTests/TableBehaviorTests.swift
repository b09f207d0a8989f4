import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing

/// What the gallery's tables do when edited and scrolled: traces of `UITableView`'s callbacks
/// and filmstrips against references in `Snapshots/CollectionSnapshotRenderTests/TableBehaviorTests/`.
@Suite("Behavior: scripted traces of the gallery's tables")
struct TableBehaviorTests {
  @Test("Editing the plain table (Fixtures/scripts/feature-table-plain.edit.json): reorder, delete, insert, end editing, swipe to delete, tap")
  func editing() throws {
    let data = try Data(contentsOf: Gallery.fixtures.appendingPathComponent("scripts/feature-table-plain.edit.json"))
    let script = try ScriptDocument.decode(data)
    assertSnapshot(
      of: try Gallery.screen("feature-table-plain"), as: .trace(script.steps, options: script.options), .filmstrip(script.steps, options: script.options, columns: 4))
  }

  @Test("Scrolling the settings table under its large title: the table header view scrolls away with no callbacks, headers and rows appear")
  func settingsScroll() throws {
    let steps: [ScriptStep] = [.scroll(to: Point(x: 0, y: 60)), .tap(IndexPath(item: 1, section: 0)), .scroll(to: Point(x: 0, y: -150), animated: true)]
    assertSnapshot(of: try Gallery.screen("feature-table-settings"), as: .trace(steps))
  }
}
