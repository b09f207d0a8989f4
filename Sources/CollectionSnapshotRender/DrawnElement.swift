public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// Where an element was drawn in a picture, in the picture's points, with the parts of its
/// placeholder: what a failing image comparison names under each differing region ("cell
/// [1,0] ProductCell, title area").
public struct DrawnElement: Sendable, Hashable {
  /// `cell [1,0] ProductCell`, `supplementary header [1,0] TitleHeader`, `decoration background [2,0]`.
  public var name: String
  /// The element's frame in the picture, in points.
  public var frame: Rect
  /// The placeholder's parts in the picture, in points: `label`, `title area`, `subtitle area`,
  /// `text area`, `image`, `button`, `disclosureIndicator accessory`….
  public var parts: [(name: String, frame: Rect)]

  /// An element.
  public init(name: String, frame: Rect, parts: [(name: String, frame: Rect)]) {
    self.name = name
    self.frame = frame
    self.parts = parts
  }

  public static func == (a: DrawnElement, b: DrawnElement) -> Bool {
    a.name == b.name && a.frame == b.frame && a.parts.map(\.name) == b.parts.map(\.name) && a.parts.map(\.frame) == b.parts.map(\.frame)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(frame)
  }

  /// The element's key in the layout dump: its name up to the index path (`cell [1,0]`,
  /// `supplementary header [1,0]`), what ``LayoutDumpLine`` starts its line with.
  public var dumpKey: Substring {
    guard let close = name.firstIndex(of: "]") else { return Substring(name) }
    return name[...close]
  }

  /// What lies under `area` (picture points): the elements it touches, each with the parts it
  /// touches (`cell [1,0] ProductCell (title area, button)`); at most `limit`. The elements whose
  /// layout dump line changed (`changed`, by ``dumpKey``) come first — what a reviewer looks for
  /// —, then the others, each group topmost first.
  public static func describe(_ area: Rect, in elements: [DrawnElement], limit: Int = 3, changed: Set<String> = []) -> [String] {
    var first: [String] = []
    var others: [String] = []
    for element in elements.reversed() where element.frame.intersects(area) {
      let parts = element.parts.filter { $0.frame.intersects(area) }.map(\.name)
      let name = element.name + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
      if changed.contains(String(element.dumpKey)) { first.append(name) } else { others.append(name) }
    }
    let names = first + others
    if names.count > limit { return Array(names.prefix(limit)) + ["… \(names.count - limit) more"] }
    return names
  }
}

extension ScreenRenderer {
  /// The elements ``renderPicture(_:layout:options:)`` draws, in drawing order (zIndex), with
  /// their frames and placeholder parts in the picture's points.
  public static func drawnElements(_ screen: Screen, layout: ComputedLayout, options: RenderOptions = RenderOptions()) -> [DrawnElement] {
    let plan = drawingPlan(screen, layout: layout, options: options)
    // One writer for every name: it looks the sections' items up once, not once per element.
    var writer = LayoutDumpLine(screen: screen)
    return plan.ordered.map { element in
      let frame = plan.drawnFrame(element)
      let name = writer.name(element)
      var parts: [(String, Rect)] = []
      let content: PlaceholderContent?
      switch element.category {
      case .cell: content = screen.item(at: element.indexPath)?.content
      case .supplementary(let kind): content = screen.supplementary(kind: kind, at: element.indexPath)?.content
      case .decoration: content = nil
      }
      func place(_ r: Rect) -> Rect { Rect(x: frame.x + r.x, y: frame.y + r.y, width: r.width, height: r.height) }
      if let tree = content?.tree {
        // The element's views, each named as the dump names it (`UILabel "Fog"`).
        collectParts(of: tree.subviews, at: Point(x: frame.x, y: frame.y), into: &parts, depth: 1)
        return DrawnElement(name: name, frame: frame, parts: parts)
      }
      if options.showsLabels, element.category.kind == nil || content != nil {
        let label = PlaceholderLayout.labelFrame
        parts.append(("label", place(Rect(x: label.x, y: label.y, width: max(0, frame.width - 2 * label.x), height: label.height))))
      }
      if let content, !content.isEmpty {
        let placed = PlaceholderLayout(content, in: Size(width: frame.width, height: frame.height))
        if let r = placed.titleFrame { parts.append(("title area", place(r))) }
        if let r = placed.subtitleFrame { parts.append(("subtitle area", place(r))) }
        if let r = placed.image { parts.append(("image", place(r))) }
        for r in placed.moreTextFrames { parts.append(("text area", place(r))) }
        if let r = placed.button { parts.append(("button", place(r))) }
        for (r, mark) in zip(placed.accessoryFrames, content.accessories) { parts.append(("\(mark.kind) accessory", place(r))) }
      }
      return DrawnElement(name: name, frame: frame, parts: parts)
    }
  }

  /// Every view's name and frame in the picture, depth first.
  private static func collectParts(of views: [ViewTree], at origin: Point, into parts: inout [(String, Rect)], depth: Int) {
    guard depth <= 64 else { return }
    for view in views {
      let frame = Rect(x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
      parts.append((view.text.map { "\(view.className) \(PlaceholderContent.quoted($0))" } ?? view.className, frame))
      collectParts(of: view.subviews, at: frame.origin, into: &parts, depth: depth + 1)
    }
  }
}
