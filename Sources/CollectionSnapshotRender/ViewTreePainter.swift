import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation

/// Draws an element's views (``ViewTree``) at their frames: each view's fill in its colour and
/// alpha, with its corner radius; its content — a label's text in the built-in font, its
/// glyphs at the font's advances and scaled to its size, with the label's line limit,
/// alignment, truncation and colour; an image as a placeholder named after it, in its tint; a
/// button, switch, segmented control or activity indicator as a simple shape —; its subviews,
/// clipped to its bounds (and corners) when it clips; then its border, or, for a label or a
/// container that draws no rectangle of its own, its frame as a faint hairline. Nothing comes
/// from a system font: the bytes are the same on every machine.
struct ViewTreePainter {
  /// The colour of text whose colour is not known (UIKit's label colour).
  static let defaultText = Color(rgb: 0x000000)
  /// UIKit's tint (system blue), for symbols and buttons without a tint of their own.
  static let defaultTint = Color(rgb: 0x007AFF)

  /// Draws `tree` — the element's root — with its top-left corner at `origin` (canvas points).
  func paint(_ tree: ViewTree, at origin: PointXY, on canvas: inout Canvas) {
    paintView(tree, at: origin, on: &canvas, depth: 0)
  }

  private func paintView(_ view: ViewTree, at origin: PointXY, on canvas: inout Canvas, depth: Int) {
    let box = PointRect(x: origin.x, y: origin.y, width: view.frame.width, height: view.frame.height)
    // A frame an app's arithmetic made not a number or infinite is not drawn (the dump names it).
    guard box.x.isFinite, box.y.isFinite, box.width.isFinite, box.height.isFinite, view.alpha > 0 else { return }
    canvas.withOpacity(view.alpha) { canvas in
      if let fill = view.backgroundColor?.color {
        if view.cornerRadius > 0 { canvas.fill(box, cornerRadius: view.cornerRadius, fill) } else { canvas.fill(box, fill) }
      }
      let drawSubviews = { (canvas: inout Canvas) in
        paintContent(view.content, in: box, on: &canvas)
        guard depth < 64 else { return }
        for subview in view.subviews {
          paintView(subview, at: PointXY(x: origin.x + subview.frame.x, y: origin.y + subview.frame.y), on: &canvas, depth: depth + 1)
        }
      }
      if view.clipsToBounds {
        canvas.withClip(box, cornerRadius: view.cornerRadius, drawSubviews)
      } else {
        drawSubviews(&canvas)
      }
      if view.borderWidth > 0 {
        let colour = (view.borderColor ?? ViewTree.defaultBorderColor).color ?? Self.defaultText
        canvas.stroke(box, cornerRadius: view.cornerRadius, colour, width: view.borderWidth)
      } else if depth > 0 && view.backgroundColor == nil && Self.showsFrame(view.content) {
        // A view that draws no rectangle of its own (a label, a container) shows its frame as a
        // hairline, so a frame that moves or resizes shows even where its text does not.
        canvas.stroke(box, Self.frameLine, width: 1 / canvas.grid.scale)
      }
    }
  }

  /// The hairline of a view's frame.
  static let frameLine = Color(rgb: 0x8E8E93, alpha: 56)

  /// Whether a view with `content` and no background shows its frame as a hairline: labels and
  /// containers (images, buttons and controls draw their own shapes).
  static func showsFrame(_ content: ViewTree.Content) -> Bool {
    switch content {
    case .none, .text, .stack: return true
    case .image, .button, .toggle, .segments, .spinner: return false
    }
  }

  // MARK: Content

  private func paintContent(_ content: ViewTree.Content, in box: PointRect, on canvas: inout Canvas) {
    switch content {
    case .none, .stack: break
    case .text(let text): paintText(text, in: box, on: &canvas)
    case .image(let image): paintImage(image, in: box, on: &canvas)
    case .button(let button): paintButton(button, in: box, on: &canvas)
    case .toggle(let toggle): paintSwitch(toggle, in: box, on: &canvas)
    case .segments(let segments): paintSegments(segments, in: box, on: &canvas)
    case .spinner(let spinner): paintSpinner(spinner, in: box, on: &canvas)
    }
  }

