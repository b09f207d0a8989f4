import CollectionSnapshotLayout
import CollectionSnapshotModel
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
  /// The section index, if it shows.
  let sectionIndex: TableGeometry.SectionIndex?
  /// The tint colour the index's titles take by default: `systemBlue`.
  static let tintColor = Color(rgb: 0x007AFF)

  init(_ table: TableGeometry) {
    rows = table.byRow()
    fillers = table.fillerSeparators
    sectionIndex = table.sectionIndex
  }

  /// Draws the section index: its background when the app set one, then each title in 11-pt
  /// bold centred in its box, in the app's colour or the tint colour, a title wider than the
  /// column cut on both sides (as measured), the search title as a magnifying glass; `place`
  /// turns the table view's coordinates into the canvas's (the index stays put while the
  /// content scrolls).
  func paintSectionIndex(on canvas: inout Canvas, place: (Rect) -> PointRect) {
    guard let index = sectionIndex else { return }
    let column = place(index.frame)
    if let background = index.backgroundColor?.rgba { canvas.fill(column, Self.color(background)) }
    let color = index.color?.rgba.map(Self.color) ?? Self.tintColor
    let font = TableSectionIndex.font
    let text = ViewTreePainter()
    canvas.withClip(column) { canvas in
      for entry in index.entries {
        let box = place(entry.frame)
        if entry.title == TableSectionIndex.searchTitle {
          Self.paintMagnifier(in: box, font: font, color: color, on: &canvas)
          continue
        }
        // Laid out on one line as wide as it is, centred on the column's middle, then cut by
        // the column.
        let width = font.width(of: entry.title).rounded(.up) + 2
        let line = PointRect(x: box.x + (box.width - width) / 2, y: box.y, width: width, height: box.height)
        text.paintText(ViewText(entry.title, font: font, alignment: .center, lineBreak: .byClipping), in: line, on: &canvas, colour: color)
      }
    }
  }

  /// The search title: a ring a cap height across, centred in its box, and its handle.
  static func paintMagnifier(in box: PointRect, font: TextFont, color: Color, on canvas: inout Canvas) {
    let side = font.capHeight
    let ring = PointRect(x: box.x + (box.width - side) / 2 - 1, y: box.y + (box.height - side) / 2 - 1, width: side, height: side)
    canvas.stroke(ring, cornerRadius: side / 2, color, width: 1.5)
    canvas.line(from: PointXY(x: ring.x + side * 0.85, y: ring.y + side * 0.85), to: PointXY(x: ring.x + side + 2, y: ring.y + side + 2), color, width: 1.5)
  }

  /// A colour from its 0xRRGGBBAA components.
  static func color(_ rgba: UInt32) -> Color {
    Color(red: UInt8(rgba >> 24), green: UInt8((rgba >> 16) & 0xFF), blue: UInt8((rgba >> 8) & 0xFF), alpha: UInt8(rgba & 0xFF))
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
