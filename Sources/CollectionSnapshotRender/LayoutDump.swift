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
/// cell [0,0] BannerCell id=banner-1 frame=(0, 0, 375, 100) z=0
/// supplementary header [1,0] TitleHeader frame=(0, 300, 375, 50) z=10
/// ```
public enum LayoutDump {
  /// The dump of `screen` laid out as `layout`, at a scroll position (the screen's own by
  /// default).
  public static func text(_ screen: Screen, layout: ComputedLayout, state: ScrollState? = nil) -> String {
    lines(screen, layout: layout, state: state).joined(separator: "\n") + "\n"
  }

  /// The dump's lines.
  public static func lines(_ screen: Screen, layout: ComputedLayout, state: ScrollState? = nil) -> [String] {
    let environment = layout.environment
    let state = state ?? screen.scrollState
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
    if let answered = screen.overriddenAttributes, answered.applies(to: screen.model) { lines.append("frames \(answered.source)") }
    // Sorted by what the lines print: category, printed kind, section, item.
    let elements = layout.attributes(at: state).map { (printedKind($0.category), $0) }.sorted { a, b in
      if rank(a.1.category) != rank(b.1.category) { return rank(a.1.category) < rank(b.1.category) }
      if a.0 != b.0 { return a.0 < b.0 }
      return a.1.indexPath < b.1.indexPath
    }.map(\.1)
    for element in elements { lines.append(line(element, screen: screen)) }
    for diagnostic in layout.diagnostics { lines.append(diagnostic.description) }
    return lines
  }

  /// One element's line: `cell [0,3] ProductCell id=p4 frame=(16, 622, 343, 80) z=0`.
  public static func line(_ element: LayoutAttributes, screen: Screen) -> String {
    var text = name(element, screen: screen)
    let f = element.frame
    text += " frame=(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height))) z=\(element.zIndex)"
    if element.isHidden { text += " hidden" }
    if element.alpha != 1 { text += " alpha=\(n(element.alpha))" }
    return text
  }

  /// An element's line up to its frame: `cell [0,3] ProductCell id=p4`.
  public static func name(_ element: LayoutAttributes, screen: Screen) -> String {
    var text: String
    switch element.category {
    case .cell:
      let item = screen.item(at: element.indexPath)
      text = "cell \(element.indexPath) \(item?.kind ?? "-")"
      if let item { text += " id=\(item.id)" }
    case .supplementary(let kind):
      text = "supplementary \(shortKind(kind)) \(element.indexPath)"
      if let view = screen.supplementary(kind: kind, section: element.indexPath.section) { text += " \(view.kind)" }
    case .decoration(let kind):
      text = "decoration \(kind) \(element.indexPath)"
    }
    return text
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
    case "header", "footer": return "\"\(kind)\""
    default: return kind
    }
  }

  /// The kind as a line prints it ("" for cells).
  private static func printedKind(_ category: ElementCategory) -> String {
    switch category {
    case .cell: return ""
    case .supplementary(let kind): return shortKind(kind)
    case .decoration(let kind): return kind
    }
  }

  private static func rank(_ category: ElementCategory) -> Int {
    switch category {
    case .cell: return 0
    case .supplementary: return 1
    case .decoration: return 2
    }
  }

  private static func insets(_ i: EdgeInsets) -> String {
    "top \(n(i.top)) left \(n(i.left)) bottom \(n(i.bottom)) right \(n(i.right))"
  }

  private static func n(_ v: Double) -> String { LayoutNumber.format(v) }
}