  /// A label's text, laid out in its font at its width (``TypesetText``: the measured advances
  /// and line breaks), in as many lines as its line limit and its height allow (the last cut as
  /// its line break mode cuts it), the block centred in its height as a label centres it, each
  /// line aligned, each glyph drawn at its place and scaled to the font (twice, side by side,
  /// for semibold and heavier weights).
  func paintText(_ text: ViewText, in box: PointRect, on canvas: inout Canvas, colour override: Color? = nil) {
    guard !text.text.isEmpty, text.font.pointSize > 0, box.width > 0, box.height > 0 else { return }
    // The lines the frame holds (a line that shows at least mostly counts).
    let fitting = max(1, Int(min((box.height + 1) / text.font.lineHeight, 100_000).rounded(.down)))
    let limit = text.numberOfLines > 0 ? min(text.numberOfLines, fitting) : fitting
    let laid = TypesetText(text.text, font: text.font, width: box.width, numberOfLines: limit, lineBreakMode: text.lineBreak)
    let top = box.y + (box.height - laid.height) / 2
    let colour = override ?? text.color?.color ?? Self.defaultText
    let capHeight = text.font.capHeight
    for line in laid.lines {
      let x: Double
      switch text.alignment {
      case .center: x = box.x + (box.width - line.width) / 2
      case .right: x = box.x + box.width - line.width
      case .natural, .left, .justified: x = box.x
      }
      var placed: [Canvas.PlacedGlyph] = []
      placed.reserveCapacity(line.glyphs.count)
      for glyph in line.glyphs where glyph.scalar != " " && glyph.advance > 0 {
        // The glyph 84 % of its advance wide, centred in it: the gaps between letters are even
        // whatever their widths, and the text fills its line as the font's would.
        let width = glyph.advance * 0.84
        placed.append(Canvas.PlacedGlyph(character: Character(glyph.scalar), x: x + glyph.x + (glyph.advance - width) / 2, width: width))
      }
      canvas.drawGlyphs(placed, baseline: top + line.baseline, capHeight: capHeight, color: colour)
      if text.font.weight >= .semibold {
        // A heavy weight: the glyphs again, a tenth of the cap height to the right.
        let shifted = placed.map { Canvas.PlacedGlyph(character: $0.character, x: $0.x + capHeight / 10, width: $0.width) }
        canvas.drawGlyphs(shifted, baseline: top + line.baseline, capHeight: capHeight, color: colour)
      }
    }
  }

  /// An image: an asset as a box with a cross and its name, tinted when it has a tint; a
  /// symbol as a shape in its tint (a chevron, a checkmark, else a rounded square).
  private func paintImage(_ image: ViewImage, in box: PointRect, on canvas: inout Canvas) {
    guard box.width > 0, box.height > 0 else { return }
    if image.isSymbol {
      let tint = image.tint?.color ?? Self.defaultTint
      let side = min(box.width, box.height)
      let square = PointRect(x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2, width: side, height: side)
      switch image.name ?? "" {
      case "chevron.forward", "chevron.right":
        canvas.line(from: PointXY(x: box.x, y: box.y), to: PointXY(x: box.x + box.width, y: box.y + box.height / 2), tint, width: 2)
        canvas.line(from: PointXY(x: box.x + box.width, y: box.y + box.height / 2), to: PointXY(x: box.x, y: box.y + box.height), tint, width: 2)
      case "chevron.down":
        canvas.line(from: PointXY(x: box.x, y: box.y), to: PointXY(x: box.x + box.width / 2, y: box.y + box.height), tint, width: 2)
        canvas.line(from: PointXY(x: box.x + box.width / 2, y: box.y + box.height), to: PointXY(x: box.x + box.width, y: box.y), tint, width: 2)
      case "checkmark":
        canvas.line(from: PointXY(x: square.x, y: square.y + side * 0.55), to: PointXY(x: square.x + side * 0.38, y: square.y + side * 0.9), tint, width: 2)
        canvas.line(from: PointXY(x: square.x + side * 0.38, y: square.y + side * 0.9), to: PointXY(x: square.x + side, y: square.y + side * 0.1), tint, width: 2)
      default:
        canvas.fill(square, cornerRadius: side / 4, tint)
        canvas.fill(
          PointRect(x: square.x + side * 0.3, y: square.y + side * 0.3, width: side * 0.4, height: side * 0.4), cornerRadius: side * 0.1, ChromeColors.paper.withAlpha(200))
      }
      return
    }
    canvas.fill(box, ChromeColors.imageFill)
    if let tint = image.tint?.color { canvas.fill(box, tint.withAlpha(90)) }
    canvas.diagonalCross(in: box, ChromeColors.imageLines, width: 1)
    canvas.stroke(box, ChromeColors.imageLines, width: 0.5)
    // The image's name, when it fits on one line inside the box.
    let font = BitmapFont.small
    let name = image.name ?? "no image"
    if font.width(of: name) + 4 <= box.width, box.height >= font.lineHeight + 4 {
      let width = font.width(of: name)
      let tag = PointRect(x: box.x + ((box.width - width) / 2).rounded(.down) - 1, y: box.y + box.height - font.lineHeight - 2, width: width + 2, height: font.lineHeight)
      canvas.fill(tag, ChromeColors.imageFill)
      canvas.drawLine(name, at: PointXY(x: tag.x + 1, y: tag.y), font: font, color: ChromeColors.subtitleInk)
    }
  }

