public import CollectionSnapshotLayout

/// How an item (or header, or footer) gets its size.
public enum ItemSizing: Sendable {
  /// The layout's own size (a flow layout's `itemSize`, a compositional item's dimensions).
  case layoutDefault
  /// A fixed size.
  case fixed(Size)
  /// Self-sizing in both directions: the width the content needs on single lines (at most the
  /// line's width), then the height it needs at that width — a tag, a chip. In compositional
  /// layouts the layout fixes the width.
  case selfSizing
  /// Self-sizing height at the full width of the line (a list row whose cell pins its width).
  case selfSizingHeight
  /// A size computed for the container (the collection view's bounds), `nil` for the layout's
  /// default: the seeds' static `size(with:constrainedTo:)`.
  case computed(@Sendable (Size) -> Size?)

  /// A value to compare two sizings by: closures compare as "computed".
  var comparable: String {
    switch self {
    case .layoutDefault: return "default"
    case .fixed(let s): return "fixed \(s.width)x\(s.height)"
    case .selfSizing: return "self"
    case .selfSizingHeight: return "self-height"
    case .computed: return "computed"
    }
  }
}
