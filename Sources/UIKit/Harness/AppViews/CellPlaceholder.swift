import CollectionSnapshotModel

/// What the placeholder of a cell (or header, or footer) of a screen made from UIKit values
/// shows, as a test describes it: its kind (the label and colour of the placeholder, like a cell
/// class name) and its content. A screen made without a `cell:` (or `supplementary:`) closure
/// reads the app's own configured views instead.
public struct CellPlaceholder: Sendable {
  /// The kind's name, e.g. `ProductCell`.
  public var kind: String
  /// What the placeholder shows; self-sizing items are measured from it.
  public var content: PlaceholderContent
  /// The size the real view reports when the layout measures it (an estimated dimension, a
  /// self-sizing flow item), as `preferredLayoutAttributesFitting(_:)` returned it on a device;
  /// `nil`: measured from ``content`` (UIKit's list content, or the placeholder's text).
  public var measuredSize: MeasuredSize?

  /// A placeholder of `kind` showing `content`.
  public init(kind: String, content: PlaceholderContent, measuredSize: MeasuredSize? = nil) {
    self.kind = kind
    self.content = content
    self.measuredSize = measuredSize
  }

  /// A placeholder of `kind` with a title, subtitle, image slot and button, each optional.
  public init(kind: String = "Cell", title: String? = nil, subtitle: String? = nil, image: ImagePlaceholder? = nil, button: String? = nil) {
    self.init(kind: kind, content: PlaceholderContent(title: title, subtitle: subtitle, image: image, button: button))
  }

  /// A list cell, header or footer showing UIKit's standard content: its text, secondary text
  /// and image (a leading thumbnail named after it), as tall as UIKit makes that content at the
  /// screen's Dynamic Type size.
  ///
  /// ```swift
  /// var content = UIListContentConfiguration.valueCell()
  /// content.text = "Wi-Fi"
  /// content.secondaryText = "Home"
  /// CellPlaceholder(kind: "SettingCell", listContent: content)   // 44 pt at the default size
  /// ```
  public init(kind: String = "ListCell", listContent: UIListContentConfiguration) {
    self.init(kind: kind, content: UIKitViewReader.content(of: listContent))
  }
}
