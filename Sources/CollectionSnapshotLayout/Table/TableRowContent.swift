/// What a table's cell tells the layout beyond its height: what sits before its text (where
/// its separator starts), its own separator inset, its indentation, and the editing controls
/// it shows while the table is editing (``TableLayout/isEditing``).
public struct TableRowContent: Sendable, Hashable {
  /// `UITableViewCell.EditingStyle`: the control a row shows while the table is editing.
  public enum EditingStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// No control; the row does not indent.
    case none
    /// A red circle with a minus (the default for an editable row).
    case delete
    /// A green circle with a plus.
    case insert
  }

  /// The width of the image before the text (the cell's `imageView`, a list content image),
  /// or `nil` for none: the text and the separator start after it.
  public var leadingImageWidth: Double?
  /// The cell's own `separatorInset`, when its code set one; `nil` follows the table's.
  public var separatorInset: EdgeInsets?
  /// `indentationLevel × indentationWidth`: the content moves right by it.
  public var indentation: Double
  /// The editing control.
  public var editingStyle: EditingStyle
  /// Whether the reorder control shows while the table is editing (a data source that moves
  /// rows, `showsReorderControl`).
  public var showsReorderControl: Bool
  /// `shouldIndentWhileEditing`: the content moves right of the editing control.
  public var shouldIndentWhileEditing: Bool

  /// A row's content; the defaults are a plain row that can be deleted while editing.
  public init(
    leadingImageWidth: Double? = nil, separatorInset: EdgeInsets? = nil, indentation: Double = 0, editingStyle: EditingStyle = .delete,
    showsReorderControl: Bool = false, shouldIndentWhileEditing: Bool = true
  ) {
    self.leadingImageWidth = leadingImageWidth
    self.separatorInset = separatorInset
    self.indentation = indentation
    self.editingStyle = editingStyle
    self.showsReorderControl = showsReorderControl
    self.shouldIndentWhileEditing = shouldIndentWhileEditing
  }
}
