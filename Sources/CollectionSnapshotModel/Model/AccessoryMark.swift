/// An accessory of a placeholder — what a list cell's `UICellAccessory` stands for — drawn as a
/// small labelled tag along the leading or trailing edge, in the built-in font.
public struct AccessoryMark: Sendable, Hashable {
  /// The edge a mark sits on.
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    /// Before the content (a delete, insert or multiselect control).
    case leading
    /// After the content (a disclosure indicator, checkmark, reorder control, label).
    case trailing
  }

  /// What the accessory is, by UIKit's name: `disclosureIndicator`, `checkmark`, `delete`,
  /// `insert`, `reorder`, `multiselect`, `outlineDisclosure`, `detail`, `label`, `customView`,
  /// `popUpMenu`; a table cell's accessory view may also be a `switch` or a `button` (its
  /// title the text).
  public var kind: String
  /// The text a `label` accessory shows (a `button`'s title, or a custom view's label).
  public var text: String?
  /// The edge it sits on.
  public var placement: Placement

  /// A mark.
  public init(kind: String, text: String? = nil, placement: Placement = .trailing) {
    self.kind = kind
    self.text = text
    self.placement = placement
  }

  /// What the tag shows: the label's text, or a short sign for the kind (`>` for a disclosure
  /// indicator, `v` for an outline disclosure, `=` for a reorder control…), else the kind.
  public var tag: String {
    if let text, !text.isEmpty { return text }
    switch kind {
    case "disclosureIndicator": return ">"
    case "outlineDisclosure": return "v"
    case "checkmark": return "check"
    case "delete": return "-"
    case "insert": return "+"
    case "reorder": return "="
    case "multiselect": return "o"
    case "detail": return "i"
    case "popUpMenu": return "menu"
    case "customView": return "view"
    default: return kind
    }
  }

  /// How the layout dump prints it: the kind, with a label's text quoted (`label:"3"`).
  public var dumpText: String {
    var buffer = UTF8Buffer()
    writeDumpText(to: &buffer)
    return buffer.string
  }

  /// Appends ``dumpText`` to `buffer`.
  package func writeDumpText(to buffer: inout UTF8Buffer) {
    buffer.append(contentsOf: kind)
    guard let text else { return }
    buffer.append(0x3A)
    buffer.appendQuoted(text)
  }
}
