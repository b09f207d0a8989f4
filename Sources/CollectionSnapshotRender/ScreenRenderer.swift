public import CollectionSnapshotLayout
public import CollectionSnapshotModel
public import CollectionSnapshotPixels

/// Draws a laid-out screen: every cell, header, footer, badge and decoration as a placeholder in
/// its frame, in zIndex order, with the content its model declares; identical bytes on every
/// platform.
public enum ScreenRenderer {
  /// The largest picture drawn: 64 Mpx.
  public static let maxPixels = 64 * 1024 * 1024

  /// Lays out and draws `screen`.
  /// - Throws: ``LayoutError`` when the screen cannot be laid out, ``RenderError`` when the
  ///   picture cannot be drawn as asked.
  public static func render(_ screen: Screen, options: RenderOptions = RenderOptions()) throws -> Bitmap {
    try render(screen, layout: try screen.computeLayout(), options: options)
  }

  /// Draws `screen` with an already computed layout.
  /// - Throws: ``RenderError`` for a bad scale or a picture over ``maxPixels``.
  public static func render(_ screen: Screen, layout: ComputedLayout, options: RenderOptions = RenderOptions()) throws(RenderError) -> Bitmap {
    try renderPicture(screen, layout: layout, options: options).bitmap
  }

  /// Draws `screen` as two bands (the top and bottom halves, split at row `height / 2`), each on
  /// its own core; joined, they are exactly ``render(_:layout:options:)``'s bitmap, and their
  /// digest needs no joining.
  /// - Throws: ``RenderError`` for a bad scale or a picture over ``maxPixels``.
  public static func renderPicture(_ screen: Screen, layout: ComputedLayout, options: RenderOptions = RenderOptions()) throws(RenderError) -> RenderedPicture {
    let environment = layout.environment
    let scale = options.scale ?? environment.displayScale
    guard scale.isFinite, scale > 0, scale <= 8 else { throw RenderError("the scale must be between 0 and 8, got \(scale)") }
    let plan = drawingPlan(screen, layout: layout, options: options)
    let picture = plan.picture
    let pixels = (picture.width * scale).rounded(.up) * (picture.height * scale).rounded(.up)
    guard pixels.isFinite, pixels <= Double(maxPixels) else {
      throw RenderError(
        "the picture would be \(LayoutNumber.format((picture.width * scale).rounded(.up)))x\(LayoutNumber.format((picture.height * scale).rounded(.up))) pixels, more than the \(maxPixels)-pixel limit; draw the viewport or use a smaller scale")
    }
    let palette = KindPalette.assign(KindPalette.kinds(of: screen, layout: layout))
    let job = BandJob(
      screen: screen, layout: layout, options: options, plan: plan, scale: scale, palette: palette, badges: badges(plan), table: layout.table.map(TablePainter.init))
    let size = PixelGrid(scale: scale).pixels(of: PointRect(x: 0, y: 0, width: picture.width, height: picture.height))
    let height = max(0, size.maxY)
    let split = height / 2
    let (top, bottom) = inParallel({ job.draw(rows: 0..<split) }, { job.draw(rows: split..<height) }, when: height >= 256)
    return RenderedPicture(scale: scale, top: top, bottom: bottom)
  }

  /// What a picture shows and where: the content area drawn, the viewport, the picture's size,
  /// the window around the viewport, and the elements in drawing order.
  struct DrawingPlan: Sendable {
    /// The content drawn, in content coordinates.
    var area: Rect
    /// The viewport, in content coordinates.
    var bounds: Rect
    /// The picture's size in points: the window (viewport pictures) or the content (full).
    var picture: Size
    /// The window around the viewport; `nil` when the full content is drawn.
    var host: HostGeometry?
    /// The elements in zIndex order (ties keep the engine's order), hidden ones left out.
    var ordered: [LayoutAttributes]
    /// How frames land on the pixel grid (the screen's rounding rule).
    var rounding: LayoutRounding

    /// Where the area's origin lands in the picture: the collection view's frame in its window.
    var origin: Point { host?.collectionViewFrame.origin ?? .zero }

    /// A rectangle in content coordinates, in the picture's points.
    func inPicture(_ r: Rect) -> Rect { Rect(x: r.x - area.x + origin.x, y: r.y - area.y + origin.y, width: r.width, height: r.height) }

