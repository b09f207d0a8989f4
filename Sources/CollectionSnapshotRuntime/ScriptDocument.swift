import CollectionSnapshotLayout
public import CollectionSnapshotModel
public import Foundation

/// A script in JSON: the options of a headless collection view and the steps to run on it
/// (README, "Scripts in JSON"). Decoding is strict: unknown keys and bad values fail with the
/// JSON path of the value.
///
/// ```json
/// {"options": {"paging": {"isInfinitePage": true, "isAutoRolling": true}},
///  "steps": [{"advance": 12}, {"drag": {"x": -120, "y": 0}, "velocity": {"x": -0.8, "y": 0}}]}
/// ```
public enum ScriptDocument {
  /// Decodes a script; page files named in `options.pages` are read relative to `directory`.
  /// - Throws: ``ScreenDecodingError`` with the JSON path and the reason.
  public static func decode(_ data: Data, directory: String = ".") throws(ScreenDecodingError) -> (steps: [ScriptStep], options: HeadlessCollectionView.Options) {
    let document: ScriptJSON
    do {
      document = try JSONDecoder().decode(ScriptJSON.self, from: data)
    } catch {
      let (path, reason) = JSONDecodingFailure.describe(error)
      throw ScreenDecodingError(path: path, reason: reason)
    }
    var options = document.options?.options ?? HeadlessCollectionView.Options()
    if let files = document.options?.pages {
      let pages = try files.map { file throws(ScreenDecodingError) -> ViewModel in
        try ScreenDocument.loadPage(contentsOfFile: file.hasPrefix("/") ? file : directory + "/" + file)
      }
      options.pageLoader = PageLoader(pages: pages, latency: document.options?.pageLatency ?? 0.5)
    }
    return (document.steps.map(\.step), options)
  }

