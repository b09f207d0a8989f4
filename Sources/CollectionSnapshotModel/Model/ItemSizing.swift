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
  /// The size the real view reports when the layout measures it (an estimated dimension):
  /// what `preferredLayoutAttributesFitting(_:)` returned on a device, instead of the
  /// placeholder's text measured in the built-in font. An axis left `nil` keeps the layout's
  /// proposal (a full-width row reports only its height).
  case measured(MeasuredSize)

  /// A value to compare two sizings by: closures compare as "computed".
  var comparable: String {
    switch self {
    case .layoutDefault: return "default"
    case .fixed(let s): return "fixed \(s.width)x\(s.height)"
    case .selfSizing: return "self"
    case .selfSizingHeight: return "self-height"
    case .computed: return "computed"
    case .measured(let m): return "measured \(m.width.map { "\($0)" } ?? "-")x\(m.height.map { "\($0)" } ?? "-")"
    }
  }
}

/// A size a real view reported when measured; either axis may be left to the layout.
public struct MeasuredSize: Sendable, Hashable {
  /// The measured width, or `nil` to keep the proposed width.
  public var width: Double?
  /// The measured height, or `nil` to keep the proposed height.
  public var height: Double?

  /// A measured size.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// A measured height (the common case: a self-sized row at the list's width).
  public static func height(_ height: Double) -> MeasuredSize { MeasuredSize(height: height) }

  /// The proposal with the measured axes replaced.
  public func applied(to proposal: Size) -> Size {
    Size(width: width ?? proposal.width, height: height ?? proposal.height)
  }
}
