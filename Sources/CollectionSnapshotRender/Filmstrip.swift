import CollectionSnapshotLayout
public import CollectionSnapshotModel
public import CollectionSnapshotPixels
public import CollectionSnapshotRuntime

/// A screen taken through a script, one picture a moment: the screen after each step (or every
/// so many seconds of virtual time), side by side in a row or in rows, each captioned with the
/// virtual time, the step and the page or offset, the cells that came into view outlined in
/// green and the ones that left outlined in dashed red where they were (both named in the
/// caption: `+ b3 b4  - b0`), an item being moved interactively outlined in dashed blue.
/// Frames are drawn at a reduced scale, each cell labelled with its item identifier (so a move
/// reads as an identifier changing place), labels and captions in the built-in small font at one
/// pixel per point. The bytes are the same on every machine.
public struct Filmstrip: Sendable {
  /// The frames, in time order.
  public var frames: [FilmstripFrame]

  /// The most frames a strip may have.
  public static let maxFrames = 200

  /// A strip of frames.
  public init(frames: [FilmstripFrame]) { self.frames = frames }

  /// Runs `steps` on `screen` in a headless collection view made with `options`, taking a
  /// frame at the start and then after each step — or, with `every`, whenever the virtual
  /// clock reaches a multiple of that many seconds (`advance` and `settle` steps are run in
  /// pieces that stop at each multiple; a step that moves the clock within itself, a drag or
  /// an animated scroll, shows at its end), and at the end of any step that leaves the screen
  /// different from the last frame (its offset or visible cells).
  /// - Throws: the first step that fails (its number in the script, the step and the reason),
  ///   a bad interval, or more than ``maxFrames`` frames.
  public static func record(
    _ screen: Screen, steps: [ScriptStep], options: HeadlessCollectionView.Options = .init(), every interval: Double? = nil
  ) throws(RuntimeError) -> Filmstrip {
    var view = try HeadlessCollectionView(screen, options: options)
    var frames = [FilmstripFrame(view, step: "start", previous: nil)]
    func take(_ label: String) throws(RuntimeError) {
      guard frames.count < maxFrames else {
        throw RuntimeError("the filmstrip would have more than \(maxFrames) frames; take fewer steps or a longer interval")
      }
      frames.append(FilmstripFrame(view, step: label, previous: frames.last))
    }
    if let interval {
      guard interval.isFinite, interval >= 0.001 else { throw RuntimeError("the filmstrip's interval must be at least 0.001 s, got \(interval)") }
    }
    let tick = interval.map { VirtualTime(seconds: $0) }
    var next = tick ?? .zero
    /// Whether the screen differs from the last frame (its offset or its visible cells).
    func changed() -> Bool {
      guard let last = frames.last else { return true }
      return last.screen.scrollState != view.scrollState || last.visible.map(\.id) != FilmstripFrame(view, step: "", previous: nil).visible.map(\.id)
    }
    for (index, step) in steps.enumerated() {
      let label = "\(index + 1). \(step)"
      do {
        guard let tick else {
          try view.run(step)
          try take(label)
          continue
        }
        switch step {
        case .advance(let seconds):
          let end = view.now + VirtualTime(seconds: max(0, seconds))
          while next <= end {
            try view.advance(seconds: Double(next.microseconds - view.now.microseconds) / 1_000_000)
            try take(label)
            next = next + tick
          }
          try view.advance(seconds: Double(end.microseconds - view.now.microseconds) / 1_000_000)
          if changed() { try take(label + " (end)") }
        case .settle(let limit):
          let deadline = view.now + VirtualTime(seconds: limit)
          while !view.timers.isEmpty, next <= deadline {
            try view.advance(seconds: Double(next.microseconds - view.now.microseconds) / 1_000_000)
            try take(label)
            next = next + tick
          }
          try view.settle(within: Double(max(0, deadline.microseconds - view.now.microseconds)) / 1_000_000)
          if changed() { try take(label + " (end)") }
        default:
          try view.run(step)
          if view.now >= next || changed() { try take(label) }
          while next <= view.now { next = next + tick }
        }
      } catch {
        throw RuntimeError("script step \(index + 1) of \(steps.count), \(error.message)")
      }
    }
    return Filmstrip(frames: frames)
  }

