public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// The layout of a screen as text: a header of facts (screen, device, insets, offset, content
/// size), then one element a line, sorted by category, then by kind as printed, section and item (spec §0.5), with
/// frames printed exactly (`137.66666666666666`, never `137.67`). Designed to diff well: one
/// fact a line, nothing volatile.
///
/// ```
/// screen ss-banners-products
/// device iPhone SE 375x667 @2x portrait
/// rounding iOS16+ (fractions floor to the pixel grid)
/// traits width compact height regular phone text large
/// safe-area top 20 left 0 bottom 0 right 0
/// adjusted-content-inset top 20 left 0 bottom 0 right 0
/// offset 0,-20
/// content-size 375x740
/// cell [0,0] BannerCell id=banner-1 frame=(0, 0, 375, 100) z=0 texts=["Spring sale"] image=fill
/// supplementary header [1,0] TitleHeader frame=(0, 300, 375, 50) z=10 texts=["Popular products"]
/// ```
///
/// After its frame, an element's line says what its placeholder shows (texts, button, image,
/// accessories, background; ``PlaceholderContent/dumpFields``) and what sized it when the
/// layout measured it (`sized=…`). An element whose views are known (``ViewTree``) is followed
/// by a line per view, indented two spaces per level:
///
/// ```
/// cell [0,0] PostCell id=fog frame=(16, 0, 361, 164) z=0 radius=10 clips sized=constraints
///   UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline lines=0 color=label
/// ```
public enum LayoutDump {
  /// The dump of `screen` laid out as `layout`, at a scroll position (the screen's own by
  /// default).
  public static func text(_ screen: Screen, layout: ComputedLayout, state: ScrollState? = nil) -> String {
    let text = written(screen, layout: layout, state: state)
    return text.string
  }

  /// ``text(_:layout:state:)`` as UTF-8, written straight into one buffer: what an assertion
  /// compares and a reference file holds.
  public static func bytes(_ screen: Screen, layout: ComputedLayout, state: ScrollState? = nil) -> [UInt8] {
    let text = written(screen, layout: layout, state: state)
    return text.bytes
  }

  /// The dump written into one buffer.
  private static func written(_ screen: Screen, layout: ComputedLayout, state: ScrollState?) -> UTF8Buffer {
    let state = state ?? screen.scrollState
    let header = headerLines(screen, layout: layout, state: state)
    let elements = LayoutDumpOrder.sorted(layout.attributes(at: state))
    var text = UTF8Buffer(capacity: 128 * (header.count + elements.count + layout.diagnostics.count))
    // Index loops: a `for … in` over an array calls the generic iterator, and allocates, at
    // every element in a debug build.
    var i = 0
    while i < header.count {
      text.append(contentsOf: header[i])
      text.append(0x0A)
      i += 1
    }
    var writer = LayoutDumpLine(screen: screen, table: layout.table)
    i = 0
    while i < elements.count {
      writer.write(elements[i], to: &text)
      text.append(0x0A)
      i += 1
    }
    let diagnostics = layout.diagnostics
    i = 0
    while i < diagnostics.count {
      text.append(contentsOf: diagnostics[i].description)
      text.append(0x0A)
      i += 1
    }
    return text
  }

  /// The dump's lines (an element's views each a line of their own, after its line).
  public static func lines(_ screen: Screen, layout: ComputedLayout, state: ScrollState? = nil) -> [String] {
    let state = state ?? screen.scrollState
    var writer = LayoutDumpLine(screen: screen, table: layout.table)
    return headerLines(screen, layout: layout, state: state)
      + LayoutDumpOrder.sorted(layout.attributes(at: state)).flatMap { element -> [String] in
        let text = writer.text(element)
        return text.utf8.contains(0x0A) ? text.split(separator: "\n").map(String.init) : [text]
      }
      + layout.diagnostics.map(\.description)
  }

  /// The facts above the elements: screen, device, rounding, traits, host, insets, offset,
  /// content size, answered frames.
  static func headerLines(_ screen: Screen, layout: ComputedLayout, state: ScrollState) -> [String] {
    let environment = layout.environment
    let device = screen.device
    var lines = [
      "screen \(screen.name)",
      "device \(device.name) \(n(device.size.width))x\(n(device.size.height)) @\(n(device.scale))x \(device.orientation.rawValue)",
      "rounding \(environment.roundingRule.summary)",
      "traits width \(environment.horizontalSizeClass.rawValue) height \(environment.verticalSizeClass.rawValue) \(environment.idiom.rawValue) text \(environment.contentSizeCategory.rawValue)",
    ]
    if let host = hostLine(screen) { lines.append(host) }
    lines += [
      "safe-area " + insets(environment.safeAreaInsets),
      "adjusted-content-inset " + insets(environment.adjustedContentInset),
      "offset \(n(state.contentOffset.x)),\(n(state.contentOffset.y))",
    ]
    if !state.orthogonalOffsets.isEmpty {
      lines.append("orthogonal-offsets " + state.orthogonalOffsets.keys.sorted().map { "\($0):\(n(state.orthogonalOffsets[$0] ?? 0))" }.joined(separator: " "))
    }
    lines.append("content-size \(n(layout.contentSize.width))x\(n(layout.contentSize.height))")
    if case .custom(let object) = screen.layout { lines.append("layout \(object.className) (a UICollectionViewLayout subclass of its own)") }
    if let table = layout.table {
      lines.append(tableLine(table))
      if let index = table.sectionIndex { lines.append(sectionIndexLine(index)) }
    }
    if let query = layout.answeredBy { lines.append("frames \(query)") }
    return lines
  }

