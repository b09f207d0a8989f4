import CollectionSnapshot
import CollectionSnapshotTestSupport
import Foundation

/// A small screen and its variants, and scratch folders for references and artifacts.
enum TestScreens {
  static func list(rowHeight: Double = 60, rows: Int = 4) -> Screen {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 8
    flow.headerReferenceSize = Size(width: 0, height: 40)
    let items = (0..<rows).map { Item(id: "row-\($0)", kind: "Row", content: PlaceholderContent(title: "Row \($0)"), sizing: .fixed(Size(width: 300, height: rowHeight))) }
    var section = Section(id: "main", items: items)
    section.header = SupplementaryView(kind: "Header", content: PlaceholderContent(title: "Header"))
    return Screen(
      name: "list", model: ViewModel(sections: [section]), layout: .flow(flow),
      device: Device(name: "small", portraitSize: Size(width: 320, height: 400), scale: 1, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16))
  }

  /// The layout dump the `.layout` strategy stores for `screen`.
  static func layoutText(_ screen: Screen) -> String? {
    guard let layout = try? screen.computeLayout() else { return nil }
    return LayoutDump.text(screen, layout: layout)
  }

  /// A new empty folder, removed with the test process's scratch folders when it exits.
  static func scratch(_ name: String) -> String { ScratchFolders.make("testing-\(name)") }

  static func files(under folder: String) -> [String] {
    ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { !$0.hasSuffix("/") && $0.contains(".") }.sorted()
  }
}
