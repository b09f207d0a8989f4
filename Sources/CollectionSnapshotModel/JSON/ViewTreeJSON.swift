import CollectionSnapshotLayout
import CollectionSnapshotPixels

/// A view of an element's tree in JSON (an item's, header's or footer's `views`): the root is
/// the element itself — its look and its `subviews`, no `class` or `frame` (the element's) —
/// and each subview has a `class`, a `frame`, its look and at most one thing it shows:
///
/// ```json
/// "views": {"cornerRadius": 10, "clipsToBounds": true, "backgroundColor": "secondarySystemBackground", "subviews": [
///   {"class": "UIImageView", "frame": {"x": 0, "y": 0, "width": 361, "height": 100}, "image": "fog", "contentMode": "scaleAspectFill"},
///   {"class": "UILabel", "frame": {"x": 10, "y": 108, "width": 341, "height": 20.333}, "text": "Fog", "font": "headline", "lines": 0}
/// ]}
/// ```
///
/// - Look: `backgroundColor`, `alpha` (0…1), `cornerRadius`, `borderWidth`, `borderColor`,
///   `clipsToBounds`. A colour is a name (`"systemRed"`, `"rgba(1, 0, 0, 1)"`; components known
///   for UIKit's colours) or `{"name": …, "rgba": "#RRGGBBAA"}`.
/// - Text: `text` with `font` (as the dump names it: `"headline"`, `"17 semibold"`,
///   `"Avenir-Heavy 15"`), `color`, `lines` (0: no limit), `alignment`, `lineBreak`.
/// - Image: `image` (an asset's name) or `symbol` (an SF Symbol's), with `tint` and
///   `contentMode`.
/// - Controls: `button` (its title) with `style`, `titleColor`, `tint`, `font`; `switch` (on
///   or off) with `onTint`; `segments` (titles) with `selected`; `spinner` (animating) with
///   `spinnerStyle` and `color`; `stack` (`{"axis": "vertical", "spacing": 8}`).
struct ViewTreeJSON: Codable {
  let tree: ViewTree

  enum CodingKeys: String, CodingKey, CaseIterable {
    case `class`, frame, subviews
    case backgroundColor, alpha, cornerRadius, borderWidth, borderColor, clipsToBounds
    case text, font, color, lines, alignment, lineBreak
    case image, symbol, tint, contentMode
    case button, style, titleColor
    case `switch`, onTint, segments, selected, spinner, spinnerStyle, stack
  }

  enum FrameKeys: String, CodingKey, CaseIterable { case x, y, width, height }
  enum StackKeys: String, CodingKey, CaseIterable { case axis, spacing, distribution, alignment }

  /// The things a view can show: at most one of them.
  private static let contents: [CodingKeys] = [.text, .image, .symbol, .button, .switch, .segments, .spinner, .stack]
  /// The keys that only go with some content, and which.
  private static let options: [(CodingKeys, [CodingKeys])] = [
    (.font, [.text, .button]), (.color, [.text, .spinner]), (.lines, [.text]), (.alignment, [.text]), (.lineBreak, [.text]),
    (.tint, [.image, .symbol, .button]), (.contentMode, [.image, .symbol]), (.style, [.button]), (.titleColor, [.button]),
    (.onTint, [.switch]), (.selected, [.segments]), (.spinnerStyle, [.spinner]),
  ]

  init(_ tree: ViewTree) {
    self.tree = tree
  }

  /// The root of an element's tree, of class `kind`.
  init(root decoder: any Decoder, kind: String) throws {
    tree = try Self.view(from: decoder, root: kind)
  }

  init(from decoder: any Decoder) throws {
    tree = try Self.view(from: decoder, root: nil)
  }

