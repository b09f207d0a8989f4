public import CollectionSnapshotLayout

/// The attributes a layout object's own queries returned for a screen's data — a UIKit layout
/// subclass overriding `layoutAttributesForElements(in:)`, as a left-aligned flow layout does —
/// which UIKit shows instead of the attributes its superclass computes. ``Screen/computeLayout()``
/// replaces the engine's attributes with them while the screen shows the data they were
/// answered for; once its items change (a trace's updates), the layout object is not there to
/// be asked again, so the engine's frames are used and the dump says why.
public struct OverriddenAttributes: Sendable, Hashable {
  /// The query that answered, e.g. `LeftAlignedFlowLayout.layoutAttributesForElements(in:)`.
  public var source: String
  /// The item identifiers of each section when it answered.
  public var itemIdentifiers: [[String]]
  /// Every element it returned, with its category and index path.
  public var attributes: [LayoutAttributes]
  /// The content size it reported.
  public var contentSize: Size

  /// Attributes `source` returned for the sections' items `itemIdentifiers`.
  public init(source: String, itemIdentifiers: [[String]], attributes: [LayoutAttributes], contentSize: Size) {
    self.source = source
    self.itemIdentifiers = itemIdentifiers
    self.attributes = attributes
    self.contentSize = contentSize
  }

  /// True while `model` shows the items they were answered for.
  public func applies(to model: ViewModel) -> Bool {
    model.sections.map { $0.visibleItems.map(\.id) } == itemIdentifiers
  }

  /// `layout` with these attributes, or with the engine's and a warning when `model`'s items
  /// changed since.
  func apply(to layout: ComputedLayout, model: ViewModel) -> ComputedLayout {
    guard applies(to: model) else {
      return layout.adding([
        LayoutDiagnostic("frames", "\(source) answered for other items; the items changed since, so these are the frames of the layout it inherits from")
      ])
    }
    return layout.replacing(attributes, contentSize: contentSize)
  }
}
