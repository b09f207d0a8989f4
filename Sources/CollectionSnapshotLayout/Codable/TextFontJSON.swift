/// A font in JSON: a text style (`{"style": "headline"}`, followed at the screen's Dynamic Type
/// size) or a system font (`{"size": 15, "weight": "bold", "italic": true, "design":
/// "monospaced", "monospacedDigits": true}`), or a custom font measured with the system's
/// metrics (`{"name": "Avenir-Heavy", "size": 17}`). `weight` is one of ``FontWeight``'s names.
public struct TextFontJSON: Codable, Sendable, Hashable {
  /// The font.
  public var font: TextFont

  /// Wraps a font.
  public init(_ font: TextFont) { self.font = font }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case style, size, weight, italic, design, monospacedDigits, name
  }

  /// Decodes a font; a style's size is its size at Large until the screen's size resolves it.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    var font: TextFont
    if let style = try c.decodeIfPresent(String.self, forKey: .style) {
      guard let textStyle = TextStyle(rawValue: style) else {
        let names = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(forKey: .style, in: c, debugDescription: "unknown text style '\(style)'; expected one of: \(names)")
      }
      font = TextFont(textStyle: textStyle, category: .large)
      if let size = try c.decodeNumberIfPresent(.size, positive: true) { font.pointSize = size }
    } else if let name = try c.decodeIfPresent(String.self, forKey: .name) {
      font = TextFont(customName: name, pointSize: try c.decodeNumber(.size, positive: true))
    } else {
      font = TextFont(pointSize: try c.decodeNumber(.size, positive: true))
    }
    if let weight = try c.decodeIfPresent(String.self, forKey: .weight) {
      guard let value = FontWeight.allCases.first(where: { $0.name == weight }) else {
        let names = FontWeight.allCases.map(\.name).joined(separator: ", ")
        throw DecodingError.dataCorruptedError(forKey: .weight, in: c, debugDescription: "unknown weight '\(weight)'; expected one of: \(names)")
      }
      font.weight = value
    }
    font.isItalic = try c.decodeIfPresent(Bool.self, forKey: .italic) ?? false
    if let design = try c.decodeIfPresent(String.self, forKey: .design) {
      guard let value = TextFont.Design(rawValue: design) else {
        throw DecodingError.dataCorruptedError(forKey: .design, in: c, debugDescription: "unknown design '\(design)'; expected default, rounded, serif or monospaced")
      }
      font.design = value
    }
    font.monospacedDigits = try c.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false
    self.font = font
  }

  /// Encodes the font in the same form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch font.source {
    case .textStyle(let style, let category):
      try c.encode(style.rawValue, forKey: .style)
      if font.pointSize != style.pointSize(category) { try c.encode(font.pointSize, forKey: .size) }
      if font.weight != style.weight { try c.encode(font.weight.name, forKey: .weight) }
    case .custom(let name):
      try c.encode(name, forKey: .name)
      try c.encode(font.pointSize, forKey: .size)
    case .system:
      try c.encode(font.pointSize, forKey: .size)
      if font.weight != .regular { try c.encode(font.weight.name, forKey: .weight) }
    }
    if font.isItalic { try c.encode(true, forKey: .italic) }
    if font.design != .default { try c.encode(font.design.rawValue, forKey: .design) }
    if font.monospacedDigits { try c.encode(true, forKey: .monospacedDigits) }
  }
}

