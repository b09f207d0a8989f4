import Dispatch
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
    let area = plan.area
    let pixels = (area.width * scale).rounded(.up) * (area.height * scale).rounded(.up)
    guard pixels.isFinite, pixels <= Double(maxPixels) else {
      throw RenderError(
        "the picture would be \(LayoutNumber.format((area.width * scale).rounded(.up)))x\(LayoutNumber.format((area.height * scale).rounded(.up))) pixels, more than the \(maxPixels)-pixel limit; draw the viewport or use a smaller scale")
    }
    let bounds = plan.bounds
    let ordered = plan.ordered
    let palette = KindPalette.assign(KindPalette.kinds(of: screen, layout: layout))
    let job = BandJob(screen: screen, layout: layout, options: options, area: area, bounds: bounds, scale: scale, ordered: ordered, palette: palette)
    let size = PixelGrid(scale: scale).pixels(of: PointRect(x: 0, y: 0, width: area.width, height: area.height))
    let height = max(0, size.maxY)
    let split = height / 2
    if height < 256 {
      return RenderedPicture(scale: scale, top: job.draw(rows: 0..<split), bottom: job.draw(rows: split..<height))
    }
    let results = BandResults()
    DispatchQueue.concurrentPerform(iterations: 2) { band in
      results.set(band, job.draw(rows: band == 0 ? 0..<split : split..<height))
    }
    return RenderedPicture(scale: scale, top: results.get(0), bottom: results.get(1))
  }

  /// What a picture shows: the area drawn and the viewport, in content coordinates, and the
  /// elements in drawing order (zIndex; ties keep the engine's order), hidden ones left out.
  static func drawingPlan(_ screen: Screen, layout: ComputedLayout, options: RenderOptions) -> (area: Rect, bounds: Rect, ordered: [LayoutAttributes]) {
    let environment = layout.environment
    let state = ScrollState(
      contentOffset: options.contentOffset ?? screen.scrollState.contentOffset,
      orthogonalOffsets: options.orthogonalOffsets.isEmpty ? screen.orthogonalOffsets : options.orthogonalOffsets)
    let bounds = Rect(origin: state.contentOffset, size: environment.containerSize)
    let area: Rect
    let elements: [LayoutAttributes]
    switch options.mode {
    case .viewport:
      area = bounds
      elements = layout.attributes(in: area, at: state)
    case .full:
      area = Rect(x: 0, y: 0, width: max(1, layout.contentSize.width), height: max(1, layout.contentSize.height))
      elements = layout.attributes(in: area)
    }
    let ordered = elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
      .filter { !$0.isHidden && $0.alpha > 0 }
    return (area, bounds, ordered)
  }

  /// Everything one band needs to draw itself.
  private struct BandJob: Sendable {
    let screen: Screen
    let layout: ComputedLayout
    let options: RenderOptions
    let area: Rect
    let bounds: Rect
    let scale: Double
    let ordered: [LayoutAttributes]
    let palette: [String: KindPalette.Swatch]

    func toCanvas(_ r: Rect) -> PointRect { PointRect(x: r.x - area.x, y: r.y - area.y, width: r.width, height: r.height) }

    /// Draws the picture's rows `rows`.
    func draw(rows: Range<Int>) -> Bitmap {
      var canvas = Canvas(width: area.width, height: area.height, scale: scale, background: options.background, rows: rows)
      let band = canvas.clipRect
      func touches(_ r: Rect) -> Bool { !canvas.grid.pixels(of: toCanvas(r)).intersection(band).isEmpty }
      if let spacing = options.gridSpacing, spacing > 0 { ScreenRenderer.drawGrid(&canvas, spacing: spacing, area: area) }
      var painter = ElementPainter(screen: screen, options: options, palette: palette)
      // Badges (small supplementaries that are not headers or footers) by the item they sit on.
      for element in ordered {
        guard case .supplementary(let kind) = element.category, element.indexPath.item != nil, element.frame.width <= 44, element.frame.height <= 44
        else { continue }
        let lowered = kind.lowercased()
        if lowered.contains("header") || lowered.contains("footer") { continue }
        painter.badges[element.indexPath, default: []].append(toCanvas(element.frame))
      }
      for element in ordered where touches(element.frame) {
        if let section = layout.orthogonalSection(scrolling: element) {
          canvas.withClip(toCanvas(section.frame)) { painter.paint(element, at: toCanvas(element.frame), on: &$0) }
        } else {
          painter.paint(element, at: toCanvas(element.frame), on: &canvas)
        }
      }
      for element in ordered where touches(element.frame) {
        painter.paintDecorationLabel(element, at: toCanvas(element.frame), on: &canvas)
      }
      let environment = layout.environment
      switch options.mode {
      case .viewport:
        ScreenRenderer.drawSafeArea(&canvas, environment: environment)
        let inset = environment.adjustedContentInset
        if inset != .zero {
          let content = Rect(x: inset.left, y: inset.top, width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
          canvas.stroke(PointRect(x: content.x, y: content.y, width: content.width, height: content.height), Color(rgb: 0x8E8E93, alpha: 160), width: 0.5, dash: DashPattern(dash: 6, gap: 4))
        }
      case .full:
        canvas.stroke(toCanvas(bounds), Color(rgb: 0xE5484D), width: 1.5, dash: DashPattern(dash: 8, gap: 4))
        if options.showsLabels {
          // At the viewport's bottom-left corner, clear of the cells' labels at their tops.
          let y = min(bounds.maxY, area.maxY) - area.y - BitmapFont.small.lineHeight - 3
          canvas.drawLine("viewport", at: PointXY(x: bounds.x - area.x + 4, y: y), font: .small, color: Color(rgb: 0xE5484D))
        }
      }
      return canvas.bitmap
    }
  }

  fileprivate static func drawSafeArea(_ canvas: inout Canvas, environment: LayoutEnvironment) {
    let safe = environment.safeAreaInsets
    let size = environment.containerSize
    let shade = Color(rgb: 0x1C1C1E, alpha: 22)
    let hatch = Color(rgb: 0x1C1C1E, alpha: 26)
    let bands = [
      PointRect(x: 0, y: 0, width: size.width, height: safe.top),
      PointRect(x: 0, y: size.height - safe.bottom, width: size.width, height: safe.bottom),
      PointRect(x: 0, y: safe.top, width: safe.left, height: size.height - safe.top - safe.bottom),
      PointRect(x: size.width - safe.right, y: safe.top, width: safe.right, height: size.height - safe.top - safe.bottom),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      canvas.fill(band, shade)
      canvas.hatch(band, hatch, spacing: 6, width: 1, direction: .falling)
    }
  }

  fileprivate static func drawGrid(_ canvas: inout Canvas, spacing: Double, area: Rect) {
    let minor = Color(rgb: 0x000000, alpha: 14)
    let major = Color(rgb: 0x000000, alpha: 30)
    var k = (area.x / spacing).rounded(.up)
    while k * spacing < area.maxX {
      let x = k * spacing - area.x
      canvas.line(from: PointXY(x: x, y: 0), to: PointXY(x: x, y: area.height), Int(k) % 5 == 0 ? major : minor, width: 0.01)
      k += 1
    }
    k = (area.y / spacing).rounded(.up)
    while k * spacing < area.maxY {
      let y = k * spacing - area.y
      canvas.line(from: PointXY(x: 0, y: y), to: PointXY(x: area.width, y: y), Int(k) % 5 == 0 ? major : minor, width: 0.01)
      k += 1
    }
  }
}

/// A drawn picture in two bands: the top half (rows `0 ..< height / 2`) and the bottom half.
public struct RenderedPicture: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// The top half.
  public var top: Bitmap
  /// The bottom half.
  public var bottom: Bitmap

  /// The whole picture (the bands joined: a copy).
  public var bitmap: Bitmap { Bitmap.joined([top, bottom], scale: scale) }

  /// The picture's digest, computed on the bands without joining them.
  public var digest: PixelDigest { PixelDigest(top: top, bottom: bottom) }

  /// Columns.
  public var width: Int { top.height > 0 ? top.width : bottom.width }
  /// Rows.
  public var height: Int { top.height + bottom.height }
}

/// Two result slots, each written by one worker.
private final class BandResults: @unchecked Sendable {
  private final class Slot: @unchecked Sendable { var bitmap: Bitmap? }
  private let slots = [Slot(), Slot()]
  func set(_ i: Int, _ bitmap: Bitmap) { slots[i].bitmap = bitmap }
  func get(_ i: Int) -> Bitmap { slots[i].bitmap ?? Bitmap(width: 0, height: 0) }
}
