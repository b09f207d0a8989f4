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
      let (path, reason) = ScreenDocument.describe(error, in: data)
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
  }
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
  }
}

/// One step: an object whose first key names it (`{"tap": [0, 2]}`), with the step's other
/// keys beside it (`{"scroll": {"x": 0, "y": 300}, "animated": true}`).
struct StepJSON: Decodable {
  var step: ScriptStep

  enum CodingKeys: String, CodingKey, CaseIterable {
    case scroll, scrollBy, scrollToItem, scrollSection, tap, tapButton, drag, advance, settle
    case nextPage, previousPage, cancelAutoRolling, reload
    case animated, position, offset, velocity
  }
  static let names: [CodingKeys] = [
    .scroll, .scrollBy, .scrollToItem, .scrollSection, .tap, .tapButton, .drag, .advance, .settle, .nextPage, .previousPage, .cancelAutoRolling, .reload,
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
    let animated = try c.decodeIfPresent(Bool.self, forKey: .animated) ?? false
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
    default:
      // `{"nextPage": true}`: the flag must be true, so `false` is not silently a step.
      guard try c.decode(Bool.self, forKey: name) else {
        throw DecodingError.dataCorruptedError(forKey: name, in: c, debugDescription: "must be true (leave the step out instead)")
      }
      switch name {
      case .nextPage: step = .nextPage
      case .previousPage: step = .previousPage
      case .cancelAutoRolling: step = .cancelAutoRolling
      default: step = .reload(nil)
      }
    }
  }
}
