public import CollectionSnapshotLayout

/// Ties a model type to the placeholder a cell (or header, or footer) of this kind draws and to
/// its size rule: the seeds' "the model names its cell" pattern, type-safe.
///
/// ```swift
/// enum BannerCell: CellKind {
///   static func content(for banner: Banner) -> PlaceholderContent {
///     PlaceholderContent(title: banner.title, image: ImagePlaceholder(placement: .fill))
///   }
///   static func size(with banner: Banner, constrainedTo container: Size) -> Size? {
///     Size(width: container.width, height: 100)
///   }
/// }
/// ```
public protocol CellKind: SendableMetatype {
  /// The model a view of this kind shows.
  associatedtype Model: Sendable

  /// The kind's name: the placeholder's label and colour, and its reuse identifier. By
  /// default the type's name.
  static var name: String { get }

  /// What the placeholder shows for a model.
  static func content(for model: Model) -> PlaceholderContent

  /// The views a view of this kind shows for a model, when the kind describes them: the
  /// element's tree (``ViewTree``), dumped a line per view and drawn at their frames instead
  /// of the placeholder (``content(for:)`` still sizes a self-sizing view by its texts). By
  /// default `nil`: the placeholder.
  static func views(for model: Model) -> ViewTree?

  /// The size for a model in a container (the collection view's bounds), or `nil` for the
  /// layout's default (SSCollectionViewPresenter's `size(with:constrainedTo:)`). By default
  /// `nil`.
  static func size(with model: Model, constrainedTo container: Size) -> Size?

  /// True when views of this kind size themselves from their content (measured with the
  /// built-in font). By default false.
  static var isSelfSizing: Bool { get }

  /// With self-sizing, true when the view takes the full width of its line and only its height
  /// fits the content (a list row); false when its width fits the content too. By default
  /// false.
  static var fillsLineWidth: Bool { get }

  /// The selection steps a view of this kind refuses for a model (its `shouldHighlight(with:)`,
  /// `shouldSelect(with:)`, `shouldDeselect(with:)` returning `false`). By default none.
  static func vetoes(for model: Model) -> SelectionVetoes

  /// The view's event forwarder: the senders inside it, their events and the actions they send.
  /// By default none.
  static var events: [EventMapping] { get }

  /// The size the real view reports for a model when the layout measures it
  /// (`preferredLayoutAttributesFitting(_:)` on a device), or `nil` to measure the
  /// placeholder. By default `nil`.
  static func measuredSize(for model: Model) -> MeasuredSize?
}

extension CellKind {
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// `nil`: the placeholder.
  public static func views(for model: Model) -> ViewTree? { nil }
  /// `nil`: the layout's default size.
  public static func size(with model: Model, constrainedTo container: Size) -> Size? { nil }
  /// False.
  public static var isSelfSizing: Bool { false }
  /// False.
  public static var fillsLineWidth: Bool { false }
  /// None.
  public static func vetoes(for model: Model) -> SelectionVetoes { [] }
  /// None.
  public static var events: [EventMapping] { [] }
  /// `nil`: the placeholder is measured.
  public static func measuredSize(for model: Model) -> MeasuredSize? { nil }

  /// What a view of this kind shows for a model: the placeholder's content, with the kind's
  /// views when it describes them (their root named after the kind, its background the
  /// content's when the views give none).
  static func shown(for model: Model) -> PlaceholderContent {
    var content = content(for: model)
    if var tree = views(for: model) {
      tree.className = name
      if let colour = tree.backgroundColor { content.background = colour } else { tree.backgroundColor = content.background }
      content.tree = tree
    }
    return content
  }

  /// The sizing rule of a model.
  static func sizing(for model: Model) -> ItemSizing {
    if let measured = measuredSize(for: model) { return .measured(measured) }
    if isSelfSizing { return fillsLineWidth ? .selfSizingHeight : .selfSizing }
    return .computed { container in size(with: model, constrainedTo: container) }
  }
}
