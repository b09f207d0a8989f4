import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The one translation from UIKit's layout objects to the engine's definitions: a pure function
/// of the layout object, the device it is shown on and the number of items of each section.
///
/// Section providers, custom groups' item providers and the flow delegate are called here, once
/// per section (or item), with the device's environment and traits; the result holds no
/// reference to the objects. Everything UIKit rejects throws ``UIKitException``; API that
/// changes nothing in a snapshot is accepted and listed in ``Result/warnings``.
@MainActor
public enum UIKitLayoutTranslation {
  /// What a UIKit layout becomes.
  public struct Result: Sendable {
    /// The engine's definition.
    public var definition: LayoutDefinition
    /// Per section, per item: the size a flow delegate returned (`nil`: the layout's own). A
    /// section whose items all take the layout's own size has an empty array
    /// (``itemSize(section:item:)`` reads either form).
    public var itemSizes: [[Size?]]
    /// Accepted API that changes nothing in the snapshot, and other remarks for the dump.
    public var warnings: [LayoutDiagnostic]

    /// The size the flow delegate returned for an item, `nil` when the layout sizes it.
    public func itemSize(section: Int, item: Int) -> Size? {
      let sizes = itemSizes[section]
      return sizes.isEmpty ? nil : sizes[item]
    }
  }

  /// Translates `layout` for `device` and `host` with `itemCounts` items per section.
  /// - Parameters:
  ///   - host: where the collection view sits (bars, window, placement, adjustment, margins):
  ///     what its insets, margins, traits and the providers' containers report.
  ///   - contentSizeCategory: the Dynamic Type size the traits report (list sections' estimates
  ///     follow it).
  ///   - roundingRule: the iOS version's rounding, for custom groups' resolved sizes.
  ///   - flowDelegate: the flow layout's delegate; by default the delegate of the collection
  ///     view the layout belongs to.
  /// - Throws: ``UIKitException`` for what UIKit raises; ``LayoutError`` for a layout this
  ///   package cannot lay out (a custom `UICollectionViewLayout` subclass).
  public static func translate(
    _ layout: UICollectionViewLayout, device: Device, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil
  ) throws -> Result {
    let host = UIKitHost(
      device: device, host: host, scrollDirection: scrollDirection(of: layout), layoutDirection: layoutDirection,
      contentSizeCategory: contentSizeCategory, roundingRule: roundingRule)
    return try host.run {
      var translator = Translator(host: host)
      return try translator.translate(layout, itemCounts: itemCounts, flowDelegate: flowDelegate)
    }
  }

  /// The axes of a collection view with `layout` that count as scrollable for its adjusted
  /// content inset, by the rule the host lays a screen out with.
  static func scrollableAxes(
    of layout: UICollectionViewLayout, alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool
  ) -> (vertical: Bool, horizontal: Bool) {
    ContentInsetAdjustmentBehavior.scrollableAxes(
      scrollDirection: scrollDirection(of: layout), alwaysBounceVertical: alwaysBounceVertical, alwaysBounceHorizontal: alwaysBounceHorizontal)
  }

  /// The axis `layout` scrolls along.
  static func scrollDirection(of layout: UICollectionViewLayout) -> ScrollDirection {
    let direction: UICollectionView.ScrollDirection
    if let flow = layout as? UICollectionViewFlowLayout {
      direction = flow.scrollDirection
    } else if let compositional = layout as? UICollectionViewCompositionalLayout {
      direction = compositional.configuration.scrollDirection
    } else {
      direction = .vertical
    }
    return direction == .vertical ? .vertical : .horizontal
  }
}

/// One translation run: the host and the warnings collected.
@MainActor
struct Translator {
  let host: UIKitHost
  var warnings: [LayoutDiagnostic] = []

  init(host: UIKitHost) {
    self.host = host
  }

