import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels

/// Draws one element as a placeholder. Cells: a pale fill in their kind's colour, a solid
/// border, a label, their content. Headers and footers: a dashed border and a stronger band
/// along their inner edge. Badges: a filled pill. Decorations: hatched, with a dotted border.
struct ElementPainter {
  let screen: Screen
  let options: RenderOptions

  static let imageFill = Color(rgb: 0xE2E2E8)
  static let imageLines = Color(rgb: 0x9A9AA5)
  static let subtitleInk = Color(rgb: 0x5E5E66)

  func paint(_ element: LayoutAttributes, at frame: PointRect, on canvas: inout Canvas) {
    switch element.category {
    case .cell: paintCell(element, frame, &canvas)
    case .supplementary(let kind): paintSupplementary(element, kind: kind, frame, &canvas)
    case .decoration(let kind): paintDecoration(element, kind: kind, frame, &canvas)
    }
  }

  // MARK: Cells

  private func paintCell(_ element: LayoutAttributes, _ frame: PointRect, _ canvas: inout Canvas) {
    let item = screen.item(at: element.indexPath)
    let kind = item?.kind ?? "cell"
    let swatch = KindPalette.swatch(for: kind)
    canvas.fill(frame, swatch.fill)
    canvas.withClip(frame) { canvas in
      if let item { drawContent(item.content, in: frame, swatch: swatch, on: &canvas) }
      if options.showsLabels {
        let name = options.labelsUseIdentifiers ? (item?.id ?? "\(element.indexPath)") : "\(element.indexPath)"
        drawLabel("\(kind) \(name)", element: element, in: frame, ink: swatch.ink, on: &canvas)
      }
    }
    canvas.stroke(frame, swatch.border, width: 1)
  }

  // MARK: Supplementaries

  private func paintSupplementary(_ element: LayoutAttributes, kind: String, _ frame: PointRect, _ canvas: inout Canvas) {
    let lowered = kind.lowercased()
    let isHeader = lowered.contains("header")
    let isFooter = lowered.contains("footer")
    let view = screen.supplementary(kind: kind, section: element.indexPath.section)
    let viewKind = view?.kind ?? Self.shortKind(kind)
    let swatch = KindPalette.swatch(for: viewKind)
    if !isHeader && !isFooter && frame.width <= 44 && frame.height <= 44 {
      // A badge: a filled pill with the first letter of its kind.
      canvas.fill(frame, cornerRadius: min(frame.width, frame.height) / 2, swatch.border)
      let letter = String(kind.first.map { Character($0.uppercased()) } ?? "?")
      let font = BitmapFont.small
      canvas.drawLine(
        letter, at: PointXY(x: frame.x + ((frame.width - font.advance) / 2).rounded(.down) + 0.5, y: frame.y + ((frame.height - font.lineHeight) / 2).rounded(.down)),
        font: font, color: .white)
      return
    }
    canvas.fill(frame, swatch.fill.withAlpha(235))
    // A band along the edge that faces the section's content.
    let band = 3.0
    let accent: PointRect
    if isFooter {
      accent = PointRect(x: frame.x, y: frame.y, width: frame.width, height: min(band, frame.height))
    } else if frame.width < frame.height && !isHeader {
      accent = PointRect(x: frame.x, y: frame.y, width: min(band, frame.width), height: frame.height)
    } else {
      accent = PointRect(x: frame.x, y: frame.y + max(0, frame.height - band), width: frame.width, height: min(band, frame.height))
    }
    canvas.fill(accent, swatch.border.withAlpha(140))
    canvas.withClip(frame) { canvas in
      if let view { drawContent(view.content, in: frame, swatch: swatch, on: &canvas) }
      if options.showsLabels {
        let role = isHeader ? "header" : (isFooter ? "footer" : Self.shortKind(kind))
        let label = view.map { "\(role) \($0.kind) [\(element.indexPath.section)]" } ?? "\(role) \(element.indexPath)"
        drawLabel(label, element: element, in: frame, ink: swatch.ink, on: &canvas)
      }
    }
    canvas.stroke(frame, swatch.border, width: 1, dash: DashPattern(dash: 4, gap: 2))
  }

  // MARK: Decorations

  private func paintDecoration(_ element: LayoutAttributes, kind: String, _ frame: PointRect, _ canvas: inout Canvas) {
    let swatch = KindPalette.swatch(for: kind)
    canvas.fill(frame, swatch.fill.withAlpha(150))
    canvas.hatch(frame, swatch.border.withAlpha(40), spacing: 10, width: 1, direction: .cross)
    canvas.stroke(frame, swatch.border.withAlpha(200), width: 1, dash: DashPattern(dash: 1, gap: 2))
  }

