import CollectionSnapshotLayout
import Foundation

/// A compositional section's items, groups, supplementary and boundary items, sizes, spacings
/// and anchors.
extension Translator {
  mutating func element(_ item: NSCollectionLayoutItem, path: @autoclosure () -> String) throws -> LayoutElement {
    if let exception = item.pendingException { throw exception }
    let size = try layoutSize(item.layoutSize)
    let insets = DirectionalEdgeInsets(item.contentInsets)
    let edges = item.edgeSpacing.map(Self.edgeSpacing)
    var supplementaries: [LayoutSupplementaryItem] = []
    for (i, s) in item.storedSupplementaryItems.enumerated() { supplementaries.append(try supplementary(s, path: "\(path()).supplementaryItems[\(i)]")) }
    guard let group = item as? NSCollectionLayoutGroup else {
      return .item(LayoutItem(layoutSize: size, contentInsets: insets, edgeSpacing: edges, supplementaryItems: supplementaries))
    }
    let arrangement: LayoutGroup.Arrangement
    switch group.arrangement {
    case .horizontal: arrangement = .horizontal
    case .vertical: arrangement = .vertical
    case .custom(let provider): arrangement = .custom(customItems(group, provider: provider))
    }
    let repetition: LayoutGroup.Repetition
    switch group.repetition {
    case .fill: repetition = .fill
    case .count(let n): repetition = .count(n)
    case .repeating(let n): repetition = .repeating(count: n)
    }
    var spacing = group.interItemSpacing.map(Self.spacing)
    if spacing == .fixed(0) { spacing = nil }
    return .group(
      LayoutGroup(
        arrangement: arrangement, layoutSize: size,
        subitems: try subelements(group, path: path),
        repetition: repetition, interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges, supplementaryItems: supplementaries))
  }

  mutating func subelements(_ group: NSCollectionLayoutGroup, path: () -> String) throws -> [LayoutElement] {
    var result: [LayoutElement] = []
    result.reserveCapacity(group.subitems.count)
    for (i, sub) in group.subitems.enumerated() { result.append(try element(sub, path: "\(path()).subitems[\(i)]")) }
    return result
  }

  /// Calls a custom group's provider with the group's environment: its size resolved in the
  /// collection view's bounds, its content insets and the size less them.
  func customItems(_ group: NSCollectionLayoutGroup, provider: NSCollectionLayoutGroupCustomItemProvider) -> [CustomGroupItem] {
    let bounds = host.bounds.size
    let rounding = host.environment.rounding
    func resolve(_ d: NSCollectionLayoutDimension) -> CGFloat {
      switch d.semantic {
      case .fractionalWidth: return CGFloat(rounding.fraction(Double(d.dimension * bounds.width)))
      case .fractionalHeight: return CGFloat(rounding.fraction(Double(d.dimension * bounds.height)))
      case .absolute, .estimated, .uniformAcrossSiblings: return d.dimension
      }
    }
    let size = CGSize(width: resolve(group.layoutSize.widthDimension), height: resolve(group.layoutSize.heightDimension))
    let environment = LayoutEnvironmentValue(container: LayoutContainer(contentSize: size, contentInsets: group.contentInsets), traitCollection: host.traitCollection)
    return provider(environment).map { CustomGroupItem(frame: Rect($0.frame), zIndex: $0.zIndex) }
  }

  mutating func supplementary(_ s: NSCollectionLayoutSupplementaryItem, path: @autoclosure () -> String) throws -> LayoutSupplementaryItem {
    if let exception = s.pendingException { throw exception }
    warnUnmodelledSpacing(s, path: path())
    return LayoutSupplementaryItem(
      layoutSize: try layoutSize(s.layoutSize), elementKind: s.elementKind,
      containerAnchor: Self.anchor(s.containerAnchor), itemAnchor: s.itemAnchor.map(Self.anchor), zIndex: s.zIndex)
  }

  mutating func boundary(_ b: NSCollectionLayoutBoundarySupplementaryItem, path: @autoclosure () -> String) throws -> BoundarySupplementaryItem {
    if let exception = b.pendingException { throw exception }
    warnUnmodelledSpacing(b, path: path())
    guard let alignment = CaseNames.engine(b.alignment) else {
      throw UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "Invalid alignment (NSRectAlignmentNone) for boundary supplementary item of kind \(b.elementKind)",
          origin: "NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)"))
    }
    return BoundarySupplementaryItem(
      layoutSize: try layoutSize(b.layoutSize), elementKind: b.elementKind, alignment: alignment,
      absoluteOffset: Point(b.offset), extendsBoundary: b.extendsBoundary, pinToVisibleBounds: b.pinToVisibleBounds, zIndex: b.zIndex)
  }

  func layoutSize(_ size: NSCollectionLayoutSize) throws -> LayoutSize {
    LayoutSize(widthDimension: try dimension(size.widthDimension), heightDimension: try dimension(size.heightDimension))
  }

  func dimension(_ d: NSCollectionLayoutDimension) throws -> LayoutDimension {
    if let exception = d.pendingException { throw exception }
    let v = Double(d.dimension)
    switch d.semantic {
    case .absolute: return .absolute(v)
    case .fractionalWidth: return .fractionalWidth(v)
    case .fractionalHeight: return .fractionalHeight(v)
    case .estimated: return .estimated(v)
    case .uniformAcrossSiblings: return .uniformAcrossSiblings(estimate: v)
    }
  }

  static func spacing(_ s: NSCollectionLayoutSpacing) -> LayoutSpacing {
    s.isFlexibleSpacing ? .flexible(Double(s.spacing)) : .fixed(Double(s.spacing))
  }

  static func edgeSpacing(_ e: NSCollectionLayoutEdgeSpacing) -> LayoutEdgeSpacing {
    LayoutEdgeSpacing(leading: e.leading.map(spacing), top: e.top.map(spacing), trailing: e.trailing.map(spacing), bottom: e.bottom.map(spacing))
  }

  static func anchor(_ a: NSCollectionLayoutAnchor) -> LayoutAnchor {
    var edges: DirectionalRectEdge = []
    if a.edges.contains(.top) { edges.insert(.top) }
    if a.edges.contains(.leading) { edges.insert(.leading) }
    if a.edges.contains(.bottom) { edges.insert(.bottom) }
    if a.edges.contains(.trailing) { edges.insert(.trailing) }
    let offset = Point(a.offset)
    return LayoutAnchor(edges: edges, offset: a.isAbsoluteOffset ? .absolute(offset) : .fractional(offset))
  }
}