    /// Where an element is drawn in the picture, in points (its frame — the rectangle its
    /// transform puts it in, if it has one — as the rounding rule draws it).
    func drawnFrame(_ element: LayoutAttributes) -> Rect { inPicture(rounding.drawnFrame(element.visibleFrame)) }
  }

  /// The plan of a picture of `screen`: the viewport sits at the collection view's frame in its
  /// window (the picture is the window, with the bars); the full content is the whole picture.
  static func drawingPlan(_ screen: Screen, layout: ComputedLayout, options: RenderOptions) -> DrawingPlan {
    let environment = layout.environment
    let state = ScrollState(
      contentOffset: options.contentOffset ?? screen.scrollState.contentOffset,
      orthogonalOffsets: options.orthogonalOffsets.isEmpty ? screen.orthogonalOffsets : options.orthogonalOffsets)
    let bounds = Rect(origin: state.contentOffset, size: environment.containerSize)
    let area: Rect
    let picture: Size
    let host: HostGeometry?
    let elements: [LayoutAttributes]
    switch options.mode {
    case .viewport:
      let geometry = screen.hostGeometry
      area = bounds
      picture = geometry.windowSize
      host = geometry
      elements = layout.attributes(in: area, at: state)
    case .full:
      area = Rect(x: 0, y: 0, width: max(1, layout.contentSize.width), height: max(1, layout.contentSize.height))
      picture = area.size
      host = nil
      elements = layout.attributes(in: area)
    }
    let ordered = elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
      .filter { !$0.isHidden && $0.alpha > 0 }
    return DrawingPlan(area: area, bounds: bounds, picture: picture, host: host, ordered: ordered, rounding: environment.rounding)
  }

  /// Badges (small supplementaries that are not headers or footers) by the item they sit on,
  /// in picture points: a cell's label keeps clear of them. Gathered once for both bands.
  private static func badges(_ plan: DrawingPlan) -> [IndexPath: [PointRect]] {
    var badges: [IndexPath: [PointRect]] = [:]
    for element in plan.ordered {
      guard case .supplementary(let kind) = element.category, element.indexPath.item != nil, element.frame.width <= 44, element.frame.height <= 44
      else { continue }
      if ElementCategory.supplementaryRole(ofKind: kind) != .other { continue }
      let r = plan.drawnFrame(element)
      badges[element.indexPath, default: []].append(PointRect(x: r.x, y: r.y, width: r.width, height: r.height))
    }
    return badges
  }

  /// Everything one band needs to draw itself.
  private struct BandJob: Sendable {
    let screen: Screen
    let layout: ComputedLayout
    let options: RenderOptions
    let plan: DrawingPlan
    let scale: Double
    let palette: [String: KindPalette.Swatch]
    let badges: [IndexPath: [PointRect]]
    /// A table's separators and editing controls, gathered once for both bands.
    let table: TablePainter?

    func toCanvas(_ r: Rect) -> PointRect {
      let p = plan.inPicture(r)
      return PointRect(x: p.x, y: p.y, width: p.width, height: p.height)
    }