  /// A view; `root` is the element's kind when it is the tree's root (which has no class or
  /// frame of its own).
  private static func view(from decoder: any Decoder, root: String?) throws -> ViewTree {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    var view: ViewTree
    if let root {
      for key in [CodingKeys.class, .frame] where c.contains(key) {
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "the root of an element's views is the element: its class is its kind and its frame the layout's")
      }
      view = ViewTree(root, frame: .zero)
    } else {
      let className = try c.decode(String.self, forKey: .class)
      if className.isEmpty { throw DecodingError.dataCorruptedError(forKey: .class, in: c, debugDescription: "must not be empty") }
      view = ViewTree(className, frame: try frame(c))
    }
    view.backgroundColor = try color(c, .backgroundColor)
    if let alpha = try c.decodeNumberIfPresent(.alpha) {
      guard alpha >= 0 && alpha <= 1 else { throw DecodingError.dataCorruptedError(forKey: .alpha, in: c, debugDescription: "must be between 0 and 1, got \(alpha)") }
      view.alpha = alpha
    }
    view.cornerRadius = try c.decodeNumberIfPresent(.cornerRadius, nonNegative: true) ?? 0
    view.borderWidth = try c.decodeNumberIfPresent(.borderWidth, nonNegative: true) ?? 0
    view.borderColor = try color(c, .borderColor)
    view.clipsToBounds = try c.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? false
    view.content = try content(c)
    view.subviews = try c.decodeIfPresent([ViewTreeJSON].self, forKey: .subviews)?.map(\.tree) ?? []
    return view
  }

  /// `{"x": …, "y": …, "width": …, "height": …}`, finite, the size not negative.
  private static func frame(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Rect {
    let f = try c.superDecoder(forKey: .frame).strictContainer(keyedBy: FrameKeys.self)
    return Rect(
      x: try f.decodeNumber(.x), y: try f.decodeNumber(.y), width: try f.decodeNumber(.width, nonNegative: true),
      height: try f.decodeNumber(.height, nonNegative: true))
  }

  /// What the view shows: the one content key it has, with its options.
  private static func content(_ c: KeyedDecodingContainer<CodingKeys>) throws -> ViewTree.Content {
    let present = contents.filter { c.contains($0) }
    if present.count > 1 {
      throw DecodingError.dataCorruptedError(
        forKey: present[1], in: c,
        debugDescription: "a view shows one thing (text, image, symbol, button, switch, segments, spinner or stack), got \(present.map(\.stringValue).joined(separator: " and "))")
    }
    for (option, owners) in options where c.contains(option) && !owners.contains(where: { present.contains($0) }) {
      throw DecodingError.dataCorruptedError(
        forKey: option, in: c, debugDescription: "'\(option.stringValue)' goes with \(owners.map { "'\($0.stringValue)'" }.joined(separator: " or ")), which the view does not have")
    }
    guard let key = present.first else { return .none }
    switch key {
    case .text:
      var text = ViewText(try c.decode(String.self, forKey: .text))
      if let font = try c.decodeIfPresent(String.self, forKey: .font) { text.font = try parseFont(font, c) }
      text.color = try color(c, .color)
      if let lines = try c.decodeIfPresent(Int.self, forKey: .lines) {
        guard lines >= 0 else { throw DecodingError.dataCorruptedError(forKey: .lines, in: c, debugDescription: "must be 0 (no limit) or more, got \(lines)") }
        text.numberOfLines = lines
      }
      text.alignment = try c.decodeChoiceIfPresent(ViewText.Alignment.self, forKey: .alignment) ?? .natural
      text.lineBreak = try c.decodeChoiceIfPresent(LineBreakMode.self, forKey: .lineBreak) ?? .byTruncatingTail
      return .text(text)
    case .image, .symbol:
      var image = ViewImage(name: try c.decode(String.self, forKey: key), isSymbol: key == .symbol)
      image.tint = try color(c, .tint)
      image.contentMode = try c.decodeChoiceIfPresent(ViewImage.ContentMode.self, forKey: .contentMode) ?? .scaleToFill
      return .image(image)
    case .button:
      var button = ViewButton(title: try c.decodeIfPresent(String.self, forKey: .button), style: try c.decodeIfPresent(String.self, forKey: .style))
      button.titleColor = try color(c, .titleColor)
      button.tint = try color(c, .tint)
      if let font = try c.decodeIfPresent(String.self, forKey: .font) { button.font = try parseFont(font, c) }
      return .button(button)
    case .switch:
      return .toggle(ViewSwitch(isOn: try c.decode(Bool.self, forKey: .switch), onTint: try color(c, .onTint)))
    case .segments:
      let titles = try c.decode([String].self, forKey: .segments)
      let selected = try c.decodeIfPresent(Int.self, forKey: .selected)
      if let selected, selected < 0 || selected >= titles.count {
        throw DecodingError.dataCorruptedError(forKey: .selected, in: c, debugDescription: "must be a segment's index, 0..<\(titles.count), got \(selected)")
      }
      return .segments(ViewSegments(titles: titles, selectedIndex: selected))
    case .spinner:
      let style = try c.decodeIfPresent(String.self, forKey: .spinnerStyle) ?? "medium"
      guard style == "medium" || style == "large" else {
        throw DecodingError.dataCorruptedError(forKey: .spinnerStyle, in: c, debugDescription: "unknown value '\(style)'; expected medium or large")
      }
      return .spinner(ViewSpinner(isAnimating: try c.decode(Bool.self, forKey: .spinner), style: style, color: try color(c, .color)))
    default:
      let s = try c.superDecoder(forKey: .stack).strictContainer(keyedBy: StackKeys.self)
      var stack = ViewStack()
      if let axis = try s.decodeIfPresent(String.self, forKey: .axis) {
        guard axis == "horizontal" || axis == "vertical" else {
          throw DecodingError.dataCorruptedError(forKey: .axis, in: s, debugDescription: "unknown value '\(axis)'; expected horizontal or vertical")
        }
        stack.axis = axis
      }
      stack.spacing = try s.decodeNumberIfPresent(.spacing) ?? 0
      stack.distribution = try s.decodeIfPresent(String.self, forKey: .distribution) ?? "fill"
      stack.alignment = try s.decodeIfPresent(String.self, forKey: .alignment) ?? "fill"
      return .stack(stack)
    }
  }

  /// A colour: a name, or `{"name": …, "rgba": …}`.
  private static func color(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> PlaceholderColor? {
    guard c.contains(key) else { return nil }
    if let name = try? c.decode(String.self, forKey: key) {
      if name.isEmpty { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a colour's name must not be empty") }
      return SystemColors.color(named: name)
    }
    return try c.decode(ColorJSON.self, forKey: key).color
  }

  /// A font as the dump names it (``TextFont/init(parsing:category:)``).
  private static func parseFont(_ text: String, _ c: KeyedDecodingContainer<CodingKeys>) throws -> TextFont {
    guard let font = TextFont(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .font, in: c,
        debugDescription: "unknown font '\(text)'; expected a text style (headline, body, title2…), a size and weight (17 semibold) or a name and size (Avenir-Heavy 17)")
    }
    return font
  }

  func encode(to encoder: any Encoder) throws {
    try Self.encode(tree, root: true, to: encoder)
  }

  private static func encode(_ view: ViewTree, root: Bool, to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if !root {
      try c.encode(view.className, forKey: .class)
      var f = c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
      try f.encode(view.frame.x, forKey: .x)
      try f.encode(view.frame.y, forKey: .y)
      try f.encode(view.frame.width, forKey: .width)
      try f.encode(view.frame.height, forKey: .height)
    }
    try c.encodeIfPresent(view.backgroundColor.map(ColorJSON.init), forKey: .backgroundColor)
    if view.alpha != 1 { try c.encode(view.alpha, forKey: .alpha) }
    if view.cornerRadius != 0 { try c.encode(view.cornerRadius, forKey: .cornerRadius) }
    if view.borderWidth != 0 { try c.encode(view.borderWidth, forKey: .borderWidth) }
    try c.encodeIfPresent(view.borderColor.map(ColorJSON.init), forKey: .borderColor)
    if view.clipsToBounds { try c.encode(true, forKey: .clipsToBounds) }
    switch view.content {
    case .none: break
    case .text(let text):
      try c.encode(text.text, forKey: .text)
      try c.encode(text.font.description, forKey: .font)
      try c.encodeIfPresent(text.color.map(ColorJSON.init), forKey: .color)
      if text.numberOfLines != 1 { try c.encode(text.numberOfLines, forKey: .lines) }
      if text.alignment != .natural { try c.encode(text.alignment.rawValue, forKey: .alignment) }
      if text.lineBreak != .byTruncatingTail { try c.encode(text.lineBreak.rawValue, forKey: .lineBreak) }
    case .image(let image):
      try c.encode(image.name ?? "", forKey: image.isSymbol ? .symbol : .image)
      try c.encodeIfPresent(image.tint.map(ColorJSON.init), forKey: .tint)
      if image.contentMode != .scaleToFill { try c.encode(image.contentMode.rawValue, forKey: .contentMode) }
    case .button(let button):
      try c.encode(button.title, forKey: .button)
      try c.encodeIfPresent(button.style, forKey: .style)
      try c.encodeIfPresent(button.titleColor.map(ColorJSON.init), forKey: .titleColor)
      try c.encodeIfPresent(button.tint.map(ColorJSON.init), forKey: .tint)
      try c.encodeIfPresent(button.font?.description, forKey: .font)
    case .toggle(let toggle):
      try c.encode(toggle.isOn, forKey: .switch)
      try c.encodeIfPresent(toggle.onTint.map(ColorJSON.init), forKey: .onTint)
    case .segments(let segments):
      try c.encode(segments.titles, forKey: .segments)
      try c.encodeIfPresent(segments.selectedIndex, forKey: .selected)
    case .spinner(let spinner):
      try c.encode(spinner.isAnimating, forKey: .spinner)
      if spinner.style != "medium" { try c.encode(spinner.style, forKey: .spinnerStyle) }
      try c.encodeIfPresent(spinner.color.map(ColorJSON.init), forKey: .color)
    case .stack(let stack):
      var s = c.nestedContainer(keyedBy: StackKeys.self, forKey: .stack)
      try s.encode(stack.axis, forKey: .axis)
      if stack.spacing != 0 { try s.encode(stack.spacing, forKey: .spacing) }
      if stack.distribution != "fill" { try s.encode(stack.distribution, forKey: .distribution) }
      if stack.alignment != "fill" { try s.encode(stack.alignment, forKey: .alignment) }
    }
    if !view.subviews.isEmpty {
      var list = c.nestedUnkeyedContainer(forKey: .subviews)
      for subview in view.subviews { try encode(subview, root: false, to: list.superEncoder()) }
    }
  }
}
