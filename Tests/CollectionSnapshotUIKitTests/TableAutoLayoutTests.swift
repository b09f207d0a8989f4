import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
import UIKit

/// Table screens whose rows, headers and table header view Auto Layout sizes, end to end: the
/// app's constraints solved in the content view UIKit gives a table's cell (its margins, its
/// separator), and the sizes the app's own code asks for. Expected numbers are derived in the
/// comments from the text metrics (body 17 → a 20.333-pt line at @3x, footnote 13 → 15.667,
/// large title 34 → 40.667: SF Pro's ascent and descent, rounded up to the pixel grid) and the
/// table rules (the catalog article "Tables").
@MainActor @Suite("UIKit API: Auto Layout in table views")
struct TableAutoLayoutTests {
  /// The dump's element lines.
  func elements(_ screen: Screen) throws -> [String] {
    LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") || $0.hasPrefix("supplementary ") }
  }

  /// The frame of a dump line's element, to a thousandth of a point (the solver's answers
  /// carry float noise in the last digits).
  func frame(_ line: String) -> String? {
    guard let start = line.range(of: "frame=(")?.upperBound, let end = line[start...].firstIndex(of: ")") else { return nil }
    return line[start..<end].split(separator: ",").map { part in
      let value = Double(part.trimmingCharacters(in: .whitespaces)) ?? .nan
      return String(format: "%.3f", value).replacingOccurrences(of: ".000", with: "")
    }.joined(separator: ", ")
  }

  @Test("automaticDimension rows of cells with a label pinned to the content view's margins: 11 + the text + 11 + the separator's pixel")
  func selfSizingRows() throws {
    let screen = try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: NotesViewController())
    let lines = try elements(screen)
    // iPhone 15, iOS 17 rules: the cells' margins are 20 at the sides, 11 above and below. The
    // table header view: 16 + one large title line (40.667) + 16 = 72.667, full width.
    // Row 0: one body line, 11 + 20.333 + 11 = 42.333 of content view, plus the separator's
    // pixel (1/3) below it: 42.667. Row 1: two lines (40.667), 11 + 40.667 + 11 + 1/3 = 63.
    #expect(lines.map(frame) == ["0, 72.667, 393, 42.667", "0, 115.333, 393, 63", "0, 0, 393, 72.667"])
    #expect(lines[0].contains("sized=constraints") && lines[1].contains("sized=constraints"))
  }

  @Test("An estimated row height changes nothing once the rows are measured")
  func estimatedRowHeight() throws {
    let controller = NotesViewController()
    controller.estimatedRowHeight = 80
    let screen = try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    // The same rows as without the estimate: 42.667 and 63 (the estimate is only a first guess).
    #expect(try elements(screen).prefix(2).map(frame) == ["0, 72.667, 393, 42.667", "0, 115.333, 393, 63"])
  }

  @Test("A section header view with constraints and an estimated height is sized by them: 16 + footnote 15.667 + 8")
  func selfSizingSectionHeader() throws {
    let controller = NotesViewController()
    controller.sectionHeader = true
    let screen = try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
    let lines = try elements(screen)
    // Plain, iOS 17: the header view below the table header (72.667) and the padding above a
    // header (22): y = 94.667, 16 + 15.667 + 8 = 39.667 tall (the header measured in the layout
    // spec §2.18); the rows follow at 134.333 and 177.
    #expect(lines.contains { $0.hasPrefix("supplementary header [0,0] NotesSectionHeader frame=(0, 94.66666666666666, 393, 39.66666666666666") })
    #expect(lines.prefix(2).map(frame) == ["0, 134.333, 393, 42.667", "0, 177, 393, 63"])
  }

  @Test("Estimates off (estimatedSectionHeaderHeight 0): the section header view is not self-sized but takes the standard plain header height; the delegate's estimate and height win")
  func sectionHeaderWithoutEstimates() throws {
    func header(_ configure: (NotesViewController) -> Void) throws -> String? {
      let controller = NotesViewController()
      controller.sectionHeader = true
      configure(controller)
      let screen = try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: controller)
      let line = try elements(screen).first { $0.hasPrefix("supplementary header [0,0] ") }
      return line.flatMap { self.frame($0) }
    }
    // The table's estimate 0: the plain header's standard height at @3x, 4 + headline 20.333 +
    // 4 = 28.333 (the list's plainHeader), not the 39.667 its constraints ask; at 94.667 as
    // above.
    #expect(try header { $0.sectionHeaderEstimate = 0 } == "0, 94.667, 393, 28.333")
    // The delegate's estimate for the section (44) turns self-sizing back on: 39.667.
    #expect(try header { $0.sectionHeaderEstimate = 0; $0.delegateHeaderEstimate = 44 } == "0, 94.667, 393, 39.667")
    // The delegate's height (30) wins over both.
    #expect(try header { $0.delegateHeaderHeight = 30 } == "0, 94.667, 393, 30")
  }

  @Test("A table header view sized in viewDidLayoutSubviews at the table's width and assigned again")
  func headerSizedInViewDidLayoutSubviews() throws {
    let screen = try Screen(device: .iPhone15, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: ProfileTableViewController())
    let lines = try elements(screen)
    // The controller's view is laid out before the table is read (viewDidLayoutSubviews ran):
    // two body lines, 16 + 40.667 + 16 = 72.667; the row below it.
    #expect(lines.contains("supplementary table-header [0] UIView frame=(0, 0, 393, 72.66666666666666) z=0"))
    #expect(screen.tableHeaderView?.content.texts == ["Ada Lovelace\nAnalyst"])
    #expect(lines.first.flatMap(frame) == "0, 72.667, 393, 44")
  }
}
