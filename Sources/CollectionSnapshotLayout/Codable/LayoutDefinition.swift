/// Any layout this package computes, in the form a JSON screen gives it:
/// `{"flow": {…}}`, `{"compositional": {…}}` or `{"list": {…}}` (a compositional layout of list
/// sections).
public enum LayoutDefinition: Sendable {
  /// `UICollectionViewFlowLayout`.
  case flow(FlowLayout)
  /// `UICollectionViewCompositionalLayout` (lists included).
  case compositional(CompositionalLayout)

  /// Lays out `content` in `environment`.
  /// - Throws: ``LayoutError`` for a definition or environment that cannot be laid out.
  public func layout(_ content: LayoutContent, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
    switch self {
    case .flow(let flow): return try flow.layout(content, in: environment)
    case .compositional(let compositional): return try compositional.layout(content, in: environment)
    }
  }

  /// The scroll direction.
  public var scrollDirection: ScrollDirection {
    switch self {
    case .flow(let flow): return flow.scrollDirection
    case .compositional(let c): return c.configuration.scrollDirection
    }
  }
}

extension LayoutDefinition: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case flow, compositional, list }

  /// Decodes `{"flow": …}`, `{"compositional": …}` or `{"list": …}`.
  public init(from decoder: any Decoder) throws {
    let (key, c) = try decoder.singleKey(of: CodingKeys.self, what: "a layout")
    switch key {
    case .flow: self = .flow(try c.decode(FlowLayout.self, forKey: .flow))
    case .compositional: self = .compositional(try c.decode(CompositionalLayout.self, forKey: .compositional))
    case .list: self = .compositional(.list(try c.decode(ListConfiguration.self, forKey: .list)))
    }
  }

  /// Encodes `{"flow": …}` or `{"compositional": …}`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .flow(let f): try c.encode(f, forKey: .flow)
    case .compositional(let l): try c.encode(l, forKey: .compositional)
    }
  }
}
