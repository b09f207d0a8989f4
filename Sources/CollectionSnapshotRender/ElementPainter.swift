import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels

/// Draws one element as a placeholder. Cells: a pale fill in their kind's colour, a solid
/// border (none in a table, whose rows are told apart by their separators, as on a device), a
/// label, their content. Headers and footers: a dashed border and a stronger band
/// along their inner edge. Badges: a filled pill. Decorations: hatched, with a dotted border.
struct ElementPainter {
  let screen: Screen
  let options: RenderOptions
  /// The screen's colours by kind (``KindPalette/assign(_:)``).
  let palette: [String: KindPalette.Swatch]
  /// The badges drawn over each item, in canvas points: a cell's label keeps clear of them.
  let badges: [IndexPath: [PointRect]]
  /// True for a table's rows: no border (their separators are drawn).
  let isTable: Bool

  init(screen: Screen, options: RenderOptions, palette: [String: KindPalette.Swatch], badges: [IndexPath: [PointRect]]) {
    self.screen = screen
    self.options = options
    self.palette = palette
    self.badges = badges
    if case .table = screen.layout { isTable = true } else { isTable = false }
  }

  /// Draws `element` in `frame`; a cell's content keeps `contentInsets` clear on its sides
  /// (a table row's editing controls).
  func paint(_ element: LayoutAttributes, at frame: PointRect, contentInsets: (left: Double, right: Double) = (0, 0), on canvas: inout Canvas) {
    switch element.category {
    case .cell: paintCell(element, frame, contentInsets: contentInsets, &canvas)
    case .supplementary(let kind): paintSupplementary(element, kind: kind, frame, &canvas)
    case .decoration(let kind): paintDecoration(element, kind: kind, frame, &canvas)
    }
  }

  /// A kind's colours on this screen.
  func swatch(_ kind: String) -> KindPalette.Swatch { palette[kind] ?? KindPalette.swatch(for: kind) }

  // MARK: Cells

  private func paintCell(_ element: LayoutAttributes, _ frame: PointRect, contentInsets: (left: Double, right: Double), _ canvas: inout Canvas) {
    let item = screen.item(at: element.indexPath)
    let kind = item?.kind ?? "cell"
    let swatch = swatch(kind)
    if let tree = item?.content.tree {
      let name = options.labelsUseIdentifiers ? (item?.id ?? "\(element.indexPath)") : "\(element.indexPath)"
      paintViews(tree, label: "\(kind) \(name)", frame, swatch: swatch, dashed: false, &canvas)
      return
    }
    canvas.fill(frame, swatch.fill)
    let contentFrame = PointRect(
      x: frame.x + contentInsets.left, y: frame.y, width: max(0, frame.width - contentInsets.left - contentInsets.right), height: frame.height)
    canvas.withClip(frame) { canvas in
      let colour = item.flatMap { drawBackground($0.content, in: frame, swatch: swatch, on: &canvas) }
      if let item { drawContent(item.content, in: contentFrame, swatch: swatch, on: &canvas) }
      if options.showsLabels {
        let name = options.labelsUseIdentifiers ? (item?.id ?? "\(element.indexPath)") : "\(element.indexPath)"
        drawLabel(
          kind, name, element: element, in: frame, ink: swatch.ink, content: item?.content,
          avoiding: (badges[element.indexPath] ?? []) + (colour.map { [$0] } ?? []), on: &canvas)
      }
    }
    if !isTable { canvas.stroke(frame, swatch.border, width: 1) }
  }

  // MARK: Supplementaries