  /// Draws the strip: each frame's viewport at `scale` pixels per point (half a point by
  /// default: a 393 × 852 screen is 196 × 426 pixels), `columns` frames a row (all in one row
  /// when `nil`), captions beneath; with `labels`, each cell's item identifier in its top-left
  /// corner at one pixel per point (the frames' own labels would be too small to read).
  /// - Throws: ``RenderError`` for a scale out of range, a layout that fails, or a strip over
  ///   ``ScreenRenderer/maxPixels``.
  public func render(scale: Double = 0.5, columns: Int? = nil, labels: Bool = true) throws -> Bitmap {
    guard scale.isFinite, scale > 0, scale <= 3 else { throw RenderError("a filmstrip's scale must be more than 0 and at most 3, got \(scale)") }
    guard !frames.isEmpty else { throw RenderError("a filmstrip needs at least one frame") }
    var pictures: [Bitmap] = []
    for frame in frames {
      let layout = try frame.screen.computeLayout()
      pictures.append(try ScreenRenderer.renderPicture(frame.screen, layout: layout, options: RenderOptions(scale: scale, showsLabels: false)).bitmap)
    }
    let font = BitmapFont.small
    let frameWidth = pictures.map(\.width).max() ?? 0
    let frameHeight = pictures.map(\.height).max() ?? 0
    let captionHeight = Int(4 * font.lineHeight) + 6
    let gap = 8
    let perRow = max(1, min(columns ?? frames.count, frames.count))
    let rows = (frames.count + perRow - 1) / perRow
    let width = gap + perRow * (frameWidth + gap)
    let height = gap + rows * (frameHeight + captionHeight + gap)
    guard width * height <= ScreenRenderer.maxPixels else {
      throw RenderError("the filmstrip would be \(width)x\(height) pixels, more than the \(ScreenRenderer.maxPixels)-pixel limit; use a smaller scale or fewer frames")
    }
    var strip = Bitmap(width: width, height: height, scale: 1, fill: ChromeColors.paper)
    for (index, picture) in pictures.enumerated() {
      let origin = Self.origin(of: index, perRow: perRow, frame: (frameWidth, frameHeight), caption: captionHeight, gap: gap)
      Self.copy(picture, into: &strip, at: origin)
    }
    var canvas = Canvas(bitmap: strip)
    let border = ChromeColors.frameBorder
    let appearedColor = ChromeColors.appeared
    let disappearedColor = ChromeColors.disappeared
    let movingColor = ChromeColors.moving
    let labelBackground = ChromeColors.paper.withAlpha(215)
    let labelColor = ChromeColors.ink
    for (index, frame) in frames.enumerated() {
      let origin = Self.origin(of: index, perRow: perRow, frame: (frameWidth, frameHeight), caption: captionHeight, gap: gap)
      let box = PointRect(x: Double(origin.x), y: Double(origin.y), width: Double(pictures[index].width), height: Double(pictures[index].height))
      canvas.stroke(PointRect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2), border, width: 1)
      // Outlines in the frame's own pixels: content rects scaled and placed where the
      // collection view sits in its window (below a navigation bar, beside a sidebar), clipped
      // to it.
      let bounds = frame.screen.scrollState.contentOffset
      let view = frame.screen.hostGeometry.collectionViewFrame
      let viewBox = PointRect(x: box.x + view.x * scale, y: box.y + view.y * scale, width: view.width * scale, height: view.height * scale)
      canvas.withClip(viewBox) { canvas in
        func place(_ r: Rect) -> PointRect {
          PointRect(x: viewBox.x + (r.x - bounds.x) * scale, y: viewBox.y + (r.y - bounds.y) * scale, width: r.width * scale, height: r.height * scale)
        }
        for gone in frame.disappeared { canvas.stroke(place(gone.frame), disappearedColor, width: 2, dash: DashPattern(dash: 4, gap: 3)) }
        let appeared = Set(frame.appeared)
        for cell in frame.visible where appeared.contains(cell.id) { canvas.stroke(place(cell.frame), appearedColor, width: 2) }
        for cell in frame.visible where cell.id == frame.moving { canvas.stroke(place(cell.frame), movingColor, width: 2, dash: DashPattern(dash: 6, gap: 2)) }
        // Each cell's identifier at one pixel per point, legible at any frame scale.
        guard labels else { return }
        for cell in frame.visible {
          let r = place(cell.frame)
          guard r.width >= 12, r.height >= font.lineHeight + 2 else { continue }
          let label = PointRect(x: r.x + 2, y: r.y + 2, width: min(font.width(of: cell.id) + 2, r.width - 4), height: font.lineHeight)
          canvas.withClip(r) { canvas in
            canvas.fill(label, labelBackground)
            canvas.draw(cell.id, in: PointRect(x: label.x + 1, y: label.y, width: label.width - 1, height: label.height), font: font, color: labelColor, lineLimit: 1)
          }
        }
      }
      let text = PointRect(x: box.x, y: box.y + box.height + 3, width: Double(frameWidth), height: Double(captionHeight - 3))
      let lines = ["#\(index)  \(frame.time)", frame.step, frame.position, frame.changes]
      let quiet = frame.appeared.isEmpty && frame.disappeared.isEmpty
      let colors = [ChromeColors.ink, ChromeColors.secondaryInk, ChromeColors.secondaryInk, quiet ? ChromeColors.tertiaryInk : ChromeColors.ink]
      for (k, line) in lines.enumerated() {
        canvas.draw(
          line, in: PointRect(x: text.x, y: text.y + Double(k) * font.lineHeight, width: text.width, height: font.lineHeight), font: font, color: colors[k], lineLimit: 1)
      }
    }
    return canvas.bitmap
  }

  /// Where frame `index` goes, in pixels.
  static func origin(of index: Int, perRow: Int, frame: (Int, Int), caption: Int, gap: Int) -> (x: Int, y: Int) {
    (gap + (index % perRow) * (frame.0 + gap), gap + (index / perRow) * (frame.1 + caption + gap))
  }

  /// Copies `picture` into `strip` with its top-left pixel at `origin` (clipped).
  static func copy(_ picture: Bitmap, into strip: inout Bitmap, at origin: (x: Int, y: Int)) {
    let columns = max(0, min(picture.width, strip.width - origin.x))
    guard columns > 0 else { return }
    for row in 0..<picture.height where origin.y + row < strip.height {
      let from = row * picture.width * 4
      let to = ((origin.y + row) * strip.width + origin.x) * 4
      strip.pixels.replaceSubrange(to..<(to + columns * 4), with: picture.pixels[from..<(from + columns * 4)])
    }
  }
}