  /// A decoration's label, drawn after every element (cells cover most of a background) in
  /// a tag at its top-trailing corner.
  func paintDecorationLabel(_ element: LayoutAttributes, at frame: PointRect, on canvas: inout Canvas) {
    guard options.showsLabels, case .decoration(let kind) = element.category else { return }
    let swatch = KindPalette.swatch(for: kind)
    let label = "decoration \(kind) [\(element.indexPath.section)]"
    let font = BitmapFont.small
    let width = font.width(of: label) + 4
    let tag = PointRect(x: frame.x + frame.width - width, y: frame.y, width: width, height: font.lineHeight + 1)
    canvas.withClip(frame) { canvas in
      canvas.fill(tag, swatch.fill.withAlpha(230))
      canvas.stroke(tag, swatch.border.withAlpha(200), width: 0.5)
      canvas.drawLine(label, at: PointXY(x: tag.x + 2, y: tag.y + 1), font: font, color: swatch.ink)
    }
  }

  // MARK: Parts

  /// The placeholder's content, where ``PlaceholderLayout`` puts it.
  private func drawContent(_ content: PlaceholderContent, in frame: PointRect, swatch: KindPalette.Swatch, on canvas: inout Canvas) {
    guard !content.isEmpty else { return }
    let layout = PlaceholderLayout(content, in: Size(width: frame.width, height: frame.height))
    func place(_ r: Rect) -> PointRect { PointRect(x: frame.x + r.x, y: frame.y + r.y, width: r.width, height: r.height) }
    if let image = layout.image {
      let box = place(image)
      canvas.fill(box, Self.imageFill)
      canvas.diagonalCross(in: box, Self.imageLines, width: 1)
      canvas.stroke(box, Self.imageLines, width: 0.5)
    }
    if let titleFrame = layout.titleFrame, let lines = layout.titleLayout?.lines {
      let box = place(titleFrame)
      for (i, line) in lines.enumerated() {
        canvas.drawLine(line, at: PointXY(x: box.x, y: box.y + Double(i) * BitmapFont.regular.lineHeight), font: .regular, color: swatch.ink)
      }
    }
    if let subtitleFrame = layout.subtitleFrame, let lines = layout.subtitleLayout?.lines {
      let box = place(subtitleFrame)
      for (i, line) in lines.enumerated() {
        canvas.drawLine(line, at: PointXY(x: box.x, y: box.y + Double(i) * BitmapFont.small.lineHeight), font: .small, color: Self.subtitleInk)
      }
    }
    if let button = layout.button, let title = content.button {
      let box = place(button)
      canvas.fill(box, cornerRadius: box.height / 2, swatch.border)
      canvas.draw(title, in: PointRect(x: box.x, y: box.y + (box.height - BitmapFont.regular.lineHeight) / 2, width: box.width, height: BitmapFont.regular.lineHeight), font: .regular, color: .white, lineLimit: 1, alignment: .center)
    }
  }

  /// The label line (and the frame numbers under it when asked for).
  private func drawLabel(_ text: String, element: LayoutAttributes, in frame: PointRect, ink: Color, on canvas: inout Canvas) {
    let f = PlaceholderLayout.labelFrame
    canvas.drawLine(text, at: PointXY(x: frame.x + f.x, y: frame.y + f.y), font: .small, color: ink)
    if options.showsFrames {
      let r = element.frame
      let numbers = "\(Self.short(r.x)),\(Self.short(r.y)) \(Self.short(r.width))x\(Self.short(r.height))"
      canvas.drawLine(numbers, at: PointXY(x: frame.x + f.x, y: frame.y + f.y + f.height), font: .small, color: ink.withAlpha(190))
    }
  }

  /// A number with at most two decimals, for on-picture frame numbers.
  static func short(_ v: Double) -> String {
    let hundredths = (v * 100).rounded()
    if hundredths == (v).rounded() * 100 { return LayoutNumber.format(v.rounded()) }
    return LayoutNumber.format(hundredths / 100)
  }

  /// `UICollectionElementKindSectionHeader` → `header`; other kinds unchanged.
  static func shortKind(_ kind: String) -> String {
    switch kind {
    case ElementCategory.sectionHeaderKind: return "header"
    case ElementCategory.sectionFooterKind: return "footer"
    default: return kind
    }
  }
}
