import CollectionSnapshotLayout

extension ViewTree {
  /// The root's look, as fields after its element's frame on the element's line:
  /// ` background=systemGray6 radius=10 clips`.
  package func writeRootFields(to text: inout UTF8Buffer) {
    writeStyle(to: &text)
  }

  /// Each subview on a line of its own, indented two spaces per level below the element: a
  /// line break, then the line (the last line has no break after it).
  package func writeSubviewLines(to text: inout UTF8Buffer) {
    for subview in subviews { subview.writeLine(depth: 1, to: &text) }
  }

  /// The tree's dump as text: the root's fields, then the subviews' lines.
  public var dumpText: String {
    var text = UTF8Buffer()
    writeRootFields(to: &text)
    writeSubviewLines(to: &text)
    return text.string
  }

  /// A line break, the indentation, `UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline
  /// …`, then the subviews' lines.
  private func writeLine(depth: Int, to text: inout UTF8Buffer) {
    text.append(0x0A)
    for _ in 0..<depth { text.append("  ") }
    text.append(contentsOf: className)
    if let shown = self.text {
      text.append(0x20)
      text.appendQuoted(shown)
    }
    text.append(" frame=(")
    text.append(contentsOf: Self.number(frame.x))
    text.append(", ")
    text.append(contentsOf: Self.number(frame.y))
    text.append(", ")
    text.append(contentsOf: Self.number(frame.width))
    text.append(", ")
    text.append(contentsOf: Self.number(frame.height))
    text.append(0x29)
    writeContent(to: &text)
    writeStyle(to: &text)
    // A view nested past 64 levels is cut (its line says so), so a dump stays readable.
    if depth >= 64 {
      if !subviews.isEmpty { text.append(" subviews-cut") }
      return
    }
    for subview in subviews { subview.writeLine(depth: depth + 1, to: &text) }
  }

  /// What the view shows: ` font=headline lines=0 color=label`, ` image=fog tint=systemRed`…
  private func writeContent(to text: inout UTF8Buffer) {
    switch content {
    case .none:
      break
    case .text(let shown):
      Self.field("font", shown.font.description, to: &text)
      if shown.numberOfLines != 1 {
        text.append(" lines=")
        text.append(integer: shown.numberOfLines)
      }
      Self.color("color", shown.color, to: &text)
      if shown.alignment != .natural { Self.field("align", shown.alignment.rawValue, to: &text) }
      if shown.lineBreak != .byTruncatingTail { Self.field("break", shown.lineBreak.rawValue, to: &text) }
    case .image(let image):
      Self.write(image, to: &text)
    case .button(let button):
      if let style = button.style { Self.field("style", style, to: &text) }
      if let image = button.image { Self.write(image, to: &text) }
      if let font = button.font { Self.field("font", font.description, to: &text) }
      Self.color("titleColor", button.titleColor, to: &text)
      Self.color("tint", button.tint, to: &text)
    case .toggle(let toggle):
      text.append(toggle.isOn ? " on" : " off")
      Self.color("onTint", toggle.onTint, to: &text)
    case .segments(let segments):
      text.append(" segments=[")
      for (i, title) in segments.titles.enumerated() {
        if i > 0 { text.append(0x2C) }
        text.appendQuoted(title)
      }
      text.append(0x5D)
      if let selected = segments.selectedIndex {
        text.append(" selected=")
        text.append(integer: selected)
      }
    case .spinner(let spinner):
      text.append(spinner.isAnimating ? " animating" : " stopped")
      if spinner.style != "medium" { Self.field("style", spinner.style, to: &text) }
      Self.color("color", spinner.color, to: &text)
    case .stack(let stack):
      Self.field("axis", stack.axis, to: &text)
      if stack.spacing != 0 { Self.field("spacing", Self.number(stack.spacing), to: &text) }
      if stack.distribution != "fill" { Self.field("distribution", stack.distribution, to: &text) }
      if stack.alignment != "fill" { Self.field("alignment", stack.alignment, to: &text) }
    }
  }

  /// ` image=fog` or ` symbol=star.fill`, then its tint and content mode.
  private static func write(_ image: ViewImage, to text: inout UTF8Buffer) {
    field(image.isSymbol ? "symbol" : "image", image.name ?? "none", to: &text)
    color("tint", image.tint, to: &text)
    if image.contentMode != .scaleToFill { field("mode", image.contentMode.rawValue, to: &text) }
  }

  /// ` background=systemGray6 alpha=0.5 radius=10 border=1:separator clips`: what differs from
  /// a plain view.
  private func writeStyle(to text: inout UTF8Buffer) {
    Self.color("background", backgroundColor, to: &text)
    if alpha != 1 { Self.field("alpha", Self.number(alpha), to: &text) }
    if cornerRadius != 0 { Self.field("radius", Self.number(cornerRadius), to: &text) }
    if borderWidth != 0 {
      text.append(" border=")
      text.append(contentsOf: Self.number(borderWidth))
      text.append(0x3A)
      text.append(contentsOf: Self.colorName(borderColor ?? ViewTree.defaultBorderColor))
    }
    if clipsToBounds { text.append(" clips") }
  }

  /// The colour of a border whose colour the code did not set: black, as a layer's.
  public static let defaultBorderColor = PlaceholderColor(name: "black", color: SystemColors.components(of: "black"))

  private static func field(_ name: StaticString, _ value: String, to text: inout UTF8Buffer) {
    text.append(0x20)
    text.append(name)
    text.append(0x3D)
    text.append(contentsOf: value)
  }

  private static func color(_ name: StaticString, _ color: PlaceholderColor?, to text: inout UTF8Buffer) {
    guard let color else { return }
    field(name, colorName(color), to: &text)
  }

  /// A colour's name without its spaces (`rgba(1,0.5,0,1)`), so a field stays one word.
  static func colorName(_ color: PlaceholderColor) -> String {
    color.dumpName
  }

  /// A number to 1/1000 pt (`20.333`, `108`): frames inside an element are on the pixel grid,
  /// and three decimals tell its thirds apart while keeping lines short.
  static func number(_ value: Double) -> String { ListContentMeasurement.short(value) }
}