  /// Reads and decodes a script file (page files relative to its folder).
  /// - Throws: ``ScreenDecodingError`` naming the file, the JSON path and the reason.
  public static func load(contentsOfFile path: String) throws(ScreenDecodingError) -> (steps: [ScriptStep], options: HeadlessCollectionView.Options) {
    try ScreenDocument.readDocument(path) { (data) throws(ScreenDecodingError) in
      try decode(data, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
  }
}

/// `{"options": {...}, "steps": [...]}`.
struct ScriptJSON: Decodable {
  var options: OptionsJSON?
  var steps: [StepJSON]

  enum CodingKeys: String, CodingKey, CaseIterable { case options, steps }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    options = try c.decodeIfPresent(OptionsJSON.self, forKey: .options)
    steps = try c.decode([StepJSON].self, forKey: .steps)
  }
}

/// The view's options; `pages` are page documents answering next-page requests.
struct OptionsJSON: Decodable {
  var options = HeadlessCollectionView.Options()
  var pages: [String]?
  var pageLatency: Double?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case paging, dataSourceMode, pages, pageLatency, prefetchDistance, allowsMultipleSelection
    case identity, nextPageTrigger, deselection, undequeuedSupplementaryKinds, sectionHandlers
  }
  enum TriggerKeys: String, CodingKey, CaseIterable { case prefetch }
  enum DeselectionKeys: String, CodingKey, CaseIterable { case after }
  enum HandlerKeys: String, CodingKey, CaseIterable { case name, cells, supplementaries }
  enum PagingKeys: String, CodingKey, CaseIterable {
    case isEnabled, isAlignCenter, isLooping, isInfinitePage, isAutoRolling, autoRollingTimeInterval
  }
  enum Mode: String, CaseIterable { case traditional, diffable }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    if c.contains(.paging) {
      let p = try c.superDecoder(forKey: .paging).strictContainer(keyedBy: PagingKeys.self)
      options.paging = PagingConfiguration(
        isEnabled: try p.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true,
        isAlignCenter: try p.decodeIfPresent(Bool.self, forKey: .isAlignCenter) ?? false,
        isLooping: try p.decodeIfPresent(Bool.self, forKey: .isLooping) ?? false,
        isInfinitePage: try p.decodeIfPresent(Bool.self, forKey: .isInfinitePage) ?? false,
        isAutoRolling: try p.decodeIfPresent(Bool.self, forKey: .isAutoRolling) ?? false,
        autoRollingTimeInterval: try p.decodeNumberIfPresent(.autoRollingTimeInterval, positive: true) ?? 3)
    }
    if let mode = try c.decodeChoiceIfPresent(Mode.self, forKey: .dataSourceMode) {
      options.dataSourceMode = mode == .diffable ? .diffable : .traditional
    }
    pages = try c.decodeIfPresent([String].self, forKey: .pages)
    pageLatency = try c.decodeNumberIfPresent(.pageLatency, nonNegative: true)
    options.prefetchDistance = try c.decodeNumberIfPresent(.prefetchDistance, positive: true)
    options.allowsMultipleSelection = try c.decodeIfPresent(Bool.self, forKey: .allowsMultipleSelection) ?? false
    options.identity = try c.decodeChoiceIfPresent(IdentityRule.self, forKey: .identity) ?? .identifier
    if c.contains(.nextPageTrigger) {
      if let word = try? c.decode(String.self, forKey: .nextPageTrigger) {
        switch word {
        case "presenter": options.nextPageTrigger = .presenter
        case "anyLayout": options.nextPageTrigger = .anyLayout
        default:
          throw DecodingError.dataCorruptedError(
            forKey: .nextPageTrigger, in: c, debugDescription: "unknown trigger '\(word)'; expected \"presenter\", \"anyLayout\" or {\"prefetch\": \"<section id>\"}")
        }
      } else {
        let t = try c.superDecoder(forKey: .nextPageTrigger).strictContainer(keyedBy: TriggerKeys.self)
        options.nextPageTrigger = .prefetch(sectionIdentifier: try t.decode(String.self, forKey: .prefetch))
      }
    }
    if c.contains(.deselection) {
      if let word = try? c.decode(String.self, forKey: .deselection) {
        switch word {
        case "none": options.deselection = .none
        case "immediate": options.deselection = .immediate
        default:
          throw DecodingError.dataCorruptedError(forKey: .deselection, in: c, debugDescription: "unknown deselection '\(word)'; expected \"none\", \"immediate\" or {\"after\": seconds}")
        }
      } else {
        let d = try c.superDecoder(forKey: .deselection).strictContainer(keyedBy: DeselectionKeys.self)
        options.deselection = .after(try d.decodeNumber(.after, nonNegative: true))
      }
    }
    options.undequeuedSupplementaryKinds = Set(try c.decodeIfPresent([String].self, forKey: .undequeuedSupplementaryKinds) ?? [])
    if c.contains(.sectionHandlers) {
      let h = try c.superDecoder(forKey: .sectionHandlers)
      let types = try h.container(keyedBy: AnyKey.self)
      var registry: [String: SectionHandlerRegistry.Handler] = [:]
      for key in types.allKeys {
        let one = try types.superDecoder(forKey: key).strictContainer(keyedBy: HandlerKeys.self)
        registry[key.stringValue] = SectionHandlerRegistry.Handler(
          name: try one.decode(String.self, forKey: .name), cells: try one.decodeIfPresent([String].self, forKey: .cells) ?? [],
          supplementaries: try one.decodeIfPresent([String: [String]].self, forKey: .supplementaries) ?? [:])
      }
      options.sectionHandlers = SectionHandlerRegistry(registry)
    }
  }
}

/// Any key (the section types of a registry).
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// One step: an object whose first key names it (`{"tap": [0, 2]}`), with the step's other
/// keys beside it (`{"scroll": {"x": 0, "y": 300}, "animated": true}`).
struct StepJSON: Decodable {
  var step: ScriptStep

