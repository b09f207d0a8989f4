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
      let decoder = JSONDecoder()
      decoder.userInfo[StepJSON.directoryKey] = directory
      document = try decoder.decode(ScriptJSON.self, from: data)
    } catch let error as ScreenDecodingError {
      throw error
    } catch {
      let (path, reason) = ScreenDocument.describe(error, in: data)
      throw ScreenDecodingError(path: path, reason: reason)
    }
    var options = document.options?.options ?? HeadlessCollectionView.Options()
    if let files = document.options?.pages {
      let pages = try files.enumerated().map { index, file throws(ScreenDecodingError) -> ViewModel in
        do throws(ScreenDecodingError) {
          return try ScreenDocument.loadPage(contentsOfFile: file.hasPrefix("/") ? file : directory + "/" + file)
        } catch {
          // Named where the script names it, so the message leads to the script's line.
          let inPage = error.path == "$" ? "" : " at \(error.path)"
          throw ScreenDecodingError(path: "$.options.pages[\(index)]", reason: "page document '\(file)'\(inPage): \(error.reason)")
        }
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
    case identity, nextPageTrigger, deselection, undequeuedSupplementaryKinds, sectionHandlers, decelerationRate
    case reordering, presenterReordering, registration
  }
  enum RegistrationKeys: String, CodingKey, CaseIterable { case cells, supplementaries }
  enum ReorderingKeys: String, CodingKey, CaseIterable { case movable, target }
  enum MovableKeys: String, CodingKey, CaseIterable { case only, except, kinds }
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
    if c.contains(.decelerationRate) {
      if let word = try? c.decode(String.self, forKey: .decelerationRate) {
        switch word {
        case "normal": options.decelerationRate = .normal
        case "fast": options.decelerationRate = .fast
        default:
          throw DecodingError.dataCorruptedError(forKey: .decelerationRate, in: c, debugDescription: "unknown rate '\(word)'; expected \"normal\", \"fast\" or a number between 0 and 1")
        }
      } else {
        let rate = try c.decodeNumber(.decelerationRate, positive: true)
        guard rate < 1 else { throw DecodingError.dataCorruptedError(forKey: .decelerationRate, in: c, debugDescription: "must be below 1 (a factor per millisecond), got \(rate)") }
        options.decelerationRate = DecelerationRate(rawValue: rate)
      }
    }
    if c.contains(.reordering) {
      let r = try c.superDecoder(forKey: .reordering).strictContainer(keyedBy: ReorderingKeys.self)
      var reordering = Reordering()
      if r.contains(.movable) { reordering.movable = try Self.movable(r.superDecoder(forKey: .movable)) }
      if let target = try r.decodeIfPresent(String.self, forKey: .target) {
        switch target {
        case "proposed": reordering.target = .proposed
        case "sameSection": reordering.target = .sameSection
        default: throw DecodingError.dataCorruptedError(forKey: .target, in: r, debugDescription: "unknown target '\(target)'; expected \"proposed\" or \"sameSection\"")
        }
      }
      options.reordering = reordering
    }
    if c.contains(.registration) {
      if let word = try? c.decode(String.self, forKey: .registration) {
        guard word == "automatic" else {
          throw DecodingError.dataCorruptedError(
            forKey: .registration, in: c, debugDescription: "unknown registration '\(word)'; expected \"automatic\" or {\"cells\": […], \"supplementaries\": {\"<kind>\": […]}}")
        }
      } else {
        let r = try c.superDecoder(forKey: .registration).strictContainer(keyedBy: RegistrationKeys.self)
        options.registration = .manual(
          cells: try r.decodeIfPresent([String].self, forKey: .cells) ?? [], supplementaries: try r.decodeIfPresent([String: [String]].self, forKey: .supplementaries) ?? [:])
      }
    }
    if c.contains(.presenterReordering) { options.presenterReordering = try Self.movable(c.superDecoder(forKey: .presenterReordering)) }
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

extension OptionsJSON {
  /// `"all"`, `{"only": [ids]}`, `{"except": [ids]}` or `{"kinds": [cell kinds]}`.
  static func movable(_ decoder: any Decoder) throws -> MovableItems {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard word == "all" else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown value '\(word)'; expected \"all\", {\"only\": […]}, {\"except\": […]} or {\"kinds\": […]}"))
      }
      return .all
    }
    let (key, m) = try decoder.singleKey(of: MovableKeys.self, what: "a set of movable items")
    let names = Set(try m.decode([String].self, forKey: key))
    switch key {
    case .only: return .only(names)
    case .except: return .except(names)
    case .kinds: return .kinds(names)
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
    case apply, setViewModel, page, update, reconfigureItems, reconfigureItem
    case beginMove, moveTo, moveOver, endMove, cancelMove, dragAndDrop
    case animated, position, offset, velocity, sender, item, header, footer, at, to
  }
  static let names: [CodingKeys] = [
    .scroll, .scrollBy, .scrollToItem, .scrollSection, .tap, .tapButton, .drag, .advance, .settle, .nextPage, .previousPage, .cancelAutoRolling, .reload,
    .runAutoRolling, .clearSelectedItems, .applySnapshot, .toggleSection, .send, .apply, .setViewModel, .page, .update, .reconfigureItems, .reconfigureItem,
    .beginMove, .moveTo, .moveOver, .endMove, .cancelMove, .dragAndDrop,
  ]

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let name = try c.named(Self.names, what: "a step")
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
    case .scrollSection: step = .scrollSection(try c.decode(Int.self, forKey: .scrollSection), to: try c.decodeNumber(.offset), animated: animated)
    case .tap: step = .tap(try c.decode(IndexPath.self, forKey: .tap))
    case .tapButton: step = .tapButton(try c.decode(IndexPath.self, forKey: .tapButton))
    case .drag: step = .drag(try point(.drag), velocity: c.contains(.velocity) ? try point(.velocity) : Point(x: 0, y: 0))
    case .advance: step = .advance(try c.decodeNumber(.advance, nonNegative: true))
    case .settle: step = .settle(within: try c.decodeNumber(.settle, positive: true))
    case .toggleSection: step = .presenter(.toggleSection(try c.decode(Int.self, forKey: .toggleSection)))
    case .send: step = try Self.send(c)
    case .apply: step = .apply(try Self.model(c, .apply, decoder))
    case .setViewModel: step = .presenter(.setViewModel(try Self.model(c, .setViewModel, decoder)))
    case .page: step = .page(try Self.model(c, .page, decoder))
    case .update: step = .update(try Self.batch(c, decoder))
    case .reconfigureItems: step = .presenter(.reconfigureItems(try c.decode(Array<CollectionSnapshotLayout.IndexPath>.self, forKey: .reconfigureItems)))
    case .reconfigureItem: step = .presenter(.reconfigureItem(try c.decode(ItemJSON.self, forKey: .reconfigureItem).item, at: try c.decode(IndexPath.self, forKey: .at)))
    case .reload where (try? c.decode(Bool.self, forKey: .reload)) == nil: step = .reload(try Self.model(c, .reload, decoder))
    case .beginMove: step = .beginMove(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .beginMove))
    case .moveTo: step = .moveTo(try point(.moveTo))
    case .moveOver: step = .moveOver(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .moveOver))
    case .dragAndDrop:
      step = .dragAndDrop(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .dragAndDrop), to: try c.decodeIfPresent(CollectionSnapshotLayout.IndexPath.self, forKey: .to))
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
      case .endMove: step = .endMove
      case .cancelMove: step = .cancelMove
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
