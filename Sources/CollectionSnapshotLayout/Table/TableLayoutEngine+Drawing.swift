extension TableLayoutEngine {
  /// Adds what a row draws: its separators and, while the table edits, its editing controls.
  ///
  /// A row's separator is its last pixel row, from its text's leading edge (the cell margin,
  /// the indentation, the editing indent and an image before the text) or the separator inset
  /// the app set, to its trailing edge. A grouped section's first row also draws a full-width
  /// separator on its first pixel row and its last row a full-width one; an inset grouped
  /// section's last row draws none.
  mutating func addDrawing(of path: IndexPath, frame: Rect, first: Bool, last: Bool) {
    let row = content.tableRows?(path) ?? TableRowContent()
    var leading = rules.cellMargin + row.indentation
    if layout.isEditing {
      if row.editingStyle != .none {
        let size = TableRules.editingControlSize
        controls.append(
          TableGeometry.EditingControl(
            frame: Rect(x: frame.x + leading, y: frame.y + (frame.height - size) / 2, width: size, height: size), indexPath: path,
            kind: row.editingStyle == .delete ? .delete : .insert))
        if row.shouldIndentWhileEditing { leading += TableRules.editingIndent }
      }
      if row.showsReorderControl {
        let width = TableRules.reorderControlWidth
        controls.append(
          TableGeometry.EditingControl(frame: Rect(x: frame.maxX - width, y: frame.y, width: width, height: frame.height), indexPath: path, kind: .reorder))
      }
    }
    if let image = row.leadingImageWidth, image > 0 { leading += image + rules.imageToTextPadding }
    guard layout.separatorStyle == .singleLine else { return }
    var (left, right) = (leading, 0.0)
    if let inset = row.separatorInset ?? layout.separatorInset {
      switch layout.separatorInsetReference {
      case .fromCellEdges: (left, right) = (inset.left, inset.right)
      case .fromAutomaticInsets: (left, right) = (leading + inset.left, inset.right)
      }
    }
    let full = (left: 0.0, right: 0.0)
    switch layout.style {
    case .plain:
      addSeparator(path, frame: frame, inset: (left, right), placement: .bottom)
    case .grouped:
      if first { addSeparator(path, frame: frame, inset: full, placement: .top) }
      addSeparator(path, frame: frame, inset: last ? full : (left, right), placement: .bottom)
    case .insetGrouped:
      if !last { addSeparator(path, frame: frame, inset: (left, right), placement: .bottom) }
    }
  }

  /// A one-pixel row at the top or bottom of `frame`, inset from its sides.
  private mutating func addSeparator(_ path: IndexPath, frame: Rect, inset: (left: Double, right: Double), placement: TableGeometry.Separator.Placement) {
    let width = frame.width - inset.left - inset.right
    guard width > 0 else { return }
    let y = placement == .top ? frame.y : frame.maxY - hairline
    separators.append(TableGeometry.Separator(frame: Rect(x: frame.x + inset.left, y: y, width: width, height: hairline), indexPath: path, placement: placement))
  }

  /// The most filler rows drawn below a plain table's last row.
  static let maxFillerRows = 1000

  /// Adds the separators of a plain table's filler rows: below its content, every filler row's
  /// height, to the bottom of the visible area at rest (``TableRules/fillerRowHeight(lastRow:)``).
  mutating func addFillerSeparators(from start: Double, width: Double, lastRow: Double?) {
    let pitch = rules.fillerRowHeight(lastRow: lastRow)
    guard pitch > 0 else { return }
    var (left, right) = (rules.cellMargin, 0.0)
    if let inset = layout.separatorInset {
      switch layout.separatorInsetReference {
      case .fromCellEdges: (left, right) = (inset.left, inset.right)
      case .fromAutomaticInsets: (left, right) = (left + inset.left, inset.right)
      }
    }
    guard width - left - right > 0 else { return }
    let visibleEnd = environment.containerSize.height - environment.adjustedContentInset.top
    var y = start
    var count = 0
    while y < visibleEnd && count < Self.maxFillerRows {
      y += pitch
      count += 1
      separators.append(
        TableGeometry.Separator(frame: Rect(x: left, y: y - hairline, width: width - left - right, height: hairline), indexPath: nil, placement: .filler))
    }
  }

  /// Mirrors every frame for a right-to-left table.
  mutating func mirror(width: Double) {
    func mirrored(_ f: Rect) -> Rect { Rect(x: width - f.x - f.width, y: f.y, width: f.width, height: f.height) }
    for i in attributes.indices { attributes[i].frame = mirrored(attributes[i].frame) }
    for i in separators.indices { separators[i].frame = mirrored(separators[i].frame) }
    for i in controls.indices { controls[i].frame = mirrored(controls[i].frame) }
  }
}
