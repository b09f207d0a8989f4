import CollectionSnapshotLayout
import CollectionSnapshotModel

struct Row: Sendable, Identifiable {
  var id: String
}

/// A full-width row, 100 pt high.
enum RowCell: CellKind {
  static func content(for row: Row) -> PlaceholderContent { PlaceholderContent(title: row.id) }
  static func size(with row: Row, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 100) }
}

/// A full-width header, 50 pt high.
enum TitleHeader: CellKind {
  static func content(for title: String) -> PlaceholderContent { PlaceholderContent(title: title) }
  static func size(with title: String, constrainedTo container: Size) -> Size? { Size(width: container.width, height: 50) }
}

enum RuntimeScreens {
  /// iPhone SE (375 × 667, adjusted inset top 20): a 50 pt header, then `count` rows of 100 pt
  /// with no spacing, so row i spans y = 50 + 100 i … 150 + 100 i and the content is
  /// 50 + 100 × count high. At rest the offset is (0, -20) and the bounds span y = -20 … 647.
  static func rows(_ count: Int = 20) -> Screen {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 0
    flow.minimumInteritemSpacing = 0
    let rows = (0..<count).map { Row(id: "r\($0)") }
    let model = ViewModel.build {
      section("rows") {
        header("Rows", as: TitleHeader.self)
        cells(rows, as: RowCell.self)
      }
    }
    return Screen(name: "rows", model: model, layout: .flow(flow), device: .iPhoneSE)
  }
}