  mutating func translate(
    _ layout: UICollectionViewLayout, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)?
  ) throws -> UIKitLayoutTranslation.Result {
    // The delegate of the collection view the app made the layout for, before the layout is
    // moved to the host's collection view.
    let appDelegate = layout.attachedCollectionView?.delegate
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    host.configure(collectionView)
    // As UIKit does before it lays out: a subclass may set its sizes here from the view's bounds.
    layout.prepare()
    if let compositional = layout as? UICollectionViewCompositionalLayout {
      let definition = try translate(compositional, itemCounts: itemCounts)
      return UIKitLayoutTranslation.Result(definition: .compositional(definition), itemSizes: Array(repeating: [], count: itemCounts.count), warnings: warnings)
    }
    if let flow = layout as? UICollectionViewFlowLayout {
      let delegate = flowDelegate ?? (appDelegate as? any UICollectionViewDelegateFlowLayout)
      collectionView.delegate = delegate
      let (definition, sizes) = translate(flow, itemCounts: itemCounts, delegate: delegate, collectionView: collectionView)
      return UIKitLayoutTranslation.Result(definition: .flow(definition), itemSizes: sizes, warnings: warnings)
    }
    throw LayoutError(
      "layout", "\(type(of: layout)) is a custom UICollectionViewLayout: only UICollectionViewFlowLayout and UICollectionViewCompositionalLayout (and their subclasses) are laid out")
  }

  // MARK: Flow

  func translate(
    _ flow: UICollectionViewFlowLayout, itemCounts: [Int], delegate: (any UICollectionViewDelegateFlowLayout)?, collectionView: UICollectionView
  ) -> (FlowLayout, [[Size?]]) {
    var layout = FlowLayout()
    layout.scrollDirection = flow.scrollDirection == .vertical ? .vertical : .horizontal
    layout.itemSize = Size(flow.itemSize)
    if flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize {
      layout.estimatedItemSize = .automatic
    } else if flow.estimatedItemSize != .zero {
      layout.estimatedItemSize = .estimated(Size(flow.estimatedItemSize))
    }
    layout.minimumLineSpacing = Double(flow.minimumLineSpacing)
    layout.minimumInteritemSpacing = Double(flow.minimumInteritemSpacing)
    layout.sectionInset = EdgeInsets(flow.sectionInset)
    switch flow.sectionInsetReference {
    case .fromContentInset: layout.sectionInsetReference = .fromContentInset
    case .fromSafeArea: layout.sectionInsetReference = .fromSafeArea
    case .fromLayoutMargins: layout.sectionInsetReference = .fromLayoutMargins
    }
    layout.headerReferenceSize = Size(flow.headerReferenceSize)
    layout.footerReferenceSize = Size(flow.footerReferenceSize)
    layout.sectionHeadersPinToVisibleBounds = flow.sectionHeadersPinToVisibleBounds
    layout.sectionFootersPinToVisibleBounds = flow.sectionFootersPinToVisibleBounds
    guard let delegate else { return (layout, Array(repeating: [], count: itemCounts.count)) }
    // Whether the delegate implements each method is the same for every call: asked once, with
    // the first section and item, then every answer is taken as it is.
    // (Only index paths that exist are asked about.)
    let firstItem = itemCounts.firstIndex { $0 > 0 }.map { Foundation.IndexPath(item: 0, section: $0) }
    let hasSections = !itemCounts.isEmpty
    let implements = (
      size: firstItem.map { first in FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, sizeForItemAt: first) } != nil } ?? false,
      inset: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, insetForSectionAt: 0) } != nil,
      line: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: 0) } != nil,
      interitem: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, minimumInteritemSpacingForSectionAt: 0) } != nil,
      header: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: 0) } != nil,
      footer: hasSections && FlowDelegateProbe.ask { delegate.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: 0) } != nil)
    var sizes: [[Size?]] = []
    sizes.reserveCapacity(itemCounts.count)
    for (section, count) in itemCounts.enumerated() {
      var override = FlowLayout.SectionOverride(section: section)
      if implements.inset { override.sectionInset = EdgeInsets(delegate.collectionView(collectionView, layout: flow, insetForSectionAt: section)) }
      if implements.line { override.minimumLineSpacing = Double(delegate.collectionView(collectionView, layout: flow, minimumLineSpacingForSectionAt: section)) }
      if implements.interitem {
        override.minimumInteritemSpacing = Double(delegate.collectionView(collectionView, layout: flow, minimumInteritemSpacingForSectionAt: section))
      }
      if implements.header { override.headerReferenceSize = Size(delegate.collectionView(collectionView, layout: flow, referenceSizeForHeaderInSection: section)) }
      if implements.footer { override.footerReferenceSize = Size(delegate.collectionView(collectionView, layout: flow, referenceSizeForFooterInSection: section)) }
      if override != FlowLayout.SectionOverride(section: section) { layout.sectionOverrides.append(override) }
      guard implements.size, count > 0 else {
        sizes.append([])
        continue
      }
      var sectionSizes: [Size?] = []
      sectionSizes.reserveCapacity(count)
      // One index path per section, its item changed in place: cheaper than making one per item.
      var indexPath = Foundation.IndexPath(item: 0, section: section)
      for item in 0..<count {
        indexPath.item = item
        sectionSizes.append(Size(delegate.collectionView(collectionView, layout: flow, sizeForItemAt: indexPath)))
      }
      sizes.append(sectionSizes)
    }
    return (layout, sizes)
  }

  // MARK: Compositional

  mutating func translate(_ compositional: UICollectionViewCompositionalLayout, itemCounts: [Int]) throws -> CompositionalLayout {
    let configuration = compositional.configuration
    let direction: ScrollDirection = configuration.scrollDirection == .vertical ? .vertical : .horizontal
    var engineConfiguration = CompositionalLayoutConfiguration(
      scrollDirection: direction, interSectionSpacing: Double(configuration.interSectionSpacing),
      contentInsetsReference: CaseNames.engine(configuration.contentInsetsReference))
    engineConfiguration.boundarySupplementaryItems = try configuration.boundarySupplementaryItems.enumerated().map { i, item in
      try boundary(item, path: "configuration.boundarySupplementaryItems[\(i)]")
    }
    try checkUniqueKinds(configuration.boundarySupplementaryItems.map(\.elementKind), origin: "UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems")
    let registered = compositional.registeredDecorationKinds
    switch compositional.sections {
    case .uniform(let section):
      let translated = try self.section(section, index: nil, registered: registered)
      return CompositionalLayout(sections: .uniform(.section(translated)), configuration: engineConfiguration)
    case .provider(let provider):
      let engineContainer = host.sectionContainer(reference: engineConfiguration.contentInsetsReference, scrollDirection: direction)
      let environment = LayoutEnvironmentValue(container: LayoutContainer(engineContainer), traitCollection: host.traitCollection)
      var layouts: [SectionLayout] = []
      for (index, count) in itemCounts.enumerated() {
        guard let section = provider(index, environment) else {
          if count > 0 {
            throw UIKitExceptionRecorder.raise(
              UIKitException(
                reason: "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.",
                origin: "the section provider of UICollectionViewCompositionalLayout (nil for section \(index))"))
          }
          layouts.append(.section(Self.emptySection))
          continue
        }
        layouts.append(.section(try self.section(section, index: index, registered: registered)))
      }
      return CompositionalLayout(sections: .perSection(layouts), configuration: engineConfiguration)
    }
  }

  /// What an empty section for which the provider returned `nil` becomes: nothing.
  static let emptySection = LayoutSection(
    group: .horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
      subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))))]))

  mutating func section(_ s: NSCollectionLayoutSection, index: Int?, registered: Set<String>) throws -> LayoutSection {
    let path = { index.map { "sections[\($0)]" } ?? "section" }
    let group: LayoutGroup
    var spaceBefore = 0.0
    switch s.content {
    case .group(let g):
      guard case .group(let translated) = try element(g, path: path() + ".group") else { preconditionFailure("a group translates to a group") }
      group = translated
    case .list(let g, let topPadding):
      group = g
      spaceBefore = topPadding
    }
    var follows = s.followsContentInsets
    switch s.supplementaryContentInsetsReference {
    case .automatic: break
    case .none: follows = false
    case .safeArea, .layoutMargins, .readableContent:
      warn(path() + ".supplementaryContentInsetsReference", "\(s.supplementaryContentInsetsReference) is not modelled: boundary items follow the section's content insets")
    }
    if s.orthogonalScrollingProperties != UICollectionLayoutSectionOrthogonalScrollingProperties() {
      warn(path() + ".orthogonalScrollingProperties", "accepted: deceleration and bounce change no frame at rest")
    }
    if s.visibleItemsInvalidationHandler != nil {
      warn(path() + ".visibleItemsInvalidationHandler", "accepted, not run: it changes no frame (items are drawn as laid out, at rest)")
    }
    var kinds = s.boundarySupplementaryItems.map(\.elementKind)
    if case .group(let g) = s.content { Self.collectKinds(g, into: &kinds) }
    try checkUniqueKinds(kinds, origin: "NSCollectionLayoutSection (\(path()))")
    for (i, decoration) in s.decorationItems.enumerated() where !registered.contains(decoration.elementKind) {
      warn(
        "\(path()).decorationItems[\(i)]",
        "decoration kind '\(decoration.elementKind)' is not registered with register(_:forDecorationViewOfKind:); UIKit cannot make its view")
    }
    var section = LayoutSection(
      group: group, interGroupSpacing: Double(s.interGroupSpacing), contentInsets: DirectionalEdgeInsets(s.contentInsets),
      contentInsetsReference: CaseNames.engine(s.contentInsetsReference), supplementariesFollowContentInsets: follows,
      orthogonalScrollingBehavior: CaseNames.engine(s.orthogonalScrollingBehavior),
      boundarySupplementaryItems: try s.boundarySupplementaryItems.enumerated().map { i, item in
        try boundary(item, path: "\(path()).boundarySupplementaryItems[\(i)]")
      },
      decorationItems: s.decorationItems.map { DecorationItem(elementKind: $0.elementKind, contentInsets: DirectionalEdgeInsets($0.contentInsets), zIndex: $0.zIndex) })
    section.spaceBefore = spaceBefore
    return section
  }

  /// The element kinds of every supplementary item in a group's tree, one per subitem entry
  /// (a subitem repeated by the group counts once, two entries of the same item twice).
  static func collectKinds(_ item: NSCollectionLayoutItem, into kinds: inout [String]) {
    kinds += item.storedSupplementaryItems.map(\.elementKind)
    if let group = item as? NSCollectionLayoutGroup {
      for sub in group.subitems { collectKinds(sub, into: &kinds) }
    }
  }

  /// UIKit raises when two supplementary items of a section share a kind.
  func checkUniqueKinds(_ kinds: [String], origin: @autoclosure () -> String) throws {
    guard kinds.count > 1 else { return }
    var seen = Set<String>()
    var duplicates: [String] = []
    for kind in kinds where !seen.insert(kind).inserted && !duplicates.contains(kind) { duplicates.append(kind) }
    guard !duplicates.isEmpty else { return }
    let list = "(\n" + duplicates.map { "    " + Self.objectiveCDescription($0) }.joined(separator: ",\n") + "\n)"
    throw UIKitExceptionRecorder.raise(
      UIKitException(reason: "Error: Every supplementary must have a unique elementKind: duplicates detected: \(list)", origin: origin()))
  }

  /// A string as an Objective-C collection prints it: bare when it is a plain word, quoted
  /// otherwise.
  static func objectiveCDescription(_ s: String) -> String {
    let plain = !s.isEmpty && s.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" }
    return plain ? s : "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Supplementary items take neither content insets nor edge spacing in the engine.
  mutating func warnUnmodelledSpacing(_ s: NSCollectionLayoutSupplementaryItem, path: @autoclosure () -> String) {
    if s.contentInsets != .zero { warn(path() + ".contentInsets", "content insets of a supplementary item are not modelled: the view is laid out without them") }
    if s.edgeSpacing != nil { warn(path() + ".edgeSpacing", "edge spacing of a supplementary item is not modelled: the view is laid out without it") }
  }

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

  mutating func warn(_ path: String, _ message: String) {
    let diagnostic = LayoutDiagnostic(path, message)
    if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
  }
}
