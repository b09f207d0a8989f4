public import CollectionSnapshotLayout
public import CollectionSnapshotModel
public import CollectionSnapshotRuntime

/// One frame of a ``Filmstrip``: the screen as a headless collection view shows it at a moment,
/// with what the caption says and which cells came and went since the frame before.
public struct FilmstripFrame: Sendable {
  /// The screen as the view shows it (``HeadlessCollectionView/currentScreen``).
  public var screen: Screen
  /// The virtual time.
  public var time: VirtualTime
  /// The step that led here: `start`, or `3. drag by (-120, 0) velocity (-0.8, 0)`.
  public var step: String
  /// The page (with paging) and the content offset: `page 1 | (1252.5, 0)`.
  public var position: String
  /// The visible cells, by laid-out item identifier (copies of infinite pages apart), with
  /// their frames in content coordinates as shown (orthogonal offsets applied).
  public var visible: [(id: String, frame: Rect)]
  /// Cells visible now and not in the frame before, by identifier, in index-path order.
  public var appeared: [String]
  /// Cells visible in the frame before and not now, with their frames there.
  public var disappeared: [(id: String, frame: Rect)]
  /// The item an interactive movement is carrying, if any.
  public var moving: String?

  /// The frame of a view as it is now; `previous` is the frame before it (`nil` for the first).
  public init(_ view: HeadlessCollectionView, step: String, previous: FilmstripFrame?) {
    let screen = view.currentScreen
    self.screen = screen
    time = view.now
    self.step = step
    let offset = TraceEvent.offset(view.contentOffset)
    position = view.logicalPage.map { "page \($0) | \(offset)" } ?? offset
    var visible: [(id: String, frame: Rect)] = []
    for attributes in view.layout.attributes(in: view.bounds, at: view.scrollState) where attributes.category == .cell && !attributes.isHidden {
      let path = attributes.indexPath
      guard let item = path.item, path.section < screen.model.sections.count, item < screen.model.sections[path.section].items.count else { continue }
      visible.append((screen.model.sections[path.section].items[item].id, attributes.frame))
    }
    visible.sort { $0.frame.y != $1.frame.y ? $0.frame.y < $1.frame.y : $0.frame.x < $1.frame.x }
    self.visible = visible
    if let current = view.interactiveMovement?.current, let item = current.item, current.section < screen.model.sections.count,
      item < screen.model.sections[current.section].items.count
    {
      moving = screen.model.sections[current.section].items[item].id
    }
    let before = Set(previous?.visible.map(\.id) ?? visible.map(\.id))
    let now = Set(visible.map(\.id))
    appeared = visible.map(\.id).filter { !before.contains($0) }
    disappeared = (previous?.visible ?? []).filter { !now.contains($0.id) }
  }

  /// `+ b3 b4  - b0`: the cells that came and went (ASCII: the built-in font's characters).
  var changes: String {
    var parts: [String] = []
    if !appeared.isEmpty { parts.append("+ " + appeared.joined(separator: " ")) }
    if !disappeared.isEmpty { parts.append("- " + disappeared.map(\.id).joined(separator: " ")) }
    return parts.isEmpty ? "no cell came or went" : parts.joined(separator: "  ")
  }
}
