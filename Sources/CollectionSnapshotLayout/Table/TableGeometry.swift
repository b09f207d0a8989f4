/// What a table draws beyond its elements' frames — the separators its cells draw and the
/// editing controls they show — with the style and version it was laid out with. UIKit's cells
/// draw these inside themselves, so they are not elements (no attributes, no trace events);
/// the renderer draws them and the layout dump prints where each separator runs.
public struct TableGeometry: Sendable, Hashable {
  /// A separator: a hairline in content coordinates.
  public struct Separator: Sendable, Hashable {
    /// Where it sits along its row.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
      /// The last pixel row of a row (every row's, inset to the text).
      case bottom
      /// The first pixel row of a grouped section's first row (full width).
      case top
      /// Below the last row, where a plain table shows empty filler rows.
      case filler
    }

    /// Its frame: one pixel row tall.
    public var frame: Rect
    /// Its row; `nil` for a filler row's.
    public var indexPath: IndexPath?
    /// Where it sits.
    public var placement: Placement
  }

  /// An editing control a row shows while the table is editing.
  public struct EditingControl: Sendable, Hashable {
    /// Which control.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// The red circle with a minus.
      case delete
      /// The green circle with a plus.
      case insert
      /// The three-line grip at the trailing edge.
      case reorder
    }

    /// Its frame in content coordinates.
    public var frame: Rect
    /// Its row.
    public var indexPath: IndexPath
    /// Which control.
    public var kind: Kind
  }

  /// The section index as it shows: its column and each title's box, in the table view's own
  /// coordinates (it stays put while the content scrolls).
  public struct SectionIndex: Sendable, Hashable {
    /// A title and its box (one pitch tall, the column's width).
    public struct Entry: Sendable, Hashable {
      /// The title (a bullet for titles left out).
      public var title: String
      /// Its box.
      public var frame: Rect
    }

    /// The column: the table's trailing edge, its visible height.
    public var frame: Rect
    /// The titles shown, top to bottom.
    public var entries: [Entry]
    /// `sectionIndexColor`, when the app set it (the tint colour otherwise).
    public var color: TableSectionIndex.NamedColor?
    /// `sectionIndexBackgroundColor`, when the app set it (none otherwise).
    public var backgroundColor: TableSectionIndex.NamedColor?
    /// How many titles the data source gave.
    public var titleCount: Int
  }

  /// The table's style.
  public var style: TableLayout.Style
  /// The iOS version whose rules were applied.
  public var version: TableSystemVersion
  /// The separator style.
  public var separatorStyle: TableLayout.SeparatorStyle
  /// The cells' leading margin (their text's x without an image).
  public var cellMargin: Double
  /// Every separator, rows in order, then the filler rows'.
  public var separators: [Separator]
  /// The editing controls, rows in order.
  public var editingControls: [EditingControl]
  /// Whether the table is editing.
  public var isEditing: Bool
  /// The section index, when it shows.
  public var sectionIndex: SectionIndex? = nil

  /// The filler rows' separators (below a plain table's last row).
  public var fillerSeparators: [Separator] { separators.filter { $0.placement == .filler } }

  /// Each row's separators (top first) and editing controls, by index path: one pass over
  /// both lists.
  public func byRow() -> [IndexPath: (separators: [Separator], controls: [EditingControl])] {
    var rows: [IndexPath: (separators: [Separator], controls: [EditingControl])] = [:]
    for separator in separators {
      guard let path = separator.indexPath else { continue }
      rows[path, default: ([], [])].separators.append(separator)
    }
    for control in editingControls { rows[control.indexPath, default: ([], [])].controls.append(control) }
    return rows
  }
}