  /// One element's line: `cell [0,3] ProductCell id=p4 frame=(16, 622, 343, 80) z=0 texts=["Lamp"]`
  /// (followed by its views' lines, each after a line break, when its views are known).
  public static func line(_ element: LayoutAttributes, screen: Screen) -> String {
    var writer = LayoutDumpLine(screen: screen)
    return writer.text(element)
  }

  /// An element's line up to its frame: `cell [0,3] ProductCell id=p4`.
  public static func name(_ element: LayoutAttributes, screen: Screen) -> String {
    var writer = LayoutDumpLine(screen: screen)
    return writer.name(element)
  }

  /// `host …`: what differs from a full-screen collection view with no bars but the status
  /// bar (bars, window, frame, adjustment, content inset, margins); `nil` when nothing does.
  static func hostLine(_ screen: Screen) -> String? {
    let host = screen.host
    let geometry = screen.hostGeometry
    var parts: [String] = []
    if host.navigationBar != .none { parts.append("navigation-bar \(host.navigationBar.rawValue)") }
    if host.tabBar { parts.append("tab-bar") }
    if host.toolbar { parts.append("toolbar") }
    if host.statusBarHidden { parts.append("status-bar-hidden") }
    if host.window != .fullScreen {
      parts.append("window \(host.window.rawValue) \(n(geometry.windowSize.width))x\(n(geometry.windowSize.height))")
    }
    if host.placement != .fill {
      let f = geometry.collectionViewFrame
      parts.append("frame=(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)))")
    }
    if host.contentInsetAdjustmentBehavior != .automatic { parts.append("adjustment \(host.contentInsetAdjustmentBehavior.rawValue)") }
    if host.contentInset != .zero { parts.append("content-inset " + insets(host.contentInset)) }
    if host.alwaysBounceVertical { parts.append("always-bounce-vertical") }
    if host.alwaysBounceHorizontal { parts.append("always-bounce-horizontal") }
    if let m = host.layoutMargins { parts.append("margins top \(n(m.top)) leading \(n(m.leading)) bottom \(n(m.bottom)) trailing \(n(m.trailing))") }
    return parts.isEmpty ? nil : "host " + parts.joined(separator: ", ")
  }

  /// UIKit's section header and footer kinds print as `header` and `footer`; a kind of the
  /// layout's own that is literally `header` or `footer` prints quoted (`"header"`), so the two
  /// never read alike.
  public static func shortKind(_ kind: String) -> String {
    switch kind {
    case ElementCategory.sectionHeaderKind: return "header"
    case ElementCategory.sectionFooterKind: return "footer"
    case ElementCategory.tableHeaderKind: return "table-header"
    case ElementCategory.tableFooterKind: return "table-footer"
    case "header", "footer", "table-header", "table-footer": return "\"\(kind)\""
    default: return kind
    }
  }

  /// `table insetGrouped iOS17+ cell-margin 20 separators singleLine`, with ` editing` and the
  /// filler rows below a plain table's last row (` filler-rows 14 of 44 from 308`).
  static func tableLine(_ table: TableGeometry) -> String {
    var line = "table \(table.style.rawValue) \(table.version.rawValue) cell-margin \(n(table.cellMargin)) separators \(table.separatorStyle.rawValue)"
    if table.isEditing { line += " editing" }
    let fillers = table.fillerSeparators
    if let first = fillers.first {
      let pitch = fillers.count > 1 ? fillers[1].frame.y - first.frame.y : first.frame.maxY
      let start = first.frame.maxY - pitch
      line += " filler-rows \(fillers.count) of \(n(pitch)) from \(n(start))"
    }
    return line
  }

  /// `section-index frame=(305, 20, 15, 548) pitch 14 titles=["A","•","E"] of 27 color=systemRed
  /// background=systemGray6`: the column in the table view's coordinates, the titles shown
  /// (quoted as texts are), how many the data source gave when bullets stand for some, and the
  /// colours the app set.
  static func sectionIndexLine(_ index: TableGeometry.SectionIndex) -> String {
    let f = index.frame
    var line = "section-index frame=(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height))) pitch \(n(TableSectionIndex.pitch))"
    line += " titles=[" + index.entries.map { PlaceholderContent.quoted($0.title) }.joined(separator: ",") + "]"
    if index.entries.count < index.titleCount { line += " of \(index.titleCount)" }
    if let color = index.color { line += " color=\(color.name)" }
    if let background = index.backgroundColor { line += " background=\(background.name)" }
    return line
  }

  private static func insets(_ i: EdgeInsets) -> String {
    "top \(n(i.top)) left \(n(i.left)) bottom \(n(i.bottom)) right \(n(i.right))"
  }

  private static func n(_ v: Double) -> String { LayoutNumber.format(v) }
}
