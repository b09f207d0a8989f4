import CollectionSnapshotLayout

/// The decodable shape of a screen document.
struct ScreenJSON: Decodable {
  let name: String?
  var screen: Screen

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, device, orientation, contentInsetAdjustment, layoutDirection, layout, page, hasNext, sections
    case contentOffset, orthogonalOffsets, host, rounding, contentSizeCategory, measuredSizes
  }

  /// `{"section": n, "offset": x}`.
  struct OrthogonalOffset: Decodable {
    let section: Int
    let offset: Double
    enum CodingKeys: String, CodingKey, CaseIterable { case section, offset }
    init(from decoder: any Decoder) throws {
      let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
      section = try c.decode(Int.self, forKey: .section)
      offset = try c.decodeNumber(.offset)
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    name = try c.decodeIfPresent(String.self, forKey: .name)
    var device = try c.decodeIfPresent(DeviceJSON.self, forKey: .device)?.device ?? .iPhone15
    if let orientation = try c.decodeChoiceIfPresent(Device.Orientation.self, forKey: .orientation) {
      device = device.oriented(orientation)
    }
    let layout = try c.decode(LayoutDefinition.self, forKey: .layout)
    let sectionsJSON = try c.decodeIfPresent([SectionJSON].self, forKey: .sections) ?? []
    var model = ViewModel(page: try c.decodeIfPresent(Int.self, forKey: .page) ?? 0, hasNext: try c.decodeIfPresent(Bool.self, forKey: .hasNext) ?? false)
    model.append(sectionsJSON.map(\.section))
    screen = Screen(
      name: name ?? "screen", model: model, layout: layout, device: device,
      layoutDirection: try c.decodeChoiceIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight)
    if let host = try c.decodeIfPresent(HostJSON.self, forKey: .host) {
      if host.setsAdjustment && c.contains(.contentInsetAdjustment) {
        throw DecodingError.dataCorruptedError(
          forKey: .contentInsetAdjustment, in: c, debugDescription: "give the adjustment once: here or as host.contentInsetAdjustmentBehavior")
      }
      screen.host = host.host
    }
    if let adjustment = try c.decodeChoiceIfPresent(ContentInsetAdjustmentBehavior.self, forKey: .contentInsetAdjustment) {
      screen.host.contentInsetAdjustmentBehavior = adjustment
    }
    screen.roundingRule = try c.decodeChoiceIfPresent(LayoutRounding.Rule.self, forKey: .rounding) ?? .iOS16AndLater
    screen.contentSizeCategory = try c.decodeChoiceIfPresent(ContentSizeCategory.self, forKey: .contentSizeCategory) ?? .large
    for (kind, size) in try c.decodeIfPresent([String: MeasuredSizeJSON].self, forKey: .measuredSizes) ?? [:] {
      screen.measuredSizes[kind] = size.size
    }
    if let offset = try c.decodeIfPresent(Point.self, forKey: .contentOffset) {
      guard offset.x.isFinite, offset.y.isFinite else {
        throw DecodingError.dataCorruptedError(forKey: .contentOffset, in: c, debugDescription: "must be finite")
      }
      screen.contentOffset = offset
    }
    for entry in try c.decodeIfPresent([OrthogonalOffset].self, forKey: .orthogonalOffsets) ?? [] {
      screen.orthogonalOffsets[entry.section] = entry.offset
    }
  }
}