  enum CodingKeys: String, CodingKey, CaseIterable {
    case scroll, scrollBy, scrollToItem, scrollSection, tap, tapButton, drag, advance, settle
    case nextPage, previousPage, cancelAutoRolling, reload, runAutoRolling, clearSelectedItems, applySnapshot, toggleSection, send
    case animated, position, offset, velocity, sender, item, header, footer
  }
  static let names: [CodingKeys] = [
    .scroll, .scrollBy, .scrollToItem, .scrollSection, .tap, .tapButton, .drag, .advance, .settle, .nextPage, .previousPage, .cancelAutoRolling, .reload,
    .runAutoRolling, .clearSelectedItems, .applySnapshot, .toggleSection, .send,
  ]

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let named = Self.names.filter { c.contains($0) }
    guard named.count == 1, let name = named.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "a step needs exactly one of: \(Self.names.map(\.stringValue).joined(separator: ", ")); got \(named.count)"))
    }
    let animated = name == .nextPage || name == .previousPage ? false : try c.decodeIfPresent(Bool.self, forKey: .animated) ?? false
    func point(_ key: CodingKeys) throws -> Point {
      let value = try c.decode(Point.self, forKey: key)
      guard value.x.isFinite, value.y.isFinite else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "must be finite") }
      return value
    }
    switch name {
    case .scroll: step = .scroll(to: try point(.scroll), animated: animated)
    case .scrollBy: step = .scrollBy(try point(.scrollBy), animated: animated)
    case .scrollToItem:
      step = .scrollToItem(try c.decode(IndexPath.self, forKey: .scrollToItem), try c.decodeChoice(ScrollPosition.self, forKey: .position), animated: animated)
    case .scrollSection: step = .scrollSection(try c.decode(Int.self, forKey: .scrollSection), to: try c.decodeNumber(.offset))
    case .tap: step = .tap(try c.decode(IndexPath.self, forKey: .tap))
    case .tapButton: step = .tapButton(try c.decode(IndexPath.self, forKey: .tapButton))
    case .drag: step = .drag(try point(.drag), velocity: c.contains(.velocity) ? try point(.velocity) : Point(x: 0, y: 0))
    case .advance: step = .advance(try c.decodeNumber(.advance, nonNegative: true))
    case .settle: step = .settle(within: try c.decodeNumber(.settle, positive: true))
    case .toggleSection: step = .presenter(.toggleSection(try c.decode(Int.self, forKey: .toggleSection)))
    case .send: step = try Self.send(c)
    default:
      // `{"nextPage": true}`: the flag must be true, so `false` is not silently a step.
      guard try c.decode(Bool.self, forKey: name) else {
        throw DecodingError.dataCorruptedError(forKey: name, in: c, debugDescription: "must be true (leave the step out instead)")
      }
      // Page moves are animated unless `"animated": false` says otherwise.
      let pageAnimated = try c.decodeIfPresent(Bool.self, forKey: .animated) ?? true
      switch name {
      case .nextPage: step = pageAnimated ? .nextPage : .presenter(.moveToNextPage(animated: false))
      case .previousPage: step = pageAnimated ? .previousPage : .presenter(.moveToPreviousPage(animated: false))
      case .cancelAutoRolling: step = .cancelAutoRolling
      case .runAutoRolling: step = .presenter(.runAutoRolling)
      case .clearSelectedItems: step = .presenter(.clearSelectedItems)
      case .applySnapshot: step = .presenter(.applySnapshot)
      default: step = .reload(nil)
      }
    }
  }
}

extension StepJSON {
  /// `{"send": "touchUpInside", "sender": "like", "item": [0, 1]}`; `"header": 0` or
  /// `"footer": 0` instead of `item` for a section's header or footer; the event is a control
  /// event or a gesture kind.
  static func send(_ c: KeyedDecodingContainer<CodingKeys>) throws -> ScriptStep {
    let name = try c.decode(String.self, forKey: .send)
    let event: SenderEvent
    if let control = ControlEvent(rawValue: name) {
      event = .control(control)
    } else if let gesture = GestureKind(rawValue: name) {
      event = .gesture(gesture)
    } else {
      let known = ControlEvent.allCases.map(\.rawValue) + GestureKind.allCases.map(\.rawValue)
      throw DecodingError.dataCorruptedError(forKey: .send, in: c, debugDescription: "unknown event '\(name)'; expected one of \(known.joined(separator: ", "))")
    }
    let targets = [CodingKeys.item, .header, .footer].filter { c.contains($0) }
    guard targets.count == 1, let target = targets.first else {
      throw DecodingError.dataCorruptedError(forKey: .send, in: c, debugDescription: "a send step needs exactly one of item, header, footer")
    }
    let element: ElementKey
    switch target {
    case .item: element = .cell(try c.decode(IndexPath.self, forKey: .item))
    case .header: element = ElementKey(category: .supplementary(kind: ElementCategory.sectionHeaderKind), indexPath: IndexPath(item: 0, section: try c.decode(Int.self, forKey: .header)))
    default: element = ElementKey(category: .supplementary(kind: ElementCategory.sectionFooterKind), indexPath: IndexPath(item: 0, section: try c.decode(Int.self, forKey: .footer)))
    }
    return .send(event, sender: try c.decode(String.self, forKey: .sender), in: element)
  }
}
