public import CollectionSnapshotLayout

/// How an item (or header, or footer) gets its size.
public enum ItemSizing: Sendable {
  /// The layout's own size (a flow layout's `itemSize`, a compositional item's dimensions).
  case layoutDefault
  /// A fixed size.
  case fixed(Size)
  /// Self-sizing: measured from the placeholder content with the built-in font, at the width the
  /// layout proposes.
  case selfSizing
  /// A size computed for the container (the collection view's bounds), `nil` for the layout's
  /// default: the seeds' static `size(with:constrainedTo:)`.
  case computed(@Sendable (Size) -> Size?)

  /// A value to compare two sizings by: closures compare as "computed".
  var comparable: String {
    switch self {
    case .layoutDefault: return "default"
    case .fixed(let s): return "fixed \(s.width)x\(s.height)"
    case .selfSizing: return "self"
    case .computed: return "computed"
    }
  }
}