/// `"iPhone 15"`, or a custom device object.
struct DeviceJSON: Decodable {
  let device: Device

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, size, scale, safeArea, landscapeSafeArea, sideMargin, statusBarHeight, idiom, landscapeWidthClass, splitViewNarrowWidth
  }

  init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let device = Device.named(name) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown device '\(name)'; the catalog has: \(Device.catalogNames.joined(separator: ", ")); or give an object with name, size, scale, safeArea, statusBarHeight, idiom"))
      }
      self.device = device
      return
    }
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let size = try c.decode(Size.self, forKey: .size)
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw DecodingError.dataCorruptedError(forKey: .size, in: c, debugDescription: "must be positive, got \(size.width) x \(size.height)")
    }
    let safe = try c.decodeIfPresent(EdgeInsets.self, forKey: .safeArea) ?? .zero
    let scale = try c.decodeNumberIfPresent(.scale, positive: true) ?? 3
    guard (1...8).contains(scale) else {
      throw DecodingError.dataCorruptedError(forKey: .scale, in: c, debugDescription: "must be between 1 and 8 pixels per point, got \(scale)")
    }
    device = Device(
      name: try c.decodeIfPresent(String.self, forKey: .name) ?? "custom", portraitSize: size,
      scale: scale, portraitSafeArea: safe,
      landscapeSafeArea: try c.decodeIfPresent(EdgeInsets.self, forKey: .landscapeSafeArea) ?? safe,
      sideMargin: try c.decodeNumberIfPresent(.sideMargin, nonNegative: true) ?? 16,
      statusBarHeight: try c.decodeNumberIfPresent(.statusBarHeight, nonNegative: true),
      idiom: try c.decodeChoiceIfPresent(UserInterfaceIdiom.self, forKey: .idiom) ?? .phone,
      landscapeWidthClass: try c.decodeChoiceIfPresent(UserInterfaceSizeClass.self, forKey: .landscapeWidthClass) ?? .compact,
      splitViewNarrowWidth: try c.decodeNumberIfPresent(.splitViewNarrowWidth, positive: true) ?? 375)
  }
}

/// A section: `id`, `items`, optional `header`, `footer`, `layout`, `collapsed`, `type`.
struct SectionJSON: Decodable {
  let section: Section

  enum CodingKeys: String, CodingKey, CaseIterable { case id, items, header, footer, layout, collapsed, type }
  enum LayoutKeys: String, CodingKey, CaseIterable { case flow, compositional }
  enum FlowKeys: String, CodingKey, CaseIterable { case sectionInset, minimumLineSpacing, minimumInteritemSpacing, gridColumnCount }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let id = try c.decodeIfPresent(String.self, forKey: .id)
    var section = Section(id: id ?? "")
    section.isAnonymous = id == nil
    section.isCollapsed = try c.decodeIfPresent(Bool.self, forKey: .collapsed) ?? false
    section.type = try c.decodeIfPresent(String.self, forKey: .type)
    section.header = try c.decodeIfPresent(ViewJSON.self, forKey: .header)?.view
    section.footer = try c.decodeIfPresent(ViewJSON.self, forKey: .footer)?.view
    let items = try c.decodeIfPresent([ItemJSON].self, forKey: .items) ?? []
    for (i, item) in items.enumerated() {
      var made = item.item
      if made.id.isEmpty { made.id = "\(made.kind)-\(i)" }
      section.items.append(made)
    }
    if c.contains(.layout) {
      let layoutDecoder = try c.superDecoder(forKey: .layout)
      let (key, l) = try layoutDecoder.singleKey(of: LayoutKeys.self, what: "a section layout")
      switch key {
      case .compositional:
        section.layout = .compositional(try l.decode(SectionLayout.self, forKey: .compositional))
      case .flow:
        let f = try l.superDecoder(forKey: .flow).strictContainer(keyedBy: FlowKeys.self)
        let grid = try f.decodeIfPresent(Int.self, forKey: .gridColumnCount)
        if let grid, grid < 0 { throw DecodingError.dataCorruptedError(forKey: .gridColumnCount, in: f, debugDescription: "must be ≥ 0, got \(grid)") }
        section.layout = .flow(
          FlowSectionValues(
            sectionInset: try f.decodeIfPresent(EdgeInsets.self, forKey: .sectionInset),
            minimumLineSpacing: try f.decodeNumberIfPresent(.minimumLineSpacing, nonNegative: true),
            minimumInteritemSpacing: try f.decodeNumberIfPresent(.minimumInteritemSpacing, nonNegative: true),
            gridColumnCount: grid))
      }
    }
    self.section = section
  }
}

