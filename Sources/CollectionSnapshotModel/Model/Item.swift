import CollectionSnapshotLayout

/// One cell of a screen: an identifier, the kind of cell, what it shows, how it is sized, and
/// the typed model it came from (handed back to action handlers); SSCollectionViewPresenter's
/// per-item state (selection flag, selection vetoes) and the senders its cell forwards events
/// from.
public struct Item: Sendable, Identifiable {
  /// The identifier diffing matches items by; unique in a screen.
  public var id: String
  /// The cell kind's name.
  public var kind: String
  /// What the placeholder shows.
  public var content: PlaceholderContent
  /// How the cell is sized.
  public var sizing: ItemSizing
  /// The model the item was made from, if it was made from one.
  public var model: (any Sendable)?
  /// This value's identity: kept by copies, new for every item made (how
  /// ``IdentityRule/instance`` tells a kept item from a rebuilt one).
  public var instance = InstanceIdentity()
  /// The presenter's selection flag (`CellInfo.isSelected`): set when the cell is selected and
  /// cleared when it is deselected, while the cell is visible.
  public var isSelected = false
  /// The selection steps the cell refuses.
  public var vetoes: SelectionVetoes = []
  /// The cell's event forwarder: which senders report which events, and the actions they send.
  public var events: [EventMapping] = []
  /// What sized the cell when the layout measured it (a self-sizing cell made by an app's
  /// code): `list` (its list content, by UIKit's list metrics), `preferredLayoutAttributesFitting`,
  /// `systemLayoutSizeFitting`, `intrinsicContentSize`, `constraints`, or `placeholder` (its
  /// texts measured in the built-in font); the layout dump prints it as `sized=…`. `nil` for a
  /// cell the layout does not measure.
  public var sizingSource: String?
  /// What the cell tells a table's layout beyond its height: its separator inset, indentation
  /// and editing controls (an image before its text is read from its content when this leaves
  /// it out). Only table layouts read it.
  public var tableRow = TableRowContent()

  /// An item from its parts (the JSON form).
  public init(id: String, kind: String, content: PlaceholderContent = .empty, sizing: ItemSizing = .layoutDefault) {
    self.id = id
    self.kind = kind
    self.content = content
    self.sizing = sizing
    self.model = nil
  }

  /// An item showing `model` as a `Kind` cell. The model's type must be the kind's `Model`:
  /// checked by the compiler, no casts at the call site.
  public init<Kind: CellKind>(_ model: Kind.Model, as kind: Kind.Type, id: String) {
    self.id = id
    self.kind = Kind.name
    self.content = Kind.shown(for: model)
    self.sizing = Kind.sizing(for: model)
    self.model = model
    self.vetoes = Kind.vetoes(for: model)
    self.events = Kind.events
  }

  /// True when the two items would draw the same cell (same kind, content and sizing rule):
  /// an item whose identifier stays but whose content changes is reconfigured.
  public func hasSameContent(as other: Item) -> Bool {
    kind == other.kind && content == other.content && sizing.comparable == other.sizing.comparable
  }
}

/// A header or footer of a section.
public struct SupplementaryView: Sendable {
  /// The view kind's name.
  public var kind: String
  /// What the placeholder shows.
  public var content: PlaceholderContent
  /// How the view is sized (a flow layout uses the height as its reference size).
  public var sizing: ItemSizing
  /// The model it was made from.
  public var model: (any Sendable)?
  /// The view's event forwarder.
  public var events: [EventMapping] = []
  /// What sized the view when the layout measured it (see ``Item/sizingSource``).
  public var sizingSource: String?

  /// A view from its parts.
  public init(kind: String, content: PlaceholderContent = .empty, sizing: ItemSizing = .layoutDefault) {
    self.kind = kind
    self.content = content
    self.sizing = sizing
    self.model = nil
  }

  /// A view showing `model` as a `Kind` view.
  public init<Kind: CellKind>(_ model: Kind.Model, as kind: Kind.Type) {
    self.kind = Kind.name
    self.content = Kind.shown(for: model)
    self.sizing = Kind.sizing(for: model)
    self.model = model
    self.events = Kind.events
  }
}

extension Item {
  /// An item identifier as the layout dump and traces print it after `id=`: as it is when it is
  /// one plain word, else quoted as texts are (``PlaceholderContent/quoted(_:)``) — when it is
  /// empty or holds a space or another white space, `=`, `"`, or a control or other invisible
  /// character, any of which would run into the next field:
  /// `id=p4`, `id="Row(title: \"Storage\", value: nil)"`.
  public static func printedIdentifier(_ id: String) -> String {
    needsQuotes(id) ? PlaceholderContent.quoted(id) : id
  }

  /// Whether ``printedIdentifier(_:)`` quotes `id`. Printable ASCII words are decided byte by
  /// byte; other scalars by their Unicode properties.
  static func needsQuotes(_ id: String) -> Bool {
    if id.isEmpty { return true }
    var ascii = true
    for byte in id.utf8 {
      if byte <= 0x20 || byte == 0x3D || byte == 0x22 || byte == 0x7F { return true }
      if byte >= 0x80 { ascii = false }
    }
    if ascii { return false }
    return id.unicodeScalars.contains { scalar in
      if scalar.value < 0x80 { return false }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned: return true
      default: return scalar.properties.isWhitespace
      }
    }
  }
}
