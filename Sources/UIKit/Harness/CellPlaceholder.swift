import CollectionSnapshotModel

/// What the placeholder of a cell (or header, or footer) of a screen made from UIKit values
/// shows: its kind (the label and colour of the placeholder, like a cell class name) and its
/// content. Cells are never run; this is the test's description of them.
public struct CellPlaceholder: Sendable {
  /// The kind's name, e.g. `ProductCell`.
  public var kind: String
  /// What the placeholder shows; self-sizing items are measured from it.
  public var content: PlaceholderContent

  /// A placeholder of `kind` showing `content`.
  public init(kind: String, content: PlaceholderContent) {
    self.kind = kind
    self.content = content
  }

  /// A placeholder of `kind` with a title, subtitle, image slot and button, each optional.
  public init(kind: String = "Cell", title: String? = nil, subtitle: String? = nil, image: ImagePlaceholder? = nil, button: String? = nil) {
    self.init(kind: kind, content: PlaceholderContent(title: title, subtitle: subtitle, image: image, button: button))
  }
}