  /// A button by its style: filled in its tint with a white title, tinted or grey with a title
  /// in its tint, or a plain title in its tint (or title colour).
  private func paintButton(_ button: ViewButton, in box: PointRect, on canvas: inout Canvas) {
    let tint = button.tint?.color ?? Self.defaultTint
    let radius = min(box.height / 2, 8)
    var titleColour = button.titleColor?.color ?? tint
    switch button.style {
    case "filled", "borderedProminent":
      canvas.fill(box, cornerRadius: radius, tint)
      titleColour = button.titleColor?.color ?? ChromeColors.paper
    case "tinted", "borderedTinted":
      canvas.fill(box, cornerRadius: radius, tint.withAlpha(38))
    case "gray", "bordered":
      canvas.fill(box, cornerRadius: radius, Color(rgb: 0x767680, alpha: 31))
    default:
      break
    }
    if let title = button.title, !title.isEmpty {
      var text = ViewText(title, font: button.font ?? (button.style == nil ? .system(15) : .style(.body)))
      text.alignment = .center
      paintText(text, in: box, on: &canvas, colour: titleColour)
    } else if let image = button.image {
      let side = min(box.width, box.height, 22)
      paintImage(image, in: PointRect(x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2, width: side, height: side), on: &canvas)
    }
  }

  /// A switch: a capsule in its on tint (system green) or light grey, its white knob at the
  /// end it is switched to.
  private func paintSwitch(_ toggle: ViewSwitch, in box: PointRect, on canvas: inout Canvas) {
    let track = toggle.isOn ? toggle.onTint?.color ?? Color(rgb: 0x34C759) : Color(rgb: 0xE9E9EA)
    canvas.fill(box, cornerRadius: box.height / 2, track)
    let knob = max(0, box.height - 4)
    let x = toggle.isOn ? box.x + box.width - 2 - knob : box.x + 2
    let circle = PointRect(x: x, y: box.y + 2, width: knob, height: knob)
    canvas.fill(circle, cornerRadius: knob / 2, ChromeColors.paper)
    canvas.stroke(circle, cornerRadius: knob / 2, Color(rgb: 0x000000, alpha: 30), width: 0.5)
  }

  /// A segmented control: a grey rounded bar, equal segments with their titles, the selected
  /// one a white pill.
  private func paintSegments(_ segments: ViewSegments, in box: PointRect, on canvas: inout Canvas) {
    canvas.fill(box, cornerRadius: 8, Color(rgb: 0x767680, alpha: 31))
    guard !segments.titles.isEmpty else { return }
    let width = box.width / Double(segments.titles.count)
    for (i, title) in segments.titles.enumerated() {
      let segment = PointRect(x: box.x + Double(i) * width, y: box.y, width: width, height: box.height)
      if i == segments.selectedIndex {
        let pill = PointRect(x: segment.x + 2, y: segment.y + 2, width: max(0, segment.width - 4), height: max(0, segment.height - 4))
        canvas.fill(pill, cornerRadius: 7, ChromeColors.paper)
        canvas.stroke(pill, cornerRadius: 7, Color(rgb: 0x000000, alpha: 20), width: 0.5)
      } else if i > 0 && i - 1 != segments.selectedIndex {
        canvas.fill(PointRect(x: segment.x, y: segment.y + box.height * 0.25, width: 1, height: box.height * 0.5), Color(rgb: 0x3C3C43, alpha: 60))
      }
      var text = ViewText(title, font: .system(13, weight: i == segments.selectedIndex ? .semibold : .regular))
      text.alignment = .center
      paintText(text, in: segment, on: &canvas)
    }
  }

  /// An activity indicator: eight ticks round its centre, fading round the circle.
  private func paintSpinner(_ spinner: ViewSpinner, in box: PointRect, on canvas: inout Canvas) {
    let colour = spinner.color?.color ?? Color(rgb: 0x8E8E93)
    let radius = min(box.width, box.height) / 2
    guard radius > 0 else { return }
    let centre = PointXY(x: box.x + box.width / 2, y: box.y + box.height / 2)
    for i in 0..<8 {
      let angle = Double(i) * Double.pi / 4
      let inner = PointXY(x: centre.x + cos(angle) * radius * 0.45, y: centre.y + sin(angle) * radius * 0.45)
      let outer = PointXY(x: centre.x + cos(angle) * radius * 0.95, y: centre.y + sin(angle) * radius * 0.95)
      canvas.line(from: inner, to: outer, colour.withAlpha(UInt8(255 - i * 24)), width: max(1, radius / 5))
    }
  }
}
