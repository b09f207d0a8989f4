/// Any layout this package computes, in the form a JSON screen gives it:
/// `{"flow": {…}}`, `{"compositional": {…}}`, `{"list": {…}}` (a compositional layout of list
/// sections) or `{"table": {…}}` (a `UITableView`).
public enum LayoutDefinition: Sendable {
  /// `UICollectionViewFlowLayout`.
  case flow(FlowLayout)
  /// `UICollectionViewCompositionalLayout` (lists included).
  case compositional(CompositionalLayout)
  /// `UITableView`'s own layout.
  case table(TableLayout)
  /// A layout object of the app's own that lays itself out (a custom
  /// `UICollectionViewLayout` subclass), asked as UIKit asks it. It has no JSON form.
  case custom(any ExternalLayout)

  /// Lays out `content` in `environment` (a custom layout at rest, its items named by their
  /// index paths).
  /// - Throws: ``LayoutError`` for a definition or environment that cannot be laid out.
  public func layout(_ content: LayoutContent, in environment: LayoutEnvironment) throws(LayoutError) -> ComputedLayout {
    switch self {
    case .flow(let flow): return try flow.layout(content, in: environment)
    case .compositional(let compositional): return try compositional.layout(content, in: environment)
    case .table(let table): return try table.layout(content, in: environment)
    case .custom(let object):
      let request = ExternalLayoutRequest(
        itemIdentifiers: content.itemCounts.enumerated().map { s, n in (0..<n).map { "[\(s),\($0)]" } }, environment: environment,
        contentOffset: ScrollState.resting(environment).contentOffset)
      return ComputedLayout(external: try object.layout(request), request: request, scrollDirection: object.scrollDirection)
    }
  }

  /// The scroll direction.
  public var scrollDirection: ScrollDirection {
    switch self {
    case .flow(let flow): return flow.scrollDirection
    case .compositional(let c): return c.configuration.scrollDirection
    case .table: return .vertical
    case .custom(let object): return object.scrollDirection
    }
  }
}

extension LayoutDefinition: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable { case flow, compositional, list, table }

  /// Decodes `{"flow": …}`, `{"compositional": …}`, `{"list": …}` or `{"table": …}`.
  public init(from decoder: any Decoder) throws {
    let (key, c) = try decoder.singleKey(of: CodingKeys.self, what: "a layout")
    switch key {
    case .flow: self = .flow(try c.decode(FlowLayout.self, forKey: .flow))
    case .compositional: self = .compositional(try c.decode(CompositionalLayout.self, forKey: .compositional))
    case .list: self = .compositional(.list(try c.decode(ListConfiguration.self, forKey: .list)))
    case .table: self = .table(try c.decode(TableLayout.self, forKey: .table))
    }
  }

  /// Encodes `{"flow": …}`, `{"compositional": …}` or `{"table": …}`.
  /// - Throws: `EncodingError.invalidValue` for a custom layout, whose frames only its object
  ///   computes.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .flow(let f): try c.encode(f, forKey: .flow)
    case .compositional(let l): try c.encode(l, forKey: .compositional)
    case .table(let t): try c.encode(t, forKey: .table)
    case .custom(let object):
      throw EncodingError.invalidValue(
        object.className,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(object.className) is a custom layout object: its frames are computed by its own code, which has no JSON form"))
    }
  }
}