    /// Draws the picture's rows `rows`.
    func draw(rows: Range<Int>) -> Bitmap {
      let area = plan.area
      let bounds = plan.bounds
      let picture = plan.picture
      var canvas = Canvas(width: picture.width, height: picture.height, scale: scale, background: options.background, rows: rows)
      let band = canvas.clipRect
      let grid = canvas.grid
      func drawn(_ element: LayoutAttributes) -> PointRect {
        let r = plan.drawnFrame(element)
        return PointRect(x: r.x, y: r.y, width: r.width, height: r.height)
      }
      func touches(_ r: PointRect) -> Bool { !grid.pixels(of: r).intersection(band).isEmpty }
      if let host = plan.host { HostPainter.drawOutside(&canvas, host: host) }
      let viewport = toCanvas(area)
      let painter = ElementPainter(screen: screen, options: options, palette: palette, badges: badges)
      func place(_ r: Rect) -> PointRect { toCanvas(plan.rounding.drawnFrame(r)) }
      canvas.withClip(viewport) { canvas in
        if let spacing = options.gridSpacing, spacing > 0 { ScreenRenderer.drawGrid(&canvas, spacing: spacing, area: area, origin: plan.origin) }
        table?.paintFillers(on: &canvas, place: place)
        // An element's alpha fades everything drawn for it; a table's row draws its separators
        // and editing controls over itself, under the headers that float over it.
        for element in plan.ordered where touches(drawn(element)) {
          canvas.withOpacity(element.alpha) { canvas in
            if let section = layout.orthogonalSection(scrolling: element) {
              canvas.withClip(toCanvas(section.frame)) { painter.paint(element, at: drawn(element), on: &$0) }
            } else if let table, element.category == .cell {
              let frame = drawn(element)
              painter.paint(element, at: frame, contentInsets: table.contentInsets(element.indexPath, frame: frame, place: place), on: &canvas)
              table.paintRow(element.indexPath, on: &canvas, place: place)
            } else {
              painter.paint(element, at: drawn(element), on: &canvas)
            }
          }
        }
        for element in plan.ordered where touches(drawn(element)) {
          canvas.withOpacity(element.alpha) { painter.paintDecorationLabel(element, at: drawn(element), on: &$0) }
        }
        // The section index, over the rows, fixed to the view.
        table?.paintSectionIndex(on: &canvas) { frame in
          toCanvas(Rect(x: bounds.x + frame.x, y: bounds.y + frame.y, width: frame.width, height: frame.height))
        }
      }
      let environment = layout.environment
      if let host = plan.host {
        HostPainter.drawSafeArea(&canvas, host: host)
        let inset = environment.adjustedContentInset
        if inset != .zero {
          let content = PointRect(
            x: viewport.x + inset.left, y: viewport.y + inset.top, width: bounds.width - inset.left - inset.right,
            height: bounds.height - inset.top - inset.bottom)
          canvas.stroke(content, ChromeColors.tertiaryInk.withAlpha(160), width: 0.5, dash: DashPattern(dash: 6, gap: 4))
        }
        HostPainter.drawBars(&canvas, host: host, showsLabels: options.showsLabels)
      } else {
        canvas.stroke(toCanvas(bounds), ChromeColors.viewport, width: 1.5, dash: DashPattern(dash: 8, gap: 4))
        if options.showsLabels {
          // At the viewport's bottom-left corner, clear of the cells' labels at their tops.
          let y = min(bounds.maxY, area.maxY) - area.y - BitmapFont.small.lineHeight - 3
          canvas.drawLine("viewport", at: PointXY(x: bounds.x - area.x + 4, y: y), font: .small, color: ChromeColors.viewport)
        }
      }
      HostPainter.drawRoundingTag(&canvas, rule: environment.roundingRule, pictureWidth: picture.width)
      return canvas.bitmap
    }
  }

  fileprivate static func drawGrid(_ canvas: inout Canvas, spacing: Double, area: Rect, origin: Point) {
    let minor = ChromeColors.grid.withAlpha(14)
    let major = ChromeColors.grid.withAlpha(30)
    // The lines at multiples of `spacing` within `length` from `start`, every fifth major;
    // counted from the first one, so that an enormous offset can neither trap nor loop for
    // ever (past 2⁵³ a line number has no exact successor).
    func lines(from start: Double, length: Double, _ draw: (Double, Bool) -> Void) {
      let first = (start / spacing).rounded(.up)
      let firstNumber = abs(first) < 1e15 ? Int(first) : 0
      let count = min((length / spacing).rounded(.up) + 1, 1e6)
      guard count >= 1 else { return }
      for i in 0..<Int(count) {
        let k = first + Double(i)
        if k * spacing >= start + length { break }
        draw(k * spacing - start, (firstNumber + i) % 5 == 0)
      }
    }
    lines(from: area.x, length: area.width) { x, isMajor in
      canvas.line(from: PointXY(x: x + origin.x, y: origin.y), to: PointXY(x: x + origin.x, y: origin.y + area.height), isMajor ? major : minor, width: 0.01)
    }
    lines(from: area.y, length: area.height) { y, isMajor in
      canvas.line(from: PointXY(x: origin.x, y: y + origin.y), to: PointXY(x: origin.x + area.width, y: y + origin.y), isMajor ? major : minor, width: 0.01)
    }
  }
}
