import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels

/// Draws what surrounds the collection view in a viewport picture: the window outside its
/// frame, the safe area, the bars as placeholders (so a reviewer sees what content sits under),
/// and a tag naming a non-default rounding rule.
enum HostPainter {
  static let outsideHatch = ChromeColors.ink.withAlpha(30)
  static let barFill = ChromeColors.barFill.withAlpha(222)
  static let barLine = ChromeColors.barInk.withAlpha(90)

  /// The window around a collection view that does not fill it.
  static func drawOutside(_ canvas: inout Canvas, host: HostGeometry) {
    let w = host.windowSize
    let f = host.collectionViewFrame
    guard f != Rect(x: 0, y: 0, width: w.width, height: w.height) else { return }
    let bands = [
      PointRect(x: 0, y: 0, width: w.width, height: max(0, f.minY)),
      PointRect(x: 0, y: f.maxY, width: w.width, height: max(0, w.height - f.maxY)),
      PointRect(x: 0, y: f.minY, width: max(0, f.minX), height: f.height),
      PointRect(x: f.maxX, y: f.minY, width: max(0, w.width - f.maxX), height: f.height),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      canvas.fill(band, ChromeColors.outsideFill)
      canvas.hatch(band, outsideHatch, spacing: 8, width: 1, direction: .rising)
    }
    canvas.stroke(PointRect(x: f.x, y: f.y, width: f.width, height: f.height), barLine, width: 1)
  }

  /// The window's safe area, shaded and hatched, on every edge.
  static func drawSafeArea(_ canvas: inout Canvas, host: HostGeometry) {
    let safe = host.windowSafeArea
    let size = host.windowSize
    let shade = ChromeColors.ink.withAlpha(22)
    let hatch = ChromeColors.ink.withAlpha(26)
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

  /// The bars: a translucent band with a hairline on the edge facing the content and its name.
  static func drawBars(_ canvas: inout Canvas, host: HostGeometry, showsLabels: Bool) {
    for bar in host.bars {
      let f = PointRect(x: bar.frame.x, y: bar.frame.y, width: bar.frame.width, height: bar.frame.height)
      canvas.fill(f, barFill)
      let atBottom = bar.kind == .tabBar || bar.kind == .toolbar
      let line = atBottom ? PointRect(x: f.x, y: f.y, width: f.width, height: 0.5) : PointRect(x: f.x, y: f.maxY - 0.5, width: f.width, height: 0.5)
      // A hairline where the bars meet the content: none under the status bar, none between a
      // navigation bar and its large title.
      let meetsContent = bar.kind != .statusBar && (bar.kind != .navigationBar || !host.bars.contains(where: { $0.kind == .largeTitle }))
      if meetsContent {
        canvas.fill(line, barLine)
      }
      guard showsLabels else { continue }
      let font = BitmapFont.small
      let label = "\(bar.kind.label) \(LayoutNumber.format(bar.frame.height)) pt"
      let y = f.y + max(0, min(f.height, atBottom ? 12 : f.height) - font.lineHeight) / 2
      canvas.withClip(f) { canvas in
        canvas.drawLine(label, at: PointXY(x: f.x + 6, y: y.rounded(.down)), font: font, color: ChromeColors.barInk)
      }
    }
  }

  /// A tag at the top-trailing corner when the screen follows iOS 13–15's rounding, so a
  /// picture recorded under one rule never matches the other by accident.
  static func drawRoundingTag(_ canvas: inout Canvas, rule: LayoutRounding.Rule, pictureWidth: Double) {
    guard rule != .iOS16AndLater else { return }
    let font = BitmapFont.small
    let text = "rounding \(rule.rawValue)"
    let width = font.width(of: text) + 6
    let tag = PointRect(x: pictureWidth - width - 2, y: 2, width: width, height: font.lineHeight + 2)
    canvas.fill(tag, ChromeColors.tagFill.withAlpha(240))
    canvas.stroke(tag, ChromeColors.tagBorder, width: 0.5)
    canvas.drawLine(text, at: PointXY(x: tag.x + 3, y: tag.y + 1), font: font, color: ChromeColors.tagInk)
  }
}