/// The content keys shared by items, headers and footers.
enum ContentKeys: String, CodingKey, CaseIterable {
  case id, kind, title, subtitle, image, button, titleLines, subtitleLines, size, listContent, events, vetoes
}

extension KeyedDecodingContainer where K == ContentKeys {
  func content() throws -> PlaceholderContent {
    var content = PlaceholderContent(
      title: try decodeIfPresent(String.self, forKey: .title), subtitle: try decodeIfPresent(String.self, forKey: .subtitle),
      image: try decodeIfPresent(ImageJSON.self, forKey: .image)?.image, button: try decodeIfPresent(String.self, forKey: .button),
      listStyle: try decodeChoiceIfPresent(ListContentStyle.self, forKey: .listContent))
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

/// An item: `kind` and optional `id`, `title`, `subtitle`, `image`, `button`, `titleLines`,
/// `subtitleLines`, `size`.
package struct ItemJSON: Decodable {
  package let item: Item

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: ContentKeys.self)
    let kind = try c.decode(String.self, forKey: .kind)
    if kind.isEmpty { throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "must not be empty") }
    var item = Item(id: try c.decodeIfPresent(String.self, forKey: .id) ?? "", kind: kind, content: try c.content(), sizing: try c.sizing())
    item.events = try c.decodeIfPresent([EventJSON].self, forKey: .events)?.map(\.mapping) ?? []
    for name in try c.decodeIfPresent([String].self, forKey: .vetoes) ?? [] {
      guard let veto = SelectionVetoes.names.first(where: { $0.0 == name })?.1 else {
        throw DecodingError.dataCorruptedError(
          forKey: .vetoes, in: c, debugDescription: "unknown veto '\(name)'; expected \(SelectionVetoes.names.map(\.0).joined(separator: ", "))")
      }
      item.vetoes.insert(veto)
    }
    self.item = item
  }
}

/// A header or footer: `kind` and optional content and `size`.
struct ViewJSON: Decodable {
  let view: SupplementaryView

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: ContentKeys.self)
    if c.contains(.id) { throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "headers and footers have no id (they are item 0 of their section)") }
    if c.contains(.vetoes) { throw DecodingError.dataCorruptedError(forKey: .vetoes, in: c, debugDescription: "headers and footers are not selected, so they have no selection vetoes") }
    var view = SupplementaryView(kind: try c.decode(String.self, forKey: .kind), content: try c.content(), sizing: try c.sizing())
    view.events = try c.decodeIfPresent([EventJSON].self, forKey: .events)?.map(\.mapping) ?? []
    self.view = view
  }
}

/// One event mapping: `{"sender": "like", "control": "touchUpInside", "actions": ["like"]}` or
/// `{"sender": "card", "gesture": "longPress", "states": ["began"], "actions": ["menu"]}`; the
/// actions are strings.
struct EventJSON: Decodable {
  let mapping: EventMapping

  enum CodingKeys: String, CodingKey, CaseIterable { case sender, control, gesture, states, actions }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let event: SenderEvent
    switch (c.contains(.control), c.contains(.gesture)) {
    case (true, false): event = .control(try c.decodeChoice(ControlEvent.self, forKey: .control))
    case (false, true): event = .gesture(try c.decodeChoice(GestureKind.self, forKey: .gesture))
    default:
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an event needs exactly one of control, gesture"))
    }
    var states: Set<GestureState>?
    if c.contains(.states) {
      guard case .gesture = event else { throw DecodingError.dataCorruptedError(forKey: .states, in: c, debugDescription: "only gestures have states") }
      var list = try c.nestedUnkeyedContainer(forKey: .states)
      var chosen = Set<GestureState>()
      while !list.isAtEnd {
        let name = try list.decode(String.self)
        guard let state = GestureState(rawValue: name) else {
          throw DecodingError.dataCorruptedError(in: list, debugDescription: "unknown state '\(name)'; expected \(GestureState.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        chosen.insert(state)
      }
      states = chosen
    }
    let actions = try c.decode([String].self, forKey: .actions)
    mapping = EventMapping(try c.decode(String.self, forKey: .sender), event, on: states) { actions }
  }
}

/// `"top"`, `"leading"`, `"fill"`, or `{"placement": …, "aspectRatio": …, "height": …}`.
struct ImageJSON: Decodable {
  let image: ImagePlaceholder

