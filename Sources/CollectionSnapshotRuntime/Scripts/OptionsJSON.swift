import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

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
      // In name order: the first bad handler named in an error must not follow the hash seed.
      for key in types.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
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
