import CollectionSnapshotLayout
import CollectionSnapshotPixels

/// Draws what a table's cells draw beyond their placeholders: their separators (hairlines in
/// UIKit's separator colour) and, while the table edits, their editing controls — a red circle
/// with a minus to delete, a green one with a plus to insert, a three-line grip to reorder —
/// at the frames the table layout gave them (``TableGeometry``).
struct TablePainter: Sendable {
  /// UIKit's `separator` colour (light): #3C3C43 at 29 % opacity.
  static let separatorColor = Color(rgb: 0x3C3C43).withAlpha(74)
  /// `systemRed`, `systemGreen` and the grip's grey.
  static let deleteColor = Color(rgb: 0xFF3B30)
  static let insertColor = Color(rgb: 0x34C759)
  static let gripColor = Color(rgb: 0xAEAEB2)

  /// Each row's separators and controls.
  let rows: [IndexPath: (separators: [TableGeometry.Separator], controls: [TableGeometry.EditingControl])]
  /// The filler rows' separators.
  let fillers: [TableGeometry.Separator]

  init(_ table: TableGeometry) {
    rows = table.byRow()
    fillers = table.fillerSeparators
  }

  /// The sides of a row's frame (in canvas points) its content keeps clear of its editing
  /// controls: the editing indent on the side of its delete or insert control, the reorder
  /// control's width on the grip's side.
  func contentInsets(_ indexPath: IndexPath, frame: PointRect, place: (Rect) -> PointRect) -> (left: Double, right: Double) {
    guard let row = rows[indexPath], !row.controls.isEmpty else { return (0, 0) }
    var insets = (left: 0.0, right: 0.0)
    let middle = frame.x + frame.width / 2
    for control in row.controls {
      let box = place(control.frame)
      let onLeft = box.x + box.width / 2 < middle
      let width = control.kind == .reorder ? TableRules.reorderControlWidth : TableRules.editingIndent + (onLeft ? box.x - frame.x : frame.x + frame.width - box.x - box.width)
      if onLeft { insets.left = max(insets.left, width) } else { insets.right = max(insets.right, width) }
    }
    return insets
  }

  /// Draws a row's separators and controls; `place` turns content coordinates into the
  /// canvas's.
  func paintRow(_ indexPath: IndexPath, on canvas: inout Canvas, place: (Rect) -> PointRect) {
    guard let row = rows[indexPath] else { return }
    for separator in row.separators { canvas.fill(place(separator.frame), Self.separatorColor) }
    for control in row.controls { paint(control, at: place(control.frame), on: &canvas) }
  }

  /// Draws the filler rows' separators.
  func paintFillers(on canvas: inout Canvas, place: (Rect) -> PointRect) {
    for separator in fillers { canvas.fill(place(separator.frame), Self.separatorColor) }
  }

  private func paint(_ control: TableGeometry.EditingControl, at frame: PointRect, on canvas: inout Canvas) {
    switch control.kind {
    case .delete, .insert:
      canvas.fill(frame, cornerRadius: frame.width / 2, control.kind == .delete ? Self.deleteColor : Self.insertColor)
      let bar = 2.0
      let length = frame.width * 0.5
      let midX = frame.x + frame.width / 2
      let midY = frame.y + frame.height / 2
      canvas.fill(PointRect(x: midX - length / 2, y: midY - bar / 2, width: length, height: bar), ChromeColors.paper)
      if control.kind == .insert {
        canvas.fill(PointRect(x: midX - bar / 2, y: midY - length / 2, width: bar, height: length), ChromeColors.paper)
      }
    case .reorder:
      // Three 18-pt lines, 5 pt apart, centred in the control's area.
      let width = 18.0
      let x = frame.x + (frame.width - width) / 2
      let midY = frame.y + frame.height / 2
      for offset in [-5.0, 0, 5] {
        canvas.fill(PointRect(x: x, y: midY + offset - 0.75, width: width, height: 1.5), Self.gripColor)
      }
    }
  }
}
