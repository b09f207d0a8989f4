import CollectionSnapshotLayout

/// The content keys shared by items, headers and footers.
enum ContentKeys: String, CodingKey, CaseIterable {
  case id, kind, title, subtitle, image, button, titleLines, subtitleLines, size, listContent, listOptions, events, vetoes, moreTexts, accessories, background, sizedBy, tableRow,
    views
}

extension KeyedDecodingContainer where K == ContentKeys {
  func content() throws -> PlaceholderContent {
    var content = PlaceholderContent(
      title: try decodeIfPresent(String.self, forKey: .title), subtitle: try decodeIfPresent(String.self, forKey: .subtitle),
      image: try decodeIfPresent(ImageJSON.self, forKey: .image)?.image, button: try decodeIfPresent(String.self, forKey: .button),
      listStyle: try decodeChoiceIfPresent(ListContentStyle.self, forKey: .listContent),
      listOptions: try decodeIfPresent(ListContentOptions.self, forKey: .listOptions) ?? .init())
    content.moreTexts = try decodeIfPresent([String].self, forKey: .moreTexts) ?? []
    content.accessories = try decodeIfPresent([AccessoryJSON].self, forKey: .accessories)?.map(\.mark) ?? []
    content.background = try decodeIfPresent(ColorJSON.self, forKey: .background)?.color
    if contains(.views) {
      // The element's views; its kind names their root.
      let tree = try ViewTreeJSON(root: try superDecoder(forKey: .views), kind: try decode(String.self, forKey: .kind)).tree
      if content.background != nil && tree.backgroundColor != nil {
        throw DecodingError.dataCorruptedError(forKey: .views, in: self, debugDescription: "the background is given twice: as 'background' and as the views' 'backgroundColor'")
      }
      var shown = tree
      if let colour = tree.backgroundColor { content.background = colour } else { shown.backgroundColor = content.background }
      content.tree = shown
    }
    if let lines = try decodeIfPresent(Int.self, forKey: .titleLines) {
      guard lines >= 1 else { throw DecodingError.dataCorruptedError(forKey: .titleLines, in: self, debugDescription: "must be at least 1, got \(lines)") }
      content.titleLines = lines
    }
    if let lines = try decodeIfPresent(Int.self, forKey: .subtitleLines) {
      guard lines >= 1 else { throw DecodingError.dataCorruptedError(forKey: .subtitleLines, in: self, debugDescription: "must be at least 1, got \(lines)") }
      content.subtitleLines = lines
    }
    return content
  }

  /// `"default"`, `"selfSizing"`, `"selfSizingHeight"`, `{"width": …, "height": …}` or
  /// `{"measured": {"width": …, "height": …}}` (either axis may be left out).
  func sizing() throws -> ItemSizing {
    guard contains(.size) else { return .layoutDefault }
    if let word = try? decode(String.self, forKey: .size) {
      switch word {
      case "default": return .layoutDefault
      case "selfSizing": return .selfSizing
      case "selfSizingHeight": return .selfSizingHeight
      default:
        throw DecodingError.dataCorruptedError(forKey: .size, in: self, debugDescription: "unknown value '\(word)'; expected \"default\", \"selfSizing\", \"selfSizingHeight\", {\"width\": …, \"height\": …} or {\"measured\": {…}}")
      }
    }
    let probe = try superDecoder(forKey: .size).container(keyedBy: AnyCodingKey.self)
    if probe.contains(AnyCodingKey("measured")) {
      let c = try superDecoder(forKey: .size).strictContainer(keyedBy: MeasuredKey.self)
      return .measured(try c.decode(MeasuredSizeJSON.self, forKey: .measured).size)
    }
    let size = try decode(Size.self, forKey: .size)
    guard size.isFinite, size.width >= 0, size.height >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: .size, in: self, debugDescription: "must be finite and not negative, got \(size.width) x \(size.height)")
    }
    return .fixed(size)
  }
}
