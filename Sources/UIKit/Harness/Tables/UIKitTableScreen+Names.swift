import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension UIKitTableScreen {
  /// The names of a table's sections and rows, and the values a diffable data source's cell
  /// provider takes: a diffable data source's identifiers, named by ``UIKitIdentifiers`` (or
  /// `itemIdentifier`); another data source's sections `#0`, `#1`… and rows `[section,row]`.
  /// - Throws: UIKit's exception applying a snapshot; ``LayoutError`` for a name that changes
  ///   every run.
  static func names(of dataSource: any UITableViewDataSource, counts: [Int], itemIdentifier: ((AnyHashable) -> String)?) throws -> (
    sections: [(id: String, items: [(id: String, value: Any?)])], warnings: [LayoutDiagnostic]
  ) {
    guard let source = dataSource as? any UIKitTableSnapshotSource else {
      let sections = counts.enumerated().map { s, count in
        (id: "#\(s)", items: (0..<count).map { (id: "[\(s),\($0)]", value: Any?.none) })
      }
      return (sections, [])
    }
    if let raised = source.raised { throw raised }
    var names = UIKitIdentifiers()
    var sections: [(id: String, items: [(id: String, value: Any?)])] = []
    for (s, (section, items)) in source.anySections().enumerated() {
      let id = names.section(section)
      var named: [(id: String, value: Any?)] = []
      for (i, item) in items.enumerated() {
        let chosen = itemIdentifier.map { $0(item as? AnyHashable ?? AnyHashable(String(describing: item))) }
        named.append((try names.item(item, chosen: chosen, path: "sections[\(s)].items[\(i)].id"), item))
      }
      sections.append((id, named))
    }
    return (sections, names.warnings + source.logged.map { LayoutDiagnostic("snapshot", $0) })
  }
}