  private func paintSupplementary(_ element: LayoutAttributes, kind: String, _ frame: PointRect, _ canvas: inout Canvas) {
    let role = ElementCategory.supplementaryRole(ofKind: kind)
    let view = screen.supplementary(kind: kind, at: element.indexPath)
    let viewKind = view?.kind ?? Self.shortKind(kind)
    let swatch = swatch(viewKind)
    if let view, let tree = view.content.tree {
      let name = role == .header ? "header" : (role == .footer ? "footer" : Self.shortKind(kind))
      paintViews(tree, label: "\(name) \(view.kind) [\(element.indexPath.section)]", frame, swatch: swatch, dashed: true, &canvas)
      return
    }
    if role == .other && frame.width <= 44 && frame.height <= 44 {
      // A badge: a filled pill with its view's text when it fits, else the first letter of its
      // kind.
      canvas.fill(frame, cornerRadius: min(frame.width, frame.height) / 2, swatch.border)
      let font = BitmapFont.small
      var letter = String(kind.first.map { Character($0.uppercased()) } ?? "?")
      if let text = view?.content.title, !text.isEmpty, font.width(of: text) <= frame.width - 2 { letter = text }
      canvas.drawLine(
        letter,
        at: PointXY(x: frame.x + ((frame.width - font.width(of: letter)) / 2).rounded(.down) + 0.5, y: frame.y + ((frame.height - font.lineHeight) / 2).rounded(.down)),
        font: font, color: ChromeColors.paper)
      return
    }
    canvas.fill(frame, swatch.fill.withAlpha(235))
    // A band along the edge that faces the section's content.
    let band = 3.0
    let accent: PointRect
    if role == .footer {
      accent = PointRect(x: frame.x, y: frame.y, width: frame.width, height: min(band, frame.height))
    } else if frame.width < frame.height && role != .header {
      accent = PointRect(x: frame.x, y: frame.y, width: min(band, frame.width), height: frame.height)
    } else {
      accent = PointRect(x: frame.x, y: frame.y + max(0, frame.height - band), width: frame.width, height: min(band, frame.height))
    }
    canvas.fill(accent, swatch.border.withAlpha(140))
    canvas.withClip(frame) { canvas in
      let colour = view.flatMap { drawBackground($0.content, in: frame, swatch: swatch, on: &canvas) }
      if let view { drawContent(view.content, in: frame, swatch: swatch, on: &canvas) }
      if options.showsLabels {
        let name = role == .header ? "header" : (role == .footer ? "footer" : Self.shortKind(kind))
        let label = view.map { "\(name) \($0.kind) [\(element.indexPath.section)]" } ?? "\(name) \(element.indexPath)"
        drawLabel(label, "", element: element, in: frame, ink: swatch.ink, content: view?.content, avoiding: colour.map { [$0] } ?? [], on: &canvas)
      }
    }
    canvas.stroke(frame, swatch.border, width: 1, dash: DashPattern(dash: 4, gap: 2))
  }

  // MARK: Views

  /// An element whose views are known: a pale fill in its kind's colour where the view has no
  /// background of its own, its views (``ViewTreePainter``), a faint outline (dashed for a
  /// supplementary view) and, with labels, its name in a tag at its bottom-trailing corner,
  /// where a cell's content is least often.
  private func paintViews(_ tree: ViewTree, label: String, _ frame: PointRect, swatch: KindPalette.Swatch, dashed: Bool, _ canvas: inout Canvas) {
    if tree.backgroundColor == nil { canvas.fill(frame, cornerRadius: tree.cornerRadius, swatch.fill.withAlpha(110)) }
    canvas.withClip(frame) { canvas in
      ViewTreePainter().paint(tree, at: PointXY(x: frame.x, y: frame.y), on: &canvas)
      guard options.showsLabels else { return }
      let font = BitmapFont.small
      let width = min(font.width(of: label) + 4, frame.width)
      let tag = PointRect(x: frame.x + frame.width - width, y: frame.y + frame.height - font.lineHeight - 1, width: width, height: font.lineHeight + 1)
      guard frame.height >= tag.height else { return }
      canvas.fill(tag, ChromeColors.paper.withAlpha(200))
      canvas.draw(label, in: PointRect(x: tag.x + 2, y: tag.y + 1, width: max(0, width - 4), height: font.lineHeight), font: font, color: swatch.ink, lineLimit: 1)
    }
    if dashed || tree.cornerRadius == 0 {
      canvas.stroke(frame, swatch.border.withAlpha(140), width: 1, dash: dashed ? DashPattern(dash: 4, gap: 2) : nil)
    } else {
      canvas.stroke(frame, cornerRadius: tree.cornerRadius, swatch.border.withAlpha(140), width: 1)
    }
  }

  // MARK: Decorations

  private func paintDecoration(_ element: LayoutAttributes, kind: String, _ frame: PointRect, _ canvas: inout Canvas) {
    let swatch = swatch(kind)
    canvas.fill(frame, swatch.fill.withAlpha(150))
    canvas.hatch(frame, swatch.border.withAlpha(40), spacing: 10, width: 1, direction: .cross)
    canvas.stroke(frame, swatch.border.withAlpha(200), width: 1, dash: DashPattern(dash: 1, gap: 2))
  }