  enum CodingKeys: String, CodingKey, CaseIterable { case placement, aspectRatio, height }

  init(from decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard let placement = ImagePlaceholder.Placement(rawValue: word) else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown image placement '\(word)'; expected top, leading or fill"))
      }
      image = ImagePlaceholder(placement: placement)
      return
    }
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    image = ImagePlaceholder(
      placement: try c.decodeChoiceIfPresent(ImagePlaceholder.Placement.self, forKey: .placement) ?? .top,
      aspectRatio: try c.decodeNumberIfPresent(.aspectRatio, positive: true) ?? 1,
      height: try c.decodeNumberIfPresent(.height, nonNegative: true))
  }
}

/// The decodable shape of a page document: a server's answer to a next-page request.
package struct PageJSON: Decodable {
  package var model: ViewModel

  enum CodingKeys: String, CodingKey, CaseIterable { case page, hasNext, sections }

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    model = ViewModel(page: try c.decode(Int.self, forKey: .page), hasNext: try c.decode(Bool.self, forKey: .hasNext))
    model.sections = try c.decode([SectionJSON].self, forKey: .sections).map(\.section)
  }
}

/// The key of `{"measured": …}`.
enum MeasuredKey: String, CodingKey, CaseIterable { case measured }

/// `{"width": …, "height": …}` with either axis left out, but not both.
struct MeasuredSizeJSON: Decodable {
  let size: MeasuredSize

  enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let width = try c.decodeNumberIfPresent(.width, nonNegative: true)
    let height = try c.decodeNumberIfPresent(.height, nonNegative: true)
    guard width != nil || height != nil else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "give a measured width, height or both"))
    }
    size = MeasuredSize(width: width, height: height)
  }
}

/// The decodable shape of a model document: `{"page": 2, "hasNext": true, "sections": [...]}`,
/// `page` and `hasNext` optional (0 and false), sections as in a screen: what a script applies,
/// reloads or assigns.
package struct ModelJSON: Decodable {
  package var model: ViewModel

  enum CodingKeys: String, CodingKey, CaseIterable { case page, hasNext, sections }

  package init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    model = ViewModel(page: try c.decodeIfPresent(Int.self, forKey: .page) ?? 0, hasNext: try c.decodeIfPresent(Bool.self, forKey: .hasNext) ?? false)
    model.append(try c.decode([SectionJSON].self, forKey: .sections).map(\.section))
  }
}

/// A section in a document that names it (a batch's new sections): as in a screen, but the
/// identifier is required — a batch finds sections by identifier.
package struct IdentifiedSectionJSON: Decodable {
  package let section: Section

  package init(from decoder: any Decoder) throws {
    let made = try SectionJSON(from: decoder).section
    guard !made.isAnonymous else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a section in a batch needs an id"))
    }
    section = made
  }
}

/// An item in a document that names it (a batch's new or changed items): as in a section's
/// `items`, but the identifier is required.
package struct IdentifiedItemJSON: Decodable {
  package let item: Item

  package init(from decoder: any Decoder) throws {
    let made = try ItemJSON(from: decoder).item
    guard !made.id.isEmpty else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "an item in a batch needs an id"))
    }
    item = made
  }
}