  /// A decoration's label, drawn after every element (cells cover most of a background) in
  /// a tag at its top-trailing corner; none on a decoration too low to hold it (a rule or a
  /// hairline), whose clipped tag would draw a bar over what lies above it.
  func paintDecorationLabel(_ element: LayoutAttributes, at frame: PointRect, on canvas: inout Canvas) {
    guard options.showsLabels, case .decoration(let kind) = element.category else { return }
    let swatch = swatch(kind)
    let label = "decoration \(kind) [\(element.indexPath.section)]"
    let font = BitmapFont.small
    let width = font.width(of: label) + 4
    let tag = PointRect(x: frame.x + frame.width - width, y: frame.y, width: width, height: font.lineHeight + 1)
    guard frame.height >= tag.height else { return }
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
      canvas.fill(box, ChromeColors.imageFill)
      canvas.diagonalCross(in: box, ChromeColors.imageLines, width: 1)
      canvas.stroke(box, ChromeColors.imageLines, width: 0.5)
      // The image's name, when it fits on one line inside the slot.
      if let name = content.image?.name, BitmapFont.small.width(of: name) + 4 <= box.width, box.height >= BitmapFont.small.lineHeight + 4 {
        let width = BitmapFont.small.width(of: name)
        let tag = PointRect(x: box.x + ((box.width - width) / 2).rounded(.down) - 1, y: box.y + box.height - BitmapFont.small.lineHeight - 2, width: width + 2, height: BitmapFont.small.lineHeight)
        canvas.fill(tag, ChromeColors.imageFill)
        canvas.drawLine(name, at: PointXY(x: tag.x + 1, y: tag.y), font: .small, color: ChromeColors.subtitleInk)
      }
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
        canvas.drawLine(line, at: PointXY(x: box.x, y: box.y + Double(i) * BitmapFont.small.lineHeight), font: .small, color: ChromeColors.subtitleInk)
      }
    }
    for (frame, text) in zip(layout.moreTextFrames, layout.moreTextLayouts) {
      let box = place(frame)
      for (i, line) in text.lines.enumerated() {
        canvas.drawLine(line, at: PointXY(x: box.x, y: box.y + Double(i) * BitmapFont.small.lineHeight), font: .small, color: ChromeColors.subtitleInk)
      }
    }
    for (frame, mark) in zip(layout.accessoryFrames, content.accessories) {
      // A tag with the mark's sign or label, in the kind's border colour.
      let box = place(frame)
      canvas.fill(box, cornerRadius: 3, ChromeColors.paper.withAlpha(220))
      canvas.stroke(box, swatch.border, width: 1)
      canvas.draw(
        mark.tag, in: PointRect(x: box.x + 3, y: box.y + 1, width: max(0, box.width - 6), height: BitmapFont.small.lineHeight), font: .small,
        color: swatch.ink, lineLimit: 1)
    }
    if let button = layout.button, let title = content.button {
      let box = place(button)
      canvas.fill(box, cornerRadius: box.height / 2, swatch.border)
      canvas.draw(title, in: PointRect(x: box.x, y: box.y + (box.height - BitmapFont.regular.lineHeight) / 2, width: box.width, height: BitmapFont.regular.lineHeight), font: .regular, color: ChromeColors.paper, lineLimit: 1, alignment: .center)
    }
  }

  /// The background colour the view's code set, drawn as it shows — a translucent colour
  /// over what is under it: a colour light over the placeholder's fill fills the placeholder
  /// (its text stays readable), any other is a swatch at the label line's trailing end, over
  /// white, — hatched when its components are not known. Returns the swatch's frame, which the
  /// label keeps clear of.
  private func drawBackground(_ content: PlaceholderContent, in frame: PointRect, swatch: KindPalette.Swatch, on canvas: inout Canvas) -> PointRect? {
    guard let background = content.background else { return nil }
    if let colour = background.color, background.isLight(over: swatch.fill) {
      canvas.fill(frame, colour)
      return nil
    }
    let f = PlaceholderLayout.labelFrame
    let side = f.height - 2
    let box = PointRect(x: frame.x + frame.width - f.x - side, y: frame.y + f.y + 1, width: side, height: side)
    if let colour = background.color {
      canvas.fill(box, ChromeColors.paper)
      canvas.fill(box, colour)
    } else {
      canvas.fill(box, ChromeColors.paper)
      canvas.hatch(box, swatch.border, spacing: 3, width: 1, direction: .cross)
    }
    canvas.stroke(box, swatch.border, width: 1)
    return box
  }

  /// The label line — `kind` then `name` (the index path) — kept clear of the badges over it
  /// (the kind is cut with "…" first, so the index path stays), and the frame numbers when asked
  /// for: on the label's line when both fit, else on the bottom line when no text of the
  /// placeholder is there, else after the label, cut — never over the placeholder's own text.
  private func drawLabel(
    _ kind: String, _ name: String, element: LayoutAttributes, in frame: PointRect, ink: Color, content: PlaceholderContent?, avoiding badges: [PointRect],
    on canvas: inout Canvas
  ) {
    let f = PlaceholderLayout.labelFrame
    let font = BitmapFont.small
    let row = PointRect(x: frame.x + f.x, y: frame.y + f.y, width: max(0, frame.width - 2 * f.x), height: f.height)
    var free = row.width
    for badge in badges where badge.y < row.y + row.height && badge.y + badge.height > row.y && badge.x + badge.width > row.x {
      free = min(free, max(0, badge.x - row.x - 2))
    }
    var text = name.isEmpty ? kind : kind + " " + name
    if font.width(of: text) > free && !name.isEmpty {
      // Cut the kind, keep the index path: "Mail… [0,3]", or the index path alone.
      let room = Int(((free - font.width(of: " " + name)) / font.advance + 1e-9).rounded(.down))
      text = room >= 2 ? String(kind.prefix(room - 1)) + "… " + name : name
    }
    let labelWidth = min(font.width(of: text), free)
    if font.width(of: text) <= free {
      canvas.drawLine(text, at: PointXY(x: row.x, y: row.y), font: font, color: ink)
    } else {
      canvas.draw(text, in: PointRect(x: row.x, y: row.y, width: free, height: row.height), font: font, color: ink, lineLimit: 1)
    }
    guard options.showsFrames else { return }
    let r = element.frame
    let numbers = "\(Self.short(r.x)),\(Self.short(r.y)) \(Self.short(r.width))x\(Self.short(r.height))"
    let numbersWidth = font.width(of: numbers)
    let color = ink.withAlpha(190)
    if labelWidth + font.advance + numbersWidth <= free {
      canvas.drawLine(numbers, at: PointXY(x: row.x + free - numbersWidth, y: row.y), font: font, color: color)
      return
    }
    let bottom = PointRect(x: row.x, y: frame.y + frame.height - f.y - f.height, width: numbersWidth, height: f.height)
    let texts = content.map { content -> [Rect] in
      let placed = PlaceholderLayout(content, in: Size(width: frame.width, height: frame.height))
      return [placed.titleFrame, placed.subtitleFrame, placed.button].compactMap { $0 } + placed.moreTextFrames + placed.accessoryFrames
    } ?? []
    let clear = texts.allSatisfy { t in
      let y = frame.y + t.y
      return y >= bottom.y + bottom.height || y + t.height <= bottom.y || frame.x + t.x >= bottom.x + bottom.width || frame.x + t.x + t.width <= bottom.x
    }
    if bottom.y >= row.y + row.height && clear {
      canvas.drawLine(numbers, at: PointXY(x: bottom.x, y: bottom.y), font: font, color: color)
    } else if labelWidth + font.advance < free {
      let x = row.x + labelWidth + font.advance
      canvas.draw(numbers, in: PointRect(x: x, y: row.y, width: row.x + free - x, height: row.height), font: font, color: color, lineLimit: 1)
    }
  }

  /// A number with at most two decimals, for on-picture frame numbers.
  static func short(_ v: Double) -> String {
    let hundredths = (v * 100).rounded()
    if hundredths == (v).rounded() * 100 { return LayoutNumber.format(v.rounded()) }
    return LayoutNumber.format(hundredths / 100)
  }

  /// `UICollectionElementKindSectionHeader` → `header`, a table's header view → `table-header`;
  /// other kinds unchanged.
  static func shortKind(_ kind: String) -> String {
    switch kind {
    case ElementCategory.sectionHeaderKind: return "header"
    case ElementCategory.sectionFooterKind: return "footer"
    case ElementCategory.tableHeaderKind: return "table-header"
    case ElementCategory.tableFooterKind: return "table-footer"
    default: return kind
    }
  }
}
